// Mail-account passwords at rest: AES-256-GCM under a key kept in the database's settings table (made once at the
// first start, like the token secret) or given by FLOWDESK_MAIL_SECRET. The stored text is
// 'v1:' + Base64(iv | tag | ciphertext); a password is decrypted only to log in to the account's servers and is
// never sent to a browser.
import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import { getSetting, setSetting, type Db } from '../../db/database';

const SETTING_KEY = 'mail_secret';
const VERSION = 'v1:';
const IV_BYTES = 12;
const TAG_BYTES = 16;

export interface SecretBox {
  seal(plain: string): string;
  /** undefined when the text was sealed under another key or is damaged */
  open(sealed: string): string | undefined;
}

function keyOf(db: Db): Buffer {
  const configured = process.env.FLOWDESK_MAIL_SECRET;
  let secret = configured || getSetting(db, SETTING_KEY);
  if (!secret) {
    secret = randomBytes(32).toString('hex');
    setSetting(db, SETTING_KEY, secret);
  }
  return createHash('sha256').update(secret).digest();
}

export function createSecretBox(db: Db): SecretBox {
  const key = keyOf(db);
  return {
    seal(plain) {
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const data = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return VERSION + Buffer.concat([iv, cipher.getAuthTag(), data]).toString('base64');
    },
    open(sealed) {
      if (!sealed.startsWith(VERSION)) return undefined;
      const bytes = Buffer.from(sealed.slice(VERSION.length), 'base64');
      if (bytes.length < IV_BYTES + TAG_BYTES) return undefined;
      try {
        const decipher = createDecipheriv('aes-256-gcm', key, bytes.subarray(0, IV_BYTES));
        decipher.setAuthTag(bytes.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
        return Buffer.concat([decipher.update(bytes.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]).toString('utf8');
      } catch {
        return undefined;
      }
    },
  };
}

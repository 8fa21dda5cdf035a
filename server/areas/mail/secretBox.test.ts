// Sealed mail-account passwords: a round trip, nothing readable at rest (checked in a database file after a save
// through the API), and a text sealed under another key that does not open.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { authHeader, testApp } from '../../testing';
import { createSecretBox } from './secretBox';

const memoryDb = () => {
  const db = new Database(':memory:');
  db.exec('CREATE TABLE settings (key TEXT PRIMARY KEY, value TEXT NOT NULL)');
  return db;
};

describe('secretBox', () => {
  it('seals to a different text each time and opens what it sealed', () => {
    const box = createSecretBox(memoryDb());
    const first = box.seal('授权码-123');
    expect(first).toMatch(/^v1:/);
    expect(first).not.toContain('授权码');
    expect(box.seal('授权码-123')).not.toBe(first);
    expect(box.open(first)).toBe('授权码-123');
  });

  it('does not open what another key sealed, or damaged text', () => {
    const sealed = createSecretBox(memoryDb()).seal('secret');
    const other = createSecretBox(memoryDb());
    expect(other.open(sealed)).toBeUndefined();
    expect(other.open('v1:AAAA')).toBeUndefined();
    expect(other.open('plain')).toBeUndefined();
  });

  it('stores an account saved through the API with its password sealed', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'flowdesk-secret-'));
    const dbPath = join(dir, 'portal.db');
    const app = await testApp({ dbPath });
    try {
      const answer = await app.inject({
        method: 'POST',
        url: '/mail/mail/mailSetting/v1/save?isOriginPwd=true',
        headers: await authHeader(app, 'zhangsan'),
        payload: { nickName: 'Work', mailType: 'imap', mailAddress: 'work@mail.test', password: 'plain-password', smtpHost: 'smtp.mail.test', smtpPort: 25, imapHost: 'imap.mail.test', imapPort: 143 },
      });
      expect(answer.statusCode, answer.body).toBe(200);
    } finally {
      await app.close();
    }
    const db = new Database(dbPath, { readonly: true });
    const row = db.prepare("SELECT password FROM portal_mail_setting WHERE mail_address = 'work@mail.test'").get() as { password: string };
    db.close();
    rmSync(dir, { recursive: true, force: true });
    expect(row.password).toMatch(/^v1:/);
    expect(row.password).not.toContain('plain-password');
  });
});

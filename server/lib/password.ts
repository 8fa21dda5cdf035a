// Password hashing (bcrypt) and the tenant password strategy shared by the change-password calls.
import bcrypt from 'bcryptjs';
import type { Db } from '../db/database';
import type { MessageKey, MessageParams } from './i18n';

const BCRYPT_ROUNDS = 10;
/** Minimum length when the tenant has no enabled strategy (01-foundation §5). */
const DEFAULT_MIN_LENGTH = 6;
// bcrypt ignores everything after 72 bytes, so longer passwords would silently be truncated.
const BCRYPT_MAX_BYTES = 72;

export interface PasswordStrategy {
  enable: 0 | 1;
  /** 1 anything, 2 digits+letters, 3 digits+letters+special, 4 digits+upper+lower+special */
  pwdRule: 1 | 2 | 3 | 4;
  pwdLength: number;
  /** days a password stays valid (0 = unlimited); informative */
  duration: number;
}

export function hashPassword(password: string): Promise<string> {
  return bcrypt.hash(password, BCRYPT_ROUNDS);
}

let dummyHash: string | undefined;

/** Compares in constant-ish time even when there is no stored hash, so unknown accounts are not revealed by timing. */
export async function verifyPassword(password: string, hash: string | undefined): Promise<boolean> {
  dummyHash ??= bcrypt.hashSync('flowdesk-dummy-password', BCRYPT_ROUNDS);
  const matches = await bcrypt.compare(password, hash ?? dummyHash);
  return hash !== undefined && matches;
}

export function strategyOf(db: Db, tenantId: string): PasswordStrategy {
  const row = db
    .prepare('SELECT enable, pwd_rule, pwd_length, duration FROM pwd_strategies WHERE tenant_id = ?')
    .get(tenantId) as { enable: number; pwd_rule: number; pwd_length: number; duration: number } | undefined;
  if (!row) return { enable: 0, pwdRule: 1, pwdLength: DEFAULT_MIN_LENGTH, duration: 0 };
  return {
    enable: row.enable ? 1 : 0,
    pwdRule: ([1, 2, 3, 4] as const).find((rule) => rule === row.pwd_rule) ?? 1,
    pwdLength: row.pwd_length,
    duration: row.duration,
  };
}

const DIGIT = /\d/;
const LETTER = /[A-Za-z]/;
const UPPER = /[A-Z]/;
const LOWER = /[a-z]/;
const SPECIAL = /[^A-Za-z0-9\s]/;

/** Why a new password breaks the strategy, or null when it is acceptable. */
export function passwordProblem(password: string, strategy: PasswordStrategy): { key: MessageKey; params?: MessageParams } | null {
  if (Buffer.byteLength(password, 'utf8') > BCRYPT_MAX_BYTES) return { key: 'passwordTooLong' };
  const length = [...password].length;
  if (!strategy.enable) return length < DEFAULT_MIN_LENGTH ? { key: 'passwordTooShort', params: { length: DEFAULT_MIN_LENGTH } } : null;
  if (length < strategy.pwdLength) return { key: 'passwordTooShort', params: { length: strategy.pwdLength } };
  const has = (pattern: RegExp) => pattern.test(password);
  switch (strategy.pwdRule) {
    case 2:
      return has(DIGIT) && has(LETTER) ? null : { key: 'passwordRule2' };
    case 3:
      return has(DIGIT) && has(LETTER) && has(SPECIAL) ? null : { key: 'passwordRule3' };
    case 4:
      return has(DIGIT) && has(UPPER) && has(LOWER) && has(SPECIAL) ? null : { key: 'passwordRule4' };
    default:
      return null;
  }
}

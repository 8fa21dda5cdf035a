import { describe, expect, it } from 'vitest';
import { passwordProblem, verifyPassword, hashPassword, type PasswordStrategy } from './password';

const strategy = (pwdRule: PasswordStrategy['pwdRule'], pwdLength = 8): PasswordStrategy => ({ enable: 1, pwdRule, pwdLength, duration: 0 });
const off: PasswordStrategy = { enable: 0, pwdRule: 4, pwdLength: 12, duration: 0 };

describe('passwordProblem', () => {
  it.each([
    ['abc12', off, 'passwordTooShort'],
    ['abcdef', off, null],
    ['1234567', strategy(1), 'passwordTooShort'],
    ['12345678', strategy(1), null],
    ['12345678', strategy(2), 'passwordRule2'],
    ['abcdefgh', strategy(2), 'passwordRule2'],
    ['abcd1234', strategy(2), null],
    ['abcd1234', strategy(3), 'passwordRule3'],
    ['abcd123!', strategy(3), null],
    ['abcd123!', strategy(4), 'passwordRule4'],
    ['ABCD123!', strategy(4), 'passwordRule4'],
    ['Abcd123!', strategy(4), null],
    ['密码密码密码12', strategy(1, 8), null],
    ['密'.repeat(25), off, 'passwordTooLong'],
  ] as const)('%s under %o → %s', (password, rules, expected) => {
    expect(passwordProblem(password, rules)?.key ?? null).toBe(expected);
  });

  it('states the minimum length', () => {
    expect(passwordProblem('a1', strategy(2, 10))).toEqual({ key: 'passwordTooShort', params: { length: 10 } });
  });
});

describe('verifyPassword', () => {
  it('accepts the right password and rejects a wrong or missing hash', async () => {
    const hash = await hashPassword('s3cret!');
    expect(await verifyPassword('s3cret!', hash)).toBe(true);
    expect(await verifyPassword('S3cret!', hash)).toBe(false);
    expect(await verifyPassword('s3cret!', undefined)).toBe(false);
  });
});

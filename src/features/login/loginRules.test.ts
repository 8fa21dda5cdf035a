import { describe, expect, it } from 'vitest';
import { validateLogin, validateLoginField } from './loginRules';

describe('validateLoginField', () => {
  it.each([
    ['account', '', 'errors.accountRequired'],
    ['account', '   ', 'errors.accountRequired'],
    ['account', 'a', 'errors.accountFormat'],
    ['account', 'ab', undefined],
    ['account', 'x'.repeat(20), undefined],
    ['account', 'x'.repeat(21), 'errors.accountFormat'],
    ['account', 'Zhang_san-01', undefined],
    ['account', ' zhangsan ', undefined],
    ['account', 'zhang san', 'errors.accountFormat'],
    ['account', 'zhang.san', 'errors.accountFormat'],
    ['account', '张三', 'errors.accountFormat'],
    ['password', '', 'errors.passwordRequired'],
    ['password', ' ', undefined],
    ['password', 'x', undefined],
  ] as const)('%s %j → %s', (field, value, expected) => {
    expect(validateLoginField(field, value)).toBe(expected);
  });
});

describe('validateLogin', () => {
  it('collects the errors of both fields', () => {
    expect(validateLogin({ account: '', password: '' })).toEqual({ account: 'errors.accountRequired', password: 'errors.passwordRequired' });
    expect(validateLogin({ account: 'admin', password: 'admin123' })).toEqual({});
  });
});

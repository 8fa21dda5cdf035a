import { describe, expect, it } from 'vitest';
import i18n from '../../i18n';
import {
  describePasswordRequirement,
  isStrategyEnabled,
  validateNewPassword,
  type PasswordStrategyInput,
} from './passwordRules';

const rule = (pwdRule: number, pwdLength = 8): PasswordStrategyInput => ({ enable: 1, pwdRule, pwdLength });

describe('validateNewPassword', () => {
  const cases: Array<[string, string, PasswordStrategyInput | null | undefined, string | null]> = [
    ['no strategy: 6 characters pass', 'abcdef', null, null],
    ['no strategy: 5 characters fail', 'abcde', undefined, 'login:passwordRules.minLength'],
    ['no strategy: empty fails', '', null, 'login:passwordRules.minLength'],
    ['disabled strategy falls back to 6', 'abcdef', { enable: 0, pwdRule: 4, pwdLength: 12 }, null],
    ['disabled (false) strategy falls back to 6', 'abcde', { enable: false, pwdRule: 2, pwdLength: 3 }, 'login:passwordRules.minLength'],
    ['rule 1: length only, long enough', 'aaaaaaaa', rule(1), null],
    ['rule 1: too short', 'aaaaaaa', rule(1), 'login:passwordRules.minLength'],
    ['rule 2: digits and letters', 'abc12345', rule(2), null],
    ['rule 2: letters only', 'abcdefgh', rule(2), 'login:passwordRules.digitsLetters'],
    ['rule 2: digits only', '12345678', rule(2), 'login:passwordRules.digitsLetters'],
    ['rule 2: right mix but too short', 'ab1', rule(2), 'login:passwordRules.digitsLetters'],
    ['rule 3: digits, letters and special', 'abc123!x', rule(3), null],
    ['rule 3: no special character', 'abc12345', rule(3), 'login:passwordRules.digitsLettersSpecial'],
    ['rule 3: a space is not a special character', 'abc 1234', rule(3), 'login:passwordRules.digitsLettersSpecial'],
    ['rule 4: digits, upper, lower, special', 'Abc123!x', rule(4), null],
    ['rule 4: no upper case', 'abc123!x', rule(4), 'login:passwordRules.digitsUpperLowerSpecial'],
    ['rule 4: no lower case', 'ABC123!X', rule(4), 'login:passwordRules.digitsUpperLowerSpecial'],
    ['rule 4: no digit', 'Abcdef!x', rule(4), 'login:passwordRules.digitsUpperLowerSpecial'],
    ['rule given as strings', 'abc12345', { enable: '1', pwdRule: '2', pwdLength: '8' }, null],
    ['unknown rule: length only', 'aaaaaaaa', rule(9), null],
    ['invalid length falls back to 6', 'a1b2c', { enable: 1, pwdRule: 2, pwdLength: 'x' }, 'login:passwordRules.digitsLetters'],
  ];

  it.each(cases)('%s', (_name, password, strategy, expectedKey) => {
    const result = validateNewPassword(password, strategy);
    expect(result?.key ?? null).toBe(expectedKey);
  });

  it('reports the minimum length of the strategy', () => {
    expect(validateNewPassword('a1', rule(2, 10))).toEqual({ key: 'login:passwordRules.digitsLetters', params: { min: 10 } });
    expect(validateNewPassword('abc', null)).toEqual({ key: 'login:passwordRules.minLength', params: { min: 6 } });
  });

  it('counts characters, not UTF-16 units', () => {
    expect(validateNewPassword('密码😀😀😀😀', null)).toBeNull();
    expect(validateNewPassword('😀😀😀', null)?.key).toBe('login:passwordRules.minLength');
  });

  it('returns the translated message when given a translate function', async () => {
    await i18n.changeLanguage('zh-CN');
    const zh = validateNewPassword('abc', rule(3, 8), (key, params) => i18n.t(key, params));
    expect(zh?.message).toBe('密码长度不能少于 8 位，且必须同时包含数字、字母和特殊字符');
    await i18n.changeLanguage('en-US');
    const en = validateNewPassword('abc', null, (key, params) => i18n.t(key, params));
    expect(en?.message).toBe('The password must be at least 6 characters long');
    await i18n.changeLanguage('zh-CN');
  });
});

describe('describePasswordRequirement', () => {
  it('describes the rule in force', () => {
    expect(describePasswordRequirement(rule(4, 12))).toEqual({
      key: 'login:passwordRules.digitsUpperLowerSpecial',
      params: { min: 12 },
    });
    expect(describePasswordRequirement({ enable: 0, pwdRule: 4, pwdLength: 12 })).toEqual({
      key: 'login:passwordRules.minLength',
      params: { min: 6 },
    });
  });

  it('reads enable leniently', () => {
    expect([true, 1, '1', 'true'].map((enable) => isStrategyEnabled({ enable }))).toEqual([true, true, true, true]);
    expect([false, 0, '0', null, undefined].map((enable) => isStrategyEnabled({ enable }))).toEqual([false, false, false, false, false]);
  });
});

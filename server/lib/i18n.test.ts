import { describe, expect, it } from 'vitest';
import { describeValidation } from './errors';
import { parseLanguage, translate } from './i18n';

describe('parseLanguage', () => {
  it.each([
    [undefined, 'zh-CN'],
    ['', 'zh-CN'],
    ['en-US', 'en-US'],
    ['en', 'en-US'],
    ['zh-CN,zh;q=0.9,en;q=0.8', 'zh-CN'],
    ['fr-FR,en-GB;q=0.8,zh;q=0.5', 'en-US'],
    ['zh;q=0.4, en;q=0.9', 'en-US'],
    ['de-DE', 'zh-CN'],
  ])('%s → %s', (header, expected) => {
    expect(parseLanguage(header)).toBe(expected);
  });
});

describe('translate', () => {
  it('fills parameters in both languages', () => {
    expect(translate('zh-CN', 'passwordTooShort', { length: 8 })).toBe('密码长度不能少于 8 位');
    expect(translate('en-US', 'passwordTooShort', { length: 8 })).toBe('The password must be at least 8 characters long.');
  });
});

describe('describeValidation', () => {
  it('names the field and the rule', () => {
    expect(describeValidation('zh-CN', 'body', [{ keyword: 'required', instancePath: '', params: { missingProperty: 'username' } }])).toBe(
      '缺少必填字段 body.username',
    );
    expect(describeValidation('en-US', 'querystring', [{ keyword: 'maxLength', instancePath: '/id', params: { limit: 64 } }])).toBe(
      'querystring.id must be at most 64 characters long',
    );
  });
});

import { describe, expect, it } from 'vitest';
import { LOCALES } from '../messages';
import { formatMessage, ruleMessages } from './messages';
import { RULE_NAMES } from './validators';

describe('message tables', () => {
  it('zh-CN and en-US have the same keys and the same placeholders', () => {
    const zh = ruleMessages['zh-CN'];
    const en = ruleMessages['en-US'];
    expect(Object.keys(en).sort()).toEqual(Object.keys(zh).sort());
    const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((match) => match[1]).sort();
    for (const key of Object.keys(zh) as Array<keyof typeof zh>) expect(placeholders(en[key]), key).toEqual(placeholders(zh[key]));
  });

  it('every message but the default label names the field', () => {
    for (const locale of LOCALES) {
      for (const [key, text] of Object.entries(ruleMessages[locale])) {
        if (key !== 'rules.defaultLabel') expect(text, `${locale} ${key}`).toContain('{{label}}');
      }
    }
  });

  it('every validator has its message in both locales (frontJSValidate and backendValidate included)', () => {
    const ownMessage = RULE_NAMES.filter((name) => name !== 'maxLength'); // maxLength shares max's message
    for (const locale of LOCALES) {
      for (const name of ownMessage) expect(ruleMessages[locale], `${locale} ${name}`).toHaveProperty([`rules.${name}`]);
    }
  });
});

describe('formatMessage', () => {
  it('fills placeholders in the chosen locale', () => {
    expect(formatMessage('rules.max', { label: '标题', n: 50 }, 'zh-CN')).toBe('标题文本长度不能超过50');
    expect(formatMessage('rules.max', { label: 'Title', n: 50 }, 'en-US')).toBe('Title may be at most 50 characters long');
  });

  it('falls back to zh-CN for other locales and to the key for unknown keys', () => {
    expect(formatMessage('rules.required', { label: 'X' }, 'de-DE')).toBe('X不能为空');
    expect(formatMessage('rules.required', { label: 'X' })).toBe('X不能为空');
    expect(formatMessage('rules.nope', {}, 'en-US')).toBe('rules.nope');
  });

  it('leaves a missing parameter empty and never re-reads inserted text', () => {
    expect(formatMessage('rules.between', { label: 'N', min: 1 }, 'en-US')).toBe('N must be between 1 and ');
    expect(formatMessage('rules.required', { label: '{{label}}' }, 'en-US')).toBe('{{label}} is required');
  });
});

import { describe, expect, it } from 'vitest';
import { formatMessage, formatMessages } from './messages';

describe('format messages', () => {
  it('has the same keys in zh-CN and en-US, none empty', () => {
    expect(Object.keys(formatMessages['en-US']).sort()).toEqual(Object.keys(formatMessages['zh-CN']).sort());
    for (const table of Object.values(formatMessages)) {
      for (const [key, text] of Object.entries(table)) {
        if (key !== 'format.timeLag.separator') expect(text).not.toBe('');
      }
    }
  });

  it('fills placeholders, falls back to zh-CN and to the key', () => {
    expect(formatMessage('format.invalidUnit', { unit: 'week' }, 'en-US')).toBe('Unsupported time unit: week');
    expect(formatMessage('format.invalidDate', {}, 'fr-FR')).toBe('无效日期');
    expect(formatMessage('format.nope')).toBe('format.nope');
    expect(formatMessage('format.invalidUnit')).toBe('不支持的时间单位：');
  });
});

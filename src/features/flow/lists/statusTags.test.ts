import { describe, expect, it } from 'vitest';
import { TASK_STATUSES } from '../../../api/flow';
import zh from '../../../i18n/locales/zh-CN/flow.json';
import en from '../../../i18n/locales/en-US/flow.json';
import { statusTag, statusText } from './statusTags';

const lookup = (bundle: Record<string, unknown>) => (key: string) =>
  String(key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], bundle) ?? `missing:${key}`);

describe('statusTag', () => {
  it('names every task status of §4.1 in both languages', () => {
    for (const status of TASK_STATUSES) {
      const tag = statusTag('task', status);
      expect(tag.textKey).toBe(`lists.taskStatus.${status}`);
      expect(statusText('task', status, lookup(zh))).not.toMatch(/^missing:/);
      expect(statusText('task', status, lookup(en))).not.toMatch(/^missing:/);
    }
    expect(statusText('task', 'SHARE', lookup(zh))).toBe('共享');
    expect(statusText('task', 'BACKSHARE', lookup(en))).toBe('Shared, returned');
  });

  it('names instance and opinion statuses', () => {
    expect(statusText('instance', 'draft', lookup(zh))).toBe('草稿');
    expect(statusText('instance', 'revokeToStart', lookup(zh))).toBe('撤回到发起人');
    expect(statusText('opinion', 'manual_end', lookup(zh))).toBe('人工终止');
    expect(statusTag('opinion', 'agree')).toEqual({ textKey: 'lists.opinionStatus.agree', color: 'green' });
  });

  it('shows an unknown value as sent, in grey', () => {
    expect(statusTag('task', 'SOMETHING')).toEqual({ textKey: undefined, color: 'grey' });
    expect(statusTag('opinion', 'toString')).toEqual({ textKey: undefined, color: 'grey' });
    expect(statusText('task', 'SOMETHING', lookup(zh))).toBe('SOMETHING');
    expect(statusText('task', undefined, lookup(zh))).toBe('');
  });
});

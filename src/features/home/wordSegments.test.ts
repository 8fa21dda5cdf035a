import { describe, expect, it } from 'vitest';
import { wordSegments } from './wordSegments';

describe('wordSegments', () => {
  it('cuts a Chinese label between its words, never inside one', () => {
    const parts = wordSegments('员工使用手册', 'zh-CN');
    expect(parts.join('')).toBe('员工使用手册');
    expect(parts.length).toBeGreaterThan(1);
    // 手册 (manual) is one word: no cut between 手 and 册.
    expect(parts).not.toContain('册');
  });

  it('keeps English words whole, with the spaces between them', () => {
    expect(wordSegments('Employee handbook', 'en-US')).toEqual(['Employee', ' ', 'handbook']);
  });
});

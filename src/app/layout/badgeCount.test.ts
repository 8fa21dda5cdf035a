import { describe, expect, it } from 'vitest';
import { badgeText, clampBadgeCount, badgeAfterMarking } from './badgeCount';

describe('message badge count', () => {
  it('never goes below 0 and ignores what is not a number', () => {
    expect(clampBadgeCount(-3)).toBe(0);
    expect(clampBadgeCount(undefined)).toBe(0);
    expect(clampBadgeCount(null)).toBe(0);
    expect(clampBadgeCount('abc')).toBe(0);
    expect(clampBadgeCount('')).toBe(0);
    expect(clampBadgeCount(Number.NaN)).toBe(0);
    expect(clampBadgeCount(Infinity)).toBe(0);
  });

  it('keeps whole counts, also when sent as strings', () => {
    expect(clampBadgeCount(3)).toBe(3);
    expect(clampBadgeCount('12')).toBe(12);
    expect(clampBadgeCount(4.7)).toBe(4);
  });

  it('shows at most 100', () => {
    expect(badgeText(99)).toBe('99');
    expect(badgeText(100)).toBe('100');
    expect(badgeText(120)).toBe('100+');
  });

  it.each([
    [5, 2, 3],
    [2, 5, 0],
    [undefined, 1, 0],
    [120, 30, 90],
    [3, -4, 3],
  ])('after marking: %s unread, %s marked → %s', (count, marked, expected) => {
    expect(badgeAfterMarking(count, marked)).toBe(expected);
  });
});

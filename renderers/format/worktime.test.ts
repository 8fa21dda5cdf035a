import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { halfDays, overtimeHours } from './worktime';

// 2024-01-04 is a Thursday (working day), 2024-01-05 a Friday and 2024-01-06 a Saturday (rest days),
// 2024-01-07 a Sunday (working day).
describe('overtimeHours', () => {
  it.each([
    ['a full working day', '2024-01-04 00:00', '2024-01-05 00:00', 14],
    ['a full rest day (Friday)', '2024-01-05 00:00', '2024-01-06 00:00', 24],
    ['a full rest day (Saturday)', '2024-01-06 00:00', '2024-01-07 00:00', 24],
    ['working hours only', '2024-01-04 08:00', '2024-01-04 18:00', 0],
    ['the evening of a working day', '2024-01-04 18:00', '2024-01-04 21:30', 3.5],
    ['an early start', '2024-01-04 06:15', '2024-01-04 09:00', 1.75],
    ['through the night into Friday', '2024-01-04 20:00', '2024-01-05 02:00', 6],
    ['from Sunday evening to Monday morning', '2024-01-07 17:00', '2024-01-08 09:00', 14],
    ['a whole week', '2024-01-07 00:00', '2024-01-14 00:00', 5 * 14 + 2 * 24],
    ['two weeks and a bit', '2024-01-04 17:00', '2024-01-18 19:00', 2 * 118 + 1],
    ['Friday afternoon', '2024-01-05 13:00', '2024-01-05 14:20', 1.33],
    ['end before start', '2024-01-05 00:00', '2024-01-04 00:00', 0],
    ['no time at all', '2024-01-05 10:00', '2024-01-05 10:00', 0],
  ])('%s: %s → %s = %d h', (_, start, end, expected) => {
    expect(overtimeHours(start, end)).toBe(expected);
  });

  it('is additive: splitting an interval anywhere keeps the total', () => {
    const base = new Date(2024, 0, 1).getTime();
    const hour = 3600000;
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2000 }), fc.integer({ min: 0, max: 2000 }), fc.integer({ min: 0, max: 2000 }), (a, b, c) => {
        const [t1, t2, t3] = [a, b, c].sort((x, y) => x - y).map((h) => new Date(base + h * hour));
        expect(overtimeHours(t1, t3)).toBeCloseTo(overtimeHours(t1, t2) + overtimeHours(t2, t3), 6);
      }),
    );
  });

  it('counts 118 h in any full week, wherever it starts', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 100000 }), (minutes) => {
        const start = new Date(2024, 0, 1, 0, minutes);
        const end = new Date(2024, 0, 8, 0, minutes);
        expect(overtimeHours(start, end)).toBe(118);
      }),
    );
  });

  it('throws format.invalidDate for invalid dates', () => {
    expect(() => overtimeHours('2024-01-04', 'later')).toThrow('format.invalidDate');
  });
});

describe('halfDays', () => {
  it.each([
    ['2024-01-04 08:00', '2024-01-04 08:01', 0.5],
    ['2024-01-04 08:00', '2024-01-04 20:00', 0.5],
    ['2024-01-04 08:00', '2024-01-04 20:01', 1],
    ['2024-01-04 00:00', '2024-01-05 00:00', 1],
    ['2024-01-04 00:00', '2024-01-06 11:00', 2.5],
    ['2024-01-04 00:00', '2024-01-06 13:00', 3],
    ['2024-01-04 08:00', '2024-01-04 08:00', 0],
    ['2024-01-05', '2024-01-04', 0],
  ])('%s → %s = %d', (start, end, expected) => {
    expect(halfDays(start, end)).toBe(expected);
  });

  it('throws format.invalidDate for invalid dates', () => {
    expect(() => halfDays({}, '2024-01-04')).toThrow('format.invalidDate');
  });
});

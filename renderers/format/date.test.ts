import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  dateDiff,
  dayNumber,
  formatDate,
  formatTimeLag,
  fromWallClockTime,
  isoWeekNumber,
  parseDate,
  wallClockTime,
  weekdayName,
  weekNumber,
  WEEK_START_BY_MODE,
} from './date';
import { FormatError } from './errors';

// Local-time expectations are built with the Date constructor, so the tests hold in any time zone.
const local = (y: number, mo: number, d: number, h = 0, mi = 0, s = 0, ms = 0): Date => new Date(y, mo - 1, d, h, mi, s, ms);

describe('parseDate', () => {
  it.each([
    ['2024-01-02', local(2024, 1, 2)],
    ['2024/01/02', local(2024, 1, 2)],
    ['2024-1-2', local(2024, 1, 2)],
    ['2024-01-02 03:04:05', local(2024, 1, 2, 3, 4, 5)],
    ['2024/01/02 03:04', local(2024, 1, 2, 3, 4)],
    ['2024-01-02T03:04:05.678', local(2024, 1, 2, 3, 4, 5, 678)],
    ['  2024-02-29 ', local(2024, 2, 29)],
  ])('reads %j as local time', (text, expected) => {
    expect(parseDate(text).getTime()).toBe(expected.getTime());
  });

  it.each([
    ['2024-01-02T03:04:05Z', Date.UTC(2024, 0, 2, 3, 4, 5)],
    ['2024-01-02T03:04:05.5Z', Date.UTC(2024, 0, 2, 3, 4, 5, 500)],
    ['2024-01-02T11:04:05+08:00', Date.UTC(2024, 0, 2, 3, 4, 5)],
    ['2024-01-02T11:04:05+0800', Date.UTC(2024, 0, 2, 3, 4, 5)],
    ['2024-01-01T22:04:05-05', Date.UTC(2024, 0, 2, 3, 4, 5)],
  ])('reads the ISO text %j with its zone', (text, expected) => {
    expect(parseDate(text).getTime()).toBe(expected);
  });

  it('accepts a Date (copied) and a timestamp', () => {
    const date = local(2024, 5, 6, 7, 8, 9);
    const copy = parseDate(date);
    expect(copy).not.toBe(date);
    expect(copy.getTime()).toBe(date.getTime());
    expect(parseDate(0).getTime()).toBe(0);
    expect(parseDate(1700000000000).getTime()).toBe(1700000000000);
  });

  it.each([
    ['2024-02-30'],
    ['2023-02-29'],
    ['2024-13-01'],
    ['2024-00-10'],
    ['2024-01-02 24:00'],
    ['2024-01-02 12:60'],
    ['2024-01/02'],
    ['02-01-2024'],
    ['not a date'],
    [''],
    [NaN],
    [Infinity],
    [9e15],
    [new Date('x')],
    [null],
    [undefined],
    [true],
    [{}],
    [[2024, 1, 2]],
  ])('rejects %j with format.invalidDate', (value) => {
    expect(() => parseDate(value)).toThrow(FormatError);
    expect(() => parseDate(value)).toThrow('format.invalidDate');
  });
});

describe('formatDate', () => {
  const date = local(2024, 3, 4, 5, 6, 7);
  it.each([
    [undefined, '2024-03-04 05:06:07'],
    ['yyyy-MM-dd', '2024-03-04'],
    ['yyyy/M/d H:mm', '2024/3/4 5:06'],
    ['HH:mm:ss', '05:06:07'],
    ['YYYY-MM-DD HH:mm:ss', '2024-03-04 05:06:07'],
    ['yyyy年MM月dd日', '2024年03月04日'],
  ])('pattern %j → %j', (pattern, expected) => {
    expect(formatDate(date, pattern)).toBe(expected);
  });

  it('formats strings and numbers', () => {
    expect(formatDate('2024-12-31')).toBe('2024-12-31 00:00:00');
    expect(formatDate(local(1999, 12, 31, 23, 59, 59).getTime(), 'yyyy-MM-dd HH:mm:ss')).toBe('1999-12-31 23:59:59');
    const yearFifty = new Date(2000, 0, 1);
    yearFifty.setFullYear(50);
    expect(formatDate(yearFifty)).toBe('0050-01-01 00:00:00');
    expect(parseDate('0050-01-01').getTime()).toBe(yearFifty.getTime());
  });

  it('throws format.invalidDate for anything else', () => {
    expect(() => formatDate({})).toThrow('format.invalidDate');
    expect(() => formatDate('yesterday')).toThrow('format.invalidDate');
  });

  it('round-trips: parsing what it wrote gives back the same text and, to the second, the same instant', () => {
    fc.assert(
      fc.property(fc.date({ min: new Date('1000-01-01T00:00:00Z'), max: new Date('9999-12-30T00:00:00Z'), noInvalidDate: true }), (date) => {
        const text = formatDate(date);
        const parsed = parseDate(text);
        expect(formatDate(parsed)).toBe(text);
        if (parsed.getTimezoneOffset() === date.getTimezoneOffset()) {
          expect(parsed.getTime()).toBe(Math.floor(date.getTime() / 1000) * 1000);
        }
      }),
      { numRuns: 1000 },
    );
  });

  it('round-trips every valid calendar text', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1000, max: 9999 }),
        fc.integer({ min: 1, max: 12 }),
        fc.integer({ min: 1, max: 31 }),
        (year, month, day) => {
          const text = `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
          const valid = new Date(Date.UTC(year, month - 1, day)).getUTCDate() === day;
          if (valid) expect(formatDate(text, 'yyyy-MM-dd')).toBe(text);
          else expect(() => parseDate(text)).toThrow('format.invalidDate');
        },
      ),
    );
  });
});

describe('wall clock', () => {
  it('wallClockTime and fromWallClockTime are inverse', () => {
    const date = local(2024, 3, 31, 1, 2, 3, 4);
    expect(fromWallClockTime(wallClockTime(date)).getTime()).toBe(date.getTime());
    expect(wallClockTime(date)).toBe(Date.UTC(2024, 2, 31, 1, 2, 3, 4));
    expect(dayNumber(local(1970, 1, 2, 23))).toBe(1);
  });
});

describe('dateDiff', () => {
  it.each([
    ['2024-01-01', '2024-01-31', 'day', 30],
    ['2024-01-01', '2024-01-31', undefined, 30],
    ['2024-01-01 08:00', '2024-01-02 07:59', 'day', 0],
    ['2024-01-01 08:00', '2024-01-01 17:30', 'hour', 9],
    ['2024-01-01 08:00', '2024-01-01 08:59:59', 'minute', 59],
    ['2024-01-01 08:00', '2024-01-01 08:00:59', 'second', 59],
    ['2024-01-01', '2024-03-01', 'month', 2],
    ['2024-01-01', '2024-01-30', 'month', 0],
    ['2024-01-01', '2024-12-26', 'year', 1],
    ['2024-01-01', '2024-12-25', 'year', 0],
    ['2024-01-31', '2024-01-01', 'day', -30],
    ['2024-01-02 12:00', '2024-01-01', 'day', -1],
    ['', '2024-01-01', 'day', 0],
    ['2024-01-01', null, 'day', 0],
    [undefined, undefined, 'hour', 0],
  ] as const)('%j → %j in %s = %d', (start, end, unit, expected) => {
    expect(dateDiff(start, end, unit)).toBe(expected);
  });

  it('accepts Dates and timestamps', () => {
    expect(dateDiff(local(2024, 1, 1), local(2024, 1, 3).getTime(), 'hour')).toBe(48);
  });

  it('throws for invalid dates and units', () => {
    expect(() => dateDiff('2024-01-01', 'soon', 'day')).toThrow('format.invalidDate');
    expect(() => dateDiff('2024-01-01', '2024-01-02', 'week' as never)).toThrow('format.invalidUnit');
  });
});

describe('formatTimeLag', () => {
  const ms = (d: number, h: number, m: number, s: number): number => (((d * 24 + h) * 60 + m) * 60 + s) * 1000;
  it.each([
    [ms(1, 2, 3, 4), { days: 1, hours: 2, minutes: 3, seconds: 4 }, '1天2小时3分4秒', '1 d 2 h 3 min 4 s'],
    [ms(0, 0, 1, 5) + 999, { days: 0, hours: 0, minutes: 1, seconds: 5 }, '1分5秒', '1 min 5 s'],
    [ms(2, 0, 0, 7), { days: 2, hours: 0, minutes: 0, seconds: 7 }, '2天7秒', '2 d 7 s'],
    [ms(0, 3, 0, 0), { days: 0, hours: 3, minutes: 0, seconds: 0 }, '3小时', '3 h'],
    [0, { days: 0, hours: 0, minutes: 0, seconds: 0 }, '0秒', '0 s'],
    [-5000, { days: 0, hours: 0, minutes: 0, seconds: 0 }, '0秒', '0 s'],
    ['90061000', { days: 1, hours: 1, minutes: 1, seconds: 1 }, '1天1小时1分1秒', '1 d 1 h 1 min 1 s'],
    ['abc', { days: 0, hours: 0, minutes: 0, seconds: 0 }, '0秒', '0 s'],
    [NaN, { days: 0, hours: 0, minutes: 0, seconds: 0 }, '0秒', '0 s'],
  ])('%j', (value, parts, zh, en) => {
    expect(formatTimeLag(value)).toEqual({ ...parts, text: zh });
    expect(formatTimeLag(value, 'en-US').text).toBe(en);
  });
});

describe('week numbers', () => {
  it('has the Excel week-start table with ISO mode 21 apart', () => {
    expect(WEEK_START_BY_MODE).toEqual({ 1: 0, 2: 1, 11: 1, 12: 2, 13: 3, 14: 4, 15: 5, 16: 6, 17: 0 });
  });

  // 2024-01-01 is a Monday; 2023-01-01 a Sunday; 2021-01-01 a Friday.
  it.each([
    ['2024-01-01', 1, 1],
    ['2024-01-06', 1, 1],
    ['2024-01-07', 1, 2],
    ['2024-01-07', 2, 1],
    ['2024-01-08', 2, 2],
    ['2024-01-08', 11, 2],
    ['2024-01-02', 12, 2],
    ['2024-01-01', 12, 1],
    ['2024-01-03', 13, 2],
    ['2024-01-04', 14, 2],
    ['2024-01-05', 15, 2],
    ['2024-01-06', 16, 2],
    ['2024-01-07', 17, 2],
    ['2024-12-31', 1, 53],
    ['2023-01-01', 2, 1],
    ['2023-01-02', 2, 2],
    ['2021-01-01', 21, 53],
    ['2021-01-04', 21, 1],
    ['2024-12-30', 21, 1],
    ['2026-12-31', 21, 53],
  ])('WEEKNUM(%s, %d) = %d', (date, mode, expected) => {
    expect(weekNumber(date, mode)).toBe(expected);
  });

  it('ISO weeks match a reference count over many days', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 60000 }), (offset) => {
        const date = local(1950, 1, 1 + offset);
        // Reference: the ISO week of a date is the week of its Thursday, counted from the first Thursday.
        const thursday = new Date(date.getFullYear(), date.getMonth(), date.getDate() + 3 - ((date.getDay() + 6) % 7));
        const firstThursday = new Date(thursday.getFullYear(), 0, 1);
        while (firstThursday.getDay() !== 4) firstThursday.setDate(firstThursday.getDate() + 1);
        const expected = Math.round((dayNumber(thursday) - dayNumber(firstThursday)) / 7) + 1;
        expect(isoWeekNumber(date)).toBe(expected);
        expect(weekNumber(date, 21)).toBe(expected);
      }),
    );
  });

  it('rejects unknown modes and invalid dates', () => {
    expect(() => weekNumber('2024-01-01', 3)).toThrow('format.invalidWeekMode');
    expect(() => weekNumber('nope', 1)).toThrow('format.invalidDate');
  });

  it('names weekdays in both languages', () => {
    expect(weekdayName(0)).toBe('星期日');
    expect(weekdayName(6, 'en-US')).toBe('Saturday');
  });
});


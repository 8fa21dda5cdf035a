// Date parsing and formatting, date differences, time lags and week numbers.
//
// Differences are measured on the local wall clock (the local date and time read as if they were UTC),
// so a day is always 24 hours, also across a daylight-saving change.
import { FormatError } from './errors';
import { DEFAULT_LOCALE, type Locale } from '../messages';
import { formatMessage } from './messages';

export const DEFAULT_DATE_PATTERN = 'yyyy-MM-dd HH:mm:ss';

export const MS_PER_SECOND = 1000;
export const MS_PER_MINUTE = 60 * MS_PER_SECOND;
export const MS_PER_HOUR = 60 * MS_PER_MINUTE;
export const MS_PER_DAY = 24 * MS_PER_HOUR;

/** The largest distance from 1970 a JavaScript Date can hold. */
const MAX_TIME = 8.64e15;

// yyyy-MM-dd or yyyy/MM/dd (one separator throughout), an optional time ' HH:mm[:ss[.fff]]' or
// 'THH:mm…', and with a time an optional zone (Z, +08:00, +0800, +08) as in ISO 8601.
const DATE_TEXT =
  /^(\d{4})([-/])(\d{1,2})\2(\d{1,2})(?:[ T](\d{1,2}):(\d{2})(?::(\d{2})(?:\.(\d{1,9}))?)?\s*(Z|[+-]\d{2}(?::?\d{2})?)?)?$/;

function daysInMonth(year: number, month: number): number {
  const probe = new Date(0);
  probe.setUTCFullYear(year, month, 0);
  return probe.getUTCDate();
}

function zoneOffsetMinutes(zone: string): number {
  if (zone === 'Z') return 0;
  const sign = zone[0] === '-' ? -1 : 1;
  const digits = zone.slice(1).replace(':', '');
  return sign * (Number(digits.slice(0, 2)) * 60 + Number(digits.slice(2) || 0));
}

function parseDateText(text: string): Date | null {
  const match = DATE_TEXT.exec(text.trim());
  if (!match) return null;
  const [, y, , mo, d, h = '0', mi = '0', s = '0', fraction = '', zone] = match;
  const year = Number(y);
  const month = Number(mo);
  const day = Number(d);
  const hour = Number(h);
  const minute = Number(mi);
  const second = Number(s);
  const millisecond = Number(fraction.slice(0, 3).padEnd(3, '0'));
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return null;
  if (hour > 23 || minute > 59 || second > 59) return null;
  const date = new Date(0);
  if (zone !== undefined) {
    // setUTCFullYear, unlike Date.UTC, keeps years below 100 as they are.
    date.setUTCFullYear(year, month - 1, day);
    date.setUTCHours(hour, minute - zoneOffsetMinutes(zone), second, millisecond);
  } else {
    date.setFullYear(year, month - 1, day);
    date.setHours(hour, minute, second, millisecond);
  }
  return date;
}

/**
 * A Date for a Date, a timestamp in milliseconds, or a date text (yyyy-MM-dd, yyyy/MM/dd, optionally
 * with a time, or ISO 8601); texts without a zone are local time. Anything else, an invalid Date or an
 * impossible date such as 2024-02-30 throws a {@link FormatError} 'format.invalidDate'.
 */
export function parseDate(value: unknown): Date {
  let date: Date | null = null;
  if (value instanceof Date) date = new Date(value.getTime());
  else if (typeof value === 'number') date = Math.abs(value) <= MAX_TIME ? new Date(value) : null;
  else if (typeof value === 'string') date = parseDateText(value);
  if (date === null || Number.isNaN(date.getTime())) throw new FormatError('format.invalidDate');
  return date;
}

const pad = (value: number, length = 2): string => String(value).padStart(length, '0');

const PATTERN_TOKENS = /yyyy|YYYY|MM|dd|DD|HH|mm|ss|M|d|H/g;

/**
 * `value` (see {@link parseDate}) written with `pattern`: yyyy year, MM/M month, dd/d day, HH/H hour
 * (24 h), mm minute, ss second; YYYY and DD are accepted as yyyy and dd (the moment.js spelling some
 * definitions use). Other characters are copied. Throws 'format.invalidDate' for an invalid value.
 */
export function formatDate(value: unknown, pattern: string = DEFAULT_DATE_PATTERN): string {
  const date = parseDate(value);
  return pattern.replace(PATTERN_TOKENS, (token) => {
    switch (token) {
      case 'yyyy':
      case 'YYYY':
        return pad(date.getFullYear(), 4);
      case 'MM':
        return pad(date.getMonth() + 1);
      case 'M':
        return String(date.getMonth() + 1);
      case 'dd':
      case 'DD':
        return pad(date.getDate());
      case 'd':
        return String(date.getDate());
      case 'HH':
        return pad(date.getHours());
      case 'H':
        return String(date.getHours());
      case 'mm':
        return pad(date.getMinutes());
      default:
        return pad(date.getSeconds());
    }
  });
}

/** Milliseconds since 1970 of the local date and time read as UTC: the wall-clock timeline. */
export function wallClockTime(date: Date): number {
  const wall = new Date(0);
  wall.setUTCFullYear(date.getFullYear(), date.getMonth(), date.getDate());
  wall.setUTCHours(date.getHours(), date.getMinutes(), date.getSeconds(), date.getMilliseconds());
  return wall.getTime();
}

/** The local Date at a wall-clock time (inverse of {@link wallClockTime}). */
export function fromWallClockTime(wallTime: number): Date {
  const wall = new Date(wallTime);
  const date = new Date(0);
  date.setFullYear(wall.getUTCFullYear(), wall.getUTCMonth(), wall.getUTCDate());
  date.setHours(wall.getUTCHours(), wall.getUTCMinutes(), wall.getUTCSeconds(), wall.getUTCMilliseconds());
  return date;
}

/** Whole days since 1970-01-01 of the local calendar date (time of day ignored). */
export function dayNumber(date: Date): number {
  return Math.floor(wallClockTime(date) / MS_PER_DAY);
}

export type DateDiffUnit = 'year' | 'month' | 'day' | 'hour' | 'minute' | 'second';

/** Length of each unit; a month is 30 days and a year 360 days, as the real dateCalc counts. */
export const DATE_DIFF_UNIT_MS: Readonly<Record<DateDiffUnit, number>> = {
  year: 360 * MS_PER_DAY,
  month: 30 * MS_PER_DAY,
  day: MS_PER_DAY,
  hour: MS_PER_HOUR,
  minute: MS_PER_MINUTE,
  second: MS_PER_SECOND,
};

const isEmpty = (value: unknown): boolean => value === undefined || value === null || value === '';

/**
 * end − start in `unit` (default day), truncated toward zero, on the wall clock. 0 when either side
 * is empty (undefined, null or ''), as the real date-difference control does; an invalid date throws
 * 'format.invalidDate' and an unknown unit 'format.invalidUnit'.
 */
export function dateDiff(start: unknown, end: unknown, unit: DateDiffUnit = 'day'): number {
  if (!Object.hasOwn(DATE_DIFF_UNIT_MS, unit)) throw new FormatError('format.invalidUnit', { unit: String(unit) });
  if (isEmpty(start) || isEmpty(end)) return 0;
  const difference = wallClockTime(parseDate(end)) - wallClockTime(parseDate(start));
  return Math.trunc(difference / DATE_DIFF_UNIT_MS[unit]) || 0;
}

export interface TimeLag {
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
  /** Localized: '1天2小时3分4秒' / '1 d 2 h 3 min 4 s'; units that are zero are left out, '0秒' for nothing. */
  text: string;
}

/**
 * A duration in milliseconds split into days, hours, minutes and whole seconds. A numeric string is
 * read as a number; negative or non-numeric input counts as 0 (a lag cannot be negative; a small
 * negative value comes from clocks that disagree).
 */
export function formatTimeLag(milliseconds: unknown, locale: Locale = DEFAULT_LOCALE): TimeLag {
  const value = typeof milliseconds === 'string' && milliseconds.trim() !== '' ? Number(milliseconds) : milliseconds;
  const total = typeof value === 'number' && Number.isFinite(value) && value > 0 ? Math.floor(value / MS_PER_SECOND) : 0;
  const days = Math.floor(total / 86400);
  const hours = Math.floor((total % 86400) / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = total % 60;
  const parts = (
    [
      ['format.timeLag.days', days],
      ['format.timeLag.hours', hours],
      ['format.timeLag.minutes', minutes],
      ['format.timeLag.seconds', seconds],
    ] as const
  )
    .filter(([, count]) => count > 0)
    .map(([key, count]) => formatMessage(key, { count }, locale));
  const text =
    parts.length > 0
      ? parts.join(formatMessage('format.timeLag.separator', {}, locale))
      : formatMessage('format.timeLag.seconds', { count: 0 }, locale);
  return { days, hours, minutes, seconds, text };
}

/** 0 Sunday … 6 Saturday, localized ('星期日' / 'Sunday'). */
export function weekdayName(weekday: number, locale: Locale = DEFAULT_LOCALE): string {
  return formatMessage(`format.weekday.${weekday}`, {}, locale);
}

/** ISO 8601 week-numbering mode of WEEKNUM. */
export const ISO_WEEK_MODE = 21;

/**
 * First day of the week (0 Sunday … 6 Saturday) per WEEKNUM mode, as in Excel: 1 and 17 Sunday,
 * 2 and 11 Monday, 12 Tuesday … 16 Saturday. Mode 21 is ISO 8601 (see {@link isoWeekNumber}).
 */
export const WEEK_START_BY_MODE: Readonly<Record<number, number>> = {
  1: 0,
  2: 1,
  11: 1,
  12: 2,
  13: 3,
  14: 4,
  15: 5,
  16: 6,
  17: 0,
};

/** ISO 8601 week of the year (1–53): weeks start on Monday; week 1 holds the year's first Thursday. */
export function isoWeekNumber(value: unknown): number {
  const day = dayNumber(parseDate(value));
  const isoWeekday = ((((day + 3) % 7) + 7) % 7) + 1; // 1970-01-01 was a Thursday (4)
  const thursday = day - isoWeekday + 4;
  const yearStart = new Date(0);
  yearStart.setUTCFullYear(new Date(thursday * MS_PER_DAY).getUTCFullYear(), 0, 1);
  return Math.floor((thursday - yearStart.getTime() / MS_PER_DAY) / 7) + 1;
}

/**
 * Week of the year as Excel's WEEKNUM counts it: week 1 is the week holding 1 January, and weeks
 * start on the day {@link WEEK_START_BY_MODE} gives for `mode` (default 1: Sunday). Mode 21 is the
 * ISO week. An unknown mode throws 'format.invalidWeekMode'.
 */
export function weekNumber(value: unknown, mode = 1): number {
  if (mode === ISO_WEEK_MODE) return isoWeekNumber(value);
  if (!Object.hasOwn(WEEK_START_BY_MODE, mode)) throw new FormatError('format.invalidWeekMode', { mode: String(mode) });
  const date = parseDate(value);
  const januaryFirst = new Date(date.getTime());
  januaryFirst.setMonth(0, 1);
  const dayOfYear = dayNumber(date) - dayNumber(januaryFirst);
  const offset = (januaryFirst.getDay() - WEEK_START_BY_MODE[mode] + 7) % 7;
  return Math.floor((dayOfYear + offset) / 7) + 1;
}

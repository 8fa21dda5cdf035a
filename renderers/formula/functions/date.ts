// Date functions of the catalogue, plus the spec's date difference, overtime and half-day.
//
// Date arguments are Dates, timestamps (also as digit-only text) or date texts (see parseDate).
// An empty argument (missing, null or '') makes the result '' — a form whose dates are not filled in
// yet shows nothing instead of an error; DATEDIFF gives 0 instead, as the date-difference control
// does. A non-empty invalid date is the error 'formula.invalidDate' ('无效日期').
// Dates computed by a formula are texts 'yyyy-MM-dd HH:mm:ss', the default date format.
import {
  dateDiff,
  dayNumber,
  formatDate,
  fromWallClockTime,
  halfDays,
  isoWeekNumber,
  MS_PER_DAY,
  MS_PER_HOUR,
  overtimeHours,
  parseDate,
  wallClockTime,
  weekdayName,
  weekNumber,
  type DateDiffUnit,
} from '../../format';
import type { Locale } from '../../messages';
import { FormulaError } from '../errors';
import { isEmptyValue, isTruthy, toNumber, toText } from '../values';
import { eager, type FunctionTable } from './spec';

const TIMESTAMP_TEXT = /^\s*-?\d+\s*$/;

/** The Date of an argument, undefined when it is empty; throws 'formula.invalidDate'. */
function dateArgument(value: unknown): Date | undefined {
  if (isEmptyValue(value)) return undefined;
  const input = typeof value === 'string' && TIMESTAMP_TEXT.test(value) ? Number(value) : value;
  try {
    return parseDate(input);
  } catch (error) {
    throw new FormulaError('formula.invalidDate', {}, { cause: error });
  }
}

/** A function of one date: '' when the date is empty. */
const ofDate = (compute: (date: Date, args: readonly unknown[]) => unknown, max = 1) =>
  eager(1, max, (args) => {
    const date = dateArgument(args[0]);
    return date === undefined ? '' : compute(date, args);
  });

/** A function of a start and an end date: '' when either is empty. */
const ofPeriod = (compute: (start: Date, end: Date, args: readonly unknown[]) => unknown, max = 2) =>
  eager(2, max, (args) => {
    const start = dateArgument(args[0]);
    const end = dateArgument(args[1]);
    return start === undefined || end === undefined ? '' : compute(start, end, args);
  });

const isLastDayOfMonth = (date: Date): boolean => new Date(date.getFullYear(), date.getMonth() + 1, 0).getDate() === date.getDate();

/**
 * DAYS360: days between two dates on a 360-day year. European method (method true): a 31st counts as
 * the 30th. US method (default): a start on the last day of a month counts as the 30th; an end on the
 * last day of a month counts as the 1st of the next month when the start is before the 30th, else as
 * the 30th.
 */
function days360(start: Date, end: Date, european: boolean): number {
  let startDay = start.getDate();
  let endDay = end.getDate();
  let endMonth = end.getMonth();
  if (european) {
    startDay = Math.min(startDay, 30);
    endDay = Math.min(endDay, 30);
  } else {
    if (isLastDayOfMonth(start)) startDay = 30;
    if (isLastDayOfMonth(end)) {
      if (startDay < 30) {
        endMonth += 1;
        endDay = 1;
      } else {
        endDay = 30;
      }
    }
  }
  return 360 * (end.getFullYear() - start.getFullYear()) + 30 * (endMonth - start.getMonth()) + (endDay - startDay);
}

const DIFF_UNITS: readonly DateDiffUnit[] = ['year', 'month', 'day', 'hour', 'minute', 'second'];

export function dateFunctions(locale: Locale): FunctionTable {
  return {
    DATE: ofDate((date) => formatDate(date)),
    DATEDELTA: eager(2, 2, ([value, days]) => {
      const date = dateArgument(value);
      return date === undefined ? '' : formatDate(fromWallClockTime(wallClockTime(date) + toNumber(days) * MS_PER_DAY));
    }),
    DATEDIFF: eager(2, 3, ([start, end, unit]) => {
      const name = unit === undefined ? 'day' : toText(unit);
      if (!DIFF_UNITS.includes(name as DateDiffUnit)) throw new FormulaError('formula.error');
      return dateDiff(dateArgument(start) ?? '', dateArgument(end) ?? '', name as DateDiffUnit);
    }),
    HALFDAY: ofPeriod((start, end) => halfDays(start, end)),
    OVERTIME: ofPeriod((start, end) => overtimeHours(start, end)),
    // Whole hours from start to end, a started hour counting as one.
    COUNTHOURS: ofPeriod((start, end) => Math.ceil((wallClockTime(end) - wallClockTime(start)) / MS_PER_HOUR) || 0),
    // end − start in calendar days, the time of day ignored (as Excel's DAYS on date serials).
    DAYS: ofPeriod((start, end) => dayNumber(end) - dayNumber(start)),
    DAYS360: ofPeriod((start, end, [, , method]) => days360(start, end, isTruthy(method)), 3),
    YEAR: ofDate((date) => date.getFullYear()),
    MONTH: ofDate((date) => date.getMonth() + 1),
    DAY: ofDate((date) => date.getDate()),
    HOUR: ofDate((date) => date.getHours()),
    MINUTE: ofDate((date) => date.getMinutes()),
    SECOND: ofDate((date) => date.getSeconds()),
    TIMESTAMP: ofDate((date) => date.getTime()),
    ISOWEEKNUM: ofDate((date) => isoWeekNumber(date)),
    WEEKNUM: ofDate((date, [, mode]) => weekNumber(date, mode === undefined ? 1 : Math.trunc(toNumber(mode))), 2),
    // '星期一' (localized), or 0 (Sunday) … 6 when returnNum is true.
    WEEKDAY: ofDate((date, [, returnNumber]) => (isTruthy(returnNumber) ? date.getDay() : weekdayName(date.getDay(), locale)), 2),
    NOW: eager(0, 0, () => formatDate(new Date())),
    TODAY: eager(0, 0, () => formatDate(new Date(), 'yyyy-MM-dd')),
    SYSTIME: eager(0, 0, () => formatDate(new Date(), 'HH:mm:ss')),
    // A time of day as a fraction of a day (spreadsheet serial); negative parts count as 0.
    TIME: eager(3, 3, ([hours, minutes, seconds]) => {
      const part = (value: unknown): number => Math.max(0, toNumber(value));
      return (3600 * part(hours) + 60 * part(minutes) + part(seconds)) / 86400;
    }),
  };
}

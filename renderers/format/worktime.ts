// Overtime hours and half days (03-portal §9).
//
// How we read the rule:
// - A working day runs from 08:00 to 18:00. Friday and Saturday (weekday 5 and 6) are rest days from
//   00:00 to 24:00; Sunday to Thursday are working days.
// - Overtime is the part of [start, end) that lies outside working hours: every hour of a rest day,
//   and on a working day the hours before 08:00 and after 18:00. So a full rest day counts 24 h and a
//   full working day 14 h (8 h before, 6 h after), and a partial day counts only the part covered.
// - The result is exact hours (fractions of an hour included), rounded to two decimals.
// - Half days: 0.5 for every started 12-hour block of [start, end): 1 minute → 0.5, 12 h → 0.5,
//   12 h 1 min → 1, 24 h → 1.
// - Both are measured on the local wall clock, so a day counts 24 h also across a daylight-saving
//   change. An end at or before the start gives 0 (nothing was worked, no block was started).
// - Inputs are whatever parseDate accepts; an invalid date throws 'format.invalidDate'.
import { MS_PER_DAY, MS_PER_HOUR, parseDate, wallClockTime } from './date';

export const WORKDAY_START_HOUR = 8;
export const WORKDAY_END_HOUR = 18;
/** Full rest days, as Date.getDay() numbers them (0 Sunday … 6 Saturday). */
export const REST_WEEKDAYS: readonly number[] = [5, 6];
export const HALF_DAY_BLOCK_HOURS = 12;

const WORK_START = WORKDAY_START_HOUR * MS_PER_HOUR;
const WORK_END = WORKDAY_END_HOUR * MS_PER_HOUR;

const isRestDay = (weekday: number): boolean => REST_WEEKDAYS.includes(weekday);

/** Overtime within the first `elapsed` ms of a day (0 ≤ elapsed ≤ one day). */
function overtimeWithinDay(weekday: number, elapsed: number): number {
  if (isRestDay(weekday)) return elapsed;
  return Math.min(elapsed, WORK_START) + Math.max(0, elapsed - WORK_END);
}

/** Overtime of each weekday when fully covered, and of a whole week. */
const FULL_DAY_OVERTIME = Array.from({ length: 7 }, (_, weekday) => overtimeWithinDay(weekday, MS_PER_DAY));
const FULL_WEEK_OVERTIME = FULL_DAY_OVERTIME.reduce((sum, value) => sum + value, 0);
/** Overtime of the days of a week before weekday i (week starting on Sunday). */
const WEEK_PREFIX_OVERTIME = FULL_DAY_OVERTIME.map((_, weekday) =>
  FULL_DAY_OVERTIME.slice(0, weekday).reduce((sum, value) => sum + value, 0),
);

/**
 * Overtime from a fixed origin up to wall-clock time `wall`. Differences of this function give the
 * overtime of any interval in constant time, however long it is.
 */
function cumulativeOvertime(wall: number): number {
  const day = Math.floor(wall / MS_PER_DAY);
  const daysSinceSunday = day + 4; // 1970-01-01 was a Thursday: day 0 is weekday 4
  const week = Math.floor(daysSinceSunday / 7);
  const weekday = daysSinceSunday - week * 7;
  return week * FULL_WEEK_OVERTIME + WEEK_PREFIX_OVERTIME[weekday] + overtimeWithinDay(weekday, wall - day * MS_PER_DAY);
}

/** Overtime hours between `start` and `end` (see the rule at the top of this file). */
export function overtimeHours(start: unknown, end: unknown): number {
  const from = wallClockTime(parseDate(start));
  const to = wallClockTime(parseDate(end));
  if (to <= from) return 0;
  const hours = (cumulativeOvertime(to) - cumulativeOvertime(from)) / MS_PER_HOUR;
  return Math.round(hours * 100) / 100;
}

/** Half days between `start` and `end`: 0.5 per started 12-hour block. */
export function halfDays(start: unknown, end: unknown): number {
  const from = wallClockTime(parseDate(start));
  const to = wallClockTime(parseDate(end));
  if (to <= from) return 0;
  return Math.ceil((to - from) / (HALF_DAY_BLOCK_HOURS * MS_PER_HOUR)) * 0.5;
}

// The booking rules of the meeting-room area, as pure functions of the request and the clock: the bookable
// days (today up to MAX_DAYS_AHEAD days ahead), the opening hours and the 30-minute steps. Days are
// 'yyyy-MM-dd' and times 'HH:mm', so text order is time order. The overlap check needs the database and
// lives in the save route.
import { formatDate } from '../../lib/ids';

export const BOOKING_STATES = ['pending', 'approved', 'rejected', 'cancelled'] as const;
export type BookingStatus = (typeof BOOKING_STATES)[number];
/** The states that hold the room: a new booking may not overlap them. */
export const HOLDING_STATES: readonly BookingStatus[] = ['pending', 'approved'];

export const OPENS_AT = '08:00';
export const CLOSES_AT = '20:00';
export const STEP_MINUTES = 30;
export const MAX_DAYS_AHEAD = 90;

export const DAY_PATTERN = '^\\d{4}-\\d{2}-\\d{2}$';
export const TIME_PATTERN = '^\\d{2}:\\d{2}$';

/** `day` names a real calendar day ('2026-02-30' does not). */
export function isCalendarDay(day: string): boolean {
  const [year, month, date] = day.split('-').map(Number);
  return formatDate(new Date(year, month - 1, date)) === day;
}

/** The day `days` after `day`. */
export function dayAfter(day: string, days: number): string {
  const [year, month, date] = day.split('-').map(Number);
  return formatDate(new Date(year, month - 1, date + days));
}

/** `time` is a bookable boundary: within the opening hours and on a 30-minute step. */
export function isBookableTime(time: string): boolean {
  const [hours, minutes] = time.split(':').map(Number);
  return hours < 24 && minutes % STEP_MINUTES === 0 && time >= OPENS_AT && time <= CLOSES_AT;
}

export type DayRefusal = 'dayInvalid' | 'dayPast' | 'dayTooFar';
export type TimeRefusal = 'timeOutOfHours' | 'timeOrder' | 'startPassed';

/** Why `day` cannot be booked on `today`, or undefined. */
export function dayRefusal(day: string, today: string): DayRefusal | undefined {
  if (!isCalendarDay(day)) return 'dayInvalid';
  if (day < today) return 'dayPast';
  if (day > dayAfter(today, MAX_DAYS_AHEAD)) return 'dayTooFar';
  return undefined;
}

/** Why [start, end) on `day` cannot be booked at `now` ('yyyy-MM-dd HH:mm:ss'), or undefined. */
export function timeRefusal(day: string, start: string, end: string, now: string): TimeRefusal | undefined {
  if (!isBookableTime(start) || !isBookableTime(end)) return 'timeOutOfHours';
  if (start >= end) return 'timeOrder';
  if (`${day} ${start}:00` <= now) return 'startPassed';
  return undefined;
}

// The booking rules as the form checks them before sending (the server checks them again:
// server/areas/meetingRooms/rules.ts): days from today up to 90 days ahead, times from 08:00 to 20:00 in
// 30-minute steps, the start before the end and still to come, no overlap with a booking holding the room.
import type { RoomOccupancy } from '../../api/meetingRooms';

export const OPENS_AT = '08:00';
export const CLOSES_AT = '20:00';
export const STEP_MINUTES = 30;
export const MAX_DAYS_AHEAD = 90;
export const SUBJECT_MAX = 100;

const pad = (value: number) => String(value).padStart(2, '0');

/** Minutes since midnight of 'HH:mm'. */
export const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
const timeOf = (minutes: number) => `${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`;

/** Every bookable boundary, 08:00 to 20:00. */
export const TIME_SLOTS: readonly string[] = Array.from(
  { length: (minutesOf(CLOSES_AT) - minutesOf(OPENS_AT)) / STEP_MINUTES + 1 },
  (_, index) => timeOf(minutesOf(OPENS_AT) + index * STEP_MINUTES),
);

/** 'yyyy-MM-dd' of a local date. */
export const dayText = (date: Date) => `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;

export function dayAfter(day: string, days: number): string {
  const [year, month, date] = day.split('-').map(Number);
  return dayText(new Date(year, month - 1, date + days));
}

/** `day` may be booked on `today`. */
export const isBookableDay = (day: string, today: string) => day >= today && day <= dayAfter(today, MAX_DAYS_AHEAD);

/** The first booking of `occupancy` in `roomId` that overlaps [start, end); back to back is no overlap. */
export function clashOf(occupancy: readonly RoomOccupancy[], roomId: string, start: string, end: string): RoomOccupancy | undefined {
  return occupancy.find((booking) => booking.roomId === roomId && booking.startTime < end && booking.endTime > start);
}

export interface BookingDraft {
  subject: string;
  day: string;
  startTime: string;
  endTime: string;
  attendees: string;
  remark: string;
}

export type SubjectProblem = { key: 'subjectRequired' } | { key: 'subjectTooLong'; max: number };
export type TimeProblem = { key: 'timeOrder' } | { key: 'startPassed' } | { key: 'clash'; clash: RoomOccupancy };

export interface BookingProblems {
  subject?: SubjectProblem;
  time?: TimeProblem;
}

/** What is wrong with `draft` for `roomId`, given the day's occupancy and the time `now` (a Date). */
export function bookingProblems(draft: BookingDraft, roomId: string, occupancy: readonly RoomOccupancy[], now: Date): BookingProblems {
  const problems: BookingProblems = {};
  const subject = draft.subject.trim();
  if (!subject) problems.subject = { key: 'subjectRequired' };
  else if (subject.length > SUBJECT_MAX) problems.subject = { key: 'subjectTooLong', max: SUBJECT_MAX };
  const clash = clashOf(occupancy, roomId, draft.startTime, draft.endTime);
  if (draft.startTime >= draft.endTime) problems.time = { key: 'timeOrder' };
  else if (`${draft.day} ${draft.startTime}` <= `${dayText(now)} ${timeOf(now.getHours() * 60 + now.getMinutes())}`) problems.time = { key: 'startPassed' };
  else if (clash) problems.time = { key: 'clash', clash };
  return problems;
}

// The form's own booking checks: slots, bookable days, clashes and the problems of a draft.
import { describe, expect, it } from 'vitest';
import type { RoomOccupancy } from '../../api/meetingRooms';
import { bookingProblems, clashOf, dayAfter, isBookableDay, TIME_SLOTS, type BookingDraft } from './slots';

const held = (startTime: string, endTime: string, roomId = 'r1'): RoomOccupancy => ({ id: `${roomId}-${startTime}`, roomId, subject: '周会', startTime, endTime, status: 'approved', applicantName: '张三' });
const draft = (over: Partial<BookingDraft> = {}): BookingDraft => ({ subject: '评审', day: '2030-05-02', startTime: '09:00', endTime: '10:00', attendees: '', remark: '', ...over });
const NOW = new Date(2030, 4, 1, 12, 10);

describe('booking slots', () => {
  it('runs from 08:00 to 20:00 in 30-minute steps', () => {
    expect(TIME_SLOTS).toHaveLength(25);
    expect([TIME_SLOTS[0], TIME_SLOTS[1], TIME_SLOTS.at(-1)]).toEqual(['08:00', '08:30', '20:00']);
  });

  it('books today up to 90 days ahead', () => {
    expect(dayAfter('2030-12-30', 3)).toBe('2031-01-02');
    expect(isBookableDay('2030-05-01', '2030-05-01')).toBe(true);
    expect(isBookableDay('2030-07-30', '2030-05-01')).toBe(true);
    expect(isBookableDay('2030-07-31', '2030-05-01')).toBe(false);
    expect(isBookableDay('2030-04-30', '2030-05-01')).toBe(false);
  });

  it('finds overlaps in the same room only; back to back is free', () => {
    const day = [held('10:00', '11:00'), held('09:00', '12:00', 'r2')];
    expect(clashOf(day, 'r1', '10:30', '11:30')?.startTime).toBe('10:00');
    expect(clashOf(day, 'r1', '09:00', '12:00')?.startTime).toBe('10:00');
    expect(clashOf(day, 'r1', '11:00', '12:00')).toBeUndefined();
    expect(clashOf(day, 'r1', '09:00', '10:00')).toBeUndefined();
  });

  it('names the problems of a draft: subject, time order, a past start, a clash', () => {
    expect(bookingProblems(draft(), 'r1', [], NOW)).toEqual({});
    expect(bookingProblems(draft({ subject: '  ' }), 'r1', [], NOW).subject).toEqual({ key: 'subjectRequired' });
    expect(bookingProblems(draft({ subject: 'x'.repeat(101) }), 'r1', [], NOW).subject).toEqual({ key: 'subjectTooLong', max: 100 });
    expect(bookingProblems(draft({ startTime: '10:00', endTime: '10:00' }), 'r1', [], NOW).time).toEqual({ key: 'timeOrder' });
    expect(bookingProblems(draft({ day: '2030-05-01', startTime: '12:00', endTime: '13:00' }), 'r1', [], NOW).time).toEqual({ key: 'startPassed' });
    expect(bookingProblems(draft({ day: '2030-05-01', startTime: '12:30', endTime: '13:00' }), 'r1', [], NOW)).toEqual({});
    expect(bookingProblems(draft({ startTime: '09:30', endTime: '10:30' }), 'r1', [held('10:00', '11:00')], NOW).time).toMatchObject({ key: 'clash', clash: { startTime: '10:00' } });
  });
});

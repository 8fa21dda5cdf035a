// Messages of the meeting-room area in both portal languages. A MeetingRoomError carries its key; the area's
// error handler answers it with its status and the sentence in the caller's language.
import { TableError } from '../../lib/errors';
import type { FastifyRequest } from 'fastify';
import { langOf, translateFrom, type MessageParams, type MessageTable } from '../../lib/i18n';

const MESSAGES = {
  submitted: ['预约已提交，等待审核', 'Booking submitted for review.'],
  cancelled: ['预约已取消', 'Booking cancelled.'],
  approved: ['已批准该预约', 'Booking approved.'],
  rejected: ['已驳回该预约', 'Booking rejected.'],
  roomNotFound: ['会议室不存在：{id}', 'No such meeting room: {id}'],
  subjectRequired: ['请填写会议主题', 'Please enter the subject.'],
  dayInvalid: ['日期不正确：{day}', 'Not a valid date: {day}'],
  dayPast: ['不能预约已经过去的日期', 'You cannot book a day in the past.'],
  dayTooFar: ['最多只能预约 {days} 天以内的会议室', 'Rooms can be booked at most {days} days ahead.'],
  timeOutOfHours: ['预约时间须在 {opens}–{closes} 之间，以 {step} 分钟为单位', 'Bookings run from {opens} to {closes} in steps of {step} minutes.'],
  timeOrder: ['开始时间必须早于结束时间', 'The start must be before the end.'],
  startPassed: ['开始时间已经过去', 'The start time has already passed.'],
  overlap: ['该时间段会议室已被预约（{start}–{end}）', 'The room is already booked for that time ({start}–{end}).'],
  bookingNotFound: ['预约不存在：{id}', 'No such booking: {id}'],
  notOwnBooking: ['只能取消自己的预约', 'You can only cancel your own bookings.'],
  cannotCancel: ['只能取消尚未开始的待审核或已批准的预约', 'Only pending or approved bookings that have not started can be cancelled.'],
  reviewersOnly: ['只有会议室管理员可以审核预约', 'Only meeting-room administrators can review bookings.'],
  alreadyReviewed: ['该预约已审核', 'This booking has already been reviewed.'],
  opinionRequired: ['驳回预约时请填写审核意见', 'Give an opinion when rejecting a booking.'],
} as const satisfies MessageTable;

export type MeetingRoomMessageKey = keyof typeof MESSAGES;

export function meetingRoomMessage(request: FastifyRequest, key: MeetingRoomMessageKey, params?: MessageParams): string {
  return translateFrom(MESSAGES, langOf(request), key, params);
}

/** A refusal of the area; nothing of the request it interrupts is stored. */
export class MeetingRoomError extends TableError<typeof MESSAGES> {
  constructor(statusCode: 400 | 403 | 404, key: MeetingRoomMessageKey, params?: MessageParams) {
    super(MESSAGES, statusCode, key, params);
  }
}

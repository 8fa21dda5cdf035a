// The calls of the meeting-room area (docs/meeting-rooms.md), all on the caller's tenant:
//   GET  /portal/meetingRoom/v1/list                            the rooms, by sn
//   GET  /portal/meetingRoomAppointment/v1/occupancy?day=       the pending and approved bookings of that day
//   POST /portal/meetingRoomAppointment/v1/myList               QueryFilter → PageList of the caller's bookings
//   POST /portal/meetingRoomAppointment/v1/save                 a new booking (pending), refused when it breaks a rule
//   POST /portal/meetingRoomAppointment/v1/cancel?id=           the applicant withdraws a booking that has not started
//   POST /portal/meetingRoomAppointment/v1/reviewList           QueryFilter → PageList to review (reviewers only)
//   POST /portal/meetingRoomAppointment/v1/review               approve or reject a pending booking (reviewers only)
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../../db/database';
import { ADMIN_ROLE, findUserById, roleCodes } from '../../db/users';
import { sessionOf, type AuthInfo } from '../../lib/auth';
import { langOf, localized, type Lang } from '../../lib/i18n';
import { newId, nowText, todayText } from '../../lib/ids';
import { queryFilterSchema, queryPage, type ColumnMap, type QueryFilter } from '../../lib/queryFilter';
import { localizedSql } from '../portal/content';
import { MeetingRoomError, meetingRoomMessage } from './messages';
import {
  CLOSES_AT, DAY_PATTERN, dayRefusal, HOLDING_STATES, MAX_DAYS_AHEAD, OPENS_AT, STEP_MINUTES, TIME_PATTERN, timeRefusal, type BookingStatus,
} from './rules';

/** Role codes that may review bookings. */
export const REVIEWER_ROLES = ['meetingRoomAdmin', ADMIN_ROLE] as const;

interface RoomRow {
  id: string;
  name: string;
  name_en: string | null;
  location: string;
  location_en: string | null;
  capacity: number;
  equipment: string;
  equipment_en: string | null;
  sn: number;
}

interface BookingRow {
  id: string;
  tenant_id: string;
  room_id: string;
  subject: string;
  day: string;
  start_time: string;
  end_time: string;
  attendees: string;
  remark: string;
  applicant_id: string;
  applicant_name: string;
  status: BookingStatus;
  review_opinion: string;
  reviewer_name: string | null;
  create_time: string;
  review_time: string | null;
  room_name: string;
  room_name_en: string | null;
  room_location: string;
  room_location_en: string | null;
}

interface SaveBody {
  roomId: string;
  subject: string;
  day: string;
  startTime: string;
  endTime: string;
  attendees?: string;
  remark?: string;
}

interface ReviewBody {
  id: string;
  approve: boolean;
  opinion?: string;
}

const idSchema = { type: 'string', minLength: 1, maxLength: 64 } as const;
const saveSchema = {
  body: {
    type: 'object',
    required: ['roomId', 'subject', 'day', 'startTime', 'endTime'],
    properties: {
      roomId: idSchema,
      subject: { type: 'string', maxLength: 100 },
      day: { type: 'string', pattern: DAY_PATTERN },
      startTime: { type: 'string', pattern: TIME_PATTERN },
      endTime: { type: 'string', pattern: TIME_PATTERN },
      attendees: { type: 'string', maxLength: 500 },
      remark: { type: 'string', maxLength: 1000 },
    },
  },
} as const;
const reviewSchema = {
  body: {
    type: 'object',
    required: ['id', 'approve'],
    properties: { id: idSchema, approve: { type: 'boolean' }, opinion: { type: 'string', maxLength: 500 } },
  },
} as const;
const idQuerySchema = { querystring: { type: 'object', required: ['id'], properties: { id: idSchema } } } as const;
const dayQuerySchema = { querystring: { type: 'object', required: ['day'], properties: { day: { type: 'string', pattern: DAY_PATTERN } } } } as const;

const BOOKINGS_FROM = 'portal_room_booking b JOIN portal_meeting_room r ON r.id = b.room_id AND r.tenant_id = b.tenant_id';
const BOOKING_SELECT = 'b.*, r.name AS room_name, r.name_en AS room_name_en, r.location AS room_location, r.location_en AS room_location_en';
const HOLDING_SQL = `(${HOLDING_STATES.map((state) => `'${state}'`).join(', ')})`;

const bookingColumns = (lang: Lang): ColumnMap => ({
  status: 'b.status',
  subject: 'b.subject',
  day: 'b.day',
  startTime: 'b.start_time',
  roomId: 'b.room_id',
  roomName: localizedSql(lang, 'r.name'),
  applicantName: 'b.applicant_name',
  createTime: 'b.create_time',
  reviewTime: 'b.review_time',
});

const startOf = (row: Pick<BookingRow, 'day' | 'start_time'>) => `${row.day} ${row.start_time}:00`;

/** The applicant may still withdraw it: it holds the room and has not started. */
const isCancellable = (row: BookingRow, now: string) => HOLDING_STATES.includes(row.status) && startOf(row) > now;

function toBookingDto(row: BookingRow, lang: Lang, now: string) {
  return {
    id: row.id,
    roomId: row.room_id,
    roomName: localized(lang, row.room_name, row.room_name_en),
    roomLocation: localized(lang, row.room_location, row.room_location_en),
    subject: row.subject,
    day: row.day,
    startTime: row.start_time,
    endTime: row.end_time,
    attendees: row.attendees,
    remark: row.remark,
    status: row.status,
    reviewOpinion: row.review_opinion,
    reviewerName: row.reviewer_name ?? '',
    applicantName: row.applicant_name,
    createTime: row.create_time,
    reviewTime: row.review_time ?? '',
    cancellable: isCancellable(row, now),
  };
}

const isReviewer = (db: Db, auth: AuthInfo) => roleCodes(db, auth.userId).some((code) => (REVIEWER_ROLES as readonly string[]).includes(code));

function requireReviewer(db: Db, auth: AuthInfo): void {
  if (!isReviewer(db, auth)) throw new MeetingRoomError(403, 'reviewersOnly');
}

const done = (request: FastifyRequest, key: 'submitted' | 'cancelled' | 'approved' | 'rejected', value?: string) => ({
  state: true,
  message: meetingRoomMessage(request, key),
  value,
});

export function registerMeetingRoomRoutes(app: FastifyInstance, db: Db): void {
  const bookingById = db.prepare(`SELECT ${BOOKING_SELECT} FROM ${BOOKINGS_FROM} WHERE b.id = ? AND b.tenant_id = ?`);
  const roomById = db.prepare('SELECT id FROM portal_meeting_room WHERE id = ? AND tenant_id = ?');
  const firstClash = db.prepare(
    `SELECT start_time, end_time FROM portal_room_booking
     WHERE tenant_id = ? AND room_id = ? AND day = ? AND status IN ${HOLDING_SQL} AND start_time < ? AND end_time > ?
     ORDER BY start_time LIMIT 1`,
  );
  const insertBooking = db.prepare(
    `INSERT INTO portal_room_booking (id, tenant_id, room_id, subject, day, start_time, end_time, attendees, remark, applicant_id, applicant_name,
       status, create_time)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 'pending', ?)`,
  );

  /** The caller's tenant's booking, or 404. */
  const bookingOf = (auth: AuthInfo, id: string): BookingRow => {
    const row = bookingById.get(id, auth.tenantId) as BookingRow | undefined;
    if (!row) throw new MeetingRoomError(404, 'bookingNotFound', { id });
    return row;
  };

  app.get('/portal/meetingRoom/v1/list', async (request) => {
    const lang = langOf(request);
    const rows = db.prepare('SELECT * FROM portal_meeting_room WHERE tenant_id = ? ORDER BY sn, id').all(sessionOf(request).tenantId) as RoomRow[];
    return rows.map((row) => ({
      id: row.id,
      name: localized(lang, row.name, row.name_en),
      location: localized(lang, row.location, row.location_en),
      capacity: row.capacity,
      equipment: localized(lang, row.equipment, row.equipment_en),
      sn: row.sn,
    }));
  });

  app.get<{ Querystring: { day: string } }>('/portal/meetingRoomAppointment/v1/occupancy', { schema: dayQuerySchema }, async (request) => {
    const rows = db
      .prepare(
        `SELECT id, room_id, subject, start_time, end_time, status, applicant_name FROM portal_room_booking
         WHERE tenant_id = ? AND day = ? AND status IN ${HOLDING_SQL} ORDER BY room_id, start_time`,
      )
      .all(sessionOf(request).tenantId, request.query.day) as Pick<BookingRow, 'id' | 'room_id' | 'subject' | 'start_time' | 'end_time' | 'status' | 'applicant_name'>[];
    return rows.map((row) => ({
      id: row.id,
      roomId: row.room_id,
      subject: row.subject,
      startTime: row.start_time,
      endTime: row.end_time,
      status: row.status,
      applicantName: row.applicant_name,
    }));
  });

  app.post<{ Body: QueryFilter }>('/portal/meetingRoomAppointment/v1/myList', { schema: { body: queryFilterSchema } }, async (request) => {
    const auth = sessionOf(request);
    const lang = langOf(request);
    const now = nowText();
    return queryPage(db, request.body, {
      select: BOOKING_SELECT,
      from: BOOKINGS_FROM,
      where: 'b.tenant_id = ? AND b.applicant_id = ?',
      params: [auth.tenantId, auth.userId],
      columns: bookingColumns(lang),
      defaultOrder: 'b.day DESC, b.start_time DESC, b.id DESC',
      map: (row: BookingRow) => toBookingDto(row, lang, now),
    });
  });

  app.post<{ Body: SaveBody }>('/portal/meetingRoomAppointment/v1/save', { schema: saveSchema }, async (request) => {
    const auth = sessionOf(request);
    const body = request.body;
    const subject = body.subject.trim();
    if (!subject) throw new MeetingRoomError(400, 'subjectRequired');
    if (!roomById.get(body.roomId, auth.tenantId)) throw new MeetingRoomError(400, 'roomNotFound', { id: body.roomId });
    const dayProblem = dayRefusal(body.day, todayText());
    if (dayProblem) throw new MeetingRoomError(400, dayProblem, { day: body.day, days: MAX_DAYS_AHEAD });
    const timeProblem = timeRefusal(body.day, body.startTime, body.endTime, nowText());
    if (timeProblem) throw new MeetingRoomError(400, timeProblem, { opens: OPENS_AT, closes: CLOSES_AT, step: STEP_MINUTES });
    const applicant = findUserById(db, auth.tenantId, auth.userId);
    const id = newId();
    // Checked and written in one transaction, so two requests for the same slot cannot both pass the check.
    db.transaction(() => {
      const clash = firstClash.get(auth.tenantId, body.roomId, body.day, body.endTime, body.startTime) as { start_time: string; end_time: string } | undefined;
      if (clash) throw new MeetingRoomError(400, 'overlap', { start: clash.start_time, end: clash.end_time });
      insertBooking.run(
        id, auth.tenantId, body.roomId, subject, body.day, body.startTime, body.endTime, (body.attendees ?? '').trim(), (body.remark ?? '').trim(),
        auth.userId, applicant?.fullname ?? auth.account, nowText(),
      );
    })();
    return done(request, 'submitted', id);
  });

  app.post<{ Querystring: { id: string } }>('/portal/meetingRoomAppointment/v1/cancel', { schema: idQuerySchema }, async (request) => {
    const auth = sessionOf(request);
    const row = bookingOf(auth, request.query.id);
    if (row.applicant_id !== auth.userId) throw new MeetingRoomError(403, 'notOwnBooking');
    if (!isCancellable(row, nowText())) throw new MeetingRoomError(400, 'cannotCancel');
    db.prepare("UPDATE portal_room_booking SET status = 'cancelled' WHERE id = ? AND tenant_id = ?").run(row.id, auth.tenantId);
    return done(request, 'cancelled', row.id);
  });

  app.post<{ Body: QueryFilter }>('/portal/meetingRoomAppointment/v1/reviewList', { schema: { body: queryFilterSchema } }, async (request) => {
    const auth = sessionOf(request);
    requireReviewer(db, auth);
    const lang = langOf(request);
    const now = nowText();
    // Without a condition on the status the list is the queue of pending bookings.
    const asksForStatus = (request.body.querys ?? []).some((query) => query.property === 'status');
    return queryPage(db, request.body, {
      select: BOOKING_SELECT,
      from: BOOKINGS_FROM,
      where: asksForStatus ? 'b.tenant_id = ?' : "b.tenant_id = ? AND b.status = 'pending'",
      params: [auth.tenantId],
      columns: bookingColumns(lang),
      defaultOrder: 'b.day ASC, b.start_time ASC, b.id ASC',
      map: (row: BookingRow) => toBookingDto(row, lang, now),
    });
  });

  app.post<{ Body: ReviewBody }>('/portal/meetingRoomAppointment/v1/review', { schema: reviewSchema }, async (request) => {
    const auth = sessionOf(request);
    requireReviewer(db, auth);
    const { id, approve } = request.body;
    const opinion = (request.body.opinion ?? '').trim();
    const row = bookingOf(auth, id);
    if (row.status !== 'pending') throw new MeetingRoomError(400, 'alreadyReviewed');
    if (!approve && !opinion) throw new MeetingRoomError(400, 'opinionRequired');
    const reviewer = findUserById(db, auth.tenantId, auth.userId);
    // Only a still pending row changes, so two reviewers at once cannot both decide.
    const changed = db
      .prepare(
        `UPDATE portal_room_booking SET status = ?, review_opinion = ?, reviewer_id = ?, reviewer_name = ?, review_time = ?
         WHERE id = ? AND tenant_id = ? AND status = 'pending'`,
      )
      .run(approve ? 'approved' : 'rejected', opinion, auth.userId, reviewer?.fullname ?? auth.account, nowText(), id, auth.tenantId);
    if (changed.changes === 0) throw new MeetingRoomError(400, 'alreadyReviewed');
    return done(request, approve ? 'approved' : 'rejected', id);
  });
}

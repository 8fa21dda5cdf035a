// Meetings (spec 03-portal §2 "Today's meetings", "News and meetings", §7):
//   POST /portal/meetingRoomAppointment/v1/pendingJson    QueryFilter → PageList of today's meetings (the home column)
//   GET  /form/hyskb/v1/listJson?type=0|1&page=&pageSize= PageList of the meeting board (会议室看板): 0 today and later, 1 earlier
//   GET  /form/hyskb/v1/getWHyssqdVo?id_=                 one meeting of the board with its content and attachments, or 404
// The demo's meetings keep a day offset and times of day and are dated at request time, so "today" always has
// meetings. Approved room bookings (server/areas/meetingRooms) are meetings too. Meetings are the tenant's, not
// per participant.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../../db/database';
import { sessionOf } from '../../lib/auth';
import { sendError } from '../../lib/errors';
import { langOf, localized, type Lang } from '../../lib/i18n';
import { nowText, todayText } from '../../lib/ids';
import { queryFilterSchema, queryPage, type ColumnMap, type QueryFilter } from '../../lib/queryFilter';
import { APPROVED_BOOKINGS_AS_MEETINGS } from '../meetingRooms/asMeetings';
import { attachmentsJson, localizedSql } from './content';
import { portalMessage } from './messages';

interface MeetingRow {
  id: string;
  hymc: string;
  hymc_en: string | null;
  hys: string;
  hys_en: string | null;
  day_offset: number;
  kssj: string;
  jssj: string;
  task_id: string;
  zcr: string;
  zcr_en: string | null;
  chry: string;
  chry_en: string | null;
  hynr: string;
  hynr_en: string | null;
  files: string;
}

/**
 * The seeded meetings dated at request time (kssj/jssj = today + day_offset at the stored times), and the
 * approved room bookings (their day_offset counted from today). The three `?` of this FROM — two of the seeded
 * meetings, one of the bookings — come before the WHERE's in the statement, so a query's params start with
 * datedAt(today).
 */
const DATED_MEETINGS = `(SELECT id, tenant_id, hymc, hymc_en, hys, hys_en, day_offset, task_id, zcr, zcr_en, chry, chry_en, hynr, hynr_en, files,
    date(?, day_offset || ' days') || ' ' || start_time AS kssj, date(?, day_offset || ' days') || ' ' || end_time AS jssj
  FROM portal_meeting
  UNION ALL ${APPROVED_BOOKINGS_AS_MEETINGS}) m`;
const datedAt = (today: string) => [today, today, today];

const pendingColumns = (lang: Lang): ColumnMap => ({
  id: 'm.id',
  hymc: localizedSql(lang, 'm.hymc'),
  hys: localizedSql(lang, 'm.hys'),
  kssj: 'm.kssj',
  jssj: 'm.jssj',
  taskId: 'm.task_id',
});

/** The board's `type`: meetings of today and later, or earlier ones. */
const BOARD_UPCOMING = 0;
const BOARD_PAST = 1;
const BOARD_PAGE_SIZE = 10;
const BOARD_MAX_PAGE_SIZE = 100;

const boardListQuery = {
  type: 'object',
  required: ['type'],
  properties: {
    type: { type: 'integer', enum: [BOARD_UPCOMING, BOARD_PAST] },
    page: { type: 'integer', minimum: 1, maximum: 1_000_000 },
    pageSize: { type: 'integer', minimum: 1, maximum: 1_000_000 },
  },
} as const;
const boardIdQuery = { type: 'object', required: ['id_'], properties: { id_: { type: 'string', minLength: 1, maxLength: 64 } } } as const;

/** The status text (hyzt) of a meeting at `now` ('yyyy-MM-dd HH:mm:ss', like kssj and jssj). */
function statusText(request: FastifyRequest, row: MeetingRow, now: string): string {
  if (now < row.kssj) return portalMessage(request, 'meetingNotStarted');
  if (now > row.jssj) return portalMessage(request, 'meetingEnded');
  return portalMessage(request, 'meetingInProgress');
}

/** A row of the board (Hotent form data: the key is `id_`). */
function toBoardRow(request: FastifyRequest, row: MeetingRow, lang: Lang, now: string) {
  return {
    id_: row.id,
    hymc: localized(lang, row.hymc, row.hymc_en),
    kssj: row.kssj,
    jssj: row.jssj,
    hys: localized(lang, row.hys, row.hys_en),
    zcr: localized(lang, row.zcr, row.zcr_en),
    chry: localized(lang, row.chry, row.chry_en),
    hyzt: statusText(request, row, now),
  };
}

export function registerMeetingRoutes(app: FastifyInstance, db: Db): void {
  // A meeting's approval task, when it is still open for the caller (bpm_task_handler, engine/schema.ts); else
  // '' and the home row opens the meeting's own page instead of a task page with nothing to do.
  const openTaskOf = (taskId: string, userId: string): string =>
    taskId && db.prepare('SELECT 1 FROM bpm_task_handler WHERE task_id = ? AND user_id = ?').get(taskId, userId) ? taskId : '';

  app.post<{ Body: QueryFilter }>('/portal/meetingRoomAppointment/v1/pendingJson', { schema: { body: queryFilterSchema } }, async (request) => {
    const lang = langOf(request);
    const { userId } = sessionOf(request);
    const today = todayText();
    // Only today's meetings, unless the body asks about kssj itself (the meeting list pages by date); "pending"
    // never includes the board's past meetings.
    const asksForDates = (request.body.querys ?? []).some((query) => query.property === 'kssj');
    return queryPage(db, request.body, {
      select: 'm.*',
      from: DATED_MEETINGS,
      where: asksForDates ? 'm.tenant_id = ? AND m.day_offset >= 0' : 'm.tenant_id = ? AND substr(m.kssj, 1, 10) = ?',
      params: asksForDates ? [...datedAt(today), sessionOf(request).tenantId] : [...datedAt(today), sessionOf(request).tenantId, today],
      columns: pendingColumns(lang),
      defaultOrder: 'm.kssj ASC, m.id ASC',
      map: (row: MeetingRow) => ({
        id: row.id,
        hymc: localized(lang, row.hymc, row.hymc_en),
        kssj: row.kssj,
        jssj: row.jssj,
        hys: localized(lang, row.hys, row.hys_en),
        taskId: openTaskOf(row.task_id, userId),
      }),
    });
  });

  app.get<{ Querystring: { type: number; page?: number; pageSize?: number } }>(
    '/form/hyskb/v1/listJson',
    { schema: { querystring: boardListQuery } },
    async (request) => {
      const lang = langOf(request);
      const today = todayText();
      const now = nowText();
      const upcoming = request.query.type === BOARD_UPCOMING;
      const pageBean = { page: request.query.page ?? 1, pageSize: Math.min(request.query.pageSize ?? BOARD_PAGE_SIZE, BOARD_MAX_PAGE_SIZE) };
      return queryPage(db, { pageBean }, {
        select: 'm.*',
        from: DATED_MEETINGS,
        where: `m.tenant_id = ? AND substr(m.kssj, 1, 10) ${upcoming ? '>=' : '<'} ?`,
        params: [...datedAt(today), sessionOf(request).tenantId, today],
        columns: {},
        // Coming meetings soonest first, past ones latest first.
        defaultOrder: upcoming ? 'm.kssj ASC, m.id ASC' : 'm.kssj DESC, m.id DESC',
        map: (row: MeetingRow) => toBoardRow(request, row, lang, now),
      });
    },
  );

  app.get<{ Querystring: { id_: string } }>('/form/hyskb/v1/getWHyssqdVo', { schema: { querystring: boardIdQuery } }, async (request, reply) => {
    const lang = langOf(request);
    const id = request.query.id_;
    const row = db
      .prepare(`SELECT m.* FROM ${DATED_MEETINGS} WHERE m.id = ? AND m.tenant_id = ?`)
      .get(...datedAt(todayText()), id, sessionOf(request).tenantId) as MeetingRow | undefined;
    if (!row) return sendError(reply, 404, portalMessage(request, 'meetingNotFound', { id }));
    const hasFiles = (JSON.parse(row.files) as unknown[]).length > 0;
    return {
      ...toBoardRow(request, row, lang, nowText()),
      hynr: localized(lang, row.hynr, row.hynr_en),
      // Hotent's attachment field: a JSON string of [{id, name}], or '' when there is none.
      fj: hasFiles ? attachmentsJson(row.files, lang) : '',
    };
  });
}

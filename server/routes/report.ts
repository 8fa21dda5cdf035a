// Work-hour and cost reports (report host /demo) and the report rights of the uc host.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sessionOf, type AuthInfo } from '../lib/auth';
import type { AppContext } from '../lib/context';
import { forbidden, notFound } from '../lib/errors';
import { langOf, t } from '../lib/i18n';
import { newId, nowText } from '../lib/ids';
import { findUserById, hasMethod, userPosts } from '../db/users';

interface ReportRow {
  id: string;
  user_id: string;
  account: string;
  fullname: string;
  year: number;
  month: number;
  hours: number;
  status: 'draft' | 'submitted' | 'frozen';
  dep_code: string | null;
  submit_time: string | null;
  freeze_time: string | null;
  update_time: string;
}

const toDto = (row: ReportRow) => ({
  id: row.id,
  userId: row.user_id,
  account: row.account,
  fullname: row.fullname,
  year: row.year,
  month: row.month,
  hours: row.hours,
  status: row.status,
  depCode: row.dep_code ?? '',
  submitTime: row.submit_time ?? '',
  freezeTime: row.freeze_time ?? '',
  updateTime: row.update_time,
});

const yearSchema = { type: 'integer', minimum: 2000, maximum: 2100 } as const;
const idSchema = { type: 'string', minLength: 1, maxLength: 64 } as const;

export function registerReportRoutes(app: FastifyInstance, { db }: AppContext) {
  const managesHours = (auth: AuthInfo) => hasMethod(db, auth.userId, 'workHour_manage');
  const selectReports = `SELECT w.*, u.account, u.fullname FROM work_reports w JOIN users u ON u.id = w.user_id`;

  /** Marks the given reports of the caller's tenant frozen; every id must exist. */
  const freeze = (request: FastifyRequest, ids: string[]) => {
    const auth = sessionOf(request);
    if (!managesHours(auth)) throw forbidden();
    const exists = db.prepare('SELECT 1 FROM work_reports WHERE id = ? AND tenant_id = ?');
    if (ids.some((id) => !exists.get(id, auth.tenantId))) throw notFound('reportNotFound');
    const now = nowText();
    const update = db.prepare(
      `UPDATE work_reports SET status = 'frozen', freeze_time = COALESCE(freeze_time, ?), update_time = ? WHERE id = ? AND tenant_id = ?`,
    );
    db.transaction(() => ids.forEach((id) => update.run(now, now, id, auth.tenantId)))();
    return { state: true, message: t(request, 'reportFrozen') };
  };

  app.get<{ Querystring: { userId?: string; year?: number } }>(
    '/demo/v1/user/getReportsById',
    { schema: { querystring: { type: 'object', properties: { userId: { type: 'string', maxLength: 64 }, year: yearSchema } } } },
    async (request) => {
      const auth = sessionOf(request);
      const userId = request.query.userId || auth.userId;
      if (userId !== auth.userId && !managesHours(auth)) throw forbidden();
      if (!findUserById(db, auth.tenantId, userId)) throw notFound('userNotFound');
      const year = request.query.year ?? new Date().getFullYear();
      const rows = db.prepare(`${selectReports} WHERE w.tenant_id = ? AND w.user_id = ? AND w.year = ? ORDER BY w.month`).all(auth.tenantId, userId, year) as ReportRow[];
      return rows.map(toDto);
    },
  );

  app.post<{ Body: { userId: string; year: number; month: number; hours: number } }>(
    '/demo/v1/user/submitReport',
    {
      schema: {
        body: {
          type: 'object',
          required: ['userId', 'year', 'month', 'hours'],
          properties: {
            userId: idSchema,
            year: yearSchema,
            month: { type: 'integer', minimum: 1, maximum: 12 },
            hours: { type: 'number', minimum: 0, maximum: 744 },
          },
        },
      },
    },
    async (request) => {
      const auth = sessionOf(request);
      const { userId, year, month, hours } = request.body;
      // Everyone reports their own hours.
      if (userId !== auth.userId) throw forbidden();
      const existing = db.prepare('SELECT id, status FROM work_reports WHERE user_id = ? AND year = ? AND month = ?').get(userId, year, month) as
        | { id: string; status: string }
        | undefined;
      if (existing?.status === 'frozen') return { state: false, message: t(request, 'reportFrozenAlready') };
      const depCode = userPosts(db, userId, langOf(request)).find((p) => p.isMaster)?.orgCode ?? null;
      const now = nowText();
      const id = existing?.id ?? newId();
      db.prepare(
        `INSERT INTO work_reports (id, tenant_id, user_id, year, month, hours, status, dep_code, submit_time, update_time)
         VALUES (?, ?, ?, ?, ?, ?, 'submitted', ?, ?, ?)
         ON CONFLICT (user_id, year, month) DO UPDATE SET hours = excluded.hours, status = 'submitted',
           dep_code = excluded.dep_code, submit_time = excluded.submit_time, update_time = excluded.update_time`,
      ).run(id, auth.tenantId, userId, year, month, hours, depCode, now, now);
      return { state: true, message: t(request, 'reportSubmitted'), value: id };
    },
  );

  app.post<{ Body: { id: string } }>(
    '/demo/v1/user/freezeReport',
    { schema: { body: { type: 'object', required: ['id'], properties: { id: idSchema } } } },
    async (request) => freeze(request, [request.body.id]),
  );

  // Either {ids:[...]} or the list of selected rows itself ([{id,...}] or ['id', ...]), as front ends send both.
  const idList = { type: 'array', minItems: 1, maxItems: 500, items: { anyOf: [idSchema, { type: 'object', required: ['id'], properties: { id: idSchema } }] } };
  app.post<{ Body: { ids: (string | { id: string })[] } | (string | { id: string })[] }>(
    '/demo/v1/user/freezeReportList',
    { schema: { body: { anyOf: [{ type: 'object', required: ['ids'], properties: { ids: idList } }, idList] } } },
    async (request) => {
      const items = Array.isArray(request.body) ? request.body : request.body.ids;
      return freeze(request, [...new Set(items.map((item) => (typeof item === 'string' ? item : item.id)))]);
    },
  );

  app.get<{ Querystring: { depcode: string; annual: number } }>(
    '/demo/v1/user/validate/cost_report',
    {
      schema: {
        querystring: {
          type: 'object',
          required: ['depcode', 'annual'],
          properties: { depcode: { type: 'string', minLength: 1, maxLength: 64 }, annual: yearSchema },
        },
      },
    },
    async (request) => {
      const auth = sessionOf(request);
      // the cost reports are part of all project reports (the page shows the check to holders only)
      if (!hasMethod(db, auth.userId, 'projectReport_all')) throw forbidden();
      const exists = db
        .prepare('SELECT 1 FROM cost_reports WHERE tenant_id = ? AND dep_code = ? AND annual = ?')
        .get(auth.tenantId, request.query.depcode, request.query.annual);
      return { state: true, message: t(request, 'reportChecked'), value: Boolean(exists) };
    },
  );

  app.post('/api/user/v1/user/powerWorkHour', async (request) => ({
    state: true,
    message: t(request, 'operationSuccess'),
    value: managesHours(sessionOf(request)),
  }));

  app.post('/api/user/v1/user/powerProjectAllReport', async (request) => ({
    state: true,
    message: t(request, 'operationSuccess'),
    value: hasMethod(db, sessionOf(request).userId, 'projectReport_all'),
  }));
}

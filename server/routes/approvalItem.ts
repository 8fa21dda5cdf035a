// Approval common phrases (bpmModel host): personal phrases belong to their owner, global ones to administrators.
import type { FastifyInstance } from 'fastify';
import { sessionOf, type AuthInfo } from '../lib/auth';
import type { AppContext } from '../lib/context';
import { badRequest, forbidden, notFound } from '../lib/errors';
import { t } from '../lib/i18n';
import { newId, nowText } from '../lib/ids';
import { queryFilterSchema, queryPage, type QueryFilter } from '../lib/queryFilter';
import { hasMethod } from '../db/users';

// Hotent BpmApprovalItem types: 1 global, 2 process category, 3 process, 4 personal.
const GLOBAL = 1;
const PERSONAL = 4;

interface ItemRow {
  id: string;
  tenant_id: string;
  expression: string;
  type: number;
  user_id: string;
  def_key: string;
  type_id: string;
  sn: number;
  create_time: string;
}

const toDto = (row: ItemRow) => ({
  id: row.id,
  expression: row.expression,
  type: row.type,
  userId: row.user_id,
  defKey: row.def_key,
  typeId: row.type_id,
  sn: row.sn,
  createTime: row.create_time,
});

interface SaveBody {
  id?: string;
  expression: string;
  type?: number;
  defKey?: string;
  typeId?: string;
  sn?: number;
}

export function registerApprovalItemRoutes(app: FastifyInstance, { db }: AppContext) {
  const findItem = (auth: AuthInfo, id: string) =>
    db.prepare('SELECT * FROM approval_items WHERE id = ? AND tenant_id = ?').get(id, auth.tenantId) as ItemRow | undefined;
  const visibleTo = (auth: AuthInfo, row: ItemRow) => row.type === GLOBAL || row.user_id === auth.userId;
  /** Personal phrases may be changed by their owner only, global ones by holders of approvalItem_global. */
  const mayChange = (auth: AuthInfo, row: { type: number; user_id: string }) =>
    row.type === GLOBAL ? hasMethod(db, auth.userId, 'approvalItem_global') : row.user_id === auth.userId;

  app.post<{ Body: QueryFilter; Querystring: { isPersonal?: string } }>(
    '/flow/approvalItem/v1/listJson',
    { schema: { body: queryFilterSchema, querystring: { type: 'object', properties: { isPersonal: { type: 'string', maxLength: 10 } } } } },
    async (request) => {
      const auth = sessionOf(request);
      const personal = request.query.isPersonal === 'true' || request.query.isPersonal === '1';
      return queryPage(db, request.body, {
        select: 'a.*',
        from: 'approval_items a',
        where: personal
          ? `a.tenant_id = ? AND a.type = ${PERSONAL} AND a.user_id = ?`
          : `a.tenant_id = ? AND ((a.type = ${PERSONAL} AND a.user_id = ?) OR a.type = ${GLOBAL})`,
        params: [auth.tenantId, auth.userId],
        columns: {
          id: 'a.id',
          expression: 'a.expression',
          type: { sql: 'a.type', type: 'number' },
          defKey: 'a.def_key',
          typeId: 'a.type_id',
          sn: { sql: 'a.sn', type: 'number' },
          createTime: 'a.create_time',
        },
        defaultOrder: 'a.sn, a.create_time, a.id',
        map: toDto,
      });
    },
  );

  app.post<{ Body: SaveBody }>(
    '/flow/approvalItem/v1/save',
    {
      schema: {
        body: {
          type: 'object',
          required: ['expression'],
          properties: {
            id: { type: 'string', maxLength: 64 },
            expression: { type: 'string', minLength: 1, maxLength: 500 },
            type: { type: 'integer', enum: [PERSONAL, GLOBAL] },
            defKey: { type: 'string', maxLength: 64 },
            typeId: { type: 'string', maxLength: 64 },
            sn: { type: 'integer', minimum: 0, maximum: 100000 },
          },
        },
      },
    },
    async (request) => {
      const auth = sessionOf(request);
      const body = request.body;
      const expression = body.expression.trim();
      if (!expression) throw badRequest('expressionRequired');
      const existing = body.id ? findItem(auth, body.id) : undefined;
      if (body.id && !existing) throw notFound('approvalItemNotFound');
      const type = body.type ?? existing?.type ?? PERSONAL;

      if (existing) {
        if (!hasMethod(db, auth.userId, 'approvalItem_edit')) throw forbidden();
        if (!mayChange(auth, existing) || !mayChange(auth, { type, user_id: existing.user_id })) throw forbidden('approvalItemNotOwn');
        db.prepare('UPDATE approval_items SET expression = ?, type = ?, def_key = ?, type_id = ?, sn = ? WHERE id = ?').run(
          expression,
          type,
          body.defKey ?? existing.def_key,
          body.typeId ?? existing.type_id,
          body.sn ?? existing.sn,
          existing.id,
        );
        return { state: true, message: t(request, 'saved'), value: existing.id };
      }

      if (!hasMethod(db, auth.userId, 'approvalItem_add')) throw forbidden();
      if (!mayChange(auth, { type, user_id: auth.userId })) throw forbidden();
      const { next } = db
        .prepare('SELECT COALESCE(MAX(sn), 0) + 1 AS next FROM approval_items WHERE tenant_id = ? AND type = ? AND (type = ? OR user_id = ?)')
        .get(auth.tenantId, type, GLOBAL, auth.userId) as { next: number };
      const id = newId();
      db.prepare(
        'INSERT INTO approval_items (id, tenant_id, expression, type, user_id, def_key, type_id, sn, create_time) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)',
      ).run(id, auth.tenantId, expression, type, auth.userId, body.defKey ?? '', body.typeId ?? '', body.sn ?? next, nowText());
      return { state: true, message: t(request, 'saved'), value: id };
    },
  );

  app.get<{ Querystring: { id: string } }>(
    '/flow/approvalItem/v1/approvalItemGet',
    { schema: { querystring: { type: 'object', required: ['id'], properties: { id: { type: 'string', minLength: 1, maxLength: 64 } } } } },
    async (request) => {
      const auth = sessionOf(request);
      const row = findItem(auth, request.query.id);
      if (!row || !visibleTo(auth, row)) throw notFound('approvalItemNotFound');
      return toDto(row);
    },
  );

  app.delete<{ Querystring: { ids: string } }>(
    '/flow/approvalItem/v1/remove',
    { schema: { querystring: { type: 'object', required: ['ids'], properties: { ids: { type: 'string', minLength: 1, maxLength: 10000 } } } } },
    async (request) => {
      const auth = sessionOf(request);
      if (!hasMethod(db, auth.userId, 'approvalItem_del')) throw forbidden();
      const ids = [...new Set(request.query.ids.split(',').map((id) => id.trim()).filter(Boolean))];
      if (ids.length === 0) throw badRequest('badRequest', { detail: 'ids' });
      const rows = ids.map((id) => findItem(auth, id));
      if (rows.some((row) => !row || !visibleTo(auth, row))) throw notFound('approvalItemNotFound');
      // All or nothing: one phrase of somebody else rejects the whole request.
      if (rows.some((row) => !mayChange(auth, row!))) throw forbidden('approvalItemNotOwn');
      const remove = db.prepare('DELETE FROM approval_items WHERE id = ? AND tenant_id = ?');
      db.transaction(() => ids.forEach((id) => remove.run(id, auth.tenantId)))();
      return { state: true, message: t(request, 'deleted') };
    },
  );

  app.get<{ Querystring: { defKey?: string; typeId?: string } }>(
    '/flow/approvalItem/v1/getApprovalByDefKeyAndTypeId',
    {
      schema: {
        querystring: { type: 'object', properties: { defKey: { type: 'string', maxLength: 64 }, typeId: { type: 'string', maxLength: 64 } } },
      },
    },
    async (request) => {
      const auth = sessionOf(request);
      const rows = db
        .prepare(
          `SELECT expression FROM approval_items
           WHERE tenant_id = ? AND ((type = ${PERSONAL} AND user_id = ?) OR type = ${GLOBAL})
             AND (def_key = '' OR def_key = ?) AND (type_id = '' OR type_id = ?)
           ORDER BY type DESC, sn, id`,
        )
        .all(auth.tenantId, auth.userId, request.query.defKey ?? '', request.query.typeId ?? '') as { expression: string }[];
      return rows.map((row) => row.expression);
    },
  );
}

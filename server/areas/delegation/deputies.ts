// Deputies (副职, spec 02-process §3, §7.7): a principal names one or more deputies, one row each. The setting
// page saves the whole set (no id) or changes one row (with its id).
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/database';
import type { UserRow } from '../../db/users';
import type { Person } from '../../engine/store';
import { sessionOf } from '../../lib/auth';
import { newId, nowText } from '../../lib/ids';
import { queryFilterSchema, queryPage, type QueryFilter } from '../../lib/queryFilter';
import { DelegationError } from './messages';
import { done, ENABLED_STATES, idsQuerySchema, optionalIdSchema, ownRow, removeOwnRows, requireOtherUser, type EnabledState, type OwnedTable } from './shared';

/** Spec §7.7 keeps the service name in the path: the client's `${bpmModel}/bpmModel/bpmDeputy/v1/…`. */
const BASE = '/bpmModel/bpmDeputy/v1';
const DEPUTIES: OwnedTable = { table: 'bpm_deputy', owner: 'user_id', notFound: 'deputyNotFound', notOwn: 'deputyNotOwn' };

interface DeputyRow {
  id: string;
  user_id: string;
  agent_id: string;
  agent_name: string;
  is_enabled: EnabledState;
  create_time: string;
}

const toDto = (row: DeputyRow) => ({ id: row.id, agentId: row.agent_id, agentName: row.agent_name, isEnabled: row.is_enabled, createTime: row.create_time });

/**
 * The engine's deputy lookup (engine/deputies.ts): a principal is marked away while their setting is enabled; then
 * their active deputies get their new tasks too.
 */
export function enabledDeputiesOf(db: Db, tenantId: string, principalId: string): Person[] {
  return db
    .prepare(
      `SELECT u.id, u.fullname AS name FROM bpm_deputy d JOIN users u ON u.id = d.agent_id AND u.tenant_id = d.tenant_id
       WHERE d.tenant_id = ? AND d.user_id = ? AND d.is_enabled = 'enabled' AND u.status = 1 AND u.id <> d.user_id ORDER BY d.create_time, d.id`,
    )
    .all(tenantId, principalId) as Person[];
}

export function registerDeputyRoutes(app: FastifyInstance, db: Db) {
  const rowsOf = (tenantId: string, userId: string) =>
    db.prepare('SELECT * FROM bpm_deputy WHERE tenant_id = ? AND user_id = ? ORDER BY create_time, id').all(tenantId, userId) as DeputyRow[];

  // The caller's setting as one record: the deputies' ids and names comma-joined; {} without deputies.
  app.get(`${BASE}/getByUserId`, async (request) => {
    const auth = sessionOf(request);
    const rows = rowsOf(auth.tenantId, auth.userId);
    if (rows.length === 0) return {};
    const names = rows.map((row) => row.agent_name).join(',');
    return {
      id: rows[0].id,
      agentId: rows.map((row) => row.agent_id).join(','),
      agentName: names,
      agentNames: names,
      isEnabled: rows.some((row) => row.is_enabled === 'enabled') ? 'enabled' : 'disabled',
    };
  });

  app.post<{ Body: { id?: string; agentIds: string; isEnabled: EnabledState } }>(
    `${BASE}/save`,
    {
      schema: {
        body: {
          type: 'object',
          required: ['agentIds', 'isEnabled'],
          properties: { id: optionalIdSchema, agentIds: { type: 'string', maxLength: 5000 }, isEnabled: { type: 'string', enum: ENABLED_STATES } },
        },
      },
    },
    async (request) => {
      const auth = sessionOf(request);
      const { id, isEnabled } = request.body;
      const existing = id ? ownRow<DeputyRow>(db, auth, DEPUTIES, id) : undefined;
      const ids = [...new Set(request.body.agentIds.split(',').map((part) => part.trim()).filter(Boolean))];
      if (ids.length === 0) throw new DelegationError(400, 'deputyRequired');
      const deputies: UserRow[] = ids.map((agentId) => requireOtherUser(db, auth, agentId, 'deputySelf'));
      const insert = db.prepare('INSERT INTO bpm_deputy (id, tenant_id, user_id, agent_id, agent_name, is_enabled, create_time) VALUES (?, ?, ?, ?, ?, ?, ?)');

      if (existing) {
        if (deputies.length !== 1) throw new DelegationError(400, 'deputySingle');
        const [deputy] = deputies;
        if (rowsOf(auth.tenantId, auth.userId).some((row) => row.id !== existing.id && row.agent_id === deputy.id)) throw new DelegationError(400, 'deputyDuplicate');
        db.prepare('UPDATE bpm_deputy SET agent_id = ?, agent_name = ?, is_enabled = ? WHERE id = ?').run(deputy.id, deputy.fullname, isEnabled, existing.id);
        return done(request, 'saved', existing.id);
      }

      // The whole set: kept deputies keep their rows, new ones get one, the others are removed.
      const current = new Map(rowsOf(auth.tenantId, auth.userId).map((row) => [row.agent_id, row]));
      db.transaction(() => {
        for (const deputy of deputies) {
          const row = current.get(deputy.id);
          if (row) db.prepare('UPDATE bpm_deputy SET agent_name = ?, is_enabled = ? WHERE id = ?').run(deputy.fullname, isEnabled, row.id);
          else insert.run(newId(), auth.tenantId, auth.userId, deputy.id, deputy.fullname, isEnabled, nowText());
          current.delete(deputy.id);
        }
        for (const row of current.values()) db.prepare('DELETE FROM bpm_deputy WHERE id = ?').run(row.id);
      })();
      return done(request, 'saved');
    },
  );

  app.post<{ Body: QueryFilter; Querystring: { personal?: string } }>(
    `${BASE}/list`,
    { schema: { body: queryFilterSchema, querystring: { type: 'object', properties: { personal: { type: 'string', maxLength: 10 } } } } },
    async (request) => {
      const auth = sessionOf(request);
      return queryPage(db, request.body, {
        select: 'd.*',
        from: 'bpm_deputy d',
        where: 'd.tenant_id = ? AND d.user_id = ?',
        params: [auth.tenantId, auth.userId],
        columns: { id: 'd.id', agentId: 'd.agent_id', agentName: 'd.agent_name', isEnabled: 'd.is_enabled', createTime: 'd.create_time' },
        defaultOrder: 'd.create_time, d.id',
        map: toDto,
      });
    },
  );

  app.delete<{ Querystring: { ids?: string } }>(`${BASE}/removes`, { schema: idsQuerySchema }, async (request) => {
    removeOwnRows(db, sessionOf(request), DEPUTIES, request.query.ids);
    return done(request, 'deleted');
  });
}

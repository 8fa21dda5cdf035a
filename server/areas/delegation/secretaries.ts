// Secretaries (秘书, spec 02-process §6, §7.6): a leader names the users who handle the leader's to-dos
// (the v-leader list). Rows live in the core table `secretaries`.
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/database';
import { sessionOf, type AuthInfo } from '../../lib/auth';
import { newId } from '../../lib/ids';
import { queryFilterSchema, queryPage, type QueryFilter } from '../../lib/queryFilter';
import { DelegationError } from './messages';
import { done, idsQuerySchema, optionalIdSchema, ownRow, removeOwnRows, requireOtherUser, userIdSchema, type OwnedTable } from './shared';

const SECRETARIES: OwnedTable = { table: 'secretaries', owner: 'leader_id', notFound: 'secretaryNotFound', notOwn: 'secretaryNotOwn' };

interface SecretaryRow {
  id: string;
  leader_id: string;
  leader_name: string;
  secretary_id: string;
  secretary_name: string;
}

const SELECT = `s.id, s.leader_id, l.fullname AS leader_name, s.secretary_id, c.fullname AS secretary_name`;
const FROM = 'secretaries s JOIN users l ON l.id = s.leader_id JOIN users c ON c.id = s.secretary_id';

const toDto = (row: SecretaryRow) => ({
  id: row.id,
  leaderId: row.leader_id,
  leaderName: row.leader_name,
  secretaryId: row.secretary_id,
  secretaryName: row.secretary_name,
});

export function registerSecretaryRoutes(app: FastifyInstance, db: Db) {
  const readRow = (auth: AuthInfo, id: string) => {
    ownRow(db, auth, SECRETARIES, id);
    return db.prepare(`SELECT ${SELECT} FROM ${FROM} WHERE s.id = ?`).get(id) as SecretaryRow;
  };

  app.post<{ Body: QueryFilter; Querystring: { personal?: string } }>(
    '/runtime/bpmSecretaryManage/v1/list',
    { schema: { body: queryFilterSchema, querystring: { type: 'object', properties: { personal: { type: 'string', maxLength: 10 } } } } },
    async (request) => {
      const auth = sessionOf(request);
      // Every caller manages their own secretaries only (personal=true); there is no administrator list.
      return queryPage(db, request.body, {
        select: SELECT,
        from: FROM,
        where: 's.tenant_id = ? AND s.leader_id = ?',
        params: [auth.tenantId, auth.userId],
        columns: { id: 's.id', secretaryId: 's.secretary_id', secretaryName: 'c.fullname', leaderName: 'l.fullname' },
        defaultOrder: 'c.fullname, s.id',
        map: toDto,
      });
    },
  );

  app.get<{ Params: { id: string } }>(
    '/runtime/bpmSecretaryManage/v1/get/:id',
    { schema: { params: { type: 'object', required: ['id'], properties: { id: { type: 'string', minLength: 1, maxLength: 64 } } } } },
    async (request) => toDto(readRow(sessionOf(request), request.params.id)),
  );

  app.post<{ Body: { id?: string; secretaryId: string } }>(
    '/runtime/bpmSecretaryManage/v1/save',
    { schema: { body: { type: 'object', required: ['secretaryId'], properties: { id: optionalIdSchema, secretaryId: userIdSchema } } } },
    async (request) => {
      const auth = sessionOf(request);
      const existing = request.body.id ? ownRow<SecretaryRow>(db, auth, SECRETARIES, request.body.id) : undefined;
      const secretary = requireOtherUser(db, auth, request.body.secretaryId, 'secretarySelf');
      const duplicate = db
        .prepare('SELECT id FROM secretaries WHERE tenant_id = ? AND leader_id = ? AND secretary_id = ? AND id <> ?')
        .get(auth.tenantId, auth.userId, secretary.id, existing?.id ?? '');
      if (duplicate) throw new DelegationError(400, 'secretaryDuplicate');
      const id = existing?.id ?? newId();
      if (existing) db.prepare('UPDATE secretaries SET secretary_id = ? WHERE id = ?').run(secretary.id, id);
      else db.prepare('INSERT INTO secretaries (id, tenant_id, leader_id, secretary_id) VALUES (?, ?, ?, ?)').run(id, auth.tenantId, auth.userId, secretary.id);
      return done(request, 'saved', id);
    },
  );

  app.delete<{ Querystring: { ids?: string } }>('/runtime/bpmSecretaryManage/v1/removes', { schema: idsQuerySchema }, async (request) => {
    removeOwnRows(db, sessionOf(request), SECRETARIES, request.query.ids);
    return done(request, 'deleted');
  });

  // The leaders the caller is secretary of (a bare array), e.g. to start a process for one of them.
  app.get('/runtime/bpmSecretaryManage/v1/getSecretaryByUserId', async (request) => {
    const auth = sessionOf(request);
    return db
      .prepare('SELECT l.id, l.fullname AS name FROM secretaries s JOIN users l ON l.id = s.leader_id WHERE s.tenant_id = ? AND s.secretary_id = ? ORDER BY l.fullname, l.id')
      .all(auth.tenantId, auth.userId) as { id: string; name: string }[];
  });
}

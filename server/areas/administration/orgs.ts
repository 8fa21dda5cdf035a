// Organisation administration on the uc host (docs/administration.md), for the tenant administrator:
//   GET  /api/org/v1/orgs/getOrgTree?demId=        the whole tree of a dimension, disabled orgs included
//   POST /api/org/v1/org/addOrg                    {name, nameEn?, code, demId, parentId?, orderNo?, grade?}
//   PUT  /api/org/v1/org/updateOrg                 {id, name, nameEn?, orderNo?, grade?}
//   POST /api/org/v1/org/moveOrg                   {id, parentId ('0' or '' = a root)}
//   POST /api/org/v1/org/setOrgStatus              {id, status: 1 enabled | 0 disabled}
// Each write is one transaction; the tenant is the token's.
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/database';
import type { OrgRow } from '../../db/orgs';
import { langOf, localized, type Lang } from '../../lib/i18n';
import { newId } from '../../lib/ids';
import { AdminError } from './messages';
import { assertCodeFree, codeSchema, done, idSchema, nameSchema, optionalNameSchema, optionalText, requiredName, tenantAdmin } from './rights';

export interface AdminOrgRow extends OrgRow {
  status: number;
}

export interface OrgNode {
  id: string;
  name: string;
  nameZh: string;
  nameEn: string;
  code: string;
  demId: string;
  parentId: string;
  orderNo: number;
  grade: string;
  status: number;
  children: OrgNode[];
}

export function findOrg(db: Db, tenantId: string, id: string): AdminOrgRow {
  const org = db.prepare('SELECT * FROM orgs WHERE tenant_id = ? AND id = ?').get(tenantId, id) as AdminOrgRow | undefined;
  if (!org) throw new AdminError(404, 'orgNotFound', { id });
  return org;
}

/** The tree of one dimension, siblings by order number. */
export function orgTree(db: Db, tenantId: string, demId: string, lang: Lang): OrgNode[] {
  const rows = db.prepare('SELECT * FROM orgs WHERE tenant_id = ? AND dem_id = ? ORDER BY sn, id').all(tenantId, demId) as AdminOrgRow[];
  const nodes = new Map<string, OrgNode>(
    rows.map((row) => [
      row.id,
      {
        id: row.id,
        name: localized(lang, row.name, row.name_en),
        nameZh: row.name,
        nameEn: row.name_en ?? '',
        code: row.code,
        demId: row.dem_id,
        parentId: row.parent_id ?? '0',
        orderNo: row.sn,
        grade: row.grade ?? '',
        status: row.status,
        children: [],
      },
    ]),
  );
  const roots: OrgNode[] = [];
  for (const node of nodes.values()) {
    const parent = node.parentId === '0' ? undefined : nodes.get(node.parentId);
    (parent ? parent.children : roots).push(node);
  }
  return roots;
}

/** Whether `candidateId` is `orgId` itself or lies below it. */
function isSelfOrBelow(db: Db, orgId: string, candidateId: string): boolean {
  const row = db
    .prepare(
      `WITH RECURSIVE below (id, depth) AS (
         SELECT id, 0 FROM orgs WHERE id = ?
         UNION ALL
         SELECT o.id, b.depth + 1 FROM orgs o JOIN below b ON o.parent_id = b.id WHERE b.depth < 50
       )
       SELECT 1 FROM below WHERE id = ? LIMIT 1`,
    )
    .get(orgId, candidateId);
  return Boolean(row);
}

const rootParent = (parentId: string | undefined) => (!parentId || parentId === '0' ? null : parentId);

interface AddOrgBody {
  name: string;
  nameEn?: string;
  code: string;
  demId: string;
  parentId?: string;
  orderNo?: number;
  grade?: string;
}

export function registerOrgAdministration(app: FastifyInstance, db: Db): void {
  app.get<{ Querystring: { demId: string } }>(
    '/api/org/v1/orgs/getOrgTree',
    { schema: { querystring: { type: 'object', required: ['demId'], properties: { demId: idSchema } } } },
    async (request) => orgTree(db, tenantAdmin(db, request).tenantId, request.query.demId, langOf(request)),
  );

  app.post<{ Body: AddOrgBody }>(
    '/api/org/v1/org/addOrg',
    {
      schema: {
        body: {
          type: 'object',
          required: ['name', 'code', 'demId'],
          properties: {
            name: nameSchema,
            nameEn: optionalNameSchema,
            code: codeSchema,
            demId: idSchema,
            parentId: { type: 'string', maxLength: 64 },
            orderNo: { type: 'integer', minimum: 0, maximum: 999999 },
            grade: { type: 'string', maxLength: 30 },
          },
        },
      },
    },
    async (request) => {
      const { tenantId } = tenantAdmin(db, request);
      const body = request.body;
      const id = newId();
      db.transaction(() => {
        if (!db.prepare('SELECT 1 FROM dimensions WHERE tenant_id = ? AND id = ?').get(tenantId, body.demId)) throw new AdminError(400, 'dimensionNotFound', { id: body.demId });
        const parentId = rootParent(body.parentId);
        if (parentId) {
          const parent = findOrg(db, tenantId, parentId);
          if (parent.dem_id !== body.demId) throw new AdminError(400, 'orgMoveOtherDimension');
          if (parent.status !== 1) throw new AdminError(400, 'orgDisabledParent', { name: localized(langOf(request), parent.name, parent.name_en) });
        }
        assertCodeFree(db, 'orgs', tenantId, body.code);
        db.prepare('INSERT INTO orgs (id, tenant_id, dem_id, parent_id, code, name, name_en, grade, sn, status) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, 1)').run(
          id,
          tenantId,
          body.demId,
          parentId,
          body.code,
          requiredName(body.name),
          optionalText(body.nameEn),
          optionalText(body.grade),
          body.orderNo ?? 0,
        );
      })();
      return done(request, 'orgAdded', id);
    },
  );

  app.put<{ Body: { id: string; name: string; nameEn?: string; orderNo?: number; grade?: string } }>(
    '/api/org/v1/org/updateOrg',
    {
      schema: {
        body: {
          type: 'object',
          required: ['id', 'name'],
          properties: { id: idSchema, name: nameSchema, nameEn: optionalNameSchema, orderNo: { type: 'integer', minimum: 0, maximum: 999999 }, grade: { type: 'string', maxLength: 30 } },
        },
      },
    },
    async (request) => {
      const { tenantId } = tenantAdmin(db, request);
      const body = request.body;
      db.transaction(() => {
        const org = findOrg(db, tenantId, body.id);
        db.prepare('UPDATE orgs SET name = ?, name_en = ?, grade = ?, sn = ? WHERE id = ?').run(
          requiredName(body.name),
          optionalText(body.nameEn),
          body.grade === undefined ? org.grade : optionalText(body.grade),
          body.orderNo ?? org.sn,
          org.id,
        );
      })();
      return done(request, 'saved', body.id);
    },
  );

  app.post<{ Body: { id: string; parentId?: string } }>(
    '/api/org/v1/org/moveOrg',
    { schema: { body: { type: 'object', required: ['id'], properties: { id: idSchema, parentId: { type: 'string', maxLength: 64 } } } } },
    async (request) => {
      const { tenantId } = tenantAdmin(db, request);
      db.transaction(() => {
        const org = findOrg(db, tenantId, request.body.id);
        const parentId = rootParent(request.body.parentId);
        if (parentId) {
          const parent = findOrg(db, tenantId, parentId);
          if (parent.dem_id !== org.dem_id) throw new AdminError(400, 'orgMoveOtherDimension');
          if (isSelfOrBelow(db, org.id, parent.id)) throw new AdminError(400, 'orgMoveIntoItself');
        }
        db.prepare('UPDATE orgs SET parent_id = ? WHERE id = ?').run(parentId, org.id);
      })();
      return done(request, 'orgMoved', request.body.id);
    },
  );

  app.post<{ Body: { id: string; status: 0 | 1 } }>(
    '/api/org/v1/org/setOrgStatus',
    { schema: { body: { type: 'object', required: ['id', 'status'], properties: { id: idSchema, status: { type: 'integer', enum: [0, 1] } } } } },
    async (request) => {
      const { tenantId } = tenantAdmin(db, request);
      db.transaction(() => {
        const org = findOrg(db, tenantId, request.body.id);
        db.prepare('UPDATE orgs SET status = ? WHERE id = ?').run(request.body.status, org.id);
      })();
      return done(request, request.body.status === 1 ? 'orgEnabled' : 'orgDisabled', request.body.id);
    },
  );
}

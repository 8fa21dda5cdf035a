// Posts, roles, jobs and dimensions on the uc host (docs/administration.md): one save call each, which adds a
// record (no id) or changes one (id), for the tenant administrator. The lists are the uc's existing reads
// (getOrgPostPage, getRolePage, getJobPage, dems/getAll).
//   POST /api/org/v1/orgPost/savePost   {id?, code, name, nameEn?, orgId, jobId?, isCharge?}
//   POST /api/role/v1/role/saveRole     {id?, code, name, nameEn?, enabled?, description?}
//   POST /api/job/v1/job/saveJob        {id?, code, name, nameEn?, postLevel?, description?}
//   POST /api/demension/v1/dem/saveDem  {id?, code, name, nameEn?, isDefault?, description?}
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../../db/database';
import { ADMIN_ROLE } from '../../db/users';
import { langOf, localized } from '../../lib/i18n';
import { newId } from '../../lib/ids';
import type { SqlValue } from '../../lib/queryFilter';
import { findOrg } from './orgs';
import { AdminError } from './messages';
import { assertCodeFree, codeSchema, done, idSchema, nameSchema, optionalNameSchema, optionalText, requiredName, tenantAdmin, type CodedTable } from './rights';

interface CodedBody {
  id?: string;
  code: string;
  name: string;
  nameEn?: string;
}

/**
 * Adds or changes one coded record: `columns` are the entity's own columns (trusted names) with their values,
 * `check` runs first inside the same transaction with the stored row when it is a change.
 */
function saveCoded<Body extends CodedBody>(
  db: Db,
  request: FastifyRequest,
  body: Body,
  table: CodedTable,
  columns: (body: Body) => Record<string, SqlValue>,
  check?: (tenantId: string, body: Body, stored: Record<string, unknown> | undefined) => void,
) {
  const { tenantId } = tenantAdmin(db, request);
  const id = body.id || newId();
  db.transaction(() => {
    const stored = body.id ? (db.prepare(`SELECT * FROM ${table} WHERE tenant_id = ? AND id = ?`).get(tenantId, body.id) as Record<string, unknown> | undefined) : undefined;
    if (body.id && !stored) throw new AdminError(404, 'recordNotFound', { id: body.id });
    check?.(tenantId, body, stored);
    assertCodeFree(db, table, tenantId, body.code, body.id);
    const values = { code: body.code, name: requiredName(body.name), name_en: optionalText(body.nameEn), ...columns(body) };
    const names = Object.keys(values);
    if (stored) {
      db.prepare(`UPDATE ${table} SET ${names.map((name) => `${name} = ?`).join(', ')} WHERE id = ?`).run(...Object.values(values), id);
    } else {
      db.prepare(`INSERT INTO ${table} (id, tenant_id, ${names.join(', ')}) VALUES (?, ?, ${names.map(() => '?').join(', ')})`).run(id, tenantId, ...Object.values(values));
    }
  })();
  return done(request, 'saved', id);
}

const codedProperties = { id: { type: 'string', maxLength: 64 }, code: codeSchema, name: nameSchema, nameEn: optionalNameSchema } as const;
const description = { type: 'string', maxLength: 500 } as const;
const bodySchema = (properties: Record<string, unknown>) => ({ schema: { body: { type: 'object', required: ['code', 'name'], properties: { ...codedProperties, ...properties } } } });

export function registerCatalogAdministration(app: FastifyInstance, db: Db): void {
  app.post<{ Body: CodedBody & { orgId: string; jobId?: string; isCharge?: boolean } }>(
    '/api/org/v1/orgPost/savePost',
    { schema: { body: { type: 'object', required: ['code', 'name', 'orgId'], properties: { ...codedProperties, orgId: idSchema, jobId: { type: 'string', maxLength: 64 }, isCharge: { type: 'boolean' } } } } },
    async (request) =>
      saveCoded(
        db,
        request,
        request.body,
        'posts',
        (body) => ({ org_id: body.orgId, job_id: body.jobId || null, is_charge: body.isCharge ? 1 : 0 }),
        (tenantId, body) => {
          const org = findOrg(db, tenantId, body.orgId);
          if (org.status !== 1) throw new AdminError(400, 'orgDisabledParent', { name: localized(langOf(request), org.name, org.name_en) });
          if (body.jobId && !db.prepare('SELECT 1 FROM jobs WHERE tenant_id = ? AND id = ?').get(tenantId, body.jobId)) throw new AdminError(400, 'jobNotFound', { id: body.jobId });
        },
      ),
  );

  app.post<{ Body: CodedBody & { enabled?: boolean; description?: string } }>(
    '/api/role/v1/role/saveRole',
    bodySchema({ enabled: { type: 'boolean' }, description }),
    async (request) =>
      saveCoded(
        db,
        request,
        request.body,
        'roles',
        (body) => ({ enabled: body.enabled === false ? 0 : 1, description: optionalText(body.description) }),
        (_tenantId, body, stored) => {
          // the administrator role decides who may administer: it stays enabled and keeps its code
          const isAdminRole = stored?.code === ADMIN_ROLE || body.code === ADMIN_ROLE;
          if (isAdminRole && (body.enabled === false || (stored && body.code !== ADMIN_ROLE))) throw new AdminError(400, 'adminRoleDisabled');
        },
      ),
  );

  app.post<{ Body: CodedBody & { postLevel?: string; description?: string } }>(
    '/api/job/v1/job/saveJob',
    bodySchema({ postLevel: { type: 'string', maxLength: 30 }, description }),
    async (request) => saveCoded(db, request, request.body, 'jobs', (body) => ({ post_level: optionalText(body.postLevel), description: optionalText(body.description) })),
  );

  app.post<{ Body: CodedBody & { isDefault?: boolean; description?: string } }>(
    '/api/demension/v1/dem/saveDem',
    bodySchema({ isDefault: { type: 'boolean' }, description }),
    async (request) =>
      saveCoded(
        db,
        request,
        request.body,
        'dimensions',
        (body) => ({ is_default: body.isDefault ? 1 : 0, description: optionalText(body.description) }),
        (tenantId, body) => {
          // one default dimension per tenant
          if (body.isDefault) db.prepare('UPDATE dimensions SET is_default = 0 WHERE tenant_id = ?').run(tenantId);
        },
      ),
  );
}

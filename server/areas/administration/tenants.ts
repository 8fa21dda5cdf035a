// Tenant administration on the uc host (docs/administration.md), for the platform administrator only. The list and
// the read are the uc's listJson and getJson (server/routes/tenant.ts); the writes:
//   POST /uc/tenantManage/v1/save       {id?, code, name, nameEn?, nameFront?, nameFrontEn?, admin?: {account, fullname, password}}
//   POST /uc/tenantManage/v1/setStatus  {id, status: 'enable' | 'disable'}
//   POST /uc/tenantManage/v1/saveLogo   {id, logoType: 'logo' | 'ico', fileId}
// A new tenant starts with the platform's password strategy, a default dimension with one root org, the
// administrator role and its administrator, all in the transaction that adds it.
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/database';
import { ADMIN_ROLE, PLATFORM_TENANT_ID } from '../../db/users';
import { newId, nowText } from '../../lib/ids';
import { strategyOf } from '../../lib/password';
import { findFile } from '../../routes/file';
import { findTenant } from '../../routes/tenant';
import { AdminError } from './messages';
import { done, idSchema, nameSchema, optionalNameSchema, optionalText, platformAdmin, requiredName } from './rights';
import { checkedAccount, checkedHash, contactProperties, insertUser } from './users';

/** Lower-case letters, digits and hyphens: the code is part of the tenant's login route /login/{code}. */
const TENANT_CODE_PATTERN = /^[a-z0-9-]{2,20}$/;
/** The images a browser shows as a logo or a favicon (the stored file's type, read from its bytes at upload). */
const IMAGE_TYPES = new Set(['image/png', 'image/jpeg', 'image/gif', 'image/webp', 'image/svg+xml']);

interface TenantBody {
  id?: string;
  code: string;
  name: string;
  nameEn?: string;
  nameFront?: string;
  nameFrontEn?: string;
  admin?: { account: string; fullname: string; password: string };
}

function storedTenant(db: Db, id: string) {
  const tenant = findTenant(db, id);
  if (!tenant) throw new AdminError(404, 'tenantNotFound', { id });
  return tenant;
}

/** The first records of a new tenant: what its administrator needs to sign in and build the directory. */
function insertTenant(db: Db, id: string, body: TenantBody, admin: { account: string; fullname: string; passwordHash: string }): void {
  const name = requiredName(body.name);
  db.prepare('INSERT INTO tenants (id, code, name, name_en, name_front, name_front_en, status, create_time) VALUES (?, ?, ?, ?, ?, ?, ?, ?)').run(
    id,
    body.code,
    name,
    optionalText(body.nameEn),
    optionalText(body.nameFront),
    optionalText(body.nameFrontEn),
    'enable',
    nowText(),
  );
  const strategy = strategyOf(db, PLATFORM_TENANT_ID);
  db.prepare('INSERT INTO pwd_strategies (tenant_id, enable, pwd_rule, pwd_length, duration) VALUES (?, ?, ?, ?, ?)').run(id, strategy.enable, strategy.pwdRule, strategy.pwdLength, strategy.duration);
  const demId = newId();
  db.prepare('INSERT INTO dimensions (id, tenant_id, code, name, name_en, is_default) VALUES (?, ?, ?, ?, ?, 1)').run(demId, id, 'default', '行政维度', 'Administrative');
  db.prepare('INSERT INTO orgs (id, tenant_id, dem_id, parent_id, code, name, name_en, grade, sn, status) VALUES (?, ?, ?, NULL, ?, ?, ?, ?, 1, 1)').run(
    newId(),
    id,
    demId,
    body.code,
    name,
    optionalText(body.nameEn),
    'company',
  );
  const roleId = newId();
  db.prepare('INSERT INTO roles (id, tenant_id, code, name, name_en) VALUES (?, ?, ?, ?, ?)').run(roleId, id, ADMIN_ROLE, '系统管理员', 'System Administrator');
  const userId = newId();
  insertUser(db, id, { id: userId, ...admin });
  db.prepare('INSERT INTO user_roles (user_id, role_id) VALUES (?, ?)').run(userId, roleId);
}

const adminSchema = {
  type: 'object',
  required: ['account', 'fullname', 'password'],
  properties: { account: { type: 'string', minLength: 1, maxLength: 64 }, fullname: contactProperties.fullname, password: { type: 'string', minLength: 1, maxLength: 256 } },
} as const;

export function registerTenantAdministration(app: FastifyInstance, db: Db): void {
  app.post<{ Body: TenantBody }>(
    '/uc/tenantManage/v1/save',
    {
      schema: {
        body: {
          type: 'object',
          required: ['code', 'name'],
          properties: {
            id: { type: 'string', maxLength: 64 },
            code: { type: 'string', minLength: 1, maxLength: 64 },
            name: nameSchema,
            nameEn: optionalNameSchema,
            nameFront: optionalNameSchema,
            nameFrontEn: optionalNameSchema,
            admin: adminSchema,
          },
        },
      },
    },
    async (request) => {
      platformAdmin(db, request);
      const body = { ...request.body, code: request.body.code.trim() };
      if (body.id) {
        const id = body.id;
        db.transaction(() => {
          const tenant = storedTenant(db, id);
          // the code is the tenant's login route and stays
          db.prepare('UPDATE tenants SET name = ?, name_en = ?, name_front = ?, name_front_en = ? WHERE id = ?').run(
            requiredName(body.name),
            optionalText(body.nameEn),
            optionalText(body.nameFront),
            optionalText(body.nameFrontEn),
            tenant.id,
          );
        })();
        return done(request, 'saved', id);
      }
      if (!TENANT_CODE_PATTERN.test(body.code) || body.code === 'platform') throw new AdminError(400, 'tenantCodeFormat');
      if (!body.admin) throw new AdminError(400, 'tenantAdminRequired');
      const account = checkedAccount(body.admin.account);
      // the new tenant copies the platform's strategy, so its administrator's password is checked against that
      const passwordHash = await checkedHash(db, PLATFORM_TENANT_ID, body.admin.password);
      const id = newId();
      db.transaction(() => {
        if (db.prepare('SELECT 1 FROM tenants WHERE lower(code) = lower(?)').get(body.code)) throw new AdminError(400, 'codeExists', { code: body.code });
        insertTenant(db, id, body, { account, fullname: body.admin!.fullname, passwordHash });
      })();
      return done(request, 'tenantAdded', id);
    },
  );

  app.post<{ Body: { id: string; status: 'enable' | 'disable' } }>(
    '/uc/tenantManage/v1/setStatus',
    { schema: { body: { type: 'object', required: ['id', 'status'], properties: { id: idSchema, status: { type: 'string', enum: ['enable', 'disable'] } } } } },
    async (request) => {
      platformAdmin(db, request);
      const { id, status } = request.body;
      db.transaction(() => {
        const tenant = storedTenant(db, id);
        if (tenant.id === PLATFORM_TENANT_ID) throw new AdminError(400, 'platformTenantFixed');
        // A disabled tenant's users can no longer sign in, and their tokens stop working at once (lib/auth.ts).
        db.prepare('UPDATE tenants SET status = ? WHERE id = ?').run(status, tenant.id);
      })();
      return done(request, status === 'enable' ? 'tenantEnabled' : 'tenantDisabled', id);
    },
  );

  app.post<{ Body: { id: string; logoType: 'logo' | 'ico'; fileId: string } }>(
    '/uc/tenantManage/v1/saveLogo',
    {
      schema: {
        body: { type: 'object', required: ['id', 'logoType', 'fileId'], properties: { id: idSchema, logoType: { type: 'string', enum: ['logo', 'ico'] }, fileId: idSchema } },
      },
    },
    async (request) => {
      const auth = platformAdmin(db, request);
      const { id, logoType, fileId } = request.body;
      db.transaction(() => {
        const tenant = storedTenant(db, id);
        const file = findFile(db, auth.tenantId, fileId);
        if (!file || file.owner_id !== auth.userId || !IMAGE_TYPES.has(file.content_type)) throw new AdminError(400, 'logoInvalid');
        // the bytes are copied: getLogoFile is public, the uploaded file stays private to its owner
        db.prepare(
          `INSERT INTO logos (tenant_id, logo_type, file_name, content_type, data) VALUES (?, ?, ?, ?, ?)
           ON CONFLICT (tenant_id, logo_type) DO UPDATE SET file_name = excluded.file_name, content_type = excluded.content_type, data = excluded.data`,
        ).run(tenant.id, logoType, file.file_name, file.content_type, file.data);
      })();
      return done(request, 'saved', id);
    },
  );
}

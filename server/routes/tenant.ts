// Tenants (uc host): look-up by code for the login page, the platform administrator's tenant list, one tenant.
// The writes are the administration area's (server/areas/administration/tenants.ts).
import type { FastifyInstance } from 'fastify';
import { sessionOf } from '../lib/auth';
import type { AppContext } from '../lib/context';
import { forbidden, notFound } from '../lib/errors';
import { langOf, localized, type Lang } from '../lib/i18n';
import { queryFilterSchema, queryPage, type QueryFilter } from '../lib/queryFilter';
import { tenantIdByCode } from '../lib/tenant';
import type { Db } from '../db/database';
import { isAdmin, PLATFORM_TENANT_ID } from '../db/users';

export interface TenantRow {
  id: string;
  code: string;
  name: string;
  name_en: string | null;
  name_front: string | null;
  name_front_en: string | null;
  status: string;
  create_time: string;
}

export const logoUrl = (logoType: 'logo' | 'ico', tenantId: string) =>
  `/system/file/v1/getLogoFile?logoType=${logoType}&tenantId=${encodeURIComponent(tenantId)}`;

/** ico is a JSON list of files, as the Hotent tenant stores it; frontLogo is the logo's URL. */
export function icoList(db: Db, tenantId: string): string {
  const row = db.prepare('SELECT file_name FROM logos WHERE tenant_id = ? AND logo_type = ?').get(tenantId, 'ico') as { file_name: string } | undefined;
  return JSON.stringify(row ? [{ id: `${tenantId}-ico`, name: row.file_name, url: logoUrl('ico', tenantId) }] : []);
}

export function toTenantDto(db: Db, row: TenantRow, lang: Lang) {
  const name = localized(lang, row.name, row.name_en);
  return {
    id: row.id,
    code: row.code,
    name,
    nameFront: row.name_front ? localized(lang, row.name_front, row.name_front_en) : name,
    frontLogo: logoUrl('logo', row.id),
    ico: icoList(db, row.id),
    status: row.status,
    createTime: row.create_time,
  };
}

/** The platform administrator's view: also the stored names in both languages, for the edit dialog. */
export function toAdminTenantDto(db: Db, row: TenantRow, lang: Lang) {
  return { ...toTenantDto(db, row, lang), nameZh: row.name, nameEn: row.name_en, nameFrontZh: row.name_front, nameFrontEn: row.name_front_en };
}

export function findTenant(db: Db, id: string): TenantRow | undefined {
  return db.prepare('SELECT * FROM tenants WHERE id = ?').get(id) as TenantRow | undefined;
}

export function registerTenantRoutes(app: FastifyInstance, { db }: AppContext) {
  app.get<{ Querystring: { code?: string } }>(
    '/uc/tenantManage/v1/getTenantByCode',
    { config: { access: 'public' }, schema: { querystring: { type: 'object', properties: { code: { type: 'string', maxLength: 64 } } } } },
    async (request) => {
      const id = tenantIdByCode(db, request.query.code);
      const row = id === undefined ? undefined : findTenant(db, id);
      if (!row) throw notFound('tenantNotFound');
      return toTenantDto(db, row, langOf(request));
    },
  );

  app.post<{ Body: QueryFilter }>('/uc/tenantManage/v1/listJson', { schema: { body: queryFilterSchema } }, async (request) => {
    const auth = sessionOf(request);
    // Tenants are managed on the platform only.
    if (auth.tenantId !== PLATFORM_TENANT_ID || !isAdmin(db, auth.userId)) throw forbidden();
    const lang = langOf(request);
    const nameSql = lang === 'en-US' ? 'COALESCE(t.name_en, t.name)' : 't.name';
    return queryPage(db, { ...request.body, pageBean: { pageSize: 20, ...request.body?.pageBean } }, {
      select: 't.*',
      from: 'tenants t',
      where: '1 = 1',
      params: [],
      columns: { id: 't.id', name: nameSql, code: 't.code', status: 't.status', createTime: 't.create_time' },
      defaultOrder: 't.create_time, t.code',
      map: (row: TenantRow) => toAdminTenantDto(db, row, lang),
    });
  });

  app.get<{ Querystring: { id: string } }>(
    '/uc/tenantManage/v1/getJson',
    { schema: { querystring: { type: 'object', required: ['id'], properties: { id: { type: 'string', minLength: 1, maxLength: 64 } } } } },
    async (request) => {
      const auth = sessionOf(request);
      const platformAdmin = auth.tenantId === PLATFORM_TENANT_ID && isAdmin(db, auth.userId);
      if (!platformAdmin && request.query.id !== auth.tenantId) throw forbidden();
      const row = findTenant(db, request.query.id);
      if (!row) throw notFound('tenantNotFound');
      return toTenantDto(db, row, langOf(request));
    },
  );
}

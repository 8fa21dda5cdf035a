// Directory calls of the uc host: dimensions, orgs, posts, roles, jobs and users with their main org/post.
import type { FastifyInstance } from 'fastify';
import { sessionOf } from '../lib/auth';
import type { AppContext } from '../lib/context';
import { notFound } from '../lib/errors';
import { langOf, localized, type Lang } from '../lib/i18n';
import { queryFilterSchema, queryPage, type QueryFilter } from '../lib/queryFilter';
import { orgPath, toOrgDto, type OrgRow } from '../db/orgs';
import { currentPost, findUserById, toUserDto, userPosts, type UserRow } from '../db/users';

interface DimensionRow {
  id: string;
  code: string;
  name: string;
  name_en: string | null;
  is_default: number;
  description: string | null;
}

/** SQL of a bilingual name column in the caller's language (trusted: only the column name is interpolated). */
const nameSql = (lang: Lang, table: string) => (lang === 'en-US' ? `COALESCE(${table}.name_en, ${table}.name)` : `${table}.name`);

export function registerOrgRoutes(app: FastifyInstance, { db }: AppContext) {
  const dimensions = (tenantId: string, lang: Lang) =>
    (db.prepare('SELECT * FROM dimensions WHERE tenant_id = ? ORDER BY is_default DESC, id').all(tenantId) as DimensionRow[]).map((d) => {
      const name = localized(lang, d.name, d.name_en);
      return { id: d.id, code: d.code, name, demName: name, nameZh: d.name, nameEn: d.name_en ?? '', isDefault: d.is_default === 1, description: d.description ?? '' };
    });

  app.get('/api/demension/v1/dems/getAll', async (request) => dimensions(sessionOf(request).tenantId, langOf(request)));
  app.post('/api/demension/v1/dems/getDemListAll', async (request) => dimensions(sessionOf(request).tenantId, langOf(request)));

  app.post<{ Body: { demId: string; parentId?: string } }>(
    '/api/org/v1/orgs/getByParentAndDem',
    {
      schema: {
        body: {
          type: 'object',
          required: ['demId'],
          properties: { demId: { type: 'string', minLength: 1, maxLength: 64 }, parentId: { type: 'string', maxLength: 64 } },
        },
      },
    },
    async (request) => {
      const { tenantId } = sessionOf(request);
      const parentId = request.body.parentId?.trim();
      // disabled orgs (administration area) are left out of the directory's tree, with everything below them
      const rows = (
        !parentId || parentId === '0'
          ? db.prepare('SELECT * FROM orgs WHERE tenant_id = ? AND dem_id = ? AND parent_id IS NULL AND status = 1 ORDER BY sn, id').all(tenantId, request.body.demId)
          : db.prepare('SELECT * FROM orgs WHERE tenant_id = ? AND dem_id = ? AND parent_id = ? AND status = 1 ORDER BY sn, id').all(tenantId, request.body.demId, parentId)
      ) as OrgRow[];
      return rows.map((row) => toOrgDto(db, row, langOf(request)));
    },
  );

  app.get('/api/org/v1/org/getOrgMaster', async (request) => {
    const auth = sessionOf(request);
    const user = findUserById(db, auth.tenantId, auth.userId);
    const master = user ? userPosts(db, user.id, langOf(request)).find((p) => p.isMaster) : undefined;
    const org = master && (db.prepare('SELECT * FROM orgs WHERE id = ?').get(master.orgId) as OrgRow | undefined);
    if (!org) throw notFound('orgMasterNotFound');
    return toOrgDto(db, org, langOf(request));
  });

  const listSchema = { schema: { body: queryFilterSchema } };

  app.post<{ Body: QueryFilter }>('/api/org/v1/orgs/getOrgPage', listSchema, async (request) => {
    const lang = langOf(request);
    return queryPage(db, request.body, {
      select: 'o.*',
      from: 'orgs o',
      where: 'o.tenant_id = ?',
      params: [sessionOf(request).tenantId],
      columns: { id: 'o.id', name: nameSql(lang, 'o'), code: 'o.code', demId: 'o.dem_id', parentId: 'o.parent_id', grade: 'o.grade', orderNo: { sql: 'o.sn', type: 'number' } },
      defaultOrder: 'o.dem_id, o.sn, o.id',
      map: (row: OrgRow) => toOrgDto(db, row, lang),
    });
  });

  app.post<{ Body: QueryFilter }>('/api/org/v1/orgPosts/getOrgPostPage', listSchema, async (request) => {
    const lang = langOf(request);
    type PostRow = { id: string; code: string; name: string; name_en: string | null; is_charge: number; org_id: string; org_name: string; org_name_en: string | null; job_id: string | null; job_name: string | null; job_name_en: string | null };
    return queryPage(db, request.body, {
      select: 'p.id, p.code, p.name, p.name_en, p.is_charge, o.id AS org_id, o.name AS org_name, o.name_en AS org_name_en, j.id AS job_id, j.name AS job_name, j.name_en AS job_name_en',
      from: 'posts p JOIN orgs o ON o.id = p.org_id LEFT JOIN jobs j ON j.id = p.job_id',
      where: 'p.tenant_id = ?',
      params: [sessionOf(request).tenantId],
      columns: {
        id: 'p.id',
        name: nameSql(lang, 'p'),
        code: 'p.code',
        orgId: 'o.id',
        orgName: nameSql(lang, 'o'),
        jobId: 'j.id',
        isCharge: { sql: 'p.is_charge', type: 'boolean' },
      },
      defaultOrder: 'p.id',
      map: (row: PostRow) => ({
        id: row.id,
        code: row.code,
        name: localized(lang, row.name, row.name_en),
        orgId: row.org_id,
        orgName: localized(lang, row.org_name, row.org_name_en),
        pathName: orgPath(db, row.org_id, lang).pathName,
        jobId: row.job_id ?? '',
        jobName: row.job_name ? localized(lang, row.job_name, row.job_name_en) : '',
        isCharge: row.is_charge === 1,
      }),
    });
  });

  app.post<{ Body: QueryFilter }>('/api/role/v1/roles/getRolePage', listSchema, async (request) => {
    const lang = langOf(request);
    type RoleRow = { id: string; code: string; name: string; name_en: string | null; enabled: number; description: string | null };
    return queryPage(db, request.body, {
      select: 'r.*',
      from: 'roles r',
      where: 'r.tenant_id = ?',
      params: [sessionOf(request).tenantId],
      columns: { id: 'r.id', name: nameSql(lang, 'r'), code: 'r.code', enabled: { sql: 'r.enabled', type: 'boolean' } },
      defaultOrder: 'r.id',
      map: (row: RoleRow) => ({ id: row.id, code: row.code, name: localized(lang, row.name, row.name_en), nameZh: row.name, nameEn: row.name_en ?? '', enabled: row.enabled === 1, description: row.description ?? '' }),
    });
  });

  app.post<{ Body: QueryFilter }>('/api/job/v1/jobs/getJobPage', listSchema, async (request) => {
    const lang = langOf(request);
    type JobRow = { id: string; code: string; name: string; name_en: string | null; post_level: string | null; description: string | null };
    return queryPage(db, request.body, {
      select: 'j.*',
      from: 'jobs j',
      where: 'j.tenant_id = ?',
      params: [sessionOf(request).tenantId],
      columns: { id: 'j.id', name: nameSql(lang, 'j'), code: 'j.code', postLevel: 'j.post_level' },
      defaultOrder: 'j.id',
      map: (row: JobRow) => ({ id: row.id, code: row.code, name: localized(lang, row.name, row.name_en), nameZh: row.name, nameEn: row.name_en ?? '', postLevel: row.post_level ?? '', description: row.description ?? '' }),
    });
  });

  app.post<{ Body: QueryFilter }>('/api/user/v1/users/queryUserWithMainOrgPost', listSchema, async (request) => {
    const lang = langOf(request);
    return queryPage(db, request.body, {
      select: 'u.*',
      from: `users u
             LEFT JOIN user_posts up ON up.user_id = u.id AND up.is_master = 1
             LEFT JOIN posts p ON p.id = up.post_id
             LEFT JOIN orgs o ON o.id = p.org_id`,
      where: 'u.tenant_id = ?',
      params: [sessionOf(request).tenantId],
      columns: {
        id: 'u.id',
        account: 'u.account',
        fullname: 'u.fullname',
        email: 'u.email',
        mobile: 'u.mobile',
        sex: 'u.sex',
        status: { sql: 'u.status', type: 'number' },
        userNumber: 'u.user_number',
        orgId: 'o.id',
        orgName: nameSql(lang, 'o'),
        postId: 'p.id',
        postName: nameSql(lang, 'p'),
      },
      defaultOrder: 'u.user_number, u.id',
      map: (row: UserRow) => {
        const main = currentPost(userPosts(db, row.id, lang).filter((p) => p.isMaster), null);
        return {
          ...toUserDto(row),
          orgId: main?.orgId ?? '',
          orgName: main?.orgName ?? '',
          postId: main?.postId ?? '',
          postName: main?.postName ?? '',
          pathName: main?.pathName ?? '',
        };
      },
    });
  });
}

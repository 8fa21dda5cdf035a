// The directory's reads on the uc host, for every signed-in user of a tenant (tenant from the token):
//   POST /api/org/v1/orgUsers/getOrgUserPage  body QueryFilter (querys orgId = the org's members, fullname,
//        account, initials, mobile, email) → PageList of the active users with their posts in that org (else
//        their master post)
//   GET  /api/user/v1/user/getUserCard?account=<account or id> → the user card: contact, posts, roles, leader
// The tree itself is the uc's dems/getAll and orgs/getByParentAndDem (server/routes/org.ts).
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/database';
import { currentPost, findUserByAccountOrId, userName, userPosts, userRoles, type UserPost } from '../../db/users';
import { leadersOf } from '../../engine/assignees';
import { sessionOf } from '../../lib/auth';
import { langOf, type Lang } from '../../lib/i18n';
import { queryFilterSchema, queryPage, type QueryFilter } from '../../lib/queryFilter';
import { DirectoryError } from './messages';

interface DirectoryUserRow {
  id: string;
  account: string;
  fullname: string;
  fullname_en: string | null;
  initials: string | null;
  mobile: string | null;
  phone: string | null;
  email: string | null;
}

const postOf = (post: UserPost) => ({
  postId: post.postId,
  postName: post.postName,
  postCode: post.postCode,
  orgId: post.orgId,
  orgName: post.orgName,
  pathName: post.pathName,
  jobName: post.jobName,
  isMaster: post.isMaster,
  isCharge: post.isCharge,
});

const contactOf = (row: DirectoryUserRow, lang: Lang) => ({
  id: row.id,
  account: row.account,
  fullname: userName(lang, row),
  initials: row.initials ?? '',
  mobile: row.mobile ?? '',
  phone: row.phone ?? '',
  email: row.email ?? '',
});

/** The users of an org (any of their posts there), or of the whole tenant; active users only. */
function orgUserPage(db: Db, tenantId: string, filter: QueryFilter, lang: Lang) {
  const orgQuery = filter.querys?.find((field) => field.property === 'orgId');
  const orgId = orgQuery && orgQuery.value !== undefined && orgQuery.value !== '' ? String(orgQuery.value) : undefined;
  if (orgId && !db.prepare('SELECT 1 FROM orgs WHERE id = ? AND tenant_id = ?').get(orgId, tenantId)) throw new DirectoryError(404, 'orgNotFound', { id: orgId });
  const rest = { ...filter, querys: filter.querys?.filter((field) => field !== orgQuery) };
  return queryPage(db, rest, {
    select: 'u.id, u.account, u.fullname, u.fullname_en, u.initials, u.mobile, u.phone, u.email',
    from: 'users u',
    where: orgId
      ? 'u.tenant_id = ? AND u.status = 1 AND u.id IN (SELECT up.user_id FROM user_posts up JOIN posts p ON p.id = up.post_id WHERE p.org_id = ?)'
      : 'u.tenant_id = ? AND u.status = 1',
    params: orgId ? [tenantId, orgId] : [tenantId],
    columns: { fullname: 'u.fullname', account: 'u.account', initials: 'u.initials', mobile: 'u.mobile', email: 'u.email' },
    defaultOrder: 'u.user_number, u.account',
    map: (row: DirectoryUserRow) => {
      const posts = userPosts(db, row.id, lang);
      const shown = orgId ? posts.filter((post) => post.orgId === orgId) : posts.filter((post) => post.isMaster);
      return {
        ...contactOf(row, lang),
        orgName: shown[0]?.orgName ?? '',
        postName: shown.map((post) => post.postName).join(', '),
        isCharge: shown.some((post) => post.isCharge),
      };
    },
  });
}

export function registerDirectoryRoutes(app: FastifyInstance, db: Db): void {
  app.post<{ Body: QueryFilter }>('/api/org/v1/orgUsers/getOrgUserPage', { schema: { body: queryFilterSchema } }, async (request) =>
    orgUserPage(db, sessionOf(request).tenantId, request.body, langOf(request)),
  );

  app.get<{ Querystring: { account: string } }>(
    '/api/user/v1/user/getUserCard',
    { schema: { querystring: { type: 'object', required: ['account'], properties: { account: { type: 'string', minLength: 1, maxLength: 64 } } } } },
    async (request) => {
      const lang = langOf(request);
      const key = request.query.account.trim();
      const user = findUserByAccountOrId(db, sessionOf(request).tenantId, key);
      if (!user || user.status !== 1) throw new DirectoryError(404, 'userNotFound', { key });
      const row = db.prepare('SELECT id, account, fullname, fullname_en, initials, mobile, phone, email FROM users WHERE id = ?').get(user.id) as DirectoryUserRow;
      const posts = userPosts(db, user.id, lang);
      const [leader] = leadersOf(db, currentPost(posts, user.current_post_id)?.orgId, user.id);
      const leaderRow = leader && findUserByAccountOrId(db, user.tenant_id, leader.id);
      return {
        ...contactOf(row, lang),
        posts: posts.map(postOf),
        roles: userRoles(db, user.id, lang),
        leader: leaderRow ? { id: leaderRow.id, account: leaderRow.account, fullname: userName(lang, leaderRow) } : null,
      };
    },
  );
}

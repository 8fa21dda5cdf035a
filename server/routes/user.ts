// Current user, user detail, post switch and password calls of the uc host.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sessionOf } from '../lib/auth';
import type { AppContext } from '../lib/context';
import { forbidden, notFound } from '../lib/errors';
import { langOf, t, type Lang } from '../lib/i18n';
import { nowText } from '../lib/ids';
import { hashPassword, passwordProblem, strategyOf, verifyPassword } from '../lib/password';
import { requestTenantId } from '../lib/tenant';
import type { Db } from '../db/database';
import {
  currentPost,
  findUserByAccount,
  findUserByAccountOrId,
  findUserById,
  isAdmin,
  PLATFORM_TENANT_ID,
  toUserDto,
  userPosts,
  userRoles,
  type UserRow,
} from '../db/users';

const accountSchema = { type: 'string', minLength: 1, maxLength: 64 } as const;

/** The user-detail map (superset of EIP getUserDetailByAccountOrId); org/post hold the CURRENT post. */
function userDetail(db: Db, user: UserRow, lang: Lang) {
  const posts = userPosts(db, user.id, lang);
  const current = currentPost(posts, user.current_post_id);
  const roles = userRoles(db, user.id, lang);
  const orgs = [...new Map(posts.map((p) => [p.orgId, { orgId: p.orgId, orgName: p.orgName, orgCode: p.orgCode, pathName: p.pathName }])).values()];
  return {
    user: toUserDto(user),
    org: current
      ? {
          [current.orgId]: {
            orgId: current.orgId,
            orgName: current.orgName,
            orgCode: current.orgCode,
            pathName: current.pathName,
            demName: current.demName,
            isMaster: current.isMaster,
            isCharge: current.isCharge,
          },
        }
      : {},
    post: current
      ? {
          [current.postId]: {
            postId: current.postId,
            postName: current.postName,
            postCode: current.postCode,
            orgId: current.orgId,
            orgName: current.orgName,
            pathName: current.pathName,
            isMaster: current.isMaster,
            isCharge: current.isCharge,
          },
        }
      : {},
    role: roles.at(-1)?.name ?? '',
    roles,
    orgs,
    posts: posts.map((p) => ({ postId: p.postId, postName: p.postName, postCode: p.postCode, pathName: p.pathName })),
    rank: { fpostLevel: user.post_level ?? '', frank: user.rank ?? '', fmgrRank: user.mgr_rank ?? '' },
  };
}

export function registerUserRoutes(app: FastifyInstance, { db, tokens }: AppContext) {
  const caller = (request: FastifyRequest): UserRow => {
    const auth = sessionOf(request);
    const user = findUserById(db, auth.tenantId, auth.userId);
    if (!user) throw notFound('userNotFound');
    return user;
  };

  /** A user of the caller's tenant that the caller may see in detail: themselves, or anyone for an administrator. */
  const visibleUser = (request: FastifyRequest, key: string | undefined): UserRow => {
    const self = caller(request);
    if (!key || key === self.account || key === self.id) return self;
    if (!isAdmin(db, self.id)) throw forbidden();
    const user = findUserByAccountOrId(db, self.tenant_id, key);
    if (!user) throw notFound('userNotFound');
    return user;
  };

  app.post('/api/user/v1/user/getByAccount', async (request) => toUserDto(caller(request)));

  app.get<{ Querystring: { account?: string } }>(
    '/api/user/v1/user/getDetailByAccountOrId',
    { schema: { querystring: { type: 'object', properties: { account: { type: 'string', maxLength: 64 } } } } },
    async (request) => userDetail(db, visibleUser(request, request.query.account), langOf(request)),
  );

  app.post<{ Body: string[] }>(
    '/uc/special/v1/queryAllByFUsernameIn',
    { schema: { body: { type: 'array', maxItems: 1000, items: accountSchema } } },
    async (request) => {
      const auth = sessionOf(request);
      const rows = db
        .prepare('SELECT * FROM users WHERE tenant_id = ? AND account IN (SELECT value FROM json_each(?)) ORDER BY account')
        .all(auth.tenantId, JSON.stringify(request.body)) as UserRow[];
      return rows.map(toUserDto);
    },
  );

  app.get<{ Querystring: { userId?: string } }>(
    '/uc/special/change/getPost',
    { schema: { querystring: { type: 'object', properties: { userId: { type: 'string', maxLength: 64 } } } } },
    async (request) => {
      const user = visibleUser(request, request.query.userId);
      const posts = userPosts(db, user.id, langOf(request));
      const current = currentPost(posts, user.current_post_id);
      return posts.map((p) => ({
        postId: p.postId,
        postName: p.postName,
        postCode: p.postCode,
        orgId: p.orgId,
        orgName: p.orgName,
        pathName: p.pathName,
        isMaster: p.isMaster,
        isCurrent: p.postId === current?.postId,
        // The Hotent front shows the post in use as disabled (not selectable again).
        disabled: p.postId === current?.postId,
      }));
    },
  );

  app.get<{ Querystring: { userId?: string; postCode: string } }>(
    '/uc/special/change/changePost',
    {
      schema: {
        querystring: {
          type: 'object',
          required: ['postCode'],
          properties: { userId: { type: 'string', maxLength: 64 }, postCode: { type: 'string', minLength: 1, maxLength: 64 } },
        },
      },
    },
    async (request) => {
      const user = visibleUser(request, request.query.userId);
      const post = userPosts(db, user.id, langOf(request)).find((p) => p.postCode === request.query.postCode);
      if (!post) return { state: false, message: t(request, 'postNotFound') };
      db.prepare('UPDATE users SET current_post_id = ? WHERE id = ?').run(post.postId, user.id);
      return { state: true, message: t(request, 'changePostOk'), value: post.postId };
    },
  );

  app.get('/api/pwdStrategy/v1/getDefault', { config: { access: 'optional' } }, async (request) => {
    const tenantId = requestTenantId(db, request) ?? PLATFORM_TENANT_ID;
    return { tenantId, ...strategyOf(db, tenantId) };
  });

  app.post<{ Body: { account: string; oldPwd: string; newPwd: string } }>(
    '/api/user/v1/user/changUserPsd',
    {
      // Anonymous callers (forced reset page) and password-change tokens are allowed: the old password proves who it is.
      config: { access: 'optional' },
      schema: {
        body: {
          type: 'object',
          required: ['account', 'oldPwd', 'newPwd'],
          properties: {
            account: accountSchema,
            oldPwd: { type: 'string', minLength: 1, maxLength: 256 },
            newPwd: { type: 'string', minLength: 1, maxLength: 256 },
          },
        },
      },
    },
    async (request) => {
      const { account, oldPwd, newPwd } = request.body;
      const auth = request.auth;
      if (auth && auth.account !== account) throw forbidden('onlyOwnPassword');
      const tenantId = requestTenantId(db, request);
      const user = tenantId === undefined ? undefined : findUserByAccount(db, tenantId, account);
      if (!(await verifyPassword(oldPwd, user?.password)) || !user) return { state: false, message: t(request, 'oldPasswordWrong') };
      if (user.status !== 1) return { state: false, message: t(request, user.status === -1 ? 'accountNotActivated' : 'accountDisabled') };
      const problem = passwordProblem(newPwd, strategyOf(db, user.tenant_id));
      if (problem) return { state: false, message: t(request, problem.key, problem.params) };
      db.prepare('UPDATE users SET password = ?, must_change_pwd = 0, pwd_create_time = ? WHERE id = ?').run(
        await hashPassword(newPwd),
        nowText(),
        user.id,
      );
      // A forced-reset token has done its job.
      if (auth?.scope === 'passwordChange') tokens.revoke(auth);
      return { state: true, message: t(request, 'passwordChanged') };
    },
  );
}

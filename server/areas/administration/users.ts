// User administration on the uc host (docs/administration.md), for the tenant administrator:
//   GET  /api/user/v1/user/getAdminDetail?id=      {user, posts:[{postId, postName, orgName, pathName, isMaster}], roles:[{id, code, name}]}
//   POST /api/user/v1/user/addUser                 {account, fullname, password, email?, mobile?, phone?, sex?, address?, postIds?, masterPostId?, roleIds?}
//   PUT  /api/user/v1/user/updateUser              {id, fullname, email?, mobile?, phone?, sex?, address?, postIds?, masterPostId?, roleIds?}
//   POST /api/user/v1/user/setUserStatus           {id, status: 1 | 0}
//   POST /api/user/v1/user/resetPassword           {id, password}  (the tenant's password strategy; must change at next sign-in)
//   POST /api/user/v1/user/saveUserPosts           {id, postIds, masterPostId?}
//   POST /api/user/v1/user/saveUserRoles           {id, roleIds}
// The last active administrator of a tenant can neither be disabled nor lose the administrator role.
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/database';
import { ADMIN_ROLE, findUserById, toUserDto, userPosts, userRoles, type UserRow } from '../../db/users';
import { badRequest } from '../../lib/errors';
import { langOf, localized } from '../../lib/i18n';
import { newId, nowText } from '../../lib/ids';
import { hashPassword, passwordProblem, strategyOf } from '../../lib/password';
import { pinyinInitials } from '../directory/pinyin';
import { AdminError } from './messages';
import { done, idSchema, requiredName, tenantAdmin } from './rights';

/** 01-foundation §5: letters, digits, underscore or hyphen, 2 to 20 characters. */
const ACCOUNT_PATTERN = /^[A-Za-z0-9_-]{2,20}$/;

const idListSchema = { type: 'array', maxItems: 100, uniqueItems: true, items: idSchema } as const;
export const contactProperties = {
  fullname: { type: 'string', minLength: 1, maxLength: 50 },
  email: { type: 'string', maxLength: 100 },
  mobile: { type: 'string', maxLength: 30 },
  phone: { type: 'string', maxLength: 30 },
  sex: { type: 'string', enum: ['', 'male', 'female'] },
  address: { type: 'string', maxLength: 200 },
} as const;
const passwordSchema = { type: 'string', minLength: 1, maxLength: 256 } as const;

export interface Contact {
  fullname: string;
  email?: string;
  mobile?: string;
  phone?: string;
  sex?: '' | 'male' | 'female';
  address?: string;
}

const orNull = (text: string | undefined) => (text?.trim() ? text.trim() : null);

function findUser(db: Db, tenantId: string, id: string): UserRow {
  const user = findUserById(db, tenantId, id);
  if (!user) throw new AdminError(404, 'userNotFound', { id });
  return user;
}

/** Active users of the tenant other than `userId` who hold the enabled administrator role. */
function otherActiveAdmins(db: Db, tenantId: string, userId: string): number {
  const row = db
    .prepare(
      `SELECT COUNT(DISTINCT u.id) AS n FROM users u JOIN user_roles ur ON ur.user_id = u.id JOIN roles r ON r.id = ur.role_id
       WHERE u.tenant_id = ? AND u.status = 1 AND r.code = ? AND r.enabled = 1 AND u.id <> ?`,
    )
    .get(tenantId, ADMIN_ROLE, userId) as { n: number };
  return row.n;
}

function isActiveAdmin(db: Db, user: UserRow): boolean {
  return user.status === 1 && userRoles(db, user.id, 'zh-CN').some((role) => role.code === ADMIN_ROLE);
}

/** Refuses a change that would leave the tenant without an active administrator. */
function keepAnAdministrator(db: Db, user: UserRow): void {
  if (isActiveAdmin(db, user) && otherActiveAdmins(db, user.tenant_id, user.id) === 0) throw new AdminError(400, 'lastAdministrator');
}

/** Checks every post (of the tenant, in an enabled org) and writes the user's posts; the master is one of them. */
function writePosts(db: Db, user: { id: string; tenantId: string }, postIds: readonly string[], masterPostId: string | undefined, lang: 'zh-CN' | 'en-US'): void {
  for (const postId of postIds) {
    const post = db
      .prepare('SELECT o.status AS org_status, o.name AS org_name, o.name_en AS org_name_en FROM posts p JOIN orgs o ON o.id = p.org_id WHERE p.tenant_id = ? AND p.id = ?')
      .get(user.tenantId, postId) as { org_status: number; org_name: string; org_name_en: string | null } | undefined;
    if (!post) throw new AdminError(400, 'postNotFound', { id: postId });
    if (post.org_status !== 1) throw new AdminError(400, 'postInDisabledOrg', { name: localized(lang, post.org_name, post.org_name_en) });
  }
  const master = masterPostId || postIds[0];
  if (master && !postIds.includes(master)) throw new AdminError(400, 'masterPostNotAssigned');
  db.prepare('DELETE FROM user_posts WHERE user_id = ?').run(user.id);
  const insert = db.prepare('INSERT INTO user_posts (user_id, post_id, is_master) VALUES (?, ?, ?)');
  for (const postId of postIds) insert.run(user.id, postId, postId === master ? 1 : 0);
  db.prepare('UPDATE users SET current_post_id = NULL WHERE id = ? AND current_post_id NOT IN (SELECT post_id FROM user_posts WHERE user_id = ?)').run(user.id, user.id);
}

function writeRoles(db: Db, user: { id: string; tenantId: string }, roleIds: readonly string[]): void {
  for (const roleId of roleIds) {
    if (!db.prepare('SELECT 1 FROM roles WHERE tenant_id = ? AND id = ?').get(user.tenantId, roleId)) throw new AdminError(400, 'roleNotFound', { id: roleId });
  }
  db.prepare('DELETE FROM user_roles WHERE user_id = ?').run(user.id);
  const insert = db.prepare('INSERT INTO user_roles (user_id, role_id) VALUES (?, ?)');
  for (const roleId of roleIds) insert.run(user.id, roleId);
}

/** Replaces the user's roles; checked after writing, inside the caller's transaction, so a refusal rolls them back. */
function replaceRoles(db: Db, user: UserRow, roleIds: readonly string[]): void {
  const wasAdmin = isActiveAdmin(db, user);
  writeRoles(db, { id: user.id, tenantId: user.tenant_id }, roleIds);
  if (wasAdmin && !isActiveAdmin(db, user) && otherActiveAdmins(db, user.tenant_id, user.id) === 0) throw new AdminError(400, 'lastAdministrator');
}

/** The hash of a password that follows the tenant's password strategy (else the strategy's refusal). */
export async function checkedHash(db: Db, tenantId: string, password: string): Promise<string> {
  const problem = passwordProblem(password, strategyOf(db, tenantId));
  if (problem) throw badRequest(problem.key, problem.params);
  return hashPassword(password);
}

/** The trimmed account when it has the form of 01-foundation §5. */
export function checkedAccount(account: string): string {
  const trimmed = account.trim();
  if (!ACCOUNT_PATTERN.test(trimmed)) throw new AdminError(400, 'accountFormat');
  return trimmed;
}

/** Inserts an active user (inside the caller's transaction); an account of the tenant taken already is refused. */
export function insertUser(db: Db, tenantId: string, user: Contact & { id: string; account: string; passwordHash: string }): void {
  if (db.prepare('SELECT 1 FROM users WHERE tenant_id = ? AND lower(account) = lower(?)').get(tenantId, user.account)) throw new AdminError(400, 'accountExists', { account: user.account });
  const fullname = requiredName(user.fullname);
  const now = nowText();
  db.prepare(
    `INSERT INTO users (id, tenant_id, account, fullname, initials, password, email, mobile, phone, sex, address, status, pwd_create_time, create_time)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 1, ?, ?)`,
  ).run(user.id, tenantId, user.account, fullname, pinyinInitials(fullname), user.passwordHash, orNull(user.email), orNull(user.mobile), orNull(user.phone), orNull(user.sex), orNull(user.address), now, now);
}

export function registerUserAdministration(app: FastifyInstance, db: Db): void {
  app.get<{ Querystring: { id: string } }>(
    '/api/user/v1/user/getAdminDetail',
    { schema: { querystring: { type: 'object', required: ['id'], properties: { id: idSchema } } } },
    async (request) => {
      const { tenantId } = tenantAdmin(db, request);
      const user = findUser(db, tenantId, request.query.id);
      const lang = langOf(request);
      return {
        user: toUserDto(user),
        posts: userPosts(db, user.id, lang).map((p) => ({ postId: p.postId, postName: p.postName, postCode: p.postCode, orgId: p.orgId, orgName: p.orgName, pathName: p.pathName, isMaster: p.isMaster })),
        roles: userRoles(db, user.id, lang),
      };
    },
  );

  app.post<{ Body: Contact & { account: string; password: string; postIds?: string[]; masterPostId?: string; roleIds?: string[] } }>(
    '/api/user/v1/user/addUser',
    {
      schema: {
        body: {
          type: 'object',
          required: ['account', 'fullname', 'password'],
          properties: { account: { type: 'string', minLength: 1, maxLength: 64 }, password: passwordSchema, ...contactProperties, postIds: idListSchema, masterPostId: idSchema, roleIds: idListSchema },
        },
      },
    },
    async (request) => {
      const { tenantId } = tenantAdmin(db, request);
      const body = request.body;
      const account = checkedAccount(body.account);
      const password = await checkedHash(db, tenantId, body.password);
      const id = newId();
      db.transaction(() => {
        insertUser(db, tenantId, { ...body, id, account, passwordHash: password });
        writePosts(db, { id, tenantId }, body.postIds ?? [], body.masterPostId, langOf(request));
        writeRoles(db, { id, tenantId }, body.roleIds ?? []);
      })();
      return done(request, 'userAdded', id);
    },
  );

  app.put<{ Body: Contact & { id: string; postIds?: string[]; masterPostId?: string; roleIds?: string[] } }>(
    '/api/user/v1/user/updateUser',
    {
      schema: {
        body: { type: 'object', required: ['id', 'fullname'], properties: { id: idSchema, ...contactProperties, postIds: idListSchema, masterPostId: idSchema, roleIds: idListSchema } },
      },
    },
    async (request) => {
      const { tenantId } = tenantAdmin(db, request);
      const body = request.body;
      db.transaction(() => {
        const user = findUser(db, tenantId, body.id);
        // posts and roles given with the contact change in the same transaction (the edit dialog saves once)
        if (body.postIds) writePosts(db, { id: user.id, tenantId }, body.postIds, body.masterPostId, langOf(request));
        if (body.roleIds) replaceRoles(db, user, body.roleIds);
        const fullname = requiredName(body.fullname);
        // A new full name drops the English one (the form has none to give), so an English reader sees the new name.
        db.prepare(
          'UPDATE users SET fullname_en = CASE WHEN fullname = ? THEN fullname_en ELSE NULL END, fullname = ?, initials = ?, email = ?, mobile = ?, phone = ?, sex = ?, address = ? WHERE id = ?',
        ).run(
          fullname,
          fullname,
          pinyinInitials(fullname),
          orNull(body.email),
          orNull(body.mobile),
          orNull(body.phone),
          orNull(body.sex),
          orNull(body.address),
          user.id,
        );
      })();
      return done(request, 'saved', body.id);
    },
  );

  app.post<{ Body: { id: string; status: 0 | 1 } }>(
    '/api/user/v1/user/setUserStatus',
    { schema: { body: { type: 'object', required: ['id', 'status'], properties: { id: idSchema, status: { type: 'integer', enum: [0, 1] } } } } },
    async (request) => {
      const { tenantId } = tenantAdmin(db, request);
      const { id, status } = request.body;
      db.transaction(() => {
        const user = findUser(db, tenantId, id);
        if (status === 0) keepAnAdministrator(db, user);
        // A disabled user's tokens stop working at once: every request checks that the user is active.
        db.prepare('UPDATE users SET status = ? WHERE id = ?').run(status, user.id);
      })();
      return done(request, status === 1 ? 'userEnabled' : 'userDisabled', id);
    },
  );

  app.post<{ Body: { id: string; password: string } }>(
    '/api/user/v1/user/resetPassword',
    { schema: { body: { type: 'object', required: ['id', 'password'], properties: { id: idSchema, password: passwordSchema } } } },
    async (request) => {
      const { tenantId } = tenantAdmin(db, request);
      const user = findUser(db, tenantId, request.body.id);
      const password = await checkedHash(db, tenantId, request.body.password);
      db.transaction(() => {
        db.prepare('UPDATE users SET password = ?, must_change_pwd = 1, pwd_create_time = ? WHERE id = ? AND tenant_id = ?').run(password, nowText(), user.id, tenantId);
      })();
      return done(request, 'passwordReset', user.id);
    },
  );

  app.post<{ Body: { id: string; postIds: string[]; masterPostId?: string } }>(
    '/api/user/v1/user/saveUserPosts',
    { schema: { body: { type: 'object', required: ['id', 'postIds'], properties: { id: idSchema, postIds: idListSchema, masterPostId: idSchema } } } },
    async (request) => {
      const { tenantId } = tenantAdmin(db, request);
      db.transaction(() => {
        const user = findUser(db, tenantId, request.body.id);
        writePosts(db, { id: user.id, tenantId }, request.body.postIds, request.body.masterPostId, langOf(request));
      })();
      return done(request, 'saved', request.body.id);
    },
  );

  app.post<{ Body: { id: string; roleIds: string[] } }>(
    '/api/user/v1/user/saveUserRoles',
    { schema: { body: { type: 'object', required: ['id', 'roleIds'], properties: { id: idSchema, roleIds: idListSchema } } } },
    async (request) => {
      const { tenantId } = tenantAdmin(db, request);
      db.transaction(() => {
        replaceRoles(db, findUser(db, tenantId, request.body.id), request.body.roleIds);
      })();
      return done(request, 'saved', request.body.id);
    },
  );
}

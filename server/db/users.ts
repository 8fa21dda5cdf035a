// User look-ups, rights (roles, admin, method aliases) and the user's posts, always inside one tenant.
import { localized, type Lang } from '../lib/i18n';
import type { Db } from './database';
import { orgPath } from './orgs';

export const ADMIN_ROLE = 'sysAdmin';
export const PLATFORM_TENANT_ID = '-1';

export interface UserRow {
  id: string;
  tenant_id: string;
  account: string;
  fullname: string;
  /** the English full name, where the user has one (a column the directory area adds, areas/directory/store.ts) */
  fullname_en?: string | null;
  password: string;
  email: string | null;
  mobile: string | null;
  phone: string | null;
  address: string | null;
  sex: 'male' | 'female' | null;
  status: number;
  must_change_pwd: number;
  photo: string | null;
  user_number: string | null;
  birthday: string | null;
  entry_date: string | null;
  education: string | null;
  post_level: string | null;
  rank: string | null;
  mgr_rank: string | null;
  current_post_id: string | null;
  pwd_create_time: string | null;
  create_time: string;
}

/** The wire User (never the password). */
export interface UserDto {
  id: string;
  fullname: string;
  account: string;
  email: string;
  mobile: string;
  phone: string;
  address: string;
  photo: string;
  sex: string;
  from: 'system';
  status: number;
  userNumber: string;
  birthday: string;
  entryDate: string;
  education: string;
  tenantId: string;
  pwdCreateTime: string;
  createTime: string;
  attributes: Record<string, string>;
}

/** A user's full name in the reader's language: the English one where the user has one (users.fullname_en). */
export const userName = (lang: Lang, row: { fullname: string; fullname_en?: string | null }) => localized(lang, row.fullname, row.fullname_en);

export function findUserByAccount(db: Db, tenantId: string, account: string): UserRow | undefined {
  return db.prepare('SELECT * FROM users WHERE tenant_id = ? AND account = ?').get(tenantId, account) as UserRow | undefined;
}

export function findUserById(db: Db, tenantId: string, id: string): UserRow | undefined {
  return db.prepare('SELECT * FROM users WHERE tenant_id = ? AND id = ?').get(tenantId, id) as UserRow | undefined;
}

export function findUserByAccountOrId(db: Db, tenantId: string, key: string): UserRow | undefined {
  return findUserByAccount(db, tenantId, key) ?? findUserById(db, tenantId, key);
}

export function toUserDto(row: UserRow): UserDto {
  return {
    id: row.id,
    fullname: row.fullname,
    account: row.account,
    email: row.email ?? '',
    mobile: row.mobile ?? '',
    phone: row.phone ?? '',
    address: row.address ?? '',
    photo: row.photo ?? '',
    sex: row.sex ?? '',
    from: 'system',
    status: row.status,
    userNumber: row.user_number ?? '',
    birthday: row.birthday ?? '',
    entryDate: row.entry_date ?? '',
    education: row.education ?? '',
    tenantId: row.tenant_id,
    pwdCreateTime: row.pwd_create_time ?? '',
    createTime: row.create_time,
    attributes: {},
  };
}

export interface RoleDto {
  id: string;
  name: string;
  code: string;
}

export function userRoles(db: Db, userId: string, lang: Lang): RoleDto[] {
  const rows = db
    .prepare(
      `SELECT r.id, r.code, r.name, r.name_en FROM user_roles ur JOIN roles r ON r.id = ur.role_id
       WHERE ur.user_id = ? AND r.enabled = 1 ORDER BY r.id`,
    )
    .all(userId) as { id: string; code: string; name: string; name_en: string | null }[];
  return rows.map((r) => ({ id: r.id, code: r.code, name: localized(lang, r.name, r.name_en) }));
}

export function roleCodes(db: Db, userId: string): string[] {
  const rows = db
    .prepare('SELECT r.code FROM user_roles ur JOIN roles r ON r.id = ur.role_id WHERE ur.user_id = ? AND r.enabled = 1')
    .all(userId) as { code: string }[];
  return rows.map((r) => r.code);
}

export function isAdmin(db: Db, userId: string): boolean {
  return roleCodes(db, userId).includes(ADMIN_ROLE);
}

export function allMethods(db: Db): string[] {
  return (db.prepare('SELECT alias FROM methods ORDER BY alias').all() as { alias: string }[]).map((r) => r.alias);
}

/** Method aliases the user holds through their roles; administrators hold all of them. */
export function userMethods(db: Db, userId: string): string[] {
  const roles = roleCodes(db, userId);
  if (roles.includes(ADMIN_ROLE)) return allMethods(db);
  if (roles.length === 0) return [];
  const rows = db
    .prepare(
      `SELECT DISTINCT rm.method_alias AS alias FROM role_methods rm
       WHERE rm.role_code IN (SELECT value FROM json_each(?)) ORDER BY rm.method_alias`,
    )
    .all(JSON.stringify(roles)) as { alias: string }[];
  return rows.map((r) => r.alias);
}

export function hasMethod(db: Db, userId: string, alias: string): boolean {
  return userMethods(db, userId).includes(alias);
}

export function isSecretary(db: Db, userId: string): boolean {
  return Boolean(db.prepare('SELECT 1 FROM secretaries WHERE secretary_id = ? LIMIT 1').get(userId));
}

export interface UserPost {
  postId: string;
  postName: string;
  postCode: string;
  orgId: string;
  orgName: string;
  orgCode: string;
  demId: string;
  demName: string;
  pathName: string;
  jobName: string;
  isMaster: boolean;
  isCharge: boolean;
}

export function userPosts(db: Db, userId: string, lang: Lang): UserPost[] {
  const rows = db
    .prepare(
      `SELECT p.id, p.code, p.name, p.name_en, p.is_charge, up.is_master,
              o.id AS org_id, o.code AS org_code, o.name AS org_name, o.name_en AS org_name_en, o.dem_id,
              j.name AS job_name, j.name_en AS job_name_en
       FROM user_posts up JOIN posts p ON p.id = up.post_id JOIN orgs o ON o.id = p.org_id LEFT JOIN jobs j ON j.id = p.job_id
       WHERE up.user_id = ? ORDER BY up.is_master DESC, p.id`,
    )
    .all(userId) as {
    id: string;
    code: string;
    name: string;
    name_en: string | null;
    is_charge: number;
    is_master: number;
    org_id: string;
    org_code: string;
    org_name: string;
    org_name_en: string | null;
    dem_id: string;
    job_name: string | null;
    job_name_en: string | null;
  }[];
  return rows.map((r) => {
    const { pathName, demName } = orgPath(db, r.org_id, lang);
    return {
      postId: r.id,
      postName: localized(lang, r.name, r.name_en),
      postCode: r.code,
      orgId: r.org_id,
      orgName: localized(lang, r.org_name, r.org_name_en),
      orgCode: r.org_code,
      demId: r.dem_id,
      demName,
      pathName,
      jobName: r.job_name ? localized(lang, r.job_name, r.job_name_en) : '',
      isMaster: r.is_master === 1,
      isCharge: r.is_charge === 1,
    };
  });
}

/** The post the user works in now: the one they switched to, else the master post, else the first. */
export function currentPost(posts: UserPost[], currentPostId: string | null): UserPost | undefined {
  return posts.find((p) => p.postId === currentPostId) ?? posts.find((p) => p.isMaster) ?? posts[0];
}

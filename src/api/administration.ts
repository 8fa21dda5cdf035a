// The user centre's administration calls (docs/administration.md): organisations, users and their posts and
// roles, posts, roles, jobs and dimensions, for the tenant administrator. Reads of lists are in ./org.ts.
import { request, type ApiResult, type CallOptions } from './http';
import type { CommonResult } from './types';

/** A node of getOrgTree: the whole tree of one dimension, disabled orgs included. */
export interface AdminOrgNode {
  id: string;
  /** the name in the caller's language */
  name: string;
  nameZh: string;
  nameEn: string;
  code: string;
  demId: string;
  /** '0' for a root */
  parentId: string;
  orderNo: number;
  grade: string;
  /** 1 enabled, 0 disabled */
  status: number;
  children: AdminOrgNode[];
}

export interface NewOrg {
  name: string;
  nameEn?: string;
  code: string;
  demId: string;
  parentId?: string;
  orderNo?: number;
  grade?: string;
}

export interface OrgChange {
  id: string;
  name: string;
  nameEn?: string;
  orderNo?: number;
  grade?: string;
}

export interface UserContact {
  fullname: string;
  email?: string;
  mobile?: string;
  phone?: string;
  sex?: '' | 'male' | 'female';
  address?: string;
}

export interface NewUser extends UserContact {
  account: string;
  password: string;
  postIds?: string[];
  masterPostId?: string;
  roleIds?: string[];
}

export interface AdminUserDetail {
  user: UserContact & { id: string; account: string; status: number };
  posts: { postId: string; postName: string; postCode: string; orgId: string; orgName: string; pathName: string; isMaster: boolean }[];
  roles: { id: string; code: string; name: string }[];
}

export interface CodedRecord {
  id?: string;
  code: string;
  name: string;
  nameEn?: string;
}

type Saved = CommonResult<string>;

const call = <T>(url: string, method: 'GET' | 'POST' | 'PUT', payload: object, options?: CallOptions): Promise<ApiResult<T>> =>
  request<T>(method === 'GET' ? { url, params: payload as Record<string, unknown>, ...options } : { url, method, data: payload, ...options });

/** GET ${uc}/api/org/v1/orgs/getOrgTree?demId */
export const getOrgTree = (demId: string, options?: CallOptions) => call<AdminOrgNode[]>('${uc}/api/org/v1/orgs/getOrgTree', 'GET', { demId }, options);
/** POST ${uc}/api/org/v1/org/addOrg */
export const addOrg = (org: NewOrg, options?: CallOptions) => call<Saved>('${uc}/api/org/v1/org/addOrg', 'POST', org, options);
/** PUT ${uc}/api/org/v1/org/updateOrg */
export const updateOrg = (org: OrgChange, options?: CallOptions) => call<Saved>('${uc}/api/org/v1/org/updateOrg', 'PUT', org, options);
/** POST ${uc}/api/org/v1/org/moveOrg — parentId '0' makes it a root. */
export const moveOrg = (id: string, parentId: string, options?: CallOptions) => call<Saved>('${uc}/api/org/v1/org/moveOrg', 'POST', { id, parentId }, options);
/** POST ${uc}/api/org/v1/org/setOrgStatus */
export const setOrgStatus = (id: string, status: 0 | 1, options?: CallOptions) => call<Saved>('${uc}/api/org/v1/org/setOrgStatus', 'POST', { id, status }, options);

/** GET ${uc}/api/user/v1/user/getAdminDetail?id */
export const getAdminUserDetail = (id: string, options?: CallOptions) => call<AdminUserDetail>('${uc}/api/user/v1/user/getAdminDetail', 'GET', { id }, options);
/** POST ${uc}/api/user/v1/user/addUser */
export const addUser = (user: NewUser, options?: CallOptions) => call<Saved>('${uc}/api/user/v1/user/addUser', 'POST', user, options);
/** PUT ${uc}/api/user/v1/user/updateUser — contact, and the posts and roles when given, in one change. */
export const updateUser = (user: UserContact & { id: string; postIds?: string[]; masterPostId?: string; roleIds?: string[] }, options?: CallOptions) => call<Saved>('${uc}/api/user/v1/user/updateUser', 'PUT', user, options);
/** POST ${uc}/api/user/v1/user/setUserStatus */
export const setUserStatus = (id: string, status: 0 | 1, options?: CallOptions) => call<Saved>('${uc}/api/user/v1/user/setUserStatus', 'POST', { id, status }, options);
/** POST ${uc}/api/user/v1/user/resetPassword */
export const resetUserPassword = (id: string, password: string, options?: CallOptions) => call<Saved>('${uc}/api/user/v1/user/resetPassword', 'POST', { id, password }, options);
/** POST ${uc}/api/user/v1/user/saveUserPosts */
export const saveUserPosts = (id: string, postIds: string[], masterPostId: string | undefined, options?: CallOptions) =>
  call<Saved>('${uc}/api/user/v1/user/saveUserPosts', 'POST', masterPostId ? { id, postIds, masterPostId } : { id, postIds }, options);
/** POST ${uc}/api/user/v1/user/saveUserRoles */
export const saveUserRoles = (id: string, roleIds: string[], options?: CallOptions) => call<Saved>('${uc}/api/user/v1/user/saveUserRoles', 'POST', { id, roleIds }, options);

/** POST ${uc}/api/org/v1/orgPost/savePost */
export const savePost = (post: CodedRecord & { orgId: string; jobId?: string; isCharge?: boolean }, options?: CallOptions) => call<Saved>('${uc}/api/org/v1/orgPost/savePost', 'POST', post, options);
/** POST ${uc}/api/role/v1/role/saveRole */
export const saveRole = (role: CodedRecord & { enabled?: boolean; description?: string }, options?: CallOptions) => call<Saved>('${uc}/api/role/v1/role/saveRole', 'POST', role, options);
/** POST ${uc}/api/job/v1/job/saveJob */
export const saveJob = (job: CodedRecord & { postLevel?: string; description?: string }, options?: CallOptions) => call<Saved>('${uc}/api/job/v1/job/saveJob', 'POST', job, options);
/** POST ${uc}/api/demension/v1/dem/saveDem */
export const saveDimension = (dimension: CodedRecord & { isDefault?: boolean; description?: string }, options?: CallOptions) =>
  call<Saved>('${uc}/api/demension/v1/dem/saveDem', 'POST', dimension, options);

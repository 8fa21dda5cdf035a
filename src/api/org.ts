// Dimensions, organisations, posts, roles and jobs of the user centre (spec §7). Field names beyond
// ids and names are not in the spec; the types list what the Hotent user centre returns.
import { request, type ApiResult, type CallOptions } from './http';
import type { PageList, QueryFilter } from './types';

export interface Dimension {
  id: string;
  demName: string;
  code?: string;
  isDefault?: boolean | number;
  description?: string;
  nameZh?: string;
  nameEn?: string;
}

export interface Org {
  id: string;
  parentId?: string;
  demId?: string;
  name: string;
  code?: string;
  path?: string;
  pathName?: string;
  grade?: string;
  orderNo?: number;
  isParent?: boolean;
  children?: Org[];
}

export interface OrgPost {
  id: string;
  orgId?: string;
  orgName?: string;
  name: string;
  code?: string;
  jobId?: string;
  jobName?: string;
  isLeader?: number;
}

export interface Role {
  id: string;
  name: string;
  code?: string;
  enabled?: boolean | number;
  description?: string;
  /** the stored names (the reference server's administration lists) */
  nameZh?: string;
  nameEn?: string;
}

export interface Job {
  id: string;
  name: string;
  code?: string;
  postLevel?: string;
  description?: string;
  nameZh?: string;
  nameEn?: string;
}

/** queryUserWithMainOrgPost rows: users with the names of their main organisation and post. */
export interface UserWithMainOrgPost {
  id: string;
  fullname: string;
  account: string;
  orgId?: string;
  orgName?: string;
  postId?: string;
  postName?: string;
  email?: string;
  mobile?: string;
  status?: number;
}

export interface OrgChildrenQuery {
  demId: string;
  parentId?: string;
}

/** GET ${uc}/api/demension/v1/dems/getAll */
export function getAllDimensions(options?: CallOptions): Promise<ApiResult<Dimension[]>> {
  return request<Dimension[]>({ url: '${uc}/api/demension/v1/dems/getAll', ...options });
}

/** POST ${uc}/api/demension/v1/dems/getDemListAll */
export function getDemListAll(filter: QueryFilter = {}, options?: CallOptions): Promise<ApiResult<Dimension[]>> {
  return request<Dimension[]>({ url: '${uc}/api/demension/v1/dems/getDemListAll', method: 'POST', data: filter, ...options });
}

/** POST ${uc}/api/org/v1/orgs/getByParentAndDem — the children of parentId (roots without it) in a dimension. */
export function getByParentAndDem(query: OrgChildrenQuery, options?: CallOptions): Promise<ApiResult<Org[]>> {
  const data = query.parentId ? { demId: query.demId, parentId: query.parentId } : { demId: query.demId };
  return request<Org[]>({ url: '${uc}/api/org/v1/orgs/getByParentAndDem', method: 'POST', data, ...options });
}

/** GET ${uc}/api/org/v1/org/getOrgMaster — the current user's master organisation. */
export function getOrgMaster(options?: CallOptions): Promise<ApiResult<Org>> {
  return request<Org>({ url: '${uc}/api/org/v1/org/getOrgMaster', ...options });
}

/** POST ${uc}/api/org/v1/orgs/getOrgPage */
export function orgPage(filter: QueryFilter, options?: CallOptions): Promise<ApiResult<PageList<Org>>> {
  return request<PageList<Org>>({ url: '${uc}/api/org/v1/orgs/getOrgPage', method: 'POST', data: filter, ...options });
}

/** POST ${uc}/api/org/v1/orgPosts/getOrgPostPage */
export function orgPostPage(filter: QueryFilter, options?: CallOptions): Promise<ApiResult<PageList<OrgPost>>> {
  return request<PageList<OrgPost>>({ url: '${uc}/api/org/v1/orgPosts/getOrgPostPage', method: 'POST', data: filter, ...options });
}

/** POST ${uc}/api/role/v1/roles/getRolePage */
export function rolePage(filter: QueryFilter, options?: CallOptions): Promise<ApiResult<PageList<Role>>> {
  return request<PageList<Role>>({ url: '${uc}/api/role/v1/roles/getRolePage', method: 'POST', data: filter, ...options });
}

/** POST ${uc}/api/job/v1/jobs/getJobPage */
export function jobPage(filter: QueryFilter, options?: CallOptions): Promise<ApiResult<PageList<Job>>> {
  return request<PageList<Job>>({ url: '${uc}/api/job/v1/jobs/getJobPage', method: 'POST', data: filter, ...options });
}

/** POST ${uc}/api/user/v1/users/queryUserWithMainOrgPost */
export function queryUserWithMainOrgPost(
  filter: QueryFilter,
  options?: CallOptions,
): Promise<ApiResult<PageList<UserWithMainOrgPost>>> {
  return request<PageList<UserWithMainOrgPost>>({
    url: '${uc}/api/user/v1/users/queryUserWithMainOrgPost',
    method: 'POST',
    data: filter,
    ...options,
  });
}

/** getOrgUserPage rows: an active user with their posts in the org asked for (else the master post). */
export interface OrgUser {
  id: string;
  account: string;
  fullname: string;
  initials: string;
  mobile: string;
  phone: string;
  email: string;
  orgName: string;
  postName: string;
  isCharge: boolean;
}

/** POST ${uc}/api/org/v1/orgUsers/getOrgUserPage — querys orgId (members by any post), fullname, account, initials. */
export function getOrgUserPage(filter: QueryFilter, options?: CallOptions): Promise<ApiResult<PageList<OrgUser>>> {
  return request<PageList<OrgUser>>({ url: '${uc}/api/org/v1/orgUsers/getOrgUserPage', method: 'POST', data: filter, ...options });
}

/** The directory's user card (docs/directory.md). */
export interface UserCard {
  id: string;
  account: string;
  fullname: string;
  mobile: string;
  phone: string;
  email: string;
  posts: { postId: string; postName: string; orgName: string; pathName: string; isMaster: boolean; isCharge: boolean }[];
  roles: { id: string; code: string; name: string }[];
  leader: { id: string; account: string; fullname: string } | null;
}

/** GET ${uc}/api/user/v1/user/getUserCard?account=<account or id> */
export function getUserCard(account: string, options?: CallOptions): Promise<ApiResult<UserCard>> {
  return request<UserCard>({ url: '${uc}/api/user/v1/user/getUserCard', params: { account }, ...options });
}

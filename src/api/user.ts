// Current user, user detail, posts and password (spec §7, contract-notes §2.2).
import { request, type ApiResult, type CallOptions } from './http';
import type { CommonResult } from './types';

/** 1 normal, 0 disabled, -1 not activated, anything else resigned (spec §4). */
export type UserStatus = number;

/** A bare uc User (never with its password). */
export interface User {
  id: string;
  fullname: string;
  account: string;
  email?: string;
  mobile?: string;
  phone?: string;
  address?: string;
  photo?: string;
  /** 'male' or 'female' */
  sex?: string;
  from?: string;
  status?: UserStatus;
  userNumber?: string;
  idCard?: string;
  birthday?: string;
  entryDate?: string;
  leaveDate?: string;
  education?: string;
  tenantId?: string;
  pwdCreateTime?: string;
  attributes?: Record<string, unknown>;
}

/** One org/post entry of the user-detail map (OrgPostMapper getUserByUserId). */
export interface OrgPostEntry {
  orgId?: string;
  orgName?: string;
  orgCode?: string;
  postId?: string;
  postName?: string;
  postCode?: string;
  /** prefixed with the dimension name */
  pathName?: string;
  demName?: string;
  isCharge?: number | boolean;
  isMaster?: number | boolean;
}

export interface UserRole {
  id?: string;
  name: string;
  code?: string;
}

export interface UserRank {
  fpostLevel?: string;
  frank?: string;
  fmgrRank?: string;
}

/** getDetailByAccountOrId: `{user, org:{<orgId>:…}, post:{<postId>:…}, role}` plus the spec's list fields. */
export interface UserDetail {
  user: User;
  org?: Record<string, OrgPostEntry>;
  post?: Record<string, OrgPostEntry>;
  /** role name (of the last role row) */
  role?: string;
  roles?: UserRole[];
  orgs?: Array<Pick<OrgPostEntry, 'orgId' | 'orgName' | 'pathName'>>;
  posts?: Array<Pick<OrgPostEntry, 'postId' | 'postName' | 'postCode' | 'pathName'>>;
  rank?: UserRank;
}

/** A post the user can switch to (getPost). */
export interface UserPost {
  postId?: string;
  postCode: string;
  postName: string;
  orgId?: string;
  orgName?: string;
  pathName?: string;
  isMaster?: number | boolean;
  /** the post currently in use is marked disabled by the server */
  disabled?: boolean;
}

export interface PasswordStrategy {
  enable: boolean | number;
  /** 2 digits and letters; 3 also a special character; 4 digits, upper- and lower-case and a special character */
  pwdRule: number;
  pwdLength: number;
}

export interface ChangePasswordInput {
  account: string;
  oldPwd: string;
  newPwd: string;
}

/** POST ${uc}/api/user/v1/user/getByAccount without an account → the current user (validates the token). */
export function getCurrentUser(options?: CallOptions): Promise<ApiResult<User>> {
  return request<User>({ url: '${uc}/api/user/v1/user/getByAccount', method: 'POST', ...options });
}

/** GET ${uc}/api/user/v1/user/getDetailByAccountOrId?account */
export function getUserDetail(account: string, options?: CallOptions): Promise<ApiResult<UserDetail>> {
  return request<UserDetail>({ url: '${uc}/api/user/v1/user/getDetailByAccountOrId', params: { account }, ...options });
}

/** POST ${uc}/uc/special/v1/queryAllByFUsernameIn — users by their full names. */
export function queryAllByFUsernameIn(fullnames: string[], options?: CallOptions): Promise<ApiResult<User[]>> {
  return request<User[]>({ url: '${uc}/uc/special/v1/queryAllByFUsernameIn', method: 'POST', data: fullnames, ...options });
}

/** GET ${uc}/uc/special/change/getPost?userId */
export function getPosts(userId: string, options?: CallOptions): Promise<ApiResult<UserPost[]>> {
  return request<UserPost[]>({ url: '${uc}/uc/special/change/getPost', params: { userId }, ...options });
}

/** GET ${uc}/uc/special/change/changePost?userId&postCode — switch the current post. */
export function changePost(userId: string, postCode: string, options?: CallOptions): Promise<ApiResult<CommonResult>> {
  return request<CommonResult>({ url: '${uc}/uc/special/change/changePost', params: { userId, postCode }, ...options });
}

/** POST ${uc}/api/user/v1/user/changUserPsd (sic) */
export function changePassword(input: ChangePasswordInput, options?: CallOptions): Promise<ApiResult<CommonResult>> {
  return request<CommonResult>({ url: '${uc}/api/user/v1/user/changUserPsd', method: 'POST', data: input, ...options });
}

/** GET ${uc}/api/pwdStrategy/v1/getDefault */
export function getPasswordStrategy(options?: CallOptions): Promise<ApiResult<PasswordStrategy>> {
  return request<PasswordStrategy>({ url: '${uc}/api/pwdStrategy/v1/getDefault', ...options });
}

/** POST ${uc}/api/user/v1/user/powerWorkHour — may the current user see the working-hour reports. */
export function powerWorkHour(data: Record<string, unknown> = {}, options?: CallOptions): Promise<ApiResult<CommonResult>> {
  return request<CommonResult>({ url: '${uc}/api/user/v1/user/powerWorkHour', method: 'POST', data, ...options });
}

/** POST ${uc}/api/user/v1/user/powerProjectAllReport — may the current user see all project reports. */
export function powerProjectAllReport(data: Record<string, unknown> = {}, options?: CallOptions): Promise<ApiResult<CommonResult>> {
  return request<CommonResult>({ url: '${uc}/api/user/v1/user/powerProjectAllReport', method: 'POST', data, ...options });
}

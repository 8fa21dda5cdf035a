// The portal's system calls (spec 03-portal §7 "Home, menus, portal"): types (分类), data dictionaries,
// identities (流水号), system properties, tags and app menus on the portal host; the default-value map on
// bpmRunTime. Shapes: docs/server.md "System data".
import { request, type ApiResult, type CallOptions } from './http';
import type { CommonResult, PageList, QueryFilter } from './types';

/** A type (Hotent SysType); roots ('0' parent) are type groups such as FLOW_TYPE. */
export interface SysType {
  id: string;
  name: string;
  typeKey: string;
  parentId: string;
  /** 0 flat list, 1 tree */
  struType: number;
  sn: number;
  isLeaf: boolean;
  /** '0' for a public type, else the owner's user id */
  ownerId: string;
}

export interface SysTypeNode {
  id: string;
  name: string;
  parentId: string;
  typeKey: string;
  /** absent on leaves */
  children?: SysTypeNode[];
}

/** A data-dictionary entry for combo boxes: `value` is what forms store, `name` what they show. */
export interface DictItem {
  key: string;
  name: string;
  value: string;
  sn: number;
}

export interface SysTag {
  id: string;
  name: string;
  typeId: string;
  sn: number;
}

export interface SysTagInput {
  /** absent: a new tag */
  id?: string;
  /** required, at most 50 characters, unique in the tenant */
  name: string;
  typeId?: string;
}

export interface AppMenuNode {
  id: string;
  name: string;
  alias: string;
  parentId: string;
  url: string;
  /** absent on leaves */
  children?: AppMenuNode[];
}

/** The caller's defaults that forms fill in (current org and post, today). */
export interface DefaultInfoMap {
  curUserId: string;
  curUserName: string;
  curUserAccount: string;
  curOrgId: string;
  curOrgName: string;
  curPostId: string;
  curPostName: string;
  /** 'yyyy-MM-dd' */
  curDate: string;
  /** 'yyyy-MM-dd HH:mm:ss' */
  curDateTime: string;
}

/** GET ${portal}/sys/sysType/v1/getByParentId?catId → the children of a type ('0' = the groups). */
export function getSysTypesByParentId(catId: string, options?: CallOptions): Promise<ApiResult<SysType[]>> {
  return request<SysType[]>({ url: '${portal}/sys/sysType/v1/getByParentId', params: { catId }, ...options });
}

/** GET ${portal}/sys/sysType/v1/getTypesByKey?typeKey → every type below that key, flat, parents first. */
export function getSysTypesByKey(typeKey: string, options?: CallOptions): Promise<ApiResult<SysType[]>> {
  return request<SysType[]>({ url: '${portal}/sys/sysType/v1/getTypesByKey', params: { typeKey }, ...options });
}

/** GET ${portal}/sys/sysType/v1/getTreeDateByTypeKey?typeKey → [the type of that key with its subtree] (Hotent's spelling). */
export function getSysTypeTree(typeKey: string, options?: CallOptions): Promise<ApiResult<SysTypeNode[]>> {
  return request<SysTypeNode[]>({ url: '${portal}/sys/sysType/v1/getTreeDateByTypeKey', params: { typeKey }, ...options });
}

/**
 * POST ${portal}/sys/dataDict/v1/getByTypeKeyForComBo?typeKey. Several fields of one form may ask for the same
 * dictionary at once: duplicates are allowed by default so that none of them is cancelled and left empty.
 */
export function getDictComboItems(typeKey: string, options?: CallOptions): Promise<ApiResult<DictItem[]>> {
  return request<DictItem[]>({
    url: '${portal}/sys/dataDict/v1/getByTypeKeyForComBo',
    method: 'POST',
    params: { typeKey },
    allowDuplicate: true,
    ...options,
  });
}

/**
 * GET ${portal}/sys/identity/v1/getNextIdByAlias?alias → CommonResult, value = the next number. Every answer
 * consumes a number on the server, so duplicates are never cancelled (a cancelled call would waste one).
 */
export function getNextIdByAlias(alias: string, options?: CallOptions): Promise<ApiResult<CommonResult<string>>> {
  return request<CommonResult<string>>({ url: '${portal}/sys/identity/v1/getNextIdByAlias', params: { alias }, ...options, allowDuplicate: true });
}

/** GET ${portal}/sys/sysProperties/v1/getDecryptByAlias?alias → CommonResult, value = the property's value. */
export function getSysProperty(alias: string, options?: CallOptions): Promise<ApiResult<CommonResult<string>>> {
  return request<CommonResult<string>>({ url: '${portal}/sys/sysProperties/v1/getDecryptByAlias', params: { alias }, ...options });
}

/** POST ${portal}/portal/sysTag/v1/query (QueryFilter: id, name, typeId, sn) → PageList of tags. */
export function querySysTags(filter: QueryFilter, options?: CallOptions): Promise<ApiResult<PageList<SysTag>>> {
  return request<PageList<SysTag>>({ url: '${portal}/portal/sysTag/v1/query', method: 'POST', data: filter, ...options });
}

/** POST ${portal}/portal/sysTag/v1/save → CommonResult, value = the tag id; a taken name is state false. */
export function saveSysTag(tag: SysTagInput, options?: CallOptions): Promise<ApiResult<CommonResult<string>>> {
  return request<CommonResult<string>>({ url: '${portal}/portal/sysTag/v1/save', method: 'POST', data: tag, ...options });
}

/** GET ${portal}/portal/sysAppMenu/v1/getTree?appId → the app's menu tree ([] for an app the caller may not open). */
export function getAppMenuTree(appId: string, options?: CallOptions): Promise<ApiResult<AppMenuNode[]>> {
  return request<AppMenuNode[]>({ url: '${portal}/portal/sysAppMenu/v1/getTree', params: { appId }, ...options });
}

/** GET ${bpmRunTime}/runtime/instance/v1/getDefaultInfoMap → the caller's defaults. */
export function getDefaultInfoMap(options?: CallOptions): Promise<ApiResult<DefaultInfoMap>> {
  return request<DefaultInfoMap>({ url: '${bpmRunTime}/runtime/instance/v1/getDefaultInfoMap', ...options });
}

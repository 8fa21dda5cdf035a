// Administration of process definitions (spec 02-process §7.3; docs/flow.md "Definition administration"):
// every definition in pages, one with its BPMN, and who may start it. Administrators only.
import type { DefinitionRow } from './flow';
import { request, type ApiResult, type CallOptions } from './http';
import type { PageList, QueryFilter } from './types';

const DEF = '${bpmModel}/flow/def/v1';
const DEF_AUTHORIZE = '${bpmModel}/flow/defAuthorize/v1';

/** A definition row of the administrator's list: the role codes that may start it ([] = everyone). */
export interface ManagedDefinitionRow extends DefinitionRow {
  startRoles: string[];
}

/** Who may start a definition: everyone, the holders of a role, or administrators (who always may). */
export interface StartRight {
  type: 'everyone' | 'role' | 'admin';
  id: string;
  name: string;
}

/** POST listJson: QueryFilter → PageList of every definition, whatever its status. */
export const listDefinitions = (filter: QueryFilter, options?: CallOptions): Promise<ApiResult<PageList<ManagedDefinitionRow>>> =>
  request<PageList<ManagedDefinitionRow>>({ url: `${DEF}/listJson`, method: 'POST', data: filter, ...options });

/** GET getJson?defKey: the definition with its BPMN (laid out). */
export const getDefinitionJson = (defKey: string, options?: CallOptions): Promise<ApiResult<DefinitionRow & { bpmnXml: string }>> =>
  request<DefinitionRow & { bpmnXml: string }>({ url: `${DEF}/getJson`, params: { defKey }, ...options });

/** GET getPermissionList?defKey: who may start it, a bare array. */
export const getStartRights = (defKey: string, options?: CallOptions): Promise<ApiResult<StartRight[]>> =>
  request<StartRight[]>({ url: `${DEF_AUTHORIZE}/getPermissionList`, params: { defKey }, ...options });

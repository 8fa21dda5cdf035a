// A user's agent settings, secretaries and deputies (spec 02-process §7.5–§7.7): agents and deputies on the
// process-model host, secretaries on the runtime host. Every call works on the caller's own records.
import { request, type ApiResult, type CallOptions } from './http';
import type { CommonResult, PageList, QueryFilter } from './types';

export type EnabledState = 'enabled' | 'disabled';
/** 1 = all processes, 2 = the listed processes */
export type AgentType = 1 | 2;

export interface AgentDefinition {
  flowKey: string;
  flowName: string;
}

/** An agent setting (委托代理): the principal (authId) hands tasks to the agent between the two times. */
export interface AgentSetting {
  id: string;
  authId: string;
  authName: string;
  agentId: string;
  /** the agent's name */
  agent: string;
  /** 'yyyy-MM-dd HH:mm:ss' */
  startDate: string;
  endDate: string;
  isEnabled: EnabledState;
  agentType: AgentType;
  subject: string;
  /** the listed processes' names comma-joined; '' for all processes */
  authNames: string;
  createTime: string;
}

export interface AgentSettingDetail extends AgentSetting {
  agentDefList: AgentDefinition[];
}

export interface AgentSettingInput {
  id?: string;
  subject: string;
  agentId: string;
  startDate: string;
  endDate: string;
  isEnabled: EnabledState;
  agentType: AgentType;
  agentDefList: AgentDefinition[];
}

export interface Secretary {
  id: string;
  leaderId: string;
  leaderName: string;
  secretaryId: string;
  secretaryName: string;
}

export interface Deputy {
  id: string;
  agentId: string;
  agentName: string;
  isEnabled: EnabledState;
  createTime: string;
}

/** The caller's deputy setting as one record (ids and names comma-joined); {} without deputies. */
export interface DeputySetting {
  id?: string;
  agentId?: string;
  agentName?: string;
  agentNames?: string;
  isEnabled?: EnabledState;
}

export interface DeputySettingInput {
  /** given: change that one row (agentIds then names one user); absent: the caller's whole set */
  id?: string;
  /** comma-joined user ids */
  agentIds: string;
  isEnabled: EnabledState;
}

const idsParam = (ids: readonly string[]) => ({ ids: ids.join(',') });

/** POST ${bpmModel}/flow/agent/v1/listJson?isMgr=false */
export const listAgents = (filter: QueryFilter, options?: CallOptions): Promise<ApiResult<PageList<AgentSetting>>> =>
  request({ url: '${bpmModel}/flow/agent/v1/listJson', method: 'POST', params: { isMgr: false }, data: filter, ...options });

/** POST ${bpmModel}/flow/agent/v1/save */
export const saveAgent = (setting: AgentSettingInput, options?: CallOptions): Promise<ApiResult<CommonResult<string>>> =>
  request({ url: '${bpmModel}/flow/agent/v1/save', method: 'POST', data: setting, ...options });

/** GET ${bpmModel}/flow/agent/v1/agentGet?id= */
export const getAgent = (id: string, options?: CallOptions): Promise<ApiResult<AgentSettingDetail>> =>
  request({ url: '${bpmModel}/flow/agent/v1/agentGet', params: { id }, ...options });

/** DELETE ${bpmModel}/flow/agent/v1/remove?ids= */
export const removeAgents = (ids: readonly string[], options?: CallOptions): Promise<ApiResult<CommonResult>> =>
  request({ url: '${bpmModel}/flow/agent/v1/remove', method: 'DELETE', params: idsParam(ids), ...options });

/** POST ${bpmRunTime}/runtime/bpmSecretaryManage/v1/list?personal=true */
export const listSecretaries = (filter: QueryFilter, options?: CallOptions): Promise<ApiResult<PageList<Secretary>>> =>
  request({ url: '${bpmRunTime}/runtime/bpmSecretaryManage/v1/list', method: 'POST', params: { personal: true }, data: filter, ...options });

/** GET ${bpmRunTime}/runtime/bpmSecretaryManage/v1/get/{id} */
export const getSecretary = (id: string, options?: CallOptions): Promise<ApiResult<Secretary>> =>
  request({ url: `\${bpmRunTime}/runtime/bpmSecretaryManage/v1/get/${encodeURIComponent(id)}`, ...options });

/** POST ${bpmRunTime}/runtime/bpmSecretaryManage/v1/save */
export const saveSecretary = (secretary: { id?: string; secretaryId: string }, options?: CallOptions): Promise<ApiResult<CommonResult<string>>> =>
  request({ url: '${bpmRunTime}/runtime/bpmSecretaryManage/v1/save', method: 'POST', data: secretary, ...options });

/** DELETE ${bpmRunTime}/runtime/bpmSecretaryManage/v1/removes?ids= */
export const removeSecretaries = (ids: readonly string[], options?: CallOptions): Promise<ApiResult<CommonResult>> =>
  request({ url: '${bpmRunTime}/runtime/bpmSecretaryManage/v1/removes', method: 'DELETE', params: idsParam(ids), ...options });

/** GET ${bpmRunTime}/runtime/bpmSecretaryManage/v1/getSecretaryByUserId: the leaders the caller is secretary of. */
export const getLeadersOfSecretary = (options?: CallOptions): Promise<ApiResult<{ id: string; name: string }[]>> =>
  request({ url: '${bpmRunTime}/runtime/bpmSecretaryManage/v1/getSecretaryByUserId', ...options });

/** GET ${bpmModel}/bpmModel/bpmDeputy/v1/getByUserId */
export const getDeputySetting = (options?: CallOptions): Promise<ApiResult<DeputySetting>> =>
  request({ url: '${bpmModel}/bpmModel/bpmDeputy/v1/getByUserId', ...options });

/** POST ${bpmModel}/bpmModel/bpmDeputy/v1/save */
export const saveDeputySetting = (setting: DeputySettingInput, options?: CallOptions): Promise<ApiResult<CommonResult<string>>> =>
  request({ url: '${bpmModel}/bpmModel/bpmDeputy/v1/save', method: 'POST', data: setting, ...options });

/** POST ${bpmModel}/bpmModel/bpmDeputy/v1/list?personal=true */
export const listDeputies = (filter: QueryFilter, options?: CallOptions): Promise<ApiResult<PageList<Deputy>>> =>
  request({ url: '${bpmModel}/bpmModel/bpmDeputy/v1/list', method: 'POST', params: { personal: true }, data: filter, ...options });

/** DELETE ${bpmModel}/bpmModel/bpmDeputy/v1/removes?ids= */
export const removeDeputies = (ids: readonly string[], options?: CallOptions): Promise<ApiResult<CommonResult>> =>
  request({ url: '${bpmModel}/bpmModel/bpmDeputy/v1/removes', method: 'DELETE', params: idsParam(ids), ...options });

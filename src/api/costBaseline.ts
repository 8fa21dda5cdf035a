// Project cost baselines (成本基线, spec 03-portal §2 /costBaseline; the calls are ours, see docs/cost-baseline.md):
// projects with their baseline, versions, cost lines, the operation log and per-baseline permissions, all on the
// portal host.
import { request, type ApiResult, type CallOptions } from './http';
import type { CommonResult, PageList, QueryFilter } from './types';

const ROOT = '${portal}/portal/costBaseline/v1';

export const COST_CATEGORIES = ['labour', 'material', 'outsourcing', 'other'] as const;
export type CostCategory = (typeof COST_CATEGORIES)[number];
export const ACCESS_LEVELS = ['viewer', 'editor', 'manager'] as const;
export type AccessLevel = (typeof ACCESS_LEVELS)[number];
export type VersionStatus = 'draft' | 'active' | 'archived';
export const LOG_ACTIONS = ['createBaseline', 'createVersion', 'activateVersion', 'addLine', 'updateLine', 'removeLine', 'grant', 'revoke'] as const;
export type LogAction = (typeof LOG_ACTIONS)[number];
/** The actions of the version log (`versionsOnly`). */
export const VERSION_LOG_ACTIONS: readonly LogAction[] = ['createBaseline', 'createVersion', 'activateVersion'];
export type CategoryTotals = Record<CostCategory, number>;

export interface CostProject {
  id: string;
  code: string;
  name: string;
  deptName: string;
  budget: number;
}

export interface ProjectBaselineRow extends CostProject {
  /** '' without a baseline */
  baselineId: string;
  managerName: string;
  /** the caller's level, '' for none */
  myLevel: AccessLevel | '';
  /** null without an active version or without the right to see it */
  activeVersionNo: number | null;
  activeTotal: number | null;
}

export interface BaselineVersion {
  id: string;
  versionNo: number;
  status: VersionStatus;
  reason: string;
  createByName: string;
  createTime: string;
  activateByName: string;
  activateTime: string;
  totals: CategoryTotals;
  total: number;
}

export interface ProjectBaseline {
  project: CostProject;
  baseline: { id: string; managerName: string; createTime: string } | null;
  myLevel: AccessLevel | '';
  /** newest first */
  versions: BaselineVersion[];
}

export interface CostLine {
  id: string;
  category: CostCategory;
  item: string;
  /** labour lines: rank, hours and the hourly cost copied when saved */
  rank: string;
  hours: number | null;
  hourlyCost: number | null;
  amount: number;
}

export interface VersionDetail {
  project: CostProject;
  baselineId: string;
  myLevel: AccessLevel;
  version: BaselineVersion;
  lines: CostLine[];
}

export interface CostLineInput {
  versionId: string;
  /** absent: a new line */
  id?: string;
  category: CostCategory;
  item: string;
  rank?: string;
  hours?: number;
  amount?: number;
}

export interface BaselineLogEntry {
  id: string;
  action: LogAction;
  versionNo: number | null;
  detail: string;
  level: AccessLevel | '';
  userName: string;
  createTime: string;
}

export interface CostOverviewRow {
  project: CostProject;
  versionNo: number;
  totals: CategoryTotals;
  total: number;
}

export interface RankCost {
  rank: string;
  hourlyCost: number;
}

export interface BaselineGrant {
  userId: string;
  userName: string;
  account: string;
  level: AccessLevel;
  grantByName: string;
  grantTime: string;
}

export interface BaselinePermissions {
  managerName: string;
  myLevel: AccessLevel;
  grants: BaselineGrant[];
}

type Change = Promise<ApiResult<CommonResult<string>>>;
const post = (path: string, data: unknown, options?: CallOptions): Change => request<CommonResult<string>>({ url: `${ROOT}/${path}`, method: 'POST', data, ...options });

/** POST …/projects — the tenant's projects with their baseline (searchable: code, name, deptName). */
export function listCostProjects(filter: QueryFilter, options?: CallOptions): Promise<ApiResult<PageList<ProjectBaselineRow>>> {
  return request<PageList<ProjectBaselineRow>>({ url: `${ROOT}/projects`, method: 'POST', data: filter, allowDuplicate: true, ...options });
}

/** POST …/baseline/create — value: the new baseline's id (its draft version 1 is created with it). */
export const createBaseline = (projectId: string, options?: CallOptions) => post('baseline/create', { projectId }, options);

/** GET …/baseline?projectId — the project, its baseline (null when none) and versions; 403 without access. */
export function getProjectBaseline(projectId: string, options?: CallOptions): Promise<ApiResult<ProjectBaseline>> {
  return request<ProjectBaseline>({ url: `${ROOT}/baseline`, params: { projectId }, ...options });
}

/** GET …/version?id — one version with its lines. */
export function getBaselineVersion(id: string, options?: CallOptions): Promise<ApiResult<VersionDetail>> {
  return request<VersionDetail>({ url: `${ROOT}/version`, params: { id }, ...options });
}

/** POST …/version/create — a new draft copying the active version; value: its id. */
export const createBaselineVersion = (baselineId: string, reason: string, options?: CallOptions) => post('version/create', { baselineId, reason }, options);

/** POST …/version/activate — the draft becomes the active version (managers). */
export const activateBaselineVersion = (versionId: string, options?: CallOptions) => post('version/activate', { versionId }, options);

/** POST …/line/save — adds or changes a line of a draft; value: the line's id. */
export const saveCostLine = (input: CostLineInput, options?: CallOptions) => post('line/save', input, options);

/** POST …/line/remove — removes a line of a draft. */
export const removeCostLine = (id: string, options?: CallOptions) => post('line/remove', { id }, options);

/** POST …/log?baselineId&versionsOnly — the operation log (or only the version events), newest first. */
export function listBaselineLog(baselineId: string, versionsOnly: boolean, filter: QueryFilter, options?: CallOptions): Promise<ApiResult<PageList<BaselineLogEntry>>> {
  return request<PageList<BaselineLogEntry>>({ url: `${ROOT}/log`, method: 'POST', params: { baselineId, versionsOnly }, data: filter, allowDuplicate: true, ...options });
}

/** GET …/overview — active-version totals of the baselines the caller may view. */
export function getCostOverview(options?: CallOptions): Promise<ApiResult<CostOverviewRow[]>> {
  return request<CostOverviewRow[]>({ url: `${ROOT}/overview`, ...options });
}

/** GET …/ranks — the ranks and hourly costs labour lines are priced with. */
export function listRankCosts(options?: CallOptions): Promise<ApiResult<RankCost[]>> {
  return request<RankCost[]>({ url: `${ROOT}/ranks`, ...options });
}

/** GET …/permissions?baselineId — the grants of a baseline. */
export function getBaselinePermissions(baselineId: string, options?: CallOptions): Promise<ApiResult<BaselinePermissions>> {
  return request<BaselinePermissions>({ url: `${ROOT}/permissions`, params: { baselineId }, ...options });
}

/** POST …/permission/grant — grants or changes a user's level (managers). */
export const grantBaselinePermission = (baselineId: string, account: string, level: AccessLevel, options?: CallOptions) =>
  post('permission/grant', { baselineId, account, level }, options);

/** POST …/permission/revoke — revokes a user's grant (managers). */
export const revokeBaselinePermission = (baselineId: string, userId: string, options?: CallOptions) => post('permission/revoke', { baselineId, userId }, options);

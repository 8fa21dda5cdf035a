// Service packages of the cost baseline (服务包, spec 03-portal §2 /fwb; the calls are ours, see
// docs/cost-baseline.md "Service packages"): the packages (data-template records), a project's forecast,
// generating package lines into baseline drafts, and the findings of the baseline check.
import { request, type ApiResult, type CallOptions } from './http';
import type { CommonResult } from './types';
import type { CategoryTotals, CostLine, VersionStatus } from './costBaseline';

const ROOT = '${portal}/portal/costBaseline/v1/fwb';

/** The data template that lists and edits the packages (fixtures/dataTemplate/service-packages.json). */
export const PACKAGE_TEMPLATE = 'fwbPackages';

/** A package line is a cost line without an id; labour lines carry the rank's current hourly cost. */
export type PackageLine = Omit<CostLine, 'id'>;

export interface ServicePackage {
  id: string;
  code: string;
  name: string;
  description: string;
  lines: PackageLine[];
  total: number;
}

export interface PackageItem {
  packageId: string;
  /** 1–999 */
  quantity: number;
}

export interface ForecastLine extends PackageLine {
  packageId: string;
  packageCode: string;
  packageName: string;
  quantity: number;
}

export interface PackageForecast {
  project: { id: string; code: string; name: string; budget: number };
  lines: ForecastLine[];
  totals: CategoryTotals;
  total: number;
  budget: number;
  /** budget − forecast */
  budgetBalance: number;
  /** the active baseline (null without one, or without the right to view it); difference = forecast − baseline */
  baseline: { versionNo: number; total: number; difference: number } | null;
}

export interface GeneratedDraft {
  projectId: string;
  projectCode: string;
  projectName: string;
  versionId: string;
  versionNo: number;
  /** the draft was created for these lines (copying the active version) */
  createdDraft: boolean;
  added: number;
}

export type FindingSeverity = 'error' | 'warning' | 'info';
export const FINDING_SEVERITIES: readonly FindingSeverity[] = ['error', 'warning', 'info'];
export type FindingKind = 'overBudget' | 'emptyVersion' | 'rateChanged' | 'zeroAmount';

export interface BaselineFinding {
  id: string;
  projectId: string;
  projectCode: string;
  projectName: string;
  versionId: string;
  versionNo: number;
  status: VersionStatus;
  severity: FindingSeverity;
  kind: FindingKind;
  /** the line's item ('' for a finding about the version) */
  item: string;
  /** overBudget: total and budget; rateChanged: the line's rate and the current one */
  figure: number | null;
  expected: number | null;
}

/** GET …/fwb/packages — the tenant's packages by code, labour priced at the current rank costs. */
export function listServicePackages(options?: CallOptions): Promise<ApiResult<ServicePackage[]>> {
  return request<ServicePackage[]>({ url: `${ROOT}/packages`, ...options });
}

/** POST …/fwb/forecast — the cost of the packages × quantities for a project, compared with budget and baseline. */
export function forecastPackages(projectId: string, items: PackageItem[], options?: CallOptions): Promise<ApiResult<PackageForecast>> {
  return request<PackageForecast>({ url: `${ROOT}/forecast`, method: 'POST', data: { projectId, items }, allowDuplicate: true, ...options });
}

/** POST …/fwb/batchGenerate — adds the packages' lines to each project's draft, all or nothing. */
export function generateIntoDrafts(projectIds: string[], items: PackageItem[], options?: CallOptions): Promise<ApiResult<CommonResult<GeneratedDraft[]>>> {
  return request<CommonResult<GeneratedDraft[]>>({ url: `${ROOT}/batchGenerate`, method: 'POST', data: { projectIds, items }, ...options });
}

/** POST …/fwb/validate — the findings of the viewable baselines' active and draft versions. */
export function validateBaselines(filter: { projectId?: string; severity?: FindingSeverity }, options?: CallOptions): Promise<ApiResult<BaselineFinding[]>> {
  return request<BaselineFinding[]>({ url: `${ROOT}/validate`, method: 'POST', data: filter, allowDuplicate: true, ...options });
}

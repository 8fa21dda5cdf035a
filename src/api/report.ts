// Cost-report calls of the report host (spec §7 "Report host"); POST payload shapes are not in the
// spec, so callers pass the record they edit.
import { request, type ApiResult, type CallOptions } from './http';
import type { CommonResult } from './types';

export interface ReportQuery {
  userId: string;
  year: string | number;
}

export interface CostReportCheck {
  depcode: string;
  annual: string | number;
}

export type ReportRecord = Record<string, unknown>;

/** A user's work hours of one month (the reference backend's row; docs/work-hours.md). */
export interface WorkReport {
  id: string;
  userId: string;
  account: string;
  fullname: string;
  year: number;
  month: number;
  hours: number;
  status: 'draft' | 'submitted' | 'frozen';
  depCode: string;
  submitTime: string;
  freezeTime: string;
  updateTime: string;
}

/** GET ${report}/demo/v1/user/getReportsById?userId&year → bare array of monthly rows */
export function getReportsById(query: ReportQuery, options?: CallOptions): Promise<ApiResult<WorkReport[]>> {
  return request<WorkReport[]>({ url: '${report}/demo/v1/user/getReportsById', params: { ...query }, ...options });
}

/** POST ${report}/demo/v1/user/submitReport */
export function submitReport(report: ReportRecord, options?: CallOptions): Promise<ApiResult<CommonResult>> {
  return request<CommonResult>({ url: '${report}/demo/v1/user/submitReport', method: 'POST', data: report, ...options });
}

/** POST ${report}/demo/v1/user/freezeReport */
export function freezeReport(report: ReportRecord, options?: CallOptions): Promise<ApiResult<CommonResult>> {
  return request<CommonResult>({ url: '${report}/demo/v1/user/freezeReport', method: 'POST', data: report, ...options });
}

/** POST ${report}/demo/v1/user/freezeReportList */
export function freezeReportList(reports: ReportRecord[], options?: CallOptions): Promise<ApiResult<CommonResult>> {
  return request<CommonResult>({ url: '${report}/demo/v1/user/freezeReportList', method: 'POST', data: reports, ...options });
}

/** GET ${report}/demo/v1/user/validate/cost_report?depcode&annual */
export function validateCostReport(query: CostReportCheck, options?: CallOptions): Promise<ApiResult<CommonResult>> {
  return request<CommonResult>({ url: '${report}/demo/v1/user/validate/cost_report', params: { ...query }, ...options });
}

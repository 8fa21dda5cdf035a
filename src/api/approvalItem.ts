// Approval items (common phrases) on the process-model host (spec §7).
import { request, type ApiResult, type CallOptions } from './http';
import type { CommonResult, PageList, QueryFilter } from './types';

export interface ApprovalItem {
  id?: string;
  /** the phrase text */
  expression: string;
  /** 1 global, 2 per process, 4 personal (Hotent BpmApprovalItem) */
  type?: number;
  defKey?: string;
  typeId?: string;
  userId?: string;
  sn?: number;
  /** 'yyyy-MM-dd HH:mm:ss' */
  createTime?: string;
}

/** POST ${bpmModel}/flow/approvalItem/v1/listJson?isPersonal=true */
export function listApprovalItems(filter: QueryFilter, options?: CallOptions): Promise<ApiResult<PageList<ApprovalItem>>> {
  return request<PageList<ApprovalItem>>({
    url: '${bpmModel}/flow/approvalItem/v1/listJson',
    method: 'POST',
    params: { isPersonal: true },
    data: filter,
    ...options,
  });
}

/** POST ${bpmModel}/flow/approvalItem/v1/save */
export function saveApprovalItem(item: ApprovalItem, options?: CallOptions): Promise<ApiResult<CommonResult>> {
  return request<CommonResult>({ url: '${bpmModel}/flow/approvalItem/v1/save', method: 'POST', data: item, ...options });
}

/** GET ${bpmModel}/flow/approvalItem/v1/approvalItemGet?id */
export function getApprovalItem(id: string, options?: CallOptions): Promise<ApiResult<ApprovalItem>> {
  return request<ApprovalItem>({ url: '${bpmModel}/flow/approvalItem/v1/approvalItemGet', params: { id }, ...options });
}

/** DELETE ${bpmModel}/flow/approvalItem/v1/remove?ids=<comma-joined> */
export function removeApprovalItems(ids: string[], options?: CallOptions): Promise<ApiResult<CommonResult>> {
  return request<CommonResult>({
    url: '${bpmModel}/flow/approvalItem/v1/remove',
    method: 'DELETE',
    params: { ids: ids.join(',') },
    ...options,
  });
}

/** GET ${bpmModel}/flow/approvalItem/v1/getApprovalByDefKeyAndTypeId: the phrases offered on a process's task pages, a bare string array (contract notes §5). */
export function getApprovalPhrases(query: { defKey: string; typeId?: string }, options?: CallOptions): Promise<ApiResult<string[]>> {
  return request<string[]>({
    url: '${bpmModel}/flow/approvalItem/v1/getApprovalByDefKeyAndTypeId',
    params: { defKey: query.defKey, typeId: query.typeId ?? '' },
    ...options,
  });
}

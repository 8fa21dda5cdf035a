// Task notices (circulation records, spec 02-process §7.1): marking records read and withdrawing a sent one.
// The lists themselves are in flow.ts (getNoticeTodoReadList …). Shapes: docs/flow.md "Task notices".
import { request, type ApiResult, type CallOptions } from './http';
import type { CommonResult } from './types';

const TASK = '${bpmRunTime}/runtime/task/v1';

/** POST noticeTurnDode?taskId=<ids>: the receiver's records move from the to-read list to the read list. */
export const markNoticesRead = (ids: string[], options?: CallOptions): Promise<ApiResult<CommonResult<number>>> =>
  request<CommonResult<number>>({ url: `${TASK}/noticeTurnDode`, method: 'POST', params: { taskId: ids.join(',') }, ...options });

/** POST delBpmTaskNoticeById?id=: the sender withdraws a record its receiver has not read. */
export const withdrawNotice = (id: string, options?: CallOptions): Promise<ApiResult<CommonResult>> =>
  request<CommonResult>({ url: `${TASK}/delBpmTaskNoticeById`, method: 'POST', params: { id }, ...options });

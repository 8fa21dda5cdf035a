// Inner-message badge (contract-notes §2.13).
import { request, type ApiResult, type CallOptions } from './http';
import type { CommonResult } from './types';

/** GET ${portal}/innermsg/messageReceiver/v1/getMsgbadge → CommonResult whose value is the unread count. */
export function getMessageBadge(options: CallOptions = { allowDuplicate: true }): Promise<ApiResult<CommonResult<number>>> {
  return request<CommonResult<number>>({ url: '${portal}/innermsg/messageReceiver/v1/getMsgbadge', ...options });
}

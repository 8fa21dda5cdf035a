// Inner messages (spec 03-portal §7 "Inner messages") and their badge (contract-notes §2.13).
import { request, type ApiResult, type CallOptions } from './http';
import type { CommonResult, PageList, QueryFilter } from './types';

/** GET ${portal}/innermsg/messageReceiver/v1/getMsgbadge → CommonResult whose value is the unread count. */
export function getMessageBadge(options: CallOptions = { allowDuplicate: true }): Promise<ApiResult<CommonResult<number>>> {
  return request<CommonResult<number>>({ url: '${portal}/innermsg/messageReceiver/v1/getMsgbadge', ...options });
}

/** A received inner message (Hotent messageReceiver). */
export interface InnerMessage {
  id: string;
  messageId?: string;
  subject: string;
  content?: string;
  /** the sender's name */
  owner?: string;
  ownerId?: string;
  messageType?: string;
  receiveTime?: string;
  isRead: number | string;
}

/** POST ${portal}/innermsg/messageReceiver/v1/list — the caller's received messages by QueryFilter. */
export function listInnerMessages(filter: QueryFilter, options?: CallOptions): Promise<ApiResult<PageList<InnerMessage>>> {
  return request<PageList<InnerMessage>>({ url: '${portal}/innermsg/messageReceiver/v1/list', method: 'POST', data: filter, allowDuplicate: true, ...options });
}

/** GET ${portal}/innermsg/messageReceiver/v1/get?id — one message; the server marks it read. */
export function getInnerMessage(id: string, options?: CallOptions): Promise<ApiResult<InnerMessage>> {
  return request<InnerMessage>({ url: '${portal}/innermsg/messageReceiver/v1/get', params: { id }, ...options });
}

/** GET ${portal}/innermsg/messageReceiver/v1/mark?ids=a,b — marks them read; value = how many were unread. */
export function markInnerMessagesRead(ids: readonly string[], options?: CallOptions): Promise<ApiResult<CommonResult<number>>> {
  return request<CommonResult<number>>({ url: '${portal}/innermsg/messageReceiver/v1/mark', params: { ids: ids.join(',') }, ...options });
}

/** DELETE ${portal}/innermsg/messageReceiver/v1/remove?ids=a,b */
export function removeInnerMessages(ids: readonly string[], options?: CallOptions): Promise<ApiResult<CommonResult<unknown>>> {
  return request<CommonResult<unknown>>({ url: '${portal}/innermsg/messageReceiver/v1/remove', method: 'DELETE', params: { ids: ids.join(',') }, ...options });
}

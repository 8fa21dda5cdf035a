// Home page and portal content calls (spec 03-portal §7 "Home, menus, portal", "News, notices, meetings",
// "Reminders"; contract notes §2.5, §2.6, §2.13). Each call keeps the real product's own answer shape.
import type { ColumnDefinition } from '../../renderers';
import { request, type ApiResult, type CallOptions } from './http';
import type { CommonResult, PageList, QueryFilter } from './types';

/** GET ${portal}/portal/main/v1/vueFrontHome → CommonResult whose value is the layout's Base64 JSON ('' when none). */
export function getHomeLayout(options?: CallOptions): Promise<ApiResult<CommonResult<string>>> {
  return request<CommonResult<string>>({ url: '${portal}/portal/main/v1/vueFrontHome', ...options });
}

/** A column the user may place on their home, as designMyLayout lists it. */
export interface LayoutColumnEntry {
  name: string;
  alias: string;
}

/** designMyLayout's answer: the columns the user may see (public and private), and the layout to edit. */
export interface MyLayoutDesign {
  columnMap: Record<string, LayoutColumnEntry[]>;
  /** userId is the caller's id for a personal layout, '' for the tenant's; designHtml is Base64 JSON. */
  sysIndexLayout: { id: string; userId: string; templateHtml: string; designHtml: string; name: string; valid: number } | null;
}

/** GET ${portal}/portal/sysIndexMyLayout/v1/designMyLayout?id=&layoutType=2 → the bare map (contract notes §2.5). */
export function getMyLayoutDesign(options?: CallOptions): Promise<ApiResult<MyLayoutDesign>> {
  return request<MyLayoutDesign>({ url: '${portal}/portal/sysIndexMyLayout/v1/designMyLayout', params: { id: '', layoutType: 2 }, ...options });
}

/** POST ${portal}/portal/sysIndexMyLayout/v1/save {designHtml: Base64 of the layout JSON} → CommonResult of the layout's id. */
export function saveMyLayout(designHtml: string, options?: CallOptions): Promise<ApiResult<CommonResult<string>>> {
  return request<CommonResult<string>>({ url: '${portal}/portal/sysIndexMyLayout/v1/save', method: 'POST', data: { designHtml }, ...options });
}

/** DELETE ${portal}/portal/sysIndexMyLayout/v1/remove?ids= — the caller's personal layouts (the default comes back). */
export function removeMyLayouts(ids: readonly string[], options?: CallOptions): Promise<ApiResult<CommonResult>> {
  return request<CommonResult>({ url: '${portal}/portal/sysIndexMyLayout/v1/remove', method: 'DELETE', params: { ids: ids.join(',') }, ...options });
}

/** GET ${portal}/portal/sysIndexColumn/sysIndexColumn/v1/getByAlias → the bare column (rights computed), or null. */
export function getColumnByAlias(alias: string, options?: CallOptions): Promise<ApiResult<ColumnDefinition | null>> {
  return request<ColumnDefinition | null>({ url: '${portal}/portal/sysIndexColumn/sysIndexColumn/v1/getByAlias', params: { alias }, ...options });
}

/**
 * POST ${portal}/portal/sysIndexColumn/sysIndexColumn/v1/getDatasByAlias — the body is the raw comma-separated
 * alias text (a Java @RequestBody String), the answer the columns among them the user may see.
 */
export function getColumnsByAliases(aliases: readonly string[], options?: CallOptions): Promise<ApiResult<ColumnDefinition[]>> {
  return request<ColumnDefinition[]>({
    url: '${portal}/portal/sysIndexColumn/sysIndexColumn/v1/getDatasByAlias',
    method: 'POST',
    data: aliases.join(','),
    headers: { 'Content-Type': 'text/plain;charset=UTF-8' },
    allowDuplicate: true,
    ...options,
  });
}

/** A REST column's data call, as the column adapter built it (its url keeps the ${host} prefix). */
export interface ColumnDataRequest {
  url: string;
  method: 'GET' | 'POST';
  query?: Record<string, string>;
  body?: Record<string, unknown>;
}

/** Column data from the column's configured address: whatever that address answers. */
export function getColumnData(call: ColumnDataRequest, signal?: AbortSignal): Promise<ApiResult<unknown>> {
  return request<unknown>({ url: call.url, method: call.method, params: call.query, data: call.body, quiet: true, allowDuplicate: true, batch: true, signal });
}

/** A news item or an announcement (flag '0' news, '1' announcement); `file` is JSON of [{id, name}]. */
export interface NewsItem {
  id: string;
  title: string;
  drafter?: string;
  createByName?: string;
  createTime?: string;
  endTime?: string;
  titleDescription?: string;
  icon?: string;
  sn?: number;
  isUrl?: number | string | boolean;
  url?: string;
  pageHeight?: number | string;
  content?: string;
  file?: string;
  type?: string;
  flag?: string | number;
  rotatingDisplayPictures?: number | string;
  imgUrl?: string;
}

/** POST ${portal}/portal/messageNews/v1/list?isPublic=true — news and announcements by QueryFilter. */
export function listNews(filter: QueryFilter, options?: CallOptions): Promise<ApiResult<PageList<NewsItem>>> {
  return request<PageList<NewsItem>>({ url: '${portal}/portal/messageNews/v1/list', method: 'POST', params: { isPublic: true }, data: filter, allowDuplicate: true, ...options });
}

/** GET ${portal}/portalNewsNotice/v1/getNewsById?id → one news item with its HTML content (sanitize before showing). */
export function getNewsById(id: string, options?: CallOptions): Promise<ApiResult<NewsItem>> {
  return request<NewsItem>({ url: '${portal}/portalNewsNotice/v1/getNewsById', params: { id }, ...options });
}

/** A news classification: `id` is the classifyId (company, industry…), `flag` its items' ('0' news, '1' announcements). */
export interface NewsClassification {
  id: string;
  name: string;
  flag: '0' | '1';
  /** Its items in force today. */
  count: number;
}

/** GET ${portal}/portal/pressRelease/v1/getByType → the tenant's news classifications (bare array). */
export function getNewsClassifications(options?: CallOptions): Promise<ApiResult<NewsClassification[]>> {
  return request<NewsClassification[]>({ url: '${portal}/portal/pressRelease/v1/getByType', ...options });
}

/** GET ${portal}/portalNewsNotice/v1/getNews?classifyId&limit → the newest `limit` (1–50) items in force of one classification. */
export function getClassifiedNews(classifyId: string, limit: number, options?: CallOptions): Promise<ApiResult<NewsItem[]>> {
  return request<NewsItem[]>({ url: '${portal}/portalNewsNotice/v1/getNews', params: { classifyId, limit }, allowDuplicate: true, ...options });
}

/** POST ${portal}/portalNewsNotice/v1/query — news by QueryFilter, which may also name `classifyId`. */
export function queryNews(filter: QueryFilter, options?: CallOptions): Promise<ApiResult<PageList<NewsItem>>> {
  return request<PageList<NewsItem>>({ url: '${portal}/portalNewsNotice/v1/query', method: 'POST', data: filter, allowDuplicate: true, ...options });
}

/** A meeting of today's list: name (hymc), start (kssj), the approval task that opens it. */
export interface MeetingItem {
  id: string;
  hymc: string;
  kssj: string;
  jssj?: string;
  hys?: string;
  taskId?: string;
}

/** POST ${portal}/portal/meetingRoomAppointment/v1/pendingJson — today's meetings. */
export function listTodayMeetings(filter: QueryFilter, options?: CallOptions): Promise<ApiResult<PageList<MeetingItem>>> {
  return request<PageList<MeetingItem>>({ url: '${portal}/portal/meetingRoomAppointment/v1/pendingJson', method: 'POST', data: filter, allowDuplicate: true, ...options });
}

/** An application of the common-systems card; `type` decides how it opens (03-portal §2). */
export interface PortalApp {
  id: string;
  name: string;
  alias?: string;
  icon?: string;
  type: number | string;
  url?: string;
  key?: string;
  sqlAlias?: string;
  path?: string;
  sn?: number;
}

/** POST ${portal}/portal/sysApp/v1/authList — the applications the user may open. */
export function listAuthorisedApps(filter: QueryFilter, options?: CallOptions): Promise<ApiResult<PageList<PortalApp>>> {
  return request<PageList<PortalApp>>({ url: '${portal}/portal/sysApp/v1/authList', method: 'POST', data: filter, allowDuplicate: true, ...options });
}

/** A reminder pop-up: opens form `opemType` record `opemId`; count 1 means it goes away once closed. */
export interface Reminder {
  id: string;
  subject: string;
  content?: string;
  opemType: string;
  opemId: string;
  count: number | string;
}

/** GET ${form}/form/formRemindData/v1/getFormRemindDataByUser → bare array. */
export function getReminders(options?: CallOptions): Promise<ApiResult<Reminder[]>> {
  return request<Reminder[]>({ url: '${form}/form/formRemindData/v1/getFormRemindDataByUser', ...options });
}

/** DELETE ${form}/form/formRemindData/v1/{id} */
export function deleteReminder(id: string, options?: CallOptions): Promise<ApiResult<CommonResult<unknown>>> {
  return request<CommonResult<unknown>>({ url: `\${form}/form/formRemindData/v1/${encodeURIComponent(id)}`, method: 'DELETE', allowDuplicate: true, ...options });
}

/** A row of the meeting board (会议室看板): name, start and end, room, host, attendees, status. */
export interface MeetingBoardRow {
  id_: string;
  hymc: string;
  kssj: string;
  jssj?: string;
  hys?: string;
  zcr?: string;
  chry?: string;
  hyzt?: string;
}

/** A meeting with its content (HTML: sanitize before showing) and attachments (fj, JSON of [{id, name}]). */
export interface MeetingDetail extends MeetingBoardRow {
  hynr?: string;
  fj?: string;
}

/** The meeting board's lists: 0 today and later, 1 earlier. */
export type MeetingBoardType = '0' | '1';

/** GET ${form}/form/hyskb/v1/listJson?type&page&pageSize → PageList of meetings. */
export function listMeetingBoard(type: MeetingBoardType, page: number, pageSize: number, options?: CallOptions): Promise<ApiResult<PageList<MeetingBoardRow>>> {
  return request<PageList<MeetingBoardRow>>({ url: '${form}/form/hyskb/v1/listJson', params: { type, page, pageSize }, allowDuplicate: true, ...options });
}

/** GET ${form}/form/hyskb/v1/getWHyssqdVo?id_ → one meeting with its content. */
export function getMeetingDetail(id: string, options?: CallOptions): Promise<ApiResult<MeetingDetail>> {
  return request<MeetingDetail>({ url: '${form}/form/hyskb/v1/getWHyssqdVo', params: { id_: id }, ...options });
}

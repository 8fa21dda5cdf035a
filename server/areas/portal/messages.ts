// Messages of the portal area in both portal languages (server/lib/i18n.ts holds the core routes' table; an
// area keeps its own).
import type { FastifyRequest } from 'fastify';
import { langOf, translateFrom, type MessageParams, type MessageTable } from '../../lib/i18n';

const MESSAGES = {
  aliasesMissing: ['请提供以逗号分隔的栏目别名', 'Give the column aliases, separated by commas.'],
  aliasesNotText: ['请求体必须是以逗号分隔的栏目别名文本', 'The body must be the column aliases as text, separated by commas.'],
  aliasesTooMany: ['一次最多只能查询 {max} 个栏目别名（收到 {count} 个）', 'At most {max} column aliases can be asked for at once ({count} were sent).'],
  newsNotFound: ['新闻公告不存在：{id}', 'No such news item: {id}'],
  newsClassNotFound: ['新闻分类不存在：{id}', 'No such news category: {id}'],
  reminderNotFound: ['提醒不存在或不属于当前用户：{id}', 'No such reminder of yours: {id}'],
  meetingNotFound: ['会议不存在：{id}', 'No such meeting: {id}'],
  meetingNotStarted: ['未开始', 'Not started'],
  meetingInProgress: ['进行中', 'In progress'],
  meetingEnded: ['已结束', 'Ended'],
  columnDataFailed: ['栏目数据加载失败（演示）', 'Column data failed to load (demo).'],
  welcome: ['欢迎回来，{fullname}', 'Welcome back, {fullname}'],
  unreadMessages: ['您有 {count} 条未读消息', 'You have {count} unread messages'],
  layoutSaved: ['布局已保存', 'The layout has been saved.'],
  layoutRemoved: ['已恢复默认布局', 'The default layout has been restored.'],
  layoutNotBase64: ['designHtml 必须是布局 JSON 的 Base64 编码', 'designHtml must be the layout JSON, Base64-encoded.'],
  layoutInvalid: ['布局无效：{detail}', 'The layout is not valid: {detail}'],
  layoutTooManyRows: ['布局最多只能有 {max} 行', 'A layout may have at most {max} rows.'],
  layoutRowTooWide: ['第 {row} 行的列宽合计 {total}，不能超过 24', 'The widths of row {row} add up to {total}; at most 24 are allowed.'],
  layoutUnknownColumn: ['栏目不存在：{alias}', 'No such column: {alias}'],
  layoutColumnNotVisible: ['您无权查看栏目：{alias}', 'You may not see the column {alias}.'],
  layoutColumnTwice: ['栏目在布局中出现了多次：{alias}', 'The column {alias} appears more than once in the layout.'],
  layoutNotFound: ['个人布局不存在或不属于当前用户：{id}', 'No such personal layout of yours: {id}'],
  batchNotList: ['请求体必须是 {requests: [...]}', 'The body must be {requests: [...]}.'],
  batchEmpty: ['批量请求中没有调用', 'The batch holds no call.'],
  batchTooMany: ['一次批量请求最多 {max} 个调用', 'A batch may hold at most {max} calls.'],
  batchBadCall: ['第 {index} 个调用无效：method 须为 GET 或 POST，url 须为本服务的路径', 'Call {index} is not valid: method must be GET or POST and url a path of this server.'],
} as const satisfies MessageTable;

export type PortalMessageKey = keyof typeof MESSAGES;

export function portalMessage(request: FastifyRequest, key: PortalMessageKey, params?: MessageParams): string {
  return translateFrom(MESSAGES, langOf(request), key, params);
}

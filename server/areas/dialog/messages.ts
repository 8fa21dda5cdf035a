// Messages of the custom-dialog area in both portal languages (server/lib/i18n.ts holds the core routes'
// table; an area keeps its own). A DialogAreaError is answered by the area's error handler.
import type { FastifyRequest } from 'fastify';
import { langOf, type MessageParams } from '../../lib/i18n';

const MESSAGES = {
  dialogNotFound: ['未找到别名为{alias}的对话框', 'No custom dialog has the alias {alias}.'],
  notDataSource: ['对话框{alias}不是数据源方式，请调用它配置的地址', 'The dialog {alias} does not read a data source; call its configured url.'],
  notTree: ['对话框{alias}不是树形对话框', 'The dialog {alias} is not a tree dialog.'],
  badDefinition: ['对话框{alias}的定义有误：{detail}', 'The definition of the dialog {alias} is wrong: {detail}'],
  badJson: ['{field} 不是有效的 JSON', '{field} is not valid JSON'],
  tableNotAllowed: ['数据表 {table} 不在允许范围内', 'the table {table} is not allowed'],
  unknownField: ['数据表 {table} 没有字段 {field}', 'the table {table} has no column {field}'],
  unknownCondition: ['字段 {field} 的条件 {condition} 不受支持', 'the condition {condition} of {field} is not supported'],
  badMapParam: ['mapParam 必须是 JSON 对象', 'mapParam must be a JSON object.'],
} as const satisfies Record<string, readonly [string, string]>;

export type DialogMessageKey = keyof typeof MESSAGES;

export function dialogMessage(request: FastifyRequest, key: DialogMessageKey, params: MessageParams = {}): string {
  const text: string = MESSAGES[key][langOf(request) === 'en-US' ? 1 : 0];
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));
}

/** A refusal with its HTTP status; the message is already localized. */
export class DialogAreaError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
  ) {
    super(message);
    this.name = 'DialogAreaError';
  }
}

// Messages of the custom-query area in both portal languages (server/lib/i18n.ts holds the core routes' table;
// an area keeps its own). A QueryAreaError carries its HTTP status and an already localized message.
import type { FastifyRequest } from 'fastify';
import { langOf, type Lang, type MessageParams } from '../../lib/i18n';

const MESSAGES = {
  queryNotFound: ['未找到别名为{alias}的关联查询', 'No custom query has the alias {alias}.'],
  notDataSource: ['关联查询{alias}不是数据源方式，请调用它配置的地址', 'The custom query {alias} does not read a data source; call its configured url.'],
  badDefinition: ['关联查询{alias}的定义有误：{detail}', 'The definition of the custom query {alias} is wrong: {detail}'],
  badJson: ['{field} 不是有效的 JSON', '{field} is not valid JSON'],
  tableNotAllowed: ['数据表 {table} 不在允许范围内', 'the table {table} is not allowed'],
  unknownField: ['数据表 {table} 没有字段 {field}', 'the table {table} has no column {field}'],
  unknownCondition: ['字段 {field} 的条件 {condition} 不受支持', 'the condition {condition} of {field} is not supported'],
  badQueryData: ['queryData 必须是 Base64 编码的 JSON 数组 [{key, value}]', 'queryData must be a Base64-encoded JSON array [{key, value}].'],
  viewNotFound: ['未找到别名为{alias}的查询视图', 'No query view has the alias {alias}.'],
  sqlNotFound: ['未找到别名为{sqlAlias}的SQL定义', 'No SQL definition has the alias {sqlAlias}.'],
  badExportFields: ['expField 必须是 Base64 编码的字段列表', 'expField must be a Base64-encoded list of fields.'],
  noExportFields: ['没有可导出的字段', 'There are no fields to export.'],
  exportSheet: ['查询结果', 'Results'],
} as const satisfies Record<string, readonly [string, string]>;

export type QueryAreaMessageKey = keyof typeof MESSAGES;

export function translateQueryMessage(lang: Lang, key: QueryAreaMessageKey, params: MessageParams = {}): string {
  const text: string = MESSAGES[key][lang === 'en-US' ? 1 : 0];
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));
}

export const queryMessage = (request: FastifyRequest, key: QueryAreaMessageKey, params?: MessageParams) => translateQueryMessage(langOf(request), key, params);

/** A refusal with its HTTP status; the message is already localized. */
export class QueryAreaError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
  ) {
    super(message);
    this.name = 'QueryAreaError';
  }
}

/** A definition problem found while compiling it: a message key and its parameters (the route localizes it). */
export class QueryDefinitionError extends Error {
  constructor(
    readonly key: QueryAreaMessageKey,
    readonly params: Record<string, string> = {},
  ) {
    super(key);
    this.name = 'QueryDefinitionError';
  }
}

// A stored dataSource custom query → SQL (contract notes §2.8). The table must be a business table; every
// field the definition names must be one of its columns; each condition's operation must be allow-listed.
// The client sends only values ([{key, value}]), and only for the definition's own non-fixed conditions:
// fixed (defaultType 2) and script (3) conditions always use the stored value. Every value is bound.
// A condition reads the value named by its field, or by its optional `key` when it has one: conditions
// sharing a key bound several columns with one value (dutyRoster: zbksrq ≤ today ≤ zbjsrq).
import type { Db } from '../../db/database';
import type { Lang } from '../../lib/i18n';
import { compileWhere, type PageList, type QueryField, type SqlValue } from '../../lib/queryFilter';
import { QueryDefinitionError } from './messages';
import { columnOf, numbersOnly, queryTable, queryColumnMap, readerColumn, type QueryTable } from './tables';

/** Rows an unpaged query answers at most (a whole business table fits). */
export const UNPAGED_LIMIT = 20_000;
export const DEFAULT_PAGE_SIZE = 10;
export const MAX_PAGE_SIZE = 1000;

/** The operations a definition may declare: QueryFilter short codes and enum names (server/lib/queryFilter.ts). */
const ALLOWED_OPERATIONS: ReadonlySet<string> = new Set([
  'EQ', 'EQUAL', 'EIC', 'EQUAL_IGNORE_CASE', 'NE', 'NOT_EQUAL', 'LT', 'LESS', 'GT', 'GREAT', 'LE', 'LESS_EQUAL', 'GE', 'GREAT_EQUAL',
  'LK', 'LIKE', 'LFK', 'LEFT_LIKE', 'RHK', 'RIGHT_LIKE', 'IN', 'NIN', 'NOT_IN', 'BETWEEN', 'ISNULL', 'IS_NULL', 'NOTNULL',
]);
const NUMBER_TYPES = /^(number|int|integer|bigint|long|float|double|decimal|numeric)$/i;
const DATE_TYPES = /^(date|datetime|timestamp)$/i;

export interface QueryValue {
  readonly key: string;
  readonly value?: unknown;
}

interface CompiledCondition {
  /** the name of the client's value: the item's `key`, else its field */
  readonly key: string;
  readonly field: string;
  readonly column: string;
  readonly operation: string;
  readonly fixed: boolean;
  readonly value: unknown;
}

export interface CompiledQuery {
  readonly alias: string;
  readonly table: QueryTable;
  readonly columns: readonly string[];
  readonly conditions: readonly CompiledCondition[];
  readonly order: string;
  readonly paged: boolean;
  readonly pageSize: number;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

function jsonArray(definition: Readonly<Record<string, unknown>>, field: string): Record<string, unknown>[] {
  const text = definition[field];
  if (typeof text !== 'string' || text.trim() === '') return [];
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw new QueryDefinitionError('badJson', { field });
  }
  if (!Array.isArray(parsed)) throw new QueryDefinitionError('badJson', { field });
  return parsed.filter((item): item is Record<string, unknown> => isRecord(item) && typeof item.field === 'string' && item.field.trim() !== '');
}

const flag = (value: unknown) => value === 1 || value === '1' || value === true || value === 'true';

/** The stored definition checked against its table. Throws QueryDefinitionError. */
export function compileQuery(db: Db, definition: Readonly<Record<string, unknown>>): CompiledQuery {
  const table = queryTable(db, definition.objName);
  const columns = jsonArray(definition, 'resultfield').map((item) => columnOf(table, item.field));
  const conditions = jsonArray(definition, 'conditionfield').map((item): CompiledCondition => {
    const column = columnOf(table, item.field);
    const declared = typeof item.condition === 'string' ? item.condition.trim().toUpperCase() : '';
    if (declared && !ALLOWED_OPERATIONS.has(declared)) throw new QueryDefinitionError('unknownCondition', { field: String(item.field), condition: declared });
    const dbType = typeof item.dbType === 'string' ? item.dbType.trim() : '';
    const defaultType = String(item.defaultType ?? '').trim();
    const field = String(item.field).trim();
    return {
      key: typeof item.key === 'string' && item.key.trim() !== '' ? item.key.trim() : field,
      field,
      column,
      // As the list blocks default: LIKE for text, EQUAL for numbers and dates.
      operation: declared || (NUMBER_TYPES.test(dbType) || DATE_TYPES.test(dbType) ? 'EQUAL' : 'LIKE'),
      fixed: defaultType === '2' || defaultType === '3',
      value: item.defaultValue,
    };
  });
  const sorts = jsonArray(definition, 'sortfield').map((item) => `t.${columnOf(table, item.field)} ${String(item.sortType ?? 'ASC').trim().toUpperCase().startsWith('DESC') ? 'DESC' : 'ASC'}`);
  const pageSize = Math.trunc(Number(definition.pageSize));
  return {
    alias: String(definition.alias),
    table,
    columns: columns.length ? [...new Set([table.key, ...columns])] : [...table.columns.values()],
    conditions,
    order: [...sorts, `t.${table.key}`].join(', '),
    paged: flag(definition.needPage),
    pageSize: pageSize > 0 ? Math.min(pageSize, MAX_PAGE_SIZE) : DEFAULT_PAGE_SIZE,
  };
}

/** A value as text ('' for nothing): the client's values are scalars; lists arrive comma-separated. */
function valueText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (Array.isArray(value)) return value.map(valueText).join(',');
  return typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean' ? String(value) : '';
}

/**
 * The WHERE of the definition's conditions with the client's values (case-insensitive keys; unknown keys
 * ignored). A condition with its own key also takes a value sent under its field name, so a client that
 * names every condition by its field (the generic query list) still filters.
 */
function whereOf(query: CompiledQuery, values: readonly QueryValue[]): { sql: string; params: SqlValue[] } {
  const byKey = new Map(values.map((entry) => [entry.key.trim().toLowerCase(), entry.value]));
  const clientValue = (condition: CompiledCondition) => byKey.get(condition.key.toLowerCase()) ?? byKey.get(condition.field.toLowerCase());
  const querys: QueryField[] = query.conditions.map((condition, index) =>
    numbersOnly(
      { property: `c${index}`, operation: condition.operation, value: condition.fixed ? valueText(condition.value) : valueText(clientValue(condition)) },
      query.table.numeric.has(condition.column),
    ),
  );
  return compileWhere({ querys }, queryColumnMap(query.table, query.conditions.map((condition, index) => [`c${index}`, condition.column] as const)));
}

/**
 * One page of the query in the tenant (the stored page size), or every row (up to UNPAGED_LIMIT) when it does not
 * page; names with an English column beside them in the reader's language (tables.ts readerColumn).
 */
export function runDataQuery(db: Db, query: CompiledQuery, values: readonly QueryValue[], requestedPage: number, tenantId: string, lang: Lang): PageList<Record<string, unknown>> {
  const condition = whereOf(query, values);
  const where = condition.sql ? `t.tenant_id = ? AND ${condition.sql}` : 't.tenant_id = ?';
  const params: SqlValue[] = [tenantId, ...condition.params];
  const from = `${query.table.name} t`;
  const { total } = db.prepare(`SELECT COUNT(*) AS total FROM ${from} WHERE ${where}`).get(...params) as { total: number };
  const page = query.paged ? Math.max(1, Math.trunc(requestedPage) || 1) : 1;
  const pageSize = query.paged ? query.pageSize : Math.min(total, UNPAGED_LIMIT);
  const select = query.columns.map((column) => `${readerColumn(query.table, column, lang)} AS "${column}"`).join(', ');
  const rows = db
    .prepare(`SELECT ${select} FROM ${from} WHERE ${where} ORDER BY ${query.order} LIMIT ? OFFSET ?`)
    .all(...params, query.paged ? pageSize : UNPAGED_LIMIT, (page - 1) * pageSize) as Record<string, unknown>[];
  return { rows, total, page, pageSize };
}

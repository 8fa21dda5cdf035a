// The tables custom queries and query views may read: the business tables only (BUSINESS_TABLES and the
// portal's PORTAL_QUERY_TABLES), with their columns read from the database itself (tableColumns),
// tenant_id left out (it is the server's scope, never the client's). Query views name a server-side SQL
// definition (sqlAlias) instead of a table.
import { tableColumns, type Db } from '../../db/database';
import type { Lang } from '../../lib/i18n';
import { operationOf, type ColumnMap, type QueryField } from '../../lib/queryFilter';
import { BUSINESS_TABLES } from '../business';
import { REPORT_VIEWS } from '../business/reportData';
import { PORTAL_QUERY_TABLES } from '../portal/seed';
import { DIRECTORY_VIEWS } from '../directory/store';
import { QueryDefinitionError } from './messages';

const QUERY_TABLES = [...BUSINESS_TABLES, ...REPORT_VIEWS, ...PORTAL_QUERY_TABLES, ...DIRECTORY_VIEWS] as const;
export type QueryTableName = (typeof QUERY_TABLES)[number];

export interface QueryTable {
  readonly name: QueryTableName;
  /** the primary-key column (`id`, or `id_` for Hotent-style form tables): every row carries it, and it ends every order */
  readonly key: string;
  /** lower-case column name → the column's own name */
  readonly columns: ReadonlyMap<string, string>;
  /** the columns holding numbers (INTEGER or REAL) */
  readonly numeric: ReadonlySet<string>;
}

const SAFE_IDENTIFIER = /^[a-z_][a-z0-9_]*$/i;
const cache = new WeakMap<Db, Map<string, QueryTable>>();

export function queryTable(db: Db, objName: unknown): QueryTable {
  const name = typeof objName === 'string' ? objName.trim().toLowerCase() : '';
  if (!(QUERY_TABLES as readonly string[]).includes(name)) throw new QueryDefinitionError('tableNotAllowed', { table: String(objName ?? '') });
  let tables = cache.get(db);
  if (!tables) cache.set(db, (tables = new Map()));
  let table = tables.get(name);
  if (!table) {
    // `name` is one of the allow-listed constants, so it may be written into the statement.
    const info = tableColumns(db, name).filter((column) => column.name !== 'tenant_id' && SAFE_IDENTIFIER.test(column.name));
    const columns = new Map(info.map((column) => [column.name.toLowerCase(), column.name]));
    const numeric = new Set(info.filter((column) => column.numeric).map((column) => column.name));
    const key = info.find((column) => column.pk === 1)?.name ?? 'id';
    table = { name: name as QueryTableName, key, columns, numeric };
    tables.set(name, table);
  }
  return table;
}

/** The column a definition names, or QueryDefinitionError 'unknownField'. */
export function columnOf(table: QueryTable, field: unknown): string {
  const column = typeof field === 'string' ? table.columns.get(field.trim().toLowerCase()) : undefined;
  if (!column) throw new QueryDefinitionError('unknownField', { table: table.name, field: String(field) });
  return column;
}

/**
 * The QueryFilter column map of the given columns of `table`. Number columns are numbers, so that the text
 * operations (LIKE, the empty tests) compare their text on either dialect: PostgreSQL has no LIKE of a number
 * and no '' number.
 */
export function queryColumnMap(table: QueryTable, entries: readonly (readonly [property: string, column: string])[]): ColumnMap {
  return Object.fromEntries(entries.map(([property, column]) => [property, { sql: `t.${column}`, type: table.numeric.has(column) ? ('number' as const) : ('text' as const) }]));
}

/**
 * The SELECT expression of a column's value as the reader sees it: a text column `x` whose table has `x_en`
 * beside it (a name with its English form: orgs, posts, users, process definitions, their categories and
 * nodes) answers an en-US reader `x_en` where that is not empty, else `x`. Only the answered value changes:
 * conditions and sorting keep the stored `x`, so both languages find the same rows in the same order. Values
 * without an English column get theirs from biz_value_en afterwards (englishValues.ts). `column` is one of
 * the table's own column names, so it may be written into the statement.
 */
export function readerColumn(table: QueryTable, column: string, lang: Lang): string {
  const english = lang === 'en-US' && !table.numeric.has(column) ? table.columns.get(`${column.toLowerCase()}_en`) : undefined;
  return english ? `COALESCE(NULLIF(t.${english}, ''), t.${column})` : `t.${column}`;
}

const NUMBER = /^[+-]?(?:\d+\.?\d*|\.\d+)$/;
const isBlank = (value: unknown) => value === undefined || value === null || value === '';
const isNumber = (value: unknown) => (typeof value === 'number' ? Number.isFinite(value) : typeof value === 'string' && NUMBER.test(value.trim()));
const TEXT_OPERATIONS: ReadonlySet<string | undefined> = new Set(['LK', 'LFK', 'RHK']);
const LIST_OPERATIONS: ReadonlySet<string | undefined> = new Set(['IN', 'NIN', 'BETWEEN']);

/**
 * A condition on a number column of `numeric` whose value is not a number matches nothing, as a hostile value
 * on a text column does, instead of failing the request: it becomes an empty IN, which the QueryFilter
 * translation answers with a false condition. LIKE takes any text (it matches the number's digits).
 */
export function numbersOnly(field: QueryField, numeric: boolean): QueryField {
  const operation = operationOf(field.operation);
  if (!numeric || isBlank(field.value) || TEXT_OPERATIONS.has(operation)) return field;
  const valid = LIST_OPERATIONS.has(operation)
    ? (Array.isArray(field.value) ? field.value : typeof field.value === 'string' ? field.value.split(',') : [field.value]).every(
        (part) => isBlank(part) || (typeof part === 'string' && part.trim() === '') || isNumber(part),
      )
    : isNumber(field.value);
  return valid ? field : { ...field, operation: 'IN', value: [] };
}

/** The SQL definitions query views are built on (Hotent's QuerySqldef): sqlAlias → its business table or report view. */
export const QUERY_SQL_DEFINITIONS: Readonly<Record<string, QueryTableName>> = {
  employeeSql: 'biz_employee',
  projectSql: 'biz_project',
  salesSql: 'biz_sales',
  departmentSql: 'biz_department',
  // the report pages (docs/reports.md)
  workHourSql: 'biz_work_hour',
  workHourTotalSql: 'biz_work_hour_total',
  workHourMonthSql: 'biz_work_hour_month',
  workHourProjectSql: 'biz_work_hour_project',
  workHourDeptSql: 'biz_work_hour_dept',
  workHourActivitySql: 'biz_work_hour_activity',
  projectTeamSql: 'biz_project_team',
  ceremonyDaySql: 'biz_ceremony_day',
  customerSurveySql: 'biz_customer_survey',
  projectFinanceSql: 'biz_project_finance',
  flowNodeSql: 'biz_flow_node',
  flowInstanceSql: 'biz_flow_instance',
  // 报表中心 › 人员查询 (docs/directory.md): the tenant's active users
  userQuery: 'uc_user_directory',
};

// Query views (自定义SQL视图) over the server's SQL definitions (QUERY_SQL_DEFINITIONS): a stored view names
// the columns it shows and the conditions it searches by; the client's QueryFilter may filter by those and
// sort by the shown ones only. Rows are keyed by each show's fieldName; every value is bound.
import type { Db } from '../../db/database';
import type { Lang } from '../../lib/i18n';
import { localized } from '../../lib/i18n';
import { compileOrder, compileWhere, paging, type PageList, type QueryFilter, type SqlValue } from '../../lib/queryFilter';
import { QueryDefinitionError } from './messages';
import { columnOf, numbersOnly, QUERY_SQL_DEFINITIONS, queryTable, queryColumnMap, readerColumn, type QueryTable } from './tables';

/** Rows an unpaged view, or an export of everything, answers at most. */
export const VIEW_ROW_LIMIT = 100_000;

export interface StoredView {
  readonly sqlAlias: string;
  readonly alias: string;
  readonly definition: Readonly<Record<string, unknown>>;
}

export function findView(db: Db, sqlAlias: string, alias: string): StoredView | undefined {
  const row = db.prepare('SELECT sql_alias, alias, definition FROM form_query_view WHERE sql_alias = ? AND alias = ?').get(sqlAlias, alias) as
    | { sql_alias: string; alias: string; definition: string }
    | undefined;
  return row ? { sqlAlias: row.sql_alias, alias: row.alias, definition: JSON.parse(row.definition) as Record<string, unknown> } : undefined;
}

export interface ViewShow {
  readonly column: string;
  readonly fieldName: string;
  readonly label: { readonly zh: string; readonly en: string };
}

export interface CompiledView {
  readonly name: { readonly zh: string; readonly en: string };
  readonly table: QueryTable;
  /** the visible shows, in order */
  readonly shows: readonly ViewShow[];
  /** property (lower-case condition name or show name/fieldName) → column */
  readonly filterable: ReadonlyMap<string, string>;
  /** property (lower-case show name/fieldName) → column */
  readonly sortable: ReadonlyMap<string, string>;
  readonly defaultOrder: string;
  readonly paged: boolean;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const on = (value: unknown) => value === 1 || value === '1' || value === true;
const text = (value: unknown) => (typeof value === 'string' ? value : '');
/** A row key written as a column alias into the statement, so a plain identifier only. */
const FIELD_NAME = /^[A-Za-z_][A-Za-z0-9_]*$/;

function jsonArray(definition: Readonly<Record<string, unknown>>, field: string): Record<string, unknown>[] {
  const value = definition[field];
  if (typeof value !== 'string' || value.trim() === '') return [];
  try {
    const parsed: unknown = JSON.parse(value);
    if (Array.isArray(parsed)) return parsed.filter((item): item is Record<string, unknown> => isRecord(item) && typeof item.name === 'string' && item.name.trim() !== '');
  } catch {
    // answered below
  }
  throw new QueryDefinitionError('badJson', { field });
}

/** The stored view checked against its SQL definition's table. Throws QueryDefinitionError. */
export function compileView(db: Db, stored: StoredView): CompiledView {
  const tableName = Object.hasOwn(QUERY_SQL_DEFINITIONS, stored.sqlAlias) ? QUERY_SQL_DEFINITIONS[stored.sqlAlias] : undefined;
  if (!tableName) throw new QueryDefinitionError('sqlNotFound', { sqlAlias: stored.sqlAlias });
  const table = queryTable(db, tableName);
  const definition = stored.definition;
  const allShows = jsonArray(definition, 'shows').map((item) => {
    const column = columnOf(table, item.name);
    const fieldName = text(item.fieldName).trim() || column;
    if (!FIELD_NAME.test(fieldName)) throw new QueryDefinitionError('unknownField', { table: table.name, field: fieldName });
    return { item, column, fieldName };
  });
  const shows = allShows
    .filter(({ item }) => !on(item.hidden))
    .map(({ item, column, fieldName }) => ({ column, fieldName, label: { zh: text(item.fieldDesc) || fieldName, en: text(item.fieldDescEn) } }));
  const sortable = new Map<string, string>();
  for (const show of allShows) {
    sortable.set(show.column.toLowerCase(), show.column);
    sortable.set(show.fieldName.toLowerCase(), show.column);
  }
  const filterable = new Map(sortable);
  for (const condition of jsonArray(definition, 'conditions')) filterable.set(String(condition.name).trim().toLowerCase(), columnOf(table, condition.name));
  const sorted = allShows.find(({ item }) => on(item.defaultSort));
  const direction = sorted && text(sorted.item.sortSeq).toUpperCase() === 'DESC' ? 'DESC' : 'ASC';
  return {
    name: { zh: text(definition.name) || stored.alias, en: text(definition.nameEn) },
    table,
    shows,
    filterable,
    sortable,
    defaultOrder: [...(sorted ? [`t.${sorted.column} ${direction}`] : []), 't.id'].join(', '),
    paged: definition.needPage === undefined || definition.needPage === null || on(definition.needPage),
  };
}

/** Properties as the client sends them, matched case-insensitively against the view's allow-list. */
function withColumns(filter: QueryFilter | undefined, view: CompiledView): QueryFilter {
  const known = (map: ReadonlyMap<string, string>, property: string) => (map.has(property.toLowerCase()) ? property.toLowerCase() : property);
  return {
    ...filter,
    querys: (filter?.querys ?? []).map((query) => {
      const property = known(view.filterable, String(query.property));
      const column = view.filterable.get(property);
      return numbersOnly({ ...query, property }, column !== undefined && view.table.numeric.has(column));
    }),
    sorter: (filter?.sorter ?? []).map((sort) => ({ ...sort, property: known(view.sortable, String(sort.property)) })),
  };
}

export interface ViewScope {
  readonly tenantId: string;
  /** every matching row (export of everything, or a view that does not page) */
  readonly all: boolean;
  /** the reader's language: the names with an English column beside them are answered in it (tables.ts readerColumn) */
  readonly lang: Lang;
}

/** One page of the view (or every row up to VIEW_ROW_LIMIT), rows keyed by fieldName, values in the reader's language where the table has their English. */
export function viewData(db: Db, view: CompiledView, filter: QueryFilter | undefined, scope: ViewScope): PageList<Record<string, unknown>> {
  const checked = withColumns(filter, view);
  const condition = compileWhere(checked, queryColumnMap(view.table, [...view.filterable]));
  const order = compileOrder(checked.sorter, queryColumnMap(view.table, [...view.sortable]), view.defaultOrder);
  const where = condition.sql ? `t.tenant_id = ? AND ${condition.sql}` : 't.tenant_id = ?';
  const params: SqlValue[] = [scope.tenantId, ...condition.params];
  const from = `${view.table.name} t`;
  const { total } = db.prepare(`SELECT COUNT(*) AS total FROM ${from} WHERE ${where}`).get(...params) as { total: number };
  const everything = scope.all || !view.paged;
  const { page, pageSize } = everything ? { page: 1, pageSize: Math.min(total, VIEW_ROW_LIMIT) } : paging(filter);
  const select = ['t.id AS "id"', ...view.shows.map((show) => `${readerColumn(view.table, show.column, scope.lang)} AS "${show.fieldName}"`)].join(', ');
  const rows = db
    .prepare(`SELECT ${select} FROM ${from} WHERE ${where} ORDER BY ${order} LIMIT ? OFFSET ?`)
    .all(...params, everything ? VIEW_ROW_LIMIT : pageSize, (page - 1) * pageSize) as Record<string, unknown>[];
  return { rows, total, page, pageSize };
}

/** The shows an export writes: the requested fieldNames that the view shows, in the requested order. */
export function exportShows(view: CompiledView, fieldNames: readonly string[]): ViewShow[] {
  return fieldNames.map((name) => view.shows.find((show) => show.fieldName === name.trim())).filter((show): show is ViewShow => show !== undefined);
}

export const viewLabel = (lang: Lang, label: { zh: string; en: string }) => localized(lang, label.zh, label.en);

// A stored data-source dialog → SQL. The table must be allow-listed (the business tables); every field the
// definition names must be a column of it (read from the database itself); the client may filter only by the
// definition's user-input conditions, with their declared operation, and sort only by its display, result and
// sort fields; fixed conditions and the caller's parameters are added by the server. Every value is bound.
import { tableColumns, type Db } from '../../db/database';
import type { Lang } from '../../lib/i18n';
import { compileOrder, compileWhere, paging, type ColumnMap, type ColumnType, type PageList, type QueryField, type QueryFilter, type SqlValue } from '../../lib/queryFilter';
import { BUSINESS_TABLES } from '../business';
import type { DialogMessageKey } from './messages';
import { DIALOG_TABLES } from './seed';

/** Rows a dialog that does not page gets at most (the QueryFilter cap). */
export const UNPAGED_ROWS = 1000;
/** Nodes a tree dialog gets at most. */
export const TREE_ROWS = 5000;

const ALLOWED_TABLES: ReadonlySet<string> = new Set([...BUSINESS_TABLES, ...DIALOG_TABLES]);
const SAFE_IDENTIFIER = /^[a-z_][a-z0-9_]*$/i;
const LIKE_CODES: ReadonlySet<string> = new Set(['LK', 'LIKE', 'LFK', 'LEFT_LIKE', 'RHK', 'RIGHT_LIKE']);
const NUMBER_TYPES = /^(number|int|integer|bigint|long|float|double|decimal|numeric|smallint|tinyint)$/i;
const DATE_TYPES = /^(date|datetime|timestamp|time)$/i;
/** '2024-05-01 00:00:00' (or …T00:00:00.000Z): a date without a time of day. */
const DATE_ONLY = /^(\d{4}-\d{2}-\d{2})(?:[ T]00:00:00(?:\.0+)?Z?)?$/;

/** A refusal of this module: a message key of the area and its parameters (the routes localize it). */
export class DialogDefinitionError extends Error {
  constructor(
    readonly key: DialogMessageKey,
    readonly params: Record<string, string> = {},
  ) {
    super(key);
  }
}

export interface StoredDialog {
  readonly alias: string;
  readonly definition: Readonly<Record<string, unknown>>;
}

export function findDialog(db: Db, alias: string): StoredDialog | undefined {
  const row = db.prepare('SELECT alias, definition FROM form_custom_dialog WHERE alias = ?').get(alias) as { alias: string; definition: string } | undefined;
  return row ? { alias: row.alias, definition: JSON.parse(row.definition) as Record<string, unknown> } : undefined;
}

interface Column {
  readonly name: string;
  readonly type: ColumnType;
}

interface Table {
  readonly name: string;
  /** lower-case name → column (tenant_id left out: it is the server's scope, never the client's) */
  readonly columns: ReadonlyMap<string, Column>;
  /** the primary key's columns, in key order: the last tie-break of every order, so that pages never overlap */
  readonly key: readonly string[];
}

function tableOf(db: Db, objName: unknown): Table {
  const name = typeof objName === 'string' ? objName.trim().toLowerCase() : '';
  if (!ALLOWED_TABLES.has(name)) throw new DialogDefinitionError('tableNotAllowed', { table: String(objName ?? '') });
  const columns = new Map<string, Column>();
  const info = tableColumns(db, name);
  for (const column of info) {
    if (column.name === 'tenant_id' || !SAFE_IDENTIFIER.test(column.name)) continue;
    columns.set(column.name.toLowerCase(), { name: column.name, type: column.numeric ? 'number' : 'text' });
  }
  // Every allow-listed table has a primary key (rowid is no stand-in: on PostgreSQL it becomes ctid, a place in the file).
  const key = info.filter((column) => column.pk > 0 && SAFE_IDENTIFIER.test(column.name)).sort((a, b) => a.pk - b.pk).map((column) => column.name);
  if (key.length === 0) throw new DialogDefinitionError('tableNotAllowed', { table: name });
  return { name, columns, key };
}

interface Condition {
  readonly field: string;
  readonly column: Column;
  readonly operation: string;
  readonly source: '1' | '2' | '3';
  readonly value: unknown;
}

interface Dialog {
  readonly alias: string;
  readonly table: Table;
  readonly conditions: readonly Condition[];
  readonly tree?: { readonly id: Column; readonly pid: Column; readonly displayName: Column };
  /** columns selected into each row */
  readonly selected: readonly Column[];
  /** columns the client may sort by */
  readonly sortable: readonly Column[];
  readonly sorts: readonly { column: Column; direction: 'ASC' | 'DESC' }[];
  readonly paged: boolean;
}

function jsonField(definition: Readonly<Record<string, unknown>>, field: string, blank: unknown): unknown {
  const text = definition[field];
  if (typeof text !== 'string' || text.trim() === '') return blank;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new DialogDefinitionError('badJson', { field });
  }
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const fieldsOf = (value: unknown): Record<string, unknown>[] => (Array.isArray(value) ? value.filter((item) => isRecord(item) && typeof item.field === 'string') : []);

function columnOf(table: Table, field: unknown): Column {
  const column = typeof field === 'string' ? table.columns.get(field.trim().toLowerCase()) : undefined;
  if (!column) throw new DialogDefinitionError('unknownField', { table: table.name, field: String(field) });
  return column;
}

/** The stored definition, checked against its table. Throws DialogDefinitionError. */
export function parseDialog(db: Db, stored: StoredDialog): Dialog {
  const definition = stored.definition;
  const table = tableOf(db, definition.objName);
  const tree = String(definition.style ?? '0') === '1';
  const display = jsonField(definition, 'displayfield', tree ? {} : []);

  let treeColumns: Dialog['tree'];
  let displayColumns: Column[] = [];
  if (tree) {
    const fields = isRecord(display) ? display : {};
    treeColumns = { id: columnOf(table, fields.id), pid: columnOf(table, fields.pid), displayName: columnOf(table, fields.displayName) };
  } else {
    displayColumns = fieldsOf(display).map((item) => columnOf(table, item.field));
  }
  const resultColumns = fieldsOf(jsonField(definition, 'resultfield', [])).map((item) => columnOf(table, item.field));
  const sorts = fieldsOf(jsonField(definition, 'sortfield', [])).map((item) => ({
    column: columnOf(table, item.field),
    direction: String(item.sortType ?? 'ASC').toUpperCase().startsWith('DESC') ? ('DESC' as const) : ('ASC' as const),
  }));
  const conditions = fieldsOf(jsonField(definition, 'conditionfield', [])).map((item): Condition => {
    const column = columnOf(table, item.field);
    const declared = typeof item.condition === 'string' && item.condition.trim() !== '' ? item.condition.trim().toUpperCase() : '';
    const dbType = typeof item.dbType === 'string' ? item.dbType.trim() : '';
    const text = !NUMBER_TYPES.test(dbType) && !DATE_TYPES.test(dbType);
    const source = String(item.defaultType ?? '1');
    return {
      field: String(item.field),
      column,
      // The operation the list blocks send by default: LIKE for text, EQUAL otherwise; a tag picker: IN.
      operation: declared || (String(item.controllerType ?? '1') === '4' ? 'IN' : text ? 'LIKE' : 'EQUAL'),
      source: source === '2' || source === '3' ? source : '1',
      value: item.defaultValue,
    };
  });

  const unique = (columns: readonly Column[]) => [...new Map(columns.map((column) => [column.name, column])).values()];
  const treeList = treeColumns ? [treeColumns.id, treeColumns.pid, treeColumns.displayName] : [];
  const id = table.columns.get('id');
  return {
    alias: stored.alias,
    table,
    conditions,
    tree: treeColumns,
    selected: unique([...(id ? [id] : []), ...treeList, ...displayColumns, ...resultColumns]),
    sortable: unique([...displayColumns, ...resultColumns, ...sorts.map((sort) => sort.column), ...treeList]),
    sorts,
    paged: definition.needPage === undefined || definition.needPage === null || [1, '1', true, 'true'].includes(definition.needPage as never),
  };
}

/** The column as SQL: in English the `<column>_en` translation when the table has one (for display and text search). */
function expression(table: Table, column: Column, lang: Lang, localized: boolean): string {
  const translated = table.columns.get(`${column.name}_en`);
  return localized && lang === 'en-US' && translated ? `COALESCE(NULLIF(t.${translated.name}, ''), t.${column.name})` : `t.${column.name}`;
}

const mapOf = (entries: [string, string, ColumnType][]): ColumnMap => Object.fromEntries(entries.map(([key, sql, type]) => [key, { sql, type }]));

/** WHERE of the fixed conditions and the caller's parameters (a parameter that was not passed is left out). */
function presetWhere(dialog: Dialog, mapParam: Readonly<Record<string, unknown>>, lang: Lang): { sql: string; params: SqlValue[] } {
  const querys: QueryField[] = [];
  const entries: [string, string, ColumnType][] = [];
  const parameter = (field: string) => Object.entries(mapParam).find(([key]) => key.toLowerCase() === field.toLowerCase())?.[1];
  dialog.conditions.forEach((condition, index) => {
    if (condition.source === '1') return;
    const property = `preset${index}`;
    entries.push([property, expression(dialog.table, condition.column, lang, false), condition.column.type]);
    querys.push({ property, operation: condition.operation, value: condition.source === '2' ? condition.value : parameter(condition.field) });
  });
  return compileWhere({ querys }, mapOf(entries));
}

/** The client's conditions: only the definition's user-input conditions, each with its declared operation. */
function userWhere(dialog: Dialog, filter: QueryFilter | undefined, lang: Lang): { sql: string; params: SqlValue[] } {
  const inputs = dialog.conditions.filter((condition) => condition.source === '1');
  const entries: [string, string, ColumnType][] = inputs.map((condition) => [
    condition.field,
    expression(dialog.table, condition.column, lang, LIKE_CODES.has(condition.operation)),
    condition.column.type,
  ]);
  const querys = (filter?.querys ?? []).map((query): QueryField => {
    const condition = inputs.find((input) => input.field.toLowerCase() === String(query.property).toLowerCase());
    if (!condition) return query; // compileWhere refuses it: not an allow-listed property
    const operation = Array.isArray(query.value) && condition.operation !== 'BETWEEN' ? 'IN' : condition.operation;
    return { ...query, property: condition.field, operation };
  });
  return compileWhere({ ...filter, querys }, mapOf(entries));
}

function orderOf(dialog: Dialog, filter: QueryFilter | undefined, lang: Lang): string {
  const entries: [string, string, ColumnType][] = dialog.sortable.flatMap((column) => {
    const sql = expression(dialog.table, column, lang, true);
    return [
      [column.name, sql, column.type],
      [column.name.toUpperCase(), sql, column.type],
    ] as [string, string, ColumnType][];
  });
  const sorter = (filter?.sorter ?? []).map((sort) => ({ ...sort, property: dialog.sortable.find((column) => column.name === String(sort.property).toLowerCase())?.name ?? sort.property }));
  const definitionOrder = dialog.sorts.map((sort) => `${expression(dialog.table, sort.column, lang, true)} ${sort.direction}`);
  return compileOrder(sorter, mapOf(entries), [...definitionOrder, ...dialog.table.key.map((column) => `t.${column}`)].join(', '));
}

/** Row keys are the UPPER-CASE column names; date-only values lose their midnight time. */
function toRow(row: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(row)) out[key] = typeof value === 'string' ? value.replace(DATE_ONLY, '$1') : value;
  return out;
}

interface Scope {
  readonly tenantId: string;
  readonly lang: Lang;
  readonly mapParam: Readonly<Record<string, unknown>>;
}

function baseQuery(dialog: Dialog, scope: Scope) {
  const preset = presetWhere(dialog, scope.mapParam, scope.lang);
  const select = dialog.selected.map((column) => `${expression(dialog.table, column, scope.lang, true)} AS "${column.name.toUpperCase()}"`).join(', ');
  return { select, where: ['t.tenant_id = ?', ...(preset.sql ? [preset.sql] : [])].join(' AND '), params: [scope.tenantId, ...preset.params] };
}

/** POST getListData: one page (or, without paging, the first UNPAGED_ROWS rows). */
export function listData(db: Db, dialog: Dialog, filter: QueryFilter | undefined, scope: Scope): PageList<Record<string, unknown>> {
  const base = baseQuery(dialog, scope);
  const user = userWhere(dialog, filter, scope.lang);
  const where = user.sql ? `${base.where} AND ${user.sql}` : base.where;
  const params = [...base.params, ...user.params];
  const order = orderOf(dialog, filter, scope.lang);
  const { page, pageSize } = dialog.paged ? paging(filter) : { page: 1, pageSize: UNPAGED_ROWS };
  const from = `${dialog.table.name} t`;
  const { total } = db.prepare(`SELECT COUNT(*) AS total FROM ${from} WHERE ${where}`).get(...params) as { total: number };
  const rows = db.prepare(`SELECT ${base.select} FROM ${from} WHERE ${where} ORDER BY ${order} LIMIT ? OFFSET ?`).all(...params, pageSize, (page - 1) * pageSize) as Record<string, unknown>[];
  return { rows: rows.map(toRow), total, page, pageSize };
}

/** GET getTreeData: every node of the tenant (fixed conditions and parameters applied), as a flat list. */
export function treeData(db: Db, dialog: Dialog, scope: Scope): Record<string, unknown>[] {
  const base = baseQuery(dialog, scope);
  const order = orderOf(dialog, undefined, scope.lang);
  const rows = db.prepare(`SELECT ${base.select} FROM ${dialog.table.name} t WHERE ${base.where} ORDER BY ${order} LIMIT ?`).all(...base.params, TREE_ROWS) as Record<string, unknown>[];
  return rows.map(toRow);
}

// The one translation of a Hotent QueryFilter body into SQL: allow-listed properties, bound values only.
import type { Db } from '../db/database';
import { badRequest } from './errors';

export type SqlValue = string | number | bigint | null;

export interface QueryField {
  property: string;
  value?: unknown;
  operation?: string;
  relation?: string;
  group?: string;
}
export interface QuerySorter {
  property: string;
  direction?: string;
}
export interface QueryFilter {
  pageBean?: { page?: number; pageSize?: number; showTotal?: boolean };
  querys?: QueryField[];
  sorter?: QuerySorter[];
  groupRelation?: string;
  params?: Record<string, unknown>;
}
export interface PageList<T> {
  rows: T[];
  total: number;
  page: number;
  pageSize: number;
}

export type ColumnType = 'text' | 'number' | 'boolean';
/**
 * Client property name → trusted SQL expression (with its type when it is not text). `notNull` marks a column that
 * is never empty: its sort needs no NULLS clause (on PostgreSQL a NULLS LAST going down is not the order of its index).
 */
export type ColumnMap = Record<string, string | { sql: string; type: ColumnType; notNull?: boolean }>;

/** A text column that is never empty (a creation time, a key), for a ColumnMap. */
export const neverEmptyText = (sql: string) => ({ sql, type: 'text', notNull: true }) as const;

const DEFAULT_PAGE_SIZE = 10;
const MAX_PAGE_SIZE = 1000;

/** JSON schema of the body; Fastify's ajv coerces "1"/"true" strings into numbers and booleans. */
export const queryFilterSchema = {
  type: 'object',
  properties: {
    pageBean: {
      type: 'object',
      properties: {
        page: { type: 'integer', minimum: 1 },
        pageSize: { type: 'integer', minimum: 0, maximum: 100000 },
        showTotal: { type: 'boolean' },
      },
    },
    querys: {
      type: 'array',
      maxItems: 50,
      items: {
        type: 'object',
        required: ['property'],
        properties: {
          property: { type: 'string', minLength: 1, maxLength: 100 },
          value: {},
          operation: { type: 'string', maxLength: 30 },
          relation: { type: 'string', maxLength: 10 },
          group: { type: 'string', maxLength: 50 },
        },
      },
    },
    sorter: {
      type: 'array',
      maxItems: 10,
      items: {
        type: 'object',
        required: ['property'],
        properties: {
          property: { type: 'string', minLength: 1, maxLength: 100 },
          direction: { type: 'string', maxLength: 20 },
        },
      },
    },
    groupRelation: { type: 'string', maxLength: 10 },
    params: { type: 'object' },
  },
} as const;

type Operation = 'EQ' | 'EIC' | 'NE' | 'LT' | 'GT' | 'LE' | 'GE' | 'LK' | 'LFK' | 'RHK' | 'ISNULL' | 'NOTNULL' | 'IN' | 'NIN' | 'BETWEEN';

// Java enum names (what the front sends) and the short codes of stored custom-query JSON.
const OPERATIONS: Record<string, Operation> = {
  EQUAL: 'EQ', EQ: 'EQ',
  EQUAL_IGNORE_CASE: 'EIC', EIC: 'EIC',
  NOT_EQUAL: 'NE', NE: 'NE',
  LESS: 'LT', LT: 'LT',
  GREAT: 'GT', GT: 'GT',
  LESS_EQUAL: 'LE', LE: 'LE',
  GREAT_EQUAL: 'GE', GE: 'GE',
  LIKE: 'LK', LK: 'LK',
  LEFT_LIKE: 'LFK', LFK: 'LFK',
  RIGHT_LIKE: 'RHK', RHK: 'RHK',
  IS_NULL: 'ISNULL', ISNULL: 'ISNULL',
  NOTNULL: 'NOTNULL', IS_NOT_NULL: 'NOTNULL', NOT_NULL: 'NOTNULL',
  IN: 'IN',
  NOT_IN: 'NIN', NIN: 'NIN',
  BETWEEN: 'BETWEEN',
};

/** The operation a QueryFilter or a stored definition names (EQUAL when none), undefined when it names none known. */
export const operationOf = (name: string | undefined): Operation | undefined => OPERATIONS[(name ?? 'EQUAL').trim().toUpperCase()];

const COMPARISONS: Partial<Record<Operation, string>> = { EQ: '=', NE: '<>', LT: '<', GT: '>', LE: '<=', GE: '>=' };

interface Column {
  sql: string;
  type: ColumnType;
  notNull?: boolean;
}

function columnFor(columns: ColumnMap, property: string, unknownKey: 'queryUnknownField' | 'queryUnknownSort'): Column {
  if (!Object.hasOwn(columns, property)) throw badRequest(unknownKey, { property });
  const spec = columns[property];
  return typeof spec === 'string' ? { sql: spec, type: 'text' } : spec;
}

function toScalar(value: unknown, column: Column, property: string): SqlValue {
  if (value === null || typeof value === 'object' || typeof value === 'function' || typeof value === 'symbol') {
    throw badRequest('queryBadValue', { property });
  }
  if (column.type === 'boolean') {
    if (value === true || value === 1 || value === '1' || value === 'true') return 1;
    if (value === false || value === 0 || value === '0' || value === 'false') return 0;
    throw badRequest('queryBadValue', { property });
  }
  if (column.type === 'number') {
    const number = typeof value === 'number' ? value : Number(String(value).trim());
    if (String(value).trim() === '' || !Number.isFinite(number)) throw badRequest('queryBadValue', { property });
    return number;
  }
  return String(value);
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** An array as is, or a comma-separated string split leniently ("a,b"). */
function toList(value: unknown): unknown[] {
  if (Array.isArray(value)) return value;
  if (typeof value === 'string') return value.split(',').map((part) => part.trim());
  return [value];
}

const isBlank = (value: unknown) => value === undefined || value === null || value === '';

function compileCondition(field: QueryField, columns: ColumnMap): { sql: string; params: SqlValue[] } | null {
  const column = columnFor(columns, field.property, 'queryUnknownField');
  const operation = operationOf(field.operation);
  if (!operation) throw badRequest('queryUnknownOperation', { operation: field.operation ?? '' });
  const col = column.sql;

  // A number column as text where it meets text: PostgreSQL has no '' number, no LIKE nor lower() of a number.
  const textCol = column.type === 'text' ? col : `CAST(${col} AS TEXT)`;

  if (operation === 'ISNULL') return { sql: `(${col} IS NULL OR ${textCol} = '')`, params: [] };
  if (operation === 'NOTNULL') return { sql: `(${col} IS NOT NULL AND ${textCol} <> '')`, params: [] };
  // An empty search box means "no condition", as on the Hotent backend.
  if (isBlank(field.value) || (Array.isArray(field.value) && field.value.length === 0 && operation !== 'IN' && operation !== 'NIN')) {
    return null;
  }

  switch (operation) {
    case 'IN':
    case 'NIN': {
      const values = toList(field.value).filter((v) => !isBlank(v));
      if (values.length > 1000) throw badRequest('queryBadValue', { property: field.property });
      if (values.length === 0) return { sql: operation === 'IN' ? '1 = 0' : '1 = 1', params: [] };
      const params = values.map((v) => toScalar(v, column, field.property));
      return { sql: `${col} ${operation === 'IN' ? 'IN' : 'NOT IN'} (${params.map(() => '?').join(', ')})`, params };
    }
    case 'BETWEEN': {
      const [from, to] = toList(field.value);
      const parts: string[] = [];
      const params: SqlValue[] = [];
      if (!isBlank(from)) {
        parts.push(`${col} >= ?`);
        params.push(toScalar(from, column, field.property));
      }
      if (!isBlank(to)) {
        parts.push(`${col} <= ?`);
        params.push(toScalar(to, column, field.property));
      }
      return parts.length ? { sql: `(${parts.join(' AND ')})`, params } : null;
    }
    case 'LK':
    case 'LFK':
    case 'RHK': {
      const text = escapeLike(String(toScalar(field.value, { ...column, type: 'text' }, field.property)));
      const pattern = operation === 'LK' ? `%${text}%` : operation === 'LFK' ? `%${text}` : `${text}%`;
      return { sql: `${textCol} LIKE ? ESCAPE '\\'`, params: [pattern] };
    }
    case 'EIC':
      return { sql: `lower(${textCol}) = lower(?)`, params: [String(toScalar(field.value, column, field.property))] };
    default:
      return { sql: `${col} ${COMPARISONS[operation]} ?`, params: [toScalar(field.value, column, field.property)] };
  }
}

const relationOf = (text: string | undefined) => (text?.trim().toUpperCase() === 'OR' ? 'OR' : 'AND');

/**
 * WHERE fragment of the querys: conditions of one group are joined by each condition's relation
 * (the first one's is ignored), groups by groupRelation (AND by default). '' when nothing applies.
 */
export function compileWhere(filter: QueryFilter | undefined, columns: ColumnMap): { sql: string; params: SqlValue[] } {
  const groups = new Map<string, { sql: string; relation: string }[]>();
  const params: SqlValue[] = [];
  for (const field of filter?.querys ?? []) {
    const condition = compileCondition(field, columns);
    if (!condition) continue;
    const group = field.group || 'main';
    if (!groups.has(group)) groups.set(group, []);
    groups.get(group)!.push({ sql: condition.sql, relation: relationOf(field.relation) });
    params.push(...condition.params);
  }
  const groupSql = [...groups.values()].map(
    (conditions) => `(${conditions.map((c, index) => (index === 0 ? c.sql : `${c.relation} ${c.sql}`)).join(' ')})`,
  );
  return { sql: groupSql.join(` ${relationOf(filter?.groupRelation)} `), params };
}

/**
 * ORDER BY body from the sorter; the default order always follows as a tie-breaker for stable pages. Empty
 * values sort as the smallest (SQLite's order), said out loud because PostgreSQL sorts NULL as the largest.
 */
export function compileOrder(sorter: QuerySorter[] | undefined, columns: ColumnMap, defaultOrder: string): string {
  const parts = (sorter ?? []).map((sort) => {
    const column = columnFor(columns, sort.property, 'queryUnknownSort');
    const direction = (sort.direction ?? 'ASC').trim().toUpperCase();
    const nulls = (where: string) => (column.notNull ? '' : ` NULLS ${where}`);
    if (direction === 'ASC' || direction === 'ASCENDING') return `${column.sql} ASC${nulls('FIRST')}`;
    if (direction === 'DESC' || direction === 'DESCENDING') return `${column.sql} DESC${nulls('LAST')}`;
    throw badRequest('queryBadDirection');
  });
  return [...parts, defaultOrder].join(', ');
}

export function paging(filter: QueryFilter | undefined): { page: number; pageSize: number } {
  const page = Math.max(1, Math.trunc(filter?.pageBean?.page ?? 1));
  const requested = Math.trunc(filter?.pageBean?.pageSize ?? 0);
  return { page, pageSize: requested > 0 ? Math.min(requested, MAX_PAGE_SIZE) : DEFAULT_PAGE_SIZE };
}

/** A join of a list's count: the alias it brings in, and the JOIN clause. */
export interface CountJoin {
  alias: string;
  join: string;
}

/** `from` with the joins of `joins` that `conditions` need, directly or through a later join, in their order. */
export function countFromFor(from: string, joins: readonly CountJoin[], conditions: string): string {
  const names = (alias: string, text: string) => new RegExp(`\\b${alias}\\.`).test(text);
  const needed: CountJoin[] = [];
  let wanted = conditions;
  for (const join of [...joins].reverse()) {
    if (!names(join.alias, wanted)) continue;
    needed.unshift(join);
    wanted += ` ${join.join}`;
  }
  return [from, ...needed.map((join) => join.join)].join(' ');
}

/** What the total counts over: the driving table alone without client conditions, else what they need. */
function countSource(query: Pick<PageQuery<unknown, unknown>, 'from' | 'countFrom' | 'countJoins'>, conditions: string): string {
  if (!query.countFrom) return query.from;
  if (!conditions) return query.countFrom;
  return query.countJoins ? countFromFor(query.countFrom, query.countJoins, conditions) : query.from;
}

export interface PageQuery<Row, Out> {
  /** select list, e.g. 'u.id, u.fullname' (trusted) */
  select: string;
  /** FROM body with its joins (trusted) */
  from: string;
  /**
   * FROM body of the total when the client's querys add no condition (trusted): the driving table alone, so the
   * count walks one index. Only where `where` names nothing else and each join of `from` adds exactly one row.
   */
  countFrom?: string;
  /**
   * With `countFrom`, the joins a count with the client's conditions may need, in order (trusted): each is added
   * when a condition names its alias, or a join added after it does (`JOIN x ON x.id = y.x_id` needs `y`). Only
   * joins that add exactly one row each.
   */
  countJoins?: readonly CountJoin[];
  /** base condition, e.g. the tenant scope (trusted, with ? placeholders) */
  where: string;
  params: SqlValue[];
  columns: ColumnMap;
  /** trusted ORDER BY body used after the client's sorter */
  defaultOrder: string;
  map: (row: Row) => Out;
}

/** Runs a QueryFilter against one listing and answers the bare PageList (total is always exact). */
export function queryPage<Row, Out>(db: Db, filter: QueryFilter | undefined, query: PageQuery<Row, Out>): PageList<Out> {
  const extra = compileWhere(filter, query.columns);
  const where = extra.sql ? `(${query.where}) AND ${extra.sql}` : query.where;
  const params = [...query.params, ...extra.params];
  const order = compileOrder(filter?.sorter, query.columns, query.defaultOrder);
  const { page, pageSize } = paging(filter);
  const countFrom = countSource(query, extra.sql);
  const { total } = db.prepare(`SELECT COUNT(*) AS total FROM ${countFrom} WHERE ${where}`).get(...params) as { total: number };
  const rows = db
    .prepare(`SELECT ${query.select} FROM ${query.from} WHERE ${where} ORDER BY ${order} LIMIT ? OFFSET ?`)
    .all(...params, pageSize, (page - 1) * pageSize) as Row[];
  return { rows: rows.map(query.map), total, page, pageSize };
}

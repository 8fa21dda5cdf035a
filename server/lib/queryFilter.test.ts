import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../db/database';
import { testDatabase } from '../testing';
import { HttpError } from './errors';
import { compileOrder, compileWhere, countFromFor, paging, queryPage, type ColumnMap, type QueryFilter } from './queryFilter';

const columns: ColumnMap = {
  name: 'p.name',
  code: 'p.code',
  age: { sql: 'p.age', type: 'number' },
  active: { sql: 'p.active', type: 'boolean' },
};

// On both dialects: the compiled SQL must mean the same in SQLite and PostgreSQL.
let db: Db;
let closeDb: () => Promise<void>;
beforeAll(async () => {
  ({ db, close: closeDb } = await testDatabase());
  db.exec('CREATE TABLE people (id INTEGER PRIMARY KEY, name TEXT, code TEXT, age INTEGER, active INTEGER)');
  const insert = db.prepare('INSERT INTO people (name, code, age, active) VALUES (?, ?, ?, ?)');
  for (const [name, code, age, active] of [
    ['张三', 'zs', 30, 1],
    ['李四', 'ls', 41, 1],
    ['王五', 'ww', 25, 0],
    ["O'Brien", 'ob', 52, 1],
    ['100% real', 'pct', 33, 1],
  ] as const) insert.run(name, code, age, active);
});
afterAll(() => closeDb());

const list = (filter: QueryFilter | undefined) =>
  queryPage(db, filter, {
    select: 'p.*',
    from: 'people p',
    where: '1 = 1',
    params: [],
    columns,
    defaultOrder: 'p.id',
    map: (row: { name: string }) => row.name,
  });

const statusOf = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    return error instanceof HttpError ? `${error.statusCode} ${error.key}` : 'other';
  }
  return 'no error';
};

describe('compileWhere', () => {
  it('defaults to EQUAL and binds every value', () => {
    expect(compileWhere({ querys: [{ property: 'code', value: 'zs' }] }, columns)).toEqual({ sql: '(p.code = ?)', params: ['zs'] });
  });

  it('joins a group by the relations and groups by groupRelation', () => {
    const where = compileWhere(
      {
        querys: [
          { property: 'code', value: 'zs', relation: 'OR' },
          { property: 'code', value: 'ls', relation: 'OR' },
          { property: 'age', value: 30, operation: 'GREAT', group: 'advance' },
        ],
        groupRelation: 'AND',
      },
      columns,
    );
    expect(where.sql).toBe('(p.code = ? OR p.code = ?) AND (p.age > ?)');
    expect(where.params).toEqual(['zs', 'ls', 30]);
  });

  it('skips empty values but keeps IS_NULL and NOTNULL', () => {
    expect(compileWhere({ querys: [{ property: 'name', value: '', operation: 'LIKE' }] }, columns).sql).toBe('');
    expect(compileWhere({ querys: [{ property: 'name', operation: 'IS_NULL' }] }, columns).sql).toBe("((p.name IS NULL OR p.name = ''))");
    expect(compileWhere({ querys: [{ property: 'age', operation: 'IS_NULL' }] }, columns).sql).toBe("((p.age IS NULL OR CAST(p.age AS TEXT) = ''))");
  });

  it('rejects unknown properties, operations and object values with 400', () => {
    expect(statusOf(() => compileWhere({ querys: [{ property: 'password', value: 'x' }] }, columns))).toBe('400 queryUnknownField');
    expect(statusOf(() => compileWhere({ querys: [{ property: '__proto__', value: 'x' }] }, columns))).toBe('400 queryUnknownField');
    expect(statusOf(() => compileWhere({ querys: [{ property: 'name', value: 'x', operation: 'REGEXP' }] }, columns))).toBe('400 queryUnknownOperation');
    expect(statusOf(() => compileWhere({ querys: [{ property: 'name', value: { $ne: 1 } }] }, columns))).toBe('400 queryBadValue');
    expect(statusOf(() => compileWhere({ querys: [{ property: 'age', value: 'abc', operation: 'GREAT' }] }, columns))).toBe('400 queryBadValue');
  });
});

describe('queryPage', () => {
  it('answers a PageList with an exact total', () => {
    expect(list({ pageBean: { page: 2, pageSize: 2 } })).toEqual({ rows: ['王五', "O'Brien"], total: 5, page: 2, pageSize: 2 });
  });

  it('supports LIKE, LEFT_LIKE, RIGHT_LIKE with wildcards taken literally', () => {
    expect(list({ querys: [{ property: 'name', value: '三', operation: 'LIKE' }] }).rows).toEqual(['张三']);
    expect(list({ querys: [{ property: 'code', value: 's', operation: 'LEFT_LIKE' }] }).rows).toEqual(['张三', '李四']);
    expect(list({ querys: [{ property: 'code', value: 'w', operation: 'RIGHT_LIKE' }] }).rows).toEqual(['王五']);
    expect(list({ querys: [{ property: 'name', value: '%', operation: 'LIKE' }] }).rows).toEqual(['100% real']);
    expect(list({ querys: [{ property: 'name', value: '_', operation: 'LIKE' }] }).rows).toEqual([]);
  });

  it('supports IN (array or comma text), BETWEEN and comparisons with lenient number strings', () => {
    expect(list({ querys: [{ property: 'code', value: ['zs', 'ww'], operation: 'IN' }] }).rows).toEqual(['张三', '王五']);
    expect(list({ querys: [{ property: 'code', value: 'zs,ww', operation: 'IN' }] }).total).toBe(2);
    expect(list({ querys: [{ property: 'age', value: ['30', '41'], operation: 'BETWEEN' }] }).rows).toEqual(['张三', '李四', '100% real']);
    expect(list({ querys: [{ property: 'age', value: '50', operation: 'GREAT_EQUAL' }] }).rows).toEqual(["O'Brien"]);
    expect(list({ querys: [{ property: 'active', value: 'false' }] }).rows).toEqual(['王五']);
    expect(list({ querys: [{ property: 'code', value: [], operation: 'IN' }] }).total).toBe(0);
    expect(list({ querys: [{ property: 'code', value: [], operation: 'NOT_IN' }] }).total).toBe(5);
  });

  it('compares a number column as text in LIKE, EQUAL_IGNORE_CASE, IS_NULL and NOTNULL', () => {
    expect(list({ querys: [{ property: 'age', value: '3', operation: 'LIKE' }] }).rows).toEqual(['张三', '100% real']);
    expect(list({ querys: [{ property: 'age', value: '41', operation: 'EQUAL_IGNORE_CASE' }] }).rows).toEqual(['李四']);
    expect(list({ querys: [{ property: 'age', operation: 'IS_NULL' }] }).total).toBe(0);
    expect(list({ querys: [{ property: 'age', operation: 'NOTNULL' }] }).total).toBe(5);
  });

  it('treats hostile values as plain data', () => {
    for (const value of ["' OR 1=1 --", "'; DROP TABLE people; --", '" OR ""="', "zs' OR 'a'='a"]) {
      expect(list({ querys: [{ property: 'code', value }] })).toEqual({ rows: [], total: 0, page: 1, pageSize: 10 });
      expect(list({ querys: [{ property: 'name', value, operation: 'LIKE' }] }).total).toBe(0);
    }
    expect(list({ querys: [{ property: 'name', value: "O'Brien" }] }).rows).toEqual(["O'Brien"]);
    expect(list(undefined).total).toBe(5);
  });

  it('sorts by allow-listed properties only', () => {
    expect(list({ sorter: [{ property: 'age', direction: 'DESC' }], pageBean: { pageSize: 2 } }).rows).toEqual(["O'Brien", '李四']);
    expect(statusOf(() => compileOrder([{ property: 'id; DROP TABLE people', direction: 'ASC' }], columns, 'p.id'))).toBe('400 queryUnknownSort');
    expect(statusOf(() => compileOrder([{ property: 'age', direction: 'DESC, (SELECT 1)' }], columns, 'p.id'))).toBe('400 queryBadDirection');
    expect(compileOrder([{ property: 'age', direction: 'descending' }], columns, 'p.id')).toBe('p.age DESC NULLS LAST, p.id');
    // a column that is never empty sorts in its index's order on PostgreSQL too
    expect(compileOrder([{ property: 'name', direction: 'DESC' }], { name: { sql: 'p.name', type: 'text', notNull: true } }, 'p.id')).toBe('p.name DESC, p.id');
  });

  it('puts empty values first going up and last going down, on both databases', () => {
    db.prepare('INSERT INTO people (name, code, age, active) VALUES (?, ?, NULL, 1)').run('nobody', 'nb');
    try {
      const ages = (direction: string) => list({ sorter: [{ property: 'age', direction }], pageBean: { pageSize: 10 } }).rows;
      expect(ages('ASC')[0]).toBe('nobody');
      expect(ages('DESC').at(-1)).toBe('nobody');
    } finally {
      db.prepare('DELETE FROM people WHERE code = ?').run('nb');
    }
  });
});

describe('countFromFor', () => {
  const joins = [
    { alias: 't', join: 'JOIN bpm_task t ON t.id = h.task_id' },
    { alias: 'i', join: 'JOIN bpm_instance i ON i.id = h.inst_id' },
    { alias: 'd', join: 'JOIN bpm_definition d ON d.id = i.def_id' },
  ];
  it('adds the joins the conditions name, and those a needed join names, in their order', () => {
    expect(countFromFor('bpm_task_handler h', joins, "i.subject LIKE ? ESCAPE '\\'")).toBe('bpm_task_handler h JOIN bpm_instance i ON i.id = h.inst_id');
    expect(countFromFor('bpm_task_handler h', joins, 'd.def_key = ?')).toBe('bpm_task_handler h JOIN bpm_instance i ON i.id = h.inst_id JOIN bpm_definition d ON d.id = i.def_id');
    expect(countFromFor('bpm_task_handler h', joins, '(t.name = ? OR lower(d.name) = lower(?))')).toBe(`bpm_task_handler h ${joins.map((join) => join.join).join(' ')}`);
    expect(countFromFor('bpm_task_handler h', joins, 'h.create_time >= ?')).toBe('bpm_task_handler h');
  });
});

describe('paging', () => {
  it('uses defaults for missing or zero values and caps the page size', () => {
    expect(paging(undefined)).toEqual({ page: 1, pageSize: 10 });
    expect(paging({ pageBean: { page: 3, pageSize: 0 } })).toEqual({ page: 3, pageSize: 10 });
    expect(paging({ pageBean: { pageSize: 50000 } })).toEqual({ page: 1, pageSize: 1000 });
  });
});

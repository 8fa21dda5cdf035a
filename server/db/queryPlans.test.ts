// Every big list reads its rows through an index: each statement a list call prepares is run through
// EXPLAIN QUERY PLAN, and a full SCAN of a table that grows with the organisation fails the test.
// To cover a new list, add its call to LIST_CALLS.
//
// In the PostgreSQL run (tests/postgres/) the same statements, as translated for PostgreSQL, go through `EXPLAIN
// (FORMAT JSON)` of their generic plan (the plan for any parameter values, as SQLite's EXPLAIN QUERY PLAN shows it)
// in a session with `enable_seqscan = off`, and hash and merge joins off: on a few rows the planner may join
// through a full read of the partner's primary key where a large table gets an index lookup per row, and which it
// picks then turns on the statistics of the moment (CI saw both). The test databases hold a few rows per table, and
// on so few PostgreSQL's planner reads a table in full whatever its indexes; with sequential scans priced out it
// still takes one only where no index serves the statement, so a Seq Scan of a large table in that plan means a
// missing index, as a SCAN does on SQLite. Seeding enough rows for the planner to choose indexes by itself would
// take minutes per run and make the outcome depend on statistics. Two checks stay SQLite's, as they judge the
// planner's choice among usable indexes, which on tables of a few rows (or none) PostgreSQL makes on their
// estimated sizes alone: a read of only the tenant's rows (it may take a (tenant_id, sender_id) index for a
// receiver's rows when both look equally cheap on an empty table), and a paged list sorting all its matching rows
// (a sort of a few estimated rows is priced below an ordered index read).
import Database from 'better-sqlite3';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authHeader, onPostgres, testApp } from '../testing';
import { PostgresDatabase } from './postgres/database';
import { statementToPostgres } from './postgres/translate';

/** Tables with rows per task, instance, opinion, record or message: a full scan of one grows with the organisation. */
const LARGE_TABLES = new Set([
  'bpm_task',
  'bpm_task_candidate',
  'bpm_task_handler',
  'bpm_instance',
  'bpm_opinion',
  'bpm_read',
  'bpm_urgent',
  'bpm_task_follow',
  'bo_data',
  'inner_messages',
  'message_receivers',
  'files',
  'portal_mail',
  'portal_news',
]);

interface ListCall {
  name: string;
  account: string;
  url: string;
  body?: object;
  /** the page comes out of an index in list order: no sort of all matching rows before LIMIT */
  sorted?: true;
  /** the list is the tenant's whole table by design (news): reading all its rows of the tenant is the list */
  tenantWide?: true;
}

const page1 = { pageBean: { page: 1, pageSize: 10, showTotal: true } };
/** Page 1 with a filter and a sort, as the list pages send them. */
const searched = (property: string, sortBy = 'createTime') => ({
  ...page1,
  querys: [{ property, value: '请假', operation: 'LIKE', relation: 'AND' }],
  sorter: [{ property: sortBy, direction: 'DESC' }],
});

const LIST_CALLS: ListCall[] = [
  { name: 'to-do', account: 'lisi', url: '/runtime/task/v1/getTodoList', body: page1, sorted: true },
  { name: 'to-do, filtered and sorted', account: 'lisi', url: '/runtime/task/v1/getTodoList', body: searched('subject'), sorted: true },
  { name: 'leader to-do', account: 'lisi', url: '/runtime/task/v1/getLeaderTodoList', body: page1 },
  { name: 'delegated', account: 'zhangsan', url: '/runtime/task/v1/getDelegate', body: page1, sorted: true },
  { name: 'done', account: 'lisi', url: '/runtime/instance/v1/getDoneInstList', body: page1, sorted: true },
  { name: 'done, filtered', account: 'lisi', url: '/runtime/instance/v1/getDoneInstList', body: searched('subject', 'completeTime') },
  { name: 'my requests', account: 'zhangsan', url: '/runtime/instance/v1/myRequest', body: page1, sorted: true },
  { name: 'my requests, filtered', account: 'zhangsan', url: '/runtime/instance/v1/myRequest', body: searched('subject'), sorted: true },
  { name: 'to read', account: 'lisi', url: '/runtime/task/v1/getNoticeTodoReadList', body: page1, sorted: true },
  { name: 'read', account: 'lisi', url: '/runtime/task/v1/getNoticeDoneReadList', body: page1, sorted: true },
  { name: 'circulated by me', account: 'zhangsan', url: '/runtime/task/v1/getMyNoticeReadList', body: page1, sorted: true },
  { name: 'my add-signs', account: 'lisi', url: '/runtime/task/v1/myAddSignList', body: page1, sorted: true },
  { name: 'home counters', account: 'lisi', url: '/runtime/task/v1/counts' },
  { name: 'data template records', account: 'zhangsan', url: '/form/dataTemplate/v1/listJson', body: { templateId: 'contractLedger', queryFilter: page1 } },
  { name: 'inner messages', account: 'zhangsan', url: '/innermsg/messageReceiver/v1/list', body: page1 },
  { name: 'mails', account: 'zhangsan', url: '/mail/mail/mail/v1/listJson', body: page1 },
  { name: 'news', account: 'zhangsan', url: '/portal/messageNews/v1/list', body: page1, sorted: true, tenantWide: true },
];

/** The SQL each connection is asked to prepare (also when its statement cache answers) while `recording` is on. */
const prepared: { db: Database.Database | PostgresDatabase; sql: string }[] = [];
let recording = false;
const originalPrepare = Database.prototype.prepare;
const originalPostgresPrepare = PostgresDatabase.prototype.prepare;

let app: FastifyInstance;
const headers: Record<string, { authorization: string }> = {};
/** In the PostgreSQL run: a session of its own on the app's database, where the plans are asked for. */
let planner: pg.Client | undefined;

beforeAll(async () => {
  if (onPostgres()) {
    PostgresDatabase.prototype.prepare = function record(this: PostgresDatabase, sql: string) {
      if (recording) prepared.push({ db: this, sql });
      return originalPostgresPrepare.call(this, sql);
    };
    app = await testApp();
  } else {
    // The app's connection is found by its first prepare; its own (caching) prepare is then wrapped.
    const connections = new Set<Database.Database>();
    Database.prototype.prepare = function findConnection(this: Database.Database, sql: string) {
      connections.add(this);
      return originalPrepare.call(this, sql);
    } as typeof originalPrepare;
    app = await testApp();
    Database.prototype.prepare = originalPrepare;
    for (const db of connections) {
      const prepare = db.prepare.bind(db);
      db.prepare = ((sql: string) => {
        if (recording) prepared.push({ db, sql });
        return prepare(sql);
      }) as typeof db.prepare;
    }
  }
  for (const account of new Set(LIST_CALLS.map((call) => call.account))) headers[account] = await authHeader(app, account);
}, 60_000);
afterAll(async () => {
  Database.prototype.prepare = originalPrepare;
  PostgresDatabase.prototype.prepare = originalPostgresPrepare;
  await planner?.end();
  await app.close();
});

/**
 * Plan lines that read a whole large table (or a whole index of one), or all its rows of the tenant (one tenant
 * may hold nearly all of them); with `sorted`, also a sort of the whole result of a paged query.
 */
function planProblems(db: Database.Database, sql: string, { sorted = false, tenantWide = false } = {}): string[] {
  const parameters = (sql.match(/\?/g) ?? []).map(() => null);
  const plan = (originalPrepare.call(db, `EXPLAIN QUERY PLAN ${sql}`) as Database.Statement<unknown[]>).all(...parameters) as { parent: number; detail: string }[];
  const paged = /\bLIMIT \?/.test(sql);
  const aliases = new Map<string, string>();
  for (const match of sql.matchAll(/\b(\w+)\s+(?:AS\s+)?(?=(\w+)\b)/gi)) if (LARGE_TABLES.has(match[1]!)) aliases.set(match[2]!, match[1]!);
  const isLarge = (name: string | undefined) => name !== undefined && (LARGE_TABLES.has(name) || LARGE_TABLES.has(aliases.get(name) ?? ''));
  return plan
    .filter(({ parent, detail }) => {
      if (isLarge(/^SCAN (\w+)/.exec(detail)?.[1])) return true;
      if (!tenantWide && isLarge(/^SEARCH (\w+) USING .*\(tenant_id=\?\)$/.exec(detail)?.[1])) return true;
      return sorted && paged && parent === 0 && detail.startsWith('USE TEMP B-TREE FOR ORDER BY');
    })
    .map(({ detail }) => detail);
}

/** A node of PostgreSQL's plan in `EXPLAIN (FORMAT JSON)`. */
interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  'Index Cond'?: string;
  Plans?: PlanNode[];
}

/**
 * PostgreSQL's twin of planProblems: plan nodes that read a whole large table (a Seq Scan, or an index read
 * without a condition). A Bitmap Index Scan names no table: its Bitmap Heap Scan above it does.
 */
async function postgresPlanProblems(session: pg.Client, sql: string): Promise<string[]> {
  const { text } = statementToPostgres(sql);
  const parameters = Math.max(0, ...[...text.matchAll(/\$(\d+)/g)].map((match) => Number(match[1])));
  await session.query(`PREPARE plan_check AS ${text}`);
  try {
    const explained = await session.query(`EXPLAIN (FORMAT JSON) EXECUTE plan_check${parameters ? `(${Array(parameters).fill('NULL').join(', ')})` : ''}`);
    const problems: string[] = [];
    const visit = (node: PlanNode, table: string | undefined) => {
      const relation = node['Relation Name'] ?? table;
      const condition = node['Index Cond'];
      const large = relation !== undefined && LARGE_TABLES.has(relation);
      const type = node['Node Type'];
      const summary = `${type} on ${relation}${node['Index Name'] ? ` using ${node['Index Name']}` : ''}${condition ? ` ${condition}` : ''}`;
      if (large && type === 'Seq Scan') problems.push(summary);
      if (large && /^(Index Scan|Index Only Scan|Bitmap Index Scan)$/.test(type) && !condition) problems.push(summary);
      for (const child of node.Plans ?? []) visit(child, type === 'Bitmap Heap Scan' || type === 'BitmapAnd' || type === 'BitmapOr' ? relation : undefined);
    };
    visit((explained.rows[0] as { 'QUERY PLAN': { Plan: PlanNode }[] })['QUERY PLAN'][0]!.Plan, undefined);
    return problems;
  } finally {
    await session.query('DEALLOCATE plan_check');
  }
}

/** The planner's session on the app's database: sequential scans and hash or merge joins priced out, generic plans (see the header). */
async function plannerSession(db: PostgresDatabase): Promise<pg.Client> {
  if (!planner) {
    planner = new pg.Client({ connectionString: db.url });
    await planner.connect();
    await planner.query('SET enable_seqscan = off');
    await planner.query('SET enable_hashjoin = off');
    await planner.query('SET enable_mergejoin = off');
    await planner.query('SET plan_cache_mode = force_generic_plan');
  }
  return planner;
}

describe('query plans of the lists', () => {
  it.each(LIST_CALLS)('$name reads no large table in full', async ({ account, url, body, sorted, tenantWide }) => {
    prepared.length = 0;
    recording = true;
    const response = await app.inject({ method: body ? 'POST' : 'GET', url, payload: body, headers: headers[account] });
    recording = false;
    expect(response.statusCode, response.body).toBe(200);
    const reads = prepared.filter(({ sql }) => /^\s*(SELECT|WITH)\b/i.test(sql));
    expect(reads.length).toBeGreaterThan(0);
    const scans: string[] = [];
    for (const { db, sql } of reads) {
      const problems = db instanceof PostgresDatabase ? await postgresPlanProblems(await plannerSession(db), sql) : planProblems(db, sql, { sorted, tenantWide });
      scans.push(...problems.map((detail) => `${detail}\n    in: ${sql.replace(/\s+/g, ' ')}`));
    }
    expect(scans, scans.join('\n')).toEqual([]);
  });

  it.skipIf(onPostgres())('sees a full scan when there is one (the check itself)', () => {
    const db = new Database(':memory:');
    db.exec('CREATE TABLE bpm_task (id TEXT PRIMARY KEY, tenant_id TEXT, assignee_id TEXT, owner_id TEXT, create_time TEXT)');
    db.exec('CREATE INDEX bpm_task_tenant ON bpm_task (tenant_id, assignee_id)');
    expect(planProblems(db, 'SELECT * FROM bpm_task t WHERE t.owner_id = ?')).toEqual(['SCAN t']);
    expect(planProblems(db, 'SELECT * FROM bpm_task t WHERE t.tenant_id = ? AND t.owner_id = ?')).toEqual([
      'SEARCH t USING INDEX bpm_task_tenant (tenant_id=?)',
    ]);
    const page = 'SELECT * FROM bpm_task t WHERE t.tenant_id = ? AND t.assignee_id = ? ORDER BY t.create_time LIMIT ?';
    expect(planProblems(db, page)).toEqual([]);
    expect(planProblems(db, page, { sorted: true })).toEqual(['USE TEMP B-TREE FOR ORDER BY']);
    expect(planProblems(db, 'SELECT * FROM bpm_task t WHERE t.id = ?')).toEqual([]);
    db.close();
  });
});

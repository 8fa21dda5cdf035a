// `npm run bench:server`: the reference server at the scale of issue 24 — about 100,000 open tasks, 105,000
// instances, 211,000 opinions, 200 users, lisi with about 5,000 to-dos — driven over loopback by autocannon.
// The data set is the engine's own rows (a seeded leave request, its task and its history) copied in bulk in
// one transaction (dataSet.ts), on SQLite (one server process) and PostgreSQL (two processes over one database,
// the load split between them). Prints req/s and p50/p95/p99 per variant against the targets, and two rows of the
// machine's own ceiling at 100 clients (a path with no route, a light signed-in read). Results: docs/server.md.
import { fork } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { buildApp } from '../../../server/app';
import { isPostgres, openDatabase } from '../../../server/db/database';
import { postgresBinaries, startLocalPostgres } from '../../support/localPostgres';
import { seed, WRITER } from './dataSet';

const SECONDS = 8;

interface Measured {
  name: string;
  requests: number;
  errors: number;
  perSecond: number;
  p50: number;
  p95: number;
  p99: number;
  /** The failed answers by status and message, so that a run says which errors it saw. */
  failures: Map<string, number>;
}

/** An error answer's message (`{message}` of the server's answers), or its first characters. */
function failureMessage(body: string): string {
  try {
    const message = (JSON.parse(body) as { message?: unknown }).message;
    // without the log id, so that one kind of failure is counted once
    if (typeof message === 'string') return message.replace(/[（(](日志编号|log id)[^）)]*[）)]/i, '').trim();
  } catch {
    // not JSON: the text itself
  }
  return body.slice(0, 80);
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;

/**
 * One bounded load, spread over the server processes: one autocannon run per process, at once, their responses
 * counted together (latencies per response for the percentiles).
 */
async function load(name: string, runs: autocannon.Options[], isError: (status: number, body: string) => boolean): Promise<Measured> {
  const latencies: number[] = [];
  let errors = 0;
  const failures = new Map<string, number>();
  const results = await Promise.all(
    runs.map((options) => {
      // Every response passes isError: a run without requests of its own sends its defaults as one request.
      const requests = (options.requests ?? [{}]).map((request): autocannon.Request => {
        const previous = typeof request.onResponse === 'function' ? request.onResponse : undefined;
        return {
          ...request,
          onResponse: (status, body, context, headers) => {
            if (isError(status, body)) {
              errors += 1;
              const kind = `${status} ${failureMessage(body)}`;
              failures.set(kind, (failures.get(kind) ?? 0) + 1);
            }
            previous?.(status, body, context, headers);
          },
        };
      });
      return new Promise<autocannon.Result>((resolve, reject) => {
        const instance = autocannon({ duration: SECONDS, timeout: 30, ...options, requests }, (error, result) => (error ? reject(error) : resolve(result)));
        instance.on('response', (_client: unknown, _status: number, _bytes: number, responseTime: number) => latencies.push(responseTime));
      });
    }),
  );
  latencies.sort((a, b) => a - b);
  const duration = Math.max(...results.map((result) => result.duration || SECONDS));
  for (const result of results) {
    errors += result.errors + result.timeouts;
    if (result.errors + result.timeouts) failures.set('no answer (connection error or timeout)', result.errors + result.timeouts);
  }
  return { name, failures, requests: latencies.length, errors, perSecond: latencies.length / duration, p50: percentile(latencies, 50), p95: percentile(latencies, 95), p99: percentile(latencies, 99) };
}

let nextPort = 18_000 + Math.floor(Math.random() * 1000);

/** A serve.ts process on its own port, once it listens. */
async function startServer(dbPath: string): Promise<{ base: string; stop: () => Promise<void> }> {
  const port = nextPort++;
  const server = fork(fileURLToPath(new URL('./serve.ts', import.meta.url)), [dbPath, String(port)], { execArgv: ['--import', 'tsx'], stdio: 'inherit' });
  const exited = new Promise<void>((resolve) => server.once('exit', () => resolve()));
  await new Promise<void>((resolve, reject) => {
    server.once('message', () => resolve());
    server.once('exit', (code) => reject(new Error(`server exited with ${code}`)));
  });
  return {
    base: `http://127.0.0.1:${port}`,
    stop: () => {
      server.kill('SIGTERM');
      return exited;
    },
  };
}

/** The variants against `processes` server processes over the seeded database; `queue` is the writer's tasks to agree. */
async function measure(dbPath: string, processes: number, queue: string[]): Promise<Measured[]> {
  const servers: Awaited<ReturnType<typeof startServer>>[] = [];
  try {
    // One after the other: the second waits for the first one's setup anyway (the setup lock on PostgreSQL).
    for (let index = 0; index < processes; index += 1) servers.push(await startServer(dbPath));
    const signedIn = async (username: string) => {
      const answer = await fetch(`${servers[0]!.base}/auth`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username, password: Buffer.from('123456').toString('base64') }) });
      return { 'content-type': 'application/json', authorization: `Bearer ${((await answer.json()) as { token: string }).token}` };
    };
    const headers = await signedIn('lisi');
    const writerHeaders = await signedIn(WRITER);

    const todoBody = JSON.stringify({
      pageBean: { page: 1, pageSize: 10, showTotal: true },
      querys: [{ property: 'subject', value: '请假', operation: 'LIKE', relation: 'AND' }],
      sorter: [{ property: 'createTime', direction: 'DESC' }],
    });
    for (const { base } of servers) {
      const todoCheck = await fetch(`${base}/runtime/task/v1/getTodoList`, { method: 'POST', headers, body: todoBody });
      console.log(`lisi's to-do (filtered) on ${base}: total ${((await todoCheck.json()) as { total: number }).total}`);
    }
    // The clients of a variant, split evenly over the processes.
    const readers = (connections: number) =>
      servers.map(({ base }) => ({ url: `${base}/runtime/task/v1/getTodoList`, method: 'POST' as const, headers, body: todoBody, connections: connections / processes }));
    // the writer's assigned tasks, newest first, each agreed once
    const writers = (): autocannon.Options[] => {
      const amount = Math.min(queue.length, 2500);
      return servers.map(({ base }) => ({
        url: `${base}/runtime/task/v1/complete`,
        method: 'POST' as const,
        headers: writerHeaders,
        connections: 10 / processes,
        amount: Math.floor(amount / processes),
        requests: [{ setupRequest: (request: autocannon.Request) => ({ ...request, body: JSON.stringify({ taskId: queue.pop(), actionName: 'agree', opinion: '同意', formType: 'inner' }) }) }],
      }));
    };
    const failedRead = (status: number) => status !== 200;
    const failedWrite = (status: number, body: string) => status !== 200 || !body.includes('"state":true');

    const results: Measured[] = [];
    // The machine's own ceiling at the readers' 100 clients, for the targets to be read against: a path with no
    // route (no session check, no handler), then a light signed-in read (the session check and a small list).
    const floor = (path: string, withSession: boolean) =>
      servers.map(({ base }) => ({ url: `${base}${path}`, method: 'GET' as const, headers: withSession ? headers : {}, connections: 100 / processes }));
    results.push(await load('floor: a path with no route, 100 clients', floor('/bench/no-such-route', false), (status) => status !== 404));
    results.push(await load('floor: a light signed-in read, 100 clients', floor('/form/dataTemplate/v1/getOnlineFormList', true), failedRead));
    results.push(await load('to-do page 1, filter + sort, 100 clients', readers(100), failedRead));
    results.push(await load('agree, 10 writers', writers(), failedWrite));
    const [mixedWrites, mixedReads] = await Promise.all([load('agree, 10 writers + 100 readers', writers(), failedWrite), load('to-do, 100 readers + 10 writers', readers(100), failedRead)]);
    results.push(mixedWrites!, mixedReads!);
    return results;
  } finally {
    await Promise.all(servers.map((server) => server.stop()));
  }
}

async function buildSchema(dbPath: string): Promise<void> {
  await (await buildApp({ dbPath, distDir: '/nonexistent/flowdesk-dist' })).close();
}

/** The data set in a database file of a temporary folder, one server process. */
async function onSqlite(): Promise<Measured[]> {
  const dir = mkdtempSync(join(tmpdir(), 'flowdesk-bench-'));
  try {
    const dbPath = join(dir, 'flowdesk.db');
    const seeding = Date.now();
    await buildSchema(dbPath);
    const db = openDatabase(dbPath);
    const queue = seed(db);
    db.close();
    console.log(`SQLite: seeded in ${((Date.now() - seeding) / 1000).toFixed(1)} s`);
    return await measure(dbPath, 1, queue);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The data set in a throw-away PostgreSQL cluster on loopback, two server processes sharing it. */
async function onPostgres(): Promise<Measured[]> {
  const cluster = await startLocalPostgres();
  try {
    const url = await cluster.createDatabase('flowdesk_bench');
    const seeding = Date.now();
    await buildSchema(url);
    const db = openDatabase(url);
    if (!isPostgres(db)) throw new Error(`not a PostgreSQL address: ${url}`);
    try {
      const queue = seed(db);
      // The planner's statistics and the visibility map of the grown tables, as autovacuum would make them on a
      // server that runs long (without the map, an index-only scan reads every row's page anyway).
      db.query('VACUUM ANALYZE');
      // Planner settings of a database that fits in memory, as docs/server.md advises: index probes cost about a
      // sequential read, and no parallel workers for one short statement among many.
      db.query('ALTER DATABASE flowdesk_bench SET random_page_cost = 1.1');
      db.query('ALTER DATABASE flowdesk_bench SET max_parallel_workers_per_gather = 0');
      db.endSetup();
      console.log(`PostgreSQL: seeded in ${((Date.now() - seeding) / 1000).toFixed(1)} s`);
      db.close();
      return await measure(url, 2, queue);
    } catch (error) {
      db.close();
      throw error;
    }
  } finally {
    cluster.stop();
  }
}

// `npm run bench:server -- --sqlite` or `-- --postgres` runs one of them; PostgreSQL needs Debian's (apt-get install -y postgresql).
const only = ['sqlite', 'postgres'].find((dialect) => process.argv.includes(`--${dialect}`));
const dialects = only ? [only] : postgresBinaries() ? ['sqlite', 'postgres'] : ['sqlite'];
if (!only && !dialects.includes('postgres')) console.log('PostgreSQL is not installed: SQLite only');
const loadBefore = loadavg()[0]!;
const rows: Record<string, unknown>[] = [];
const failures: string[] = [];
for (const dialect of dialects) {
  const database = dialect === 'sqlite' ? 'SQLite, 1 process' : 'PostgreSQL, 2 processes';
  for (const result of dialect === 'sqlite' ? await onSqlite() : await onPostgres()) {
    const target = result.name.startsWith('floor')
      ? null
      : result.name.startsWith('agree')
        ? { text: '≥ 200/s, p99 ≤ 50 ms', met: result.perSecond >= 200 && result.p99 <= 50 }
        : { text: 'p99 ≤ 20 ms', met: result.p99 <= 20 };
    for (const [kind, count] of result.failures) failures.push(`${database}, ${result.name}: ${count} × ${kind}`);
    rows.push({
      database,
      variant: result.name,
      requests: result.requests,
      errors: result.errors,
      'req/s': Math.round(result.perSecond),
      'p50 ms': result.p50,
      'p95 ms': result.p95,
      'p99 ms': result.p99,
      target: target?.text ?? '(no target: the ceiling)',
      met: target ? (target.met ? 'yes' : 'NO') : '',
    });
  }
}
console.table(rows);
if (failures.length) console.log(`Failed answers:\n${failures.join('\n')}`);
console.log(`load average (1 min) before ${loadBefore.toFixed(1)}, after ${loadavg()[0]!.toFixed(1)}`);

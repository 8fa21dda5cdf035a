// `npm run bench:server`: the reference server at the scale of issue 24 — about 100,000 open tasks, 105,000
// instances, 211,000 opinions, 200 users, lisi with about 5,000 to-dos — driven over loopback by autocannon.
// The data set is the engine's own rows (a seeded leave request, its task and its history) copied in bulk in
// one transaction. Prints req/s and p50/p95/p99 per variant against the targets. Results: docs/server.md.
import { fork } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import Database from 'better-sqlite3';
import { buildApp } from '../../../server/app';

const OPEN_TASKS = 100_000;
const ENDED_INSTANCES = 5_000;
const EXTRA_OPINIONS = 1_000;
const USERS = 200;
const LISI_ASSIGNED = 4_000;
const LISI_CANDIDATE = 1_000;
const SECONDS = 8;
const PORT = 18_000 + Math.floor(Math.random() * 1000);
const BASE = `http://127.0.0.1:${PORT}`;

type Row = Record<string, unknown>;

function seed(dbPath: string): void {
  const db = new Database(dbPath);
  const lisi = db.prepare("SELECT * FROM users WHERE account = 'lisi'").get() as Row;
  const template = db
    .prepare("SELECT t.* FROM bpm_task t JOIN bpm_instance i ON i.id = t.inst_id JOIN bpm_definition d ON d.id = i.def_id WHERE d.def_key = 'leave' AND t.assignee_id = ? AND t.node_id = 'deptApprove'")
    .get(lisi.id) as Row;
  const instance = db.prepare('SELECT * FROM bpm_instance WHERE id = ?').get(template.inst_id) as Row;
  const opinions = db.prepare('SELECT * FROM bpm_opinion WHERE inst_id = ? ORDER BY seq').all(instance.id) as Row[];
  const inserter = (table: string) => {
    const columns = (db.prepare(`PRAGMA table_info(${table})`).all() as { name: string }[]).map((column) => column.name);
    const statement = db.prepare(`INSERT INTO ${table} (${columns.join(', ')}) VALUES (${columns.map((name) => `@${name}`).join(', ')})`);
    return (row: Row, changes: Row) => statement.run({ ...row, ...changes });
  };
  const [addUser, addInstance, addTask, addOpinion] = ['users', 'bpm_instance', 'bpm_task', 'bpm_opinion'].map(inserter);
  const addCandidate = db.prepare('INSERT INTO bpm_task_candidate (task_id, user_id) VALUES (?, ?)');
  let seq = (db.prepare('SELECT MAX(seq) AS seq FROM bpm_opinion').get() as { seq: number }).seq;
  let id = 8_000_000_000_000_000;
  const nextId = () => String((id += 1));
  const time = (index: number) => new Date(Date.UTC(2026, 0, 1) + index * 60_000).toISOString().slice(0, 19).replace('T', ' ');
  db.transaction(() => {
    const users: string[] = [];
    for (let index = (db.prepare('SELECT COUNT(*) AS n FROM users').get() as { n: number }).n; index < USERS; index += 1) {
      const userId = nextId();
      addUser(lisi, { id: userId, account: `bench${index}`, fullname: `用户${index}`, email: null, mobile: null, user_number: null });
      users.push(userId);
    }
    const instances = OPEN_TASKS + ENDED_INSTANCES;
    for (let index = 0; index < instances; index += 1) {
      const instId = nextId();
      const open = index < OPEN_TASKS;
      addInstance(instance, { id: instId, create_time: time(index), status: open ? 'running' : 'end', end_time: open ? null : time(index + 1) });
      const taskId = nextId();
      for (const opinion of opinions) {
        const waiting = opinion.status === 'awaiting_check';
        if (waiting && !open) addOpinion(opinion, { id: nextId(), inst_id: instId, task_id: null, status: 'agree', auditor: lisi.id, auditor_name: lisi.fullname, seq: (seq += 1) });
        else addOpinion(opinion, { id: nextId(), inst_id: instId, task_id: waiting ? taskId : opinion.task_id, seq: (seq += 1) });
      }
      if (index < EXTRA_OPINIONS) addOpinion(opinions[0]!, { id: nextId(), inst_id: instId, seq: (seq += 1) });
      if (!open) continue;
      // lisi: LISI_ASSIGNED assigned, LISI_CANDIDATE offered to lisi and another user; the rest spread over the others
      const candidate = index >= LISI_ASSIGNED && index < LISI_ASSIGNED + LISI_CANDIDATE;
      const assignee = index < LISI_ASSIGNED ? (lisi.id as string) : candidate ? '' : users[index % users.length]!;
      addTask(template, { id: taskId, inst_id: instId, assignee_id: assignee, owner_id: assignee, create_time: time(index) });
      if (candidate) {
        addCandidate.run(taskId, lisi.id);
        addCandidate.run(taskId, users[index % users.length]);
      }
    }
  })();
  const count = (table: string) => (db.prepare(`SELECT COUNT(*) AS n FROM ${table}`).get() as { n: number }).n;
  console.log(`data set: ${count('bpm_task')} open tasks, ${count('bpm_instance')} instances, ${count('bpm_opinion')} opinions, ${count('users')} users`);
  db.close();
}

interface Measured {
  name: string;
  requests: number;
  errors: number;
  perSecond: number;
  p50: number;
  p95: number;
  p99: number;
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;

/** One bounded autocannon run; latencies are collected per response for the percentiles. */
function load(name: string, options: autocannon.Options, isError: (status: number, body: string) => boolean): Promise<Measured> {
  return new Promise((resolve, reject) => {
    const latencies: number[] = [];
    let errors = 0;
    const instance = autocannon({ duration: SECONDS, timeout: 30, ...options }, (error, result) => {
      if (error) return reject(error);
      latencies.sort((a, b) => a - b);
      resolve({ name, requests: latencies.length, errors: errors + result.errors + result.timeouts, perSecond: latencies.length / (result.duration || SECONDS), p50: percentile(latencies, 50), p95: percentile(latencies, 95), p99: percentile(latencies, 99) });
    });
    instance.on('response', (_client: unknown, _status: number, _bytes: number, responseTime: number) => latencies.push(responseTime));
    options.requests?.forEach((request) => {
      const previous = typeof request.onResponse === 'function' ? request.onResponse : undefined;
      request.onResponse = (status, body, context, headers) => {
        if (isError(status, body)) errors += 1;
        previous?.(status, body, context, headers);
      };
    });
  });
}

const dir = mkdtempSync(join(tmpdir(), 'flowdesk-bench-'));
const dbPath = join(dir, 'flowdesk.db');
const loadBefore = loadavg()[0]!;
const seeding = Date.now();
await (await buildApp({ dbPath, distDir: '/nonexistent/flowdesk-dist' })).close();
seed(dbPath);
console.log(`seeded in ${((Date.now() - seeding) / 1000).toFixed(1)} s`);

const server = fork(fileURLToPath(new URL('./serve.ts', import.meta.url)), [dbPath, String(PORT)], { execArgv: ['--import', 'tsx'], stdio: 'inherit' });
try {
  await new Promise<void>((resolve, reject) => {
    server.once('message', () => resolve());
    server.once('exit', (code) => reject(new Error(`server exited with ${code}`)));
  });
  const signIn = await fetch(`${BASE}/auth`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username: 'lisi', password: Buffer.from('123456').toString('base64') }) });
  const headers = { 'content-type': 'application/json', authorization: `Bearer ${((await signIn.json()) as { token: string }).token}` };

  const todoBody = JSON.stringify({
    pageBean: { page: 1, pageSize: 10, showTotal: true },
    querys: [{ property: 'subject', value: '请假', operation: 'LIKE', relation: 'AND' }],
    sorter: [{ property: 'createTime', direction: 'DESC' }],
  });
  const todoCheck = await fetch(`${BASE}/runtime/task/v1/getTodoList`, { method: 'POST', headers, body: todoBody });
  console.log(`lisi's to-do (filtered): total ${((await todoCheck.json()) as { total: number }).total}`);
  const readers = (connections: number) => ({ url: `${BASE}/runtime/task/v1/getTodoList`, method: 'POST' as const, headers, body: todoBody, connections });

  // lisi's assigned tasks, newest first, each agreed once
  const db = new Database(dbPath, { readonly: true });
  const queue = (db.prepare("SELECT id FROM bpm_task WHERE assignee_id = (SELECT id FROM users WHERE account = 'lisi') AND status = 'NORMAL' ORDER BY create_time").all() as { id: string }[]).map((row) => row.id);
  db.close();
  const writers = () => ({
    url: `${BASE}/runtime/task/v1/complete`,
    method: 'POST' as const,
    headers,
    connections: 10,
    amount: Math.min(queue.length, 2500),
    requests: [{ setupRequest: (request: autocannon.Request) => ({ ...request, body: JSON.stringify({ taskId: queue.pop(), actionName: 'agree', opinion: '同意', formType: 'inner' }) }) }],
  });
  const failedRead = (status: number) => status !== 200;
  const failedWrite = (status: number, body: string) => status !== 200 || !body.includes('"state":true');

  const results: Measured[] = [];
  results.push(await load('to-do page 1, filter + sort, 100 clients', readers(100), failedRead));
  results.push(await load('agree, 10 writers', writers() as autocannon.Options, failedWrite));
  const [mixedWrites, mixedReads] = await Promise.all([
    load('agree, 10 writers + 100 readers', writers() as autocannon.Options, failedWrite),
    load('to-do, 100 readers + 10 writers', readers(100), failedRead),
  ]);
  results.push(mixedWrites!, mixedReads!);

  const target = (result: Measured) =>
    result.name.startsWith('agree') ? { text: '≥ 200/s, p99 ≤ 50 ms', met: result.perSecond >= 200 && result.p99 <= 50 } : { text: 'p99 ≤ 20 ms', met: result.p99 <= 20 };
  console.table(
    results.map((result) => ({
      variant: result.name,
      requests: result.requests,
      errors: result.errors,
      'req/s': Math.round(result.perSecond),
      'p50 ms': result.p50,
      'p95 ms': result.p95,
      'p99 ms': result.p99,
      target: target(result).text,
      met: target(result).met ? 'yes' : 'NO',
    })),
  );
  console.log(`load average (1 min) before ${loadBefore.toFixed(1)}, after ${loadavg()[0]!.toFixed(1)}`);
} finally {
  server.kill('SIGTERM');
  rmSync(dir, { recursive: true, force: true });
}

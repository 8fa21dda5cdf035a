// Two server processes over one PostgreSQL database, as `FLOWDESK_DB=postgres://… npm run serve` twice would
// run them: a session opened on one is good on the other, and when both take the same task, claim or number at
// once, exactly one wins and nothing acknowledged is lost. Real processes, real HTTP.
import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { base64 } from '../../server/testing';
import { createTestDatabase } from '../support/postgresTestDatabase';
import { freePort } from '../support/freePort';

const START = fileURLToPath(new URL('../../server/start.ts', import.meta.url));
const HOST = '127.0.0.1';
const SECRET = 'flowdesk-instances-test-secret';

type Json = Record<string, any>;
const NAMES: Record<string, string> = { wangwu: '王五', zhaoliu: '赵六' };


interface Instance {
  origin: string;
  process: ChildProcess;
}

/** One `server/start.ts` process on a free port; resolves once it answers. */
async function startInstance(dbUrl: string): Promise<Instance> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', START], {
    env: { ...process.env, FLOWDESK_DB: dbUrl, PORT: String(port), HOST, FLOWDESK_JWT_SECRET: SECRET, LANG: 'en_US.UTF-8' },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr!.on('data', (chunk) => (stderr += chunk));
  const origin = `http://${HOST}:${port}`;
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the instance exited (${child.exitCode}): ${stderr}`);
    const answered = await fetch(`${origin}/`, { redirect: 'manual' }).then(
      () => true,
      () => false,
    );
    if (answered) return { origin, process: child };
    if (Date.now() > deadline) throw new Error(`the instance did not answer: ${stderr}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

let first: Instance;
let second: Instance;
let drop: () => Promise<void>;
const tokens: Record<string, string> = {};

async function call(instance: Instance, account: string, method: 'GET' | 'POST', path: string, body?: object): Promise<{ status: number; body: any }> {
  const response = await fetch(instance.origin + path, {
    method,
    headers: { authorization: `Bearer ${tokens[account]}`, ...(body ? { 'content-type': 'application/json' } : {}) },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  const text = await response.text();
  return { status: response.status, body: (text ? JSON.parse(text) : {}) as Json };
}

beforeAll(async () => {
  const database = await createTestDatabase(inject('postgresAdminUrl'), false);
  drop = database.drop;
  // Both start at once on an empty database: one creates the schema and seeds it, the other waits for it.
  [first, second] = await Promise.all([startInstance(database.url), startInstance(database.url)]);
  for (const [account, password] of [['zhangsan', '123456'], ['lisi', '123456'], ['wangwu', '123456'], ['zhaoliu', '123456']]) {
    const response = await fetch(`${first.origin}/auth`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: account, password: base64(password) }),
    });
    tokens[account] = ((await response.json()) as Json).token;
  }
}, 240_000);

afterAll(async () => {
  for (const instance of [first, second]) instance?.process.kill('SIGTERM');
  await new Promise((resolve) => setTimeout(resolve, 500));
  await drop?.();
});

const expense = (total: number) => ({ expense: { title: '报销', total, totalCapital: '', auditNote: '', sub_items: [{ subject: 'travel', price: total, quantity: 1, amount: total }] } });
const leave = { leave: { applicant: '张三', leaveType: 'annual', startTime: '2026-12-01 08:00:00', endTime: '2026-12-01 18:00:00', days: 0, reason: '两个实例' } };

async function start(instance: Instance, defId: string, value: object): Promise<string> {
  const { status, body } = await call(instance, 'zhangsan', 'POST', '/runtime/instance/v1/start', { defId, data: base64(JSON.stringify(value)), formType: 'inner' });
  expect(status, JSON.stringify(body)).toBe(200);
  return body.value as string;
}

async function todoOf(instance: Instance, account: string, instId: string): Promise<Json | undefined> {
  const { body } = await call(instance, account, 'POST', '/runtime/task/v1/getTodoList', { pageBean: { page: 1, pageSize: 1000 } });
  return (body.rows as Json[]).find((row) => row.procInstId === instId);
}

const complete = (instance: Instance, account: string, taskId: string) =>
  call(instance, account, 'POST', '/runtime/task/v1/complete', { taskId, actionName: 'agree', opinion: `agree by ${account}`, formType: 'inner' });

async function opinions(instId: string): Promise<Json[]> {
  return (await call(first, 'zhangsan', 'GET', `/runtime/instance/v1/instanceFlowOpinions?instId=${instId}`)).body as unknown as Json[];
}

describe('two instances over one PostgreSQL database', () => {
  it('count sign-in failures together: failures spread over both lock the account on both', async () => {
    const signIn = (instance: Instance, password: string) =>
      fetch(`${instance.origin}/auth`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username: 'sunqi', password: base64(password) }) });
    // five failures in a row lock an account (docs/server.md): three here, two there
    for (const instance of [first, second, first, second, first]) expect((await signIn(instance, 'wrong')).status).toBe(400);
    for (const instance of [first, second]) {
      const refused = await signIn(instance, '123456');
      expect(refused.status).toBe(429);
      expect(refused.headers.get('retry-after')).toBe('15');
    }
  });

  it('share sessions and data: what one stores, the other reads', async () => {
    const instId = await start(first, 'leave', leave);
    expect((await todoOf(second, 'lisi', instId))?.procInstId).toBe(instId);
  });

  it('one task agreed on both instances at once is handled once', async () => {
    const instId = await start(first, 'leave', leave);
    const task = (await todoOf(first, 'lisi', instId))!;
    const answers = await Promise.all([first, second, first, second].map((instance) => complete(instance, 'lisi', task.id)));
    expect(answers.filter((answer) => answer.status === 200 && answer.body.state === true)).toHaveLength(1);
    for (const answer of answers) expect(answer.status).toBeLessThan(500);
    const handled = (await opinions(instId)).filter((row) => row.taskId === task.id && row.status === 'agree');
    expect(handled).toHaveLength(1);
  }, 60_000);

  it('two candidates claiming one task on different instances: exactly one gets it', async () => {
    const instId = await start(first, 'expense', expense(800));
    expect((await complete(first, 'lisi', (await todoOf(first, 'lisi', instId))!.id)).body.state).toBe(true);
    const shared = (await todoOf(first, 'wangwu', instId))!;
    const [wangwu, zhaoliu] = await Promise.all([
      call(first, 'wangwu', 'GET', `/runtime/task/v1/lockUnlock?taskId=${shared.id}`),
      call(second, 'zhaoliu', 'GET', `/runtime/task/v1/lockUnlock?taskId=${shared.id}`),
    ]);
    const winners = [wangwu, zhaoliu].filter((answer) => answer.status === 200 && answer.body === 1);
    expect(winners).toHaveLength(1);
    const winner = winners[0] === wangwu ? 'wangwu' : 'zhaoliu';
    const loser = winner === 'wangwu' ? 'zhaoliu' : 'wangwu';
    expect(await todoOf(second, loser, instId)).toBeUndefined();
    expect((await todoOf(second, winner, instId))?.id).toBe(shared.id);
  }, 60_000);

  it('serial numbers taken on both instances at once never repeat', async () => {
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, index) => call(index % 2 ? first : second, 'zhangsan', 'GET', '/sys/identity/v1/getNextIdByAlias?alias=purchaseNo')),
    );
    for (const answer of answers) expect(answer.body.state, JSON.stringify(answer.body)).toBe(true);
    expect(new Set(answers.map((answer) => answer.body.value)).size).toBe(40);
  }, 60_000);

  it('random interleavings of agrees and claims on both instances: no task handled twice, no acknowledged agree lost', async () => {
    const command = fc.record({ instance: fc.integer({ min: 0, max: 1 }), kind: fc.constantFrom('agree', 'claim'), account: fc.constantFrom('wangwu', 'zhaoliu') });
    await fc.assert(
      fc.asyncProperty(fc.array(command, { minLength: 2, maxLength: 6 }), async (commands) => {
        const instId = await start(first, 'expense', expense(800));
        await complete(first, 'lisi', (await todoOf(first, 'lisi', instId))!.id);
        const shared = (await todoOf(first, 'wangwu', instId))!;
        const answers = await Promise.all(
          commands.map(({ instance, kind, account }) => {
            const target = instance ? second : first;
            return kind === 'agree' ? complete(target, account, shared.id) : call(target, account, 'GET', `/runtime/task/v1/lockUnlock?taskId=${shared.id}`);
          }),
        );
        for (const answer of answers) expect(answer.status).toBeLessThan(500);
        const acknowledged = commands.filter((entry, index) => entry.kind === 'agree' && answers[index].status === 200 && answers[index].body.state === true);
        const handled = (await opinions(instId)).filter((row) => row.taskId === shared.id && row.status === 'agree');
        expect(acknowledged.length).toBeLessThanOrEqual(1);
        expect(handled).toHaveLength(acknowledged.length);
        if (acknowledged.length) expect(handled[0].auditorName).toBe(NAMES[acknowledged[0].account]);
      }),
      { numRuns: 12 },
    );
  }, 240_000);
});

// Storage faults on PostgreSQL: an unreachable database at start-up is one line and exit code 2, a connection the
// database server ended is replaced before the next action, and a row another connection holds makes the action
// wait for the lock timeout, then answer 503 with a retry hint — never a bare 500.
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { flowTestApp } from '../../server/areas/flow/flowTesting';

const START = fileURLToPath(new URL('../../server/start.ts', import.meta.url));

let flow: Awaited<ReturnType<typeof flowTestApp>>;
let app: FastifyInstance;
let admin: pg.Client;
let databaseName: string;

beforeAll(async () => {
  flow = await flowTestApp();
  app = flow.app;
  admin = new pg.Client({ connectionString: inject('postgresAdminUrl') });
  await admin.connect();
  const { rows } = await admin.query("SELECT datname FROM pg_stat_activity WHERE datname LIKE 'flowdesk_test_%' AND pid <> pg_backend_pid() ORDER BY backend_start DESC LIMIT 1");
  databaseName = rows[0].datname;
}, 90_000);
afterAll(async () => {
  await admin?.end();
  await app?.close();
});

const leave = { leave: { applicant: '张三', leaveType: 'annual', startTime: '2026-12-01 08:00:00', endTime: '2026-12-01 18:00:00', days: 0, reason: '故障' } };

describe('PostgreSQL faults', () => {
  it('refuses an unreachable database at start-up in one line naming the address (no password), exit code 2', () => {
    const result = spawnSync(process.execPath, ['--import', 'tsx', START], {
      env: { ...process.env, FLOWDESK_DB: 'postgres://flowdesk:secret@127.0.0.1:1/nowhere', LANG: 'en_US.UTF-8', LC_ALL: '', LC_MESSAGES: '', PORT: '1', HOST: '127.0.0.1' },
      encoding: 'utf8',
      timeout: 60_000,
    });
    const stderr = result.stderr.trim();
    expect(stderr).toContain('Cannot connect to the database postgres://flowdesk:***@127.0.0.1:1/nowhere');
    expect(stderr).toContain('ECONNREFUSED');
    expect(stderr).not.toContain('secret');
    expect(stderr.split('\n')).toHaveLength(1);
    expect(result.status).toBe(2);
  }, 60_000);

  it('replaces a connection the database server ended, before the next action', async () => {
    await admin.query('SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1', [databaseName]);
    await new Promise((resolve) => setTimeout(resolve, 200));
    const instId = await flow.start('zhangsan', 'leave', leave);
    expect((await flow.taskOf('lisi', instId)).procInstId).toBe(instId);
  });

  it('answers 503 with a retry hint when another connection holds the task past the lock timeout; nothing is stored', async () => {
    const instId = await flow.start('zhangsan', 'leave', leave);
    const task = await flow.taskOf('lisi', instId);
    const holder = new pg.Client({ connectionString: inject('postgresAdminUrl').replace(/\/postgres$/, `/${databaseName}`) });
    await holder.connect();
    try {
      await holder.query('BEGIN');
      await holder.query('SELECT id FROM bpm_task WHERE id = $1 FOR UPDATE', [task.id]);
      const refused = await flow.complete('lisi', task.id, 'agree');
      expect(refused.status).toBe(503);
      expect(refused.body.message).toMatch(/数据库正忙.*日志编号/);
    } finally {
      await holder.query('ROLLBACK');
      await holder.end();
    }
    expect((await flow.taskOf('lisi', instId)).id).toBe(task.id);
    expect((await flow.complete('lisi', task.id, 'agree')).body.state).toBe(true);
  }, 60_000);
});

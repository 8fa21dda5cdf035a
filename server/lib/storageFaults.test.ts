// Faults of storage and input that must answer clearly: a database file removed or replaced under the server,
// another process holding the write lock, malformed multipart bodies, and sign-in throttling.
import { mkdtempSync, renameSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BUSY_TIMEOUT_MS } from '../db/database';
import { authHeader, base64, testApp, testDatabase } from '../testing';
import { createSignInThrottle } from './signInThrottle';

const dir = mkdtempSync(join(tmpdir(), 'flowdesk-faults-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** A write every signed-in user may do: save a personal approval phrase. */
const savePhrase = (app: FastifyInstance, headers: object, expression: string) =>
  app.inject({ method: 'POST', url: '/flow/approvalItem/v1/save', headers: { ...headers, 'accept-language': 'en-US' }, payload: { expression, type: 4 } });

describe('a database file removed or replaced under the running server', () => {
  let app: FastifyInstance;
  let headers: { authorization: string };
  const dbPath = join(dir, 'gone.db');
  beforeAll(async () => {
    app = await testApp({ dbPath });
    headers = await authHeader(app, 'lisi');
  }, 60_000);
  afterAll(() => app.close());

  it('refuses writes with 503 while the file is away, and takes them again when it is back', async () => {
    expect((await savePhrase(app, headers, 'before')).statusCode).toBe(200);
    renameSync(dbPath, `${dbPath}.moved`);
    const refused = await savePhrase(app, headers, 'while gone');
    expect(refused.statusCode).toBe(503);
    expect(refused.json()).toMatchObject({ state: false, logId: expect.stringMatching(/^[0-9a-f]{8}$/) });
    expect(refused.json().message).toContain('The database file was removed or replaced');
    expect(refused.headers['retry-after']).toBe('1');
    // reads still answer from the open file
    expect((await app.inject({ method: 'GET', url: '/refresh', headers })).statusCode).toBe(200);

    renameSync(`${dbPath}.moved`, dbPath);
    expect((await savePhrase(app, headers, 'after')).statusCode).toBe(200);
    const other = new Database(dbPath, { readonly: true });
    const stored = other.prepare("SELECT expression FROM approval_items WHERE expression IN ('before', 'while gone', 'after') ORDER BY expression").all();
    other.close();
    expect(stored).toEqual([{ expression: 'after' }, { expression: 'before' }]);
  });
});

describe('another process holding the write lock', () => {
  let app: FastifyInstance;
  let headers: { authorization: string };
  const dbPath = join(dir, 'locked.db');
  beforeAll(async () => {
    app = await testApp({ dbPath });
    headers = await authHeader(app, 'lisi');
  }, 60_000);
  afterAll(() => app.close());

  it('waits the busy timeout, then answers 503 with a log id and a retry hint', async () => {
    const other = new Database(dbPath);
    other.exec('BEGIN IMMEDIATE');
    const started = Date.now();
    const refused = await savePhrase(app, headers, 'locked out');
    other.exec('ROLLBACK');
    other.close();
    expect(Date.now() - started).toBeGreaterThanOrEqual(BUSY_TIMEOUT_MS - 100);
    expect(refused.statusCode).toBe(503);
    expect(refused.headers['retry-after']).toBe('1');
    const body = refused.json();
    expect(body.logId).toMatch(/^[0-9a-f]{8}$/);
    expect(body.message).toBe(`The database is busy (another process is writing); nothing was saved. Please try again in a moment (log id ${body.logId}).`);
    expect((await savePhrase(app, headers, 'locked out')).statusCode).toBe(200);
  }, 30_000);
});

describe('malformed multipart bodies', () => {
  let app: FastifyInstance;
  let headers: { authorization: string };
  beforeAll(async () => {
    app = await testApp();
    headers = await authHeader(app, 'admin', 'admin123');
  }, 60_000);
  afterAll(() => app.close());

  const ROUTES = ['/system/file/v1/fileUpload', '/form/dataTemplate/v1/tImportMain', '/form/dataTemplate/v1/importSub'];
  const BODIES = [
    { name: 'no boundary', contentType: 'multipart/form-data', payload: 'whatever' },
    { name: 'cut off', contentType: 'multipart/form-data; boundary=xyz', payload: '--xyz\r\nContent-Disposition: form-data; name="file"; filename="a.xlsx"\r\n\r\nabc' },
  ];
  it.each(ROUTES.flatMap((url) => BODIES.map((body) => ({ url, ...body }))))('$url answers 400 to a body with $name', async ({ url, contentType, payload }) => {
    const response = await app.inject({ method: 'POST', url, payload, headers: { ...headers, 'content-type': contentType, 'accept-language': 'en-US' } });
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().message).toMatch(/^The multipart body of the upload is malformed: /);
  });
});

describe('sign-in throttling', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await testApp();
  }, 60_000);
  afterAll(() => app.close());

  const signIn = (username: string, password: string, remoteAddress: string, lang = 'zh-CN') =>
    app.inject({ method: 'POST', url: '/auth', remoteAddress, headers: { 'accept-language': lang }, payload: { username, password: base64(password) } });

  it('locks an account after 5 failures in a row: even the right password is refused, with the wait', async () => {
    for (let attempt = 0; attempt < 5; attempt += 1) expect((await signIn('wangwu', 'wrong', '10.0.0.1')).statusCode).toBe(400);
    const refused = await signIn('wangwu', '123456', '10.0.0.2');
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toBe('登录失败次数过多，请在 15 秒后重试');
    expect(refused.headers['retry-after']).toBe('15');
    expect((await signIn('wangwu', '123456', '10.0.0.3', 'en-US')).json().message).toBe('Too many failed sign-ins. Please try again in 15 seconds.');
    // other accounts are not affected
    expect((await signIn('zhaoliu', '123456', '10.0.0.1')).statusCode).toBe(200);
  });

  it('locks a client address after 20 failures, whatever the account', async () => {
    for (let attempt = 0; attempt < 20; attempt += 1) expect((await signIn(`nobody${attempt}`, 'wrong', '10.0.0.9')).statusCode).toBe(400);
    expect((await signIn('lisi', '123456', '10.0.0.9')).statusCode).toBe(429);
    expect((await signIn('lisi', '123456', '10.0.0.10')).statusCode).toBe(200);
  });

  it('doubles the delay with each further failure, up to 15 minutes, and forgets after a success', async () => {
    const { db, close } = await testDatabase();
    let now = Date.UTC(2026, 11, 1);
    const throttle = createSignInThrottle(db, () => now);
    const failAfterWait = () => {
      now += throttle.waitSeconds('a', 'ip') * 1000;
      throttle.failed('a', 'ip');
      return throttle.waitSeconds('a', 'ip');
    };
    expect([1, 2, 3, 4, 5, 6, 7, 8, 9, 10].map(failAfterWait)).toEqual([0, 0, 0, 0, 15, 30, 60, 120, 240, 480]);
    expect(failAfterWait()).toBe(900);
    expect(failAfterWait()).toBe(900);
    now += 900_000;
    throttle.succeeded('a');
    expect(failAfterWait()).toBe(0);
    await close();
  });

  it('forgets a key 15 minutes after its last failure, and keeps no forgotten rows', async () => {
    const { db, close } = await testDatabase();
    let now = Date.UTC(2026, 11, 1);
    const throttle = createSignInThrottle(db, () => now);
    for (let attempt = 0; attempt < 4; attempt += 1) throttle.failed('a', 'ip');
    now += 900_001;
    throttle.failed('b', 'ip');
    // a's four failures are forgotten: four more do not lock it yet
    for (let attempt = 0; attempt < 4; attempt += 1) throttle.failed('a', 'other ip');
    expect(throttle.waitSeconds('a', 'other ip')).toBe(0);
    throttle.failed('a', 'other ip');
    expect(throttle.waitSeconds('a', 'other ip')).toBe(15);
    now += 900_001;
    throttle.failed('c', 'third ip');
    const keys = db.prepare('SELECT kind, failure_key AS failureKey FROM sign_in_failures ORDER BY kind, failure_key').all();
    expect(keys).toEqual([
      { kind: 'account', failureKey: 'c' },
      { kind: 'address', failureKey: 'third ip' },
    ]);
    await close();
  });
});

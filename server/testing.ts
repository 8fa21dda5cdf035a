// Helpers of the server tests (not a test file itself): an in-memory app and signed-in headers.
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, inject } from 'vitest';
import { createTestDatabase } from '../tests/support/postgresTestDatabase';
import { buildApp, type BuildAppOptions } from './app';
import { openDatabase, type Db } from './db/database';
import type { LoginAnswer } from './routes/auth';

export const NO_DIST = '/nonexistent/flowdesk-dist';
export const TEST_JWT_SECRET = 'flowdesk-test-secret';
export const ACME_TENANT_ID = '1001';
/** A 1×1 png. */
export const PNG_BYTES = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64');

/** Whether the server tests run against PostgreSQL (tests/postgres/vitest.config.ts) instead of in-memory SQLite. */
export const onPostgres = () => process.env.FLOWDESK_TEST_DB === 'postgres';

/**
 * A database with the server's schema and no seed, for tests of SQL below the routes: in-memory SQLite or, in the
 * PostgreSQL run, an empty database of its own. `close` also drops the PostgreSQL one.
 */
export async function testDatabase(): Promise<{ db: Db; close: () => Promise<void> }> {
  if (!onPostgres()) {
    const db = openDatabase(':memory:');
    return { db, close: async () => void db.close() };
  }
  const database = await createTestDatabase(inject('postgresAdminUrl'), false);
  const db = openDatabase(database.url);
  return {
    db,
    close: async () => {
      db.close();
      await database.drop();
    },
  };
}

/** A test app over an in-memory SQLite database or, in the PostgreSQL run, over a database of its own. */
export async function testApp(options: BuildAppOptions = {}): Promise<FastifyInstance> {
  const settings = { dbPath: ':memory:', distDir: NO_DIST, jwtSecret: TEST_JWT_SECRET, ...options };
  if (!onPostgres() || settings.dbPath !== ':memory:') return buildApp(settings);
  const database = await createTestDatabase(inject('postgresAdminUrl'), options.seedDir === undefined);
  try {
    const app = await buildApp({ ...settings, dbPath: database.url });
    app.addHook('onClose', database.drop);
    return app;
  } catch (error) {
    await database.drop();
    throw error;
  }
}

export const base64 = (text: string) => Buffer.from(text, 'utf8').toString('base64');

export async function login(app: FastifyInstance, account: string, password = '123456', tenantId?: string): Promise<LoginAnswer> {
  const response = await app.inject({
    method: 'POST',
    url: tenantId ? `/auth?tenantId=${encodeURIComponent(tenantId)}` : '/auth',
    payload: { username: account, password: base64(password) },
  });
  if (response.statusCode !== 200) throw new Error(`login of ${account} failed: ${response.statusCode} ${response.body}`);
  return response.json() as LoginAnswer;
}

export async function authHeader(app: FastifyInstance, account: string, password?: string, tenantId?: string): Promise<{ authorization: string }> {
  const { token } = await login(app, account, password, tenantId);
  return { authorization: `Bearer ${token}` };
}

/** The platform administrator's and tenant acme's administrator's headers, for tests of tenant isolation. */
export async function administratorHeaders(app: FastifyInstance): Promise<{ admin: { authorization: string }; acme: { authorization: string } }> {
  return { admin: await authHeader(app, 'admin', 'admin123'), acme: await authHeader(app, 'acme_admin', 'admin123', ACME_TENANT_ID) };
}

export interface AdministratorsApp {
  app: FastifyInstance;
  admin: { authorization: string };
  acme: { authorization: string };
}

/** A test file's app with both administrators signed in: built before its tests, closed after them. */
export function administratorsApp(setupTimeoutMs?: number): AdministratorsApp {
  const server = {} as AdministratorsApp;
  beforeAll(async () => {
    server.app = await testApp();
    Object.assign(server, await administratorHeaders(server.app));
  }, setupTimeoutMs);
  afterAll(() => server.app.close());
  return server;
}

export interface SignedInApp {
  app: FastifyInstance;
  headers: { authorization: string };
}

/** A test file's app with one seeded user signed in: built before its tests, closed after them. */
export function signedInApp(account: string): SignedInApp {
  const server = {} as SignedInApp;
  beforeAll(async () => {
    server.app = await testApp();
    server.headers = await authHeader(server.app, account);
  });
  afterAll(() => server.app.close());
  return server;
}

/** A multipart/form-data body with one file part. */
export function multipart(field: string, fileName: string, content: Buffer, contentType = 'application/octet-stream') {
  const boundary = `----flowdesk${randomBytes(8).toString('hex')}`;
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${fileName}"\r\nContent-Type: ${contentType}\r\n\r\n`, 'utf8'),
    content,
    Buffer.from(`\r\n--${boundary}--\r\n`, 'utf8'),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

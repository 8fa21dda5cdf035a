// Starts Debian's PostgreSQL on loopback for the PostgreSQL run of the server tests and seeds one database,
// the template each test app's database is copied from (a copy takes a fraction of a seed).
import type { TestProject } from 'vitest/node';
import { buildApp } from '../../server/app';
import { NO_DIST, TEST_JWT_SECRET } from '../../server/testing';
import { startLocalPostgres } from '../support/localPostgres';
import { SEEDED_TEMPLATE } from '../support/postgresTestDatabase';

export default async function setup(project: TestProject): Promise<() => void> {
  const cluster = await startLocalPostgres();
  await cluster.createDatabase(SEEDED_TEMPLATE);
  const app = await buildApp({ dbPath: cluster.url(SEEDED_TEMPLATE), distDir: NO_DIST, jwtSecret: TEST_JWT_SECRET });
  await app.close();
  project.provide('postgresAdminUrl', cluster.url('postgres'));
  return () => cluster.stop();
}

declare module 'vitest' {
  export interface ProvidedContext {
    postgresAdminUrl: string;
  }
}

// A fresh PostgreSQL database per test app when the tests run against PostgreSQL (tests/postgres/): a copy of the
// seeded template that tests/postgres/globalSetup.ts made, dropped when the app closes.
import pg from 'pg';

export const SEEDED_TEMPLATE = 'flowdesk_seeded';

let count = 0;

async function administer(adminUrl: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/** A new database of the cluster at `adminUrl`: a copy of the seeded template, or empty. */
export async function createTestDatabase(adminUrl: string, seeded: boolean): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `flowdesk_test_${process.pid}_${++count}`;
  const template = seeded ? SEEDED_TEMPLATE : 'template0';
  await administer(adminUrl, `CREATE DATABASE ${name} TEMPLATE ${template} ENCODING 'UTF8' LC_COLLATE 'C' LC_CTYPE 'C'`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => administer(adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}

import { defineConfig } from 'vitest/config';

// The server's tests once more, against PostgreSQL (Debian's, started on loopback by globalSetup): every test
// app gets a database of its own. SQLite stays the default of `npm run test:unit`.
export default defineConfig({
  test: {
    globals: false,
    include: ['server/**/*.test.ts', 'tests/postgres/**/*.test.ts'],
    environment: 'node',
    globalSetup: ['tests/postgres/globalSetup.ts'],
    env: { FLOWDESK_TEST_DB: 'postgres' },
    testTimeout: 60_000,
    hookTimeout: 90_000,
  },
});

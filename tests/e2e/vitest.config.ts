import { defineConfig } from 'vitest/config';

// Browser end-to-end tests: each file starts its own reference server (in-memory database) and Chromium.
export default defineConfig({
  test: {
    include: ['tests/e2e/**/*.e2e.ts'],
    environment: 'node',
    fileParallelism: false, // two cores: one browser at a time keeps timings sane
    testTimeout: 60_000,
    hookTimeout: 90_000,
    reporters: ['default'],
  },
});

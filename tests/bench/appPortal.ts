// The set-up of the benchmarks that measure the real app (home, studio): the app built with the project's Vite
// config into a temporary directory, served by the reference server (in-memory database, demo seed) on
// loopback, and one browser. `close()` undoes all three. FLOWDESK_BENCH_DIST=<dir> serves a build made before
// (`vite build --outDir <dir>`) instead, and leaves it in place.
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { Browser } from 'playwright-core';
import { build } from 'vite';
import { buildApp } from '../../server/app';
import { launchBrowser } from '../e2e/harness';

const ROOT = resolve(import.meta.dirname, '../..');

export interface BenchPortal {
  readonly origin: string;
  readonly browser: Browser;
  close(): Promise<void>;
}

export async function startBenchPortal(name: string): Promise<BenchPortal> {
  const given = process.env.FLOWDESK_BENCH_DIST ? resolve(process.env.FLOWDESK_BENCH_DIST) : undefined;
  const dist = given ?? mkdtempSync(join(tmpdir(), `flowdesk-bench-${name}-`));
  if (!given) await build({ root: ROOT, configFile: join(ROOT, 'vite.config.ts'), logLevel: 'error', build: { outDir: dist, emptyOutDir: true, reportCompressedSize: false } });
  const app = await buildApp({ dbPath: ':memory:', distDir: dist, logger: false });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const origin = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  const browser = await launchBrowser();
  return {
    origin,
    browser,
    async close() {
      await browser.close();
      await app.close();
      if (!given) rmSync(dist, { recursive: true, force: true });
    },
  };
}

export const median = (samples: readonly number[]) => [...samples].sort((a, b) => a - b)[Math.floor((samples.length - 1) / 2)];
export const round1 = (value: number) => Math.round(value * 10) / 10;

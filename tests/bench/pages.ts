// The benchmark pages of tests/bench/<area>/: built with Vite's API (production React, minified) into a
// temporary directory together with the data files they fetch, and served by a static file server on a free
// local port. Files are read from disk per request and never cached by the browser, so every measured page
// load fetches its scripts anew.
import { createReadStream, existsSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { extname, join, normalize } from 'node:path';
import react from '@vitejs/plugin-react';
import { build } from 'vite';
import { sideEffectFreePackages } from '../../vite.config';

export interface BuiltPages {
  dir: string;
  remove(): void;
}

/** Builds the pages whose index.html is in `root`, and writes `files` (name → JSON value) beside them. */
export async function buildPages(root: string, files: Readonly<Record<string, unknown>>): Promise<BuiltPages> {
  const dir = mkdtempSync(join(tmpdir(), 'flowdesk-bench-'));
  await build({
    root,
    base: './',
    configFile: false,
    logLevel: 'error',
    plugins: [react(), sideEffectFreePackages()],
    build: { outDir: dir, emptyOutDir: true, reportCompressedSize: false, chunkSizeWarningLimit: 10_000 },
  });
  for (const [name, value] of Object.entries(files)) writeFileSync(join(dir, name), JSON.stringify(value));
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

const CONTENT_TYPES: Record<string, string> = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css', '.json': 'application/json', '.woff2': 'font/woff2' };

export interface ServedDirectory {
  /** e.g. http://127.0.0.1:41234 */
  origin: string;
  close(): Promise<void>;
}

export function serveDirectory(dir: string): Promise<ServedDirectory> {
  const server = createServer((request, response) => {
    const path = normalize(decodeURIComponent(new URL(request.url ?? '/', 'http://bench').pathname)).replace(/^[/\\]+/, '');
    const file = join(dir, path === '' ? 'index.html' : path);
    if (!file.startsWith(dir) || !existsSync(file) || !statSync(file).isFile()) {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, { 'content-type': CONTENT_TYPES[extname(file)] ?? 'application/octet-stream', 'cache-control': 'no-store' });
    createReadStream(file).pipe(response);
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve({
        origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
        close: () => new Promise<void>((closed) => server.close(() => closed())),
      }),
    ),
  );
}

// The build's compressed copies (build/precompress.ts): what the server's preCompressed serving reads.
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { precompressAssets } from '../../build/precompress';

const dir = mkdtempSync(join(tmpdir(), 'flowdesk-precompress-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('precompressAssets', () => {
  it('writes .br and .gz beside the bundle’s scripts and stylesheets, not beside small files, pictures or files outside assets/', async () => {
    const script = 'export const line = "a line of the bundle";\n'.repeat(100);
    const files: Record<string, string> = {
      'assets/index-1a2b.js': script,
      'assets/index-1a2b.css': '.fd-home { display: grid; }\n'.repeat(100),
      'assets/tiny-3c4d.js': 'export {};',
      'assets/logo-5e6f.png': script,
      'index.html': script,
    };
    mkdirSync(join(dir, 'assets'));
    for (const [name, content] of Object.entries(files)) writeFileSync(join(dir, name), content);
    // The hook as Vite calls it once the files are written: the output options and the bundle (only its names are read).
    const writeBundle = precompressAssets().writeBundle as (options: { dir: string }, bundle: Record<string, unknown>) => Promise<void>;
    await writeBundle.call({}, { dir }, Object.fromEntries(Object.keys(files).map((name) => [name, {}])));

    expect(brotliDecompressSync(readFileSync(join(dir, 'assets/index-1a2b.js.br'))).toString()).toBe(script);
    expect(gunzipSync(readFileSync(join(dir, 'assets/index-1a2b.js.gz'))).toString()).toBe(script);
    expect(existsSync(join(dir, 'assets/index-1a2b.css.br'))).toBe(true);
    for (const left of ['assets/tiny-3c4d.js', 'assets/logo-5e6f.png', 'index.html']) {
      expect(existsSync(join(dir, `${left}.br`)), left).toBe(false);
      expect(existsSync(join(dir, `${left}.gz`)), left).toBe(false);
    }
  });
});

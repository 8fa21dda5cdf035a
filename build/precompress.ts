// Brotli and gzip copies of the built scripts and stylesheets, written beside them at build time (issue 25: /home
// downloaded about 1.2 MB of uncompressed JavaScript and CSS in some 80 files). The reference server answers
// them with @fastify/static's `preCompressed` (server/app.ts): `assets/x.js.br` for a browser that accepts br,
// `x.js.gz` for gzip, `x.js` otherwise. Compressed once here, not per request. Only the content-hashed files of
// assets/ are copied: config.json and index.html stay alone, so a deployment that edits them is not shadowed by a
// stale compressed copy.
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/** Files worth compressing: text of the bundle (fonts and pictures are compressed already). */
const COMPRESSIBLE = /^assets\/.+\.(?:js|mjs|css|svg|json|wasm)$/;
/** Below this a file fits in one packet whatever its encoding: a copy would only cost a file. */
const MIN_COMPRESS_BYTES = 1024;

/** The compressed copies of one file: brotli at its best (made once per build), gzip at its best. */
async function compressedCopies(content: Buffer): Promise<{ br: Buffer; gz: Buffer }> {
  const [br, gz] = await Promise.all([
    brotli(content, { params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: content.length } }),
    gzipped(content, { level: constants.Z_BEST_COMPRESSION }),
  ]);
  return { br, gz };
}

/** Writes `<file>.br` and `<file>.gz` for every compressible asset of the bundle of at least MIN_COMPRESS_BYTES, when smaller. */
export function precompressAssets(): Plugin {
  return {
    name: 'flowdesk:precompress-assets',
    apply: 'build',
    async writeBundle(options, bundle) {
      const dir = options.dir;
      if (!dir) return;
      const files = Object.keys(bundle).filter((fileName) => COMPRESSIBLE.test(fileName));
      await Promise.all(
        files.map(async (fileName) => {
          const path = join(dir, fileName);
          const content = await readFile(path);
          if (content.length < MIN_COMPRESS_BYTES) return;
          const { br, gz } = await compressedCopies(content);
          await Promise.all([
            br.length < content.length ? writeFile(`${path}.br`, br) : undefined,
            gz.length < content.length ? writeFile(`${path}.gz`, gz) : undefined,
          ]);
        }),
      );
    },
  };
}

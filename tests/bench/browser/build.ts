// Builds the benchmark pages (production React, minified) into a temporary directory with Vite's API, and
// writes beside them what the pages fetch: the form definition of each size (ours) and the JSON schema the
// adapter makes of it (plain rjsf gets the very same schema, without paying for the adapter).
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import react from '@vitejs/plugin-react';
import { build } from 'vite';
// The adapter module itself: the engine's index brings the theme's CSS, which Node cannot import.
import { formToSchema } from '../../../renderers/kinds/form/adapter';
import { textFieldsDefinition } from './definition';

export interface BuiltPages {
  dir: string;
  remove(): void;
}

export async function buildBenchPages(fieldCounts: readonly number[]): Promise<BuiltPages> {
  const dir = mkdtempSync(join(tmpdir(), 'flowdesk-bench-'));
  await build({
    root: import.meta.dirname,
    base: './',
    configFile: false,
    logLevel: 'error',
    plugins: [react()],
    build: { outDir: dir, emptyOutDir: true, reportCompressedSize: false, chunkSizeWarningLimit: 10_000 },
  });
  for (const count of fieldCounts) {
    const definition = textFieldsDefinition(count);
    writeFileSync(join(dir, `definition-${count}.json`), JSON.stringify(definition));
    writeFileSync(join(dir, `schema-${count}.json`), JSON.stringify(formToSchema(definition, { locale: 'en-US' }).schema));
  }
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

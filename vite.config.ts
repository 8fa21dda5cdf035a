/// <reference types="vitest/config" />
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import type { Plugin } from 'vite';
import { normalize, resolve, sep } from 'node:path';
import { chunkGroups } from './build/chunkGroups.ts';
import { precompressAssets } from './build/precompress.ts';
import { semiDeepImports } from './build/semiImports.ts';

/**
 * Modules whose package marks them as having side effects that no chunk needs kept: Semi's barrel (its only
 * effect is importing base.css, which the app imports itself) and DOMPurify (it makes its default instance
 * on import). Kept, every chunk importing a Semi component carries Notification's code and CSS, and every
 * chunk that can reach a sanitizer carries DOMPurify — also the first paint of a form.
 */
const SIDE_EFFECT_FREE = /[\\/]node_modules[\\/](?:@douyinfe[\\/]semi-ui-19[\\/]lib[\\/]es[\\/]index\.js|dompurify[\\/])/;
/**
 * The engine library's own modules (renderers/, TypeScript only: its stylesheets stay side effects). Nothing in
 * it runs for its effect on import; its top-level calls (lazy(), message tables, caches) only make values. Kept as
 * side effects, a chunk importing one function of renderers/index.ts carried every kind with its validator and
 * renderer: /home's first screen loaded 118 KB of gzip JavaScript of kinds it never prepares.
 */
const LIBRARY_DIR = `${resolve(import.meta.dirname, 'renderers')}${sep}`;
const isLibraryCode = (id: string) => normalize(id).startsWith(LIBRARY_DIR) && /\.tsx?$/.test(id);

export function sideEffectFreePackages(): Plugin {
  return {
    name: 'flowdesk:side-effect-free-packages',
    transform(code, id) {
      return SIDE_EFFECT_FREE.test(id) || isLibraryCode(id) ? { code, map: null, moduleSideEffects: false } : undefined;
    },
  };
}

// One build serves every deployment: hosts and SSO come from public/config.json at run time.
export default defineConfig({
  base: '/fvue/',
  plugins: [react(), semiDeepImports(), sideEffectFreePackages(), precompressAssets()],
  server: {
    port: 5173,
    // `npm run dev` talks to the embedded reference server started with `npm run serve`.
    proxy: Object.fromEntries(
      ['/auth', '/refresh', '/signout', '/sso', '/api', '/uc', '/sys', '/system', '/portal', '/flow', '/bpmModel', '/runtime', '/form', '/demo', '/innermsg', '/file', '/ai'].map(
        (path) => [path, { target: 'http://localhost:8080', changeOrigin: false }],
      ),
    ),
  },
  build: {
    outDir: 'dist',
    chunkSizeWarningLimit: 900,
    rolldownOptions: {
      output: {
        // Few files on each page's path, nothing a page does not use (build/chunkGroups.ts).
        codeSplitting: { groups: chunkGroups() },
      },
    },
  },
  test: {
    globals: false,
    setupFiles: ['tests/setup.ts'],
    include: ['src/**/*.test.{ts,tsx}', 'renderers/**/*.test.{ts,tsx}', 'server/**/*.test.ts', 'tests/unit/**/*.test.{ts,tsx}'],
    environment: 'node',
    // Component and browser-API tests opt into jsdom with a `// @vitest-environment jsdom` docblock.
    testTimeout: 20000,
  },
});

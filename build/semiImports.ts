// Imports of Semi's barrel, rewritten at build time to the modules that define the names (issue 25, the home's
// files). `import { Tag, Tabs } from '@douyinfe/semi-ui-19'` reaches, by the import graph, all of Semi, of which
// tree-shaking keeps the two; the chunk groups (chunkGroups.ts) cannot follow such an import, so every component
// the shell and home import through the barrel stayed out of their shared file, a file of its own each, queuing on
// HTTP/1.1's six connections. Rewritten to `@douyinfe/semi-ui-19/lib/es/tag`, the graph says what is used. The
// source keeps the barrel (one import line per file); the bundle's code is the same.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Plugin } from 'vite';

const BARREL = '@douyinfe/semi-ui-19';

/** Where each of the barrel's names is defined: `{ module, imported }`, `imported` being the name it has there. */
export type BarrelMap = ReadonlyMap<string, { module: string; imported: string }>;

/** The barrel's re-exports (`export { default as Button } from './button'`, `export { Row, Col } from './grid'`). */
export function parseBarrel(source: string, packagePath: string): BarrelMap {
  const map = new Map<string, { module: string; imported: string }>();
  for (const [, specifiers, from] of source.matchAll(/export\s*\{([^}]*)\}\s*from\s*["']([^"']+)["']/g)) {
    // package-relative modules only: a name re-exported from another package stays with the barrel
    if (!from!.startsWith('./')) continue;
    const module = `${packagePath}/${from!.slice(2)}`;
    for (const specifier of specifiers!.split(',')) {
      const [imported, exported = imported] = specifier.trim().split(/\s+as\s+/);
      if (imported && exported) map.set(exported, { module, imported });
    }
  }
  return map;
}

/**
 * `code` with every `import { … } from '@douyinfe/semi-ui-19'` rewritten to one import per defining module; names
 * the map does not know stay with the barrel. Undefined when the code imports nothing from it.
 */
export function rewriteBarrelImports(code: string, barrel: BarrelMap): string | undefined {
  let changed = false;
  const rewritten = code.replace(/import\s*\{([^}]*)\}\s*from\s*["']@douyinfe\/semi-ui-19["'];?/g, (whole, specifiers: string) => {
    const byModule = new Map<string, string[]>();
    const kept: string[] = [];
    for (const specifier of specifiers.split(',').map((part) => part.trim()).filter(Boolean)) {
      const [name, local = name] = specifier.split(/\s+as\s+/);
      const target = barrel.get(name!);
      if (!target) {
        kept.push(specifier);
        continue;
      }
      byModule.set(target.module, [...(byModule.get(target.module) ?? []), `${target.imported} as ${local}`]);
    }
    if (byModule.size === 0) return whole;
    changed = true;
    const lines = [...byModule].map(([module, names]) => `import { ${names.join(', ')} } from ${JSON.stringify(module)};`);
    if (kept.length) lines.push(`import { ${kept.join(', ')} } from ${JSON.stringify(BARREL)};`);
    return lines.join('\n');
  });
  return changed ? rewritten : undefined;
}

/** The build plugin: the app's and the library's modules (after TypeScript is stripped), not node_modules. */
export function semiDeepImports(): Plugin {
  const require = createRequire(import.meta.url);
  const barrel = parseBarrel(readFileSync(require.resolve(`${BARREL}/lib/es/index.js`), 'utf8'), `${BARREL}/lib/es`);
  return {
    name: 'flowdesk:semi-deep-imports',
    apply: 'build',
    transform(code, id) {
      if (id.includes('/node_modules/') || !/\.(tsx?|jsx?)$/.test(id.split('?')[0]!)) return undefined;
      const rewritten = rewriteBarrelImports(code, barrel);
      return rewritten === undefined ? undefined : { code: rewritten, map: null };
    },
  };
}

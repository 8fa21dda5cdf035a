// The built files import one another without a circle (build/chunkGroups.ts): in a circle of files, the one
// entered first runs before what it reads from the others is defined — Semi's class prefix then reads as
// undefined (`undefined-tag`, `undefined-avatar`) and the component draws unstyled, with no error anywhere.
// Reads the build the other e2e files serve; no browser.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DIST } from './harness';

/** The files a built module imports statically (`import … from"./x.js"`, `import"./x.js"`), not import(). */
function staticImports(code: string): string[] {
  return [...code.matchAll(/(?:^|[;}\s])import\s*(?:[\w$*{}\s,]+?\s*from\s*)?["']\.\/([^"']+\.js)["']/g)].map((match) => match[1]);
}

/** Every circle of the graph, each as the files along it (one per strongly connected set, by depth-first search). */
function circles(graph: ReadonlyMap<string, readonly string[]>): string[][] {
  const found: string[][] = [];
  const state = new Map<string, 'open' | 'done'>();
  const path: string[] = [];
  const visit = (file: string) => {
    state.set(file, 'open');
    path.push(file);
    for (const next of graph.get(file) ?? []) {
      if (state.get(next) === 'open') found.push([...path.slice(path.indexOf(next)), next]);
      else if (!state.has(next)) visit(next);
    }
    path.pop();
    state.set(file, 'done');
  };
  for (const file of graph.keys()) if (!state.has(file)) visit(file);
  return found;
}

describe('the built files', () => {
  it('import one another without a circle', () => {
    const assets = join(DIST, 'assets');
    const files = readdirSync(assets).filter((file) => file.endsWith('.js'));
    const graph = new Map(files.map((file) => [file, staticImports(readFileSync(join(assets, file), 'utf8'))] as const));
    expect([...graph.values()].flat().length, 'the imports are read').toBeGreaterThan(files.length);
    expect(circles(graph).map((circle) => circle.join(' → '))).toEqual([]);
  });

  it('finds a circle when there is one', () => {
    const graph = new Map([['a.js', ['b.js']], ['b.js', ['c.js']], ['c.js', ['a.js']], ['d.js', ['a.js']]]);
    expect(circles(graph)).toEqual([['a.js', 'b.js', 'c.js', 'a.js']]);
    expect(staticImports('import{a as e}from"./x-1.js";import"./y.js";const z=import("./lazy.js")')).toEqual(['x-1.js', 'y.js']);
  });
});

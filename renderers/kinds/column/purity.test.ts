import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

// The home kinds' adapters are pure TypeScript (docs/home.md): no React, DOM or network in their folders.
const folders = ['column', 'layout'].map((name) => join(import.meta.dirname, '..', name));
const sources = folders.flatMap((folder) =>
  readdirSync(folder)
    .filter((name) => name.endsWith('.ts') && !name.endsWith('.test.ts'))
    .map((name) => join(folder, name)),
);

const importsOf = (source: string) => [...source.matchAll(/\b(?:from|import)\s*\(?\s*['"]([^'"]+)['"]/g)].map((match) => match[1]);

describe('the column and layout kinds are pure', () => {
  it('reads both folders', () => {
    expect(sources.map((path) => path.split(/[\\/]/).slice(-2).join('/'))).toEqual(expect.arrayContaining(['column/adapter.ts', 'column/request.ts', 'layout/adapter.ts']));
  });

  it.each(sources)('%s imports only the engine\'s own modules and schemas', (path) => {
    const source = readFileSync(path, 'utf8');
    for (const specifier of importsOf(source)) {
      expect(specifier, `${path} imports ${specifier}`).toMatch(/^\.\.?\//);
      expect(existsSync(`${resolve(dirname(path), specifier)}.tsx`), `${path} imports the component ${specifier}`).toBe(false);
    }
    expect(source).not.toMatch(/\b(?:fetch|XMLHttpRequest|eval)\s*\(|new\s+Function\b|\b(?:document|window|localStorage|sessionStorage)\./);
  });
});

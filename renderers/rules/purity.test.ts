import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

// The server reuses the rule compiler to validate submitted form data: its sources may import only each
// other (no React, rjsf, ajv, network client or Node module).
const folder = import.meta.dirname;
const sources = readdirSync(folder).filter((name) => name.endsWith('.ts') && !name.endsWith('.test.ts'));

function importsOf(source: string): string[] {
  const specifiers = [
    ...source.matchAll(/\bimport\s+(?:type\s+)?(?:[\w*{}\s,]+?\s+from\s+)?['"]([^'"]+)['"]/g),
    ...source.matchAll(/\bexport\s+(?:type\s+)?[\w*{}\s,]+?\s+from\s+['"]([^'"]+)['"]/g),
    ...source.matchAll(/\b(?:import|require)\s*\(\s*['"]([^'"]+)['"]\s*\)/g),
  ];
  return specifiers.map((match) => match[1]);
}

describe('renderers/rules is pure TypeScript', () => {
  it('has the sources this test reads', () => {
    expect(sources).toEqual(expect.arrayContaining(['index.ts', 'compile.ts', 'validators.ts', 'parse.ts', 'messages.ts']));
  });

  it.each(sources)('%s imports only sibling modules and the shared message formatter', (name) => {
    const source = readFileSync(join(folder, name), 'utf8');
    for (const specifier of importsOf(source)) expect(specifier, `${name} imports ${specifier}`).toMatch(/^(\.\/[\w.]+|\.\.\/messages)$/);
    expect(source).not.toMatch(/\b(?:fetch|XMLHttpRequest|eval)\s*\(|new\s+Function\b/);
  });

  it('the import reader sees imports of every form', () => {
    expect(importsOf("import React from 'react';\nimport { a } from \"@rjsf/core\";\nexport * from 'ajv';\nimport 'x';\nconst m = import('y');")).toEqual([
      'react',
      '@rjsf/core',
      'x',
      'ajv',
      'y',
    ]);
  });
});

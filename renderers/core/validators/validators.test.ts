// The validators compiled ahead of time are the schemas as they are now, and judge like run-time compilation.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { validateAgainstSchema } from '../compileSchema';
import { validateWith, type DefinitionValidator } from '../validate';
import column from './column';
import customChart from './customChart';
import customDialog from './customDialog';
import customQuery from './customQuery';
import dataTemplate from './dataTemplate';
import form from './form';
import formHtml from './formHtml';
import layout from './layout';
import queryView from './queryView';
import { ucs2length } from './runtime';
import { validatorModuleName, validatorModuleSource } from './standalone';

const ROOT = join(import.meta.dirname, '../../..');
const schemaFiles = readdirSync(join(ROOT, 'schemas')).filter((name) => name.endsWith('.schema.json')).sort();
const schemaOf = (file: string) => JSON.parse(readFileSync(join(ROOT, 'schemas', file), 'utf8')) as Record<string, unknown>;
const kindOf = (file: string) => file.replace(/\.schema\.json$/, '');
const COMPILED: Readonly<Record<string, DefinitionValidator>> = { column, customChart, customDialog, customQuery, dataTemplate, form, formHtml, layout, queryView };

/** Every fixture definition of a kind, and a few broken copies of each (a wrong type at the root, a missing and an unknown property). */
function samplesOf(kind: string): unknown[] {
  const dir = join(ROOT, 'fixtures', kind);
  let files: string[];
  try {
    files = readdirSync(dir).filter((name) => name.endsWith('.json'));
  } catch {
    files = [];
  }
  const definitions = files.map((name) => JSON.parse(readFileSync(join(dir, name), 'utf8')) as Record<string, unknown>);
  const broken = definitions.slice(0, 3).flatMap((definition) => {
    const [first] = Object.keys(definition);
    const { [first]: _dropped, ...missing } = definition;
    return [missing, { ...definition, [first]: [{ nested: 1 }] }, { ...definition, unknownProperty: 'x' }];
  });
  return [...definitions, ...broken, null, 'text', [], {}];
}

describe('definition validators compiled ahead of time', () => {
  it.each(schemaFiles)('%s: the module is what `npm run schemas` writes now', (file) => {
    const written = readFileSync(join(import.meta.dirname, validatorModuleName(file)), 'utf8');
    // When this fails, a schema changed: run `npm run schemas` and commit the modules it writes.
    expect(written).toBe(validatorModuleSource(file, schemaOf(file)));
  });

  it('has a module for every schema', () => {
    expect(Object.keys(COMPILED).sort()).toEqual(schemaFiles.map(kindOf).sort());
  });

  it.each(schemaFiles)('%s: judges fixtures and broken copies as run-time compilation does', (file) => {
    const kind = kindOf(file);
    const validator = COMPILED[kind];
    const schema = schemaOf(file);
    for (const sample of samplesOf(kind)) {
      expect(validateWith(kind, validator, sample, { locale: 'en-US' })).toEqual(validateAgainstSchema(kind, schema, sample, { locale: 'en-US' }));
    }
  });

  it('counts text length in code points, as ajv does', () => {
    expect(ucs2length('')).toBe(0);
    expect(ucs2length('请假单')).toBe(3);
    expect(ucs2length('a😀b')).toBe(3);
    expect(ucs2length('\ud800x')).toBe(2);
  });
});

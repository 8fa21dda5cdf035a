// @vitest-environment jsdom
// (the app kinds include the Semi theme, whose imports need a DOM)
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { APP_KINDS } from '../../engine/kinds';
import { parseFixtureFile } from './parseFixtureFile';

const kinds = APP_KINDS;
const parse = (text: string, folder?: string) => parseFixtureFile(text, { kinds, folder, locale: 'en-US' });
const root = join(__dirname, '../../../fixtures');

describe('parseFixtureFile', () => {
  it('accepts a bare definition and a wrapped one with answers', () => {
    expect(parse('{"kind":"form","alias":"a"}')).toEqual({ kind: 'form', definition: { kind: 'form', alias: 'a' }, answers: undefined });
    expect(parse('{"definition":{"kind":"form"},"answers":{"bo":{"x":1}}}')).toEqual({ kind: 'form', definition: { kind: 'form' }, answers: { bo: { x: 1 } } });
  });

  it('reports malformed JSON with a localized message and its place, non-objects and an unknown kind', () => {
    expect(parse('{"kind":')).toEqual({ error: 'malformedJson', params: { reason: expect.stringMatching(/^The JSON ends too early at line 1, column 9/) } });
    expect(parseFixtureFile('{"kind":', { kinds, locale: 'zh-CN' })).toEqual({ error: 'malformedJson', params: { reason: expect.stringMatching(/^JSON 在第 1 行第 9 列意外结束/) } });
    expect(parse('[1,2]')).toEqual({ error: 'notAnObject' });
    expect(parse('"text"')).toEqual({ error: 'notAnObject' });
    expect(parse('{"x":1}')).toEqual({ error: 'missingKind' });
  });

  it('infers the kind from the folder, and says so', () => {
    expect(parse('{"alias":"a"}', 'customQuery')).toMatchObject({ kind: 'customQuery', inferredFrom: 'folder' });
    expect(parse('{"x":1}', 'nothing')).toEqual({ error: 'missingKind' });
  });

  // A copy of any fixture without its kind opens as the kind of its folder.
  const files = readdirSync(root, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && entry.name !== 'seed')
    .flatMap((folder) => readdirSync(join(root, folder.name)).filter((file) => file.endsWith('.json')).map((file) => [folder.name, file] as const));
  it.each(files)('infers %s from the shape of %s without its kind', (folder, file) => {
    const { kind: _kind, ...definition } = JSON.parse(readFileSync(join(root, folder, file), 'utf8')) as Record<string, unknown>;
    expect(parse(JSON.stringify(definition))).toMatchObject({ kind: folder, inferredFrom: 'shape' });
  });
});

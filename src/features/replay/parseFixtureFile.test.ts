import { describe, expect, it } from 'vitest';
import { parseFixtureFile } from './parseFixtureFile';

describe('parseFixtureFile', () => {
  it('accepts a bare definition and a wrapped one with answers', () => {
    expect(parseFixtureFile('{"kind":"form","alias":"a"}')).toEqual({ kind: 'form', definition: { kind: 'form', alias: 'a' }, answers: undefined });
    expect(parseFixtureFile('{"definition":{"kind":"form"},"answers":{"bo":{"x":1}}}')).toEqual({
      kind: 'form',
      definition: { kind: 'form' },
      answers: { bo: { x: 1 } },
    });
  });

  it('reports malformed JSON, non-objects and a missing kind', () => {
    expect(parseFixtureFile('{"kind":')).toMatchObject({ error: 'malformedJson', params: { reason: expect.any(String) } });
    expect(parseFixtureFile('[1,2]')).toEqual({ error: 'notAnObject' });
    expect(parseFixtureFile('"text"')).toEqual({ error: 'notAnObject' });
    expect(parseFixtureFile('{"alias":"a"}')).toEqual({ error: 'missingKind' });
  });
});

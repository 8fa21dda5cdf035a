import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { childPath, lineColumn, locatePath, parseJsonDocument, pathSteps } from './jsonDocument';

const text = `{
  "kind": "form",
  "entities": [
    { "name": "main", "attributes": [ { "name": "a" }, { "name": "b", "dataType": "nope" } ] }
  ],
  "odd key": 1
}`;

describe('parseJsonDocument', () => {
  it('reads the same value as JSON.parse', () => {
    const document = parseJsonDocument(text);
    expect(document.ok && document.value).toEqual(JSON.parse(text));
  });

  it('agrees with JSON.parse on any JSON value', () => {
    fc.assert(
      fc.property(fc.jsonValue(), fc.boolean(), (value, pretty) => {
        const source = JSON.stringify(value, null, pretty ? 2 : undefined);
        const document = parseJsonDocument(source);
        expect(document.ok).toBe(true);
        if (document.ok) expect(document.value).toEqual(JSON.parse(source));
      }),
    );
  });

  it('keeps a "__proto__" key as an own property, as JSON.parse does, without touching the prototype', () => {
    const source = '[{"__proto__":null},{"__proto__":{"polluted":true}}]';
    const document = parseJsonDocument(source);
    expect(document.ok && document.value).toEqual(JSON.parse(source));
    const [first, second] = (document.ok ? document.value : []) as object[];
    expect(Object.getPrototypeOf(first)).toBe(Object.prototype);
    expect(Object.prototype.hasOwnProperty.call(second, '__proto__')).toBe(true);
    expect((second as { polluted?: boolean }).polluted).toBeUndefined();
  });

  it('refuses what JSON.parse refuses, with a code and the position', () => {
    for (const broken of ['{"a": }', '{"a" 1}', '{a: 1}', '[1, 2', '{"a": 1,}', '"x\ny"', '01', '{} {}', 'tru', '']) {
      expect(() => JSON.parse(broken)).toThrow();
      expect(parseJsonDocument(broken).ok).toBe(false);
    }
    expect(parseJsonDocument('{\n  "a": }')).toEqual({ ok: false, error: { code: 'unexpectedCharacter', offset: 9, line: 2, column: 8, found: '}' } });
    expect(parseJsonDocument('{"a" 1}')).toMatchObject({ error: { code: 'expectedColon', offset: 5, found: '1' } });
    expect(parseJsonDocument('{a: 1}')).toMatchObject({ error: { code: 'expectedPropertyName', offset: 1 } });
    expect(parseJsonDocument('{"a": 1,}')).toMatchObject({ error: { code: 'expectedPropertyName', offset: 8 } });
    expect(parseJsonDocument('[1 2]')).toMatchObject({ error: { code: 'expectedCommaOrEnd', offset: 3 } });
    expect(parseJsonDocument('[1, 2')).toMatchObject({ error: { code: 'unexpectedEnd', offset: 5, found: '' } });
    expect(parseJsonDocument('{} x')).toMatchObject({ error: { code: 'trailingText', offset: 3 } });
  });
});

describe('JSON paths and text positions', () => {
  const document = parseJsonDocument(text);
  if (!document.ok) throw new Error('fixture text must parse');

  it('puts a property at its name, an array item and the root at their value', () => {
    const dataType = locatePath(document.ranges, '$.entities[0].attributes[1].dataType');
    expect(text.slice(dataType!.keyFrom, dataType!.to)).toBe('"dataType": "nope"');
    expect(text.slice(dataType!.from, dataType!.to)).toBe('"nope"');
    const item = locatePath(document.ranges, '$.entities[0].attributes[0]');
    expect(item!.keyFrom).toBeUndefined();
    expect(text.slice(item!.from, item!.to)).toBe('{ "name": "a" }');
    expect(locatePath(document.ranges, '$')).toEqual({ from: 0, to: text.length });
    expect(text.slice(locatePath(document.ranges, '$["odd key"]')!.keyFrom)).toMatch(/^"odd key": 1/);
  });

  it('falls back to the nearest existing value for a missing property', () => {
    const missing = locatePath(document.ranges, '$.entities[0].attributes[1].label');
    expect(missing).toEqual(locatePath(document.ranges, '$.entities[0].attributes[1]'));
    expect(locatePath(document.ranges, '$.entities[7].name')).toEqual(locatePath(document.ranges, '$.entities'));
  });

  it('reads and writes the engine’s path notation', () => {
    expect(pathSteps('$.a[0]["b c"].d')).toEqual(['a', 0, 'b c', 'd']);
    expect(pathSteps('$')).toEqual([]);
    expect(pathSteps('a.b')).toBeNull();
    expect(childPath(childPath('$', 'a'), 0)).toBe('$.a[0]');
    expect(childPath('$', 'b c')).toBe('$["b c"]');
  });

  it('counts lines and columns from 1', () => {
    expect(lineColumn('ab\ncd', 0)).toEqual({ line: 1, column: 1 });
    expect(lineColumn('ab\ncd', 4)).toEqual({ line: 2, column: 2 });
  });
});

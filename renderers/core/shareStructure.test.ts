import { isDeepStrictEqual } from 'node:util';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { shareStructure } from './shareStructure';

describe('shareStructure', () => {
  it('keeps every unchanged part of the previous value and copies the changed path only', () => {
    const previous = { a: { title: 'A', list: [1, 2] }, b: { title: 'B' }, c: [{ x: 1 }, { x: 2 }] };
    const next = JSON.parse(JSON.stringify(previous)) as typeof previous;
    next.c[1]!.x = 3;
    const shared = shareStructure(previous, next);
    expect(shared).toEqual(next);
    expect(shared).not.toBe(previous);
    expect(shared.a).toBe(previous.a);
    expect(shared.b).toBe(previous.b);
    expect(shared.c[0]).toBe(previous.c[0]);
    expect(shared.c[1]).not.toBe(previous.c[1]);
  });

  it('gives the previous value itself when the next is deep-equal, and sees added, removed and reordered parts', () => {
    const previous = { a: [1, { b: null }], c: 'x' };
    expect(shareStructure(previous, { a: [1, { b: null }], c: 'x' })).toBe(previous);
    expect(shareStructure(previous, { a: [1, { b: null }], c: 'x', d: 1 })).not.toBe(previous);
    expect(shareStructure(previous, { a: [1, { b: null }] })).not.toBe(previous);
    expect(shareStructure(previous, { a: [{ b: null }, 1], c: 'x' })).not.toBe(previous);
    expect(shareStructure([1, 2], [1, 2, 3])).toEqual([1, 2, 3]);
    expect(shareStructure({ a: 1 }, [1])).toEqual([1]);
    expect(shareStructure(undefined, { a: 1 })).toEqual({ a: 1 });
  });

  it('keeps a "__proto__" key an own property', () => {
    const next = JSON.parse('{"__proto__": {"x": 1}, "a": 1}') as Record<string, unknown>;
    const shared = shareStructure({ a: 2 }, next);
    expect(Object.hasOwn(shared, '__proto__')).toBe(true);
    expect(Object.getPrototypeOf(shared)).toBe(Object.prototype);
  });

  it('always equals the next value, and is the previous exactly when the two are deep-equal (any JSON)', () => {
    fc.assert(
      fc.property(fc.jsonValue(), fc.jsonValue(), (previous, next) => {
        const shared = shareStructure(previous, next);
        expect(shared).toStrictEqual(next);
        expect(shared === previous).toBe(isDeepStrictEqual(previous, next));
      }),
    );
  });
});

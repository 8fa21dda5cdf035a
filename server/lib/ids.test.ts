import fc from 'fast-check';
import { afterEach, describe, expect, it } from 'vitest';
import { ID_TAGS, newId, setIdTag } from './ids';

afterEach(() => setIdTag(0));

describe('newId', () => {
  it('grows, never repeats, and stays in the slots of the tag it was made under', () => {
    fc.assert(
      fc.property(fc.array(fc.record({ tag: fc.integer({ min: 0, max: ID_TAGS - 1 }), count: fc.integer({ min: 1, max: 250 }) }), { minLength: 1, maxLength: 6 }), (runs) => {
        let previous = 0n;
        for (const { tag, count } of runs) {
          setIdTag(tag);
          for (let index = 0; index < count; index++) {
            const id = BigInt(newId());
            if (id <= previous || Math.floor(Number(id % 1000n) / (1000 / ID_TAGS)) !== tag) return false;
            previous = id;
          }
        }
        return true;
      }),
      { numRuns: 40 },
    );
  });

  it('a tag’s ids sit in its tenth of the slots of a millisecond, so processes with different tags never collide', () => {
    setIdTag(3);
    const mine = BigInt(newId());
    expect(Number(mine % 1000n)).toBeGreaterThanOrEqual(300);
    expect(Number(mine % 1000n)).toBeLessThan(400);
    expect(() => setIdTag(ID_TAGS)).toThrow();
  });
});

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decodeShareFragment, encodeShareFragment } from './shareLink';

describe('share links', () => {
  it('carries any text there and back, URL-safe', async () => {
    await fc.assert(
      fc.asyncProperty(fc.string({ unit: 'grapheme' }), async (text) => {
        const fragment = await encodeShareFragment(text);
        expect(fragment).toMatch(/^d=[A-Za-z0-9_-]*$/);
        expect(await decodeShareFragment(`#${fragment}`)).toBe(text);
      }),
      { numRuns: 50 },
    );
  });

  it('compresses a definition', async () => {
    const text = JSON.stringify({ kind: 'form', entities: Array.from({ length: 50 }, (_, index) => ({ name: `field${index}`, label: '姓名' })) }, null, 2);
    expect((await encodeShareFragment(text)).length).toBeLessThan(text.length / 3);
  });

  it('tells a fragment that is no share link from a broken one', async () => {
    expect(await decodeShareFragment('')).toBeNull();
    expect(await decodeShareFragment('#section-2')).toBeNull();
    expect(await decodeShareFragment('#d=AAAA')).toBeInstanceOf(Error);
    const fragment = await encodeShareFragment('{"kind":"form"}');
    expect(await decodeShareFragment(fragment.slice(0, fragment.length - 4))).toBeInstanceOf(Error);
  });
});

import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { Base64 } from 'js-base64';
import { decodeBase64, encodeBase64 } from './base64';

describe('UTF-8 Base64', () => {
  it('encodes as js-base64 (the Hotent front) does, and decodes back', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 200 }), (text) => {
        expect(encodeBase64(text)).toBe(Base64.encode(text));
        expect(decodeBase64(encodeBase64(text))).toBe(text);
      }),
    );
  });

  it('reads the URL-safe alphabet without padding, as in a JWT', () => {
    const claims = JSON.stringify({ sub: '张三?>', iat: 1, exp: 2 });
    expect(decodeBase64(Base64.encodeURI(claims))).toBe(claims);
  });

  it('encodes a text longer than one argument list', () => {
    const text = '审批'.repeat(40000);
    expect(decodeBase64(encodeBase64(text))).toBe(text);
  });

  it('refuses what is not Base64', () => {
    expect(() => decodeBase64('a')).toThrow();
  });
});

// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { safeHttpUrl } from './safeUrl';

describe('safeHttpUrl', () => {
  it.each([
    ['https://intranet.example/page', 'https://intranet.example/page'],
    ['http://intranet.example/', 'http://intranet.example/'],
    ['/fvue/home', `${window.location.origin}/fvue/home`],
  ])('keeps %s', (url, expected) => {
    expect(safeHttpUrl(url)).toBe(expected);
  });

  it.each([['javascript:alert(1)'], ['data:text/html,<script>alert(1)</script>'], ['vbscript:x'], [''], [undefined], [null]])('refuses %j', (url) => {
    expect(safeHttpUrl(url)).toBeUndefined();
  });
});

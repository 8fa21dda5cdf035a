// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { safeRedirect } from './redirect';

describe('safeRedirect', () => {
  it.each([
    ['/home', '/home'],
    ['/task/12/0?tab=form', '/task/12/0?tab=form'],
    ['/v-flow/todo#top', '/v-flow/todo#top'],
    ['/fvue/mail/inbox?id=3', '/mail/inbox?id=3'],
    ['/fvue', '/'],
    ['/fvuex/page', '/fvuex/page'],
    ['/search?q=a%20b', '/search?q=a%20b'],
    ['/a/../b', '/b'],
  ])('keeps the in-app path %s as %s', (target, expected) => {
    expect(safeRedirect(target)).toBe(expected);
  });

  it.each([
    null,
    undefined,
    '',
    'home',
    '//evil.com',
    '//evil.com/fvue/home',
    '/\\evil.com',
    '\\\\evil',
    '/%2F%2Fevil.com',
    '/%2f%2fevil.com',
    '/%5Cevil.com',
    '/%5c%5cevil.com',
    'javascript:alert(1)',
    'JavaScript:alert(1)',
    'https://evil.com',
    'http:/evil',
    'http://localhost:3000.evil.com/',
    '/\t/evil',
    '/\n/evil.com',
    '/\r/evil.com',
    '/%09/evil.com',
    '/%0a/evil.com',
    ' /home',
    '\t/home',
    ' //evil.com',
    '/fvue//evil.com',
    'data:text/html,<script>alert(1)</script>',
    '/home\u0000',
    '/\u2028/evil',
  ])('sends %j home', (target) => {
    expect(safeRedirect(target)).toBe('/home');
  });
});

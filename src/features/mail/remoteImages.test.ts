// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { isRemoteAddress, sanitizeMailBody } from './remoteImages';
import { sanitizeHtml } from '../../components/SafeHtml';

const ROOTS = ['https://portal.example/api', '/fvue'];
const parse = (html: string) => new DOMParser().parseFromString(html, 'text/html').body;

describe('isRemoteAddress', () => {
  it('keeps inline pictures, the page’s own origin and the configured host roots; anything else is remote', () => {
    for (const address of ['cid:logo@mail', 'data:image/png;base64,AAAA', '/fvue/logo.png', `${window.location.origin}/x.png`, 'https://portal.example/api/file?id=1', 'https://portal.example/api']) {
      expect(isRemoteAddress(address, ROOTS)).toBe(false);
    }
    for (const address of ['https://tracker.example/pixel.gif', '//tracker.example/p.gif', 'https://portal.example/other/x.png', 'https://portal.example/apix/y.png', 'http://portal.example/api/x']) {
      expect(isRemoteAddress(address, ROOTS)).toBe(true);
    }
  });
});

describe('sanitizeMailBody', () => {
  const body =
    '<p>hi</p><img alt="" src="https://tracker.example/open.gif?u=1"><img alt="logo" src="cid:logo"><img alt="" src="https://portal.example/api/file?id=7">' +
    '<img alt="" srcset="https://cdn.example/a.png 1x, /fvue/b.png 2x"><table background="https://cdn.example/bg.png"><tr><td style="background: url(\'https://cdn.example/c.png\'); color: red">x</td></tr></table>' +
    '<video poster="https://cdn.example/p.png"></video><img src="x" onerror="alert(1)">';

  it('holds back every remote picture and counts them, keeps inline and host pictures, and still sanitizes', () => {
    const held = sanitizeMailBody(body, { showRemote: false, trustedRoots: ROOTS });
    const doc = parse(held.html);
    expect(held.blocked).toBe(5);
    expect(held.html).not.toContain('tracker.example');
    expect(held.html).not.toContain('cdn.example');
    expect(doc.querySelector('img[alt=logo]')?.getAttribute('src')).toBe('cid:logo');
    expect(doc.querySelectorAll('img')[2]?.getAttribute('src')).toBe('https://portal.example/api/file?id=7');
    expect(doc.querySelector('td')?.getAttribute('style')).toContain('color: red');
    expect(doc.querySelector('[onerror]')).toBeNull();
  });

  it('shows them when the reader asks, sanitized as any server HTML', () => {
    const shown = sanitizeMailBody(body, { showRemote: true, trustedRoots: ROOTS });
    expect(shown.blocked).toBe(0);
    expect(shown.html).toBe(sanitizeHtml(body));
    expect(shown.html).toContain('https://tracker.example/open.gif?u=1');
  });

  it('leaves the application’s other HTML alone (its own DOMPurify instance)', () => {
    sanitizeMailBody(body, { showRemote: false, trustedRoots: ROOTS });
    expect(sanitizeHtml('<img alt="" src="https://tracker.example/x.gif">')).toContain('tracker.example');
  });
});

import { afterEach, describe, expect, it } from 'vitest';
import { buildFrameSource } from './frameSource';
import { defaultConfig, setConfig } from '../../config/runtime';

const pageOrigin = 'https://portal.example.com';

describe('buildFrameSource', () => {
  afterEach(() => setConfig(defaultConfig()));

  it('embeds a same-origin path with scripts, forms and same-origin allowed and no token by default', () => {
    const frame = buildFrameSource('/portal/help/index.html', { pageOrigin, tokenOrigins: [], token: 'T' });
    expect(frame).toEqual({
      src: 'https://portal.example.com/portal/help/index.html',
      sameOrigin: true,
      sandbox: 'allow-scripts allow-forms allow-same-origin',
    });
  });

  it('appends the token only for an allow-listed origin, keeping query and hash', () => {
    const frame = buildFrameSource('https://bi.example.com/board?x=1#top', {
      pageOrigin,
      tokenOrigins: ['https://bi.example.com'],
      token: 'abc',
    });
    expect(frame?.src).toBe('https://bi.example.com/board?x=1&token=abc#top');
    expect(frame?.sameOrigin).toBe(false);
    expect(frame?.sandbox).toBe('allow-scripts allow-forms');
  });

  it('never sends the token to another origin, even one that merely looks alike', () => {
    for (const href of ['https://evil.example.net/x', 'https://bi.example.com.evil.net/', '//evil.example.net/x']) {
      const frame = buildFrameSource(href, { pageOrigin, tokenOrigins: ['https://bi.example.com'], token: 'abc' });
      expect(frame?.src).not.toContain('abc');
      expect(frame?.sandbox).not.toContain('allow-same-origin');
    }
  });

  it('resolves ${host} prefixes from the runtime configuration', () => {
    const config = defaultConfig();
    config.hosts.portal = 'https://api.example.com';
    setConfig(config);
    expect(buildFrameSource('${portal}/report/view', { pageOrigin, tokenOrigins: [] })?.src).toBe(
      'https://api.example.com/report/view',
    );
  });

  it('refuses hrefs that cannot be embedded', () => {
    expect(buildFrameSource('javascript:alert(1)', { pageOrigin, tokenOrigins: [] })).toBeUndefined();
    expect(buildFrameSource('${nowhere}/x', { pageOrigin, tokenOrigins: [] })).toBeUndefined();
  });
});

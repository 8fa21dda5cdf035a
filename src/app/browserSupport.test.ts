import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import zhCN from '../i18n/locales/zh-CN/common.json';
import enUS from '../i18n/locales/en-US/common.json';
import { isOldInternetExplorer } from './browserSupport';

describe('old Internet Explorer', () => {
  it.each([
    ['Mozilla/4.0 (compatible; MSIE 8.0; Windows NT 6.1; Trident/4.0)', true],
    ['Mozilla/5.0 (compatible; MSIE 10.0; Windows NT 6.2; Trident/6.0)', true],
    ['Mozilla/5.0 (Windows NT 10.0; WOW64; Trident/7.0; rv:11.0) like Gecko', true],
    ['Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Safari/537.36', false],
    ['Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 Chrome/120.0 Safari/537.36 Edg/120.0', false],
    ['Mozilla/5.0 (Macintosh; Intel Mac OS X 14_0) Gecko/20100101 Firefox/121.0', false],
  ])('%s → %s', (userAgent, expected) => {
    expect(isOldInternetExplorer(userAgent)).toBe(expected);
  });

  // Browsers without ES modules never run the bundle; index.html carries the same texts.
  it('index.html repeats the localized texts exactly', () => {
    const html = readFileSync(new URL('../../index.html', import.meta.url), 'utf8');
    for (const texts of [zhCN, enUS]) {
      expect(html).toContain(texts.browser.useChrome);
      expect(html).toContain(texts.browser.noScript);
    }
    expect(html).toContain('<html lang="zh-CN">');
    expect(html).toContain('<div id="root"></div>');
  });
});

import { describe, expect, it } from 'vitest';
import { defaultConfig, normalizeConfig, resolveHostUrl, splitHostPrefix, UnresolvedHostPrefixError } from './runtime';

const config = normalizeConfig({ hosts: { uc: 'https://uc.example.com/', portal: '/gateway' } });

describe('host prefixes', () => {
  it('splits a known prefix off the path', () => {
    expect(splitHostPrefix('${uc}/auth', config)).toEqual({ hostRoot: 'https://uc.example.com', path: '/auth' });
    expect(splitHostPrefix('${portal}/sys/x?y=1', config)).toEqual({ hostRoot: '/gateway', path: '/sys/x?y=1' });
    expect(splitHostPrefix('${form}/form/x', config)).toEqual({ hostRoot: '', path: '/form/x' });
    expect(splitHostPrefix('/plain', config)).toEqual({ hostRoot: '', path: '/plain' });
  });

  it('resolves to host root plus path', () => {
    expect(resolveHostUrl('${uc}/auth', config)).toBe('https://uc.example.com/auth');
    expect(resolveHostUrl('/plain', config)).toBe('/plain');
  });

  it.each(['${unknown}/x', '${}/x', '${uc-x}/x', '${constructor}/x'])('throws for %s', (path) => {
    expect(() => splitHostPrefix(path, config)).toThrow(UnresolvedHostPrefixError);
  });
});

describe('normalizeConfig', () => {
  it('keeps defaults for wrong types and drops invalid token origins', () => {
    const result = normalizeConfig({ hosts: { uc: 5 }, sso: { mode: 'weird' }, tokenOrigins: ['https://a.example.com', 'javascript:x', 3] });
    expect(result.hosts).toEqual(defaultConfig().hosts);
    expect(result.sso).toEqual({ mode: 'none' });
    expect(result.tokenOrigins).toEqual(['https://a.example.com']);
  });

  it('keeps an http(s) online-office service only', () => {
    expect(normalizeConfig({ webOfficeUrl: 'https://office.example.com/edit' }).webOfficeUrl).toBe('https://office.example.com/edit');
    for (const webOfficeUrl of ['javascript:alert(1)', '//office.example.com', '/edit', 5]) {
      expect(normalizeConfig({ webOfficeUrl }).webOfficeUrl, String(webOfficeUrl)).toBeUndefined();
    }
  });
});

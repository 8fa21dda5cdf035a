// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi, type Mock } from 'vitest';
import { defaultConfig, setConfig, type SsoConfig } from '../config/runtime';
import { setExternalNavigator, setNavigator } from '../app/navigation';
import { goToLogin, isLoginPath, loginPagePath, ssoLoginTarget, withQuery } from './loginRoute';
import { setLoginTenantCode } from './store';

const ORIGIN = window.location.origin;

function configWith(sso: SsoConfig) {
  const config = defaultConfig();
  config.sso = sso;
  return config;
}

let navigate: Mock<(to: string, options?: { replace?: boolean }) => void>;
let leave: Mock<(url: string) => void>;

beforeEach(() => {
  localStorage.clear();
  setConfig(defaultConfig());
  navigate = vi.fn();
  leave = vi.fn();
  setNavigator(navigate);
  setExternalNavigator(leave);
  window.history.replaceState(null, '', '/fvue/home');
});

describe('loginPagePath', () => {
  it('adds the redirect unless it is trivial', () => {
    expect(loginPagePath()).toBe('/login');
    expect(loginPagePath('/')).toBe('/login');
    expect(loginPagePath('/login?redirect=%2Fx')).toBe('/login');
    expect(loginPagePath('/task/1?x=1')).toBe('/login?redirect=%2Ftask%2F1%3Fx%3D1');
  });

  it("keeps the tenant's route", () => {
    setLoginTenantCode('acme');
    expect(loginPagePath('/home')).toBe('/login/acme?redirect=%2Fhome');
  });

  it('recognises login paths', () => {
    expect(isLoginPath('/login')).toBe(true);
    expect(isLoginPath('/login/acme?redirect=1')).toBe(true);
    expect(isLoginPath('/loginx')).toBe(false);
    expect(isLoginPath('/home')).toBe(false);
  });
});

describe('ssoLoginTarget', () => {
  it('builds the cas URL with the service', () => {
    const target = ssoLoginTarget('/task/1?a=1', configWith({ mode: 'cas', casUrl: 'https://cas.example.com/login?locale=zh' }));
    expect(target).toEqual({
      url: `https://cas.example.com/login?locale=zh&service=${encodeURIComponent(`${ORIGIN}/fvue/task/1?a=1`)}`,
    });
  });

  it('builds the oauth URL with client id, redirect uri and response type', () => {
    const target = ssoLoginTarget('/home', configWith({ mode: 'oauth', oauthUrl: 'https://idp.example.com/authorize', clientId: 'fd' }));
    expect('url' in target).toBe(true);
    const url = new URL((target as { url: string }).url);
    expect(url.origin + url.pathname).toBe('https://idp.example.com/authorize');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      client_id: 'fd',
      redirect_uri: `${ORIGIN}/fvue/home`,
      response_type: 'code',
    });
  });

  it('reports a missing clientId or provider URL instead of a URL', () => {
    expect(ssoLoginTarget('/home', configWith({ mode: 'oauth', oauthUrl: 'https://idp/authorize' }))).toEqual({ error: 'missingClientId' });
    expect(ssoLoginTarget('/home', configWith({ mode: 'cas' }))).toEqual({ error: 'missingProviderUrl' });
  });

  it('appends to URLs with a fragment', () => {
    expect(withQuery('https://x/a#f', { b: '1' })).toBe('https://x/a?b=1#f');
  });
});

describe('goToLogin', () => {
  it('navigates to the login page once, not again from a login page', () => {
    goToLogin('/mail');
    expect(navigate).toHaveBeenCalledWith('/login?redirect=%2Fmail', { replace: true });
    window.history.replaceState(null, '', '/fvue/login?redirect=%2Fmail');
    goToLogin('/login?redirect=%2Fmail');
    expect(navigate).toHaveBeenCalledTimes(1);
  });

  it('leaves for the SSO provider in cas mode, and stays put without a provider URL', () => {
    setConfig(configWith({ mode: 'cas', casUrl: 'https://cas/login' }));
    goToLogin('/home');
    expect(leave).toHaveBeenCalledWith(`https://cas/login?service=${encodeURIComponent(`${ORIGIN}/fvue/home`)}`);
    setConfig(configWith({ mode: 'oauth', oauthUrl: 'https://idp' }));
    goToLogin('/home');
    expect(leave).toHaveBeenCalledTimes(1);
    expect(navigate).not.toHaveBeenCalled();
  });

  it('uses the login page in jwt mode', () => {
    setConfig(configWith({ mode: 'jwt', jwtUrl: 'https://jwt' }));
    goToLogin('/home');
    expect(navigate).toHaveBeenCalledWith('/login?redirect=%2Fhome', { replace: true });
  });
});

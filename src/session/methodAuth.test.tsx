// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { httpClient } from '../api/http';
import { installFakeNetwork } from '../api/testing/fakeNetwork';
import { Authorized, hasMethod, loadMethodAuth } from './methodAuth';
import { clearSession, resetSessionCache } from './store';

vi.mock('@douyinfe/semi-ui-19/lib/es/notification', () => ({ default: { error: vi.fn() } }));

beforeEach(() => {
  sessionStorage.clear();
  resetSessionCache();
  clearSession();
});
afterEach(cleanup);

describe('method rights', () => {
  it('hides only controlled methods the user lacks', async () => {
    const sent = installFakeNetwork(httpClient, () => ({ data: { allMethod: ['mail:delete', 'mail:send'], curUserMethod: ['mail:send'] } }));
    await loadMethodAuth();
    expect(new URL(sent[0].url).pathname).toBe('/sys/sysMenu/v1/getCurrentUserMethodAuth');
    expect(JSON.parse(sessionStorage.getItem('allMethod')!)).toEqual(['mail:delete', 'mail:send']);
    expect(JSON.parse(sessionStorage.getItem('methodAuth')!)).toEqual(['mail:send']);
    expect(hasMethod('mail:send')).toBe(true);
    expect(hasMethod('mail:delete')).toBe(false);
    expect(hasMethod('mail:read')).toBe(true);
  });

  it('hides nothing when the rights cannot be loaded', async () => {
    installFakeNetwork(httpClient, () => ({ status: 500, data: { message: 'x' } }));
    await loadMethodAuth();
    expect(hasMethod('mail:delete')).toBe(true);
  });

  it('re-renders Authorized when the rights arrive and when the session ends', async () => {
    render(
      <>
        <Authorized method="mail:delete">
          <button type="button">delete</button>
        </Authorized>
        <Authorized method="mail:send">
          <button type="button">send</button>
        </Authorized>
      </>,
    );
    expect(screen.getByRole('button', { name: 'delete' })).toBeTruthy();
    installFakeNetwork(httpClient, () => ({ data: { allMethod: ['mail:delete', 'mail:send'], curUserMethod: ['mail:send'] } }));
    await act(() => loadMethodAuth());
    expect(screen.queryByRole('button', { name: 'delete' })).toBeNull();
    expect(screen.getByRole('button', { name: 'send' })).toBeTruthy();
    act(() => clearSession());
    expect(screen.getByRole('button', { name: 'delete' })).toBeTruthy();
  });
});

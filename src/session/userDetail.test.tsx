// @vitest-environment jsdom
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { SWRConfig } from 'swr';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { httpClient } from '../api/http';
import { installFakeNetwork, type SentRequest } from '../api/testing/fakeNetwork';
import { defaultConfig, setConfig } from '../config/runtime';
import { clearSession, resetSessionCache, setCurrentUser } from './store';
import { useUserDetail } from './userDetail';

vi.mock('@douyinfe/semi-ui-19/lib/es/notification', () => ({ default: { error: vi.fn() } }));

const wrapper = ({ children }: { children: ReactNode }) => (
  <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0, errorRetryCount: 0 }}>{children}</SWRConfig>
);

const DETAIL = {
  user: { id: 'u1', account: 'zs', fullname: '张三' },
  org: { o1: { orgId: 'o1', orgName: '研发部', pathName: '行政维度/研发部' } },
  post: { p1: { postId: 'p1', postName: '工程师', postCode: 'ENG' } },
  role: '员工',
};

let sent: SentRequest[];

beforeEach(() => {
  sessionStorage.clear();
  resetSessionCache();
  setConfig(defaultConfig());
});
afterEach(cleanup);

function signIn(account: string) {
  setCurrentUser({ token: 'T', loginTime: Date.now(), expiration: 0, loginStatus: true, username: '', account, userId: 'u1', userAttrs: {} });
}

describe('useUserDetail', () => {
  it('loads the detail of the current account', async () => {
    signIn('zs');
    sent = installFakeNetwork(httpClient, () => ({ data: DETAIL }));
    const { result } = renderHook(() => useUserDetail(), { wrapper });
    expect(result.current.isLoading).toBe(true);
    await waitFor(() => expect(result.current.detail).toEqual(DETAIL));
    expect(new URL(sent[0].url).pathname).toBe('/api/user/v1/user/getDetailByAccountOrId');
    expect(new URL(sent[0].url).searchParams.get('account')).toBe('zs');
  });

  it('reports a failed call as an error', async () => {
    signIn('zs');
    installFakeNetwork(httpClient, () => ({ status: 500, data: { message: '用户不存在' } }));
    const { result } = renderHook(() => useUserDetail(), { wrapper });
    await waitFor(() => expect(result.current.error).toBeInstanceOf(Error));
    expect((result.current.error as Error).message).toBe('用户不存在');
    expect(result.current.detail).toBeUndefined();
  });

  it('asks nothing without a session and reloads on mutate', async () => {
    sent = installFakeNetwork(httpClient, () => ({ data: DETAIL }));
    const { result } = renderHook(() => useUserDetail(), { wrapper });
    expect(result.current.isLoading).toBe(false);
    expect(sent).toHaveLength(0);
    act(() => signIn('zs'));
    await waitFor(() => expect(result.current.detail).toEqual(DETAIL));
    act(() => result.current.mutate());
    await waitFor(() => expect(sent).toHaveLength(2));
    act(() => clearSession());
    await waitFor(() => expect(result.current.detail).toBeUndefined());
  });
});

// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor } from '@testing-library/react';
import { renderRoutes } from '../../../app/layout/testSupport';
import StartByKeyPage from './StartByKeyPage';

const api = vi.hoisted(() => ({ getNewProcesses: vi.fn() }));
vi.mock('../../../api/flow', () => api);

const ok = <T,>(data: T) => ({ ok: true, status: 200, data });

function renderPage(defKey: string) {
  return renderRoutes(
    [
      { path: 'agentStartByKey/:defKey', element: <StartByKeyPage /> },
      { path: 'agentStart/:defId/:leaderId', element: <p>发起页</p> },
    ],
    `/agentStartByKey/${defKey}`,
  );
}

afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

describe('StartByKeyPage', () => {
  it('looks the key up among the startable processes and opens its start page in place', async () => {
    api.getNewProcesses.mockResolvedValue(ok({ rows: [{ id: 'd7', defId: 'd7', defKey: 'leave', name: '请假申请' }], total: 1, page: 1, pageSize: 1 }));
    const { router } = renderPage('leave');
    expect(await screen.findByText('发起页')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/agentStart/d7/0');
    expect(api.getNewProcesses).toHaveBeenCalledWith(expect.objectContaining({ querys: [{ property: 'defKey', value: 'leave', operation: 'EQUAL' }] }), { quiet: true });
  });

  it('says so when the key is unknown or not startable', async () => {
    api.getNewProcesses.mockResolvedValue(ok({ rows: [], total: 0, page: 1, pageSize: 1 }));
    renderPage('contract');
    expect(await screen.findByRole('heading', { name: '没有可发起的流程“contract”' })).toBeTruthy();
    expect(screen.getByRole('link', { name: '查看可发起的流程' }).getAttribute('href')).toBe('/v-flow/v-flowList');
  });

  it('shows a failure with a retry', async () => {
    api.getNewProcesses.mockResolvedValue({ ok: false, status: 500, message: '服务器内部错误' });
    renderPage('leave');
    await waitFor(() => expect(screen.getByRole('button', { name: /重试/ })).toBeTruthy());
  });
});

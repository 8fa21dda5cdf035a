// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import { renderRoutes } from '../../../app/layout/testSupport';
import TaskReadPage from './TaskReadPage';

const api = vi.hoisted(() => ({ getTask: vi.fn() }));
vi.mock('../../../api/flow', () => api);

const ok = <T,>(data: T) => ({ ok: true, status: 200, data });

function renderPage() {
  return renderRoutes(
    [
      { path: 'taskRead/:taskId/:taskState', element: <TaskReadPage /> },
      { path: 'inst/:instId', element: <p>实例只读页</p> },
    ],
    '/taskRead/t1/todo',
  );
}

afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

describe('TaskReadPage', () => {
  it('shows an open task’s instance read-only, in place', async () => {
    api.getTask.mockResolvedValue(ok({ bpmTask: { id: 't1', procInstId: 'i7' } }));
    const { router } = renderPage();
    expect(await screen.findByText('实例只读页')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/inst/i7');
    expect(api.getTask).toHaveBeenCalledWith('t1', { quiet: true });
  });

  it('says when the task has been handled, with the way to the done list', async () => {
    api.getTask.mockResolvedValue(ok({ message: '此任务已被处理或不存在！' }));
    renderPage();
    expect((await screen.findByRole('link', { name: '查看已办事项' })).getAttribute('href')).toBe('/v-flow/v-done');
  });
});

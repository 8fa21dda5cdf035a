// @vitest-environment jsdom
// <today-meeting>: three of today's meetings; a row opens its approval task, or the meeting's page when it has
// no task (an approved room booking); the empty state.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import { matchRoutes } from 'react-router-dom';
import { renderRoutes, seriousA11yViolations } from '../../../app/layout/testSupport';
import type { MeetingItem } from '../../../api/portal';
import { signedInRoutes } from '../../../app/signedInRoutes';

const api = vi.hoisted(() => ({ listTodayMeetings: vi.fn() }));
vi.mock('../../../api/portal', () => api);

const page = (rows: MeetingItem[]) => ({ ok: true, status: 200, data: { rows, total: rows.length, page: 1, pageSize: 3 } });

async function renderWidget() {
  const { default: MeetingWidget } = await import('./MeetingWidget');
  return renderRoutes([{ path: '/home', element: <MeetingWidget /> }], '/home');
}

afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

describe('<today-meeting>', () => {
  it('opens a meeting’s task, or its page when it has none, three rows at most', async () => {
    api.listTodayMeetings.mockResolvedValue(
      page([
        { id: 'm1', hymc: '研发部晨会', kssj: '2030-05-01 09:00:00', taskId: 't1' },
        { id: '40700000000000001', hymc: 'OA 升级需求澄清会', kssj: '2030-05-01 16:00:00', taskId: '' },
        { id: 'm3', hymc: '预算评审会', kssj: '2030-05-01 17:00:00', taskId: 't3' },
        { id: 'm4', hymc: '第四个会', kssj: '2030-05-01 18:00:00', taskId: 't4' },
      ]),
    );
    await renderWidget();
    const taskLink = (await screen.findByRole('link', { name: '研发部晨会' })).getAttribute('href') ?? '';
    expect(taskLink).toBe('/task/t1/0');
    // A page that exists: the signed-in route table has it.
    expect(matchRoutes(signedInRoutes, taskLink)?.at(-1)?.route.path).toBe('task/:taskId/:leaderId');
    expect(screen.getByRole('link', { name: 'OA 升级需求澄清会' }).getAttribute('href')).toBe('/hyskbDetail/40700000000000001');
    expect(screen.queryByText('第四个会')).toBeNull();
    expect(screen.getByText('16:00')).toBeTruthy();
    expect(api.listTodayMeetings.mock.calls[0][0].pageBean).toEqual({ page: 1, pageSize: 3, showTotal: true });
    expect(await seriousA11yViolations()).toEqual([]);
  });

  it('says when there is no meeting today', async () => {
    api.listTodayMeetings.mockResolvedValue(page([]));
    await renderWidget();
    await screen.findByText('今天没有会议');
  });
});

// @vitest-environment jsdom
// The review page: pending bookings to approve (after a confirmation) or reject (an opinion is required), the
// reviewed tab, and the no-rights state of a 403.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Toast } from '@douyinfe/semi-ui-19';
import { renderRoutes, seriousA11yViolations } from '../../app/layout/testSupport';
import { setCurrentUser } from '../../session/store';
import type { RoomBooking } from '../../api/meetingRooms';

const api = vi.hoisted(() => ({ listBookingsToReview: vi.fn(), reviewBooking: vi.fn() }));
vi.mock('../../api/meetingRooms', () => api);

const ok = <T,>(data: T) => ({ ok: true, status: 200, data });
const page = <T,>(rows: T[]) => ok({ rows, total: rows.length, page: 1, pageSize: 10 });
const booking = (over: Partial<RoomBooking> = {}): RoomBooking => ({
  id: 'b1', roomId: 'r1', roomName: '第一会议室', roomLocation: 'A 座 3 楼', subject: '接口联调', day: '2030-05-02', startTime: '10:00', endTime: '11:00',
  attendees: '', remark: '', status: 'pending', reviewOpinion: '', reviewerName: '', applicantName: '张三', createTime: '2030-05-01 09:00:00', reviewTime: '',
  cancellable: true, ...over,
});

async function renderPage() {
  const { default: ReviewPage } = await import('./ReviewPage');
  return renderRoutes([{ path: '/v-boardroomapply/v-boardroomqsh', element: <ReviewPage title="预约审核" /> }], '/v-boardroomapply/v-boardroomqsh');
}

beforeEach(() => {
  setCurrentUser({ token: 't', loginTime: Date.now(), expiration: 7200, loginStatus: true, username: '李四', account: 'lisi', userId: 'u2', userAttrs: {} });
  api.listBookingsToReview.mockResolvedValue(page([booking()]));
});

afterEach(() => {
  cleanup();
  Toast.destroyAll();
  vi.clearAllMocks();
});

describe('v-boardroomqsh', () => {
  it('lists pending bookings and approves one after a confirmation', async () => {
    const user = userEvent.setup();
    api.reviewBooking.mockResolvedValue(ok({ state: true, message: '已批准该预约', value: 'b1' }));
    await renderPage();
    const table = await screen.findByRole('grid', { name: '预约审核 · 待审核' });
    expect(within(table).getByText('2030-05-02 10:00–11:00')).toBeTruthy();
    expect(api.listBookingsToReview.mock.calls[0][0].querys).toEqual([{ property: 'status', value: 'pending', operation: 'EQUAL' }]);
    expect(await seriousA11yViolations()).toEqual([]);
    await user.click(within(table).getByRole('button', { name: '批准 接口联调' }));
    const dialog = await screen.findByRole('dialog', { name: '批准预约' });
    expect(dialog.textContent).toContain('确定批准张三的预约“接口联调”（第一会议室，2030-05-02 10:00–11:00）吗？');
    const calls = api.listBookingsToReview.mock.calls.length;
    await user.click(within(dialog).getByRole('button', { name: '批准' }));
    await screen.findByText('已批准该预约');
    expect(api.reviewBooking).toHaveBeenCalledWith({ id: 'b1', approve: true, opinion: '' });
    await waitFor(() => expect(api.listBookingsToReview.mock.calls.length).toBeGreaterThan(calls));
  });

  it('rejects only with an opinion', async () => {
    const user = userEvent.setup();
    api.reviewBooking.mockResolvedValue(ok({ state: true, message: '已驳回该预约', value: 'b1' }));
    await renderPage();
    await user.click(await screen.findByRole('button', { name: '驳回 接口联调' }));
    const dialog = await screen.findByRole('dialog', { name: '驳回预约' });
    await user.click(within(dialog).getByRole('button', { name: '驳回' }));
    expect(within(dialog).getByRole('alert').textContent).toBe('驳回时请填写审核意见');
    expect(api.reviewBooking).not.toHaveBeenCalled();
    expect(await seriousA11yViolations(dialog)).toEqual([]);
    await user.type(within(dialog).getByRole('textbox', { name: /审核意见/ }), '当天设备检修');
    await user.click(within(dialog).getByRole('button', { name: '驳回' }));
    await screen.findByText('已驳回该预约');
    expect(api.reviewBooking).toHaveBeenCalledWith({ id: 'b1', approve: false, opinion: '当天设备检修' });
  });

  it('shows the reviewed bookings with their reviewer and opinion', async () => {
    const user = userEvent.setup();
    await renderPage();
    await screen.findByRole('grid', { name: '预约审核 · 待审核' });
    api.listBookingsToReview.mockResolvedValue(page([booking({ status: 'rejected', reviewOpinion: '当天设备检修', reviewerName: '李四' })]));
    await user.click(screen.getByRole('tab', { name: '已审核' }));
    const table = await screen.findByRole('grid', { name: '预约审核 · 已审核' });
    expect(within(table).getByText('审核意见：当天设备检修')).toBeTruthy();
    expect(within(table).getByText('李四')).toBeTruthy();
    expect(api.listBookingsToReview.mock.calls.at(-1)![0]).toMatchObject({
      querys: [{ property: 'status', value: ['approved', 'rejected'], operation: 'IN' }],
      sorter: [{ property: 'reviewTime', direction: 'DESC' }],
    });
  });

  it('says so when the caller may not review (403)', async () => {
    api.listBookingsToReview.mockResolvedValue({ ok: false, status: 403, message: '只有会议室管理员可以审核预约', errorKind: 'http' });
    await renderPage();
    await screen.findByRole('heading', { name: '没有审核会议室预约的权限' });
    expect(screen.getByText('只有会议室管理员可以审核预约')).toBeTruthy();
    expect(screen.queryByRole('grid')).toBeNull();
    expect(await seriousA11yViolations()).toEqual([]);
  });

  it('offers a retry when the list fails, and says when nothing waits', async () => {
    const user = userEvent.setup();
    api.listBookingsToReview.mockResolvedValueOnce({ ok: false, status: 500, message: '服务器内部错误', errorKind: 'http' });
    await renderPage();
    await screen.findByRole('heading', { name: '预约加载失败' });
    api.listBookingsToReview.mockResolvedValue(page([]));
    await user.click(screen.getByRole('button', { name: '重试' }));
    await screen.findByRole('heading', { name: '暂无待审核的预约' });
  });
});

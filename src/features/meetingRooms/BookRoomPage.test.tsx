// @vitest-environment jsdom
// The booking page: the rooms of the day with their bookings, the booking form's own checks, the server's
// refusal kept in the form, a successful booking, the rooms' failure with retry, and cancelling a booking.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Toast } from '@douyinfe/semi-ui-19';
import { chooseOption, renderRoutes, seriousA11yViolations } from '../../app/layout/testSupport';
import { setCurrentUser } from '../../session/store';
import type { MeetingRoom, RoomBooking, RoomOccupancy } from '../../api/meetingRooms';

const api = vi.hoisted(() => ({
  listMeetingRooms: vi.fn(),
  getRoomOccupancy: vi.fn(),
  listMyBookings: vi.fn(),
  saveBooking: vi.fn(),
  cancelBooking: vi.fn(),
  listBookingsToReview: vi.fn(),
  reviewBooking: vi.fn(),
}));
vi.mock('../../api/meetingRooms', () => api);
// Before opening hours, so that every slot of the day is still to come.
vi.mock('./clock', () => ({ currentTime: () => new Date(2030, 4, 1, 7, 0) }));

const ok = <T,>(data: T) => ({ ok: true, status: 200, data });
const page = <T,>(rows: T[]) => ok({ rows, total: rows.length, page: 1, pageSize: 10 });
const TODAY = '2030-05-01';

const ROOMS: MeetingRoom[] = [
  { id: 'r1', name: '第一会议室', location: 'A 座 3 楼', capacity: 12, equipment: '投影仪', sn: 1 },
  { id: 'r2', name: '敏捷室', location: 'B 座 6 楼', capacity: 6, equipment: '', sn: 2 },
];
const WEEKLY: RoomOccupancy = { id: 'b1', roomId: 'r1', subject: '项目周会', startTime: '10:00', endTime: '11:30', status: 'approved', applicantName: '李四' };
const mine = (over: Partial<RoomBooking> = {}): RoomBooking => ({
  id: 'm1', roomId: 'r2', roomName: '敏捷室', roomLocation: 'B 座 6 楼', subject: '接口联调', day: '2030-05-02', startTime: '14:00', endTime: '15:00',
  attendees: '', remark: '', status: 'pending', reviewOpinion: '', reviewerName: '', applicantName: '张三', createTime: '2030-04-30 09:00:00', reviewTime: '',
  cancellable: true, ...over,
});

async function renderPage() {
  const { default: BookRoomPage } = await import('./BookRoomPage');
  return renderRoutes([{ path: '/v-boardroomapply/v-boardroomscgj', element: <BookRoomPage title="会议室申请" /> }], '/v-boardroomapply/v-boardroomscgj');
}

async function openForm(user: ReturnType<typeof userEvent.setup>, room = '第一会议室') {
  await user.click(await screen.findByRole('button', { name: `预约 ${room}` }));
  return screen.findByRole('dialog', { name: `预约 ${room}` });
}

async function choose(user: ReturnType<typeof userEvent.setup>, dialog: HTMLElement, label: string, option: string) {
  await chooseOption(user, within(dialog).getByRole('combobox', { name: new RegExp(label) }), option);
}

beforeEach(() => {
  setCurrentUser({ token: 't', loginTime: Date.now(), expiration: 7200, loginStatus: true, username: '张三', account: 'zhangsan', userId: 'u1', userAttrs: {} });
  api.listMeetingRooms.mockResolvedValue(ok(ROOMS));
  api.getRoomOccupancy.mockResolvedValue(ok([WEEKLY]));
  api.listMyBookings.mockResolvedValue(page([mine(), mine({ id: 'm2', subject: '项目周会', status: 'rejected', reviewOpinion: '请改订其他会议室', cancellable: false })]));
});

afterEach(() => {
  cleanup();
  Toast.destroyAll();
  vi.clearAllMocks();
});

// Semi's Select draws 48 time slots per choice: slow in jsdom under load
describe('v-boardroomscgj', { timeout: 60_000 }, () => {
  it("shows today's rooms with their bookings in words, and my bookings with their states", async () => {
    await renderPage();
    const rooms = await screen.findByRole('list', { name: '第一会议室 当天的预约' });
    expect(within(rooms).getByText('10:00–11:30 项目周会 · 已批准')).toBeTruthy();
    expect(api.getRoomOccupancy).toHaveBeenCalledWith(TODAY, { quiet: true });
    expect(screen.getByText('当天暂无预约')).toBeTruthy();
    expect(screen.getByText('12 人')).toBeTruthy();
    const table = await screen.findByRole('grid', { name: '我的预约' });
    expect(within(table).getByText('待审核')).toBeTruthy();
    expect(within(table).getByText('已驳回')).toBeTruthy();
    expect(within(table).getByText('审核意见：请改订其他会议室')).toBeTruthy();
    expect(within(table).getAllByRole('button', { name: /^取消预约/ })).toHaveLength(1);
    expect(await seriousA11yViolations()).toEqual([]);
  });

  it('checks the form before sending: a subject, the start before the end, no clash with a shown booking', async () => {
    const user = userEvent.setup();
    await renderPage();
    const dialog = await openForm(user);
    await user.click(within(dialog).getByRole('button', { name: '提交预约' }));
    expect(within(dialog).getByRole('alert').textContent).toBe('请填写会议主题');
    await user.type(within(dialog).getByRole('textbox', { name: /会议主题/ }), '架构评审');
    await choose(user, dialog, '开始时间', '11:00');
    await choose(user, dialog, '结束时间', '10:30');
    expect(within(dialog).getByRole('alert').textContent).toBe('开始时间必须早于结束时间');
    await choose(user, dialog, '结束时间', '12:00');
    expect(within(dialog).getByRole('alert').textContent).toBe('该时间段已被预约：10:00–11:30 项目周会');
    await user.click(within(dialog).getByRole('button', { name: '提交预约' }));
    expect(api.saveBooking).not.toHaveBeenCalled();
    expect(await seriousA11yViolations()).toEqual([]);
  });

  it("shows the server's refusal in the form and keeps what was typed; a later success closes it and refreshes", async () => {
    const user = userEvent.setup();
    api.saveBooking.mockResolvedValueOnce({ ok: false, status: 400, message: '该时间段会议室已被预约（12:00–13:00）', errorKind: 'http' });
    await renderPage();
    const dialog = await openForm(user);
    await user.type(within(dialog).getByRole('textbox', { name: /会议主题/ }), '架构评审');
    await user.type(within(dialog).getByRole('textbox', { name: '参会人员' }), '张三、王五');
    await choose(user, dialog, '开始时间', '12:00');
    await choose(user, dialog, '结束时间', '13:00');
    await user.click(within(dialog).getByRole('button', { name: '提交预约' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('该时间段会议室已被预约（12:00–13:00）');
    expect(api.saveBooking).toHaveBeenCalledWith(
      { roomId: 'r1', subject: '架构评审', day: TODAY, startTime: '12:00', endTime: '13:00', attendees: '张三、王五', remark: '' },
      { quiet: true },
    );
    expect((within(dialog).getByRole('textbox', { name: /会议主题/ }) as HTMLInputElement).value).toBe('架构评审');
    expect((within(dialog).getByRole('textbox', { name: '参会人员' }) as HTMLInputElement).value).toBe('张三、王五');

    api.saveBooking.mockResolvedValueOnce(ok({ state: true, message: '预约已提交，等待审核', value: 'n1' }));
    const occupancyCalls = api.getRoomOccupancy.mock.calls.length;
    const listCalls = api.listMyBookings.mock.calls.length;
    await choose(user, dialog, '开始时间', '13:00');
    await choose(user, dialog, '结束时间', '14:00');
    await user.click(within(dialog).getByRole('button', { name: '提交预约' }));
    await screen.findByText('预约已提交，等待审核');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '预约 第一会议室' })).toBeNull());
    await waitFor(() => expect(api.getRoomOccupancy.mock.calls.length).toBeGreaterThan(occupancyCalls));
    expect(api.listMyBookings.mock.calls.length).toBeGreaterThan(listCalls);
  });

  it('offers a retry when the rooms fail to load, and says when there are none', async () => {
    const user = userEvent.setup();
    api.listMeetingRooms.mockResolvedValueOnce({ ok: false, status: 500, message: '服务器内部错误', errorKind: 'http' });
    await renderPage();
    await screen.findByRole('heading', { name: '会议室加载失败' });
    api.listMeetingRooms.mockResolvedValueOnce(ok([]));
    await user.click(screen.getByRole('button', { name: '重试' }));
    await screen.findByRole('heading', { name: '暂无可预约的会议室' });
  });

  it('cancels a booking after a confirmation', async () => {
    const user = userEvent.setup();
    api.cancelBooking.mockResolvedValue(ok({ state: true, message: '预约已取消', value: 'm1' }));
    await renderPage();
    await user.click(await screen.findByRole('button', { name: '取消预约 接口联调' }));
    const dialog = await screen.findByRole('dialog', { name: '取消预约' });
    expect(dialog.textContent).toContain('确定取消“接口联调”（敏捷室，2030-05-02 14:00–15:00）的预约吗？');
    await user.click(within(dialog).getByRole('button', { name: '取消预约' }));
    await screen.findByText('预约已取消');
    expect(api.cancelBooking).toHaveBeenCalledWith('m1');
  });
});

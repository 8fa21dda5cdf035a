// @vitest-environment jsdom
// The flow centre's home widgets: to-dos (8 rows, refresh 7), favourites (start rights, initiator, settings),
// counters and requests, with their states and links.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Toast } from '@douyinfe/semi-ui-19';
import type { ComponentType } from 'react';
import { renderRoutes, seriousA11yViolations } from '../../../app/layout/testSupport';
import { setCurrentUser } from '../../../session/store';
import type { InstanceRow, OftenFlowRow, TodoRow } from '../../../api/flow';

const api = vi.hoisted(() => ({
  getTodoList: vi.fn(),
  getMyRequests: vi.fn(),
  getMyOftenFlow: vi.fn(),
  getHasAuthFlowList: vi.fn(),
  saveMyOftenFlow: vi.fn(),
  flowHasStartRights: vi.fn(),
  getFlowCounts: vi.fn(),
}));
vi.mock('../../../api/flow', () => api);

const ok = <T,>(data: T) => ({ ok: true, status: 200, data });
const page = <T,>(rows: T[]) => ok({ rows, total: rows.length, page: 1, pageSize: rows.length });
const failed = { ok: false, status: 500, message: '服务器内部错误' };

const todo = (over: Partial<TodoRow>): TodoRow =>
  ({ id: 't1', name: '部门审批', subject: '张三的请假申请', procInstId: 'i1', status: 'NORMAL', createTime: '2026-05-01 09:00:00', creator: '张三', identityList: [], ...over }) as TodoRow;
const favourite = (over: Partial<OftenFlowRow>): OftenFlowRow =>
  ({ defId: 'd1', id: 'd1', defKey: 'leave', name: '请假申请', typeName: '人事', leaders: [], ...over }) as OftenFlowRow;

function Target({ label }: { label: string }) {
  return <p>{label}</p>;
}

function renderWidget(Widget: ComponentType<{ attributes: Record<string, string> }>) {
  return renderRoutes(
    [
      { path: '/home', element: <Widget attributes={{}} /> },
      { path: '/task/:taskId/:leaderId', element: <Target label="task page" /> },
      { path: '/agentStart/:defId/:leaderId', element: <Target label="start page" /> },
      { path: '/inst/:instId', element: <Target label="instance page" /> },
    ],
    '/home',
  );
}

const signIn = (account = 'zhangsan') =>
  setCurrentUser({ token: 't', loginTime: Date.now(), expiration: 7200, loginStatus: true, username: '张三', account, userId: 'u1', userAttrs: {} });

beforeEach(() => {
  sessionStorage.clear();
  signIn();
});

afterEach(() => {
  cleanup();
  Toast.destroyAll();
  vi.clearAllMocks();
});

describe('<home-todo>', () => {
  it('loads 8 rows first and 7 (page 1) on refresh; rows open their tasks, a shared one after the leader choice', async () => {
    const user = userEvent.setup();
    api.getTodoList.mockResolvedValue(page([todo({}), todo({ id: 't2', subject: '共享的报销', status: 'SHARE', identityList: [{ id: 'l1', name: '赵六' }, { id: 'l2', name: '钱七' }] })]));
    const { default: HomeTodoWidget } = await import('./HomeTodoWidget');
    const { router } = renderWidget(HomeTodoWidget);
    const link = await screen.findByRole('link', { name: '张三的请假申请' });
    expect(link.getAttribute('href')).toBe('/task/t1/0');
    expect(screen.getByRole('columnheader', { name: '到达时间' })).toBeTruthy();
    expect(screen.getByText('待办')).toBeTruthy();
    expect(screen.getByRole('link', { name: '全部待办' }).getAttribute('href')).toBe('/flow/todo');
    expect(api.getTodoList.mock.calls[0][0].pageBean).toEqual({ page: 1, pageSize: 8, showTotal: true });
    expect(await seriousA11yViolations()).toEqual([]);

    await user.click(screen.getByRole('button', { name: '刷新待办' }));
    await waitFor(() => expect(api.getTodoList.mock.calls.at(-1)![0].pageBean).toEqual({ page: 1, pageSize: 7, showTotal: true }));
    const calls = api.getTodoList.mock.calls.length;
    await user.click(await screen.findByRole('button', { name: '刷新待办' }));
    await waitFor(() => expect(api.getTodoList.mock.calls.length).toBe(calls + 1));
    expect(api.getTodoList.mock.calls.at(-1)![0].pageBean).toEqual({ page: 1, pageSize: 7, showTotal: true });

    await user.click(await screen.findByRole('button', { name: '共享的报销' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('radio', { name: '钱七' }));
    await user.click(within(dialog).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/task/t2/l2'));
  });

  it('says when there is nothing to do, and offers a retry after a failure', async () => {
    const user = userEvent.setup();
    api.getTodoList.mockResolvedValue(failed);
    const { default: HomeTodoWidget } = await import('./HomeTodoWidget');
    renderWidget(HomeTodoWidget);
    expect((await screen.findByRole('alert')).textContent).toContain('服务器内部错误');
    api.getTodoList.mockResolvedValue(page([]));
    await user.click(screen.getByRole('button', { name: '重试' }));
    expect(await screen.findByText('暂无待办')).toBeTruthy();
  });
});

describe('<often-flow>', () => {
  it('checks the start right, then starts the process as nobody (0)', async () => {
    const user = userEvent.setup();
    api.getMyOftenFlow.mockResolvedValue(page([favourite({}), favourite({ defId: 'd2', defKey: 'trip', name: '出差会签' })]));
    api.flowHasStartRights.mockResolvedValue(ok({ state: true, value: true }));
    const { default: OftenFlowWidget } = await import('./OftenFlowWidget');
    const { router } = renderWidget(OftenFlowWidget);
    await user.click(await screen.findByRole('button', { name: '发起：出差会签' }));
    expect(api.flowHasStartRights).toHaveBeenCalledWith('trip');
    await waitFor(() => expect(router.state.location.pathname).toBe('/agentStart/d2/0'));
  });

  it('refuses without the start right', async () => {
    const user = userEvent.setup();
    api.getMyOftenFlow.mockResolvedValue(page([favourite({})]));
    api.flowHasStartRights.mockResolvedValue(ok({ state: true, value: false }));
    const { default: OftenFlowWidget } = await import('./OftenFlowWidget');
    const { router } = renderWidget(OftenFlowWidget);
    await user.click(await screen.findByRole('button', { name: '发起：请假申请' }));
    expect(await screen.findByText('无启动权限，请联系管理员')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/home');
  });

  it('lets admin start without the check, and asks a secretary for the initiator', async () => {
    const user = userEvent.setup();
    signIn('admin');
    api.getMyOftenFlow.mockResolvedValue(page([favourite({ leaders: [{ id: 'l1', name: '赵六' }] })]));
    const { default: OftenFlowWidget } = await import('./OftenFlowWidget');
    const { router } = renderWidget(OftenFlowWidget);
    await user.click(await screen.findByRole('button', { name: '发起：请假申请' }));
    expect(api.flowHasStartRights).not.toHaveBeenCalled();
    const dialog = await screen.findByRole('dialog', { name: '选择发起人' });
    expect(within(dialog).getByRole('radio', { name: '本人' })).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: '发起' }));
    expect(within(dialog).getByRole('alert').textContent).toBe('请选择一个发起人');
    await user.click(within(dialog).getByRole('radio', { name: '赵六' }));
    await user.click(within(dialog).getByRole('button', { name: '发起' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/agentStart/d1/l1'));
  });

  it('opens the settings and reloads the list once saved', async () => {
    const user = userEvent.setup();
    api.getMyOftenFlow.mockResolvedValue(page([favourite({})]));
    api.getHasAuthFlowList.mockResolvedValue(page([{ ...favourite({}), isAdd: true }, { ...favourite({ defId: 'd2', defKey: 'trip', name: '出差会签' }), isAdd: false }]));
    api.saveMyOftenFlow.mockResolvedValue(ok({ state: true, message: '保存常用流程成功' }));
    const { OftenFlowListWidget } = await import('./OftenFlowWidget');
    renderWidget(OftenFlowListWidget);
    await screen.findByRole('button', { name: '发起：请假申请' });
    await user.click(screen.getByRole('button', { name: '设置常用流程' }));
    const dialog = await screen.findByRole('dialog', { name: '设置常用流程' });
    await user.click(await within(dialog).findByRole('button', { name: '添加常用流程：出差会签' }));
    api.getMyOftenFlow.mockResolvedValue(page([favourite({}), favourite({ defId: 'd2', defKey: 'trip', name: '出差会签' })]));
    await user.click(within(dialog).getByRole('button', { name: '保存' }));
    expect(api.saveMyOftenFlow).toHaveBeenCalledWith(
      [
        { defKey: 'leave', name: '请假申请' },
        { defKey: 'trip', name: '出差会签' },
      ],
      { quiet: true },
    );
    expect(await screen.findByRole('button', { name: '发起：出差会签' })).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('opens the full process list, marks the favourites and starts a process after the rights check', async () => {
    const user = userEvent.setup();
    api.getMyOftenFlow.mockResolvedValue(page([favourite({})]));
    api.getHasAuthFlowList.mockResolvedValue(page([{ ...favourite({}), isAdd: true }, { ...favourite({ defId: 'd2', defKey: 'trip', name: '出差会签' }), isAdd: false }]));
    api.flowHasStartRights.mockResolvedValue(ok({ state: true, value: true }));
    const { default: OftenFlowWidget } = await import('./OftenFlowWidget');
    const { router } = renderWidget(OftenFlowWidget);
    await user.click(await screen.findByRole('button', { name: '流程列表' }));
    const dialog = await screen.findByRole('dialog', { name: '流程列表' });
    const rows = await within(dialog).findAllByRole('listitem');
    expect(rows.map((row) => row.textContent)).toEqual([expect.stringContaining('请假申请常用'), expect.not.stringContaining('常用')]);
    await user.type(within(dialog).getByRole('textbox', { name: '搜索流程' }), '出差{Enter}');
    await waitFor(() => expect(api.getHasAuthFlowList).toHaveBeenLastCalledWith(expect.objectContaining({ querys: expect.arrayContaining([expect.objectContaining({ property: 'name', value: '出差' })]) }), { quiet: true }));
    await user.click(within(dialog).getByRole('button', { name: '发起：出差会签' }));
    expect(api.flowHasStartRights).toHaveBeenCalledWith('trip');
    await waitFor(() => expect(router.state.location.pathname).toBe('/agentStart/d2/0'));
  });

  it('says when there are no favourites', async () => {
    api.getMyOftenFlow.mockResolvedValue(page([]));
    const { default: OftenFlowWidget } = await import('./OftenFlowWidget');
    renderWidget(OftenFlowWidget);
    expect(await screen.findByText('暂无常用流程')).toBeTruthy();
  });
});

describe('<user-info>', () => {
  it('shows the four counters, each linking to its list', async () => {
    api.getFlowCounts.mockResolvedValue(ok({ todo: 3, done: 5, request: 2, delegate: 1, toRead: 4 }));
    const { default: UserInfoWidget } = await import('./UserInfoWidget');
    renderWidget(UserInfoWidget);
    const counters = await screen.findByRole('list', { name: '我的流程统计' });
    await within(counters).findByRole('link', { name: '我的申请 2' });
    expect(within(counters).getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['我的申请 2', '/v-flow/v-request'],
      ['我的待办 3', '/v-flow/v-todo'],
      ['已办 5', '/v-flow/v-done'],
      ['我的委托 1', '/v-flow/v-myDelegate'],
    ]);
    expect(await seriousA11yViolations()).toEqual([]);
  });

  it('shows a failure with a retry', async () => {
    api.getFlowCounts.mockResolvedValue(failed);
    const { default: UserInfoWidget } = await import('./UserInfoWidget');
    renderWidget(UserInfoWidget);
    expect((await screen.findByRole('alert')).textContent).toContain('服务器内部错误');
    expect(screen.getByRole('button', { name: '重试' })).toBeTruthy();
  });
});

describe('<home-inst>', () => {
  it('lists the latest five requests, each opening its instance', async () => {
    const request = (id: string) => ({ id, subject: `申请 ${id}`, status: 'running', createTime: '2026-05-02 10:00:00' }) as InstanceRow;
    api.getMyRequests.mockResolvedValue(page([request('i1'), request('i2')]));
    const { default: HomeInstWidget } = await import('./HomeInstWidget');
    renderWidget(HomeInstWidget);
    expect((await screen.findByRole('link', { name: '申请 i1' })).getAttribute('href')).toBe('/inst/i1');
    expect(api.getMyRequests.mock.calls[0][0].pageBean).toEqual({ page: 1, pageSize: 5, showTotal: true });
    expect(screen.getAllByText('运行中')).toHaveLength(2);
  });

  it('says when there are no requests', async () => {
    api.getMyRequests.mockResolvedValue(page([]));
    const { default: HomeInstWidget } = await import('./HomeInstWidget');
    renderWidget(HomeInstWidget);
    expect(await screen.findByText('暂无申请')).toBeTruthy();
  });
});

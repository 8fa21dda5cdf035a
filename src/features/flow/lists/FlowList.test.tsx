// @vitest-environment jsdom
// The generic list through its pages: states, search, paging, export, opening rows, the leader choice, revoking.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import i18n from '../../../i18n';
import userEvent from '@testing-library/user-event';
import { Toast } from '@douyinfe/semi-ui-19';
import { renderRoutes, seriousA11yViolations } from '../../../app/layout/testSupport';
import { setCurrentUser } from '../../../session/store';
import type { DefinitionRow, DoneRow, InstanceRow, TodoRow } from '../../../api/flow';

const api = vi.hoisted(() => ({
  getTodoList: vi.fn(),
  getLeaderTodoList: vi.fn(),
  getDelegateList: vi.fn(),
  getDoneInstList: vi.fn(),
  getMyRequests: vi.fn(),
  getNewProcesses: vi.fn(),
  getNoticeTodoReadList: vi.fn(),
  getNoticeDoneReadList: vi.fn(),
  getMyNoticeReadList: vi.fn(),
  revokeInstance: vi.fn(),
  urgeInstance: vi.fn(),
  getMyAddSignList: vi.fn(),
  revokeCustomSign: vi.fn(),
  revokeSignLine: vi.fn(),
  getParallelRevokeTasks: vi.fn(),
  revokeTransfer: vi.fn(),
  retrieveTask: vi.fn(),
  flowHasStartRights: vi.fn(),
  saveBlob: vi.fn(),
  markNoticesRead: vi.fn(),
  withdrawNotice: vi.fn(),
}));
vi.mock('../../../api/notices', () => ({ markNoticesRead: api.markNoticesRead, withdrawNotice: api.withdrawNotice }));
vi.mock('../../../api/flow', () => ({
  getTodoList: api.getTodoList,
  getLeaderTodoList: api.getLeaderTodoList,
  getDelegateList: api.getDelegateList,
  getDoneInstList: api.getDoneInstList,
  getMyRequests: api.getMyRequests,
  getNewProcesses: api.getNewProcesses,
  getNoticeTodoReadList: api.getNoticeTodoReadList,
  getNoticeDoneReadList: api.getNoticeDoneReadList,
  getMyNoticeReadList: api.getMyNoticeReadList,
  revokeInstance: api.revokeInstance,
  urgeInstance: api.urgeInstance,
  getMyAddSignList: api.getMyAddSignList,
  revokeCustomSign: api.revokeCustomSign,
  revokeSignLine: api.revokeSignLine,
  getParallelRevokeTasks: api.getParallelRevokeTasks,
  revokeTransfer: api.revokeTransfer,
  retrieveTask: api.retrieveTask,
  flowHasStartRights: api.flowHasStartRights,
}));
vi.mock('../../../api/http', async (importOriginal) => ({ ...(await importOriginal<object>()), saveBlob: api.saveBlob }));

const ok = <T,>(data: T) => ({ ok: true, status: 200, data });
const page = <T,>(rows: T[], total = rows.length, pageNo = 1) => ok({ rows, total, page: pageNo, pageSize: 20 });

const todo = (over: Partial<TodoRow>): TodoRow =>
  ({
    id: 't1',
    name: '部门审批',
    subject: '张三的请假申请',
    procInstId: 'i1',
    procDefName: '请假流程',
    ownerId: 'u9',
    status: 'NORMAL',
    createTime: '2024-05-01 09:00:00',
    creator: '张三',
    identityList: [],
    ...over,
  }) as TodoRow;

function Target({ label }: { label: string }) {
  return <p>{label}</p>;
}

async function renderTodo(path = '/v-flow/v-todo') {
  const { default: TaskListPage } = await import('./TaskListPage');
  return renderRoutes(
    [
      { path: '/v-flow/v-todo/*', element: <TaskListPage list="v-todo" title="待办事项" /> },
      { path: '/task/:taskId/:leaderId', element: <Target label="task page" /> },
      { path: '/instRead/:instId/:type', element: <Target label="read page" /> },
    ],
    path,
  );
}

const lastFilter = (mock: ReturnType<typeof vi.fn>) => mock.mock.calls.at(-1)![0];

beforeEach(() => {
  sessionStorage.clear();
  setCurrentUser({ token: 't', loginTime: Date.now(), expiration: 7200, loginStatus: true, username: '李四', account: 'lisi', userId: 'u1', userAttrs: {} });
});

afterEach(() => {
  cleanup();
  Toast.destroyAll();
  vi.clearAllMocks();
});

describe('the flow lists', () => {
  it('shows the loading state, then the rows with their status tags', async () => {
    let answer!: (value: unknown) => void;
    api.getTodoList.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    await renderTodo();
    expect(await screen.findByRole('heading', { level: 2, name: '待办事项' })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toContain('正在加载');
    answer(page([todo({}), todo({ id: 't2', subject: '李四的报销', status: 'AGENT' })], 2));
    const table = await screen.findByRole('grid', { name: '待办事项' });
    expect(within(table).getByRole('link', { name: '张三的请假申请' }).getAttribute('href')).toBe('/task/t1/0');
    expect(within(table).getByText('代理')).toBeTruthy();
    expect(within(table).getByText('待办')).toBeTruthy();
    expect(screen.getByText('共 2 条')).toBeTruthy();
    expect(lastFilter(api.getTodoList)).toEqual({
      pageBean: { page: 1, pageSize: 20, showTotal: true },
      querys: [],
      sorter: [{ property: 'createTime', direction: 'DESC' }],
    });
    expect(await seriousA11yViolations()).toEqual([]);
  });

  it('says on whose behalf a deputy has a task, in both languages', async () => {
    api.getTodoList.mockResolvedValue(page([todo({ onBehalfOfId: 'u7', onBehalfOfName: '赵六' }), todo({ id: 't2', subject: '李四的报销' })]));
    await renderTodo();
    const table = await screen.findByRole('grid', { name: '待办事项' });
    expect(within(table).getByText('代 赵六 办理')).toBeTruthy();
    expect(within(table).getAllByText(/代 .* 办理/)).toHaveLength(1);
    await act(() => i18n.changeLanguage('en-US'));
    try {
      expect(await within(table).findByText('On behalf of 赵六')).toBeTruthy();
    } finally {
      await act(() => i18n.changeLanguage('zh-CN'));
    }
  });

  it('shows a localized empty state', async () => {
    api.getTodoList.mockResolvedValue(page([]));
    await renderTodo();
    expect(await screen.findByRole('heading', { name: '暂无数据' })).toBeTruthy();
    expect((screen.getByRole('button', { name: /导出/ }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('shows a failure with a retry that loads again', async () => {
    api.getTodoList.mockResolvedValueOnce({ ok: false, status: 500, message: '服务器错误' }).mockResolvedValue(page([todo({})]));
    const user = userEvent.setup();
    await renderTodo();
    expect(await screen.findByRole('heading', { name: '列表加载失败' })).toBeTruthy();
    expect(screen.getByText('服务器错误')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: '重试' }));
    expect(await screen.findByRole('link', { name: '张三的请假申请' })).toBeTruthy();
    expect(api.getTodoList).toHaveBeenCalledTimes(2);
  });

  it('searches by subject and process name with LIKE (Enter submits) and resets', async () => {
    api.getTodoList.mockResolvedValue(page([todo({})]));
    const user = userEvent.setup();
    await renderTodo();
    await screen.findByRole('link', { name: '张三的请假申请' });
    await user.type(screen.getByRole('textbox', { name: '标题' }), ' 请假 ');
    await user.type(screen.getByRole('textbox', { name: '流程名称' }), '请假流程{Enter}');
    await waitFor(() =>
      expect(lastFilter(api.getTodoList).querys).toEqual([
        { property: 'subject', value: '请假', operation: 'LIKE', relation: 'AND', group: 'main' },
        { property: 'procDefName', value: '请假流程', operation: 'LIKE', relation: 'AND', group: 'main' },
      ]),
    );
    await user.click(screen.getByRole('button', { name: '重置' }));
    await waitFor(() => expect(lastFilter(api.getTodoList).querys).toEqual([]));
    expect((screen.getByRole('textbox', { name: '标题' }) as HTMLInputElement).value).toBe('');
  });

  it('filters by the definition key or the organisation in the route', async () => {
    api.getTodoList.mockResolvedValue(page([todo({})]));
    await renderTodo('/v-flow/v-todo/leave');
    await waitFor(() => expect(lastFilter(api.getTodoList).querys).toEqual([{ property: 'procDefKey', value: 'leave', operation: 'EQUAL', relation: 'AND', group: 'main' }]));
    cleanup();
    await renderTodo('/v-flow/v-todo/研发部/org-7');
    expect(await screen.findByText('组织：研发部')).toBeTruthy();
    await waitFor(() => expect(lastFilter(api.getTodoList).querys).toEqual([{ property: 'orgId', value: 'org-7', operation: 'EQUAL', relation: 'AND', group: 'main' }]));
  });

  it('pages with the shared pager', async () => {
    api.getTodoList.mockImplementation((filter: { pageBean: { page: number } }) =>
      Promise.resolve(page([todo({ id: `t${filter.pageBean.page}`, subject: `第${filter.pageBean.page}页` })], 45, filter.pageBean.page)),
    );
    const user = userEvent.setup();
    await renderTodo();
    await screen.findByRole('link', { name: '第1页' });
    const pager = screen.getByRole('navigation');
    expect(pager.textContent).toContain('1');
    await user.click(within(pager).getByRole('button', { name: /下一页/ }));
    expect(await screen.findByRole('link', { name: '第2页' })).toBeTruthy();
    expect(lastFilter(api.getTodoList).pageBean).toEqual({ page: 2, pageSize: 20, showTotal: true });
  });

  it('opens the owner of an agent task on the read-only view and a single-identity shared task as that leader', async () => {
    api.getTodoList.mockResolvedValue(
      page([
        todo({ id: 't1', subject: '代理的任务', status: 'AGENT', ownerId: 'u1', procInstId: 'inst-9' }),
        todo({ id: 't2', subject: '共享的任务', status: 'SHARE', identityList: [{ id: 'L1', name: '王五' }] }),
      ]),
    );
    await renderTodo();
    expect((await screen.findByRole('link', { name: '代理的任务' })).getAttribute('href')).toBe('/instRead/inst-9/agent');
    expect(screen.getByRole('link', { name: '共享的任务' }).getAttribute('href')).toBe('/task/t2/L1');
  });

  it('asks which leader to approve for when a shared task has several identities', async () => {
    api.getTodoList.mockResolvedValue(
      page([
        todo({
          id: 't3',
          subject: '多位领导的任务',
          status: 'BACKSHARE',
          identityList: [
            { id: 'L1', name: '王五' },
            { id: 'L2', name: '赵六' },
          ],
        }),
      ]),
    );
    const user = userEvent.setup();
    const { router } = await renderTodo();
    await user.click(await screen.findByRole('button', { name: '多位领导的任务' }));
    const dialog = await screen.findByRole('dialog');
    expect(await seriousA11yViolations()).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: '确定' }));
    expect(within(dialog).getByRole('alert').textContent).toBe('请选择代为审批的领导');
    await user.click(within(dialog).getByRole('radio', { name: '赵六' }));
    expect(within(dialog).queryByRole('alert')).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: '确定' }));
    expect(await screen.findByText('task page')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/task/t3/L2');
  });

  it('exports the whole filtered list as CSV named after the list', async () => {
    api.getTodoList.mockImplementation((filter: { pageBean: { pageSize: number } }) =>
      Promise.resolve(filter.pageBean.pageSize === 20 ? page([todo({})], 3) : page([todo({}), todo({ id: 't2', subject: '第二条' }), todo({ id: 't3', subject: '第三条' })], 3, 1)),
    );
    const user = userEvent.setup();
    await renderTodo();
    await screen.findByRole('link', { name: '张三的请假申请' });
    await user.click(screen.getByRole('button', { name: /导出/ }));
    await waitFor(() => expect(api.saveBlob).toHaveBeenCalled());
    expect(lastFilter(api.getTodoList).pageBean).toEqual({ page: 1, pageSize: 3, showTotal: true });
    const [blob, name] = api.saveBlob.mock.calls[0] as [Blob, string];
    expect(name).toMatch(/^待办事项-\d{8}\.csv$/);
    const text = await blob.text();
    const lines = text.replace(/^\uFEFF/, '').split('\r\n');
    expect(lines[0]).toBe('"标题","任务名称","流程名称","创建人","创建时间","办理期限","状态"');
    expect(lines[1]).toBe('"张三的请假申请","部门审批","请假流程","张三","2024-05-01 09:00:00","","待办"');
    expect(lines).toHaveLength(5);
  });
});

describe('the done list', () => {
  const doneRow = (over: Partial<DoneRow>): DoneRow =>
    ({
      id: 'i1',
      subject: '请假申请',
      taskId: 'task-1',
      taskKey: 'approve',
      taskName: '部门审批',
      procDefName: '请假流程',
      completeTime: '2024-05-02 10:00:00',
      opinionStatus: 'agree',
      status: 'running',
      revoke: true,
      ...over,
    }) as DoneRow;

  async function renderDone() {
    const { default: DoneListPage } = await import('./DoneListPage');
    return renderRoutes([{ path: '/v-flow/v-done/*', element: <DoneListPage title="已办事项" /> }], '/v-flow/v-done');
  }

  it('offers revoke only where the server and §4.2 agree, asks for a reason and reloads', async () => {
    api.getDoneInstList.mockResolvedValue(
      page([
        doneRow({}),
        doneRow({ id: 'i2', subject: '报销申请', revoke: false }),
        doneRow({ id: 'i3', subject: '出差申请', opinionStatus: 'oppose' }),
      ]),
    );
    api.revokeInstance.mockResolvedValue(ok({ state: true, message: '撤回成功了' }));
    const user = userEvent.setup();
    await renderDone();
    expect((await screen.findByRole('link', { name: '请假申请' })).getAttribute('href')).toBe('/inst/i1');
    expect(screen.getAllByText('同意')).toHaveLength(2);
    expect(screen.getAllByText('运行中')).toHaveLength(3);
    expect(screen.getAllByRole('button', { name: /^撤回/ })).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: '撤回 请假申请' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: '撤回' }));
    expect(within(dialog).getByRole('alert').textContent).toBe('请填写撤回原因');
    expect(api.revokeInstance).not.toHaveBeenCalled();
    await user.type(within(dialog).getByRole('textbox', { name: '撤回原因' }), '填错了');
    await user.click(within(dialog).getByRole('button', { name: '撤回' }));
    await waitFor(() => expect(api.revokeInstance).toHaveBeenCalledWith({ instId: 'i1', taskId: 'task-1', opinion: '填错了' }));
    expect(await screen.findByText('撤回成功了')).toBeTruthy();
    await waitFor(() => expect(api.getDoneInstList).toHaveBeenCalledTimes(2));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});

describe('the request, start and read lists', () => {
  it('opens a draft on its start page and other requests on the instance page', async () => {
    api.getMyRequests.mockResolvedValue(
      page<Partial<InstanceRow>>([
        { id: 'i1', subject: '草稿申请', procDefId: 'd1', status: 'draft', procDefName: '请假流程' },
        { id: 'i2', subject: '运行的申请', procDefId: 'd1', status: 'running', procDefName: '请假流程', taskName: '部门审批,财务审批' },
      ]),
    );
    const { default: RequestListPage } = await import('./RequestListPage');
    renderRoutes([{ path: '/v-flow/v-request/*', element: <RequestListPage title="我的请求" /> }], '/v-flow/v-request');
    expect((await screen.findByRole('link', { name: '草稿申请' })).getAttribute('href')).toBe('/start/d1/i1');
    expect(screen.getByRole('link', { name: '运行的申请' }).getAttribute('href')).toBe('/inst/i2');
    expect(screen.getByText('草稿')).toBeTruthy();
    expect(screen.getByText('部门审批,财务审批')).toBeTruthy();
  });

  it('urges a running request with an editable text, and not a draft', async () => {
    api.getMyRequests.mockResolvedValue(
      page<Partial<InstanceRow>>([
        { id: 'i1', subject: '草稿申请', procDefId: 'd1', status: 'draft', procDefName: '请假流程' },
        { id: 'i2', subject: '运行的申请', procDefId: 'd1', status: 'running', procDefName: '请假流程' },
      ]),
    );
    api.urgeInstance.mockResolvedValue(ok({ state: true, message: '催办成功，已提醒 2 人', value: 2 }));
    const user = userEvent.setup();
    const { default: RequestListPage } = await import('./RequestListPage');
    renderRoutes([{ path: '/v-flow/v-request/*', element: <RequestListPage title="我的请求" /> }], '/v-flow/v-request');
    await screen.findByRole('link', { name: '运行的申请' });
    expect(screen.getAllByRole('button', { name: /^催办/ }).map((button) => button.getAttribute('aria-label'))).toEqual(['催办 运行的申请']);
    await user.click(screen.getByRole('button', { name: '催办 运行的申请' }));
    const dialog = await screen.findByRole('dialog');
    const text = within(dialog).getByRole('textbox', { name: '催办内容' });
    expect((text as HTMLTextAreaElement).value).toBe('请尽快处理，谢谢！');
    await user.clear(text);
    await user.click(within(dialog).getByRole('button', { name: '催办' }));
    expect(within(dialog).getByRole('alert').textContent).toBe('请填写催办内容');
    await user.type(text, '明天出差，请今天审批');
    await user.click(within(dialog).getByRole('button', { name: '催办' }));
    await waitFor(() => expect(api.urgeInstance).toHaveBeenCalledWith({ instId: 'i2', opinion: '明天出差，请今天审批' }));
    expect(await screen.findByText('催办成功，已提醒 2 人')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  const signRow = { id: 'o1', signType: 'addSign', taskId: 't9', procInstId: 'i1', subject: '请假申请', procDefName: '请假流程', nodeName: '部门审批', signers: '王五,赵六', opinion: '', createTime: '2024-05-02 10:00:00', pending: true, instStatus: 'running' };

  it('lists my sign rounds with their kind and state and takes a waiting one back after a reason', async () => {
    api.getMyAddSignList.mockResolvedValue(page([signRow, { ...signRow, id: 'o2', signType: 'signSequence', subject: '报销申请', pending: false }]));
    api.revokeCustomSign.mockResolvedValue(ok({ state: true, message: '撤销加签成功' }));
    const user = userEvent.setup();
    const { default: MyAddSignListPage } = await import('./MyAddSignListPage');
    renderRoutes([{ path: '/v-flow/v-myAddSign/*', element: <MyAddSignListPage title="我的加签" /> }], '/v-flow/v-myAddSign');
    expect((await screen.findByRole('link', { name: '请假申请' })).getAttribute('href')).toBe('/inst/i1');
    expect(screen.getAllByText('王五,赵六')).toHaveLength(2);
    expect(screen.getByText('加签')).toBeTruthy();
    expect(screen.getByText('发起顺序签署')).toBeTruthy();
    expect(screen.getByText('等待签署')).toBeTruthy();
    expect(screen.getByText('已签署')).toBeTruthy();
    expect(screen.getAllByRole('button', { name: /^收回/ })).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: '收回 请假申请 的签署' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: '收回' }));
    expect(within(dialog).getByRole('alert').textContent).toBe('请填写撤销原因');
    await user.type(within(dialog).getByRole('textbox', { name: '撤销原因' }), '改为自己审批');
    await user.click(within(dialog).getByRole('button', { name: '收回' }));
    await waitFor(() => expect(api.revokeCustomSign).toHaveBeenCalledWith({ taskId: 't9', opinion: '改为自己审批' }));
    await waitFor(() => expect(api.getMyAddSignList).toHaveBeenCalledTimes(2));
  });

  it('takes a waiting pass-on back through revokeTrans', async () => {
    api.getMyAddSignList.mockResolvedValue(page([{ ...signRow, signType: 'transforming' }]));
    api.revokeTransfer.mockResolvedValue(ok({ state: true, message: '收回流转成功' }));
    const user = userEvent.setup();
    const { default: MyAddSignListPage } = await import('./MyAddSignListPage');
    renderRoutes([{ path: '/v-flow/v-myAddSign/*', element: <MyAddSignListPage title="我的加签" /> }], '/v-flow/v-myAddSign');
    expect(await screen.findByText('发起流转')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: '收回 请假申请 的签署' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByRole('textbox', { name: '撤销原因' }), '自己处理');
    await user.click(within(dialog).getByRole('button', { name: '收回' }));
    await waitFor(() => expect(api.revokeTransfer).toHaveBeenCalledWith({ taskId: 't9', opinion: '自己处理' }));
    expect(api.revokeCustomSign).not.toHaveBeenCalled();
  });

  it('takes a handed-over task back from my delegations after a confirmation', async () => {
    api.getDelegateList.mockResolvedValue(page([todo({ id: 't5', subject: '报销申请', status: 'DELIVERTO' })]));
    api.retrieveTask.mockResolvedValue(ok({ state: true, message: '收回成功' }));
    const user = userEvent.setup();
    const { default: TaskListPage } = await import('./TaskListPage');
    renderRoutes([{ path: '/v-flow/v-myDelegate/*', element: <TaskListPage list="v-myDelegate" title="我的委托" /> }], '/v-flow/v-myDelegate');
    await user.click(await screen.findByRole('button', { name: '收回 报销申请' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('确认收回此任务?')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: '收回' }));
    await waitFor(() => expect(api.retrieveTask).toHaveBeenCalledWith('t5'));
    expect(await screen.findByText('收回成功')).toBeTruthy();
    await waitFor(() => expect(api.getDelegateList).toHaveBeenCalledTimes(2));
  });

  it('takes chosen signers of a sign line back', async () => {
    api.getMyAddSignList.mockResolvedValue(page([{ ...signRow, signType: 'signLine' }]));
    api.getParallelRevokeTasks.mockResolvedValue(
      ok([
        { taskId: 's1', userId: '10003', userName: '王五', createTime: '' },
        { taskId: 's2', userId: '10004', userName: '赵六', createTime: '' },
      ]),
    );
    api.revokeSignLine.mockResolvedValue(ok({ state: true, message: '收回签署成功' }));
    const user = userEvent.setup();
    const { default: MyAddSignListPage } = await import('./MyAddSignListPage');
    renderRoutes([{ path: '/v-flow/v-myAddSign/*', element: <MyAddSignListPage title="我的加签" /> }], '/v-flow/v-myAddSign');
    await user.click(await screen.findByRole('button', { name: '收回 请假申请 的签署' }));
    const dialog = await screen.findByRole('dialog');
    expect(api.getParallelRevokeTasks).toHaveBeenCalledWith({ taskId: 't9', instanceId: 'i1' }, { quiet: true });
    const wangwu = await within(dialog).findByRole('checkbox', { name: '王五' });
    const zhaoliu = within(dialog).getByRole('checkbox', { name: '赵六' });
    await user.click(wangwu);
    await user.click(zhaoliu);
    await user.type(within(dialog).getByRole('textbox', { name: '撤销原因' }), '不用签了');
    await user.click(within(dialog).getByRole('button', { name: '收回' }));
    expect(within(dialog).getByRole('alert').textContent).toBe('请至少选择一位签署人');
    await user.click(zhaoliu);
    await user.click(within(dialog).getByRole('button', { name: '收回' }));
    await waitFor(() => expect(api.revokeSignLine).toHaveBeenCalledWith({ taskId: 't9', opinion: '不用签了', signerTaskIds: 's2' }));
  });

  it('lists startable definitions with their category, searchable by name and key', async () => {
    api.getNewProcesses.mockResolvedValue(page<Partial<DefinitionRow>>([{ defId: 'd1', id: 'd1', name: '请假流程', defKey: 'leave', typeName: '人事', version: 1 }]));
    const user = userEvent.setup();
    const { default: StartListPage } = await import('./StartListPage');
    renderRoutes([{ path: '/v-flow/v-flowList/*', element: <StartListPage title="发起流程" /> }], '/v-flow/v-flowList');
    expect((await screen.findByRole('link', { name: '发起 请假流程' })).getAttribute('href')).toBe('/agentStart/d1/0');
    expect(screen.getAllByText('人事').length).toBeGreaterThan(0);
    await user.type(screen.getByRole('textbox', { name: '流程编码' }), 'leave{Enter}');
    await waitFor(() => expect(lastFilter(api.getNewProcesses).querys).toEqual([{ property: 'defKey', value: 'leave', operation: 'LIKE', relation: 'AND', group: 'main' }]));
  });

  it('puts startable definitions in sections by category with its icon, and lets a secretary start for a leader', async () => {
    api.getNewProcesses.mockResolvedValue(
      page<Partial<DefinitionRow>>([
        { defId: 'd1', id: 'd1', name: '请假流程', defKey: 'leave', typeId: 'hr', typeName: '人事', typeIcon: '{"icon":"IconUserGroup","color":"#3370ff"}', leaders: [] },
        { defId: 'd2', id: 'd2', name: '合同审查', defKey: 'contract', typeId: 'legal', typeName: '法务', typeIcon: '', leaders: [{ id: '10004', name: '赵六' }] },
      ]),
    );
    api.flowHasStartRights.mockResolvedValue(ok({ state: true, value: true }));
    const user = userEvent.setup();
    const { default: StartListPage } = await import('./StartListPage');
    renderRoutes(
      [
        { path: '/v-flow/v-flowList/*', element: <StartListPage title="发起流程" /> },
        { path: '/agentStart/:defId/:leaderId', element: <Target label="start page" /> },
      ],
      '/v-flow/v-flowList',
    );
    // sections make Semi's table a treegrid
    const table = await screen.findByRole('treegrid', { name: '发起流程' }, { timeout: 5000 });
    const sections = table.querySelectorAll('.fd-flow-list__section');
    expect([...sections].map((section) => section.textContent)).toEqual(['人事', '法务']);
    expect(sections[0]!.querySelector('.semi-icon-user_group')).toBeTruthy();
    expect(await seriousA11yViolations()).toEqual([]);

    await user.click(within(table).getByRole('button', { name: '发起 合同审查' }));
    await waitFor(() => expect(api.flowHasStartRights).toHaveBeenCalledWith('contract'));
    const dialog = await screen.findByRole('dialog', {}, { timeout: 5000 });
    await user.click(within(dialog).getByRole('radio', { name: '赵六' }));
    await user.click(within(dialog).getByRole('button', { name: /确定|发起/ }));
    expect(await screen.findByText('start page', {}, { timeout: 5000 })).toBeTruthy();
  }, 30_000);

  it('opens a read row on its circulation record route, and shows the empty state for an empty answer', async () => {
    api.getNoticeDoneReadList.mockResolvedValue(page([{ id: 'n1', procInstId: 'i5', subject: '传阅的通知', procDefName: '发文', nodeName: '传阅', creator: '张三', createTime: '2024-05-01', readTime: '2024-05-02' }]));
    api.getMyNoticeReadList.mockResolvedValue(page([]));
    const { default: ReadListPage } = await import('./ReadListPage');
    renderRoutes([{ path: '/v-flow/v-doneRead/*', element: <ReadListPage type="doneRead" title="已阅事项" /> }], '/v-flow/v-doneRead');
    expect((await screen.findByRole('link', { name: '传阅的通知' })).getAttribute('href')).toBe('/myRead/i5/n1/doneRead');
    expect(screen.getByText('2024-05-02')).toBeTruthy();
    cleanup();
    renderRoutes([{ path: '/v-flow/v-myRead/*', element: <ReadListPage type="myRead" title="我的传阅" /> }], '/v-flow/v-myRead');
    expect(await screen.findByRole('heading', { name: '暂无数据' })).toBeTruthy();
    expect(api.getMyNoticeReadList).toHaveBeenCalled();
  });

  it('marks a record to read as read after asking, and reloads the list', async () => {
    const row = { id: 'n1', procInstId: 'i5', subject: '传阅的通知', procDefName: '发文', nodeName: '传阅', creator: '张三', createTime: '2024-05-01' };
    api.getNoticeTodoReadList.mockResolvedValueOnce(page([row])).mockResolvedValue(page([]));
    api.markNoticesRead.mockResolvedValue(ok({ state: true, message: '已阅', value: 1 }));
    const user = userEvent.setup();
    const { default: ReadListPage } = await import('./ReadListPage');
    renderRoutes([{ path: '/v-flow/v-todoRead/*', element: <ReadListPage type="todoRead" title="待阅事项" /> }], '/v-flow/v-todoRead');
    await user.click(await screen.findByRole('button', { name: '将“传阅的通知”标为已阅' }));
    const dialog = await screen.findByRole('dialog', { name: '标为已阅' });
    expect(await seriousA11yViolations(dialog)).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: '标为已阅' }));
    await waitFor(() => expect(api.markNoticesRead).toHaveBeenCalledWith(['n1']));
    expect(await screen.findByRole('heading', { name: '暂无数据' }, { timeout: 5000 })).toBeTruthy();
  });

  it('offers to withdraw only the sent records not read yet', async () => {
    const base = { procInstId: 'i5', procDefName: '发文', nodeName: '传阅', creator: '张三', createTime: '2024-05-01' };
    api.getMyNoticeReadList.mockResolvedValue(page([{ ...base, id: 'n1', subject: '未读的传阅', receiver: '王五' }, { ...base, id: 'n2', subject: '已读的传阅', receiver: '赵六', readTime: '2024-05-02' }]));
    api.withdrawNotice.mockResolvedValue(ok({ state: true, message: '撤回成功' }));
    const user = userEvent.setup();
    const { default: ReadListPage } = await import('./ReadListPage');
    renderRoutes([{ path: '/v-flow/v-myRead/*', element: <ReadListPage type="myRead" title="我的传阅" /> }], '/v-flow/v-myRead');
    await user.click(await screen.findByRole('button', { name: '撤回发给王五的传阅“未读的传阅”' }));
    expect(screen.queryByRole('button', { name: /已读的传阅/ })).toBeNull();
    const dialog = await screen.findByRole('dialog', { name: '撤回传阅' });
    await user.click(within(dialog).getByRole('button', { name: '撤回' }));
    await waitFor(() => expect(api.withdrawNotice).toHaveBeenCalledWith('n1'));
  });
});

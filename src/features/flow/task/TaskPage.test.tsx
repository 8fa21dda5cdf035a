// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Toast } from '@douyinfe/semi-ui-19';
import { renderRoutes, seriousA11yViolations } from '../../../app/layout/testSupport';
import type { TodoRow } from '../../../api/flow';
import { decodedData, formAnswer, ok } from '../components/testing';
import purchaseForm from '../../../../fixtures/form/purchase-request.json';
import type { FormDefinition } from '../../../../renderers';
import TaskPage from './TaskPage';

const api = vi.hoisted(() => ({
  getTask: vi.fn(),
  getTaskDetail: vi.fn(),
  getInstanceOpinions: vi.fn(),
  getRejectInfo: vi.fn(),
  getAfterJumpNodes: vi.fn(),
  completeTask: vi.fn(),
  replyInquiry: vi.fn(),
  addSignFeedback: vi.fn(),
  delayTask: vi.fn(),
  getExtendedDue: vi.fn(),
  endProcess: vi.fn(),
  lockUnlockTask: vi.fn(),
  getApprovalPhrases: vi.fn(),
  getTodoList: vi.fn(),
  startSignRound: vi.fn(),
  addCountersignVoters: vi.fn(),
  addRoundSigners: vi.fn(),
  pickUsers: vi.fn(),
}));
vi.mock('../../../api/flow', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  getWatermark: async () => ok({ instId: 'i1', enabled: false, text: '' }),
  getRelatedProcesses: async () => ok({ rows: [], total: 0, page: 1, pageSize: 5 }),
  getTask: api.getTask,
  getTaskDetail: api.getTaskDetail,
  getInstanceOpinions: api.getInstanceOpinions,
  getRejectInfo: api.getRejectInfo,
  getAfterJumpNodes: api.getAfterJumpNodes,
  completeTask: api.completeTask,
  replyInquiry: api.replyInquiry,
  addSignFeedback: api.addSignFeedback,
  delayTask: api.delayTask,
  getExtendedDue: api.getExtendedDue,
  endProcess: api.endProcess,
  lockUnlockTask: api.lockUnlockTask,
  getTodoList: api.getTodoList,
  startSignRound: api.startSignRound,
}));
vi.mock('../../../api/approvalItem', () => ({ getApprovalPhrases: api.getApprovalPhrases }));
// The form data services of the purchase form (dictionary, default-info map): the real client functions' shapes.
const system = vi.hoisted(() => ({
  getDictComboItems: vi.fn(),
  getDefaultInfoMap: vi.fn(),
  getSysProperty: vi.fn(),
  getSysTypesByKey: vi.fn(),
  querySysTags: vi.fn(),
}));
vi.mock('../../../api/system', async (importOriginal) => ({ ...(await importOriginal<object>()), ...system }));
vi.mock('../../../api/signUsers', () => ({ addCountersignVoters: api.addCountersignVoters, addRoundSigners: api.addRoundSigners }));
// The portal's user selector: answers what the test sets.
vi.mock('../../../engine/selectors', () => ({ createAppSelectors: () => ({ open: api.pickUsers }) }));

const task = {
  id: 't1',
  taskId: 't1',
  name: '部门经理审批',
  subject: '张三的请假申请',
  procInstId: 'i1',
  procDefKey: 'leave',
  procDefName: '请假流程',
  status: 'NORMAL',
  createTime: '2024-05-01 09:00:00',
  creator: '张三',
  typeId: 'ty1',
  identityList: [],
} as unknown as TodoRow;

// Unnamed buttons take this client's names; a named one shows the server's (see "resubmit" below).
const buttons = ['lockUnlock', 'agree', 'inqu', 'oppose', 'reject', 'flowImage', 'approvalHistory'].map((alias) => ({ name: '', alias }));

function renderTask(path = '/task/t1/0') {
  return renderRoutes(
    [
      { path: 'task/:taskId/:leaderId', element: <TaskPage /> },
      { path: 'taskFromOtherPage/:taskId/:leaderId/:from', element: <TaskPage fromOtherPage /> },
      { path: 'completeView/:procDefKey', element: <p>处理完成页</p> },
      { path: 'v-flow/v-todo', element: <p>我的待办列表</p> },
    ],
    path,
  );
}

beforeEach(() => {
  api.getTask.mockResolvedValue(ok({ bpmTask: task }));
  api.getTaskDetail.mockResolvedValue(ok({ ...formAnswer({ applicant: '张三', reason: '回家' }), buttons }));
  api.getInstanceOpinions.mockResolvedValue(
    ok([{ id: 'o1', taskName: '发起', auditorName: '张三', status: 'start', opinion: '请批准', completeTime: '2024-05-01 09:00:00' }]),
  );
  api.getApprovalPhrases.mockResolvedValue(ok(['同意。', '情况属实。']));
  api.completeTask.mockResolvedValue(ok({ state: true, message: '任务办理成功' }));
});

afterEach(() => {
  cleanup();
  Toast.destroyAll();
  vi.clearAllMocks();
  sessionStorage.clear();
});

const toolbar = (name = '任务操作') => screen.getByRole('toolbar', { name });

/** The form's first screen (aria-busy) has been replaced by the full form, which can be submitted. */
async function formReady() {
  await waitFor(() => expect(document.querySelector('.fd-flow-form form:not([aria-busy="true"])')).not.toBeNull(), { timeout: 8000 });
}

describe('TaskPage', () => {
  it('shows the task, its form, the implemented buttons in order and the approval history', async () => {
    renderTask();
    expect(await screen.findByRole('heading', { level: 1, name: '张三的请假申请' })).toBeTruthy();
    expect(screen.getByText('部门经理审批')).toBeTruthy();
    expect(await screen.findByDisplayValue('张三')).toBeTruthy();
    expect(within(toolbar()).getAllByRole('button').map((button) => button.textContent)).toEqual(['同意', '征询', '反对', '驳回', '审批历史', '签收']);
    expect(await screen.findByText('请批准')).toBeTruthy();
    expect(api.getInstanceOpinions).toHaveBeenCalledWith('i1', { quiet: true });
    expect(api.getApprovalPhrases).toHaveBeenCalledWith({ defKey: 'leave', typeId: 'ty1' });
    expect(await seriousA11yViolations()).toEqual([]);
  });

  it('shows the name the server gives a button, such as resubmit for agree at the initiator\'s node', async () => {
    api.getTaskDetail.mockResolvedValue(ok({ ...formAnswer({ applicant: '张三', reason: '回家' }), buttons: [{ name: '重新提交', alias: 'agree' }] }));
    renderTask();
    expect(await within(await screen.findByRole('toolbar', { name: '任务操作' })).findByRole('button', { name: '重新提交' })).toBeTruthy();
  });

  it('appends a common phrase to the opinion', async () => {
    const user = userEvent.setup();
    renderTask();
    const opinion = await screen.findByLabelText('审批意见');
    await user.type(opinion, '好的，');
    await user.click(await screen.findByRole('button', { name: '情况属实。' }));
    expect((opinion as HTMLTextAreaElement).value).toBe('好的，情况属实。');
  });

  it('agrees with the validated data as Base64 and goes back to the to-dos', async () => {
    const user = userEvent.setup();
    const { router } = renderTask('/task/t1/L9');
    await formReady();
    const applicant = screen.getByDisplayValue('张三');
    await user.clear(applicant);
    await user.type(applicant, '李四');
    await user.type(screen.getByLabelText('审批意见'), '同意请假');
    await user.click(within(toolbar()).getByRole('button', { name: '同意' }));
    await waitFor(() => expect(api.completeTask).toHaveBeenCalledTimes(1), { timeout: 5000 });
    const body = api.completeTask.mock.calls[0][0];
    expect(body).toMatchObject({ taskId: 't1', actionName: 'agree', opinion: '同意请假', formType: 'inner', agentLeaderId: 'L9' });
    expect(decodedData(body.data)).toEqual({ leave: expect.objectContaining({ applicant: '李四', reason: '回家' }) });
    expect(await screen.findByText('我的待办列表')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/v-flow/v-todo');
    expect(screen.getByText('任务办理成功')).toBeTruthy();
  });

  it('shows the seeded purchase form with its data-service fields without looping its updates, and agrees with its data', async () => {
    // Its dictionary control once re-loaded on every render (a dependency made anew each time): React's
    // error #185 on this page. The choices load once, the record's values stay, the page stays usable.
    const consoleError = vi.spyOn(console, 'error');
    system.getDictComboItems.mockResolvedValue(ok([{ key: 'it', name: 'IT 设备', value: 'it', sn: 1 }, { key: 'office', name: '办公用品', value: 'office', sn: 2 }]));
    system.getDefaultInfoMap.mockResolvedValue(ok({ curUserName: '王五', curDate: '2026-12-09' }));
    const record = { requestNo: 'CG202612010001', applicant: '张三', applyDate: '2026-12-01', category: 'it', title: '研发采购笔记本', supplier: 'S1', expectedDate: '2026-12-30', itemCount: 1, total: 10, totalCapital: '', sub_items: [{ name: '笔', spec: '', quantity: 1, unitPrice: 10, amount: 10 }] };
    api.getTaskDetail.mockResolvedValue(
      ok({ result: true, form: { id: 'f2', formKey: 'purchaseRequest', name: '采购申请', type: 'INNER', definition: purchaseForm as FormDefinition }, data: { purchase: record }, buttons }),
    );
    const user = userEvent.setup();
    try {
      renderTask();
      await formReady();
      await waitFor(() => expect(screen.getByRole('combobox', { name: /采购类别/ }).textContent).toContain('IT 设备'), { timeout: 8000 });
      expect((screen.getByLabelText('采购单号') as HTMLInputElement).value).toBe('CG202612010001');
      expect(screen.getByDisplayValue('张三')).toBeTruthy();
      // settled: no further loading of the choices
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(document.querySelector('.fd-rjsf-service[aria-busy="true"]')).toBeNull();
      expect(system.getDictComboItems).toHaveBeenCalledTimes(1);
      expect(system.getDictComboItems).toHaveBeenCalledWith('purchaseCategory', expect.anything());
      await user.click(within(toolbar()).getByRole('button', { name: '同意' }));
      await waitFor(() => expect(api.completeTask).toHaveBeenCalledTimes(1), { timeout: 5000 });
      expect(decodedData(api.completeTask.mock.calls[0][0].data)).toEqual({ purchase: expect.objectContaining({ requestNo: 'CG202612010001', applicant: '张三', category: 'it' }) });
      expect(consoleError.mock.calls.filter((call) => /Maximum update depth/.test(String(call[0])))).toEqual([]);
    } finally {
      consoleError.mockRestore();
    }
  });

  describe('at a node that lets its agree choose (AgreeDialog)', () => {
    const finance = { nodeId: 'financeReview', name: '财务审核', nodeType: 'userTask', excutorList: [{ id: '10003', name: '王五', type: 'user' }, { id: '10004', name: '赵六', type: 'user' }] };
    const gm = { nodeId: 'gmApprove', name: '总经理审批', nodeType: 'userTask', excutorList: [{ id: '1', name: '系统管理员', type: 'user' }] };
    const end = { nodeId: 'end', name: '结束', nodeType: 'end', excutorList: [] };
    beforeEach(() => {
      api.getTaskDetail.mockResolvedValue(ok({ ...formAnswer({ applicant: '张三', reason: '回家' }), buttons, jumpType: 'free', choiceExcutor: 'candidate' }));
      api.getAfterJumpNodes.mockImplementation(async (_taskId: string, type: string) =>
        ok({ afterNodes: type === 'common' ? [finance] : [finance, gm, end], jumpType: 'free', choiceExcutor: 'candidate' }),
      );
    });
    const openAgree = async () => {
      const user = userEvent.setup();
      renderTask();
      await formReady();
      await user.click(within(toolbar()).getByRole('button', { name: '同意' }));
      return { user, dialog: await screen.findByRole('dialog', {}, { timeout: 5000 }) };
    };

    it('sends the handler picked among the candidates of the next node, the flow going its own way', async () => {
      const { user, dialog } = await openAgree();
      await user.click(await within(dialog).findByRole('checkbox', { name: '王五' }, { timeout: 5000 }));
      expect(within(dialog).getByText('已选择 1 人')).toBeTruthy();
      expect(api.getAfterJumpNodes).toHaveBeenCalledWith('t1', 'common', { quiet: true });
      expect(api.getAfterJumpNodes).toHaveBeenCalledWith('t1', 'free', { quiet: true });
      expect(await seriousA11yViolations()).toEqual([]);
      await user.click(within(dialog).getByRole('button', { name: '确定' }));
      await waitFor(() => expect(api.completeTask).toHaveBeenCalledTimes(1), { timeout: 5000 });
      const body = api.completeTask.mock.calls[0][0];
      expect(body).toMatchObject({ actionName: 'agree', jumpType: '', destination: '' });
      expect(JSON.parse(body.nodeUsers)).toEqual([{ nodeId: 'financeReview', executors: [{ id: '10003', name: '王五', type: 'user' }] }]);
      expect(decodedData(body.data)).toEqual({ leave: expect.objectContaining({ applicant: '张三' }) });
    });

    it('jumps freely to a chosen node, by keyboard, choosing its handlers there; the end takes none', async () => {
      const { user, dialog } = await openAgree();
      expect(await within(dialog).findByRole('radio', { name: '按流程流转' }, { timeout: 5000 })).toHaveProperty('checked', true);
      expect(within(dialog).getByRole('radio', { name: '结束（结束流程）' })).toBeTruthy();
      // jsdom has no CSS.escape for arrow keys between radios: Space on the focused one
      within(dialog).getByRole('radio', { name: '总经理审批' }).focus();
      await user.keyboard(' ');
      expect(within(dialog).getByRole('radio', { name: '总经理审批' })).toHaveProperty('checked', true);
      expect(within(dialog).queryByRole('checkbox', { name: '王五' })).toBeNull();
      await user.click(within(dialog).getByRole('checkbox', { name: '系统管理员' }));
      await user.click(within(dialog).getByRole('radio', { name: '结束（结束流程）' }));
      expect(within(dialog).getByText('同意后流程结束')).toBeTruthy();
      await user.click(within(dialog).getByRole('radio', { name: '总经理审批' }));
      await user.click(within(dialog).getByRole('button', { name: '确定' }));
      await waitFor(() => expect(api.completeTask).toHaveBeenCalledTimes(1), { timeout: 5000 });
      const body = api.completeTask.mock.calls[0][0];
      expect(body).toMatchObject({ jumpType: 'free', destination: 'gmApprove' });
      expect(JSON.parse(body.nodeUsers)).toEqual([{ nodeId: 'gmApprove', executors: [{ id: '1', name: '系统管理员', type: 'user' }] }]);
    });

    it('says when the next nodes cannot be loaded and loads them again on retry', async () => {
      api.getAfterJumpNodes.mockRejectedValueOnce(new Error('网络错误'));
      const { user, dialog } = await openAgree();
      expect(await within(dialog).findByText('下一步节点加载失败：网络错误', {}, { timeout: 5000 })).toBeTruthy();
      await user.click(within(dialog).getByRole('button', { name: '确定' }));
      expect(api.completeTask).not.toHaveBeenCalled();
      await user.click(within(dialog).getByRole('button', { name: '重试' }));
      expect(await within(dialog).findByRole('checkbox', { name: '王五' }, { timeout: 5000 })).toBeTruthy();
    });
  });

  it('answers a task passed on with agreeTrans after validating, or opposeTrans with an opinion', async () => {
    api.getTask.mockResolvedValue(ok({ bpmTask: { ...task, status: 'TRANSFORMED' } }));
    api.getTaskDetail.mockResolvedValue(ok({ ...formAnswer({ applicant: '张三', reason: '回家' }), buttons: [{ name: '同意（流转）', alias: 'agreeTrans' }, { name: '反对（流转）', alias: 'opposeTrans' }] }));
    const user = userEvent.setup();
    renderTask();
    await formReady();
    await user.click(within(toolbar()).getByRole('button', { name: '反对（流转）' }));
    expect(await screen.findByText('请填写审批意见')).toBeTruthy();
    await user.click(within(toolbar()).getByRole('button', { name: '同意（流转）' }));
    await waitFor(() => expect(api.completeTask).toHaveBeenCalledTimes(1), { timeout: 5000 });
    expect(api.completeTask.mock.calls[0][0]).toMatchObject({ actionName: 'agreeTrans' });
    expect(api.getAfterJumpNodes).not.toHaveBeenCalled();
  });

  it('ends on the complete view, without the next-task choice, when opened from another system', async () => {
    const user = userEvent.setup();
    const { router } = renderTask('/taskFromOtherPage/t1/0/mail');
    await formReady();
    expect(screen.queryByRole('checkbox')).toBeNull();
    await user.click(within(toolbar()).getByRole('button', { name: '同意' }));
    expect(await screen.findByText('处理完成页')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/completeView/leave');
  });

  it('opens the next to-do after a wait when the user asked for it, and remembers the choice', async () => {
    api.getTodoList.mockResolvedValue(ok({ rows: [{ ...task, id: 't2', taskId: 't2', identityList: [] }], total: 1, page: 1, pageSize: 1 }));
    const user = userEvent.setup();
    const { router } = renderTask();
    await formReady();
    await user.click(screen.getByRole('checkbox', { name: '处理后自动打开下一个待办' }));
    expect(localStorage.getItem('fd.flow.openNextTask')).toBe('true');
    await user.click(within(toolbar()).getByRole('button', { name: '同意' }));
    expect(await screen.findByText('正在获取下一个任务,请稍等...')).toBeTruthy();
    await waitFor(() => expect(router.state.location.pathname).toBe('/task/t2/0'), { timeout: 4000 });
    expect(api.getTodoList).toHaveBeenCalledWith({ pageBean: { page: 1, pageSize: 1, showTotal: false } }, { quiet: true });
    localStorage.removeItem('fd.flow.openNextTask');
  });

  it('does not agree while the form is invalid', async () => {
    const user = userEvent.setup();
    renderTask();
    await formReady();
    await user.clear(screen.getByDisplayValue('张三'));
    await user.click(within(toolbar()).getByRole('button', { name: '同意' }));
    expect(await screen.findByText('请正确填写以下表单内容')).toBeTruthy();
    expect(api.completeTask).not.toHaveBeenCalled();
  });

  it('stays on the task when the server refuses the decision', async () => {
    api.completeTask.mockResolvedValue({ ok: false, status: 200, data: { state: false, message: '办理失败' }, message: '办理失败' });
    const user = userEvent.setup();
    const { router } = renderTask();
    await screen.findByDisplayValue('张三');
    await user.type(screen.getByLabelText('审批意见'), '不同意');
    await user.click(within(toolbar()).getByRole('button', { name: '反对' }));
    await waitFor(() => expect(api.completeTask).toHaveBeenCalledWith(expect.objectContaining({ actionName: 'oppose', opinion: '不同意' }), { quiet: true }));
    await waitFor(() => expect(screen.queryByText('任务处理中，请耐心等待...')).toBeNull());
    expect(await screen.findByText('任务处理失败：办理失败')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/task/t1/0');
  });

  it('asks for an opinion before opposing or rejecting', async () => {
    const user = userEvent.setup();
    renderTask();
    await screen.findByDisplayValue('张三');
    await user.click(within(toolbar()).getByRole('button', { name: '驳回' }));
    expect(await screen.findByText('请填写审批意见')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByLabelText('审批意见'));
    await user.click(within(toolbar()).getByRole('button', { name: '反对' }));
    expect(api.getRejectInfo).not.toHaveBeenCalled();
    expect(api.completeTask).not.toHaveBeenCalled();
  });

  it('rejects to a node chosen among the ones the server allows', async () => {
    api.getRejectInfo.mockResolvedValue(
      ok({ taskId: 't1', canReject: true, canRejectToStart: true, canRejectPreAct: true, canRejectToAnyNode: true, allowNormalNode: [{ nodeId: 'n1', name: '填写申请' }] }),
    );
    const user = userEvent.setup();
    renderTask();
    await screen.findByDisplayValue('张三');
    await user.type(screen.getByLabelText('审批意见'), '材料不全');
    await user.click(within(toolbar()).getByRole('button', { name: '驳回' }));
    const dialog = await screen.findByRole('dialog');
    expect(api.getRejectInfo).toHaveBeenCalledWith('t1');
    expect(within(dialog).getByRole('radio', { name: '上一节点' })).toBeTruthy();
    expect(within(dialog).getByRole('radiogroup', { name: '驳回到' })).toBeTruthy();
    await user.click(within(dialog).getByRole('radio', { name: '填写申请' }));
    await user.click(within(dialog).getByRole('radio', { name: '直接返回本节点' }));
    await user.click(within(dialog).getByRole('button', { name: '确定' }));
    await waitFor(() =>
      expect(api.completeTask).toHaveBeenCalledWith(
        expect.objectContaining({ taskId: 't1', actionName: 'reject', opinion: '材料不全', destination: 'n1', backHandMode: 'direct', formType: 'inner' }),
        { quiet: true },
      ),
    );
    expect(decodedData(api.completeTask.mock.calls[0][0].data)).toEqual({ leave: { applicant: '张三', reason: '回家' } });
  });

  it('replies to an inquiry with the opinion, which is required', async () => {
    api.getTask.mockResolvedValue(ok({ bpmTask: { ...task, status: 'TRANSFORMEDINQU' } }));
    api.getTaskDetail.mockResolvedValue(ok({ ...formAnswer({ applicant: '张三', reason: '回家' }), buttons: [{ name: '', alias: 'inquReply' }, { name: '', alias: 'approvalHistory' }] }));
    api.replyInquiry.mockResolvedValue(ok({ state: true, message: '征询回复成功' }));
    const user = userEvent.setup();
    const { router } = renderTask();
    await screen.findByDisplayValue('张三');
    await user.click(within(toolbar()).getByRole('button', { name: '征询回复' }));
    expect(await screen.findByText('请填写审批意见')).toBeTruthy();
    expect(api.replyInquiry).not.toHaveBeenCalled();
    await user.type(screen.getByLabelText('审批意见'), '已确认交接');
    await user.click(within(toolbar()).getByRole('button', { name: '征询回复' }));
    await waitFor(() => expect(api.replyInquiry).toHaveBeenCalledWith({ taskId: 't1', opinion: '已确认交接' }, { quiet: true }));
    expect(await screen.findByText('征询回复成功')).toBeTruthy();
    await waitFor(() => expect(router.state.location.pathname).toBe('/v-flow/v-todo'));
  });

  it('gives communication feedback as complete with actionName commu', async () => {
    api.getTaskDetail.mockResolvedValue(ok({ ...formAnswer({ applicant: '张三', reason: '回家' }), buttons: [{ name: '', alias: 'commu' }] }));
    const user = userEvent.setup();
    renderTask();
    await screen.findByDisplayValue('张三');
    await user.type(screen.getByLabelText('审批意见'), '人手足够');
    await user.click(within(toolbar()).getByRole('button', { name: '沟通反馈' }));
    await waitFor(() => expect(api.completeTask).toHaveBeenCalledWith(expect.objectContaining({ taskId: 't1', actionName: 'commu', opinion: '人手足够' }), { quiet: true }));
  });

  it('signs an add-sign with agree or oppose as its feedback, never completing the task', async () => {
    api.getTask.mockResolvedValue(ok({ bpmTask: { ...task, status: 'USERADDSIGN' } }));
    api.getTaskDetail.mockResolvedValue(ok({ ...formAnswer({ applicant: '张三', reason: '回家' }), buttons: ['agree', 'oppose', 'approvalHistory'].map((alias) => ({ name: '', alias })) }));
    api.addSignFeedback.mockResolvedValue(ok({ state: true, message: '加签反馈成功' }));
    const user = userEvent.setup();
    renderTask();
    await screen.findByDisplayValue('张三');
    await user.click(within(toolbar()).getByRole('button', { name: '反对' }));
    expect(await screen.findByText('请填写审批意见')).toBeTruthy();
    await user.type(screen.getByLabelText('审批意见'), '人手紧张');
    await user.click(within(toolbar()).getByRole('button', { name: '反对' }));
    await waitFor(() => expect(api.addSignFeedback).toHaveBeenCalledWith({ taskId: 't1', actionName: 'oppose', opinion: '人手紧张' }, { quiet: true }));
    expect(api.completeTask).not.toHaveBeenCalled();
    expect(await screen.findByText('加签反馈成功')).toBeTruthy();
  });

  describe('add-sign', () => {
    /** Clicks 加签, checks the dialog's title and hint, picks 张三 and confirms. */
    async function addSign(dialogTitle: string, hint: string) {
      api.pickUsers.mockResolvedValue([{ id: '10001', name: '张三' }]);
      const user = userEvent.setup();
      await screen.findByDisplayValue('张三');
      await user.type(screen.getByLabelText('审批意见'), '请一起看');
      await user.click(within(toolbar()).getByRole('button', { name: '加签' }));
      const dialog = await screen.findByRole('dialog', { name: dialogTitle });
      expect(within(dialog).getByText(hint)).toBeTruthy();
      await user.click(within(dialog).getByRole('button', { name: '选择人员' }));
      await within(dialog).findByText('张三', {}, { timeout: 5000 });
      await user.click(within(dialog).getByRole('button', { name: '确定' }));
      expect(await screen.findByText('我的待办列表', {}, { timeout: 5000 })).toBeTruthy();
    }
    const withAddSign = (status = 'NORMAL', nodeType = 'userTask') => {
      api.getTask.mockResolvedValue(ok({ bpmTask: { ...task, status }, curNodeDef: { nodeId: 'n1', name: '审批', type: nodeType } }));
      api.getTaskDetail.mockResolvedValue(ok({ ...formAnswer({ applicant: '张三', reason: '回家' }), buttons: ['agree', 'addSign'].map((alias) => ({ name: '', alias })) }));
    };

    it('adds voters to a countersign (taskSignUsers) on a vote of a signTask node', async () => {
      withAddSign('NORMAL', 'signTask');
      api.addCountersignVoters.mockResolvedValue(ok({ state: true, message: '会签加签成功，增加 1 名投票人' }));
      renderTask();
      await addSign('会签加签', '所选人员将成为本节点会签的投票人，与其他投票人一起按表决规则计票；审批意见框中的内容作为加签说明。');
      expect(api.addCountersignVoters).toHaveBeenCalledWith({ taskId: 't1', userId: '10001', opinion: '请一起看' }, { quiet: true });
      expect(api.startSignRound).not.toHaveBeenCalled();
    });

    it('adds signers to the round (taskCustomSignUsers) on a sign line signer’s task', async () => {
      withAddSign('SIGNLINE');
      api.addRoundSigners.mockResolvedValue(ok({ state: true, message: '添加签署人员成功，增加 1 人' }));
      renderTask();
      await addSign('添加签署人员', '所选人员将加入本轮签署（顺序签署时排在最后）；全部签署后任务回到发起签署的人。');
      expect(api.addRoundSigners).toHaveBeenCalledWith({ taskId: 't1', userId: '10001', opinion: '请一起看' }, { quiet: true });
    });

    it('has the chosen people sign first (userTaskToSign) on an ordinary task', async () => {
      withAddSign();
      api.startSignRound.mockResolvedValue(ok({ state: true, message: '加签成功，等待 1 人签署' }));
      renderTask();
      await addSign('加签', '所选人员签署后，任务再回到您这里；审批意见框中的内容会一并发送。');
      expect(api.startSignRound).toHaveBeenCalledWith({ taskId: 't1', userIds: '10001', opinion: '请一起看', signType: 'addSign' }, { quiet: true });
      expect(api.addCountersignVoters).not.toHaveBeenCalled();
    });
  });

  it('extends the due time by the hours chosen, with a reason, and stays on the task', async () => {
    api.getTask.mockResolvedValue(ok({ bpmTask: { ...task, dueTime: '2024-05-03 09:00:00', overdue: true } }));
    api.getTaskDetail.mockResolvedValue(ok({ ...formAnswer({ applicant: '张三', reason: '回家' }), buttons: [{ name: '', alias: 'agree' }, { name: '', alias: 'taskDelay' }] }));
    api.getExtendedDue.mockImplementation(async (_id: string, hours: number) => ok({ state: true, value: hours === 48 ? '2024-05-05 09:00:00' : '2024-05-04 09:00:00' }));
    api.delayTask.mockResolvedValue(ok({ state: true, message: '延期成功，新的期限：2024-05-05 09:00:00', value: '2024-05-05 09:00:00' }));
    const user = userEvent.setup();
    const { router } = renderTask();
    await screen.findByDisplayValue('张三');
    expect(screen.getByText('已逾期')).toBeTruthy();
    await user.click(within(toolbar()).getByRole('button', { name: '延期' }));
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText('延期后的期限：2024-05-04 09:00:00')).toBeTruthy();
    await user.click(within(dialog).getByRole('radio', { name: '48 小时' }));
    expect(await within(dialog).findByText('延期后的期限：2024-05-05 09:00:00')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: '确定' }));
    expect(within(dialog).getByRole('alert').textContent).toBe('请填写延期原因');
    await user.type(within(dialog).getByLabelText('延期原因'), '等待补充材料');
    await user.click(within(dialog).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(api.delayTask).toHaveBeenCalledWith({ taskId: 't1', addHours: 48, reason: '等待补充材料' }, { quiet: true }));
    expect(await screen.findByText('延期成功，新的期限：2024-05-05 09:00:00')).toBeTruthy();
    await waitFor(() => expect(api.getTask).toHaveBeenCalledTimes(2));
    expect(router.state.location.pathname).toBe('/task/t1/0');
  });

  it('ends the process only with a reason, then goes back to the to-dos', async () => {
    api.getTaskDetail.mockResolvedValue(ok({ ...formAnswer({ applicant: '张三', reason: '回家' }), buttons: [{ name: '', alias: 'endProcess' }] }));
    api.endProcess.mockResolvedValue(ok({ state: true, message: '' }));
    const user = userEvent.setup();
    const { router } = renderTask();
    await screen.findByDisplayValue('张三');
    await user.click(within(toolbar()).getByRole('button', { name: '终止' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: '确定' }));
    expect(within(dialog).getByRole('alert').textContent).toBe('请填写终止原因');
    expect(within(dialog).getByLabelText('终止原因').getAttribute('aria-invalid')).toBe('true');
    await user.type(within(dialog).getByLabelText('终止原因'), '  申请人已离职  ');
    await user.click(within(dialog).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(api.endProcess).toHaveBeenCalledWith({ taskId: 't1', endReason: '申请人已离职' }, { quiet: true }));
    expect(await screen.findByText('终止成功')).toBeTruthy();
    await waitFor(() => expect(router.state.location.pathname).toBe('/v-flow/v-todo'));
  });

  it('claims the task', async () => {
    api.lockUnlockTask.mockResolvedValue(ok(1));
    const user = userEvent.setup();
    renderTask();
    await screen.findByDisplayValue('张三');
    await user.click(within(toolbar()).getByRole('button', { name: '签收' }));
    expect(await screen.findByText('已签收')).toBeTruthy();
    expect(api.lockUnlockTask).toHaveBeenCalledWith('t1');
  });

  it('says when the task was handled already, with a way back to the to-dos', async () => {
    api.getTask.mockResolvedValue(ok({ message: '此任务已被处理或不存在！' }));
    renderTask();
    expect(await screen.findByRole('heading', { name: '此任务已被处理或不存在！' })).toBeTruthy();
    expect(screen.getByRole('link', { name: '返回我的待办' }).getAttribute('href')).toBe('/v-flow/v-todo');
    expect(api.getTaskDetail).not.toHaveBeenCalled();
  });

  it('shows a failure with a retry, and the missing-form text in English', async () => {
    api.getTask.mockResolvedValueOnce({ ok: false, status: 500, message: '您没有该任务的处理权限' });
    const user = userEvent.setup();
    renderTask();
    expect(await screen.findByText('您没有该任务的处理权限')).toBeTruthy();
    api.getTaskDetail.mockResolvedValue(ok({ result: 'formEmpty', buttons }));
    const { default: i18n } = await import('../../../i18n');
    await i18n.changeLanguage('en-US');
    try {
      await user.click(screen.getByRole('button', { name: 'Retry' }));
      expect(await screen.findByText('No form has been set for this process')).toBeTruthy();
      expect(within(toolbar('Task actions')).getByRole('button', { name: 'Agree' })).toBeTruthy();
    } finally {
      await i18n.changeLanguage('zh-CN');
    }
  });
});

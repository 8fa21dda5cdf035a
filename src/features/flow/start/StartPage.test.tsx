// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Toast } from '@douyinfe/semi-ui-19';
import { renderRoutes, seriousA11yViolations } from '../../../app/layout/testSupport';
import { decodedData, formAnswer, ok } from '../components/testing';
import StartPage from './StartPage';

const api = vi.hoisted(() => ({ getStartForm: vi.fn(), startProcess: vi.fn(), saveStartDraft: vi.fn(), getUrgentStateConf: vi.fn() }));
vi.mock('../../../api/flow', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  getUrgentStateConf: api.getUrgentStateConf,
  getStartForm: api.getStartForm,
  startProcess: api.startProcess,
  saveStartDraft: api.saveStartDraft,
}));

function renderStart(path: string) {
  return renderRoutes(
    [
      { path: 'agentStart/:defId/:leaderId', element: <StartPage /> },
      { path: 'agentStart/:defId/:leaderId/:copyInstId', element: <StartPage /> },
      { path: 'start/:defId/:instId', element: <StartPage /> },
      { path: 'v-flow/v-request', element: <p>我的请求列表</p> },
    ],
    path,
  );
}

const toolbar = () => screen.getByRole('toolbar', { name: '流程操作' });

async function formReady() {
  await waitFor(() => expect(document.querySelector('.fd-flow-form form:not([aria-busy="true"])')).not.toBeNull());
}

beforeEach(() => {
  const { result, ...form } = formAnswer({ applicant: '', reason: '' });
  api.getStartForm.mockResolvedValue(ok({ ...form, resultMsg: result === true ? undefined : result, definition: { defId: 'd1', name: '请假流程' } }));
  api.startProcess.mockResolvedValue(ok({ state: true, message: '启动成功', value: 'i9' }));
  api.getUrgentStateConf.mockResolvedValue(
    ok({ value: '', conf: JSON.stringify([{ state: 'normal', name: '普通', default: true }, { state: 'urgent', name: '紧急' }, { state: 'critical', name: '特急' }]) }),
  );
  api.saveStartDraft.mockResolvedValueOnce(ok({ state: true, message: '保存草稿成功', value: 'draft1' })).mockResolvedValue(ok({ state: true, message: '保存草稿成功', value: 'draft1' }));
});

afterEach(() => {
  cleanup();
  Toast.destroyAll();
  vi.clearAllMocks();
});

describe('StartPage', () => {
  it('starts the process for a leader with the validated data and goes to my requests', async () => {
    const user = userEvent.setup();
    const { router } = renderStart('/agentStart/d1/L7');
    expect(await screen.findByRole('heading', { level: 1, name: '请假流程' })).toBeTruthy();
    expect(api.getStartForm).toHaveBeenCalledWith({ defId: 'd1', proInstId: undefined, copyInstId: undefined }, { quiet: true });
    await formReady();
    await user.click(within(toolbar()).getByRole('button', { name: '启动' }));
    expect(await screen.findByText('请正确填写以下表单内容')).toBeTruthy();
    expect(api.startProcess).not.toHaveBeenCalled();

    await user.type(screen.getByLabelText(/申请人/), '王五');
    await user.click(within(toolbar()).getByRole('button', { name: '启动' }));
    await waitFor(() => expect(api.startProcess).toHaveBeenCalledTimes(1));
    const body = api.startProcess.mock.calls[0][0];
    expect(body).toMatchObject({ defId: 'd1', proInstId: undefined, formType: 'inner', agentLeaderId: 'L7', supportMobile: 1 });
    expect(decodedData(body.data)).toEqual({ leave: expect.objectContaining({ applicant: '王五' }) });
    expect(await screen.findByText('我的请求列表')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/v-flow/v-request');
  });

  it('saves a draft and updates the same draft on the second save', async () => {
    const user = userEvent.setup();
    const { router } = renderStart('/agentStart/d1/0/i3');
    await formReady();
    expect(api.getStartForm).toHaveBeenCalledWith({ defId: 'd1', proInstId: undefined, copyInstId: 'i3' }, { quiet: true });
    await user.type(screen.getByLabelText(/申请人/), '王五');
    await user.click(within(toolbar()).getByRole('button', { name: '保存' }));
    await waitFor(() => expect(api.saveStartDraft).toHaveBeenCalledTimes(1));
    expect(api.saveStartDraft.mock.calls[0][0]).toMatchObject({ defId: 'd1', proInstId: undefined, agentLeaderId: undefined });
    expect(await screen.findByText('保存草稿成功')).toBeTruthy();
    await user.click(within(toolbar()).getByRole('button', { name: '保存' }));
    await waitFor(() => expect(api.saveStartDraft).toHaveBeenCalledTimes(2));
    expect(api.saveStartDraft.mock.calls[1][0]).toMatchObject({ defId: 'd1', proInstId: 'draft1' });
    expect(router.state.location.pathname).toBe('/agentStart/d1/0/i3');
    expect(await seriousA11yViolations()).toEqual([]);
  });

  it('continues a draft: loads it and starts it', async () => {
    const user = userEvent.setup();
    api.getStartForm.mockResolvedValue(ok({ ...formAnswer({ applicant: '赵六', reason: '' }), definition: { defId: 'd1', name: '请假流程' } }));
    renderStart('/start/d1/draft5');
    await formReady();
    expect(api.getStartForm).toHaveBeenCalledWith({ defId: 'd1', proInstId: 'draft5', copyInstId: undefined }, { quiet: true });
    expect(screen.getByDisplayValue('赵六')).toBeTruthy();
    await user.click(within(toolbar()).getByRole('button', { name: '启动' }));
    await waitFor(() => expect(api.startProcess).toHaveBeenCalledWith(expect.objectContaining({ defId: 'd1', proInstId: 'draft5' })));
  });

  it('says when the process has no form, and shows a failure with a retry', async () => {
    api.getStartForm.mockResolvedValueOnce({ ok: false, status: 500, message: '流程定义不存在' });
    const user = userEvent.setup();
    renderStart('/agentStart/d1/0');
    expect(await screen.findByText('流程定义不存在')).toBeTruthy();
    api.getStartForm.mockResolvedValue(ok({ resultMsg: 'formEmpty', definition: { defId: 'd1', name: '请假流程' } }));
    await user.click(screen.getByRole('button', { name: '重试' }));
    expect(await screen.findByText('此流程还没有设置表单')).toBeTruthy();
  });

  it('starts with the urgency chosen, the default preselected', async () => {
    const user = userEvent.setup();
    renderStart('/agentStart/d1/0');
    const urgency = await screen.findByRole('radiogroup', { name: '紧急程度' });
    await waitFor(() => expect((within(urgency).getByRole('radio', { name: '普通' }) as HTMLInputElement).checked).toBe(true));
    expect(api.getUrgentStateConf).toHaveBeenCalledWith({ defId: 'd1', instId: undefined }, { quiet: true });
    await user.click(within(urgency).getByRole('radio', { name: '特急' }));
    await formReady();
    await user.type(screen.getByLabelText(/申请人/), '王五');
    await user.click(within(toolbar()).getByRole('button', { name: '启动' }));
    await waitFor(() => expect(api.startProcess).toHaveBeenCalledWith(expect.objectContaining({ urgentStateValue: 'critical' })));
    expect(await seriousA11yViolations()).toEqual([]);
  });

  it('asks nothing when there are no urgency choices', async () => {
    api.getUrgentStateConf.mockResolvedValue(ok({ value: '', conf: 'not json' }));
    renderStart('/agentStart/d1/0');
    await formReady();
    expect(screen.queryByRole('radiogroup', { name: '紧急程度' })).toBeNull();
  });
});

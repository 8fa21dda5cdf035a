// @vitest-environment jsdom
// The settings forms: their validation messages, the payload they save, the success toast and the way back to
// the list, read-only views and the record's failure.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Toast } from '@douyinfe/semi-ui-19';
import type { ReactElement } from 'react';
import { renderRoutes, seriousA11yViolations } from '../../../app/layout/testSupport';
import { setCurrentUser } from '../../../session/store';

const api = vi.hoisted(() => ({
  getApprovalItem: vi.fn(),
  saveApprovalItem: vi.fn(),
  getAgent: vi.fn(),
  saveAgent: vi.fn(),
  getSecretary: vi.fn(),
  saveSecretary: vi.fn(),
  getDeputySetting: vi.fn(),
  listDeputies: vi.fn(),
  saveDeputySetting: vi.fn(),
  getNewProcesses: vi.fn(),
  openSelector: vi.fn(),
}));
vi.mock('../../../api/approvalItem', () => ({ getApprovalItem: api.getApprovalItem, saveApprovalItem: api.saveApprovalItem }));
vi.mock('../../../api/delegation', () => ({
  getAgent: api.getAgent,
  saveAgent: api.saveAgent,
  getSecretary: api.getSecretary,
  saveSecretary: api.saveSecretary,
  getDeputySetting: api.getDeputySetting,
  listDeputies: api.listDeputies,
  saveDeputySetting: api.saveDeputySetting,
}));
vi.mock('../../../api/flow', () => ({ getNewProcesses: api.getNewProcesses }));
vi.mock('../../../engine/formContext', () => ({ useAppFormContext: () => ({ selectors: { open: api.openSelector } }) }));

const ok = <T,>(data: T) => ({ ok: true, status: 200, data });
const saved = ok({ state: true, message: '保存成功', value: 'new-id' });

function renderAt(path: string, route: string, element: ReactElement, listPath: string) {
  return renderRoutes(
    [
      { path: route, element },
      { path: listPath, element: <p>the list</p> },
    ],
    path,
  );
}

beforeEach(() => {
  api.getNewProcesses.mockResolvedValue(
    ok({
      rows: [
        { defId: '1', defKey: 'leave', name: '请假申请' },
        { defId: '2', defKey: 'expense', name: '费用报销' },
      ],
      total: 2,
      page: 1,
      pageSize: 1000,
    }),
  );
});

afterEach(() => {
  cleanup();
  Toast.destroyAll();
  vi.clearAllMocks();
});

describe('the common phrase form', () => {
  const render = async (path: string, mode: 'add' | 'edit' | 'view', route: string) => {
    const { default: Page } = await import('./ApprovalItemFormPage');
    return renderAt(path, route, <Page mode={mode} />, '/v-personal/v-approvalItem');
  };

  it('requires the phrase, then saves a personal phrase and goes back to the list', async () => {
    api.saveApprovalItem.mockResolvedValue(saved);
    const user = userEvent.setup();
    const { router } = await render('/approvalItem/approvalItemAdd', 'add', '/approvalItem/approvalItemAdd');
    expect(await screen.findByRole('heading', { level: 2, name: '新增常用语' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: '保存' }));
    expect(screen.getByRole('alert').textContent).toBe('请填写常用语');
    expect(screen.getByRole('textbox', { name: /常用语/ }).getAttribute('aria-invalid')).toBe('true');
    expect(await seriousA11yViolations()).toEqual([]);
    await user.type(screen.getByRole('textbox', { name: /常用语/ }), ' 同意，请尽快办理 ');
    expect(screen.queryByRole('alert')).toBeNull();
    await user.click(screen.getByRole('button', { name: '保存' }));
    expect(api.saveApprovalItem).toHaveBeenCalledWith({ expression: '同意，请尽快办理', type: 4 });
    expect(await screen.findByText('保存成功')).toBeTruthy();
    await waitFor(() => expect(router.state.location.pathname).toBe('/v-personal/v-approvalItem'));
  });

  it('edits a loaded phrase with its id and stays on a refused save', async () => {
    api.getApprovalItem.mockResolvedValue(ok({ id: 'a1', expression: '同意', type: 4 }));
    api.saveApprovalItem.mockResolvedValue({ ok: false, status: 200, message: '只能修改或删除自己的常用语' });
    const user = userEvent.setup();
    const { router } = await render('/approvalItem/approvalItemEdit/a1', 'edit', '/approvalItem/approvalItemEdit/:id');
    const field = (await screen.findByRole('textbox', { name: /常用语/ })) as HTMLTextAreaElement;
    expect(field.value).toBe('同意');
    expect(api.getApprovalItem).toHaveBeenCalledWith('a1', { quiet: true });
    await user.type(field, '。');
    await user.click(screen.getByRole('button', { name: '保存' }));
    expect(api.saveApprovalItem).toHaveBeenCalledWith({ id: 'a1', expression: '同意。', type: 4 });
    expect(router.state.location.pathname).toBe('/approvalItem/approvalItemEdit/a1');
  });

  describe('without the method rights (approvalItem_add, approvalItem_edit controlled, not granted)', () => {
    beforeEach(() => {
      sessionStorage.setItem('allMethod', JSON.stringify(['approvalItem_add', 'approvalItem_edit', 'approvalItem_del']));
      sessionStorage.setItem('methodAuth', JSON.stringify([]));
      setCurrentUser(null); // the rights are read afresh
    });
    afterEach(() => {
      sessionStorage.clear();
      setCurrentUser(null);
    });

    it('says that adding is not allowed instead of offering the form', async () => {
      await render('/approvalItem/approvalItemAdd', 'add', '/approvalItem/approvalItemAdd');
      expect(await screen.findByRole('heading', { name: '您没有新增常用语的权限' })).toBeTruthy();
      expect(screen.queryByRole('textbox')).toBeNull();
      expect(screen.queryByRole('button', { name: '保存' })).toBeNull();
      expect(screen.getByRole('button', { name: '返回' })).toBeTruthy();
    });

    it('shows the phrase read-only on its edit page', async () => {
      api.getApprovalItem.mockResolvedValue(ok({ id: 'a1', expression: '同意', type: 4, createTime: '2026-01-02 10:00:00' }));
      await render('/approvalItem/approvalItemEdit/a1', 'edit', '/approvalItem/approvalItemEdit/:id');
      expect(await screen.findByRole('heading', { level: 2, name: '常用语详情' })).toBeTruthy();
      expect(await screen.findByText('同意')).toBeTruthy();
      expect(screen.queryByRole('textbox')).toBeNull();
      expect(screen.queryByRole('button', { name: '保存' })).toBeNull();
      expect(api.saveApprovalItem).not.toHaveBeenCalled();
    });
  });

  it('shows a phrase read-only, and a failure to load with a retry', async () => {
    api.getApprovalItem.mockResolvedValueOnce({ ok: false, status: 500, message: '服务器错误' }).mockResolvedValue(ok({ id: 'a1', expression: '同意', createTime: '2026-01-02 10:00:00' }));
    const user = userEvent.setup();
    await render('/approvalItem/approvalItemGet/a1', 'view', '/approvalItem/approvalItemGet/:id');
    expect(await screen.findByRole('heading', { name: '记录加载失败' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: '重试' }));
    expect(await screen.findByText('2026-01-02 10:00:00')).toBeTruthy();
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(screen.getByRole('button', { name: '返回' })).toBeTruthy();
  });
});

describe('the agent form', () => {
  const render = async (path: string, mode: 'add' | 'edit' | 'view', route: string) => {
    const { default: Page } = await import('./AgentFormPage');
    return renderAt(path, route, <Page mode={mode} />, '/v-personal/v-agent');
  };
  const setting = {
    id: 'g1',
    subject: '年假代理',
    agentId: 'u2',
    agent: '李四',
    startDate: '2026-03-01 00:00:00',
    endDate: '2026-03-10 23:59:59',
    isEnabled: 'enabled',
    agentType: 2,
    authNames: '请假申请',
    agentDefList: [{ flowKey: 'leave', flowName: '请假申请' }],
  };

  it('names every missing field, and the processes of a chosen-process setting', async () => {
    const user = userEvent.setup();
    await render('/agent/agentAdd', 'add', '/agent/agentAdd');
    await screen.findByRole('heading', { name: '新增代理设置' });
    await user.click(screen.getByRole('radio', { name: '指定流程' }));
    expect(await screen.findByRole('checkbox', { name: '请假申请' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: '保存' }));
    expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toEqual(['请填写标题', '请选择代理人', '请选择开始时间', '请选择结束时间', '请选择代理的流程']);
    expect(await seriousA11yViolations()).toEqual([]);
    expect(api.saveAgent).not.toHaveBeenCalled();
  });

  it('loads a setting, refuses an end before the start, and saves the changes', async () => {
    api.getAgent.mockResolvedValue(ok(setting));
    api.saveAgent.mockResolvedValue(saved);
    api.openSelector.mockResolvedValue([{ id: 'u3', name: '王五' }]);
    const user = userEvent.setup();
    const { router } = await render('/agent/agentEdit/g1', 'edit', '/agent/agentEdit/:id');
    expect(((await screen.findByRole('textbox', { name: /标题/ })) as HTMLInputElement).value).toBe('年假代理');
    expect((screen.getByRole('checkbox', { name: '请假申请' }) as HTMLInputElement).checked).toBe(true);
    expect(within(screen.getByRole('group', { name: /代理人/ })).getByText('李四')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: '选择 代理人' }));
    expect(api.openSelector).toHaveBeenCalledWith('user', { multiple: false, selected: [{ id: 'u2', name: '李四' }] });
    await screen.findByText('王五');
    await user.click(screen.getByRole('checkbox', { name: '费用报销' }));
    await user.click(screen.getByRole('radio', { name: '禁用' }));
    await user.click(screen.getByRole('button', { name: '保存' }));
    expect(api.saveAgent).toHaveBeenCalledWith({
      id: 'g1',
      subject: '年假代理',
      agentId: 'u3',
      startDate: '2026-03-01 00:00:00',
      endDate: '2026-03-10 23:59:59',
      isEnabled: 'disabled',
      agentType: 2,
      agentDefList: [
        { flowKey: 'leave', flowName: '请假申请' },
        { flowKey: 'expense', flowName: '费用报销' },
      ],
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/v-personal/v-agent'));
  });

  it('keeps what was typed while choosing the agent and the processes', async () => {
    api.openSelector.mockResolvedValue([{ id: 'u3', name: '王五' }]);
    const user = userEvent.setup();
    await render('/agent/agentAdd', 'add', '/agent/agentAdd');
    await user.type(await screen.findByRole('textbox', { name: /标题/ }), '出差代理');
    await user.click(screen.getByRole('button', { name: '选择 代理人' }));
    await screen.findByText('王五');
    await user.click(screen.getByRole('radio', { name: '指定流程' }));
    await user.click(await screen.findByRole('checkbox', { name: '请假申请' }));
    expect((screen.getByRole('textbox', { name: /标题/ }) as HTMLInputElement).value).toBe('出差代理');
  });

  it('refuses a span whose end is not after its start', async () => {
    api.getAgent.mockResolvedValue(ok({ ...setting, endDate: setting.startDate }));
    const user = userEvent.setup();
    await render('/agent/agentEdit/g1', 'edit', '/agent/agentEdit/:id');
    await screen.findByRole('textbox', { name: /标题/ });
    await user.click(screen.getByRole('button', { name: '保存' }));
    expect(screen.getByRole('alert').textContent).toBe('开始时间必须早于结束时间');
    expect(api.saveAgent).not.toHaveBeenCalled();
  });

  it('shows a setting read-only', async () => {
    api.getAgent.mockResolvedValue(ok({ ...setting, agentType: 1, agentDefList: [] }));
    await render('/agent/agentGet/g1', 'view', '/agent/agentGet/:id');
    expect(await screen.findByRole('heading', { name: '代理设置详情' })).toBeTruthy();
    expect(screen.getByText('全部流程')).toBeTruthy();
    expect(screen.queryByRole('button', { name: '保存' })).toBeNull();
  });
});

describe('the secretary form', () => {
  const render = async (path: string) => {
    const { default: Page } = await import('./SecretaryFormPage');
    return renderAt(path, '/secretary/secretaryEdit/:id', <Page />, '/v-personal/v-secretary');
  };

  it('adds a secretary chosen with the user selector', async () => {
    api.saveSecretary.mockResolvedValue(saved);
    api.openSelector.mockResolvedValue([{ id: 'u3', name: '王五' }]);
    const user = userEvent.setup();
    await render('/secretary/secretaryEdit/new');
    await screen.findByRole('heading', { name: '新增秘书' });
    await user.click(screen.getByRole('button', { name: '保存' }));
    expect(screen.getByRole('alert').textContent).toBe('请选择秘书');
    await user.click(screen.getByRole('button', { name: '选择 秘书' }));
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
    await user.click(screen.getByRole('button', { name: '保存' }));
    expect(api.saveSecretary).toHaveBeenCalledWith({ secretaryId: 'u3' });
    expect(api.getSecretary).not.toHaveBeenCalled();
  });

  it('changes a loaded secretary', async () => {
    api.getSecretary.mockResolvedValue(ok({ id: 's1', leaderId: 'u1', leaderName: '赵六', secretaryId: 'u2', secretaryName: '李四' }));
    api.saveSecretary.mockResolvedValue(saved);
    const user = userEvent.setup();
    await render('/secretary/secretaryEdit/s1');
    await screen.findByText('李四');
    await user.click(screen.getByRole('button', { name: '保存' }));
    expect(api.saveSecretary).toHaveBeenCalledWith({ id: 's1', secretaryId: 'u2' });
  });
});

describe('the deputy setting', () => {
  const render = async (path: string, route: string) => {
    const { default: Page } = await import('./DeputySettingPage');
    return renderAt(path, route, <Page />, '/v-personal/v-bpmDeputy');
  };

  it('saves the whole set of deputies', async () => {
    api.getDeputySetting.mockResolvedValue(ok({ id: 'd1', agentId: 'u2,u3', agentName: '李四,王五', agentNames: '李四,王五', isEnabled: 'enabled' }));
    api.saveDeputySetting.mockResolvedValue(saved);
    api.openSelector.mockResolvedValue([{ id: 'u4', name: '赵六' }]);
    const user = userEvent.setup();
    await render('/bpmDeputy/bpmDeputySetting', '/bpmDeputy/bpmDeputySetting');
    await screen.findByText('王五');
    expect(await seriousA11yViolations()).toEqual([]);
    await user.click(screen.getByRole('button', { name: '选择 副职' }));
    expect(api.openSelector).toHaveBeenCalledWith('user', { multiple: true, selected: [{ id: 'u2', name: '李四' }, { id: 'u3', name: '王五' }] });
    await screen.findByText('赵六');
    await user.click(screen.getByRole('button', { name: '保存' }));
    expect(api.saveDeputySetting).toHaveBeenCalledWith({ agentIds: 'u4', isEnabled: 'enabled' });
  });

  it('requires a deputy when there is none', async () => {
    api.getDeputySetting.mockResolvedValue(ok({}));
    const user = userEvent.setup();
    await render('/bpmDeputy/bpmDeputySetting', '/bpmDeputy/bpmDeputySetting');
    await screen.findByText('未选择');
    await user.click(screen.getByRole('button', { name: '保存' }));
    expect(screen.getByRole('alert').textContent).toBe('请选择副职');
    expect(api.saveDeputySetting).not.toHaveBeenCalled();
  });

  it('changes one deputy row found by its id, and shows a missing row as not found', async () => {
    api.listDeputies.mockResolvedValueOnce(ok({ rows: [{ id: 'd1', agentId: 'u2', agentName: '李四', isEnabled: 'enabled', createTime: '' }], total: 1, page: 1, pageSize: 1 }));
    api.saveDeputySetting.mockResolvedValue(saved);
    const user = userEvent.setup();
    await render('/bpmDeputy/bpmDeputySetting/d1', '/bpmDeputy/bpmDeputySetting/:id');
    await screen.findByText('李四');
    expect(api.listDeputies.mock.calls[0][0].querys).toEqual([{ property: 'id', value: 'd1', operation: 'EQUAL' }]);
    await user.click(screen.getByRole('radio', { name: '禁用' }));
    await user.click(screen.getByRole('button', { name: '保存' }));
    expect(api.saveDeputySetting).toHaveBeenCalledWith({ id: 'd1', agentIds: 'u2', isEnabled: 'disabled' });
    cleanup();
    api.listDeputies.mockResolvedValue(ok({ rows: [], total: 0, page: 1, pageSize: 1 }));
    await render('/bpmDeputy/bpmDeputySetting/zz', '/bpmDeputy/bpmDeputySetting/:id');
    expect(await screen.findByRole('heading', { name: '记录不存在或已被删除' })).toBeTruthy();
  });
});

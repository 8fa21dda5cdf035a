// @vitest-environment jsdom
// The administrator's definition page: the list's rows and search, one definition's facts and who may start it.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderRoutes, seriousA11yViolations } from '../../../app/layout/testSupport';
import type { ManagedDefinitionRow } from '../../../api/flowDefinitions';

const api = vi.hoisted(() => ({ listDefinitions: vi.fn(), getStartRights: vi.fn() }));
vi.mock('../../../api/flowDefinitions', () => api);

const ok = <T,>(data: T) => ({ ok: true, status: 200, data });
const row = (over: Partial<ManagedDefinitionRow>): ManagedDefinitionRow => ({
  defId: 'contract', id: 'contract', name: '合同审查', defKey: 'contract', desc: '', status: 'deploy', version: 1, typeId: 'flow-legal', typeName: '合同法务', startRoles: ['deptManager', 'finance'], ...over,
});

afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

describe('the definition administration page', () => {
  it('lists definitions with who may start them, searches by name, and shows one with its start rights', async () => {
    api.listDefinitions.mockResolvedValue(ok({ rows: [row({}), row({ defId: 'leave', id: 'leave', name: '请假申请', defKey: 'leave', typeName: '人事行政', startRoles: [] })], total: 2, page: 1, pageSize: 20 }));
    api.getStartRights.mockResolvedValue(ok([{ type: 'role', id: 'deptManager', name: '部门经理' }, { type: 'admin', id: '', name: '管理员' }]));
    const { default: DefinitionManagePage } = await import('./DefinitionManagePage');
    renderRoutes([{ path: '/v-system/v-flowDefManage/*', element: <DefinitionManagePage title="流程定义" /> }], '/v-system/v-flowDefManage');
    const user = userEvent.setup();
    const table = await screen.findByRole('grid', { name: '流程定义' }, { timeout: 5000 });
    expect(within(table).getByText('deptManager, finance')).toBeTruthy();
    expect(within(table).getByText('所有人')).toBeTruthy();
    expect(await seriousA11yViolations()).toEqual([]);

    await user.type(screen.getByRole('textbox', { name: '流程名称' }), '合同{Enter}');
    await waitFor(() => expect(api.listDefinitions.mock.calls.at(-1)![0].querys).toEqual([{ property: 'name', value: '合同', operation: 'LIKE', relation: 'AND', group: 'main' }]));

    await user.click(screen.getByRole('button', { name: '查看 合同审查' }));
    const dialog = await screen.findByRole('dialog', {}, { timeout: 5000 });
    expect(await within(dialog).findByText('部门经理', {}, { timeout: 5000 })).toBeTruthy();
    expect(api.getStartRights).toHaveBeenCalledWith('contract', { quiet: true });
    expect(within(dialog).getByRole('heading', { name: '可发起人' })).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: '显示流程图' })).toBeTruthy();
    expect(await seriousA11yViolations()).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: '关闭' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  }, 30_000);
});

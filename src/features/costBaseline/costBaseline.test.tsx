// @vitest-environment jsdom
// The cost-baseline pages over a stubbed API: the project list and creating a baseline, the baseline operations
// (choose a project, add a line, a refusal kept in the dialog, activation, a 403), the history tabs and the
// overview with its chart (the engine's customChart kind; g2plot stubbed: jsdom cannot draw) — each with an axe check.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Toast } from '@douyinfe/semi-ui-19';
import { chooseOption, renderRoutes, seriousA11yViolations } from '../../app/layout/testSupport';
import { setCurrentUser } from '../../session/store';
import type { BaselineVersion, ProjectBaseline, ProjectBaselineRow, VersionDetail } from '../../api/costBaseline';

const api = vi.hoisted(() => ({
  listCostProjects: vi.fn(),
  createBaseline: vi.fn(),
  getProjectBaseline: vi.fn(),
  getBaselineVersion: vi.fn(),
  createBaselineVersion: vi.fn(),
  activateBaselineVersion: vi.fn(),
  saveCostLine: vi.fn(),
  removeCostLine: vi.fn(),
  listBaselineLog: vi.fn(),
  getCostOverview: vi.fn(),
  listRankCosts: vi.fn(),
}));
vi.mock('../../api/costBaseline', async (importOriginal) => ({ ...(await importOriginal<object>()), ...api }));
const g2plot = vi.hoisted(() => ({ drawn: [] as unknown[] }));
vi.mock('@antv/g2plot', () => ({
  Column: class {
    constructor(_container: HTMLElement, options: unknown) {
      g2plot.drawn.push(options);
    }
    render() {}
    update() {}
    destroy() {}
  },
}));

const ok = <T,>(data: T) => ({ ok: true, status: 200, data });
const done = (message: string, value = 'x') => ok({ state: true, message, value });
const page = <T,>(rows: T[]) => ok({ rows, total: rows.length, page: 1, pageSize: 10 });
const project = { id: 'prj-2', code: 'P2025-0002', name: '华东移动门户项目', deptName: '华北销售部', budget: 500000 };
const row = (over: Partial<ProjectBaselineRow> = {}): ProjectBaselineRow => ({
  ...project, baselineId: 'b2', managerName: '张三', myLevel: 'manager', activeVersionNo: 1, activeTotal: 100000, ...over,
});
const totals = { labour: 40000, material: 0, outsourcing: 60000, other: 0 };
const version = (over: Partial<BaselineVersion> = {}): BaselineVersion => ({
  id: 'v2', versionNo: 2, status: 'draft', reason: '范围扩大', createByName: '张三', createTime: '2026-02-10 09:00:00', activateByName: '', activateTime: '',
  totals, total: 100000, ...over,
});
const baseline = (over: Partial<ProjectBaseline> = {}): ProjectBaseline => ({
  project, baseline: { id: 'b2', managerName: '张三', createTime: '2026-01-05 09:00:00' }, myLevel: 'manager',
  versions: [version(), version({ id: 'v1', versionNo: 1, status: 'active', reason: '' })], ...over,
});
const detail = (over: Partial<VersionDetail> = {}): VersionDetail => ({
  project, baselineId: 'b2', myLevel: 'manager', version: version(),
  lines: [
    { id: 'l1', category: 'labour', item: '方案设计', rank: 'T6', hours: 160, hourlyCost: 250, amount: 40000 },
    { id: 'l2', category: 'outsourcing', item: 'UI 设计外包', rank: '', hours: null, hourlyCost: null, amount: 60000 },
  ],
  ...over,
});

async function renderPage(module: string, path: string, title: string) {
  const { default: Page } = (await import(`./${module}.tsx`)) as { default: (props: { title: string }) => React.ReactElement };
  return renderRoutes([{ path: `/costBaseline/${path.split('?')[0].split('/')[2]}`, element: <Page title={title} /> }], path);
}

beforeEach(() => {
  setCurrentUser({ token: 't', loginTime: Date.now(), expiration: 7200, loginStatus: true, username: '张三', account: 'zhangsan', userId: '10001', userAttrs: {} });
  api.listCostProjects.mockResolvedValue(page([row(), row({ id: 'prj-10', code: 'P2025-0010', name: '华南协同办公项目', baselineId: '', myLevel: '', activeVersionNo: null, activeTotal: null })]));
  api.getProjectBaseline.mockResolvedValue(ok(baseline()));
  api.getBaselineVersion.mockResolvedValue(ok(detail()));
  api.listRankCosts.mockResolvedValue(ok([{ rank: 'T4', hourlyCost: 160 }, { rank: 'T6', hourlyCost: 250 }]));
  g2plot.drawn.length = 0;
});

afterEach(() => {
  cleanup();
  Toast.destroyAll();
  vi.clearAllMocks();
});

describe('projectManage', () => {
  it('lists the projects with their baseline and creates one after a confirmation', async () => {
    const user = userEvent.setup();
    api.createBaseline.mockResolvedValue(done('成本基线已创建', 'b10'));
    const { router } = await renderPage('ProjectManagePage', '/costBaseline/projectManage', '项目管理');
    const grid = await screen.findByRole('grid', { name: '项目管理' });
    expect(within(grid).getByText('V1 · ¥100,000.00')).toBeTruthy();
    expect(within(grid).getByRole('link', { name: '华东移动门户项目 的基线操作' }).getAttribute('href')).toBe('/costBaseline/baselineOperate?project=prj-2');
    expect(await seriousA11yViolations()).toEqual([]);
    const search = screen.getByRole('search', { name: '搜索项目' });
    await user.type(within(search).getByLabelText('所属部门'), '华北');
    await user.click(within(search).getByRole('button', { name: '查询' }));
    await waitFor(() => expect(api.listCostProjects).toHaveBeenCalledTimes(2));
    expect(api.listCostProjects.mock.calls[1][0]).toMatchObject({ querys: [{ property: 'deptName', value: '华北', operation: 'LIKE' }] });
    await user.click(within(await screen.findByRole('grid', { name: '项目管理' })).getByRole('button', { name: '建立基线：华南协同办公项目' }));
    const dialog = await screen.findByRole('dialog', { name: '建立成本基线' });
    await user.click(within(dialog).getByRole('button', { name: '建立基线' }));
    await screen.findByText('成本基线已创建');
    expect(api.createBaseline).toHaveBeenCalledWith('prj-10');
    await waitFor(() => expect(router.state.location.search).toBe('?project=prj-10'));
  });

  it('shows the failure with a retry', async () => {
    const user = userEvent.setup();
    api.listCostProjects.mockResolvedValueOnce({ ok: false, status: 500, message: '服务器内部错误' });
    await renderPage('ProjectManagePage', '/costBaseline/projectManage', '项目管理');
    await screen.findByText('项目加载失败');
    await user.click(screen.getByRole('button', { name: '重试' }));
    await screen.findByRole('grid', { name: '项目管理' });
  });
});

describe('baselineOperate', () => {
  it('asks for a project first', async () => {
    await renderPage('BaselineOperatePage', '/costBaseline/baselineOperate', '基线操作');
    await screen.findByText('请选择一个项目');
    await userEvent.click(await screen.findByRole('combobox', { name: '项目' }));
    expect((await screen.findAllByRole('option')).map((option) => option.textContent)).toContain('P2025-0002 华东移动门户项目');
    expect(api.getProjectBaseline).not.toHaveBeenCalled();
  });

  it("shows the draft's lines, adds a line, and keeps a refusal in the dialog", async () => {
    const user = userEvent.setup();
    api.saveCostLine.mockResolvedValueOnce({ ok: false, status: 400, message: '只有草稿版本可以修改' }).mockResolvedValueOnce(done('成本项已保存'));
    await renderPage('BaselineOperatePage', '/costBaseline/baselineOperate?project=prj-2', '基线操作');
    const lines = await screen.findByRole('grid', { name: 'V2 成本项' });
    expect(within(lines).getByText('方案设计')).toBeTruthy();
    expect(within(screen.getByRole('grid', { name: '合计' })).getByText('¥100,000.00')).toBeTruthy();
    expect(await seriousA11yViolations()).toEqual([]);

    await user.click(screen.getByRole('button', { name: '添加成本项' }));
    const dialog = await screen.findByRole('dialog', { name: '添加成本项' });
    await chooseOption(user, within(dialog).getByRole('combobox', { name: '类别' }), '材料');
    await user.click(within(dialog).getByRole('button', { name: '保存' }));
    expect(within(dialog).getByRole('alert').textContent).toBe('请填写成本项名称');
    await user.type(within(dialog).getByLabelText('成本项'), '测试设备');
    await user.type(within(dialog).getByLabelText('金额'), '2400');
    await user.click(within(dialog).getByRole('button', { name: '保存' }));
    await waitFor(() => expect(within(dialog).getByRole('alert').textContent).toBe('只有草稿版本可以修改'));
    expect(api.saveCostLine).toHaveBeenCalledWith({ versionId: 'v2', id: undefined, category: 'material', item: '测试设备', amount: 2400 }, { quiet: true });
    await user.click(within(dialog).getByRole('button', { name: '保存' }));
    await screen.findByText('成本项已保存');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '添加成本项' })).toBeNull());
  });

  it('activates the draft after a confirmation', async () => {
    const user = userEvent.setup();
    api.activateBaselineVersion.mockResolvedValue(done('版本已生效'));
    await renderPage('BaselineOperatePage', '/costBaseline/baselineOperate?project=prj-2', '基线操作');
    await user.click(await screen.findByRole('button', { name: '生效' }));
    const dialog = await screen.findByRole('dialog', { name: '使版本生效' });
    await user.click(within(dialog).getByRole('button', { name: '生效' }));
    await screen.findByText('版本已生效');
    expect(api.activateBaselineVersion).toHaveBeenCalledWith('v2');
  });

  it('offers a viewer no changes, and shows a refusal as the failure', async () => {
    api.getProjectBaseline.mockResolvedValueOnce(ok(baseline({ myLevel: 'viewer' })));
    await renderPage('BaselineOperatePage', '/costBaseline/baselineOperate?project=prj-2', '基线操作');
    await screen.findByRole('grid', { name: 'V2 成本项' });
    expect(screen.getByText('您只能查看该基线。')).toBeTruthy();
    expect(screen.queryByRole('button', { name: '添加成本项' })).toBeNull();
    expect(screen.queryByRole('button', { name: '修改 方案设计' })).toBeNull();
    cleanup();
    api.getProjectBaseline.mockResolvedValueOnce({ ok: false, status: 403, message: '您没有查看该成本基线的权限' });
    await renderPage('BaselineOperatePage', '/costBaseline/baselineOperate?project=prj-1', '基线操作');
    await screen.findByText('成本基线加载失败');
    expect(screen.getByText('您没有查看该成本基线的权限')).toBeTruthy();
  });
});

describe('costHistory', () => {
  it('shows the versions, then the version log on its tab', async () => {
    const user = userEvent.setup();
    api.listBaselineLog.mockResolvedValue(page([{ id: 'g1', action: 'createVersion', versionNo: 2, detail: '范围扩大', level: '', userName: '张三', createTime: '2026-02-10 09:00:00' }]));
    const { router } = await renderPage('CostHistoryPage', '/costBaseline/costHistory?project=prj-2', '历史成本');
    const versions = await screen.findByRole('grid', { name: '历史成本 · 版本记录' });
    expect(within(versions).getByRole('link', { name: 'V1 明细' }).getAttribute('href')).toBe('/costBaseline/costDetail/v1');
    expect(await seriousA11yViolations()).toEqual([]);
    await user.click(screen.getByRole('tab', { name: '版本日志' }));
    const log = await screen.findByRole('grid', { name: '历史成本 · 版本日志' });
    expect(within(log).getByText('新建 V2：范围扩大')).toBeTruthy();
    expect(api.listBaselineLog.mock.calls[0].slice(0, 2)).toEqual(['b2', true]);
    expect(router.state.location.search).toBe('?project=prj-2&tab=costVersionLog');
    // Filtered by action (a select of the version events) and by user, through the QueryFilter.
    const search = screen.getByRole('search', { name: '搜索记录' });
    expect(within(search).getByRole('combobox', { name: '操作' })).toBeTruthy();
    await user.type(within(search).getByLabelText('操作人'), '张三');
    await user.click(within(search).getByRole('button', { name: '查询' }));
    await waitFor(() => expect(api.listBaselineLog).toHaveBeenCalledTimes(2));
    expect(api.listBaselineLog.mock.calls[1][2]).toMatchObject({ pageBean: { page: 1, pageSize: 10 }, querys: [{ property: 'userName', value: '张三', operation: 'LIKE' }] });
    expect(await seriousA11yViolations()).toEqual([]);
  });
});

describe('costOverview', () => {
  it('draws the stacked chart and sums the projects in the table', async () => {
    api.getCostOverview.mockResolvedValue(ok([{ project, versionNo: 1, totals, total: 100000 }, { project: { ...project, id: 'prj-1', code: 'P2024-0001' }, versionNo: 2, totals, total: 100000 }]));
    await renderPage('CostOverviewPage', '/costBaseline/costOverview', '成本总览');
    const table = await screen.findByRole('grid', { name: '各项目分类成本' });
    expect(within(table).getByText('全部项目').closest('tr')?.textContent).toContain('¥200,000.00');
    await waitFor(() => expect(g2plot.drawn).toHaveLength(1));
    // Drawn by the engine's customChart kind: its points are { x: category, series, value }.
    expect(g2plot.drawn[0]).toMatchObject({ isStack: true, data: expect.arrayContaining([{ x: 'P2024-0001', series: '外包', value: 60000 }]) });
    expect(await screen.findByRole('img', { name: /堆叠柱状图/ })).toBeTruthy();
    expect(within(table).getByRole('link', { name: /^P2024-0001/ }).getAttribute('href')).toBe('/costBaseline/costHistory?project=prj-1&tab=costVersionRecords');
    expect(await seriousA11yViolations()).toEqual([]);
  });

  it('says when there is nothing to show', async () => {
    api.getCostOverview.mockResolvedValue(ok([]));
    await renderPage('CostOverviewPage', '/costBaseline/costOverview', '成本总览');
    await screen.findByText('还没有可查看的生效成本基线');
  });
});

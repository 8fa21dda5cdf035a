// @vitest-environment jsdom
// The service-package pages over a stubbed API (docs/cost-baseline.md "Service packages"): fwbBase keeps the
// template's screens in its address, fwbPred forecasts a project, batchGenerate adds into several drafts and
// shows a refusal, fwbValidate lists and filters findings — each with an axe check.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Toast } from '@douyinfe/semi-ui-19';
import { chooseOption, renderRoutes, seriousA11yViolations } from '../../app/layout/testSupport';
import { setCurrentUser } from '../../session/store';
import type { ProjectBaselineRow } from '../../api/costBaseline';
import type { BaselineFinding, PackageForecast, ServicePackage } from '../../api/servicePackages';
import type { TemplatePageProps } from '../statement/TemplatePage';

const api = vi.hoisted(() => ({
  listCostProjects: vi.fn(),
  listServicePackages: vi.fn(),
  forecastPackages: vi.fn(),
  generateIntoDrafts: vi.fn(),
  validateBaselines: vi.fn(),
}));
vi.mock('../../api/costBaseline', async (importOriginal) => ({ ...(await importOriginal<object>()), listCostProjects: api.listCostProjects }));
vi.mock('../../api/servicePackages', async (importOriginal) => ({ ...(await importOriginal<object>()), ...api }));
// The data template itself is the statement area's (tested there): here only what the page hands it.
const template = vi.hoisted(() => ({ props: [] as TemplatePageProps[] }));
vi.mock('../statement/TemplatePage', () => ({
  TemplatePage: (props: TemplatePageProps) => {
    template.props.push(props);
    return <h1>服务包 {props.screen.kind}</h1>;
  },
}));

const ok = <T,>(data: T) => ({ ok: true, status: 200, data });
const row = (id: string, code: string, name: string, myLevel: ProjectBaselineRow['myLevel']): ProjectBaselineRow => ({
  id, code, name, deptName: '研发部', budget: 500000, baselineId: `b-${id}`, managerName: '张三', myLevel, activeVersionNo: 1, activeTotal: 100000,
});
const packages: ServicePackage[] = [
  { id: 'p1', code: 'FWB-REQ', name: '需求调研', description: '', total: 23600, lines: [
    { category: 'labour', item: '业务访谈', rank: 'T5', hours: 40, hourlyCost: 200, amount: 8000 },
    { category: 'other', item: '调研差旅', rank: '', hours: null, hourlyCost: null, amount: 6000 },
  ] },
  { id: 'p2', code: 'FWB-OPS', name: '上线运维', description: '', total: 15000, lines: [{ category: 'outsourcing', item: '机房托管', rank: '', hours: null, hourlyCost: null, amount: 15000 }] },
];
const forecast: PackageForecast = {
  project: { id: 'prj-1', code: 'P2024-0001', name: '智慧园区项目', budget: 30000 },
  lines: [
    { packageId: 'p1', packageCode: 'FWB-REQ', packageName: '需求调研', quantity: 2, category: 'labour', item: '业务访谈', rank: 'T5', hours: 80, hourlyCost: 200, amount: 16000 },
    { packageId: 'p1', packageCode: 'FWB-REQ', packageName: '需求调研', quantity: 2, category: 'other', item: '调研差旅', rank: '', hours: null, hourlyCost: null, amount: 12000 },
  ],
  totals: { labour: 16000, material: 0, outsourcing: 0, other: 12000 }, total: 28000, budget: 30000, budgetBalance: 2000,
  baseline: { versionNo: 2, total: 20000, difference: 8000 },
};
const finding = (over: Partial<BaselineFinding>): BaselineFinding => ({
  id: 'f1', projectId: 'prj-1', projectCode: 'P2024-0001', projectName: '智慧园区项目', versionId: 'v2', versionNo: 2, status: 'active',
  severity: 'error', kind: 'overBudget', item: '', figure: 212200, expected: 200000, ...over,
});

async function renderPage(module: string, path: string, title: string) {
  const { default: Page } = (await import(`./${module}.tsx`)) as { default: (props: { title: string }) => React.ReactElement };
  return renderRoutes([{ path: `/costBaseline/${path.split('?')[0].split('/')[2]}`, element: <Page title={title} /> }], path);
}

beforeEach(() => {
  setCurrentUser({ token: 't', loginTime: Date.now(), expiration: 7200, loginStatus: true, username: '张三', account: 'zhangsan', userId: '10001', userAttrs: {} });
  api.listCostProjects.mockResolvedValue(ok({ rows: [row('prj-1', 'P2024-0001', '智慧园区项目', 'manager'), row('prj-2', 'P2025-0002', '移动门户项目', 'editor'), row('prj-3', 'P2025-0003', '数据平台项目', 'viewer')], total: 3, page: 1, pageSize: 1000 }));
  api.listServicePackages.mockResolvedValue(ok(packages));
  template.props.length = 0;
});

afterEach(() => {
  cleanup();
  Toast.destroyAll();
  vi.clearAllMocks();
});

async function choosePackage(user: ReturnType<typeof userEvent.setup>, quantity?: string) {
  const select = screen.getByRole('combobox', { name: '服务包' });
  await waitFor(() => expect(select.getAttribute('aria-disabled')).not.toBe('true'));
  await chooseOption(user, select, /^FWB-REQ 需求调研/);
  if (quantity) {
    const input = screen.getByLabelText('数量');
    await user.clear(input);
    await user.type(input, quantity);
  }
}

describe('fwbBase', () => {
  it('renders the package template and keeps its screens in the address', async () => {
    const { router } = await renderPage('FwbBasePage', '/costBaseline/fwbBase?screen=form&action=edit&id=6900001', '服务包基础');
    await screen.findByRole('heading', { name: '服务包 form' });
    expect(template.props.at(-1)).toMatchObject({ templateKey: 'fwbPackages', screen: { kind: 'form', action: 'edit', id: '6900001' } });
    template.props.at(-1)!.onScreen!({ kind: 'list' });
    await screen.findByRole('heading', { name: '服务包 list' });
    expect(router.state.location.search).toBe('');
    template.props.at(-1)!.onScreen!({ kind: 'form', action: 'add' });
    await waitFor(() => expect(router.state.location.search).toBe('?screen=form&action=add'));
  });
});

describe('fwbPred', () => {
  it('forecasts the chosen project and compares it with budget and baseline', async () => {
    const user = userEvent.setup();
    api.forecastPackages.mockResolvedValue(ok(forecast));
    await renderPage('FwbPredPage', '/costBaseline/fwbPred', '服务包预测');
    await user.click(screen.getByRole('button', { name: '预测' }));
    expect((await screen.findByRole('alert')).textContent).toBe('请选择项目');
    await chooseOption(user, await screen.findByRole('combobox', { name: '项目' }), 'P2024-0001 智慧园区项目');
    await user.click(screen.getByRole('button', { name: '预测' }));
    expect((await screen.findByRole('alert')).textContent).toBe('请至少选择一个服务包');
    await choosePackage(user, '2');
    await user.click(screen.getByRole('button', { name: '预测' }));
    const figures = await screen.findByRole('grid', { name: '预测与对比' });
    expect(api.forecastPackages).toHaveBeenCalledWith('prj-1', [{ packageId: 'p1', quantity: 2 }], { quiet: true });
    expect(within(figures).getByText('生效基线（V2）')).toBeTruthy();
    expect(within(figures).getByText('¥8,000.00')).toBeTruthy();
    expect(within(screen.getByRole('grid', { name: '预测明细' })).getAllByText('FWB-REQ 需求调研 × 2')).toHaveLength(2);
    expect(await seriousA11yViolations()).toEqual([]);
  });

  it('shows a failed forecast with the server’s message', async () => {
    const user = userEvent.setup();
    api.forecastPackages.mockResolvedValue({ ok: false, status: 404, message: '服务包不存在：p1' });
    await renderPage('FwbPredPage', '/costBaseline/fwbPred?project=prj-1', '服务包预测');
    await choosePackage(user);
    await user.click(screen.getByRole('button', { name: '预测' }));
    expect((await screen.findByRole('alert')).textContent).toBe('预测失败: 服务包不存在：p1');
  });
});

describe('batchGenerate', () => {
  it('offers the baselines the caller edits, generates into their drafts and links to them', async () => {
    const user = userEvent.setup();
    api.generateIntoDrafts.mockResolvedValue(ok({ state: true, message: '已将服务包成本项加入 2 个项目的草稿版本', value: [
      { projectId: 'prj-1', projectCode: 'P2024-0001', projectName: '智慧园区项目', versionId: 'v3', versionNo: 3, createdDraft: true, added: 2 },
      { projectId: 'prj-2', projectCode: 'P2025-0002', projectName: '移动门户项目', versionId: 'v2', versionNo: 2, createdDraft: false, added: 2 },
    ] }));
    await renderPage('BatchGeneratePage', '/costBaseline/batchGenerate', '批量生成');
    const projects = await screen.findByRole('group', { name: '项目（您可编辑的成本基线）' });
    expect(within(projects).getAllByRole('checkbox')).toHaveLength(2);
    await user.click(within(projects).getByRole('checkbox', { name: 'P2024-0001 智慧园区项目' }));
    await user.click(within(projects).getByRole('checkbox', { name: 'P2025-0002 移动门户项目' }));
    await choosePackage(user);
    await user.click(screen.getByRole('button', { name: '添加服务包' }));
    await chooseOption(user, screen.getAllByRole('combobox', { name: '服务包' })[1]!, /^FWB-OPS/);
    await user.click(screen.getByRole('button', { name: '批量生成' }));
    await screen.findByText('已将服务包成本项加入 2 个项目的草稿版本');
    expect(api.generateIntoDrafts).toHaveBeenCalledWith(['prj-1', 'prj-2'], [{ packageId: 'p1', quantity: 1 }, { packageId: 'p2', quantity: 1 }], { quiet: true });
    const result = screen.getByRole('region', { name: '生成结果' });
    expect(within(result).getByText(/P2024-0001 智慧园区项目：向 V3 加入 2 项（新建草稿）/)).toBeTruthy();
    expect(within(result).getByRole('link', { name: '查看 P2025-0002 移动门户项目 的成本基线' }).getAttribute('href')).toBe('/costBaseline/baselineOperate?project=prj-2');
    expect(await seriousA11yViolations()).toEqual([]);
  });

  it('shows the refusal naming the project', async () => {
    const user = userEvent.setup();
    api.generateIntoDrafts.mockResolvedValue({ ok: false, status: 403, message: '您不是项目 P2025-0002 移动门户项目 成本基线的编辑者，未生成任何成本项' });
    await renderPage('BatchGeneratePage', '/costBaseline/batchGenerate', '批量生成');
    await user.click(await screen.findByRole('checkbox', { name: 'P2025-0002 移动门户项目' }));
    await choosePackage(user);
    await user.click(screen.getByRole('button', { name: '批量生成' }));
    expect((await screen.findByRole('alert')).textContent).toContain('P2025-0002 移动门户项目');
    expect(screen.queryByRole('region', { name: '生成结果' })).toBeNull();
  });
});

describe('fwbValidate', () => {
  it('lists the findings with their severity and searches again', async () => {
    const user = userEvent.setup();
    api.validateBaselines.mockResolvedValue(ok([
      finding({}),
      finding({ id: 'f2', severity: 'warning', kind: 'rateChanged', item: '平台升级', figure: 320, expected: 210 }),
    ]));
    await renderPage('FwbValidatePage', '/costBaseline/fwbValidate', '服务包校验');
    const grid = await screen.findByRole('grid', { name: '校验结果' });
    await within(grid).findByText('总额超出预算');
    expect(within(grid).getByText('错误')).toBeTruthy();
    expect(within(grid).getByText('小时成本与职级当前成本不同')).toBeTruthy();
    expect(within(grid).getAllByRole('link', { name: 'P2024-0001 智慧园区项目' })[0].getAttribute('href')).toBe('/costBaseline/baselineOperate?project=prj-1');
    expect(await seriousA11yViolations()).toEqual([]);
    api.validateBaselines.mockResolvedValue(ok([]));
    const search = screen.getByRole('search', { name: '筛选校验结果' });
    // the project and severity choices are Semi selects, which jsdom cannot drive: the e2e test filters
    expect(within(search).getByRole('combobox', { name: '项目' })).toBeTruthy();
    await user.click(within(search).getByRole('button', { name: '查询' }));
    await screen.findByText('没有发现问题');
    expect(api.validateBaselines).toHaveBeenLastCalledWith({ projectId: undefined, severity: undefined }, { quiet: true });
  });

  it('shows a failure with a retry', async () => {
    const user = userEvent.setup();
    api.validateBaselines.mockResolvedValueOnce({ ok: false, status: 500, message: '服务器内部错误' }).mockResolvedValue(ok([finding({})]));
    await renderPage('FwbValidatePage', '/costBaseline/fwbValidate', '服务包校验');
    await screen.findByText(/校验结果加载失败/);
    await user.click(screen.getByRole('button', { name: '重试' }));
    await within(await screen.findByRole('grid', { name: '校验结果' })).findByText('总额超出预算');
  });
});

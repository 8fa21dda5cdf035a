// @vitest-environment jsdom
// The work-hour pages: handing in one's own months (checked first, refused frozen months shown by the server's
// message), and for managers freezing a person's handed-in months and checking a department's cost report.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Toast } from '@douyinfe/semi-ui-19';
import { renderRoutes, seriousA11yViolations } from '../../app/layout/testSupport';
import { setCurrentUser } from '../../session/store';
import type { WorkReport } from '../../api/report';

const api = vi.hoisted(() => ({
  getReportsById: vi.fn(),
  submitReport: vi.fn(),
  freezeReport: vi.fn(),
  freezeReportList: vi.fn(),
  validateCostReport: vi.fn(),
  powerWorkHour: vi.fn(),
  powerProjectAllReport: vi.fn(),
  getOrgMaster: vi.fn(),
  openSelector: vi.fn(),
}));
vi.mock('../../api/report', () => ({
  getReportsById: api.getReportsById,
  submitReport: api.submitReport,
  freezeReport: api.freezeReport,
  freezeReportList: api.freezeReportList,
  validateCostReport: api.validateCostReport,
}));
vi.mock('../../api/user', () => ({ powerWorkHour: api.powerWorkHour, powerProjectAllReport: api.powerProjectAllReport }));
vi.mock('../../api/org', () => ({ getOrgMaster: api.getOrgMaster }));
vi.mock('../../engine/formContext', () => ({ useAppFormContext: () => ({ locale: 'zh-CN', selectors: { open: api.openSelector } }) }));

const ok = <T,>(data: T) => ({ ok: true, status: 200, data });
const year = new Date().getFullYear();
const report = (month: number, hours: number, status: WorkReport['status']): WorkReport => ({
  id: `r${month}`, userId: 'u1', account: 'zhangsan', fullname: '张三', year, month, hours, status, depCode: 'D1', submitTime: `${year}-0${month + 1}-01 18:00:00`, freezeTime: '', updateTime: '',
});

beforeEach(() => {
  setCurrentUser({ token: 't', loginTime: Date.now(), expiration: 7200, loginStatus: true, username: '张三', account: 'zhangsan', userId: 'u1', userAttrs: {} });
  api.getReportsById.mockResolvedValue(ok([report(1, 150, 'frozen'), report(2, 140, 'submitted')]));
});

afterEach(() => {
  cleanup();
  Toast.destroyAll();
  vi.clearAllMocks();
});

describe('工时填报', () => {
  async function renderReport() {
    const { default: Page } = await import('./WorkHourReportPage');
    return renderRoutes([{ path: '/v-workHour/v-workHourReport', element: <Page title="工时填报" /> }], '/v-workHour/v-workHourReport');
  }

  it('shows the year’s months, checks the hours typed and hands a month in', async () => {
    api.submitReport.mockResolvedValue(ok({ state: true, message: '提交成功' }));
    const user = userEvent.setup();
    await renderReport();
    const table = await screen.findByRole('table', { name: `${year} 年我的工时` });
    expect(within(table).getAllByRole('row')).toHaveLength(13);
    expect(screen.getByText('本年度已提交 290 小时')).toBeTruthy();
    // a frozen month is read only
    expect(screen.queryByRole('textbox', { name: '1 月工时' })).toBeNull();
    // read and typed hours show the same one decimal
    expect(within(table).getByRole('row', { name: /^1 月/ }).textContent).toContain('150.0');
    expect(screen.getByRole('textbox', { name: '2 月工时' })).toHaveProperty('value', '140.0');
    const march = screen.getByRole('textbox', { name: '3 月工时' });
    await user.click(screen.getByRole('button', { name: '提交 3 月工时' }));
    expect((await screen.findByRole('alert')).textContent).toBe('请填写工时');
    await user.type(march, '1.25');
    await user.click(screen.getByRole('button', { name: '提交 3 月工时' }));
    expect((await screen.findByRole('alert')).textContent).toBe('工时须为数字，最多一位小数');
    await user.clear(march);
    await user.type(march, '168.5');
    await user.click(screen.getByRole('button', { name: '提交 3 月工时' }));
    await waitFor(() => expect(api.submitReport).toHaveBeenCalledWith({ userId: 'u1', year, month: 3, hours: 168.5 }));
    expect(await screen.findByText('提交成功')).toBeTruthy();
    await waitFor(() => expect(api.getReportsById).toHaveBeenCalledTimes(2));
    expect(await seriousA11yViolations()).toEqual([]);
  });

  it('shows the server’s refusal as an error and keeps what was typed', async () => {
    api.submitReport.mockResolvedValue(ok({ state: false, message: '该月工时已冻结，不能修改' }));
    const user = userEvent.setup();
    await renderReport();
    const february = await screen.findByRole('textbox', { name: '2 月工时' });
    await user.clear(february);
    await user.type(february, '150');
    await user.click(screen.getByRole('button', { name: '重新提交 2 月工时' }));
    expect(await screen.findByText('该月工时已冻结，不能修改')).toBeTruthy();
    expect(february).toHaveProperty('value', '150');
    expect(screen.getByRole('button', { name: '重新提交 2 月工时' })).toBeTruthy();
  });

  it('offers a retry when the hours cannot be loaded', async () => {
    api.getReportsById.mockResolvedValueOnce({ ok: false, status: 500, message: 'boom' });
    const user = userEvent.setup();
    await renderReport();
    await user.click(await screen.findByRole('button', { name: '重试' }));
    expect(await screen.findByRole('table')).toBeTruthy();
  });
});

describe('项目工时', () => {
  async function renderPro() {
    const { default: Page } = await import('./WorkHourProReportPage');
    return renderRoutes([{ path: '/workHourProReport', element: <Page /> }], '/workHourProReport');
  }

  it('says so to somebody without either right', async () => {
    api.powerWorkHour.mockResolvedValue(ok({ state: true, value: false }));
    api.powerProjectAllReport.mockResolvedValue(ok({ state: true, value: false }));
    await renderPro();
    expect(await screen.findByText('您没有查看项目工时的权限')).toBeTruthy();
  });

  it('freezes a chosen person’s handed-in months, and checks a department’s cost report', async () => {
    api.powerWorkHour.mockResolvedValue(ok({ state: true, value: true }));
    api.powerProjectAllReport.mockResolvedValue(ok({ state: true, value: true }));
    api.getOrgMaster.mockResolvedValue(ok({ id: 'o1', name: '研发部', code: 'D1' }));
    api.openSelector.mockResolvedValue([{ id: 'u1', name: '张三' }]);
    api.getReportsById.mockResolvedValue(ok([report(1, 150, 'frozen'), report(2, 140, 'submitted'), report(3, 160, 'submitted')]));
    api.freezeReportList.mockResolvedValue(ok({ state: true, message: '冻结成功' }));
    api.validateCostReport.mockResolvedValue(ok({ state: true, value: false }));
    const user = userEvent.setup();
    await renderPro();
    await user.click(await screen.findByRole('button', { name: '选择人员' }));
    const table = await screen.findByRole('table', { name: `张三 的 ${year} 年工时` });
    expect(within(table).queryByRole('checkbox', { name: '选择 1 月' })).toBeNull();
    await user.click(within(table).getByRole('checkbox', { name: '选择 2 月' }));
    await user.click(within(table).getByRole('checkbox', { name: '选择 3 月' }));
    await user.click(screen.getByRole('button', { name: '冻结所选（2）' }));
    await waitFor(() => expect(api.freezeReportList).toHaveBeenCalledWith([{ id: 'r2' }, { id: 'r3' }]));
    expect(await screen.findByText('冻结成功')).toBeTruthy();

    const dep = screen.getByRole('textbox', { name: '部门编码' });
    await waitFor(() => expect(dep).toHaveProperty('value', 'D1'));
    await user.click(screen.getByRole('button', { name: '核对' }));
    await waitFor(() => expect(api.validateCostReport).toHaveBeenCalledWith({ depcode: 'D1', annual: year }));
    expect(await screen.findByText(`部门 D1 的 ${year} 年度成本报表尚未生成`)).toBeTruthy();
    await user.clear(dep);
    await user.click(screen.getByRole('button', { name: '核对' }));
    expect(await screen.findByText('请填写部门编码')).toBeTruthy();
    expect(await seriousA11yViolations()).toEqual([]);
  });
});

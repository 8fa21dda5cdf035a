// @vitest-environment jsdom
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { cleanup, configure, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ApiResult } from '../../api/http';
import { renderRoutes, seriousA11yViolations } from '../../app/layout/testSupport';
import ChartPage from './ChartPage';

const mocks = vi.hoisted(() => ({
  getCustomChart: vi.fn(),
  getListData: vi.fn(),
}));

vi.mock('../../api/customChart', () => ({
  getCustomChart: mocks.getCustomChart,
  createAppChartSource: () => ({ getListData: mocks.getListData }),
}));

// jsdom cannot draw: a plot that records nothing (the drawing is proven in tests/e2e/chart.e2e.ts).
vi.mock('../../../renderers/kinds/chart/loadG2plot', () => {
  class Plot {
    render() {}
    update() {}
    destroy() {}
  }
  return { loadG2plot: async () => ({ Line: Plot, Column: Plot, Pie: Plot }) };
});

const FIXTURES = join(__dirname, '../../../fixtures/customChart');
const definition = JSON.parse(readFileSync(join(FIXTURES, 'headcount-by-department.json'), 'utf8')) as Record<string, unknown>;
const answers = JSON.parse(readFileSync(join(FIXTURES, 'answers/headcount-by-department.json'), 'utf8')) as { rows: Record<string, unknown>[] };

const ok = <T,>(data: T): ApiResult<T> => ({ ok: true, status: 200, data });
const failed = (status: number, message: string): ApiResult<never> => ({ ok: false, status, message, errorKind: 'http' });

const showPage = (chartId: string) => renderRoutes([{ path: '/statement/chart/:chartId', element: <ChartPage /> }], `/statement/chart/${chartId}`);

beforeEach(() => {
  mocks.getCustomChart.mockReset();
  mocks.getListData.mockReset();
  mocks.getListData.mockResolvedValue({ rows: answers.rows, total: answers.rows.length, page: 1, pageSize: 1000 });
});
afterEach(cleanup);
// Semi in jsdom is slow on a busy machine: give async queries more than the default second.
configure({ asyncUtilTimeout: 5000 });

describe('ChartPage', () => {
  it('shows the chart of the id in the route, named by a level-1 heading, with data from the portal source', async () => {
    mocks.getCustomChart.mockResolvedValue(ok(definition));
    showPage('30000000000000002');
    await screen.findByRole('heading', { level: 1, name: '各部门在职人数' });
    expect(mocks.getCustomChart).toHaveBeenCalledWith('30000000000000002', { quiet: true });
    await screen.findByRole('img', { name: /各部门在职人数（柱状图，9 个数据点）/ });
    expect(mocks.getListData).toHaveBeenCalledWith('30000000000000002', expect.objectContaining({ querys: [expect.objectContaining({ property: 'status', value: '在职' })] }));
    expect(document.title).toBe('各部门在职人数 - 图表');
    expect(await seriousA11yViolations()).toEqual([]);
  });

  it('says so for an unknown chart', async () => {
    mocks.getCustomChart.mockResolvedValue(failed(404, '图表不存在：nope'));
    showPage('nope');
    await screen.findByRole('heading', { level: 1, name: '未找到图表 nope' });
    expect(mocks.getListData).not.toHaveBeenCalled();
  });

  it('shows a failed load with the server’s message and tries again on retry', async () => {
    mocks.getCustomChart.mockResolvedValueOnce(failed(500, '服务器内部错误')).mockResolvedValue(ok(definition));
    showPage('30000000000000002');
    await screen.findByRole('heading', { level: 1, name: '图表加载失败' });
    screen.getByText('服务器内部错误');
    await userEvent.click(screen.getByRole('button', { name: '重试' }));
    await screen.findByRole('heading', { level: 1, name: '各部门在职人数' });
    await waitFor(() => expect(mocks.getCustomChart).toHaveBeenCalledTimes(2));
  });
});

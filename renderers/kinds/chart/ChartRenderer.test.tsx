// @vitest-environment jsdom
// The chart view with a stand-in for g2plot (jsdom cannot draw; the real drawing is in tests/e2e/chart.e2e.ts):
// what is loaded with which conditions, the zoom slider, the data tab, and the loading, empty, error and
// unsupported states.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { act, cleanup, configure, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createEngine, SchemaRenderer } from '../../core';
import { adaptChart, type CustomChartModel } from './adapter';
import { ChartRenderer } from './ChartRenderer';
import type { CustomChartDefinition } from './definition';
import { customChartKind } from './kind';
import { createRecordedChartSource } from './recordedSource';
import type { ChartPage, ChartQueryFilter, CustomChartSource } from './source';

interface FakePlot {
  type: string;
  options: { data: unknown[] };
  updates: { data: unknown[] }[];
  destroyed: boolean;
}

const g2 = vi.hoisted(() => ({ plots: [] as FakePlot[], failures: 0 }));

vi.mock('./loadG2plot', () => {
  const plotClass = (type: string) =>
    class {
      readonly record: FakePlot;
      constructor(_container: HTMLElement, options: { data: unknown[] }) {
        this.record = { type, options, updates: [], destroyed: false };
        g2.plots.push(this.record);
      }
      render() {}
      update(options: { data: unknown[] }) {
        this.record.updates.push(options);
      }
      destroy() {
        this.record.destroyed = true;
      }
    };
  return {
    loadG2plot: async () => {
      if (g2.failures > 0) {
        g2.failures -= 1;
        throw new Error('chunk failed');
      }
      return { Line: plotClass('Line'), Column: plotClass('Column'), Pie: plotClass('Pie') };
    },
  };
});

const FIXTURES = join(__dirname, '../../../fixtures/customChart');
const definitionOf = (name: string) => JSON.parse(readFileSync(join(FIXTURES, `${name}.json`), 'utf8')) as CustomChartDefinition;
const answersOf = (name: string) => JSON.parse(readFileSync(join(FIXTURES, 'answers', `${name}.json`), 'utf8')) as unknown;

/** The recorded source, with every call it gets. */
function spySource(name: string): CustomChartSource & { calls: ChartQueryFilter[] } {
  const recorded = createRecordedChartSource(answersOf(name));
  const calls: ChartQueryFilter[] = [];
  return {
    calls,
    getListData: (id, filter) => {
      calls.push(filter);
      return recorded.getListData(id, filter);
    },
  };
}

function show(name: string, source: CustomChartSource = spySource(name), locale: 'zh-CN' | 'en-US' = 'zh-CN') {
  const model: CustomChartModel = adaptChart(definitionOf(name), locale);
  render(<ChartRenderer model={model} locale={locale} source={source} />);
  return source;
}

const lastPlot = () => g2.plots[g2.plots.length - 1];
const drawnData = (plot: FakePlot) => (plot.updates.length ? plot.updates[plot.updates.length - 1] : plot.options).data;

beforeEach(() => {
  g2.plots.length = 0;
  g2.failures = 0;
});
afterEach(cleanup);
// Semi in jsdom is slow on a busy machine: give async queries more than the default second.
configure({ asyncUtilTimeout: 5000 });

describe('the chart tab', () => {
  it('draws the rows of the default conditions as a named image', async () => {
    const source = spySource('monthly-sales-by-region');
    show('monthly-sales-by-region', source);
    expect(screen.getByRole('heading', { level: 2, name: '各区域月度销售额' })).toBeTruthy();
    await screen.findByRole('img', { name: '各区域月度销售额（折线图，20 个数据点）。数据见“数据”页签。' });
    expect(source.calls[0]).toEqual({
      pageBean: { page: 1, pageSize: 1000, showTotal: true },
      querys: [{ property: 'sale_date', value: ['2025-01-01', '2026-12-31'], operation: 'BETWEEN', relation: 'AND', group: 'main' }],
      sorter: [{ property: 'month', direction: 'ASC' }],
    });
    await waitFor(() => expect(lastPlot()?.type).toBe('Line'));
    // 24 months: the first 20 are drawn until the slider widens the window; three series each.
    expect(drawnData(lastPlot())).toHaveLength(60);
  });

  it('zooms with the keyboard through the slider of a chart above 20 rows', async () => {
    show('monthly-sales-by-region');
    const [start, end] = await screen.findAllByRole('slider', { name: '缩放范围' });
    expect(start.getAttribute('aria-valuetext')).toBe('起点：2025-01');
    expect(end.getAttribute('aria-valuetext')).toBe('终点：2026-08');
    screen.getByText('显示第 1–20 项，共 24 项');
    await waitFor(() => expect(lastPlot()).toBeDefined());
    act(() => {
      end.focus();
      fireEvent.keyDown(end, { key: 'ArrowRight', code: 'ArrowRight', keyCode: 39 });
    });
    await screen.findByText('显示第 1–21 项，共 24 项');
    await waitFor(() => expect(drawnData(lastPlot())).toHaveLength(63));
    expect(g2.plots).toHaveLength(1);
  });

  it('has no slider for pies or for 20 rows and fewer', async () => {
    show('sales-share-by-region');
    await waitFor(() => expect(lastPlot()?.type).toBe('Pie'));
    expect(screen.queryByRole('slider')).toBeNull();
    cleanup();
    show('headcount-by-department');
    await waitFor(() => expect(lastPlot()?.type).toBe('Column'));
    expect(screen.queryByRole('slider')).toBeNull();
  });

  it('shows the empty state, and an error with a retry', async () => {
    let fail = true;
    const source: CustomChartSource = {
      getListData: () => (fail ? Promise.reject(new Error('服务器内部错误')) : Promise.resolve<ChartPage>({ rows: [], total: 0, page: 1, pageSize: 1000 })),
    };
    show('monthly-sales-by-region', source);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('数据加载失败：服务器内部错误');
    fail = false;
    await userEvent.click(within(alert).getByRole('button', { name: '重试' }));
    await screen.findByText('暂无数据');
  });

  it('says when the chart component cannot be loaded, and loads it again on retry', async () => {
    g2.failures = 1;
    show('headcount-by-department');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('图表组件加载失败');
    await userEvent.click(within(alert).getByRole('button', { name: '重试' }));
    await waitFor(() => expect(lastPlot()?.type).toBe('Column'));
  });
});

describe('the condition form', () => {
  it('sends what was typed on search and the defaults again on reset', async () => {
    const source = spySource('project-budget-vs-cost');
    show('project-budget-vs-cost', source);
    await waitFor(() => expect(lastPlot()).toBeDefined());
    expect(source.calls[0].querys).toEqual([{ property: 'status', value: '进行中', operation: 'EQUAL', relation: 'AND', group: 'main' }]);
    const form = screen.getByRole('search', { name: '项目预算与成本的查询条件' });
    await userEvent.type(within(form).getByLabelText('项目名称'), '流程引擎');
    await userEvent.type(within(form).getByLabelText('项目编号'), 'P2024');
    await userEvent.click(within(form).getByRole('button', { name: /查\s*询/ }));
    await waitFor(() => expect(source.calls).toHaveLength(2));
    expect(source.calls[1].querys).toContainEqual({ property: 'name', value: '流程引擎', operation: 'LIKE', relation: 'AND', group: 'main' });
    expect(source.calls[1].querys).toContainEqual({ property: 'code', value: 'P2024', operation: 'RIGHT_LIKE', relation: 'AND', group: 'main' });
    await waitFor(() => expect((drawnData(lastPlot()) as { x: string }[]).every((point) => point.x.startsWith('P2024-'))).toBe(true));
    await userEvent.click(within(form).getByRole('button', { name: /重\s*置/ }));
    await waitFor(() => expect(source.calls).toHaveLength(3));
    expect(source.calls[2].querys).toEqual(source.calls[0].querys);
    expect((within(form).getByLabelText('项目名称') as HTMLInputElement).value).toBe('');
    expect((within(form).getByLabelText('项目编号') as HTMLInputElement).value).toBe('');
  });

  it('is absent for a chart without conditions, and does not show fixed ones', async () => {
    show('project-status-share');
    await waitFor(() => expect(lastPlot()).toBeDefined());
    expect(screen.queryByRole('search')).toBeNull();
    cleanup();
    show('headcount-by-department');
    const form = screen.getByRole('search');
    expect(within(form).queryByText('状态')).toBeNull();
    within(form).getByText('性别');
  });
});

describe('the data tab', () => {
  it('pages the rows of the same conditions, 10 by default', async () => {
    const source = spySource('hiring-trend');
    show('hiring-trend', source);
    await waitFor(() => expect(lastPlot()).toBeDefined());
    await userEvent.click(screen.getByRole('tab', { name: '数据' }));
    const table = await screen.findByRole('region', { name: '月度入职人数的数据' });
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(11));
    within(table).getByRole('columnheader', { name: '入职月份' });
    within(table).getByText('2023-01');
    expect(source.calls[1].pageBean).toEqual({ page: 1, pageSize: 10, showTotal: true });
    expect(source.calls[1].querys).toEqual(source.calls[0].querys);
    within(table).getByText('共 36 条');
    await userEvent.click(within(table).getByRole('button', { name: '第 2 页' }));
    await within(table).findByText('2023-11');
    expect(source.calls[2].pageBean).toEqual({ page: 2, pageSize: 10, showTotal: true });
  });

  it('loads the table only once the tab is opened, and keeps it when going back and forth', async () => {
    const source = spySource('salary-by-post');
    show('salary-by-post', source);
    await waitFor(() => expect(lastPlot()).toBeDefined());
    expect(source.calls).toHaveLength(1);
    await userEvent.click(screen.getByRole('tab', { name: '数据' }));
    await screen.findByText('总监');
    await userEvent.click(screen.getByRole('tab', { name: '图表' }));
    await screen.findByRole('img');
    await userEvent.click(screen.getByRole('tab', { name: '数据' }));
    await screen.findByText('总监');
    expect(source.calls.filter((call) => call.pageBean.pageSize === 10)).toHaveLength(1);
  });
});

describe('texts and states', () => {
  it('shows markup from the definition and the rows as text', async () => {
    show('hostile-labels');
    const heading = screen.getByRole('heading', { level: 2 });
    expect(heading.textContent).toBe('<img src=x onerror="window.__chartXss=1">标签安全');
    await waitFor(() => expect(lastPlot()).toBeDefined());
    await userEvent.click(screen.getByRole('tab', { name: '数据' }));
    await screen.findByText('华东<img src=x onerror="window.__chartXss=1">');
    expect(document.querySelector('img, b, i, sup')).toBeNull();
  });

  it('names radar and tree charts as not supported, in both languages', () => {
    render(<ChartRenderer model={adaptChart(definitionOf('post-salary-radar'), 'zh-CN')} locale="zh-CN" />);
    expect(screen.getByRole('status').textContent).toContain('暂不支持显示雷达图');
    cleanup();
    render(<ChartRenderer model={adaptChart(definitionOf('department-tree'), 'en-US')} locale="en-US" />);
    expect(screen.getByRole('status').textContent).toContain('A tree chart cannot be shown yet');
    expect(screen.getByRole('status').textContent).toContain('"Department tree" is a tree chart (style 5).');
  });

  it('says so when the page gives no data source', () => {
    render(<ChartRenderer model={adaptChart(definitionOf('hiring-trend'), 'en-US')} locale="en-US" />);
    expect(screen.getByRole('alert').textContent).toBe('No data source is configured for the chart.');
  });

  it('renders through the engine with view.source, in English', async () => {
    const engine = createEngine({ kinds: [customChartKind] });
    const result = engine.prepare('customChart', definitionOf('headcount-by-department'), { locale: 'en-US' });
    expect(result.ok).toBe(true);
    render(<SchemaRenderer engine={engine} result={result} path="test" locale="en-US" view={{ source: spySource('headcount-by-department'), headingLevel: 1 }} />);
    screen.getByRole('heading', { level: 1, name: 'Headcount by department' });
    await screen.findByRole('img', { name: 'Headcount by department (bar chart, 9 data points). The data is in the Data tab.' });
    screen.getByRole('tab', { name: 'Chart' });
    screen.getByRole('radio', { name: 'Male' });
  });
});

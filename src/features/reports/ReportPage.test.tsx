// @vitest-environment jsdom
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { cleanup, configure, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { httpClient } from '../../api/http';
import { installFakeNetwork, type FakeAnswer, type SentRequest } from '../../api/testing/fakeNetwork';
import { renderRoutes, seriousA11yViolations } from '../../app/layout/testSupport';
import { defaultConfig, setConfig } from '../../config/runtime';
import { setLanguage } from '../../i18n';
import { REPORTS, type ReportKey } from './reportCatalogue';
import ReportPage from './ReportPage';

// jsdom cannot draw: a plot that records nothing (the drawing is proven in tests/e2e/reports.e2e.ts).
vi.mock('../../../renderers/kinds/chart/loadG2plot', () => {
  class Plot {
    render() {}
    update() {}
    destroy() {}
  }
  return { loadG2plot: async () => ({ Line: Plot, Column: Plot, Pie: Plot }) };
});

const FIXTURES = join(import.meta.dirname, '../../../fixtures');
const read = (path: string) => JSON.parse(readFileSync(join(FIXTURES, path), 'utf8')) as Record<string, unknown>;
const finance = read('queryView/report-project-finance.json');
const financeRows = (read('queryView/answers/report-project-finance.json').pages as unknown[])[0];
const budgetChart = read('customChart/project-budget-vs-cost.json');
const budgetRows = read('customChart/answers/project-budget-vs-cost.json').rows as unknown[];

type Reply = (request: SentRequest) => FakeAnswer | undefined;
/** The server of the finance report: its query view and its chart; `override` answers first when it answers. */
function serve(override: Reply = () => undefined): SentRequest[] {
  return installFakeNetwork(httpClient, (request) => {
    const answer = override(request);
    if (answer) return answer;
    if (request.url.includes('/getJson')) return { data: request.url.includes('alias=finance') ? finance : {} };
    if (request.url.includes('/data_projectFinanceSql/finance')) return { data: financeRows };
    if (request.url.includes('/customChart/v1/get/')) return { data: budgetChart };
    if (request.url.includes('/getListData')) return { data: { rows: budgetRows, total: budgetRows.length, page: 1, pageSize: 200 } };
    return { status: 404, data: { state: false, message: 'not here' } };
  });
}

const show = (report: ReportKey, title?: string) => renderRoutes([{ path: '/report', element: <ReportPage report={report} title={title} /> }], '/report');

beforeEach(async () => {
  setConfig(defaultConfig());
  await setLanguage('zh-CN');
});
afterEach(cleanup);
// Semi in jsdom is slow on a busy machine: give async queries more than the default second.
configure({ asyncUtilTimeout: 5000 });

describe('ReportPage', () => {
  it('shows the report’s chart and its query view under the menu item’s name, without serious accessibility violations', async () => {
    const sent = serve();
    show('financeReport', '财务报表（菜单）');
    await screen.findByRole('heading', { level: 1, name: '财务报表（菜单）' });
    await screen.findByRole('heading', { level: 2, name: '项目财务报表' });
    await screen.findByRole('heading', { level: 2, name: '项目预算与成本' });
    await screen.findByText(String((financeRows as { rows: { name: string }[] }).rows[0].name));
    expect(screen.getByRole('button', { name: '导出全部数据' })).toBeTruthy();
    expect(sent.some((request) => request.url.includes('/getJson?sqlAlias=projectFinanceSql&alias=finance'))).toBe(true);
    expect(sent.some((request) => request.url.includes('/customChart/v1/get/projectBudgetVsCost'))).toBe(true);
    await waitFor(() => expect(document.title).toBe('财务报表（菜单） - 报表'));
    expect(await seriousA11yViolations()).toEqual([]);
  }, 60_000);

  it('does not repeat its heading when the report is one list (工时报告 once)', async () => {
    const hours = read('queryView/report-hours.json');
    const hoursRows = (read('queryView/answers/report-hours.json').pages as unknown[])[0];
    serve((request) => (request.url.includes('/getJson') && request.url.includes('alias=hours') ? { data: hours } : request.url.includes('/data_workHourSql/hours') ? { data: hoursRows } : undefined));
    show('v-gsReport', '工时报告');
    await screen.findByRole('heading', { level: 1, name: '工时报告' });
    // the list keeps the view's name as its section's label, without a second heading
    await screen.findByRole('region', { name: '工时报告' });
    expect(screen.getAllByRole('heading', { name: '工时报告' })).toHaveLength(1);
  }, 60_000);

  it('names itself after the report without a menu title, in English too', async () => {
    await setLanguage('en-US');
    serve();
    show('financeReport');
    await screen.findByRole('heading', { level: 1, name: 'Finance report' });
    await screen.findByRole('heading', { level: 2, name: 'Project finance report' });
    expect(screen.getByRole('button', { name: 'Export all rows' })).toBeTruthy();
  });

  it('shows a failed definition with the server’s message in place of its section, and loads it again on retry', async () => {
    let failures = 1;
    serve((request) => (request.url.includes('/getJson') && failures-- > 0 ? { status: 500, data: { state: false, message: '数据库忙' } } : undefined));
    show('financeReport');
    await screen.findByRole('heading', { level: 2, name: '报表加载失败' });
    screen.getByText('数据库忙');
    // the chart of the same page is not held up by the failed list
    await screen.findByRole('heading', { level: 2, name: '项目预算与成本' });
    await userEvent.click(screen.getByRole('button', { name: '重试' }));
    await screen.findByRole('heading', { level: 2, name: '项目财务报表' });
  });

  it('says which definition is missing: an unknown view and an unknown chart', async () => {
    serve((request) => (request.url.includes('/getJson') ? { data: {} } : request.url.includes('/customChart/v1/get/') ? { status: 404, data: { state: false, message: '图表不存在' } } : undefined));
    show('financeReport');
    await screen.findByRole('heading', { level: 2, name: '未找到报表 projectFinanceSql/finance' });
    await screen.findByRole('heading', { level: 2, name: '未找到图表 projectBudgetVsCost' });
  });

  it('shows a loading state while the definitions are on their way', async () => {
    installFakeNetwork(httpClient, () => new Promise<FakeAnswer>(() => undefined));
    show('v-gsStatistics');
    expect(await screen.findByText('图表加载中…')).toBeTruthy();
    expect(screen.getByText('报表加载中…')).toBeTruthy();
  });

  it('has a title in both languages for every report of the catalogue', async () => {
    const zh = read('../src/i18n/locales/zh-CN/reports.json').titles as Record<string, string>;
    const en = read('../src/i18n/locales/en-US/reports.json').titles as Record<string, string>;
    for (const key of Object.keys(REPORTS)) {
      expect(zh[key], key).toBeTruthy();
      expect(en[key], key).toBeTruthy();
    }
  });
});

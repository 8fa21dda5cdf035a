// Custom charts drawn for real by g2plot in Chromium: replayed fixtures (no server data) and the server-backed
// chart page — tabs, the paged data tab and its page sizes, zooming with the slider by keyboard and by drag,
// the condition form, tooltips that keep server text as text, both languages, axe on every state.
import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { describeViolations, newPage, seriousAxeViolations, signIn, type PageOptions } from './harness';
import { setUpSuite } from './suite';

const suite = setUpSuite();

async function openReplay(name: string, options: PageOptions = {}): Promise<Page> {
  const { page } = await newPage(suite.browser, options);
  await page.goto(suite.portal.url(`/replay/customChart/${name}`));
  return page;
}

async function expectNoSeriousViolations(page: Page): Promise<void> {
  const violations = await seriousAxeViolations(page);
  expect(violations, describeViolations(violations)).toEqual([]);
}

/** The chart image once g2plot has painted it: its canvas has a good number of opaque pixels. */
async function paintedChart(page: Page, name: RegExp): Promise<Locator> {
  const image = page.getByRole('img', { name });
  const canvas = image.locator('canvas');
  await canvas.waitFor();
  await expect
    .poll(() =>
      canvas.evaluate((element: HTMLCanvasElement) => {
        const context = element.getContext('2d');
        if (!context || element.width === 0) return 0;
        const pixels = context.getImageData(0, 0, element.width, element.height).data;
        let painted = 0;
        for (let index = 3; index < pixels.length; index += 4) if (pixels[index] > 0) painted += 1;
        return painted;
      }),
    )
    .toBeGreaterThan(2000);
  return image;
}

const zoomSummary = (page: Page) => page.locator('.fd-chart__zoom [aria-live]');

describe('charts in replay', () => {
  it('draws a line chart of more than 20 rows and zooms it with the keyboard and by dragging', async () => {
    const page = await openReplay('monthly-sales-by-region');
    await paintedChart(page, /^各区域月度销售额（折线图，20 个数据点）/);
    await expectNoSeriousViolations(page);

    const [start, end] = await page.getByRole('slider', { name: '缩放范围' }).all();
    expect(await zoomSummary(page).textContent()).toBe('显示第 1–20 项，共 24 项');
    await end.focus();
    for (let step = 0; step < 4; step += 1) await page.keyboard.press('ArrowRight');
    await expect.poll(() => zoomSummary(page).textContent()).toBe('显示第 1–24 项，共 24 项');
    expect(await end.getAttribute('aria-valuetext')).toBe('终点：2026-12');
    await page.getByRole('img', { name: /24 个数据点/ }).waitFor();

    const box = (await start.boundingBox())!;
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width / 2 + 250, box.y + box.height / 2, { steps: 8 });
    await page.mouse.up();
    await expect.poll(async () => Number(/第 (\d+)–/.exec((await zoomSummary(page).textContent()) ?? '')?.[1])).toBeGreaterThan(1);
    await page.context().close();
  });

  it('switches to the data tab, pages it and changes the page size, and back to the chart', async () => {
    const page = await openReplay('hiring-trend');
    await paintedChart(page, /^月度入职人数/);
    await page.getByRole('tab', { name: '数据' }).click();
    const table = page.getByRole('region', { name: '月度入职人数的数据' });
    await table.getByText('共 36 条').waitFor();
    await expect.poll(() => table.locator('tbody tr').count()).toBe(10);
    await expectNoSeriousViolations(page);

    await table.getByRole('button', { name: '第 2 页' }).click();
    await table.getByText('2023-11', { exact: true }).waitFor();
    await table.getByRole('combobox', { name: '每页条数' }).click();
    await page.getByRole('option', { name: /(^|\s)50$/ }).click();
    await expect.poll(() => table.locator('tbody tr').count()).toBe(36);
    await table.getByText('2023-01', { exact: true }).waitFor();
    await expectNoSeriousViolations(page);

    await page.getByRole('tab', { name: '图表' }).click();
    await paintedChart(page, /^月度入职人数/);
    await page.context().close();
  });

  it('sends the condition form and redraws with what it answers', async () => {
    const page = await openReplay('project-budget-vs-cost');
    await paintedChart(page, /^项目预算与成本（柱状图，20 个数据点）/);
    const form = page.getByRole('search', { name: '项目预算与成本的查询条件' });
    await form.getByLabel('项目编号').fill('P2024');
    await form.getByRole('button', { name: /查\s*询/ }).click();
    await page.getByRole('tab', { name: '数据' }).click();
    const table = page.getByRole('region', { name: '项目预算与成本的数据' });
    await table.locator('tbody tr').first().waitFor();
    const codes = await table.locator('tbody tr td:first-child').allTextContents();
    expect(codes.length).toBeGreaterThan(0);
    for (const code of codes) expect(code).toMatch(/^P2024-/);
    await page.context().close();
  });

  it('draws a pie without zoom slider, in English', async () => {
    const page = await openReplay('sales-share-by-region', { language: 'en-US' });
    await page.getByRole('heading', { name: 'Sales share by region' }).waitFor();
    await paintedChart(page, /^Sales share by region \(pie chart, 6 data points\)/);
    expect(await page.getByRole('slider').count()).toBe(0);
    await page.getByRole('tab', { name: 'Data' }).click();
    await page.getByRole('region', { name: 'Data of Sales share by region' }).getByText('6 in total').waitFor();
    await expectNoSeriousViolations(page);
    await page.context().close();
  });

  it('keeps markup from the definition and the data as text, in the page and in tooltips', async () => {
    const page = await openReplay('hostile-labels');
    const chart = await paintedChart(page, /标签安全/);
    const box = (await chart.boundingBox())!;
    // Long category labels take the lower part; the bars are near the top.
    for (const share of [0.2, 0.35, 0.5, 0.65, 0.8]) {
      await page.mouse.move(box.x + box.width * share, box.y + box.height * 0.2);
      await page.waitForTimeout(150);
    }
    await page.locator('.g2-tooltip-name').first().waitFor();
    expect(await page.locator('.g2-tooltip-name').first().textContent()).toContain('<img');
    await page.getByRole('tab', { name: '数据' }).click();
    await page.getByText('华东<img src=x onerror="window.__chartXss=1">').waitFor();
    expect(await page.evaluate(() => (window as unknown as { __chartXss?: number }).__chartXss)).toBeUndefined();
    expect(await page.locator('.fd-chart img, .g2-tooltip img').count()).toBe(0);
    await page.context().close();
  });

  it('names a radar chart as not supported', async () => {
    const page = await openReplay('post-salary-radar');
    await page.getByRole('status').filter({ hasText: '暂不支持显示雷达图' }).waitFor();
    await expectNoSeriousViolations(page);
    await page.context().close();
  });
});

// The statement area routes chart/:chartId to ChartPage (src/features/statement/StatementLayout.tsx). Signed in
// as zhangsan: the platform tenant's business data.
describe('the server-backed chart page', () => {
  it('shows a chart from the server: conditions narrow it on the server, the data tab pages it', async () => {
    const { page } = await newPage(suite.browser);
    await signIn(page, suite.portal, 'zhangsan', '123456');
    await page.goto(suite.portal.url('/statement/chart/30000000000000001'));
    await page.getByRole('heading', { level: 1, name: '各区域月度销售额' }).waitFor();
    await paintedChart(page, /^各区域月度销售额（折线图，20 个数据点）/);
    expect(await page.getByRole('slider', { name: '缩放范围' }).count()).toBe(2);
    await expectNoSeriousViolations(page);

    // A date range narrows the months on the server (BETWEEN over the first day of each month).
    const form = page.getByRole('search', { name: '各区域月度销售额的查询条件' });
    await form.getByLabel('销售月份（起）').fill('2025-03-01');
    await form.getByLabel('销售月份（止）').fill('2025-05-31');
    await page.keyboard.press('Escape');
    await form.getByRole('button', { name: /查\s*询/ }).click();
    await page.getByRole('img', { name: /3 个数据点/ }).waitFor();
    expect(await page.getByRole('slider').count()).toBe(0);

    await page.getByRole('tab', { name: '数据' }).click();
    const table = page.getByRole('region', { name: '各区域月度销售额的数据' });
    await table.getByText('共 3 条').waitFor();
    expect(await table.locator('tbody tr td:first-child').allTextContents()).toEqual(['2025-03', '2025-04', '2025-05']);
    await expectNoSeriousViolations(page);

    await page.goto(suite.portal.url('/statement/chart/hiringTrend'));
    await paintedChart(page, /^月度入职人数/);
    await page.getByRole('tab', { name: '数据' }).click();
    const hires = page.getByRole('region', { name: '月度入职人数的数据' });
    await hires.getByText('共 36 条').waitFor();
    await hires.getByRole('combobox', { name: '每页条数' }).click();
    await page.getByRole('option', { name: /(^|\s)20$/ }).click();
    await expect.poll(() => hires.locator('tbody tr').count()).toBe(20);
    await page.context().close();
  });

  it('says so for an unknown chart, in English', async () => {
    const { page } = await newPage(suite.browser, { language: 'en-US' });
    await signIn(page, suite.portal, 'zhangsan', '123456');
    await page.goto(suite.portal.url('/statement/chart/no-such-chart'));
    await page.getByRole('heading', { name: 'Chart no-such-chart not found' }).waitFor();
    await expectNoSeriousViolations(page);
    await page.context().close();
  });
});

// The service-package pages against the embedded server (docs/cost-baseline.md "Service packages"): zhangsan
// edits a package through the data template on fwbBase, forecasts a project, generates a package into two
// projects' drafts and sees the lines on baselineOperate, and finds the over-budget draft on fwbValidate. Every
// page passes axe; the forecast also speaks English.
import { describe, expect, it } from 'vitest';
import { chooseOption, expectAccessible, setUpSuite, signedInPage } from './suite';

const suite = setUpSuite();

/** Seeded packages (fwbStore.ts) and projects with a baseline managed by zhangsan. */
const DEV_PACKAGE = /^FWB-DEV /;
const OPS_PACKAGE = /^FWB-OPS /;
const PRJ_1 = /^P2024-0001 /;
const PRJ_2 = /^P2025-0002 /;

describe('service packages', () => {
  it('edits a package on fwbBase', async () => {
    const page = await signedInPage(suite, 'zhangsan');
    await page.goto(suite.portal.url('/costBaseline/fwbBase'));
    await page.getByRole('heading', { name: '服务包', level: 1 }).waitFor();
    await page.getByText('共 4 条').waitFor();
    await expectAccessible(page, 'package list');
    // the first row by code: FWB-DEV
    await page.getByRole('checkbox', { name: '选择第 1 行', exact: true }).check({ force: true });
    await page.getByRole('button', { name: '编辑' }).click();
    await page.waitForURL((url) => url.search.includes('screen=form'));
    const description = page.getByLabel('说明');
    await description.waitFor();
    await expect(description.inputValue()).resolves.toContain('设计、编码与测试');
    // the lines: the sub-table, loaded with the form
    await page.getByRole('columnheader', { name: '标准工时（人工）' }).waitFor();
    await expectAccessible(page, 'package form');
    await description.fill('设计、编码与测试（含代码评审）');
    await page.getByRole('button', { name: '提交' }).click();
    await page.getByText('保存成功').first().waitFor();
    await page.waitForURL((url) => !url.search.includes('screen=form'));
    await page.getByText('设计、编码与测试（含代码评审）').waitFor();
    await page.close();
  });

  it('forecasts a project, generates into two drafts, and finds the draft over budget', async () => {
    const page = await signedInPage(suite, 'zhangsan');
    await page.goto(suite.portal.url('/costBaseline/fwbPred'));
    await page.getByRole('heading', { name: '服务包预测', level: 2 }).waitFor();
    await expectAccessible(page, 'forecast, empty');
    await chooseOption(page, '项目', PRJ_1);
    await chooseOption(page, '服务包', OPS_PACKAGE);
    await page.getByRole('spinbutton', { name: '数量' }).fill('2');
    await page.getByRole('spinbutton', { name: '数量' }).press('Tab');
    await page.getByRole('button', { name: '预测', exact: true }).click();
    const figures = page.getByRole('grid', { name: '预测与对比' });
    // 2 × (40 h × T5 200 + 160 h × T4 160 + 15,000) = 97,200
    await figures.getByText('¥97,200.00').waitFor();
    await figures.getByText('生效基线（V2）').waitFor();
    await page.getByRole('grid', { name: '预测明细' }).getByText('机房托管').waitFor();
    await expectAccessible(page, 'forecast');

    await page.goto(suite.portal.url('/costBaseline/batchGenerate'));
    const projects = page.getByRole('group', { name: '项目（您可编辑的成本基线）' });
    // Semi's drawn box lies over its (transparent) checkbox input: the click goes through it
    await projects.getByRole('checkbox', { name: PRJ_1 }).check({ force: true });
    await projects.getByRole('checkbox', { name: PRJ_2 }).check({ force: true });
    // FWB-DEV 117,600 × 15 takes prj-1's draft over its budget (1,807,759 with the active 212,200)
    await chooseOption(page, '服务包', DEV_PACKAGE);
    await page.getByRole('spinbutton', { name: '数量' }).fill('15');
    await page.getByRole('spinbutton', { name: '数量' }).press('Tab');
    await expectAccessible(page, 'batch generate');
    await page.getByRole('button', { name: '批量生成', exact: true }).click();
    await page.getByText('已将服务包成本项加入 2 个项目的草稿版本').waitFor();
    const result = page.getByRole('region', { name: '生成结果' });
    await result.getByText(/P2024-0001 .+：向 V3 加入 4 项（新建草稿）/).waitFor();
    await result.getByText(/P2025-0002 .+：向 V2 加入 4 项/).waitFor();
    await expectAccessible(page, 'batch result');
    await result.getByRole('link', { name: /^查看 P2024-0001 / }).click();
    await page.waitForURL((url) => url.pathname.endsWith('/costBaseline/baselineOperate'));
    await page.getByText('当前版本: V3').waitFor();
    await page.getByText('测试环境服务器').first().waitFor();

    await page.goto(suite.portal.url('/costBaseline/fwbValidate'));
    const findings = page.getByRole('grid', { name: '校验结果' });
    await findings.getByText('总额超出预算').first().waitFor();
    await findings.getByText('错误').first().waitFor();
    await expectAccessible(page, 'validation');
    // filter by severity: only the information findings (none)
    const search = page.getByRole('search', { name: '筛选校验结果' });
    await search.getByRole('combobox', { name: '级别' }).click();
    await page.getByRole('option', { name: '提示' }).click();
    await search.getByRole('combobox', { name: '级别' }).getByText('提示').waitFor();
    await search.getByRole('button', { name: '查询' }).click();
    await page.getByText('没有发现问题').waitFor();
    await page.close();
  });

  it('speaks English', async () => {
    const page = await signedInPage(suite, 'zhangsan', { language: 'en-US' });
    await page.goto(suite.portal.url('/costBaseline/fwbPred'));
    await page.getByRole('heading', { name: 'Package forecast', level: 2 }).waitFor();
    await chooseOption(page, 'Project', PRJ_2);
    await chooseOption(page, /^Package/, OPS_PACKAGE);
    await page.getByRole('button', { name: 'Forecast', exact: true }).click();
    await page.getByRole('grid', { name: 'Forecast and comparison' }).getByText('Budget left').waitFor();
    await expectAccessible(page, 'forecast in English');
    await page.goto(suite.portal.url('/costBaseline/fwbValidate'));
    await page.getByRole('heading', { name: 'Package validation', level: 2 }).waitFor();
    await page.getByRole('grid', { name: 'Findings' }).waitFor();
    await expectAccessible(page, 'validation in English');
    await page.close();
  });
});

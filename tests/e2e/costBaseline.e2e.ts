// The cost baseline against the embedded server: zhangsan finds a project without a baseline, creates one, adds
// a labour and a material line to the draft V1, activates it, creates V2 with a reason, and sees the versions,
// the version log and the operation records in the history; lisi is granted access on the permissions page. The
// overview draws the chart; every page passes axe, and the projects page speaks English.
import { describe, it } from 'vitest';
import type { Page } from 'playwright-core';
import { chooseOption, expectAccessible, setUpSuite, signedInPage } from './suite';

const suite = setUpSuite();

/** Seeded business project without a baseline (prj-10). */
const PROJECT_CODE = 'P2025-0010';

async function confirmIn(page: Page, dialogName: string, button: string): Promise<void> {
  const dialog = page.getByRole('dialog', { name: dialogName });
  await dialog.getByRole('button', { name: button }).click();
  await dialog.waitFor({ state: 'detached' });
}

/** Adds a line to the draft: a labour line with `rank` and hours, any other with an amount. */
async function addLine(page: Page, category: string, item: string, figureLabel: string, figure: string, rank?: string): Promise<void> {
  await page.getByRole('button', { name: '添加成本项' }).click();
  const dialog = page.getByRole('dialog', { name: '添加成本项' });
  await chooseOption(dialog, '类别', category);
  await dialog.getByLabel('成本项').fill(item);
  if (rank) await chooseOption(dialog, '职级', new RegExp(`^${rank} `));
  await dialog.getByLabel(figureLabel).fill(figure);
  await dialog.getByLabel(figureLabel).press('Tab');
  await dialog.getByRole('button', { name: '保存' }).click();
  await dialog.waitFor({ state: 'detached' });
  await page.getByRole('grid', { name: /成本项/ }).getByText(item).waitFor();
}

describe('cost baseline', () => {
  it('creates a project baseline, a new version, and shows the history and the log', async () => {
    const page = await signedInPage(suite, 'zhangsan');
    await page.goto(suite.portal.url('/costBaseline/projectManage'));
    await page.getByRole('heading', { level: 2, name: '项目管理' }).waitFor();
    await page.getByRole('grid', { name: '项目管理' }).waitFor();
    await expectAccessible(page, 'projects');

    const search = page.getByRole('search', { name: '搜索项目' });
    await search.getByRole('textbox', { name: '项目编号' }).fill(PROJECT_CODE);
    await search.getByRole('button', { name: '查询' }).click();
    const grid = page.getByRole('grid', { name: '项目管理' });
    await grid.getByText(PROJECT_CODE).waitFor();
    await grid.getByRole('button', { name: /^建立基线：/ }).click();
    // Checked once the dialog has faded in (half-transparent text fails the contrast check).
    await page.locator('.semi-modal-content-animate-show').waitFor({ state: 'detached' });
    await expectAccessible(page, 'create baseline dialog');
    await confirmIn(page, '建立成本基线', '建立基线');

    // Lands on the baseline operations of the project, on its draft V1.
    await page.waitForURL((url) => url.pathname.endsWith('/costBaseline/baselineOperate'));
    await page.getByText('当前版本: V1').waitFor();
    await page.getByText('该版本还没有成本项').waitFor();
    await expectAccessible(page, 'baseline operations, empty draft');
    await addLine(page, '人工', '开发实现', '工时', '100', 'T4');
    await expectAccessible(page, 'baseline operations with a line');
    await addLine(page, '材料', '测试设备', '金额', '5000');
    // 100 h × T4 160 + 5,000, priced by the server
    await page.getByRole('grid', { name: '合计' }).getByText(/21,000\.00/).waitFor();

    await page.getByRole('button', { name: '生效' }).click();
    await confirmIn(page, '使版本生效', '生效');
    await page.getByText('只有草稿版本可以修改').waitFor();

    await page.getByRole('button', { name: '新建版本' }).click();
    const newVersion = page.getByRole('dialog', { name: '新建版本' });
    await newVersion.getByLabel('新建原因').fill('增加测试范围');
    await expectAccessible(page, 'new version dialog');
    await newVersion.getByRole('button', { name: '创建' }).click();
    await newVersion.waitFor({ state: 'detached' });
    await page.getByText('当前版本: V2').waitFor();
    await page.getByText('原因：增加测试范围').waitFor();
    await page.getByRole('grid', { name: 'V2 成本项' }).getByText('测试设备').waitFor();
    // A fading toast fails the contrast check: let it go before the next checks.
    await page.getByText('新版本已创建').waitFor({ state: 'detached' });

    // History: versions, version log, operation records.
    await page.locator('.fd-cost__toolbar').getByRole('link', { name: '历史成本' }).click();
    await page.waitForURL((url) => url.pathname.endsWith('/costBaseline/costHistory'));
    const versions = page.getByRole('grid', { name: '历史成本 · 版本记录' });
    await versions.getByText('增加测试范围').waitFor();
    await versions.getByText('草稿').waitFor();
    await versions.getByText('生效', { exact: true }).waitFor();
    await expectAccessible(page, 'history: versions');

    await page.getByRole('tab', { name: '版本日志' }).click();
    const versionLog = page.getByRole('grid', { name: '历史成本 · 版本日志' });
    await versionLog.getByText('新建 V2：增加测试范围').waitFor();
    await versionLog.getByText('V1 生效').waitFor();
    await expectAccessible(page, 'history: version log');

    await page.getByRole('tab', { name: '操作记录' }).click();
    const operations = page.getByRole('grid', { name: '历史成本 · 操作记录' });
    await operations.getByText('V1 添加成本项“测试设备”').waitFor();
    await operations.getByText('建立成本基线（V1 草稿）').waitFor();
    await expectAccessible(page, 'history: operation records');

    // One version's details.
    await page.getByRole('tab', { name: '版本记录' }).click();
    await page.getByRole('link', { name: 'V1 明细' }).click();
    await page.getByRole('heading', { level: 2, name: /V1$/ }).waitFor();
    await page.getByRole('grid', { name: 'V1 成本项' }).getByText('开发实现').waitFor();
    await expectAccessible(page, 'version details');
  });

  it('lets the manager grant access on the permissions page', async () => {
    const page = await signedInPage(suite, 'zhangsan');
    // Seeded: zhangsan manages prj-2, where wangwu is a viewer.
    await page.goto(suite.portal.url('/costBaseline/costPermissionAdd/prj-2'));
    await page.getByRole('grid', { name: '已授权用户' }).getByText('王五').waitFor();
    await expectAccessible(page, 'permissions');
    const form = page.getByRole('form', { name: '授予权限' });
    await form.getByLabel('用户账号').fill('nobody');
    await form.getByRole('button', { name: '授权' }).click();
    await form.getByRole('alert').getByText('用户不存在：nobody').waitFor();
    await form.getByLabel('用户账号').fill('zhaoliu');
    await chooseOption(form, '权限', '编辑者');
    await form.getByRole('button', { name: '授权' }).click();
    await page.getByRole('grid', { name: '已授权用户' }).getByText('赵六').waitFor();
    await page.getByRole('button', { name: '收回 赵六 的权限' }).click();
    await confirmIn(page, '收回权限', '收回');
    await page.getByRole('grid', { name: '已授权用户' }).getByText('赵六').waitFor({ state: 'detached' });
  });

  it('draws the overview chart and speaks English', async () => {
    const page = await signedInPage(suite, 'zhangsan', { language: 'en-US' });
    await page.goto(suite.portal.url('/costBaseline/costOverview'));
    await page.getByRole('img', { name: /stacked columns/ }).locator('canvas').waitFor();
    await page.getByRole('grid', { name: 'Costs per project and category' }).getByText('All projects').waitFor();
    await expectAccessible(page, 'overview in English');
    await page.goto(suite.portal.url('/costBaseline/projectManage'));
    await page.getByRole('grid', { name: 'Projects' }).getByText('Create baseline').first().waitFor();
    await expectAccessible(page, 'projects in English');
  });
});

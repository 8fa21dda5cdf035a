// The administration journeys of issue 23 (docs/administration.md): the administrator adds an org and a post in
// it, adds a user with that post, who signs in and sees the directory; disabled, the user's sign-in is refused.
// The platform administrator creates a tenant with its administrator, who signs in on the tenant's route and sees
// only that tenant's orgs and users. Roles, jobs and dimensions: a role added and disabled, axe on each page.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { newPage } from './harness';
import { expectAccessible, setUpSuite, signedInPage } from './suite';

const suite = setUpSuite();

async function signInAs(page: Page, account: string, password: string, loginPath = '/login') {
  await page.goto(suite.portal.url(loginPath));
  await page.getByLabel(/^(账号|Account)$/).fill(account);
  await page.getByLabel(/^(密码|Password)$/).fill(password);
  await page.getByRole('button', { name: /^(登\s*录|Log\s*in|Sign\s*in)$/i }).click();
}

describe('administration', () => {
  it('adds an org, a post and a user who signs in; the disabled user is refused', async () => {
    const admin = await signedInPage(suite, 'admin');
    await admin.goto(suite.portal.url('/v-system/v-orgManage'));
    const tree = admin.getByRole('tree');
    await tree.getByText('Flowdesk 科技有限公司').click();
    await admin.getByRole('button', { name: '新增下级组织' }).click();
    const orgDialog = admin.getByRole('dialog', { name: '在“Flowdesk 科技有限公司”下新增组织' });
    await orgDialog.getByLabel(/^名称/).fill('客服部');
    await orgDialog.getByLabel(/^编码/).fill('service');
    await orgDialog.getByRole('button', { name: /保\s*存/ }).click();
    await orgDialog.waitFor({ state: 'detached' });
    // the new org is chosen: its details and its (empty) posts
    await admin.getByRole('heading', { name: '客服部', exact: true }).waitFor();
    await tree.getByText('客服部').waitFor();
    await admin.getByRole('button', { name: '新增岗位' }).click();
    const postDialog = admin.getByRole('dialog', { name: '在“客服部”下新增岗位' });
    await postDialog.getByLabel(/^岗位名称/).fill('客服专员');
    await postDialog.getByLabel(/^岗位编码/).fill('service-agent');
    await postDialog.getByRole('button', { name: /保\s*存/ }).click();
    await postDialog.waitFor({ state: 'detached' });
    await admin.getByRole('region', { name: '客服部 的岗位' }).getByRole('gridcell', { name: '客服专员', exact: true }).waitFor();
    await expectAccessible(admin, 'org management, an org chosen');

    await admin.goto(suite.portal.url('/v-system/v-userManage'));
    await admin.getByRole('gridcell', { name: 'zhangsan', exact: true }).waitFor();
    await admin.getByRole('button', { name: '新增用户' }).click();
    const userDialog = admin.getByRole('dialog', { name: '新增用户' });
    await userDialog.getByLabel(/^账号/).fill('qianqi');
    await userDialog.getByLabel(/^姓名/).fill('钱七');
    await userDialog.getByLabel(/^初始密码/).fill('Welcome2026');
    await userDialog.getByRole('combobox', { name: '岗位' }).click();
    await admin.getByRole('option', { name: '客服专员（客服部）' }).click();
    // a click outside the list closes it (Escape would close the dialog too)
    await userDialog.getByRole('heading', { name: '新增用户' }).click();
    await expectAccessible(admin, 'user management, the add dialog');
    await userDialog.getByRole('button', { name: /保\s*存/ }).click();
    await userDialog.waitFor({ state: 'detached' });
    const row = admin.getByRole('row').filter({ has: admin.getByRole('gridcell', { name: 'qianqi', exact: true }) });
    await row.getByRole('gridcell', { name: '客服专员', exact: true }).waitFor();
    await expectAccessible(admin, 'user management');

    const { page: user, context } = await newPage(suite.browser, { width: 1400, height: 1000 });
    await signInAs(user, 'qianqi', 'Welcome2026');
    await user.waitForURL('**/fvue/home');
    await user.goto(suite.portal.url('/v-personal/v-directory'));
    await user.getByRole('tree').getByText('Flowdesk 科技有限公司').waitFor();
    await user.getByRole('region', { name: '全部人员' }).getByRole('gridcell', { name: 'qianqi', exact: true }).waitFor();
    await context.close();

    await row.getByRole('button', { name: '禁用 钱七' }).click();
    await admin.locator('.semi-modal-content').filter({ hasText: '确定禁用用户“钱七”吗？' }).locator('.semi-modal-footer button').last().click();
    await row.getByText('已禁用').waitFor();

    const { page: refused, context: refusedContext } = await newPage(suite.browser, { width: 1400, height: 1000 });
    await signInAs(refused, 'qianqi', 'Welcome2026');
    await refused.getByText('账号被禁用或离职').waitFor();
    expect(new URL(refused.url()).pathname).toContain('/login');
    await refusedContext.close();
    await admin.context().close();
  }, 240_000);

  it('creates a tenant with its administrator, who sees only their own tenant', async () => {
    const admin = await signedInPage(suite, 'admin');
    await admin.goto(suite.portal.url('/v-system/v-tenantManage'));
    await admin.getByRole('gridcell', { name: 'acme', exact: true }).waitFor();
    await expectAccessible(admin, 'tenant management');
    await admin.getByRole('button', { name: '新增租户' }).click();
    const dialog = admin.getByRole('dialog', { name: '新增租户' });
    await dialog.getByLabel(/^租户编码/).fill('globex');
    await dialog.getByLabel(/^租户名称/).fill('环球公司');
    await dialog.getByLabel(/^门户显示名称 ?\*?$/).fill('环球协同');
    await dialog.getByLabel(/^管理员账号/).fill('globex_admin');
    await dialog.getByLabel(/^管理员姓名/).fill('环球管理员');
    await dialog.getByLabel(/^初始密码/).fill('Welcome2026');
    await expectAccessible(admin, 'tenant management, the add dialog');
    await dialog.getByRole('button', { name: /保\s*存/ }).click();
    await dialog.waitFor({ state: 'detached' });
    const row = admin.getByRole('row').filter({ has: admin.getByRole('gridcell', { name: 'globex', exact: true }) });
    await row.getByRole('gridcell', { name: '环球协同', exact: true }).waitFor();
    await admin.context().close();

    const { page: tenantAdmin, context } = await newPage(suite.browser, { width: 1400, height: 1000 });
    await signInAs(tenantAdmin, 'globex_admin', 'Welcome2026', '/login/globex');
    await tenantAdmin.waitForURL('**/fvue/home');
    // the header shows the tenant's portal name
    await tenantAdmin.locator('.fd-header__name', { hasText: '环球协同' }).waitFor();
    await tenantAdmin.goto(suite.portal.url('/v-system/v-orgManage'));
    const tree = tenantAdmin.getByRole('tree');
    await tree.getByText('环球公司').waitFor();
    expect(await tree.getByText('Flowdesk 科技有限公司').count()).toBe(0);
    await tenantAdmin.goto(suite.portal.url('/v-system/v-userManage'));
    await tenantAdmin.getByRole('gridcell', { name: 'globex_admin', exact: true }).waitFor();
    expect(await tenantAdmin.getByRole('gridcell', { name: 'zhangsan', exact: true }).count()).toBe(0);
    // 租户管理 is the platform's: not in this tenant's menu
    expect(await tenantAdmin.getByRole('menuitem', { name: '租户管理' }).count()).toBe(0);
    await context.close();
  }, 240_000);

  it('adds and disables a role; the roles, jobs and dimensions pages are accessible in both languages', async () => {
    const admin = await signedInPage(suite, 'admin');
    await admin.goto(suite.portal.url('/v-system/v-roleManage'));
    await admin.getByRole('gridcell', { name: 'sysAdmin', exact: true }).waitFor();
    await admin.getByRole('button', { name: '新增角色' }).click();
    const dialog = admin.getByRole('dialog', { name: '新增角色' });
    await dialog.getByLabel(/^编码/).fill('auditor');
    await dialog.getByLabel(/^名称/).fill('审计员');
    await expectAccessible(admin, 'role management, the add dialog');
    await dialog.getByRole('button', { name: /保\s*存/ }).click();
    await dialog.waitFor({ state: 'detached' });
    const row = admin.getByRole('row').filter({ has: admin.getByRole('gridcell', { name: 'auditor', exact: true }) });
    await row.getByRole('button', { name: '停用 审计员' }).click();
    await admin.locator('.semi-modal-content').filter({ hasText: '确定停用角色“审计员”吗？' }).locator('.semi-modal-footer button').last().click();
    await row.getByText('已停用').waitFor();
    await expectAccessible(admin, 'role management');
    for (const [path, code] of [['/v-system/v-jobManage', 'engineer'], ['/v-system/v-demManage', 'project']] as const) {
      await admin.goto(suite.portal.url(path));
      await admin.getByRole('gridcell', { name: code, exact: true }).waitFor();
      await expectAccessible(admin, path);
    }
    await admin.context().close();

    const english = await signedInPage(suite, 'admin', { language: 'en-US' });
    for (const path of ['/v-system/v-tenantManage', '/v-system/v-roleManage', '/v-system/v-jobManage', '/v-system/v-demManage']) {
      await english.goto(suite.portal.url(path));
      await english.getByRole('gridcell').first().waitFor();
      await expectAccessible(english, `${path} in English`);
    }
    await english.context().close();
  }, 240_000);
});

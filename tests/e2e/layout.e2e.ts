// The signed-in shell: header menus with More overflow, side menu, post switch, password change,
// logout, expired sessions and language.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { describeViolations, newPage, seriousAxeViolations, signIn } from './harness';
import { setUpSuite } from './suite';

const suite = setUpSuite();

async function signedIn(account: string, password: string, options: { width?: number; language?: 'zh-CN' | 'en-US' } = {}): Promise<Page> {
  const { page } = await newPage(suite.browser, options);
  await signIn(page, suite.portal, account, password);
  await page.getByRole('navigation', { name: /主菜单|Main menu/ }).waitFor();
  return page;
}

const topMenu = (page: Page) => page.getByRole('navigation', { name: /主菜单|Main menu/ });

describe('main layout', () => {
  it('shows the header with menus, badge and user menu, without serious accessibility violations', async () => {
    const page = await signedIn('zhangsan', '123456');
    await topMenu(page).getByRole('link', { name: '首页' }).waitFor();
    await topMenu(page).getByText('流程中心').first().waitFor();
    await page.getByLabel(/未读消息 \d+\+? 条/).first().waitFor();
    const violations = await seriousAxeViolations(page);
    expect(violations, describeViolations(violations)).toEqual([]);
    await page.context().close();
  });

  it('navigates through the top menu and the side menu, remembering the path', async () => {
    const page = await signedIn('zhangsan', '123456');
    await topMenu(page).getByText('流程中心').first().click();
    await page.waitForURL((url) => url.pathname.startsWith('/fvue/v-flow/'));
    const side = page.getByRole('navigation', { name: /流程中心/ });
    await side.waitFor();
    await side.getByText('已办事项').first().click();
    await page.waitForURL((url) => url.pathname.includes('/v-flow/'));
    const remembered = new URL(page.url()).pathname;
    const violations = await seriousAxeViolations(page);
    expect(violations, describeViolations(violations)).toEqual([]);

    await topMenu(page).getByRole('link', { name: '首页' }).click();
    await page.waitForURL('**/fvue/home');
    await topMenu(page).getByText('流程中心').first().click();
    await page.waitForURL((url) => url.pathname === remembered);
    await page.context().close();
  });

  it('folds menus that do not fit into More at a narrow width and restores them when wider', async () => {
    const page = await signedIn('zhangsan', '123456', { width: 900 });
    const more = topMenu(page).getByRole('button', { name: /更多/ });
    await more.waitFor();
    await more.click();
    const folded = page.getByRole('menuitem');
    await folded.first().waitFor();
    expect(await folded.count()).toBeGreaterThan(0);
    await page.keyboard.press('Escape');

    await page.setViewportSize({ width: 2400, height: 900 });
    await page.waitForTimeout(1000); // the overflow is re-checked 600 ms after a resize
    await expect(more.count()).resolves.toBe(0);
    await page.context().close();
  });

  it('switches the current post of a user with two posts', async () => {
    const page = await signedIn('zhangsan', '123456');
    await page.getByRole('button', { name: /用户菜单/ }).click();
    await page.getByRole('menuitem', { name: '切换当前岗位' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    const choice = dialog.getByRole('radio', { name: /项目经理/ });
    await choice.check();
    const reloaded = page.waitForEvent('framenavigated');
    await dialog.getByRole('button', { name: /确\s*定/ }).click();
    await page.getByText('切换当前岗位成功').first().waitFor();
    await reloaded;
    await page.getByRole('button', { name: /用户菜单/ }).click();
    await page.getByRole('menuitem', { name: '切换当前岗位' }).click();
    await page.getByRole('dialog').getByRole('radio', { name: /项目经理.*当前岗位/ }).waitFor();
    await page.context().close();
  });

  it('changes the password with the strategy rules, signs out, and accepts the new password', async () => {
    const page = await signedIn('wangwu', '123456');
    await page.getByRole('button', { name: /用户菜单/ }).click();
    await page.getByRole('menuitem', { name: '修改密码' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('旧密码').fill('123456');
    await dialog.getByRole('textbox', { name: '新密码', exact: true }).fill('abcdefgh');
    await dialog.getByLabel(/确认新密码|重复新密码/).fill('abcdefgh');
    await dialog.getByRole('button', { name: /确\s*定|保\s*存/ }).click();
    await dialog.getByText(/数字和字母/).first().waitFor();
    await dialog.getByRole('textbox', { name: '新密码', exact: true }).fill('wangwu2026');
    await dialog.getByLabel(/确认新密码|重复新密码/).fill('wangwu2026');
    await dialog.getByRole('button', { name: /确\s*定|保\s*存/ }).click();
    await page.getByText('密码修改成功，请使用新密码重新登录').first().waitFor();
    await page.waitForURL('**/fvue/login**');
    await signIn(page, suite.portal, 'wangwu', 'wangwu2026');
    await page.context().close();
  });

  it('signs out from the user menu', async () => {
    const page = await signedIn('lisi', '123456');
    await page.getByRole('button', { name: /用户菜单/ }).click();
    await page.getByRole('menuitem', { name: '退出登录' }).click();
    await page.waitForURL('**/fvue/login**');
    await expect(page.evaluate(() => sessionStorage.getItem('currentUser'))).resolves.toBeNull();
    await page.goto(suite.portal.url('/home'));
    await page.waitForURL('**/fvue/login**');
    await page.context().close();
  });

  it('sends an expired session to the login page and back to where the user was', async () => {
    const page = await signedIn('lisi', '123456');
    await page.evaluate(() => {
      const user = JSON.parse(sessionStorage.getItem('currentUser') ?? '{}');
      sessionStorage.setItem('currentUser', JSON.stringify({ ...user, token: `${user.token}broken` }));
    });
    await page.goto(suite.portal.url('/v-flow'));
    await page.waitForURL((url) => url.pathname === '/fvue/login' && url.searchParams.get('redirect') !== null);
    expect(new URL(page.url()).searchParams.get('redirect')).toMatch(/^\/v-flow/);
    await page.getByLabel(/^账号$/).fill('lisi');
    await page.getByLabel(/^密码$/).fill('123456');
    await page.getByRole('button', { name: /^登\s*录$/ }).click();
    await page.waitForURL((url) => url.pathname.startsWith('/fvue/v-flow'));
    await page.context().close();
  });

  it('switches the whole suite.portal to English and keeps it after the reload', async () => {
    const page = await signedIn('zhangsan', '123456');
    await page.getByRole('combobox', { name: /语言|Language/ }).click();
    const reloaded = page.waitForEvent('framenavigated');
    await page.getByRole('option', { name: 'English' }).click();
    await page.getByText('Language switched').or(page.getByText('语言切换成功')).first().waitFor();
    await reloaded;
    await page.getByRole('navigation', { name: 'Main menu' }).waitFor();
    await topMenu(page).getByRole('link', { name: 'Home' }).waitFor();
    await topMenu(page).getByText('Flow centre').first().waitFor();
    const violations = await seriousAxeViolations(page);
    expect(violations, describeViolations(violations)).toEqual([]);
    await page.context().close();
  });

  it('shows the not-found page for an unknown path', async () => {
    const page = await signedIn('zhangsan', '123456');
    await page.goto(suite.portal.url('/no-such-menu/anything'));
    await expect(page.getByText('页面不存在').first().waitFor()).resolves.toBeUndefined();
    await page.context().close();
  });
});

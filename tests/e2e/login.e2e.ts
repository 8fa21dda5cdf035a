// Sign-in page: validation, outcomes of /auth, tenants, redirects, language, accessibility.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { describeViolations, newPage, seriousAxeViolations } from './harness';
import { setUpSuite } from './suite';

const suite = setUpSuite();

async function openLogin(path = '/login', language?: 'zh-CN' | 'en-US', width?: number): Promise<Page> {
  const { page } = await newPage(suite.browser, { language, width });
  await page.goto(suite.portal.url(path));
  await page.getByLabel('账号', { exact: true }).or(page.getByLabel('Account', { exact: true })).waitFor();
  return page;
}

const account = (page: Page) => page.getByLabel(/^(账号|Account)$/);
const password = (page: Page) => page.getByLabel(/^(密码|Password)$/);
const submit = (page: Page) => page.getByRole('button', { name: /^(登\s*录|Sign in)$/ });

describe('login page', () => {
  it('shows the form, the tenant name, QR code and footer, without serious accessibility violations', async () => {
    const page = await openLogin();
    await expect(page.getByRole('heading', { level: 1 }).count()).resolves.toBe(1);
    await page.getByText('Flowdesk 协同办公平台').first().waitFor();
    await page.getByAltText('移动端访问地址二维码').waitFor();
    await page.getByText('© 2026 Flowdesk').waitFor();
    const violations = await seriousAxeViolations(page);
    expect(violations, describeViolations(violations)).toEqual([]);
    await page.context().close();
  });

  it('reports every validation message', async () => {
    const page = await openLogin();
    await submit(page).click();
    await page.getByText('请输入账号').first().waitFor();
    await page.getByText('请输入密码').first().waitFor();
    await expect(account(page).getAttribute('aria-invalid')).resolves.toBe('true');
    for (const bad of ['a', 'bad name', 'x'.repeat(21), '张三']) {
      await account(page).fill(bad);
      await submit(page).click();
      await page.getByText('账号格式不符合要求').first().waitFor();
    }
    await account(page).fill('zhangsan');
    await submit(page).click();
    await expect(page.getByText('账号格式不符合要求').count()).resolves.toBe(0);
    await page.getByText('请输入密码').first().waitFor();
    await page.context().close();
  });

  it('toggles the password visibility and resets the form', async () => {
    const page = await openLogin();
    await password(page).fill('secret');
    await expect(password(page).getAttribute('type')).resolves.toBe('password');
    await page.getByRole('button', { name: '显示密码' }).click();
    await expect(password(page).getAttribute('type')).resolves.toBe('text');
    await account(page).fill('zhangsan');
    await page.getByRole('button', { name: /^重\s*置$/ }).click();
    await expect(account(page).inputValue()).resolves.toBe('');
    await expect(password(page).inputValue()).resolves.toBe('');
    await page.context().close();
  });

  it('refuses a wrong password, a disabled user and a not activated user with the server message', async () => {
    const page = await openLogin();
    await account(page).fill('zhangsan');
    await password(page).fill('wrong-password');
    await password(page).press('Enter');
    await expect(page.getByText('账号或密码错误').first().waitFor()).resolves.toBeUndefined();
    expect(new URL(page.url()).pathname).toBe('/fvue/login');

    await account(page).fill('sunqi');
    await password(page).fill('123456');
    await submit(page).click();
    await expect(page.getByText('账号被禁用或离职').first().waitFor()).resolves.toBeUndefined();

    await account(page).fill('wujiu');
    await password(page).fill('123456');
    await submit(page).click();
    await expect(page.getByRole('alert').filter({ hasText: /激活/ }).first().waitFor()).resolves.toBeUndefined();
    await page.context().close();
  });

  it('signs in and lands on /home, and the session survives a reload', async () => {
    const page = await openLogin();
    await account(page).fill('zhangsan');
    await password(page).fill('123456');
    await submit(page).click();
    await page.waitForURL('**/fvue/home');
    await page.reload();
    await page.waitForURL('**/fvue/home');
    await page.getByRole('navigation').first().waitFor();
    await page.context().close();
  });

  it('sends a user who must change the password to /resetPwdView, then accepts the new password', async () => {
    const page = await openLogin();
    await account(page).fill('zhouba');
    await password(page).fill('123456');
    await submit(page).click();
    await page.waitForURL('**/fvue/resetPwdView**');
    await page.getByText(/zhouba/).first().waitFor();
    const violations = await seriousAxeViolations(page);
    expect(violations, describeViolations(violations)).toEqual([]);

    await page.getByLabel('旧密码').fill('123456');
    await page.getByLabel('新密码', { exact: true }).fill('short');
    await page.getByLabel('确认新密码').fill('other');
    await page.getByRole('button', { name: '确认修改' }).click();
    await page.getByText(/不能少于 8 位/).first().waitFor();
    await page.getByText('两次输入的密码不一致').first().waitFor();

    await page.getByLabel('新密码', { exact: true }).fill('newpass2026');
    await page.getByLabel('确认新密码').fill('newpass2026');
    await page.getByRole('button', { name: '确认修改' }).click();
    await page.waitForURL('**/fvue/login**');
    await account(page).fill('zhouba');
    await password(page).fill('newpass2026');
    await submit(page).click();
    await page.waitForURL('**/fvue/home');
    await page.context().close();
  });

  it('shows the tenant name and logo at /login/acme and signs the tenant administrator in', async () => {
    const page = await openLogin('/login/acme');
    await page.getByText('艾克米集团').first().waitFor();
    const logo = page.getByAltText(/艾克米集团/).first();
    await expect(logo.evaluate((img) => (img as HTMLImageElement).naturalWidth > 0)).resolves.toBe(true);
    const violations = await seriousAxeViolations(page);
    expect(violations, describeViolations(violations)).toEqual([]);
    await account(page).fill('acme_admin');
    await password(page).fill('admin123');
    await submit(page).click();
    await page.waitForURL('**/fvue/home');
    await page.context().close();
  });

  it('does not let a tenant account sign in on the platform login page', async () => {
    const page = await openLogin();
    await account(page).fill('acme_admin');
    await password(page).fill('admin123');
    await submit(page).click();
    await expect(page.getByText('账号或密码错误').first().waitFor()).resolves.toBeUndefined();
    await page.context().close();
  });

  it('shows a clear error for an unknown tenant', async () => {
    const page = await newPage(suite.browser).then((p) => p.page);
    await page.goto(suite.portal.url('/login/nosuchtenant'));
    await expect(page.getByText(/nosuchtenant/).first().waitFor()).resolves.toBeUndefined();
    await expect(submit(page).isDisabled()).resolves.toBe(true);
    await page.context().close();
  });

  const hostile = [
    '//evil.example',
    '/\\evil.example',
    '\\\\evil.example',
    'https://evil.example/home',
    'javascript:alert(1)',
    '/%2F%2Fevil.example',
    '/%5Cevil.example',
    ' //evil.example',
    'http:evil.example',
  ];
  for (const target of hostile) {
    it(`ignores the hostile redirect ${JSON.stringify(target)}`, async () => {
      const page = await openLogin(`/login?redirect=${encodeURIComponent(target)}`);
      await account(page).fill('lisi');
      await password(page).fill('123456');
      await submit(page).click();
      await page.waitForURL((url) => !url.pathname.endsWith('/login'));
      const url = new URL(page.url());
      expect(url.origin).toBe(suite.portal.origin);
      expect(url.pathname).toBe('/fvue/home');
      await page.context().close();
    });
  }

  it('follows a same-origin in-app redirect', async () => {
    const page = await openLogin(`/login?redirect=${encodeURIComponent('/v-flow')}`);
    await account(page).fill('lisi');
    await password(page).fill('123456');
    await submit(page).click();
    await page.waitForURL((url) => url.pathname.startsWith('/fvue/v-flow'));
    await page.context().close();
  });

  it('switches the language on the login page without losing the page', async () => {
    const page = await openLogin();
    await page.getByRole('combobox', { name: /语言|Language/ }).click();
    await page.getByRole('option', { name: 'English' }).click();
    await page.getByLabel('Account', { exact: true }).waitFor();
    await page.getByRole('button', { name: 'Sign in' }).waitFor();
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByText('Please enter your account').first().waitFor();
    await expect(page.evaluate(() => localStorage.getItem('lang'))).resolves.toBe('en-US');
    expect(new URL(page.url()).pathname).toBe('/fvue/login');
    await page.context().close();
  });

  it('hides the decorative panel in a window narrower than 500 px', async () => {
    const page = await openLogin('/login', undefined, 480);
    const panel = page.getByRole('complementary', { name: '产品介绍' });
    await expect(panel.isVisible()).resolves.toBe(false);
    await page.setViewportSize({ width: 1024, height: 800 });
    await panel.waitFor();
    await page.context().close();
  });
});

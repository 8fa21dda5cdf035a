// @vitest-environment jsdom
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18n from '../../i18n';
import { defaultConfig, setConfig } from '../../config/runtime';
import type { SignInOutcome } from '../../session/auth';
import { getLoginTenantCode, setLoginTenantCode } from '../../session/store';
import { renderPages, seriousA11yViolations } from './testSupport';
import LoginPage from './LoginPage';

const api = vi.hoisted(() => ({
  signIn: vi.fn(),
  getTenantByCode: vi.fn(),
  getSystemSetting: vi.fn(),
}));

vi.mock('../../session/auth', () => ({ signIn: api.signIn }));
vi.mock('../../api/tenant', () => ({
  PLATFORM_TENANT_CODE: 'platform',
  getTenantByCode: api.getTenantByCode,
  getSystemSetting: api.getSystemSetting,
  logoFileUrl: (type: string, tenantId?: string) => `/fvue-test/logo?type=${type}&tenant=${tenantId ?? ''}`,
}));
vi.mock('../../session/redirect', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../../session/redirect')>();
  return { ...actual, safeRedirect: vi.fn(actual.safeRedirect) };
});
const { safeRedirect } = await import('../../session/redirect');

const pages = [
  { path: '/login', element: <LoginPage /> },
  { path: '/login/:tenantCode', element: <LoginPage /> },
];
const openLogin = (path = '/login') => renderPages(pages, path);

const accountInput = () => screen.getByLabelText('账号', { selector: 'input' });
const passwordInput = () => screen.getByLabelText('密码', { selector: 'input' });
const submitButton = () => screen.getByRole('button', { name: '登录' });
const location = () => screen.findByTestId('location');

beforeEach(async () => {
  await i18n.changeLanguage('zh-CN');
  setConfig({ ...defaultConfig(), mobileUrl: '' });
  api.getSystemSetting.mockResolvedValue({ ok: true, status: 200, data: { frontName: 'Flowdesk 协同办公平台', frontLogo: 'logo' } });
  api.getTenantByCode.mockResolvedValue({ ok: true, status: 200, data: { id: 't-acme', name: 'Acme', nameFront: '艾克米集团' } });
  api.signIn.mockResolvedValue({ kind: 'signedIn' } satisfies SignInOutcome);
});

afterEach(() => {
  cleanup();
  vi.clearAllMocks();
  localStorage.clear();
  sessionStorage.clear();
});

describe('LoginPage: page content', () => {
  it('shows the system name in the only h1 and the page title, the logo and the default copyright', async () => {
    openLogin();
    expect(await screen.findByRole('heading', { level: 1, name: 'Flowdesk 协同办公平台' })).toBeTruthy();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    // The title is set by an effect after the name renders.
    await waitFor(() => expect(document.title).toBe('登录 - Flowdesk 协同办公平台'));
    expect(screen.getByAltText('Flowdesk 协同办公平台 标志').getAttribute('src')).toBe('/fvue-test/logo?type=frontLogo&tenant=');
    expect(screen.getByRole('contentinfo').textContent).toBe('© 2026 Flowdesk');
    expect(screen.getByRole('main')).toBeTruthy();
  });

  it('falls back to the product name when the system setting cannot be read, and still signs in', async () => {
    api.getSystemSetting.mockResolvedValue({ ok: false, status: 500, message: 'boom' });
    const user = userEvent.setup();
    openLogin();
    await waitFor(() => expect(api.getSystemSetting).toHaveBeenCalled());
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Flowdesk 办公门户');
    expect(screen.queryByRole('img', { name: /标志/ })).toBeNull();
    await user.type(accountInput(), 'zhangsan');
    await user.type(passwordInput(), '123456{Enter}');
    await waitFor(() => expect(api.signIn).toHaveBeenCalledWith('zhangsan', '123456', undefined));
  });

  it('uses the configured copyright and shows a QR code of the mobile site only when configured', async () => {
    setConfig({ ...defaultConfig(), mobileUrl: 'https://m.example.com/fvue/', copyright: '© Acme' });
    openLogin();
    const qr = await screen.findByAltText('移动端访问地址二维码');
    expect(qr.getAttribute('src')).toMatch(/^data:image\/svg\+xml;charset=utf-8,%3Csvg/);
    expect(screen.getByText('扫码访问移动端')).toBeTruthy();
    expect(screen.getByRole('contentinfo').textContent).toBe('© Acme');
    cleanup();

    setConfig({ ...defaultConfig(), mobileUrl: '' });
    openLogin();
    await screen.findByRole('heading', { level: 1, name: 'Flowdesk 协同办公平台' });
    expect(screen.queryByAltText('移动端访问地址二维码')).toBeNull();
    expect(screen.queryByText('扫码访问移动端')).toBeNull();
  });

  it('hides the decorative panel under 500 px through a media query', async () => {
    openLogin();
    const panel = await screen.findByRole('complementary', { name: '产品介绍' });
    expect(panel.classList.contains('fd-auth__panel')).toBe(true);
    // Vitest hands CSS imports over empty, so the style sheet is read from disk (tests run from the repository root).
    const css = readFileSync(resolve(process.cwd(), 'src/features/login/auth.css'), 'utf8');
    const narrow = /@media \(max-width: 499px\) \{([\s\S]*?)\n\}/.exec(css);
    expect(narrow?.[1]).toMatch(/\.fd-auth__panel \{\s*display: none;\s*\}/);
  });

  it('has no serious or critical accessibility violations', async () => {
    setConfig({ ...defaultConfig(), mobileUrl: 'https://m.example.com/' });
    const user = userEvent.setup();
    const { container } = openLogin();
    await screen.findByAltText('移动端访问地址二维码');
    expect(await seriousA11yViolations(container)).toEqual([]);
    await user.click(submitButton());
    await screen.findByText('请输入账号');
    expect(await seriousA11yViolations(container)).toEqual([]);
  });
});

describe('LoginPage: validation', () => {
  it('requires account and password on submit, marks and describes the fields and focuses the first', async () => {
    const user = userEvent.setup();
    openLogin();
    await user.click(submitButton());
    const accountError = await screen.findByText('请输入账号');
    const passwordError = screen.getByText('请输入密码');
    expect(accountError.getAttribute('role')).toBe('alert');
    expect(accountInput().getAttribute('aria-invalid')).toBe('true');
    expect(accountInput().parentElement?.classList.contains('fd-input--error')).toBe(true);
    expect(accountInput().getAttribute('aria-describedby')).toBe(accountError.id);
    expect(passwordInput().getAttribute('aria-describedby')).toBe(passwordError.id);
    expect(document.activeElement).toBe(accountInput());
    expect(api.signIn).not.toHaveBeenCalled();
  });

  it.each(['a', 'bad name', 'x'.repeat(21), '张三', 'a@b'])('rejects the account %j', async (value) => {
    const user = userEvent.setup();
    openLogin();
    await user.type(accountInput(), value);
    await user.type(passwordInput(), 'secret{Enter}');
    expect(await screen.findByText('账号格式不符合要求')).toBeTruthy();
    expect(api.signIn).not.toHaveBeenCalled();
  });

  it('checks a field when it loses focus and clears the error as soon as the value is right', async () => {
    const user = userEvent.setup();
    openLogin();
    await user.type(accountInput(), 'a');
    await user.tab();
    expect(await screen.findByText('账号格式不符合要求')).toBeTruthy();
    expect(screen.queryByText('请输入密码')).toBeNull();
    await user.type(accountInput(), 'b');
    await waitFor(() => expect(screen.queryByText('账号格式不符合要求')).toBeNull());
    expect(accountInput().getAttribute('aria-invalid')).toBe('false');
    expect(accountInput().parentElement?.classList.contains('fd-input--error')).toBe(false);

    await user.click(passwordInput());
    await user.tab();
    expect(await screen.findByText('请输入密码')).toBeTruthy();
  });

  it('shows the messages in English', async () => {
    await i18n.changeLanguage('en-US');
    const user = userEvent.setup();
    openLogin();
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Please enter your account')).toBeTruthy();
    expect(screen.getByText('Please enter your password')).toBeTruthy();
    await user.type(screen.getByLabelText('Account', { selector: 'input' }), 'x');
    await user.tab();
    expect(await screen.findByText(/The account format is invalid/)).toBeTruthy();
  });

  it('accepts accounts of letters, digits, underscore and hyphen', async () => {
    const user = userEvent.setup();
    openLogin();
    await user.type(accountInput(), '  Ab_9-z  ');
    await user.type(passwordInput(), 'pw{Enter}');
    await waitFor(() => expect(api.signIn).toHaveBeenCalledWith('Ab_9-z', 'pw', undefined));
  });
});

describe('LoginPage: controls', () => {
  it('shows and hides the password with a labelled toggle', async () => {
    const user = userEvent.setup();
    openLogin();
    await user.type(passwordInput(), 'secret');
    const toggle = screen.getByRole('button', { name: '显示密码' });
    expect(passwordInput().getAttribute('type')).toBe('password');
    expect(toggle.getAttribute('aria-pressed')).toBe('false');
    await user.click(toggle);
    expect(passwordInput().getAttribute('type')).toBe('text');
    expect(toggle.getAttribute('aria-pressed')).toBe('true');
    await user.click(toggle);
    expect(passwordInput().getAttribute('type')).toBe('password');
  });

  it('resets the fields, the errors and the failure message', async () => {
    api.signIn.mockResolvedValue({ kind: 'failed', message: '账号或密码错误' });
    const user = userEvent.setup();
    openLogin();
    await user.type(accountInput(), 'zhangsan');
    await user.type(passwordInput(), 'wrong{Enter}');
    expect(await screen.findByText('账号或密码错误')).toBeTruthy();
    await user.clear(accountInput());
    await user.tab();
    expect(await screen.findByText('请输入账号')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: '重置' }));
    expect((accountInput() as HTMLInputElement).value).toBe('');
    expect((passwordInput() as HTMLInputElement).value).toBe('');
    expect(screen.queryByText('请输入账号')).toBeNull();
    expect(screen.queryByText('账号或密码错误')).toBeNull();
    expect(document.activeElement).toBe(accountInput());
  });
});

describe('LoginPage: signing in', () => {
  it('submits with Enter from the account field, shows the busy state, then follows the redirect', async () => {
    let finish: (outcome: SignInOutcome) => void = () => {};
    api.signIn.mockReturnValue(new Promise<SignInOutcome>((resolve) => (finish = resolve)));
    const user = userEvent.setup();
    openLogin('/login?redirect=%2Fv-flow%2Ftodo%3Fpage%3D2');
    await user.type(passwordInput(), 'secret');
    await user.type(accountInput(), 'lisi{Enter}');
    await waitFor(() => expect(api.signIn).toHaveBeenCalledWith('lisi', 'secret', undefined));
    expect((submitButton() as HTMLButtonElement).disabled).toBe(true);
    expect(submitButton().getAttribute('aria-busy')).toBe('true');
    expect(submitButton().querySelector('.fd-button__spinner')?.getAttribute('aria-hidden')).toBe('true');

    await act(async () => finish({ kind: 'signedIn' }));
    expect((await location()).textContent).toBe('/v-flow/todo?page=2');
    expect(safeRedirect).toHaveBeenCalledWith('/v-flow/todo?page=2');
  });

  it.each(['//evil.example', 'https://evil.example/home', 'javascript:alert(1)', '/%2F%2Fevil.example'])(
    'ignores the hostile redirect %j and goes home',
    async (target) => {
      const user = userEvent.setup();
      openLogin(`/login?redirect=${encodeURIComponent(target)}`);
      await user.type(accountInput(), 'lisi');
      await user.type(passwordInput(), 'secret{Enter}');
      expect((await location()).textContent).toBe('/home');
      expect(safeRedirect).toHaveBeenCalledWith(target);
    },
  );

  it('goes home without a redirect', async () => {
    const user = userEvent.setup();
    openLogin();
    await user.type(accountInput(), 'lisi');
    await user.type(passwordInput(), 'secret{Enter}');
    expect((await location()).textContent).toBe('/home');
  });

  it('sends a user who must change the password to /resetPwdView with the account', async () => {
    api.signIn.mockResolvedValue({ kind: 'mustResetPassword', account: 'zhouba' } satisfies SignInOutcome);
    setLoginTenantCode('acme');
    const user = userEvent.setup();
    openLogin();
    await user.type(accountInput(), 'zhouba');
    await user.type(passwordInput(), '123456{Enter}');
    const probe = await location();
    expect(probe.textContent).toBe('/resetPwdView?account=zhouba');
    expect(JSON.parse(probe.dataset.state ?? 'null')).toEqual({ account: 'zhouba' });
    // The platform page resets the stored tenant, so the reset page's calls go to the platform.
    expect(getLoginTenantCode()).toBe('');
  });

  it('shows the failure message above the buttons and lets the user try again', async () => {
    api.signIn.mockResolvedValue({ kind: 'failed', message: '登录超时，请稍后再试' } satisfies SignInOutcome);
    const user = userEvent.setup();
    openLogin();
    await user.type(accountInput(), 'zhangsan');
    await user.type(passwordInput(), 'pw{Enter}');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('登录超时，请稍后再试');
    expect(alert.compareDocumentPosition(submitButton()) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect((submitButton() as HTMLButtonElement).disabled).toBe(false);
    expect(submitButton().hasAttribute('aria-busy')).toBe(false);
    expect(submitButton().querySelector('.fd-button__spinner')).toBeNull();

    api.signIn.mockResolvedValue({ kind: 'signedIn' });
    await user.click(submitButton());
    await waitFor(() => expect(screen.queryByText('登录超时，请稍后再试')).toBeNull());
    expect((await location()).textContent).toBe('/home');
  });
});

describe('LoginPage: tenants', () => {
  it('shows the tenant name and logo and signs in to that tenant', async () => {
    const user = userEvent.setup();
    openLogin('/login/acme');
    expect(await screen.findByRole('heading', { level: 1, name: '艾克米集团' })).toBeTruthy();
    expect(api.getTenantByCode).toHaveBeenCalledWith('acme', { quiet: true });
    expect(api.getSystemSetting).not.toHaveBeenCalled();
    expect(screen.getByAltText('艾克米集团 标志').getAttribute('src')).toBe('/fvue-test/logo?type=frontLogo&tenant=t-acme');
    await waitFor(() => expect(document.title).toBe('登录 - 艾克米集团'));
    await user.type(accountInput(), 'acme_admin');
    await user.type(passwordInput(), 'admin123{Enter}');
    await waitFor(() => expect(api.signIn).toHaveBeenCalledWith('acme_admin', 'admin123', 'acme'));
  });

  it('fetches the localized tenant name again after a language switch, keeping the page meanwhile', async () => {
    openLogin('/login/acme');
    await screen.findByRole('heading', { level: 1, name: '艾克米集团' });
    let answer: (value: unknown) => void = () => {};
    api.getTenantByCode.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    await act(async () => {
      await i18n.changeLanguage('en-US');
    });
    expect(api.getTenantByCode).toHaveBeenCalledTimes(2);
    expect(screen.getByRole('heading', { level: 1, name: '艾克米集团' })).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Sign in' }) as HTMLButtonElement).disabled).toBe(false);
    await act(async () => answer({ ok: true, status: 200, data: { id: 't-acme', name: 'Acme', nameFront: 'Acme Group' } }));
    expect(screen.getByRole('heading', { level: 1, name: 'Acme Group' })).toBeTruthy();
    expect(document.title).toBe('Sign in - Acme Group');
  });

  it('hides a logo that fails to load', async () => {
    openLogin('/login/acme');
    const logo = await screen.findByAltText('艾克米集团 标志');
    act(() => {
      logo.dispatchEvent(new Event('error'));
    });
    await waitFor(() => expect(screen.queryByAltText('艾克米集团 标志')).toBeNull());
    expect(screen.getByRole('heading', { level: 1, name: '艾克米集团' })).toBeTruthy();
  });

  it('disables signing in while the tenant loads', async () => {
    api.getTenantByCode.mockReturnValue(new Promise(() => {}));
    openLogin('/login/acme');
    expect(await screen.findByRole('status')).toHaveProperty('textContent', '正在加载租户信息…');
    expect((submitButton() as HTMLButtonElement).disabled).toBe(true);
  });

  it('reports an unknown tenant clearly and disables the login button', async () => {
    api.getTenantByCode.mockResolvedValue({ ok: false, status: 404, message: '租户不存在' });
    const user = userEvent.setup();
    openLogin('/login/nosuchtenant');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('nosuchtenant');
    expect((submitButton() as HTMLButtonElement).disabled).toBe(true);
    await user.type(accountInput(), 'zhangsan');
    await user.type(passwordInput(), 'pw{Enter}');
    expect(api.signIn).not.toHaveBeenCalled();
  });

  it('offers a retry when the tenant cannot be loaded', async () => {
    api.getTenantByCode.mockResolvedValueOnce({ ok: false, status: 0, message: '网络异常' });
    const user = userEvent.setup();
    openLogin('/login/acme');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('网络异常');
    await user.click(within(alert).getByRole('button', { name: '重试' }));
    expect(await screen.findByRole('heading', { level: 1, name: '艾克米集团' })).toBeTruthy();
    expect((submitButton() as HTMLButtonElement).disabled).toBe(false);
  });
});

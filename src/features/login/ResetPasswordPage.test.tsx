// @vitest-environment jsdom
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18n from '../../i18n';
import { setLoginTenantCode } from '../../session/store';
import { renderPages, seriousA11yViolations } from './testSupport';
import ResetPasswordPage, { validateReset } from './ResetPasswordPage';

const api = vi.hoisted(() => ({ getPasswordStrategy: vi.fn(), changePassword: vi.fn() }));
vi.mock('../../api/user', () => api);

const STRATEGY = { enable: 1, pwdRule: 2, pwdLength: 8 };
const pages = [{ path: '/resetPwdView', element: <ResetPasswordPage /> }];

const oldInput = () => screen.getByLabelText('旧密码', { selector: 'input' });
const newInput = () => screen.getByLabelText('新密码', { selector: 'input' });
const confirmInput = () => screen.getByLabelText('确认新密码', { selector: 'input' });
const submitButton = () => screen.getByRole('button', { name: '确认修改' });

/** Opens the page for zhouba and waits until the password strategy has been read. */
async function openReset(path = '/resetPwdView?account=zhouba', state?: unknown) {
  const view = renderPages(pages, path, state);
  await waitFor(() => expect(api.getPasswordStrategy).toHaveBeenCalled());
  return view;
}

beforeAll(async () => {
  // The page loads these on demand; the first import of Semi in jsdom can outlast a findBy* wait.
  await Promise.all([import('../../components/ResultPage'), import('@douyinfe/semi-ui-19/lib/es/toast')]);
}, 30000);

beforeEach(async () => {
  await i18n.changeLanguage('zh-CN');
  api.getPasswordStrategy.mockResolvedValue({ ok: true, status: 200, data: STRATEGY });
  api.changePassword.mockResolvedValue({ ok: true, status: 200, data: { state: true, message: '修改成功' } });
});

afterEach(() => {
  cleanup();
  vi.clearAllMocks();
  localStorage.clear();
});

describe('ResetPasswordPage', () => {
  it('without an account explains it and links to the (tenant) login page', async () => {
    setLoginTenantCode('acme');
    renderPages(pages, '/resetPwdView');
    expect(await screen.findByRole('heading', { level: 1, name: '缺少需要修改密码的账号' })).toBeTruthy();
    expect(screen.getByRole('link', { name: '返回登录' }).getAttribute('href')).toBe('/login/acme');
    expect(api.getPasswordStrategy).not.toHaveBeenCalled();
  });

  it('takes the account from the location state or from ?account=', async () => {
    await openReset('/resetPwdView', { account: 'zhouba' });
    expect(screen.getByText(/账号 zhouba 需要修改密码/)).toBeTruthy();
    cleanup();
    await openReset('/resetPwdView?account=wangwu');
    expect(screen.getByText(/账号 wangwu 需要修改密码/)).toBeTruthy();
  });

  it('states the requirement of the password strategy under the new password', async () => {
    await openReset();
    const hint = await screen.findByText('密码长度不能少于 8 位，且必须同时包含数字和字母');
    expect(newInput().getAttribute('aria-describedby')).toContain(hint.id);
  });

  it('falls back to at least 6 characters when the strategy cannot be read', async () => {
    api.getPasswordStrategy.mockResolvedValue({ ok: false, status: 500, message: 'boom' });
    const user = userEvent.setup();
    await openReset();
    expect(await screen.findByText('密码长度不能少于 6 位')).toBeTruthy();
    await user.type(oldInput(), '123456');
    await user.type(newInput(), 'abcdef');
    await user.type(confirmInput(), 'abcdef{Enter}');
    await waitFor(() => expect(api.changePassword).toHaveBeenCalled());
  });

  it('requires all three fields', async () => {
    const user = userEvent.setup();
    await openReset();
    await user.click(submitButton());
    expect(await screen.findByText('请输入旧密码')).toBeTruthy();
    expect(screen.getByText('请输入新密码')).toBeTruthy();
    expect(screen.getByText('请再次输入新密码')).toBeTruthy();
    expect(oldInput().getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(oldInput());
    expect(api.changePassword).not.toHaveBeenCalled();
  });

  it('applies the strategy and requires the same password twice', async () => {
    const user = userEvent.setup();
    await openReset();
    await user.type(oldInput(), '123456');
    await user.type(newInput(), 'short');
    await user.type(confirmInput(), 'other{Enter}');
    const ruleTexts = await screen.findAllByText('密码长度不能少于 8 位，且必须同时包含数字和字母');
    expect(ruleTexts.map((node) => node.getAttribute('role'))).toEqual([null, 'alert']); // the hint, then the error
    expect(screen.getByText('两次输入的密码不一致').getAttribute('role')).toBe('alert');
    expect(api.changePassword).not.toHaveBeenCalled();

    await user.clear(newInput());
    await user.type(newInput(), 'newpass2026');
    await user.clear(confirmInput());
    await user.type(confirmInput(), 'newpass2026');
    await waitFor(() => expect(screen.queryByText('两次输入的密码不一致')).toBeNull());
    expect(screen.getAllByText('密码长度不能少于 8 位，且必须同时包含数字和字母')).toHaveLength(1);
  });

  it('changes the password, confirms it and returns to the tenant login page', async () => {
    setLoginTenantCode('acme');
    const user = userEvent.setup();
    await openReset();
    await user.type(oldInput(), '123456');
    await user.type(newInput(), 'newpass2026');
    await user.type(confirmInput(), 'newpass2026{Enter}');
    expect((await screen.findByTestId('location')).textContent).toBe('/login/acme');
    expect(api.changePassword).toHaveBeenCalledWith({ account: 'zhouba', oldPwd: '123456', newPwd: 'newpass2026' }, { quiet: true });
    expect(await screen.findByText('密码修改成功，请使用新密码重新登录')).toBeTruthy();
  });

  it('shows the server message on failure, or "保存失败" without one', async () => {
    api.changePassword.mockResolvedValueOnce({ ok: false, status: 400, data: { state: false, message: '旧密码错误' }, message: '旧密码错误' });
    const user = userEvent.setup();
    await openReset();
    await user.type(oldInput(), 'wrong1');
    await user.type(newInput(), 'newpass2026');
    await user.type(confirmInput(), 'newpass2026{Enter}');
    expect((await screen.findByText('旧密码错误')).getAttribute('role')).toBe('alert');
    expect((submitButton() as HTMLButtonElement).disabled).toBe(false);

    api.changePassword.mockResolvedValueOnce({ ok: false, status: 0 });
    await user.click(submitButton());
    expect(await screen.findByText('保存失败')).toBeTruthy();
    expect(screen.queryByText('旧密码错误')).toBeNull();
    expect(screen.queryByTestId('location')).toBeNull();
  });

  it('speaks English', async () => {
    await i18n.changeLanguage('en-US');
    const user = userEvent.setup();
    await openReset();
    await user.type(screen.getByLabelText('New password', { selector: 'input' }), 'abc');
    await user.type(screen.getByLabelText('Confirm new password', { selector: 'input' }), 'abd');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('Please enter your old password')).toBeTruthy();
    expect(screen.getByText('The two passwords do not match')).toBeTruthy();
  });

  it('has no serious or critical accessibility violations', async () => {
    const user = userEvent.setup();
    const { container } = await openReset();
    expect(await seriousA11yViolations(container)).toEqual([]);
    await user.click(submitButton());
    await screen.findByText('请输入旧密码');
    expect(await seriousA11yViolations(container)).toEqual([]);
  });
});

describe('validateReset', () => {
  it('reports one error per field', () => {
    expect(validateReset({ oldPwd: '', newPwd: 'abc', confirmPwd: 'abd' }, null)).toEqual({
      oldPwd: { key: 'login:resetPassword.errors.oldRequired' },
      newPwd: { key: 'login:passwordRules.minLength', params: { min: 6 } },
      confirmPwd: { key: 'login:resetPassword.errors.mismatch' },
    });
    expect(validateReset({ oldPwd: 'x', newPwd: 'abc123', confirmPwd: 'abc123' }, null)).toEqual({});
    expect(validateReset({ oldPwd: 'x', newPwd: 'abcdefgh', confirmPwd: 'abcdefgh' }, STRATEGY)).toEqual({
      newPwd: { key: 'login:passwordRules.digitsLetters', params: { min: 8 } },
    });
  });
});

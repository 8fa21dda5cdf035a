// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { seriousA11yViolations, SwrIsolation } from '../../app/layout/testSupport';
import { Toast } from '@douyinfe/semi-ui-19';
import { setCurrentUser } from '../../session/store';

const api = vi.hoisted(() => ({ changePassword: vi.fn(), getPasswordStrategy: vi.fn(), signOut: vi.fn() }));
vi.mock('../../api/user', () => ({ changePassword: api.changePassword, getPasswordStrategy: api.getPasswordStrategy }));
vi.mock('../../session/auth', () => ({ signOut: api.signOut }));

const onClose = vi.fn();

async function renderDialog() {
  const { default: ChangePasswordDialog } = await import('./ChangePasswordDialog');
  render(
    <SwrIsolation>
      <ChangePasswordDialog onClose={onClose} />
    </SwrIsolation>,
  );
  return screen.findByRole('dialog');
}

/** Labels read "*<label>": the asterisk marks a required field. */
const field = (label: string) => screen.getByLabelText(new RegExp(`^\\*?${label}$`)) as HTMLInputElement;

beforeEach(() => {
  setCurrentUser({
    token: 't',
    loginTime: Date.now(),
    expiration: 7200,
    loginStatus: true,
    username: '张三',
    account: 'zhangsan',
    userId: 'u1',
    userAttrs: {},
  });
  api.getPasswordStrategy.mockResolvedValue({ ok: true, status: 200, data: { enable: 1, pwdRule: 2, pwdLength: 8 } });
});

afterEach(() => {
  cleanup();
  Toast.destroyAll();
  vi.clearAllMocks();
});

describe('ChangePasswordDialog', () => {
  it('requires every field and announces the errors', async () => {
    const user = userEvent.setup();
    const dialog = await renderDialog();
    expect(within(dialog).getByText('修改密码')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: '保存' }));
    const alerts = within(dialog).getAllByRole('alert').map((alert) => alert.textContent);
    expect(alerts).toEqual(['请输入旧密码', '请输入新密码', '请再次输入新密码']);
    expect(field('旧密码').getAttribute('aria-invalid')).toBe('true');
    expect(api.changePassword).not.toHaveBeenCalled();
  });

  it('applies the password strategy and the repeat rule', async () => {
    const user = userEvent.setup();
    const dialog = await renderDialog();
    await waitFor(() => expect(api.getPasswordStrategy).toHaveBeenCalled());
    await waitFor(() => expect(dialog.textContent).toContain('不能少于 8 位'));
    await user.type(field('旧密码'), 'old-secret');
    await user.type(field('新密码'), 'abcdefgh');
    await user.type(field('确认新密码'), 'abcdefgx');
    await user.click(within(dialog).getByRole('button', { name: '保存' }));
    const alerts = within(dialog).getAllByRole('alert').map((alert) => alert.textContent);
    expect(alerts).toEqual(['密码长度不能少于 8 位，且必须同时包含数字和字母', '两次输入的密码不一致']);
    expect(api.changePassword).not.toHaveBeenCalled();
  });

  it('asks for at least 6 characters when no strategy is enabled', async () => {
    api.getPasswordStrategy.mockResolvedValue({ ok: true, status: 200, data: { enable: 0, pwdRule: 1, pwdLength: 0 } });
    const user = userEvent.setup();
    const dialog = await renderDialog();
    await user.type(field('新密码'), '12345');
    await user.click(within(dialog).getByRole('button', { name: '保存' }));
    expect(within(dialog).getAllByRole('alert').map((alert) => alert.textContent)).toContain('密码长度不能少于 6 位');
  });

  it('changes the password, confirms and signs out', async () => {
    api.changePassword.mockResolvedValue({ ok: true, status: 200, data: { state: true } });
    const user = userEvent.setup();
    const dialog = await renderDialog();
    await user.type(field('旧密码'), 'old-secret');
    await user.type(field('新密码'), 'abc12345');
    await user.type(field('确认新密码'), 'abc12345');
    await user.click(within(dialog).getByRole('button', { name: '保存' }));
    await waitFor(() => expect(api.signOut).toHaveBeenCalledTimes(1));
    expect(api.changePassword).toHaveBeenCalledWith(
      { account: 'zhangsan', oldPwd: 'old-secret', newPwd: 'abc12345' },
      { quiet: true },
    );
    expect(await screen.findByText('密码修改成功，请使用新密码重新登录')).toBeTruthy();
  });

  it('shows the server message, or a generic one, when saving fails', async () => {
    api.changePassword.mockResolvedValueOnce({ ok: false, status: 500, message: '旧密码错误' });
    api.changePassword.mockResolvedValueOnce({ ok: false, status: 0 });
    const user = userEvent.setup();
    const dialog = await renderDialog();
    await user.type(field('旧密码'), 'wrong');
    await user.type(field('新密码'), 'abc12345');
    await user.type(field('确认新密码'), 'abc12345');
    await user.click(within(dialog).getByRole('button', { name: '保存' }));
    expect(await screen.findByText('旧密码错误')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: '保存' }));
    expect(await screen.findByText('保存失败')).toBeTruthy();
    expect(api.signOut).not.toHaveBeenCalled();
  });

  it('closes with Escape and has no serious accessibility violations', async () => {
    const user = userEvent.setup();
    const dialog = await renderDialog();
    await user.click(within(dialog).getByRole('button', { name: '保存' }));
    expect(await seriousA11yViolations()).toEqual([]);
    // Semi reads keyCode, which user-event leaves at 0 in jsdom.
    fireEvent.keyDown(document.activeElement ?? document.body, { key: 'Escape', keyCode: 27 });
    expect(onClose).toHaveBeenCalled();
  });
});

// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { seriousA11yViolations, SwrIsolation } from '../../app/layout/testSupport';
import { Toast } from '@douyinfe/semi-ui-19';
import { setCurrentUser } from '../../session/store';
import { postStorageKey } from './postChoice';

const api = vi.hoisted(() => ({ getPosts: vi.fn(), changePost: vi.fn() }));
vi.mock('../../api/user', () => ({ getPosts: api.getPosts, changePost: api.changePost }));

const onClose = vi.fn();
const ok = <T,>(data: T) => ({ ok: true, status: 200, data });
const posts = [
  { postCode: 'dev', postName: '研发工程师', pathName: '研发部/研发工程师', isMaster: 1 },
  { postCode: 'pm', postName: '项目经理', pathName: '研发部/项目经理', isMaster: 0 },
];

const reload = vi.fn();
const realLocation = window.location;

async function renderDialog() {
  const { default: SwitchPostDialog } = await import('./SwitchPostDialog');
  render(
    <SwrIsolation>
      <SwitchPostDialog onClose={onClose} />
    </SwrIsolation>,
  );
  const dialog = await screen.findByRole('dialog');
  await within(dialog).findByRole('group', { name: '我的岗位' });
  return dialog;
}

beforeEach(() => {
  sessionStorage.clear();
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
  api.getPosts.mockResolvedValue(ok(posts));
  Object.defineProperty(window, 'location', { configurable: true, value: { ...realLocation, reload } });
});

afterEach(() => {
  cleanup();
  Toast.destroyAll();
  Object.defineProperty(window, 'location', { configurable: true, value: realLocation });
  vi.clearAllMocks();
});

describe('SwitchPostDialog', () => {
  it('lists the posts with the master post marked as current by default', async () => {
    const dialog = await renderDialog();
    expect(api.getPosts).toHaveBeenCalledWith('u1', { quiet: true });
    const dev = within(dialog).getByRole('radio', { name: /研发工程师/ }) as HTMLInputElement;
    expect(dev.checked).toBe(true);
    expect(dev.closest('label')!.textContent).toContain('当前岗位');
    expect((within(dialog).getByRole('button', { name: '确定' }) as HTMLButtonElement).disabled).toBe(true);
    expect(await seriousA11yViolations()).toEqual([]);
  });

  it('prefers the post remembered for this user', async () => {
    sessionStorage.setItem(postStorageKey('u1'), 'pm');
    const dialog = await renderDialog();
    expect((within(dialog).getByRole('radio', { name: /项目经理/ }) as HTMLInputElement).checked).toBe(true);
  });

  it('switches the post, remembers it, confirms and reloads the page', async () => {
    api.changePost.mockResolvedValue(ok({ state: true, message: '切换当前岗位成功' }));
    const user = userEvent.setup();
    const dialog = await renderDialog();
    await user.click(within(dialog).getByRole('radio', { name: /项目经理/ }));
    await user.click(within(dialog).getByRole('button', { name: '确定' }));
    expect(await screen.findByText('切换当前岗位成功')).toBeTruthy();
    expect(api.changePost).toHaveBeenCalledWith('u1', 'pm', { quiet: true });
    expect(sessionStorage.getItem(postStorageKey('u1'))).toBe('pm');
    await waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
  });

  it('says so when the switch fails and does not reload', async () => {
    api.changePost.mockResolvedValue({ ok: false, status: 200, message: 'unknown post' });
    const user = userEvent.setup();
    const dialog = await renderDialog();
    await user.click(within(dialog).getByRole('radio', { name: /项目经理/ }));
    await user.click(within(dialog).getByRole('button', { name: '确定' }));
    expect(await screen.findByText('切换当前岗位失败')).toBeTruthy();
    expect(sessionStorage.getItem(postStorageKey('u1'))).toBeNull();
    expect(reload).not.toHaveBeenCalled();
  });
});

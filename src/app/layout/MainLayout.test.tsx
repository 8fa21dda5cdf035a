// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderRoutes, seriousA11yViolations } from './testSupport';
import { setCurrentUser } from '../../session/store';
import { OVERFLOW_RECHECK_MS } from './TopMenu';
import { SingleRoutePatterns } from './singleRoute';

const api = vi.hoisted(() => ({
  getCurrentUserMenu: vi.fn(),
  getMessageBadge: vi.fn(),
  getPosts: vi.fn(),
  getSystemSetting: vi.fn(),
  getTenantByCode: vi.fn(),
  signOut: vi.fn(),
}));

vi.mock('../../api/menu', () => ({ FRONT_MENU_ALIAS: 'front_menu', getCurrentUserMenu: api.getCurrentUserMenu }));
vi.mock('../../api/message', () => ({ getMessageBadge: api.getMessageBadge }));
vi.mock('../../api/user', () => ({ getPosts: api.getPosts }));
vi.mock('../../api/tenant', () => ({
  getSystemSetting: api.getSystemSetting,
  getTenantByCode: api.getTenantByCode,
  logoFileUrl: (type: string, tenantId?: string) => `/system/file/v1/getLogoFile?logoType=${type}&tenantId=${tenantId}`,
}));
vi.mock('../../session/auth', () => ({ signOut: api.signOut }));
vi.mock('../../session/userDetail', () => ({
  useUserDetail: () => ({ detail: { user: { id: 'u1', fullname: '张三', account: 'zhangsan' } }, isLoading: false, mutate: vi.fn() }),
}));

const ok = <T,>(data: T) => ({ ok: true, status: 200, data });

const serverMenu = [
  { id: '30', name: '内部邮件', alias: 'v-mail', children: [] },
  { id: '20', name: '流程中心', alias: 'v-flow', children: [{ id: '21', name: '待办事项', alias: 'v-todo' }] },
  { id: '40', name: '个人办公', alias: 'v-personal' },
  { id: '50', name: '新闻公告', alias: 'v-news' },
  { id: '60', name: '帮助中心', alias: 'v-help' },
];

/** jsdom has no layout: every measured item is 100 px wide, the nav as wide as `available`. */
let available = 1000;
function fakeLayout() {
  const offsetWidth = vi.spyOn(HTMLElement.prototype, 'offsetWidth', 'get').mockImplementation(function (this: HTMLElement) {
    return this.dataset.measure ? 100 : 0;
  });
  const clientWidth = vi.spyOn(Element.prototype, 'clientWidth', 'get').mockImplementation(function (this: Element) {
    return this.classList.contains('fd-top-menu') ? available : 0;
  });
  return () => {
    offsetWidth.mockRestore();
    clientWidth.mockRestore();
  };
}

async function renderLayout(path = '/v-flow/v-todo', singleRoutePatterns: readonly string[] = []) {
  const { default: MainLayout } = await import('./MainLayout');
  return renderRoutes(
    [
      {
        path: '/',
        element: (
          <SingleRoutePatterns value={singleRoutePatterns}>
            <MainLayout />
          </SingleRoutePatterns>
        ),
        children: [
          { path: 'home', element: <p>home page</p> },
          { path: 'single/*', element: <p>single page</p> },
          { path: 'broken', element: <CrashingPage /> },
          { path: ':topAlias/*', element: <p>menu page</p> },
        ],
      },
    ],
    path,
  );
}

function CrashingPage(): never {
  throw new Error('page exploded');
}

let restoreLayout: () => void;

beforeEach(() => {
  sessionStorage.clear();
  setCurrentUser({
    token: 't',
    loginTime: Date.now(),
    expiration: 7200,
    loginStatus: true,
    username: 'Zhang San',
    account: 'zhangsan',
    userId: 'u1',
    userAttrs: { tenantId: '-1' },
  });
  api.getCurrentUserMenu.mockResolvedValue(ok({ state: true, value: serverMenu }));
  api.getMessageBadge.mockResolvedValue(ok({ state: true, value: 3 }));
  api.getPosts.mockResolvedValue(ok([{ postCode: 'p1', postName: '研发工程师' }]));
  api.getSystemSetting.mockResolvedValue(ok({ frontName: 'Flowdesk 协同办公平台' }));
  available = 1000;
  restoreLayout = fakeLayout();
});

afterEach(() => {
  cleanup();
  restoreLayout();
  vi.clearAllMocks();
});

describe('MainLayout header', () => {
  it('keeps the header working when the routed page throws, and leaves the failure on navigation', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await renderLayout('/broken');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('此部分无法显示');
    expect(alert.textContent).toContain('page exploded');
    const nav = await screen.findByRole('navigation', { name: '主菜单' });
    fireEvent.click(within(nav).getByRole('link', { name: '首页' }));
    expect(await screen.findByText('home page')).toBeTruthy();
    expect(screen.queryByText('page exploded')).toBeNull();
    consoleError.mockRestore();
  });

  it('renders the brand, the top menu ordered by id with home first, and marks the active item', async () => {
    await renderLayout();
    const nav = await screen.findByRole('navigation', { name: '主菜单' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(['首页', '流程中心', '内部邮件', '个人办公', '新闻公告', '帮助中心']);
    expect(within(nav).getByRole('link', { name: '流程中心' }).getAttribute('aria-current')).toBe('page');
    expect(within(nav).getByRole('link', { name: '首页' }).getAttribute('href')).toBe('/home');
    expect(within(nav).queryByRole('button', { name: /更多/ })).toBeNull();
    expect(await screen.findByText('Flowdesk 协同办公平台')).toBeTruthy();
    expect(screen.getByText('menu page')).toBeTruthy();
    expect(api.getCurrentUserMenu).toHaveBeenCalledWith('front_menu', undefined);
  });

  it('moves the items that do not fit into More, navigates from it, and restores them when wider', async () => {
    available = 350; // 3 × 100 px beside the 100 px More button
    const user = userEvent.setup();
    const { router } = await renderLayout('/home');
    const nav = await screen.findByRole('navigation', { name: '主菜单' });
    await waitFor(() => expect(within(nav).getAllByRole('link').map((l) => l.textContent)).toEqual(['首页', '流程中心']));

    await user.click(within(nav).getByRole('button', { name: '更多' }));
    const menu = await screen.findByRole('menu');
    const folded = within(menu).getAllByRole('menuitem');
    expect(folded.map((item) => item.textContent)).toEqual(['内部邮件', '个人办公', '新闻公告', '帮助中心']);
    await user.click(within(menu).getByText('新闻公告'));
    expect(router.state.location.pathname).toBe('/v-news');

    available = 1000;
    fireEvent(window, new Event('resize'));
    // Not before the debounce delay…
    expect(within(nav).getByRole('button', { name: '更多' })).toBeTruthy();
    // …but after it.
    await waitFor(() => expect(within(nav).queryByRole('button', { name: '更多' })).toBeNull(), {
      timeout: OVERFLOW_RECHECK_MS + 1000,
    });
    expect(within(nav).getAllByRole('link')).toHaveLength(6);
  });

  it('opens the More menu from the keyboard', async () => {
    available = 350;
    const user = userEvent.setup();
    await renderLayout('/home');
    const more = await screen.findByRole('button', { name: '更多' });
    more.focus();
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('menu')).toBeTruthy();
    expect(more.getAttribute('aria-expanded')).toBe('true');
  });

  it('logs an error and folds everything into More when not even one item fits', async () => {
    available = 150;
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    await renderLayout('/home');
    const nav = await screen.findByRole('navigation', { name: '主菜单' });
    await waitFor(() => expect(within(nav).getByRole('button', { name: '更多' })).toBeTruthy());
    expect(within(nav).queryAllByRole('link')).toHaveLength(0);
    expect(error).toHaveBeenCalledWith(expect.stringContaining('too narrow'));
    error.mockRestore();
  });

  it('shows the unread count capped at 100 with an accessible label, linking to the mail', async () => {
    api.getMessageBadge.mockResolvedValue(ok({ state: true, value: 120 }));
    await renderLayout();
    const badge = await screen.findByRole('link', { name: '未读消息 100+ 条' });
    expect(badge.getAttribute('href')).toBe('/v-mail/v-innerMsg');
    expect(within(badge).getByText('100+')).toBeTruthy();
  });

  it('never shows a negative count', async () => {
    api.getMessageBadge.mockResolvedValue(ok({ state: true, value: -5 }));
    await renderLayout();
    const badge = await screen.findByRole('link', { name: '未读消息 0 条' });
    expect(badge.textContent).toBe('');
  });

  it('shows a retry when the menu cannot be loaded', async () => {
    api.getCurrentUserMenu.mockResolvedValueOnce({ ok: false, status: 500, message: 'boom' });
    const user = userEvent.setup();
    await renderLayout();
    await screen.findByText('菜单加载失败');
    await user.click(screen.getByRole('button', { name: '重试' }));
    expect(await screen.findByRole('navigation', { name: '主菜单' })).toBeTruthy();
  });

  it('has a skip link to the main content and no serious accessibility violations', async () => {
    const user = userEvent.setup();
    await renderLayout();
    await screen.findByRole('navigation', { name: '主菜单' });
    await screen.findByRole('link', { name: '未读消息 3 条' });
    await user.click(screen.getByRole('link', { name: '跳到主要内容' }));
    expect(document.activeElement).toBe(screen.getByRole('main'));
    expect(await seriousA11yViolations()).toEqual([]);
  });

  it('hides the header on routes flagged single and with ?single=true', async () => {
    await renderLayout('/single/x', ['/single/*']);
    expect(screen.getByText('single page')).toBeTruthy();
    expect(screen.queryByRole('banner')).toBeNull();
    expect(screen.queryByRole('link', { name: '跳到主要内容' })).toBeNull();
    cleanup();
    await renderLayout('/v-flow/v-todo?single=true');
    expect(screen.getByText('menu page')).toBeTruthy();
    expect(screen.queryByRole('banner')).toBeNull();
    cleanup();
    // Other routes keep the header, also when some routes are single.
    await renderLayout('/v-flow/v-todo?single=false', ['/single/*']);
    expect(await screen.findByRole('banner')).toBeTruthy();
  });
});

describe('user dropdown', () => {
  it('lists the account actions; switching post only with more than one post', async () => {
    const user = userEvent.setup();
    await renderLayout();
    const trigger = await screen.findByRole('button', { name: '用户菜单：张三' });
    await user.click(trigger);
    const menu = await screen.findByRole('menu');
    expect(within(menu).getAllByRole('menuitem').map((item) => item.textContent)).toEqual([
      '用户信息',
      '修改密码',
      '电子签章',
      '退出登录',
    ]);
  });

  it('hides the entries whose method rights the user lacks', async () => {
    sessionStorage.setItem('allMethod', JSON.stringify(['user_info', 'seal_edit']));
    sessionStorage.setItem('methodAuth', JSON.stringify(['user_info']));
    const user = userEvent.setup();
    await renderLayout();
    await user.click(await screen.findByRole('button', { name: '用户菜单：张三' }));
    const menu = await screen.findByRole('menu');
    expect(within(menu).getAllByRole('menuitem').map((item) => item.textContent)).toEqual(['用户信息', '修改密码', '退出登录']);
  });

  it('offers the post switch to a user with two posts, opens dialogs and signs out', async () => {
    api.getPosts.mockResolvedValue(
      ok([
        { postCode: 'p1', postName: '研发工程师', isMaster: 1 },
        { postCode: 'p2', postName: '项目经理' },
      ]),
    );
    const user = userEvent.setup();
    await renderLayout();
    const trigger = await screen.findByRole('button', { name: '用户菜单：张三' });
    await user.click(trigger);
    await waitFor(() => expect(screen.getByRole('menuitem', { name: '切换当前岗位' })).toBeTruthy());

    await user.click(screen.getByRole('menuitem', { name: '修改密码' }));
    await waitFor(() => expect(trigger.getAttribute('aria-expanded')).toBe('false'));
    expect((await screen.findByRole('dialog', {}, { timeout: 5000 })).textContent).toContain('修改密码');

    await act(async () => {
      fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape', keyCode: 27 });
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    await user.click(trigger);
    await user.click(await screen.findByRole('menuitem', { name: '退出登录' }));
    expect(api.signOut).toHaveBeenCalledTimes(1);
  });
});

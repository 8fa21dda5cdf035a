// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderRoutes, seriousA11yViolations } from './testSupport';
import { setCurrentUser } from '../../session/store';
import { defaultConfig, setConfig } from '../../config/runtime';
import { MENU_SINGLE_PATTERNS, rememberedPathKey } from './menuModel';
import { SingleRoutePatterns } from './singleRoute';

const api = vi.hoisted(() => ({ getCurrentUserMenu: vi.fn() }));
vi.mock('../../api/menu', () => ({ FRONT_MENU_ALIAS: 'front_menu', getCurrentUserMenu: api.getCurrentUserMenu }));
vi.mock('../../features/errors/NotFoundPage', () => ({ default: () => <h1>页面不存在</h1> }));
vi.mock('../../features/flow/lists/TaskListPage', () => ({
  default: ({ list, title }: { list: string; title: string }) => (
    <>
      <h2>{title}</h2>
      <p>task list {list}</p>
    </>
  ),
}));

// The statement area's pages, as the child routes of a top menu reuse them: each says what it was given.
vi.mock('../../features/statement/TemplatePreviewPage', async () => {
  const { RoutedPage } = await import('./childRouteProbe.testSupport');
  return { TemplatePreviewPage: () => <RoutedPage page="preview" /> };
});
vi.mock('../../features/statement/TemplateFormPage', async () => {
  const { RoutedPage } = await import('./childRouteProbe.testSupport');
  return { TemplateFormPage: () => <RoutedPage page="form" /> };
});
vi.mock('../../features/statement/DraftListPage', async () => {
  const { RoutedPage } = await import('./childRouteProbe.testSupport');
  return { DraftListPage: () => <RoutedPage page="drafts" /> };
});
vi.mock('../../features/statement/QueryViewPage', async () => {
  const { RoutedPage } = await import('./childRouteProbe.testSupport');
  return { default: () => <RoutedPage page="queryView" /> };
});

const ok = <T,>(data: T) => ({ ok: true, status: 200, data });

const serverMenu = [
  {
    id: '20',
    name: '流程中心',
    alias: 'v-flow',
    children: [
      {
        id: '23',
        name: '已办事项',
        alias: 'v-done',
        children: [{ id: '231', name: '已办传阅', alias: 'v-doneRead' }],
      },
      { id: '22', name: '待办事项', alias: 'v-todo' },
      {
        id: '24',
        name: '我的请求',
        alias: 'v-requests',
        children: [
          {
            id: '241',
            name: '请求分组',
            alias: 'v-requestGroup',
            children: [{ id: '2411', name: '草稿', alias: 'v-drafts' }],
          },
        ],
      },
    ],
  },
  {
    id: '90',
    name: '帮助中心',
    alias: 'v-help',
    children: [
      { id: '91', name: '帮助文档', alias: 'v-helpDoc', href: '/portal/help/index.html' },
      { id: '92', name: '外部报表', alias: 'v-bi', href: 'https://bi.example.com/board' },
      { id: '93', name: '陌生站点', alias: 'v-other', href: 'https://other.example.net/page' },
    ],
  },
  { id: '70', name: '报表中心', alias: 'statement', code: 'statement', children: [{ id: '71', name: '报表一', alias: 'r1' }] },
  { id: '80', name: '空菜单', alias: 'v-empty', children: [] },
];

async function renderAt(path: string, singleRoutePatterns: readonly string[] = []) {
  const { default: MenuContentLayout } = await import('./MenuContentLayout');
  return renderRoutes(
    [
      {
        path: '/:topAlias/*',
        element: (
          <SingleRoutePatterns value={singleRoutePatterns}>
            <MenuContentLayout />
          </SingleRoutePatterns>
        ),
      },
    ],
    path,
  );
}

beforeEach(() => {
  sessionStorage.clear();
  setCurrentUser({
    token: 'secret-token',
    loginTime: Date.now(),
    expiration: 7200,
    loginStatus: true,
    username: '张三',
    account: 'zhangsan',
    userId: 'u1',
    userAttrs: {},
  });
  api.getCurrentUserMenu.mockResolvedValue(ok({ state: true, value: serverMenu }));
});

afterEach(() => {
  cleanup();
  setConfig(defaultConfig());
  vi.clearAllMocks();
});

describe('MenuContentLayout', () => {
  it('goes from /<topAlias> to the first page of the menu (ordered by id) and shows the side menu', async () => {
    const { router } = await renderAt('/v-flow');
    const nav = await screen.findByRole('navigation', { name: '流程中心菜单' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/v-flow/v-todo'));
    const top = nav.querySelector('ul')!;
    expect(Array.from(top.children, (li) => li.firstElementChild!.textContent)).toEqual(['待办事项', '已办事项', '我的请求']);
    await waitFor(() => expect(within(nav).getByRole('link', { name: '待办事项' }).getAttribute('aria-current')).toBe('page'));
    // the item's page, given the item's name for its heading
    expect(await screen.findByRole('heading', { name: '待办事项' })).toBeTruthy();
    expect(screen.getByText('task list v-todo')).toBeTruthy();
    expect(sessionStorage.getItem(rememberedPathKey('v-flow'))).toBe('/v-flow/v-todo');
  });

  it('restores the remembered path of the top menu', async () => {
    sessionStorage.setItem(rememberedPathKey('v-flow'), '/v-flow/v-doneRead');
    const { router } = await renderAt('/v-flow');
    await waitFor(() => expect(router.state.location.pathname).toBe('/v-flow/v-doneRead'));
    // The submenu holding the active item is open.
    const nav = await screen.findByRole('navigation', { name: '流程中心菜单' });
    await waitFor(() => expect(within(nav).getByRole('button', { name: '已办事项' }).getAttribute('aria-expanded')).toBe('true'));
    expect(within(nav).getByRole('link', { name: '已办传阅' }).getAttribute('aria-current')).toBe('page');
  });

  it('shows the pending page for an item whose page is not built yet', async () => {
    await renderAt('/v-flow/v-drafts');
    expect(await screen.findByText('该页面暂未开放，敬请期待。')).toBeTruthy();
  });

  it('falls back to the first page when the item is not in the menu', async () => {
    const { router } = await renderAt('/v-flow/v-gone');
    await waitFor(() => expect(router.state.location.pathname).toBe('/v-flow/v-todo'));
  });

  it('navigates on selection, remembers the path, and keeps only one submenu branch open', async () => {
    const user = userEvent.setup();
    const { router } = await renderAt('/v-flow/v-todo');
    const nav = await screen.findByRole('navigation', { name: '流程中心菜单' });
    const done = within(nav).getByRole('button', { name: '已办事项' });
    const requests = within(nav).getByRole('button', { name: '我的请求' });

    await user.click(done);
    expect(done.getAttribute('aria-expanded')).toBe('true');
    await user.click(requests);
    expect(requests.getAttribute('aria-expanded')).toBe('true');
    expect(done.getAttribute('aria-expanded')).toBe('false');

    const group = within(nav).getByRole('button', { name: '请求分组' });
    await user.click(group);
    await user.click(within(nav).getByRole('link', { name: '草稿' }));
    expect(router.state.location.pathname).toBe('/v-flow/v-drafts');
    expect(sessionStorage.getItem(rememberedPathKey('v-flow'))).toBe('/v-flow/v-drafts');
    expect(screen.getByRole('heading', { name: '草稿' })).toBeTruthy();

    // Closing a submenu closes what is open inside it.
    await user.click(requests);
    expect(requests.getAttribute('aria-expanded')).toBe('false');
    await user.click(requests);
    expect(within(nav).getByRole('button', { name: '请求分组' }).getAttribute('aria-expanded')).toBe('false');
  });

  it('collapses the side panel with a labelled arrow button', async () => {
    const user = userEvent.setup();
    await renderAt('/v-flow/v-todo');
    const toggle = await screen.findByRole('button', { name: /收起侧边菜单$/ });
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    await user.click(toggle);
    expect(screen.queryByRole('navigation')).toBeNull();
    const expand = screen.getByRole('button', { name: /展开侧边菜单$/ });
    expect(expand.getAttribute('aria-expanded')).toBe('false');
    await user.click(expand);
    expect(screen.getByRole('navigation', { name: '流程中心菜单' })).toBeTruthy();
  });

  it('embeds a same-origin href in a sandboxed frame without the token', async () => {
    await renderAt('/v-help/v-helpDoc');
    const frame = (await screen.findByTitle('帮助文档')) as HTMLIFrameElement;
    expect(frame.tagName).toBe('IFRAME');
    expect(frame.getAttribute('src')).toBe(`${window.location.origin}/portal/help/index.html`);
    expect(frame.getAttribute('sandbox')).toBe('allow-scripts allow-forms allow-same-origin');
    expect(frame.getAttribute('referrerpolicy')).toBe('no-referrer');
  });

  it('appends the token only for an origin listed in tokenOrigins', async () => {
    const config = defaultConfig();
    config.tokenOrigins = ['https://bi.example.com'];
    setConfig(config);
    const user = userEvent.setup();
    await renderAt('/v-help/v-bi');
    const frame = await screen.findByTitle('外部报表');
    expect(frame.getAttribute('src')).toBe('https://bi.example.com/board?token=secret-token');
    expect(frame.getAttribute('sandbox')).toBe('allow-scripts allow-forms');

    await user.click(screen.getByRole('link', { name: '陌生站点' }));
    const other = await screen.findByTitle('陌生站点');
    expect(other.getAttribute('src')).toBe('https://other.example.net/page');
  });

  it.each([
    ['/v-flow/preview/ledger', 'preview {"templateKey":"ledger"}'],
    ['/v-flow/preview/ledger/false/%7B%7D', 'preview {"templateKey":"ledger","single":"false","parameterqQuerys":"{}"}'],
    ['/v-flow/form/ledger/edit?id=5', 'form {"templateKey":"ledger","action":"edit"}'],
    ['/v-flow/query-sql/employeeSql/roster', 'queryView {"sqlAlias":"employeeSql","alias":"roster"}'],
    ['/v-flow/draft-list/ledger/false', 'drafts {"tempAlias":"ledger","dataViewFlag":"false"}'],
  ])('routes the child path %s to the statement page, its screens kept below the top menu', async (path, shown) => {
    await renderAt(path);
    const page = await screen.findByTestId('routed-page');
    expect(page.textContent).toBe(shown);
    expect(page.dataset.formPath).toBe('/v-flow/form/k/add');
    expect(page.dataset.draftsPath).toBe('/v-flow/draft-list/k/false');
    expect(await screen.findByRole('navigation', { name: '流程中心菜单' })).toBeTruthy();
  });

  it('embeds the href of a top menu item through the href child route', async () => {
    await renderAt('/v-help/href/v-bi');
    expect((await screen.findByTitle('外部报表')).getAttribute('src')).toBe('https://bi.example.com/board');
    cleanup();
    await renderAt('/v-help/href/v-missing');
    expect(await screen.findByRole('heading', { name: /v-missing/ })).toBeTruthy();
  });

  it('gives the statement menu no side menu from the layout', async () => {
    await renderAt('/statement');
    expect(await screen.findByRole('heading', { name: '报表中心' })).toBeTruthy();
    expect(screen.queryByRole('navigation')).toBeNull();
  });

  it('says so when a top menu has no pages', async () => {
    await renderAt('/v-empty');
    expect(await screen.findByText('该菜单下暂无可访问的页面。')).toBeTruthy();
  });

  it('shows the not-found page for an alias that is not a top menu of the user', async () => {
    await renderAt('/v-unknown/x');
    expect(await screen.findByRole('heading', { name: '页面不存在' })).toBeTruthy();
  });

  it('hides the side panel on single routes and with ?single=true', async () => {
    await renderAt('/v-flow/preview/ledger/true', MENU_SINGLE_PATTERNS);
    expect(await screen.findByTestId('routed-page')).toBeTruthy();
    expect(screen.queryByRole('navigation')).toBeNull();
    cleanup();
    await renderAt('/v-flow/form/ledger/get/true/new?id=1', MENU_SINGLE_PATTERNS);
    expect(await screen.findByTestId('routed-page')).toBeTruthy();
    expect(screen.queryByRole('navigation')).toBeNull();
    cleanup();
    await renderAt('/v-flow/v-todo', MENU_SINGLE_PATTERNS);
    expect(await screen.findByRole('navigation', { name: '流程中心菜单' })).toBeTruthy();
    cleanup();
    await renderAt('/v-flow/v-todo?single=true');
    expect(await screen.findByRole('heading', { name: '待办事项' })).toBeTruthy();
    expect(screen.queryByRole('navigation')).toBeNull();
  });

  it('shows loading, then a failure with a working retry', async () => {
    api.getCurrentUserMenu.mockResolvedValueOnce({ ok: false, status: 500, message: 'boom' });
    const user = userEvent.setup();
    await renderAt('/v-flow/v-todo');
    expect(screen.getByRole('status').textContent).toContain('正在加载菜单');
    expect(await screen.findByRole('heading', { name: '菜单加载失败' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: '重试' }));
    expect(await screen.findByRole('navigation', { name: '流程中心菜单' })).toBeTruthy();
  });

  it('has no serious accessibility violations', async () => {
    await renderAt('/v-flow/v-doneRead');
    await screen.findByRole('navigation', { name: '流程中心菜单' });
    expect(await seriousA11yViolations()).toEqual([]);
  });
});

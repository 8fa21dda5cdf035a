// @vitest-environment jsdom
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { httpClient } from '../../api/http';
import { installFakeNetwork, type FakeReply, type SentRequest } from '../../api/testing/fakeNetwork';
import { defaultConfig, setConfig } from '../../config/runtime';
import i18n, { setLanguage } from '../../i18n';
import { setCurrentUser } from '../../session/store';
import { renderRoutes, seriousA11yViolations } from '../../app/layout/testSupport';
import HomePage from './HomePage';
import ColumnPreviewPage from './ColumnPreviewPage';
import { ColumnView } from './ColumnView';
import { adoptEarlyColumns, askColumnsEarly, createHomeColumnBatcher } from './useColumnDefinition';

const base64 = (text: string) => Buffer.from(text, 'utf8').toString('base64');

const LAYOUT = {
  list: [
    { type: 'grid', options: { gutter: 16 }, columns: [{ span: 16, list: [{ alias: 'welcome' }] }, { span: 8, list: [{ alias: 'static' }, { alias: 'hidden' }] }] },
    { alias: 'broken' },
  ],
};

const COLUMNS = {
  welcome: {
    alias: 'welcome',
    name: '欢迎',
    dataMode: 3,
    requestType: 'GET',
    dataFrom: '${portal}/portal/main/v1/welcome',
    dataParam: '[{"name":"account","value":"${curUserAccount}"}]',
    colUrl: '/newsList/0',
    displayRights: true,
    templateHtml: base64('<p>{{data.greeting}}</p><p>未读 {{ data.stats.unread }} 条</p><img src="x" alt="" onerror="window.hacked = 1"><script>window.hacked = 2</script><a href="javascript:window.hacked=3">点我</a>'),
  },
  static: { alias: 'static', name: '静态栏目', dataMode: 0, displayRights: true, templateHtml: base64('<div class="intro">静态 <b>内容</b> {{data.missing}}</div>') },
  broken: { alias: 'broken', name: '坏栏目', dataMode: 3, requestType: 'GET', dataFrom: '${portal}/portal/main/v1/failingColumnData', displayRights: true, templateHtml: base64('<p>{{x}}</p>') },
  restricted: { alias: 'restricted', name: '受限栏目', dataMode: 0, displayRights: false, templateHtml: '' },
  notice: { alias: 'notice', name: '通知公告', dataMode: 0, displayRights: true, templateHtml: base64('<home-notice></home-notice>') },
  // answered, but the user may not see it
  secret: { alias: 'secret', name: '保密', dataMode: 3, requestType: 'GET', dataFrom: '${portal}/portal/main/v1/secret', displayRights: false, templateHtml: base64('<p>x</p>') },
};

/** The calls of one batch request (config.json's batchUrl), by path. */
const batchCalls = (request: SentRequest) => (JSON.parse(String(request.data)) as { requests: { url: string }[] }).requests.map((call) => call.url);

let sent: SentRequest[];
beforeEach(async () => {
  setConfig(defaultConfig());
  await setLanguage('zh-CN');
  setCurrentUser({ token: 't', loginTime: Date.now(), expiration: 3600, loginStatus: true, username: '张三', account: 'zhangsan', userId: 'u1', userAttrs: {} });
  const reply: FakeReply = (request, config) => {
    if (request.url.endsWith('/portal/main/v1/batch')) {
      const { requests } = JSON.parse(String(request.data)) as { requests: { method: string; url: string; body?: unknown }[] };
      const answers = requests.map(async (call) => {
        const answer = await reply({ url: `${window.location.origin}${call.url}`, method: call.method, headers: {}, data: JSON.stringify(call.body) }, config);
        return { status: answer.status ?? 200, body: answer.data };
      });
      return Promise.all(answers).then((responses) => ({ data: { responses }, headers: { 'content-type': 'application/json' } }));
    }
    if (request.url.includes('/vueFrontHome')) return { data: { state: true, message: '', value: base64(JSON.stringify(LAYOUT)) } };
    if (request.url.includes('/getDatasByAlias')) {
      const asked = String(request.data).split(',');
      return { data: asked.flatMap((alias) => (alias in COLUMNS && alias !== 'restricted' ? [COLUMNS[alias as keyof typeof COLUMNS]] : [])) };
    }
    if (request.url.includes('/getByAlias')) {
      const alias = new URL(request.url, 'http://x').searchParams.get('alias') ?? '';
      return { data: COLUMNS[alias as keyof typeof COLUMNS] ?? null };
    }
    if (request.url.includes('/welcome')) return { data: { greeting: '你好，<b>张三</b>', stats: { unread: 3 } } };
    if (request.url.includes('/failingColumnData')) return { status: 500, data: { state: false, message: '栏目数据加载失败（演示）' } };
    if (request.url.includes('/getFormRemindDataByUser')) return { data: [] };
    return { status: 404, data: { state: false, message: 'no such call' } };
  };
  sent = installFakeNetwork(httpClient, reply);
});
afterEach(() => {
  cleanup();
  setCurrentUser(null);
});

describe('HomePage', () => {
  it('loads every column of the layout with one batched call and renders each by its data mode', async () => {
    renderRoutes([{ path: 'home', element: <HomePage /> }], '/home');
    const welcome = await screen.findByRole('region', { name: '欢迎' });
    // REST data interpolated as text (the markup in the data stays text).
    expect(await within(welcome).findByText('你好，<b>张三</b>')).toBeTruthy();
    expect(within(welcome).getByText('未读 3 条')).toBeTruthy();
    expect(within(welcome).getByRole('link', { name: '欢迎：更多' }).getAttribute('href')).toBe('/newsList/0?from=home');
    // The template's script, handler and javascript: link are gone.
    expect(welcome.querySelector('script')).toBeNull();
    expect(welcome.querySelector('img')?.getAttribute('onerror')).toBeNull();
    expect(within(welcome).getByText('点我').getAttribute('href')).toBeNull();
    expect((window as { hacked?: number }).hacked).toBeUndefined();

    const intro = (await screen.findByRole('region', { name: '静态栏目' })).querySelector('.intro');
    expect(intro?.textContent).toBe('静态 内容 ');
    // A failing data call shows its message in red inside that column only.
    const broken = await screen.findByRole('region', { name: '坏栏目' });
    expect((await within(broken).findByRole('alert')).textContent).toContain('栏目数据加载失败（演示）');
    // The column the server left out (no rights) is not there.
    expect(screen.queryByRole('region', { name: /hidden/ })).toBeNull();

    const batched = sent.filter((request) => request.url.includes('/getDatasByAlias'));
    expect(batched).toHaveLength(1);
    expect(batched[0].data).toBe('welcome,static,hidden,broken');
    expect(sent.find((request) => request.url.includes('/welcome'))?.url).toContain('account=zhangsan');
    await waitFor(() => expect(document.title).toBe('首页'));
    expect(await seriousA11yViolations()).toEqual([]);
  });

  it('says so when the layout cannot be decoded', async () => {
    installFakeNetwork(httpClient, (request) =>
      request.url.includes('/vueFrontHome') ? { data: { state: true, value: '%%%not base64' } } : { data: [] },
    );
    renderRoutes([{ path: 'home', element: <HomePage /> }], '/home');
    expect(await screen.findByRole('heading', { name: '首页布局定义有误' })).toBeTruthy();
  });

  it('shows an empty state for a user without a layout, in English too', async () => {
    await setLanguage('en-US');
    installFakeNetwork(httpClient, (request) => (request.url.includes('/vueFrontHome') ? { data: { state: true, value: '' } } : { data: [] }));
    renderRoutes([{ path: 'home', element: <HomePage /> }], '/home');
    expect(await screen.findByRole('heading', { name: 'No home layout has been set up' })).toBeTruthy();
  });
});

describe('ColumnPreviewPage', () => {
  it('renders a column without display rights, and says that home would hide it', async () => {
    renderRoutes([{ path: 'column/preview/:previewAlias', element: <ColumnPreviewPage /> }], '/column/preview/restricted');
    expect(await screen.findByRole('heading', { name: '栏目预览：受限栏目' })).toBeTruthy();
    expect(screen.getByText('预览不检查显示权限：当前用户在首页看不到此栏目。')).toBeTruthy();
    expect(screen.getByText('本栏目无模板')).toBeTruthy();
    expect(await seriousA11yViolations()).toEqual([]);
  });

  it('lists every definition error of a broken column', async () => {
    COLUMNS.static = { ...COLUMNS.static, templateHtml: '@@@' } as typeof COLUMNS.static;
    try {
      renderRoutes([{ path: 'column/preview/:previewAlias', element: <ColumnPreviewPage /> }], '/column/preview/static');
      const alert = await screen.findByRole('alert');
      expect(alert.textContent).toContain('栏目 static 的定义有误');
      expect(alert.querySelectorAll('li').length).toBeGreaterThan(0);
    } finally {
      COLUMNS.static = { ...COLUMNS.static, templateHtml: base64('<div class="intro">静态 <b>内容</b> {{data.missing}}</div>') };
    }
  });

  it('says so for an unknown alias', async () => {
    renderRoutes([{ path: 'column/preview/:previewAlias', element: <ColumnPreviewPage /> }], '/column/preview/nope');
    expect(await screen.findByRole('heading', { name: '未找到别名为 nope 的栏目' })).toBeTruthy();
  });
});

// Home's first load (askColumnsEarly): the column definitions are asked before the page draws, and the first data
// of every column the user may see (a REST column's own call, the widgets its template names) goes out with them,
// in one batch, before the page is handed the definitions. The column then draws from that answer.
describe('askColumnsEarly', () => {
  it('sends the first data of the drawn columns in one batch before the page gets the definitions', async () => {
    setConfig({ ...defaultConfig(), batchUrl: '${portal}/portal/main/v1/batch' });
    // On home these are in before the columns are asked for (the first batch, home's own files).
    await Promise.all([import('../../api/batch'), import('./widgets/NoticeWidget'), i18n.loadNamespaces(['home'])]);
    const layoutAnswer = {};
    askColumnsEarly(layoutAnswer, ['welcome', 'notice', 'secret'], 'zh-CN');
    const batcher = createHomeColumnBatcher();
    adoptEarlyColumns(batcher, layoutAnswer);
    const welcome = await batcher.load('welcome');

    expect(sent.map((request) => request.url.replace(/^https?:\/\/[^/]+/, ''))).toEqual(['/portal/sysIndexColumn/sysIndexColumn/v1/getDatasByAlias', '/portal/main/v1/batch']);
    const calls = batchCalls(sent[1]!);
    expect(calls).toContain('/portal/main/v1/welcome?account=zhangsan');
    expect(calls.some((url) => url.startsWith('/portal/messageNews/v1/list'))).toBe(true);
    // A column the user may not see asks for nothing.
    expect(calls.some((url) => url.includes('/secret'))).toBe(false);

    // Its answer in, the column draws it at once (not a loading state first), without asking again.
    await new Promise((resolve) => setTimeout(resolve, 20));
    // SWR's own cache, as on home (the app's SWRConfig has no provider of its own).
    render(
      <MemoryRouter>
        <ColumnView definition={welcome!} />
      </MemoryRouter>,
    );
    const region = screen.getByRole('region', { name: '欢迎' });
    expect(within(region).getByText('你好，<b>张三</b>')).toBeTruthy();
    expect(within(region).queryByRole('status')).toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(sent).toHaveLength(2);
  });
});

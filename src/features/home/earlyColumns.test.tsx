// @vitest-environment jsdom
// Home's first load (askColumnsEarly): the column definitions are asked before the page draws, and the first data
// of every column the user may see (a REST column's own call, the widgets its template names) goes out with them,
// in one batch, before the page is handed the definitions. The column then draws from that answer.
import { cleanup, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { httpClient } from '../../api/http';
import { installFakeNetwork, type SentRequest } from '../../api/testing/fakeNetwork';
import { defaultConfig, setConfig } from '../../config/runtime';
import i18n, { setLanguage } from '../../i18n';
import { setCurrentUser } from '../../session/store';
import { ColumnView } from './ColumnView';
import { adoptEarlyColumns, askColumnsEarly, createHomeColumnBatcher } from './useColumnDefinition';

const base64 = (text: string) => Buffer.from(text, 'utf8').toString('base64');
const COLUMNS = [
  {
    alias: 'welcome',
    name: '欢迎',
    dataMode: 3,
    requestType: 'GET',
    dataFrom: '${portal}/portal/main/v1/welcome',
    dataParam: '[{"name":"account","value":"${curUserAccount}"}]',
    displayRights: true,
    templateHtml: base64('<p>{{ data.greeting }}</p>'),
  },
  { alias: 'notice', name: '通知公告', dataMode: 0, displayRights: true, templateHtml: base64('<home-notice></home-notice>') },
  { alias: 'restricted', name: '受限', dataMode: 3, requestType: 'GET', dataFrom: '${portal}/portal/main/v1/secret', displayRights: false, templateHtml: base64('<p>x</p>') },
];
const batchCalls = (request: SentRequest) => (JSON.parse(String(request.data)) as { requests: { url: string }[] }).requests.map((call) => call.url);

let sent: SentRequest[];
beforeEach(async () => {
  setConfig({ ...defaultConfig(), batchUrl: '${portal}/portal/main/v1/batch' });
  await setLanguage('zh-CN');
  setCurrentUser({ token: 't', loginTime: Date.now(), expiration: 3600, loginStatus: true, username: '张三', account: 'zhangsan', userId: 'u1', userAttrs: {} });
  sent = installFakeNetwork(httpClient, (request) => {
    if (request.url.includes('/getDatasByAlias')) return { data: COLUMNS };
    if (request.url.endsWith('/portal/main/v1/batch')) {
      const answer = (url: string) => (url.startsWith('/portal/main/v1/welcome') ? { status: 200, body: { greeting: '你好，张三' } } : { status: 200, body: { rows: [] } });
      return { data: { responses: batchCalls(request).map(answer) }, headers: { 'content-type': 'application/json' } };
    }
    return { status: 404, data: { state: false, message: 'no such call' } };
  });
});
afterEach(() => {
  cleanup();
  setCurrentUser(null);
});

describe('askColumnsEarly', () => {
  it('sends the first data of the drawn columns in one batch before the page gets the definitions', async () => {
    // On home these are in before the columns are asked for (the first batch, home's own files).
    await Promise.all([import('../../api/batch'), import('./widgets/NoticeWidget'), i18n.loadNamespaces(['home'])]);
    const layoutAnswer = {};
    askColumnsEarly(layoutAnswer, ['welcome', 'notice', 'restricted'], 'zh-CN');
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
    expect(within(region).getByText('你好，张三')).toBeTruthy();
    expect(within(region).queryByRole('status')).toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(sent).toHaveLength(2);
  });
});

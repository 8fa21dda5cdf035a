// @vitest-environment jsdom
// The layout kind's renderer (src/engine/layoutKind.tsx → ./LayoutPreview.tsx) draws a layout with the home page's
// own rows and columns: not signed in, each alias from the column fixture of that alias; signed in, through the
// home page's batched definition call; a column neither answers is a localized notice in its place.
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { SchemaRenderer } from '../../../renderers';
import { httpClient } from '../../api/http';
import { installFakeNetwork } from '../../api/testing/fakeNetwork';
import { defaultConfig, setConfig } from '../../config/runtime';
import { appEngine } from '../../engine';
import { setLanguage } from '../../i18n';
import { setCurrentUser } from '../../session/store';

const LAYOUT = {
  kind: 'layout',
  list: [{ type: 'grid', options: { gutter: 16 }, columns: [{ span: 12, list: [{ alias: 'welcomeNotice' }] }, { span: 12, list: [{ alias: 'quickLinks' }, { alias: 'noSuchColumn' }] }] }],
};

// The first column waits for the preview's and the column body's lazy chunks, slow on a loaded machine.
const FIRST = { timeout: 15_000 };

function renderLayout(definition: unknown = LAYOUT) {
  const result = appEngine.prepare('layout', definition);
  expect(result.ok).toBe(true);
  return render(
    <MemoryRouter>
      <SchemaRenderer engine={appEngine} result={result} path="test/layout" locale="zh-CN" />
    </MemoryRouter>,
  );
}

beforeEach(async () => {
  setConfig(defaultConfig());
  await setLanguage('zh-CN');
});
afterEach(() => {
  cleanup();
  setCurrentUser(null);
});

describe('the layout preview', () => {
  it('not signed in: draws the grid columns from the column fixtures and a notice for an alias without one', async () => {
    const requests: string[] = [];
    installFakeNetwork(httpClient, (request) => {
      requests.push(String(request.url));
      return { status: 404, data: { state: false, message: 'no such call' } };
    });
    const { container } = renderLayout();
    await screen.findByRole('heading', { name: '欢迎使用' }, FIRST);
    await screen.findByRole('heading', { name: '常用链接' });
    await screen.findByText('A static template column: no data source, the template is shown as it is.');
    await screen.findByText('A second static template column, listing the usual entry points.');
    const notice = await screen.findByRole('region', { name: 'noSuchColumn' });
    expect(notice.textContent).toBe('栏目“noSuchColumn”无法预览：未登录且没有同名样例');
    // Two cells of the 24-part grid, spans as the layout says; the notice sits in the second, under its column.
    const cells = [...container.querySelectorAll<HTMLElement>('.fd-layout-cell')];
    expect(cells.map((cell) => cell.style.getPropertyValue('--fd-span'))).toEqual(['12', '12']);
    expect(within(cells[1]).getByRole('heading', { name: '常用链接' })).toBeTruthy();
    expect(cells[1].contains(notice)).toBe(true);
    expect(requests).toEqual([]);
  });

  it('in English, the notice is English', async () => {
    await setLanguage('en-US');
    renderLayout({ kind: 'layout', list: [{ alias: 'noSuchColumn' }] });
    const notice = await screen.findByRole('region', { name: 'noSuchColumn' }, FIRST);
    expect(notice.textContent).toBe('Column “noSuchColumn” cannot be previewed: you are not signed in and no sample column has this alias');
  });

  it('signed in: asks the server for every alias in one getDatasByAlias call, and says which column it lacks', async () => {
    setCurrentUser({ token: 't', loginTime: Date.now(), expiration: 3600, loginStatus: true, username: '张三', account: 'zhangsan', userId: 'u1', userAttrs: {} });
    const batches: string[] = [];
    installFakeNetwork(httpClient, (request) => {
      if (!String(request.url).includes('/getDatasByAlias')) return { status: 404, data: { state: false, message: 'no such call' } };
      batches.push(String(request.data));
      const html = Buffer.from('<p>服务器上的欢迎栏目</p>', 'utf8').toString('base64');
      return { data: [{ alias: 'welcomeNotice', name: '服务器欢迎', dataMode: 0, displayRights: true, templateHtml: html }] };
    });
    renderLayout();
    await screen.findByText('服务器上的欢迎栏目', undefined, FIRST);
    // quickLinks has a fixture, but signed in the server's answer is what counts.
    const missing = await screen.findByRole('region', { name: 'quickLinks' });
    expect(missing.textContent).toBe('栏目“quickLinks”无法预览：服务器上没有这个栏目，或你无权查看');
    await screen.findByRole('region', { name: 'noSuchColumn' });
    await waitFor(() => expect(batches).toEqual(['welcomeNotice,quickLinks,noSuchColumn']));
  });
});

// @vitest-environment jsdom
// Every column and every widget fails alone (issue 25): unusual markup, a widget that throws and a column whose
// view throws leave the other columns working, each failure shown in its own place with a retry.
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { httpClient } from '../../api/http';
import { installFakeNetwork } from '../../api/testing/fakeNetwork';
import { defaultConfig, setConfig } from '../../config/runtime';
import { setLanguage } from '../../i18n';
import { setCurrentUser } from '../../session/store';
import { renderRoutes, seriousA11yViolations } from '../../app/layout/testSupport';
import HomePage from './HomePage';

const failures = vi.hoisted(() => ({ column: true }));

vi.mock('./widgets/UserInfoWidget', () => ({
  default: function ThrowingWidget() {
    throw new Error('widget exploded');
  },
}));

vi.mock('./ColumnView', async (importOriginal) => {
  const original = await importOriginal<typeof import('./ColumnView')>();
  return {
    ...original,
    ColumnView: (props: Parameters<typeof original.ColumnView>[0]) => {
      if (props.definition.alias === 'explode' && failures.column) throw new Error('column exploded');
      return <original.ColumnView {...props} />;
    },
  };
});

const base64 = (text: string) => Buffer.from(text, 'utf8').toString('base64');
const LAYOUT = { list: [{ type: 'grid', columns: [{ span: 8, list: [{ alias: 'media' }] }, { span: 8, list: [{ alias: 'widget' }] }, { span: 8, list: [{ alias: 'explode' }, { alias: 'plain' }] }] }] };
const column = (alias: string, name: string, html: string) => ({ alias, name, dataMode: 0, displayRights: true, templateHtml: base64(html) });
const COLUMNS = {
  media: column('media', '视频栏目', '<video controls><source src="/a.mp4" type="video/mp4"></source><track kind="captions" src="/a.vtt"></track></video><p>视频说明</p>'),
  widget: column('widget', '组件栏目', '<p>组件之前</p><user-info></user-info><p>组件之后</p>'),
  explode: column('explode', '出错栏目', '<p>出错栏目内容</p>'),
  plain: column('plain', '普通栏目', '<p>普通内容</p>'),
};

beforeEach(async () => {
  failures.column = true;
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  setConfig(defaultConfig());
  await setLanguage('zh-CN');
  setCurrentUser({ token: 't', loginTime: Date.now(), expiration: 3600, loginStatus: true, username: '张三', account: 'zhangsan', userId: 'u1', userAttrs: {} });
  installFakeNetwork(httpClient, (request) => {
    if (request.url.includes('/vueFrontHome')) return { data: { state: true, message: '', value: base64(JSON.stringify(LAYOUT)) } };
    if (request.url.includes('/getDatasByAlias')) return { data: String(request.data).split(',').map((alias) => COLUMNS[alias as keyof typeof COLUMNS]) };
    if (request.url.includes('/getFormRemindDataByUser')) return { data: [] };
    return { status: 404, data: { state: false, message: 'no such call' } };
  });
});
afterEach(() => {
  cleanup();
  setCurrentUser(null);
  vi.restoreAllMocks();
});

describe('home columns fail alone', () => {
  it('draws a media element with empty children, keeps the columns around a throwing widget and a throwing column', async () => {
    renderRoutes([{ path: 'home', element: <HomePage /> }], '/home');
    const media = await screen.findByRole('region', { name: '视频栏目' });
    expect(media.querySelector('video > source')?.getAttribute('src')).toBe('/a.mp4');
    expect(within(media).getByText('视频说明')).toBeTruthy();

    // The widget's failure stays inside the widget: its column's own text is still there.
    const widget = await screen.findByRole('region', { name: '组件栏目' });
    const widgetAlert = await within(widget).findByRole('alert');
    expect(widgetAlert.textContent).toContain('此部分无法显示');
    expect(widgetAlert.textContent).toContain('widget exploded');
    expect(within(widget).getByText('组件之前')).toBeTruthy();
    expect(within(widget).getByText('组件之后')).toBeTruthy();

    // The column whose view throws shows its failure with a retry; the column under it is drawn.
    const failed = await screen.findByText('“explode”无法显示');
    expect(failed.parentElement?.textContent).toContain('column exploded');
    expect(await screen.findByText('普通内容')).toBeTruthy();
    expect(await seriousA11yViolations()).toEqual([]);

    // Once the cause is gone, the retry draws the column.
    failures.column = false;
    fireEvent.click(within(failed.parentElement!).getByRole('button', { name: '重试' }));
    expect(await screen.findByText('出错栏目内容')).toBeTruthy();
    await waitFor(() => expect(screen.queryByText('“explode”无法显示')).toBeNull());
  });
});

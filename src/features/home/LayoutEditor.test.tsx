// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { httpClient } from '../../api/http';
import { installFakeNetwork, type FakeAnswer, type SentRequest } from '../../api/testing/fakeNetwork';
import { defaultConfig, setConfig } from '../../config/runtime';
import { setLanguage } from '../../i18n';
import { setCurrentUser } from '../../session/store';
import { renderRoutes, seriousA11yViolations } from '../../app/layout/testSupport';
import HomePage from './HomePage';

const base64 = (text: string) => Buffer.from(text, 'utf8').toString('base64');
const TIMEOUT = { timeout: 8000 };

const LAYOUT = {
  list: [
    { type: 'grid', options: { gutter: 16 }, columns: [{ span: 16, list: [{ alias: 'news' }, { alias: 'secret' }] }, { span: 8, list: [{ alias: 'todo' }] }] },
    { alias: 'notice' },
  ],
};
const COLUMN_MAP = { 公有栏目: [{ alias: 'news', name: '新闻' }, { alias: 'todo', name: '待办' }, { alias: 'notice', name: '公告' }, { alias: 'apps', name: '常用系统' }], 私有栏目: [] };

let sent: SentRequest[];
let personal: { id: string; userId: string } = { id: 'default', userId: '' };
let saveAnswer: FakeAnswer = { data: { state: true, message: '布局已保存', value: 'mine' } };

const savedLayout = () => {
  const request = sent.filter((item) => item.url.includes('/sysIndexMyLayout/v1/save')).at(-1);
  const body = (typeof request?.data === 'string' ? JSON.parse(request.data) : request?.data) as { designHtml: string };
  return JSON.parse(Buffer.from(body.designHtml, 'base64').toString('utf8')) as { list: { columns?: { span: number; list: { alias: string }[] }[] }[] };
};

beforeEach(async () => {
  setConfig(defaultConfig());
  await setLanguage('zh-CN');
  personal = { id: 'default', userId: '' };
  saveAnswer = { data: { state: true, message: '布局已保存', value: 'mine' } };
  setCurrentUser({ token: 't', loginTime: Date.now(), expiration: 3600, loginStatus: true, username: '张三', account: 'zhangsan', userId: 'u1', userAttrs: {} });
  sent = installFakeNetwork(httpClient, (request) => {
    if (request.url.includes('/vueFrontHome')) return { data: { state: true, message: '', value: base64(JSON.stringify(LAYOUT)) } };
    if (request.url.includes('/designMyLayout')) {
      return { data: { columnMap: COLUMN_MAP, sysIndexLayout: { ...personal, templateHtml: '', designHtml: base64(JSON.stringify(LAYOUT)), name: '', valid: 1 } } };
    }
    if (request.url.includes('/sysIndexMyLayout/v1/save')) return saveAnswer;
    if (request.url.includes('/sysIndexMyLayout/v1/remove')) return { data: { state: true, message: '已恢复默认布局' } };
    if (request.url.includes('/getDatasByAlias')) return { data: [] };
    if (request.url.includes('/getFormRemindDataByUser')) return { data: [] };
    return { status: 404, data: { state: false, message: 'no such call' } };
  });
});
afterEach(() => {
  cleanup();
  setCurrentUser(null);
});

async function openEditor() {
  renderRoutes([{ path: 'home', element: <HomePage /> }], '/home');
  fireEvent.click(await screen.findByRole('button', { name: '布局设置' }, TIMEOUT));
  return screen.findByRole('region', { name: '布局设置' }, TIMEOUT);
}

describe('LayoutEditor', () => {
  it('moves a column with its buttons, announces where it went and keeps the focus; the saved layout has the move, without the unseen column', { timeout: 60_000 }, async () => {
    const editor = await openEditor();
    const cell = within(editor).getByRole('group', { name: '第 1 行第 1 列' });
    expect(within(cell).queryByText('secret')).toBeNull();
    expect(within(editor).getByRole('button', { name: '上移 新闻' })).toHaveProperty('disabled', true);
    const down = within(editor).getByRole('button', { name: '下移 新闻' });
    down.focus();
    fireEvent.click(down);
    expect(await within(editor).findByText('新闻 已移到第 1 行第 2 列第 1 位', {}, TIMEOUT)).toBeTruthy();
    await waitFor(() => expect(document.activeElement?.getAttribute('aria-label')).toBe('下移 新闻'), TIMEOUT);
    expect(within(within(editor).getByRole('group', { name: '第 1 行第 2 列' })).getByText('新闻')).toBeTruthy();
    expect(await seriousA11yViolations()).toEqual([]);

    fireEvent.click(within(editor).getByRole('button', { name: '保存' }));
    await waitFor(() => expect(sent.some((item) => item.url.includes('/sysIndexMyLayout/v1/save'))).toBe(true), TIMEOUT);
    expect(savedLayout().list[0]?.columns).toEqual([{ span: 16, list: [] }, { span: 8, list: [{ alias: 'news' }, { alias: 'todo' }] }]);
    // Saved: home is drawn again from a fresh layout.
    expect(await screen.findByRole('button', { name: '布局设置' }, TIMEOUT)).toBeTruthy();
  });

  it('drops a dragged column before another, adds a column, resizes a cell and refuses to save a row wider than 24', { timeout: 60_000 }, async () => {
    const editor = await openEditor();
    const item = (name: string) => within(editor).getByText(name).closest('li') as HTMLElement;
    fireEvent.dragStart(item('公告'));
    fireEvent.dragOver(item('新闻'));
    fireEvent.drop(item('新闻'));
    expect(await within(editor).findByText('公告 已移到第 1 行第 1 列第 1 位', {}, TIMEOUT)).toBeTruthy();

    fireEvent.click(within(editor).getByRole('button', { name: '添加一行' }));
    const width = within(editor).getByRole('spinbutton', { name: '第 1 行第 2 列的宽度（1–24）' });
    fireEvent.change(width, { target: { value: '12' } });
    expect(await within(editor).findByRole('alert', {}, TIMEOUT)).toHaveProperty('textContent', '第 1 行的列宽合计超过 24，请调小宽度后再保存');
    expect(within(editor).getByRole('button', { name: '保存' })).toHaveProperty('disabled', true);
    fireEvent.change(width, { target: { value: '6' } });
    await waitFor(() => expect(within(editor).queryByRole('alert')).toBeNull(), TIMEOUT);

    fireEvent.click(within(editor).getByRole('button', { name: '保存' }));
    await waitFor(() => expect(sent.some((request) => request.url.includes('/sysIndexMyLayout/v1/save'))).toBe(true), TIMEOUT);
    const saved = savedLayout();
    expect(saved.list[0]?.columns).toEqual([{ span: 16, list: [{ alias: 'notice' }, { alias: 'news' }] }, { span: 6, list: [{ alias: 'todo' }] }]);
    expect(saved.list).toHaveLength(3);
  });

  it("shows the server's refusal and stays in the editor", async () => {
    saveAnswer = { status: 403, data: { state: false, message: '您无权查看栏目：news' } };
    const editor = await openEditor();
    fireEvent.click(within(editor).getByRole('button', { name: '保存' }));
    expect(await screen.findByText('您无权查看栏目：news', {}, TIMEOUT)).toBeTruthy();
    expect(screen.getByRole('region', { name: '布局设置' })).toBeTruthy();
  });

  it('resets by removing the personal layout in force', async () => {
    personal = { id: 'mine', userId: 'u1' };
    const editor = await openEditor();
    fireEvent.click(within(editor).getByRole('button', { name: '恢复默认' }));
    const confirm = await within(editor).findByRole('group', { name: '恢复默认' }, TIMEOUT);
    fireEvent.click(within(confirm).getByRole('button', { name: '确认恢复' }));
    await waitFor(() => expect(sent.find((request) => request.url.includes('/sysIndexMyLayout/v1/remove'))?.method.toUpperCase()).toBe('DELETE'), TIMEOUT);
    expect(sent.find((request) => request.url.includes('/sysIndexMyLayout/v1/remove'))?.url).toContain('ids=mine');
  });
});

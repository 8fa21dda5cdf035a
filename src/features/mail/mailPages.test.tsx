// @vitest-environment jsdom
// The mail pages over a mocked mail API: the folder list with unread badges, the read page (hostile HTML stays
// inert, opening marks the mail read), composing (validation, a refusal keeps what was typed, drafts) and a contact form.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Toast } from '@douyinfe/semi-ui-19';
import { renderRoutes, seriousA11yViolations } from '../../app/layout/testSupport';
import { setCurrentUser } from '../../session/store';
import type { MailDetail, MailSummary } from '../../api/mail';
import LinkmanFormPage from './LinkmanFormPage';
import MailComposePage from './MailComposePage';
import MailListPage from './MailListPage';
import MailReadPage from './MailReadPage';

const api = vi.hoisted(() => ({
  MAIL_FOLDERS: { inbox: 1, sent: 2, drafts: 3, trash: 4 },
  listMails: vi.fn(),
  getMailFolders: vi.fn(),
  getMail: vi.fn(),
  markMailRead: vi.fn(),
  removeMails: vi.fn(),
  sendMail: vi.fn(),
  searchAddresses: vi.fn(),
  listLinkmen: vi.fn(),
  getLinkman: vi.fn(),
  saveLinkman: vi.fn(),
  removeLinkmen: vi.fn(),
  findLinkmanByAddress: vi.fn(),
  listMailSettings: vi.fn(),
  syncMailAccount: vi.fn(),
}));
vi.mock('../../api/mail', () => api);
vi.mock('../../session/userDetail', () => ({ useUserDetail: () => ({ detail: { user: { id: 'u2', account: 'lisi', fullname: '李四', email: 'lisi@x.example' } }, isLoading: false, mutate: () => undefined }) }));

const ok = <T,>(data: T) => ({ ok: true, status: 200, data });
const base64 = (text: string) => btoa(String.fromCharCode(...new TextEncoder().encode(text)));
const summary = (over: Partial<MailSummary> = {}): MailSummary => ({
  id: 'm1', type: 1, subject: '周报', senderAddress: 'zhangsan@x.example', senderName: '张三', receiverAddresses: 'lisi@x.example', receiverName: '李四',
  copyToAddresses: '', copyToName: '', isRead: 0, isReply: 0, sendDate: '2030-01-02 09:00:00', createTime: '', updateTime: '', fileIds: '', ...over,
});
const detail = (over: Partial<MailDetail> = {}): MailDetail => ({ ...summary(), content: base64('<p>本周进展</p>'), mailAttachments: [], ...over });
const folders = (inboxUnread: number) => ok([
  { id: '1', parentId: '0', types: 1, nickName: '收件箱', unread: inboxUnread, total: 3 },
  { id: '2', parentId: '0', types: 2, nickName: '发件箱', unread: 0, total: 1 },
  { id: '3', parentId: '0', types: 3, nickName: '草稿箱', unread: 0, total: 0 },
  { id: '4', parentId: '0', types: 4, nickName: '垃圾箱', unread: 2, total: 2 },
]);

beforeEach(() => {
  setCurrentUser({ token: 't', loginTime: Date.now(), expiration: 7200, loginStatus: true, username: '李四', account: 'lisi', userId: 'u2', userAttrs: {} });
  api.getMailFolders.mockResolvedValue(folders(2));
  api.listMails.mockResolvedValue(ok({ rows: [summary(), summary({ id: 'm2', subject: '已读的', isRead: 1, fileIds: 'f1' })], total: 2, page: 1, pageSize: 10 }));
  api.getMail.mockResolvedValue(ok(detail()));
  api.markMailRead.mockResolvedValue(ok({ state: true, message: '已标记为已读', value: 'm1' }));
  api.searchAddresses.mockResolvedValue(ok([]));
  api.listMailSettings.mockResolvedValue(ok({ rows: [], total: 0, page: 1, pageSize: 50 }));
});

const ACCOUNTS = [
  { id: 's1', nickName: '个人', mailAddress: 'me@home.example', isDefault: 0 },
  { id: 's2', nickName: '工作', mailAddress: 'me@work.example', isDefault: 1 },
];

afterEach(() => {
  cleanup();
  Toast.destroyAll();
  vi.clearAllMocks();
});

function page(path: string) {
  return renderRoutes(
    [
      { path: '/v-mail/v-mailList', element: <MailListPage title="邮件列表" /> },
      { path: '/mail/mailGet/:id', element: <MailReadPage /> },
      { path: '/mail/mailAdd', element: <MailComposePage /> },
      { path: '/mail/mailEdit/:id', element: <MailComposePage /> },
      { path: '/mail/linkmanEdit/:id', element: <LinkmanFormPage /> },
      { path: '/v-mail/v-linkmanList', element: <p>contacts</p> },
    ],
    path,
  );
}

describe('v-mailList', () => {
  it('shows the folders with unread counts and the inbox with read states', async () => {
    const { router } = await page('/v-mail/v-mailList');
    const grid = await screen.findByRole('grid', { name: '邮件列表 · 收件箱' });
    const folderNav = screen.getByRole('navigation', { name: '邮件文件夹' });
    expect(within(folderNav).getByRole('link', { name: /收件箱/ }).getAttribute('aria-current')).toBe('page');
    expect(within(folderNav).getByLabelText('2 封未读')).toBeTruthy();
    // unread mail in the trash is not counted
    expect(within(folderNav).queryAllByLabelText(/封未读/)).toHaveLength(1);
    expect(within(grid).getByText('未读')).toBeTruthy();
    expect(within(grid).getByText('已读')).toBeTruthy();
    expect(within(grid).getByRole('img', { name: '有附件' })).toBeTruthy();
    expect(api.listMails.mock.calls[0][0].querys).toEqual([{ property: 'type', value: 1, operation: 'EQUAL' }]);
    expect(await seriousA11yViolations()).toEqual([]);
    await userEvent.setup().click(within(folderNav).getByRole('link', { name: '草稿箱' }));
    await screen.findByRole('grid', { name: '邮件列表 · 草稿箱' });
    expect(router.state.location.search).toBe('?folder=drafts');
    expect(api.listMails.mock.calls.at(-1)![0].querys).toEqual([{ property: 'type', value: 3, operation: 'EQUAL' }]);
    // a draft opens in the editor
    expect(within(screen.getByRole('grid')).getByRole('link', { name: '周报' }).getAttribute('href')).toBe('/mail/mailEdit/m1');
  });

  it('moves a selection to the trash after a confirmation', async () => {
    const user = userEvent.setup();
    api.removeMails.mockResolvedValue(ok({ state: true, message: '已将 1 封邮件移至垃圾箱' }));
    await page('/v-mail/v-mailList');
    const grid = await screen.findByRole('grid', { name: '邮件列表 · 收件箱' });
    await user.click(screen.getByRole('button', { name: '删除' }));
    expect(await screen.findByText('请至少选择一封邮件')).toBeTruthy();
    await user.click(within(grid).getAllByRole('checkbox')[1]);
    await user.click(screen.getByRole('button', { name: '删除' }));
    const dialog = await screen.findByRole('dialog', { name: '删除邮件' });
    await user.click(within(dialog).getByRole('button', { name: '删除' }));
    await screen.findByText('已将 1 封邮件移至垃圾箱');
    expect(api.removeMails).toHaveBeenCalledWith(['m1'], 1);
  });

  it('offers a retry when the list fails, and says when a folder is empty', async () => {
    api.listMails.mockResolvedValueOnce({ ok: false, status: 500, message: '服务器内部错误' });
    await page('/v-mail/v-mailList');
    expect(await screen.findByText('邮件列表加载失败')).toBeTruthy();
    api.listMails.mockResolvedValue(ok({ rows: [], total: 0, page: 1, pageSize: 10 }));
    await userEvent.setup().click(screen.getByRole('button', { name: '重试' }));
    expect(await screen.findByText('收件箱里没有邮件')).toBeTruthy();
  });
});

describe('/mail/mailGet', () => {
  it('renders hostile HTML inert and marks the mail read', async () => {
    const hostile = '<p>正文</p><script>window.pwned = 1</script><img src="x" onerror="window.pwned = 2"><a href="javascript:window.pwned=3">点我</a>';
    api.getMail.mockResolvedValue(ok(detail({ content: base64(hostile), mailAttachments: [{ id: 'f1', fileName: '计划.png', fileSize: 3 }] })));
    await page('/mail/mailGet/m1');
    const article = await screen.findByRole('article', { name: '周报' });
    expect(within(article).getByText('正文')).toBeTruthy();
    expect(article.querySelector('script')).toBeNull();
    expect(article.querySelector('[onerror]')).toBeNull();
    expect(within(article).getByText('点我').getAttribute('href')).toBeNull();
    expect((window as { pwned?: number }).pwned).toBeUndefined();
    expect(within(article).getByText('张三 <zhangsan@x.example>')).toBeTruthy();
    expect(within(article).getByRole('region', { name: '附件' }).textContent).toContain('计划.png');
    await waitFor(() => expect(api.markMailRead).toHaveBeenCalledWith('m1', { quiet: true }));
    expect(await seriousA11yViolations()).toEqual([]);
  });

  it('loads remote pictures only when the reader asks; inline pictures show at once', async () => {
    const content = '<p>正文</p><img alt="统计" src="https://tracker.example/open.gif?m=m1"><img alt="标志" src="cid:logo@mail">';
    api.getMail.mockResolvedValue(ok(detail({ content: base64(content) })));
    await page('/mail/mailGet/m1');
    const article = await screen.findByRole('article', { name: '周报' });
    expect(within(article).getByRole('img', { name: '统计' }).getAttribute('src')).toBeNull();
    expect(within(article).getByRole('img', { name: '标志' }).getAttribute('src')).toBe('cid:logo@mail');
    expect(within(article).getByRole('status').textContent).toContain('外部图片未加载（1 处）');
    expect(await seriousA11yViolations()).toEqual([]);
    fireEvent.click(within(article).getByRole('button', { name: '显示图片' }));
    expect(within(article).getByRole('img', { name: '统计' }).getAttribute('src')).toBe('https://tracker.example/open.gif?m=m1');
    expect(within(article).queryByRole('button', { name: '显示图片' })).toBeNull();
  });

  it('does not mark a read mail again, and shows a missing mail as not found', async () => {
    api.getMail.mockResolvedValueOnce(ok(detail({ isRead: 1 })));
    await page('/mail/mailGet/m1');
    await screen.findByRole('article', { name: '周报' });
    expect(api.markMailRead).not.toHaveBeenCalled();
    cleanup();
    api.getMail.mockResolvedValue({ ok: false, status: 404, message: '邮件不存在或已被删除' });
    await page('/mail/mailGet/gone');
    expect(await screen.findByText('邮件不存在或已被删除')).toBeTruthy();
  });
});

describe('/mail/mailAdd', () => {
  it('checks the form, keeps everything typed when the server refuses, then sends', async () => {
    const user = userEvent.setup();
    const { router } = await page('/mail/mailAdd');
    await screen.findByRole('heading', { name: '写邮件' });
    await user.click(screen.getByRole('button', { name: '发送' }));
    expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toEqual(['请填写收件人', '请填写邮件主题']);
    expect(api.sendMail).not.toHaveBeenCalled();
    expect(await seriousA11yViolations()).toEqual([]);

    await user.type(screen.getByRole('combobox', { name: '收件人' }), 'nobody@outside.example');
    await user.type(screen.getByRole('textbox', { name: /主题/ }), '问候');
    await user.type(screen.getByRole('textbox', { name: '正文' }), '你好 <b>');
    api.sendMail.mockResolvedValueOnce({ ok: false, status: 400, message: '收件人“nobody@outside.example”不是本系统用户' });
    await user.click(screen.getByRole('button', { name: '发送' }));
    expect((await screen.findByRole('alert')).textContent).toBe('收件人“nobody@outside.example”不是本系统用户');
    expect((screen.getByRole('textbox', { name: /主题/ }) as HTMLInputElement).value).toBe('问候');
    expect((screen.getByRole('textbox', { name: '正文' }) as HTMLTextAreaElement).value).toBe('你好 <b>');

    api.sendMail.mockResolvedValueOnce(ok({ state: true, message: '邮件发送成功', value: 'm9' }));
    const to = screen.getByRole('combobox', { name: '收件人' });
    await user.clear(to);
    await user.type(to, 'lisi');
    await user.click(screen.getByRole('button', { name: '发送' }));
    await screen.findByText('邮件发送成功');
    expect(api.sendMail.mock.calls[1][0]).toEqual({
      type: 2, subject: '问候', content: '<p>你好 &#60;b&#62;</p>', receiverAddresses: 'lisi', copyToAddresses: '', fileIds: '',
    });
    await waitFor(() => expect(router.state.location.search).toBe('?folder=sent'));
  });

  it('completes addresses from contacts and users', async () => {
    const user = userEvent.setup();
    api.searchAddresses.mockResolvedValue(ok([{ id: 'u3', linkName: '王五', mailId: 'wangwu@x.example', orgName: '财务部', source: 'user' }]));
    await page('/mail/mailAdd');
    await user.type(await screen.findByRole('combobox', { name: '收件人' }), 'a@x.example, wang');
    await user.click(await screen.findByText('王五 <wangwu@x.example> · 财务部'));
    expect((screen.getByRole('combobox', { name: '收件人' }) as HTMLInputElement).value).toBe('a@x.example, wangwu@x.example, ');
    expect(api.searchAddresses).toHaveBeenCalledWith('wang', { quiet: true, allowDuplicate: true });
  });

  it('replies with the sender, the prefix and the quote', async () => {
    await page('/mail/mailAdd?reply=m1');
    await screen.findByRole('heading', { name: '回复邮件' });
    expect((await screen.findByRole('combobox', { name: '收件人' }) as HTMLInputElement).value).toBe('张三 <zhangsan@x.example>');
    expect((screen.getByRole('textbox', { name: /主题/ }) as HTMLInputElement).value).toBe('回复：周报');
    expect((screen.getByRole('textbox', { name: '正文' }) as HTMLTextAreaElement).value).toContain('> 本周进展');
  });

  it('sends through the default account, or between portal users when chosen', async () => {
    const user = userEvent.setup();
    api.listMailSettings.mockResolvedValue(ok({ rows: ACCOUNTS, total: 2, page: 1, pageSize: 50 }));
    api.sendMail.mockResolvedValue(ok({ state: true, message: '邮件发送成功', value: 'm9' }));
    await page('/mail/mailAdd');
    const from = await screen.findByRole('combobox', { name: '发件账户' });
    await waitFor(() => expect(from.textContent).toContain('工作 <me@work.example>'));
    await user.type(screen.getByRole('combobox', { name: '收件人' }), 'client@partner.example');
    await user.type(screen.getByRole('textbox', { name: /主题/ }), '报价');
    await user.click(screen.getByRole('button', { name: '发送' }));
    await screen.findByText('邮件发送成功');
    expect(api.sendMail.mock.calls[0][0]).toMatchObject({ setId: 's2', receiverAddresses: 'client@partner.example' });

    cleanup();
    await page('/mail/mailAdd');
    await user.click(await screen.findByRole('combobox', { name: '发件账户' }));
    await user.click(await screen.findByRole('option', { name: /内部邮件（发给系统用户）/ }));
    await user.type(screen.getByRole('combobox', { name: '收件人' }), 'lisi');
    await user.type(screen.getByRole('textbox', { name: /主题/ }), '内部');
    await user.click(screen.getByRole('button', { name: '发送' }));
    await waitFor(() => expect(api.sendMail).toHaveBeenCalledTimes(2));
    expect(api.sendMail.mock.calls[1][0]).not.toHaveProperty('setId');
  });

  it('fetches the mail of every account from the list', async () => {
    const user = userEvent.setup();
    api.listMailSettings.mockResolvedValue(ok({ rows: ACCOUNTS, total: 2, page: 1, pageSize: 50 }));
    api.syncMailAccount
      .mockResolvedValueOnce(ok({ state: true, message: '收取完成：2 封新邮件', value: { count: 2, skipped: 0 } }))
      .mockResolvedValueOnce({ ok: false, status: 502, message: '收取邮件失败（IMAP：timeout）' });
    await page('/v-mail/v-mailList');
    await user.click(await screen.findByRole('button', { name: '收取邮件' }));
    await screen.findByText('个人：收取完成：2 封新邮件');
    await screen.findByText('工作：收取邮件失败（IMAP：timeout）');
    expect(api.syncMailAccount.mock.calls.map((call) => call[0])).toEqual(['s1', 's2']);
    await waitFor(() => expect(api.listMails.mock.calls.length).toBeGreaterThan(1));
  });

  it('edits and saves a draft', async () => {
    const user = userEvent.setup();
    api.getMail.mockResolvedValue(ok(detail({ id: 'd1', type: 3, subject: '', receiverAddresses: '', receiverName: '', content: base64('<p>未写完</p>') })));
    api.sendMail.mockResolvedValue(ok({ state: true, message: '草稿保存成功', value: 'd1' }));
    const { router } = await page('/mail/mailEdit/d1');
    await screen.findByRole('heading', { name: '编辑草稿' });
    expect((await screen.findByRole('textbox', { name: '正文' }) as HTMLTextAreaElement).value).toBe('未写完');
    await user.click(screen.getByRole('button', { name: '存草稿' }));
    await screen.findByText('草稿保存成功');
    expect(api.sendMail.mock.calls[0][0]).toMatchObject({ id: 'd1', type: 3, content: '<p>未写完</p>' });
    await waitFor(() => expect(router.state.location.search).toBe('?folder=drafts'));
  });
});

describe('/mail/linkmanEdit', () => {
  it('adds a contact after checking the name and the address', async () => {
    const user = userEvent.setup();
    api.saveLinkman.mockResolvedValue(ok({ state: true, message: '添加邮箱联系人成功', value: 'l1' }));
    const { router } = await page('/mail/linkmanEdit/new');
    await screen.findByRole('heading', { name: '新增联系人' });
    await user.type(screen.getByRole('textbox', { name: /邮箱地址/ }), 'not-an-address');
    await user.click(screen.getByRole('button', { name: '保存' }));
    expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toEqual(['请填写姓名', '邮箱地址格式不正确']);
    expect(await seriousA11yViolations()).toEqual([]);
    await user.type(screen.getByRole('textbox', { name: /姓名/ }), '王客户');
    await user.clear(screen.getByRole('textbox', { name: /邮箱地址/ }));
    await user.type(screen.getByRole('textbox', { name: /邮箱地址/ }), 'client@partner.example');
    await user.click(screen.getByRole('button', { name: '保存' }));
    await screen.findByText('添加邮箱联系人成功');
    expect(api.saveLinkman).toHaveBeenCalledWith({ linkName: '王客户', mailId: 'client@partner.example', phone: '', orgName: '', note: '' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/v-mail/v-linkmanList'));
  });
});

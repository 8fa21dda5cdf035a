// The mail area against the seeded demo: sending between portal users (an inbox copy per recipient, a sent copy
// for the sender), folders with unread counts, reading, drafts, the trash, attachments from the file store,
// contacts and address completion, every refusal in both languages, and owner and tenant isolation.
import { describe, expect, it } from 'vitest';
import type { PageList } from '../../lib/queryFilter';
import { multipart, PNG_BYTES } from '../../testing';
import { EN, okJson, portalTestServer, refused, type Headers } from '../portal/testing';
import { splitAddresses } from './addresses';

const { server, users, get, post, remove } = portalTestServer();

const MAIL = '/mail/mail/mail/v1';
const LINKMAN = '/mail/mail/mailLinkman/v1';

interface Mail {
  id: string; type: number; subject: string; senderAddress: string; senderName: string; receiverAddresses: string; receiverName: string;
  copyToAddresses: string; copyToName: string; isRead: number; isReply: number; sendDate: string; fileIds: string;
}
interface MailDetail extends Mail { content: string; mailAttachments: { id: string; fileName: string; fileSize: number }[] }
interface Folder { id: string; parentId: string; types: number; nickName: string; unread: number; total: number }
interface Result<T = unknown> { state: boolean; message: string; value: T }
interface Linkman { id: string; linkName: string; mailId: string; phone: string; orgName: string; note: string }
interface Completion { id: string; linkName: string; mailId: string; orgName: string; source: 'linkman' | 'user' }

const inFolder = (type: number, more: object[] = []) => ({ querys: [{ property: 'type', value: type, operation: 'EQUAL' }, ...more] });
const list = (headers: Headers, filter: object) => okJson<PageList<Mail>>(post(`${MAIL}/listJson`, filter, headers));
const tree = (headers: Headers) => okJson<Folder[]>(get(`${MAIL}/getMailTreeData`, headers));
const folder = async (headers: Headers, type: number) => (await tree(headers)).find((entry) => entry.types === type)!;
const detail = (id: string, headers: Headers) => okJson<MailDetail>(get(`${MAIL}/getJson?id=${id}`, headers));
const send = (body: object, headers: Headers) => okJson<Result<string>>(post(`${MAIL}/send`, body, headers));
const decode = (base64: string) => Buffer.from(base64, 'base64').toString('utf8');

describe('addresses', () => {
  it('splits typed lists, takes the address of "Name <address>" and drops duplicates', () => {
    expect(splitAddresses(' lisi@flowdesk.example; 张三 <zhangsan@flowdesk.example>,\nLISI@flowdesk.example，wangwu ')).toEqual([
      'lisi@flowdesk.example', 'zhangsan@flowdesk.example', 'wangwu',
    ]);
    expect(splitAddresses(undefined)).toEqual([]);
  });
});

describe('sending between portal users', () => {
  it('gives each recipient an unread inbox copy and the sender a sent copy', async () => {
    const before = await folder(users.lisi, 1);
    const subject = `周报 ${Date.now()}`;
    const html = '<p>本周进展</p><p>见附件</p>';
    const result = await send({ subject, content: html, receiverAddresses: 'lisi@flowdesk.example', copyToAddresses: 'wangwu' }, users.zhangsan);
    expect(result).toMatchObject({ state: true, message: '邮件发送成功' });

    const sent = (await list(users.zhangsan, inFolder(2, [{ property: 'subject', value: subject, operation: 'EQUAL' }]))).rows;
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({
      id: result.value, isRead: 1, senderName: '张三', senderAddress: 'zhangsan@flowdesk.example', receiverName: '李四', copyToName: '王五',
      receiverAddresses: 'lisi@flowdesk.example', copyToAddresses: 'wangwu@flowdesk.example',
    });

    const inbox = (await list(users.lisi, inFolder(1, [{ property: 'subject', value: subject, operation: 'EQUAL' }]))).rows;
    expect(inbox).toHaveLength(1);
    expect(inbox[0]).toMatchObject({ type: 1, isRead: 0, senderName: '张三' });
    expect(await folder(users.lisi, 1)).toMatchObject({ unread: before.unread + 1, total: before.total + 1, nickName: '收件箱', parentId: '0' });

    const wangwu = await server.app.inject({ method: 'POST', url: '/auth', payload: { username: 'wangwu', password: Buffer.from('123456').toString('base64') } });
    const wangwuHeaders = { authorization: `Bearer ${(wangwu.json() as { token: string }).token}` };
    expect((await list(wangwuHeaders, inFolder(1, [{ property: 'subject', value: subject, operation: 'EQUAL' }]))).total).toBe(1);

    const opened = await detail(inbox[0].id, users.lisi);
    expect(decode(opened.content)).toBe(html);
    expect(opened.isRead).toBe(0);
    expect(await okJson<Result>(get(`${MAIL}/isRead?id=${inbox[0].id}`, users.lisi))).toMatchObject({ state: true, message: '已标记为已读' });
    expect((await detail(inbox[0].id, users.lisi)).isRead).toBe(1);
    expect((await folder(users.lisi, 1)).unread).toBe(before.unread);
  });

  it('flags the answered mail as replied and lists by read state', async () => {
    const subject = `提问 ${Date.now()}`;
    await send({ subject, content: '<p>?</p>', receiverAddresses: 'lisi' }, users.zhangsan);
    const [question] = (await list(users.lisi, inFolder(1, [{ property: 'subject', value: subject, operation: 'EQUAL' }]))).rows;
    const unread = await list(users.lisi, inFolder(1, [{ property: 'isRead', value: 0, operation: 'EQUAL' }]));
    expect(unread.rows.map((row) => row.id)).toContain(question.id);
    await send({ subject: `回复：${subject}`, content: '<p>!</p>', receiverAddresses: question.senderAddress, replyMailId: question.id }, users.lisi);
    expect((await detail(question.id, users.lisi)).isReply).toBe(1);
    const replies = await list(users.zhangsan, inFolder(1, [{ property: 'subject', value: `回复：${subject}`, operation: 'EQUAL' }]));
    expect(replies.rows[0]).toMatchObject({ senderName: '李四', receiverName: '张三' });
  });

  it('carries attachments of the file store to every copy', async () => {
    const { payload, headers } = multipart('files', 'plan.png', PNG_BYTES, 'image/png');
    const upload = await server.app.inject({ method: 'POST', url: '/system/file/v1/fileUpload', payload, headers: { ...users.zhangsan, ...headers } });
    const { fileId } = upload.json() as { fileId: string };
    const subject = `附件 ${Date.now()}`;
    await send({ subject, content: '<p>见附件</p>', receiverAddresses: 'lisi', fileIds: fileId }, users.zhangsan);
    const [copy] = (await list(users.lisi, inFolder(1, [{ property: 'subject', value: subject, operation: 'EQUAL' }]))).rows;
    expect(copy.fileIds).toBe(fileId);
    expect((await detail(copy.id, users.lisi)).mailAttachments).toEqual([{ id: fileId, fileName: 'plan.png', fileSize: PNG_BYTES.length }]);
    expect(await refused(post(`${MAIL}/send`, { subject, receiverAddresses: 'lisi', fileIds: '999' }, users.zhangsan), 400)).toBe('附件不存在：999');
  });

  it('refuses what it cannot send, in the caller\'s language, and stores nothing', async () => {
    const total = (await folder(users.zhangsan, 2)).total;
    expect(await refused(post(`${MAIL}/send`, { subject: 'x', receiverAddresses: ' ; ' }, users.zhangsan), 400)).toBe('请填写收件人');
    expect(await refused(post(`${MAIL}/send`, { subject: ' ', receiverAddresses: 'lisi' }, users.zhangsan), 400)).toBe('请填写邮件主题');
    expect(await refused(post(`${MAIL}/send`, { subject: 'x', receiverAddresses: 'lisi, nobody@example.com' }, users.zhangsan), 400)).toBe(
      '收件人“nobody@example.com”不是本系统用户；发送外部邮件需要先配置邮箱账户',
    );
    expect(await refused(post(`${MAIL}/send`, { subject: 'x', receiverAddresses: 'sunqi' }, { ...users.zhangsan, ...EN }), 400)).toBe(
      'The recipient "sunqi" is not a portal user; mail to outside addresses needs a mail account.',
    );
    expect(await refused(post(`${MAIL}/send`, { type: 5, receiverAddresses: 'lisi' }, users.zhangsan), 400)).toContain('body.type');
    expect(await refused(post(`${MAIL}/send`, { id: 'nope', subject: 'x', receiverAddresses: 'lisi' }, users.zhangsan), 404)).toBe('草稿不存在或已发送');
    expect((await folder(users.zhangsan, 2)).total).toBe(total);
  });
});

describe('drafts', () => {
  it('saves a draft without recipients, edits it, then sends it from the drafts', async () => {
    const saved = await send({ type: 3, subject: '', content: '<p>草稿</p>', receiverAddresses: 'someone@outside.example' }, users.zhangsan);
    expect(saved).toMatchObject({ state: true, message: '草稿保存成功' });
    const draft = await detail(saved.value, users.zhangsan);
    expect(draft).toMatchObject({ type: 3, receiverAddresses: 'someone@outside.example', receiverName: 'someone@outside.example', sendDate: '' });

    const subject = `草稿发出 ${Date.now()}`;
    expect(await send({ id: saved.value, type: 3, subject, content: '<p>改过</p>', receiverAddresses: 'lisi' }, users.zhangsan)).toMatchObject({ value: saved.value });
    expect(decode((await detail(saved.value, users.zhangsan)).content)).toBe('<p>改过</p>');

    expect(await send({ id: saved.value, type: 2, subject, content: '<p>改过</p>', receiverAddresses: 'lisi' }, users.zhangsan)).toMatchObject({ message: '邮件发送成功' });
    expect((await detail(saved.value, users.zhangsan)).type).toBe(2);
    expect((await list(users.lisi, inFolder(1, [{ property: 'subject', value: subject, operation: 'EQUAL' }]))).total).toBe(1);
    // a sent mail is no longer a draft
    expect(await refused(post(`${MAIL}/send`, { id: saved.value, type: 3, subject }, users.zhangsan), 404)).toBe('草稿不存在或已发送');
  });
});

describe('deleting', () => {
  it('moves to the trash, then deletes from the trash for good', async () => {
    const subject = `删除 ${Date.now()}`;
    await send({ subject, content: '<p>x</p>', receiverAddresses: 'lisi' }, users.zhangsan);
    const [copy] = (await list(users.lisi, inFolder(1, [{ property: 'subject', value: subject, operation: 'EQUAL' }]))).rows;
    // the folder named must be the mail's
    expect(await refused(get(`${MAIL}/remove?ids=${copy.id}&type=2`, users.lisi), 404)).toBe('邮件不存在或已被删除');
    expect(await okJson<Result>(get(`${MAIL}/remove?ids=${copy.id},${copy.id}&type=1`, users.lisi))).toMatchObject({ state: true, message: '已将 1 封邮件移至垃圾箱' });
    const trash = await folder(users.lisi, 4);
    expect(trash.unread).toBeGreaterThan(0);
    expect((await list(users.lisi, inFolder(4, [{ property: 'subject', value: subject, operation: 'EQUAL' }]))).rows[0].id).toBe(copy.id);
    expect(await okJson<Result>(get(`${MAIL}/remove?ids=${copy.id}&type=4`, { ...users.lisi, ...EN }))).toMatchObject({ message: '1 mail(s) deleted permanently.' });
    expect(await refused(get(`${MAIL}/getJson?id=${copy.id}`, users.lisi), 404)).toBe('邮件不存在或已被删除');
    // the sender's copy is untouched
    expect((await list(users.zhangsan, inFolder(2, [{ property: 'subject', value: subject, operation: 'EQUAL' }]))).total).toBe(1);
    expect(await refused(get(`${MAIL}/remove?ids=${copy.id}&type=9`, users.lisi), 400)).toContain('querystring.type');
    expect(await refused(get(`${MAIL}/remove?ids=,&type=1`, users.lisi), 400)).toBe('请选择要删除的记录');
  });
});

describe('isolation', () => {
  it('keeps every copy to its owner and every tenant to itself', async () => {
    const subject = `私信 ${Date.now()}`;
    const { value: sentId } = await send({ subject, content: '<p>x</p>', receiverAddresses: 'lisi' }, users.zhangsan);
    expect(await refused(get(`${MAIL}/getJson?id=${sentId}`, users.lisi), 404)).toBe('邮件不存在或已被删除');
    expect(await refused(get(`${MAIL}/isRead?id=${sentId}`, users.lisi), 404)).toBe('邮件不存在或已被删除');
    expect(await refused(get(`${MAIL}/remove?ids=${sentId}&type=2`, users.lisi), 404)).toBe('邮件不存在或已被删除');
    expect((await list(users.chenyi, inFolder(1, [{ property: 'subject', value: subject, operation: 'EQUAL' }]))).total).toBe(0);
    // acme's users cannot reach the platform tenant's
    expect(await refused(post(`${MAIL}/send`, { subject, receiverAddresses: 'lisi@flowdesk.example' }, users.chenyi), 400)).toContain('lisi@flowdesk.example');
    expect((await okJson<Completion[]>(get(`${LINKMAN}/getMailAndUserData?query=lisi`, users.chenyi))).length).toBe(0);
  });

  it('refuses unknown query fields and answers a sign-in request without a token', async () => {
    expect(await refused(post(`${MAIL}/listJson`, { querys: [{ property: 'owner_id', value: 'x' }] }, users.zhangsan), 400)).toBe('不支持的查询字段：owner_id');
    expect((await server.app.inject({ method: 'GET', url: `${MAIL}/getMailTreeData` })).statusCode).toBe(401);
  });
});

describe('contacts', () => {
  it('adds, finds, edits, refuses duplicates and bad input, and removes a contact', async () => {
    const added = await okJson<Result<string>>(
      post(`${LINKMAN}/save`, { linkName: '王客户', mailId: 'client@partner.example', phone: '13800000000', orgName: '伙伴公司', note: '季度对接' }, users.zhangsan),
    );
    expect(added).toMatchObject({ state: true, message: '添加邮箱联系人成功' });
    expect(await okJson<Linkman>(get(`${LINKMAN}/getJson?id=${added.value}`, users.zhangsan))).toMatchObject({
      linkName: '王客户', mailId: 'client@partner.example', phone: '13800000000', orgName: '伙伴公司', note: '季度对接',
    });
    const page = await okJson<PageList<Linkman>>(post(`${LINKMAN}/listJson`, { querys: [{ property: 'linkName', value: '客户', operation: 'LIKE' }] }, users.zhangsan));
    expect(page.rows.map((row) => row.id)).toEqual([added.value]);
    expect(await okJson<Result>(get(`${LINKMAN}/getLinkMan?mailId=CLIENT@partner.example`, users.zhangsan))).toMatchObject({ message: '1' });
    expect(await okJson<Result>(get(`${LINKMAN}/getLinkMan?mailId=client@partner.example`, users.lisi))).toMatchObject({ message: '2', value: null });

    expect(await refused(post(`${LINKMAN}/save`, { linkName: '重复', mailId: 'Client@Partner.example' }, users.zhangsan), 400)).toBe('该邮箱地址已存在，无须重复添加');
    expect(await refused(post(`${LINKMAN}/save`, { linkName: '坏地址', mailId: 'not-an-address' }, { ...users.zhangsan, ...EN }), 400)).toBe('Not a valid mail address: not-an-address');
    expect(await refused(post(`${LINKMAN}/save`, { linkName: ' ', mailId: 'a@b.example' }, users.zhangsan), 400)).toBe('请填写联系人姓名');
    expect(await refused(post(`${LINKMAN}/save`, { mailId: 'a@b.example' }, users.zhangsan), 400)).toContain('linkName');
    // another owner's contact cannot be seen, changed or deleted
    expect(await refused(get(`${LINKMAN}/getJson?id=${added.value}`, users.lisi), 404)).toBe('联系人不存在或已被删除');
    expect(await refused(post(`${LINKMAN}/save`, { id: added.value, linkName: 'x', mailId: 'x@y.example' }, users.lisi), 404)).toBe('联系人不存在或已被删除');
    expect(await refused(remove(`${LINKMAN}/remove?ids=${added.value}`, users.lisi), 404)).toBe('联系人不存在或已被删除');

    expect(await okJson<Result>(post(`${LINKMAN}/save`, { id: added.value, linkName: '王总', mailId: 'client@partner.example' }, users.zhangsan))).toMatchObject({
      message: '更新邮箱联系人成功',
    });
    expect((await okJson<Linkman>(get(`${LINKMAN}/getJson?id=${added.value}`, users.zhangsan))).linkName).toBe('王总');

    const completion = await okJson<Completion[]>(get(`${LINKMAN}/getMailAndUserData?query=${encodeURIComponent('王')}`, users.zhangsan));
    expect(completion).toContainEqual({ id: added.value, linkName: '王总', mailId: 'client@partner.example', orgName: '', source: 'linkman' });
    expect(completion.find((entry) => entry.source === 'user')).toMatchObject({ linkName: '王五', mailId: 'wangwu@flowdesk.example' });
    expect(await okJson<Completion[]>(get(`${LINKMAN}/getMailAndUserData?query=%20`, users.zhangsan))).toEqual([]);
    // LIKE wildcards are searched as text
    expect(await okJson<Completion[]>(get(`${LINKMAN}/getMailAndUserData?query=%25`, users.zhangsan))).toEqual([]);

    expect(await okJson<Result>(remove(`${LINKMAN}/remove?ids=${added.value}`, users.zhangsan))).toMatchObject({ message: '已删除 1 个联系人' });
    expect(await refused(get(`${LINKMAN}/getJson?id=${added.value}`, users.zhangsan), 404)).toBe('联系人不存在或已被删除');
  });
});

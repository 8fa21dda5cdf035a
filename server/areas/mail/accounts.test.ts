// Mail accounts against real servers on loopback (smtp-server and Dovecot, tests/support/localMailServers.ts):
// saving with sealed passwords that never come back, the connection test, sending through SMTP, fetching from
// IMAP without duplicates, defaults, removal, refusals in both languages, and owner isolation.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PageList } from '../../lib/queryFilter';
import { multipart, PNG_BYTES } from '../../testing';
import { startLocalMailServers, type LocalMailServers } from '../../../tests/support/localMailServers';
import { EN, okJson, portalTestServer, refused, type Headers } from '../portal/testing';

const { server, users, get, post, remove } = portalTestServer();

const MAIL = '/mail/mail/mail/v1';
const SETTING = '/mail/mail/mailSetting/v1';
const ALICE = { address: 'alice@mail.test', password: 'alice-secret' };
const BOB = { address: 'bob@mail.test', password: 'bob-secret' };

interface Setting { id: string; nickName: string; mailAddress: string; smtpPort: number; imapPort: number; isDefault: number; password?: string }
interface Result<T = unknown> { state: boolean; message: string; value: T }
interface Mail { id: string; type: number; subject: string; senderAddress: string; senderName: string; setId: string; fileIds: string; isRead: number }

let mailServers: LocalMailServers;
beforeAll(async () => {
  mailServers = await startLocalMailServers([ALICE, BOB]);
}, 30_000);
afterAll(async () => {
  await mailServers?.stop();
});

const accountBody = (login = ALICE, more: object = {}) => ({
  nickName: `${login.address} account`,
  mailType: 'imap',
  mailAddress: login.address,
  password: login.password,
  smtpHost: mailServers.host,
  smtpPort: String(mailServers.smtpPort),
  imapHost: mailServers.host,
  imapPort: mailServers.imapPort,
  ssl: false,
  validate: true,
  isHandleAttach: 1,
  ...more,
});

const save = (body: object, headers: Headers, isOriginPwd = true) =>
  okJson<Result<string>>(post(`${SETTING}/save?isOriginPwd=${isOriginPwd}`, body, headers));
const settings = (headers: Headers) => okJson<PageList<Setting>>(post(`${SETTING}/listJson`, {}, headers));
const send = (body: object, headers: Headers) => okJson<Result<string>>(post(`${MAIL}/send`, body, headers));
const inbox = (headers: Headers) =>
  okJson<PageList<Mail>>(post(`${MAIL}/listJson`, { querys: [{ property: 'type', value: 1, operation: 'EQUAL' }] }, headers));

describe('mail accounts', () => {
  let aliceId = '';

  it('saves an account, never answers its password, and makes the first one the default', async () => {
    const saved = await save(accountBody(), users.zhangsan);
    expect(saved).toMatchObject({ state: true, message: '保存成功' });
    aliceId = saved.value;
    const listed = await settings(users.zhangsan);
    expect(listed.rows).toHaveLength(1);
    expect(listed.rows[0]).toMatchObject({ id: aliceId, mailAddress: ALICE.address, smtpPort: mailServers.smtpPort, isDefault: 1 });
    const one = await okJson<Setting>(get(`${SETTING}/getJson?id=${aliceId}`, users.zhangsan));
    for (const answer of [listed.rows[0], one]) expect(JSON.stringify(answer)).not.toContain(ALICE.password);
    expect(one).not.toHaveProperty('password');
  });

  it('refuses bad settings with clear messages in both languages', async () => {
    expect(await refused(post(`${SETTING}/save?isOriginPwd=true`, accountBody(BOB, { mailAddress: 'bob' }), users.zhangsan), 400)).toBe('邮箱地址格式不正确：bob');
    expect(await refused(post(`${SETTING}/save?isOriginPwd=true`, accountBody(BOB, { mailType: 'pop3' }), { ...users.zhangsan, ...EN }), 400)).toBe(
      'Unsupported mail type: pop3 (only imap).',
    );
    expect(await refused(post(`${SETTING}/save?isOriginPwd=true`, accountBody(BOB, { smtpPort: '70000' }), users.zhangsan), 400)).toBe('SMTP 端口必须是 1–65535 之间的整数');
    expect(await refused(post(`${SETTING}/save?isOriginPwd=true`, accountBody(BOB, { imapHost: 'bad host/' }), users.zhangsan), 400)).toBe('请输入正确的 IMAP 主机');
    expect(await refused(post(`${SETTING}/save?isOriginPwd=true`, accountBody(BOB, { password: '' }), users.zhangsan), 400)).toBe('请输入邮箱授权码');
    expect(await refused(post(`${SETTING}/save?isOriginPwd=true`, accountBody(ALICE, { mailAddress: 'ALICE@mail.test' }), users.zhangsan), 400)).toBe('该邮箱地址已经配置过了');
    expect((await post(`${SETTING}/save`, { nickName: 'x' }, users.zhangsan)).statusCode).toBe(400);
  });

  it('tests the connection: success, a wrong password and a closed port', async () => {
    expect(await okJson<Result>(post(`${SETTING}/test?isOriginPwd=true`, accountBody(), users.zhangsan))).toMatchObject({ state: true, message: '连接成功' });
    expect(await okJson<Result>(post(`${SETTING}/test?id=${aliceId}`, {}, users.zhangsan))).toMatchObject({ state: true, message: '连接成功' });
    // the stored password of the edited account, as an edit page tests before saving
    expect(await okJson<Result>(post(`${SETTING}/test?isOriginPwd=false`, accountBody(ALICE, { id: aliceId, password: '' }), users.zhangsan))).toMatchObject({ state: true });
    const wrong = await okJson<Result>(post(`${SETTING}/test?isOriginPwd=true`, accountBody(ALICE, { password: 'nope' }), users.zhangsan));
    expect(wrong.state).toBe(false);
    expect(wrong.message).toMatch(/^测试连接失败,请检查邮箱配置（SMTP：/);
    const closed = await okJson<Result>(post(`${SETTING}/test?isOriginPwd=true`, accountBody(ALICE, { imapPort: 1 }), { ...users.zhangsan, ...EN }));
    expect(closed.state).toBe(false);
    expect(closed.message).toMatch(/^The connection test failed; check the account \(IMAP: /);
  });

  it('keeps the stored password on an edit without a new one, and takes a new one when told', async () => {
    await save(accountBody(ALICE, { id: aliceId, nickName: 'Alice', password: '' }), users.zhangsan, false);
    expect(await okJson<Result>(post(`${SETTING}/test?id=${aliceId}`, {}, users.zhangsan))).toMatchObject({ state: true });
    await save(accountBody(ALICE, { id: aliceId, nickName: 'Alice', password: 'changed' }), users.zhangsan, true);
    expect(await okJson<Result>(post(`${SETTING}/test?id=${aliceId}`, {}, users.zhangsan))).toMatchObject({ state: false });
    await save(accountBody(ALICE, { id: aliceId, nickName: 'Alice' }), users.zhangsan, true);
    expect((await settings(users.zhangsan)).rows[0].nickName).toBe('Alice');
  });

  it('sends through SMTP with attachments, keeps the sent copy with the account, and refuses addresses that are not mail addresses', async () => {
    const { payload, headers } = multipart('files', 'chart.png', PNG_BYTES, 'image/png');
    const upload = await server.app.inject({ method: 'POST', url: '/system/file/v1/fileUpload', payload, headers: { ...users.zhangsan, ...headers } });
    const fileId = (upload.json() as { fileId: string }).fileId;
    const sent = await okJson<Result<string>>(
      post(`${MAIL}/send`, { type: 2, setId: aliceId, subject: 'Quarterly plan', content: '<p>See <b>attached</b></p>', receiverAddresses: 'Bob <bob@mail.test>', copyToAddresses: 'lisi', fileIds: fileId }, users.zhangsan),
    );
    expect(sent.state).toBe(true);
    const arrived = mailServers.received.at(-1)!;
    expect(arrived).toMatchObject({ from: ALICE.address, subject: 'Quarterly plan', attachments: ['chart.png'] });
    expect(arrived.recipients).toEqual(['bob@mail.test', 'lisi@flowdesk.example']);
    expect(arrived.html).toContain('<b>attached</b>');
    const copy = await okJson<Mail>(get(`${MAIL}/getJson?id=${sent.value}`, users.zhangsan));
    expect(copy).toMatchObject({ type: 2, setId: aliceId, senderAddress: ALICE.address, senderName: 'Alice' });
    // lisi got it by SMTP, not as an internal copy
    expect((await inbox(users.lisi)).rows.some((mail) => mail.subject === 'Quarterly plan')).toBe(false);
    expect(await refused(post(`${MAIL}/send`, { type: 2, setId: aliceId, subject: 'x', receiverAddresses: 'nobody-here' }, users.zhangsan), 400)).toBe('邮箱地址格式不正确：nobody-here');
  });

  it('fetches new mail from IMAP once, with attachments, and goes on from where it stopped', async () => {
    const bobId = (await save(accountBody(BOB), users.zhangsan)).value;
    // what Alice sent to Bob above was delivered into Bob's IMAP inbox
    const first = await okJson<Result<{ count: number; skipped: number }>>(post(`${MAIL}/sync?id=${bobId}`, {}, users.zhangsan));
    expect(first).toMatchObject({ state: true, message: '收取完成：1 封新邮件', value: { count: 1, skipped: 0 } });
    const fetched = (await inbox(users.zhangsan)).rows.find((mail) => mail.setId === bobId)!;
    expect(fetched).toMatchObject({ subject: 'Quarterly plan', senderAddress: ALICE.address, senderName: 'Alice', isRead: 0 });
    expect(fetched.fileIds).not.toBe('');
    const again = await okJson<Result<{ count: number }>>(post(`${MAIL}/sync?id=${bobId}`, {}, { ...users.zhangsan, ...EN }));
    expect(again).toMatchObject({ message: 'Fetched 0 new mail(s).', value: { count: 0 } });
    await mailServers.deliver(BOB.address, 'From: Carol <carol@elsewhere.test>\r\nTo: bob@mail.test\r\nSubject: Plain note\r\nMessage-ID: <note-1@elsewhere.test>\r\n\r\nline one\r\n<script>x</script>\r\n');
    expect((await okJson<Result<{ count: number }>>(post(`${MAIL}/sync?id=${bobId}`, {}, users.zhangsan))).value.count).toBe(1);
    const note = (await inbox(users.zhangsan)).rows.find((mail) => mail.subject === 'Plain note')!;
    const content = Buffer.from((await okJson<{ content: string }>(get(`${MAIL}/getJson?id=${note.id}`, users.zhangsan))).content, 'base64').toString('utf8');
    expect(content).toBe('<p>line one<br>&#60;script&#62;x&#60;/script&#62;</p>');
    // a mail to oneself comes back although its sent copy has the same Message-ID
    await send({ type: 2, setId: bobId, subject: 'Note to self', content: '<p>me</p>', receiverAddresses: BOB.address }, users.zhangsan);
    expect((await okJson<Result<{ count: number }>>(post(`${MAIL}/sync?id=${bobId}`, {}, users.zhangsan))).value.count).toBe(1);
  });

  it('answers 502 with the server\'s reason when a fetch cannot log in', async () => {
    const id = (await save(accountBody({ address: 'carol@mail.test', password: 'unknown' }), users.zhangsan)).value;
    expect(await refused(post(`${MAIL}/sync?id=${id}`, {}, users.zhangsan), 502)).toMatch(/^收取邮件失败（IMAP：/);
    await okJson(remove(`${SETTING}/remove?ids=${id}`, users.zhangsan));
  });

  it('keeps accounts to their owner', async () => {
    expect(await refused(get(`${SETTING}/getJson?id=${aliceId}`, users.lisi), 404)).toBe('邮箱配置不存在或已被删除');
    expect((await post(`${SETTING}/test?id=${aliceId}`, {}, users.lisi)).statusCode).toBe(404);
    expect((await post(`${MAIL}/sync?id=${aliceId}`, {}, users.lisi)).statusCode).toBe(404);
    expect((await post(`${MAIL}/send`, { type: 2, setId: aliceId, subject: 'x', receiverAddresses: 'bob@mail.test' }, users.lisi)).statusCode).toBe(404);
    expect((await post(`${SETTING}/save?isOriginPwd=true`, accountBody(ALICE, { id: aliceId }), users.lisi)).statusCode).toBe(404);
    expect((await settings(users.lisi)).total).toBe(0);
  });

  it('sets the default and passes it on when the default is removed', async () => {
    const [bob] = (await settings(users.zhangsan)).rows.filter((row) => row.mailAddress === BOB.address);
    expect(await okJson<Result>(post(`${SETTING}/setDefault?id=${bob.id}`, {}, users.zhangsan))).toMatchObject({ state: true, message: '设置成功!' });
    const defaults = (await settings(users.zhangsan)).rows.filter((row) => row.isDefault === 1);
    expect(defaults.map((row) => row.id)).toEqual([bob.id]);
    await okJson(remove(`${SETTING}/remove?ids=${bob.id}`, users.zhangsan));
    expect((await settings(users.zhangsan)).rows.map((row) => [row.id, row.isDefault])).toEqual([[aliceId, 1]]);
    expect(await refused(remove(`${SETTING}/remove?ids=${bob.id}`, users.zhangsan), 404)).toBe('邮箱配置不存在或已被删除');
  });
});

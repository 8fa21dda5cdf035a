// The form runtime's upload (/system/file/v1/upload) and the files' extra properties (updateFileExtraProp),
// read back through downloadFile and fileGet.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACME_TENANT_ID, authHeader, multipart, testApp } from '../testing';

let app: FastifyInstance;
const signedIn = {} as Record<'zhangsan' | 'lisi' | 'admin' | 'chenyi', { authorization: string }>;
beforeAll(async () => {
  app = await testApp();
  Object.assign(signedIn, {
    zhangsan: await authHeader(app, 'zhangsan'),
    lisi: await authHeader(app, 'lisi'),
    admin: await authHeader(app, 'admin', 'admin123'),
    chenyi: await authHeader(app, 'chenyi', '123456', ACME_TENANT_ID),
  });
}, 30_000);
afterAll(() => app.close());

const FILE = '/system/file/v1';
const upload = (headers: Record<string, string>, fileName: string, content: Buffer, query = '', field = 'file') => {
  const body = multipart(field, fileName, content);
  return app.inject({ method: 'POST', url: `${FILE}/upload${query}`, payload: body.payload, headers: { ...headers, ...body.headers } });
};
/** zhangsan's upload of a hand-written multipart body (boundary b). */
const rawUpload = (payload: string) =>
  app.inject({ method: 'POST', url: `${FILE}/upload`, payload, headers: { ...signedIn.zhangsan, 'content-type': 'multipart/form-data; boundary=b' } });
const fileGet = async (headers: Record<string, string>, id: string) => (await app.inject({ method: 'GET', url: `${FILE}/fileGet?id=${id}`, headers })).json();
const download = (headers: Record<string, string>, id: string) => app.inject({ method: 'GET', url: `${FILE}/downloadFile?fileId=${id}`, headers });
const updateProps = (headers: Record<string, string>, body: unknown, lang = 'zh-CN') =>
  app.inject({ method: 'POST', url: `${FILE}/updateFileExtraProp`, payload: body as object, headers: { ...headers, 'accept-language': lang } });

describe('upload', () => {
  it('stores a file of any field, within the allowed formats, with the process it is for', async () => {
    const content = Buffer.from('合同正文', 'utf8');
    const response = await upload(signedIn.zhangsan, '合同.docx', content, '?fileFormates=pdf,.DOCX&flowKey=contract', 'attachment');
    expect(response.statusCode).toBe(200);
    const answer = response.json();
    expect(answer).toEqual({ success: true, fileId: expect.stringMatching(/^\d+$/), fileName: '合同.docx', size: content.length });
    expect((await download(signedIn.lisi, answer.fileId)).rawPayload.equals(content)).toBe(true);
    expect(await fileGet(signedIn.lisi, answer.fileId)).toMatchObject({ fileName: '合同.docx', ext: 'docx', totalBytes: content.length, flowKey: 'contract', prop1: null, type: null });
  });

  it('refuses a format not in the list, a missing file and a body that is not multipart or is broken, in the caller’s language', async () => {
    const refused = await upload({ ...signedIn.zhangsan, 'accept-language': 'en-US' }, 'run.exe', Buffer.from('MZ'), '?fileFormates=pdf,docx');
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ state: false, message: 'Attachments can only be of these formats: pdf, docx.' });
    expect((await upload(signedIn.zhangsan, 'run.exe', Buffer.from('MZ'), '?fileFormates=pdf')).json().message).toBe('上传的附件只能是 pdf 格式！');
    const noFile = await rawUpload('--b\r\nContent-Disposition: form-data; name="note"\r\n\r\nhello\r\n--b--\r\n');
    expect(noFile.statusCode).toBe(400);
    const json = await app.inject({ method: 'POST', url: `${FILE}/upload`, payload: { file: 'x' }, headers: signedIn.zhangsan });
    expect(json).toMatchObject({ statusCode: 400 });
    expect(json.json().message).toBe('上传请求必须是 multipart/form-data');
    const broken = await rawUpload('--b\r\nContent-Disposition: form-data; name="file"; filename="a.txt"\r\n\r\nunterminated');
    expect(broken.statusCode).toBe(400);
    expect(broken.json().state).toBe(false);
    expect(broken.json().message).toBeTruthy();
    expect((await app.inject({ method: 'POST', url: `${FILE}/upload`, payload: '' })).statusCode).toBe(401);
  });

  it('puts new bytes into the caller’s own file with ?fileId, never into someone else’s', async () => {
    const first = (await upload(signedIn.zhangsan, '草稿.txt', Buffer.from('v1'))).json().fileId as string;
    const again = await upload(signedIn.zhangsan, '定稿.txt', Buffer.from('version 2'), `?fileId=${first}`);
    expect(again.json()).toEqual({ success: true, fileId: first, fileName: '定稿.txt', size: 9 });
    expect((await download(signedIn.zhangsan, first)).rawPayload.toString()).toBe('version 2');
    expect((await upload(signedIn.lisi, 'x.txt', Buffer.from('taken over'), `?fileId=${first}`)).statusCode).toBe(403);
    expect((await upload(signedIn.zhangsan, 'x.txt', Buffer.from('x'), '?fileId=404404')).statusCode).toBe(404);
    expect((await download(signedIn.zhangsan, first)).rawPayload.toString()).toBe('version 2');
  });
});

describe('updateFileExtraProp', () => {
  it('sets the given properties of the caller’s files, keeps the others, and reads them back through fileGet', async () => {
    const a = (await upload(signedIn.zhangsan, 'a.pdf', Buffer.from('%PDF-a'))).json().fileId as string;
    const b = (await upload(signedIn.zhangsan, 'b.pdf', Buffer.from('%PDF-b'))).json().fileId as string;
    const updated = await updateProps(signedIn.zhangsan, [
      { id: a, prop1: '10001', prop2: '请假申请', type: '合同附件', xbTypeId: '7001' },
      { id: b, note: '扫描件' },
    ]);
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toEqual({ state: true, message: '更新附件的属性成功', value: null });
    await updateProps(signedIn.zhangsan, [{ id: a, prop2: '出差申请', prop3: null }]);
    expect(await fileGet(signedIn.lisi, a)).toMatchObject({ prop1: '10001', prop2: '出差申请', prop3: null, type: '合同附件', xbTypeId: '7001', note: null });
    expect(await fileGet(signedIn.lisi, b)).toMatchObject({ prop1: null, note: '扫描件' });
    // an administrator may set them on anyone's file
    expect((await updateProps(signedIn.admin, [{ id: b, prop6: 'archived' }])).statusCode).toBe(200);
    expect((await fileGet(signedIn.zhangsan, b)).prop6).toBe('archived');
  });

  it('changes nothing when one file is not the caller’s, unknown or of another tenant, and refuses bad bodies', async () => {
    const mine = (await upload(signedIn.lisi, 'mine.txt', Buffer.from('m'))).json().fileId as string;
    const theirs = (await upload(signedIn.zhangsan, 'theirs.txt', Buffer.from('t'))).json().fileId as string;
    const refused = await updateProps(signedIn.lisi, [{ id: mine, prop1: 'x' }, { id: theirs, prop1: 'x' }], 'en-US');
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('You can only change attachments you uploaded yourself.');
    expect((await fileGet(signedIn.lisi, mine)).prop1).toBeNull();
    expect((await updateProps(signedIn.chenyi, [{ id: mine, prop1: 'x' }])).statusCode).toBe(404);
    expect((await updateProps(signedIn.lisi, [{ id: '404404', prop1: 'x' }])).statusCode).toBe(404);
    expect((await updateProps(signedIn.lisi, [])).statusCode).toBe(400);
    expect((await updateProps(signedIn.lisi, { id: mine })).statusCode).toBe(400);
    expect((await updateProps(signedIn.lisi, [{ id: mine, prop1: 'x'.repeat(2001) }])).statusCode).toBe(400);
    expect((await updateProps(signedIn.lisi, [{ prop1: 'x' }])).statusCode).toBe(400);
  });
});

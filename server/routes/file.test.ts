import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACME_TENANT_ID, authHeader, multipart, PNG_BYTES, testApp } from '../testing';

let app: FastifyInstance;
let zhangsan: { authorization: string };
let lisi: { authorization: string };
let chenyi: { authorization: string };
beforeAll(async () => {
  app = await testApp();
  zhangsan = await authHeader(app, 'zhangsan');
  lisi = await authHeader(app, 'lisi');
  chenyi = await authHeader(app, 'chenyi', '123456', ACME_TENANT_ID);
});
afterAll(() => app.close());

const upload = async (headers: Record<string, string>, fileName: string, content: Buffer, field = 'files') => {
  const body = multipart(field, fileName, content);
  return app.inject({ method: 'POST', url: '/system/file/v1/fileUpload', payload: body.payload, headers: { ...headers, ...body.headers } });
};
const uploadId = async (headers: Record<string, string>, fileName: string, content: Buffer) => (await upload(headers, fileName, content)).json().fileId as string;
const get = (url: string, headers: Record<string, string>) => app.inject({ method: 'GET', url, headers });

describe('upload and download', () => {
  it('stores an upload and gives it back as an attachment with a UTF-8 file name', async () => {
    const content = Buffer.from('季度报告\nquarterly report\n', 'utf8');
    const response = await upload(zhangsan, '季度 报告.txt', content);
    expect(response.statusCode).toBe(200);
    const answer = response.json();
    expect(answer).toEqual({ success: true, fileId: expect.stringMatching(/^\d+$/), fileName: '季度 报告.txt', size: content.length });

    const download = await get(`/system/file/v1/downloadFile?fileId=${answer.fileId}`, lisi);
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.equals(content)).toBe(true);
    expect(download.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(download.headers['content-disposition']).toBe(`attachment; filename="__ __.txt"; filename*=UTF-8''%E5%AD%A3%E5%BA%A6%20%E6%8A%A5%E5%91%8A.txt`);
    expect(download.headers['x-content-type-options']).toBe('nosniff');
  });

  it('accepts the field name "file" and strips paths from names', async () => {
    const response = await upload(zhangsan, '../../etc/passwd', Buffer.from('x'), 'file');
    expect(response.json()).toMatchObject({ success: true, fileName: 'passwd' });
  });

  it("keeps files inside the owner's tenant", async () => {
    const fileId = await uploadId(zhangsan, 'plan.pdf', Buffer.from('%PDF-1.4'));
    const response = await get(`/system/file/v1/downloadFile?fileId=${fileId}`, chenyi);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ state: false, message: '文件不存在' });
    expect((await get(`/system/file/v1/downloadFile?fileId=${fileId}`, {})).statusCode).toBe(401);
  });

  it('refuses requests without a file, non-multipart bodies and files over 20 MB', async () => {
    const noFile = await app.inject({
      method: 'POST',
      url: '/system/file/v1/fileUpload',
      payload: '--b\r\nContent-Disposition: form-data; name="note"\r\n\r\nhello\r\n--b--\r\n',
      headers: { ...zhangsan, 'content-type': 'multipart/form-data; boundary=b' },
    });
    expect(noFile.statusCode).toBe(400);
    expect(noFile.json().message).toBe('请选择要上传的文件（表单字段 files）');
    expect((await upload(zhangsan, 'a.txt', Buffer.from('x'), 'attachment')).statusCode).toBe(400);
    const json = await app.inject({ method: 'POST', url: '/system/file/v1/fileUpload', payload: { files: 'x' }, headers: zhangsan });
    expect(json.statusCode).toBe(400);
    expect(json.json().message).toBe('上传请求必须是 multipart/form-data');
    const huge = await upload(zhangsan, 'huge.bin', Buffer.alloc(20 * 1024 * 1024 + 1));
    expect(huge.statusCode).toBe(413);
    expect(huge.json()).toMatchObject({ state: false, message: '文件大小不能超过 20 MB' });
  });

  it('previews raster images inline and never HTML or SVG', async () => {
    const pngId = await uploadId(zhangsan, 'seal.png', PNG_BYTES);
    const preview = await get(`/system/file/v1/preview?fileId=${pngId}`, zhangsan);
    expect(preview.statusCode).toBe(200);
    expect(preview.headers['content-type']).toBe('image/png');
    expect(preview.headers['content-disposition']).toMatch(/^inline; /);
    expect(preview.headers['content-security-policy']).toBe("default-src 'none'");
    for (const [name, content] of [
      ['page.html', '<html><script>alert(1)</script></html>'],
      ['logo.svg', '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'],
      ['fake.png', '<script>alert(1)</script>'],
    ]) {
      const id = await uploadId(zhangsan, name, Buffer.from(content));
      const response = await get(`/system/file/v1/preview?fileId=${id}`, zhangsan);
      expect(response.statusCode).toBe(415);
      expect(response.json().message).toBe('该文件类型不支持在线预览，请下载后查看');
    }
  });
});

describe('online preview', () => {
  const preview = async (fileId: string, headers: Record<string, string> = zhangsan) =>
    (await get(`/file/onlinePreviewController/v1/onlinePreview?fileId=${fileId}`, headers)).json();
  const bytesUrl = (id: string) => `/file/onlinePreviewController/v1/getFileById_${id}`;
  const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\n%%EOF\n');
  const WEBP = Buffer.concat([Buffer.from('RIFF'), Buffer.alloc(4), Buffer.from('WEBPVP8 ')]);

  it('answers pdf, picture and txt with the bytes URL, and gives the bytes with a safe type', async () => {
    for (const [name, content, answer, type] of [
      ['plan.pdf', PDF, (url: string) => ({ result: 'pdf', pdfUrl: url }), 'application/pdf'],
      ['seal.png', PNG_BYTES, (url: string) => ({ result: 'picture', currentUrl: url, imgUrls: [url] }), 'image/png'],
      ['photo.webp', WEBP, (url: string) => ({ result: 'picture', currentUrl: url, imgUrls: [url] }), 'image/webp'],
      ['notes.md', Buffer.from('# 标题\n'), (url: string) => ({ result: 'txt', TxtUrl: url }), 'text/plain; charset=utf-8'],
      ['data.json', Buffer.from('{"a":1}'), (url: string) => ({ result: 'txt', TxtUrl: url }), 'text/plain; charset=utf-8'],
    ] as const) {
      const id = await uploadId(zhangsan, name, content);
      expect(await preview(id), name).toEqual(answer(bytesUrl(id)));
      const bytes = await get(bytesUrl(id), lisi);
      expect(bytes.statusCode, name).toBe(200);
      expect(bytes.headers['content-type'], name).toBe(type);
      expect(bytes.headers['content-disposition'], name).toMatch(/^inline; /);
      expect(bytes.headers['x-content-type-options']).toBe('nosniff');
      expect(bytes.rawPayload.equals(content), name).toBe(true);
    }
  });

  it('answers office files, archives, media and other files without a view; their bytes are an attachment', async () => {
    for (const [name, answer] of [
      ['report.docx', { result: 'fileNotSupported', fileType: 'docx', msg: '未配置文档转换服务，请下载后查看' }],
      ['budget.xlsx', { result: 'fileNotSupported', fileType: 'xlsx', msg: '未配置文档转换服务，请下载后查看' }],
      ['bundle.zip', { result: 'compress' }],
      ['logs.tar', { result: 'compress' }],
      ['talk.mp4', { result: 'media' }],
      ['song.mp3', { result: 'media' }],
      ['tool.exe', { result: 'fileNotSupported', fileType: 'exe' }],
      ['fake.pdf', { result: 'fileNotSupported', fileType: 'pdf' }],
    ] as const) {
      const id = await uploadId(zhangsan, name, Buffer.from('dummy bytes'));
      expect(await preview(id), name).toEqual(answer);
      const bytes = await get(bytesUrl(id), zhangsan);
      expect(bytes.headers['content-type'], name).toBe('application/octet-stream');
      expect(bytes.headers['content-disposition'], name).toMatch(/^attachment; /);
    }
    const id = await uploadId(zhangsan, 'report.docx', Buffer.from('dummy'));
    const english = (await get(`/file/onlinePreviewController/v1/onlinePreview?fileId=${id}`, { ...zhangsan, 'accept-language': 'en-US' })).json();
    expect(english.msg).toBe('No document converter is configured; please download the file.');
  });

  it('never gives an HTML or SVG upload back as HTML or SVG', async () => {
    for (const [name, content] of [
      ['page.html', '<html><script>alert(1)</script></html>'],
      ['page.htm', '<script>alert(1)</script>'],
      ['logo.svg', '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'],
      ['fake.png', '<html><script>alert(1)</script></html>'],
    ]) {
      const id = await uploadId(zhangsan, name, Buffer.from(content));
      expect((await preview(id)).result, name).toBe('fileNotSupported');
      const bytes = await get(bytesUrl(id), zhangsan);
      expect(bytes.headers['content-type'], name).toBe('application/octet-stream');
      expect(bytes.headers['content-disposition'], name).toMatch(/^attachment; /);
      expect(bytes.headers['x-content-type-options']).toBe('nosniff');
    }
    // A page saved as text is shown as text: the bytes come back as text/plain, never text/html.
    const textId = await uploadId(zhangsan, 'page.txt', Buffer.from('<script>alert(1)</script>'));
    expect((await get(bytesUrl(textId), zhangsan)).headers['content-type']).toBe('text/plain; charset=utf-8');
  });

  it('gives the facts of a stored file (fileGet) inside its tenant', async () => {
    const id = await uploadId(zhangsan, '计划.pdf', PDF);
    const answer = (await get(`/system/file/v1/fileGet?id=${id}`, lisi)).json();
    const noProps = { prop1: null, prop2: null, prop3: null, prop4: null, prop5: null, prop6: null, type: null, xbTypeId: null, note: null };
    expect(answer).toEqual({ id, fileName: '计划.pdf', ext: 'pdf', totalBytes: PDF.length, createTime: expect.any(String), flowKey: null, ...noProps });
    expect((await get(`/system/file/v1/fileGet?id=${id}`, chenyi)).statusCode).toBe(404);
  });

  it('answers an unknown or foreign file with result error, a bad request with state false, and needs a token', async () => {
    expect(await preview('404404')).toEqual({ result: 'error' });
    const id = await uploadId(zhangsan, 'plan.pdf', PDF);
    expect(await preview(id, chenyi)).toEqual({ result: 'error' });
    expect((await get(bytesUrl(id), chenyi)).statusCode).toBe(404);
    const bad = await get('/file/onlinePreviewController/v1/onlinePreview', zhangsan);
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ state: false, message: expect.stringContaining('fileId') });
    expect((await get(`/file/onlinePreviewController/v1/onlinePreview?fileId=${id}`, {})).statusCode).toBe(401);
    expect((await get(bytesUrl(id), {})).statusCode).toBe(401);
  });
});

describe('electronic seal', () => {
  const save = (headers: Record<string, string>, payload: object) =>
    app.inject({ method: 'POST', url: '/uc/electronicSeal/v1/userSave', payload, headers });

  it('answers null before a seal exists', async () => {
    const response = await get('/uc/electronicSeal/v1/getSealByCurrentUserId', lisi);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toBeNull();
  });

  it('checks the login password, the confirmation and the image', async () => {
    const pngId = await uploadId(lisi, 'seal.png', PNG_BYTES);
    const base = { fileId: pngId, oldPassWord: '123456', password: 'seal-pass', confirmPwd: 'seal-pass' };
    expect((await save(lisi, { ...base, oldPassWord: 'wrong' })).json()).toEqual({ state: false, message: '登录密码不正确' });
    expect((await save(lisi, { ...base, confirmPwd: 'other' })).json()).toEqual({ state: false, message: '两次输入的密码不一致' });
    const textId = await uploadId(lisi, 'seal.png', Buffer.from('not a png'));
    expect((await save(lisi, { ...base, fileId: textId })).json()).toEqual({ state: false, message: '签章图片必须是本人上传的 png 图片' });
    const othersPng = await uploadId(zhangsan, 'seal.png', PNG_BYTES);
    expect((await save(lisi, { ...base, fileId: othersPng })).json().state).toBe(false);
    const missing = await save(lisi, { fileId: pngId, oldPassWord: '123456', password: 'x' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toContain('confirmPwd');
  });

  it('saves the seal and answers it with a picture URL', async () => {
    const pngId = await uploadId(lisi, 'seal.png', PNG_BYTES);
    const saved = await save(lisi, { fileId: pngId, oldPassWord: '123456', password: 'seal-pass', confirmPwd: 'seal-pass' });
    expect(saved.json()).toMatchObject({ state: true, message: '电子签章保存成功' });
    const seal = (await get('/uc/electronicSeal/v1/getSealByCurrentUserId', lisi)).json();
    expect(seal).toEqual({ id: expect.any(String), userId: '10002', fileId: pngId, picUrl: `/system/file/v1/preview?fileId=${pngId}` });
    const second = await uploadId(lisi, 'seal2.png', PNG_BYTES);
    await save(lisi, { fileId: second, oldPassWord: '123456', password: 'p2', confirmPwd: 'p2' });
    const updated = (await get('/uc/electronicSeal/v1/getSealByCurrentUserId', lisi)).json();
    expect(updated).toMatchObject({ id: seal.id, fileId: second });
  });
});

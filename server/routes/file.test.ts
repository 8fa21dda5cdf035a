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

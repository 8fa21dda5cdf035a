// Opinion attachments (files, zfiles) and the opinion signature (electronic seal) through the complete call.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GraphError, parseSignature } from '../../engine/graph';
import { ACME_TENANT_ID, authHeader, base64, multipart, PNG_BYTES, testApp } from '../../testing';

let app: FastifyInstance;
const headers: Record<string, { authorization: string }> = {};

beforeAll(async () => {
  app = await testApp();
  for (const account of ['zhangsan', 'lisi', 'zhaoliu']) headers[account] = await authHeader(app, account);
  headers.acme = await authHeader(app, 'acme_admin', 'admin123', ACME_TENANT_ID);
}, 30_000);
afterAll(() => app.close());

type Json = Record<string, any>;
async function call(account: string, method: 'GET' | 'POST', url: string, payload?: object, lang = 'zh-CN'): Promise<{ status: number; body: Json }> {
  const response = await app.inject({ method, url, payload, headers: { ...headers[account], 'accept-language': lang } });
  return { status: response.statusCode, body: response.json() as Json };
}
async function upload(account: string, name: string, content: Buffer): Promise<string> {
  const { payload, headers: partHeaders } = multipart('files', name, content);
  const response = await app.inject({ method: 'POST', url: '/system/file/v1/fileUpload', payload, headers: { ...headers[account], ...partHeaders } });
  return (response.json() as { fileId: string }).fileId;
}
async function start(defId: string, value: object): Promise<string> {
  const { body } = await call('zhangsan', 'POST', '/runtime/instance/v1/start', { defId, data: base64(JSON.stringify(value)), formType: 'inner' });
  expect(body.state, JSON.stringify(body)).toBe(true);
  return body.value as string;
}
async function taskOf(account: string, instId: string): Promise<Json> {
  const { body } = await call(account, 'POST', '/runtime/task/v1/getTodoList', { pageBean: { page: 1, pageSize: 1000 } });
  const task = (body.rows as Json[]).find((row) => row.procInstId === instId);
  expect(task, `${account} should have a task`).toBeDefined();
  return task!;
}
const complete = (account: string, taskId: string, actionName: string, extra: object = {}, lang?: string) =>
  call(account, 'POST', '/runtime/task/v1/complete', { taskId, actionName, opinion: `${actionName} by ${account}`, formType: 'inner', ...extra }, lang);
const opinions = async (instId: string) => (await call('zhangsan', 'GET', `/runtime/instance/v1/instanceFlowOpinions?instId=${instId}`)).body as unknown as Json[];
const leave = { leave: { applicant: '张三', leaveType: 'annual', startTime: '2026-12-01 08:00:00', endTime: '2026-12-01 18:00:00', days: 0, reason: '附件测试' } };
const expense = (total: number) => ({ expense: { title: '签章测试', total, totalCapital: '', auditNote: '', sub_items: [{ subject: 'travel', price: total, quantity: 1, amount: total }] } });

describe('opinion attachments', () => {
  it('stores files and zfiles on the opinion with the stored names and sizes', async () => {
    const instId = await start('leave', leave);
    const task = await taskOf('lisi', instId);
    const fileId = await upload('lisi', 'invoice.pdf', Buffer.from('%PDF-1.4 test'));
    const bodyId = await upload('lisi', 'body.docx', Buffer.from('docx bytes'));
    const files = JSON.stringify([{ id: fileId, name: 'renamed.pdf', size: 1 }, { id: fileId, name: 'again' }]);
    const zfiles = JSON.stringify([{ id: bodyId, name: 'body.docx' }]);
    expect((await complete('lisi', task.id, 'agree', { files, zfiles })).body.state).toBe(true);
    const row = (await opinions(instId)).find((opinion) => opinion.taskKey === 'deptApprove')!;
    expect(JSON.parse(row.files)).toEqual([{ id: fileId, name: 'invoice.pdf', size: 13 }]);
    expect(JSON.parse(row.zfiles)).toEqual([{ id: bodyId, name: 'body.docx', size: 10 }]);
    expect(row).toMatchObject({ sealFileId: '', sealCover: false });
    // rows without attachments answer empty texts
    expect((await opinions(instId)).find((opinion) => opinion.status === 'start')).toMatchObject({ files: '', zfiles: '' });
  });

  it('keeps the attachments of a send-back to the initiator', async () => {
    const instId = await start('leave', leave);
    const task = await taskOf('lisi', instId);
    const fileId = await upload('lisi', 'why.txt', Buffer.from('because'));
    const answer = await complete('lisi', task.id, 'backToStart', { files: JSON.stringify([{ id: fileId, name: 'why.txt' }]) });
    expect(answer.body.state).toBe(true);
    const row = (await opinions(instId)).find((opinion) => opinion.status === 'backToStart')!;
    expect(JSON.parse(row.files)).toEqual([{ id: fileId, name: 'why.txt', size: 7 }]);
  });

  it.each([
    ['text that is not JSON', () => '[{'],
    ['an object instead of an array', () => '{"id":"1"}'],
    ['an item without id', () => '[{"name":"a"}]'],
    ['an unknown file', () => '[{"id":"404","name":"a"}]'],
  ])('refuses %s and leaves the task open', async (_name, files) => {
    const instId = await start('leave', leave);
    const task = await taskOf('lisi', instId);
    const refused = await complete('lisi', task.id, 'agree', { files: files() });
    expect(refused).toMatchObject({ status: 400, body: { state: false, message: '附件无效：须为您本人上传的文件列表（最多 9999 个）' } });
    expect((await taskOf('lisi', instId)).id).toBe(task.id);
  });

  it('refuses files of another user or another tenant', async () => {
    const instId = await start('leave', leave);
    const task = await taskOf('lisi', instId);
    const others = await upload('zhangsan', 'mine.txt', Buffer.from('x'));
    const acme = await upload('acme', 'acme.txt', Buffer.from('x'));
    for (const id of [others, acme]) {
      const refused = await complete('lisi', task.id, 'oppose', { zfiles: JSON.stringify([{ id, name: 'x' }]) }, 'en-US');
      expect(refused).toMatchObject({ status: 400, body: { message: 'The attachments are not valid: they must be a list of files you uploaded (at most 9999).' } });
    }
  });
});

describe('opinion signature', () => {
  it('answers the node’s signature config with the task detail', async () => {
    const instId = await start('expense', expense(9000));
    const first = await taskOf('lisi', instId);
    expect((await call('lisi', 'GET', `/runtime/task/v1/taskDetail?taskId=${first.id}`)).body.signature).toEqual({
      status: 'disable',
      field: 'opinion',
      isCover: false,
      secretFree: false,
      password: true,
    });
    // a signature on a node that takes none is refused
    expect((await complete('lisi', first.id, 'agree', { sealSign: '1', sealPassword: 'x' })).body.message).toBe('此节点未启用签章');
    expect((await complete('lisi', first.id, 'agree')).body.state).toBe(true);
    const finance = await taskOf('zhaoliu', instId);
    expect((await call('zhaoliu', 'GET', `/runtime/task/v1/taskDetail?taskId=${finance.id}`)).body.signature).toEqual({
      status: 'enable',
      field: 'opinion',
      isCover: false,
      secretFree: false,
      password: true,
    });
  });

  it('requires the seal and its password for a verdict, and stores the seal on the opinion', async () => {
    const instId = await start('expense', expense(8000));
    await complete('lisi', (await taskOf('lisi', instId)).id, 'agree');
    const task = await taskOf('zhaoliu', instId);

    expect(await complete('zhaoliu', task.id, 'agree')).toMatchObject({ status: 400, body: { message: '请先签章' } });
    expect((await complete('zhaoliu', task.id, 'oppose', {}, 'en-US')).body.message).toBe('Please sign with your seal first');
    expect((await complete('zhaoliu', task.id, 'agree', { sealSign: '1', sealPassword: 'seal-pass' })).body.message).toMatch(/^您还没有设置电子签章/);

    const sealFile = await upload('zhaoliu', 'seal.png', PNG_BYTES);
    const saved = await call('zhaoliu', 'POST', '/uc/electronicSeal/v1/userSave', { fileId: sealFile, oldPassWord: '123456', password: 'seal-pass', confirmPwd: 'seal-pass' });
    expect(saved.body.state).toBe(true);

    expect((await complete('zhaoliu', task.id, 'agree', { sealSign: '1' })).body.message).toBe('请输入签章密码');
    expect(await complete('zhaoliu', task.id, 'agree', { sealSign: '1', sealPassword: 'wrong' })).toMatchObject({ status: 400, body: { message: '签章密码错误' } });
    expect((await complete('zhaoliu', task.id, 'agree', { sealSign: '1', sealPassword: 'wrong' }, 'en-US')).body.message).toBe('The seal password is wrong');
    // nothing happened: the task is still there, the history unchanged
    expect((await taskOf('zhaoliu', instId)).id).toBe(task.id);
    expect((await opinions(instId)).find((row) => row.taskKey === 'financeManager')).toMatchObject({ status: 'awaiting_check', sealFileId: '' });

    const signed = await complete('zhaoliu', task.id, 'agree', { sealSign: '1', sealPassword: 'seal-pass' });
    expect(signed.body.state, JSON.stringify(signed.body)).toBe(true);
    const row = (await opinions(instId)).find((opinion) => opinion.taskKey === 'financeManager')!;
    expect(row).toMatchObject({ status: 'agree', sealFileId: sealFile, sealCover: false, opinion: 'agree by zhaoliu' });
    // the seal picture is shown through the usual preview
    const picture = await app.inject({ method: 'GET', url: `/system/file/v1/preview?fileId=${sealFile}`, headers: headers.zhangsan });
    expect(picture.headers['content-type']).toBe('image/png');
  });
});

describe('fd:signature', () => {
  it('reads the keys, with password as the other side of secretFree', () => {
    expect(parseSignature('{"status":"enable"}', 't')).toEqual({ status: 'enable', field: 'opinion', isCover: false, secretFree: false, password: true });
    expect(parseSignature('{"status":"enable","field":"auditNote","isCover":true,"secretFree":true}', 't')).toEqual({
      status: 'enable',
      field: 'auditNote',
      isCover: true,
      secretFree: true,
      password: false,
    });
    expect(parseSignature('{"status":"enable","password":false}', 't')).toMatchObject({ secretFree: true, password: false });
    expect(parseSignature('{}', 't').status).toBe('disable');
  });

  it.each([
    ['not JSON', '{status'],
    ['an array', '[]'],
    ['an unknown status', '{"status":"on"}'],
    ['an unknown key', '{"status":"enable","seal":"x"}'],
    ['a field that is not a name', '{"field":"a b"}'],
    ['a flag that is not a boolean', '{"isCover":"yes"}'],
    ['secretFree with a password', '{"secretFree":true,"password":true}'],
  ])('refuses %s', (_name, text) => {
    expect(() => parseSignature(text, 't')).toThrow(GraphError);
  });
});

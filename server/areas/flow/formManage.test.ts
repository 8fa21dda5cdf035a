// Form management (getFormManage, saveFormManage) and the online-form list, through their calls.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authHeader, base64, testApp } from '../../testing';

let app: FastifyInstance;
const headers: Record<string, { authorization: string }> = {};

beforeAll(async () => {
  app = await testApp();
  for (const account of ['zhangsan', 'lisi']) headers[account] = await authHeader(app, account);
  headers.admin = await authHeader(app, 'admin', 'admin123');
}, 30_000);
afterAll(() => app.close());

type Json = Record<string, any>;
async function call(account: string | undefined, method: 'GET' | 'POST', url: string, payload?: object, lang = 'zh-CN'): Promise<{ status: number; body: Json }> {
  const response = await app.inject({ method, url, payload, headers: { ...(account ? headers[account] : {}), 'accept-language': lang } });
  return { status: response.statusCode, body: response.json() as Json };
}
const data = (value: object) => base64(JSON.stringify(value));
const leave = (extra: object = {}) => ({
  leave: { applicant: '张三', leaveType: 'annual', startTime: '2026-12-01 08:00:00', endTime: '2026-12-02 18:00:00', days: 0, reason: '测试', ...extra },
});
const INSTANCE = '/runtime/instance/v1';

async function start(path: 'start' | 'saveDraft'): Promise<string> {
  const { status, body } = await call('zhangsan', 'POST', `${INSTANCE}/${path}`, { defId: 'leave', data: data(leave()), formType: 'inner' });
  expect(status, JSON.stringify(body)).toBe(200);
  return body.value as string;
}
const stored = async (instId: string) => (await call('admin', 'GET', `${INSTANCE}/getInstFormAndBO?proInstId=${instId}`)).body.data.leave as Json;

describe('form management', () => {
  it('gives an administrator the form with its own permission, and saves a valid record with formulas recomputed', async () => {
    const instId = await start('start');
    const form = await call('admin', 'GET', `${INSTANCE}/getFormManage?instId=${instId}`);
    expect(form.status).toBe(200);
    expect(form.body).toMatchObject({ result: true, form: { type: 'INNER', definition: { alias: 'leaveRequest' } }, data: { leave: { reason: '测试' } } });
    expect(JSON.parse(form.body.permission).fields.leave.reason).not.toBe('r');

    const saved = await call('admin', 'POST', `${INSTANCE}/saveFormManage`, { instId, data: data(leave({ reason: '管理员修正', endTime: '2026-12-03 18:00:00', days: 99 })) });
    expect(saved).toEqual({ status: 200, body: { state: true, message: '保存成功', value: instId } });
    const record = await stored(instId);
    expect(record.reason).toBe('管理员修正');
    // The day count is the formula's, never the submitted one.
    expect(record.days).not.toBe(99);
    expect(record.days).toBeGreaterThan(2);
  });

  it('checks the form rules (not for drafts) and refuses bad data', async () => {
    const instId = await start('start');
    const invalid = await call('admin', 'POST', `${INSTANCE}/saveFormManage`, { instId, data: data(leave({ applicant: '' })) }, 'en-US');
    expect(invalid.status).toBe(400);
    expect(invalid.body.message).toMatch(/^The form data is not valid/);
    expect((await stored(instId)).applicant).toBe('张三');
    expect((await call('admin', 'POST', `${INSTANCE}/saveFormManage`, { instId, data: 'not base64 json' })).status).toBe(400);
    const missing = await call('admin', 'POST', `${INSTANCE}/saveFormManage`, { instId, data: data({ other: {} }) });
    expect(missing).toMatchObject({ status: 400, body: { message: '缺少业务对象【leave】的数据' } });
    expect((await call('admin', 'POST', `${INSTANCE}/saveFormManage`, { instId })).status).toBe(400);

    const draftId = await start('saveDraft');
    const draft = await call('zhangsan', 'POST', `${INSTANCE}/saveFormManage`, { instId: draftId, data: data(leave({ applicant: '' })) });
    expect(draft.body.state).toBe(true);
  });

  it('is for administrators and the initiator of a draft only', async () => {
    const running = await start('start');
    const refused = await call('zhangsan', 'GET', `${INSTANCE}/getFormManage?instId=${running}`);
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe('您没有管理该流程实例数据的权限');
    expect((await call('lisi', 'POST', `${INSTANCE}/saveFormManage`, { instId: running, data: data(leave()) })).status).toBe(403);
    const draftId = await start('saveDraft');
    expect((await call('zhangsan', 'GET', `${INSTANCE}/getFormManage?instId=${draftId}`)).status).toBe(200);
    expect((await call('lisi', 'GET', `${INSTANCE}/getFormManage?instId=${draftId}`)).status).toBe(403);
    expect((await call('admin', 'GET', `${INSTANCE}/getFormManage?instId=404404`)).status).toBe(404);
    expect((await call('admin', 'GET', `${INSTANCE}/getFormManage?instId=bad%20id`)).status).toBe(400);
    expect((await call(undefined, 'GET', `${INSTANCE}/getFormManage?instId=${running}`)).status).toBe(401);
  });
});

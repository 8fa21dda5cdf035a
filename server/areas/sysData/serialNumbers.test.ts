// Serial numbers under concurrent requests, over real HTTP against a listening server: 50 parallel
// getNextIdByAlias calls take 50 distinct numbers, and 50 parallel starts of the seeded purchase request
// store 50 distinct request numbers in their records (read back through getInstFormAndBO). A start that fails
// takes none for good (its transaction gives it back).
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authHeader, base64, testApp } from '../../testing';

let app: FastifyInstance;
let origin: string;
let zhangsan: { authorization: string };

beforeAll(async () => {
  app = await testApp();
  zhangsan = await authHeader(app, 'zhangsan');
  origin = await app.listen({ host: '127.0.0.1', port: 0 });
}, 60_000);
afterAll(() => app.close());

type Json = Record<string, any>;
async function call(method: 'GET' | 'POST', path: string, body?: object): Promise<{ status: number; body: Json }> {
  const response = await fetch(origin + path, {
    method,
    headers: { ...zhangsan, ...(body ? { 'content-type': 'application/json' } : {}) },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  return { status: response.status, body: (await response.json()) as Json };
}

const purchase = (title: string, extra: object = {}) => ({
  purchase: {
    applicant: '张三', applyDate: '2026-12-01', category: 'it', title, supplier: 'SUP-0012', expectedDate: '2026-12-20',
    sub_items: [{ name: '显示器', spec: '27 英寸', quantity: 2, unitPrice: 1500, amount: 3000 }],
    ...extra,
  },
});
const start = (value: object) => call('POST', '/runtime/instance/v1/start', { defId: 'purchase', data: base64(JSON.stringify(value)), formType: 'inner' });
const PURCHASE_NO = /^CG\d{8}\d{4}$/;

describe('serial numbers under concurrency', () => {
  it('50 parallel getNextIdByAlias calls take 50 distinct numbers', async () => {
    const answers = await Promise.all(Array.from({ length: 50 }, () => call('GET', '/sys/identity/v1/getNextIdByAlias?alias=purchaseNo')));
    for (const answer of answers) expect(answer.body.state, JSON.stringify(answer.body)).toBe(true);
    const numbers = answers.map((answer) => answer.body.value as string);
    expect(new Set(numbers).size).toBe(50);
    for (const number of numbers) expect(number).toMatch(PURCHASE_NO);
  }, 60_000);

  it('50 parallel starts of the purchase request store 50 distinct request numbers, taken by the server', async () => {
    // A number the client sends is not taken: the field is read-only and the server gives it.
    const answers = await Promise.all(Array.from({ length: 50 }, (_, index) => start(purchase(`并发采购测试 ${index}`, { requestNo: 'CG000000000000' }))));
    for (const answer of answers) expect(answer.body.state, JSON.stringify(answer.body)).toBe(true);
    const records = await Promise.all(answers.map((answer) => call('GET', `/runtime/instance/v1/getInstFormAndBO?proInstId=${answer.body.value}`)));
    const numbers = records.map((record) => record.body.data.purchase.requestNo as string);
    expect(new Set(numbers).size).toBe(50);
    for (const number of numbers) expect(number).toMatch(PURCHASE_NO);
    expect(numbers).not.toContain('CG000000000000');
  }, 120_000);

  it('a refused start takes no number: the next start gets the very next one', async () => {
    const before = (await call('GET', '/sys/identity/v1/getNextIdByAlias?alias=purchaseNo')).body.value as string;
    const refused = await start(purchase('短'));
    expect(refused.status).toBe(400);
    const started = await start(purchase('拒绝之后的采购'));
    const record = await call('GET', `/runtime/instance/v1/getInstFormAndBO?proInstId=${started.body.value}`);
    expect(Number(record.body.data.purchase.requestNo.slice(-4))).toBe(Number(before.slice(-4)) + 1);
  }, 60_000);

  it('a draft takes no number', async () => {
    const draft = await call('POST', '/runtime/instance/v1/saveDraft', { defId: 'purchase', data: base64(JSON.stringify(purchase('草稿采购'))), formType: 'inner' });
    expect(draft.body.state).toBe(true);
    const form = await call('POST', '/runtime/instance/v1/getFormAndBO', { defId: '20000000000000003', proInstId: draft.body.value });
    expect(form.body.data.purchase.requestNo ?? '').toBe('');
  }, 60_000);
});

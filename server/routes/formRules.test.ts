import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACME_TENANT_ID, authHeader, testApp } from '../testing';

let app: FastifyInstance;
let zhangsan: { authorization: string };
let acme: { authorization: string };
beforeAll(async () => {
  app = await testApp();
  zhangsan = await authHeader(app, 'zhangsan');
  acme = await authHeader(app, 'chenyi', '123456', ACME_TENANT_ID);
});
afterAll(() => app.close());

const post = (url: string, payload: object, headers: Record<string, string> = zhangsan) => app.inject({ method: 'POST', url, payload, headers });
const isExist = (payload: object, headers?: Record<string, string>) => post('/form/bo/v1/isExist', payload, headers);
const checkAmount = (payload: object, headers?: Record<string, string>) => post('/form/contract/v1/checkAmount', payload, headers);

describe('POST /form/bo/v1/isExist', () => {
  it.each([
    ['contract.contractNo', 'HT-2026-0001', true],
    ['contract.contractNo', 'HT-2026-9999', false],
    ['invoice.invoiceNo', '12345678', true],
    ['onboard.employeeNo', '20260001', true],
    ['onboard.employeeNo', 20260001, true],
    ['onboard.fullName', '20260001', false],
    ['unknownBo.contractNo', 'HT-2026-0001', false],
  ])('%s = %s → %s', async (target, value, exists) => {
    const response = await isExist({ target, value });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ state: true, message: '校验通过', value: exists });
  });

  it('leaves the record being edited out, so it does not collide with itself', async () => {
    expect((await isExist({ target: 'contract.contractNo', value: 'HT-2026-0001', id: '5001' })).json().value).toBe(false);
    expect((await isExist({ target: 'contract.contractNo', value: 'HT-2026-0001', id: '5002' })).json().value).toBe(true);
    expect((await isExist({ target: 'contract.contractNo', value: 'HT-2026-0001', id: '' })).json().value).toBe(true);
  });

  it("only sees the caller's tenant", async () => {
    expect((await isExist({ target: 'contract.contractNo', value: 'HT-2026-0101' })).json().value).toBe(false);
    expect((await isExist({ target: 'contract.contractNo', value: 'HT-2026-0101' }, acme)).json().value).toBe(true);
    expect((await isExist({ target: 'contract.contractNo', value: 'HT-2026-0001' }, acme)).json().value).toBe(false);
  });

  it.each([
    'contract',
    'contract.',
    '.contractNo',
    'contract.contract.No',
    "contract.contractNo') OR 1=1 --",
    'contract.$.contractNo',
    'contract.a[0]',
    'con tract.contractNo',
    '1bo.contractNo',
  ])('refuses the target %j with a localized 400', async (target) => {
    const response = await isExist({ target, value: 'HT-2026-0001' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ state: false, errorCode: '-002' });
    expect(response.json().message).toContain('业务对象别名.字段名');
    const english = await isExist({ target, value: 'x' }, { ...zhangsan, 'accept-language': 'en-US' });
    expect(english.json().message).toContain('<business object alias>.<field name>');
  });

  it('needs a target and a scalar value, and a session', async () => {
    expect((await isExist({ value: 'x' })).statusCode).toBe(400);
    expect((await isExist({ target: 'contract.contractNo' })).statusCode).toBe(400);
    expect((await isExist({ target: 'contract.contractNo', value: { $ne: 1 } })).statusCode).toBe(400);
    expect((await isExist({ target: 'contract.contractNo', value: 'x' }, {})).statusCode).toBe(401);
  });
});

describe('POST /form/contract/v1/checkAmount', () => {
  const plan = (...payAmounts: unknown[]) => ({ contract: { amount: 0, sub_payments: payAmounts.map((payAmount) => ({ stage: 's', payAmount })) } });

  it.each([
    [{ value: 360000 }, true, '校验通过'],
    [{ value: '360000.50' }, true, '校验通过'],
    [{ value: 10_000_000 }, true, '校验通过'],
    [{ value: 0 }, false, '合同金额必须大于 0'],
    [{ value: -5 }, false, '合同金额必须大于 0'],
    [{ value: 10_000_000.01 }, false, '合同金额不能超过 10,000,000 元'],
    [{ value: '1e5' }, false, '合同金额必须是数字'],
    [{ value: '12,000' }, false, '合同金额必须是数字'],
  ])('%j → %s', async (payload, valid, message) => {
    const response = await checkAmount(payload);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ state: true, message, value: valid });
  });

  it('is not below the payment plan total when the form data is submitted', async () => {
    expect((await checkAmount({ value: 360000, data: plan(108000, 144000, 108000) })).json().value).toBe(true);
    expect((await checkAmount({ value: 300000, data: plan(108000, 144000, 108000) })).json()).toEqual({
      state: true,
      message: '合同金额不能小于付款计划合计 360,000 元',
      value: false,
    });
    // Each row is rounded to cents, so the plan may exceed the amount by one cent per row.
    expect((await checkAmount({ value: 100.01, data: plan(33.33, 33.33, 33.36) })).json().value).toBe(true);
    expect((await checkAmount({ value: 100.01, data: plan(33.33, 33.33, 33.39) })).json().value).toBe(false);
    // Rows without a numeric amount and malformed plans are ignored.
    expect((await checkAmount({ value: 100, data: plan('', null, 'abc', 50) })).json().value).toBe(true);
    expect((await checkAmount({ value: 100, data: { contract: { sub_payments: 'none' } } })).json().value).toBe(true);
    expect((await checkAmount({ value: 100, data: {} })).json().value).toBe(true);
  });

  it('answers in the language of the request', async () => {
    const response = await checkAmount({ value: 20_000_000 }, { ...zhangsan, 'accept-language': 'en-US,en;q=0.9' });
    expect(response.json()).toEqual({ state: true, message: 'The contract amount must not exceed 10,000,000 yuan.', value: false });
    const total = await checkAmount({ value: 1, data: plan(1234.5) }, { ...zhangsan, 'accept-language': 'en' });
    expect(total.json().message).toBe('The contract amount must not be less than the payment plan total of 1,234.50 yuan.');
  });

  it('needs a value and a session', async () => {
    expect((await checkAmount({})).statusCode).toBe(400);
    expect((await checkAmount({ value: 1 }, {})).statusCode).toBe(401);
  });
});

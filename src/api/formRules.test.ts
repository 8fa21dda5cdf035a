// @vitest-environment jsdom
// The server checks of form rules: what they send, how they read the answers, and that a failed or refused
// check rejects quietly (the field shows it) instead of passing.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { compileRules } from '../../renderers/rules';
import { defaultConfig, setConfig } from '../config/runtime';
import { backendValidate, FormRuleCheckError, isExist } from './formRules';
import { httpClient } from './http';
import { installFakeNetwork, type FakeReply, type SentRequest } from './testing/fakeNetwork';

const notificationError = vi.fn();
vi.mock('@douyinfe/semi-ui-19/lib/es/notification', () => ({ default: { error: notificationError } }));

const FORM = 'https://form.example.com/form-api';
let sent: SentRequest[];

function useNetwork(reply: FakeReply): void {
  sent = installFakeNetwork(httpClient, reply);
}

const body = (request: SentRequest): unknown => (typeof request.data === 'string' ? JSON.parse(request.data) : request.data);
const live = () => new AbortController().signal;
const networkDown: FakeReply = () => {
  throw Object.assign(new Error('Network Error'), { isAxiosError: true, code: 'ERR_NETWORK' });
};

beforeEach(() => {
  const config = defaultConfig();
  config.hosts.form = FORM;
  setConfig(config);
  notificationError.mockReset();
  useNetwork(() => ({ data: { state: true, value: true } }));
});

async function expectNoNotification(): Promise<void> {
  await vi.dynamicImportSettled();
  expect(notificationError).not.toHaveBeenCalled();
}

describe('backendValidate', () => {
  const values = { contract: { amount: 10, sub_payments: [{ payAmount: 5 }] } };

  it('posts the value, and the form data only when the rule asks for it', async () => {
    await backendValidate('${form}/form/contract/v1/checkAmount', 10, values, true, live());
    await backendValidate('${form}/form/contract/v1/checkAmount', 10, undefined, false, live());
    await backendValidate('/local/check', 'x', undefined, false, live());
    expect(sent.map((request) => [request.method, request.url, body(request)])).toEqual([
      ['POST', `${FORM}/form/contract/v1/checkAmount`, { value: 10, data: values }],
      ['POST', `${FORM}/form/contract/v1/checkAmount`, { value: 10 }],
      ['POST', `${window.location.origin}/local/check`, { value: 'x' }],
    ]);
  });

  it.each([
    [{ state: true, value: true, message: '校验通过' }, { valid: true }],
    [{ state: true, message: 'ok' }, { valid: true }],
    [{ state: true, value: false, message: '合同金额必须大于 0' }, { valid: false, message: '合同金额必须大于 0' }],
    [{ state: false, message: '预算不足' }, { valid: false, message: '预算不足' }],
    [{ state: false }, { valid: false }],
    [false, { valid: false }],
    [true, { valid: true }],
  ])('reads %j as %j', async (answer, expected) => {
    useNetwork(() => ({ data: answer }));
    await expect(backendValidate('${form}/x', 1, undefined, false, live())).resolves.toEqual(expected);
    await expectNoNotification();
  });

  it.each([
    ['a server error', (() => ({ status: 500, data: { state: false, message: 'boom' } })) as FakeReply],
    ['a 400', (() => ({ status: 400, data: { state: false, message: 'bad' } })) as FakeReply],
    ['no answer', networkDown],
    ['an answer that is no CommonResult', (() => ({ data: 'OK' })) as FakeReply],
  ])('rejects on %s, without a notification', async (_, reply) => {
    useNetwork(reply);
    await expect(backendValidate('${form}/x', 1, undefined, false, live())).rejects.toBeInstanceOf(FormRuleCheckError);
    await expectNoNotification();
  });

  it.each(['https://evil.example/check', '//evil.example/check', '${form}//evil.example/check', '/a\\b', 'relative/path', '/a b', '${form}'])(
    'refuses the address %j without a request',
    async (url) => {
      await expect(backendValidate(url, 1, undefined, false, live())).rejects.toBeInstanceOf(FormRuleCheckError);
      expect(sent).toEqual([]);
    },
  );

  it('refuses an unknown host placeholder (the request layer sends nothing)', async () => {
    await expect(backendValidate('${nowhere}/x', 1, undefined, false, live())).rejects.toBeInstanceOf(FormRuleCheckError);
    expect(sent).toEqual([]);
    await expectNoNotification();
  });

  it('cancels the request when the compiler aborts, and sends nothing once aborted', async () => {
    let answer: (value: { data: unknown }) => void = () => undefined;
    useNetwork(() => new Promise((resolve) => (answer = resolve)));
    const controller = new AbortController();
    const pending = backendValidate('${form}/x', 1, undefined, false, controller.signal);
    await vi.waitFor(() => expect(sent).toHaveLength(1));
    controller.abort();
    await expect(pending).rejects.toMatchObject({ name: 'AbortError' });
    answer({ data: { state: true, value: true } });
    await expect(backendValidate('${form}/x', 1, undefined, false, controller.signal)).rejects.toMatchObject({ name: 'AbortError' });
    expect(sent).toHaveLength(1);
  });
});

describe('isExist', () => {
  it('posts target, value and the edited record’s id', async () => {
    await isExist('contract.contractNo', 'HT-2026-0001', { contract: { id: '5001', contractNo: 'HT-2026-0001' } }, live());
    await isExist('onboard.employeeNo', 20260001, { onboard: { id: 42 } }, live());
    await isExist('contract.contractNo', 'HT-2026-0001', { contract: { id: '' } }, live());
    await isExist('contract.contractNo', 'HT-2026-0001', undefined, live());
    expect(sent.map((request) => [request.method, request.url, body(request)])).toEqual([
      ['POST', `${FORM}/form/bo/v1/isExist`, { target: 'contract.contractNo', value: 'HT-2026-0001', id: '5001' }],
      ['POST', `${FORM}/form/bo/v1/isExist`, { target: 'onboard.employeeNo', value: 20260001, id: 42 }],
      ['POST', `${FORM}/form/bo/v1/isExist`, { target: 'contract.contractNo', value: 'HT-2026-0001' }],
      ['POST', `${FORM}/form/bo/v1/isExist`, { target: 'contract.contractNo', value: 'HT-2026-0001' }],
    ]);
  });

  it('answers the server’s value', async () => {
    useNetwork((request) => ({ data: { state: true, value: (body(request) as { value: string }).value === 'taken' } }));
    await expect(isExist('invoice.invoiceNo', 'taken', {}, live())).resolves.toBe(true);
    await expect(isExist('invoice.invoiceNo', 'free', {}, live())).resolves.toBe(false);
  });

  it('checks several fields at once: calls to the same address do not cancel each other', async () => {
    useNetwork(async (request) => {
      await new Promise((resolve) => setTimeout(resolve, 5));
      return { data: { state: true, value: (body(request) as { target: string }).target === 'invoice.invoiceNo' } };
    });
    await expect(Promise.all([isExist('invoice.invoiceNo', '1', {}, live()), isExist('invoice.buyerTaxNo', '2', {}, live())])).resolves.toEqual([
      true,
      false,
    ]);
  });

  it.each([
    ['a server error', (() => ({ status: 500, data: { state: false, message: 'boom' } })) as FakeReply],
    ['a refused check', (() => ({ data: { state: false, message: '目标不正确' } })) as FakeReply],
    ['no answer', networkDown],
    ['an answer without a boolean', (() => ({ data: { state: true, value: 'yes' } })) as FakeReply],
  ])('rejects on %s, without a notification', async (_, reply) => {
    useNetwork(reply);
    await expect(isExist('invoice.invoiceNo', '12345678', {}, live())).rejects.toBeInstanceOf(FormRuleCheckError);
    await expectNoNotification();
  });

  it.each(['', 'invoiceNo', 'invoice.', 'a.b.c', 'invoice.no-dash', "x.y') OR 1=1"])('refuses the target %j without a request', async (target) => {
    await expect(isExist(target, '1', {}, live())).rejects.toBeInstanceOf(FormRuleCheckError);
    expect(sent).toEqual([]);
  });
});

describe('a failed check on the field', () => {
  const compile = (rules: string, label: string, locale: string) => compileRules(rules, { label, locale, debounceMs: 0, services: { backendValidate, isExist } });

  it.each([
    ['the server fails', (() => ({ status: 500, data: { state: false, message: 'boom' } })) as FakeReply],
    ['the network is down', networkDown],
  ])('says “cannot be checked” when %s — never a pass, and pops no notification', async (_, reply) => {
    useNetwork(reply);
    await expect(compile('isExist:contract.contractNo', '合同编号', 'zh-CN').validate('HT-2026-0009', { values: {} })).resolves.toEqual([
      '合同编号暂时无法校验，请稍后重试',
    ]);
    await expect(compile('backendValidate:${form}/form/contract/v1/checkAmount,true', 'Amount', 'en-US').validate(5, { values: {} })).resolves.toEqual([
      'Amount cannot be checked right now; please try again later',
    ]);
    await expectNoNotification();
  });
});

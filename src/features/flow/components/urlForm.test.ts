import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { askUrlForm, readUrlFormData, URL_FORM_ACK_MS, URL_FORM_RESULT_MS, type UrlFormOutcome } from './urlForm';

const ORIGIN = 'https://forms.example.com';

function setUp() {
  const listen = new EventTarget();
  const frame = { postMessage: vi.fn() };
  const send = (data: unknown, origin = ORIGIN, source: unknown = frame) => listen.dispatchEvent(Object.assign(new Event('message'), { data, origin, source }));
  let outcome: UrlFormOutcome | undefined;
  void askUrlForm({ window: frame, origin: ORIGIN }, listen as unknown as Window).then((value) => (outcome = value));
  const requestId = (frame.postMessage.mock.calls[0]![0] as { requestId: string }).requestId;
  return { frame, send, requestId, outcome: () => outcome };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('askUrlForm', () => {
  it('asks the frame at its exact origin and takes a well-formed answer', async () => {
    const { frame, send, requestId, outcome } = setUp();
    expect(frame.postMessage).toHaveBeenCalledWith({ type: 'saveData', requestId }, ORIGIN);
    send({ type: 'saveData:ack', requestId });
    send({ type: 'saveData:result', requestId, state: true, businessKey: 'B1', sysCode: 'crm', vars: { amount: 12, name: '合同' } });
    await vi.runAllTimersAsync();
    expect(outcome()).toEqual({ code: 0, data: { businessKey: 'B1', sysCode: 'crm', vars: { amount: 12, name: '合同' } } });
  });

  it('ignores answers from another origin, another window, another request or of the wrong shape', async () => {
    const { send, requestId, outcome } = setUp();
    send({ type: 'saveData:ack', requestId });
    const good = { type: 'saveData:result', requestId, state: true, businessKey: 'B1', sysCode: 'crm', vars: {} };
    send(good, 'https://evil.example.com');
    send(good, ORIGIN, { postMessage() {} });
    send({ ...good, requestId: 'other' });
    send({ ...good, vars: { nested: { a: 1 } } });
    send({ ...good, businessKey: 42 });
    await vi.advanceTimersByTimeAsync(URL_FORM_RESULT_MS - 1);
    expect(outcome()).toBeUndefined();
    await vi.advanceTimersByTimeAsync(1);
    expect(outcome()).toEqual({ code: 5 });
  });

  it('says the page did not handle the data when nothing acknowledges within 500 ms', async () => {
    const { outcome } = setUp();
    await vi.advanceTimersByTimeAsync(URL_FORM_ACK_MS);
    expect(outcome()).toEqual({ code: 6 });
  });

  it('passes on a refusal with its message, or a silent abort', async () => {
    const first = setUp();
    first.send({ type: 'saveData:ack', requestId: first.requestId });
    first.send({ type: 'saveData:result', requestId: first.requestId, state: false, message: '金额必填' });
    await vi.runAllTimersAsync();
    expect(first.outcome()).toEqual({ code: 3, message: '金额必填' });
    const second = setUp();
    second.send({ type: 'saveData:ack', requestId: second.requestId });
    second.send({ type: 'saveData:result', requestId: second.requestId, state: false, silent: true });
    await vi.runAllTimersAsync();
    expect(second.outcome()).toEqual({ code: 7 });
  });
});

describe('readUrlFormData', () => {
  it('bounds the variables', () => {
    const vars = Object.fromEntries(Array.from({ length: 201 }, (_, index) => [`v${index}`, index]));
    expect(readUrlFormData({ businessKey: 'b', sysCode: 's', vars })).toBeUndefined();
    expect(readUrlFormData({ businessKey: 'b', sysCode: 's', vars: { a: 'x'.repeat(10001) } })).toBeUndefined();
    expect(readUrlFormData({ businessKey: 'b', sysCode: 's', vars: { a: null, b: true } })).toEqual({ businessKey: 'b', sysCode: 's', vars: { a: null, b: true } });
  });
});

// @vitest-environment jsdom
// The parent side of the script sandbox, with the frame's messages faked (jsdom runs no frame scripts; the
// real frame and worker are proven in Chromium by tests/e2e/sandbox.e2e.ts).
import { afterEach, beforeEach, describe, expect, it, vi, type Mock } from 'vitest';
import { createSandboxScriptRunner, SandboxScriptError, SandboxTimeoutError, SandboxUnavailableError, type SandboxScriptRunner } from './index';

interface PostedRun {
  type: 'run' | 'cancel';
  id: number;
  script?: string;
  value?: unknown;
  data?: unknown;
}

let runner: SandboxScriptRunner | undefined;
let posted: PostedRun[];

const frames = () => [...document.querySelectorAll('iframe')];
const frame = () => {
  const [only] = frames();
  if (!only?.contentWindow) throw new Error('no sandbox frame');
  return only;
};

/** Makes the frame "start": its window's postMessage is recorded, and it says ready. */
function startFrame(): void {
  const target = frame().contentWindow!;
  vi.spyOn(target, 'postMessage').mockImplementation(((message: PostedRun) => void posted.push(message)) as never);
  fromFrame({ type: 'ready' });
}

function fromFrame(data: unknown, options: { source?: Window | null; origin?: string } = {}): void {
  const source = options.source === undefined ? frame().contentWindow : options.source;
  window.dispatchEvent(new MessageEvent('message', { data, origin: options.origin ?? 'null', source }));
}

const answer = (id: number, ok: boolean, payload: { result?: unknown; error?: string } = {}) => fromFrame({ type: 'result', id, ok, ...payload });
const limits = (timeoutMs = 1000) => ({ timeoutMs, signal: new AbortController().signal });
const runs = () => posted.filter((message) => message.type === 'run');

function create(options?: Parameters<typeof createSandboxScriptRunner>[0]): SandboxScriptRunner {
  runner = createSandboxScriptRunner(options);
  return runner;
}

beforeEach(() => {
  posted = [];
});

afterEach(() => {
  runner?.dispose();
  runner = undefined;
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('the sandbox frame', () => {
  it('is created on the first run only, hidden, sandboxed without same-origin, with a CSP that forbids the network', async () => {
    const run = create();
    expect(frames()).toHaveLength(0);
    const pending = run('return true', 1, {}, limits());
    const element = frame();
    expect(element.getAttribute('sandbox')).toBe('allow-scripts');
    expect(element.style.display).toBe('none');
    expect(element.getAttribute('aria-hidden')).toBe('true');
    expect(element.srcdoc).toContain('http-equiv="Content-Security-Policy"');
    expect(element.srcdoc).toContain("connect-src 'none'");
    expect(element.srcdoc).toContain("default-src 'none'");
    expect(element.srcdoc).toContain(JSON.stringify(window.location.origin));
    startFrame();
    answer(1, true, { result: true });
    await expect(pending).resolves.toBe(true);
  });

  it('puts nothing of the app in the frame: no storage, no cookies, no token', () => {
    sessionStorage.setItem('currentUser', JSON.stringify({ token: 'SECRET-TOKEN' }));
    document.cookie = 'session=SECRET-COOKIE';
    void create()('return 1', 1, {}, limits()).catch(() => undefined);
    expect(frame().srcdoc).not.toMatch(/SECRET/);
    sessionStorage.clear();
  });

  it('keeps one frame for every run', async () => {
    const run = create();
    const first = run('return 1', 1, {}, limits());
    startFrame();
    answer(1, true, { result: 'a' });
    await first;
    const second = run('return 2', 2, {}, limits());
    answer(2, true, { result: 'b' });
    await expect(second).resolves.toBe('b');
    expect(frames()).toHaveLength(1);
  });
});

describe('runs', () => {
  it('waits for the frame to start, then posts each run with JSON copies of the value and the data', async () => {
    const run = create();
    const data = { bo: { when: new Date('2026-01-02T03:04:05Z'), callback: () => 1, nested: [1, 'x', null] } };
    const pending = run('return value > 0', 5, data, limits());
    expect(posted).toEqual([]);
    startFrame();
    expect(runs()).toEqual([
      { type: 'run', id: 1, script: 'return value > 0', value: 5, data: { bo: { when: '2026-01-02T03:04:05.000Z', nested: [1, 'x', null] } } },
    ]);
    answer(1, true, { result: true });
    await expect(pending).resolves.toBe(true);
  });

  it.each([
    [true, true],
    [false, false],
    [undefined, undefined],
    [null, null],
    ['编号格式不正确', '编号格式不正确'],
    [{ valid: false, message: 'm' }, { valid: false, message: 'm' }],
    [{ valid: false, data: { message: 'hui' } }, { valid: false, message: 'hui' }],
    [{ valid: 1, extra: 'dropped' }, { valid: true }],
    [{ anything: 'else' }, true],
    ['x'.repeat(600), `${'x'.repeat(500)}…`],
  ])('answers %j as %j', async (result, expected) => {
    const run = create();
    const pending = run('…', 1, {}, limits());
    startFrame();
    answer(1, true, { result });
    await expect(pending).resolves.toEqual(expected);
  });

  it('rejects when the script fails', async () => {
    const run = create();
    const pending = run('throw new Error("x")', 1, {}, limits());
    startFrame();
    answer(1, false, { error: 'Error: x' });
    await expect(pending).rejects.toEqual(new SandboxScriptError('Error: x'));
  });

  it('rejects a value that cannot be copied, without starting the frame', async () => {
    const cyclic: Record<string, unknown> = {};
    cyclic.self = cyclic;
    await expect(create()('return true', cyclic, {}, limits())).rejects.toBeInstanceOf(SandboxUnavailableError);
    expect(frames()).toHaveLength(0);
  });
});

describe('time limit and cancellation', () => {
  it('rejects at the limit and tells the frame to terminate the worker', async () => {
    vi.useFakeTimers();
    const run = create();
    const pending = run('for (;;) {}', 1, {}, limits(200));
    const outcome = pending.catch((error: unknown) => error);
    startFrame();
    await vi.advanceTimersByTimeAsync(199);
    expect(posted.some((message) => message.type === 'cancel')).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await outcome).toEqual(new SandboxTimeoutError(200));
    expect(posted.at(-1)).toEqual({ type: 'cancel', id: 1 });
    answer(1, true, { result: true }); // a late answer changes nothing
  });

  it('rejects with the abort reason and cancels the running script', async () => {
    const run = create();
    const controller = new AbortController();
    const pending = run('for (;;) {}', 1, {}, { timeoutMs: 1000, signal: controller.signal });
    startFrame();
    controller.abort();
    await expect(pending).rejects.toMatchObject({ name: 'AbortError' });
    expect(posted.at(-1)).toEqual({ type: 'cancel', id: 1 });
  });

  it('rejects at once when already aborted', async () => {
    const controller = new AbortController();
    controller.abort();
    await expect(create()('return true', 1, {}, { timeoutMs: 1000, signal: controller.signal })).rejects.toMatchObject({ name: 'AbortError' });
    expect(frames()).toHaveLength(0);
  });

  it('runs a limited number of scripts at once; the others wait for a slot (and their limit starts then)', async () => {
    const run = create({ maxConcurrentRuns: 2 });
    const pending = [1, 2, 3].map((n) => run(`return ${n}`, n, {}, limits()));
    startFrame();
    expect(runs().map((message) => message.id)).toEqual([1, 2]);
    answer(2, true, { result: 'two' });
    await expect(pending[1]).resolves.toBe('two');
    expect(runs().map((message) => message.id)).toEqual([1, 2, 3]);
    answer(1, true, { result: 'one' });
    answer(3, true, { result: 'three' });
    await expect(Promise.all(pending)).resolves.toEqual(['one', 'two', 'three']);
  });

  it('fails the waiting runs when the frame does not start, and tries a new frame next time', async () => {
    vi.useFakeTimers();
    const run = create({ startTimeoutMs: 300 });
    const outcome = run('return true', 1, {}, limits()).catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(300);
    expect(await outcome).toBeInstanceOf(SandboxUnavailableError);
    expect(frames()).toHaveLength(0);
    const retry = run('return true', 1, {}, limits());
    startFrame();
    answer(2, true, { result: true });
    await expect(retry).resolves.toBe(true);
  });

  it('dispose removes the frame and rejects what is pending', async () => {
    const run = create();
    const pending = run('return true', 1, {}, limits());
    startFrame();
    run.dispose();
    await expect(pending).rejects.toBeInstanceOf(SandboxUnavailableError);
    expect(frames()).toHaveLength(0);
  });
});

describe('messages the parent accepts', () => {
  let pending: Promise<unknown>;
  let settled: Mock<(outcome: unknown) => void>;

  beforeEach(() => {
    pending = create()('return 1', 1, {}, limits());
    settled = vi.fn();
    void pending.then(settled, settled);
    startFrame();
  });

  it.each([
    ['this window', { source: window }],
    ['no window', { source: null }],
    ['a real origin', { origin: window.location.origin }],
  ])('ignores an answer from %s', async (_, options) => {
    fromFrame({ type: 'result', id: 1, ok: true, result: 'forged' }, options);
    await Promise.resolve();
    expect(settled).not.toHaveBeenCalled();
    answer(1, true, { result: 'real' });
    await expect(pending).resolves.toBe('real');
  });

  it('ignores malformed messages and answers of unknown runs', async () => {
    for (const data of ['text', null, { type: 'result', id: '1', ok: true }, { type: 'result', id: 1 }, { type: 'other' }]) fromFrame(data);
    answer(99, true, { result: 'other run' });
    await Promise.resolve();
    expect(settled).not.toHaveBeenCalled();
    answer(1, true, { result: 'real' });
    await expect(pending).resolves.toBe('real');
  });
});

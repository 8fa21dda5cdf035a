// Runs frontJSValidate scripts outside the app's realm (docs/rules.md "Server and script checks"): in a
// hidden <iframe sandbox="allow-scripts"> (opaque origin: no cookies, storage or token of the app; a CSP
// without network), each script in a dedicated Worker of that frame, so an endless loop is stopped by
// terminating the worker and never blocks the page. One long-lived frame serves every run.
import type { FormValues, RuleServices } from '../rules';
import { sandboxFrameDocument } from './frameDocument';

type RunScript = NonNullable<RuleServices['runScript']>;

/** A `runScript` service; dispose() removes the frame and rejects the runs still pending. */
export interface SandboxScriptRunner extends RunScript {
  dispose(): void;
}

export interface SandboxRunnerOptions {
  /** Where the hidden frame is attached (default document.body). */
  container?: HTMLElement;
  /** How long the frame may take to start before the waiting runs fail (default 5000 ms). */
  startTimeoutMs?: number;
  /** Scripts running at once; later runs wait for a free slot (default 4). */
  maxConcurrentRuns?: number;
}

/** The script ran longer than its limit; its worker was terminated. */
export class SandboxTimeoutError extends Error {
  constructor(readonly timeoutMs: number) {
    super(`The script took longer than ${timeoutMs} ms`);
    this.name = 'SandboxTimeoutError';
  }
}

/** The script threw, or answered something that cannot be copied. `detail` is the sandbox's description. */
export class SandboxScriptError extends Error {
  constructor(readonly detail: string) {
    super(`The script failed: ${detail}`);
    this.name = 'SandboxScriptError';
  }
}

/** The sandbox could not start (no DOM, the frame did not answer, it was disposed) or the input cannot be copied. */
export class SandboxUnavailableError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'SandboxUnavailableError';
  }
}

const DEFAULT_START_TIMEOUT_MS = 5000;
const DEFAULT_MAX_CONCURRENT_RUNS = 4;
/** Longest time limit a caller may ask for; also used for a limit that is not a positive number. */
const MAX_TIMEOUT_MS = 60_000;
/** A script's message is shown on the field: keep it a message. */
const MAX_MESSAGE_LENGTH = 500;

interface Run {
  id: number;
  script: string;
  value: unknown;
  data: FormValues | undefined;
  timeoutMs: number;
  signal: AbortSignal;
  resolve(result: unknown): void;
  reject(error: unknown): void;
  timer?: ReturnType<typeof setTimeout>;
  onAbort(): void;
}

/** What the frame posts back: its start signal and one answer per run. */
type FrameMessage = { type: 'ready' } | { type: 'result'; id: number; ok: boolean; result?: unknown; error?: string };

function isFrameMessage(data: unknown): data is FrameMessage {
  if (!data || typeof data !== 'object') return false;
  const message = data as { type?: unknown; id?: unknown; ok?: unknown };
  return message.type === 'ready' || (message.type === 'result' && typeof message.id === 'number' && typeof message.ok === 'boolean');
}

/** A JSON copy (no functions, DOM nodes, prototypes or cycles): what the script may see of the form. */
function jsonCopy<T>(value: T): T {
  return value === undefined ? value : (JSON.parse(JSON.stringify(value) ?? 'null') as T);
}

const clip = (text: string) => (text.length > MAX_MESSAGE_LENGTH ? `${text.slice(0, MAX_MESSAGE_LENGTH)}…` : text);

/**
 * Keeps the answer shapes the rule compiler reads (true/undefined/null, false, a message, `{valid, message}`
 * or HUI's `{valid, data: {message}}`) and drops everything else a script may have attached.
 */
function toScriptResult(raw: unknown): unknown {
  if (typeof raw === 'string') return clip(raw);
  if (!raw || typeof raw !== 'object') return raw;
  if (!('valid' in raw)) return true; // any other object is truthy for the compiler: a pass
  const answer = raw as { valid: unknown; message?: unknown; data?: { message?: unknown } };
  const message = typeof answer.message === 'string' ? answer.message : typeof answer.data?.message === 'string' ? answer.data.message : undefined;
  return message === undefined ? { valid: Boolean(answer.valid) } : { valid: Boolean(answer.valid), message: clip(message) };
}

const limitOf = (timeoutMs: number) => (timeoutMs > 0 && timeoutMs <= MAX_TIMEOUT_MS ? timeoutMs : MAX_TIMEOUT_MS);

export function createSandboxScriptRunner(options: SandboxRunnerOptions = {}): SandboxScriptRunner {
  const startTimeoutMs = options.startTimeoutMs ?? DEFAULT_START_TIMEOUT_MS;
  const maxConcurrentRuns = Math.max(1, options.maxConcurrentRuns ?? DEFAULT_MAX_CONCURRENT_RUNS);

  let frame: HTMLIFrameElement | undefined;
  let ready = false;
  let startTimer: ReturnType<typeof setTimeout> | undefined;
  let nextId = 1;
  const waiting: Run[] = [];
  const active = new Map<number, Run>();

  function post(message: object): void {
    // The frame's origin is opaque, so it cannot be named as the target; what is sent holds no secret.
    frame?.contentWindow?.postMessage(message, '*');
  }

  function settle(run: Run, outcome: { result: unknown } | { error: unknown }): void {
    clearTimeout(run.timer);
    run.signal.removeEventListener('abort', run.onAbort);
    const queued = waiting.indexOf(run);
    if (queued >= 0) waiting.splice(queued, 1);
    active.delete(run.id);
    if ('error' in outcome) run.reject(outcome.error);
    else run.resolve(outcome.result);
    pump();
  }

  function dispatch(run: Run): void {
    active.set(run.id, run);
    run.timer = setTimeout(() => {
      post({ type: 'cancel', id: run.id }); // the frame terminates the worker
      settle(run, { error: new SandboxTimeoutError(run.timeoutMs) });
    }, run.timeoutMs);
    post({ type: 'run', id: run.id, script: run.script, value: run.value, data: run.data });
  }

  function pump(): void {
    if (!ready) return;
    while (active.size < maxConcurrentRuns && waiting.length > 0) dispatch(waiting.shift()!);
  }

  function onMessage(event: MessageEvent): void {
    // Only the frame itself speaks for the sandbox: other windows (and this one) are ignored.
    if (!frame || event.source !== frame.contentWindow || event.origin !== 'null' || !isFrameMessage(event.data)) return;
    const message = event.data;
    if (message.type === 'ready') {
      ready = true;
      clearTimeout(startTimer);
      pump();
      return;
    }
    const run = active.get(message.id);
    if (!run) return; // timed out or aborted meanwhile
    settle(run, message.ok ? { result: toScriptResult(message.result) } : { error: new SandboxScriptError(message.error ?? '') });
  }

  function removeFrame(): void {
    clearTimeout(startTimer);
    window.removeEventListener('message', onMessage);
    frame?.remove();
    frame = undefined;
    ready = false;
  }

  /** Removing the frame ends its workers; the runs still pending (or waiting for it) fail. */
  function closeFrame(error: () => Error): void {
    removeFrame();
    for (const run of [...waiting, ...active.values()]) settle(run, { error: error() });
  }

  function ensureFrame(): void {
    if (frame?.isConnected) return;
    removeFrame();
    const created = document.createElement('iframe');
    created.setAttribute('sandbox', 'allow-scripts');
    created.setAttribute('aria-hidden', 'true');
    created.setAttribute('tabindex', '-1');
    created.setAttribute('referrerpolicy', 'no-referrer');
    created.style.display = 'none';
    created.srcdoc = sandboxFrameDocument(window.location.origin);
    frame = created;
    window.addEventListener('message', onMessage);
    // The next run after a failed start tries a new frame.
    startTimer = setTimeout(() => closeFrame(() => new SandboxUnavailableError('The script sandbox did not start')), startTimeoutMs);
    (options.container ?? document.body).appendChild(created);
  }

  const runScript: RunScript = (script, value, values, { timeoutMs, signal }) => {
    if (signal.aborted) return Promise.reject(signal.reason);
    if (typeof document === 'undefined') return Promise.reject(new SandboxUnavailableError('The script sandbox needs a browser'));
    let copies: { value: unknown; data: FormValues | undefined };
    try {
      copies = { value: jsonCopy(value), data: jsonCopy(values) };
    } catch {
      return Promise.reject(new SandboxUnavailableError('The form data cannot be copied into the script sandbox'));
    }
    return new Promise((resolve, reject) => {
      const run: Run = {
        id: nextId++,
        script,
        ...copies,
        timeoutMs: limitOf(timeoutMs),
        signal,
        resolve,
        reject,
        onAbort: () => {
          if (active.has(run.id)) post({ type: 'cancel', id: run.id });
          settle(run, { error: signal.reason });
        },
      };
      signal.addEventListener('abort', run.onAbort, { once: true });
      waiting.push(run);
      ensureFrame();
      pump();
    });
  };

  return Object.assign(runScript, {
    dispose: () => closeFrame(() => new SandboxUnavailableError('The script sandbox was closed')),
  });
}

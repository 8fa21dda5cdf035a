// Calls marked `batch` (the home widgets' data) that start within BATCH_WINDOW_MS of each other go to the server
// as one POST to the configured batch URL (config.json `batchUrl`, e.g. '${portal}/portal/main/v1/batch';
// server/areas/portal/batch.ts), and each gets back its own status and body, which the request layer reads as if
// the call had been sent alone. Wire-compatible fallback: without `batchUrl` (a backend that has no batch call)
// every call is sent alone; a batch URL answered 404, 405 or 501 is not used again in this page, and any other
// failure of the batch itself sends its calls alone. Loaded on the first batched call, so it weighs nothing on
// pages that make none. The request layer hands calls over through an axios adapter (batchingAdapter).
import axios, { AxiosHeaders, CanceledError, type AxiosAdapter, type AxiosInstance, type AxiosResponse, type InternalAxiosRequestConfig } from 'axios';

/** A batch waits this long after its last call for more (the widgets of one screen start within a few ms). */
export const BATCH_WINDOW_MS = 25;
/** …and never longer than this after its first. */
export const BATCH_MAX_WAIT_MS = 150;
/** The most calls one batch holds (the server's MAX_BATCH_CALLS). */
export const MAX_BATCH_CALLS = 20;
/** Answers of a server that has no batch call. */
const NO_BATCH_STATUSES = new Set([404, 405, 501]);
/** The caller's headers the batch carries for all its calls. */
const BATCH_HEADERS = ['Authorization', 'Accept-Language', 'Tenant-Code'];

interface Queued {
  config: InternalAxiosRequestConfig;
  call: { method: 'GET' | 'POST'; url: string; body?: unknown };
  resolve(response: AxiosResponse): void;
  reject(error: unknown): void;
}

interface Batch {
  queued: Queued[];
  timer?: ReturnType<typeof setTimeout>;
  firstAt: number;
  /** sends it now (sendOpenBatches) */
  send(): void;
}

const open = new Map<string, Batch>();
const refused = new Set<string>();

/**
 * Sends every open batch now rather than at the end of its window: for a caller that knows its calls are all
 * made, and that a long render is about to hold the main thread (and with it the window's timer).
 */
export function sendOpenBatches(): void {
  for (const batch of [...open.values()]) batch.send();
}

/** What the batch answers for one call, as an axios response of that call. */
function responseOf(config: InternalAxiosRequestConfig, answer: { status?: unknown; body?: unknown }): AxiosResponse {
  const text = typeof answer.body === 'string';
  return {
    status: typeof answer.status === 'number' ? answer.status : 500,
    statusText: '',
    data: text ? answer.body : JSON.stringify(answer.body ?? null),
    headers: new AxiosHeaders({ 'content-type': text ? 'text/plain' : 'application/json' }),
    config,
    request: {},
  };
}

function parsedBody(config: InternalAxiosRequestConfig): unknown {
  if (typeof config.data !== 'string') return config.data;
  try {
    return JSON.parse(config.data);
  } catch {
    return config.data;
  }
}

/**
 * The adapter for one call of the request layer: `batchUrl` is the batch call's absolute URL and `root` the host
 * root it shares with the call (calls to other roots are never batched). The call joins the open batch of that URL.
 */
export function batchingAdapter(client: AxiosInstance, batchUrl: string, root: string): AxiosAdapter {
  const direct = (config: InternalAxiosRequestConfig) => axios.getAdapter(client.defaults.adapter ?? axios.defaults.adapter)({ ...config, adapter: undefined });
  const sendAlone = (entry: Queued) => direct(entry.config).then(entry.resolve, entry.reject);

  const flush = (batch: Batch) => {
    if (open.get(batchUrl) === batch) open.delete(batchUrl);
    clearTimeout(batch.timer);
    const queued = batch.queued;
    if (queued.length === 1) return void sendAlone(queued[0]);
    const headers: Record<string, string> = {};
    for (const name of BATCH_HEADERS) {
      const value = queued[0].config.headers.get(name);
      if (typeof value === 'string') headers[name] = value;
    }
    client
      .request<{ responses?: unknown }>({ url: batchUrl, method: 'POST', data: { requests: queued.map((entry) => entry.call) }, headers })
      .then(
        (answer) => {
          const responses = answer.data && typeof answer.data === 'object' ? (answer.data as { responses?: unknown }).responses : undefined;
          if (answer.status >= 200 && answer.status < 300 && Array.isArray(responses) && responses.length === queued.length) {
            queued.forEach((entry, index) => entry.resolve(responseOf(entry.config, (responses[index] ?? {}) as { status?: unknown; body?: unknown })));
            return;
          }
          if (NO_BATCH_STATUSES.has(answer.status)) refused.add(batchUrl);
          queued.forEach(sendAlone);
        },
        () => queued.forEach(sendAlone),
      );
  };

  return (config) => {
    const method = (config.method ?? 'get').toUpperCase();
    const full = client.getUri(config);
    const batchable =
      !refused.has(batchUrl) &&
      (method === 'GET' || method === 'POST') &&
      (config.responseType === undefined || config.responseType === 'json') &&
      (config.data === undefined || typeof config.data === 'string') &&
      full.startsWith(`${root}/`);
    if (!batchable) return direct(config);
    return new Promise<AxiosResponse>((resolve, reject) => {
      const signal = config.signal as AbortSignal | undefined;
      if (signal?.aborted) return reject(new CanceledError(undefined, undefined, config));
      signal?.addEventListener('abort', () => reject(new CanceledError(undefined, undefined, config)), { once: true });
      const call = { method: method as 'GET' | 'POST', url: full.slice(root.length), body: method === 'POST' ? parsedBody(config) : undefined };
      let batch = open.get(batchUrl);
      if (!batch) {
        const created: Batch = { queued: [], firstAt: Date.now(), send: () => flush(created) };
        batch = created;
        open.set(batchUrl, batch);
      }
      batch.queued.push({ config, call, resolve, reject });
      const current = batch;
      clearTimeout(current.timer);
      if (current.queued.length >= MAX_BATCH_CALLS) return flush(current);
      const wait = Math.min(BATCH_WINDOW_MS, Math.max(0, current.firstAt + BATCH_MAX_WAIT_MS - Date.now()));
      current.timer = setTimeout(() => flush(current), wait);
    });
  };
}

// The only place that talks HTTP (spec 01-foundation §7 headers, §8 errors, §9 constants).
// Every call resolves to an ApiResult — the layer never rejects — so callers branch on `ok`.
import axios, { type AxiosRequestConfig, type AxiosResponse } from 'axios';
import { getConfig, HOST_NAMES, splitHostPrefix, UnresolvedHostPrefixError, type RuntimeConfig } from '../config/runtime';
import i18n, { getLanguage } from '../i18n';
import { clearSession, getCurrentUser, getLoginTenantCode, setCurrentUser } from '../session/store';
import { agentLeaderIdFor } from '../session/agent';
import { goToLogin } from '../session/loginRoute';
import { currentAppPath } from '../app/navigation';

/** Why a call failed; stable codes that features may branch on (the message is already localized). */
export type ApiErrorKind = 'http' | 'state' | 'timeout' | 'network' | 'canceled' | 'config';

export interface ApiResult<T> {
  /** false on HTTP errors, time-outs, cancellations and bodies with state === false */
  ok: boolean;
  /** HTTP status (0 when no answer arrived) */
  status: number;
  /** parsed body (also present on failures when the server sent one) */
  data?: T;
  /** server message or localized fallback */
  message?: string;
  /** server log id of a failure, when given */
  logId?: string;
  /** superseded by a duplicate request (same url + method) */
  canceled?: boolean;
  errorKind?: ApiErrorKind;
}

export interface RequestOptions {
  /** '${uc}/api/…' etc.; a plain '/x' path is same-origin */
  url: string;
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  params?: Record<string, unknown>;
  data?: unknown;
  headers?: Record<string, string>;
  responseType?: 'json' | 'text' | 'blob' | 'arraybuffer';
  /** do not show the error notification (the caller shows the error itself) */
  quiet?: boolean;
  /** opt out of duplicate cancellation (polling, parallel uploads) */
  allowDuplicate?: boolean;
  /** a 401 still clears the session, but the caller (the auth guard) decides where to go */
  noLoginRedirect?: boolean;
  /** aborting it cancels the request (the answer is then `canceled`) */
  signal?: AbortSignal;
  /** may travel with other calls in one batch request when config.json has a `batchUrl` (./batch.ts) */
  batch?: boolean;
}

/** The per-call switches the typed API modules pass through. */
export type CallOptions = Pick<RequestOptions, 'quiet' | 'allowDuplicate' | 'noLoginRedirect' | 'batch'>;

export const REFRESH_URL = '${uc}/refresh';
const AUTH_PATH = '/auth';
const REFRESH_PATH = '/refresh';
/** §9: request time-out */
export const REQUEST_TIMEOUT_MS = 100000;
/** §4/§9: after a refresh no other refresh starts for this long */
export const REFRESH_HOLD_MS = 3000;

/** The axios instance; exported so tests can plug in an adapter instead of the network. */
export const httpClient = axios.create({
  timeout: REQUEST_TIMEOUT_MS,
  // With a baseURL always set, an absolute or protocol-relative path is appended to it instead of replacing it.
  allowAbsoluteUrls: false,
  // Statuses are judged below, so that error answers keep their bodies.
  validateStatus: () => true,
  // The session is a bearer token, no cookie: no XSRF header to send. Left on, axios reads its XSRF cookie before
  // every same-origin call through the browser's asynchronous cookieStore, and on a busy first load that read held
  // each call back by up to a few hundred ms (issue 25: home's column definitions went out 230 ms after asked for).
  withXSRFToken: false,
});

const t = (key: string, options?: Record<string, unknown>): string => i18n.t(key, { ns: 'common', ...options });

// ---------------------------------------------------------------------------------------------
// Where a call goes and who may see the token

function pageOrigin(): string {
  return window.location.origin;
}

/** The absolute root of a configured host ('' = the page origin), without a trailing slash. */
function absoluteRoot(hostRoot: string): string {
  const origin = pageOrigin();
  if (!hostRoot) return origin;
  return new URL(hostRoot, `${origin}/`).href.replace(/\/+$/, '');
}

function originOf(url: string): string | null {
  try {
    return new URL(url, `${pageOrigin()}/`).origin;
  } catch {
    return null;
  }
}

/** The token only goes to the page origin or to the origin of a configured host root. */
export function mayReceiveToken(url: string, config: RuntimeConfig = getConfig()): boolean {
  const target = originOf(url);
  if (!target) return false;
  if (target === pageOrigin()) return true;
  return HOST_NAMES.some((name) => config.hosts[name] !== '' && originOf(absoluteRoot(config.hosts[name])) === target);
}

/** Path part of a request path, without query or fragment. */
function pathnameOf(path: string): string {
  return path.replace(/[?#].*$/, '');
}

// ---------------------------------------------------------------------------------------------
// Token refresh (§4 state 3, §9): single flight, then held for 3 s

let refreshInFlight: Promise<void> | null = null;
let refreshHeldUntil = 0;

function refreshDue(): boolean {
  const user = getCurrentUser();
  if (!user?.token || !(user.expiration > 0)) return false;
  if (Date.now() < refreshHeldUntil) return false;
  return Date.now() - user.loginTime >= (user.expiration * 1000) / 5;
}

function refreshToken(): Promise<void> {
  refreshInFlight ??= (async () => {
    try {
      const result = await request<{ token?: string; expiration?: number }>({ url: REFRESH_URL, quiet: true });
      const user = getCurrentUser();
      const token = result.ok ? result.data?.token : undefined;
      if (user && token) {
        setCurrentUser({ ...user, token, loginTime: Date.now(), expiration: result.data?.expiration || user.expiration });
      }
    } finally {
      refreshHeldUntil = Date.now() + REFRESH_HOLD_MS;
      refreshInFlight = null;
    }
  })();
  return refreshInFlight;
}

// ---------------------------------------------------------------------------------------------
// Duplicate cancellation: a newer identical call supersedes a pending one

const pending = new Map<string, AbortController>();

// ---------------------------------------------------------------------------------------------
// Error notifications (Semi Notification, loaded on first use to keep it off the login chunk)

const openNotices = new Set<string>();

function notifyError(title: string, message: string, logId?: string): void {
  const content = logId ? `${message}\n${t('request.logId', { logId })}` : message;
  const key = `${title}\n${content}`;
  // A failing page often fires several identical calls; one notice per distinct text is enough.
  if (openNotices.has(key)) return;
  openNotices.add(key);
  void import('@douyinfe/semi-ui-19/lib/es/notification')
    .then(({ default: Notification }) => {
      Notification.error({
        title,
        content,
        duration: 0, // §8: error notifications stay until closed
        style: { whiteSpace: 'pre-line' },
        onClose: () => openNotices.delete(key),
      });
    })
    .catch(() => {
      openNotices.delete(key);
    });
}

// ---------------------------------------------------------------------------------------------
// Answers

interface ErrorBody {
  state?: unknown;
  message?: unknown;
  msg?: unknown;
  logId?: unknown;
}

function headerValue(response: AxiosResponse, name: string): string {
  const value = (response.headers as Record<string, unknown>)[name.toLowerCase()];
  return typeof value === 'string' ? value : '';
}

/** Blob or ArrayBuffer answers of JSON type (errors, state:false) are read back as objects. */
async function readBody(response: AxiosResponse): Promise<unknown> {
  const { data } = response;
  const isJson = /json/i.test(headerValue(response, 'content-type'));
  try {
    if (typeof Blob !== 'undefined' && data instanceof Blob) return isJson ? JSON.parse(await data.text()) : data;
    if (data instanceof ArrayBuffer) return isJson ? JSON.parse(new TextDecoder().decode(data)) : data;
    if (typeof data === 'string' && isJson && data) return JSON.parse(data);
  } catch {
    return data;
  }
  return data;
}

function asErrorBody(body: unknown): ErrorBody | null {
  return body && typeof body === 'object' && !(typeof Blob !== 'undefined' && body instanceof Blob) ? (body as ErrorBody) : null;
}

function textOf(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() ? value : undefined;
}

/** `filename*=UTF-8''…` wins over `filename=…` (RFC 6266). */
export function attachmentFileName(disposition: string): string {
  const extended = /filename\*\s*=\s*(?:UTF-8|utf-8)''([^;]+)/.exec(disposition);
  if (extended) {
    try {
      return decodeURIComponent(extended[1].trim().replace(/^"|"$/g, ''));
    } catch {
      // fall through to the plain name
    }
  }
  const plain = /filename\s*=\s*("([^"]*)"|[^;]+)/.exec(disposition);
  const name = plain ? (plain[2] ?? plain[1]).trim() : '';
  if (name) {
    try {
      return decodeURIComponent(name);
    } catch {
      return name;
    }
  }
  return 'download';
}

function saveAttachment(data: unknown, disposition: string, contentType: string): Blob {
  const blob =
    data instanceof Blob
      ? data
      : new Blob([data instanceof ArrayBuffer || typeof data === 'string' ? data : JSON.stringify(data)], {
          type: contentType || 'application/octet-stream',
        });
  saveBlob(blob, attachmentFileName(disposition));
  return blob;
}

/** Hands a blob to the browser as a download named `fileName` (attachments, files built in the page). */
export function saveBlob(blob: Blob, fileName: string): void {
  const href = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = href;
  link.download = fileName;
  link.rel = 'noopener';
  link.style.display = 'none';
  document.body.appendChild(link);
  link.click();
  link.remove();
  // Some browsers read the object URL after click() returns.
  setTimeout(() => URL.revokeObjectURL(href), 1000);
}

function failure<T>(result: ApiResult<T>, quiet: boolean | undefined, title: string): ApiResult<T> {
  if (!quiet && result.message) notifyError(title, result.message, result.logId);
  return result;
}

/** A failure without an HTTP answer (time-out, network, configuration). */
function noAnswer<T>(options: RequestOptions, errorKind: ApiErrorKind, message: string): ApiResult<T> {
  return failure<T>({ ok: false, status: 0, message, errorKind }, options.quiet, t('request.failedTitle'));
}

async function interpret<T>(response: AxiosResponse, options: RequestOptions, path: string): Promise<ApiResult<T>> {
  const { status } = response;
  const disposition = headerValue(response, 'content-disposition');
  if (status >= 200 && status < 300 && /^\s*attachment/i.test(disposition)) {
    const blob = saveAttachment(response.data, disposition, headerValue(response, 'content-type'));
    return { ok: true, status, data: blob as T };
  }

  const body = await readBody(response);
  const errorBody = asErrorBody(body);
  const serverMessage = textOf(errorBody?.message) ?? textOf(errorBody?.msg);
  const logId = errorBody?.logId == null || errorBody.logId === '' ? undefined : String(errorBody.logId);

  if (status === 401) {
    clearSession();
    // The login call's 401 is a wrong password, and the refresh call's 401 is followed by the
    // caller's own 401, which does the redirect.
    const pathname = pathnameOf(path);
    if (!options.noLoginRedirect && pathname !== AUTH_PATH && pathname !== REFRESH_PATH) goToLogin(currentAppPath());
    return { ok: false, status, data: body as T, message: serverMessage ?? t('request.unauthorized'), logId, errorKind: 'http' };
  }
  if (status < 200 || status >= 300) {
    const title =
      status === 403 ? t('request.forbiddenTitle') : status >= 500 ? t('request.serverErrorTitle') : t('request.failedTitle');
    const message = serverMessage ?? (status === 403 ? t('request.forbidden') : t('request.generic'));
    return failure({ ok: false, status, data: body as T, message, logId, errorKind: 'http' }, options.quiet, title);
  }
  if (errorBody?.state === false) {
    const message = serverMessage ?? t('request.operationFailed');
    return failure({ ok: false, status, data: body as T, message, logId, errorKind: 'state' }, options.quiet, t('request.operationFailedTitle'));
  }
  return { ok: true, status, data: body as T, message: serverMessage };
}

// ---------------------------------------------------------------------------------------------
// The call

/** The batching adapter for a call to `baseURL`, when config.json names a batch URL on that same root. */
async function batchingAdapterFor(baseURL: string) {
  const { batchUrl } = getConfig();
  if (!batchUrl) return undefined;
  try {
    const split = splitHostPrefix(batchUrl);
    if (absoluteRoot(split.hostRoot) !== baseURL) return undefined;
    const { batchingAdapter } = await import('./batch');
    return batchingAdapter(httpClient, `${baseURL}${split.path}`, baseURL);
  } catch {
    return undefined; // an unusable batchUrl: the call goes alone
  }
}

async function send<T>(options: RequestOptions): Promise<ApiResult<T>> {
  const method = options.method ?? 'GET';
  let baseURL: string;
  let path: string;
  try {
    const split = splitHostPrefix(options.url);
    baseURL = absoluteRoot(split.hostRoot);
    // Always a path below the host root: 'https://evil' becomes '/https://evil' (still on the root).
    path = split.path.startsWith('/') ? split.path : `/${split.path}`;
  } catch (error) {
    const prefix = error instanceof UnresolvedHostPrefixError ? `\${${error.prefix}}` : options.url;
    return noAnswer(options, 'config', t('request.prefixUnresolved', { prefix }));
  }

  const pathname = pathnameOf(path);
  const leaderId = agentLeaderIdFor(window.location.pathname);
  const params = leaderId ? { ...options.params, leaderId } : options.params;
  const config: AxiosRequestConfig = { baseURL, url: path, method, params, data: options.data, responseType: options.responseType };

  const fullUrl = httpClient.getUri(config);

  const duplicateKey = `${method} ${fullUrl}`;
  const controller = new AbortController();
  const abortFromCaller = () => controller.abort();
  if (options.signal?.aborted) controller.abort();
  options.signal?.addEventListener('abort', abortFromCaller, { once: true });
  if (!options.allowDuplicate) {
    pending.get(duplicateKey)?.abort();
    pending.set(duplicateKey, controller);
  }

  try {
    if (pathname !== REFRESH_PATH && (refreshInFlight || refreshDue())) await refreshToken();
    if (controller.signal.aborted) return { ok: false, status: 0, canceled: true, errorKind: 'canceled' };

    const headers: Record<string, string> = { ...options.headers, 'Accept-Language': getLanguage() };
    const tenantCode = getLoginTenantCode();
    if (tenantCode) headers['Tenant-Code'] = tenantCode;
    const token = getCurrentUser()?.token;
    if (token && pathname !== AUTH_PATH && mayReceiveToken(fullUrl)) headers.Authorization = `Bearer ${token}`;

    const adapter = options.batch ? await batchingAdapterFor(baseURL) : undefined;
    const response = await httpClient.request({ ...config, headers, signal: controller.signal, adapter });
    return await interpret<T>(response, options, path);
  } catch (error) {
    if (axios.isCancel(error) || controller.signal.aborted) return { ok: false, status: 0, canceled: true, errorKind: 'canceled' };
    const code = axios.isAxiosError(error) ? error.code : undefined;
    if (code === 'ECONNABORTED' || code === 'ETIMEDOUT') return noAnswer(options, 'timeout', t('request.timeout'));
    return noAnswer(options, 'network', t('request.network'));
  } finally {
    options.signal?.removeEventListener('abort', abortFromCaller);
    if (pending.get(duplicateKey) === controller) pending.delete(duplicateKey);
  }
}

/**
 * Sends the batched calls this task has started as soon as they have all reached the batch (./batch.ts), at the
 * next task, instead of at the end of the batch window: for a caller about to start a long render, which would
 * hold the window's timer (and the calls) until it ends. Never rejects.
 */
export async function sendBatchedCalls(): Promise<void> {
  if (!getConfig().batchUrl) return;
  await new Promise((resolve) => setTimeout(resolve, 0));
  try {
    const { sendOpenBatches } = await import('./batch');
    sendOpenBatches();
  } catch {
    // The batch module could not load: the calls wait for their window, or went alone.
  }
}

/** Sends a call; resolves to an ApiResult and never rejects. */
export async function request<T>(options: RequestOptions): Promise<ApiResult<T>> {
  try {
    return await send<T>(options);
  } catch {
    // Only an unusable URL, a bug or a missing browser API gets here; the caller still gets a result.
    return noAnswer(options, 'config', t('request.generic'));
  }
}

/**
 * Headers configured as a JSON string (custom dialogs, REST columns) → a header map, or the §8 error
 * 'request header is not valid JSON'.
 */
export function parseHeaderJson(text: string): ApiResult<Record<string, string>> {
  const invalid: ApiResult<Record<string, string>> = {
    ok: false,
    status: 0,
    message: t('request.invalidHeaderJson'),
    errorKind: 'config',
  };
  if (!text.trim()) return { ok: true, status: 0, data: {} };
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return invalid;
  }
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return invalid;
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(parsed as Record<string, unknown>)) {
    if (value === null) continue; // an unset header
    if (typeof value === 'object') return invalid;
    headers[name] = String(value);
  }
  return { ok: true, status: 0, data: headers };
}

/** A failed ApiResult as an exception, for SWR fetchers (SWR's error state needs a throw). */
export class ApiError extends Error {
  constructor(readonly result: ApiResult<unknown>) {
    super(result.message ?? `HTTP ${result.status}`);
    this.name = 'ApiError';
  }
}

/** Resolves to the body of a successful call, throws ApiError otherwise. */
export async function unwrap<T>(call: Promise<ApiResult<T>>): Promise<T> {
  const result = await call;
  if (!result.ok) throw new ApiError(result);
  return result.data as T;
}

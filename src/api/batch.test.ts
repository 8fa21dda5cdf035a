// @vitest-environment jsdom
// Batched calls (./batch.ts through the request layer): one batch request for calls made together, each answered
// as if sent alone; calls alone without a batch URL, after a 404 of the batch URL, or when the batch fails.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { installFakeNetwork, type FakeReply, type SentRequest } from './testing/fakeNetwork';

vi.mock('@douyinfe/semi-ui-19/lib/es/notification', () => ({ default: { error: vi.fn() } }));

type Http = typeof import('./http');
let http: Http;
let sent: SentRequest[];
const ORIGIN = window.location.origin;
const BATCH = `${ORIGIN}/portal/main/v1/batch`;

async function configure(batchUrl: string) {
  const runtime = await import('../config/runtime');
  runtime.setConfig({ ...runtime.defaultConfig(), batchUrl });
}

/** The server: a batch answers each call with {echo: method url body}; a call alone answers the same. */
const server =
  (batchStatus = 200): FakeReply =>
  (request) => {
    if (request.url === BATCH) {
      if (batchStatus !== 200) return { status: batchStatus, data: { state: false, message: 'no batch' }, headers: { 'content-type': 'application/json' } };
      const { requests } = JSON.parse(String(request.data)) as { requests: { method: string; url: string; body?: unknown }[] };
      return {
        data: { responses: requests.map((call) => (call.url.startsWith('/fail') ? { status: 500, body: { state: false, message: 'broken' } } : { status: 200, body: { echo: [call.method, call.url, call.body ?? null] } })) },
        headers: { 'content-type': 'application/json' },
      };
    }
    const path = request.url.slice(ORIGIN.length);
    if (path.startsWith('/fail')) return { status: 500, data: { state: false, message: 'broken' }, headers: { 'content-type': 'application/json' } };
    return { data: { echo: [request.method, path, request.data === undefined ? null : JSON.parse(String(request.data))] }, headers: { 'content-type': 'application/json' } };
  };

beforeEach(async () => {
  vi.resetModules();
  http = await import('./http');
  sent = [];
});

const calls = () => [
  http.request({ url: '/a/list', params: { page: 2 }, batch: true, quiet: true }),
  http.request({ url: '/b/save', method: 'POST', data: { name: 'x' }, batch: true, quiet: true }),
  http.request({ url: '/fail/now', batch: true, quiet: true }),
];

describe('batched calls', () => {
  it('go as one batch request, and each gets its own answer as if sent alone', async () => {
    await configure('/portal/main/v1/batch');
    installFakeNetwork(http.httpClient, server(), sent);
    const [list, save, failed] = await Promise.all(calls());
    expect(sent.map((request) => request.url)).toEqual([BATCH]);
    expect(JSON.parse(String(sent[0].data))).toEqual({
      requests: [
        { method: 'GET', url: '/a/list?page=2' },
        { method: 'POST', url: '/b/save', body: { name: 'x' } },
        { method: 'GET', url: '/fail/now' },
      ],
    });
    expect(list).toMatchObject({ ok: true, status: 200, data: { echo: ['GET', '/a/list?page=2', null] } });
    expect(save).toMatchObject({ ok: true, data: { echo: ['POST', '/b/save', { name: 'x' }] } });
    expect(failed).toMatchObject({ ok: false, status: 500, message: 'broken', errorKind: 'http' });
  });

  it('go alone without a batch URL, with the same answers', async () => {
    await configure('');
    installFakeNetwork(http.httpClient, server(), sent);
    const [list, save, failed] = await Promise.all(calls());
    expect(sent.map((request) => request.url)).toEqual([`${ORIGIN}/a/list?page=2`, `${ORIGIN}/b/save`, `${ORIGIN}/fail/now`]);
    expect(list).toMatchObject({ ok: true, data: { echo: ['GET', '/a/list?page=2', null] } });
    expect(save).toMatchObject({ ok: true, data: { echo: ['POST', '/b/save', { name: 'x' }] } });
    expect(failed).toMatchObject({ ok: false, status: 500, message: 'broken' });
  });

  it('go alone once the server answers the batch URL 404, and the batch URL is not asked again', async () => {
    await configure('/portal/main/v1/batch');
    installFakeNetwork(http.httpClient, server(404), sent);
    const [list, save] = await Promise.all(calls());
    expect(sent.map((request) => request.url)).toEqual([BATCH, `${ORIGIN}/a/list?page=2`, `${ORIGIN}/b/save`, `${ORIGIN}/fail/now`]);
    expect(list).toMatchObject({ ok: true, data: { echo: ['GET', '/a/list?page=2', null] } });
    expect(save).toMatchObject({ ok: true, data: { echo: ['POST', '/b/save', { name: 'x' }] } });
    sent.length = 0;
    await Promise.all(calls());
    expect(sent.map((request) => request.url)).not.toContain(BATCH);
  });

  it('go alone when the batch itself fails, and a call alone in its window is sent as it is', async () => {
    await configure('/portal/main/v1/batch');
    installFakeNetwork(http.httpClient, server(500), sent);
    const [list] = await Promise.all(calls());
    expect(list).toMatchObject({ ok: true, data: { echo: ['GET', '/a/list?page=2', null] } });
    expect(sent).toHaveLength(4);
    sent.length = 0;
    expect(await http.request({ url: '/a/one', batch: true })).toMatchObject({ ok: true, data: { echo: ['GET', '/a/one', null] } });
    expect(sent.map((request) => request.url)).toEqual([`${ORIGIN}/a/one`]);
  });

  it('are sent at once when the caller says its calls are all made (sendBatchedCalls), not at the end of the window', async () => {
    await configure('/portal/main/v1/batch');
    installFakeNetwork(http.httpClient, server(), sent);
    const answers = Promise.all(calls());
    const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));
    await nextTask();
    expect(sent).toHaveLength(0); // still inside the 25 ms window
    await http.sendBatchedCalls();
    await nextTask();
    expect(sent.map((request) => request.url)).toEqual([BATCH]);
    expect(JSON.parse(String(sent[0].data)).requests).toHaveLength(3);
    const [list] = await answers;
    expect(list).toMatchObject({ ok: true, data: { echo: ['GET', '/a/list?page=2', null] } });
    // Nothing open: asking again sends nothing.
    await http.sendBatchedCalls();
    expect(sent).toHaveLength(1);
  });
});

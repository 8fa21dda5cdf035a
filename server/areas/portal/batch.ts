// Several GET or POST calls of the same caller in one request (issue 25: the home page's widgets ask for their
// data together). Each call is run through the server as if the caller had sent it on its own — same token,
// language and tenant headers, same routes, rights and answers — and its status and body come back in order.
//   POST /portal/main/v1/batch  {requests: [{method: 'GET'|'POST', url: '/path?query', body?}]}
//                                → {responses: [{status, body}]}  (body: the call's JSON, or its text)
// A front end without it sends each call alone (src/api/batch.ts); a real backend need not have it.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sendError } from '../../lib/errors';
import { portalMessage } from './messages';

export const BATCH_PATH = '/portal/main/v1/batch';
/** The most calls one batch may hold (a home page's first screen has a handful). */
export const MAX_BATCH_CALLS = 20;
/** The caller's headers every call of the batch carries. */
const FORWARDED_HEADERS = ['authorization', 'accept-language', 'tenant-code'] as const;

export interface BatchCall {
  method: 'GET' | 'POST';
  url: string;
  body?: unknown;
}

type Refusal = 'batchNotList' | 'batchEmpty' | 'batchTooMany' | 'batchBadCall';

/** The calls of a batch body, or why it is refused (with the index of the bad call). */
export function callsOfBody(body: unknown): { calls: BatchCall[] } | { refusal: Refusal; index?: number } {
  const requests = body && typeof body === 'object' ? (body as { requests?: unknown }).requests : undefined;
  if (!Array.isArray(requests)) return { refusal: 'batchNotList' };
  if (requests.length === 0) return { refusal: 'batchEmpty' };
  if (requests.length > MAX_BATCH_CALLS) return { refusal: 'batchTooMany' };
  const calls: BatchCall[] = [];
  for (const [index, item] of requests.entries()) {
    const { method, url, body: callBody } = (item ?? {}) as Record<string, unknown>;
    // A path of this server only: not another origin ('//host', 'http:'), not a batch inside a batch.
    const path = typeof url === 'string' ? url.split('?')[0] : '';
    if ((method !== 'GET' && method !== 'POST') || typeof url !== 'string' || !url.startsWith('/') || url.startsWith('//') || /[\\\s]/.test(url) || path === BATCH_PATH) {
      return { refusal: 'batchBadCall', index };
    }
    calls.push({ method, url, body: method === 'POST' ? callBody : undefined });
  }
  return { calls };
}

const bodyOf = (text: string, contentType: string | undefined): unknown => {
  if (!/json/i.test(contentType ?? '') || text === '') return text;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
};

export function registerBatchRoutes(app: FastifyInstance): void {
  app.post(BATCH_PATH, async (request: FastifyRequest, reply) => {
    const parsed = callsOfBody(request.body);
    if ('refusal' in parsed) {
      return sendError(reply, 400, portalMessage(request, parsed.refusal, { max: MAX_BATCH_CALLS, index: parsed.index ?? 0 }));
    }
    const headers: Record<string, string> = {};
    for (const name of FORWARDED_HEADERS) {
      const value = request.headers[name];
      if (typeof value === 'string') headers[name] = value;
    }
    const responses = await Promise.all(
      parsed.calls.map(async (call) => {
        const answer = await app.inject({
          method: call.method,
          url: call.url,
          headers: call.body === undefined ? headers : { ...headers, 'content-type': 'application/json' },
          payload: call.body === undefined ? undefined : JSON.stringify(call.body),
        });
        const contentType = answer.headers['content-type'];
        return { status: answer.statusCode, body: bodyOf(answer.body, typeof contentType === 'string' ? contentType : undefined) };
      }),
    );
    return { responses };
  });
}

// Raw-string bodies (Hotent's `@RequestBody String`: getDatasByAlias, customQuery getByAlias). The server gets
// the exact text whatever the client calls its type: text/plain (Fastify's own parser), a JSON-quoted string,
// or axios' default for a string body, application/x-www-form-urlencoded (contract notes §6).
import type { FastifyInstance } from 'fastify';

/** Makes a scope read form-encoded bodies as the raw text (register it inside an encapsulated plugin). */
export function acceptFormBodyAsText(scope: FastifyInstance): void {
  scope.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => done(null, body));
}

/**
 * The text of a raw-string body, trimmed and without surrounding double quotes (a client that JSON-encoded the
 * string as text/plain); undefined when the body is not a string (a JSON object or array, or no body).
 */
export function rawTextOf(body: unknown): string | undefined {
  if (typeof body !== 'string') return undefined;
  return body.trim().replace(/^"(.*)"$/s, '$1').trim();
}

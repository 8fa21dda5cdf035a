// `npm run serve`: the reference server on PORT with a file database (see docs/server.md for the variables).
import { mkdirSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { buildApp, DEFAULT_TOKEN_TTL_SECONDS } from './app';
import type { ContractReviewSettings } from './areas/contractReview/dify';
import type { FormWire } from './lib/context';

function positiveInteger(name: string, fallback: number): number {
  const text = process.env[name];
  if (text === undefined || text === '') return fallback;
  const value = Number(text);
  if (!Number.isInteger(value) || value <= 0) throw new Error(`${name} must be a positive integer, got "${text}"`);
  return value;
}

/** FLOWDESK_FORM_WIRE: 'definition' (default) or 'html' (process forms described as generated templates). */
function formWireSetting(): FormWire | undefined {
  const text = process.env.FLOWDESK_FORM_WIRE?.trim();
  if (!text) return undefined;
  if (text !== 'html' && text !== 'definition') throw new Error(`FLOWDESK_FORM_WIRE must be "html" or "definition", got "${text}"`);
  return text;
}

/** The AI contract review service: both the URL (http or https) and the key, or neither. */
function contractReviewSettings(): ContractReviewSettings | undefined {
  const baseUrl = process.env.FLOWDESK_AI_REVIEW_URL?.trim() ?? '';
  const apiKey = process.env.FLOWDESK_AI_REVIEW_KEY?.trim() ?? '';
  if (!baseUrl && !apiKey) return undefined;
  if (!baseUrl || !apiKey) throw new Error('FLOWDESK_AI_REVIEW_URL and FLOWDESK_AI_REVIEW_KEY must be set together');
  if (!/^https?:\/\//i.test(baseUrl)) throw new Error(`FLOWDESK_AI_REVIEW_URL must be an http or https URL, got "${baseUrl}"`);
  // the input name's default ('contract') is the area's
  return { baseUrl, apiKey, inputName: process.env.FLOWDESK_AI_REVIEW_INPUT };
}

const port = positiveInteger('PORT', 8080);
const host = process.env.HOST || '0.0.0.0';
const dbSetting = process.env.FLOWDESK_DB || './data/flowdesk.db';
const dbPath = dbSetting === ':memory:' ? dbSetting : resolve(dbSetting);
if (dbPath !== ':memory:') mkdirSync(dirname(dbPath), { recursive: true });

const app = await buildApp({
  dbPath,
  logger: true,
  tokenTtlSeconds: positiveInteger('FLOWDESK_TOKEN_TTL', DEFAULT_TOKEN_TTL_SECONDS),
  jwtSecret: process.env.FLOWDESK_JWT_SECRET || undefined,
  contractReview: contractReviewSettings(),
  formWire: formWireSetting(),
});

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    app.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  });
}

await app.listen({ port, host });
console.log(`Flowdesk portal: http://localhost:${port}/fvue/`);

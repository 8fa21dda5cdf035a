// `npm run serve`: the reference server on PORT with a file database (see docs/server.md for the variables).
import { resolve } from 'node:path';
import type { ContractReviewSettings } from './areas/contractReview/dify';
import type { FormWire } from './lib/context';
import { databasePathProblem } from './db/dbPath';
import { isPostgresAddress, printableAddress } from './db/address';
import { PostgresError } from './db/postgres/bridge';
import { parseLanguage, translate, type MessageKey, type MessageParams } from './lib/i18n';

/** The operator's language for start-up messages: the locale of the environment (POSIX names such as zh_CN.UTF-8). */
const startupLang = parseLanguage((process.env.LC_ALL || process.env.LC_MESSAGES || process.env.LANG || '').replace('_', '-'));

/** Exit code of a database that cannot be used (a configuration problem, not a crash). */
const EXIT_STORAGE = 2;

/** One line on stderr naming the path and the cause, no stack, and exit code 2. */
function refuseStorage(key: MessageKey, params: MessageParams): never {
  process.stderr.write(`${translate(startupLang, key, params)}\n`);
  process.exit(EXIT_STORAGE);
}

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
const onPostgres = isPostgresAddress(dbSetting);
const dbPath = dbSetting === ':memory:' || onPostgres ? dbSetting : resolve(dbSetting);
const pathProblem = onPostgres ? undefined : databasePathProblem(dbPath);
if (pathProblem) refuseStorage(pathProblem.key, pathProblem.params);

// The app (every area) is loaded only once the path is known to be usable: a refusal comes at once.
const { buildApp, DEFAULT_TOKEN_TTL_SECONDS } = await import('./app');
const app = await buildApp({
  dbPath,
  logger: true,
  tokenTtlSeconds: positiveInteger('FLOWDESK_TOKEN_TTL', DEFAULT_TOKEN_TTL_SECONDS),
  jwtSecret: process.env.FLOWDESK_JWT_SECRET || undefined,
  contractReview: contractReviewSettings(),
  formWire: formWireSetting(),
}).catch((error: unknown) => {
  if (error instanceof PostgresError && onPostgres) refuseStorage('dbConnectFailed', { address: printableAddress(dbPath), cause: error.message });
  // A file SQLite cannot use after all (not a database, corrupt, locked for too long): same one line.
  if (error instanceof Error && 'code' in error && String(error.code).startsWith('SQLITE_')) refuseStorage('dbOpenFailed', { path: dbPath, cause: error.message });
  throw error;
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

// The thread that holds the PostgreSQL connection: it runs each statement the main thread hands it and wakes the
// main thread, which waits on a shared flag (bridge.ts). Values come back as SQLite would give them: 64-bit
// integers and numerics as numbers, booleans as 1/0, dates and JSON as their text.
import { workerData, type MessagePort } from 'node:worker_threads';
import pg from 'pg';
import type { BridgeReply, BridgeRequest } from './bridge';
import { LOCK_TIMEOUT, STATEMENT_TIMEOUT } from './settings';

const { url, port, flag } = workerData as { url: string; port: MessagePort; flag: SharedArrayBuffer };
const signal = new Int32Array(flag);

const asNumber = (text: string) => Number(text);
const asText = (text: string) => text;
const TYPE_PARSERS: Record<number, (text: string) => unknown> = {
  20: asNumber, // int8
  1700: asNumber, // numeric
  16: (text) => (text === 't' ? 1 : 0), // bool
  114: asText, // json
  3802: asText, // jsonb
  1082: asText, // date
  1114: asText, // timestamp
  1184: asText, // timestamptz
};
const types = {
  getTypeParser: (oid: number, format?: string) => TYPE_PARSERS[oid] ?? pg.types.getTypeParser(oid, format as 'text'),
};

/** The connection, once open; a new one after the database server ended or lost the last (restart, network). */
let client: pg.Client;
let connected: Promise<void>;
/** Why the connection was lost: statements of the transaction it held fail with it, and no other is opened inside one. */
let lost: Error | undefined;

function connect(): void {
  const next = new pg.Client({ connectionString: url, types });
  next.on('error', (error) => {
    lost = error;
  });
  client = next;
  lost = undefined;
  statementNames.clear();
  connected = next.connect().then(async () => {
    await next.query(`SET lock_timeout = '${LOCK_TIMEOUT}'`);
    await next.query(`SET statement_timeout = '${STATEMENT_TIMEOUT}'`);
  });
  // A refused first connection is answered to the statement that waits for it.
  connected.catch((error: Error) => {
    lost = error;
  });
}

/** Named statements are parsed once per connection: most of the cost of a small query. */
const statementNames = new Map<string, string>();
/** Distinct texts kept as named statements (list queries vary with their filters); the rest are parsed each time. */
const MAX_NAMED_STATEMENTS = 2000;
let nameCount = 0;
const nameOf = (text: string, fresh = false) => {
  let name = statementNames.get(text);
  if ((!name || fresh) && statementNames.size < MAX_NAMED_STATEMENTS) {
    name = `s${nameCount++}`;
    statementNames.set(text, name);
  }
  return name;
};
/** A statement prepared before its table gained a column (a migration at start) must be prepared again. */
const isStalePlan = (error: unknown) => (error as { code?: string }).code === '0A000' && /cached plan must not change result type/.test(String((error as Error).message));

async function query(sql: string, params: unknown[], prepare: boolean) {
  try {
    return await client.query({ name: prepare ? nameOf(sql) : undefined, text: sql, values: params });
  } catch (error) {
    if (!prepare || !isStalePlan(error)) throw error;
    return client.query({ name: nameOf(sql, true), text: sql, values: params });
  }
}

async function answer(request: BridgeRequest): Promise<BridgeReply> {
  if (lost && request.op !== 'close' && request.mayReconnect) connect();
  await connected;
  if (request.op === 'close') {
    // Ending a connection the server already dropped is no error of the caller's.
    await client.end().catch(() => undefined);
    return { rows: [], rowCount: 0 };
  }
  if (lost) throw lost;
  const result = request.op === 'script' ? await client.query(request.sql) : await query(request.sql, request.params, request.prepare);
  const last = Array.isArray(result) ? result[result.length - 1] : result;
  return { rows: last?.rows ?? [], rowCount: last?.rowCount ?? 0 };
}

connect();

port.on('message', (request: BridgeRequest) => {
  answer(request).then(
    (reply) => port.postMessage(reply),
    (error: unknown) => {
      const { message, code } = error as { message?: string; code?: string };
      port.postMessage({ error: { message: message ?? String(error), code: code ?? '' } } satisfies BridgeReply);
    },
  ).finally(() => {
    Atomics.store(signal, 0, 1);
    Atomics.notify(signal, 0);
  });
});

// A synchronous PostgreSQL connection. The server's data access is synchronous (better-sqlite3's API: every
// action is one synchronous transaction function), so PostgreSQL is reached the same way: a worker thread holds
// the connection, and the main thread waits for each answer on a shared flag (Atomics.wait), then takes it from
// the message port (receiveMessageOnPort). One process waits for its own statements only; several processes
// share the database (docs/server.md, "Several instances").
import { fileURLToPath } from 'node:url';
import { MessageChannel, receiveMessageOnPort, Worker } from 'node:worker_threads';

/** `mayReconnect`: the statement is outside a transaction, so a lost connection may be replaced before it runs. */
export type BridgeRequest =
  | { op: 'query'; sql: string; params: unknown[]; prepare: boolean; mayReconnect: boolean }
  | { op: 'script'; sql: string; mayReconnect: boolean }
  | { op: 'close' };

export type BridgeReply = { rows: Record<string, unknown>[]; rowCount: number; error?: undefined } | { error: { message: string; code: string } };

/** An error PostgreSQL answered, with its SQLSTATE (`code`). */
export class PostgresError extends Error {
  constructor(
    message: string,
    readonly code: string,
  ) {
    super(message);
  }
}

/** Longer than the connection's statement timeout: a wait past it means the worker itself is gone. */
const ANSWER_TIMEOUT_MS = 60_000;

const WORKER_FILE = fileURLToPath(new URL('./worker.ts', import.meta.url));

/**
 * The worker runs TypeScript: under tsx and vitest the main thread's loader does not reach a worker, so the
 * worker registers tsx itself before loading its file (a fixed bootstrap, never server-supplied text).
 */
const BOOTSTRAP = `require('tsx/cjs/api').register(); require(${JSON.stringify(WORKER_FILE)});`;

export interface SyncConnection {
  query(sql: string, params: unknown[], options: { prepare: boolean; mayReconnect: boolean }): { rows: Record<string, unknown>[]; rowCount: number };
  script(sql: string, mayReconnect: boolean): void;
  close(): void;
}

/** Buffers cross the thread boundary as plain Uint8Arrays. */
function restoreBuffers(rows: Record<string, unknown>[]): Record<string, unknown>[] {
  for (const row of rows) {
    for (const [key, value] of Object.entries(row)) if (value instanceof Uint8Array && !Buffer.isBuffer(value)) row[key] = Buffer.from(value.buffer, value.byteOffset, value.byteLength);
  }
  return rows;
}

/** Waited on, never notified: a pause of the main thread. */
const pauseFlag = new Int32Array(new SharedArrayBuffer(4));

export function connectSync(url: string): SyncConnection {
  const flag = new SharedArrayBuffer(4);
  const signal = new Int32Array(flag);
  const { port1, port2 } = new MessageChannel();
  const worker = new Worker(BOOTSTRAP, { eval: true, workerData: { url, port: port2, flag }, transferList: [port2] });
  worker.unref();
  let closed = false;

  const call = (request: BridgeRequest) => {
    if (closed) throw new PostgresError('the database connection is closed', '08003');
    const deadline = Date.now() + ANSWER_TIMEOUT_MS;
    Atomics.store(signal, 0, 0);
    port1.postMessage(request);
    if (Atomics.wait(signal, 0, 0, ANSWER_TIMEOUT_MS) === 'timed-out') throw new PostgresError('the database did not answer', '08006');
    // The flag can be seen before the reply is: under load the message may trail the flag by a moment.
    let received = receiveMessageOnPort(port1);
    while (!received && Date.now() < deadline) {
      Atomics.wait(pauseFlag, 0, 0, 1);
      received = receiveMessageOnPort(port1);
    }
    const reply = received?.message as BridgeReply | undefined;
    if (!reply) throw new PostgresError('the database connection thread answered nothing', '08006');
    if (reply.error) throw new PostgresError(reply.error.message, reply.error.code);
    return reply;
  };

  return {
    query: (sql, params, { prepare, mayReconnect }) => {
      const reply = call({ op: 'query', sql, params, prepare, mayReconnect });
      return { rows: restoreBuffers(reply.rows), rowCount: reply.rowCount };
    },
    script: (sql, mayReconnect) => void call({ op: 'script', sql, mayReconnect }),
    close: () => {
      if (closed) return;
      try {
        call({ op: 'close' });
      } finally {
        closed = true;
        port1.close();
        void worker.terminate();
      }
    },
  };
}

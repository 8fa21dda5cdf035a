// The server's database API (the part of better-sqlite3's it uses) over PostgreSQL: statements written for SQLite
// are rewritten once per text (translate.ts), and every transaction is SERIALIZABLE, so that two instances
// racing for one task, vote or serial number cannot both win: the loser's transaction is run again.
import type { ArgumentsOf, ColumnInfo, Db, DbStatement } from '../database';
import { StorageError } from '../storageError';
import { connectSync, PostgresError, type SyncConnection } from './bridge';
import { COMPATIBILITY_FUNCTIONS } from './compatibility';
import { ID_TAGS, setIdTag } from '../../lib/ids';
import { printableAddress } from '../address';
import { LOCK_TIMEOUT, STATEMENT_CACHE_SIZE } from './settings';
import { scriptToPostgres, statementToPostgres } from './translate';

/** SQLSTATEs after which a transaction is run again: serialization failure and deadlock. */
const RETRYABLE = new Set(['40001', '40P01']);
const MAX_ATTEMPTS = 12;
/** SQLSTATEs answered as SQLite's SQLITE_BUSY: the caller answers 503 with a retry hint (lib/errors.ts). */
const BUSY = new Set(['40001', '40P01', '55P03', '57014']);
/** A lock held by another instance: how setup (schema and seed) is made one instance at a time. */
const SETUP_LOCK = 7_413_001;

/** The database server cannot be reached or ended the connection (SQLSTATE class 08, shutdown 57P0x, socket errors). */
const isConnectionLoss = (error: PostgresError) =>
  /^(08|57P0)/.test(error.code) || /^E(CONNREFUSED|CONNRESET|HOSTUNREACH|NOTFOUND|TIMEDOUT|PIPE)$/.test(error.code) || /Connection terminated/i.test(error.message);


const pause = (ms: number) => Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);

/** PostgreSQL errors as the SQLite error codes the server checks for (busy). */
function asServerError(error: unknown, sql: string, address: string): unknown {
  if (error instanceof PostgresError && BUSY.has(error.code)) return Object.assign(new Error(error.message), { code: 'SQLITE_BUSY', sqlState: error.code, sql });
  if (error instanceof PostgresError && isConnectionLoss(error)) return new StorageError('unreachable', address);
  // The statement goes with the error, never into an answer (lib/errors.ts answers 500 without it).
  if (process.env.FLOWDESK_DEBUG_SQL) process.stderr.write(`PostgreSQL: ${(error as Error).message}\n  in: ${sql}\n`);
  return Object.assign(error as object, { sql });
}

export class PostgresDatabase implements Db {
  readonly dialect = 'postgres';
  private readonly connection: SyncConnection;
  private readonly statements = new Map<string, DbStatement>();
  private depth = 0;

  constructor(readonly url: string) {
    this.connection = connectSync(url);
  }

  /** Runs PostgreSQL's own SQL, untranslated. */
  query(sql: string, params: unknown[] = []) {
    try {
      const values = params.flat().map((value) => (value === undefined ? null : value));
      return this.connection.query(sql, values, { prepare: true, mayReconnect: this.depth === 0 });
    } catch (error) {
      throw asServerError(error, sql, printableAddress(this.url));
    }
  }

  prepare(sql: string): DbStatement {
    let statement = this.statements.get(sql);
    if (!statement) {
      const { text, names } = statementToPostgres(sql);
      const readonly = /^\s*(SELECT|WITH)\b/i.test(text) && !/\b(INSERT|UPDATE|DELETE)\b/i.test(text);
      // better-sqlite3 binds `@name` placeholders from one object argument.
      const bind = (params: unknown[]) => (names.length ? names.map((name) => (params[0] as Record<string, unknown>)[name]) : params);
      statement = {
        readonly,
        get: (...params) => this.query(text, bind(params)).rows[0],
        all: (...params) => this.query(text, bind(params)).rows,
        run: (...params) => ({ changes: this.query(text, bind(params)).rowCount }),
      };
      if (this.statements.size >= STATEMENT_CACHE_SIZE) this.statements.delete(this.statements.keys().next().value!);
      this.statements.set(sql, statement);
    }
    return statement;
  }

  /** A script written for SQLite (tables, indexes, seed rows). */
  exec(sql: string): this {
    for (const statement of scriptToPostgres(sql)) this.query(statement);
    return this;
  }

  /** A script in PostgreSQL's own SQL (several statements, no parameters). */
  execNative(sql: string): void {
    try {
      this.connection.script(sql, this.depth === 0);
    } catch (error) {
      throw asServerError(error, sql.slice(0, 2000), printableAddress(this.url));
    }
  }

  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  transaction<F extends (...params: any[]) => unknown>(fn: F): (...args: ArgumentsOf<F>) => ReturnType<F> {
    return (...args: ArgumentsOf<F>) => {
      if (this.depth > 0) return this.savepoint(fn, args);
      for (let attempt = 1; ; attempt++) {
        this.query('BEGIN ISOLATION LEVEL SERIALIZABLE');
        this.depth++;
        try {
          const result = fn(...args) as ReturnType<F>;
          this.query('COMMIT');
          return result;
        } catch (error) {
          this.rollback();
          const state = (error as { sqlState?: string; code?: string }).sqlState ?? (error as { code?: string }).code ?? '';
          if (!RETRYABLE.has(state) || attempt >= MAX_ATTEMPTS) throw error;
          pause(Math.random() * 4 * attempt);
        } finally {
          this.depth--;
        }
      }
    };
  }

  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  /** Ends a failed transaction; on a lost connection there is nothing to end, and the first error is the one to tell. */
  private rollback(): void {
    try {
      this.query('ROLLBACK');
    } catch {
      // the connection is gone, and its transaction with it
    }
  }

  private savepoint<F extends (...params: any[]) => unknown>(fn: F, args: ArgumentsOf<F>): ReturnType<F> {
    const name = `sp${this.depth}`;
    this.query(`SAVEPOINT ${name}`);
    this.depth++;
    try {
      const result = fn(...args) as ReturnType<F>;
      this.query(`RELEASE SAVEPOINT ${name}`);
      return result;
    } catch (error) {
      this.query(`ROLLBACK TO SAVEPOINT ${name}`);
      throw error;
    } finally {
      this.depth--;
    }
  }

  /** Schema and seed one instance at a time: the others wait here until it is done. */
  beginSetup(): void {
    // However long another instance's setup takes (a first seed runs for seconds): no lock timeout for this wait.
    this.query('SET lock_timeout = 0');
    this.query('SELECT pg_advisory_lock($1)', [SETUP_LOCK]);
    this.query(`SET lock_timeout = '${LOCK_TIMEOUT}'`);
    this.execNative(COMPATIBILITY_FUNCTIONS);
    // Each process sharing the database makes its ids in slots of its own (lib/ids.ts).
    this.execNative('CREATE SEQUENCE IF NOT EXISTS flowdesk_process_tag');
    const { tag } = this.query("SELECT nextval('flowdesk_process_tag') AS tag").rows[0] as { tag: number };
    setIdTag(tag % ID_TAGS);
  }

  /** Identity columns given explicit values by the seed continue after the largest one. */
  endSetup(): void {
    const identities = this.query(
      "SELECT table_name, column_name FROM information_schema.columns WHERE table_schema = current_schema() AND is_identity = 'YES'",
    ).rows as { table_name: string; column_name: string }[];
    for (const { table_name: table, column_name: column } of identities) {
      this.query(`SELECT setval(pg_get_serial_sequence($1, $2), GREATEST((SELECT MAX("${column}") FROM "${table}"), 0) + 1, false)`, [table, column]);
    }
    this.query('SELECT pg_advisory_unlock($1)', [SETUP_LOCK]);
  }

  tableExists(name: string): boolean {
    return this.query('SELECT 1 FROM information_schema.tables WHERE table_schema = current_schema() AND table_name = $1', [name]).rows.length > 0;
  }

  /** A table's or view's columns as tableColumns (database.ts) describes them. */
  columns(table: string): ColumnInfo[] {
    const rows = this.query(
      `SELECT c.column_name AS name, c.data_type IN ('smallint', 'integer', 'bigint', 'real', 'double precision', 'numeric') AS numeric,
              COALESCE(k.ordinal_position, 0) AS pk
         FROM information_schema.columns c
         LEFT JOIN information_schema.table_constraints t
           ON t.table_schema = c.table_schema AND t.table_name = c.table_name AND t.constraint_type = 'PRIMARY KEY'
         LEFT JOIN information_schema.key_column_usage k
           ON k.constraint_schema = t.constraint_schema AND k.constraint_name = t.constraint_name AND k.column_name = c.column_name
        WHERE c.table_schema = current_schema() AND c.table_name = $1
        ORDER BY c.ordinal_position`,
      [table],
    ).rows as { name: string; numeric: boolean; pk: number }[];
    return rows.map((row) => ({ name: row.name, numeric: Boolean(row.numeric), pk: Number(row.pk) }));
  }

  close(): void {
    this.connection.close();
  }
}

// Opens the database (SQLite by default, PostgreSQL for a postgres:// address) and makes sure the schema exists.
import { readFileSync, statSync } from 'node:fs';
import Database from 'better-sqlite3';
import { isPostgresAddress } from './address';
import { PostgresDatabase } from './postgres/database';
import { StorageError } from './storageError';

export { StorageError };

const SCHEMA = readFileSync(new URL('./schema.sql', import.meta.url), 'utf8');

/** A prepared statement: better-sqlite3's, or its PostgreSQL twin (postgres/database.ts). */
export interface DbStatement {
  readonly readonly: boolean;
  get(...params: unknown[]): unknown;
  all(...params: unknown[]): unknown[];
  run(...params: unknown[]): { changes: number };
}

export type ArgumentsOf<F> = F extends (...args: infer A) => unknown ? A : never;

/**
 * The part of better-sqlite3's API the server uses, which PostgresDatabase also offers. SQL is written for
 * SQLite; on PostgreSQL it is rewritten (postgres/translate.ts). Transaction functions are synchronous.
 */
export interface Db {
  prepare(sql: string): DbStatement;
  // The shape of better-sqlite3's own signature, so that its Database is a Db.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  transaction<F extends (...params: any[]) => unknown>(fn: F): (...args: ArgumentsOf<F>) => ReturnType<F>;
  exec(sql: string): unknown;
  close(): unknown;
}

export const isPostgres = (db: Db): db is PostgresDatabase => db instanceof PostgresDatabase;


/** Runs a schema script that has a PostgreSQL variant of its own (triggers have no textual translation). */
export function execSchema(db: Db, scripts: { sqlite: string; postgres: string }): void {
  if (isPostgres(db)) db.execNative(scripts.postgres);
  else db.exec(scripts.sqlite);
}

export function tableExists(db: Db, name: string): boolean {
  if (isPostgres(db)) return db.tableExists(name);
  return db.prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = ?").get(name) !== undefined;
}

/** How long a statement waits for another connection's write lock before SQLITE_BUSY (milliseconds). */
export const BUSY_TIMEOUT_MS = 2000;
/** Distinct SQL texts whose prepared statements are kept per connection (list queries vary with their filters). */
const STATEMENT_CACHE_SIZE = 1000;

/**
 * Makes `db.prepare` hand out one prepared statement per SQL text: callers prepare where they use a statement,
 * and compiling it once instead of per call is most of the cost of a small query. No caller changes a statement's
 * mode (pluck, raw, expand) nor iterates one, so a shared statement is always in its default state when used.
 */
function cachePreparedStatements(db: Database.Database, beforeWrite: (() => void) | undefined): void {
  const prepare = db.prepare.bind(db);
  const cache = new Map<string, Database.Statement>();
  db.prepare = ((sql: string) => {
    let statement = cache.get(sql);
    if (!statement) {
      statement = prepare(sql);
      if (beforeWrite && !statement.readonly) guardWrites(statement, beforeWrite);
      if (cache.size >= STATEMENT_CACHE_SIZE) cache.delete(cache.keys().next().value!);
      cache.set(sql, statement);
    }
    return statement;
  }) as Database.Database['prepare'];
}

/** Runs `check` before each execution of a statement that changes the database. */
function guardWrites(statement: Database.Statement, check: () => void): void {
  for (const method of ['run', 'get', 'all'] as const) {
    const execute = statement[method].bind(statement) as (...parameters: unknown[]) => unknown;
    Object.defineProperty(statement, method, {
      value: (...parameters: unknown[]) => {
        check();
        return execute(...parameters);
      },
    });
  }
}

/**
 * Refuses writes once the file at `path` is not the one the connection holds open (removed, or replaced by
 * another file): SQLite would go on writing into the unlinked file, and every write acknowledged then would be
 * lost at the next start. Writes resume when the same file is back at its path (a restart opens the new one).
 */
function fileIdentityCheck(path: string): () => void {
  const opened = statSync(path);
  return () => {
    const now = statSync(path, { throwIfNoEntry: false });
    if (!now || now.ino !== opened.ino || now.dev !== opened.dev) throw new StorageError('fileGone', path);
  };
}

/** Every action is one transaction; IMMEDIATE takes the write lock at its start, so a second process makes it wait (busy timeout) instead of failing halfway. */
function immediateTransactions(db: Database.Database): void {
  const transaction = db.transaction.bind(db);
  db.transaction = ((fn: (...parameters: never[]) => unknown) => transaction(fn).immediate) as Database.Database['transaction'];
}

export function openDatabase(path: string): Db {
  if (isPostgresAddress(path)) {
    const postgres = new PostgresDatabase(path);
    try {
      postgres.beginSetup();
      postgres.exec(SCHEMA);
    } catch (error) {
      postgres.close();
      throw error;
    }
    return postgres;
  }
  const db = new Database(path, { timeout: BUSY_TIMEOUT_MS });
  if (path !== ':memory:') db.pragma('journal_mode = WAL');
  db.pragma('foreign_keys = ON');
  db.exec(SCHEMA);
  cachePreparedStatements(db, path === ':memory:' ? undefined : fileIdentityCheck(path));
  immediateTransactions(db);
  return db;
}

export function getSetting(db: Db, key: string): string | undefined {
  const row = db.prepare('SELECT value FROM settings WHERE key = ?').get(key) as { value: string } | undefined;
  return row?.value;
}

export function setSetting(db: Db, key: string, value: string): void {
  db.prepare('INSERT INTO settings (key, value) VALUES (?, ?) ON CONFLICT (key) DO UPDATE SET value = excluded.value').run(key, value);
}

/** The names of a table's columns (`table` is a trusted constant). */
export function columnNames(db: Db, table: string): string[] {
  return isPostgres(db) ? db.columnNames(table) : (db.prepare(`PRAGMA table_info(${table})`).all() as { name: string }[]).map((column) => column.name);
}

/** Adds the columns a table of an older database file lacks (`table` and the definitions are trusted constants). */
export function addMissingColumns(db: Db, table: string, columns: Readonly<Record<string, string>>): void {
  const present = new Set(columnNames(db, table));
  for (const [name, type] of Object.entries(columns)) {
    if (!present.has(name)) db.exec(`ALTER TABLE ${table} ADD COLUMN ${name} ${type}`);
  }
}

// Sign-in throttling per account and per client address (limits in docs/server.md "Sign-in throttling").
// The `lockAfter`-th failure in a row locks a key for a delay that doubles with each further failure; while
// it is locked every attempt is refused, the right password too. The failures are rows of the database, so
// every server process over one database counts the same attempts and a restart forgets nothing.
import type { Db } from '../db/database';

export interface ThrottleLimits {
  /** failures in a row until the lock */
  lockAfter: number;
  /** the first lock, in seconds; it doubles with each further failure */
  firstDelaySeconds: number;
  maxDelaySeconds: number;
  /** failures older than this (without a newer one) are forgotten, in seconds */
  forgetAfterSeconds: number;
}

/** An account: a person mistyping a few times is never slowed down. */
export const ACCOUNT_LIMITS: ThrottleLimits = { lockAfter: 5, firstDelaySeconds: 15, maxDelaySeconds: 900, forgetAfterSeconds: 900 };
/** A client address: offices behind one address share it, so it allows more. */
export const ADDRESS_LIMITS: ThrottleLimits = { lockAfter: 20, firstDelaySeconds: 15, maxDelaySeconds: 900, forgetAfterSeconds: 900 };

type Kind = 'account' | 'address';

interface Failures {
  count: number;
  lastAt: number;
  lockedUntil: number;
}

export interface SignInThrottle {
  /** Seconds the attempt of this account from this address must wait (0 = it may try now). */
  waitSeconds(account: string, address: string): number;
  failed(account: string, address: string): void;
  /** A success forgets the account's failures; the address keeps its own until they are forgotten. */
  succeeded(account: string): void;
}

export function createSignInThrottle(db: Db, now: () => number = Date.now, limits: Record<Kind, ThrottleLimits> = { account: ACCOUNT_LIMITS, address: ADDRESS_LIMITS }): SignInThrottle {
  const select = db.prepare('SELECT count, last_at AS lastAt, locked_until AS lockedUntil FROM sign_in_failures WHERE kind = ? AND failure_key = ?');
  const store = db.prepare(
    `INSERT INTO sign_in_failures (kind, failure_key, count, last_at, locked_until) VALUES (?, ?, ?, ?, ?)
     ON CONFLICT (kind, failure_key) DO UPDATE SET count = excluded.count, last_at = excluded.last_at, locked_until = excluded.locked_until`,
  );
  const remove = db.prepare('DELETE FROM sign_in_failures WHERE kind = ? AND failure_key = ?');
  // Forgotten rows go with each new failure, so that keys an attacker makes up do not pile up.
  const forget = db.prepare('DELETE FROM sign_in_failures WHERE kind = ? AND last_at < ? AND locked_until <= ?');

  /** The key's failures still remembered at `at`. */
  const current = (kind: Kind, key: string, at: number): Failures | undefined => {
    const row = select.get(kind, key) as Failures | undefined;
    if (!row) return undefined;
    const entry = { count: Number(row.count), lastAt: Number(row.lastAt), lockedUntil: Number(row.lockedUntil) };
    return at - entry.lastAt > limits[kind].forgetAfterSeconds * 1000 && at >= entry.lockedUntil ? undefined : entry;
  };
  const waitOf = (kind: Kind, key: string, at: number) => {
    const entry = current(kind, key, at);
    return entry ? Math.max(0, Math.ceil((entry.lockedUntil - at) / 1000)) : 0;
  };
  const fail = (kind: Kind, key: string, at: number) => {
    const { lockAfter, firstDelaySeconds, maxDelaySeconds, forgetAfterSeconds } = limits[kind];
    forget.run(kind, at - forgetAfterSeconds * 1000, at);
    const count = (current(kind, key, at)?.count ?? 0) + 1;
    const beyond = count - lockAfter;
    const lockedUntil = beyond >= 0 ? at + Math.min(firstDelaySeconds * 2 ** beyond, maxDelaySeconds) * 1000 : 0;
    store.run(kind, key, count, at, lockedUntil);
  };
  // One transaction: two processes counting the same key's failures at once both count (a serializable retry on
  // PostgreSQL, the write lock on SQLite).
  const recordFailure = db.transaction((account: string, address: string, at: number) => {
    fail('account', account, at);
    fail('address', address, at);
  });

  return {
    waitSeconds: (account, address) => {
      const at = now();
      return Math.max(waitOf('account', account, at), waitOf('address', address, at));
    },
    failed: (account, address) => recordFailure(account, address, now()),
    // Only when there is something to forget: a sign-in is otherwise a read, and reads go on while writes cannot.
    succeeded: (account) => {
      if (select.get('account', account)) remove.run('account', account);
    },
  };
}

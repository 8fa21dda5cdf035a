// Sign-in throttling per account and per client address (limits in docs/server.md "Sign-in throttling").
// The `lockAfter`-th failure in a row locks a key for a delay that doubles with each further failure; while
// it is locked every attempt is refused, the right password too. State is per process, in memory.

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

/** Keys kept at most per kind; the oldest are dropped first (an attacker cannot grow the memory without bound). */
const MAX_KEYS = 10_000;

interface Failures {
  count: number;
  last: number;
  lockedUntil: number;
}

class FailureCounter {
  private readonly entries = new Map<string, Failures>();

  constructor(
    private readonly limits: ThrottleLimits,
    private readonly now: () => number,
  ) {}

  private current(key: string): Failures | undefined {
    const entry = this.entries.get(key);
    if (entry && this.now() - entry.last > this.limits.forgetAfterSeconds * 1000 && this.now() >= entry.lockedUntil) {
      this.entries.delete(key);
      return undefined;
    }
    return entry;
  }

  /** Seconds until the key may try again, 0 when it may now. */
  waitSeconds(key: string): number {
    const entry = this.current(key);
    return entry ? Math.max(0, Math.ceil((entry.lockedUntil - this.now()) / 1000)) : 0;
  }

  fail(key: string): void {
    const entry = this.current(key) ?? { count: 0, last: 0, lockedUntil: 0 };
    entry.count += 1;
    entry.last = this.now();
    const beyond = entry.count - this.limits.lockAfter;
    if (beyond >= 0) entry.lockedUntil = entry.last + Math.min(this.limits.firstDelaySeconds * 2 ** beyond, this.limits.maxDelaySeconds) * 1000;
    this.entries.delete(key);
    this.entries.set(key, entry);
    if (this.entries.size > MAX_KEYS) this.entries.delete(this.entries.keys().next().value!);
  }

  clear(key: string): void {
    this.entries.delete(key);
  }
}

export interface SignInThrottle {
  /** Seconds the attempt of this account from this address must wait (0 = it may try now). */
  waitSeconds(account: string, address: string): number;
  failed(account: string, address: string): void;
  /** A success forgets the account's failures; the address keeps its own until they are forgotten. */
  succeeded(account: string): void;
}

export function createSignInThrottle(now: () => number = Date.now, limits = { account: ACCOUNT_LIMITS, address: ADDRESS_LIMITS }): SignInThrottle {
  const accounts = new FailureCounter(limits.account, now);
  const addresses = new FailureCounter(limits.address, now);
  return {
    waitSeconds: (account, address) => Math.max(accounts.waitSeconds(account), addresses.waitSeconds(address)),
    failed: (account, address) => {
      accounts.fail(account);
      addresses.fail(address);
    },
    succeeded: (account) => accounts.clear(account),
  };
}

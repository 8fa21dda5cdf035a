// Settings of every PostgreSQL connection the server opens.

/** How long a statement waits for a row another instance holds, then is answered as busy (503 with a retry hint). */
export const LOCK_TIMEOUT = '2s';
/** A statement running longer is cancelled (and answered as busy). */
export const STATEMENT_TIMEOUT = '30s';
/** Distinct SQL texts whose translation is kept per connection (list queries vary with their filters), as SQLite's cache. */
export const STATEMENT_CACHE_SIZE = 1000;

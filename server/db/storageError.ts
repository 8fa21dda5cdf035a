// Why the database cannot take an action now; answered 503 with a retry hint (lib/errors.ts).

/** The database cannot take the action now: its file is gone or replaced, another process holds the lock, or its server cannot be reached. */
export class StorageError extends Error {
  constructor(
    readonly reason: 'fileGone' | 'busy' | 'unreachable',
    readonly path: string,
  ) {
    super(`database ${reason}: ${path}`);
  }
}

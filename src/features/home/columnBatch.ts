// Columns ask for their definitions one by one as they mount; the batcher gathers the aliases asked within
// COLUMN_BATCH_DELAY_MS into one getDatasByAlias call (03-portal §7, §9) and answers each column from it.
// A column the answer leaves out is one the user may not see (or that does not exist): it resolves to undefined.
// Answers are kept for the page's life (a tab's columns mount later and must not cost another call) until
// forgotten; a failed answer is not kept, so asking again retries.

/** §9: column alias batching delay. */
export const COLUMN_BATCH_DELAY_MS = 50;

export interface ColumnBatchAnswer<Column> {
  ok: boolean;
  columns?: readonly Column[];
  /** Localized reason of a failed call. */
  message?: string;
}

export interface ColumnBatcher<Column> {
  /** The column of `alias`, or undefined when the user may not see it; rejects with an Error when the call failed. */
  load(alias: string): Promise<Column | undefined>;
  /** Drops the kept answers of `aliases`: the next load asks the server again (a tab's refresh). */
  forget(aliases: readonly string[]): void;
}

interface Waiter<Column> {
  resolve(column: Column | undefined): void;
  reject(error: Error): void;
}

export function createColumnBatcher<Column extends { alias: string }>(
  fetchColumns: (aliases: readonly string[]) => Promise<ColumnBatchAnswer<Column>>,
  delayMs = COLUMN_BATCH_DELAY_MS,
): ColumnBatcher<Column> {
  let pending = new Map<string, Waiter<Column>[]>();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const answers = new Map<string, Promise<Column | undefined>>();

  const flush = () => {
    timer = undefined;
    const batch = pending;
    pending = new Map();
    void fetchColumns([...batch.keys()]).then(
      (answer) => {
        if (!answer.ok) {
          const error = new Error(answer.message ?? '');
          for (const waiters of batch.values()) for (const waiter of waiters) waiter.reject(error);
          return;
        }
        const byAlias = new Map((answer.columns ?? []).map((column) => [column.alias, column]));
        for (const [alias, waiters] of batch) for (const waiter of waiters) waiter.resolve(byAlias.get(alias));
      },
      (error: unknown) => {
        const failure = error instanceof Error ? error : new Error(String(error));
        for (const waiters of batch.values()) for (const waiter of waiters) waiter.reject(failure);
      },
    );
  };

  const ask = (alias: string) =>
    new Promise<Column | undefined>((resolve, reject) => {
      const waiters = pending.get(alias) ?? [];
      waiters.push({ resolve, reject });
      pending.set(alias, waiters);
      timer ??= setTimeout(flush, delayMs);
    });

  return {
    load(alias) {
      let answer = answers.get(alias);
      if (!answer) {
        answer = ask(alias);
        answers.set(alias, answer);
        answer.catch(() => {
          if (answers.get(alias) === answer) answers.delete(alias);
        });
      }
      return answer;
    },
    forget(aliases) {
      for (const alias of aliases) answers.delete(alias);
    },
  };
}

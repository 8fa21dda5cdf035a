// Columns ask for their definitions one by one as they mount; the batcher gathers the aliases asked within
// COLUMN_BATCH_DELAY_MS into one getDatasByAlias call (03-portal §7, §9) and answers each column from it.
// A column the answer leaves out is one the user may not see (or that does not exist): it resolves to undefined.
// Answers are kept for the page's life (a tab's columns mount later and must not cost another call) until
// forgotten; a failed answer is not kept, so asking again retries. A call made before the batcher existed (home
// asks for its layout's columns as soon as the layout arrives) is adopted: its aliases are answered from it.

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
  /** Answers the loads of `aliases` (those not asked yet) from a call already made for them. */
  adopt(aliases: readonly string[], call: Promise<ColumnBatchAnswer<Column>>): void;
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

  /** Each alias's column from one call: undefined when the answer leaves it out, an Error when the call failed. */
  const columnsOf = (call: Promise<ColumnBatchAnswer<Column>>): Promise<Map<string, Column>> =>
    call.then(
      (answer) => {
        if (!answer.ok) throw new Error(answer.message ?? '');
        return new Map((answer.columns ?? []).map((column) => [column.alias, column]));
      },
      (error: unknown) => {
        throw error instanceof Error ? error : new Error(String(error));
      },
    );

  const flush = () => {
    timer = undefined;
    const batch = pending;
    pending = new Map();
    void columnsOf(fetchColumns([...batch.keys()])).then(
      (byAlias) => {
        for (const [alias, waiters] of batch) for (const waiter of waiters) waiter.resolve(byAlias.get(alias));
      },
      (error: Error) => {
        for (const waiters of batch.values()) for (const waiter of waiters) waiter.reject(error);
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

  /** Keeps `answer` as the one of `alias` for the page's life, unless it fails. */
  const keep = (alias: string, answer: Promise<Column | undefined>) => {
    answers.set(alias, answer);
    answer.catch(() => {
      if (answers.get(alias) === answer) answers.delete(alias);
    });
    return answer;
  };

  return {
    load(alias) {
      return answers.get(alias) ?? keep(alias, ask(alias));
    },
    forget(aliases) {
      for (const alias of aliases) answers.delete(alias);
    },
    adopt(aliases, call) {
      const unasked = aliases.filter((alias) => !answers.has(alias));
      const byAlias = columnsOf(call);
      // its failure shows in the columns that take it; with none, it is nobody's to report
      if (unasked.length === 0) byAlias.catch(() => undefined);
      for (const alias of unasked) keep(alias, byAlias.then((columns) => columns.get(alias)));
    },
  };
}

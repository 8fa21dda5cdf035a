import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { COLUMN_BATCH_DELAY_MS, createColumnBatcher, type ColumnBatchAnswer } from './columnBatch';

interface Column {
  alias: string;
  name: string;
}

describe('createColumnBatcher', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('asks once for every alias requested within 50 ms, and answers each from that call', async () => {
    const fetchColumns = vi.fn(async (aliases: readonly string[]): Promise<ColumnBatchAnswer<Column>> => ({ ok: true, columns: aliases.filter((alias) => alias !== 'secret').map((alias) => ({ alias, name: alias.toUpperCase() })) }));
    const batcher = createColumnBatcher(fetchColumns);
    const news = batcher.load('news');
    await vi.advanceTimersByTimeAsync(COLUMN_BATCH_DELAY_MS - 10);
    const todo = batcher.load('todo');
    const secret = batcher.load('secret');
    const again = batcher.load('news');
    expect(fetchColumns).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(10);
    expect(fetchColumns).toHaveBeenCalledTimes(1);
    expect(fetchColumns).toHaveBeenCalledWith(['news', 'todo', 'secret']);
    await expect(news).resolves.toEqual({ alias: 'news', name: 'NEWS' });
    await expect(again).resolves.toEqual({ alias: 'news', name: 'NEWS' });
    await expect(todo).resolves.toEqual({ alias: 'todo', name: 'TODO' });
    // Left out of the answer: the user may not see it.
    await expect(secret).resolves.toBeUndefined();
  });

  it('starts a new batch for aliases asked after the call went out', async () => {
    const fetchColumns = vi.fn(async (aliases: readonly string[]): Promise<ColumnBatchAnswer<Column>> => ({ ok: true, columns: aliases.map((alias) => ({ alias, name: alias })) }));
    const batcher = createColumnBatcher(fetchColumns);
    void batcher.load('a');
    await vi.advanceTimersByTimeAsync(COLUMN_BATCH_DELAY_MS);
    const late = batcher.load('b');
    await vi.advanceTimersByTimeAsync(COLUMN_BATCH_DELAY_MS);
    expect(fetchColumns.mock.calls).toEqual([[['a']], [['b']]]);
    await expect(late).resolves.toEqual({ alias: 'b', name: 'b' });
  });

  it('keeps answers: a column mounting later costs no call, until its alias is forgotten', async () => {
    const fetchColumns = vi.fn(async (aliases: readonly string[]): Promise<ColumnBatchAnswer<Column>> => ({ ok: true, columns: aliases.map((alias) => ({ alias, name: alias })) }));
    const batcher = createColumnBatcher(fetchColumns);
    void batcher.load('a');
    await vi.advanceTimersByTimeAsync(COLUMN_BATCH_DELAY_MS);
    const later = batcher.load('a');
    await vi.advanceTimersByTimeAsync(COLUMN_BATCH_DELAY_MS);
    await expect(later).resolves.toEqual({ alias: 'a', name: 'a' });
    expect(fetchColumns).toHaveBeenCalledTimes(1);
    batcher.forget(['a']);
    void batcher.load('a');
    await vi.advanceTimersByTimeAsync(COLUMN_BATCH_DELAY_MS);
    expect(fetchColumns).toHaveBeenCalledTimes(2);
  });

  it('asks again after a failed call', async () => {
    let failing = true;
    const batcher = createColumnBatcher<Column>(async (aliases) => (failing ? { ok: false, message: 'down' } : { ok: true, columns: aliases.map((alias) => ({ alias, name: alias })) }));
    const first = batcher.load('a');
    const expectation = expect(first).rejects.toThrow('down');
    await vi.advanceTimersByTimeAsync(COLUMN_BATCH_DELAY_MS);
    await expectation;
    failing = false;
    const second = batcher.load('a');
    await vi.advanceTimersByTimeAsync(COLUMN_BATCH_DELAY_MS);
    await expect(second).resolves.toEqual({ alias: 'a', name: 'a' });
  });

  it('fails every waiting column with the call’s message when the call fails', async () => {
    const batcher = createColumnBatcher<Column>(async () => ({ ok: false, message: '服务器内部错误' }));
    const first = batcher.load('a');
    const second = batcher.load('b');
    const expectations = [expect(first).rejects.toThrow('服务器内部错误'), expect(second).rejects.toThrow('服务器内部错误')];
    await vi.advanceTimersByTimeAsync(COLUMN_BATCH_DELAY_MS);
    await Promise.all(expectations);
  });

  it('fails the waiting columns when the fetch itself throws', async () => {
    const batcher = createColumnBatcher<Column>(async () => {
      throw new Error('offline');
    });
    const column = batcher.load('a');
    const expectation = expect(column).rejects.toThrow('offline');
    await vi.advanceTimersByTimeAsync(COLUMN_BATCH_DELAY_MS);
    await expectation;
  });

  it('answers the aliases of an adopted call from it, and asks only for the others', async () => {
    const fetchColumns = vi.fn(async (aliases: readonly string[]): Promise<ColumnBatchAnswer<Column>> => ({ ok: true, columns: aliases.map((alias) => ({ alias, name: `asked ${alias}` })) }));
    const batcher = createColumnBatcher(fetchColumns);
    const early = batcher.load('kept');
    batcher.adopt(['news', 'secret', 'kept'], Promise.resolve({ ok: true, columns: [{ alias: 'news', name: 'early news' }, { alias: 'kept', name: 'early kept' }] }));
    await expect(batcher.load('news')).resolves.toEqual({ alias: 'news', name: 'early news' });
    await expect(batcher.load('secret')).resolves.toBeUndefined();
    const other = batcher.load('todo');
    await vi.advanceTimersByTimeAsync(COLUMN_BATCH_DELAY_MS);
    expect(fetchColumns).toHaveBeenCalledTimes(1);
    // asked before the adoption: its own call answers it
    expect(fetchColumns).toHaveBeenCalledWith(['kept', 'todo']);
    await expect(early).resolves.toEqual({ alias: 'kept', name: 'asked kept' });
    await expect(other).resolves.toEqual({ alias: 'todo', name: 'asked todo' });
  });

  it('fails the columns of a failed adopted call, and asks again for them', async () => {
    const fetchColumns = vi.fn(async (aliases: readonly string[]): Promise<ColumnBatchAnswer<Column>> => ({ ok: true, columns: aliases.map((alias) => ({ alias, name: alias })) }));
    const batcher = createColumnBatcher(fetchColumns);
    batcher.adopt(['a'], Promise.resolve({ ok: false, message: 'down' }));
    await expect(batcher.load('a')).rejects.toThrow('down');
    const again = batcher.load('a');
    await vi.advanceTimersByTimeAsync(COLUMN_BATCH_DELAY_MS);
    await expect(again).resolves.toEqual({ alias: 'a', name: 'a' });
  });
});

// Reading and writing form data by path. Data is { <boAlias>: { …, sub_<ent>: [rows] } }; template paths
// ('data.bo.sub_items.price') name a field in every row, concrete paths ('data.bo.sub_items.0.price') one row.

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function readAt(data: unknown, segments: readonly string[]): unknown {
  return segments.reduce<unknown>((value, segment) => (isRecord(value) || Array.isArray(value) ? (value as Record<string, unknown>)[segment] : undefined), data);
}

/** A copy of `target` with `value` at `segments`, sharing every untouched branch. */
export function withValueAt(target: unknown, segments: readonly string[], value: unknown): unknown {
  if (segments.length === 0) return value;
  const [head, ...rest] = segments;
  if (Array.isArray(target)) {
    const copy = [...target];
    copy[Number(head)] = withValueAt(copy[Number(head)], rest, value);
    return copy;
  }
  const record = isRecord(target) ? target : {};
  return { ...record, [head]: withValueAt(record[head], rest, value) };
}

export interface ConcretePath {
  /** Data segments without the leading 'data'. */
  readonly segments: readonly string[];
  /** True when the last segment is a field of a sub-table row. */
  readonly inRow: boolean;
  /** Indexes of the rows on the way, outermost table first. */
  readonly rows: readonly number[];
}

/** Concrete paths of a template path's segments (without 'data'): one per row of every table on the way. */
export function concretePaths(data: unknown, segments: readonly string[], done: readonly string[] = [], rows: readonly number[] = []): ConcretePath[] {
  if (segments.length === 1) return [{ segments: [...done, segments[0]], inRow: false, rows }];
  const [head, ...rest] = segments;
  const next = isRecord(data) ? data[head] : undefined;
  if (done.length > 0 && head.startsWith('sub_')) {
    if (!Array.isArray(next)) return [];
    return next.flatMap((row, index) => {
      const inner = concretePaths(row, rest, [...done, head, String(index)], [...rows, index]);
      return rest.length === 1 ? inner.map((entry) => ({ ...entry, inRow: true })) : inner;
    });
  }
  return concretePaths(next, rest, [...done, head], rows);
}

// Replay's chart source: answers getListData from recorded rows (fixtures/customChart/answers/<name>.json,
// `{ "rows": [ … ] }` with UPPER-CASE keys: every row the server gave for the chart's default conditions),
// applying the sort, the page and the conditions on columns the rows carry (a condition on a column that the
// chart aggregates away, such as a date range over monthly sums, cannot be replayed and is ignored), so a
// replayed chart pages and reacts to conditions on its categories without a server.
import type { ChartPage, ChartQueryField, ChartQueryFilter, ChartRow, CustomChartSource } from './source';

export interface RecordedChartAnswers {
  rows: ChartRow[];
}

function isRecordedAnswers(value: unknown): value is RecordedChartAnswers {
  return typeof value === 'object' && value !== null && Array.isArray((value as { rows?: unknown }).rows);
}

const text = (value: unknown) => (value === undefined || value === null ? '' : String(value));

/** Numbers compare as numbers, everything else as text (dates are ISO text, so text order is date order). */
function compare(left: unknown, right: unknown): number {
  const a = Number(left);
  const b = Number(right);
  if (text(left) !== '' && text(right) !== '' && Number.isFinite(a) && Number.isFinite(b)) return a - b;
  return text(left).localeCompare(text(right));
}

function matches(row: ChartRow, query: ChartQueryField): boolean {
  const key = query.property.toUpperCase();
  if (!Object.hasOwn(row, key)) return true;
  const cell = row[key];
  const value = query.value;
  if (Array.isArray(value)) {
    if (query.operation === 'IN') return value.some((part) => compare(cell, part) === 0);
    const [from = '', to = ''] = value;
    return (from === '' || compare(cell, from) >= 0) && (to === '' || compare(cell, to) <= 0);
  }
  const needle = text(value);
  const haystack = text(cell);
  switch (query.operation) {
    case 'EQUAL':
      return compare(cell, needle) === 0;
    case 'EQUAL_IGNORE_CASE':
      return haystack.toLowerCase() === needle.toLowerCase();
    case 'NOT_EQUAL':
      return compare(cell, needle) !== 0;
    case 'LESS':
      return compare(cell, needle) < 0;
    case 'GREAT':
      return compare(cell, needle) > 0;
    case 'LESS_EQUAL':
      return compare(cell, needle) <= 0;
    case 'GREAT_EQUAL':
      return compare(cell, needle) >= 0;
    case 'LIKE':
      return haystack.includes(needle);
    case 'LEFT_LIKE':
      return haystack.endsWith(needle);
    case 'RIGHT_LIKE':
      return haystack.startsWith(needle);
    case 'IN':
      return needle.split(',').some((part) => compare(cell, part.trim()) === 0);
    case 'BETWEEN': {
      const [from = '', to = ''] = needle.split(',').map((part) => part.trim());
      return (from === '' || compare(cell, from) >= 0) && (to === '' || compare(cell, to) <= 0);
    }
  }
}

export function answerFromRows(rows: readonly ChartRow[], filter: ChartQueryFilter): ChartPage {
  const found = rows.filter((row) => filter.querys.every((query) => matches(row, query)));
  const sorted = filter.sorter.length === 0 ? found : [...found].sort((a, b) => {
    for (const sort of filter.sorter) {
      const order = compare(a[sort.property.toUpperCase()], b[sort.property.toUpperCase()]);
      if (order !== 0) return sort.direction === 'DESC' ? -order : order;
    }
    return 0;
  });
  const { page, pageSize } = filter.pageBean;
  return { rows: sorted.slice((page - 1) * pageSize, page * pageSize), total: sorted.length, page, pageSize };
}

/** A fixture without recorded rows; the renderer names it in the reader's language. */
export class NoRecordedRowsError extends Error {
  constructor() {
    super('no recorded rows');
    this.name = 'NoRecordedRowsError';
  }
}

export function createRecordedChartSource(answers: unknown): CustomChartSource {
  return {
    getListData: (_chartId, filter) => (isRecordedAnswers(answers) ? Promise.resolve(answerFromRows(answers.rows, filter)) : Promise.reject(new NoRecordedRowsError())),
  };
}

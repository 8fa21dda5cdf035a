// A dialog source answering from recorded rows (replay: fixtures/customDialog/answers/<name>.json), no
// server: the conditions, the order and the paging of a QueryFilter are applied to the recorded rows the
// way the server applies them, so searching and paging can be tried in replay.
import { cellText, sortRows, valueOf } from '../../list/columns';
import type { ListQueryField } from '../../list/conditions';
import type { DialogPage, DialogQueryFilter, DialogRow, DialogSource } from './source';

export interface RecordedDialogAnswers {
  /** list or tree rows as the server answers them (UPPER-CASE keys) */
  rows?: DialogRow[];
  /** the body a RESTful dialog's url answered */
  rest?: unknown;
  /** rows of the custom queries that select conditions are bound to, by alias */
  queryOptions?: Record<string, DialogRow[]>;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

function matches(row: DialogRow, field: ListQueryField): boolean {
  const actual = cellText(valueOf(row, field.property)).toLowerCase();
  const wanted = Array.isArray(field.value) ? field.value.map((part) => String(part).toLowerCase()) : [String(field.value).toLowerCase()];
  const number = (text: string) => (text.trim() !== '' && Number.isFinite(Number(text)) ? Number(text) : text);
  const compare = (left: string, right: string) => {
    const [a, b] = [number(left), number(right)];
    return typeof a === 'number' && typeof b === 'number' ? a - b : left.localeCompare(right);
  };
  switch (field.operation) {
    case 'LIKE':
      return actual.includes(wanted[0]);
    case 'LEFT_LIKE':
      return actual.endsWith(wanted[0]);
    case 'RIGHT_LIKE':
      return actual.startsWith(wanted[0]);
    case 'IN':
      return wanted.includes(actual);
    case 'BETWEEN':
      return (wanted[0] === '' || compare(actual, wanted[0]) >= 0) && (wanted[1] === undefined || wanted[1] === '' || compare(actual, wanted[1]) <= 0);
    case 'NOT_EQUAL':
      return actual !== wanted[0];
    case 'LESS':
      return compare(actual, wanted[0]) < 0;
    case 'GREAT':
      return compare(actual, wanted[0]) > 0;
    case 'LESS_EQUAL':
      return compare(actual, wanted[0]) <= 0;
    case 'GREAT_EQUAL':
      return compare(actual, wanted[0]) >= 0;
    default:
      return actual === wanted[0];
  }
}

function pageOf(rows: readonly DialogRow[], filter: DialogQueryFilter): DialogPage {
  const found = rows.filter((row) => filter.querys.every((field) => matches(row, field)));
  const sorted = filter.sorter.reduceRight((list, sort) => sortRows(list, { field: sort.property, direction: sort.direction }, 'zh-CN'), found);
  const { page, pageSize } = filter.pageBean;
  return { rows: sorted.slice((page - 1) * pageSize, page * pageSize), total: found.length, page, pageSize };
}

export function createRecordedDialogSource(answers: unknown): DialogSource {
  const recorded: RecordedDialogAnswers = isRecord(answers) ? answers : {};
  const rows = Array.isArray(recorded.rows) ? recorded.rows : [];
  return {
    getListData: (_alias, filter) => Promise.resolve(pageOf(rows, filter)),
    getTreeData: () => Promise.resolve(rows),
    callRestful: () => Promise.resolve(recorded.rest),
    queryOptions: (alias) => Promise.resolve(recorded.queryOptions?.[alias] ?? []),
  };
}

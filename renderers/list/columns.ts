// Columns, rows, sorting and paging of list views, and the helpers that turn them into what the table shows.
// Pure: no React, no I/O.
import { formatAmount, isNegativeAmount, type AmountFormat } from '../format/number';

/** A row as list calls answer it: a map of column → value (dialog and chart rows have UPPER-CASE keys). */
export type ListRow = Readonly<Record<string, unknown>>;

export interface ListColumn {
  /** The row key shown in this column. */
  readonly field: string;
  readonly title: string;
  /** px; columns without one get DEFAULT_COLUMN_WIDTH (a virtualized table needs widths to align). */
  readonly width?: number;
  readonly sortable?: boolean;
  readonly align?: 'left' | 'center' | 'right';
  /** The cell's text from its value (money, dates, codes → names); the cell stays text. Default: cellText. */
  readonly format?: (value: unknown, row: ListRow) => string;
  /**
   * A number column: its values in the one number format (formatAmount: thousands separators, the column's
   * decimals), right-aligned, negative values marked. Ignored where `format` is given.
   */
  readonly number?: AmountFormat;
  /** Shows the text as a tag; a function picks the tag's colour per row. */
  readonly tag?: boolean | ((row: ListRow) => ListTagColor | undefined);
  /** Makes the cell a link to the address given for the row (undefined: plain text). */
  readonly href?: (row: ListRow) => string | undefined;
}

/** Colours a tag cell may take (a subset of Semi's tag colours with readable contrast). */
export type ListTagColor = 'grey' | 'blue' | 'green' | 'orange' | 'red' | 'purple';

/** One action of a row: a link (`href`) or a button (`onClick`), named per row for assistive technology. */
export interface ListRowAction {
  readonly key: string;
  readonly label: string;
  /** The action's accessible name for a row ("Edit <item>"); default: the label. */
  readonly ariaLabel?: (row: ListRow) => string;
  readonly href?: (row: ListRow) => string;
  readonly onClick?: (row: ListRow) => void;
  /** Whether the row offers it; default: every row. */
  readonly visible?: (row: ListRow) => boolean;
}

/** The action column of a list: its title and the actions of each row. */
export interface ListRowActions {
  readonly title: string;
  /** px (default DEFAULT_COLUMN_WIDTH) */
  readonly width?: number;
  readonly items: readonly ListRowAction[];
}

export type SortDirection = 'ASC' | 'DESC';

export interface ListSort {
  readonly field: string;
  readonly direction: SortDirection;
}

/** One page of a list (PageList, contract notes §1). */
export interface ListPage<Row = ListRow> {
  readonly rows: readonly Row[];
  readonly total: number;
  readonly page: number;
  readonly pageSize: number;
}

export const DEFAULT_COLUMN_WIDTH = 160;

/** Characters as wide as the 14 px font size: CJK, kana, hangul and the full-width forms; others are taken as 8 px. */
const WIDE_CHARACTER = /[\u1100-\u115f\u2e80-\ua4cf\uac00-\ud7a3\uf900-\ufaff\ufe30-\ufe4f\uff00-\uff60\uffe0-\uffe6]/u;
/** A heading cell's padding, both sides (Semi's table), and the sort arrows with their gap. */
const HEADING_PADDING = 34;
const SORT_ARROWS = 16;
/** A body cell's padding, both sides. */
const CELL_PADDING = 32;
/** A column grows to its widest text up to this (a longer text keeps its ellipsis and its title)… */
export const FIT_WIDTH_CAP = 280;
/** …read from this many rows at most (a virtualized list holds thousands). */
const FIT_SAMPLE_ROWS = 50;

/** The estimated px width of a text at the 14 px font size. */
function textWidth(text: string): number {
  let width = 0;
  for (const character of text) width += WIDE_CHARACTER.test(character) ? 14 : 8;
  return width;
}

/**
 * A column's width: its own (or DEFAULT_COLUMN_WIDTH), but never narrower than its heading needs, with the sort
 * arrows where it sorts — a definition's 100 px cut "Employee no." to "Employee nc" with no ellipsis — and wide
 * enough for the longest text of the rows shown, up to FIT_WIDTH_CAP: widths set for Chinese cut English names
 * and activities to "Xiuying …" and "Requirem…" beside free room.
 */
export function columnWidth(column: ListColumn, sortable: boolean, rows: readonly ListRow[] = []): number {
  const own = Math.max(column.width ?? DEFAULT_COLUMN_WIDTH, Math.ceil(textWidth(column.title) + HEADING_PADDING + (sortable ? SORT_ARROWS : 0)));
  if (own >= FIT_WIDTH_CAP) return own;
  let widest = 0;
  for (const row of rows.slice(0, FIT_SAMPLE_ROWS)) widest = Math.max(widest, textWidth(columnText(column, row)));
  return Math.max(own, Math.min(FIT_WIDTH_CAP, widest + CELL_PADDING));
}

/** 'asc'/'ascending'/'ASC' → ASC, 'desc'/'descending'/'DESC' → DESC, anything else undefined. */
export function toSortDirection(text: unknown): SortDirection | undefined {
  const value = typeof text === 'string' ? text.trim().toUpperCase() : '';
  if (value === 'ASC' || value === 'ASCENDING' || value === 'ASCEND') return 'ASC';
  if (value === 'DESC' || value === 'DESCENDING' || value === 'DESCEND') return 'DESC';
  return undefined;
}

/** A cell's text: null and undefined are blank, objects are shown as JSON (never as markup). */
export function cellText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean' || typeof value === 'bigint') return String(value);
  try {
    return JSON.stringify(value);
  } catch {
    return String(value);
  }
}

/** What a column shows for a row: its formatter's text, else the value as text. */
export function columnText(column: ListColumn, row: ListRow): string {
  const value = valueOf(row, column.field);
  if (column.format) return column.format(value, row);
  return column.number ? formatAmount(value, column.number) : cellText(value);
}

/** A number column's cell whose value is below zero (shown with its minus sign, and marked). */
export function isNegativeCell(column: ListColumn, row: ListRow): boolean {
  return Boolean(column.number && !column.format && isNegativeAmount(valueOf(row, column.field), column.number));
}

/** Where a column's cells align: its own choice, else number columns to the right. */
export const columnAlign = (column: ListColumn): ListColumn['align'] => column.align ?? (column.number ? 'right' : undefined);

/**
 * Reads a row value case-insensitively when the exact key is missing: definitions name columns in one case
 * and backends answer in another (dialog rows are UPPER-CASE, custom-query rows keep the database's case).
 */
export function valueOf(row: ListRow, field: string): unknown {
  if (Object.hasOwn(row, field)) return row[field];
  const wanted = field.toLowerCase();
  for (const key of Object.keys(row)) if (key.toLowerCase() === wanted) return row[key];
  return undefined;
}

const KEY_CANDIDATES = ['id', 'ID', 'id_', 'ID_', 'Id'];

/**
 * A stable key per row: the `keyField` (else id, ID, id_, ID_) when every row has a distinct non-blank one,
 * otherwise `positionPrefix` + the row's position. Keys are looked up by row object, so rows are never copied;
 * pass `into` to add them to an existing map.
 */
export function rowKeys(rows: readonly ListRow[], keyField?: string, positionPrefix = '#', into = new WeakMap<ListRow, string>()): WeakMap<ListRow, string> {
  const keys = into;
  const candidates = keyField ? [keyField] : KEY_CANDIDATES;
  const field = candidates.find((name) => {
    const seen = new Set<string>();
    for (const row of rows) {
      const key = cellText(valueOf(row, name));
      if (key === '' || seen.has(key)) return false;
      seen.add(key);
    }
    return rows.length > 0;
  });
  rows.forEach((row, index) => keys.set(row, field ? cellText(valueOf(row, field)) : `${positionPrefix}${index}`));
  return keys;
}

/** Sorts a fully loaded list locally (numbers as numbers, text by the locale's collation); blanks last. */
export function sortRows<Row extends ListRow>(rows: readonly Row[], sort: ListSort | undefined, locale: string): Row[] {
  if (!sort) return [...rows];
  const collator = new Intl.Collator(locale, { numeric: true });
  const sign = sort.direction === 'DESC' ? -1 : 1;
  return [...rows].sort((a, b) => {
    const left = valueOf(a, sort.field);
    const right = valueOf(b, sort.field);
    const leftBlank = left === null || left === undefined || left === '';
    const rightBlank = right === null || right === undefined || right === '';
    if (leftBlank || rightBlank) return leftBlank === rightBlank ? 0 : leftBlank ? 1 : -1;
    if (typeof left === 'number' && typeof right === 'number') return sign * (left - right);
    return sign * collator.compare(cellText(left), cellText(right));
  });
}

/** A gap between page numbers of the pager. */
export const PAGE_GAP = 'gap';

/**
 * The page numbers a pager shows: the first, the last, and `around` on each side of the current one, with a
 * gap where numbers are left out ([1, 'gap', 4, 5, 6, 'gap', 20]).
 */
export function pageWindow(page: number, pageCount: number, around = 2): (number | typeof PAGE_GAP)[] {
  const last = Math.max(1, pageCount);
  const current = Math.min(Math.max(1, page), last);
  const shown = new Set([1, last]);
  for (let number = current - around; number <= current + around; number += 1) if (number >= 1 && number <= last) shown.add(number);
  const sorted = [...shown].sort((a, b) => a - b);
  const items: (number | typeof PAGE_GAP)[] = [];
  sorted.forEach((number, index) => {
    if (index > 0 && number - sorted[index - 1] > 1) items.push(number - sorted[index - 1] === 2 ? number - 1 : PAGE_GAP);
    items.push(number);
  });
  return items;
}

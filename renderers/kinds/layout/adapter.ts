// Pure: vueFrontHome's `value` → the layout definition (decodeLayoutValue), and a layout definition → the rows the
// home page draws (adaptLayout). Hotent's Home.vue does JSON.parse(Base64.decode(value) || '{}'); Flowdesk decodes
// the same text but reports a broken value instead of drawing an empty page without a word.
import type { DefinitionIssue } from '../../core/validate';
import { DEFAULT_LOCALE, type Locale } from '../../messages';
import { decodeBase64 } from '../../rules/encoding';
import type { LayoutColumnRef, LayoutDefinition, LayoutGridColumn, LayoutGridRow, LayoutRow } from './definition';
import { formatLayoutMessage, type LayoutMessageKey } from './messages';

export interface LayoutGridColumnModel {
  readonly key: string;
  /** Width in 24ths (Semi's Col span). */
  readonly span: number;
  readonly aliases: readonly string[];
}

export interface LayoutTabModel {
  readonly key: string;
  readonly name?: string;
  readonly aliases: readonly string[];
}

export type LayoutRowModel =
  | { readonly type: 'grid'; readonly key: string; readonly gutter: number; readonly columns: readonly LayoutGridColumnModel[] }
  | { readonly type: 'tab'; readonly key: string; readonly tabs: readonly LayoutTabModel[] }
  | { readonly type: 'none'; readonly key: string; readonly alias: string };

export interface LayoutModel {
  readonly rows: readonly LayoutRowModel[];
  /** Every alias of the page once, in page order: what the home page asks getDatasByAlias for in one call. */
  readonly aliases: readonly string[];
}

export type DecodedLayout = { readonly ok: true; readonly definition: unknown } | { readonly ok: false; readonly issue: DefinitionIssue };

/** Spec 03-portal §9: a tab label shows at most 10 characters. */
export const TAB_LABEL_LENGTH = 10;
const GRID_SPANS = 24;

/** What a user without any layout gets (vueFrontHome answers value ''). */
const EMPTY_LAYOUT: LayoutDefinition = { list: [] };

function layoutIssue(code: LayoutMessageKey, expected: LayoutMessageKey, locale: Locale, detail = ''): DefinitionIssue {
  const path = '$';
  const expectedText = formatLayoutMessage(expected, {}, locale);
  return { code, kind: 'layout', alias: '', path, expected: expectedText, message: formatLayoutMessage(code, { path, expected: expectedText, detail }, locale) };
}

/**
 * vueFrontHome's `value` → the JSON it holds. '' (no layout) → an empty layout; Base64 may use the URL-safe
 * alphabet and be wrapped over lines. The result is not checked here: prepare('layout', …) checks it against the schema.
 */
export function decodeLayoutValue(value: string, locale: Locale = DEFAULT_LOCALE): DecodedLayout {
  const compact = typeof value === 'string' ? value.replace(/\s+/g, '') : '';
  if (compact === '') return { ok: true, definition: EMPTY_LAYOUT };
  const text = decodeBase64(compact);
  if (text === undefined) return { ok: false, issue: layoutIssue('layout.badBase64', 'layout.expected.base64', locale) };
  if (text.trim() === '') return { ok: true, definition: EMPTY_LAYOUT };
  try {
    return { ok: true, definition: JSON.parse(text) as unknown };
  } catch (error) {
    return { ok: false, issue: layoutIssue('layout.badJson', 'layout.expected.json', locale, error instanceof Error ? error.message : String(error)) };
  }
}

const aliasOf = (ref: LayoutColumnRef | undefined): string => (typeof ref?.alias === 'string' ? ref.alias.trim() : '');

// Refs without an alias cannot be fetched or drawn: they are left out (the schema already refuses them).
const aliasesOf = (list: readonly LayoutColumnRef[] | undefined): string[] => (Array.isArray(list) ? list.map(aliasOf).filter((alias) => alias !== '') : []);

const isSpan = (span: unknown): span is number => typeof span === 'number' && Number.isInteger(span) && span >= 1 && span <= GRID_SPANS;

function gridColumnsOf(columns: readonly LayoutGridColumn[], rowKey: string): LayoutGridColumnModel[] {
  // Missing spans share the row evenly, as Hotent's designer does when it adds a column.
  const defaultSpan = Math.max(1, Math.floor(GRID_SPANS / Math.max(1, columns.length)));
  return columns.map((column, index) => ({ key: `${rowKey}-c${index}`, span: isSpan(column.span) ? column.span : defaultSpan, aliases: aliasesOf(column.list) }));
}

function gutterOf(row: LayoutGridRow): number {
  const gutter = row.options?.gutter;
  return typeof gutter === 'number' && Number.isFinite(gutter) && gutter >= 0 ? gutter : 0;
}

function rowModelOf(row: LayoutRow, index: number): LayoutRowModel | undefined {
  if (row.type === 'grid') {
    const key = `r${index}-grid`;
    return { type: 'grid', key, gutter: gutterOf(row), columns: gridColumnsOf(Array.isArray(row.columns) ? row.columns : [], key) };
  }
  if (row.type === 'tab') {
    const key = `r${index}-tab`;
    // Without tabs, each grid-like column list is one tab (the shape Hotent's designer may have stored).
    const tabs = Array.isArray(row.tabs)
      ? row.tabs.map((tab, tabIndex) => ({ key: `${key}-t${tabIndex}`, ...(typeof tab.name === 'string' ? { name: tab.name } : {}), aliases: aliasesOf(tab.list) }))
      : (Array.isArray(row.columns) ? row.columns : []).map((column, tabIndex) => ({ key: `${key}-t${tabIndex}`, aliases: aliasesOf(column.list) }));
    return { type: 'tab', key, tabs };
  }
  const alias = aliasOf(row);
  return alias === '' ? undefined : { type: 'none', key: `r${index}-${alias}`, alias };
}

/** The index in the definition's list of the row a model key names (keys are `r<index>-…`, see rowModelOf). */
export function rowIndexOfKey(key: string): number | undefined {
  const match = /^r(\d+)-/.exec(key);
  return match ? Number(match[1]) : undefined;
}

function aliasesInRow(row: LayoutRowModel): readonly string[] {
  if (row.type === 'none') return [row.alias];
  return (row.type === 'grid' ? row.columns : row.tabs).flatMap((part) => part.aliases);
}

/** Layout definition (valid against schemas/layout.schema.json) → the rows to draw and the aliases to fetch. */
export function adaptLayout(definition: LayoutDefinition): LayoutModel {
  const rows: LayoutRowModel[] = [];
  (Array.isArray(definition.list) ? definition.list : []).forEach((row, index) => {
    const model = rowModelOf(row, index);
    if (model) rows.push(model);
  });
  return { rows, aliases: [...new Set(rows.flatMap(aliasesInRow))] };
}

/** At most `max` characters (code points, so an emoji is never cut in half), '…' appended when cut. */
export function truncateTabLabel(label: string, max = TAB_LABEL_LENGTH): string {
  const characters = Array.from(label);
  return characters.length <= max ? label : `${characters.slice(0, Math.max(0, max)).join('')}…`;
}

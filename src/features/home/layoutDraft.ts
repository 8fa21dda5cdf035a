// The personal layout while the user arranges it (docs/home.md "Arranging my home"): rows of groups (a grid row's
// cells, a tab row's tabs), each group a list of column aliases. Pure: every edit returns a new draft, so the
// editor's drag and drop and its keyboard buttons go through the same functions.
import type { LayoutDefinition, LayoutRow } from '../../../renderers';

export const GRID_SPANS = 24;
const NEW_ROW_GUTTER = 16;

export interface DraftGroup {
  /** A grid cell's width in 24ths; undefined for a tab. */
  span?: number;
  /** A tab's name; undefined for a grid cell. */
  name?: string;
  aliases: string[];
}

export interface DraftRow {
  /** Stable across edits, for React keys and the focus after a move. */
  id: string;
  type: 'grid' | 'tab';
  gutter: number;
  groups: DraftGroup[];
  /** The index of the row in the layout it came from (undefined for a row added here). */
  source?: number;
}

export type LayoutDraft = DraftRow[];

/** Where an alias sits: row, group and place in the group. */
export interface DraftPlace {
  row: number;
  group: number;
  index: number;
}

let nextRowId = 0;
const rowId = () => `row-${(nextRowId += 1)}`;

const aliasesOf = (list: readonly { alias?: unknown }[] | undefined, visible: ReadonlySet<string>): string[] =>
  (list ?? []).map((ref) => (typeof ref.alias === 'string' ? ref.alias.trim() : '')).filter((alias) => visible.has(alias));

/**
 * A stored layout → a draft. Columns the user may not see (home hides them too) are left out, so a save never
 * names one; a bare full-width column becomes a grid row of one whole-width cell, which home draws the same.
 */
export function draftOf(definition: LayoutDefinition, visible: ReadonlySet<string>): LayoutDraft {
  return definition.list.flatMap((row: LayoutRow, source): DraftRow[] => {
    if (row.type === 'grid') {
      const columns = row.columns ?? [];
      const fallback = Math.max(1, Math.floor(GRID_SPANS / Math.max(1, columns.length)));
      const gutter = typeof row.options?.gutter === 'number' ? row.options.gutter : 0;
      return [{ id: rowId(), type: 'grid', gutter, source, groups: columns.map((column) => ({ span: column.span ?? fallback, aliases: aliasesOf(column.list, visible) })) }];
    }
    if (row.type === 'tab') {
      const tabs = row.tabs ?? (row.columns ?? []).map((column) => ({ list: column.list }));
      return [{ id: rowId(), type: 'tab', gutter: 0, source, groups: tabs.map((tab) => ({ ...('name' in tab && typeof tab.name === 'string' ? { name: tab.name } : {}), aliases: aliasesOf(tab.list, visible) })) }];
    }
    const aliases = aliasesOf([row], visible);
    return [{ id: rowId(), type: 'grid', gutter: NEW_ROW_GUTTER, source, groups: [{ span: GRID_SPANS, aliases }] }];
  });
}

/** The draft as the layout JSON home reads; tabs left without a column, and tab rows without a tab, are dropped. */
export function definitionOf(draft: LayoutDraft): LayoutDefinition {
  const list: LayoutRow[] = [];
  for (const row of draft) {
    if (row.type === 'grid') {
      list.push({ type: 'grid', options: { gutter: row.gutter }, columns: row.groups.map((group) => ({ span: group.span ?? GRID_SPANS, list: group.aliases.map((alias) => ({ alias })) })) });
      continue;
    }
    const tabs = row.groups.filter((group) => group.aliases.length > 0).map((group) => ({ ...(group.name !== undefined ? { name: group.name } : {}), list: group.aliases.map((alias) => ({ alias })) }));
    if (tabs.length > 0) list.push({ type: 'tab', options: {}, tabs });
  }
  return { list };
}

export const placedAliases = (draft: LayoutDraft): string[] => draft.flatMap((row) => row.groups.flatMap((group) => group.aliases));

export const rowWidth = (row: DraftRow): number => (row.type === 'grid' ? row.groups.reduce((sum, group) => sum + (group.span ?? 0), 0) : 0);

/** The rows whose cells are wider together than the grid (the server refuses such a layout). */
export const tooWideRows = (draft: LayoutDraft): number[] => draft.flatMap((row, index) => (rowWidth(row) > GRID_SPANS ? [index] : []));

const withGroup = (draft: LayoutDraft, rowIndex: number, groupIndex: number, change: (group: DraftGroup) => DraftGroup): LayoutDraft =>
  draft.map((row, r) => (r === rowIndex ? { ...row, groups: row.groups.map((group, g) => (g === groupIndex ? change(group) : group)) } : row));

/** Takes the alias at `from` out and puts it at `to` (`to.index` counted after taking it out). */
export function moveAlias(draft: LayoutDraft, from: DraftPlace, to: DraftPlace): LayoutDraft {
  const alias = draft[from.row]?.groups[from.group]?.aliases[from.index];
  if (alias === undefined || !draft[to.row]?.groups[to.group]) return draft;
  const without = withGroup(draft, from.row, from.group, (group) => ({ ...group, aliases: group.aliases.filter((_, index) => index !== from.index) }));
  return withGroup(without, to.row, to.group, (group) => {
    const aliases = [...group.aliases];
    aliases.splice(Math.max(0, Math.min(to.index, aliases.length)), 0, alias);
    return { ...group, aliases };
  });
}

/** Every group in page order, as places of their first slot. */
const groupPlaces = (draft: LayoutDraft): { row: number; group: number }[] => draft.flatMap((row, r) => row.groups.map((_, g) => ({ row: r, group: g })));

/**
 * The place one step earlier (-1) or later (+1) in page order: within the group, else the end of the previous
 * group or the start of the next one (across rows). Undefined at either end of the page.
 */
export function stepPlace(draft: LayoutDraft, from: DraftPlace, step: -1 | 1): DraftPlace | undefined {
  const size = draft[from.row]?.groups[from.group]?.aliases.length ?? 0;
  const within = from.index + step;
  if (within >= 0 && within < size) return { ...from, index: within };
  const groups = groupPlaces(draft);
  const at = groups.findIndex((place) => place.row === from.row && place.group === from.group);
  const next = groups[at + step];
  if (at < 0 || !next) return undefined;
  return { ...next, index: step === 1 ? 0 : (draft[next.row]?.groups[next.group]?.aliases.length ?? 0) };
}

export const removeAlias = (draft: LayoutDraft, place: DraftPlace): LayoutDraft =>
  withGroup(draft, place.row, place.group, (group) => ({ ...group, aliases: group.aliases.filter((_, index) => index !== place.index) }));

/** Appends the alias to a group; without a group, to a new whole-width row at the end. */
export function addAlias(draft: LayoutDraft, alias: string, target?: { row: number; group: number }): LayoutDraft {
  if (!target) return [...draft, { id: rowId(), type: 'grid', gutter: NEW_ROW_GUTTER, groups: [{ span: GRID_SPANS, aliases: [alias] }] }];
  return withGroup(draft, target.row, target.group, (group) => ({ ...group, aliases: [...group.aliases, alias] }));
}

/** A new whole-width row without columns at the end. */
export const addRow = (draft: LayoutDraft): LayoutDraft => [...draft, { id: rowId(), type: 'grid', gutter: NEW_ROW_GUTTER, groups: [{ span: GRID_SPANS, aliases: [] }] }];

export function moveRow(draft: LayoutDraft, index: number, step: -1 | 1): LayoutDraft {
  const target = index + step;
  if (target < 0 || target >= draft.length) return draft;
  const rows = [...draft];
  const [row] = rows.splice(index, 1);
  rows.splice(target, 0, row);
  return rows;
}

export const removeRow = (draft: LayoutDraft, index: number): LayoutDraft => draft.filter((_, r) => r !== index);

/** A cell's width, kept within 1…24 (the row's total is checked by tooWideRows). */
export const setSpan = (draft: LayoutDraft, row: number, group: number, span: number): LayoutDraft =>
  withGroup(draft, row, group, (cell) => ({ ...cell, span: Math.max(1, Math.min(GRID_SPANS, Math.round(span))) }));

/** A new empty cell taking what is left of the row's width (at least 1). */
export function addCell(draft: LayoutDraft, rowIndex: number): LayoutDraft {
  return draft.map((row, r) => (r === rowIndex && row.type === 'grid' ? { ...row, groups: [...row.groups, { span: Math.max(1, GRID_SPANS - rowWidth(row)), aliases: [] }] } : row));
}

/** Removes a cell with its columns (they become available to add again); a row keeps at least one cell. */
export function removeCell(draft: LayoutDraft, rowIndex: number, group: number): LayoutDraft {
  return draft.map((row, r) => (r === rowIndex && row.groups.length > 1 ? { ...row, groups: row.groups.filter((_, g) => g !== group) } : row));
}

/** A layout without the row drawn from `source` of the stored one (home's 'remove' of a tab row). */
export const withoutSourceRow = (draft: LayoutDraft, source: number): LayoutDraft => draft.filter((row) => row.source !== source);

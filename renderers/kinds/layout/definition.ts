// The home layout as vueFrontHome's `value` (Base64 JSON) and designHtml carry it once decoded (contract notes §2.5,
// schemas/layout.schema.json). The tab row's inner shape was never seen in Hotent: Flowdesk writes tabs[{name, list}]
// and also reads a tab row that only has grid-like columns.

export interface LayoutColumnRef {
  alias: string;
}

/** A column of a grid row: its width in 24ths and the columns stacked in it. */
export interface LayoutGridColumn {
  span?: number;
  list: LayoutColumnRef[];
}

export interface LayoutGridRow {
  type: 'grid';
  options?: { gutter?: number; [option: string]: unknown };
  columns: LayoutGridColumn[];
}

export interface LayoutTab {
  name?: string;
  list: LayoutColumnRef[];
}

export interface LayoutTabRow {
  type: 'tab';
  options?: Record<string, unknown>;
  tabs?: LayoutTab[];
  columns?: LayoutGridColumn[];
}

/** A bare {alias} (untyped, or type 'none' as spec §3 calls it): one column across the whole width. */
export interface LayoutAliasRow {
  alias: string;
  type?: 'none';
}

export type LayoutRow = LayoutGridRow | LayoutTabRow | LayoutAliasRow;

export interface LayoutDefinition {
  list: LayoutRow[];
}

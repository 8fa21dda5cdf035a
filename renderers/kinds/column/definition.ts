// A home column (SysIndexColumn) as getByAlias / getDatasByAlias answer it (contract notes §2.6,
// schemas/column.schema.json). Numbers and flags arrive as numbers or strings depending on the writer;
// note Hotent's spellings supportRefesh and refeshTime.

type Flag = 0 | 1 | '0' | '1';
type Code = 0 | 1 | 2 | 3 | 4 | '0' | '1' | '2' | '3' | '4';

export interface ColumnDefinition {
  id?: string | number | null;
  name: string;
  alias: string;
  catalog?: string | null;
  catalogName?: string | null;
  /** 0 common, 1 chart, 2 calendar, 3 roll; the front also treats 4 as a chart. */
  colType?: Code;
  /** Front values: 1 custom dialog, 3 REST, 4 data template, anything else static (0 = service method). */
  dataMode?: Code | null;
  /** dataMode 3: a URL with ${host} / ${curUserAccount} / ${curUserId} placeholders; dataMode 1 and 4: JSON {"alias": …}. */
  dataFrom?: string | null;
  /** JSON: [{name, value}] for REST columns, {chartType, id} for chart columns. */
  dataParam?: string | null;
  dsAlias?: string | null;
  dsName?: string | null;
  /** Body height in px. */
  colHeight?: number | string | null;
  /** The "more" link. */
  colUrl?: string | null;
  /** Base64 (UTF-8) of the column's Vue template. */
  templateHtml?: string | null;
  /** 0 PC, 1 mobile. */
  isPublic?: Flag | null;
  orgId?: string | null;
  supportRefesh?: Flag | null;
  /** Seconds between refreshes when supportRefesh is 1. */
  refeshTime?: number | string | null;
  showEffect?: number | string | null;
  memo?: string | null;
  needPage?: Flag | boolean | null;
  requestType?: 'GET' | 'POST' | 'get' | 'post' | '' | null;
  creator?: string | null;
  tenantId?: string | null;
  orgName?: string | null;
  /** Computed by the server for the current user (missing = true, as in Hotent's model). */
  displayRights?: boolean | null;
}

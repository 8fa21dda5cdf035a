// The custom chart as GET /form/customChart/v1/get/{id} answers it (contract notes §2.10, schemas/customChart.schema.json).
// The list fields and conf are JSON inside strings; the item shapes below are what those strings hold
// (keys as Hotent's chart component reads them), plus the few keys the Flowdesk server adds (docs/customChart.md).
/** Spec 03-portal §3: 1 line, 2 bar, 3 pie; Hotent also stores 4 radar and 5 tree, which Flowdesk does not draw. */
export type ChartStyleCode = 1 | 2 | 3 | 4 | 5 | '1' | '2' | '3' | '4' | '5';

export interface CustomChartDefinition {
  id: string | number;
  name: string;
  /** Flowdesk: the English name (Hotent has one name; extra fields are allowed). */
  nameEn?: string | null;
  alias?: string | null;
  style: ChartStyleCode;
  /** Table the server reads (an allow-listed business table). */
  objName?: string | null;
  /** JSON: ChartFieldItem[] — one series each. */
  displayfield?: string | null;
  /** JSON: ChartConditionItem[]. */
  conditionfield?: string | null;
  resultfield?: string | null;
  /** JSON: ChartSortItem[]. */
  sortfield?: string | null;
  dsalias?: string | null;
  isTable?: 0 | 1 | '0' | '1' | null;
  diySql?: string | null;
  width?: number | string | null;
  height?: number | string | null;
  /** JSON: ChartFieldItem[] — the first item is the category (x axis, pie slices). */
  xaxisField?: string | null;
  /** Unit shown on the value axis and in tooltips, e.g. '元'. */
  yaxisUnit?: string | null;
  /** Flowdesk: the unit in English ('yuan'); English pages fall back to yaxisUnit without it. */
  yaxisUnitEn?: string | null;
  /** JSON: ChartConf. */
  conf?: string | null;
}

/** Aggregates the Flowdesk server allows on a series (no aggregate on any series = one row per record). */
export type ChartAggregate = 'sum' | 'avg' | 'count' | 'max' | 'min';

export interface ChartFieldItem {
  /** Column name; the rows carry it upper-cased. */
  field: string;
  comment?: string;
  /** Flowdesk: the English label (as in the shared list conditions, renderers/list). */
  commentEn?: string;
  dbType?: string;
  /** Server (Flowdesk): aggregate of this series. */
  aggregate?: ChartAggregate;
  /** Server (Flowdesk): source column when it differs from `field` (e.g. a sum of `amount` named `north`). */
  column?: string;
  /** Server (Flowdesk): only rows whose `column` equals `value` count (one series per region, say). */
  filter?: { column: string; value: string | number };
}

export interface ChartConditionItem {
  field: string;
  comment?: string;
  commentEn?: string;
  /** Short code of stored Hotent JSON (EQ, LK, BETWEEN …, contract notes §2.8) or the Java enum name. */
  condition?: string;
  dbType?: 'varchar' | 'number' | 'date' | string;
  /** '1' typed by the user (shown in the condition form), '2' fixed value (sent, not shown). */
  defaultType?: string | number;
  /** A value, or for BETWEEN [from, to]. */
  defaultValue?: string | number | (string | number)[] | null;
}

export interface ChartSortItem {
  field: string;
  sortType?: string;
}

/** Hotent's flag values: 2 = on (yMin: axis starts at the data minimum; xShowAll: every category label shown). */
export interface ChartConf {
  yMin?: number | string | boolean;
  xShowAll?: number | string | boolean;
  /** Rows the chart loads (0 or missing = the server's page limit). */
  maxLength?: number | string;
  series?: { smooth?: boolean; stack?: boolean; radius?: (number | string)[] };
  [option: string]: unknown;
}

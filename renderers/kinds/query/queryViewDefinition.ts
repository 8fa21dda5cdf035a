// A query view (自定义SQL视图) as GET /form/query/queryView/getJson answers it (EIP QueryView,
// schemas/queryView.schema.json): a named view over a server-side SQL definition (sqlAlias) with its
// displayed fields (shows), search conditions and buttons as JSON strings. `nameEn`, `fieldDescEn` are
// Flowdesk's optional English texts.
type Flag = 0 | 1 | '0' | '1' | boolean | null;

export interface QueryViewDefinition {
  id?: string | number | null;
  sqlAlias: string;
  alias: string;
  name: string;
  nameEn?: string | null;
  /** JSON: QueryViewShow[] */
  shows?: string | null;
  /** JSON: QueryViewCondition[] */
  conditions?: string | null;
  /** JSON: QueryViewButton[] */
  buttons?: string | null;
  filterType?: number | string | null;
  filter?: string | null;
  /** 1: search when the page opens (default); 0: only after the user searches */
  initQuery?: Flag;
  template?: string | null;
  templateAlias?: string | null;
  supportGroup?: 0 | 1 | '0' | '1' | null;
  groupSetting?: string | null;
  pageSize?: number | string | null;
  showRowsNum?: Flag;
  sn?: number | string | null;
  needPage?: Flag;
}

export interface QueryViewShow {
  /** The column (of the SQL definition). */
  name: string;
  /** The row key of the answer (default: name). */
  fieldName?: string;
  fieldDesc?: string;
  fieldDescEn?: string;
  hidden?: 0 | 1 | '0' | '1';
  defaultSort?: 0 | 1 | '0' | '1';
  sortSeq?: 'asc' | 'desc' | 'ASC' | 'DESC';
  width?: number | string;
  /** the column's type as the conditions name it ('varchar' | 'number' | 'date'): a number column is formatted as one */
  dbType?: string;
  /** a number column's decimals (0–20); without them each value shows its own */
  decimalLen?: number | string;
}

export interface QueryViewCondition {
  name: string;
  fieldDesc?: string;
  fieldDescEn?: string;
  condition?: string;
  dbType?: string;
  controllerType?: string | number;
  config?: unknown;
  defaultValue?: unknown;
}

export interface QueryViewButton {
  name: string;
  desc?: string;
  inRow?: 0 | 1 | '0' | '1';
  hidden?: 0 | 1 | '0' | '1';
}

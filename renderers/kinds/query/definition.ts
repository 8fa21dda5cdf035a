// The custom query (关联查询) as POST /form/customQuery/v1/getByAlias answers it (contract notes §2.8,
// schemas/customQuery.schema.json). conditionfield, resultfield and sortfield hold JSON arrays in strings;
// `nameEn` and each item's `commentEn` are Flowdesk's optional English texts (extra fields are allowed).
import type { ConditionFieldItem } from '../../list/conditions';

type Flag = 0 | 1 | '0' | '1' | boolean | null;

export interface CustomQueryDefinition {
  id?: string | number | null;
  name: string;
  nameEn?: string | null;
  alias: string;
  /** The business table a dataSource query reads (server side; allow-listed there). */
  objName?: string | null;
  needPage?: Flag;
  pageSize?: number | string | null;
  /** JSON: CustomQueryCondition[] */
  conditionfield?: string | null;
  /** JSON: CustomQueryResultField[] */
  resultfield?: string | null;
  /** JSON: CustomQuerySortField[] */
  sortfield?: string | null;
  dsalias?: string | null;
  isTable?: 0 | 1 | '0' | '1' | null;
  sqlBuildType?: 0 | 1 | '0' | '1' | null;
  diySql?: string | null;
  dsType?: 'dataSource' | 'restful' | '' | null;
  /** restful: `${host}/path` or a relative '/path' */
  url?: string | null;
  /** restful: JSON object of request headers */
  header?: string | null;
  requestType?: 'GET' | 'POST' | 'get' | 'post' | '' | null;
  /** restful POST: the JSON body, with ${key} placeholders for condition values */
  dataParam?: string | null;
  pageKey?: string | null;
  pageSizeKey?: string | null;
  totalKey?: string | null;
  listKey?: string | null;
}

/**
 * defaultType: '1' the caller's parameter (shown as a search box, prefilled from the page's params),
 * '2' a fixed value, '3' a script (never run: its stored value is used as a fixed value), '4' dynamic input.
 */
export interface CustomQueryCondition extends ConditionFieldItem {
  field: string;
  /** The parameter the condition reads (default: its field); conditions sharing a key share one input. */
  key?: string;
  comment?: string;
  commentEn?: string;
  condition?: string;
  dbType?: string;
  defaultType?: '1' | '2' | '3' | '4' | 1 | 2 | 3 | 4;
  defaultValue?: unknown;
}

export interface CustomQueryResultField {
  field: string;
  comment?: string;
  commentEn?: string;
  /** px */
  width?: number | string;
  hidden?: 0 | 1 | '0' | '1' | boolean;
  /** the column's type as the conditions name it ('varchar' | 'number' | 'date'): a number column is formatted as one */
  dbType?: string;
  /** a number column's decimals (0–20); without them each value shows its own */
  decimalLen?: number | string;
}

export interface CustomQuerySortField {
  field: string;
  sortType?: 'ASC' | 'DESC' | 'asc' | 'desc';
}

// The custom dialog as GET /form/customDialog/v1/getByAlias answers it (contract notes §2.9,
// schemas/customDialog.schema.json), and the items of its JSON-string fields once parsed.

import type { LocalizedText } from '../form/definition';

// A text in one language, or in both (Flowdesk fixtures; a Hotent server sends plain strings).
export type { LocalizedText };

type Flag = 0 | 1 | '0' | '1' | boolean | null;

export interface CustomDialogDefinition {
  readonly id?: string | number | null;
  readonly name: LocalizedText;
  readonly alias: string;
  /** 0 list, 1 tree */
  readonly style?: 0 | 1 | '0' | '1';
  /** the table or view the server reads (data-source dialogs) */
  readonly objName?: string | null;
  readonly needPage?: Flag;
  readonly pageSize?: number | string | null;
  /** JSON: DisplayFieldItem[] (list) or TreeDisplayField (tree) */
  readonly displayfield?: string | null;
  /** JSON: ConditionFieldItem[] */
  readonly conditionfield?: string | null;
  /** JSON: ResultFieldItem[] */
  readonly resultfield?: string | null;
  /** JSON: SortFieldItem[] */
  readonly sortfield?: string | null;
  readonly dsType?: 'dataSource' | 'restful' | '' | null;
  readonly dsalias?: string | null;
  readonly isTable?: 0 | 1 | '0' | '1' | null;
  readonly diySql?: string | null;
  readonly sqlBuildType?: 0 | 1 | '0' | '1' | null;
  readonly width?: number | string | null;
  readonly height?: number | string | null;
  /** -1 any number, 1 single, n > 1 at most n */
  readonly selectNum: number | string;
  readonly system?: boolean | number | string | null;
  /** tree: checking a node also checks its parent */
  readonly parentCheck?: boolean | number | string | null;
  /** tree: checking a node also checks its children */
  readonly childrenCheck?: boolean | number | string | null;
  /** restful: `${host}/path` or a relative path */
  readonly url?: string | null;
  /** restful: JSON object of extra request headers */
  readonly header?: string | null;
  readonly requestType?: 'GET' | 'POST' | 'get' | 'post' | '' | null;
  /** restful: JSON object of fixed request parameters */
  readonly dataParam?: string | null;
  readonly pageKey?: string | null;
  readonly pageSizeKey?: string | null;
  readonly totalKey?: string | null;
  readonly listKey?: string | null;
}

// Items of the JSON-string fields. Texts follow the shared list blocks (renderers/list): `comment` is the
// Chinese label and the optional `commentEn` the English one (extra keys are allowed by Hotent).

export interface DisplayFieldItem {
  readonly field: string;
  readonly comment?: string;
  readonly commentEn?: string;
  /** column width in pixels */
  readonly width?: number;
}

export interface TreeDisplayField {
  readonly id: string;
  readonly pid: string;
  readonly displayName: string;
}

/** conditionfield items are renderers/list ConditionFieldItem; dialogs add a custom-query bound select. */
export interface ConditionCustomQuery {
  readonly alias: string;
  /** the custom query's row key of the option value */
  readonly valueBind: string;
  /** the custom query's row key of the option label */
  readonly labelBind: string;
}

export interface ResultFieldItem {
  readonly field: string;
  readonly comment?: string;
  readonly commentEn?: string;
  /** the name the caller receives the value under (default: field) */
  readonly AliasName?: string;
}

export interface SortFieldItem {
  readonly field: string;
  readonly sortType?: string;
}

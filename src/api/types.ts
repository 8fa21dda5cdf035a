// Wire shapes shared by many endpoints (contract-notes §0, §1): QueryFilter requests, PageList and
// CommonResult answers. Backends send numbers or booleans as strings at times, hence the unions.

/** Java enum names of QueryOP; the short codes (EQ, LK…) only occur inside stored dialog JSON. */
export type QueryOperation =
  | 'EQUAL'
  | 'EQUAL_IGNORE_CASE'
  | 'LESS'
  | 'GREAT'
  | 'LESS_EQUAL'
  | 'GREAT_EQUAL'
  | 'NOT_EQUAL'
  | 'LIKE'
  | 'LEFT_LIKE'
  | 'RIGHT_LIKE'
  | 'IS_NULL'
  | 'NOTNULL'
  | 'IN'
  | 'BETWEEN';

export type FieldRelation = 'AND' | 'OR';

export interface PageBean {
  page?: number | string;
  pageSize?: number | string;
  showTotal?: boolean | string;
}

export interface QueryField {
  property: string;
  /** a scalar, an array for IN, or a pair for BETWEEN */
  value?: unknown;
  operation?: QueryOperation;
  relation?: FieldRelation;
  group?: string;
}

export interface FieldSort {
  property: string;
  direction: 'ASC' | 'DESC';
}

export interface QueryFilter {
  pageBean?: PageBean;
  querys?: QueryField[];
  sorter?: FieldSort[];
  params?: Record<string, unknown>;
  groupRelation?: FieldRelation;
}

export interface PageList<T> {
  rows: T[];
  total: number;
  page: number;
  pageSize: number;
}

/** The answer of writes and some reads: `{state, message, value, errorCode?}`. */
export interface CommonResult<T = unknown> {
  state: boolean;
  message?: string;
  value?: T;
  errorCode?: string;
  logId?: string;
}

/** Nodes of the organisation and menu trees. */
export interface TreeNode {
  id: string;
  parentId?: string;
  children?: TreeNode[];
}

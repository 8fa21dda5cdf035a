// Custom dialogs on the form host (spec §7, contract notes §2.9), and the call of a RESTful dialog's own url.
import { request, type ApiResult, type CallOptions } from './http';
import type { PageList, QueryFilter } from './types';

/** A stored CustomDialog: its JSON-string fields are read by the engine's customDialog kind. */
export interface CustomDialogWire {
  alias: string;
  name: string | Record<string, string>;
  [field: string]: unknown;
}

/** A row of getListData / getTreeData: UPPER-CASE column names. */
export type CustomDialogRow = Record<string, unknown>;

/** Values of conditions with defaultType 3, sent as the JSON of `mapParam`. */
export type DialogMapParam = Readonly<Record<string, string>>;

const mapParamOf = (params?: DialogMapParam) => (params && Object.keys(params).length > 0 ? { mapParam: JSON.stringify(params) } : {});

/** GET ${form}/form/customDialog/v1/getByAlias?alias — an unknown alias answers `{}`. */
export function getCustomDialogByAlias(alias: string, options?: CallOptions): Promise<ApiResult<CustomDialogWire | Record<string, never>>> {
  return request({ url: '${form}/form/customDialog/v1/getByAlias', params: { alias }, ...options });
}

/** POST ${form}/form/customDialog/v1/getListData?alias&mapParam with a QueryFilter. */
export function getCustomDialogListData(alias: string, filter: QueryFilter, params?: DialogMapParam, options?: CallOptions): Promise<ApiResult<PageList<CustomDialogRow>>> {
  return request({ url: '${form}/form/customDialog/v1/getListData', method: 'POST', params: { alias, ...mapParamOf(params) }, data: filter, ...options });
}

/** GET ${form}/form/customDialog/v1/getTreeData?alias&mapParam — the flat list of tree nodes. */
export function getCustomDialogTreeData(alias: string, params?: DialogMapParam, options?: CallOptions): Promise<ApiResult<CustomDialogRow[]>> {
  return request({ url: '${form}/form/customDialog/v1/getTreeData', params: { alias, ...mapParamOf(params) }, ...options });
}

export interface DialogUrlCall {
  /** `${host}/path` or a relative path (the engine refuses anything else) */
  url: string;
  method: 'GET' | 'POST';
  /** the definition's own headers (never Authorization, Cookie, Host or Tenant-Code: the layer sets those) */
  headers: Record<string, string>;
  /** query parameters (GET) or the JSON body (POST) */
  params: Record<string, unknown>;
}

/** A RESTful dialog's url; the answer is the raw text, which the engine reads (and reports when it cannot). */
export function callDialogUrl(call: DialogUrlCall, options?: CallOptions): Promise<ApiResult<string>> {
  return request<string>({
    url: call.url,
    method: call.method,
    headers: call.headers,
    ...(call.method === 'GET' ? { params: call.params } : { data: call.params }),
    responseType: 'text',
    ...options,
  });
}

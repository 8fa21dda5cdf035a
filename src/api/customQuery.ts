// Custom query (关联查询) and query view calls (spec 03-portal §7, contract notes §2.8) and the portal's
// sources built from them (APP_SOURCES.customQuery / .queryView). Data calls are quiet: the query shows the
// catalogue's error toast itself. A newer identical search supersedes a pending one (canceled → ignored).
import { encodeBase64 } from './base64';
import {
  showErrorToast,
  type CustomQueryDefinition,
  type CustomQuerySource,
  type QueryParam,
  type QueryViewDefinition,
  type QueryViewFilter,
  type QueryViewSource,
  type RestRequest,
  type SourceAnswer,
} from '../../renderers';
import { request, type ApiResult, type CallOptions } from './http';
import type { PageList } from './types';

const QUERY = '${form}/form/customQuery/v1';
const VIEW = '${form}/form/query/queryView';

/** POST getByAlias — the body is the raw alias (Hotent's @RequestBody String) → the bare definition, {} when unknown. */
export function getCustomQueryByAlias(alias: string, options?: CallOptions): Promise<ApiResult<CustomQueryDefinition | Record<string, never> | null>> {
  return request({ url: `${QUERY}/getByAlias`, method: 'POST', data: alias, headers: { 'Content-Type': 'text/plain;charset=UTF-8' }, ...options });
}

/** POST doQuery?alias&page, body [{key, value}] → PageList (rows keep the database's column case). */
export function doQuery(alias: string, params: readonly QueryParam[], page: number, options?: CallOptions): Promise<ApiResult<PageList<Record<string, unknown>>>> {
  return request({ url: `${QUERY}/doQuery`, method: 'POST', params: { alias, page }, data: params, ...options });
}

/** GET doQueryBase64?alias&queryData=<Base64 (UTF-8) of [{key, value}]>&page → PageList. */
export function doQueryBase64(alias: string, params: readonly QueryParam[], page: number, options?: CallOptions): Promise<ApiResult<PageList<Record<string, unknown>>>> {
  return request({ url: `${QUERY}/doQueryBase64`, params: { alias, page, queryData: encodeBase64(JSON.stringify(params)) }, ...options });
}

/** A restful query's own address (checked by the adapter; the request layer guards where the token goes). */
export function callRestQuery(call: RestRequest, options?: CallOptions): Promise<ApiResult<unknown>> {
  return request({ url: call.url, method: call.method, params: call.params, data: call.body, headers: { ...call.headers }, ...options });
}

/** GET getJson?sqlAlias&alias → the bare query view ({} when unknown). */
export function getQueryView(sqlAlias: string, alias: string, options?: CallOptions): Promise<ApiResult<QueryViewDefinition | Record<string, never> | null>> {
  return request({ url: `${VIEW}/getJson`, params: { sqlAlias, alias }, ...options });
}

/** POST data_{sqlAlias}/{alias}, body QueryFilter → PageList. */
export function getQueryViewData(sqlAlias: string, alias: string, filter: QueryViewFilter, options?: CallOptions): Promise<ApiResult<PageList<Record<string, unknown>>>> {
  return request({ url: `${VIEW}/data_${encodeURIComponent(sqlAlias)}/${encodeURIComponent(alias)}`, method: 'POST', data: filter, ...options });
}

/** POST export?sqlAlias&alias&getType&expField=<Base64 of "f1,f2">, body QueryFilter → an .xlsx download (saved by the request layer). */
export function exportQueryView(
  sqlAlias: string,
  alias: string,
  getType: 'all' | 'page',
  fields: readonly string[],
  filter: QueryViewFilter,
  options?: CallOptions,
): Promise<ApiResult<Blob>> {
  return request({
    url: `${VIEW}/export`,
    method: 'POST',
    params: { sqlAlias, alias, getType, expField: encodeBase64(fields.join(',')) },
    data: filter,
    responseType: 'blob',
    ...options,
  });
}

const QUIET: CallOptions = { quiet: true };

function answerOf(result: ApiResult<unknown>): SourceAnswer {
  if (result.ok) return { ok: true, data: result.data };
  return { ok: false, message: result.message ?? '', canceled: result.canceled };
}

/** The definition, or null when the call failed (the query reports the alias as unfound). */
const definitionOf = (result: ApiResult<unknown>) => (result.ok ? (result.data ?? null) : null);

export function createAppQuerySource(): CustomQuerySource {
  return {
    getByAlias: async (alias) => definitionOf(await getCustomQueryByAlias(alias, QUIET)),
    doQuery: async (alias, params, page, method) => answerOf(await (method === 'GET' ? doQueryBase64 : doQuery)(alias, params, page, QUIET)),
    callRest: async (call) => answerOf(await callRestQuery(call, QUIET)),
    notifyError: showErrorToast,
  };
}

export function createAppQueryViewSource(): QueryViewSource {
  return {
    getJson: async (sqlAlias, alias) => definitionOf(await getQueryView(sqlAlias, alias, QUIET)),
    getData: async (sqlAlias, alias, filter) => answerOf(await getQueryViewData(sqlAlias, alias, filter, QUIET)),
    exportRows: async (sqlAlias, alias, getType, fields, filter) => answerOf(await exportQueryView(sqlAlias, alias, getType, fields, filter, { quiet: true, allowDuplicate: true })),
    notifyError: showErrorToast,
  };
}

// What the custom query needs from its host (the renderer gets it as `view.source`): the portal implements it
// with its request layer (src/api/customQuery.ts), replay with recorded answers. No URLs are known here.

/** One condition value as doQuery takes it: the body [{key, value}] (contract notes §2.8). */
export interface QueryParam {
  readonly key: string;
  readonly value: string;
}

/** A call to a restful query's configured address (already checked: `${host}/path` or '/path'). */
export interface RestRequest {
  readonly method: 'GET' | 'POST';
  readonly url: string;
  /** GET: the query string (condition values and paging keys). */
  readonly params?: Readonly<Record<string, string | number>>;
  /** POST: the body (the definition's dataParam with the values filled in, or the [{key, value}] list). */
  readonly body?: unknown;
  /** From the definition, without Authorization, Cookie, Host or Tenant-Code. */
  readonly headers: Readonly<Record<string, string>>;
}

/** An answer: the body as received, a failure with its localized message, or a superseded call (ignored). */
export type SourceAnswer =
  | { readonly ok: true; readonly data: unknown }
  | { readonly ok: false; readonly message: string; readonly canceled?: boolean };

export interface CustomQuerySource {
  /** POST getByAlias: the definition, or null / an empty object when there is none. */
  getByAlias(alias: string): Promise<unknown>;
  /** dataSource queries: doQuery?alias&page with the [{key, value}] body → PageList. GET queries may use doQueryBase64. */
  doQuery(alias: string, params: readonly QueryParam[], page: number, method: 'GET' | 'POST'): Promise<SourceAnswer>;
  /** restful queries: the configured address → its raw body (text is parsed by the query). `page` is informational (replay). */
  callRest(request: RestRequest, page: number): Promise<SourceAnswer>;
  /** Shows an error toast (the spec's catalogue errors). */
  notifyError(message: string): void;
}

// Pure: a REST column's data → the request the page sends (Hotent's HtColumn, contract notes §2.6). The current
// user's placeholders are filled in here; ${host} placeholders stay for the http layer, which resolves them.
import { DEFAULT_LOCALE, type Locale } from '../../messages';
import type { RestColumnData } from './adapter';
import { formatColumnMessage } from './messages';

export interface ColumnRequestContext {
  readonly account: string;
  readonly userId: string;
}

export interface ColumnPage {
  readonly page: number;
  readonly pageSize: number;
}

export type ColumnRequest =
  | {
      readonly ok: true;
      readonly url: string;
      readonly method: 'GET' | 'POST';
      /** GET: the parameters (and page/pageSize) as query parameters. */
      readonly query?: Readonly<Record<string, string>>;
      /** POST: each parameter's JSON-parsed value under its name (and pageBean). */
      readonly body?: Readonly<Record<string, unknown>>;
    }
  | { readonly ok: false; readonly code: 'column.paramNotJson'; readonly param: string; readonly error: string };

/** Used when a paged column (needPage) is asked for without a page. */
export const DEFAULT_COLUMN_PAGE: ColumnPage = { page: 1, pageSize: 10 };

const USER_PLACEHOLDER = /\$\{(curUserAccount|curUserId)\}/g;

function fillUser(text: string, context: ColumnRequestContext, escape: (value: string) => string): string {
  return text.replace(USER_PLACEHOLDER, (_, name: string) => escape(name === 'curUserAccount' ? context.account : context.userId));
}

// Inside a JSON value the account is inserted JSON-escaped: a quote in it cannot add keys to the body.
const jsonEscaped = (value: string) => JSON.stringify(value).slice(1, -1);
const asIs = (value: string) => value;

const positiveInteger = (value: number, fallback: number) => (Number.isInteger(value) && value > 0 ? value : fallback);

/**
 * The request of a REST column. POST values are JSON-parsed like Hotent does, so a bare word (`admin`) or an
 * empty value is an error naming the parameter; write `"admin"` for a string. Object.fromEntries keeps a
 * parameter named __proto__ an ordinary key.
 */
export function buildColumnRequest(data: RestColumnData, context: ColumnRequestContext, page?: ColumnPage, locale: Locale = DEFAULT_LOCALE): ColumnRequest {
  const url = fillUser(data.url, context, encodeURIComponent);
  const paging = data.needPage
    ? { page: positiveInteger(page?.page ?? DEFAULT_COLUMN_PAGE.page, DEFAULT_COLUMN_PAGE.page), pageSize: positiveInteger(page?.pageSize ?? DEFAULT_COLUMN_PAGE.pageSize, DEFAULT_COLUMN_PAGE.pageSize) }
    : undefined;

  if (data.method === 'GET') {
    const entries: [string, string][] = data.params.map((param) => [param.name, fillUser(param.value, context, asIs)]);
    if (paging) entries.push(['page', String(paging.page)], ['pageSize', String(paging.pageSize)]);
    return { ok: true, url, method: 'GET', query: Object.fromEntries(entries) };
  }

  const entries: [string, unknown][] = [];
  for (const param of data.params) {
    try {
      entries.push([param.name, JSON.parse(fillUser(param.value, context, jsonEscaped)) as unknown]);
    } catch {
      return { ok: false, code: 'column.paramNotJson', param: param.name, error: formatColumnMessage('column.paramNotJson', { name: param.name }, locale) };
    }
  }
  // Paging is the column's own switch: it wins over a parameter that happens to be called pageBean.
  if (paging) entries.push(['pageBean', { ...paging, showTotal: true }]);
  return { ok: true, url, method: 'POST', body: Object.fromEntries(entries) };
}

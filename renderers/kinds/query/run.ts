// Running a custom query through its source: the definition by alias (waiting at most 15 s), the
// [{key, value}] parameters, the restful request (GET query string or POST body from dataParam) and the
// reading of answers (listKey, pageKey, pageSizeKey, totalKey) with the catalogue's errors (spec §5, §8).
// The request building and answer reading are pure; only runQuery and loadQueryDefinition call the source.
import { isBlankValue, type ConditionValue, type ConditionValues } from '../../list/conditions';
import { cellText, type ListPage, type ListRow } from '../../list/columns';
import type { Locale } from '../../messages';
import { PLACEHOLDER, type CustomQueryModel, type RestModel } from './adapter';
import { formatQueryMessage, type QueryMessageKey } from './messages';
import type { CustomQuerySource, QueryParam, RestRequest, SourceAnswer } from './source';

/** Spec §4/§9: how long the page waits for a definition before reporting the alias as unfound. */
export const DEFINITION_WAIT_MS = 15_000;

/** A query that cannot run or whose answer cannot be read; the message is localized (a catalogue text). */
export class QueryError extends Error {
  constructor(
    readonly code: QueryMessageKey,
    message: string,
  ) {
    super(message);
    this.name = 'QueryError';
  }
}

const fail = (code: QueryMessageKey, locale: Locale, params?: Record<string, string>): never => {
  throw new QueryError(code, formatQueryMessage(code, params, locale));
};

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** A definition arrived: an object with an alias (Hotent answers an unknown alias with null or {}). */
const isDefinition = (value: unknown): boolean => isRecord(value) && typeof value.alias === 'string' && value.alias !== '';

/**
 * The definition of `alias`, or QueryError 'query.aliasNotFound' when none arrives within `timeoutMs`
 * (an empty answer or a failed call count as none).
 */
export async function loadQueryDefinition(source: Pick<CustomQuerySource, 'getByAlias'>, alias: string, locale: Locale, timeoutMs = DEFINITION_WAIT_MS): Promise<unknown> {
  if (!alias.trim()) fail('query.aliasRequired', locale);
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<undefined>((resolve) => {
    timer = setTimeout(() => resolve(undefined), timeoutMs);
  });
  try {
    const definition = await Promise.race([source.getByAlias(alias).catch(() => undefined), timeout]);
    if (!isDefinition(definition)) fail('query.aliasNotFound', locale, { alias });
    return definition;
  } finally {
    clearTimeout(timer);
  }
}

/** A form value as one parameter text: lists (ranges, several choices) comma-joined, as the server splits them. */
const paramText = (value: ConditionValue | undefined): string =>
  value === undefined || isBlankValue(value) ? '' : typeof value === 'string' ? value.trim() : value.map((part) => part.trim()).join(',');

/** The [{key, value}] body: every parameter key once; fixed ones with their stored value, the others with what the form holds. */
export function queryParams(model: CustomQueryModel, values: ConditionValues): QueryParam[] {
  const seen = new Set<string>();
  return model.conditions
    .filter((item) => !seen.has(item.key) && seen.add(item.key))
    .map((item) => ({ key: item.key, value: paramText(item.source === 'fixed' ? item.defaultValue : values[item.key]) }));
}

const pathParts = (path: string) => path.split('.').filter(Boolean);

function readPath(data: unknown, path: string): unknown {
  let current = data;
  for (const part of pathParts(path)) {
    if (!isRecord(current) || !Object.hasOwn(current, part)) return undefined;
    current = current[part];
  }
  return current;
}

function writePath(data: Record<string, unknown>, path: string, value: unknown): void {
  const parts = pathParts(path);
  let current = data;
  parts.slice(0, -1).forEach((part) => {
    if (!isRecord(current[part])) current[part] = {};
    current = current[part] as Record<string, unknown>;
  });
  if (parts.length) current[parts[parts.length - 1]] = value;
}

/** The query-string name of a paging key: its last path segment ('data.pageNo' → 'pageNo'). */
const paramName = (path: string) => pathParts(path).at(-1) ?? path;

/** The request of a restful query for one page (pure). */
export function restRequest(model: CustomQueryModel, rest: RestModel, params: readonly QueryParam[], page: number, pageSize: number, locale: Locale): RestRequest {
  const paging: Record<string, number> = {};
  if (model.needPage && rest.pageKey) paging[rest.pageKey] = page;
  if (model.needPage && rest.pageSizeKey) paging[rest.pageSizeKey] = pageSize;
  const pagingParams = Object.fromEntries(Object.entries(paging).map(([key, value]) => [paramName(key), value]));
  if (rest.method === 'GET') {
    const query: Record<string, string | number> = {};
    for (const param of params) if (param.value !== '') query[param.key] = param.value;
    return { method: 'GET', url: rest.url, params: { ...query, ...pagingParams }, headers: rest.headers };
  }
  if (!rest.dataParam) {
    // A [{key, value}] body has no place for paging keys: they go in the query string.
    return { method: 'POST', url: rest.url, body: params, headers: rest.headers, ...(Object.keys(pagingParams).length ? { params: pagingParams } : {}) };
  }
  const context = new Map<string, string>([['page', String(page)], ['pageSize', String(pageSize)]]);
  for (const param of params) context.set(param.key, param.value);
  // Values are inserted JSON-escaped, so quotes or braces in a value stay inside its string.
  const text = rest.dataParam.replace(PLACEHOLDER, (_, key: string) => JSON.stringify(context.get(key) ?? '').slice(1, -1));
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    fail('query.postParamJson', locale);
  }
  if (isRecord(body)) for (const [key, value] of Object.entries(paging)) writePath(body, key, value);
  return { method: 'POST', url: rest.url, body, headers: rest.headers };
}

const toRow = (item: unknown): ListRow => (isRecord(item) ? item : { value: item });

const toCount = (value: unknown, fallback: number) => {
  const number = typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? Number(value) : Number.NaN;
  return Number.isFinite(number) && number >= 0 ? number : fallback;
};

/** A paging number at `key` from the answer's root, else beside the list (pageKey 'pageNo' finds data.pageNo for listKey 'data.list'). */
function readNumber(data: unknown, key: string | undefined, listKey: string, fallback: number): number {
  if (!key) return fallback;
  const direct = readPath(data, key);
  if (direct !== undefined) return toCount(direct, fallback);
  const parent = pathParts(listKey).slice(0, -1).join('.');
  return parent ? toCount(readPath(data, `${parent}.${key}`), fallback) : fallback;
}

function parseBody(body: unknown, locale: Locale): unknown {
  if (body === null || body === undefined || (typeof body === 'string' && body.trim() === '')) fail('query.emptyAnswer', locale);
  if (typeof body !== 'string') return body;
  try {
    return JSON.parse(body);
  } catch {
    return fail('query.answerNotJson', locale);
  }
}

/** A restful answer as a page: the list at listKey, paging numbers at their keys (pure; throws QueryError). */
export function readRestAnswer(body: unknown, rest: RestModel, requested: { page: number; pageSize: number }, locale: Locale): ListPage {
  const data = parseBody(body, locale);
  if (Array.isArray(data)) return { rows: data.map(toRow), total: data.length, page: 1, pageSize: Math.max(data.length, requested.pageSize) };
  if (!isRecord(data)) return fail('query.answerUnreadable', locale);
  const list = readPath(data, rest.listKey);
  if (!Array.isArray(list)) return fail('query.listNotFound', locale);
  return {
    rows: list.map(toRow),
    total: readNumber(data, rest.totalKey, rest.listKey, list.length),
    page: readNumber(data, rest.pageKey, rest.listKey, requested.page),
    pageSize: readNumber(data, rest.pageSizeKey, rest.listKey, requested.pageSize),
  };
}

/** A doQuery answer (PageList) as a page (pure; throws QueryError). */
export function readPageList(body: unknown, requested: { page: number; pageSize: number }, locale: Locale): ListPage {
  const data = parseBody(body, locale);
  if (Array.isArray(data)) return { rows: data.map(toRow), total: data.length, page: 1, pageSize: Math.max(data.length, requested.pageSize) };
  if (!isRecord(data)) return fail('query.answerUnreadable', locale);
  if (!Array.isArray(data.rows)) return fail('query.listNotFound', locale);
  return {
    rows: data.rows.map(toRow),
    total: toCount(data.total, data.rows.length),
    page: toCount(data.page, requested.page),
    pageSize: toCount(data.pageSize, requested.pageSize),
  };
}

function answered(answer: SourceAnswer, locale: Locale): unknown {
  if (answer.ok) return answer.data;
  if (answer.canceled) return undefined;
  throw new QueryError('query.requestFailed', answer.message || formatQueryMessage('query.requestFailed', {}, locale));
}

export interface QueryRun {
  readonly values: ConditionValues;
  readonly page: number;
  readonly pageSize: number;
}

/**
 * One page of the query, or null when the call was superseded. Throws QueryError for a broken definition
 * (its first error), a failed call (the request layer's message) and unreadable answers.
 */
export async function runQuery(model: CustomQueryModel, source: CustomQuerySource, run: QueryRun, locale: Locale): Promise<ListPage | null> {
  const [problem] = model.errors;
  if (problem) throw new QueryError(problem.code, problem.message);
  const params = queryParams(model, run.values);
  if (model.dsType === 'dataSource' || !model.rest) {
    const answer = await source.doQuery(model.alias, params, run.page, model.method);
    if (!answer.ok && answer.canceled) return null;
    return readPageList(answered(answer, locale), run, locale);
  }
  const answer = await source.callRest(restRequest(model, model.rest, params, run.page, run.pageSize, locale), run.page);
  if (!answer.ok && answer.canceled) return null;
  const page = readRestAnswer(answered(answer, locale), model.rest, run, locale);
  // An unpaged restful answer is one page holding everything.
  return model.needPage ? page : { ...page, page: 1, pageSize: Math.max(page.rows.length, 1), total: page.rows.length };
}

/** Every key of the first rows, for queries without result fields. */
export function columnsFromRows(rows: readonly ListRow[]): { field: string; title: string }[] {
  const keys = new Set<string>();
  for (const row of rows.slice(0, 20)) for (const key of Object.keys(row)) keys.add(key);
  return [...keys].map((key) => ({ field: key, title: cellText(key) }));
}

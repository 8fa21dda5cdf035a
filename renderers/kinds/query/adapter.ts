// The custom query adapter (pure): definition → CustomQueryModel. The JSON-string fields are parsed here;
// what is wrong with them is kept in model.errors with the catalogue's texts (spec 03-portal §8), so the
// renderer can show them as error toasts instead of querying. A restful query's address may only be a
// `${host}` placeholder plus a path or a relative path, and its headers may not set credentials or the tenant.
import { conditionFromField, dataTypeOf, localizedLabel, toConditionValue, type ConditionValue, type ListCondition } from '../../list/conditions';
import { toSortDirection, type ListColumn, type ListSort } from '../../list/columns';
import type { Locale } from '../../messages';
import type { CustomQueryCondition, CustomQueryDefinition, CustomQueryResultField, CustomQuerySortField } from './definition';
import { formatQueryMessage, type QueryMessageKey } from './messages';

export const DEFAULT_QUERY_PAGE_SIZE = 10;

export interface QueryModelError {
  readonly code: QueryMessageKey;
  readonly message: string;
}

/** Where a condition's value comes from: the page's parameter, the definition (fixed), or the user. */
export type ConditionSource = 'param' | 'fixed' | 'input';

export interface QueryConditionModel {
  /** The key of the [{key, value}] body. */
  readonly key: string;
  readonly source: ConditionSource;
  /** The stored default (fixed conditions always send it). */
  readonly defaultValue?: ConditionValue;
  /** The form's condition (param and input conditions are shown). */
  readonly condition: ListCondition;
}

export interface RestModel {
  readonly method: 'GET' | 'POST';
  readonly url: string;
  readonly headers: Readonly<Record<string, string>>;
  /** POST body template: JSON with ${key} placeholders (blank = the [{key, value}] list). */
  readonly dataParam: string;
  /** Dotted paths; listKey defaults to 'rows'. */
  readonly listKey: string;
  readonly pageKey?: string;
  readonly pageSizeKey?: string;
  readonly totalKey?: string;
}

export interface CustomQueryModel {
  readonly alias: string;
  readonly name: string;
  readonly dsType: 'dataSource' | 'restful';
  /** dataSource: POST doQuery, or GET (doQueryBase64). */
  readonly method: 'GET' | 'POST';
  readonly conditions: readonly QueryConditionModel[];
  /** The search form: conditions with source param or input. */
  readonly inputs: readonly ListCondition[];
  /** From resultfield; empty = every key of the answer's rows. */
  readonly columns: readonly ListColumn[];
  /** The stored order (sortfield): the server applies it; the first is the table's initial sort of unpaged lists. */
  readonly sort: readonly ListSort[];
  readonly needPage: boolean;
  readonly pageSize: number;
  readonly rest?: RestModel;
  /** Problems of the definition (catalogue texts, localized); a model with errors does not query. */
  readonly errors: readonly QueryModelError[];
}

/** `${host}/path` or '/path': no scheme, no protocol-relative '//host', no backslashes or blanks. */
const ALLOWED_URL = /^(?:\$\{[A-Za-z][A-Za-z0-9_]*\})?\/(?![/\\])[^\\\s]*$/;
/** Headers a definition may never set: credentials, the target host and the tenant (the request layer's). */
export const FORBIDDEN_HEADERS: readonly string[] = ['authorization', 'proxy-authorization', 'cookie', 'host', 'tenant-code'];
/** ${key} placeholders of a POST body template. */
export const PLACEHOLDER = /\$\{([A-Za-z_][A-Za-z0-9_]*)\}/g;

const isTruthyFlag = (value: unknown) => value === 1 || value === '1' || value === true;

function parseJsonArray(text: string | null | undefined): unknown[] | undefined {
  if (text === null || text === undefined || text.trim() === '') return [];
  try {
    const parsed: unknown = JSON.parse(text);
    return Array.isArray(parsed) ? parsed : undefined;
  } catch {
    return undefined;
  }
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const hasField = (item: unknown): item is { field: string } => isRecord(item) && typeof item.field === 'string' && item.field.trim() !== '';

function sourceOf(defaultType: unknown): ConditionSource {
  switch (String(defaultType ?? '').trim()) {
    case '1':
      return 'param';
    case '2':
    case '3':
      return 'fixed';
    default:
      return 'input';
  }
}

function conditionsOf(items: readonly CustomQueryCondition[], locale: Locale): QueryConditionModel[] {
  return items.map((item) => {
    const key = typeof item.key === 'string' && item.key.trim() ? item.key.trim() : item.field;
    // The form holds one value per parameter: the input is named by the key (e.g. one 'today' for two dates).
    const condition = { ...conditionFromField(item, locale), field: key };
    const defaultValue = toConditionValue(item.defaultValue);
    return { key, source: sourceOf(item.defaultType), condition, ...(defaultValue === undefined ? {} : { defaultValue }) };
  });
}

/** The conditions the user fills in: one per parameter key (the first condition of a shared key names it). */
function inputsOf(conditions: readonly QueryConditionModel[]) {
  const seen = new Set<string>();
  return conditions.filter((item) => item.source !== 'fixed' && !seen.has(item.key) && seen.add(item.key)).map((item) => item.condition);
}

/**
 * A column typed as a number shows in the lists' one number format (thousands separators, right-aligned), with
 * its `decimalLen` decimals where the definition gives them (BoAttribute's name for them): 0.5 beside 5.0, not 5.
 */
export function numberColumnOf(dbType: unknown, decimalLen?: unknown): Pick<ListColumn, 'number'> {
  if (dataTypeOf(dbType) !== 'number') return {};
  const decimals = typeof decimalLen === 'string' && decimalLen.trim() !== '' ? Number(decimalLen) : decimalLen;
  return { number: typeof decimals === 'number' && Number.isInteger(decimals) && decimals >= 0 && decimals <= 20 ? { decimals } : {} };
}

function columnsOf(items: readonly CustomQueryResultField[], locale: Locale): ListColumn[] {
  return items
    .filter((item) => !isTruthyFlag(item.hidden))
    .map((item) => {
      const width = Number(item.width);
      return {
        field: item.field,
        title: localizedLabel(item.comment, item.commentEn, locale, item.field),
        ...(Number.isFinite(width) && width > 0 ? { width } : {}),
        ...numberColumnOf(item.dbType, item.decimalLen),
      };
    });
}

const sortOf = (items: readonly CustomQuerySortField[]): ListSort[] =>
  items.map((item) => ({ field: item.field, direction: toSortDirection(item.sortType) ?? 'ASC' }));

function headersOf(text: string | null | undefined, locale: Locale, errors: QueryModelError[]): Record<string, string> {
  const error = (code: QueryMessageKey, params?: Record<string, string>) => errors.push({ code, message: formatQueryMessage(code, params, locale) });
  if (!text || text.trim() === '') return {};
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    error('query.headerJson');
    return {};
  }
  if (!isRecord(parsed)) {
    error('query.headerJson');
    return {};
  }
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(parsed)) {
    if (FORBIDDEN_HEADERS.includes(name.trim().toLowerCase())) {
      error('query.headerForbidden', { name });
      continue;
    }
    if (value === null || value === undefined) continue;
    if (typeof value === 'object') {
      error('query.headerJson');
      continue;
    }
    headers[name] = String(value);
  }
  return headers;
}

const blankToUndefined = (text: string | null | undefined) => (text && text.trim() ? text.trim() : undefined);

function restOf(definition: CustomQueryDefinition, locale: Locale, errors: QueryModelError[]): RestModel {
  const error = (code: QueryMessageKey, params?: Record<string, string>) => errors.push({ code, message: formatQueryMessage(code, params, locale) });
  const method = String(definition.requestType ?? '').toUpperCase() === 'GET' ? 'GET' : 'POST';
  const url = (definition.url ?? '').trim();
  if (!url) error('query.restUrlEmpty');
  else if (!ALLOWED_URL.test(url)) error('query.urlNotAllowed', { url });
  const dataParam = method === 'POST' ? (definition.dataParam ?? '').trim() : '';
  if (dataParam) {
    // Checked with blank values: the values themselves are inserted JSON-escaped, so they cannot break it.
    try {
      JSON.parse(dataParam.replace(PLACEHOLDER, ''));
    } catch {
      error('query.postParamJson');
    }
  }
  const headers = headersOf(definition.header, locale, errors);
  const pageKey = blankToUndefined(definition.pageKey);
  const pageSizeKey = blankToUndefined(definition.pageSizeKey);
  const totalKey = blankToUndefined(definition.totalKey);
  return {
    method,
    url,
    headers,
    dataParam,
    listKey: blankToUndefined(definition.listKey) ?? 'rows',
    ...(pageKey ? { pageKey } : {}),
    ...(pageSizeKey ? { pageSizeKey } : {}),
    ...(totalKey ? { totalKey } : {}),
  };
}

export function adaptCustomQuery(definition: CustomQueryDefinition, locale: Locale): CustomQueryModel {
  const errors: QueryModelError[] = [];
  const error = (code: QueryMessageKey) => errors.push({ code, message: formatQueryMessage(code, {}, locale) });

  const conditionItems = parseJsonArray(definition.conditionfield);
  if (!conditionItems) error('query.conditionJson');
  const resultItems = parseJsonArray(definition.resultfield);
  if (!resultItems) error('query.resultJson');
  const sortItems = parseJsonArray(definition.sortfield);
  if (!sortItems) error('query.sortJson');

  const conditions = conditionsOf((conditionItems ?? []).filter(hasField) as CustomQueryCondition[], locale);
  const dsType = definition.dsType === 'restful' ? 'restful' : 'dataSource';
  const pageSize = Number(definition.pageSize);
  return {
    alias: definition.alias,
    name: localizedLabel(definition.name, definition.nameEn, locale, definition.alias),
    dsType,
    method: String(definition.requestType ?? '').toUpperCase() === 'GET' ? 'GET' : 'POST',
    conditions,
    inputs: inputsOf(conditions),
    columns: columnsOf((resultItems ?? []).filter(hasField) as CustomQueryResultField[], locale),
    sort: sortOf((sortItems ?? []).filter(hasField) as CustomQuerySortField[]),
    needPage: isTruthyFlag(definition.needPage),
    pageSize: Number.isInteger(pageSize) && pageSize > 0 ? pageSize : DEFAULT_QUERY_PAGE_SIZE,
    ...(dsType === 'restful' ? { rest: restOf(definition, locale, errors) } : {}),
    errors,
  };
}

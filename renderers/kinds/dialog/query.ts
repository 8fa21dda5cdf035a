// What the dialog sends and how it reads the answers. Pure: the QueryFilter of a data-source list, the
// request of a RESTful dialog and the reading of its answer (with the catalogue's errors), the tree built
// from flat rows, and the result records handed to the caller.
import { cellText, valueOf, type ListSort } from '../../list/columns';
import { toQueryFields, type ConditionValues } from '../../list/conditions';
import type { Locale } from '../../messages';
import { UNPAGED_LIMIT, type DialogModel, type DialogRestConfig } from './adapter';
import { formatDialogMessage } from './messages';
import type { DialogPage, DialogParams, DialogQueryFilter, DialogRestRequest, DialogRow } from './source';

export interface DialogQueryState {
  values: ConditionValues;
  page: number;
  pageSize: number;
  /** the user's column sort; the definition's sort fields otherwise */
  sort?: ListSort;
}

/** The getListData body: conditions with a value (LIKE etc. as declared), the page, the order. */
export function buildListFilter(model: DialogModel, state: DialogQueryState): DialogQueryFilter {
  const sorts = state.sort ? [state.sort] : model.sorts;
  return {
    pageBean: model.paged ? { page: state.page, pageSize: state.pageSize, showTotal: true } : { page: 1, pageSize: UNPAGED_LIMIT, showTotal: true },
    querys: toQueryFields(model.conditions, state.values),
    sorter: sorts.map((sort) => ({ property: sort.field, direction: sort.direction })),
  };
}

/**
 * A RESTful dialog's call: the definition's parameters, then the fixed conditions, the caller's parameters,
 * the typed conditions (lists joined with commas in a query string) and the paging keys.
 */
export function buildRestRequest(model: DialogModel, config: DialogRestConfig, state: DialogQueryState, callerParams: DialogParams = {}): DialogRestRequest {
  const params: Record<string, unknown> = { ...config.params };
  for (const condition of model.fixedConditions) params[condition.field] = condition.value;
  for (const condition of model.paramConditions) if (Object.hasOwn(callerParams, condition.field)) params[condition.field] = callerParams[condition.field];
  for (const field of toQueryFields(model.conditions, state.values)) {
    params[field.property] = Array.isArray(field.value) && config.method === 'GET' ? field.value.join(',') : field.value;
  }
  if (model.paged) {
    params[config.pageKey] = state.page;
    params[config.pageSizeKey] = state.pageSize;
  }
  return { url: config.url, method: config.method, headers: { ...config.headers }, params };
}

export type DialogLoadErrorCode = 'dialog.rest.empty' | 'dialog.rest.notJson' | 'dialog.rest.noList' | 'dialog.rest.unparseable';

/** A RESTful answer the dialog cannot use; the message is the catalogue's text. */
export class DialogLoadError extends Error {
  constructor(
    readonly code: DialogLoadErrorCode,
    locale: Locale,
  ) {
    super(formatDialogMessage(code, {}, locale));
    this.name = 'DialogLoadError';
  }
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The value at a dotted path ('data.list'), own properties only. */
export function valueAtPath(value: unknown, path: string): unknown {
  let current = value;
  for (const part of path.split('.')) {
    if (!isRecord(current) || !Object.hasOwn(current, part)) return undefined;
    current = current[part];
  }
  return current;
}

/** Reads a RESTful answer: the rows at listKey (or the answer itself when it is a list) and the total at totalKey. */
export function readRestPage(config: DialogRestConfig, body: unknown, state: Pick<DialogQueryState, 'page' | 'pageSize'>, locale: Locale): DialogPage {
  if (body === undefined || body === null || (typeof body === 'string' && body.trim() === '')) throw new DialogLoadError('dialog.rest.empty', locale);
  let parsed: unknown = body;
  if (typeof body === 'string') {
    try {
      parsed = JSON.parse(body) as unknown;
    } catch {
      throw new DialogLoadError('dialog.rest.notJson', locale);
    }
  }
  if (!isRecord(parsed) && !Array.isArray(parsed)) throw new DialogLoadError('dialog.rest.unparseable', locale);
  const list = Array.isArray(parsed) ? parsed : valueAtPath(parsed, config.listKey);
  if (!Array.isArray(list)) throw new DialogLoadError('dialog.rest.noList', locale);
  if (!list.every(isRecord)) throw new DialogLoadError('dialog.rest.unparseable', locale);
  const total = Number(valueAtPath(parsed, config.totalKey));
  return { rows: list, total: Number.isFinite(total) && total >= list.length ? total : list.length, page: state.page, pageSize: state.pageSize };
}

export interface DialogTreeNode {
  key: string;
  label: string;
  value: string;
  children?: DialogTreeNode[];
}

/**
 * Nests flat rows by id and parent id. Roots: a blank or '0' parent, or a parent that is not in the rows.
 * Rows caught in a parent cycle become roots too, so every row shows exactly once.
 */
export function buildTree(model: DialogModel, rows: readonly DialogRow[]): DialogTreeNode[] {
  const tree = model.tree;
  if (!tree) return [];
  const nodes = new Map<string, { node: DialogTreeNode; parent: string }>();
  for (const row of rows) {
    const key = cellText(valueOf(row, tree.idKey));
    if (key === '' || nodes.has(key)) continue;
    nodes.set(key, { node: { key, value: key, label: cellText(valueOf(row, tree.labelKey)) }, parent: cellText(valueOf(row, tree.parentKey)) });
  }
  const childrenOf = new Map<string, string[]>();
  for (const [key, { parent }] of nodes) {
    if (!childrenOf.has(parent)) childrenOf.set(parent, []);
    childrenOf.get(parent)!.push(key);
  }
  const roots: DialogTreeNode[] = [];
  const placed = new Set<string>();
  const place = (key: string, into: DialogTreeNode[]) => {
    if (placed.has(key)) return;
    placed.add(key);
    const { node } = nodes.get(key)!;
    into.push(node);
    const pending = (childrenOf.get(key) ?? []).filter((child) => !placed.has(child));
    if (pending.length === 0) return;
    const children: DialogTreeNode[] = (node.children = []);
    for (const child of pending) place(child, children);
  };
  for (const [key, { parent }] of nodes) if (parent === '' || parent === '0' || parent === key || !nodes.has(parent)) place(key, roots);
  for (const key of nodes.keys()) place(key, roots);
  return roots;
}

/** The key identifying a row. */
export function rowKeyOf(model: DialogModel, row: DialogRow): string {
  return cellText(valueOf(row, model.rowKey));
}

/** The text naming a chosen row. */
export function rowLabelOf(model: DialogModel, row: DialogRow): string {
  return cellText(valueOf(row, model.labelKey)) || rowKeyOf(model, row);
}

/** What the caller receives for the chosen rows: one record per row, keyed by the result names (AliasName). */
export function toResults(model: DialogModel, rows: readonly DialogRow[]): Record<string, unknown>[] {
  return rows.map((row) => Object.fromEntries(model.results.map((result) => [result.name, valueOf(row, result.key)])));
}

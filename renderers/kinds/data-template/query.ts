// The list call of a data template: condition values, tree node, preset conditions (from the route) and
// the sort → the QueryFilter body of listJson / listJsonForSecret. Pure.
import type { ListSort } from '../../list/columns';
import { toQueryFields, type ConditionValues, type ListOperation, type ListQueryField } from '../../list/conditions';
import { UNPAGED_ROWS, type DataTemplateModel } from './adapter';

export interface TemplateQueryField {
  readonly property: string;
  readonly value: string | readonly string[];
  readonly operation: ListOperation;
  readonly relation: 'AND';
  readonly group: 'main';
}

export interface TemplateQueryFilter {
  pageBean: { page: number; pageSize: number; showTotal: boolean };
  querys: TemplateQueryField[];
  sorter: { property: string; direction: 'ASC' | 'DESC' }[];
}

export interface ListRequestState {
  values: ConditionValues;
  page: number;
  pageSize: number;
  /** The clicked column's order; undefined = the template's sort fields. */
  sort?: ListSort;
  /** The chosen tree node (its key), if the template has a tree. */
  treeNode?: string;
  /** Conditions fixed by the page (route parameters), sent with every search. */
  preset?: readonly TemplateQueryField[];
}

const START_OF_DAY = ' 00:00:00';
const END_OF_DAY = ' 23:59:59';
const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * A date typed for a date-and-time field means the whole day: a range ends at 23:59:59, "on or before" and
 * "after" compare with the day's end, "equal" becomes the day's range.
 */
function forDateTime(field: ListQueryField): ListQueryField {
  const day = (value: string, end: boolean) => (DATE_ONLY.test(value) ? value + (end ? END_OF_DAY : START_OF_DAY) : value);
  const value = field.value;
  if (typeof value !== 'string') {
    if (field.operation !== 'BETWEEN') return field;
    const [from = '', to = ''] = value;
    return { ...field, value: [from && day(from, false), to && day(to, true)] };
  }
  switch (field.operation) {
    case 'EQUAL':
      return DATE_ONLY.test(value) ? { ...field, operation: 'BETWEEN', value: [day(value, false), day(value, true)] } : field;
    case 'LESS_EQUAL':
    case 'GREAT':
      return { ...field, value: day(value, true) };
    default:
      return field;
  }
}

export function buildQueryFilter(model: DataTemplateModel, state: ListRequestState): TemplateQueryFilter {
  const dateTimes = new Set(model.dateTimeFields);
  const querys: TemplateQueryField[] = toQueryFields(model.conditions, state.values).map((field) => (dateTimes.has(field.property) ? forDateTime(field) : field));
  if (model.tree && state.treeNode !== undefined) {
    const values = model.tree.valuesOf[state.treeNode];
    if (values) querys.push({ property: model.tree.field, value: values, operation: 'IN', relation: 'AND', group: 'main' });
  }
  querys.push(...(state.preset ?? []));
  const paged = model.paging.enabled;
  return {
    pageBean: paged ? { page: state.page, pageSize: state.pageSize, showTotal: true } : { page: 1, pageSize: UNPAGED_ROWS, showTotal: true },
    querys,
    sorter: state.sort ? [{ property: state.sort.field, direction: state.sort.direction }] : [...model.sorter],
  };
}

/**
 * Conditions a route fixes (`parameterqQuerys`): a JSON object `{field: value}` or a QueryFilter `querys`
 * array, URI-encoded. Only fields the template shows or searches are kept (the server checks them again).
 */
export function parsePresetQuerys(model: DataTemplateModel, text: string | undefined): TemplateQueryField[] {
  if (!text) return [];
  let parsed: unknown;
  try {
    parsed = JSON.parse(decodeURIComponent(text));
  } catch {
    return [];
  }
  const known = new Set([...model.columns.map((column) => column.field), ...model.conditions.map((condition) => condition.field)]);
  const entries: [string, unknown, unknown][] = Array.isArray(parsed)
    ? parsed.filter((item): item is Record<string, unknown> => typeof item === 'object' && item !== null).map((item) => [String(item.property ?? ''), item.value, item.operation])
    : typeof parsed === 'object' && parsed !== null
      ? Object.entries(parsed).map(([property, value]) => [property, value, undefined])
      : [];
  const operations: readonly ListOperation[] = ['EQUAL', 'NOT_EQUAL', 'LESS', 'GREAT', 'LESS_EQUAL', 'GREAT_EQUAL', 'LIKE', 'LEFT_LIKE', 'RIGHT_LIKE', 'IN', 'BETWEEN'];
  return entries.flatMap(([property, value, operation]) => {
    if (!known.has(property)) return [];
    const sent = Array.isArray(value) ? value.map(String) : typeof value === 'string' || typeof value === 'number' ? String(value) : undefined;
    if (sent === undefined) return [];
    const chosen = operations.includes(operation as ListOperation) ? (operation as ListOperation) : Array.isArray(sent) ? 'IN' : 'EQUAL';
    return [{ property, value: sent, operation: chosen, relation: 'AND' as const, group: 'main' as const }];
  });
}

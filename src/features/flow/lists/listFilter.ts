// The QueryFilter of a flow list (contract notes §1): the LIKE search fields, the filter carried by the
// rest of the route (/v-todo/<defKey>, /v-todo/<orgName>/<orgId>), paging and the list's sort order.
import type { FieldSort, QueryField, QueryFilter } from '../../../api/types';

export const DEFAULT_PAGE_SIZE = 20;
/** The export asks for the whole filtered list in one page, at most this many rows. */
export const EXPORT_MAX_ROWS = 5000;

export interface RouteFilter {
  querys: QueryField[];
  /** the organisation named by /v-todo/<orgName>/<orgId>, shown as a note under the heading */
  orgName?: string;
}

const equal = (property: string, value: string): QueryField => ({ property, value, operation: 'EQUAL', relation: 'AND', group: 'main' });

/** The part of the route after the list's alias: one segment is a definition key, two are an org's name and id. */
export function routeFilter(rest: string | undefined): RouteFilter {
  const segments = (rest ?? '').split('/').filter(Boolean);
  if (segments.length === 1) return { querys: [equal('procDefKey', segments[0])] };
  if (segments.length >= 2) return { querys: [equal('orgId', segments[1])], orgName: segments[0] };
  return { querys: [] };
}

/** Non-blank search values as LIKE fields, trimmed, in the order given. */
export function searchQuerys(values: Readonly<Record<string, string>>): QueryField[] {
  return Object.entries(values)
    .map(([property, value]) => [property, value.trim()] as const)
    .filter(([, value]) => value !== '')
    .map(([property, value]) => ({ property, value, operation: 'LIKE', relation: 'AND', group: 'main' }));
}

export function listFilter(querys: QueryField[], page: number, pageSize: number, sorter: FieldSort[]): QueryFilter {
  return { pageBean: { page, pageSize, showTotal: true }, querys, sorter };
}

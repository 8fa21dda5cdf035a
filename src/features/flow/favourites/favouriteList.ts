// The favourites dialog's list rules (spec 02-process §4.7, §5, §9) as pure functions.
import type { OftenFlowItem } from '../../../api/flow';
import type { QueryFilter } from '../../../api/types';

/** §9: at most this many favourite processes. */
export const MAX_FAVOURITES = 20;

/** A process as the dialog keeps it: enough to show it and to save it. */
export type Favourite = Required<OftenFlowItem>;

export type ToggleResult = { ok: true; favourites: Favourite[] } | { ok: false; reason: 'limit' };

/** §4.7: toggling flips membership; adding beyond the limit is refused and leaves the list as it was. */
export function toggleFavourite(favourites: readonly Favourite[], process: Favourite, max = MAX_FAVOURITES): ToggleResult {
  if (favourites.some((item) => item.defKey === process.defKey)) return { ok: true, favourites: removeFavourite(favourites, process.defKey) };
  if (favourites.length >= max) return { ok: false, reason: 'limit' };
  return { ok: true, favourites: [...favourites, { defKey: process.defKey, name: process.name }] };
}

export function removeFavourite(favourites: readonly Favourite[], defKey: string): Favourite[] {
  return favourites.filter((item) => item.defKey !== defKey);
}

export const isFavourite = (favourites: readonly Favourite[], defKey: string): boolean => favourites.some((item) => item.defKey === defKey);

/** §5: the search matches by LIKE on the definition key or name; an empty keyword lists everything. */
export function favouriteSearchFilter(keyword: string, page: number, pageSize: number): QueryFilter {
  const value = keyword.trim();
  const like = (property: string) => ({ property, value, operation: 'LIKE' as const, relation: 'OR' as const, group: 'main' });
  return { pageBean: { page, pageSize, showTotal: true }, querys: value ? [like('defKey'), like('name')] : [] };
}

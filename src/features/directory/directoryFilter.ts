// The QueryFilter of the directory's user list: the chosen org (its members by any post) and one keyword that
// matches the name, the account or the pinyin initials (an OR group beside the org).
import type { QueryField, QueryFilter } from '../../api/types';

export const SEARCH_FIELDS = ['fullname', 'account', 'initials'] as const;

export function directoryFilter(orgId: string | undefined, keyword: unknown, page: number, pageSize: number): QueryFilter {
  const text = typeof keyword === 'string' ? keyword.trim() : '';
  return {
    pageBean: { page, pageSize, showTotal: true },
    querys: [
      ...(orgId ? [{ property: 'orgId', value: orgId, operation: 'EQUAL', relation: 'AND', group: 'main' } satisfies QueryField] : []),
      ...(text ? SEARCH_FIELDS.map((property): QueryField => ({ property, value: text, operation: 'LIKE', relation: 'OR', group: 'search' })) : []),
    ],
  };
}

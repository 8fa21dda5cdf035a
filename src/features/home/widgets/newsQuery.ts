// The QueryFilters of the news widgets and pages (03-portal §2, §9): news are flag 0; announcements flag 1
// whose end date is today or later.
import { formatDate } from '../../../../renderers';
import type { QueryField, QueryFilter } from '../../../api/types';

/** §9: rows of the announcement and news widgets. */
export const NEWS_WIDGET_ROWS = 5;
/** §9: at most this many carousel pictures, by sn. */
export const CAROUSEL_ITEMS = 5;

export type NewsFlag = '0' | '1';

export function newsQuerys(flag: NewsFlag, today: Date = new Date()): QueryField[] {
  const querys: QueryField[] = [{ property: 'flag', value: flag, operation: 'EQUAL', relation: 'AND', group: 'main' }];
  if (flag === '1') querys.push({ property: 'endTime', value: formatDate(today, 'yyyy-MM-dd'), operation: 'GREAT_EQUAL', relation: 'AND', group: 'main' });
  return querys;
}

export function newsWidgetFilter(flag: NewsFlag, today?: Date): QueryFilter {
  return { pageBean: { page: 1, pageSize: NEWS_WIDGET_ROWS, showTotal: true }, querys: newsQuerys(flag, today), sorter: [{ property: 'createTime', direction: 'DESC' }] };
}

export function carouselFilter(): QueryFilter {
  return {
    pageBean: { page: 1, pageSize: CAROUSEL_ITEMS, showTotal: false },
    querys: [{ property: 'rotatingDisplayPictures', value: 1, operation: 'EQUAL', relation: 'AND', group: 'main' }],
    sorter: [{ property: 'sn', direction: 'ASC' }],
  };
}

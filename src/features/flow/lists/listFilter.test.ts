import { describe, expect, it } from 'vitest';
import { listFilter, routeFilter, searchQuerys } from './listFilter';

describe('routeFilter', () => {
  it('reads a definition key, or an organisation name and id, from the rest of the route', () => {
    expect(routeFilter(undefined)).toEqual({ querys: [] });
    expect(routeFilter('')).toEqual({ querys: [] });
    expect(routeFilter('leave')).toEqual({ querys: [{ property: 'procDefKey', value: 'leave', operation: 'EQUAL', relation: 'AND', group: 'main' }] });
    expect(routeFilter('研发部/org-1/')).toEqual({
      querys: [{ property: 'orgId', value: 'org-1', operation: 'EQUAL', relation: 'AND', group: 'main' }],
      orgName: '研发部',
    });
  });
});

describe('searchQuerys and listFilter', () => {
  it('sends the non-blank search values trimmed as LIKE, with paging and sort', () => {
    const querys = searchQuerys({ subject: ' 请假 ', procDefName: '  ' });
    expect(querys).toEqual([{ property: 'subject', value: '请假', operation: 'LIKE', relation: 'AND', group: 'main' }]);
    expect(listFilter(querys, 2, 20, [{ property: 'createTime', direction: 'DESC' }])).toEqual({
      pageBean: { page: 2, pageSize: 20, showTotal: true },
      querys,
      sorter: [{ property: 'createTime', direction: 'DESC' }],
    });
  });
});

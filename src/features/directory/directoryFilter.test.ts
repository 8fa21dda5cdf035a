import { describe, expect, it } from 'vitest';
import { directoryFilter } from './directoryFilter';

describe('directoryFilter', () => {
  it('asks for the org and ORs the keyword over name, account and initials', () => {
    expect(directoryFilter('202', ' zs ', 2, 20)).toEqual({
      pageBean: { page: 2, pageSize: 20, showTotal: true },
      querys: [
        { property: 'orgId', value: '202', operation: 'EQUAL', relation: 'AND', group: 'main' },
        { property: 'fullname', value: 'zs', operation: 'LIKE', relation: 'OR', group: 'search' },
        { property: 'account', value: 'zs', operation: 'LIKE', relation: 'OR', group: 'search' },
        { property: 'initials', value: 'zs', operation: 'LIKE', relation: 'OR', group: 'search' },
      ],
    });
  });

  it('leaves out what is not given', () => {
    expect(directoryFilter(undefined, '  ', 1, 10).querys).toEqual([]);
    expect(directoryFilter(undefined, undefined, 1, 10).querys).toEqual([]);
  });
});

// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { innerMessageFilter } from './InnerMessagesPage';

describe('innerMessageFilter', () => {
  it('asks for every message, newest first', () => {
    expect(innerMessageFilter('all', '', 2, 10, undefined)).toEqual({ pageBean: { page: 2, pageSize: 10, showTotal: true }, querys: [], sorter: [{ property: 'receiveTime', direction: 'DESC' }] });
  });

  it('narrows to unread messages whose subject holds the text, in the chosen order', () => {
    expect(innerMessageFilter('unread', '周会', 1, 20, { field: 'receiveTime', direction: 'ASC' })).toEqual({
      pageBean: { page: 1, pageSize: 20, showTotal: true },
      querys: [
        { property: 'isRead', value: 0, operation: 'EQUAL', relation: 'AND', group: 'main' },
        { property: 'subject', value: '周会', operation: 'LIKE', relation: 'AND', group: 'main' },
      ],
      sorter: [{ property: 'receiveTime', direction: 'ASC' }],
    });
  });
});

// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { isNewDocument } from './DocumentListWidget';
import { splitDutyPerson } from './DutyRosterWidget';

describe('splitDutyPerson', () => {
  it.each([
    ['张三 13800138000', { name: '张三', phone: '13800138000' }],
    ['  Li Si 13900000000 ', { name: 'Li Si', phone: '13900000000' }],
    ['王五', { name: '王五', phone: '' }],
    ['', { name: '', phone: '' }],
    [undefined, { name: '', phone: '' }],
  ])('%j → %j', (zbxx, expected) => {
    expect(splitDutyPerson(zbxx)).toEqual(expected);
  });
});

describe('isNewDocument', () => {
  const now = new Date(2026, 10, 22, 12, 0, 0);
  it.each([
    ['2026-11-22 08:00:00', true],
    ['2026-11-16 12:00:01', true],
    ['2026-11-15 12:00:00', false],
    ['2026-11-23 09:00:00', false],
    ['not a date', false],
    [undefined, false],
  ])('%j → %s', (cjsj, expected) => {
    expect(isNewDocument(cjsj, now)).toBe(expected);
  });
});

import { describe, expect, it } from 'vitest';
import { deletesOnClose, reminderFormPath } from './reminderLinks';

describe('reminders', () => {
  it('open the record’s form of the data template, outside a flow', () => {
    expect(reminderFormPath({ opemType: 'leaveTemplate', opemId: '42&x=1' })).toBe('/statement/template/form/leaveTemplate/get/true?id=42%26x%3D1&startFlow=false');
  });

  it.each([
    [1, true],
    ['1', true],
    [2, false],
    ['3', false],
    [0, false],
  ])('count %s: deleted on close %s', (count, expected) => {
    expect(deletesOnClose({ count })).toBe(expected);
  });
});

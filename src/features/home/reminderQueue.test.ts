import { describe, expect, it } from 'vitest';
import { createReminderQueue, visibleReminderLimit } from './reminderQueue';

describe('the reminder queue', () => {
  it('shows one pop-up at a time on a phone and three beside a wide home', () => {
    expect(visibleReminderLimit(390)).toBe(1);
    expect(visibleReminderLimit(767)).toBe(1);
    expect(visibleReminderLimit(768)).toBe(3);
    expect(visibleReminderLimit(1366)).toBe(3);
  });

  it('keeps the others waiting until a shown one is done, in their order', () => {
    const shown: string[] = [];
    const queue = createReminderQueue<string>(1, (item) => shown.push(item));
    ['a', 'b', 'c'].forEach((item) => queue.add(item));
    expect(shown).toEqual(['a']);
    queue.done();
    expect(shown).toEqual(['a', 'b']);
    queue.done();
    queue.done();
    expect(shown).toEqual(['a', 'b', 'c']);
    queue.done();
    queue.add('d');
    expect(shown).toEqual(['a', 'b', 'c', 'd']);
  });
});

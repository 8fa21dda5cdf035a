import { describe, expect, it } from 'vitest';
import { canRevoke } from './canRevoke';

const done = (over: Partial<Parameters<typeof canRevoke>[0]> = {}) => ({
  id: 'i1',
  taskKey: 'approve',
  status: 'running' as const,
  opinionStatus: 'agree',
  completeTime: '2024-05-02 10:00:00',
  ...over,
});

describe('canRevoke', () => {
  it('allows the latest agree or inqu row of a running instance', () => {
    const row = done();
    expect(canRevoke(row, [row])).toBe(true);
    const inquiry = done({ opinionStatus: 'inqu' });
    expect(canRevoke(inquiry, [inquiry])).toBe(true);
  });

  it('refuses other opinions and instances that no longer run', () => {
    for (const row of [done({ opinionStatus: 'oppose' }), done({ opinionStatus: 'reject' }), done({ status: 'end' }), done({ status: 'revoke' })]) {
      expect(canRevoke(row, [row])).toBe(false);
    }
  });

  it('refuses a row with a later one of the same instance and task key', () => {
    const earlier = done({ completeTime: '2024-05-01 09:00:00' });
    const later = done({ completeTime: '2024-05-03 09:00:00' });
    expect(canRevoke(earlier, [earlier, later])).toBe(false);
    expect(canRevoke(later, [earlier, later])).toBe(true);
  });

  it('ignores later rows of another instance or task key', () => {
    const row = done();
    const otherInstance = done({ id: 'i2', completeTime: '2024-06-01 00:00:00' });
    const otherTask = done({ taskKey: 'review', completeTime: '2024-06-01 00:00:00' });
    expect(canRevoke(row, [row, otherInstance, otherTask])).toBe(true);
  });
});

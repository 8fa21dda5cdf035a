import { describe, expect, it } from 'vitest';
import { benchRules } from './bench';

// The benchmark itself runs under `npm run bench`; this only keeps it working (no timing assertions).
describe('benchRules', () => {
  it('measures compile and validate times on a valid record', () => {
    const result = benchRules({ rounds: 2, recordsPerRound: 5 });
    for (const value of [result.compile1000Ms, result.validate500FieldsMicros, result.compile1000WallMs, result.validate500FieldsWallMicros]) {
      expect(Number.isFinite(value) && value > 0).toBe(true);
    }
    expect(['cpu', 'wall']).toContain(result.clock);
  });
});

import { describe, expect, it } from 'vitest';
import { BENCH_EXPRESSION, benchFormula } from './bench';

// Not a timed test: it checks that the benchmark runs and reports; `npm run bench` measures.
describe('benchFormula', () => {
  it('evaluates the typical formula and reports a rate', () => {
    const result = benchFormula(20);
    expect(result.expression).toBe(BENCH_EXPRESSION);
    expect(result.evaluations).toBeGreaterThan(0);
    expect(result.milliseconds).toBeGreaterThanOrEqual(20);
    expect(result.evaluationsPerSecond).toBeGreaterThan(0);
  });
});

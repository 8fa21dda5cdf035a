// Speed of a typical compiled formula, for `npm run bench`: compile once, evaluate many times.
import { compileFormula } from './compile';

export const BENCH_EXPRESSION = 'SUM(a, b) * 2 + IF(c > 10, 1, 0)';

export interface FormulaBenchResult {
  expression: string;
  evaluations: number;
  milliseconds: number;
  evaluationsPerSecond: number;
}

/** Evaluates BENCH_EXPRESSION against varying scopes for about `durationMs` after a warm-up. */
export function benchFormula(durationMs = 1000): FormulaBenchResult {
  const formula = compileFormula(BENCH_EXPRESSION);
  const scopes = Array.from({ length: 64 }, (_, index) => ({ a: index, b: index / 2, c: index % 20 }));
  const batch = 100_000;
  let checksum = 0;
  const run = (): void => {
    for (let index = 0; index < batch; index += 1) {
      const result = formula.evaluate(scopes[index & 63]);
      if (result.ok && typeof result.value === 'number') checksum += result.value;
    }
  };
  for (let warmUp = 0; warmUp < 5; warmUp += 1) run();
  checksum = 0;
  let evaluations = 0;
  const start = performance.now();
  let elapsed = 0;
  do {
    run();
    evaluations += batch;
    elapsed = performance.now() - start;
  } while (elapsed < durationMs);
  // Using the results keeps the engine from optimizing the work away, and catches a broken formula.
  if (!(checksum > 0)) throw new Error(`benchmark formula produced no results: ${BENCH_EXPRESSION}`);
  return { expression: BENCH_EXPRESSION, evaluations, milliseconds: Math.round(elapsed), evaluationsPerSecond: Math.round((evaluations / elapsed) * 1000) };
}

// Node benchmark of the rule compiler (wired into `npm run bench` by the lead):
//   compile1000Ms           — cold compile of 1,000 distinct rule strings (cache cleared first)
//   validate500FieldsMicros — median time to validate one 500-field record of synchronous rules
// Both are CPU time of this process where Node offers it (process.cpuUsage): on a shared two-core machine
// wall-clock time mostly measures the other processes. The wall-clock figures are reported beside them.
import { clearRuleCache, compileRules } from './compile';
import type { CompiledRules, ValidationContext } from './types';

export interface RulesBenchResult {
  compile1000Ms: number;
  validate500FieldsMicros: number;
  /** Which clock the two figures above use. */
  clock: 'cpu' | 'wall';
  compile1000WallMs: number;
  validate500FieldsWallMicros: number;
}

/** Rule strings as real forms write them, varied by n so that none repeats (no cache hits). */
const TEMPLATES: Array<(n: number) => string> = [
  (n) => `required:true|max:${n}`,
  (n) => `required|min_value:0|max_value:${n}`,
  (n) => `email|max:${n}`,
  (n) => `regex:^[A-Z]{2}\\d{${(n % 12) + 1}}$`,
  (n) => `date|isBefore:data.bo.end${n}`,
  (n) => `required|maxIntLen:${(n % 15) + 1}|maxDecimalLen:2`,
  (n) => `mobile|length:${(n % 5) + 11}`,
  (n) => `between:${n},${n + 100}|digits:${(n % 9) + 1}`,
  (n) => `alpha_dash|min:${n % 7}|max:${n + 10}`,
  (n) => `required:true|id_card|is:${n}|alpha_num`,
];

/** A field of the record: its compiled rules and a valid value for them. */
interface BenchField {
  compiled: CompiledRules;
  value: unknown;
}

const FIELD_KINDS: Array<{ rules: string; value: unknown }> = [
  { rules: 'required:true|max:50', value: '项目预算说明' },
  { rules: 'required|min_value:0|max_value:1000000', value: '12500.50' },
  { rules: 'email|max:100', value: 'zhangsan@example.com' },
  { rules: 'regex:^[A-Z]{2}\\d{6}$', value: 'HT202401' },
  { rules: 'date|isBefore:data.bo.endDate', value: '2024-03-01' },
  { rules: 'required|maxIntLen:10|maxDecimalLen:2', value: 12345.67 },
  { rules: 'mobile', value: '13800138000' },
  { rules: 'numeric|between:1,99', value: '42' },
  { rules: 'alpha_dash|min:2|max:20', value: 'order_no-1' },
  { rules: 'required:true|id_card', value: '11010519491231002X' },
];

interface Stopwatch {
  /** Milliseconds since start on the chosen clock, and on the wall clock. */
  stop(): { ms: number; wallMs: number };
}

const cpuUsage = typeof process !== 'undefined' && typeof process.cpuUsage === 'function' ? process.cpuUsage.bind(process) : undefined;

function startStopwatch(): Stopwatch {
  const wallStart = performance.now();
  const cpuStart = cpuUsage?.();
  return {
    stop() {
      const wallMs = performance.now() - wallStart;
      if (!cpuUsage || !cpuStart) return { ms: wallMs, wallMs };
      const spent = cpuUsage(cpuStart);
      return { ms: (spent.user + spent.system) / 1000, wallMs };
    },
  };
}

function median(samples: number[]): number {
  const sorted = [...samples].sort((a, b) => a - b);
  const middle = sorted.length >> 1;
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

export function benchRules(options: { rounds?: number; recordsPerRound?: number } = {}): RulesBenchResult {
  const rounds = options.rounds ?? 25;
  const recordsPerRound = options.recordsPerRound ?? 400;

  // Cold compile of 1,000 distinct strings; median of a few runs to smooth out the JIT's warm-up.
  const sources = Array.from({ length: 1000 }, (_, i) => TEMPLATES[i % TEMPLATES.length](i));
  const compileSamples: number[] = [];
  const compileWallSamples: number[] = [];
  for (let run = 0; run < 5; run++) {
    clearRuleCache();
    const stopwatch = startStopwatch();
    for (const source of sources) compileRules(source, { label: 'field' });
    const { ms, wallMs } = stopwatch.stop();
    compileSamples.push(ms);
    compileWallSamples.push(wallMs);
  }

  const fields: BenchField[] = Array.from({ length: 500 }, (_, i) => {
    const kind = FIELD_KINDS[i % FIELD_KINDS.length];
    return { compiled: compileRules(kind.rules, { label: `field ${i}`, permission: i % 7 === 0 ? 'b' : 'w' }), value: kind.value };
  });
  const context: ValidationContext = { values: { bo: { endDate: '2024-12-31' } } };
  let failures = 0;
  const validateRecord = () => {
    for (let i = 0; i < fields.length; i++) failures += fields[i].compiled.validateSync(fields[i].value, context).length;
  };
  for (let i = 0; i < 2000; i++) validateRecord(); // warm-up: let the JIT settle
  failures = 0;
  const recordSamples: number[] = [];
  const recordWallSamples: number[] = [];
  for (let round = 0; round < rounds; round++) {
    const stopwatch = startStopwatch();
    for (let r = 0; r < recordsPerRound; r++) validateRecord();
    const { ms, wallMs } = stopwatch.stop();
    recordSamples.push((ms * 1000) / recordsPerRound);
    recordWallSamples.push((wallMs * 1000) / recordsPerRound);
  }
  // The record is valid: a failure would mean the benchmark measures the wrong path.
  if (failures !== 0) throw new Error(`benchRules: the benchmark record produced ${failures} validation messages`);

  const round2 = (value: number) => Math.round(value * 100) / 100;
  return {
    compile1000Ms: round2(median(compileSamples)),
    validate500FieldsMicros: round2(median(recordSamples)),
    clock: cpuUsage ? 'cpu' : 'wall',
    compile1000WallMs: round2(median(compileWallSamples)),
    validate500FieldsWallMicros: round2(median(recordWallSamples)),
  };
}

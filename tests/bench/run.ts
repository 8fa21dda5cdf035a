// `npm run bench`: the engine's Node benchmarks (formula evaluation rate, rule compilation and record
// validation), printed as a table and written to bench/results.json. Browser benchmarks of forms, lists
// and home join this runner as those pages are built.
import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus } from 'node:os';
import { benchFormula } from '../../renderers/formula/bench';
import { benchRules } from '../../renderers/rules/bench';

interface Row {
  name: string;
  value: number;
  unit: string;
  target: string;
  met: boolean;
}

const formula = benchFormula(2000);
const rules = benchRules();

const rows: Row[] = [
  {
    name: `formula evaluations (compiled once): ${formula.expression}`,
    value: Math.round(formula.evaluationsPerSecond),
    unit: '/s',
    target: '≥ 3,000,000 /s',
    met: formula.evaluationsPerSecond >= 3_000_000,
  },
  {
    name: 'validate a 500-field record with compiled rules',
    value: Number(rules.validate500FieldsMicros.toFixed(1)),
    unit: `µs (${rules.clock} time)`,
    target: '≤ 100 µs',
    met: rules.validate500FieldsMicros <= 100,
  },
  { name: 'compile 1,000 rule strings', value: Number(rules.compile1000Ms.toFixed(1)), unit: `ms (${rules.clock} time)`, target: '—', met: true },
];

console.log(`Node ${process.version}, ${cpus().length} × ${cpus()[0]?.model ?? 'cpu'}`);
for (const row of rows) {
  console.log(`${row.met ? '  ' : '✗ '}${row.name.padEnd(86)} ${String(row.value.toLocaleString('en-US')).padStart(12)} ${row.unit.padEnd(16)} target ${row.target}`);
}
mkdirSync('bench', { recursive: true });
writeFileSync('bench/results.json', `${JSON.stringify({ date: new Date().toISOString(), node: process.version, formula, rules, rows }, null, 2)}\n`);
console.log('written: bench/results.json');

// `npm run bench`: the engine's Node benchmarks (formula evaluation rate, rule compilation and record
// validation) and the browser benchmarks — forms (Flowdesk's FormRenderer against plain rjsf in Chromium; a
// 300-control formHtml template against the same form as a native definition), lists,
// the home page (time to interactive, requests), and the studio (keystroke → preview on the 2,000-field form) — printed as tables and written to bench/results.json. Method and last results: docs/performance.md.
// `npm run bench -- --home` runs the home rows alone (printed, not written).
import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { benchFormula } from '../../renderers/formula/bench';
import { benchRules } from '../../renderers/rules/bench';
import { benchForms, type FormCell, type Implementation } from './browser/forms';
import { benchLists } from './list/lists';
import { benchHome } from './home/home';
import { benchStudio } from './studio/studio';

interface Row {
  name: string;
  value: number;
  unit: string;
  target: string;
  met: boolean;
}

/** The size the browser targets apply to (the reference: plain rjsf on 2,000 fields). */
const TARGET_FIELDS = 2000;
const TARGET_FIELDS_TEXT = TARGET_FIELDS.toLocaleString('en-US');
const KEYSTROKE_MEDIAN_TARGET_MS = 16;
const KEYSTROKE_P95_TARGET_MS = 33;
/** The formHtml row's size (issue 21). */
const FORM_HTML_CONTROLS = 300;

const number = (value: number) => value.toLocaleString('en-US', { maximumFractionDigits: 1 });
const printRows = (rows: readonly Row[]) => {
  for (const row of rows) console.log(`${row.met ? '  ' : '✗ '}${row.name.padEnd(86)} ${number(row.value).padStart(12)} ${row.unit.padEnd(16)} target ${row.target}`);
};

// The machine is shared: the load average before and after says how much the figures can be trusted.
const loadBefore = loadavg()[0];
if (process.argv.includes('--home')) {
  const homeRows = await benchHome();
  console.log(`Node ${process.version}, ${cpus().length} × ${cpus()[0]?.model ?? 'cpu'}, load average ${loadBefore.toFixed(1)} before, ${loadavg()[0].toFixed(1)} after`);
  printRows(homeRows);
  process.exit(0);
}
const formula = benchFormula(2000);
const rules = benchRules();
const forms = await benchForms({ fieldCounts: [100, 500, TARGET_FIELDS], loads: 5 });
// A real backend's form: the same 300 text controls as a generated template (adapted, then painted) and as the native definition.
const formHtml = await benchForms({ fieldCounts: [FORM_HTML_CONTROLS], loads: 5, implementations: ['ours', 'formHtml'] });
const lists = await benchLists();
const home = await benchHome();
const studio = await benchStudio();

const loadAfter = loadavg()[0];

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

const cell = (implementation: Implementation, fields: number, cells: readonly FormCell[] = forms.cells): FormCell => {
  const found = cells.find((candidate) => candidate.implementation === implementation && candidate.fields === fields);
  if (!found) throw new Error(`no measurement of ${implementation} at ${fields} fields`);
  return found;
};
const plain = cell('rjsf', TARGET_FIELDS);
const ours = cell('ours', TARGET_FIELDS);
const paintTarget = plain.paintMs / 3;
rows.push(
  {
    name: `form paint, navigation → first screen of ${TARGET_FIELDS_TEXT} text fields (Flowdesk)`,
    value: ours.paintMs,
    unit: 'ms',
    target: `≤ ${paintTarget.toFixed(0)} ms (plain rjsf ${plain.paintMs} ms ÷ 3)`,
    met: ours.paintMs <= paintTarget,
  },
  {
    name: `keystroke → paint, ${TARGET_FIELDS_TEXT} text fields, median (Flowdesk)`,
    value: ours.keystrokeMedianMs,
    unit: 'ms',
    target: `≤ ${KEYSTROKE_MEDIAN_TARGET_MS} ms`,
    met: ours.keystrokeMedianMs <= KEYSTROKE_MEDIAN_TARGET_MS,
  },
  {
    name: `keystroke → paint, ${TARGET_FIELDS_TEXT} text fields, p95 (Flowdesk)`,
    value: ours.keystrokeP95Ms,
    unit: 'ms',
    target: `≤ ${KEYSTROKE_P95_TARGET_MS} ms`,
    met: ours.keystrokeP95Ms <= KEYSTROKE_P95_TARGET_MS,
  },
);
const fromTemplate = cell('formHtml', FORM_HTML_CONTROLS, formHtml.cells);
const native = cell('ours', FORM_HTML_CONTROLS, formHtml.cells);
rows.push(
  {
    name: `form paint, navigation → first screen, ${FORM_HTML_CONTROLS}-control formHtml (parsed, adapted, painted)`,
    value: fromTemplate.paintMs,
    unit: 'ms',
    target: '—',
    met: true,
  },
  { name: `form paint, navigation → first screen, the same ${FORM_HTML_CONTROLS} controls as a native definition`, value: native.paintMs, unit: 'ms', target: '—', met: true },
  {
    name: `form paint, ${FORM_HTML_CONTROLS}-control formHtml ÷ native definition`,
    value: Number((fromTemplate.paintMs / native.paintMs).toFixed(2)),
    unit: '×',
    target: '—',
    met: true,
  },
);
rows.push(...lists, ...home, ...studio);

const IMPLEMENTATION_NAMES: Record<Implementation, string> = { rjsf: 'plain rjsf', ours: 'Flowdesk', formHtml: 'formHtml' };
console.log(`Node ${process.version}, ${cpus().length} × ${cpus()[0]?.model ?? 'cpu'}, load average ${loadBefore.toFixed(1)} before, ${loadAfter.toFixed(1)} after`);
console.log(
  `Chromium ${forms.chromium}, ${forms.viewport.width}×${forms.viewport.height}, ${forms.loads} loads per cell, "${forms.typed}" typed at ${forms.keyDelayMs} ms per key (ms)`,
);
const columns = ['fields', 'implementation', 'paint', 'build→paint', 'all mounted', 'key median', 'key p95', 'longest task typing'];
console.log(columns.map((title, index) => (index < 2 ? title.padEnd(index === 0 ? 7 : 15) : title.padStart(index === columns.length - 1 ? 20 : 12))).join(''));
for (const entry of [...forms.cells, ...formHtml.cells]) {
  const values = [entry.paintMs, entry.buildToPaintMs, entry.allMountedMs, entry.keystrokeMedianMs, entry.keystrokeP95Ms, entry.longestTypingTaskMs];
  console.log(
    `${String(entry.fields).padEnd(7)}${IMPLEMENTATION_NAMES[entry.implementation].padEnd(15)}${values
      .map((value, index) => number(value).padStart(index === values.length - 1 ? 20 : 12))
      .join('')}`,
  );
}
console.log('');
printRows(rows);
mkdirSync('bench', { recursive: true });
writeFileSync('bench/results.json', `${JSON.stringify({ date: new Date().toISOString(), node: process.version, loadAverage: { before: loadBefore, after: loadAfter }, formula, rules, forms, formHtml, rows }, null, 2)}\n`);
console.log('written: bench/results.json');

// The allow-list: every function a formula may call. Names are UPPER-CASE as in the real catalogue
// (contract notes §4); the spec's lower-case names are aliases of the same functions.
import { formatThousands, toChineseCurrency } from '../../format';
import type { Locale } from '../../messages';
import { toNumber } from '../values';
import { dateFunctions } from './date';
import { logicFunctions } from './logic';
import { mathFunctions } from './math';
import { eager, type FunctionSpec, type FunctionTable } from './spec';
import { textFunctions } from './text';

/** Version-4 UUID from the platform's random source (crypto.randomUUID needs a secure context). */
function randomUuid(): string {
  const bytes = globalThis.crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6] & 0x0f) | 0x40;
  bytes[8] = (bytes[8] & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** [year, month] when both are valid (year > 0, month 1–12), else undefined. */
function yearMonth(year: unknown, month: unknown): [number, number] | undefined {
  const y = Math.trunc(toNumber(year));
  const m = Math.trunc(toNumber(month));
  return y > 0 && m >= 1 && m <= 12 ? [y, m] : undefined;
}

const advancedFunctions: FunctionTable = {
  CURRENCY: eager(1, 1, ([amount]) => toChineseCurrency(amount)),
  THOUSAND: eager(1, 1, ([value]) => formatThousands(value)),
  // Customer extras: the month before (y, m) as two digits, and the year of that month.
  LastMonth: eager(2, 2, ([year, month]) => {
    const valid = yearMonth(year, month);
    return valid ? String(valid[1] === 1 ? 12 : valid[1] - 1).padStart(2, '0') : '';
  }),
  LastYear: eager(2, 2, ([year, month]) => {
    const valid = yearMonth(year, month);
    return valid ? (valid[1] === 1 ? valid[0] - 1 : valid[0]) : '';
  }),
  UUID: eager(0, 0, randomUuid),
};

/** The spec's lower-case function names and the catalogue function each one stands for. */
export const FUNCTION_ALIASES: Readonly<Record<string, string>> = {
  abs: 'ABS',
  round: 'ROUND',
  ceil: 'CEILING',
  floor: 'FLOOR',
  max: 'MAX',
  min: 'MIN',
  sqrt: 'SQRT',
  average: 'AVERAGE',
  sum: 'SUM',
  tofixed: 'FIXED',
  currency: 'CURRENCY',
  datediff: 'DATEDIFF',
  overtime: 'OVERTIME',
  halfday: 'HALFDAY',
};

/** Every built-in function by name (aliases included), in a map that has no prototype to reach. */
export function createFunctionTable(locale: Locale): ReadonlyMap<string, FunctionSpec> {
  const table = new Map<string, FunctionSpec>();
  for (const group of [mathFunctions, textFunctions, logicFunctions, dateFunctions(locale), advancedFunctions]) {
    for (const [name, spec] of Object.entries(group)) table.set(name, spec);
  }
  for (const [alias, name] of Object.entries(FUNCTION_ALIASES)) {
    const spec = table.get(name);
    if (spec) table.set(alias, spec);
  }
  return table;
}

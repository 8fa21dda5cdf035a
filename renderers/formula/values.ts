// What formulas compute with: plain data only, and how values are coerced.
//
// The scope is not copied up front: a form's scope holds hundreds of fields and sub-table rows and a
// formula reads a few of them, on every keystroke. Instead every read goes through readMember, which
// sees only own properties (never the prototype chain) and passes on only plain data: numbers,
// strings, booleans, null, arrays and plain objects. Functions, symbols and class instances read as
// missing (a Date reads as its timestamp). The effect is that of copying the scope into a
// null-prototype object of plain data, at the cost of the fields actually read.
import { FormulaError } from './errors';

export type FormulaValue = number | string | boolean | readonly FormulaValue[] | { readonly [key: string]: FormulaValue };

/** Most values one calculation may gather (array elements, sub-table rows, split parts). */
export const MAX_VALUES = 100_000;
/** Longest text a function may build (REPT). */
export const MAX_TEXT_LENGTH = 10_000;
/** Deepest array nesting that is flattened; deeper arrays count as one non-numeric value. */
const MAX_ARRAY_DEPTH = 32;

/**
 * The error for a calculation over a size limit. It is an evaluation failure like any other
 * ('formula.error', the spec's 公式运算错误); the limit that was hit is told in the cause.
 */
export function sizeLimitError(what: string, limit: number): FormulaError {
  return new FormulaError('formula.error', {}, { cause: new RangeError(`${what} exceeds the limit of ${limit}`) });
}

const hasOwn = Object.prototype.hasOwnProperty;
const objectPrototype = Object.prototype;

export function isPlainObject(value: unknown): value is Readonly<Record<string, unknown>> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const prototype: unknown = Object.getPrototypeOf(value);
  return prototype === objectPrototype || prototype === null;
}

/** `value` if it is plain data, a Date as its timestamp, anything else undefined. */
export function toPlain(value: unknown): unknown {
  switch (typeof value) {
    case 'number':
    case 'string':
    case 'boolean':
      return value;
    case 'object':
      if (value === null || Array.isArray(value) || isPlainObject(value)) return value;
      if (value instanceof Date) {
        const time = value.getTime();
        return Number.isNaN(time) ? undefined : time;
      }
      return undefined;
    default:
      return undefined;
  }
}

/** An own property of plain data, as plain data; undefined when absent. */
export function readMember(container: unknown, key: string): unknown {
  if (typeof container !== 'object' || container === null || !hasOwn.call(container, key)) return undefined;
  const value = (container as Record<string, unknown>)[key];
  // Numbers and texts, most of what forms hold, skip the general check.
  return typeof value === 'number' || typeof value === 'string' ? value : toPlain(value);
}

/** container[key] for a computed key: a non-negative integer or a text key. */
export function readIndex(container: unknown, key: unknown): unknown {
  if (typeof key === 'number') return Number.isInteger(key) && key >= 0 ? readMember(container, String(key)) : undefined;
  return typeof key === 'string' ? readMember(container, key) : undefined;
}

/**
 * The number a value stands for; anything non-numeric counts as 0 (spec: "formulas treat non-numeric
 * input as 0"). Texts are read like parseFloat ('12.5kg' → 12.5), booleans as 1 and 0.
 */
export function toNumber(value: unknown): number {
  if (typeof value === 'number') return value === value ? value : 0;
  if (typeof value === 'string') {
    const number = parseFloat(value);
    return number === number ? number : 0;
  }
  return value === true ? 1 : 0;
}

/** The text a value stands for: '' for missing values and objects, arrays joined with commas. */
export function toText(value: unknown): string {
  switch (typeof value) {
    case 'string':
      return value;
    case 'number':
    case 'boolean':
      return String(value);
    case 'object':
      return Array.isArray(value) ? value.map(toText).join(',') : '';
    default:
      return '';
  }
}

export function isTruthy(value: unknown): boolean {
  return Boolean(value);
}

export function isEmptyValue(value: unknown): boolean {
  return value === undefined || value === null || value === '';
}

/** The number of a value that clearly is one (empty counts as 0); undefined for other texts. */
function numericValue(value: unknown): number | undefined {
  switch (typeof value) {
    case 'number':
      return value === value ? value : undefined;
    case 'boolean':
      return value ? 1 : 0;
    case 'string': {
      if (value.trim() === '') return 0;
      const number = Number(value);
      return Number.isFinite(number) ? number : undefined;
    }
    default:
      return value === undefined || value === null ? 0 : undefined;
  }
}

/**
 * Order of two values for the comparison operators: numerically when both are numbers or numeric
 * texts ('9' < '10'), otherwise as texts. NaN when the numbers are unordered.
 */
export function compareValues(left: unknown, right: unknown): number {
  const a = typeof left === 'number' ? left : numericValue(left);
  const b = typeof right === 'number' ? right : numericValue(right);
  if (a !== undefined && b !== undefined) return a < b ? -1 : a > b ? 1 : a === b ? 0 : NaN;
  const x = toText(left);
  const y = toText(right);
  return x < y ? -1 : x > y ? 1 : 0;
}

function flattenInto(values: readonly unknown[], out: unknown[], depth: number): void {
  for (const value of values) {
    if (Array.isArray(value) && depth < MAX_ARRAY_DEPTH) {
      if (value.length > MAX_VALUES) throw sizeLimitError('a list', MAX_VALUES);
      flattenInto(value, out, depth + 1);
    } else {
      out.push(toPlain(value));
      if (out.length > MAX_VALUES) throw sizeLimitError('the number of values', MAX_VALUES);
    }
  }
}

/** The arguments with arrays spread into their elements (as spreadsheet ranges are). */
export function flattenValues(values: readonly unknown[]): unknown[] {
  const out: unknown[] = [];
  flattenInto(values, out, 0);
  return out;
}

export function numbersOf(values: readonly unknown[]): number[] {
  return flattenValues(values).map(toNumber);
}

/** Cleans binary floating-point noise (0.1 * 3 → 0.3) by keeping 15 significant digits. */
export function cleanFloat(value: number): number {
  return Number.isFinite(value) ? Number(value.toPrecision(15)) : value;
}

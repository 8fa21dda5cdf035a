// Math functions of the catalogue (contract notes §4), with their sub-table variants, which take
// {data: <rows>, path: '<field>'} and work on that field of every row.
import { FormulaError } from '../errors';
import { cleanFloat, compareValues, flattenValues, MAX_VALUES, numbersOf, readMember, sizeLimitError, toNumber, toText } from '../values';
import { eager, type FunctionTable } from './spec';

const sumOf = (numbers: readonly number[]): number => {
  let total = 0;
  for (const number of numbers) total += number;
  return total;
};

const averageOf = (numbers: readonly number[]): number => (numbers.length === 0 ? 0 : sumOf(numbers) / numbers.length);

// Loops rather than Math.max(...numbers): a spread of 100,000 arguments can overflow the stack.
const maxOf = (numbers: readonly number[]): number => {
  if (numbers.length === 0) return 0;
  let max = -Infinity;
  for (const number of numbers) if (number > max) max = number;
  return max;
};

const minOf = (numbers: readonly number[]): number => {
  if (numbers.length === 0) return 0;
  let min = Infinity;
  for (const number of numbers) if (number < min) min = number;
  return min;
};

/** PRODUCT of nothing is 0, as the original runtime answers. */
const productOf = (numbers: readonly number[]): number => {
  if (numbers.length === 0) return 0;
  let product = 1;
  for (const number of numbers) product *= number;
  return product;
};

/** The k-th (1-based) value in `order`; a k outside 1…n is an evaluation error, as in Excel (#NUM!). */
function kth(numbers: readonly number[], k: unknown, order: (a: number, b: number) => number): number {
  const position = Math.trunc(toNumber(k));
  if (position < 1 || position > numbers.length) throw new FormulaError('formula.error');
  return [...numbers].sort(order)[position - 1];
}

const descending = (a: number, b: number): number => b - a;
const ascending = (a: number, b: number): number => a - b;

const CONDITION = /^\s*(<=|>=|<>|!=|==|=|<|>)(.*)$/s;

/**
 * How many values meet `condition`: a text starting with a comparison ('>5', '<=10', '<>0', '=abc')
 * compares with the rest of the text; anything else means "equal to". Numbers compare as numbers,
 * other texts as texts. (The original runtime eval'ed the condition; this never runs code.)
 */
function countIf(values: readonly unknown[], condition: unknown): number {
  let test: (value: unknown) => boolean;
  const match = typeof condition === 'string' ? CONDITION.exec(condition) : null;
  if (match) {
    const [, operator, operandText] = match;
    const operand = operandText.trim();
    const accept: Record<string, (order: number) => boolean> = {
      '<': (order) => order < 0,
      '<=': (order) => order <= 0,
      '>': (order) => order > 0,
      '>=': (order) => order >= 0,
      '=': (order) => order === 0,
      '==': (order) => order === 0,
      '<>': (order) => order !== 0,
      '!=': (order) => order !== 0,
    };
    test = (value) => accept[operator](compareValues(value, operand));
  } else {
    test = (value) => compareValues(value, condition) === 0;
  }
  let count = 0;
  for (const value of values) if (test(value)) count += 1;
  return count;
}

/** Σ of the element-wise products, over the length of the shortest list. */
function sumProduct(lists: readonly (readonly number[])[]): number {
  if (lists.length === 0) return 0;
  const length = Math.min(...lists.map((list) => list.length));
  let total = 0;
  for (let index = 0; index < length; index += 1) {
    let product = 1;
    for (const list of lists) product *= list[index];
    total += product;
  }
  return total;
}

/**
 * Rounds half away from zero to `digits` decimals (negative: to tens, hundreds…), exactly in decimal:
 * ROUND(1.005, 2) = 1.01 and ROUND(-2.5) = -3, unlike Math.round on binary fractions.
 */
export function roundHalfAwayFromZero(value: number, digits: number): number {
  const shift = (number: number, exponent: number): number => {
    const [mantissa, power = '0'] = String(number).split('e');
    return Number(`${mantissa}e${Number(power) + exponent}`);
  };
  const places = Math.trunc(digits);
  const rounded = shift(Math.round(shift(Math.abs(value), places)), -places);
  return value < 0 ? -rounded : rounded;
}

/**
 * CEILING and FLOOR as the original runtime does them: the magnitude is rounded up (CEILING) or down
 * (FLOOR) to a multiple of |factor|, so negative numbers round away from (CEILING) or toward (FLOOR)
 * zero; a factor of 0 gives 0. The factor defaults to 1 (the lower-case ceil/floor aliases).
 */
function toMultiple(value: number, factor: number, up: boolean): number {
  const step = Math.abs(factor);
  if (step === 0) return 0;
  const quotient = cleanFloat(value / step);
  const magnitude = up ? Math.ceil(Math.abs(quotient)) : Math.floor(Math.abs(quotient));
  return cleanFloat(Math.sign(quotient) * magnitude * step) || 0;
}

/** The numeric values of `path` in each row of {data, path}; rows that lack it count 0. */
export function subTableValues(reference: unknown): unknown[] {
  const rows = readMember(reference, 'data');
  if (!Array.isArray(rows)) return [];
  if (rows.length > MAX_VALUES) throw sizeLimitError('the number of rows', MAX_VALUES);
  const path = toText(readMember(reference, 'path'));
  return rows.map((row) => readMember(row, path));
}

const subNumbers = (reference: unknown): number[] => subTableValues(reference).map(toNumber);

const optionalNumber = (value: unknown, fallback: number): number => (value === undefined ? fallback : toNumber(value));

export const mathFunctions: FunctionTable = {
  ABS: eager(1, 1, ([value]) => Math.abs(toNumber(value))),
  AVERAGE: eager(1, Infinity, (args) => averageOf(numbersOf(args))),
  CEILING: eager(1, 2, ([value, factor]) => toMultiple(toNumber(value), optionalNumber(factor, 1), true)),
  COUNT: eager(0, Infinity, (args) => flattenValues(args).length),
  COUNTIF: eager(2, 2, ([list, condition]) => countIf(flattenValues([list]), condition)),
  FIXED: eager(1, 2, ([value, digits]) => {
    const places = Math.min(20, Math.max(-15, Math.trunc(optionalNumber(digits, 0))));
    return roundHalfAwayFromZero(toNumber(value), places).toFixed(Math.max(0, places));
  }),
  FLOOR: eager(1, 2, ([value, factor]) => toMultiple(toNumber(value), optionalNumber(factor, 1), false)),
  // Truncates toward zero, as the original runtime (parseInt) does.
  INT: eager(1, 1, ([value]) => Math.trunc(toNumber(value))),
  LARGE: eager(2, 2, ([list, k]) => kth(numbersOf([list]), k, descending)),
  LOG: eager(1, 2, ([value, base]) => Math.log(toNumber(value)) / Math.log(optionalNumber(base, 10))),
  MAX: eager(1, Infinity, (args) => maxOf(numbersOf(args))),
  MIN: eager(1, Infinity, (args) => minOf(numbersOf(args))),
  // Excel's MOD: the result has the divisor's sign; a divisor of 0 is an error.
  MOD: eager(2, 2, ([dividend, divisor]) => {
    const a = toNumber(dividend);
    const b = toNumber(divisor);
    if (b === 0) throw new FormulaError('formula.error');
    return cleanFloat(a - b * Math.floor(a / b));
  }),
  POWER: eager(2, 2, ([base, exponent]) => Math.pow(toNumber(base), toNumber(exponent))),
  PRODUCT: eager(1, Infinity, (args) => productOf(numbersOf(args))),
  RAND: eager(0, 0, () => Math.random()),
  ROUND: eager(1, 2, ([value, digits]) => roundHalfAwayFromZero(toNumber(value), optionalNumber(digits, 0))),
  SMALL: eager(2, 2, ([list, k]) => kth(numbersOf([list]), k, ascending)),
  SQRT: eager(1, 1, ([value]) => Math.sqrt(toNumber(value))),
  // The hot path of most forms: no intermediate array unless an argument is one.
  SUM: eager(1, Infinity, (args) => {
    let total = 0;
    for (const arg of args) total += Array.isArray(arg) ? sumOf(numbersOf(arg)) : toNumber(arg);
    return total;
  }),
  SUMPRODUCT: eager(1, Infinity, (args) => sumProduct(args.map((list) => numbersOf([list])))),

  AVERAGESUB: eager(1, 1, ([reference]) => averageOf(subNumbers(reference))),
  COUNTSUB: eager(1, 1, ([reference]) => subTableValues(reference).length),
  COUNTIFSUB: eager(2, 2, ([reference, condition]) => countIf(subNumbers(reference), condition)),
  LARGESUB: eager(2, 2, ([reference, k]) => kth(subNumbers(reference), k, descending)),
  MAXSUB: eager(1, 1, ([reference]) => maxOf(subNumbers(reference))),
  MINSUB: eager(1, 1, ([reference]) => minOf(subNumbers(reference))),
  PRODUCTSUB: eager(1, 1, ([reference]) => productOf(subNumbers(reference))),
  SMALLSUB: eager(2, 2, ([reference, k]) => kth(subNumbers(reference), k, ascending)),
  SUMSUB: eager(1, 1, ([reference]) => sumOf(subNumbers(reference))),
  SUMPRODUCTSUB: eager(1, Infinity, (references) => sumProduct(references.map(subNumbers))),
};

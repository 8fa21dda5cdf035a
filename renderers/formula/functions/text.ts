// Text functions of the catalogue. Positions and lengths count characters (code points), so a
// Chinese character or an emoji is one character; positions are 1-based as in spreadsheets.
import { FormulaError } from '../errors';
import { flattenValues, isEmptyValue, MAX_TEXT_LENGTH, MAX_VALUES, sizeLimitError, toNumber, toText } from '../values';
import { subTableValues } from './math';
import { eager, type FunctionTable } from './spec';

const charactersOf = (value: unknown): string[] => Array.from(toText(value));

const countArgument = (value: unknown, fallback: number): number =>
  Math.max(0, Math.trunc(value === undefined ? fallback : toNumber(value)));

/** 1-based start position → 0-based index; positions below 1 start at the first character. */
const startIndex = (value: unknown): number => Math.max(1, Math.trunc(toNumber(value))) - 1;

function splitText(text: string, separator: string): string[] {
  const parts = text.split(separator);
  if (parts.length > MAX_VALUES) throw sizeLimitError('the number of parts', MAX_VALUES);
  return parts;
}

export const textFunctions: FunctionTable = {
  CONCATENATE: eager(1, Infinity, (args) => flattenValues(args).map(toText).join('')),
  CHAR: eager(1, 1, ([code]) => {
    const point = Math.trunc(toNumber(code));
    if (point < 1 || point > 0x10ffff) throw new FormulaError('formula.error');
    return String.fromCodePoint(point);
  }),
  EXACT: eager(2, 2, ([left, right]) => toText(left) === toText(right)),
  // True for a missing value, '' or an empty list. (The original runtime answered the opposite.)
  ISEMPTY: eager(1, 1, ([value]) => isEmptyValue(value) || (Array.isArray(value) && value.length === 0)),
  LEFT: eager(1, 2, ([text, count]) => charactersOf(text).slice(0, countArgument(count, 1)).join('')),
  LEN: eager(1, 1, ([text]) => charactersOf(text).length),
  LOWER: eager(1, 1, ([text]) => toText(text).toLowerCase()),
  MID: eager(3, 3, ([text, start, count]) => {
    const from = startIndex(start);
    return charactersOf(text).slice(from, from + countArgument(count, 0)).join('');
  }),
  // Positional, as in spreadsheets: REPLACE('abcdef', 2, 3, 'X') = 'aXef'.
  REPLACE: eager(4, 4, ([text, start, count, replacement]) => {
    const characters = charactersOf(text);
    const from = startIndex(start);
    return [...characters.slice(0, from), toText(replacement), ...characters.slice(from + countArgument(count, 0))].join('');
  }),
  REPT: eager(2, 2, ([text, times]) => {
    const unit = toText(text);
    const count = countArgument(times, 0);
    if (unit.length * count > MAX_TEXT_LENGTH) throw sizeLimitError('the text length', MAX_TEXT_LENGTH);
    return unit.repeat(count);
  }),
  RIGHT: eager(1, 2, ([text, count]) => {
    const characters = charactersOf(text);
    return characters.slice(Math.max(0, characters.length - countArgument(count, 1))).join('');
  }),
  UPPER: eager(1, 1, ([text]) => toText(text).toUpperCase()),
  TEXT: eager(1, 1, ([value]) => toText(value)),
  VALUE: eager(1, 1, ([text]) => toNumber(text)),
  TRIM: eager(1, 1, ([text]) => toText(text).trim()),
  /** How many parts `separator` splits the text into: '' → 0, no separator in it → 1. */
  COUNTNO: eager(2, 2, ([text, separator]) => {
    const value = toText(text);
    const mark = toText(separator);
    if (value === '') return 0;
    return mark === '' ? 1 : splitText(value, mark).length;
  }),
  /** A list: a list is copied, a text is split at `separator` (default ','), '' is the empty list. */
  TOARRAY: eager(1, 2, ([value, separator]) => {
    if (Array.isArray(value)) return flattenValues(value);
    const text = toText(value);
    return text === '' ? [] : splitText(text, separator === undefined ? ',' : toText(separator));
  }),
  /** The values of `path` in every row of {data, path}, as they are (missing ones as ''). */
  SUBTOARRAY: eager(1, 1, ([reference]) => subTableValues(reference).map((value) => (value === undefined || value === null ? '' : value))),
};


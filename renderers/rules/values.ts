// Reading field values: emptiness, other fields by path, dates and numbers as the rules see them.
import type { ValidationContext } from './types';

/** Characters String.prototype.trim removes. */
function isBlank(code: number): boolean {
  return code <= 32
    ? code === 32 || (code >= 9 && code <= 13)
    : code === 0xa0 || code === 0x1680 || (code >= 0x2000 && code <= 0x200a) || code === 0x2028 || code === 0x2029 ||
        code === 0x202f || code === 0x205f || code === 0x3000 || code === 0xfeff;
}

/** The text without surrounding blanks; the common case (none) costs no copy. */
export function trimmed(text: string): string {
  return text.length > 0 && (isBlank(text.charCodeAt(0)) || isBlank(text.charCodeAt(text.length - 1))) ? text.trim() : text;
}

/** vee-validate's notion of "no value": null, undefined, blank text, an empty list. false and 0 are values. */
export function isEmpty(value: unknown): boolean {
  if (value === null || value === undefined) return true;
  if (typeof value === 'string') return value.length === 0 || (isBlank(value.charCodeAt(0)) && value.trim().length === 0);
  if (Array.isArray(value)) return value.length === 0;
  return false;
}

/** A compiled reference to another field: `data.bo.start`, `bo.sub_item[0].qty`, `item.qty` (same sub-table row). */
export interface FieldPath {
  readonly inRow: boolean;
  readonly segments: readonly string[];
}

export function compileFieldPath(source: string): FieldPath | undefined {
  let text = source.trim();
  let inRow = false;
  if (text.startsWith('data.')) text = text.slice(5);
  else if (text.startsWith('item.')) {
    text = text.slice(5);
    inRow = true;
  }
  const segments: string[] = [];
  for (const part of text.split('.')) {
    const match = /^([^[\]]+)((?:\[\d+\])*)$/.exec(part);
    if (!match) return undefined;
    segments.push(match[1]);
    for (const index of match[2].matchAll(/\[(\d+)\]/g)) segments.push(index[1]);
  }
  return { inRow, segments };
}

const hasOwnProperty = Object.prototype.hasOwnProperty;

function walk(root: unknown, segments: readonly string[]): unknown {
  let current = root;
  for (let i = 0; i < segments.length; i++) {
    // Own properties only: a path must never reach prototypes (e.g. "__proto__", "constructor").
    if (current === null || typeof current !== 'object' || !hasOwnProperty.call(current, segments[i])) return undefined;
    current = (current as Record<string, unknown>)[segments[i]];
  }
  return current;
}

/** The value at a path: in the row for `item.` paths; else in the form data, then (bare names) in the row. */
export function readFieldPath(path: FieldPath, context: ValidationContext | undefined): unknown {
  if (path.inRow) return walk(context?.row, path.segments);
  const fromValues = walk(context?.values, path.segments);
  if (fromValues !== undefined || path.segments.length !== 1) return fromValues;
  return walk(context?.row, path.segments);
}

function daysInMonth(year: number, month: number): number {
  return month === 2 ? ((year % 4 === 0 && year % 100 !== 0) || year % 400 === 0 ? 29 : 28) : month === 4 || month === 6 || month === 9 || month === 11 ? 30 : 31;
}

export function isValidCalendarDate(year: number, month: number, day: number): boolean {
  return year >= 1 && month >= 1 && month <= 12 && day >= 1 && day <= daysInMonth(year, month);
}

/** Days since 1970-01-01 of a proleptic Gregorian date (Howard Hinnant's days_from_civil). */
function civilDays(year: number, month: number, day: number): number {
  const y = month <= 2 ? year - 1 : year;
  const era = Math.floor(y / 400);
  const yearOfEra = y - era * 400;
  const dayOfYear = Math.floor((153 * (month + (month > 2 ? -3 : 9)) + 2) / 5) + day - 1;
  const dayOfEra = yearOfEra * 365 + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100) + dayOfYear;
  return era * 146097 + dayOfEra - 719468;
}

// The date and time readers scan characters by hand: they run for every date field of every record
// validation, and regex captures plus Date arithmetic cost several times more.

/** Where the digit reader stopped (one shared object: reading allocates nothing). */
const reader = { pos: 0 };

/** Reads min..max ASCII digits from pos; returns their value, or -1. Leaves reader.pos after them. */
function readDigits(text: string, pos: number, min: number, max: number): number {
  const end = Math.min(text.length, pos + max);
  let value = 0;
  let at = pos;
  while (at < end) {
    const digit = text.charCodeAt(at) - 48;
    if (digit < 0 || digit > 9) break;
    value = value * 10 + digit;
    at++;
  }
  reader.pos = at;
  return at - pos >= min ? value : -1;
}

/**
 * Seconds of the wall-clock time in `text` from `pos` ("HH:mm" or "HH:mm:ss", optional ".fff" when not strict),
 * or -1. The text must end there.
 */
function readClock(text: string, pos: number, strict: boolean): number {
  const hours = readDigits(text, pos, strict ? 2 : 1, 2);
  if (hours < 0 || hours > 23 || text.charCodeAt(reader.pos) !== 58) return -1;
  const minutes = readDigits(text, reader.pos + 1, 2, 2);
  if (minutes < 0 || minutes > 59) return -1;
  let seconds = 0;
  if (text.charCodeAt(reader.pos) === 58) {
    seconds = readDigits(text, reader.pos + 1, 2, 2);
    if (seconds < 0 || seconds > 59) return -1;
    if (!strict && text.charCodeAt(reader.pos) === 46 && readDigits(text, reader.pos + 1, 1, 3) < 0) return -1;
  }
  return reader.pos === text.length ? (hours * 60 + minutes) * 60 + seconds : -1;
}

/**
 * Seconds since 1970-01-01 of a wall-clock date-time text, or NaN.
 * strict (the date rule): yyyy-MM-dd with an optional " HH:mm[:ss]".
 * lenient (comparisons): also "/" separators, one-digit month, day and hour, "T", milliseconds.
 */
export function readDateTimeText(text: string, strict: boolean): number {
  const year = readDigits(text, 0, 4, 4);
  if (year < 0) return NaN;
  const separator = text.charCodeAt(4);
  if (separator !== 45 && (strict || separator !== 47)) return NaN;
  const month = readDigits(text, 5, strict ? 2 : 1, 2);
  if (month < 0 || text.charCodeAt(reader.pos) !== separator) return NaN;
  const day = readDigits(text, reader.pos + 1, strict ? 2 : 1, 2);
  if (day < 0 || !isValidCalendarDate(year, month, day)) return NaN;
  let seconds = 0;
  const end = reader.pos;
  if (end !== text.length) {
    const gap = text.charCodeAt(end);
    if (gap !== 32 && gap !== 84) return NaN;
    seconds = readClock(text, end + 1, strict);
    if (seconds < 0) return NaN;
  }
  return civilDays(year, month, day) * 86400 + seconds;
}

/** Whether the last comparableTime() result was a time of day (kept here so that reading allocates nothing). */
export const comparedTime = { timeOfDay: false };

/**
 * A comparable instant for date comparisons (seconds), or NaN. Dates without a zone are read as wall-clock
 * time (so no daylight-saving or time-zone surprises); a time of day alone is seconds since midnight,
 * flagged in comparedTime.timeOfDay, and compares only with another time of day.
 */
export function comparableTime(value: unknown): number {
  comparedTime.timeOfDay = false;
  if (value instanceof Date) {
    if (Number.isNaN(value.getTime())) return NaN;
    const days = civilDays(value.getFullYear(), value.getMonth() + 1, value.getDate());
    return days * 86400 + (value.getHours() * 60 + value.getMinutes()) * 60 + value.getSeconds();
  }
  if (typeof value === 'number') return Number.isFinite(value) ? comparableTime(new Date(value)) : NaN;
  if (typeof value !== 'string') return NaN;
  const text = trimmed(value);
  const dateTime = readDateTimeText(text, false);
  if (!Number.isNaN(dateTime)) return dateTime;
  const clock = readClock(text, 0, false);
  if (clock < 0) return NaN;
  comparedTime.timeOfDay = true;
  return clock;
}

/** A time of day written exactly as hh:mm:ss (the time rule). */
export function isStrictTime(text: string): boolean {
  return text.length === 8 && text.charCodeAt(5) === 58 && readClock(text, 0, true) >= 0;
}

/** The text a message shows for another field's value (dates as yyyy-MM-dd HH:mm:ss). */
export function displayValue(value: unknown): string {
  if (value instanceof Date) {
    const pad = (n: number) => String(n).padStart(2, '0');
    const date = `${value.getFullYear()}-${pad(value.getMonth() + 1)}-${pad(value.getDate())}`;
    const time = `${pad(value.getHours())}:${pad(value.getMinutes())}:${pad(value.getSeconds())}`;
    return time === '00:00:00' ? date : `${date} ${time}`;
  }
  return String(value);
}

const POWERS_OF_TEN = Array.from({ length: 23 }, (_, i) => 10 ** i);

/**
 * The last decimal text scanned and what it holds. Several rules of a field read the same value
 * (min_value and max_value, maxIntLen and maxDecimalLen), so one remembered scan saves the repeats.
 */
export const scannedDigits = { text: '', ok: false, integer: 0, fraction: 0, value: NaN };

/**
 * Scans decimal text as typed: optional sign, digits, at most one dot, blanks around; no exponent, no
 * grouping commas. On success scannedDigits holds the integer digits without leading zeros ("0.5" → 1),
 * the fraction digits and the value.
 */
export function scanDecimal(text: string): boolean {
  if (text === scannedDigits.text) return scannedDigits.ok;
  scannedDigits.text = text;
  scannedDigits.ok = false;
  let start = 0;
  let end = text.length;
  while (start < end && isBlank(text.charCodeAt(start))) start++;
  while (end > start && isBlank(text.charCodeAt(end - 1))) end--;
  let pos = start;
  const first = text.charCodeAt(pos);
  if (first === 43 || first === 45) pos++;
  let integer = 0;
  let zeros = 0;
  let fraction = 0;
  let dot = false;
  let mantissa = 0;
  for (; pos < end; pos++) {
    const code = text.charCodeAt(pos);
    if (code === 46) {
      if (dot) return false;
      dot = true;
      continue;
    }
    if (code < 48 || code > 57) return false;
    mantissa = mantissa * 10 + (code - 48);
    if (dot) fraction++;
    else if (code === 48 && integer === 0) zeros++;
    else integer++;
  }
  if (integer + zeros + fraction === 0) return false;
  scannedDigits.ok = true;
  scannedDigits.integer = integer === 0 && zeros > 0 ? 1 : integer;
  scannedDigits.fraction = fraction;
  // Up to 15 significant digits an integer divided by an exact power of ten is the correctly rounded
  // value (Clinger's fast path); longer numbers go through the engine's parser.
  const magnitude = integer + fraction <= 15 ? mantissa / POWERS_OF_TEN[fraction] : Math.abs(Number(text));
  scannedDigits.value = first === 45 ? -magnitude : magnitude;
  return true;
}

/** A value as the numeric rules see it: a finite number, or decimal text; NaN for anything else. */
export function numericValue(value: unknown): number {
  if (typeof value === 'number') return Number.isFinite(value) ? value : NaN;
  return typeof value === 'string' && scanDecimal(value) ? scannedDigits.value : NaN;
}

/** A number's digits as printed without exponent (1e21 → "1000000000000000000000"). */
function plainDigits(value: number): string {
  const text = String(value);
  if (!text.includes('e')) return text;
  return Math.abs(value) >= 1e21 ? BigInt(value).toString() : value.toFixed(20).replace(/\.?0+$/, '');
}

let lastNumber = NaN;
let lastNumberText = '';

/** Whether a value is a number, leaving its digit counts in scannedDigits. */
export function scanNumber(value: unknown): boolean {
  if (typeof value === 'string') return scanDecimal(value);
  if (typeof value !== 'number' || !Number.isFinite(value)) return false;
  if (value !== lastNumber) {
    lastNumber = value;
    lastNumberText = plainDigits(value);
  }
  return scanDecimal(lastNumberText);
}

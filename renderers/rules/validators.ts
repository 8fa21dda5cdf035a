// The validators: each rule name prepares, once per rule source, either a synchronous check, a remote
// check (server or script, run by injected services), or a definition issue that makes the compiler skip it.
// Checks return undefined when the value passes and a message reference otherwise; they never see empty
// values (an empty value passes every rule but required, as in vee-validate).
import { decodeBase64, parseObjectLiteral } from './encoding';
import type { RuleMessageKey } from './messages';
import { checkRegex, MAX_REGEX_LENGTH } from './regexSafety';
import type { RegexSpec, RuleArg, ValidationContext } from './types';
import * as values from './values';

// Module runners (tsx, vitest) turn every access to an imported binding into a getter call; the hot
// path reads the helpers once here.
const {
  comparableTime,
  comparedTime,
  compileFieldPath,
  displayValue,
  isEmpty,
  isStrictTime,
  isValidCalendarDate,
  numericValue,
  readDateTimeText,
  readFieldPath,
  scannedDigits,
  scanNumber,
  trimmed,
} = values;

export interface Failure {
  key: RuleMessageKey;
  params?: Record<string, string | number>;
}

/**
 * A test's answer for one value: true passes, false fails with the check's own failure, a Failure fails with
 * that one (tests that pick their message, e.g. "not a number" before "too large").
 */
export type Outcome = boolean | Failure;

/** Tests one non-empty value; `bounds` are the rule's numeric arguments. */
export type ValueTest = (value: unknown, bounds: readonly number[], context: ValidationContext | undefined) => Outcome;

/**
 * A prepared synchronous rule. The test is called directly by runCheck, never through a wrapping closure: a
 * closure made by a shared helper shares its call feedback with every rule made by that helper, so a call
 * inside it is megamorphic and never inlined (the hot path of record validation).
 */
export interface SyncCheck {
  readonly rule: string;
  readonly test: ValueTest;
  readonly bounds: readonly number[];
  /** What a `false` outcome reports. */
  readonly failure: Failure;
  /** Lists (multi-selects, tag inputs) are tested item by item, empty items skipped, as vee-validate does; else the test sees the list. */
  readonly itemWise: boolean;
}

/** The failure of a non-empty value, or undefined when it passes. */
export function runCheck(check: SyncCheck, value: unknown, context: ValidationContext | undefined): Failure | undefined {
  let outcome: Outcome = true;
  if (check.itemWise && Array.isArray(value)) {
    for (let i = 0; i < value.length && outcome === true; i++) if (!isEmpty(value[i])) outcome = check.test(value[i], check.bounds, context);
  } else {
    outcome = check.test(value, check.bounds, context);
  }
  return outcome === true ? undefined : outcome === false ? check.failure : outcome;
}

export type RemoteCheck =
  | { readonly rule: string; readonly kind: 'backend'; readonly url: string; readonly submitFormData: boolean }
  | { readonly rule: string; readonly kind: 'exists'; readonly target: string }
  | { readonly rule: string; readonly kind: 'script'; readonly script: string };

export interface Issue {
  rule: string;
  code: RuleMessageKey;
  params?: Record<string, string | number>;
}

export type Prepared = { sync: SyncCheck } | { remote: RemoteCheck } | { issue: Issue } | { required: true };

/** How a rule string's argument text is split: at commas ('list'), or kept whole ('raw': patterns, scripts, literals). */
export type ArgStyle = 'list' | 'raw';

interface RuleDefinition {
  argStyle: ArgStyle;
  prepare(args: RuleArg[], rule: string): Prepared;
}

// ---------------------------------------------------------------------------------------------------------
// helpers

const textOf = (value: unknown): string => (typeof value === 'string' ? value : String(value));

/** Length in code points (an emoji counts once), cheap when the text has no surrogate pairs. */
function codePointLength(text: string): number {
  let length = text.length;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code >= 0xd800 && code <= 0xdbff && i + 1 < text.length) {
      const next = text.charCodeAt(i + 1);
      if (next >= 0xdc00 && next <= 0xdfff) {
        length--;
        i++;
      }
    }
  }
  return length;
}

const NO_BOUNDS: readonly number[] = Object.freeze([]);

function syncCheck(rule: string, test: ValueTest, failure: Failure, bounds = NO_BOUNDS, itemWise = true): { sync: SyncCheck } {
  return { sync: { rule, test, bounds, failure, itemWise } };
}

function issue(rule: string, code: RuleMessageKey, params?: Record<string, string | number>): { issue: Issue } {
  return { issue: { rule, code, params } };
}

function stringArgs(args: RuleArg[]): string[] | undefined {
  return args.every((arg): arg is string => typeof arg === 'string') ? args : undefined;
}

function argNumber(arg: RuleArg | undefined, integer: boolean): number | undefined {
  if (typeof arg !== 'string' || arg.trim() === '') return undefined;
  const number = Number(arg);
  if (!Number.isFinite(number)) return undefined;
  return integer && (!Number.isInteger(number) || number < 0) ? undefined : number;
}

/** A rule whose check depends only on the value, with a fixed message. */
function predicate(test: (value: unknown) => boolean, key: RuleMessageKey): RuleDefinition {
  const failure: Failure = { key };
  return { argStyle: 'list', prepare: (_args, rule) => syncCheck(rule, test, failure) };
}

/** A costly predicate that keeps its last answer for text: a form validates unchanged values again and again. */
function rememberingPredicate(test: (value: unknown) => boolean, key: RuleMessageKey): RuleDefinition {
  const failure: Failure = { key };
  return {
    argStyle: 'list',
    prepare: (_args, rule) => {
      let lastText: string | undefined;
      let lastAnswer = false;
      const remembering = (value: unknown) => {
        if (typeof value !== 'string') return test(value);
        if (value !== lastText) {
          lastAnswer = test(value);
          lastText = value;
        }
        return lastAnswer;
      };
      return syncCheck(rule, remembering, failure);
    },
  };
}

/**
 * The alpha rules: ASCII text is checked by hand (most values are), anything else by the Unicode pattern.
 * `allowed` lists the ASCII characters the rule accepts besides letters (a table: a function called per
 * character would be a megamorphic call, the four rules sharing the one test).
 */
function letters(regex: RegExp, key: RuleMessageKey, allowed: string): RuleDefinition {
  const ascii = new Uint8Array(128);
  for (let code = 65; code <= 90; code++) ascii[code] = ascii[code + 32] = 1;
  for (let i = 0; i < allowed.length; i++) ascii[allowed.charCodeAt(i)] = 1;
  return predicate((value) => {
    const text = textOf(value);
    for (let i = 0; i < text.length; i++) {
      const code = text.charCodeAt(i);
      if (code >= 128) return regex.test(text);
      if (ascii[code] === 0) return false;
    }
    return text.length > 0;
  }, key);
}

function pattern(regex: RegExp, key: RuleMessageKey): RuleDefinition {
  return predicate((value) => regex.test(textOf(value)), key);
}

/** A rule with one non-negative integer argument, the test's bounds[0]. */
function withCount(key: RuleMessageKey, test: (value: unknown, bounds: readonly number[]) => boolean): RuleDefinition {
  return {
    argStyle: 'list',
    prepare: (args, rule) => {
      if (args.length === 0) return issue(rule, 'rules.missingArgument');
      const n = argNumber(args[0], true);
      if (n === undefined) return issue(rule, 'rules.badArgument', { arg: String(args[0]) });
      return syncCheck(rule, test, { key, params: { n } }, [n]);
    },
  };
}

const NOT_A_NUMBER: Failure = { key: 'rules.number' };

/** The numeric rules share one range test: min_value is [n, ∞], max_value [-∞, n], between [min, max]. */
function inRange(value: unknown, range: readonly number[]): Outcome {
  const number = numericValue(value);
  return Number.isNaN(number) ? NOT_A_NUMBER : number >= range[0] && number <= range[1];
}

/** A numeric rule: text that is not a number fails with the number message first. */
function numeric(key: RuleMessageKey, argCount: 1 | 2, rangeOf: (bounds: number[]) => [number, number]): RuleDefinition {
  return {
    argStyle: 'list',
    prepare: (args, rule) => {
      if (args.length < argCount) return issue(rule, 'rules.missingArgument');
      const bounds: number[] = [];
      for (const arg of args.slice(0, argCount)) {
        const bound = argNumber(arg, false);
        if (bound === undefined) return issue(rule, 'rules.badArgument', { arg: String(arg) });
        bounds.push(bound);
      }
      const failure: Failure = { key, params: argCount === 1 ? { n: bounds[0] } : { min: bounds[0], max: bounds[1] } };
      return syncCheck(rule, inRange, failure, rangeOf(bounds));
    },
  };
}

// ---------------------------------------------------------------------------------------------------------
// value tests

// Validators that run on most records scan characters by hand (several times faster than a regex with
// captures); the rest use these patterns, each of which passes regexSafety's own check.
export const PATTERNS = {
  email: /^[\w.!#$%&'*+/=?^`{|}~-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)+$/,
  url: /^(?:https?|ftp):\/\/(?:[^\s:@/]+(?::[^\s@/]*)?@)?(?:[A-Za-z0-9\u00a1-\uffff-]+(?:\.[A-Za-z0-9\u00a1-\uffff-]+)*|\[[0-9A-Fa-f:.]+\])(?::\d{1,5})?(?:[/?#]\S*)?$/i,
  // vee-validate's alpha rules without a locale accept letters of every script (its union of locales).
  alpha: /^[\p{L}\p{M}]+$/u,
  alpha_num: /^[\p{L}\p{M}\p{Nd}]+$/u,
  alpha_dash: /^[\p{L}\p{M}\p{Nd}_-]+$/u,
  alpha_spaces: /^[\p{L}\p{M}\s]+$/u,
  // Mainland numbers: mobile, landline with optional area code and extension, 400/800 service numbers;
  // optionally prefixed with +86 / 0086.
  phonenumber: /^(?:(?:\+|00)86[- ]?)?(?:1\d{10}|(?:0\d{2,3}-?)?[1-9]\d{6,7}(?:-\d{1,6})?|[48]00-?\d{3}-?\d{4})$/,
} as const;

const DIGITS = '0123456789';
const isDigitCode = (code: number): boolean => code >= 48 && code <= 57;

/** Whether text[from, to) is all ASCII digits (and not empty). */
function allDigits(text: string, from: number, to: number): boolean {
  if (from >= to) return false;
  for (let i = from; i < to; i++) if (!isDigitCode(text.charCodeAt(i))) return false;
  return true;
}

/** The number written by `count` digits at `from` (the caller checked they are digits). */
function digitsValue(text: string, from: number, count: number): number {
  let value = 0;
  for (let i = from; i < from + count; i++) value = value * 10 + text.charCodeAt(i) - 48;
  return value;
}

/** Hotent's numeric: an integer, negatives allowed, no leading zeros. */
function isInteger(text: string): boolean {
  const start = text.charCodeAt(0) === 45 ? 1 : 0;
  return allDigits(text, start, text.length) && (text.length - start === 1 || text.charCodeAt(start) !== 48);
}

const isMobile = (text: string): boolean => text.length === 11 && text.charCodeAt(0) === 49 && allDigits(text, 1, 11);

const ID_WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
const ID_CHECK_CHARS = '10X98765432';

/** Resident identity card number: 18 digits with a valid birth date and ISO 7064 check character, or the old 15-digit form. */
function isIdCard(text: string): boolean {
  if (text.charCodeAt(0) === 48) return false;
  if (text.length === 18) {
    let sum = 0;
    for (let i = 0; i < 17; i++) {
      const digit = text.charCodeAt(i) - 48;
      if (digit < 0 || digit > 9) return false;
      sum += digit * ID_WEIGHTS[i];
    }
    const check = text.charCodeAt(17);
    if (ID_CHECK_CHARS.charCodeAt(sum % 11) !== (check === 120 ? 88 : check)) return false;
    const year = digitsValue(text, 6, 4);
    return year >= 1800 && isValidCalendarDate(year, digitsValue(text, 10, 2), digitsValue(text, 12, 2));
  }
  return (
    text.length === 15 &&
    allDigits(text, 0, 15) &&
    isValidCalendarDate(1900 + digitsValue(text, 6, 2), digitsValue(text, 8, 2), digitsValue(text, 10, 2))
  );
}

function isDateText(value: unknown): boolean {
  if (value instanceof Date) return !Number.isNaN(value.getTime());
  return !Number.isNaN(readDateTimeText(trimmed(textOf(value)), true));
}

// ---------------------------------------------------------------------------------------------------------
// rules with their own argument handling

function lengthRule(): RuleDefinition {
  return {
    argStyle: 'list',
    prepare: (args, rule) => {
      if (args.length === 0) return issue(rule, 'rules.missingArgument');
      const first = argNumber(args[0], true);
      const second = args.length > 1 ? argNumber(args[1], true) : undefined;
      if (first === undefined) return issue(rule, 'rules.badArgument', { arg: String(args[0]) });
      if (args.length > 1 && (second === undefined || second < first)) return issue(rule, 'rules.badArgument', { arg: String(args[1]) });
      const failure: Failure = second === undefined ? { key: 'rules.length', params: { n: first } } : { key: 'rules.lengthBetween', params: { min: first, max: second } };
      return syncCheck(rule, lengthWithin, failure, [first, second ?? first], false);
    },
  };
}

/** A list is measured by its number of items (vee-validate's length on arrays), text by its code points. */
function lengthWithin(value: unknown, range: readonly number[]): boolean {
  const length = Array.isArray(value) ? value.length : codePointLength(textOf(value));
  return length >= range[0] && length <= range[1];
}

/** A number as typed, at most bounds[0] decimal places (scanNumber leaves the digit counts in scannedDigits). */
function hasDecimalPlaces(value: unknown, bounds: readonly number[]): boolean {
  return scanNumber(value) && scannedDigits.fraction <= bounds[0];
}

function decimalRule(): RuleDefinition {
  return {
    argStyle: 'list',
    prepare: (args, rule) => {
      const places = args.length === 0 || args[0] === '*' || args[0] === '' ? undefined : argNumber(args[0], true);
      if (args.length > 0 && args[0] !== '*' && args[0] !== '' && places === undefined) return issue(rule, 'rules.badArgument', { arg: String(args[0]) });
      const failure: Failure = places === undefined ? { key: 'rules.decimal' } : { key: 'rules.decimalPlaces', params: { n: places } };
      return syncCheck(rule, hasDecimalPlaces, failure, [places ?? Infinity]);
    },
  };
}

function digitRule(key: 'rules.maxIntLen' | 'rules.maxDecimalLen', part: 'integer' | 'fraction'): RuleDefinition {
  return {
    argStyle: 'list',
    prepare: (args, rule) => {
      if (args.length === 0) return issue(rule, 'rules.missingArgument');
      const n = argNumber(args[0], true);
      if (n === undefined) return issue(rule, 'rules.badArgument', { arg: String(args[0]) });
      // "-012.50" has 3 integer and 2 fraction digits.
      const test = (value: unknown, bounds: readonly number[]): Outcome => (scanNumber(value) ? scannedDigits[part] <= bounds[0] : NOT_A_NUMBER);
      return syncCheck(rule, test, { key, params: { n } }, [n]);
    },
  };
}

function isRule(): RuleDefinition {
  return {
    argStyle: 'raw',
    prepare: (args, rule) => {
      if (args.length === 0 || typeof args[0] !== 'string') return issue(rule, 'rules.missingArgument');
      const expected = args[0];
      const failure: Failure = { key: 'rules.is', params: { value: expected } };
      return syncCheck(rule, (value) => textOf(value) === expected, failure, NO_BOUNDS, false);
    },
  };
}

function confirmedRule(): RuleDefinition {
  return {
    argStyle: 'list',
    prepare: (args, rule) => {
      const target = stringArgs(args)?.join(',');
      if (!target) return issue(rule, 'rules.missingArgument');
      const path = compileFieldPath(target);
      if (!path) return issue(rule, 'rules.badArgument', { arg: target });
      const failure: Failure = { key: 'rules.confirmed' };
      const test = (value: unknown, _bounds: readonly number[], context: ValidationContext | undefined) => {
        const other = readFieldPath(path, context);
        return textOf(value) === (other === null || other === undefined ? '' : textOf(other));
      };
      return syncCheck(rule, test, failure, NO_BOUNDS, false);
    },
  };
}

type DateComparison = 'isBefore' | 'isAfter' | 'isEnd' | 'isStart';
/** Which orders of (this date, the other date) pass; data rather than a comparator function, so the shared test calls nothing. */
const PASSING_ORDERS: Record<DateComparison, { before: boolean; same: boolean; after: boolean }> = {
  isBefore: { before: true, same: false, after: false },
  isAfter: { before: false, same: false, after: true },
  isEnd: { before: true, same: true, after: false },
  isStart: { before: false, same: true, after: true },
};

/** Compares with another field's date (`isBefore:data.bo.endDate`); a literal date is accepted too. Passes while either side is empty or not a date. */
function dateComparisonRule(name: DateComparison): RuleDefinition {
  const passing = PASSING_ORDERS[name];
  const key: RuleMessageKey = `rules.${name}`;
  return {
    argStyle: 'raw',
    prepare: (args, rule) => {
      const target = typeof args[0] === 'string' ? args[0].trim() : '';
      if (!target) return issue(rule, 'rules.missingArgument');
      const literal = !Number.isNaN(comparableTime(target));
      const path = compileFieldPath(target);
      if (!path && !literal) return issue(rule, 'rules.badArgument', { arg: target });
      // Neither side changes often between validations: remember the last reading of each.
      let lastOther: unknown = undefined;
      let lastBound = NaN;
      let lastBoundTimeOfDay = false;
      let lastValue: unknown = undefined;
      let lastSelf = NaN;
      let lastSelfTimeOfDay = false;
      const test = (value: unknown, _bounds: readonly number[], context: ValidationContext | undefined): Outcome => {
        if (value !== lastValue || typeof value === 'object') {
          lastValue = value;
          lastSelf = comparableTime(value);
          lastSelfTimeOfDay = comparedTime.timeOfDay;
        }
        const self = lastSelf;
        if (Number.isNaN(self)) return true;
        const selfTimeOfDay = lastSelfTimeOfDay;
        const read = path ? readFieldPath(path, context) : undefined;
        const other = isEmpty(read) ? (literal ? target : undefined) : read;
        if (other === undefined) return true;
        if (other !== lastOther || typeof other === 'object') {
          lastOther = other;
          lastBound = comparableTime(other);
          lastBoundTimeOfDay = comparedTime.timeOfDay;
        }
        if (Number.isNaN(lastBound) || lastBoundTimeOfDay !== selfTimeOfDay) return true;
        const passes = self < lastBound ? passing.before : self > lastBound ? passing.after : passing.same;
        return passes || { key, params: { target: displayValue(other) } };
      };
      return syncCheck(rule, test, { key }, NO_BOUNDS, false);
    },
  };
}

/** Splits `/pattern/flags` (or HUI's lone leading / trailing slash) and keeps only the stateless flags i, m, s, u. */
export function splitRegexLiteral(exp: string): { source: string; flags: string } {
  const literal = /^\/([\s\S]*)\/([a-z]*)$/.exec(exp);
  if (literal) return { source: literal[1], flags: [...new Set(literal[2].replace(/[^imsu]/g, ''))].join('') };
  let source = exp;
  if (source.endsWith('/') && !source.endsWith('\\/')) source = source.slice(0, -1);
  if (source.startsWith('/')) source = source.slice(1);
  return { source, flags: '' };
}

/** A regex argument as a spec: an object, a Base64 JSON `{regex:{exp, message}}`, or a plain pattern. */
export function readRegexArg(arg: RuleArg): RegexSpec | undefined {
  if (typeof arg !== 'string') return typeof arg.exp === 'string' ? arg : undefined;
  const decoded = decodeBase64(arg);
  if (decoded !== undefined && decoded.trimStart().startsWith('{')) {
    try {
      const parsed = parseObjectLiteral(decoded) as { regex?: { exp?: unknown; message?: unknown }; exp?: unknown; message?: unknown } | null;
      const spec = parsed && typeof parsed === 'object' ? (parsed.regex && typeof parsed.regex === 'object' ? parsed.regex : parsed) : undefined;
      if (spec && typeof spec.exp === 'string') {
        return { exp: spec.exp, message: typeof spec.message === 'string' && spec.message ? spec.message : undefined };
      }
    } catch {
      // not a designer spec after all: a plain pattern that happens to be valid Base64
    }
  }
  return { exp: arg };
}

const shorten = (text: string): string => (text.length > 60 ? `${text.slice(0, 57)}...` : text);

function regexRule(): RuleDefinition {
  return {
    argStyle: 'raw',
    prepare: (args, rule) => {
      if (args.length === 0) return issue(rule, 'rules.missingArgument');
      const spec = readRegexArg(args[0]);
      if (!spec || spec.exp === '') return issue(rule, 'rules.missingArgument');
      const { source, flags } = splitRegexLiteral(spec.exp.trim());
      const problem = checkRegex(source, flags);
      if (problem === 'tooLong') return issue(rule, 'rules.regexTooLong', { max: MAX_REGEX_LENGTH });
      if (problem) return issue(rule, problem === 'invalid' ? 'rules.regexInvalid' : 'rules.regexUnsafe', { pattern: shorten(source) });
      const regex = new RegExp(source, flags);
      const failure: Failure = spec.message ? { key: 'rules.custom', params: { message: spec.message } } : { key: 'rules.regex' };
      return syncCheck(rule, (value) => regex.test(textOf(value)), failure);
    },
  };
}

// ---------------------------------------------------------------------------------------------------------
// remote rules: prepared here, run by the compiler through injected services

/** Same-origin relative paths, or `${host}/…` placeholders the request layer resolves to configured hosts. */
const SAFE_URL = /^(?:\/(?![/\\])|\$\{[A-Za-z]+\}\/)/;

function backendRule(): RuleDefinition {
  return {
    argStyle: 'list',
    prepare: (args, rule) => {
      const texts = stringArgs(args);
      if (!texts || texts.length === 0 || texts[0] === '') return issue(rule, 'rules.missingArgument');
      const last = texts[texts.length - 1];
      const hasFlag = texts.length > 1 && (last === 'true' || last === 'false');
      const url = (hasFlag ? texts.slice(0, -1) : texts).join(',');
      if (!SAFE_URL.test(url)) return issue(rule, 'rules.backendUrlInvalid', { url: shorten(url) });
      return { remote: { rule, kind: 'backend', url, submitFormData: hasFlag && last === 'true' } };
    },
  };
}

function existsRule(): RuleDefinition {
  return {
    argStyle: 'list',
    prepare: (args, rule) => ({ remote: { rule, kind: 'exists', target: (stringArgs(args) ?? []).join(',') } }),
  };
}

function scriptRule(): RuleDefinition {
  return {
    argStyle: 'raw',
    prepare: (args, rule) => {
      if (args.length === 0 || typeof args[0] !== 'string' || args[0] === '') return issue(rule, 'rules.missingArgument');
      const script = decodeBase64(args[0]);
      if (script === undefined) return issue(rule, 'rules.badArgument', { arg: shorten(args[0]) });
      return { remote: { rule, kind: 'script', script } };
    },
  };
}

// ---------------------------------------------------------------------------------------------------------
// the catalogue

const maxLength = withCount('rules.max', (value, bounds) => {
  const text = textOf(value);
  return text.length <= bounds[0] || codePointLength(text) <= bounds[0];
});

const RULES: Record<string, RuleDefinition> = {
  required: { argStyle: 'list', prepare: () => ({ required: true }) },
  numeric: predicate((value) => isInteger(textOf(value)), 'rules.numeric'),
  number: predicate((value) => !Number.isNaN(numericValue(value)), 'rules.number'),
  decimal: decimalRule(),
  email: pattern(PATTERNS.email, 'rules.email'),
  url: pattern(PATTERNS.url, 'rules.url'),
  alpha: letters(PATTERNS.alpha, 'rules.alpha', ''),
  alpha_num: letters(PATTERNS.alpha_num, 'rules.alpha_num', DIGITS),
  alpha_dash: letters(PATTERNS.alpha_dash, 'rules.alpha_dash', `${DIGITS}-_`),
  alpha_spaces: letters(PATTERNS.alpha_spaces, 'rules.alpha_spaces', ' \t\n\v\f\r'),
  maxIntLen: digitRule('rules.maxIntLen', 'integer'),
  maxDecimalLen: digitRule('rules.maxDecimalLen', 'fraction'),
  max: maxLength,
  maxLength,
  min: withCount('rules.min', (value, bounds) => {
    const text = textOf(value);
    // A code point takes at most two UTF-16 units: text twice as long as the minimum need not be counted.
    return text.length >= bounds[0] && (text.length >= 2 * bounds[0] || codePointLength(text) >= bounds[0]);
  }),
  length: lengthRule(),
  digits: withCount('rules.digits', (value, bounds) => {
    const text = textOf(value);
    return text.length === bounds[0] && allDigits(text, 0, text.length);
  }),
  max_value: numeric('rules.max_value', 1, ([n]) => [-Infinity, n]),
  min_value: numeric('rules.min_value', 1, ([n]) => [n, Infinity]),
  between: numeric('rules.between', 2, ([min, max]) => [min, max]),
  is: isRule(),
  regex: regexRule(),
  date: rememberingPredicate(isDateText, 'rules.date'),
  time: predicate((value) => isStrictTime(textOf(value)), 'rules.time'),
  confirmed: confirmedRule(),
  mobile: predicate((value) => isMobile(textOf(value)), 'rules.mobile'),
  phonenumber: pattern(PATTERNS.phonenumber, 'rules.phonenumber'),
  id_card: predicate((value) => isIdCard(trimmed(textOf(value))), 'rules.id_card'),
  isBefore: dateComparisonRule('isBefore'),
  isAfter: dateComparisonRule('isAfter'),
  isEnd: dateComparisonRule('isEnd'),
  isStart: dateComparisonRule('isStart'),
  backendValidate: backendRule(),
  isExist: existsRule(),
  frontJSValidate: scriptRule(),
};

/** Every rule name the compiler knows. */
export const RULE_NAMES: readonly string[] = Object.keys(RULES);

export function isKnownRule(name: string): boolean {
  return Object.hasOwn(RULES, name);
}

export function argStyleOf(name: string): ArgStyle {
  return isKnownRule(name) ? RULES[name].argStyle : 'list';
}

export function prepareRule(name: string, args: RuleArg[]): Prepared {
  return isKnownRule(name) ? RULES[name].prepare(args, name) : issue(name, 'rules.unknownRule');
}

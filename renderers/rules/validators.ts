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

export interface SyncCheck {
  readonly rule: string;
  test(value: unknown, context: ValidationContext | undefined): Failure | undefined;
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

/**
 * A check from a test of one value: lists (multi-selects, tag inputs) are checked item by item, empty items
 * skipped, as vee-validate does. One closure, calling the test directly: this is the hot path.
 */
function eachItem(test: (value: unknown) => boolean, failure: Failure): SyncCheck['test'] {
  return (value) => {
    if (!Array.isArray(value)) return test(value) ? undefined : failure;
    for (const item of value) if (!isEmpty(item) && !test(item)) return failure;
    return undefined;
  };
}

/** Like eachItem, for checks that pick their failure (e.g. "not a number" before "too large"). */
function eachItemChecked(check: (value: unknown) => Failure | undefined): SyncCheck['test'] {
  return (value) => {
    if (!Array.isArray(value)) return check(value);
    for (const item of value) {
      const failed = isEmpty(item) ? undefined : check(item);
      if (failed) return failed;
    }
    return undefined;
  };
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
  return { argStyle: 'list', prepare: (_args, rule) => ({ sync: { rule, test: eachItem(test, failure) } }) };
}

/**
 * The alpha rules: ASCII text is checked by hand (most values are), anything else by the Unicode pattern.
 * `extra` says which ASCII characters besides letters the rule allows.
 */
function letters(regex: RegExp, key: RuleMessageKey, extra: (code: number) => boolean): RuleDefinition {
  return predicate((value) => {
    const text = textOf(value);
    for (let i = 0; i < text.length; i++) {
      const code = text.charCodeAt(i);
      if (code >= 128) return regex.test(text);
      if (!((code >= 65 && code <= 90) || (code >= 97 && code <= 122) || extra(code))) return false;
    }
    return text.length > 0;
  }, key);
}

function pattern(regex: RegExp, key: RuleMessageKey): RuleDefinition {
  return predicate((value) => regex.test(textOf(value)), key);
}

/** A rule with one non-negative integer argument `n`. */
function withCount(key: RuleMessageKey, test: (value: unknown, n: number) => boolean): RuleDefinition {
  return {
    argStyle: 'list',
    prepare: (args, rule) => {
      if (args.length === 0) return issue(rule, 'rules.missingArgument');
      const n = argNumber(args[0], true);
      if (n === undefined) return issue(rule, 'rules.badArgument', { arg: String(args[0]) });
      const failure: Failure = { key, params: { n } };
      return { sync: { rule, test: eachItem((value) => test(value, n), failure) } };
    },
  };
}

/** A numeric rule: text that is not a number fails with the number message first. */
function numeric(key: RuleMessageKey, argCount: 1 | 2, test: (number: number, bounds: number[]) => boolean): RuleDefinition {
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
      const notANumber: Failure = { key: 'rules.number' };
      const failure: Failure = { key, params: argCount === 1 ? { n: bounds[0] } : { min: bounds[0], max: bounds[1] } };
      const check = (value: unknown): Failure | undefined => {
        const number = numericValue(value);
        if (Number.isNaN(number)) return notANumber;
        return test(number, bounds) ? undefined : failure;
      };
      return { sync: { rule, test: eachItemChecked(check) } };
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
      return {
        sync: {
          rule,
          test: (value) => {
            // A list is measured by its number of items (vee-validate's length on arrays).
            const length = Array.isArray(value) ? value.length : codePointLength(textOf(value));
            const passes = second === undefined ? length === first : length >= first && length <= second;
            return passes ? undefined : failure;
          },
        },
      };
    },
  };
}

/** Digit counts of a number as typed ("-012.50" → 3 and 2), or undefined when it is not a number. */
function digitCounts(value: unknown): typeof scannedDigits | undefined {
  return scanNumber(value) ? scannedDigits : undefined;
}

function decimalRule(): RuleDefinition {
  return {
    argStyle: 'list',
    prepare: (args, rule) => {
      const places = args.length === 0 || args[0] === '*' || args[0] === '' ? undefined : argNumber(args[0], true);
      if (args.length > 0 && args[0] !== '*' && args[0] !== '' && places === undefined) return issue(rule, 'rules.badArgument', { arg: String(args[0]) });
      const failure: Failure = places === undefined ? { key: 'rules.decimal' } : { key: 'rules.decimalPlaces', params: { n: places } };
      const isNumber = (value: unknown) => {
        const counts = digitCounts(value);
        return !!counts && (places === undefined || counts.fraction <= places);
      };
      return { sync: { rule, test: eachItem(isNumber, failure) } };
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
      const notANumber: Failure = { key: 'rules.number' };
      const failure: Failure = { key, params: { n } };
      const check = (value: unknown): Failure | undefined => {
        const counts = digitCounts(value);
        if (!counts) return notANumber;
        return counts[part] <= n ? undefined : failure;
      };
      return { sync: { rule, test: eachItemChecked(check) } };
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
      return { sync: { rule, test: (value) => (textOf(value) === expected ? undefined : failure) } };
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
      return {
        sync: {
          rule,
          test: (value, context) => {
            const other = readFieldPath(path, context);
            return textOf(value) === (other === null || other === undefined ? '' : textOf(other)) ? undefined : failure;
          },
        },
      };
    },
  };
}

type DateComparison = 'isBefore' | 'isAfter' | 'isEnd' | 'isStart';
const DATE_COMPARATORS: Record<DateComparison, (self: number, target: number) => boolean> = {
  isBefore: (self, target) => self < target,
  isAfter: (self, target) => self > target,
  isEnd: (self, target) => self <= target,
  isStart: (self, target) => self >= target,
};

/** Compares with another field's date (`isBefore:data.bo.endDate`); a literal date is accepted too. Passes while either side is empty or not a date. */
function dateComparisonRule(name: DateComparison): RuleDefinition {
  const compare = DATE_COMPARATORS[name];
  const key: RuleMessageKey = `rules.${name}`;
  return {
    argStyle: 'raw',
    prepare: (args, rule) => {
      const target = typeof args[0] === 'string' ? args[0].trim() : '';
      if (!target) return issue(rule, 'rules.missingArgument');
      const literal = !Number.isNaN(comparableTime(target));
      const path = compileFieldPath(target);
      if (!path && !literal) return issue(rule, 'rules.badArgument', { arg: target });
      // The other field rarely changes between validations: remember its last reading.
      let lastOther: unknown = undefined;
      let lastBound = NaN;
      let lastBoundTimeOfDay = false;
      return {
        sync: {
          rule,
          test: (value, context) => {
            const self = comparableTime(value);
            if (Number.isNaN(self)) return undefined;
            const selfTimeOfDay = comparedTime.timeOfDay;
            const read = path ? readFieldPath(path, context) : undefined;
            const other = isEmpty(read) ? (literal ? target : undefined) : read;
            if (other === undefined) return undefined;
            if (other !== lastOther || typeof other === 'object') {
              lastOther = other;
              lastBound = comparableTime(other);
              lastBoundTimeOfDay = comparedTime.timeOfDay;
            }
            if (Number.isNaN(lastBound) || lastBoundTimeOfDay !== selfTimeOfDay) return undefined;
            return compare(self, lastBound) ? undefined : { key, params: { target: displayValue(other) } };
          },
        },
      };
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
      return { sync: { rule, test: eachItem((value) => regex.test(textOf(value)), failure) } };
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

const maxLength = withCount('rules.max', (value, n) => {
  const text = textOf(value);
  return text.length <= n || codePointLength(text) <= n;
});

const RULES: Record<string, RuleDefinition> = {
  required: { argStyle: 'list', prepare: () => ({ required: true }) },
  numeric: predicate((value) => isInteger(textOf(value)), 'rules.numeric'),
  number: predicate((value) => !Number.isNaN(numericValue(value)), 'rules.number'),
  decimal: decimalRule(),
  email: pattern(PATTERNS.email, 'rules.email'),
  url: pattern(PATTERNS.url, 'rules.url'),
  alpha: letters(PATTERNS.alpha, 'rules.alpha', () => false),
  alpha_num: letters(PATTERNS.alpha_num, 'rules.alpha_num', isDigitCode),
  alpha_dash: letters(PATTERNS.alpha_dash, 'rules.alpha_dash', (code) => isDigitCode(code) || code === 45 || code === 95),
  alpha_spaces: letters(PATTERNS.alpha_spaces, 'rules.alpha_spaces', (code) => code === 32 || (code >= 9 && code <= 13)),
  maxIntLen: digitRule('rules.maxIntLen', 'integer'),
  maxDecimalLen: digitRule('rules.maxDecimalLen', 'fraction'),
  max: maxLength,
  maxLength,
  min: withCount('rules.min', (value, n) => {
    const text = textOf(value);
    return text.length >= n && codePointLength(text) >= n;
  }),
  length: lengthRule(),
  digits: withCount('rules.digits', (value, n) => {
    const text = textOf(value);
    return text.length === n && allDigits(text, 0, n);
  }),
  max_value: numeric('rules.max_value', 1, (number, bounds) => number <= bounds[0]),
  min_value: numeric('rules.min_value', 1, (number, bounds) => number >= bounds[0]),
  between: numeric('rules.between', 2, (number, bounds) => number >= bounds[0] && number <= bounds[1]),
  is: isRule(),
  regex: regexRule(),
  date: predicate(isDateText, 'rules.date'),
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

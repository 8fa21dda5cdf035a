// Rule sets as definitions write them: pipe strings (`required:true|max:50`) and objects (`{required: true,
// max: 50}`). Parsing normalizes both to [{name, args}]; addRequired and mergeRules keep the caller's form.
import { argStyleOf, isKnownRule } from './validators';
import type { ParsedRule, RegexSpec, RuleArg, RuleObject, RuleSet } from './types';

/** A rule of a rule set; `disabled` is an explicit `name:false` / `{name: false}` (it switches the rule off). */
interface RuleEntry {
  name: string;
  args: RuleArg[];
  disabled: boolean;
  /** The segment's text in a pipe string (kept verbatim when strings are merged). */
  raw?: string;
}

export function isPlainObject(value: unknown): value is RuleObject {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return false;
  const prototype = Object.getPrototypeOf(value) as unknown;
  return prototype === Object.prototype || prototype === null;
}

function describeType(value: unknown): string {
  return value === null ? 'null' : Array.isArray(value) ? 'array' : typeof value;
}

function invalidRuleSet(where: string, value: unknown): TypeError {
  return new TypeError(`${where}: rules must be a string, an object or empty, not ${describeType(value)}`);
}

/** The type name of a value that is not a rule set, or undefined for a valid one. */
export function ruleSetTypeError(value: unknown): string | undefined {
  return value === null || value === undefined || typeof value === 'string' || isPlainObject(value) ? undefined : describeType(value);
}

const RULE_START = /^\s*([A-Za-z_$][\w$]*)\s*(?::|$)/;

function nameOf(segment: string): string {
  const colon = segment.indexOf(':');
  return (colon < 0 ? segment : segment.slice(0, colon)).trim();
}

/**
 * Splits a rule string at its pipes. A regex pattern may contain "|" itself: inside a regex segment a pipe
 * only ends the rule when a known rule name (followed by ":", "|" or the end) comes next.
 */
function splitSegments(text: string): string[] {
  const segments: string[] = [];
  for (const piece of text.split('|')) {
    const last = segments.length - 1;
    if (last >= 0 && nameOf(segments[last]) === 'regex' && segments[last].includes(':')) {
      const next = RULE_START.exec(piece);
      if (!next || !isKnownRule(next[1])) {
        segments[last] += `|${piece}`;
        continue;
      }
    }
    segments.push(piece);
  }
  return segments.map((segment) => segment.trim()).filter((segment) => segment !== '');
}

/** Arguments of a rule from text: 'true' means none and 'false' switches the rule off (list-style rules). */
function argsFromText(name: string, text: string | undefined): { args: RuleArg[]; disabled: boolean } {
  const trimmed = text?.trim() ?? '';
  if (trimmed === '') return { args: [], disabled: false };
  if (argStyleOf(name) === 'raw') return { args: [trimmed], disabled: false };
  if (trimmed === 'true') return { args: [], disabled: false };
  if (trimmed === 'false') return { args: [], disabled: true };
  return { args: trimmed.split(',').map((arg) => arg.trim()), disabled: false };
}

function entriesOfString(text: string): RuleEntry[] {
  return splitSegments(text).map((raw) => {
    const colon = raw.indexOf(':');
    const name = nameOf(raw);
    return { name, raw, ...argsFromText(name, colon < 0 ? undefined : raw.slice(colon + 1)) };
  });
}

function argFromValue(value: unknown): RuleArg {
  if (isPlainObject(value) && typeof value.exp === 'string') {
    const spec: RegexSpec = { exp: value.exp };
    if (typeof value.message === 'string' && value.message) spec.message = value.message;
    return spec;
  }
  return typeof value === 'string' ? value : isPlainObject(value) || Array.isArray(value) ? JSON.stringify(value) : String(value);
}

function entryOfObjectValue(name: string, value: unknown): RuleEntry {
  if (value === false || value === null || value === undefined) return { name, args: [], disabled: true };
  if (value === true) return { name, args: [], disabled: false };
  if (Array.isArray(value)) return { name, args: value.map(argFromValue), disabled: false };
  if (typeof value === 'string') return { name, ...argsFromText(name, value) };
  if (isPlainObject(value) && name === 'backendValidate' && typeof value.url === 'string') {
    return { name, args: [value.url, String(value.submitFormData === true || value.submitFormData === 'true')], disabled: false };
  }
  return { name, args: [argFromValue(value)], disabled: false };
}

function entriesOf(rules: RuleSet, where: string): RuleEntry[] {
  if (rules === null || rules === undefined) return [];
  if (typeof rules === 'string') return entriesOfString(rules);
  if (isPlainObject(rules)) return Object.entries(rules).map(([name, value]) => entryOfObjectValue(name, value));
  throw invalidRuleSet(where, rules);
}

/**
 * Normalizes a rule set to `[{name, args}]` in order of first appearance. As in vee-validate a later rule
 * of the same name replaces an earlier one, and a rule set to false is left out.
 * Throws a TypeError for anything but a string, a plain object, null or undefined.
 */
export function parseRules(rules: RuleSet): ParsedRule[] {
  const byName = new Map<string, ParsedRule>();
  for (const entry of entriesOf(rules, 'parseRules')) {
    if (entry.disabled) byName.delete(entry.name);
    else if (byName.has(entry.name)) byName.get(entry.name)!.args = entry.args;
    else byName.set(entry.name, { name: entry.name, args: entry.args });
  }
  return [...byName.values()];
}

/**
 * Spec §5: no rules → 'required'; a string gets 'required|' prepended unless it has a required rule; an
 * object gets required: true. Anything else throws. Never mutates its argument.
 */
export function addRequired(rules: RuleSet): string | RuleObject {
  if (rules === null || rules === undefined) return 'required';
  if (typeof rules === 'string') {
    const entries = entriesOfString(rules);
    if (entries.some((entry) => entry.name === 'required' && !entry.disabled)) return rules;
    const others = entries.filter((entry) => entry.name !== 'required').map((entry) => entry.raw);
    return ['required', ...others].join('|');
  }
  if (isPlainObject(rules)) return { ...rules, required: true };
  throw invalidRuleSet('addRequired', rules);
}

function toObject(entries: RuleEntry[]): RuleObject {
  const result: RuleObject = {};
  for (const { name, args, disabled } of entries) {
    result[name] = disabled ? false : args.length === 0 ? true : args.length === 1 ? args[0] : args;
  }
  return result;
}

/**
 * Merges two rule sets per rule name, b winning (contract notes §3.3 mergeValidate): two strings give a
 * string (a's order, b's replacements in place, b's new rules appended); otherwise an object.
 */
export function mergeRules(a: RuleSet, b: RuleSet): RuleSet {
  for (const rules of [a, b]) if (ruleSetTypeError(rules)) throw invalidRuleSet('mergeRules', rules);
  if (a === null || a === undefined) return b;
  if (b === null || b === undefined) return a;
  if (typeof a === 'string' && typeof b === 'string') {
    const merged = new Map<string, string>();
    for (const entry of [...entriesOfString(a), ...entriesOfString(b)]) merged.set(entry.name, entry.raw ?? entry.name);
    return [...merged.values()].join('|');
  }
  // An object side keeps its values as written; a string side is converted.
  const asObject = (rules: string | RuleObject): RuleObject => (typeof rules === 'string' ? toObject(entriesOfString(rules)) : rules);
  return { ...asObject(a), ...asObject(b) };
}

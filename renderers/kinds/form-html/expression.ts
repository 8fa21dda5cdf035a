// The few expression shapes a generated template writes into attributes, read structurally — never
// evaluated: JavaScript literals (validate objects, option lists, the custom dialog's JSON), object literals
// whose members stay source text (v-formula, :date-calc-exp), bind paths and v-for sources.
// Regular expressions here only ever see one attribute's expression text, never markup.

export type Literal = string | number | boolean | null | Literal[] | { [key: string]: Literal };

const FORBIDDEN_SEGMENTS: ReadonlySet<string> = new Set(['__proto__', 'constructor', 'prototype']);
const IDENTIFIER = /^[A-Za-z_$][\w$]*$/;

class Reader {
  index = 0;
  constructor(readonly text: string) {}
  skipSpace(): void {
    while (this.index < this.text.length && /\s/.test(this.text[this.index])) this.index += 1;
  }
  peek(): string {
    this.skipSpace();
    return this.text[this.index] ?? '';
  }
  /** A quoted string starting at index (single, double or back quotes without ${}), or undefined. */
  quoted(): string | undefined {
    const quote = this.text[this.index];
    if (quote !== "'" && quote !== '"' && quote !== '`') return undefined;
    let value = '';
    for (let at = this.index + 1; at < this.text.length; at += 1) {
      const char = this.text[at];
      if (char === '\\') {
        const next = this.text[at + 1] ?? '';
        value += next === 'n' ? '\n' : next === 't' ? '\t' : next;
        at += 1;
      } else if (char === quote) {
        this.index = at + 1;
        return quote === '`' && value.includes('${') ? undefined : value;
      } else value += char;
    }
    return undefined;
  }
}

function literalAt(reader: Reader, depth: number): Literal | undefined {
  if (depth > 32) return undefined;
  const char = reader.peek();
  if (char === '{' || char === '[') {
    const object = char === '{';
    const result: Record<string, Literal> | Literal[] = object ? (Object.create(null) as Record<string, Literal>) : [];
    reader.index += 1;
    while (reader.peek() !== (object ? '}' : ']')) {
      if (reader.index >= reader.text.length) return undefined;
      if (object) {
        const key = keyAt(reader);
        if (key === undefined || reader.peek() !== ':') return undefined;
        reader.index += 1;
        const value = literalAt(reader, depth + 1);
        if (value === undefined || FORBIDDEN_SEGMENTS.has(key)) return undefined;
        (result as Record<string, Literal>)[key] = value;
      } else {
        const value = literalAt(reader, depth + 1);
        if (value === undefined) return undefined;
        (result as Literal[]).push(value);
      }
      if (reader.peek() === ',') reader.index += 1;
      else if (reader.peek() !== (object ? '}' : ']')) return undefined;
    }
    reader.index += 1;
    return object ? { ...(result as Record<string, Literal>) } : result;
  }
  const text = reader.quoted();
  if (text !== undefined) return text;
  const word = /^-?(?:\d+\.?\d*(?:e[+-]?\d+)?|\.\d+)|^[A-Za-z_$][\w$]*/i.exec(reader.text.slice(reader.index))?.[0];
  if (!word) return undefined;
  reader.index += word.length;
  if (word === 'true') return true;
  if (word === 'false') return false;
  if (word === 'null') return null;
  const number = Number(word);
  return Number.isFinite(number) ? number : undefined;
}

function keyAt(reader: Reader): string | undefined {
  reader.skipSpace();
  const quoted = reader.quoted();
  if (quoted !== undefined) return quoted;
  const word = /^[A-Za-z_$][\w$-]*/.exec(reader.text.slice(reader.index))?.[0];
  if (!word) return undefined;
  reader.index += word.length;
  return word;
}

/** A JavaScript literal (JSON, or with single quotes and bare keys); undefined for anything else. */
export function parseLiteral(text: string): Literal | undefined {
  const reader = new Reader(text);
  const value = literalAt(reader, 0);
  return value !== undefined && reader.peek() === '' ? value : undefined;
}

/**
 * An object literal's members as source text: '{value: SUM(a, b), bindPath: 'x'}' → {value: 'SUM(a, b)',
 * bindPath: "'x'"}. Commas inside brackets and strings stay inside the member. Undefined if not an object.
 */
export function objectMembers(text: string): Record<string, string> | undefined {
  const reader = new Reader(text.trim());
  if (reader.peek() !== '{') return undefined;
  reader.index += 1;
  const members: Record<string, string> = Object.create(null) as Record<string, string>;
  while (reader.peek() !== '}') {
    const key = keyAt(reader);
    if (key === undefined || reader.peek() !== ':') return undefined;
    reader.index += 1;
    const start = reader.index;
    let depth = 0;
    while (reader.index < reader.text.length) {
      const char = reader.text[reader.index];
      if (char === "'" || char === '"' || char === '`') {
        if (reader.quoted() === undefined) return undefined;
        continue;
      }
      if (char === '(' || char === '[' || char === '{') depth += 1;
      else if (char === ')' || char === ']' || char === '}') {
        if (depth === 0) break;
        depth -= 1;
      } else if (char === ',' && depth === 0) break;
      reader.index += 1;
    }
    if (FORBIDDEN_SEGMENTS.has(key)) return undefined;
    members[key] = reader.text.slice(start, reader.index).trim();
    if (reader.peek() === ',') reader.index += 1;
    else if (reader.peek() !== '}') return undefined;
  }
  reader.index += 1;
  return reader.peek() === '' ? { ...members } : undefined;
}

export type PathProblem = 'syntax' | 'forbidden';

/** 'data.bo.a' / 'item.b' → its segments; a prototype segment or anything but dotted names is a problem. */
export function bindPath(text: string): { segments: string[] } | { problem: PathProblem } {
  const segments = text.trim().split('.');
  if (segments.some((segment) => FORBIDDEN_SEGMENTS.has(segment))) return { problem: 'forbidden' };
  if (segments.length < 2 || !segments.every((segment) => IDENTIFIER.test(segment))) return { problem: 'syntax' };
  return { segments };
}

/** Does the expression text name a prototype member anywhere (also as ['__proto__'])? */
export function mentionsPrototype(text: string): boolean {
  return /(?:^|[^\w$])(?:__proto__|constructor|prototype)(?![\w$])/.test(text);
}

/** 'item in data.bo.sub_x' / '(item, index) in data.bo.sub_x' → the row and index names and the source path. */
export function loopSource(text: string): { item: string; index?: string; source: string } | undefined {
  const match = /^\s*(?:\(\s*([A-Za-z_$][\w$]*)\s*(?:,\s*([A-Za-z_$][\w$]*)\s*)?\)|([A-Za-z_$][\w$]*))\s+(?:in|of)\s+([A-Za-z_$][\w$.]*(?:\[[A-Za-z_$][\w$]*\][\w$.]*)?)\s*$/.exec(text);
  if (!match) return undefined;
  return { item: match[1] ?? match[3], index: match[2], source: match[4] };
}

/** Every `permission.fields.<ent>.<field>` the expression reads. */
export function permissionFields(text: string): { entity: string; field: string }[] {
  return [...text.matchAll(/permission\.fields\.([A-Za-z_][\w]*)\.([A-Za-z_][\w]*)/g)].map((match) => ({ entity: match[1], field: match[2] }));
}

/** Every `permission.table.<ent>` the expression reads. */
export function permissionTables(text: string): string[] {
  return [...text.matchAll(/permission\.table\.([A-Za-z_][\w]*)/g)].map((match) => match[1]);
}

/**
 * A label mustache's known forms: a string literal, or $t('key') / $t('key', 'text'). Returns the text
 * (undefined text: a bare $t key, whose wording the caller supplies), or undefined for any other expression.
 */
export function labelMustache(expression: string): { text?: string; key?: string } | undefined {
  const literal = parseLiteral(expression);
  if (typeof literal === 'string') return { text: literal };
  const call = /^\s*\$t\s*\(([\s\S]*)\)\s*$/.exec(expression);
  if (!call) return undefined;
  const args = parseLiteral(`[${call[1]}]`);
  if (!Array.isArray(args) || args.length < 1 || args.length > 2 || !args.every((arg) => typeof arg === 'string')) return undefined;
  return { key: args[0] as string, text: args[1] as string | undefined };
}

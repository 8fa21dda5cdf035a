// The studio's own JSON reader: the value, where every value sits in the text (so a problem's JSON path, as the
// engine writes it — '$.entities[0].attributes[2].dataType' — becomes a cursor position), and parse errors as a
// stable code with an offset, so they can be localized (the browser's JSON.parse messages are English only and
// differ between engines). Pure; unit tests beside it.

export type JsonParseErrorCode = 'unexpectedEnd' | 'unexpectedCharacter' | 'expectedPropertyName' | 'expectedColon' | 'expectedCommaOrEnd' | 'badString' | 'badNumber' | 'trailingText';

export interface JsonParseError {
  readonly code: JsonParseErrorCode;
  /** offset of the character at fault, 0-based */
  readonly offset: number;
  /** 1-based line and column of that offset */
  readonly line: number;
  readonly column: number;
  /** the character found there ('' at the end of the text) */
  readonly found: string;
}

/** Where one value sits: `from`-`to` is the value; `keyFrom` the start of its property name, if it has one. */
export interface JsonRange {
  readonly from: number;
  readonly to: number;
  readonly keyFrom?: number;
}

export type JsonDocument = { readonly ok: true; readonly value: unknown; readonly ranges: ReadonlyMap<string, JsonRange> } | { readonly ok: false; readonly error: JsonParseError };

const IDENTIFIER = /^[A-Za-z_$][A-Za-z0-9_$]*$/;
const NUMBER = /-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?/y;

/** One step of a JSON path in the engine's notation (validate.ts pointerToPath). */
export function childPath(parent: string, key: string | number): string {
  if (typeof key === 'number') return `${parent}[${key}]`;
  return IDENTIFIER.test(key) ? `${parent}.${key}` : `${parent}[${JSON.stringify(key)}]`;
}

/** 1-based line and column of an offset. */
export function lineColumn(text: string, offset: number): { line: number; column: number } {
  let line = 1;
  let start = 0;
  for (let index = text.indexOf('\n'); index !== -1 && index < offset; index = text.indexOf('\n', index + 1)) {
    line += 1;
    start = index + 1;
  }
  return { line, column: offset - start + 1 };
}

class ParseFailure {
  constructor(
    readonly code: JsonParseErrorCode,
    readonly offset: number,
  ) {}
}

export function parseJsonDocument(text: string): JsonDocument {
  const ranges = new Map<string, JsonRange>();
  let at = 0;

  const fail = (code: JsonParseErrorCode, offset = at): never => {
    throw new ParseFailure(at >= text.length && code !== 'trailingText' ? 'unexpectedEnd' : code, offset);
  };
  const skipSpace = () => {
    while (at < text.length && (text[at] === ' ' || text[at] === '\n' || text[at] === '\r' || text[at] === '\t')) at += 1;
  };

  const readString = (): string => {
    const start = at;
    at += 1;
    while (at < text.length) {
      const char = text[at];
      if (char === '"') {
        at += 1;
        try {
          return JSON.parse(text.slice(start, at)) as string;
        } catch {
          return fail('badString', start);
        }
      }
      if (char === '\\') at += 2;
      else if (char < ' ') return fail('badString', at);
      else at += 1;
    }
    return fail('unexpectedEnd');
  };

  const readValue = (path: string, keyFrom?: number): unknown => {
    skipSpace();
    const from = at;
    const char = text[at];
    let value: unknown;
    if (char === '{') {
      at += 1;
      const object: Record<string, unknown> = {};
      skipSpace();
      if (text[at] === '}') at += 1;
      else {
        for (;;) {
          skipSpace();
          if (text[at] !== '"') fail('expectedPropertyName');
          const nameFrom = at;
          const name = readString();
          skipSpace();
          if (text[at] !== ':') fail('expectedColon');
          at += 1;
          // defineProperty, not assignment: a "__proto__" key is an own property in JSON.parse's answer, and
          // assigning it would set the object's prototype instead.
          Object.defineProperty(object, name, { value: readValue(childPath(path, name), nameFrom), enumerable: true, writable: true, configurable: true });
          skipSpace();
          if (text[at] === ',') at += 1;
          else if (text[at] === '}') {
            at += 1;
            break;
          } else fail('expectedCommaOrEnd');
        }
      }
      value = object;
    } else if (char === '[') {
      at += 1;
      const array: unknown[] = [];
      skipSpace();
      if (text[at] === ']') at += 1;
      else {
        for (;;) {
          array.push(readValue(childPath(path, array.length)));
          skipSpace();
          if (text[at] === ',') at += 1;
          else if (text[at] === ']') {
            at += 1;
            break;
          } else fail('expectedCommaOrEnd');
        }
      }
      value = array;
    } else if (char === '"') {
      value = readString();
    } else if (char === '-' || (char >= '0' && char <= '9')) {
      NUMBER.lastIndex = at;
      const match = NUMBER.exec(text);
      if (!match) fail('badNumber');
      at += match![0].length;
      value = Number(match![0]);
    } else {
      const word = ['true', 'false', 'null'].find((literal) => text.startsWith(literal, at));
      if (!word) fail('unexpectedCharacter');
      at += word!.length;
      value = word === 'true' ? true : word === 'false' ? false : null;
    }
    ranges.set(path, keyFrom === undefined ? { from, to: at } : { from, to: at, keyFrom });
    return value;
  };

  try {
    const value = readValue('$');
    skipSpace();
    if (at < text.length) fail('trailingText');
    return { ok: true, value, ranges };
  } catch (failure) {
    if (!(failure instanceof ParseFailure)) throw failure;
    const { line, column } = lineColumn(text, failure.offset);
    return { ok: false, error: { code: failure.code, offset: failure.offset, line, column, found: text[failure.offset] ?? '' } };
  }
}

/** The steps of a JSON path in the engine's notation: '$.a[0]["b c"]' → ['a', 0, 'b c']; null when it is not one. */
export function pathSteps(path: string): (string | number)[] | null {
  if (!path.startsWith('$')) return null;
  const steps: (string | number)[] = [];
  const step = /\.([A-Za-z_$][A-Za-z0-9_$]*)|\[(\d+)\]|\[("(?:[^"\\]|\\.)*")\]/y;
  step.lastIndex = 1;
  while (step.lastIndex < path.length) {
    const match = step.exec(path);
    if (!match) return null;
    steps.push(match[1] ?? (match[2] !== undefined ? Number(match[2]) : (JSON.parse(match[3]) as string)));
  }
  return steps;
}

/**
 * The text position of a JSON path: its property name (or the value, for array items and the root); for a path
 * that does not exist (a missing property), the nearest enclosing value that does. Null for no path at all.
 */
export function locatePath(ranges: ReadonlyMap<string, JsonRange>, path: string): JsonRange | null {
  const steps = pathSteps(path);
  if (!steps) return ranges.get('$') ?? null;
  let best: JsonRange | null = ranges.get('$') ?? null;
  let current = '$';
  for (const key of steps) {
    current = childPath(current, key);
    const range = ranges.get(current);
    if (!range) break;
    best = range;
  }
  return best;
}

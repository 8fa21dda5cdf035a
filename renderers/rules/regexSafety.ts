// Static check of form-designer regular expressions for catastrophic backtracking (ReDoS), so a regex rule
// can never freeze the page or the server. It parses the pattern into a small tree and flags a repeated
// part (*, +, {n,} or a large {n,m}) that
//   - contains another variable-length repetition with no mandatory delimiter the inner one cannot eat,
//     e.g. (a+)+, (.*)*, (\w+\s?)*  — while (\d+\.)* and (\d{1,3},)* stay allowed, or
//   - is an alternation whose branches can start the same way, e.g. (a|a)*, (\w|\d)+, (\\.|[^"])*.
// The check is conservative: it may reject a harmless pattern, never the reverse for these shapes.

export const MAX_REGEX_LENGTH = 500;

export type RegexProblem = 'tooLong' | 'invalid' | 'unsafe';

/** Inclusive code point ranges, sorted and disjoint: [lo0, hi0, lo1, hi1, …]. */
type Ranges = number[];

type RegexNode =
  | { kind: 'chars'; set: Ranges }
  | { kind: 'seq'; items: RegexNode[] }
  | { kind: 'alt'; options: RegexNode[] }
  | { kind: 'group'; body: RegexNode; zeroWidth: boolean }
  | { kind: 'repeat'; body: RegexNode; min: number; max: number }
  | { kind: 'assert' }
  | { kind: 'backref' };

const MAX_CODE_POINT = 0x10ffff;
const ANY: Ranges = [0, MAX_CODE_POINT];
const DIGIT: Ranges = [0x30, 0x39];
const WORD: Ranges = [0x30, 0x39, 0x41, 0x5a, 0x5f, 0x5f, 0x61, 0x7a];
const SPACE: Ranges = [
  0x09, 0x0d, 0x20, 0x20, 0xa0, 0xa0, 0x1680, 0x1680, 0x2000, 0x200a, 0x2028, 0x2029, 0x202f, 0x202f, 0x205f, 0x205f,
  0x3000, 0x3000, 0xfeff, 0xfeff,
];
const LINE_TERMINATORS: Ranges = [0x0a, 0x0a, 0x0d, 0x0d, 0x2028, 0x2029];

function normalize(pairs: Array<[number, number]>): Ranges {
  pairs.sort((a, b) => a[0] - b[0]);
  const out: Ranges = [];
  for (const [lo, hi] of pairs) {
    const last = out.length - 1;
    if (last > 0 && lo <= out[last] + 1) out[last] = Math.max(out[last], hi);
    else out.push(lo, hi);
  }
  return out;
}

function toPairs(set: Ranges): Array<[number, number]> {
  const pairs: Array<[number, number]> = [];
  for (let i = 0; i < set.length; i += 2) pairs.push([set[i], set[i + 1]]);
  return pairs;
}

function union(...sets: Ranges[]): Ranges {
  return normalize(sets.flatMap(toPairs));
}

function complement(set: Ranges): Ranges {
  const out: Ranges = [];
  let next = 0;
  for (let i = 0; i < set.length; i += 2) {
    if (set[i] > next) out.push(next, set[i] - 1);
    next = set[i + 1] + 1;
  }
  if (next <= MAX_CODE_POINT) out.push(next, MAX_CODE_POINT);
  return out;
}

function intersects(a: Ranges, b: Ranges): boolean {
  let i = 0;
  let j = 0;
  while (i < a.length && j < b.length) {
    if (a[i + 1] < b[j]) i += 2;
    else if (b[j + 1] < a[i]) j += 2;
    else return true;
  }
  return false;
}

/** Adds the other ASCII case of every letter (the i flag). */
function caseFold(set: Ranges): Ranges {
  const extra: Array<[number, number]> = [];
  for (const [lo, hi] of toPairs(set)) {
    for (const [from, to, shift] of [[0x41, 0x5a, 32], [0x61, 0x7a, -32]] as const) {
      const start = Math.max(lo, from);
      const end = Math.min(hi, to);
      if (start <= end) extra.push([start + shift, end + shift]);
    }
  }
  return extra.length ? union(set, normalize(extra)) : set;
}

class PatternParser {
  private pos = 0;
  constructor(
    private readonly source: string,
    private readonly ignoreCase: boolean,
    private readonly unicode: boolean,
  ) {}

  parse(): RegexNode {
    const node = this.parseAlternation();
    if (this.pos < this.source.length) throw new SyntaxError('unbalanced parenthesis');
    return node;
  }

  private chars(set: Ranges): RegexNode {
    return { kind: 'chars', set: this.ignoreCase ? caseFold(set) : set };
  }

  private parseAlternation(): RegexNode {
    const options = [this.parseSequence()];
    while (this.source[this.pos] === '|') {
      this.pos++;
      options.push(this.parseSequence());
    }
    return options.length === 1 ? options[0] : { kind: 'alt', options };
  }

  private parseSequence(): RegexNode {
    const items: RegexNode[] = [];
    while (this.pos < this.source.length && this.source[this.pos] !== '|' && this.source[this.pos] !== ')') {
      items.push(this.parseQuantified(this.parseAtom()));
    }
    return items.length === 1 ? items[0] : { kind: 'seq', items };
  }

  private parseQuantified(atom: RegexNode): RegexNode {
    let node = atom;
    for (;;) {
      const ch = this.source[this.pos];
      let min: number;
      let max: number;
      if (ch === '*' || ch === '+' || ch === '?') {
        this.pos++;
        [min, max] = ch === '*' ? [0, Infinity] : ch === '+' ? [1, Infinity] : [0, 1];
      } else if (ch === '{') {
        const braces = /^\{(\d+)(,(\d*))?\}/.exec(this.source.slice(this.pos));
        if (!braces) return node; // a literal "{" (non-unicode mode)
        this.pos += braces[0].length;
        min = Number(braces[1]);
        max = braces[2] === undefined ? min : braces[3] === '' ? Infinity : Number(braces[3]);
      } else {
        return node;
      }
      if (this.source[this.pos] === '?') this.pos++; // lazy: same backtracking shape
      node = { kind: 'repeat', body: node, min, max };
    }
  }

  private parseAtom(): RegexNode {
    const ch = this.source[this.pos];
    if (ch === '(') return this.parseGroup();
    if (ch === '[') return this.parseClass();
    if (ch === '.') {
      this.pos++;
      return this.chars(complement(LINE_TERMINATORS));
    }
    if (ch === '^' || ch === '$') {
      this.pos++;
      return { kind: 'assert' };
    }
    if (ch === '\\') return this.parseEscape();
    const code = this.source.codePointAt(this.pos) ?? 0;
    this.pos += code > 0xffff ? 2 : 1;
    return this.chars([code, code]);
  }

  private parseGroup(): RegexNode {
    this.pos++;
    let zeroWidth = false;
    const head = /^\?(?::|=|!|<=|<!|<[A-Za-z_$][\w$]*>)/.exec(this.source.slice(this.pos));
    if (head) {
      this.pos += head[0].length;
      zeroWidth = head[0] === '?=' || head[0] === '?!' || head[0] === '?<=' || head[0] === '?<!';
    }
    const body = this.parseAlternation();
    if (this.source[this.pos] !== ')') throw new SyntaxError('unterminated group');
    this.pos++;
    return { kind: 'group', body, zeroWidth };
  }

  private parseEscape(): RegexNode {
    this.pos++;
    const ch = this.source[this.pos++];
    switch (ch) {
      case 'd': return this.chars(DIGIT);
      case 'D': return this.chars(complement(DIGIT));
      case 'w': return this.chars(WORD);
      case 'W': return this.chars(complement(WORD));
      case 's': return this.chars(SPACE);
      case 'S': return this.chars(complement(SPACE));
      case 'b':
      case 'B': return { kind: 'assert' };
      case 'k': {
        const name = /^<[^>]+>/.exec(this.source.slice(this.pos));
        if (name) {
          this.pos += name[0].length;
          return { kind: 'backref' };
        }
        return this.chars([0x6b, 0x6b]);
      }
      case 'p':
      case 'P': {
        const property = this.unicode ? /^\{[^}]*\}/.exec(this.source.slice(this.pos)) : null;
        if (property) {
          this.pos += property[0].length;
          return this.chars(ANY); // a Unicode property: assume it may overlap anything
        }
        return this.chars([ch.charCodeAt(0), ch.charCodeAt(0)]);
      }
      default: {
        if (ch !== undefined && /[1-9]/.test(ch)) {
          while (/\d/.test(this.source[this.pos] ?? '')) this.pos++;
          return { kind: 'backref' };
        }
        const code = this.escapedCodePoint(ch);
        return this.chars([code, code]);
      }
    }
  }

  /** The code point of a character escape (after the backslash and its first character). */
  private escapedCodePoint(ch: string | undefined): number {
    const simple: Record<string, number> = { n: 0x0a, r: 0x0d, t: 0x09, f: 0x0c, v: 0x0b, '0': 0 };
    if (ch === undefined) throw new SyntaxError('trailing backslash');
    if (ch in simple) return simple[ch];
    const rest = this.source.slice(this.pos);
    if (ch === 'x' && /^[0-9a-fA-F]{2}/.test(rest)) {
      this.pos += 2;
      return parseInt(rest.slice(0, 2), 16);
    }
    if (ch === 'u') {
      const braced = /^\{([0-9a-fA-F]+)\}/.exec(rest);
      if (braced && this.unicode) {
        this.pos += braced[0].length;
        return parseInt(braced[1], 16);
      }
      if (/^[0-9a-fA-F]{4}/.test(rest)) {
        this.pos += 4;
        return parseInt(rest.slice(0, 4), 16);
      }
    }
    if (ch === 'c' && /^[A-Za-z]/.test(rest)) {
      this.pos += 1;
      return rest.charCodeAt(0) % 32;
    }
    return this.source.codePointAt(this.pos - 1) ?? 0;
  }

  private parseClass(): RegexNode {
    this.pos++;
    const negated = this.source[this.pos] === '^';
    if (negated) this.pos++;
    const parts: Ranges[] = [];
    while (this.pos < this.source.length && this.source[this.pos] !== ']') {
      const low = this.classAtom();
      if (this.source[this.pos] === '-' && this.source[this.pos + 1] !== ']' && this.pos + 1 < this.source.length && low.length === 2 && low[0] === low[1]) {
        this.pos++;
        const high = this.classAtom();
        if (high.length === 2 && high[0] === high[1]) {
          parts.push([low[0], high[0]]);
          continue;
        }
        parts.push(low, [0x2d, 0x2d], high);
        continue;
      }
      parts.push(low);
    }
    if (this.source[this.pos] !== ']') throw new SyntaxError('unterminated character class');
    this.pos++;
    const set = union(...parts);
    return this.chars(negated ? complement(set) : set);
  }

  private classAtom(): Ranges {
    const ch = this.source[this.pos];
    if (ch !== '\\') {
      const code = this.source.codePointAt(this.pos) ?? 0;
      this.pos += code > 0xffff ? 2 : 1;
      return [code, code];
    }
    this.pos++;
    const escaped = this.source[this.pos++];
    switch (escaped) {
      case 'd': return DIGIT;
      case 'D': return complement(DIGIT);
      case 'w': return WORD;
      case 'W': return complement(WORD);
      case 's': return SPACE;
      case 'S': return complement(SPACE);
      case 'b': return [0x08, 0x08];
      case 'p':
      case 'P':
        if (this.unicode) {
          const property = /^\{[^}]*\}/.exec(this.source.slice(this.pos));
          if (property) {
            this.pos += property[0].length;
            return ANY;
          }
        }
        return [escaped.charCodeAt(0), escaped.charCodeAt(0)];
      default: {
        const code = this.escapedCodePoint(escaped);
        return [code, code];
      }
    }
  }
}

function unwrap(node: RegexNode): RegexNode {
  let current = node;
  while (current.kind === 'group' && !current.zeroWidth) current = current.body;
  return current;
}

/** Every character the node can consume (lookarounds consume nothing). */
function consumed(node: RegexNode): Ranges {
  switch (node.kind) {
    case 'chars': return node.set;
    case 'seq': return union(...node.items.map(consumed));
    case 'alt': return union(...node.options.map(consumed));
    case 'group': return node.zeroWidth ? [] : consumed(node.body);
    case 'repeat': return node.max === 0 ? [] : consumed(node.body);
    case 'assert': return [];
    case 'backref': return ANY;
  }
}

function nullable(node: RegexNode): boolean {
  switch (node.kind) {
    case 'chars': return false;
    case 'seq': return node.items.every(nullable);
    case 'alt': return node.options.some(nullable);
    case 'group': return node.zeroWidth || nullable(node.body);
    case 'repeat': return node.min === 0 || nullable(node.body);
    case 'assert':
    case 'backref': return true;
  }
}

/** Characters a match of the node can start with. */
function firstChars(node: RegexNode): Ranges {
  switch (node.kind) {
    case 'chars': return node.set;
    case 'seq': {
      const sets: Ranges[] = [];
      for (const item of node.items) {
        sets.push(firstChars(item));
        if (!nullable(item)) break;
      }
      return union(...sets);
    }
    case 'alt': return union(...node.options.map(firstChars));
    case 'group': return node.zeroWidth ? [] : firstChars(node.body);
    case 'repeat': return node.max === 0 ? [] : firstChars(node.body);
    case 'assert': return [];
    case 'backref': return ANY;
  }
}

/** The node as a fixed sequence of one-character sets (e.g. `com`, `\d{3}`), or undefined. */
function fixedSequence(node: RegexNode): Ranges[] | undefined {
  switch (node.kind) {
    case 'chars': return [node.set];
    case 'assert': return [];
    case 'seq': {
      const out: Ranges[] = [];
      for (const item of node.items) {
        const part = fixedSequence(item);
        if (!part) return undefined;
        out.push(...part);
      }
      return out;
    }
    case 'group': return node.zeroWidth ? [] : fixedSequence(node.body);
    case 'repeat': {
      if (node.min !== node.max || node.max > 64) return undefined;
      const part = fixedSequence(node.body);
      return part && Array.from({ length: node.max }, () => part).flat();
    }
    default: return undefined;
  }
}

/** Repetitions of variable length inside a node (outside lookarounds), and backreferences. */
function variableParts(node: RegexNode, out: RegexNode[] = []): RegexNode[] {
  switch (node.kind) {
    case 'repeat':
      if (node.max > node.min && node.max > 1) out.push(node);
      variableParts(node.body, out);
      break;
    case 'backref': out.push(node); break;
    case 'seq': node.items.forEach((item) => variableParts(item, out)); break;
    case 'alt': node.options.forEach((option) => variableParts(option, out)); break;
    case 'group': if (!node.zeroWidth) variableParts(node.body, out); break;
    default: break;
  }
  return out;
}

/** Characters of the parts every iteration of a sequence must match (the delimiters between iterations). */
function mandatoryDelimiters(body: RegexNode): Ranges[] {
  const items = body.kind === 'seq' ? body.items : [body];
  const delimiters: Ranges[] = [];
  for (const item of items) {
    const inner = unwrap(item);
    if (inner.kind === 'chars') delimiters.push(inner.set);
    else if (inner.kind === 'repeat' && inner.min >= 1 && unwrap(inner.body).kind === 'chars') delimiters.push(consumed(inner.body));
  }
  return delimiters;
}

function branchesOverlap(a: RegexNode, b: RegexNode): boolean {
  const fixedA = fixedSequence(a);
  const fixedB = fixedSequence(b);
  if (fixedA && fixedB) {
    const common = Math.min(fixedA.length, fixedB.length);
    if (common === 0) return false;
    for (let i = 0; i < common; i++) if (!intersects(fixedA[i], fixedB[i])) return false;
    return true;
  }
  return intersects(firstChars(a), firstChars(b));
}

/** A repetition that may run many times: *, +, {n,} and {n,m} with m ≥ 10. */
function repeatsMany(node: { max: number }): boolean {
  return node.max >= 10;
}

function isUnsafeRepeat(repeat: Extract<RegexNode, { kind: 'repeat' }>): boolean {
  const body = unwrap(repeat.body);
  const inner = variableParts(body);
  if (inner.length > 0) {
    const delimiters = mandatoryDelimiters(body);
    if (!inner.every((part) => delimiters.some((delimiter) => !intersects(delimiter, consumed(part))))) return true;
  }
  if (body.kind === 'alt') {
    for (let i = 0; i < body.options.length; i++) {
      for (let j = i + 1; j < body.options.length; j++) if (branchesOverlap(body.options[i], body.options[j])) return true;
    }
  }
  return false;
}

function containsUnsafeRepeat(node: RegexNode): boolean {
  switch (node.kind) {
    case 'repeat': return (repeatsMany(node) && isUnsafeRepeat(node)) || containsUnsafeRepeat(node.body);
    case 'seq': return node.items.some(containsUnsafeRepeat);
    case 'alt': return node.options.some(containsUnsafeRepeat);
    case 'group': return containsUnsafeRepeat(node.body);
    default: return false;
  }
}

/**
 * Checks a pattern (without slashes) and its flags: too long, not a valid JavaScript regex, or prone to
 * catastrophic backtracking. Returns undefined when the pattern is fine.
 */
export function checkRegex(pattern: string, flags = ''): RegexProblem | undefined {
  if (pattern.length > MAX_REGEX_LENGTH) return 'tooLong';
  try {
    new RegExp(pattern, flags);
  } catch {
    return 'invalid';
  }
  let tree: RegexNode;
  try {
    tree = new PatternParser(pattern, flags.includes('i'), flags.includes('u') || flags.includes('v')).parse();
  } catch {
    return 'unsafe'; // valid for the engine but beyond our parser: refuse rather than guess
  }
  return containsUnsafeRepeat(tree) ? 'unsafe' : undefined;
}

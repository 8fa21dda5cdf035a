// Parsing: expr-eval-fork turns the prepared text into its instruction list (reverse Polish), which
// is rebuilt here into a syntax tree and checked. Everything not explicitly understood is refused, so
// the evaluator only ever sees literals, reads of data paths, operators and calls of named functions.
import { Parser } from 'expr-eval-fork';
import { FormulaError, syntaxError, type FormulaErrorParams } from './errors';
import type { SyntaxReason } from './messages';
import { OBJECT_CONSTRUCTOR, prepareSource } from './source';

export type UnaryOperator = '-' | '+' | 'not';
export type BinaryOperator = '+' | '-' | '*' | '/' | '%' | '==' | '!=' | '<' | '<=' | '>' | '>=';

export type SyntaxNode =
  | { readonly kind: 'literal'; readonly value: number | string | boolean }
  /** A read of scope data: root name, then member names or computed indexes. */
  | { readonly kind: 'path'; readonly root: string; readonly segments: readonly (string | SyntaxNode)[] }
  | { readonly kind: 'unary'; readonly operator: UnaryOperator; readonly operand: SyntaxNode }
  | { readonly kind: 'binary'; readonly operator: BinaryOperator; readonly left: SyntaxNode; readonly right: SyntaxNode }
  | { readonly kind: 'logical'; readonly operator: 'and' | 'or'; readonly left: SyntaxNode; readonly right: SyntaxNode }
  | { readonly kind: 'conditional'; readonly test: SyntaxNode; readonly consequent: SyntaxNode; readonly alternate: SyntaxNode }
  | { readonly kind: 'call'; readonly name: string; readonly args: readonly SyntaxNode[] }
  | { readonly kind: 'array'; readonly items: readonly SyntaxNode[] }
  | { readonly kind: 'object'; readonly keys: readonly string[]; readonly values: readonly SyntaxNode[] };

/** The namespace real definitions call functions through: $Formulas.SUM(…) is SUM(…). */
export const FORMULAS_NAMESPACE = '$Formulas';

/**
 * Names that reach into JavaScript objects rather than data: the prototype links and the members every
 * object or function inherits (toString, valueOf, call, apply, __defineGetter__…). They are refused as
 * data names anywhere in a formula. Other method names (sort, link, values…) are ordinary field names:
 * reads only ever see own data properties, so they cannot reach a method.
 */
const FORBIDDEN_NAMES: ReadonlySet<string> = new Set([
  'constructor',
  '__proto__',
  'prototype',
  ...[Object.prototype, Function.prototype].flatMap((prototype) => Object.getOwnPropertyNames(prototype)).filter((name) => name !== 'length' && name !== 'name'),
]);

export function isForbiddenName(name: string): boolean {
  return FORBIDDEN_NAMES.has(name);
}

const BINARY_OPERATORS: ReadonlySet<string> = new Set(['+', '-', '*', '/', '%', '==', '!=', '<', '<=', '>', '>=']);
const UNARY_OPERATORS: ReadonlySet<string> = new Set(['-', '+', 'not']);

const nullPrototype = <T extends object>(entries: T): T => Object.assign(Object.create(null) as T, entries);

/**
 * The parser, reduced to what formulas need: + - * / %, comparisons, and/or/not, ?:, [ ] and member
 * access. Off: assignment, function definition, 'in', '^' (JavaScript's XOR; use POWER), factorial,
 * '||' concatenation, the named math operators (sin x …) and constants other than true/false. Its
 * tables have no prototype, so a name like 'constructor' is never mistaken for an operator or constant.
 */
function createParser(): Parser {
  const parser = new Parser({
    operators: nullPrototype({
      assignment: false,
      fndef: false,
      in: false,
      power: false,
      factorial: false,
      concatenate: false,
    }),
  });
  // binaryOps and ternaryOps exist at run time but are missing from the library's typings.
  const tables = parser as unknown as Record<'unaryOps' | 'binaryOps' | 'ternaryOps' | 'functions' | 'consts', Record<string, unknown>>;
  const original = tables.unaryOps;
  tables.unaryOps = nullPrototype({ '-': original['-'], '+': original['+'], not: original.not });
  tables.binaryOps = nullPrototype({ and: true, or: true });
  tables.ternaryOps = nullPrototype({});
  tables.functions = nullPrototype({});
  tables.consts = nullPrototype({ true: true, false: false });
  return parser;
}

const parser = createParser();

/** One entry of expr-eval's instruction list (not part of its typings). */
interface Instruction {
  readonly type: string;
  readonly value: unknown;
}

/** Stack entries while rebuilding: a node, the $Formulas namespace, or a function named through it. */
type StackEntry = SyntaxNode | { readonly kind: 'namespace' } | { readonly kind: 'function'; readonly name: string };

/**
 * expr-eval's English parse errors as a reason of our own (localized where shown): "parse error [1:5]: Expected )",
 * "unexpected TPAREN: )", "Unknown character", escapes; anything else is "not a valid expression" (no English leaks).
 */
export function parserReason(message: string): { reason: SyntaxReason; params: FormulaErrorParams } {
  const located = /^parse error \[(\d+):(\d+)\]: (.*)$/s.exec(message);
  if (located) {
    const [, line = '', column = '', rest = ''] = located;
    const at = { line: Number(line), column: Number(column) };
    const unknown = /^Unknown character "(.*)"$/s.exec(rest);
    if (unknown) return { reason: 'syntax.unknownCharacter', params: { ...at, found: unknown[1] ?? '' } };
    const escape = /^Illegal escape sequence: (.*)$/s.exec(rest);
    if (escape) return { reason: 'syntax.badEscape', params: { ...at, found: escape[1] ?? '' } };
    const expected = /^Expected (.*)$/s.exec(rest);
    if (expected && (expected[1] === 'EOF' || expected[1] === 'TEOF')) return { reason: 'syntax.trailing', params: at };
    if (expected) return expected[1] === 'TNAME' ? { reason: 'syntax.expectedName', params: at } : { reason: 'syntax.expected', params: { ...at, expected: expected[1] ?? '' } };
    return { reason: 'syntax.invalid', params: at };
  }
  // The formula ended where more was needed ("unexpected TEOF: EOF").
  if (/^unexpected TEOF\b/.test(message)) return { reason: 'syntax.incomplete', params: {} };
  // A token prints as "TYPE: value"; "unexpected "[]"…" and "unexpected symbol: x" name the text.
  const unexpected = /^unexpected (?:T[A-Z]+: |symbol: )?(.*?)(?:, .*)?$/s.exec(message);
  if (unexpected) return { reason: 'syntax.unexpected', params: { found: (unexpected[1] ?? '').replace(/^"(.*)"$/s, '$1') } };
  return { reason: 'syntax.invalid', params: {} };
}

const describeEntry = (entry: StackEntry): string => {
  switch (entry.kind) {
    case 'path':
      return [entry.root, ...entry.segments.map((segment) => (typeof segment === 'string' ? segment : '[…]'))].join('.');
    case 'call':
      return `${entry.name}(…)`;
    case 'function':
      return `${FORMULAS_NAMESPACE}.${entry.name}`;
    case 'namespace':
      return FORMULAS_NAMESPACE;
    default:
      return entry.kind;
  }
};

function checkName(name: string): void {
  if (isForbiddenName(name)) throw new FormulaError('formula.forbiddenName', { name });
}

function isNode(entry: StackEntry): entry is SyntaxNode {
  return entry.kind !== 'namespace' && entry.kind !== 'function';
}

function asNode(entry: StackEntry | undefined): SyntaxNode {
  if (entry === undefined) throw syntaxError('syntax.incomplete');
  if (!isNode(entry)) throw syntaxError('syntax.mustBeCalled', { name: describeEntry(entry) });
  return entry;
}

/** One member step: `target.name` or `target[index]`, allowed on data paths only. */
function memberOf(target: StackEntry, segment: string | SyntaxNode): StackEntry {
  if (typeof segment === 'string') checkName(segment);
  if (target.kind === 'namespace' && typeof segment === 'string') return { kind: 'function', name: segment };
  if (target.kind !== 'path') {
    throw new FormulaError('formula.notData', { detail: `${describeEntry(target)}${typeof segment === 'string' ? `.${segment}` : '[…]'}` });
  }
  return { kind: 'path', root: target.root, segments: [...target.segments, segment] };
}

/** An index expression as a path segment: constant keys are checked now, computed ones when read. */
function indexSegment(index: SyntaxNode): string | SyntaxNode {
  if (index.kind === 'literal' && typeof index.value === 'string') return index.value;
  if (index.kind === 'literal' && typeof index.value === 'number' && Number.isInteger(index.value) && index.value >= 0) return String(index.value);
  return index;
}

function callOf(callee: StackEntry, args: SyntaxNode[]): SyntaxNode {
  let name: string;
  if (callee.kind === 'function') name = callee.name;
  else if (callee.kind === 'path' && callee.segments.length === 0 && callee.root !== FORMULAS_NAMESPACE) name = callee.root;
  else throw new FormulaError('formula.notCallable', { name: describeEntry(callee) });
  if (name !== OBJECT_CONSTRUCTOR) return { kind: 'call', name, args };
  // {key: value, …} from the source pass: constant keys alternate with values.
  const keys: string[] = [];
  const values: SyntaxNode[] = [];
  for (let index = 0; index < args.length; index += 2) {
    const key = args[index];
    if (key.kind !== 'literal' || typeof key.value !== 'string' || index + 1 >= args.length) {
      throw syntaxError('syntax.badObject');
    }
    checkName(key.value);
    keys.push(key.value);
    values.push(args[index + 1]);
  }
  return { kind: 'object', keys, values };
}

function popArguments(stack: StackEntry[], count: number): SyntaxNode[] {
  if (stack.length < count) throw syntaxError('syntax.incomplete');
  return stack.splice(stack.length - count, count).map(asNode);
}

function buildTree(instructions: readonly Instruction[]): SyntaxNode {
  const stack: StackEntry[] = [];
  for (const { type, value } of instructions) {
    switch (type) {
      case 'INUMBER':
        if (typeof value !== 'number' && typeof value !== 'string' && typeof value !== 'boolean') {
          throw new FormulaError('formula.notData', { detail: String(typeof value) });
        }
        stack.push({ kind: 'literal', value });
        break;
      case 'IVAR': {
        const name = String(value);
        checkName(name);
        stack.push(name === FORMULAS_NAMESPACE ? { kind: 'namespace' } : { kind: 'path', root: name, segments: [] });
        break;
      }
      case 'IMEMBER': {
        const target = stack.pop();
        if (target === undefined) throw syntaxError('syntax.incomplete');
        stack.push(memberOf(target, String(value)));
        break;
      }
      case 'IEXPR':
        // Operands evaluated lazily (and, or, ?:) come as nested instruction lists.
        stack.push(buildTree(value as Instruction[]));
        break;
      case 'IOP1': {
        if (!UNARY_OPERATORS.has(String(value))) throw syntaxError('syntax.operator', { operator: String(value) });
        const [operand] = popArguments(stack, 1);
        stack.push({ kind: 'unary', operator: value as UnaryOperator, operand });
        break;
      }
      case 'IOP2': {
        if (value === '[') {
          const [index] = popArguments(stack, 1);
          const target = stack.pop();
          if (target === undefined) throw syntaxError('syntax.incomplete');
          stack.push(memberOf(target, indexSegment(index)));
          break;
        }
        const [left, right] = popArguments(stack, 2);
        if (value === 'and' || value === 'or') stack.push({ kind: 'logical', operator: value, left, right });
        else if (BINARY_OPERATORS.has(String(value))) stack.push({ kind: 'binary', operator: value as BinaryOperator, left, right });
        else throw syntaxError('syntax.operator', { operator: String(value) });
        break;
      }
      case 'IOP3': {
        if (value !== '?') throw syntaxError('syntax.operator', { operator: String(value) });
        const [test, consequent, alternate] = popArguments(stack, 3);
        stack.push({ kind: 'conditional', test, consequent, alternate });
        break;
      }
      case 'IFUNCALL': {
        const args = popArguments(stack, Number(value));
        const callee = stack.pop();
        if (callee === undefined) throw syntaxError('syntax.incomplete');
        stack.push(callOf(callee, args));
        break;
      }
      case 'IARRAY':
        stack.push({ kind: 'array', items: popArguments(stack, Number(value)) });
        break;
      case 'IVARNAME':
      case 'IFUNDEF':
        throw new FormulaError('formula.assignment');
      case 'IENDSTATEMENT':
        throw new FormulaError('formula.statement');
      default:
        throw syntaxError('syntax.invalid', {}, { cause: type });
    }
  }
  if (stack.length !== 1) throw syntaxError('syntax.incomplete');
  return asNode(stack[0]);
}

/** The checked syntax tree of a formula; throws a FormulaError for anything refused. */
export function parseFormula(expression: string): SyntaxNode {
  const source = prepareSource(expression);
  let instructions: readonly Instruction[];
  try {
    instructions = (parser.parse(source) as unknown as { tokens: Instruction[] }).tokens;
  } catch (error) {
    const { reason, params } = parserReason(error instanceof Error ? error.message : String(error));
    throw syntaxError(reason, params, { cause: error });
  }
  return buildTree(instructions);
}

/** The data paths a tree reads ('data.bo.a'); a computed index ends its path there. */
export function pathsRead(node: SyntaxNode, out: Set<string> = new Set()): Set<string> {
  switch (node.kind) {
    case 'path': {
      let path = node.root;
      for (const segment of node.segments) {
        if (typeof segment !== 'string') {
          pathsRead(segment, out);
          break;
        }
        path += `.${segment}`;
      }
      out.add(path);
      break;
    }
    case 'unary':
      pathsRead(node.operand, out);
      break;
    case 'binary':
    case 'logical':
      pathsRead(node.left, out);
      pathsRead(node.right, out);
      break;
    case 'conditional':
      pathsRead(node.test, out);
      pathsRead(node.consequent, out);
      pathsRead(node.alternate, out);
      break;
    case 'call':
      node.args.forEach((arg) => pathsRead(arg, out));
      break;
    case 'array':
      node.items.forEach((item) => pathsRead(item, out));
      break;
    case 'object':
      node.values.forEach((value) => pathsRead(value, out));
      break;
    default:
      break;
  }
  return out;
}

// Compilation: a checked syntax tree becomes a tree of closures, built once per formula text and
// evaluated many times. No eval, no new Function: each node is a small JavaScript function that calls
// its children. This is also what makes evaluation fast (expr-eval's own evaluator re-interprets its
// instruction list on every call).
import { DEFAULT_LOCALE, type Locale } from '../messages';
import { FormulaError, syntaxError, toFormulaError } from './errors';
import { createFunctionTable } from './functions/catalogue';
import type { FunctionSpec } from './functions/spec';
import { isForbiddenName, parseFormula, pathsRead, type SyntaxNode } from './syntax';
import { compareValues, isPlainObject, isTruthy, readIndex, readMember, toNumber, toPlain, type FormulaValue } from './values';

/** Outcome of one evaluation: evaluation never throws (the UI shows the error as a notification). */
export type FormulaResult =
  | { readonly ok: true; readonly value: FormulaValue }
  | { readonly ok: false; readonly error: FormulaError };

/**
 * A function the application adds (e.g. the budget cost, which asks the server). It receives the
 * evaluated arguments as plain data and may return a Promise; formulas that call it must then be
 * evaluated with evaluateAsync.
 */
export type FormulaFunction = (...args: unknown[]) => unknown;

export interface CompiledFormula {
  /** The formula text as written in the definition. */
  readonly source: string;
  /** True when the formula calls an application function (see FormulaFunction). */
  readonly callsExtensions: boolean;
  /** Evaluates against `scope` (plain data, e.g. `{ data: { <boAlias>: {…} } }`). */
  evaluate(scope: unknown): FormulaResult;
  /** Same, first awaiting every application-function call (also in branches IF will not take). */
  evaluateAsync(scope: unknown): Promise<FormulaResult>;
  /** The data paths the formula reads, e.g. ['data.bo.a', 'data.bo.sub_items']. */
  variables(): string[];
}

export interface FormulaEvaluatorOptions {
  /** Application functions by name (e.g. BUDGETCOST); they may not replace built-in functions. */
  functions?: Readonly<Record<string, FormulaFunction>>;
  /** Language of texts that functions produce (WEEKDAY); default zh-CN. */
  locale?: Locale;
  /** How many compiled formulas to keep; default 1,000. */
  cacheSize?: number;
}

/** A formula engine with its own functions and cache; the FormulaEvaluator slot of createEngine. */
export interface FormulaEvaluator {
  /** The compiled formula, cached by text; throws a FormulaError for a definition error. */
  compile(expression: string): CompiledFormula;
  /** Compiles (cached) and evaluates; never throws: definition errors come back as results too. */
  evaluate(expression: string, scope: unknown): FormulaResult;
  evaluateAsync(expression: string, scope: unknown): Promise<FormulaResult>;
  /** Adds an application function; throws 'formula.functionName' for an invalid or taken name. */
  addFunction(name: string, fn: FormulaFunction): void;
  hasFunction(name: string): boolean;
}

type Slots = unknown[] | undefined;
/** A compiled node: computes its value from the root scope; `slots` hold awaited application calls. */
type Closure = (scope: object, slots: Slots) => unknown;

interface ExtensionCall {
  readonly slot: number;
  readonly fn: FormulaFunction;
  readonly args: readonly Closure[];
}

interface CompileContext {
  readonly builtins: ReadonlyMap<string, FunctionSpec>;
  readonly extensions: ReadonlyMap<string, FormulaFunction>;
  /** Application calls in evaluation order (arguments before the call that uses them). */
  readonly extensionCalls: ExtensionCall[];
}

const EMPTY_SCOPE: object = Object.freeze(Object.create(null) as object);

const isThenable = (value: unknown): value is PromiseLike<unknown> =>
  (typeof value === 'object' || typeof value === 'function') && value !== null && typeof (value as { then?: unknown }).then === 'function';

function arityText(spec: FunctionSpec): string {
  if (spec.min === spec.max) return String(spec.min);
  return spec.max === Infinity ? `≥${spec.min}` : `${spec.min}–${spec.max}`;
}

function compileArgs(args: readonly SyntaxNode[], context: CompileContext): Closure[] {
  return args.map((arg) => compileNode(arg, context));
}

function compilePath(root: string, segments: readonly (string | SyntaxNode)[], context: CompileContext): Closure {
  if (segments.length === 0) return (scope) => readMember(scope, root);
  if (segments.length === 1 && typeof segments[0] === 'string') {
    const key = segments[0];
    return (scope) => readMember(readMember(scope, root), key);
  }
  const steps = segments.map((segment) => (typeof segment === 'string' ? segment : compileNode(segment, context)));
  return (scope, slots) => {
    let value = readMember(scope, root);
    for (const step of steps) {
      if (value === undefined) return undefined;
      value = typeof step === 'string' ? readMember(value, step) : readIndex(value, step(scope, slots));
    }
    return value;
  };
}

/** A divisor; dividing by zero is an evaluation error rather than an Infinity or NaN to carry on with. */
function divisor(value: unknown): number {
  const number = toNumber(value);
  if (number === 0) throw new FormulaError('formula.error');
  return number;
}

/** A function's result; NaN or an infinity (SQRT(-1), LOG(0)) is an evaluation error, not a 0 to go on with. */
function checked(value: unknown): unknown {
  if (typeof value === 'number' && !Number.isFinite(value)) throw new FormulaError('formula.error');
  return value;
}

/** A comparison operator; two numbers, the common case, are ordered without the general rules. */
function comparison(left: Closure, right: Closure, accept: (order: number) => boolean): Closure {
  return (scope, slots) => {
    const a = left(scope, slots);
    const b = right(scope, slots);
    if (typeof a === 'number' && typeof b === 'number') return accept(a < b ? -1 : a > b ? 1 : a === b ? 0 : NaN);
    return accept(compareValues(a, b));
  };
}

function compileBinary(operator: string, left: Closure, right: Closure): Closure {
  switch (operator) {
    case '+':
      return (scope, slots) => toNumber(left(scope, slots)) + toNumber(right(scope, slots));
    case '-':
      return (scope, slots) => toNumber(left(scope, slots)) - toNumber(right(scope, slots));
    case '*':
      return (scope, slots) => toNumber(left(scope, slots)) * toNumber(right(scope, slots));
    case '/':
      return (scope, slots) => toNumber(left(scope, slots)) / divisor(right(scope, slots));
    case '%':
      return (scope, slots) => toNumber(left(scope, slots)) % divisor(right(scope, slots));
    case '==':
      return comparison(left, right, (order) => order === 0);
    case '!=':
      return comparison(left, right, (order) => order !== 0);
    case '<':
      return comparison(left, right, (order) => order < 0);
    case '<=':
      return comparison(left, right, (order) => order <= 0);
    case '>':
      return comparison(left, right, (order) => order > 0);
    case '>=':
      return comparison(left, right, (order) => order >= 0);
    default:
      throw syntaxError('syntax.operator', { operator });
  }
}

function compileBuiltinCall(name: string, spec: FunctionSpec, args: readonly SyntaxNode[], context: CompileContext): Closure {
  if (args.length < spec.min || args.length > spec.max) {
    throw new FormulaError('formula.arity', { name, expected: arityText(spec), actual: args.length });
  }
  const compiled = compileArgs(args, context);
  if (spec.kind === 'conditional') {
    const [test, consequent, alternate = () => false] = compiled;
    return (scope, slots) => (isTruthy(test(scope, slots)) ? consequent(scope, slots) : alternate(scope, slots));
  }
  const { call } = spec;
  // Small fixed arities skip the loop: most formulas call functions with one to three arguments.
  switch (compiled.length) {
    case 0:
      return () => checked(call([]));
    case 1: {
      const [a] = compiled;
      return (scope, slots) => checked(call([a(scope, slots)]));
    }
    case 2: {
      const [a, b] = compiled;
      return (scope, slots) => checked(call([a(scope, slots), b(scope, slots)]));
    }
    case 3: {
      const [a, b, c] = compiled;
      return (scope, slots) => checked(call([a(scope, slots), b(scope, slots), c(scope, slots)]));
    }
    default:
      return (scope, slots) => {
        const values = new Array<unknown>(compiled.length);
        for (let index = 0; index < compiled.length; index += 1) values[index] = compiled[index](scope, slots);
        return checked(call(values));
      };
  }
}

function compileExtensionCall(name: string, fn: FormulaFunction, args: readonly SyntaxNode[], context: CompileContext): Closure {
  const compiled = compileArgs(args, context);
  const slot = context.extensionCalls.length;
  context.extensionCalls.push({ slot, fn, args: compiled });
  return (scope, slots) => {
    if (slots !== undefined) return slots[slot];
    const value = fn(...compiled.map((arg) => arg(scope, slots)));
    if (isThenable(value)) {
      // Nobody will await it: keep a late rejection from surfacing as an unhandled one.
      Promise.resolve(value).catch(() => undefined);
      throw new FormulaError('formula.error', {}, { cause: new TypeError(`${name} returned a Promise: evaluate this formula with evaluateAsync`) });
    }
    return toPlain(value);
  };
}

function compileNode(node: SyntaxNode, context: CompileContext): Closure {
  switch (node.kind) {
    case 'literal': {
      const { value } = node;
      return () => value;
    }
    case 'path':
      return compilePath(node.root, node.segments, context);
    case 'unary': {
      const operand = compileNode(node.operand, context);
      if (node.operator === 'not') return (scope, slots) => !isTruthy(operand(scope, slots));
      if (node.operator === '-') return (scope, slots) => -toNumber(operand(scope, slots));
      return (scope, slots) => toNumber(operand(scope, slots));
    }
    case 'binary':
      return compileBinary(node.operator, compileNode(node.left, context), compileNode(node.right, context));
    case 'logical': {
      const left = compileNode(node.left, context);
      const right = compileNode(node.right, context);
      return node.operator === 'and'
        ? (scope, slots) => isTruthy(left(scope, slots)) && isTruthy(right(scope, slots))
        : (scope, slots) => isTruthy(left(scope, slots)) || isTruthy(right(scope, slots));
    }
    case 'conditional': {
      const test = compileNode(node.test, context);
      const consequent = compileNode(node.consequent, context);
      const alternate = compileNode(node.alternate, context);
      return (scope, slots) => (isTruthy(test(scope, slots)) ? consequent(scope, slots) : alternate(scope, slots));
    }
    case 'call': {
      const builtin = context.builtins.get(node.name);
      if (builtin) return compileBuiltinCall(node.name, builtin, node.args, context);
      const extension = context.extensions.get(node.name);
      if (extension) return compileExtensionCall(node.name, extension, node.args, context);
      throw new FormulaError('formula.unknownFunction', { name: node.name });
    }
    case 'array': {
      const items = compileArgs(node.items, context);
      return (scope, slots) => items.map((item) => item(scope, slots));
    }
    case 'object': {
      const { keys } = node;
      const values = compileArgs(node.values, context);
      return (scope, slots) => {
        const object = Object.create(null) as Record<string, unknown>;
        for (let index = 0; index < keys.length; index += 1) object[keys[index]] = values[index](scope, slots);
        return object;
      };
    }
  }
}

/** The scope to read from: a plain object, anything else reads as empty. */
const rootScope = (scope: unknown): object => (isPlainObject(scope) ? scope : EMPTY_SCOPE);

/** The value a formula produced, as a result: non-finite numbers are failures, missing values ''. */
function toResult(value: unknown): FormulaResult {
  if (typeof value === 'number') {
    return Number.isFinite(value) ? { ok: true, value: value === 0 ? 0 : value } : { ok: false, error: new FormulaError('formula.error') };
  }
  const plain = toPlain(value);
  return { ok: true, value: plain === undefined || plain === null ? '' : (plain as FormulaValue) };
}

const failure = (error: unknown): FormulaResult => ({ ok: false, error: toFormulaError(error) });

function compileFormulaText(source: string, context: Omit<CompileContext, 'extensionCalls'>): CompiledFormula {
  const tree = parseFormula(source);
  const extensionCalls: ExtensionCall[] = [];
  const root = compileNode(tree, { ...context, extensionCalls });
  const variables = [...pathsRead(tree)];
  return {
    source,
    callsExtensions: extensionCalls.length > 0,
    evaluate(scope) {
      let value: unknown;
      try {
        value = root(rootScope(scope), undefined);
      } catch (error) {
        return failure(error);
      }
      return toResult(value);
    },
    async evaluateAsync(scope) {
      try {
        const data = rootScope(scope);
        const slots = new Array<unknown>(extensionCalls.length);
        for (const call of extensionCalls) {
          const args = call.args.map((arg) => arg(data, slots));
          slots[call.slot] = toPlain(await call.fn(...args));
        }
        return toResult(root(data, slots));
      } catch (error) {
        return failure(error);
      }
    },
    variables: () => [...variables],
  };
}

const FUNCTION_NAME = /^[A-Za-z_][A-Za-z0-9_]*$/;
const DEFAULT_CACHE_SIZE = 1000;

export function createFormulaEvaluator(options: FormulaEvaluatorOptions = {}): FormulaEvaluator {
  const builtins = createFunctionTable(options.locale ?? DEFAULT_LOCALE);
  const extensions = new Map<string, FormulaFunction>();
  const cacheSize = Math.max(1, options.cacheSize ?? DEFAULT_CACHE_SIZE);
  // Compile failures are cached too: a broken definition is evaluated as often as a good one.
  const cache = new Map<string, CompiledFormula | FormulaError>();

  const evaluator: FormulaEvaluator = {
    compile(expression) {
      if (typeof expression !== 'string') throw new FormulaError('formula.empty');
      let entry = cache.get(expression);
      if (entry === undefined) {
        try {
          entry = compileFormulaText(expression, { builtins, extensions });
        } catch (error) {
          entry = toFormulaError(error);
        }
        if (cache.size >= cacheSize) cache.delete(cache.keys().next().value as string);
        cache.set(expression, entry);
      }
      if (entry instanceof FormulaError) throw entry;
      return entry;
    },
    evaluate(expression, scope) {
      try {
        return evaluator.compile(expression).evaluate(scope);
      } catch (error) {
        return failure(error);
      }
    },
    async evaluateAsync(expression, scope) {
      try {
        return await evaluator.compile(expression).evaluateAsync(scope);
      } catch (error) {
        return failure(error);
      }
    },
    addFunction(name, fn) {
      if (!FUNCTION_NAME.test(name) || isForbiddenName(name) || builtins.has(name) || extensions.has(name) || typeof fn !== 'function') {
        throw new FormulaError('formula.functionName', { name: String(name) });
      }
      extensions.set(name, fn);
      // Formulas that failed for want of this function compile now.
      cache.clear();
    },
    hasFunction: (name) => builtins.has(name) || extensions.has(name),
  };
  for (const [name, fn] of Object.entries(options.functions ?? {})) evaluator.addFunction(name, fn);
  return evaluator;
}

const defaultEvaluator = createFormulaEvaluator();

/** Compiles with the built-in functions (cached by text); throws a FormulaError for a definition error. */
export function compileFormula(expression: string): CompiledFormula {
  return defaultEvaluator.compile(expression);
}

/** Evaluates with the built-in functions; never throws. */
export function evaluateFormula(expression: string, scope: unknown): FormulaResult {
  return defaultEvaluator.evaluate(expression, scope);
}

// What a hostile or broken formula must not be able to do: reach prototypes or methods, call
// anything but allow-listed functions, define functions, assign, see globals, or hang the page.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { compileFormula, createFormulaEvaluator, evaluateFormula, type FormulaResult } from './compile';
import { FormulaError } from './errors';
import { buildFormulaGraph } from './graph';
import { MAX_VALUES } from './values';

const outcome = (result: FormulaResult): unknown => (result.ok ? result.value : result.error.code);

/** A size limit is an ordinary evaluation failure ('formula.error'); its cause names the limit. */
const TOO_LARGE = 'too large';
const sized = (result: FormulaResult): unknown =>
  !result.ok && result.error.code === 'formula.error' && /exceeds the limit/.test(String((result.error.cause as Error)?.message)) ? TOO_LARGE : outcome(result);

function compileCode(expression: string): string {
  try {
    compileFormula(expression);
    return 'compiled';
  } catch (error) {
    expect(error).toBeInstanceOf(FormulaError);
    return (error as FormulaError).code;
  }
}

/** Runs `work` and fails if it takes longer than `limitMs` (generous: the machine is shared). */
function withinTime<T>(limitMs: number, work: () => T): T {
  const start = performance.now();
  const result = work();
  expect(performance.now() - start).toBeLessThan(limitMs);
  return result;
}

describe('prototype and constructor access is refused at compile time', () => {
  it.each([
    'constructor',
    '__proto__',
    'prototype',
    'a.constructor',
    'a.__proto__',
    'a.prototype',
    'a.b.constructor.name',
    "a['constructor']",
    "a['__proto__']",
    'a["prototype"]',
    'SUM.constructor',
    '$Formulas.constructor',
    '$Formulas.__proto__',
    '{constructor: 1}',
    "{'__proto__': {polluted: 1}}",
    'toString',
    'a.toString',
    'a.valueOf',
    'a.hasOwnProperty',
    'a.__defineGetter__',
    'a.__lookupGetter__',
    'a.call',
    'a.apply',
    'a.bind',
    'isPrototypeOf',
  ])('%s', (expression) => {
    expect(compileCode(expression)).toBe('formula.forbiddenName');
  });

  it('a computed key reads own data only, never the prototype', () => {
    const scope = { a: { x: 1 }, key: '__proto__', ctor: 'constructor', method: 'toString' };
    expect(outcome(evaluateFormula('a[key]', scope))).toBe('');
    expect(outcome(evaluateFormula('a[ctor]', scope))).toBe('');
    expect(outcome(evaluateFormula('a[method]', scope))).toBe('');
    expect(outcome(evaluateFormula("a['x']", scope))).toBe(1);
  });

  it('data that happens to have such keys stays data', () => {
    const scope = JSON.parse('{"a": {"__proto__": 5, "constructor": 6}}') as Record<string, unknown>;
    const keys = { ...scope, k: '__proto__' };
    expect(outcome(evaluateFormula('a[k] + 1', keys))).toBe(6);
    expect(outcome(evaluateFormula("'constructor'", {}))).toBe('constructor');
    expect(outcome(evaluateFormula("'\\u0063onstructor'", {}))).toBe('constructor');
  });

  it('object literals cannot pollute prototypes', () => {
    expect(outcome(evaluateFormula("SUMSUB({'__proto__': {polluted: 1}, path: 'x'})", {}))).toBe('formula.forbiddenName');
    const graph = buildFormulaGraph({ '__proto__.polluted': '1', 'a.constructor': '2' });
    expect(graph.errors.map((entry) => entry.error.code)).toEqual(['formula.forbiddenName', 'formula.forbiddenName']);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});

describe('methods cannot be called through scope objects', () => {
  const probe = vi.fn(() => 'called');
  const scope = { a: { sort: probe, nested: { run: probe } }, list: [3, 1, 2], text: 'abc', f: probe };

  afterEach(() => {
    expect(probe).not.toHaveBeenCalled();
  });

  it.each([
    ['a.toString()', 'formula.forbiddenName'],
    ["a.constructor.constructor('return process')()", 'formula.forbiddenName'],
    ["list.constructor.constructor('return process')()", 'formula.forbiddenName'],
    ["text.constructor('x')", 'formula.forbiddenName'],
    ['a.sort()', 'formula.notCallable'],
    ['a.nested.run()', 'formula.notCallable'],
    ["a['sort']()", 'formula.notCallable'],
    ['list.sort()', 'formula.notCallable'],
    ["text.split('')", 'formula.notCallable'],
    ['list.map(f)', 'formula.notCallable'],
    ['f()', 'formula.unknownFunction'],
    ['(f)()', 'formula.unknownFunction'],
    ['$Formulas()', 'formula.notCallable'],
    ["$Formulas.SUM.call(0, 1)", 'formula.forbiddenName'],
  ])('%s → %s', (expression, code) => {
    expect(outcome(evaluateFormula(expression, scope))).toBe(code);
  });

  it('functions in the scope read as missing values', () => {
    expect(outcome(evaluateFormula('f', scope))).toBe('');
    expect(outcome(evaluateFormula('a.sort', scope))).toBe('');
    expect(outcome(evaluateFormula('SUM(a.sort, 1)', scope))).toBe(1);
  });
});

describe('function definition, assignment and statements are refused', () => {
  it.each([
    ['f(x) = x * 2', 'formula.assignment'],
    ['f(n) = f(n)', 'formula.assignment'],
    ['a = 1', 'formula.assignment'],
    ['a.b = 1', 'formula.assignment'],
    ['x = 1; x', 'formula.assignment'],
    ['1; 2', 'formula.statement'],
    ['SUM(1); process', 'formula.statement'],
  ])('%s → %s', (expression, code) => {
    expect(compileCode(expression)).toBe(code);
  });

  it('leaves the scope untouched', () => {
    const scope = { a: 1 };
    evaluateFormula('a = 5', scope);
    expect(scope).toEqual({ a: 1 });
  });
});

describe('no access to globals or to the parser built-ins', () => {
  afterEach(() => {
    delete (globalThis as Record<string, unknown>).formulaProbe;
  });

  it.each(['process', 'process.env', 'globalThis', 'globalThis.process', 'window', 'global', 'self', 'require', 'module', 'Function', 'Object', 'Math', 'this', 'E', 'PI'])(
    '%s reads as a missing value',
    (expression) => {
      expect(outcome(evaluateFormula(expression, {}))).toBe('');
    },
  );

  it.each([
    ["eval('1')", 'formula.unknownFunction'],
    ["Function('return process')()", 'formula.notCallable'],
    ["require('fs')", 'formula.unknownFunction'],
    ['globalThis.process.exit()', 'formula.notCallable'],
    ['random()', 'formula.unknownFunction'],
    ['fac(3)', 'formula.unknownFunction'],
    ['map(SUM, [1])', 'formula.unknownFunction'],
    ['sin(1)', 'formula.unknownFunction'],
    ['sin 1', 'formula.syntax'],
    ["import('fs')", 'formula.unknownFunction'],
    ['3!', 'formula.syntax'],
    ["'a' || 'b' == 'ab'", 'compiled'],
    ['[1] in [1]', 'formula.syntax'],
  ])('%s → %s', (expression, code) => {
    expect(compileCode(expression)).toBe(code);
  });

  it('never calls a global function', () => {
    const probe = vi.fn();
    (globalThis as Record<string, unknown>).formulaProbe = probe;
    expect(outcome(evaluateFormula('formulaProbe()', {}))).toBe('formula.unknownFunction');
    expect(outcome(evaluateFormula('formulaProbe', {}))).toBe('');
    expect(probe).not.toHaveBeenCalled();
  });

  it('refuses the internal object constructor written by hand', () => {
    expect(compileCode("$obj('constructor', 1)")).toBe('formula.forbiddenName');
  });
});

describe('huge inputs are refused or bounded without hanging', () => {
  it('a 100,000-character expression', () => {
    const huge = '1+'.repeat(50000) + '1';
    expect(withinTime(1000, () => compileCode(huge))).toBe('formula.tooLong');
  });

  it('deep nesting of brackets, calls, arrays and objects', () => {
    for (const [open, close] of [['(', ')'], ['ABS(', ')'], ['[', ']'], ['{a: ', '}']]) {
      const deep = open.repeat(5000) + '1' + close.repeat(5000);
      expect(withinTime(1000, () => compileCode(deep.slice(0, 1900)))).not.toBe('compiled');
      expect(withinTime(1000, () => outcome(evaluateFormula(deep, {})))).toBe(deep.length > 2000 ? 'formula.tooLong' : 'formula.tooDeep');
    }
  });

  it('long flat expressions within the length limit still work', () => {
    const sum = Array.from({ length: 600 }, () => 'a').join('+');
    expect(outcome(evaluateFormula(sum, { a: 1 }))).toBe(600);
    expect(outcome(evaluateFormula('-'.repeat(1999) + '1', {}))).toBe(-1);
    expect(outcome(evaluateFormula('!'.repeat(1000) + '1', {}))).toBe(true);
    expect(outcome(evaluateFormula('1 ? '.repeat(200) + '2' + ' : 3'.repeat(200), {}))).toBe(2);
  });

  it('huge arrays and sub-tables', () => {
    const big = Array.from({ length: MAX_VALUES + 1 }, (_, index) => index);
    const limit = Array.from({ length: MAX_VALUES }, () => 1);
    const rows = big.map((index) => ({ x: index }));
    withinTime(3000, () => {
      expect(sized(evaluateFormula('SUM(big)', { big }))).toBe(TOO_LARGE);
      expect(sized(evaluateFormula('MAX(big, 1)', { big }))).toBe(TOO_LARGE);
      expect(sized(evaluateFormula('LARGE(big, 1)', { big }))).toBe(TOO_LARGE);
      expect(sized(evaluateFormula("SUMSUB({data: rows, path: 'x'})", { rows }))).toBe(TOO_LARGE);
      expect(outcome(evaluateFormula('SUM(limit)', { limit }))).toBe(MAX_VALUES);
    });
  });

  it('deeply nested data', () => {
    let nested: unknown = 1;
    for (let depth = 0; depth < 100000; depth += 1) nested = [nested];
    expect(withinTime(3000, () => outcome(evaluateFormula('SUM(nested) + 1', { nested })))).toBe(1);
  });

  it('huge texts', () => {
    const text = 'x'.repeat(1_000_000);
    const csv = 'a,'.repeat(MAX_VALUES + 1);
    withinTime(3000, () => {
      expect(outcome(evaluateFormula('LEN(text)', { text }))).toBe(1_000_000);
      expect(sized(evaluateFormula("REPT(text, 2)", { text }))).toBe(TOO_LARGE);
      expect(sized(evaluateFormula("REPT('ab', 1e12)", {}))).toBe(TOO_LARGE);
      expect(sized(evaluateFormula('TOARRAY(csv)', { csv }))).toBe(TOO_LARGE);
      expect(sized(evaluateFormula("COUNTNO(csv, ',')", { csv }))).toBe(TOO_LARGE);
    });
  });

  it('dates far apart', () => {
    expect(withinTime(1000, () => outcome(evaluateFormula('OVERTIME(-8e15, 8e15)', {})))).toEqual(expect.any(Number));
  });

  it('an application function that never settles does not block synchronous evaluation', () => {
    const evaluator = createFormulaEvaluator({ functions: { NEVER: () => new Promise(() => undefined) } });
    expect(outcome(evaluator.evaluate('NEVER()', {}))).toBe('formula.error');
  });
});

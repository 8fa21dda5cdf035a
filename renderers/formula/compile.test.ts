import { describe, expect, it, vi } from 'vitest';
import { compileFormula, createFormulaEvaluator, evaluateFormula, type FormulaResult } from './compile';
import { FormulaError } from './errors';
import { MAX_FORMULA_LENGTH, MAX_NESTING_DEPTH } from './source';

const value = (result: FormulaResult): unknown => (result.ok ? result.value : result.error.code);

/** The error a definition raises at compile time. */
function compileError(expression: string): FormulaError {
  try {
    compileFormula(expression);
  } catch (error) {
    if (error instanceof FormulaError) return error;
    throw error;
  }
  throw new Error(`${expression} compiled`);
}

const form = { data: { bo: { a: 2, b: '3', c: '', rows: [{ x: 1 }, { x: 5 }], i: 1, name: 'Ann' } } };

describe('syntax of real definitions', () => {
  it.each([
    ['$Formulas.SUM(data.bo.a, data.bo.b)', 5],
    ['$Formulas.SUM(data.bo.a, data.bo.b) * 2 + $Formulas.IF(data.bo.a > 1, 1, 0)', 11],
    ['data.bo.a > 1 && data.bo.b < 2', false],
    ['data.bo.a > 1 || data.bo.b < 2', true],
    ['!data.bo.c', true],
    ['!(data.bo.a > 1) ? 1 : 0', 0],
    ['data.bo.a === 2', true],
    ['data.bo.a !== 2', false],
    ['data.bo.a != 2 and true', false],
    ['not data.bo.a', false],
    ['data.bo.rows[1].x', 5],
    ["data.bo.rows[data.bo.i]['x']", 5],
    ['data.bo.rows[9].x', ''],
    ['[1, 2, 3]', [1, 2, 3]],
    ['/* total */ data.bo.a + 1', 3],
    ["'semi;colon = text && ! || {x: 1}'", 'semi;colon = text && ! || {x: 1}'],
    ["{ data: data.bo.rows, 'path': 'x', }", { data: [{ x: 1 }, { x: 5 }], path: 'x' }],
  ])('%s → %j', (expression, expected) => {
    expect(value(evaluateFormula(expression, form))).toEqual(expected);
  });

  it('reports the data paths a formula reads', () => {
    expect(compileFormula('$Formulas.SUM(data.bo.a, data.bo.b) + data.bo.a').variables()).toEqual(['data.bo.a', 'data.bo.b']);
    expect(compileFormula("SUMSUB({data: data.bo.rows, path: 'x'})").variables()).toEqual(['data.bo.rows']);
    expect(compileFormula('data.bo.rows[data.bo.i].x + data.bo.rows[0].x').variables()).toEqual(['data.bo.i', 'data.bo.rows', 'data.bo.rows.0.x']);
    expect(compileFormula('NOW()').variables()).toEqual([]);
  });
});

describe('values and coercion', () => {
  it.each([
    ["'1' + '2'", 3],
    ["'a' + 1", 1],
    ['missing + 1', 1],
    ['missing', ''],
    ['data.bo.c * 5', 0],
    ["'9' < '10'", true],
    ["'b' > 'a'", true],
    ["'abc' == 'abc'", true],
    ["data.bo.c == 0", true],
    ['true + true', 2],
    ['-data.bo.b', -3],
    ['7 % 4', 3],
    ['0 * -1', 0],
  ])('%s → %j', (expression, expected) => {
    expect(value(evaluateFormula(expression, form))).toEqual(expected);
  });

  it('gives formula.error for results that are not finite numbers', () => {
    expect(value(evaluateFormula('1 / 0', {}))).toBe('formula.error');
    expect(value(evaluateFormula('0 / 0 + 1', {}))).toBe('formula.error');
    expect(value(evaluateFormula('5 % missing', {}))).toBe('formula.error');
    expect(value(evaluateFormula('SQRT(-4) + 1', {}))).toBe('formula.error');
    expect(value(evaluateFormula('POWER(10, 400) - 1', {}))).toBe('formula.error');
    expect(value(evaluateFormula('a * 1e308 * 10', { a: 1 }))).toBe('formula.error');
  });

  it('reads only plain data from the scope', () => {
    class Money {
      amount = 5;
    }
    const scope = { fn: () => 42, money: new Money(), when: new Date(1000), map: new Map([['a', 1]]), nested: { fn: () => 1 } };
    expect(value(evaluateFormula('fn', scope))).toBe('');
    expect(value(evaluateFormula('SUM(fn, 1)', scope))).toBe(1);
    expect(value(evaluateFormula('money.amount', scope))).toBe('');
    expect(value(evaluateFormula('when', scope))).toBe(1000);
    expect(value(evaluateFormula('map', scope))).toBe('');
    expect(value(evaluateFormula('nested.fn', scope))).toBe('');
    expect(value(evaluateFormula('a + 1', new Money()))).toBe(1);
    expect(value(evaluateFormula('a + 1', null))).toBe(1);
    expect(value(evaluateFormula('x', Object.assign(Object.create(null), { x: 'ok' })))).toBe('ok');
  });

  it('does not change the scope', () => {
    const scope = { list: [3, 1, 2] };
    expect(value(evaluateFormula('LARGE(list, 1) + SMALL(list, 1)', scope))).toBe(4);
    expect(scope.list).toEqual([3, 1, 2]);
  });
});

describe('definition errors', () => {
  it.each([
    ['', 'formula.empty'],
    ['   ', 'formula.empty'],
    ['1 +', 'formula.syntax'],
    ['(1 + 2', 'formula.syntax'],
    ['1 + 2)', 'formula.syntax'],
    ['a & b', 'formula.syntax'],
    ['2 ^ 3', 'formula.syntax'],
    ['NOPE(1)', 'formula.unknownFunction'],
    ['IF(1)', 'formula.arity'],
    ['ABS(1, 2)', 'formula.arity'],
    ['SUM()', 'formula.arity'],
    ['$Formulas.SUM', 'formula.syntax'],
    ['$Formulas', 'formula.syntax'],
    ['SUM(1).x', 'formula.syntax'],
    ['(SUM(1)).x', 'formula.notData'],
    ["'abc'.length", 'formula.notData'],
    ['{a: 1', 'formula.syntax'],
    ['{1: 2}', 'formula.syntax'],
    ['{a 1}', 'formula.syntax'],
    ['x'.repeat(MAX_FORMULA_LENGTH + 1), 'formula.tooLong'],
    ['('.repeat(MAX_NESTING_DEPTH + 1) + '1' + ')'.repeat(MAX_NESTING_DEPTH + 1), 'formula.tooDeep'],
  ])('%j is refused with %s', (expression, code) => {
    expect(compileError(expression).code).toBe(code);
    // evaluateFormula reports the same error as a result instead of throwing.
    expect(value(evaluateFormula(expression, {}))).toBe(code);
  });

  it('accepts nesting up to the limit', () => {
    const nested = '('.repeat(MAX_NESTING_DEPTH) + '1' + ')'.repeat(MAX_NESTING_DEPTH);
    expect(value(evaluateFormula(nested, {}))).toBe(1);
  });

  it('carries the code, parameters and a zh-CN message', () => {
    const error = compileError('IF(1)');
    expect(error).toBeInstanceOf(FormulaError);
    expect(error.params).toEqual({ name: 'IF', expected: '2–3', actual: 1 });
    expect(error.message).toBe('函数 IF 的参数个数应为 2–3，实际为 1');
  });
});

describe('compile once, evaluate many', () => {
  it('caches compiled formulas and compile errors by text', () => {
    expect(compileFormula('a + 1')).toBe(compileFormula('a + 1'));
    expect(compileError('NOPE()')).toBe(compileError('NOPE()'));
  });

  it('evicts the oldest formulas beyond the cache size', () => {
    const evaluator = createFormulaEvaluator({ cacheSize: 2 });
    const first = evaluator.compile('1');
    evaluator.compile('2');
    evaluator.compile('3');
    expect(evaluator.compile('1')).not.toBe(first);
    expect(evaluator.compile('3')).toBe(evaluator.compile('3'));
  });

  it('evaluates against many scopes with the same compiled formula', () => {
    const formula = compileFormula('SUM(a, b) * 2 + IF(c > 10, 1, 0)');
    expect(value(formula.evaluate({ a: 1, b: 2, c: 11 }))).toBe(7);
    expect(value(formula.evaluate({ a: 1, b: 2, c: 10 }))).toBe(6);
    expect(value(formula.evaluate({ a: '1', b: 'x' }))).toBe(2);
  });
});

describe('application functions (budget cost)', () => {
  const calcBudgetCost = vi.fn(async (rank: unknown, budget: unknown) => Number(budget) * (rank === 'P7' ? 1.5 : 1));

  it('are evaluated asynchronously when they return promises', async () => {
    const evaluator = createFormulaEvaluator({ functions: { BUDGETCOST: calcBudgetCost } });
    const formula = evaluator.compile('BUDGETCOST(data.bo.rank, data.bo.budget) + 1');
    expect(formula.callsExtensions).toBe(true);
    expect(await formula.evaluateAsync({ data: { bo: { rank: 'P7', budget: 100 } } })).toEqual({ ok: true, value: 151 });
    expect(calcBudgetCost).toHaveBeenCalledWith('P7', 100);
    expect(await evaluator.evaluateAsync('BUDGETCOST(BUDGETCOST(rank, 2), 4)', { rank: 'P7' })).toEqual({ ok: true, value: 4 });
  });

  it('refuse synchronous evaluation of a promise with formula.error, saying why', () => {
    const evaluator = createFormulaEvaluator({ functions: { BUDGETCOST: calcBudgetCost } });
    const result = evaluator.evaluate('BUDGETCOST(1, 2)', {});
    expect(value(result)).toBe('formula.error');
    expect(result.ok ? undefined : (result.error.cause as Error).message).toBe('BUDGETCOST returned a Promise: evaluate this formula with evaluateAsync');
  });

  it('work synchronously when they return plain values', async () => {
    const evaluator = createFormulaEvaluator({ functions: { DOUBLE: (x: unknown) => Number(x) * 2 } });
    expect(evaluator.compile('SUM(1)').callsExtensions).toBe(false);
    expect(value(evaluator.evaluate('DOUBLE(a) + 1', { a: 4 }))).toBe(9);
    expect(await evaluator.evaluateAsync('DOUBLE(a) + 1', { a: 4 })).toEqual({ ok: true, value: 9 });
  });

  it('turn a failing call into formula.error', async () => {
    const evaluator = createFormulaEvaluator({
      functions: { FAILS: async () => Promise.reject(new Error('network down')), THROWS: () => { throw new Error('boom'); } },
    });
    expect(value(await evaluator.evaluateAsync('FAILS()', {}))).toBe('formula.error');
    expect(value(evaluator.evaluate('THROWS()', {}))).toBe('formula.error');
  });

  it('can be added later; names must be new identifiers', () => {
    const evaluator = createFormulaEvaluator();
    expect(value(evaluator.evaluate('LATER(1)', {}))).toBe('formula.unknownFunction');
    evaluator.addFunction('LATER', (x: unknown) => x);
    expect(evaluator.hasFunction('LATER')).toBe(true);
    expect(value(evaluator.evaluate('LATER(1)', {}))).toBe(1);
    for (const name of ['SUM', 'sum', 'LATER', 'constructor', 'toString', '1bad', 'a.b', '']) {
      expect(() => evaluator.addFunction(name, () => 0)).toThrow(FormulaError);
    }
    expect(() => evaluator.addFunction('X', 'nope' as never)).toThrow(FormulaError);
  });

  it('are not visible to other evaluators', () => {
    createFormulaEvaluator({ functions: { ONLY_HERE: () => 1 } });
    expect(value(evaluateFormula('ONLY_HERE()', {}))).toBe('formula.unknownFunction');
  });
});

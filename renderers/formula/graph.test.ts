import { describe, expect, it } from 'vitest';
import { createFormulaEvaluator } from './compile';
import { buildFormulaGraph, normalizeFieldPath } from './graph';

// An order form: row amounts from price × quantity, a subtotal over the rows, tax and total.
const orderForm = {
  'data.bo.total': '$Formulas.SUM(data.bo.subtotal, data.bo.tax)',
  'data.bo.tax': 'ROUND(data.bo.subtotal * data.bo.rate, 2)',
  'data.bo.subtotal': "SUMSUB({data: data.bo.sub_items, path: 'amount'})",
  'data.bo.sub_items[0].amount': 'data.bo.sub_items[0].price * data.bo.sub_items[0].qty',
  'data.bo.sub_items[1].amount': 'data.bo.sub_items[1].price * data.bo.sub_items[1].qty',
  'data.bo.words': 'CURRENCY(data.bo.total)',
  'data.bo.days': "DAYS(data.bo.start, data.bo.end)",
};

const before = (order: readonly string[], first: string, second: string): boolean => order.indexOf(first) < order.indexOf(second);

describe('normalizeFieldPath', () => {
  it.each([
    ['data.bo.a', 'data.bo.a'],
    ['data.bo.sub[0].x', 'data.bo.sub.0.x'],
    ["data['bo'][\"a\"]", 'data.bo.a'],
    ['rows[12]', 'rows.12'],
  ])('%s → %s', (path, expected) => {
    expect(normalizeFieldPath(path)).toBe(expected);
  });
});

describe('buildFormulaGraph', () => {
  const graph = buildFormulaGraph(orderForm);

  it('orders every formula after the formulas it reads', () => {
    expect([...graph.order].sort()).toEqual(Object.keys(orderForm).sort());
    expect(before(graph.order, 'data.bo.sub_items[0].amount', 'data.bo.subtotal')).toBe(true);
    expect(before(graph.order, 'data.bo.sub_items[1].amount', 'data.bo.subtotal')).toBe(true);
    expect(before(graph.order, 'data.bo.subtotal', 'data.bo.tax')).toBe(true);
    expect(before(graph.order, 'data.bo.tax', 'data.bo.total')).toBe(true);
    expect(before(graph.order, 'data.bo.total', 'data.bo.words')).toBe(true);
    expect(graph.cycles).toEqual([]);
    expect(graph.errors).toEqual([]);
  });

  it('recomputes only the dependents of a change, transitively, in order', () => {
    expect(graph.dependentsOf('data.bo.sub_items[0].price')).toEqual([
      'data.bo.sub_items[0].amount',
      'data.bo.subtotal',
      'data.bo.tax',
      'data.bo.total',
      'data.bo.words',
    ]);
    expect(graph.dependentsOf('data.bo.rate')).toEqual(['data.bo.tax', 'data.bo.total', 'data.bo.words']);
    expect(graph.dependentsOf('data.bo.tax')).toEqual(['data.bo.total', 'data.bo.words']);
    expect(graph.dependentsOf('data.bo.start')).toEqual(['data.bo.days']);
    expect(graph.dependentsOf('data.bo.unrelated')).toEqual([]);
    expect(graph.dependentsOf('data.bo.words')).toEqual([]);
  });

  it('treats reads of a whole container and of its parts as overlapping', () => {
    // A new row (the whole array) changes the subtotal; so does replacing the whole BO object.
    expect(graph.dependentsOf('data.bo.sub_items')).toContain('data.bo.subtotal');
    expect(graph.dependentsOf('data.bo.sub_items.1.qty')).toEqual(['data.bo.sub_items[1].amount', 'data.bo.subtotal', 'data.bo.tax', 'data.bo.total', 'data.bo.words']);
    expect(graph.dependentsOf('data.bo')).toEqual(graph.order);
    // Independent formulas keep their place in the global order (days has no formula inputs: it comes early).
    expect(graph.dependentsOf(['data.bo.start', 'data.bo.rate'])).toEqual(['data.bo.days', 'data.bo.tax', 'data.bo.total', 'data.bo.words']);
  });

  it('recompute feeds each result to the next formula and never mutates the scope', () => {
    const scope = {
      data: {
        bo: {
          rate: 0.1,
          sub_items: [
            { price: 10, qty: 2, amount: 20 },
            { price: 5, qty: 3, amount: 15 },
          ],
          subtotal: 35,
          tax: 3.5,
          total: 38.5,
        },
      },
    };
    const snapshot = JSON.stringify(scope);
    const { scope: next, results } = graph.recompute('data.bo.sub_items[0].qty', {
      data: { bo: { ...scope.data.bo, sub_items: [{ ...scope.data.bo.sub_items[0], qty: 4 }, scope.data.bo.sub_items[1]] } },
    });
    expect(results.map(({ field, result }) => [field, result.ok ? result.value : result.error.code])).toEqual([
      ['data.bo.sub_items[0].amount', 40],
      ['data.bo.subtotal', 55],
      ['data.bo.tax', 5.5],
      ['data.bo.total', 60.5],
      ['data.bo.words', '陆拾元伍角'],
    ]);
    expect(next).toMatchObject({ data: { bo: { subtotal: 55, tax: 5.5, total: 60.5, words: '陆拾元伍角', sub_items: [{ amount: 40 }, { amount: 15 }] } } });
    expect(JSON.stringify(scope)).toBe(snapshot);
  });

  it('keeps a failed result out of the scope', () => {
    const dates = buildFormulaGraph({ 'data.bo.days': 'DAYS(data.bo.start, data.bo.end)', 'data.bo.weeks': 'data.bo.days / 7' });
    const { scope, results } = dates.recompute('data.bo.start', { data: { bo: { start: 'soon', end: '2024-01-15', days: 7 } } });
    expect(results.map(({ result }) => (result.ok ? result.value : result.error.code))).toEqual(['formula.invalidDate', 1]);
    expect(scope).toEqual({ data: { bo: { start: 'soon', end: '2024-01-15', days: 7, weeks: 1 } } });
  });

  it('creates missing containers when writing a result', () => {
    const created = buildFormulaGraph({ 'data.bo.rows[1].x': 'a + 1' }).recompute('a', { a: 1 });
    expect(created.scope).toEqual({ a: 1, data: { bo: { rows: [undefined, { x: 2 }] } } });
  });
});

describe('cycles and definition errors', () => {
  it('reports a cycle naming its fields, and keeps the rest computable', () => {
    const graph = buildFormulaGraph({
      a: 'c + 1',
      b: 'a * 2',
      c: 'b - 1',
      d: 'a + 1',
      e: 'x + 1',
    });
    expect(graph.cycles).toHaveLength(1);
    expect([...graph.cycles[0]].sort()).toEqual(['a', 'b', 'c']);
    expect(graph.errors).toHaveLength(1);
    const [{ fields, error }] = graph.errors;
    expect(error.code).toBe('formula.cycle');
    expect(fields).toEqual(graph.cycles[0]);
    expect(error.message).toBe('公式之间存在循环依赖：a → b → c → a');
    expect(error.params).toEqual({ fields: 'a → b → c → a' });
    expect(graph.order).toEqual(['d', 'e']);
    expect(graph.dependentsOf('x')).toEqual(['e']);
    expect(graph.dependentsOf('a')).toEqual(['d']);
  });

  it('names a cycle in dependency order: each field feeds the next', () => {
    const graph = buildFormulaGraph({ 'data.bo.total': 'data.bo.tax + 1', 'data.bo.tax': 'data.bo.total * 0.1' });
    expect(graph.cycles).toEqual([['data.bo.total', 'data.bo.tax']]);
    expect(graph.errors[0].error.params.fields).toBe('data.bo.total → data.bo.tax → data.bo.total');
  });

  it('reports a formula that reads its own field', () => {
    const graph = buildFormulaGraph({ 'data.bo.a': 'data.bo.a + 1' });
    expect(graph.cycles).toEqual([['data.bo.a']]);
    expect(graph.errors[0].error.params.fields).toBe('data.bo.a → data.bo.a');
    expect(graph.order).toEqual([]);
  });

  it('reports several independent cycles', () => {
    const graph = buildFormulaGraph({ a: 'b', b: 'a', c: 'd', d: 'c', e: '1' });
    expect(graph.cycles.map((cycle) => [...cycle].sort())).toEqual([['a', 'b'], ['c', 'd']]);
    expect(graph.order).toEqual(['e']);
  });

  it('lists formulas that do not compile and leaves them out', () => {
    const graph = buildFormulaGraph({ good: 'x + 1', bad: 'x +', unknown: 'NOPE(x)' });
    expect(graph.errors.map(({ fields, error }) => [fields, error.code])).toEqual([
      [['bad'], 'formula.syntax'],
      [['unknown'], 'formula.unknownFunction'],
    ]);
    expect(graph.order).toEqual(['good']);
    expect(graph.dependentsOf('x')).toEqual(['good']);
  });

  it('compiles with the given evaluator (application functions)', () => {
    const evaluator = createFormulaEvaluator({ functions: { BUDGETCOST: async () => 1 } });
    const graph = buildFormulaGraph({ cost: 'BUDGETCOST(rank, budget)' }, { evaluator });
    expect(graph.errors).toEqual([]);
    expect(graph.formulas.get('cost')?.callsExtensions).toBe(true);
    expect(graph.dependentsOf('budget')).toEqual(['cost']);
  });

  it('handles long chains without deep recursion', () => {
    const length = 5000;
    const chain: Record<string, string> = { f0: 'x + 1' };
    for (let index = 1; index < length; index += 1) chain[`f${index}`] = `f${index - 1} + 1`;
    chain.f0 = `f${length - 1} + 1`;
    const cyclic = buildFormulaGraph(chain);
    expect(cyclic.cycles).toHaveLength(1);
    expect(cyclic.cycles[0]).toHaveLength(length);
    chain.f0 = 'x + 1';
    const graph = buildFormulaGraph(chain);
    expect(graph.order).toHaveLength(length);
    expect(graph.dependentsOf('x')).toHaveLength(length);
    expect(graph.recompute('x', { x: 0 }).scope[`f${length - 1}`]).toBe(length);
  });
});

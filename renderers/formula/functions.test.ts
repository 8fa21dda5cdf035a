import { afterEach, describe, expect, it, vi } from 'vitest';
import { createFormulaEvaluator, evaluateFormula } from './compile';
import { createFunctionTable } from './functions/catalogue';

// Local-time values are built with the Date constructor, so the expectations hold in any time zone.
const local = (y: number, mo: number, d: number, h = 0, mi = 0, s = 0): Date => new Date(y, mo - 1, d, h, mi, s);

const rows = [
  { price: '10', qty: 2 },
  { price: 5, qty: 'x' },
  { price: 3, qty: 4 },
];
const scope = {
  list: [1, 2, 3, 4],
  words: ['a', 'b', 'a'],
  mixed: [3, '4', 'x'],
  empty: [],
  text: '  a b  ',
  chinese: '你好世界',
  blank: '',
  nothing: null,
  ts: local(2024, 1, 2, 3, 4, 5).getTime(),
  tsText: String(local(2024, 1, 2, 3, 4, 5).getTime()),
  data: { bo: { sub_items: rows } },
};

type Case = readonly [expression: string, expected: unknown];
type ErrorCase = readonly [expression: string, code: string];

const SUB = "{data: data.bo.sub_items, path: 'price'}";

// One entry per catalogue function (aliases included); every name must have at least one case.
const cases: Record<string, readonly Case[]> = {
  ABS: [['ABS(-3.5)', 3.5], ["ABS('-2')", 2], ["ABS('abc')", 0]],
  AVERAGE: [['AVERAGE(1, 2, 3, 4)', 2.5], ['AVERAGE(mixed)', (3 + 4 + 0) / 3], ['AVERAGE(missing)', 0]],
  CEILING: [['CEILING(4.2, 0.5)', 4.5], ['CEILING(-4.2, 0.5)', -4.5], ['CEILING(1.1, 0.1)', 1.1], ['CEILING(7, 0)', 0], ['CEILING(2.1)', 3]],
  COUNT: [["COUNT(1, 'a', list)", 6], ['COUNT()', 0]],
  COUNTIF: [
    ["COUNTIF(list, '>2')", 2],
    ["COUNTIF(list, '<=2')", 2],
    ["COUNTIF(list, '<>2')", 3],
    ["COUNTIF(words, 'a')", 2],
    ['COUNTIF(mixed, 4)', 1],
    ["COUNTIF(list, '=3')", 1],
  ],
  FIXED: [['FIXED(1.005, 2)', '1.01'], ['FIXED(3)', '3'], ['FIXED(1234.5, -2)', '1200'], ['FIXED(-2.5)', '-3'], ['FIXED(0.1, 3)', '0.100']],
  FLOOR: [['FLOOR(4.7, 0.5)', 4.5], ['FLOOR(-4.7, 0.5)', -4.5], ['FLOOR(2.9)', 2]],
  INT: [['INT(3.9)', 3], ['INT(-3.9)', -3], ["INT('12.5kg')", 12]],
  LARGE: [['LARGE(list, 2)', 3], ['LARGE(mixed, 1)', 4]],
  LOG: [['LOG(100)', 2], ['LOG(8, 2)', 3]],
  MAX: [["MAX(1, list, '5')", 5], ['MAX(-5, -2)', -2], ['MAX(empty)', 0]],
  MIN: [['MIN(4, list)', 1], ['MIN(empty)', 0]],
  MOD: [['MOD(7, 3)', 1], ['MOD(-1, 3)', 2], ['MOD(1, -3)', -2], ['MOD(5.5, 2)', 1.5]],
  POWER: [['POWER(2, 10)', 1024], ['POWER(9, 0.5)', 3]],
  PRODUCT: [['PRODUCT(2, 3, list)', 144], ['PRODUCT(empty)', 0]],
  RAND: [['RAND() >= 0 && RAND() < 1', true]],
  ROUND: [['ROUND(2.5)', 3], ['ROUND(-2.5)', -3], ['ROUND(1.005, 2)', 1.01], ['ROUND(1234.5678, -2)', 1200], ['ROUND(0.1 + 0.2, 10)', 0.3]],
  SMALL: [['SMALL(list, 1)', 1], ['SMALL(mixed, 2)', 3]],
  SQRT: [['SQRT(16)', 4]],
  SUM: [["SUM(1, '2', true, mixed)", 11], ['SUM(nothing, 1.5)', 1.5], ['SUM(list, list)', 20]],
  SUMPRODUCT: [['SUMPRODUCT(list, [4, 5])', 14], ['SUMPRODUCT(list)', 10]],

  AVERAGESUB: [[`AVERAGESUB(${SUB})`, 6]],
  COUNTSUB: [[`COUNTSUB(${SUB})`, 3], ["COUNTSUB({data: data.bo.nope, path: 'price'})", 0]],
  COUNTIFSUB: [[`COUNTIFSUB(${SUB}, '>4')`, 2]],
  LARGESUB: [[`LARGESUB(${SUB}, 2)`, 5]],
  MAXSUB: [[`MAXSUB(${SUB})`, 10]],
  MINSUB: [[`MINSUB(${SUB})`, 3]],
  PRODUCTSUB: [[`PRODUCTSUB(${SUB})`, 150]],
  SMALLSUB: [[`SMALLSUB(${SUB}, 1)`, 3]],
  SUMSUB: [[`SUMSUB(${SUB})`, 18], [`$Formulas.SUMSUB(${SUB})`, 18], ["SUMSUB({data: data.bo.nope, path: 'price'})", 0]],
  SUMPRODUCTSUB: [[`SUMPRODUCTSUB(${SUB}, {data: data.bo.sub_items, path: 'qty'})`, 32]],

  CONCATENATE: [["CONCATENATE('a', 1, true, ['x', nothing])", 'a1truex']],
  CHAR: [['CHAR(65)', 'A'], ['CHAR(20320)', '你']],
  EXACT: [["EXACT('a', 'a')", true], ["EXACT(1, '1')", true], ["EXACT('a', 'A')", false]],
  ISEMPTY: [['ISEMPTY(blank)', true], ['ISEMPTY(missing)', true], ['ISEMPTY(nothing)', true], ['ISEMPTY(empty)', true], ['ISEMPTY(0)', false], ['ISEMPTY(text)', false]],
  LEFT: [['LEFT(chinese, 2)', '你好'], ["LEFT('abc')", 'a'], ["LEFT('abc', -1)", '']],
  LEN: [['LEN(chinese)', 4], ['LEN(12.5)', 4], ['LEN(missing)', 0]],
  LOWER: [["LOWER('AbC')", 'abc']],
  MID: [["MID('abcdef', 2, 3)", 'bcd'], ["MID('abc', 0, 2)", 'ab'], ['MID(chinese, 3, 9)', '世界']],
  REPLACE: [["REPLACE('abcdef', 2, 3, 'X')", 'aXef'], ["REPLACE('abc', 9, 1, 'X')", 'abcX']],
  REPT: [["REPT('ab', 3)", 'ababab'], ["REPT('ab', 0)", '']],
  RIGHT: [["RIGHT('abcdef', 2)", 'ef'], ["RIGHT('abc')", 'c'], ['RIGHT(chinese, 2)', '世界']],
  UPPER: [["UPPER('abc')", 'ABC']],
  TEXT: [['TEXT(12.5)', '12.5'], ['TEXT(true)', 'true'], ['TEXT(missing)', '']],
  VALUE: [["VALUE('12.5')", 12.5], ["VALUE('x')", 0]],
  TRIM: [['TRIM(text)', 'a b']],
  COUNTNO: [["COUNTNO('a,b,c', ',')", 3], ["COUNTNO('', ',')", 0], ["COUNTNO('abc', ',')", 1]],
  TOARRAY: [["TOARRAY('a;b', ';')", ['a', 'b']], ["TOARRAY('x,y')", ['x', 'y']], ['TOARRAY([1, [2]])', [1, 2]], ['TOARRAY(blank)', []]],
  SUBTOARRAY: [[`SUBTOARRAY(${SUB})`, ['10', 5, 3]]],

  AND: [["AND(true, 1, 'x')", true], ['AND(true, 0)', false]],
  FALSE: [['FALSE()', false]],
  IF: [["IF(1 > 2, 'a', 'b')", 'b'], ["IF('9' < '10', 'a', 'b')", 'a'], ['IF(0, 1)', false], ['IF(true, 1, MOD(1, 0))', 1]],
  NOT: [['NOT(0)', true], ['NOT(1)', false]],
  OR: [["OR(0, '', 1)", true], ['OR(0, false)', false]],
  TRUE: [['TRUE()', true]],
  XOR: [['XOR(true, false)', true], ['XOR(true, true)', false], ['XOR(1, 1, 1)', true]],

  DATE: [['DATE(ts)', '2024-01-02 03:04:05'], ['DATE(tsText)', '2024-01-02 03:04:05'], ["DATE('2024/01/02')", '2024-01-02 00:00:00'], ['DATE(blank)', '']],
  DATEDELTA: [["DATEDELTA('2024-01-30', 3)", '2024-02-02 00:00:00'], ["DATEDELTA('2024-03-01 12:00', -1.5)", '2024-02-29 00:00:00'], ['DATEDELTA(blank, 1)', '']],
  DATEDIFF: [
    ["DATEDIFF('2024-01-01', '2024-03-01', 'month')", 2],
    ["DATEDIFF('2024-01-01', '2024-01-02')", 1],
    ["DATEDIFF('2024-01-01 08:00', '2024-01-01 10:30', 'minute')", 150],
    ["DATEDIFF(blank, '2024-01-01')", 0],
  ],
  HALFDAY: [["HALFDAY('2024-01-04 08:00', '2024-01-04 20:01')", 1], ["HALFDAY(blank, '2024-01-04')", '']],
  OVERTIME: [["OVERTIME('2024-01-04 00:00', '2024-01-05 00:00')", 14], ["OVERTIME('2024-01-05 00:00', '2024-01-06 00:00')", 24]],
  COUNTHOURS: [["COUNTHOURS('2024-01-04 08:00', '2024-01-04 10:01')", 3], ["COUNTHOURS('2024-01-04 08:00', '2024-01-04 08:00')", 0]],
  DAYS: [["DAYS('2024-01-01 23:00', '2024-01-03 01:00')", 2], ["DAYS('2024-01-03', '2024-01-01')", -2]],
  DAYS360: [
    ["DAYS360('2024-01-15', '2024-03-31')", 76],
    ["DAYS360('2024-01-15', '2024-03-31', true)", 75],
    ["DAYS360('2024-01-31', '2024-03-31')", 60],
    ["DAYS360('2023-12-31', '2024-12-31', false)", 360],
  ],
  YEAR: [["YEAR('2024-03-04 05:06:07')", 2024]],
  MONTH: [["MONTH('2024-03-04 05:06:07')", 3]],
  DAY: [["DAY('2024-03-04 05:06:07')", 4]],
  HOUR: [["HOUR('2024-03-04 05:06:07')", 5]],
  MINUTE: [["MINUTE('2024-03-04 05:06:07')", 6]],
  SECOND: [["SECOND('2024-03-04 05:06:07')", 7]],
  TIMESTAMP: [["TIMESTAMP('2024-01-02 03:04:05')", scope.ts]],
  ISOWEEKNUM: [["ISOWEEKNUM('2021-01-01')", 53], ["ISOWEEKNUM('2024-12-30')", 1]],
  WEEKNUM: [["WEEKNUM('2024-01-07')", 2], ["WEEKNUM('2024-01-07', 2)", 1], ["WEEKNUM('2021-01-01', 21)", 53]],
  WEEKDAY: [["WEEKDAY('2024-01-04')", '星期四'], ["WEEKDAY('2024-01-07', true)", 0]],
  NOW: [['NOW()', '2024-05-06 07:08:09']],
  TODAY: [['TODAY()', '2024-05-06']],
  SYSTIME: [['SYSTIME()', '07:08:09']],
  TIME: [['TIME(12, 0, 0)', 0.5], ['TIME(6, -5, 0)', 0.25]],

  CURRENCY: [['CURRENCY(1001)', '壹仟零壹元整'], ["CURRENCY('1,234.5')", '壹仟贰佰叁拾肆元伍角'], ['CURRENCY(-1)', ''], ['CURRENCY(100000000000)', '']],
  THOUSAND: [['THOUSAND(1234567.5)', '1,234,567.5'], ["THOUSAND('abc')", 'abc']],
  LastMonth: [['LastMonth(2024, 1)', '12'], ['LastMonth(2024, 3)', '02'], ['LastMonth(2024, 13)', '']],
  LastYear: [['LastYear(2024, 1)', 2023], ['LastYear(2024, 5)', 2024], ['LastYear(0, 5)', '']],
  UUID: [["LEN(UUID()) == 36 && MID(UUID(), 15, 1) == '4'", true]],

  abs: [['abs(-1)', 1]],
  round: [['round(2.5)', 3], ['round(2.345, 2)', 2.35]],
  ceil: [['ceil(1.2)', 2]],
  floor: [['floor(1.8)', 1]],
  max: [['max(1, 2)', 2]],
  min: [['min(1, 2)', 1]],
  sqrt: [['sqrt(9)', 3]],
  average: [['average(1, 3)', 2]],
  sum: [['sum(1, 2)', 3]],
  tofixed: [['tofixed(1.234, 2)', '1.23']],
  currency: [['currency(10.05)', '壹拾元零伍分']],
  datediff: [["datediff('2024-01-01 00:00', '2024-01-01 05:00', 'hour')", 5]],
  overtime: [["overtime('2024-01-04 18:00', '2024-01-04 20:30')", 2.5]],
  halfday: [["halfday('2024-01-04 00:00', '2024-01-05 00:00')", 1]],
};

// Evaluation failures: a notification, never a crash.
const errorCases: readonly ErrorCase[] = [
  ['LARGE(list, 5)', 'formula.error'],
  ['SMALL(list, 0)', 'formula.error'],
  ['MOD(1, 0)', 'formula.error'],
  ['SQRT(-1)', 'formula.error'],
  ['LOG(0)', 'formula.error'],
  ['CHAR(0)', 'formula.error'],
  ["REPT('x', 20000)", 'formula.error'],
  ["DATE('2024-02-30')", 'formula.invalidDate'],
  ["DAYS('soon', '2024-01-01')", 'formula.invalidDate'],
  ["YEAR('nope')", 'formula.invalidDate'],
  ["DATEDIFF('2024-01-01', '2024-01-02', 'week')", 'formula.error'],
  ["WEEKNUM('2024-01-01', 3)", 'formula.error'],
  ["OVERTIME('x', '2024-01-01')", 'formula.invalidDate'],
];

describe('formula functions', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  for (const [name, rowsOfName] of Object.entries(cases)) {
    it.each(rowsOfName)(`${name}: %s → %j`, (expression, expected) => {
      vi.useFakeTimers({ toFake: ['Date'] });
      vi.setSystemTime(local(2024, 5, 6, 7, 8, 9));
      const result = evaluateFormula(expression, scope);
      expect(result).toEqual({ ok: true, value: expected });
    });
  }

  it.each(errorCases)('%s fails with %s', (expression, code) => {
    const result = evaluateFormula(expression, scope);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error.code).toBe(code);
  });

  it('covers every function of the catalogue', () => {
    expect(Object.keys(cases).sort()).toEqual([...createFunctionTable('zh-CN').keys()].sort());
  });

  it('localizes WEEKDAY with the evaluator locale', () => {
    const english = createFormulaEvaluator({ locale: 'en-US' });
    expect(english.evaluate("WEEKDAY('2024-01-04')", {})).toEqual({ ok: true, value: 'Thursday' });
  });

  it('makes version-4 UUIDs that differ', () => {
    const first = evaluateFormula('UUID()', {});
    const second = evaluateFormula('UUID()', {});
    expect(first.ok && second.ok).toBe(true);
    if (first.ok && second.ok) {
      expect(first.value).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
      expect(first.value).not.toBe(second.value);
    }
  });
});

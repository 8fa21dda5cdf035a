import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { MAX_CURRENCY_AMOUNT, toChineseCurrency } from './currency';

describe('toChineseCurrency', () => {
  it.each([
    [0, '零元整'],
    ['0', '零元整'],
    ['0.00', '零元整'],
    [1, '壹元整'],
    [10, '壹拾元整'],
    [15, '壹拾伍元整'],
    [100, '壹佰元整'],
    [1001, '壹仟零壹元整'],
    [1010, '壹仟零壹拾元整'],
    [10000, '壹万元整'],
    [100000, '壹拾万元整'],
    [10001000, '壹仟万零壹仟元整'],
    [10010000, '壹仟零壹万元整'],
    [100000000, '壹亿元整'],
    [100010000, '壹亿零壹万元整'],
    [100001000, '壹亿零壹仟元整'],
    [1000000010, '壹拾亿零壹拾元整'],
    [10.05, '壹拾元零伍分'],
    [100.5, '壹佰元伍角'],
    ['100.50', '壹佰元伍角'],
    [1.55, '壹元伍角伍分'],
    [0.5, '伍角'],
    [0.05, '伍分'],
    [0.55, '伍角伍分'],
    ['1680.32', '壹仟陆佰捌拾元叁角贰分'],
    ['1,234.56', '壹仟贰佰叁拾肆元伍角陆分'],
    ['12,345,678', '壹仟贰佰叁拾肆万伍仟陆佰柒拾捌元整'],
    ['007', '柒元整'],
    [MAX_CURRENCY_AMOUNT, '玖佰玖拾玖亿玖仟玖佰玖拾玖万玖仟玖佰玖拾玖元玖角玖分'],
    ['99,999,999,999.99', '玖佰玖拾玖亿玖仟玖佰玖拾玖万玖仟玖佰玖拾玖元玖角玖分'],
    ['99999999999.999', '玖佰玖拾玖亿玖仟玖佰玖拾玖万玖仟玖佰玖拾玖元玖角玖分'],
    // Truncated, not rounded.
    ['12.349', '壹拾贰元叁角肆分'],
    ['0.009', '零元整'],
    [1e-7, '零元整'],
  ])('%j → %s', (amount, expected) => {
    expect(toChineseCurrency(amount)).toBe(expected);
  });

  it.each([
    ['one cent above the maximum', 100000000000],
    ['one cent above the maximum, as text', '100000000000.00'],
    ['negative number', -1],
    ['negative text', '-1'],
    ['letters', 'abc'],
    ['empty text', ''],
    ['space', ' 12'],
    ['two dots', '1.2.3'],
    ['trailing dot', '5.'],
    ['leading dot', '.5'],
    ['bad grouping', '1,23'],
    ['mixed grouping', '1234,567'],
    ['double comma', '1,,234'],
    ['plus sign', '+5'],
    ['exponent text', '1e3'],
    ['NaN', NaN],
    ['Infinity', Infinity],
    ['huge number', 1e21],
    ['null', null],
    ['undefined', undefined],
    ['boolean', true],
    ['object', { amount: 1 }],
  ])('%s → empty', (_, amount) => {
    expect(toChineseCurrency(amount)).toBe('');
  });
});

const DIGITS = '零壹贰叁肆伍陆柒捌玖';
const SMALL_UNITS: Record<string, number> = { 拾: 10, 佰: 100, 仟: 1000 };

/** Reads a capital-numeral amount back into cents (a test-only inverse of toChineseCurrency). */
function parseCapitals(text: string): number {
  const body = text.replace(/整$/, '');
  const yuanAt = body.indexOf('元');
  const integerText = yuanAt >= 0 ? body.slice(0, yuanAt) : '';
  const fractionText = yuanAt >= 0 ? body.slice(yuanAt + 1) : body;
  let total = 0;
  let section = 0;
  let digit = 0;
  for (const char of integerText) {
    const value = DIGITS.indexOf(char);
    if (value >= 0) digit = value;
    else if (char in SMALL_UNITS) {
      section += digit * SMALL_UNITS[char];
      digit = 0;
    } else if (char === '万') {
      total += (section + digit) * 10000;
      section = 0;
      digit = 0;
    } else if (char === '亿') {
      total = (total + section + digit) * 100000000;
      section = 0;
      digit = 0;
    } else throw new Error(`unexpected ${char} in ${text}`);
  }
  const yuan = total + section + digit;
  const jiao = /(.)角/.exec(fractionText);
  const fen = /(.)分/.exec(fractionText);
  return yuan * 100 + (jiao ? DIGITS.indexOf(jiao[1]) * 10 : 0) + (fen ? DIGITS.indexOf(fen[1]) : 0);
}

const MAX_CENTS = 9999999999999;
const toAmountText = (cents: number): string => `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
const group = (integer: string): string => integer.replace(/\B(?=(\d{3})+$)/g, ',');

describe('toChineseCurrency properties', () => {
  it('every amount up to the maximum ends in 整, 角 or 分 and reads back to the same cents', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: MAX_CENTS }), (cents) => {
        const text = toChineseCurrency(toAmountText(cents));
        expect(text).toMatch(/[整角分]$/);
        expect(text.endsWith('整')).toBe(cents % 100 === 0);
        expect(parseCapitals(text)).toBe(cents);
      }),
      { numRuns: 2000 },
    );
  });

  it('grouped and plain forms give the same text, and extra decimals are truncated', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: MAX_CENTS }), fc.integer({ min: 0, max: 9 }), (cents, extra) => {
        const plain = toAmountText(cents);
        const [integer, fraction] = plain.split('.');
        const expected = toChineseCurrency(plain);
        expect(toChineseCurrency(`${group(integer)}.${fraction}`)).toBe(expected);
        expect(toChineseCurrency(`${plain}${extra}`)).toBe(expected);
      }),
    );
  });

  it('never writes two 零 in a row, nor 零 before a unit or at the end (zero itself is 零元整)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: MAX_CENTS }), (cents) => {
        expect(toChineseCurrency(toAmountText(cents))).not.toMatch(/零零|零[拾佰仟万亿元角分整]|零$/);
      }),
    );
  });

  it('anything above the maximum is empty', () => {
    fc.assert(
      fc.property(fc.integer({ min: MAX_CENTS + 1, max: Number.MAX_SAFE_INTEGER }), (cents) => {
        expect(toChineseCurrency(toAmountText(cents))).toBe('');
      }),
    );
  });
});

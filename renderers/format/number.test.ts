import { describe, expect, it } from 'vitest';
import { formatAmount, formatFileSize, formatThousands, isNegativeAmount } from './number';

describe('formatThousands', () => {
  it.each([
    [0, '0'],
    [123, '123'],
    [1234, '1,234'],
    [1234567.891, '1,234,567.891'],
    [-1234.5, '-1,234.5'],
    ['1234567', '1,234,567'],
    ['0001234', '0,001,234'],
    ['+1234', '+1,234'],
    ['1234.56789', '1,234.56789'],
    ['1234.', '1,234.'],
    ['1,234,567', '1,234,567'],
    ['abc', 'abc'],
    ['12a34', '12a34'],
    ['', ''],
    [1e21, '1e+21'],
    [null, ''],
    [undefined, ''],
    [true, ''],
  ])('%j → %j', (value, expected) => {
    expect(formatThousands(value)).toBe(expected);
  });
});

describe('formatFileSize', () => {
  it.each([
    [0, '0.00 KB'],
    [512, '0.50 KB'],
    [1024, '1.00 KB'],
    [1048575, '1024.00 KB'],
    [1048576, '1.00 MB'],
    [1572864, '1.50 MB'],
    ['2048', '2.00 KB'],
    [5 * 1024 * 1024 * 1024, '5120.00 MB'],
    [-1, ''],
    ['abc', ''],
    ['', ''],
    [NaN, ''],
    [Infinity, ''],
    [null, ''],
  ])('%j → %j', (bytes, expected) => {
    expect(formatFileSize(bytes)).toBe(expected);
  });
});

describe('formatAmount (the one number format of lists)', () => {
  it.each([
    [5000000, {}, '5,000,000'],
    ['5000000', {}, '5,000,000'],
    [1234.5, { decimals: 2 }, '1,234.50'],
    [-1234.567, { decimals: 2, prefix: '¥' }, '-¥1,234.57'],
    ['-98765.4', { decimals: 1 }, '-98,765.4'],
    [1234567, { thousands: false }, '1234567'],
    [0.5, { decimals: 0 }, '1'],
    [-0.001, { decimals: 2 }, '0.00'],
    [12.3456, {}, '12.3456'],
  ])('%s with %j → %s', (value, format, expected) => {
    expect(formatAmount(value, format)).toBe(expected);
  });

  it('leaves what is no number as it is, and blanks as blank', () => {
    expect(formatAmount('n/a', { decimals: 2 })).toBe('n/a');
    expect(formatAmount('1,234', { decimals: 2 })).toBe('1,234');
    expect(formatAmount(null)).toBe('');
    expect(formatAmount(undefined)).toBe('');
    expect(formatAmount(Number.NaN)).toBe('NaN');
  });

  it('marks as negative only what shows a minus sign', () => {
    expect(isNegativeAmount(-5)).toBe(true);
    expect(isNegativeAmount('-5.2')).toBe(true);
    expect(isNegativeAmount(-0.001, { decimals: 2 })).toBe(false);
    expect(isNegativeAmount(0)).toBe(false);
    expect(isNegativeAmount('-x')).toBe(false);
  });
});

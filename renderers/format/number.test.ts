import { describe, expect, it } from 'vitest';
import { formatFileSize, formatThousands } from './number';

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

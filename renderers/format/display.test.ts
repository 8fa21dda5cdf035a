import { describe, expect, it } from 'vitest';
import { formatForDisplay, hasDisplayFormat } from './display';

describe('formatForDisplay', () => {
  it('shows an amount in RMB capitals', () => {
    expect(formatForDisplay(600, { currency: true })).toBe('陆佰元整');
    expect(formatForDisplay('1234.5', { currency: true })).toBe('壹仟贰佰叁拾肆元伍角');
  });
  it('groups thousands without touching the decimals', () => {
    expect(formatForDisplay(1234567.891, { thousands: true })).toBe('1,234,567.891');
    expect(formatForDisplay('-1234', { thousands: true })).toBe('-1,234');
  });
  it('capitals win over thousands; text that is no amount stays as it is', () => {
    expect(formatForDisplay(1000, { currency: true, thousands: true })).toBe('壹仟元整');
    expect(formatForDisplay('abc', { currency: true })).toBe('abc');
    expect(formatForDisplay(-5, { currency: true })).toBe('-5');
  });
  it('leaves values alone without options, and blank stays blank', () => {
    expect(formatForDisplay(1234, undefined)).toBe('1234');
    expect(formatForDisplay('', { currency: true })).toBe('');
    expect(formatForDisplay(undefined, { thousands: true })).toBe('');
    expect(hasDisplayFormat({})).toBe(false);
    expect(hasDisplayFormat({ thousands: true })).toBe(true);
  });
});

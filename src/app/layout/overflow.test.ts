import { describe, expect, it } from 'vitest';
import { computeOverflow } from './overflow';

describe('computeOverflow', () => {
  const widths = [80, 100, 100, 100, 120];

  it('keeps every item when they all fit, without reserving room for More', () => {
    expect(computeOverflow(widths, 500, 70)).toBe(5);
    expect(computeOverflow(widths, 501, 70)).toBe(5);
  });

  it('moves trailing items into More, keeping room for the More button', () => {
    // 80 + 100 + 100 + 70 = 350 fits in 390; a fourth item (450) would not.
    expect(computeOverflow(widths, 390, 70)).toBe(3);
    expect(computeOverflow(widths, 499, 70)).toBe(4);
  });

  it('shows nothing but More when not even one item fits beside it (too narrow)', () => {
    expect(computeOverflow(widths, 120, 70)).toBe(0);
    expect(computeOverflow(widths, 0, 70)).toBe(0);
  });

  it('restores the items when the width grows again', () => {
    const narrow = computeOverflow(widths, 300, 70);
    const wide = computeOverflow(widths, 800, 70);
    expect(narrow).toBe(2);
    expect(wide).toBe(5);
  });

  it('handles an empty menu', () => {
    expect(computeOverflow([], 0, 70)).toBe(0);
  });
});

import { describe, expect, it } from 'vitest';
import { isUrlNews } from './newsItem';

describe('isUrlNews', () => {
  it.each([
    [1, true],
    ['1', true],
    [true, true],
    ['true', true],
    [0, false],
    ['0', false],
    [undefined, false],
  ])('%j → %s', (value, expected) => {
    expect(isUrlNews(value)).toBe(expected);
  });
});

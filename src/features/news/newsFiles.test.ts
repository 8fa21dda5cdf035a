import { describe, expect, it } from 'vitest';
import { isUrlNews, parseNewsFiles } from './newsFiles';

describe('parseNewsFiles', () => {
  it('reads the [{id, name}] JSON of a news item', () => {
    expect(parseNewsFiles('[{"id":"f1","name":"制度.pdf"},{"id":7}]')).toEqual([
      { id: 'f1', name: '制度.pdf' },
      { id: '7', name: '7' },
    ]);
  });

  it.each([[undefined], [''], ['not json'], ['{"id":"f1"}'], ['[null, "x", {"name":"no id"}]']])('finds no attachments in %j', (file) => {
    expect(parseNewsFiles(file)).toEqual([]);
  });
});

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

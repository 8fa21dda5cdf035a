import { describe, expect, it } from 'vitest';
import { favouriteSearchFilter, isFavourite, MAX_FAVOURITES, removeFavourite, toggleFavourite, type Favourite } from './favouriteList';

const process = (defKey: string): Favourite => ({ defKey, name: `${defKey} name` });
const many = (count: number) => Array.from({ length: count }, (_, index) => process(`p${index}`));

describe('toggleFavourite', () => {
  it('adds a process that is not in the list, at the end', () => {
    expect(toggleFavourite([process('leave')], process('trip'))).toEqual({ ok: true, favourites: [process('leave'), process('trip')] });
  });

  it('removes a process that is in the list (flips)', () => {
    expect(toggleFavourite([process('leave'), process('trip')], process('leave'))).toEqual({ ok: true, favourites: [process('trip')] });
  });

  it('refuses the 21st and still lets one of the 20 go', () => {
    const full = many(MAX_FAVOURITES);
    expect(toggleFavourite(full, process('one-more'))).toEqual({ ok: false, reason: 'limit' });
    expect(toggleFavourite(many(MAX_FAVOURITES - 1), process('twentieth'))).toMatchObject({ ok: true });
    const removed = toggleFavourite(full, process('p3'));
    expect(removed.ok && removed.favourites).toHaveLength(MAX_FAVOURITES - 1);
  });
});

describe('removeFavourite and isFavourite', () => {
  it('work by definition key', () => {
    expect(removeFavourite([process('a'), process('b')], 'a')).toEqual([process('b')]);
    expect(isFavourite([process('a')], 'a')).toBe(true);
    expect(isFavourite([process('a')], 'b')).toBe(false);
  });
});

describe('favouriteSearchFilter', () => {
  it('searches key or name by LIKE, and nothing for a blank keyword', () => {
    expect(favouriteSearchFilter(' 请假 ', 2, 10)).toEqual({
      pageBean: { page: 2, pageSize: 10, showTotal: true },
      querys: [
        { property: 'defKey', value: '请假', operation: 'LIKE', relation: 'OR', group: 'main' },
        { property: 'name', value: '请假', operation: 'LIKE', relation: 'OR', group: 'main' },
      ],
    });
    expect(favouriteSearchFilter('  ', 1, 10).querys).toEqual([]);
  });
});

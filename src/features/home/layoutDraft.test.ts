import { describe, expect, it } from 'vitest';
import { adaptLayout, rowIndexOfKey, type LayoutDefinition } from '../../../renderers/kinds/layout';
import { addAlias, addCell, definitionOf, draftOf, moveAlias, moveRow, removeAlias, removeCell, setSpan, stepPlace, tooWideRows, withoutSourceRow } from './layoutDraft';

const STORED: LayoutDefinition = {
  list: [
    { type: 'grid', options: { gutter: 16 }, columns: [{ span: 16, list: [{ alias: 'a' }, { alias: 'secret' }] }, { span: 8, list: [{ alias: 'b' }] }] },
    { type: 'tab', options: {}, tabs: [{ name: '通知', list: [{ alias: 'c' }] }, { name: '秘密', list: [{ alias: 'secret2' }] }] },
    { alias: 'd' },
  ],
};
const VISIBLE = new Set(['a', 'b', 'c', 'd', 'e']);
const aliases = (draft: ReturnType<typeof draftOf>) => draft.map((row) => row.groups.map((group) => group.aliases));

describe('layout draft', () => {
  it('leaves out columns the user may not see, and writes back what home reads (empty tabs dropped, a bare column as a whole-width cell)', () => {
    const draft = draftOf(STORED, VISIBLE);
    expect(aliases(draft)).toEqual([[['a'], ['b']], [['c'], []], [['d']]]);
    expect(definitionOf(draft)).toEqual({
      list: [
        { type: 'grid', options: { gutter: 16 }, columns: [{ span: 16, list: [{ alias: 'a' }] }, { span: 8, list: [{ alias: 'b' }] }] },
        { type: 'tab', options: {}, tabs: [{ name: '通知', list: [{ alias: 'c' }] }] },
        { type: 'grid', options: { gutter: 16 }, columns: [{ span: 24, list: [{ alias: 'd' }] }] },
      ],
    });
  });

  it('steps a column through every group in page order, across rows, and stops at either end', () => {
    const draft = draftOf(STORED, VISIBLE);
    expect(stepPlace(draft, { row: 0, group: 0, index: 0 }, -1)).toBeUndefined();
    expect(stepPlace(draft, { row: 0, group: 0, index: 0 }, 1)).toEqual({ row: 0, group: 1, index: 0 });
    expect(stepPlace(draft, { row: 0, group: 1, index: 0 }, 1)).toEqual({ row: 1, group: 0, index: 0 });
    expect(stepPlace(draft, { row: 1, group: 0, index: 0 }, -1)).toEqual({ row: 0, group: 1, index: 1 });
    expect(stepPlace(draft, { row: 2, group: 0, index: 0 }, 1)).toBeUndefined();
    const moved = moveAlias(draft, { row: 0, group: 1, index: 0 }, { row: 0, group: 0, index: 0 });
    expect(aliases(moved)[0]).toEqual([['b', 'a'], []]);
  });

  it('adds, removes, resizes and reorders', () => {
    let draft = draftOf(STORED, VISIBLE);
    draft = addAlias(draft, 'e', { row: 0, group: 1 });
    expect(aliases(draft)[0]).toEqual([['a'], ['b', 'e']]);
    draft = addAlias(draft, 'x');
    expect(aliases(draft)[3]).toEqual([['x']]);
    draft = removeAlias(draft, { row: 0, group: 0, index: 0 });
    expect(aliases(draft)[0]).toEqual([[], ['b', 'e']]);
    draft = setSpan(draft, 0, 1, 40);
    expect(draft[0]?.groups[1]?.span).toBe(24);
    expect(tooWideRows(draft)).toEqual([0]);
    draft = setSpan(draft, 0, 1, 8);
    expect(tooWideRows(draft)).toEqual([]);
    draft = addCell(removeCell(draft, 0, 0), 0);
    expect(draft[0]?.groups.map((group) => group.span)).toEqual([8, 16]);
    draft = moveRow(draft, 2, -1);
    expect(aliases(draft)[1]).toEqual([['d']]);
    expect(moveRow(draft, 0, -1)).toBe(draft);
  });

  it("removes the stored row that home's row key names", () => {
    const key = adaptLayout(STORED).rows[1]?.key ?? '';
    const source = rowIndexOfKey(key);
    expect(source).toBe(1);
    expect(definitionOf(withoutSourceRow(draftOf(STORED, VISIBLE), source ?? -1)).list.map((row) => row.type)).toEqual(['grid', 'grid']);
  });
});

import { describe, expect, it } from 'vitest';
import { cellText, columnAlign, columnText, columnWidth, DEFAULT_COLUMN_WIDTH, FIT_WIDTH_CAP, isNegativeCell, pageWindow, rowKeys, sortRows, toSortDirection, valueOf } from './columns';

describe('list columns and rows', () => {
  it('shows a number column in the one number format, right-aligned, negatives marked', () => {
    const amount = { field: 'amount', title: '金额', number: { decimals: 2 } };
    expect(columnText(amount, { amount: 5000000 })).toBe('5,000,000.00');
    expect(columnText(amount, { amount: -12.5 })).toBe('-12.50');
    expect(isNegativeCell(amount, { amount: -12.5 })).toBe(true);
    expect(isNegativeCell(amount, { amount: 12.5 })).toBe(false);
    expect(columnAlign(amount)).toBe('right');
    expect(columnAlign({ ...amount, align: 'center' })).toBe('center');
    expect(columnAlign({ field: 'name', title: '名称' })).toBeUndefined();
    // a column's own formatter wins, and its cells are not marked
    const custom = { ...amount, format: () => 'x' };
    expect(columnText(custom, { amount: -1 })).toBe('x');
    expect(isNegativeCell(custom, { amount: -1 })).toBe(false);
  });

  it('makes a column as wide as its heading needs, with the sort arrows, and otherwise keeps its width', () => {
    expect(columnWidth({ field: 'code', title: 'Employee no.', width: 100 }, true)).toBe(12 * 8 + 34 + 16);
    expect(columnWidth({ field: 'code', title: 'Employee no.', width: 100 }, false)).toBe(12 * 8 + 34);
    expect(columnWidth({ field: 'hours', title: '累计工时（小时）', width: 100 }, true)).toBe(8 * 14 + 34 + 16);
    expect(columnWidth({ field: 'name', title: '姓名', width: 100 }, true)).toBe(100);
    expect(columnWidth({ field: 'name', title: '姓名' }, false)).toBe(DEFAULT_COLUMN_WIDTH);
  });

  it('grows a column to the longest text of its rows, formatted as shown, up to its cap, and never shrinks it', () => {
    const name = { field: 'name', title: 'Name', width: 100 };
    expect(columnWidth(name, false, [{ name: 'Xiuying Zhou' }, { name: 'Li Na' }])).toBe(12 * 8 + 32);
    expect(columnWidth(name, false, [{ name: '王芳' }])).toBe(100);
    expect(columnWidth(name, false, [{ name: 'x'.repeat(200) }])).toBe(FIT_WIDTH_CAP);
    // the text as the cell shows it: thousands separators and decimals count
    expect(columnWidth({ field: 'amount', title: '金额', width: 60, number: { decimals: 2 } }, false, [{ amount: 1234567 }])).toBe('1,234,567.00'.length * 8 + 32);
    // a column wider than the cap keeps its own width
    expect(columnWidth({ field: 'memo', title: 'Memo', width: 400 }, false, [{ memo: 'x'.repeat(200) }])).toBe(400);
  });

  it('shows every value as text', () => {
    expect(cellText(null)).toBe('');
    expect(cellText(12.5)).toBe('12.5');
    expect(cellText(false)).toBe('false');
    expect(cellText('<b>x</b>')).toBe('<b>x</b>');
    expect(cellText({ a: 1 })).toBe('{"a":1}');
  });

  it("shows a column's formatted text, else its value as text", () => {
    expect(columnText({ field: 'amount', title: '金额' }, { AMOUNT: 12 })).toBe('12');
    expect(columnText({ field: 'amount', title: '金额', format: (value, row) => `${String(value)} ${String(row.unit)}` }, { amount: 12, unit: '元' })).toBe('12 元');
  });

  it('reads keys in another case', () => {
    expect(valueOf({ NAME: '王伟' }, 'name')).toBe('王伟');
    expect(valueOf({ name: 'a', NAME: 'b' }, 'NAME')).toBe('b');
  });

  it('keys rows by a unique id, else by position', () => {
    const byId = [{ ID_: 'a' }, { ID_: 'b' }];
    const keys = rowKeys(byId);
    expect(byId.map((row) => keys.get(row))).toEqual(['a', 'b']);
    const duplicated = [{ id: '1' }, { id: '1' }];
    const positional = rowKeys(duplicated);
    expect(duplicated.map((row) => positional.get(row))).toEqual(['#0', '#1']);
    const byCode = [{ code: 'E1' }, { code: 'E2' }];
    expect(byCode.map((row) => rowKeys(byCode, 'code').get(row))).toEqual(['E1', 'E2']);
  });

  it('sorts loaded rows: numbers by value, text by collation, blanks last', () => {
    const rows = [{ n: 10, s: 'b' }, { n: 9, s: '' }, { n: 100, s: 'a' }];
    expect(sortRows(rows, { field: 'n', direction: 'ASC' }, 'en-US').map((row) => row.n)).toEqual([9, 10, 100]);
    expect(sortRows(rows, { field: 's', direction: 'DESC' }, 'en-US').map((row) => row.s)).toEqual(['b', 'a', '']);
    expect(toSortDirection('descending')).toBe('DESC');
    expect(toSortDirection('up')).toBeUndefined();
  });

  it('shows the first, the last and the pages around the current one', () => {
    expect(pageWindow(1, 1)).toEqual([1]);
    expect(pageWindow(1, 5)).toEqual([1, 2, 3, 4, 5]);
    expect(pageWindow(10, 20)).toEqual([1, 'gap', 8, 9, 10, 11, 12, 'gap', 20]);
    expect(pageWindow(4, 20)).toEqual([1, 2, 3, 4, 5, 6, 'gap', 20]);
    expect(pageWindow(99, 3)).toEqual([1, 2, 3]);
  });
});

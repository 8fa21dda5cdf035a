import { describe, expect, it } from 'vitest';
import { compileRules } from './compile';
import { effectivePermission, isPermission, isWritable, subFieldKey } from './permissions';

describe('isWritable', () => {
  it.each([
    ['w', true],
    ['b', true],
    ['r', false],
    ['n', false],
    ['', false],
    ['W', false],
    ['x', false],
    [undefined, false],
    [null, false],
  ])('%j → %s', (permission, expected) => {
    expect(isWritable(permission)).toBe(expected);
  });

  it('isPermission accepts exactly w, r, b and n', () => {
    expect(['w', 'r', 'b', 'n'].every(isPermission)).toBe(true);
    expect([' w', 'rw', 'R', 1, null].some(isPermission)).toBe(false);
  });
});

describe('compileRules and permissions', () => {
  const options = { label: '金额' };

  it('w validates the rules as written', async () => {
    const compiled = compileRules('max:3', { ...options, permission: 'w' });
    expect(compiled).toMatchObject({ permission: 'w', writable: true, required: false });
    expect(compiled.validateSync('')).toEqual([]);
    expect(await compiled.validate('abcd')).toEqual(['金额文本长度不能超过3']);
  });

  it('b adds required (to strings, objects and nothing)', async () => {
    for (const rules of ['max:3', { max: 3 }, undefined]) {
      const compiled = compileRules(rules, { ...options, permission: 'b' });
      expect(compiled).toMatchObject({ permission: 'b', writable: true, required: true });
      expect(await compiled.validate('')).toEqual(['金额不能为空']);
      expect(compiled.rules).toContainEqual({ name: 'required', args: [] });
    }
  });

  it('b overrides required:false', () => {
    expect(compileRules('required:false', { permission: 'b' }).required).toBe(true);
  });

  it.each(['r', 'n'])('%s is never validated and not writable', async (permission) => {
    const compiled = compileRules('required|max:3', { ...options, permission });
    expect(compiled).toMatchObject({ permission, writable: false, required: false, rules: [], hasAsyncRules: false });
    expect(compiled.validateSync('')).toEqual([]);
    expect(await compiled.validate('abcdef')).toEqual([]);
  });

  it('r still reports a broken definition', () => {
    expect(compileRules('nope', { ...options, permission: 'r' }).definitionErrors.map((error) => error.code)).toEqual(['rules.unknownRule']);
  });

  it('no permission means w', () => {
    expect(compileRules('required').permission).toBe('w');
  });

  it('an unknown permission is read-only and reported', () => {
    const compiled = compileRules('required', { ...options, permission: 'x' });
    expect(compiled).toMatchObject({ permission: 'r', writable: false, required: false });
    expect(compiled.definitionErrors).toEqual([
      { rule: '', code: 'rules.badPermission', message: '金额：未知的字段权限“x”，按只读处理' },
    ]);
  });
});

describe('sub-table rows', () => {
  it('builds the keys of permission.subFields', () => {
    expect(subFieldKey('orderItem', 'price', 2)).toBe('sub_orderItem_price_2');
    expect(subFieldKey('orderDetail', 'qty', 0, 3)).toBe('sun_orderDetail_qty_3_0');
  });

  const subFields = {
    sub_item_price_0: 'r',
    sub_item_price_1: 'b',
    sub_item_note_1: 'n',
    sub_item_qty_2: 'bogus',
  };

  it.each([
    ['no override keeps the field permission', 'w', { subFields }, 'sub_item_qty_0', 'w'],
    ['an override replaces it', 'w', { subFields }, 'sub_item_price_0', 'r'],
    ['an override may make a field required', 'r', { subFields }, 'sub_item_price_1', 'b'],
    ['an override may hide a field', 'b', { subFields }, 'sub_item_note_1', 'n'],
    ['an invalid override is ignored', 'b', { subFields }, 'sub_item_qty_2', 'b'],
    ['a missing field permission means w', undefined, {}, 'sub_item_x_0', 'w'],
    ['an unknown field permission means r', 'z', {}, 'sub_item_x_0', 'r'],
    ['a read-only row turns w into r', 'w', { rowReadonly: true }, 'sub_item_qty_0', 'r'],
    ['a read-only row turns b into r', 'b', { rowReadonly: 'true' }, 'sub_item_qty_0', 'r'],
    ['a read-only row keeps n hidden', 'n', { rowReadonly: true }, 'sub_item_qty_0', 'n'],
    ['a read-only row wins over a writable override', 'r', { subFields, rowReadonly: true }, 'sub_item_price_1', 'r'],
    ['rowReadonly "false" changes nothing', 'w', { rowReadonly: 'false' }, 'sub_item_qty_0', 'w'],
    ['no overrides at all', 'b', undefined, 'sub_item_qty_0', 'b'],
    ['inherited keys are not overrides', 'w', { subFields: Object.create({ sub_item_qty_0: 'n' }) as Record<string, string> }, 'sub_item_qty_0', 'w'],
  ])('%s', (_, fieldPermission, overrides, key, expected) => {
    expect(effectivePermission(fieldPermission, overrides, key)).toBe(expected);
  });

  it('the effective permission drives compileRules per row', () => {
    const rows = [0, 1].map((index) =>
      compileRules('max:5', { label: '单价', permission: effectivePermission('w', { subFields }, subFieldKey('item', 'price', index)) }),
    );
    expect(rows[0].validateSync('toolong')).toEqual([]);
    expect(rows[1].validateSync('')).toEqual(['单价不能为空']);
  });
});

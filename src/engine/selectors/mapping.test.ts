// @vitest-environment jsdom
// (the engine's public surface includes Semi components, whose imports need a DOM)
import { describe, expect, it } from 'vitest';
import { dialogToModel, type CustomDialogDefinition } from '../../../renderers';
import { itemsFromRows, readSelectorConfig, resultNames, rowsFromItems } from './mapping';

const supplier: CustomDialogDefinition = {
  alias: 'supplierDialog',
  name: '选择供应商',
  displayfield: JSON.stringify([{ field: 'code' }, { field: 'name' }]),
  resultfield: JSON.stringify([{ field: 'id', AliasName: 'id' }, { field: 'name', AliasName: 'name' }, { field: 'code', AliasName: 'supplierCode' }]),
  selectNum: 1,
};
const model = dialogToModel(supplier, { locale: 'zh-CN' });
const rows = [
  { ID: 'sup-1', CODE: 'S0001', NAME: '上海恒信办公用品有限公司' },
  { ID: 'sup-2', CODE: 'S0002', NAME: '' },
  { CODE: 'S0003', NAME: '无主键' },
];

describe('readSelectorConfig', () => {
  it('keeps the known parts of ui:options.selector', () => {
    expect(readSelectorConfig({ dialogAlias: ' supplierDialog ', valueField: 'id', labelField: '', multiple: true, params: { orgId: 42, gone: null } })).toEqual({
      dialogAlias: 'supplierDialog',
      valueField: 'id',
      labelField: undefined,
      params: { orgId: '42' },
    });
    expect(readSelectorConfig(undefined)).toEqual({});
    expect(readSelectorConfig('supplierDialog')).toEqual({});
  });
});

describe('rows and the field value', () => {
  it('maps the chosen rows through the result names; a blank name falls back to the id; rows without an id are dropped', () => {
    expect(itemsFromRows(model, rows, { valueField: 'id', labelField: 'name' })).toEqual([
      { id: 'sup-1', name: '上海恒信办公用品有限公司' },
      { id: 'sup-2', name: 'sup-2' },
    ]);
    expect(itemsFromRows(model, rows.slice(0, 1), { valueField: 'SUPPLIERCODE', labelField: 'name' })).toEqual([{ id: 'S0001', name: '上海恒信办公用品有限公司' }]);
  });

  it('defaults to the id result and the dialog’s label column', () => {
    expect(resultNames(model, {})).toEqual({ value: 'id', label: 'name' });
    expect(resultNames(model, { valueField: 'nope', labelField: 'supplierCode' })).toEqual({ value: 'id', label: 'supplierCode' });
  });

  it('turns the field value back into rows the dialog shows as chosen', () => {
    expect(rowsFromItems(model, [{ id: 'sup-1', name: '上海恒信' }], { valueField: 'id', labelField: 'name' })).toEqual([{ ID: 'sup-1', NAME: '上海恒信' }]);
  });
});

import { describe, expect, it } from 'vitest';
import { DefinitionIssuesError } from '../../core/engine';
import { dataTemplateToModel } from './adapter';
import type { DataTemplateDefinition } from './definition';

const base: DataTemplateDefinition = {
  id: '1',
  alias: 'ledger',
  name: '台账',
  nameEn: 'Ledger',
  boDefAlias: 'bo',
  formKey: 'form',
  displayField: JSON.stringify([
    { name: 'no', desc: { 'zh-CN': '编号', 'en-US': 'Number' } },
    { name: 'kind', desc: '类型', options: [{ value: 1, label: { 'zh-CN': '甲', 'en-US': 'A' } }] },
    { name: 'at', desc: '时间', type: 'datetime', sortable: false },
    { name: 'amount', desc: '金额', type: 'number', width: 120 },
  ]),
};
const withFields = (fields: Partial<DataTemplateDefinition>): DataTemplateDefinition => ({ ...base, ...fields });
const issuesOf = (definition: DataTemplateDefinition, locale: 'zh-CN' | 'en-US' = 'zh-CN') => {
  try {
    dataTemplateToModel(definition, { locale });
  } catch (error) {
    if (error instanceof DefinitionIssuesError) return error.issues.map(({ code, path, message }) => ({ code, path, message }));
    throw error;
  }
  return [];
};

describe('dataTemplateToModel', () => {
  it('localizes names, columns and option labels; numbers align right', () => {
    const model = dataTemplateToModel(base, { locale: 'en-US' });
    expect(model.name).toBe('Ledger');
    expect(model.columns).toEqual([
      { field: 'no', title: 'Number', sortable: true },
      { field: 'kind', title: '类型', sortable: true },
      { field: 'at', title: '时间', sortable: false },
      { field: 'amount', title: '金额', width: 120, sortable: true, number: {} },
    ]);
    expect(model.valueLabels).toEqual({ kind: { '1': 'A' } });
    expect(model.dateTimeFields).toEqual(['at']);
    expect(dataTemplateToModel(base, { locale: 'zh-CN' }).name).toBe('台账');
  });

  it('pages by default with 20 rows, or as configured; needPage 0 turns paging off', () => {
    expect(dataTemplateToModel(base, { locale: 'zh-CN' }).paging).toEqual({ enabled: true, pageSize: 20 });
    expect(dataTemplateToModel(withFields({ pageSize: '50' }), { locale: 'zh-CN' }).paging).toEqual({ enabled: true, pageSize: 50 });
    expect(dataTemplateToModel(withFields({ needPage: 0 }), { locale: 'zh-CN' }).paging.enabled).toBe(false);
    expect(dataTemplateToModel(withFields({ needPage: '0' }), { locale: 'zh-CN' }).paging.enabled).toBe(false);
  });

  it('turns stored conditions into list conditions with controls, options and defaults', () => {
    const model = dataTemplateToModel(
      withFields({
        conditionField: JSON.stringify([
          { name: 'no', desc: '编号', qt: 'RHK' },
          { name: 'kind', desc: '类型', qt: 'IN', ctrlType: 'select', options: [{ value: 1, label: '甲' }] },
          { name: 'at', desc: '时间', qt: 'BETWEEN', ty: 'datetime', ctrlType: 'date' },
          { name: 'amount', desc: '金额', qt: 'GE', ty: 'number', defaultValue: 10 },
          { name: 'tags', desc: '标签', qt: 'IN' },
        ]),
      }),
      { locale: 'zh-CN' },
    );
    expect(model.conditions).toEqual([
      { field: 'no', label: '编号', operation: 'RIGHT_LIKE', dataType: 'text', control: 'text' },
      { field: 'kind', label: '类型', operation: 'IN', dataType: 'text', control: 'select', options: [{ value: '1', label: '甲' }], multiple: true },
      { field: 'at', label: '时间', operation: 'BETWEEN', dataType: 'date', control: 'date' },
      { field: 'amount', label: '金额', operation: 'GREAT_EQUAL', dataType: 'number', control: 'number', defaultValue: '10' },
      { field: 'tags', label: '标签', operation: 'IN', dataType: 'text', control: 'tag', multiple: true },
    ]);
  });

  it('lists the buttons in order with their labels, the batch fields, and which open a new tab', () => {
    const model = dataTemplateToModel(
      withFields({
        manageField: JSON.stringify([
          { name: 'add', desc: { 'zh-CN': '登记', 'en-US': 'Register' } },
          { name: 'detail', openType: 'new' },
          { name: 'batchUpdate', fields: [{ name: 'kind', desc: '类型', ctrlType: 'select', options: [{ value: 1, label: '甲' }] }] },
        ]),
      }),
      { locale: 'en-US' },
    );
    expect(model.actions).toEqual([
      { action: 'add', label: 'Register', newTab: false },
      { action: 'detail', label: 'View', newTab: true },
      { action: 'batchUpdate', label: 'Batch update', newTab: false },
    ]);
    expect(model.batchFields).toEqual([{ field: 'kind', label: '类型', control: 'select', options: [{ value: '1', label: '甲' }] }]);
  });

  it('defaults export and print columns to the list columns', () => {
    const model = dataTemplateToModel(withFields({ printField: JSON.stringify([{ name: 'no', desc: '编号' }]) }), { locale: 'zh-CN' });
    expect(model.exportColumns.map((column) => column.field)).toEqual(['no', 'kind', 'at', 'amount']);
    expect(model.printColumns).toEqual([{ field: 'no', label: '编号' }]);
  });

  it('resolves each tree node to itself and the nodes below it', () => {
    const model = dataTemplateToModel(
      withFields({ treeField: JSON.stringify({ field: 'kind', desc: '分类', nodes: [{ id: 'a', name: 'A', children: [{ id: 'a1', name: 'A1', children: [{ id: 'a11', name: 'A11' }] }, { id: 'a2', name: 'A2' }] }] }) }),
      { locale: 'zh-CN' },
    );
    expect(model.tree?.valuesOf).toEqual({ a: ['a', 'a1', 'a11', 'a2'], a1: ['a1', 'a11'], a11: ['a11'], a2: ['a2'] });
    expect(model.tree?.nodes[0]).toMatchObject({ key: 'a', label: 'A', children: [{ key: 'a1' }, { key: 'a2' }] });
  });

  it('decodes the Base64 summary (UTF-8) and marks the fixed secret template', () => {
    const summary = btoa(String.fromCharCode(...new TextEncoder().encode('<p>说明</p>')));
    const model = dataTemplateToModel(withFields({ summaryRegionHtml: summary, id: '1390118473227878400' }), { locale: 'zh-CN' });
    expect(model.summaryHtml).toBe('<p>说明</p>');
    expect(model.secret).toBe(true);
    expect(dataTemplateToModel(base, { locale: 'zh-CN' }).secret).toBe(false);
    expect(dataTemplateToModel(withFields({ summaryRegionHtml: '!!!' }), { locale: 'zh-CN' }).summaryHtml).toBeUndefined();
  });

  it('uses the template’s first sort field as the default sort', () => {
    const model = dataTemplateToModel(withFields({ sortField: JSON.stringify([{ name: 'at', sort: 'desc' }, { name: 'no', sort: 'ASC' }]) }), { locale: 'zh-CN' });
    expect(model.sorter).toEqual([{ property: 'at', direction: 'DESC' }, { property: 'no', direction: 'ASC' }]);
    expect(model.defaultSort).toEqual({ field: 'at', direction: 'DESC' });
  });
});

describe('definition issues', () => {
  it('refuses broken JSON with the property, the reason and the path', () => {
    const [issue] = issuesOf(withFields({ conditionField: '[{"name": "no",' }));
    expect(issue).toMatchObject({ code: 'template.invalidJson', path: '$.conditionField' });
    expect(issue.message).toMatch(/^conditionField 不是有效的 JSON：/);
  });

  it('refuses unknown query types, controls and buttons, duplicates, bad names and choices without options', () => {
    expect(
      issuesOf(
        withFields({
          conditionField: JSON.stringify([{ name: 'no', qt: 'SOUNDS_LIKE' }, { name: 'kind', qt: 'EQ', ctrlType: 'slider' }, { name: 'x', qt: 'EQ', ctrlType: 'radio' }, { name: "no') OR 1=1", qt: 'EQ' }]),
          manageField: JSON.stringify([{ name: 'add' }, { name: 'add' }, { name: 'launch' }]),
        }),
        'en-US',
      ).map(({ code, path }) => `${code} ${path}`),
    ).toEqual([
      'template.unknownQueryType $.conditionField[0].qt',
      'template.unknownControl $.conditionField[1].ctrlType',
      'template.optionsMissing $.conditionField[2].options',
      'template.badFieldName $.conditionField[3].name',
      'template.duplicateAction $.manageField[1].name',
      'template.unknownAction $.manageField[2].name',
    ]);
  });

  it('refuses a template without columns, and a sort field that is not a column', () => {
    expect(issuesOf(withFields({ displayField: '[]' })).map((issue) => issue.code)).toEqual(['template.noColumns']);
    expect(issuesOf(withFields({ sortField: JSON.stringify([{ name: 'secret' }]) }), 'en-US')).toEqual([
      { code: 'template.unknownField', path: '$.sortField[0].name', message: 'The field "secret" in sortField is not a column of the list' },
    ]);
    const refused = (() => {
      try {
        dataTemplateToModel(withFields({ sortField: JSON.stringify([{ name: 'secret' }]) }), { locale: 'en-US' });
      } catch (error) {
        return error;
      }
      return undefined;
    })();
    expect(refused).toBeInstanceOf(DefinitionIssuesError);
    const [issue] = (refused as DefinitionIssuesError).issues;
    expect(issue).toMatchObject({ value: 'secret' });
    expect(issue!.expected).toMatch(/^one of the list’s columns: \S/);
    expect(issuesOf(withFields({ displayField: '{"name": "no"}' })).map((issue) => issue.code)).toEqual(['template.notArray']);
  });
});

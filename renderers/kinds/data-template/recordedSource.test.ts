import { describe, expect, it } from 'vitest';
import { createRecordedDataTemplateSource } from './recordedSource';

const filter = (page = 1, pageSize = 10, querys: { property: string; value: string; operation: 'EQUAL' | 'LIKE'; relation: 'AND'; group: 'main' }[] = []) => ({
  pageBean: { page, pageSize, showTotal: true },
  querys,
  sorter: [{ property: 'no', direction: 'DESC' as const }],
});
const answers = {
  rows: [
    { id: '1', no: 'A-1', kind: 'x' },
    { id: '2', no: 'A-2', kind: 'y' },
    { id: '3', no: 'B-3', kind: 'x' },
  ],
  form: { definition: { kind: 'form', alias: 'f', name: 'F', boAlias: 'bo', entities: [] }, permission: { fields: {} }, readPermission: { fields: { bo: { no: 'r' } } } },
  records: { '1': { no: 'A-1', kind: 'x', sub_items: [{ n: 1 }, { n: 2 }, { n: 3 }] } },
  subEntities: [{ name: 'items', desc: '明细', attributes: [] }],
};
const list = (source: ReturnType<typeof createRecordedDataTemplateSource>, ...args: Parameters<typeof filter>) =>
  source.listRows({ templateId: 't', secret: false, queryFilter: filter(...args) });

describe('createRecordedDataTemplateSource', () => {
  it('searches, sorts and pages the recorded rows', async () => {
    const source = createRecordedDataTemplateSource(answers);
    expect(await list(source, 1, 2)).toEqual({ rows: [answers.rows[2], answers.rows[1]], total: 3, page: 1, pageSize: 2 });
    expect((await list(source, 1, 10, [{ property: 'no', value: 'A', operation: 'LIKE', relation: 'AND', group: 'main' }])).total).toBe(2);
  });

  it('answers the recorded form with the record, the read permission for "get", and no form without one', async () => {
    const source = createRecordedDataTemplateSource(answers);
    const edit = await source.getForm({ templateKey: 't', formKey: 'f', boAlias: 'bo', action: 'edit', id: '1' });
    expect(edit?.data).toEqual({ bo: { ...answers.records['1'], id: '1' } });
    expect((await source.getForm({ templateKey: 't', formKey: 'f', boAlias: 'bo', action: 'get', id: '1' }))?.permission).toEqual(answers.form.readPermission);
    expect((await source.getForm({ templateKey: 't', formKey: 'f', boAlias: 'bo', action: 'add' }))?.data).toEqual({ bo: {} });
    await expect(source.getForm({ templateKey: 't', formKey: 'f', boAlias: 'bo', action: 'edit', id: '9' })).rejects.toThrow('回放数据中没有这条记录');
    expect(await createRecordedDataTemplateSource({}).getForm({ templateKey: 't', formKey: 'f', boAlias: 'bo', action: 'add' })).toBeNull();
  });

  it('keeps saves, batch updates, deletes and drafts for the session', async () => {
    const source = createRecordedDataTemplateSource(answers);
    const { id } = await source.saveRecord({ templateKey: 't', boAlias: 'bo', data: { bo: { no: 'C-9', kind: 'z' } } });
    expect((await list(source)).rows[0]).toEqual({ id, no: 'C-9', kind: 'z' });
    await source.saveRecord({ templateKey: 't', boAlias: 'bo', data: { bo: { id: '1', no: 'A-1', kind: 'w' } } });
    await source.batchUpdate({ templateKey: 't', boAlias: 'bo', ids: ['2'], data: { kind: 'v' } });
    await source.removeRecords({ templateKey: 't', boAlias: 'bo', ids: ['3'] });
    expect((await list(source)).rows.map((row) => `${row.id}:${row.kind}`)).toEqual([`${id}:z`, '2:v', '1:w']);

    const draft = await source.saveDraft({ templateKey: 't', boAlias: 'bo', data: { bo: { no: 'D-1' } } });
    expect((await source.listDrafts({ templateKey: 't', page: 1, pageSize: 10 })).rows).toEqual([expect.objectContaining({ id: draft.id, subject: 'D-1' })]);
    expect((await source.getDraft(draft.id)).data).toEqual({ bo: { no: 'D-1' } });
    await source.saveRecord({ templateKey: 't', boAlias: 'bo', data: { bo: { no: 'D-1' } }, delDraftId: draft.id });
    expect((await source.listDrafts({ templateKey: 't', page: 1, pageSize: 10 })).total).toBe(0);
  });

  it('pages a record’s sub-table, and refuses files', async () => {
    const source = createRecordedDataTemplateSource(answers);
    expect(await source.subRows({ templateId: 't', id: '1', subEntName: 'items', page: 2, pageSize: 2 })).toEqual({ rows: [{ n: 3 }], total: 3, page: 2, pageSize: 2 });
    expect(await source.subEntities('f')).toEqual(answers.subEntities);
    await expect(source.exportRows({ templateId: 't', getType: 'all' })).rejects.toThrow('回放模式下不能导出或导入文件');
    await expect(source.importRows({ templateId: 't', file: new File([], 'x.xlsx') })).rejects.toThrow();
  });
});

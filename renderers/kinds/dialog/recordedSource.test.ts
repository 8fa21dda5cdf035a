import { describe, expect, it } from 'vitest';
import { createRecordedDialogSource } from './recordedSource';
import type { DialogQueryFilter } from './source';

const rows = [
  { ID: '1', NAME: '上海恒信', LEVEL: 'A', RATING: 4.5, CREATED_AT: '2020-03-01' },
  { ID: '2', NAME: '北京华泰', LEVEL: 'B', RATING: 3.2, CREATED_AT: '2021-07-15' },
  { ID: '3', NAME: '上海中联', LEVEL: 'B', RATING: 4.9, CREATED_AT: '2023-01-09' },
];
const source = createRecordedDialogSource({ rows, rest: { data: [] }, queryOptions: { depts: [{ NAME: '财务部' }] } });
const filter = (querys: DialogQueryFilter['querys'], extra: Partial<DialogQueryFilter> = {}): DialogQueryFilter => ({
  pageBean: { page: 1, pageSize: 10, showTotal: true },
  querys,
  sorter: [],
  ...extra,
});
const ids = async (query: DialogQueryFilter) => (await source.getListData('x', query)).rows.map((row) => row.ID);
const where = (property: string, operation: DialogQueryFilter['querys'][number]['operation'], value: string | string[]) => ({ property, operation, value, relation: 'AND' as const, group: 'main' as const });

describe('createRecordedDialogSource', () => {
  it('filters recorded rows as the server would, case-insensitively by property', async () => {
    expect(await ids(filter([where('name', 'LIKE', '上海')]))).toEqual(['1', '3']);
    expect(await ids(filter([where('level', 'EQUAL', 'b')]))).toEqual(['2', '3']);
    expect(await ids(filter([where('LEVEL', 'IN', ['A', 'C'])]))).toEqual(['1']);
    expect(await ids(filter([where('RATING', 'GREAT_EQUAL', '4.5')]))).toEqual(['1', '3']);
    expect(await ids(filter([where('CREATED_AT', 'BETWEEN', ['2021-01-01', ''])]))).toEqual(['2', '3']);
    expect(await ids(filter([where('NAME', 'RIGHT_LIKE', '北京')]))).toEqual(['2']);
    expect(await ids(filter([where('NAME', 'LIKE', "' OR 1=1 --")]))).toEqual([]);
  });

  it('sorts and pages', async () => {
    const page = await source.getListData('x', filter([], { sorter: [{ property: 'RATING', direction: 'DESC' }], pageBean: { page: 2, pageSize: 2, showTotal: true } }));
    expect(page).toEqual({ rows: [rows[1]], total: 3, page: 2, pageSize: 2 });
  });

  it('answers the tree, the REST body and custom-query options as recorded', async () => {
    await expect(source.getTreeData('x')).resolves.toBe(rows);
    await expect(source.callRestful({ url: '/x', method: 'GET', headers: {}, params: {} })).resolves.toEqual({ data: [] });
    await expect(source.queryOptions('depts')).resolves.toEqual([{ NAME: '财务部' }]);
    await expect(source.queryOptions('other')).resolves.toEqual([]);
    await expect(createRecordedDialogSource(undefined).getListData('x', filter([]))).resolves.toMatchObject({ rows: [], total: 0 });
  });
});

import { describe, expect, it } from 'vitest';
import { dialogToModel, type DialogRestConfig } from './adapter';
import type { CustomDialogDefinition } from './definition';
import { buildListFilter, buildRestRequest, buildTree, DialogLoadError, readRestPage, rowKeyOf, rowLabelOf, toResults, valueAtPath } from './query';

const conditions = JSON.stringify([
  { field: 'name', comment: '姓名', condition: 'LK', controllerType: '1' },
  { field: 'post', comment: '岗位', condition: 'IN', controllerType: '4', config: { options: [{ value: '经理', label: '经理' }] } },
  { field: 'entry_date', comment: '入职日期', condition: 'BETWEEN', dbType: 'date' },
  { field: 'status', condition: 'EQ', defaultType: '2', defaultValue: '在职' },
  { field: 'orgId', condition: 'EQ', defaultType: '3' },
]);
const definition: CustomDialogDefinition = {
  alias: 'employees',
  name: '员工',
  displayfield: JSON.stringify([{ field: 'code' }, { field: 'name' }]),
  conditionfield: conditions,
  resultfield: JSON.stringify([{ field: 'id', AliasName: 'userId' }, { field: 'name' }]),
  sortfield: JSON.stringify([{ field: 'code', sortType: 'desc' }]),
  selectNum: -1,
};
const model = dialogToModel(definition, { locale: 'zh-CN' });
const restModel = dialogToModel(
  { ...definition, dsType: 'restful', url: '/api/list', requestType: 'GET', dataParam: '{"scope":"all","status":"x"}', listKey: 'data.list', totalKey: 'data.total', pageKey: 'pageNo', pageSizeKey: 'limit' },
  { locale: 'zh-CN' },
);
const restConfig = restModel.data as DialogRestConfig;

describe('buildListFilter', () => {
  it('sends typed conditions with their operations, the page and the definition’s order', () => {
    const filter = buildListFilter(model, { values: { name: ' 张 ', post: ['经理', '总监'], entry_date: ['2020-01-01', ''] }, page: 2, pageSize: 20 });
    expect(filter).toEqual({
      pageBean: { page: 2, pageSize: 20, showTotal: true },
      querys: [
        { property: 'name', value: '张', operation: 'LIKE', relation: 'AND', group: 'main' },
        { property: 'post', value: ['经理', '总监'], operation: 'IN', relation: 'AND', group: 'main' },
        { property: 'entry_date', value: ['2020-01-01', ''], operation: 'BETWEEN', relation: 'AND', group: 'main' },
      ],
      sorter: [{ property: 'CODE', direction: 'DESC' }],
    });
  });

  it('uses the user’s column sort, and asks for every row when the dialog does not page', () => {
    expect(buildListFilter(model, { values: {}, page: 1, pageSize: 20, sort: { field: 'NAME', direction: 'ASC' } }).sorter).toEqual([{ property: 'NAME', direction: 'ASC' }]);
    const unpaged = dialogToModel({ ...definition, needPage: 0 }, { locale: 'zh-CN' });
    expect(buildListFilter(unpaged, { values: {}, page: 3, pageSize: 20 }).pageBean).toEqual({ page: 1, pageSize: 1000, showTotal: true });
  });
});

describe('buildRestRequest', () => {
  it('merges the definition’s parameters, fixed values, caller parameters, typed values and the paging keys', () => {
    const request = buildRestRequest(restModel, restConfig, { values: { name: '张', post: ['经理', '总监'] }, page: 3, pageSize: 10 }, { orgId: '42', other: 'ignored' });
    expect(request).toEqual({
      url: '/api/list',
      method: 'GET',
      headers: {},
      params: { scope: 'all', status: '在职', orgId: '42', name: '张', post: '经理,总监', pageNo: 3, limit: 10 },
    });
    const posted = buildRestRequest({ ...restModel, data: { ...restConfig, method: 'POST' } }, { ...restConfig, method: 'POST' }, { values: { post: ['经理', '总监'] }, page: 1, pageSize: 10 });
    expect(posted.params.post).toEqual(['经理', '总监']);
  });
});

describe('readRestPage', () => {
  const state = { page: 1, pageSize: 10 };
  it('takes the rows at listKey and the total at totalKey, from an object or its JSON text', () => {
    const body = { code: 200, data: { list: [{ code: 'a' }, { code: 'b' }], total: 42 } };
    expect(readRestPage(restConfig, body, state, 'zh-CN')).toEqual({ rows: body.data.list, total: 42, page: 1, pageSize: 10 });
    expect(readRestPage(restConfig, JSON.stringify(body), state, 'zh-CN').total).toBe(42);
    expect(readRestPage(restConfig, [{ code: 'a' }], state, 'zh-CN')).toMatchObject({ rows: [{ code: 'a' }], total: 1 });
    expect(readRestPage(restConfig, { data: { list: [{ code: 'a' }] } }, state, 'zh-CN').total).toBe(1);
  });

  it.each([
    [undefined, 'dialog.rest.empty', '返回的数据为空', 'The answer is empty'],
    ['  ', 'dialog.rest.empty', '返回的数据为空', 'The answer is empty'],
    ['<html>', 'dialog.rest.notJson', '将返回值解析为JSON对象时出错了', 'The answer could not be parsed as a JSON object'],
    [{ data: { rows: [] } }, 'dialog.rest.noList', '从返回的数据中提取数组时出错了', 'No list could be taken from the answer'],
    ['42', 'dialog.rest.unparseable', '返回的数据无法解析', 'The answer cannot be read'],
    [{ data: { list: [1, 2] } }, 'dialog.rest.unparseable', '返回的数据无法解析', 'The answer cannot be read'],
  ])('reports %j as %s with the catalogue’s text', (body, code, zh, en) => {
    for (const [locale, message] of [['zh-CN', zh], ['en-US', en]] as const) {
      let caught: unknown;
      try {
        readRestPage(restConfig, body, state, locale);
      } catch (error) {
        caught = error;
      }
      expect(caught).toBeInstanceOf(DialogLoadError);
      expect(caught).toMatchObject({ code, message });
    }
  });

  it('reads own properties only', () => {
    expect(valueAtPath({ a: { b: 1 } }, 'a.b')).toBe(1);
    expect(valueAtPath({}, '__proto__.constructor')).toBeUndefined();
    expect(valueAtPath({ a: 'text' }, 'a.length')).toBeUndefined();
  });
});

describe('buildTree', () => {
  const tree = dialogToModel({ ...definition, style: 1, displayfield: JSON.stringify({ id: 'id', pid: 'pid', displayName: 'name' }) }, { locale: 'zh-CN' });
  it('nests rows by parent; blank, 0 and unknown parents are roots; cycles do not lose rows', () => {
    const rows = [
      { ID: '1', PID: null, NAME: '总部' },
      { ID: '2', PID: '1', NAME: '研发' },
      { ID: '3', PID: '2', NAME: '平台' },
      { ID: '4', PID: '0', NAME: '项目' },
      { ID: '5', PID: 'gone', NAME: '孤儿' },
      { ID: '6', PID: '7', NAME: '环甲' },
      { ID: '7', PID: '6', NAME: '环乙' },
      { ID: '8', PID: '8', NAME: '自指' },
    ];
    const nodes = buildTree(tree, rows);
    const shape = (list: typeof nodes): unknown => list.map((node) => (node.children ? { [node.label]: shape(node.children) } : node.label));
    expect(shape(nodes)).toEqual([{ 总部: [{ 研发: ['平台'] }] }, '项目', '孤儿', '自指', { 环甲: ['环乙'] }]);
  });
});

describe('results', () => {
  it('hands back one record per row under the result names, with the row key and label', () => {
    const rows = [{ ID: 'u1', CODE: 'E1', NAME: '张三' }];
    expect(toResults(model, rows)).toEqual([{ userId: 'u1', name: '张三' }]);
    expect(rowKeyOf(model, rows[0])).toBe('u1');
    expect(rowLabelOf(model, rows[0])).toBe('张三');
  });
});

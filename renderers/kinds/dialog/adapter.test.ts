import { describe, expect, it } from 'vitest';
import { DefinitionIssuesError } from '../../core/engine';
import { dialogToModel, isAllowedDialogUrl, selectionOf } from './adapter';
import type { CustomDialogDefinition } from './definition';

const list: CustomDialogDefinition = {
  alias: 'userDialog',
  name: '选择用户',
  style: 0,
  displayfield: JSON.stringify([{ field: 'fullname', comment: '姓名', commentEn: 'Name' }, { field: 'account', comment: '账号' }]),
  selectNum: -1,
};
const rest: CustomDialogDefinition = { ...list, dsType: 'restful', url: '${form}/x/list', requestType: 'POST' };

function issuesOf(definition: CustomDialogDefinition, locale: 'zh-CN' | 'en-US' = 'zh-CN') {
  try {
    dialogToModel(definition, { locale });
  } catch (error) {
    if (error instanceof DefinitionIssuesError) return error.issues.map(({ code, path, message }) => ({ code, path, message }));
    throw error;
  }
  return [];
}

describe('dialogToModel', () => {
  it('gives a list with UPPER-CASE keys for a data source, the spec defaults and the results of the display fields', () => {
    const model = dialogToModel(list, { locale: 'en-US' });
    expect(model).toMatchObject({
      style: 'list',
      title: '选择用户',
      paged: true,
      pageSize: 20,
      selection: { multiple: true },
      columns: [
        { field: 'FULLNAME', title: 'Name', sortable: true },
        { field: 'ACCOUNT', title: '账号', sortable: true },
      ],
      results: [
        { key: 'FULLNAME', name: 'fullname', label: 'Name' },
        { key: 'ACCOUNT', name: 'account', label: '账号' },
      ],
      rowKey: 'FULLNAME',
      labelKey: 'FULLNAME',
      data: { type: 'dataSource' },
      problems: [],
    });
  });

  it('reads needPage, pageSize, selectNum, localized names and AliasName', () => {
    const model = dialogToModel(
      {
        ...list,
        name: { 'zh-CN': '选择用户', 'en-US': 'Choose users' },
        needPage: '0',
        pageSize: '15',
        selectNum: '3',
        resultfield: JSON.stringify([{ field: 'id', AliasName: 'userId' }, { field: 'fullname' }]),
      },
      { locale: 'en-US' },
    );
    expect(model).toMatchObject({ title: 'Choose users', paged: false, pageSize: 15, selection: { multiple: true, max: 3 }, rowKey: 'ID', labelKey: 'FULLNAME' });
    expect(model.results.map((result) => [result.key, result.name])).toEqual([
      ['ID', 'userId'],
      ['FULLNAME', 'fullname'],
    ]);
  });

  it('maps selectNum: 1 single, n > 1 at most n, -1 and anything else unlimited', () => {
    expect(selectionOf(1)).toEqual({ multiple: false, max: 1 });
    expect(selectionOf('1')).toEqual({ multiple: false, max: 1 });
    expect(selectionOf(4)).toEqual({ multiple: true, max: 4 });
    expect(selectionOf(-1)).toEqual({ multiple: true });
    expect(selectionOf(0)).toEqual({ multiple: true });
  });

  it('sorts conditions into user input (with their controls), fixed values and caller parameters', () => {
    const model = dialogToModel(
      {
        ...list,
        conditionfield: JSON.stringify([
          { field: 'fullname', comment: '姓名', condition: 'LK', defaultType: '1', controllerType: '1' },
          { field: 'sex', comment: '性别', condition: 'EQ', defaultType: '1', controllerType: '2', config: { options: [{ value: 'male', label: '男', labelEn: 'Male' }] } },
          { field: 'dept', comment: '部门', defaultType: '1', controllerType: '3', config: { choiceType: 'dynamic', customQuery: { alias: 'deptQuery', valueBind: 'ID', labelBind: 'NAME' } } },
          { field: 'tags', comment: '标签', defaultType: '1', controllerType: '4', config: { options: [{ value: 'a', label: 'A' }] } },
          { field: 'status', condition: 'EQ', defaultType: '2', defaultValue: '1' },
          { field: 'orgId', condition: 'EQ', defaultType: 3 },
        ]),
      },
      { locale: 'en-US' },
    );
    expect(model.conditions.map((condition) => [condition.field, condition.control, condition.operation])).toEqual([
      ['fullname', 'text', 'LIKE'],
      ['sex', 'radio', 'EQUAL'],
      ['dept', 'select', 'LIKE'],
      ['tags', 'tag', 'IN'],
    ]);
    expect(model.conditions[1].options).toEqual([{ value: 'male', label: 'Male' }]);
    expect(model.optionsQueries).toEqual([{ field: 'dept', alias: 'deptQuery', valueKey: 'ID', labelKey: 'NAME' }]);
    expect(model.fixedConditions).toEqual([{ field: 'status', operation: 'EQUAL', value: '1' }]);
    expect(model.paramConditions).toEqual([{ field: 'orgId', operation: 'EQUAL' }]);
  });

  it('reads a tree: id, parent and label keys, choosing rules and default results', () => {
    const model = dialogToModel(
      { ...list, style: '1', displayfield: JSON.stringify({ id: 'id', pid: 'parent_id', displayName: 'name' }), parentCheck: '0', childrenCheck: true },
      { locale: 'zh-CN' },
    );
    expect(model).toMatchObject({
      style: 'tree',
      paged: false,
      tree: { idKey: 'ID', parentKey: 'PARENT_ID', labelKey: 'NAME', parentSelectable: false, cascade: true },
      rowKey: 'ID',
      labelKey: 'NAME',
      columns: [{ field: 'NAME', title: '选择用户' }],
    });
    expect(model.results.map((result) => result.key)).toEqual(['ID', 'NAME']);
  });

  it('keeps the keys of a RESTful answer, with its request settings and paging keys', () => {
    const model = dialogToModel(
      { ...rest, header: '{"X-App":"portal","X-Version":2}', dataParam: '{"scope":"all"}', listKey: 'data.list', totalKey: 'data.total', pageKey: 'pageNo', pageSizeKey: 'limit', requestType: 'get' },
      { locale: 'zh-CN' },
    );
    expect(model.columns.map((column) => [column.field, column.sortable])).toEqual([
      ['fullname', false],
      ['account', false],
    ]);
    expect(model.data).toEqual({
      type: 'restful',
      url: '${form}/x/list',
      method: 'GET',
      headers: { 'X-App': 'portal', 'X-Version': '2' },
      params: { scope: 'all' },
      listKey: 'data.list',
      totalKey: 'data.total',
      pageKey: 'pageNo',
      pageSizeKey: 'limit',
    });
  });

  it.each([
    ['zh-CN', 'POST参数不是有效的JSON格式'],
    ['en-US', 'The POST parameters are not valid JSON.'],
  ] as const)('keeps invalid POST parameters as a problem shown at load (%s)', (locale, message) => {
    for (const dataParam of ['{"scope": all}', '[1,2]', '"text"']) {
      const model = dialogToModel({ ...rest, dataParam }, { locale });
      expect(model.problems).toEqual([{ code: 'dialog.invalidDataParam', message }]);
    }
  });

  it('refuses broken JSON, a list without display fields and items without a field name, at their paths', () => {
    expect(issuesOf({ ...list, displayfield: '[{"field":' })).toEqual([
      { code: 'dialog.badJson', path: '$.displayfield', message: expect.stringContaining('displayfield 不是有效的 JSON') },
    ]);
    expect(issuesOf({ ...list, displayfield: '[]' }).map((issue) => issue.code)).toEqual(['dialog.noDisplay']);
    expect(issuesOf({ ...list, conditionfield: '[{"comment":"x"}]' })).toEqual([{ code: 'dialog.itemField', path: '$.conditionfield[0]', message: 'conditionfield 的第 0 项缺少字段名 field' }]);
    expect(issuesOf({ ...list, resultfield: '{"field":"id"}' }).map((issue) => issue.code)).toEqual(['dialog.notArray']);
  });

  it('refuses a tree without id, pid and displayName, and a RESTful tree', () => {
    expect(issuesOf({ ...list, style: 1, displayfield: '{"id":"id","displayName":"name"}' }).map((issue) => issue.code)).toEqual(['dialog.treeDisplay']);
    expect(issuesOf({ ...list, style: 1, displayfield: '[{"field":"name"}]' }).map((issue) => issue.code)).toEqual(['dialog.treeDisplay']);
    expect(issuesOf({ ...rest, style: 1, displayfield: '{"id":"id","pid":"pid","displayName":"name"}' }).map((issue) => issue.code)).toEqual(['dialog.treeRestful']);
  });

  it('refuses unsupported controls, value sources, conditions and option-less choices', () => {
    const conditions = (items: unknown[]) => issuesOf({ ...list, conditionfield: JSON.stringify(items) }, 'en-US');
    expect(conditions([{ field: 'a', controllerType: '9' }])).toEqual([{ code: 'dialog.controllerType', path: '$.conditionfield[0].controllerType', message: 'Condition field a: control type 9 is not supported' }]);
    expect(conditions([{ field: 'a', defaultType: '5' }]).map((issue) => issue.code)).toEqual(['dialog.defaultType']);
    expect(conditions([{ field: 'a', condition: 'REGEXP' }]).map((issue) => issue.code)).toEqual(['dialog.unknownCondition']);
    expect(conditions([{ field: 'a', controllerType: '2' }, { field: 'b', controllerType: '3', config: { choiceType: 'static' } }]).map((issue) => issue.code)).toEqual([
      'dialog.optionsMissing',
      'dialog.optionsMissing',
    ]);
  });

  it('refuses a RESTful dialog without url, with a url of another site, or setting the portal’s own headers', () => {
    expect(issuesOf({ ...rest, url: ' ' })).toEqual([{ code: 'dialog.urlMissing', path: '$.url', message: 'Restful类型的url地址为空' }]);
    for (const url of ['https://evil.example/list', '//evil.example/list', 'javascript:alert(1)', 'list', '${form}list', '/a\\b', '/a b']) {
      expect(issuesOf({ ...rest, url }).map((issue) => issue.code), url).toEqual(['dialog.urlNotAllowed']);
    }
    for (const name of ['Authorization', 'cookie', 'HOST', 'Tenant-Code', 'Proxy-Authorization']) {
      expect(issuesOf({ ...rest, header: JSON.stringify({ [name]: 'x' }) }), name).toEqual([{ code: 'dialog.headerForbidden', path: '$.header', message: `定义不能设置请求头 ${name}` }]);
    }
    expect(issuesOf({ ...rest, header: '{"a":{"b":1}}' }).map((issue) => issue.code)).toEqual(['dialog.headerNotJson']);
    expect(issuesOf({ ...rest, header: '[1]' }).map((issue) => issue.code)).toEqual(['dialog.headerNotJson']);
  });

  it('accepts `${host}` + path and paths from the page’s origin only', () => {
    expect(isAllowedDialogUrl('${portal}/sys/list?x=1')).toBe(true);
    expect(isAllowedDialogUrl('/form/customDialog/v1/sample/projects')).toBe(true);
    expect(isAllowedDialogUrl('${portal}//evil')).toBe(true); // still a path below the host root (the request layer)
    expect(isAllowedDialogUrl('http://x/y')).toBe(false);
  });
});

// The custom-dialog area: definitions by alias, list and tree data over the business tables (UPPER-CASE
// keys, the caller's tenant, declared conditions only, every value bound), and the sample REST endpoint.
import type { PageList } from '../../lib/queryFilter';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../../db/database';
import { administratorsApp } from '../../testing';
import { businessArea } from '../business';
import { createAreaTables } from '../index';
import { DialogDefinitionError, parseDialog } from './query';
import { readDialogFixtures, SCHEMA } from './seed';

type Row = Record<string, unknown>;
type Page = PageList<Row>;

const server = administratorsApp(60_000);

const list = (alias: string, body: unknown, options: { headers?: Record<string, string>; mapParam?: string } = {}) =>
  server.app.inject({
    method: 'POST',
    url: `/form/customDialog/v1/getListData?alias=${encodeURIComponent(alias)}${options.mapParam === undefined ? '' : `&mapParam=${encodeURIComponent(options.mapParam)}`}`,
    headers: { ...server.admin, ...options.headers },
    payload: body as object,
  });
const page = async (alias: string, body: unknown, options?: Parameters<typeof list>[2]): Promise<Page> => {
  const response = await list(alias, body, options);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as Page;
};
const like = (property: string, value: unknown, operation = 'LIKE') => ({ pageBean: { page: 1, pageSize: 50 }, querys: [{ property, value, operation, relation: 'AND', group: 'main' }] });

describe('GET getByAlias', () => {
  it('answers the stored definition, an empty object for an unknown alias, and 401 without a session', async () => {
    const known = await server.app.inject({ url: '/form/customDialog/v1/getByAlias?alias=supplierDialog', headers: server.admin });
    expect(known.json()).toMatchObject({ alias: 'supplierDialog', style: 0, selectNum: 1, objName: 'biz_supplier' });
    expect(JSON.parse(known.json().displayfield)).toEqual(expect.arrayContaining([expect.objectContaining({ field: 'name' })]));
    const unknown = await server.app.inject({ url: '/form/customDialog/v1/getByAlias?alias=noSuchDialog', headers: server.admin });
    expect(unknown.statusCode).toBe(200);
    expect(unknown.json()).toEqual({});
    expect((await server.app.inject({ url: '/form/customDialog/v1/getByAlias?alias=supplierDialog' })).statusCode).toBe(401);
  });

  it('holds every fixture', async () => {
    for (const { alias } of readDialogFixtures()) {
      const response = await server.app.inject({ url: `/form/customDialog/v1/getByAlias?alias=${alias}`, headers: server.admin });
      expect(response.json().alias).toBe(alias);
    }
  });
});

describe('POST getListData', () => {
  it('answers a PageList with UPPER-CASE keys and date-only values, the fixed condition applied', async () => {
    const result = await page('supplierDialog', { pageBean: { page: 1, pageSize: 10 } });
    // Seeded statuses: index % 17 === 16 blacklisted, else index % 10 === 9 suspended; only 合作中 is listed.
    const active = Array.from({ length: 120 }, (_, index) => index).filter((index) => index % 17 !== 16 && index % 10 !== 9).length;
    expect(result).toMatchObject({ total: active, page: 1, pageSize: 10 });
    expect(result.rows).toHaveLength(10);
    expect(Object.keys(result.rows[0]).sort()).toEqual(['CATEGORY_NAME', 'CITY', 'CODE', 'CONTACT', 'CREATED_AT', 'ID', 'LEVEL', 'NAME', 'RATING']);
    for (const row of result.rows) expect(row.CREATED_AT).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(result.rows.map((row) => row.ID)).not.toContain('sup-17');
    // sortfield: rating descending first
    const ratings = result.rows.map((row) => Number(row.RATING));
    expect([...ratings].sort((a, b) => b - a)).toEqual(ratings);
  });

  it('pages', async () => {
    const first = await page('employeeDialog', { pageBean: { page: 1, pageSize: 20 } });
    const second = await page('employeeDialog', { pageBean: { page: 2, pageSize: 20 } });
    expect(first.total).toBe(6000);
    expect(second).toMatchObject({ page: 2, pageSize: 20, total: 6000 });
    expect(second.rows[0].CODE).toBe('E00021');
  });

  it('searches with the declared operation, in the caller’s language', async () => {
    const chinese = await page('supplierDialog', like('name', '上海'));
    expect(chinese.total).toBeGreaterThan(0);
    for (const row of chinese.rows) expect(String(row.NAME)).toContain('上海');
    // The client asks for EQUAL; the definition declares LK, which wins.
    const english = await page('supplierDialog', like('NAME', 'Shanghai', 'EQUAL'), { headers: { 'accept-language': 'en-US' } });
    expect(english.total).toBe(chinese.total);
    for (const row of english.rows) expect(String(row.NAME)).toMatch(/^Shanghai .* Co\., Ltd\.$/);
    expect(english.rows[0].CATEGORY_NAME).toMatch(/^[A-Za-z ]+$/);
  });

  it('matches a static select and a radio exactly, a tag picker with IN and a date range with BETWEEN', async () => {
    const suppliers = await page('supplierDialog', {
      pageBean: { page: 1, pageSize: 100 },
      querys: [
        { property: 'category', value: 'it', operation: 'EQUAL' },
        { property: 'level', value: 'A', operation: 'EQUAL' },
      ],
    });
    expect(suppliers.total).toBeGreaterThan(0);
    for (const row of suppliers.rows) expect([row.CATEGORY_NAME, row.LEVEL]).toEqual(['IT设备', 'A']);

    const employees = await page('employeeDialog', {
      pageBean: { page: 1, pageSize: 200 },
      querys: [
        { property: 'post', value: ['经理', '总监'], operation: 'IN' },
        { property: 'entry_date', value: ['2020-01-01', '2020-12-31'], operation: 'BETWEEN' },
      ],
    });
    expect(employees.total).toBeGreaterThan(0);
    for (const row of employees.rows) {
      expect(['经理', '总监']).toContain(row.POST);
      expect(String(row.ENTRY_DATE) >= '2020-01-01' && String(row.ENTRY_DATE) <= '2020-12-31').toBe(true);
    }
  });

  it('returns every row of a dialog without paging', async () => {
    const projects = await page('projectDialog', { pageBean: { page: 3, pageSize: 10 } });
    expect(projects.rows).toHaveLength(projects.total);
    expect(projects.total).toBe(300);
  });

  it('takes caller parameters (defaultType 3) from mapParam', async () => {
    const resigned = await page('employeeByDeptDialog', { pageBean: { page: 1, pageSize: 50 } }, { mapParam: JSON.stringify({ status: '离职' }) });
    expect(resigned.total).toBeGreaterThan(0);
    for (const row of resigned.rows) expect(row.STATUS).toBe('离职');
    const everyone = await page('employeeByDeptDialog', { pageBean: { page: 1, pageSize: 50 } });
    expect(everyone.total).toBe(6000);
    const bad = await list('employeeByDeptDialog', {}, { mapParam: '[1,2]' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('mapParam 必须是 JSON 对象');
  });

  it('keeps every tenant to its own rows', async () => {
    const response = await server.app.inject({ method: 'POST', url: '/form/customDialog/v1/getListData?alias=employeeDialog', headers: server.acme, payload: { pageBean: { page: 1, pageSize: 100 } } });
    const result = response.json() as Page;
    expect(result.total).toBe(300);
    for (const row of result.rows) expect(String(row.ID)).toMatch(/^acme-/);
  });

  it.each([`' OR 1=1 --`, `'; DROP TABLE biz_supplier; --`, '%', '_', `" OR ""="`, `\\`, `上海%' UNION SELECT password FROM users --`])(
    'treats the hostile value %j as text: an empty answer, no error',
    async (value) => {
      const result = await page('supplierDialog', like('name', value));
      expect(result).toMatchObject({ rows: [], total: 0 });
    },
  );

  it('still works after the hostile values', async () => {
    expect((await page('supplierDialog', { pageBean: { page: 1, pageSize: 1 } })).rows).toHaveLength(1);
  });

  it('refuses properties that are not user conditions, unknown sorts and operations, with 400', async () => {
    for (const property of ['status', 'tenant_id', 'contact', 'phone']) {
      const response = await list('supplierDialog', like(property, 'x'));
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(`不支持的查询字段：${property}`);
    }
    expect((await list('supplierDialog', { sorter: [{ property: 'NAME', direction: 'DESC' }] })).statusCode).toBe(200);
    expect((await list('supplierDialog', { sorter: [{ property: 'phone', direction: 'ASC' }] })).statusCode).toBe(400);
    expect((await list('supplierDialog', { sorter: [{ property: 'NAME', direction: 'SIDEWAYS' }] })).statusCode).toBe(400);
    expect((await list('supplierDialog', { querys: [{ property: 'name', value: { $ne: 1 } }] })).statusCode).toBe(400);
  });

  it('answers 404 for an unknown alias and 400 for a RESTful dialog, in the caller’s language', async () => {
    const unknown = await list('noSuchDialog', {}, { headers: { 'accept-language': 'en-US' } });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ state: false, message: 'No custom dialog has the alias noSuchDialog.', errorCode: '-003' });
    const rest = await list('projectRestDialog', {});
    expect(rest.statusCode).toBe(400);
    expect(rest.json().message).toBe('对话框projectRestDialog不是数据源方式，请调用它配置的地址');
  });
});

describe('GET getTreeData', () => {
  it('answers the flat list of nodes with UPPER-CASE keys', async () => {
    const response = await server.app.inject({ url: '/form/customDialog/v1/getTreeData?alias=departmentTree', headers: server.admin });
    expect(response.statusCode).toBe(200);
    const nodes = response.json() as Row[];
    expect(nodes).toHaveLength(12);
    expect(Object.keys(nodes[0]).sort()).toEqual(['CODE', 'ID', 'NAME', 'PARENT_ID']);
    expect(nodes.filter((node) => node.PARENT_ID === null).map((node) => node.NAME)).toEqual(['集团总部']);
    const english = await server.app.inject({ url: '/form/customDialog/v1/getTreeData?alias=departmentTree', headers: { ...server.admin, 'accept-language': 'en-US' } });
    expect((english.json() as Row[])[0].NAME).toBe('Headquarters');
  });

  it('refuses a list dialog', async () => {
    const response = await server.app.inject({ url: '/form/customDialog/v1/getTreeData?alias=supplierDialog', headers: server.admin });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('对话框supplierDialog不是树形对话框');
  });
});

describe('the sample REST endpoint', () => {
  it('pages with its own keys and nests the list, over GET and POST', async () => {
    const posted = await server.app.inject({ method: 'POST', url: '/form/customDialog/v1/sample/projects', headers: server.admin, payload: { pageNo: 2, limit: 5, keyword: '项目', scope: 'all' } });
    const body = posted.json() as { data: { list: Row[]; total: number; pageNo: number } };
    expect(body.data).toMatchObject({ total: 300, pageNo: 2 });
    expect(body.data.list).toHaveLength(5);
    const got = await server.app.inject({ url: `/form/customDialog/v1/sample/projects?status=${encodeURIComponent('进行中')}&limit=100`, headers: server.admin });
    const running = got.json() as { data: { list: Row[] } };
    for (const row of running.data.list) expect(row.status).toBe('进行中');
    const hostile = await server.app.inject({ url: `/form/customDialog/v1/sample/projects?keyword=${encodeURIComponent("' OR 1=1 --")}`, headers: server.admin });
    expect(hostile.json().data).toMatchObject({ list: [], total: 0 });
  });
});

describe('parseDialog', () => {
  const db = openDatabase(':memory:');
  createAreaTables(db, [businessArea]);
  db.exec(SCHEMA);
  const stored = (definition: Record<string, unknown>) => ({ alias: 'x', definition: { style: 0, displayfield: '[{"field":"name"}]', ...definition } });
  const refusal = (definition: Record<string, unknown>) => {
    try {
      parseDialog(db, stored(definition));
    } catch (error) {
      return error instanceof DialogDefinitionError ? [error.key, error.params] : error;
    }
    return 'accepted';
  };

  it('refuses tables outside the allow-list, unknown columns and broken JSON', () => {
    expect(refusal({ objName: 'users' })).toEqual(['tableNotAllowed', { table: 'users' }]);
    expect(refusal({ objName: 'biz_employee; DROP TABLE users' })).toEqual(['tableNotAllowed', { table: 'biz_employee; DROP TABLE users' }]);
    expect(refusal({ objName: 'biz_employee', displayfield: '[{"field":"password"}]' })).toEqual(['unknownField', { table: 'biz_employee', field: 'password' }]);
    expect(refusal({ objName: 'biz_employee', displayfield: '[{"field":"tenant_id"}]' })).toEqual(['unknownField', { table: 'biz_employee', field: 'tenant_id' }]);
    expect(refusal({ objName: 'biz_employee', conditionfield: '[{"field":"name"' })).toEqual(['badJson', { field: 'conditionfield' }]);
    expect(refusal({ objName: 'BIZ_EMPLOYEE', displayfield: '[{"field":"NAME"}]' })).toBe('accepted');
  });
});

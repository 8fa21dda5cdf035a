// The custom-query area: definitions by alias (raw body), doQuery/doQueryBase64 over the business tables
// (declared conditions only, fixed ones not overridable, the caller's tenant, every value bound — hostile
// values find nothing instead of failing), the sample REST endpoint's envelopes, and query views with export.
import ExcelJS from 'exceljs';
import type { PageList } from '../../lib/queryFilter';
import type { InjectOptions } from 'fastify';
import { describe, expect, it } from 'vitest';
import { administratorsApp, base64 } from '../../testing';
import { openDatabase } from '../../db/database';
import { businessArea, EMPLOYEE_COUNT } from '../business';
import { createAreaTables } from '../index';
import { compileQuery } from './doQuery';
import { QueryDefinitionError } from './messages';

type Row = Record<string, unknown>;
type Page = PageList<Row>;

const server = administratorsApp();

const call = (options: InjectOptions) => server.app.inject({ ...options, headers: { ...server.admin, ...options.headers } });
async function ok<T>(options: InjectOptions): Promise<T> {
  const response = await call(options);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as T;
}
const doQuery = (alias: string, values: { key: string; value: unknown }[], page = 1, headers: Record<string, string> = {}) =>
  ok<Page>({ method: 'POST', url: `/form/customQuery/v1/doQuery?alias=${alias}&page=${page}`, payload: values, headers });
const count = (alias: string, values: { key: string; value: unknown }[]) => doQuery(alias, values).then((page) => page.total);

describe('getByAlias', () => {
  it('takes the raw alias as text, JSON-quoted or form-encoded, and answers the bare definition', async () => {
    for (const [payload, type] of [
      ['employeeSearch', 'text/plain'],
      ['"employeeSearch"', 'application/json'],
      ['employeeSearch', 'application/x-www-form-urlencoded'],
    ]) {
      const definition = await ok<Row>({ method: 'POST', url: '/form/customQuery/v1/getByAlias', payload, headers: { 'content-type': type } });
      expect(definition).toMatchObject({ alias: 'employeeSearch', name: '员工查询', objName: 'biz_employee', dsType: 'dataSource', id: 'cq-employeeSearch' });
    }
  });

  it('answers {} for an unknown alias (Hotent answers no definition, not 404), and 401 without a session', async () => {
    expect(await ok<Row>({ method: 'POST', url: '/form/customQuery/v1/getByAlias', payload: 'noSuchQuery', headers: { 'content-type': 'text/plain' } })).toEqual({});
    const anonymous = await server.app.inject({ method: 'POST', url: '/form/customQuery/v1/getByAlias', payload: 'employeeSearch', headers: { 'content-type': 'text/plain' } });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('doQuery', () => {
  it('pages with the stored size and order, rows keyed by the database columns', async () => {
    const first = await doQuery('employeeSearch', []);
    expect(first).toMatchObject({ total: EMPLOYEE_COUNT, page: 1, pageSize: 10 });
    expect(Object.keys(first.rows[0]).sort()).toEqual(['code', 'dept_name', 'entry_date', 'id', 'name', 'post', 'sex', 'status']);
    expect(first.rows.map((row) => row.code)).toEqual(['E00001', 'E00002', 'E00003', 'E00004', 'E00005', 'E00006', 'E00007', 'E00008', 'E00009', 'E00010']);
    const third = await doQuery('employeeSearch', [], 3);
    expect(third.rows[0].code).toBe('E00021');
  });

  it('filters by the declared conditions with their operations', async () => {
    const wang = await doQuery('employeeSearch', [{ key: 'name', value: '王' }, { key: 'status', value: '在职' }]);
    expect(wang.total).toBeGreaterThan(0);
    expect(wang.rows.every((row) => String(row.name).includes('王') && row.status === '在职')).toBe(true);
    const hired = await doQuery('employeeSearch', [{ key: 'entry_date', value: '2020-01-01,2020-12-31' }]);
    expect(hired.rows.every((row) => String(row.entry_date) >= '2020-01-01' && String(row.entry_date) <= '2020-12-31')).toBe(true);
    const budgets = await doQuery('projectBudget', [{ key: 'budget', value: '4000000' }, { key: 'status', value: '进行中,已完成' }, { key: 'progress', value: '10,90' }]);
    expect(budgets.total).toBeGreaterThan(0);
    expect(budgets.rows.every((row) => Number(row.budget) >= 4_000_000 && ['进行中', '已完成'].includes(String(row.status)) && Number(row.progress) >= 10 && Number(row.progress) <= 90)).toBe(true);
    // the stored order: budget descending
    expect(budgets.rows.map((row) => Number(row.budget))).toEqual([...budgets.rows.map((row) => Number(row.budget))].sort((a, b) => b - a));
  });

  it('ignores keys the definition does not declare, and never lets the client change a fixed condition', async () => {
    const east = await doQuery('salesEastRegion', [{ key: 'region', value: '华南' }, { key: 'tenant_id', value: '1001' }, { key: 'amount', value: '0' }]);
    expect(east.total).toBeGreaterThan(0);
    expect(new Set(east.rows.map((row) => row.region))).toEqual(new Set(['华东']));
    expect(east.rows.every((row) => String(row.month).startsWith('2025'))).toBe(true);
  });

  it('answers every row of an unpaged query', async () => {
    const all = await doQuery('employeeRosterAll', []);
    expect(all).toMatchObject({ total: EMPLOYEE_COUNT, page: 1, pageSize: EMPLOYEE_COUNT });
    expect(all.rows).toHaveLength(EMPLOYEE_COUNT);
    expect(Number(all.rows[0].salary)).toBeGreaterThanOrEqual(Number(all.rows[1].salary));
  });

  it('reads only the caller’s tenant', async () => {
    const own = await doQuery('employeeSearch', [], 1, server.acme);
    expect(own.total).toBe(300);
    expect(own.rows.every((row) => String(row.id).startsWith('acme-'))).toBe(true);
  });

  it.each([
    ["' OR 1=1 --", 'name'],
    ["王' OR '1'='1", 'name'],
    ['%', 'name'],
    ['_', 'name'],
    ['\\', 'name'],
    ['"; DROP TABLE biz_employee; --', 'dept_name'],
    ["' OR 1=1 --", 'status'],
    ["9999' OR '1'='1,", 'entry_date'],
  ])('finds nothing for the hostile value %s in %s (no error, no leak)', async (value, key) => {
    expect(await count('employeeSearch', [{ key, value }])).toBe(0);
  });

  it('treats hostile values of number columns the same way, and still compares numbers numerically', async () => {
    expect(await count('projectBudget', [{ key: 'budget', value: "0 OR 1=1" }])).toBe(0);
    expect(await count('projectBudget', [{ key: 'progress', value: "0,100) OR (1=1" }])).toBe(0);
    const all = await count('projectBudget', []);
    expect(await count('projectBudget', [{ key: 'budget', value: '0' }])).toBe(all);
    expect(await count('employeeSearch', [])).toBe(EMPLOYEE_COUNT); // the table is still there
  });

  it('takes the values as query parameters (GET) and as Base64 JSON (doQueryBase64) alike', async () => {
    const values = [{ key: 'name', value: '王' }, { key: 'status', value: '在职' }];
    const posted = await doQuery('employeeSearch', values, 2);
    const got = await ok<Page>({ method: 'GET', url: `/form/customQuery/v1/doQuery?alias=employeeSearch&page=2&name=${encodeURIComponent('王')}&status=${encodeURIComponent('在职')}` });
    const encoded = await ok<Page>({ method: 'GET', url: `/form/customQuery/v1/doQueryBase64?alias=employeeSearch&page=2&queryData=${encodeURIComponent(base64(JSON.stringify(values)))}` });
    expect(got).toEqual(posted);
    expect(encoded).toEqual(posted);
    const bad = await call({ method: 'GET', url: '/form/customQuery/v1/doQueryBase64?alias=employeeSearch&queryData=not-base64-json', headers: { 'accept-language': 'en-US' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('queryData must be a Base64-encoded JSON array [{key, value}].');
  });

  it('refuses unknown aliases, restful definitions and broken definitions with localized messages', async () => {
    const unknown = await call({ method: 'POST', url: '/form/customQuery/v1/doQuery?alias=nope', payload: [] });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ state: false, message: '未找到别名为nope的关联查询', errorCode: '-003' });
    const restful = await call({ method: 'POST', url: '/form/customQuery/v1/doQuery?alias=restEmployeesGet', payload: [], headers: { 'accept-language': 'en-US' } });
    expect(restful.statusCode).toBe(400);
    expect(restful.json().message).toBe('The custom query restEmployeesGet does not read a data source; call its configured url.');
    const broken = await call({ method: 'POST', url: '/form/customQuery/v1/doQuery?alias=errorConditionJson', payload: [] });
    expect(broken.statusCode).toBe(400);
    expect(broken.json().message).toBe('关联查询errorConditionJson的定义有误：conditionfield 不是有效的 JSON');
  });
});

describe('definitions the server refuses', () => {
  it('checks table, columns and operations before any SQL runs', () => {
    const db = openDatabase(':memory:');
    createAreaTables(db, [businessArea]);
    const refusal = (definition: Row) => {
      try {
        compileQuery(db, definition);
        return 'accepted';
      } catch (error) {
        return error instanceof QueryDefinitionError ? error.key : String(error);
      }
    };
    expect(refusal({ alias: 'a', objName: 'users' })).toBe('tableNotAllowed');
    expect(refusal({ alias: 'a', objName: 'biz_employee', resultfield: '[{"field":"password"}]' })).toBe('unknownField');
    expect(refusal({ alias: 'a', objName: 'biz_employee', resultfield: '[{"field":"tenant_id"}]' })).toBe('unknownField');
    expect(refusal({ alias: 'a', objName: 'biz_employee', conditionfield: '[{"field":"name","condition":"; DROP"}]' })).toBe('unknownCondition');
    expect(refusal({ alias: 'a', objName: 'biz_employee', sortfield: '[{"field":"name; DROP TABLE x"}]' })).toBe('unknownField');
    expect(refusal({ alias: 'a', objName: 'biz_employee', conditionfield: '[{"field":"name","condition":"LK"}]' })).toBe('accepted');
    db.close();
  });
});

describe('the sample REST endpoint', () => {
  const sample = (query: string, init: Omit<InjectOptions, 'url'> = {}) => call({ method: 'GET', ...init, url: `/form/sample/v1/employees${query}` });

  it('answers the wrapped envelope by default, with its own paging keys', async () => {
    const body = (await sample('?name=E0001&pageNo=2&size=3')).json();
    expect(body).toMatchObject({ code: 0, data: { pageNo: 2, size: 3, count: 10 } });
    expect(body.data.list.map((row: Row) => row.code)).toEqual(['E00013', 'E00014', 'E00015']);
  });

  it('takes the filters from a POST body, nested or as [{key, value}]', async () => {
    const nested = (await call({ method: 'POST', url: '/form/sample/v1/employees?envelope=rows', payload: { query: { name: 'E0000' }, pageSize: 4 } })).json();
    expect(nested).toMatchObject({ total: 9, page: 1, pageSize: 4 });
    const pairs = (await call({ method: 'POST', url: '/form/sample/v1/employees?envelope=array', payload: [{ key: 'name', value: 'E0000' }] })).json();
    expect(pairs).toHaveLength(9);
  });

  it('answers the broken shapes the catalogue errors are about', async () => {
    expect((await sample('?envelope=empty')).body).toBe('');
    expect((await sample('?envelope=broken')).body).toBe('{rows: [ this is not JSON');
    expect((await sample('?envelope=scalar')).body).toBe('42');
  });

  it('binds hostile filters', async () => {
    expect((await sample(`?envelope=rows&name=${encodeURIComponent("' OR 1=1 --")}`)).json().total).toBe(0);
    expect((await sample(`?envelope=rows&name=${encodeURIComponent('%')}`)).json().total).toBe(0);
  });
});

describe('query views', () => {
  const data = (path: string, filter: unknown, headers: Record<string, string> = {}) => ok<Page>({ method: 'POST', url: `/form/query/queryView/${path}`, payload: filter as object, headers });

  it('answers the stored view by sqlAlias and alias, {} when unknown', async () => {
    expect(await ok<Row>({ method: 'GET', url: '/form/query/queryView/getJson?sqlAlias=employeeSql&alias=roster' })).toMatchObject({ sqlAlias: 'employeeSql', alias: 'roster', name: '员工花名册' });
    expect(await ok<Row>({ method: 'GET', url: '/form/query/queryView/getJson?sqlAlias=employeeSql&alias=nope' })).toEqual({});
  });

  it('pages, filters and sorts by the view’s fields, rows keyed by fieldName without hidden shows', async () => {
    const page = await data('data_employeeSql/roster', { pageBean: { page: 2, pageSize: 5 }, querys: [{ property: 'status', value: '在职', operation: 'EQUAL' }], sorter: [{ property: 'code', direction: 'DESC' }] });
    expect(page).toMatchObject({ page: 2, pageSize: 5 });
    expect(Object.keys(page.rows[0]).sort()).toEqual(['code', 'dept_name', 'entry_date', 'id', 'name', 'post', 'sex', 'status']);
    expect(page.rows.every((row) => row.status === '在职')).toBe(true);
    expect(page.rows.map((row) => row.code)).toEqual([...page.rows.map((row) => String(row.code))].sort().reverse());
    const unpaged = await data('data_departmentSql/list', {});
    expect(unpaged.total).toBe(12);
    expect(unpaged.rows).toHaveLength(12);
    expect(unpaged.rows.map((row) => row.sn)).toEqual([...Array(12).keys()].map((index) => index + 1));
  });

  it('takes text operations on number columns on both dialects: LIKE matches the digits, empty tests find no row', async () => {
    const first = await data('data_projectSql/overview', {});
    const all = first.total;
    // the leading digits of a budget: a part of the number's text on either dialect (SQLite writes 1500000.0)
    const digits = String(first.rows[0].budget).slice(0, 3);
    const like = await data('data_projectSql/overview', { querys: [{ property: 'budget', value: digits, operation: 'LIKE' }] });
    expect(like.total).toBeGreaterThan(0);
    expect(like.rows.every((row) => String(row.budget).includes(digits))).toBe(true);
    expect((await data('data_projectSql/overview', { querys: [{ property: 'budget', operation: 'ISNULL' }] })).total).toBe(0);
    expect((await data('data_projectSql/overview', { querys: [{ property: 'budget', operation: 'NOTNULL' }] })).total).toBe(all);
    expect((await data('data_projectSql/overview', { querys: [{ property: 'budget', value: '0', operation: 'EIC' }] })).total).toBe(0);
    const exact = await data('data_projectSql/overview', { querys: [{ property: 'budget', value: String(like.rows[0].budget), operation: 'EQUAL' }] });
    expect(exact.total).toBeGreaterThan(0);
  });

  it('refuses properties outside the view, and finds nothing for hostile values', async () => {
    const outside = await call({ method: 'POST', url: '/form/query/queryView/data_employeeSql/roster', payload: { querys: [{ property: 'tenant_id', value: '-1' }] } });
    expect(outside.statusCode).toBe(400);
    for (const value of ["' OR 1=1 --", '%', '_']) {
      expect((await data('data_employeeSql/roster', { querys: [{ property: 'name', value, operation: 'LIKE' }] })).total).toBe(0);
    }
    expect((await data('data_projectSql/overview', { querys: [{ property: 'budget', value: ['0 OR 1=1', ''], operation: 'BETWEEN' }] })).total).toBe(0);
  });

  it('answers nothing when asked not to search yet, and 404 for an unknown view', async () => {
    expect(await data('data_salesSql/monthly?initSearch=false', {})).toEqual({ rows: [], total: 0, page: 1, pageSize: 0 });
    expect((await call({ method: 'POST', url: '/form/query/queryView/data_salesSql/nope', payload: {} })).statusCode).toBe(404);
  });

  it('exports a real .xlsx of the requested fields: every matching row, or the page', async () => {
    const exported = async (getType: string, fields: string, filter: unknown, lang = 'zh-CN') => {
      const response = await call({
        method: 'POST',
        url: `/form/query/queryView/export?sqlAlias=employeeSql&alias=roster&getType=${getType}&expField=${encodeURIComponent(base64(fields))}`,
        payload: filter as object,
        headers: { 'accept-language': lang },
      });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
      expect(String(response.headers['content-disposition'])).toMatch(/^attachment; filename="[^"]+\.xlsx"; filename\*=UTF-8''/);
      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
      const sheet = workbook.worksheets[0];
      return { headers: (sheet.getRow(1).values as unknown[]).slice(1), rows: sheet.rowCount - 1, first: (sheet.getRow(2).values as unknown[]).slice(1) };
    };
    const filter = { pageBean: { page: 1, pageSize: 20 }, querys: [{ property: 'dept_name', value: '财务', operation: 'LIKE' }], sorter: [{ property: 'code', direction: 'ASC' }] };
    const { total } = await data('data_employeeSql/roster', filter);
    const all = await exported('all', 'code,name,salary,status', filter);
    expect(all.headers).toEqual(['工号', '姓名', '状态']); // salary is hidden in the view
    expect(all.rows).toBe(total);
    const page = await exported('page', 'name,code', filter, 'en-US');
    expect(page.headers).toEqual(['Name', 'Code']);
    expect(page.rows).toBe(20);
    const none = await call({ method: 'POST', url: `/form/query/queryView/export?sqlAlias=employeeSql&alias=roster&expField=${encodeURIComponent(base64('salary'))}`, payload: {} });
    expect(none.statusCode).toBe(400);
  });
});

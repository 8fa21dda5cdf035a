import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { PageList } from '../../lib/queryFilter';
import { describe, expect, it } from 'vitest';
import type { CustomChartDefinition } from '../../../renderers/kinds/chart/definition';
import { administratorsApp, login } from '../../testing';
import { REGIONS } from '../business/vocabulary';
import { serverAnswers } from './answers';
import { compileChart } from './compile';
import { CHART_FIXTURE_DIR, readChartFixtures } from './index';
import { ChartAreaError } from './messages';

const server = administratorsApp();

type Row = Record<string, unknown>;
type Page = PageList<Row>;

const MONTHLY_SALES = '30000000000000001';
const PROJECTS = '30000000000000003';
const SALES_SHARE = '30000000000000004';
const HOSTILE = '30000000000000011';

const listData = (id: string, payload: object, headers: Record<string, string> = server.admin) =>
  server.app.inject({ method: 'POST', url: `/form/customChart/v1/getListData?alias=${id}`, payload, headers });
const rowsOf = async (id: string, payload: object, headers?: Record<string, string>) => {
  const response = await listData(id, payload, headers);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as Page;
};
const query = (property: string, operation: string, value: unknown) => ({ property, operation, value, relation: 'AND', group: 'main' });

describe('GET /form/customChart/v1/get/{id}', () => {
  it('answers the stored definition by id, and by alias', async () => {
    const byId = await server.app.inject({ method: 'GET', url: `/form/customChart/v1/get/${MONTHLY_SALES}`, headers: server.admin });
    expect(byId.statusCode).toBe(200);
    const fixture = JSON.parse(readFileSync(join(CHART_FIXTURE_DIR, 'monthly-sales-by-region.json'), 'utf8')) as CustomChartDefinition;
    expect(byId.json()).toEqual(fixture);
    const byAlias = await server.app.inject({ method: 'GET', url: '/form/customChart/v1/get/monthlySalesByRegion', headers: server.admin });
    expect(byAlias.json()).toEqual(fixture);
  });

  it('holds every fixture of fixtures/customChart', async () => {
    for (const { definition } of readChartFixtures()) {
      expect((await server.app.inject({ method: 'GET', url: `/form/customChart/v1/get/${definition.id}`, headers: server.admin })).json()).toEqual(definition);
    }
  });

  it('answers an unknown chart with a localized 404 and refuses anonymous callers', async () => {
    const missing = await server.app.inject({ method: 'GET', url: '/form/customChart/v1/get/nope', headers: server.admin });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ state: false, message: '图表不存在：nope', errorCode: '-003' });
    const english = await server.app.inject({ method: 'GET', url: '/form/customChart/v1/get/nope', headers: { ...server.admin, 'accept-language': 'en-US' } });
    expect(english.json().message).toBe('No such chart: nope');
    expect((await server.app.inject({ method: 'GET', url: `/form/customChart/v1/get/${MONTHLY_SALES}` })).statusCode).toBe(401);
  });
});

describe('POST /form/customChart/v1/getListData?alias=<id>', () => {
  it('answers a PageList with upper-case keys, ordered by the definition', async () => {
    const page = await rowsOf(MONTHLY_SALES, { pageBean: { page: 1, pageSize: 1000 } });
    expect(page).toMatchObject({ total: 24, page: 1, pageSize: 1000 });
    expect(Object.keys(page.rows[0])).toEqual(['MONTH', 'NORTH', 'EAST', 'SOUTH']);
    expect(page.rows.map((row) => row.MONTH)).toEqual([...page.rows.map((row) => row.MONTH)].sort());
    expect(page.rows[0].MONTH).toBe('2025-01');
    expect(typeof page.rows[0].NORTH).toBe('number');
  });

  it('looks the alias parameter up as the id only (Hotent’s quirk)', async () => {
    const response = await listData('monthlySalesByRegion', {});
    expect(response.statusCode).toBe(404);
  });

  it('pages, and keeps the total exact', async () => {
    const second = await rowsOf(MONTHLY_SALES, { pageBean: { page: 2, pageSize: 10 } });
    expect(second).toMatchObject({ total: 24, page: 2, pageSize: 10 });
    expect(second.rows.map((row) => row.MONTH)).toEqual(['2025-11', '2025-12', '2026-01', '2026-02', '2026-03', '2026-04', '2026-05', '2026-06', '2026-07', '2026-08']);
    const strings = await rowsOf(MONTHLY_SALES, { pageBean: { page: '3', pageSize: '10', showTotal: 'true' } });
    expect(strings.rows).toHaveLength(4);
  });

  it('sums per series with the series filter bound (one line per region)', async () => {
    const { rows } = await rowsOf(MONTHLY_SALES, { pageBean: { pageSize: 1 } });
    const byProduct = await rowsOf(SALES_SHARE, { pageBean: { pageSize: 10 }, querys: [query('year', 'EQUAL', '2025')] });
    const north = byProduct.rows.find((row) => row.REGION === '华北');
    expect(north?.AMOUNT).toBeGreaterThan(Number(rows[0].NORTH));
  });

  it('applies date ranges with BETWEEN, IN lists and LIKE', async () => {
    const spring = await rowsOf(MONTHLY_SALES, { querys: [query('sale_date', 'BETWEEN', ['2025-03-01', '2025-05-31'])] });
    expect(spring.rows.map((row) => row.MONTH)).toEqual(['2025-03', '2025-04', '2025-05']);
    const openEnd = await rowsOf(MONTHLY_SALES, { pageBean: { pageSize: 100 }, querys: [query('sale_date', 'BETWEEN', ['2026-10-01', ''])] });
    expect(openEnd.total).toBe(3);
    const regions = await rowsOf(SALES_SHARE, { querys: [query('region', 'IN', ['华北', '西南'])] });
    expect(regions.rows.map((row) => row.REGION).sort()).toEqual(['华北', '西南'].sort());
    const allProjects = await rowsOf(PROJECTS, { pageBean: { pageSize: 1000 } });
    const workflow = await rowsOf(PROJECTS, { pageBean: { pageSize: 1000 }, querys: [query('name', 'LIKE', '流程引擎')] });
    expect(workflow.total).toBeGreaterThan(0);
    expect(workflow.total).toBeLessThan(allProjects.total);
    const from2024 = await rowsOf(PROJECTS, { pageBean: { pageSize: 1000 }, querys: [query('code', 'RHK', 'P2024')] });
    expect(from2024.total).toBeGreaterThan(0);
    for (const row of from2024.rows) expect(String(row.CODE)).toMatch(/^P2024-/);
    const product = await rowsOf(MONTHLY_SALES, { pageBean: { pageSize: 1 }, querys: [query('product', 'EQ', '电子签章')] });
    expect(Number(product.rows[0].NORTH)).toBeLessThan(Number((await rowsOf(MONTHLY_SALES, { pageBean: { pageSize: 1 } })).rows[0].NORTH));
  });

  it('answers hostile condition values with correct empty results, never an error or other rows', async () => {
    for (const value of ["' OR 1=1 --", '华北\'); DROP TABLE biz_sales; --', '%', '_', '" OR ""="', '\\']) {
      const page = await rowsOf(HOSTILE, { querys: [query('region', 'LIKE', value)] });
      expect(page, value).toMatchObject({ rows: [], total: 0 });
    }
    const injectedRange = await rowsOf(MONTHLY_SALES, { querys: [query('sale_date', 'BETWEEN', ["2025-01-01' OR '1'='1", "' OR 1=1 --"])] });
    expect(injectedRange.total).toBe(0);
    expect((await rowsOf(MONTHLY_SALES, {})).total).toBe(24);
  });

  it('takes only the declared conditions, each with its declared operator, and only chart fields as sort', async () => {
    const undeclared = await listData(MONTHLY_SALES, { querys: [query('tenant_id', 'EQUAL', '1001')] });
    expect(undeclared.statusCode).toBe(400);
    expect(undeclared.json().message).toBe('不支持的查询字段：tenant_id');
    const wrongOperator = await listData(MONTHLY_SALES, { querys: [query('product', 'LIKE', '协同')] }, { ...server.admin, 'accept-language': 'en-US' });
    expect(wrongOperator.statusCode).toBe(400);
    expect(wrongOperator.json().message).toBe('The condition product only takes the operator EQUAL.');
    const shortCode = await listData(MONTHLY_SALES, { querys: [query('product', 'EQ', '协同办公')] });
    expect(shortCode.statusCode).toBe(200);
    expect((await listData(MONTHLY_SALES, { sorter: [{ property: 'amount; DROP TABLE x', direction: 'ASC' }] })).statusCode).toBe(400);
    const sorted = await rowsOf(MONTHLY_SALES, { pageBean: { pageSize: 3 }, sorter: [{ property: 'NORTH', direction: 'DESC' }] });
    expect(Number(sorted.rows[0].NORTH)).toBeGreaterThanOrEqual(Number(sorted.rows[1].NORTH));
  });

  it("reads the caller's tenant only", async () => {
    const platform = await rowsOf(SALES_SHARE, { querys: [query('year', 'EQUAL', '2025')] });
    const other = await rowsOf(SALES_SHARE, { querys: [query('year', 'EQUAL', '2025')] }, server.acme);
    expect(other.rows).toHaveLength(6);
    expect(other.rows).not.toEqual(platform.rows);
  });

  it('refuses anonymous callers and a missing id', async () => {
    expect((await server.app.inject({ method: 'POST', url: `/form/customChart/v1/getListData?alias=${MONTHLY_SALES}`, payload: {} })).statusCode).toBe(401);
    expect((await server.app.inject({ method: 'POST', url: '/form/customChart/v1/getListData', payload: {}, headers: server.admin })).statusCode).toBe(400);
  });
});

describe('GET /runtime/report/v1/getEchartsData', () => {
  it('answers the default view of a chart as ECharts-style series, in the caller’s language', async () => {
    const response = await server.app.inject({ method: 'GET', url: '/runtime/report/v1/getEchartsData?id=monthlySalesByRegion', headers: { ...server.admin, 'accept-language': 'en-US' } });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ id: MONTHLY_SALES, alias: 'monthlySalesByRegion', title: 'Monthly sales by region', style: 1, unit: 'yuan', legend: ['North China', 'East China', 'South China'], total: 24 });
    expect(body.xAxis).toHaveLength(24);
    expect(body.series[0]).toMatchObject({ field: 'north', name: 'North China', type: 'line' });
    expect(body.series[0].data).toHaveLength(24);
  });

  it('names the seeded categories in the reader’s language, the same slices in either', async () => {
    const url = `/runtime/report/v1/getEchartsData?id=${SALES_SHARE}`;
    const chinese = (await server.app.inject({ method: 'GET', url, headers: server.admin })).json();
    const english = (await server.app.inject({ method: 'GET', url, headers: { ...server.admin, 'accept-language': 'en-US' } })).json();
    const regions = new Map<string, string>(REGIONS);
    expect(chinese.legend.length).toBeGreaterThan(0);
    expect(english.legend).toEqual(chinese.legend.map((name: string) => regions.get(name)));
    expect(english.series[0].data.map((slice: { value: number }) => slice.value)).toEqual(chinese.series[0].data.map((slice: { value: number }) => slice.value));
  });

  it('gives pie series name/value pairs and applies the default conditions', async () => {
    const body = (await server.app.inject({ method: 'GET', url: `/runtime/report/v1/getEchartsData?id=${SALES_SHARE}`, headers: server.admin })).json();
    expect(body).toMatchObject({ title: '区域销售额占比', style: 3 });
    expect(body.series[0].type).toBe('pie');
    expect(body.series[0].data[0]).toEqual({ name: expect.any(String), value: expect.any(Number) });
    const year2025 = await rowsOf(SALES_SHARE, { pageBean: { pageSize: 10 }, querys: [query('year', 'EQUAL', '2025')] });
    expect(body.series[0].data.map((slice: { value: number }) => slice.value)).toEqual(year2025.rows.map((row) => row.AMOUNT));
  });

  it('answers an unknown chart with 404', async () => {
    expect((await server.app.inject({ method: 'GET', url: '/runtime/report/v1/getEchartsData?id=nope', headers: server.admin })).statusCode).toBe(404);
  });
});

describe('chart fixtures on the server', () => {
  it('all compile to a query', () => {
    for (const { name, definition } of readChartFixtures()) expect(() => compileChart(definition), name).not.toThrow();
  });

  it('have recorded answers equal to what the server answers on a first load', async () => {
    const { token } = await login(server.app, 'admin', 'admin123');
    const answers = await serverAnswers(server.app, token);
    expect(answers.size).toBeGreaterThanOrEqual(8);
    for (const [name, rows] of answers) {
      const recorded = JSON.parse(readFileSync(join(CHART_FIXTURE_DIR, 'answers', `${name}.json`), 'utf8')) as { rows: Row[] };
      expect(recorded.rows, `fixtures/customChart/answers/${name}.json is stale: npx tsx server/areas/chart/answers.ts`).toEqual(rows);
    }
  });
});

describe('compileChart', () => {
  const base: CustomChartDefinition = {
    id: 'x',
    name: 'x',
    style: 2,
    objName: 'biz_sales',
    xaxisField: '[{"field":"region"}]',
    displayfield: '[{"field":"amount","aggregate":"sum"}]',
  };
  const refusal = (change: Partial<CustomChartDefinition>) => {
    try {
      compileChart({ ...base, ...change });
    } catch (error) {
      if (error instanceof ChartAreaError) return error.params.detail;
      throw error;
    }
    return undefined;
  };

  it('refuses tables, columns, names and aggregates outside the allow-lists', () => {
    expect(compileChart(base).select).toBe('t.region AS "REGION", SUM(t.amount) AS "AMOUNT"');
    expect(refusal({ objName: 'users' })).toContain('users');
    expect(refusal({ objName: 'sqlite_master' })).toContain('sqlite_master');
    expect(refusal({ xaxisField: '[{"field":"password"}]' })).toContain('password');
    expect(refusal({ displayfield: '[{"field":"amount\\" FROM users --","aggregate":"sum"}]' })).toContain('plain field name');
    expect(refusal({ displayfield: '[{"field":"amount","aggregate":"group_concat"}]' })).toContain('aggregate');
    expect(refusal({ displayfield: '[{"field":"amount","aggregate":"sum"},{"field":"quantity"}]' })).toContain('quantity');
    expect(refusal({ displayfield: '[{"field":"total","column":"tenant_id","aggregate":"count"}]' })).toContain('tenant_id');
    expect(refusal({ displayfield: '[{"field":"amount","filter":{"column":"region","value":"华北"}}]' })).toContain('filter');
    expect(refusal({ conditionfield: '[{"field":"tenant_id","condition":"EQ"}]' })).toContain('tenant_id');
    expect(refusal({ sortfield: '[{"field":"tenant_id"}]' })).toContain('tenant_id');
    expect(refusal({ xaxisField: 'not json' })).toContain('xaxisField');
    expect(refusal({ displayfield: '[]' })).toContain('displayfield');
  });

  it('binds series filter values instead of writing them into the SQL', () => {
    const chart = compileChart({ ...base, displayfield: '[{"field":"north","column":"amount","aggregate":"sum","filter":{"column":"region","value":"华北\' OR 1=1"}}]' });
    expect(chart.select).toBe('t.region AS "REGION", SUM(CASE WHEN t.region = ? THEN t.amount END) AS "NORTH"');
    expect(chart.selectParams).toEqual(["华北' OR 1=1"]);
  });
});

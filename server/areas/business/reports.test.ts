// The report data (reportData.ts) behind the report pages: every report query view fixture answers rows
// over its table or view (work hours, surveys, ceremony days, finance and the flow engine's statistics),
// filters by its conditions, stays in the caller's tenant and exports; the new charts draw; an older
// database without the report tables gets them filled at the next start.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import ExcelJS from 'exceljs';
import type { InjectOptions } from 'fastify';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../../db/database';
import type { PageList } from '../../lib/queryFilter';
import { administratorsApp, base64 } from '../../testing';
import { businessArea } from './index';
import { createAreaTables } from '../index';
import { inReaderLanguage, seedEnglishValues } from './englishValues';
import { REPORT_VIEWS, seedReportData } from './reportData';

type Row = Record<string, unknown>;

const CHINESE = /[\u4e00-\u9fff]/;

const VIEW_DIR = join(import.meta.dirname, '../../../fixtures/queryView');
const REPORT_VIEW_FIXTURES = readdirSync(VIEW_DIR)
  .filter((file) => file.startsWith('report-') && file.endsWith('.json'))
  .map((file) => ({ file, ...(JSON.parse(readFileSync(join(VIEW_DIR, file), 'utf8')) as { sqlAlias: string; alias: string; shows: string }) }));

const server = administratorsApp(60_000);

async function ok<T>(options: InjectOptions): Promise<T> {
  const response = await server.app.inject({ ...options, headers: { ...server.admin, ...options.headers } });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as T;
}
const viewData = (sqlAlias: string, alias: string, filter: object, headers: Record<string, string> = {}) =>
  ok<PageList<Row>>({ method: 'POST', url: `/form/query/queryView/data_${sqlAlias}/${alias}`, payload: filter, headers });

describe('report query views', () => {
  it('cover the eleven report pages and the finance report', () => {
    expect(REPORT_VIEW_FIXTURES.length).toBeGreaterThanOrEqual(12);
  });

  it.each(REPORT_VIEW_FIXTURES)('$file answers rows with every shown field', async ({ sqlAlias, alias, shows }) => {
    const page = await viewData(sqlAlias, alias, { pageBean: { page: 1, pageSize: 5 } });
    expect(page.total).toBeGreaterThan(0);
    const fields = (JSON.parse(shows) as { fieldName: string }[]).map((show) => show.fieldName);
    expect(Object.keys(page.rows[0]).sort()).toEqual(['id', ...fields].sort());
  });

  it('answer an English reader in English, filtering by the stored values all the same', async () => {
    const english = { 'accept-language': 'en-US' };
    const overtime = { querys: [{ property: 'work_type', value: '加班', operation: 'EQUAL' }], pageBean: { page: 1, pageSize: 50 } };
    const page = await viewData('workHourSql', 'hours', overtime, english);
    expect(page.total).toBeGreaterThan(0);
    expect(page.rows.every((row) => row.work_type === 'Overtime')).toBe(true);
    for (const row of page.rows) for (const value of Object.values(row)) if (typeof value === 'string' && value !== row.id) expect(value).not.toMatch(CHINESE);
    const chinese = await viewData('workHourSql', 'hours', overtime);
    expect(chinese.rows.map((row) => row.id)).toEqual(page.rows.map((row) => row.id));
    expect(chinese.rows[0].work_type).toBe('加班');
  });

  it('keep a value nobody translated as it was stored', () => {
    const db = openDatabase(':memory:');
    createAreaTables(db, [businessArea]);
    seedEnglishValues(db);
    const rows = inReaderLanguage(db, 'en-US', [{ id: 'a', region: '华东', note: '用户填写的备注', amount: 3 }]);
    expect(rows).toEqual([{ id: 'a', region: 'East China', note: '用户填写的备注', amount: 3 }]);
    expect(inReaderLanguage(db, 'zh-CN', rows)).toEqual(rows);
  });

  it('filter by their conditions: text, number ranges and month prefixes', async () => {
    const all = await viewData('workHourSql', 'hours', {});
    const overtime = await viewData('workHourSql', 'hours', { querys: [{ property: 'work_type', value: '加班', operation: 'EQUAL' }] });
    expect(overtime.total).toBeGreaterThan(0);
    expect(overtime.total).toBeLessThan(all.total);
    expect(overtime.rows.every((row) => row.work_type === '加班')).toBe(true);

    const heavy = await viewData('workHourTotalSql', 'total', { querys: [{ property: 'hours', value: [100, ''], operation: 'BETWEEN' }], pageBean: { page: 1, pageSize: 50 } });
    expect(heavy.total).toBeGreaterThan(0);
    expect(heavy.rows.every((row) => Number(row.hours) >= 100)).toBe(true);

    const march = await viewData('workHourDeptSql', 'byMonth', { querys: [{ property: 'month', value: '2025-03', operation: 'RIGHT_LIKE' }], pageBean: { page: 1, pageSize: 50 } });
    expect(march.total).toBeGreaterThan(0);
    expect(march.rows.every((row) => row.month === '2025-03')).toBe(true);

    const birthdays = await viewData('ceremonyDaySql', 'ceremony', {
      querys: [{ property: 'kind', value: '生日', operation: 'EQUAL' }, { property: 'month', value: '05', operation: 'EQUAL' }],
    });
    expect(birthdays.rows.every((row) => row.kind === '生日' && String(row.month_day).startsWith('05-'))).toBe(true);

    for (const value of ["' OR 1=1 --", '%']) {
      expect((await viewData('workHourSql', 'hours', { querys: [{ property: 'employee_name', value, operation: 'LIKE' }] })).total).toBe(0);
    }
  });

  it('read the flow engine’s instances and tasks as counts', async () => {
    const nodes = await viewData('flowNodeSql', 'node', { pageBean: { page: 1, pageSize: 100 } });
    expect(nodes.rows.some((row) => Number(row.handled) > 0)).toBe(true);
    const instances = await viewData('flowInstanceSql', 'instance', { pageBean: { page: 1, pageSize: 100 } });
    const started = instances.rows.reduce((sum, row) => sum + Number(row.started), 0);
    expect(started).toBeGreaterThan(0);
    expect(instances.rows.every((row) => Number(row.started) >= Number(row.running) + Number(row.ended))).toBe(true);
    expect(Object.keys(instances.rows[0])).not.toContain('subject');
  });

  it('name processes, categories and nodes in the reader’s language, as the flow centre does', async () => {
    const english = { 'accept-language': 'en-US' };
    const everything = { pageBean: { page: 1, pageSize: 100 } };
    // The flow centre's names of the same definitions (the v-flowList page), by process key.
    const startable = async (headers: Record<string, string>) =>
      new Map(
        (await ok<PageList<{ defKey: string; name: string; typeName: string }>>({ method: 'POST', url: '/runtime/instance/v1/newProcess', payload: everything, headers })).rows.map(
          (row) => [row.defKey, row] as const,
        ),
      );
    const flowCentre = { 'zh-CN': await startable({}), 'en-US': await startable(english) };
    const views = [
      { sqlAlias: 'flowNodeSql', alias: 'node', names: ['process_name', 'type_name', 'node_name'] },
      { sqlAlias: 'flowInstanceSql', alias: 'instance', names: ['process_name', 'type_name'] },
    ];
    for (const { sqlAlias, alias, names } of views) {
      const chinese = await viewData(sqlAlias, alias, everything);
      const page = await viewData(sqlAlias, alias, everything, english);
      expect(chinese.total).toBeGreaterThan(0);
      // the same rows in the same order: only the names change
      expect(page.rows.map((row) => row.id)).toEqual(chinese.rows.map((row) => row.id));
      for (const row of page.rows) for (const name of names) expect(row[name], `${sqlAlias} ${String(row.id)} ${name}`).not.toMatch(CHINESE);
      for (const row of chinese.rows) for (const name of names) expect(row[name], `${sqlAlias} ${String(row.id)} ${name}`).toMatch(CHINESE);
      for (const [lang, rows] of [['zh-CN', chinese.rows], ['en-US', page.rows]] as const) {
        for (const row of rows) {
          const shown = flowCentre[lang].get(String(row.id).split('@')[0]);
          if (shown) expect({ process: row.process_name, category: row.type_name }).toEqual({ process: shown.name, category: shown.typeName });
        }
      }
    }
    const leave = (rows: Row[]) => rows.find((row) => row.id === 'leave@deptApprove');
    expect(leave((await viewData('flowNodeSql', 'node', everything)).rows)).toMatchObject({ process_name: '请假申请', type_name: '人事行政', node_name: '部门经理审批' });
    expect(leave((await viewData('flowNodeSql', 'node', everything, english)).rows)).toMatchObject({
      process_name: 'Leave request',
      type_name: 'HR and Office',
      node_name: 'Department manager approval',
    });
    // Conditions still compare the stored names, in either language.
    const byName = { querys: [{ property: 'process_name', value: '请假', operation: 'LIKE' }], pageBean: { page: 1, pageSize: 100 } };
    const found = await viewData('flowInstanceSql', 'instance', byName, english);
    expect(found.total).toBeGreaterThan(0);
    expect(new Set(found.rows.map((row) => row.process_name))).toEqual(new Set(['Leave request']));
  });

  it('export the flow statistics with the names in the reader’s language', async () => {
    const response = await server.app.inject({
      method: 'POST',
      url: `/form/query/queryView/export?sqlAlias=flowNodeSql&alias=node&getType=all&expField=${encodeURIComponent(base64('process_name,type_name,node_name'))}`,
      payload: {},
      headers: { ...server.admin, 'accept-language': 'en-US' },
    });
    expect(response.statusCode, response.body).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0];
    const cells = sheet.getSheetValues().slice(2).flatMap((row) => (Array.isArray(row) ? row.slice(1) : []));
    expect(cells.length).toBeGreaterThan(0);
    for (const cell of cells) expect(String(cell)).not.toMatch(CHINESE);
  });

  it('stay in the caller’s tenant', async () => {
    const platform = await viewData('workHourSql', 'hours', { pageBean: { page: 1, pageSize: 50 } });
    const acme = await viewData('workHourSql', 'hours', { pageBean: { page: 1, pageSize: 50 } }, server.acme);
    expect(acme.total).toBeGreaterThan(0);
    expect(acme.total).toBeLessThan(platform.total);
    const platformIds = new Set(platform.rows.map((row) => row.id));
    expect(acme.rows.some((row) => platformIds.has(row.id))).toBe(false);
  });

  it('export as .xlsx with headers in the caller’s language', async () => {
    const response = await server.app.inject({
      method: 'POST',
      url: `/form/query/queryView/export?sqlAlias=projectFinanceSql&alias=finance&getType=all&expField=${encodeURIComponent(base64('code,name,budget,cost,cost_rate'))}`,
      payload: { querys: [{ property: 'status', value: ['进行中'], operation: 'IN' }] },
      headers: { ...server.admin, 'accept-language': 'en-US' },
    });
    expect(response.statusCode, response.body).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0];
    expect((sheet.getRow(1).values as unknown[]).slice(1)).toEqual(['Project code', 'Project', 'Budget (yuan)', 'Cost (yuan)', 'Cost rate (%)']);
    const { total } = await viewData('projectFinanceSql', 'finance', { querys: [{ property: 'status', value: ['进行中'], operation: 'IN' }] });
    expect(sheet.rowCount - 1).toBe(total);
  });
});

describe('report charts', () => {
  it.each(['hoursByDepartment', 'satisfactionByRegion'])('%s draws from the report tables', async (alias) => {
    const definition = await ok<{ id: string }>({ method: 'GET', url: `/form/customChart/v1/get/${alias}` });
    const page = await ok<PageList<Row>>({ method: 'POST', url: `/form/customChart/v1/getListData?alias=${definition.id}`, payload: { pageBean: { page: 1, pageSize: 100 } } });
    expect(page.rows.length).toBeGreaterThan(3);
  });
});

describe('seedReportData', () => {
  it('fills the report tables of a database made before they existed, and leaves filled ones alone', () => {
    const db = openDatabase(':memory:');
    db.prepare("INSERT INTO tenants (id, code, name, name_front, create_time) VALUES ('-1', 'platform', 'P', 'P', '2026-01-01 00:00:00')").run();
    createAreaTables(db, [businessArea]);
    businessArea.seed!(db, '');
    const count = () => (db.prepare('SELECT COUNT(*) AS count FROM biz_work_hour').get() as { count: number }).count;
    const filled = count();
    expect(filled).toBeGreaterThan(1000);
    db.exec('DELETE FROM biz_work_hour');
    seedReportData(db);
    expect(count()).toBe(filled);
    seedReportData(db);
    expect(count()).toBe(filled);
    // The views over the business tables read (those over the flow engine's need its tables).
    for (const view of REPORT_VIEWS.filter((name) => !name.startsWith('biz_flow_'))) {
      expect((db.prepare(`SELECT COUNT(*) AS count FROM ${view}`).get() as { count: number }).count, view).toBeGreaterThan(0);
    }
    db.close();
  });
});

import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authHeader, testApp } from '../testing';

let app: FastifyInstance;
let zhangsan: { authorization: string };
let lisi: { authorization: string };
let wangwu: { authorization: string };
beforeAll(async () => {
  app = await testApp();
  zhangsan = await authHeader(app, 'zhangsan');
  lisi = await authHeader(app, 'lisi');
  wangwu = await authHeader(app, 'wangwu');
});
afterAll(() => app.close());

const get = (url: string, headers: Record<string, string>) => app.inject({ method: 'GET', url, headers });
const post = (url: string, payload: object, headers: Record<string, string>) => app.inject({ method: 'POST', url, payload, headers });
const reports = async (headers: Record<string, string>, userId = '10001', year = 2026) =>
  (await get(`/demo/v1/user/getReportsById?userId=${userId}&year=${year}`, headers)).json() as { id: string; month: number; hours: number; status: string }[];

describe('work-hour reports', () => {
  it("answers a user's monthly rows of a year", async () => {
    const rows = await reports(zhangsan);
    expect(rows.map((r) => r.month)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(rows[0]).toMatchObject({ userId: '10001', account: 'zhangsan', year: 2026, month: 1, hours: 168, status: 'frozen', depCode: 'rd' });
    expect(rows.map((r) => r.status).slice(5)).toEqual(['frozen', 'submitted', 'submitted', 'submitted', 'draft']);
    expect(await reports(zhangsan, '10001', 2025)).toHaveLength(12);
  });

  it("lets only work-hour managers read someone else's rows", async () => {
    expect((await get('/demo/v1/user/getReportsById?userId=10002&year=2026', zhangsan)).statusCode).toBe(403);
    expect(await reports(lisi)).toHaveLength(10);
    expect((await get('/demo/v1/user/getReportsById?userId=4242&year=2026', lisi)).statusCode).toBe(404);
    expect((await get('/demo/v1/user/getReportsById?year=1999', zhangsan)).statusCode).toBe(400);
  });

  it('submits own hours, but not into a frozen month or for someone else', async () => {
    const submit = (payload: object, headers = zhangsan) => post('/demo/v1/user/submitReport', payload, headers);
    expect((await submit({ userId: '10001', year: 2026, month: 10, hours: 176 })).json()).toMatchObject({ state: true, message: '工时提交成功' });
    expect((await submit({ userId: '10001', year: 2026, month: 11, hours: '160.5' })).json().state).toBe(true);
    const rows = await reports(zhangsan);
    expect(rows.find((r) => r.month === 10)).toMatchObject({ hours: 176, status: 'submitted' });
    expect(rows.find((r) => r.month === 11)).toMatchObject({ hours: 160.5, status: 'submitted' });
    expect((await submit({ userId: '10001', year: 2026, month: 3, hours: 1 })).json()).toEqual({ state: false, message: '该月工时已冻结，不能修改' });
    expect((await submit({ userId: '10002', year: 2026, month: 11, hours: 1 })).statusCode).toBe(403);
    expect((await submit({ userId: '10001', year: 2026, month: 13, hours: 1 })).statusCode).toBe(400);
    expect((await submit({ userId: '10001', year: 2026, month: 12, hours: -4 })).statusCode).toBe(400);
  });

  it('freezes rows for work-hour managers only', async () => {
    const rows = await reports(lisi, '10001');
    const july = rows.find((r) => r.month === 7)!;
    const august = rows.find((r) => r.month === 8)!;
    const september = rows.find((r) => r.month === 9)!;
    expect((await post('/demo/v1/user/freezeReport', { id: july.id }, zhangsan)).statusCode).toBe(403);
    expect((await post('/demo/v1/user/freezeReport', { id: july.id }, lisi)).json()).toEqual({ state: true, message: '冻结成功' });
    expect((await post('/demo/v1/user/freezeReportList', { ids: [august.id, september.id] }, lisi)).json().state).toBe(true);
    expect((await reports(zhangsan)).filter((r) => r.status === 'frozen').map((r) => r.month)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
    const october = rows.find((r) => r.month === 10)!;
    expect((await app.inject({ method: 'POST', url: '/demo/v1/user/freezeReportList', payload: [october], headers: lisi })).json().state).toBe(true);
    expect((await post('/demo/v1/user/freezeReportList', { ids: ['nope'] }, lisi)).statusCode).toBe(404);
    expect((await app.inject({ method: 'POST', url: '/demo/v1/user/freezeReportList', payload: [{ month: 1 }], headers: lisi })).statusCode).toBe(400);
    expect((await post('/demo/v1/user/freezeReportList', { ids: [] }, lisi)).statusCode).toBe(400);
  });
});

describe('report rights and cost reports', () => {
  it('answers the rights of the caller', async () => {
    const power = async (path: string, headers: Record<string, string>) => (await post(`/api/user/v1/user/${path}`, {}, headers)).json().value;
    expect(await power('powerWorkHour', zhangsan)).toBe(false);
    expect(await power('powerWorkHour', lisi)).toBe(true);
    expect(await power('powerProjectAllReport', zhangsan)).toBe(false);
    expect(await power('powerProjectAllReport', wangwu)).toBe(true);
  });

  it('tells whether a department cost report exists for a year', async () => {
    const check = async (query: string) => (await get(`/demo/v1/user/validate/cost_report?${query}`, wangwu)).json();
    expect(await check('depcode=rd&annual=2026')).toMatchObject({ state: true, value: true });
    expect((await check('depcode=rd&annual=2024')).value).toBe(false);
    expect((await check("depcode=rd' OR '1'='1&annual=2026")).value).toBe(false);
    expect((await get('/demo/v1/user/validate/cost_report?depcode=rd', wangwu)).statusCode).toBe(400);
    // without projectReport_all
    expect((await get('/demo/v1/user/validate/cost_report?depcode=rd&annual=2026', zhangsan)).statusCode).toBe(403);
  });
});

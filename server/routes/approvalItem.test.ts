import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACME_TENANT_ID, authHeader, testApp } from '../testing';

let app: FastifyInstance;
let zhangsan: { authorization: string };
let lisi: { authorization: string };
let admin: { authorization: string };
beforeAll(async () => {
  app = await testApp();
  zhangsan = await authHeader(app, 'zhangsan');
  lisi = await authHeader(app, 'lisi');
  admin = await authHeader(app, 'admin', 'admin123');
});
afterAll(() => app.close());

const list = (headers: Record<string, string>, filter: object = {}, personal = true) =>
  app.inject({ method: 'POST', url: `/flow/approvalItem/v1/listJson${personal ? '?isPersonal=true' : ''}`, payload: filter, headers });
const save = (headers: Record<string, string>, payload: object) => app.inject({ method: 'POST', url: '/flow/approvalItem/v1/save', payload, headers });
const getItem = (headers: Record<string, string>, id: string) => app.inject({ method: 'GET', url: `/flow/approvalItem/v1/approvalItemGet?id=${id}`, headers });
const remove = (headers: Record<string, string>, ids: string) => app.inject({ method: 'DELETE', url: `/flow/approvalItem/v1/remove?ids=${ids}`, headers });
const expressions = (body: { rows: { expression: string }[] }) => body.rows.map((row) => row.expression);

describe('listing', () => {
  it("lists only the caller's own phrases when isPersonal=true, and adds the global ones otherwise", async () => {
    const own = (await list(zhangsan)).json();
    expect(own).toMatchObject({ total: 2, page: 1, pageSize: 10 });
    expect(expressions(own)).toEqual(['请尽快审批，谢谢！', '已按要求修改，请审核。']);
    expect(own.rows[0]).toEqual({ id: '3011', expression: '请尽快审批，谢谢！', type: 4, userId: '10001', defKey: '', typeId: '', sn: 1, createTime: '2026-03-12 10:15:00' });
    const all = (await list(zhangsan, { pageBean: { pageSize: 20 } }, false)).json();
    expect(all.total).toBe(6);
    expect(all.rows.every((row: { type: number; userId: string }) => row.type === 1 || row.userId === '10001')).toBe(true);
  });

  it('filters with QueryFilter and stays safe with hostile values', async () => {
    const found = (await list(zhangsan, { querys: [{ property: 'expression', value: '审核', operation: 'LIKE' }] })).json();
    expect(expressions(found)).toEqual(['已按要求修改，请审核。']);
    const sorted = (await list(zhangsan, { sorter: [{ property: 'sn', direction: 'DESC' }] })).json();
    expect(sorted.rows[0].sn).toBe(2);
    for (const value of ["' OR 1=1 --", "') OR ('1'='1"]) {
      expect((await list(zhangsan, { querys: [{ property: 'expression', value, operation: 'LIKE' }] })).json()).toEqual({ rows: [], total: 0, page: 1, pageSize: 10 });
      expect((await list(zhangsan, { querys: [{ property: 'defKey', value }] }, false)).json().total).toBe(0);
    }
    expect((await list(zhangsan, { querys: [{ property: 'user_id', value: '10002' }] })).statusCode).toBe(400);
  });

  it('answers the phrases for a process as a string array', async () => {
    const leave = (await app.inject({ method: 'GET', url: '/flow/approvalItem/v1/getApprovalByDefKeyAndTypeId?defKey=leave', headers: zhangsan })).json();
    expect(leave).toEqual(['请尽快审批，谢谢！', '已按要求修改，请审核。', '同意。', '情况属实，同意办理。', '请补充相关材料后重新提交。', '已阅。']);
    const other = (await app.inject({ method: 'GET', url: '/flow/approvalItem/v1/getApprovalByDefKeyAndTypeId?defKey=expense', headers: zhangsan })).json();
    expect(other).not.toContain('已按要求修改，请审核。');
  });
});

describe('writing', () => {
  it('creates, reads and updates an own phrase', async () => {
    const created = (await save(lisi, { expression: '  请补充预算明细。 ', defKey: 'expense' })).json();
    expect(created).toMatchObject({ state: true, message: '保存成功', value: expect.any(String) });
    const item = (await getItem(lisi, created.value)).json();
    expect(item).toMatchObject({ expression: '请补充预算明细。', type: 4, userId: '10002', defKey: 'expense', sn: 2 });
    expect((await save(lisi, { id: created.value, expression: '请补充预算明细和报价单。' })).json().state).toBe(true);
    expect((await getItem(lisi, created.value)).json()).toMatchObject({ expression: '请补充预算明细和报价单。', defKey: 'expense' });
    // Somebody else's personal phrase is invisible.
    expect((await getItem(zhangsan, created.value)).statusCode).toBe(404);
  });

  it("refuses to change another user's phrase or a global one without the right", async () => {
    const denied = await save(zhangsan, { id: '3021', expression: 'hijacked' });
    expect(denied.statusCode).toBe(403);
    expect(denied.json().message).toBe('只能修改或删除自己的常用语');
    expect((await save(zhangsan, { id: '3001', expression: 'hijacked' })).statusCode).toBe(403);
    expect((await save(zhangsan, { expression: '全员可见', type: 1 })).statusCode).toBe(403);
    expect((await save(zhangsan, { id: '3011', expression: '改为全局', type: 1 })).statusCode).toBe(403);
    expect((await getItem(lisi, '3021')).json().expression).toBe('同意，请财务部门跟进。');
    expect((await save(zhangsan, { id: '999999', expression: 'x' })).statusCode).toBe(404);
  });

  it('lets the administrator maintain global phrases', async () => {
    const created = (await save(admin, { expression: '请按公司制度执行。', type: 1 })).json();
    expect(created.state).toBe(true);
    expect(expressions((await list(zhangsan, { pageBean: { pageSize: 50 } }, false)).json())).toContain('请按公司制度执行。');
    expect((await remove(zhangsan, created.value)).statusCode).toBe(403);
    expect((await remove(admin, created.value)).json()).toEqual({ state: true, message: '删除成功' });
  });

  it('validates the body', async () => {
    expect((await save(zhangsan, {})).statusCode).toBe(400);
    const blank = await save(zhangsan, { expression: '   ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().message).toBe('常用语内容不能为空');
    expect((await save(zhangsan, { expression: 'x'.repeat(501) })).statusCode).toBe(400);
    expect((await save(zhangsan, { expression: 'x', type: 3 })).statusCode).toBe(400);
  });

  it('removes own phrases only, all or nothing', async () => {
    const first = (await save(zhangsan, { expression: '临时一' })).json().value;
    const second = (await save(zhangsan, { expression: '临时二' })).json().value;
    const mixed = await remove(zhangsan, `${first},3021`);
    expect(mixed.statusCode).toBe(404);
    expect((await getItem(zhangsan, first)).statusCode).toBe(200);
    const foreign = await remove(lisi, first);
    expect(foreign.statusCode).toBe(404);
    expect((await remove(zhangsan, '3001')).statusCode).toBe(403);
    expect((await remove(zhangsan, `${first},${second}`)).json().state).toBe(true);
    expect((await getItem(zhangsan, first)).statusCode).toBe(404);
    expect((await app.inject({ method: 'DELETE', url: '/flow/approvalItem/v1/remove', headers: zhangsan })).statusCode).toBe(400);
  });

  it('keeps tenants apart', async () => {
    const chenyi = await authHeader(app, 'chenyi', '123456', ACME_TENANT_ID);
    expect(expressions((await list(chenyi, {}, false)).json())).toEqual(['同意。']);
    expect((await getItem(chenyi, '3001')).statusCode).toBe(404);
  });
});

// Favourite processes (spec 02-process §5, §7.2, §7.3) and the flow counters, through their calls.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authHeader, testApp } from '../../testing';
import { DEFAULT_OFTEN_FLOW_KEYS, MAX_OFTEN_FLOWS } from './favourites';

let app: FastifyInstance;
const headers: Record<string, { authorization: string }> = {};

beforeAll(async () => {
  app = await testApp();
  for (const account of ['zhangsan', 'lisi', 'wangwu']) headers[account] = await authHeader(app, account);
}, 30_000);
afterAll(() => app.close());

type Json = Record<string, any>;
async function call(account: string | undefined, method: 'GET' | 'POST', url: string, payload?: unknown, lang = 'zh-CN'): Promise<{ status: number; body: Json }> {
  const response = await app.inject({ method, url, payload: payload as object, headers: { ...(account ? headers[account] : {}), 'accept-language': lang } });
  return { status: response.statusCode, body: response.json() as Json };
}

const MY_OFTEN = '/runtime/instance/v1/getMyOftenFlow';
const AUTH_LIST = '/runtime/instance/v1/getHasAuthFlowList';
const SAVE = '/bpmModel/BpmOftenFlow/v1/saveMyOftenFlow';
const myKeys = async (account: string) => ((await call(account, 'GET', MY_OFTEN)).body.rows as Json[]).map((row) => row.defKey);
const like = (property: string, value: string) => ({ property, value, operation: 'LIKE', relation: 'OR', group: 'main' });

describe('favourite processes', () => {
  it('are the system default until the user saves their own, as definition rows', async () => {
    const { status, body } = await call('zhangsan', 'GET', MY_OFTEN);
    expect(status).toBe(200);
    expect(body.rows.map((row: Json) => row.defKey)).toEqual(DEFAULT_OFTEN_FLOW_KEYS);
    expect(body.total).toBe(3);
    expect(body.rows[0]).toMatchObject({ defId: '20000000000000001', id: '20000000000000001', name: '请假申请', typeId: 'flow-hr', leaders: [] });
    expect((await call(undefined, 'GET', MY_OFTEN)).status).toBe(401);
  });

  it('offer the leaders a secretary may start a process for', async () => {
    const rows = (await call('lisi', 'GET', MY_OFTEN)).body.rows as Json[];
    expect(rows[0].leaders).toEqual([{ id: expect.any(String), name: '赵六' }]);
  });

  it('list the startable processes with isAdd, searched by LIKE on key or name', async () => {
    const all = (await call('zhangsan', 'POST', AUTH_LIST, { pageBean: { page: 1, pageSize: 50 } })).body;
    const keys = (all.rows as Json[]).map((row) => row.defKey);
    expect(keys).toEqual(expect.arrayContaining(['leave', 'expense', 'purchase', 'trip']));
    // contract is for managers and finance only.
    expect(keys).not.toContain('contract');
    expect((all.rows as Json[]).find((row) => row.defKey === 'leave')).toMatchObject({ isAdd: true, typeId: 'flow-hr', typeName: expect.any(String) });
    expect((all.rows as Json[]).find((row) => row.defKey === 'trip')?.isAdd).toBe(false);

    const search = async (value: string, lang?: string) =>
      ((await call('zhangsan', 'POST', AUTH_LIST, { querys: [like('defKey', value), like('name', value)] }, lang)).body.rows as Json[]).map((row) => row.defKey);
    expect(await search('trip')).toEqual(['trip']);
    expect(await search('报销')).toEqual(['expense']);
    expect(await search('no such process')).toEqual([]);
  });

  it('are saved in order, refused beyond 20, for unknown keys and for processes the user may not start; none resets to the default', async () => {
    const saved = await call('wangwu', 'POST', SAVE, [{ defKey: 'trip', name: '出差会签' }, { defKey: 'leave' }]);
    expect(saved).toEqual({ status: 200, body: { state: true, message: '保存常用流程成功' } });
    expect(await myKeys('wangwu')).toEqual(['trip', 'leave']);
    const flags = ((await call('wangwu', 'POST', AUTH_LIST, {})).body.rows as Json[]).map((row) => [row.defKey, row.isAdd]);
    expect(flags).toContainEqual(['trip', true]);
    expect(flags).toContainEqual(['expense', false]);

    const tooMany = await call('wangwu', 'POST', SAVE, Array.from({ length: MAX_OFTEN_FLOWS + 1 }, (_, index) => ({ defKey: `key${index}` })));
    expect(tooMany.status).toBe(400);
    expect(tooMany.body).toMatchObject({ state: false, message: '最多可添加20个常用流程' });
    expect((await call('wangwu', 'POST', SAVE, [{ defKey: 'nope' }])).status).toBe(400);
    const refused = await call('zhangsan', 'POST', SAVE, [{ defKey: 'contract' }]);
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe('无启动权限，请联系管理员');
    expect((await call('wangwu', 'POST', SAVE, { defKey: 'leave' })).status).toBe(400);
    // Nothing of a refused save is stored.
    expect(await myKeys('wangwu')).toEqual(['trip', 'leave']);

    expect((await call('wangwu', 'POST', SAVE, [])).body.state).toBe(true);
    expect(await myKeys('wangwu')).toEqual(DEFAULT_OFTEN_FLOW_KEYS);
  });

  it('answer in English', async () => {
    const saved = await call('wangwu', 'POST', SAVE, [], 'en-US');
    expect(saved.body.message).toBe('Favourite processes saved.');
  });
});

describe('counts', () => {
  it('agree with the lists they link to', async () => {
    for (const account of ['zhangsan', 'lisi']) {
      const { status, body: counts } = await call(account, 'GET', '/runtime/task/v1/counts');
      expect(status).toBe(200);
      const total = async (url: string) => (await call(account, 'POST', url, { pageBean: { page: 1, pageSize: 1000 } })).body;
      expect(counts.todo).toBe((await total('/runtime/task/v1/getTodoList')).total);
      expect(counts.delegate).toBe((await total('/runtime/task/v1/getDelegate')).total);
      expect(counts.toRead).toBe((await total('/runtime/task/v1/getNoticeTodoReadList')).total);
      const requests = (await total('/runtime/instance/v1/myRequest')).rows as Json[];
      expect(counts.request).toBe(requests.filter((row) => row.status !== 'draft').length);
      const done = (await total('/runtime/instance/v1/getDoneInstList')).rows as Json[];
      expect(counts.done).toBe(new Set(done.map((row) => row.id)).size);
    }
    const lisi = (await call('lisi', 'GET', '/runtime/task/v1/counts')).body;
    expect(Object.keys(lisi).sort()).toEqual(['delegate', 'done', 'request', 'toRead', 'todo']);
    expect(lisi.todo).toBeGreaterThan(0);
  });
});

describe('the start list (newProcess)', () => {
  it('carries each category’s icon and, for a secretary, the leaders who may start it', async () => {
    const rows = (await call('lisi', 'POST', '/runtime/instance/v1/newProcess', { pageBean: { page: 1, pageSize: 100 } })).body.rows as Json[];
    const contract = rows.find((row) => row.defKey === 'contractSign')!;
    expect(JSON.parse(contract.typeIcon)).toEqual({ icon: 'IconFile', color: '#ed7b2f' });
    // lisi is zhaoliu's secretary; zhaoliu holds the contract's start roles
    expect(contract.leaders).toEqual([{ id: '10004', name: '赵六' }]);
    const mine = (await call('zhangsan', 'POST', '/runtime/instance/v1/newProcess', { pageBean: { page: 1, pageSize: 100 } })).body.rows as Json[];
    expect(mine.every((row) => Array.isArray(row.leaders) && row.leaders.length === 0)).toBe(true);
  });
});

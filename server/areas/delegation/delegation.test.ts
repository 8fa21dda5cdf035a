// The delegation area through its calls: agents, secretaries and deputies of the caller, rights over other
// users' rows, validation refusals in both languages, the seed, and activeAgentOf as the engine asks it.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Db } from '../../db/database';
import { DEFAULT_SEED_DIR, seedIfEmpty } from '../../db/seed';
import { createEngineTables } from '../../engine/schema';
import { authHeader, testApp } from '../../testing';
import { seedDefinitions } from '../flow/seed';
import { activeAgentOf } from './agents';
import { SCHEMA, seedDelegation } from './seed';

let app: FastifyInstance;
const headers: Record<string, { authorization: string }> = {};
const ID = { zhangsan: '10001', lisi: '10002', wangwu: '10003', zhaoliu: '10004', sunqi: '10005', zhouba: '10006', chenyi: '20002' };

beforeAll(async () => {
  app = await testApp();
  for (const account of ['zhangsan', 'lisi', 'wangwu', 'zhaoliu']) headers[account] = await authHeader(app, account);
}, 30_000);
afterAll(() => app.close());

type Json = Record<string, any>;
async function call(account: string, method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object, lang = 'zh-CN'): Promise<{ status: number; body: Json }> {
  const response = await app.inject({ method, url, payload, headers: { ...headers[account], 'accept-language': lang } });
  return { status: response.statusCode, body: response.json() as Json };
}
const list = async (account: string, url: string, querys: object[] = []) => (await call(account, 'POST', url, { pageBean: { page: 1, pageSize: 50 }, querys })).body;
const like = (property: string, value: string) => ({ property, value, operation: 'LIKE', relation: 'AND', group: 'main' });

const agent = (over: Json = {}) => ({
  subject: '年假代理',
  agentId: ID.lisi,
  startDate: '2030-01-01 00:00:00',
  endDate: '2030-01-10 23:59:59',
  isEnabled: 'enabled',
  agentType: 2,
  agentDefList: [{ flowKey: 'leave', flowName: '请假申请' }],
  ...over,
});

describe('agent settings', () => {
  it('lists the seeded settings of the caller only', async () => {
    const wangwu = await list('wangwu', '/flow/agent/v1/listJson?isMgr=false');
    expect(wangwu.rows).toHaveLength(1);
    expect(wangwu.rows[0]).toMatchObject({ authId: ID.wangwu, authName: '王五', agentId: ID.zhouba, agent: '周八', isEnabled: 'enabled', agentType: 2, authNames: '费用报销' });
    const zhangsan = await list('zhangsan', '/flow/agent/v1/listJson?isMgr=false');
    expect(zhangsan.rows.map((row: Json) => [row.isEnabled, row.agentType, row.authNames])).toEqual([['disabled', 1, '']]);
    expect((await list('zhaoliu', '/flow/agent/v1/listJson?isMgr=false')).total).toBe(0);
  });

  it('adds, reads, searches, updates and removes a setting', async () => {
    const saved = await call('zhangsan', 'POST', '/flow/agent/v1/save', agent());
    expect(saved).toMatchObject({ status: 200, body: { state: true, message: '保存成功' } });
    const id = saved.body.value as string;

    const got = (await call('zhangsan', 'GET', `/flow/agent/v1/agentGet?id=${id}`)).body;
    expect(got).toMatchObject({ id, subject: '年假代理', agent: '李四', authNames: '请假申请', agentDefList: [{ flowKey: 'leave', flowName: '请假申请' }] });
    expect((await call('zhangsan', 'GET', `/flow/agent/v1/agentGet?id=${id}`, undefined, 'en-US')).body.authNames).toBe('Leave request');

    expect((await list('zhangsan', '/flow/agent/v1/listJson', [like('subject', '年假')])).rows.map((row: Json) => row.id)).toEqual([id]);
    expect((await list('zhangsan', '/flow/agent/v1/listJson', [like('agent', '李')])).total).toBe(2);
    expect((await list('zhangsan', '/flow/agent/v1/listJson', [like('agent', '王')])).total).toBe(0);

    const updated = await call('zhangsan', 'POST', '/flow/agent/v1/save', agent({ id, subject: '全部代理', agentType: 1, agentId: ID.wangwu }));
    expect(updated.body.state).toBe(true);
    expect((await call('zhangsan', 'GET', `/flow/agent/v1/agentGet?id=${id}`)).body).toMatchObject({ subject: '全部代理', agentType: 1, agent: '王五', authNames: '', agentDefList: [] });

    expect(await call('zhangsan', 'DELETE', `/flow/agent/v1/remove?ids=${id}`)).toMatchObject({ status: 200, body: { state: true, message: '删除成功' } });
    expect((await call('zhangsan', 'GET', `/flow/agent/v1/agentGet?id=${id}`)).status).toBe(404);
  });

  it('refuses bad input with a localized message', async () => {
    const refused = async (body: Json, lang = 'zh-CN') => {
      const answer = await call('zhangsan', 'POST', '/flow/agent/v1/save', body, lang);
      expect(answer.status).toBe(400);
      expect(answer.body.state).toBe(false);
      return answer.body.message as string;
    };
    expect(await refused(agent({ agentId: ID.zhangsan }))).toBe('不能把自己设为代理人');
    expect(await refused(agent({ agentId: ID.zhangsan }), 'en-US')).toBe('You cannot be your own agent.');
    expect(await refused(agent({ agentId: ID.chenyi }))).toBe(`用户不存在：${ID.chenyi}`);
    expect(await refused(agent({ endDate: '2029-12-31 00:00:00' }))).toBe('开始时间必须早于结束时间');
    expect(await refused(agent({ agentDefList: [] }))).toBe('请至少选择一个流程');
    expect(await refused(agent({ agentDefList: [{ flowKey: 'nope' }] }))).toBe('流程不存在：nope');
    expect(await refused(agent({ subject: '  ' }))).toBe('请填写标题');
    expect(await refused(agent({ startDate: '2030-01-01' }))).toContain('startDate');
    expect(await refused(agent({ isEnabled: 'yes' }))).toContain('isEnabled');
  });

  it('refuses two enabled settings overlapping in time on the same process or on all', async () => {
    const byLisi = (over: Json = {}) => agent({ agentId: ID.zhaoliu, ...over });
    const first = await call('lisi', 'POST', '/flow/agent/v1/save', byLisi({ subject: '请假代理' }));
    expect(first.body.state).toBe(true);
    const clash = await call('lisi', 'POST', '/flow/agent/v1/save', byLisi({ agentId: ID.wangwu, startDate: '2030-01-05 00:00:00', endDate: '2030-02-01 00:00:00' }));
    expect(clash).toMatchObject({ status: 400, body: { message: '与已启用的代理设置“请假代理”在时间上重叠（请假申请）' } });
    const all = await call('lisi', 'POST', '/flow/agent/v1/save', byLisi({ agentType: 1, startDate: '2030-01-10 00:00:00', endDate: '2030-01-20 00:00:00' }), 'en-US');
    expect(all.body.message).toBe('This overlaps the enabled agent setting "请假代理" (all processes).');
    // Another process, a later span or a disabled setting do not clash; the setting itself is no clash when saved again.
    expect((await call('lisi', 'POST', '/flow/agent/v1/save', byLisi({ agentDefList: [{ flowKey: 'expense' }] }))).body.state).toBe(true);
    expect((await call('lisi', 'POST', '/flow/agent/v1/save', byLisi({ startDate: '2030-01-11 00:00:00', endDate: '2030-01-12 00:00:00' }))).body.state).toBe(true);
    expect((await call('lisi', 'POST', '/flow/agent/v1/save', byLisi({ agentType: 1, isEnabled: 'disabled' }))).body.state).toBe(true);
    expect((await call('lisi', 'POST', '/flow/agent/v1/save', byLisi({ id: first.body.value, subject: '请假代理（改）' }))).body.state).toBe(true);
    const allClash = await call('lisi', 'POST', '/flow/agent/v1/save', byLisi({ agentType: 1, agentId: ID.wangwu }));
    expect(allClash.body.message).toMatch(/^与已启用的代理设置“.+”在时间上重叠（全部流程）$/);
  });

  it("keeps other users' settings out of reach", async () => {
    const [seeded] = (await list('wangwu', '/flow/agent/v1/listJson')).rows as Json[];
    expect((await call('zhangsan', 'GET', `/flow/agent/v1/agentGet?id=${seeded.id}`)).body.message).toBe('只能修改或删除自己的代理设置');
    expect((await call('zhangsan', 'POST', '/flow/agent/v1/save', agent({ id: seeded.id }))).status).toBe(403);
    expect((await call('zhangsan', 'DELETE', `/flow/agent/v1/remove?ids=${seeded.id}`)).status).toBe(403);
    expect((await call('zhangsan', 'DELETE', '/flow/agent/v1/remove?ids=nope')).status).toBe(404);
    expect(await call('zhangsan', 'DELETE', '/flow/agent/v1/remove?ids=,')).toMatchObject({ status: 400, body: { message: '请至少选择一条记录' } });
    expect((await call('zhangsan', 'DELETE', '/flow/agent/v1/remove', undefined, 'en-US')).body.message).toBe('Select at least one record.');
    expect((await list('wangwu', '/flow/agent/v1/listJson')).total).toBe(1);
  });
});

describe('secretaries', () => {
  it('lists, adds, reads, updates and removes the caller’s secretaries', async () => {
    const seeded = await list('zhaoliu', '/runtime/bpmSecretaryManage/v1/list?personal=true');
    expect(seeded.rows).toEqual([{ id: expect.any(String), leaderId: ID.zhaoliu, leaderName: '赵六', secretaryId: ID.lisi, secretaryName: '李四' }]);
    expect((await list('lisi', '/runtime/bpmSecretaryManage/v1/list?personal=true')).total).toBe(0);

    const saved = await call('zhaoliu', 'POST', '/runtime/bpmSecretaryManage/v1/save', { secretaryId: ID.wangwu });
    expect(saved.body).toMatchObject({ state: true, message: '保存成功' });
    const id = saved.body.value as string;
    expect((await call('zhaoliu', 'GET', `/runtime/bpmSecretaryManage/v1/get/${id}`)).body).toMatchObject({ id, secretaryName: '王五' });
    expect((await list('zhaoliu', '/runtime/bpmSecretaryManage/v1/list', [like('secretaryName', '王')])).total).toBe(1);
    expect((await call('wangwu', 'GET', '/runtime/bpmSecretaryManage/v1/getSecretaryByUserId')).body).toEqual([{ id: ID.zhaoliu, name: '赵六' }]);

    expect((await call('zhaoliu', 'POST', '/runtime/bpmSecretaryManage/v1/save', { id, secretaryId: ID.zhangsan })).body.state).toBe(true);
    expect((await call('wangwu', 'GET', '/runtime/bpmSecretaryManage/v1/getSecretaryByUserId')).body).toEqual([]);
    expect((await call('zhaoliu', 'DELETE', `/runtime/bpmSecretaryManage/v1/removes?ids=${id}`)).body).toMatchObject({ state: true, message: '删除成功' });
    expect((await list('zhaoliu', '/runtime/bpmSecretaryManage/v1/list')).total).toBe(1);
  });

  it('refuses oneself, a duplicate, unknown users and other leaders’ rows', async () => {
    const save = (account: string, body: object, lang?: string) => call(account, 'POST', '/runtime/bpmSecretaryManage/v1/save', body, lang);
    expect((await save('zhaoliu', { secretaryId: ID.zhaoliu })).body.message).toBe('不能把自己设为秘书');
    expect((await save('zhaoliu', { secretaryId: ID.lisi }, 'en-US')).body.message).toBe('This user is already your secretary.');
    expect((await save('zhaoliu', { secretaryId: 'ghost' })).status).toBe(400);
    expect((await save('zhaoliu', {})).status).toBe(400);
    const [row] = (await list('zhaoliu', '/runtime/bpmSecretaryManage/v1/list')).rows as Json[];
    expect((await save('zhangsan', { id: row.id, secretaryId: ID.wangwu })).status).toBe(403);
    expect((await call('zhangsan', 'GET', `/runtime/bpmSecretaryManage/v1/get/${row.id}`)).status).toBe(403);
    expect((await call('zhangsan', 'DELETE', `/runtime/bpmSecretaryManage/v1/removes?ids=${row.id}`)).status).toBe(403);
    expect((await call('zhangsan', 'DELETE', '/runtime/bpmSecretaryManage/v1/removes?ids=')).body.message).toBe('请至少选择一条记录');
    expect((await call('lisi', 'GET', '/runtime/bpmSecretaryManage/v1/getSecretaryByUserId')).body).toEqual([{ id: ID.zhaoliu, name: '赵六' }]);
  });
});

describe('deputies', () => {
  it('reads the seeded deputy, saves the whole set and one row, lists and removes', async () => {
    expect((await call('zhaoliu', 'GET', '/bpmModel/bpmDeputy/v1/getByUserId')).body).toMatchObject({ agentId: ID.wangwu, agentName: '王五', agentNames: '王五', isEnabled: 'disabled' });
    expect((await call('zhangsan', 'GET', '/bpmModel/bpmDeputy/v1/getByUserId')).body).toEqual({});

    const saved = await call('zhangsan', 'POST', '/bpmModel/bpmDeputy/v1/save', { agentIds: `${ID.lisi},${ID.wangwu}`, isEnabled: 'enabled' });
    expect(saved.body).toMatchObject({ state: true, message: '保存成功' });
    expect((await call('zhangsan', 'GET', '/bpmModel/bpmDeputy/v1/getByUserId')).body).toMatchObject({ agentId: `${ID.lisi},${ID.wangwu}`, agentNames: '李四,王五' });
    const rows = (await list('zhangsan', '/bpmModel/bpmDeputy/v1/list?personal=true')).rows as Json[];
    expect(rows.map((row) => [row.agentName, row.isEnabled])).toEqual([['李四', 'enabled'], ['王五', 'enabled']]);
    expect((await list('zhangsan', '/bpmModel/bpmDeputy/v1/list', [like('agentName', '王')])).total).toBe(1);

    // The set again: lisi kept (same row), wangwu dropped, zhaoliu added, all disabled.
    await call('zhangsan', 'POST', '/bpmModel/bpmDeputy/v1/save', { agentIds: `${ID.lisi},${ID.zhaoliu}`, isEnabled: 'disabled' });
    const after = (await list('zhangsan', '/bpmModel/bpmDeputy/v1/list')).rows as Json[];
    expect(after.map((row) => [row.agentName, row.isEnabled])).toEqual([['李四', 'disabled'], ['赵六', 'disabled']]);
    expect(after[0].id).toBe(rows[0].id);

    // One row changed through its id.
    expect((await call('zhangsan', 'POST', '/bpmModel/bpmDeputy/v1/save', { id: after[0].id, agentIds: ID.wangwu, isEnabled: 'enabled' })).body.state).toBe(true);
    expect((await call('zhangsan', 'POST', '/bpmModel/bpmDeputy/v1/save', { id: after[0].id, agentIds: ID.zhaoliu, isEnabled: 'enabled' })).body.message).toBe('该用户已经是您的副职');
    expect((await call('zhangsan', 'POST', '/bpmModel/bpmDeputy/v1/save', { id: after[0].id, agentIds: `${ID.lisi},${ID.wangwu}`, isEnabled: 'enabled' })).status).toBe(400);

    expect((await call('zhangsan', 'DELETE', `/bpmModel/bpmDeputy/v1/removes?ids=${after.map((row) => row.id).join(',')}`)).body.message).toBe('删除成功');
    expect((await call('zhangsan', 'GET', '/bpmModel/bpmDeputy/v1/getByUserId')).body).toEqual({});
  });

  it('refuses empty, oneself, unknown users and other principals’ rows', async () => {
    const save = (body: object, lang?: string) => call('zhangsan', 'POST', '/bpmModel/bpmDeputy/v1/save', body, lang);
    expect((await save({ agentIds: ' , ', isEnabled: 'enabled' })).body.message).toBe('请至少选择一位副职');
    expect((await save({ agentIds: ID.zhangsan, isEnabled: 'enabled' }, 'en-US')).body.message).toBe('You cannot be your own deputy.');
    expect((await save({ agentIds: 'ghost', isEnabled: 'enabled' })).status).toBe(400);
    expect((await save({ agentIds: ID.lisi, isEnabled: 'maybe' })).status).toBe(400);
    const [seeded] = (await list('zhaoliu', '/bpmModel/bpmDeputy/v1/list')).rows as Json[];
    expect((await save({ id: seeded.id, agentIds: ID.lisi, isEnabled: 'enabled' })).status).toBe(403);
    expect((await call('zhangsan', 'DELETE', `/bpmModel/bpmDeputy/v1/removes?ids=${seeded.id}`)).status).toBe(403);
    expect((await call('zhangsan', 'DELETE', '/bpmModel/bpmDeputy/v1/removes')).status).toBe(400);
    expect((await list('zhaoliu', '/bpmModel/bpmDeputy/v1/list')).total).toBe(1);
  });

  it('needs a signed-in caller', async () => {
    expect((await app.inject({ method: 'GET', url: '/bpmModel/bpmDeputy/v1/getByUserId' })).statusCode).toBe(401);
  });
});

describe('activeAgentOf', () => {
  let db: Db;
  const insert = (id: string, over: { auth?: string; agent?: string; start?: string; end?: string; enabled?: string; type?: number; keys?: string[]; created?: string } = {}) => {
    db.prepare(
      `INSERT INTO bpm_agent (id, tenant_id, auth_id, auth_name, agent_id, agent_name, start_date, end_date, is_enabled, agent_type, subject, create_time)
       VALUES (?, '-1', ?, '', ?, '', ?, ?, ?, ?, ?, ?)`,
    ).run(id, over.auth ?? ID.lisi, over.agent ?? ID.zhangsan, over.start ?? '2030-01-01 00:00:00', over.end ?? '2030-01-31 23:59:59', over.enabled ?? 'enabled', over.type ?? 1, id, over.created ?? '2029-01-01 00:00:00');
    for (const key of over.keys ?? []) db.prepare('INSERT INTO bpm_agent_def (agent_setting_id, flow_key, flow_name) VALUES (?, ?, ?)').run(id, key, key);
  };
  const at = (now: string, defKey = 'leave', userId: string = ID.lisi) => activeAgentOf(db, '-1', userId, defKey, now)?.name;

  beforeAll(async () => {
    db = openDatabase(':memory:');
    await seedIfEmpty(db);
    createEngineTables(db);
    seedDefinitions(db, DEFAULT_SEED_DIR);
    db.exec(SCHEMA);
    seedDelegation(db);
  });
  afterAll(() => db.close());

  it('finds the seeded agent of wangwu for expense claims only, within the span', () => {
    expect(activeAgentOf(db, '-1', ID.wangwu, 'expense', '2026-06-01 09:00:00')).toEqual({ id: ID.zhouba, name: '周八' });
    expect(activeAgentOf(db, '-1', ID.wangwu, 'leave', '2026-06-01 09:00:00')).toBeUndefined();
    expect(activeAgentOf(db, '-1', ID.wangwu, 'expense', '2028-01-01 00:00:00')).toBeUndefined();
    expect(activeAgentOf(db, '1001', ID.wangwu, 'expense', '2026-06-01 09:00:00')).toBeUndefined();
    // zhangsan's seeded setting is disabled.
    expect(activeAgentOf(db, '-1', ID.zhangsan, 'leave', '2026-07-05 00:00:00')).toBeUndefined();
  });

  it('takes the span inclusively, prefers a listed process over all, then the newest, and skips disabled agents', () => {
    insert('all', { type: 1, agent: ID.zhangsan });
    insert('listed', { type: 2, agent: ID.wangwu, keys: ['leave'] });
    insert('off', { type: 2, agent: ID.zhaoliu, keys: ['trip'], enabled: 'disabled' });
    insert('gone', { type: 2, agent: ID.sunqi, keys: ['purchase'] });
    expect(at('2030-01-01 00:00:00')).toBe('王五');
    expect(at('2030-01-31 23:59:59')).toBe('王五');
    expect(at('2030-02-01 00:00:00')).toBeUndefined();
    expect(at('2030-01-15 12:00:00', 'expense')).toBe('张三');
    expect(at('2030-01-15 12:00:00', 'trip')).toBe('张三');
    // sunqi is disabled: the "all" setting applies instead.
    expect(at('2030-01-15 12:00:00', 'purchase')).toBe('张三');
    insert('newer', { type: 2, agent: ID.zhaoliu, keys: ['leave'], created: '2029-06-01 00:00:00' });
    expect(at('2030-01-15 12:00:00')).toBe('赵六');
    expect(at('2030-01-15 12:00:00', 'leave', ID.zhaoliu)).toBeUndefined();
  });
});

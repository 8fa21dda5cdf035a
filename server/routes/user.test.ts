import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACME_TENANT_ID, authHeader, base64, login, testApp } from '../testing';

let app: FastifyInstance;
let zhangsan: { authorization: string };
let admin: { authorization: string };
beforeAll(async () => {
  app = await testApp();
  zhangsan = await authHeader(app, 'zhangsan');
  admin = await authHeader(app, 'admin', 'admin123');
});
afterAll(() => app.close());

const get = (url: string, headers: Record<string, string> = {}) => app.inject({ method: 'GET', url, headers });
const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
  app.inject({ method: 'POST', url, payload: payload as object, headers });

describe('current user', () => {
  it('answers the bare User of the caller without the password', async () => {
    const response = await post('/api/user/v1/user/getByAccount', {}, zhangsan);
    expect(response.statusCode).toBe(200);
    const user = response.json();
    expect(user).toMatchObject({ id: '10001', account: 'zhangsan', fullname: '张三', sex: 'male', status: 1, tenantId: '-1', from: 'system' });
    expect(JSON.stringify(user)).not.toMatch(/password|\$2[aby]\$/);
  });

  it('answers the user detail with the current post, roles, orgs, posts and rank', async () => {
    const detail = (await get('/api/user/v1/user/getDetailByAccountOrId?account=zhangsan', zhangsan)).json();
    expect(detail.user.account).toBe('zhangsan');
    expect(detail.org).toEqual({
      '202': { orgId: '202', orgName: '研发部', orgCode: 'rd', pathName: '行政维度/Flowdesk 科技有限公司/研发部', demName: '行政维度', isMaster: true, isCharge: false },
    });
    expect(Object.keys(detail.post)).toEqual(['401']);
    expect(detail.post['401']).toMatchObject({ postName: '研发工程师', postCode: 'rd-engineer', isMaster: true });
    expect(detail.role).toBe('普通员工');
    expect(detail.roles).toEqual([{ id: '502', name: '普通员工', code: 'staff' }]);
    expect(detail.posts.map((p: { postCode: string }) => p.postCode)).toEqual(['rd-engineer', 'oa-pm']);
    expect(detail.orgs.map((o: { orgId: string }) => o.orgId)).toEqual(['202', '206']);
    expect(detail.rank).toEqual({ fpostLevel: 'P5', frank: 'T4', fmgrRank: '' });
    const english = (await get('/api/user/v1/user/getDetailByAccountOrId', { ...zhangsan, 'accept-language': 'en-US' })).json();
    expect(english.post['401'].pathName).toBe('Administrative/Flowdesk Technology Co., Ltd./R&D Department');
    expect(english.role).toBe('Staff');
  });

  it("lets only administrators read another user's detail", async () => {
    const denied = await get('/api/user/v1/user/getDetailByAccountOrId?account=lisi', zhangsan);
    expect(denied.statusCode).toBe(403);
    expect(denied.json()).toEqual({ state: false, message: '没有权限执行此操作', errorCode: '004', logId: expect.stringMatching(/^[0-9a-f]{8}$/) });
    const byAdmin = await get('/api/user/v1/user/getDetailByAccountOrId?account=10002', admin);
    expect(byAdmin.json().user.account).toBe('lisi');
    expect((await get('/api/user/v1/user/getDetailByAccountOrId?account=ghost', admin)).statusCode).toBe(404);
    // An administrator of another tenant does not see platform users.
    const acmeAdmin = await authHeader(app, 'acme_admin', 'admin123', ACME_TENANT_ID);
    expect((await get('/api/user/v1/user/getDetailByAccountOrId?account=zhangsan', acmeAdmin)).statusCode).toBe(404);
  });

  it('takes the tenant from the token, never from the Tenant-Code header', async () => {
    const headers = { ...zhangsan, 'tenant-code': 'acme' };
    expect((await post('/api/user/v1/user/getByAccount', {}, headers)).json().tenantId).toBe('-1');
    const users = (await post('/uc/special/v1/queryAllByFUsernameIn', ['chenyi', 'acme_admin', 'lisi', 'wangwu'], headers)).json();
    expect(users.map((u: { account: string }) => u.account)).toEqual(['lisi', 'wangwu']);
    const strategy = (await get('/api/pwdStrategy/v1/getDefault', headers)).json();
    expect(strategy).toMatchObject({ tenantId: '-1', enable: 1 });
  });

  it('validates the account list', async () => {
    expect((await post('/uc/special/v1/queryAllByFUsernameIn', { account: 'lisi' }, zhangsan)).statusCode).toBe(400);
    expect((await post('/uc/special/v1/queryAllByFUsernameIn', [], zhangsan)).json()).toEqual([]);
  });
});

describe('post switch', () => {
  it('lists the posts with the current one and switches it', async () => {
    const headers = await authHeader(app, 'zhangsan');
    const posts = (await get('/uc/special/change/getPost?userId=10001', headers)).json();
    expect(posts).toEqual([
      expect.objectContaining({ postId: '401', postCode: 'rd-engineer', orgName: '研发部', isMaster: true, isCurrent: true, disabled: true }),
      expect.objectContaining({ postId: '405', postCode: 'oa-pm', orgName: 'OA 升级项目组', pathName: '项目维度/OA 升级项目组', isMaster: false, isCurrent: false }),
    ]);
    const switched = (await get('/uc/special/change/changePost?userId=10001&postCode=oa-pm', headers)).json();
    expect(switched).toMatchObject({ state: true, message: '切换当前岗位成功' });
    const detail = (await get('/api/user/v1/user/getDetailByAccountOrId', headers)).json();
    expect(Object.keys(detail.post)).toEqual(['405']);
    expect(Object.keys(detail.org)).toEqual(['206']);
    expect((await get('/uc/special/change/getPost', headers)).json().find((p: { isCurrent: boolean }) => p.isCurrent).postCode).toBe('oa-pm');
    await get('/uc/special/change/changePost?userId=10001&postCode=rd-engineer', headers);
  });

  it("refuses unknown posts, other users' posts and missing codes", async () => {
    const unknown = (await get('/uc/special/change/changePost?userId=10001&postCode=fin-manager', zhangsan)).json();
    expect(unknown).toEqual({ state: false, message: '岗位不存在或不属于该用户' });
    expect((await get('/uc/special/change/getPost?userId=10002', zhangsan)).statusCode).toBe(403);
    expect((await get('/uc/special/change/changePost?userId=10002&postCode=rd-manager', zhangsan)).statusCode).toBe(403);
    expect((await get('/uc/special/change/getPost?userId=10002', admin)).json()[0].postCode).toBe('rd-manager');
    const missing = await get('/uc/special/change/changePost?userId=10001', zhangsan);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toContain('postCode');
  });
});

describe('password strategy and change', () => {
  const change = (payload: object, headers: Record<string, string> = {}) => post('/api/user/v1/user/changUserPsd', payload, headers);

  it('answers the tenant strategy, anonymously by Tenant-Code', async () => {
    expect((await get('/api/pwdStrategy/v1/getDefault')).json()).toMatchObject({ tenantId: '-1', enable: 1, pwdRule: 2, pwdLength: 8 });
    expect((await get('/api/pwdStrategy/v1/getDefault', { 'tenant-code': 'acme' })).json()).toMatchObject({ tenantId: ACME_TENANT_ID, enable: 0 });
  });

  it('checks the old password, the owner and the strategy', async () => {
    const headers = await authHeader(app, 'wangwu');
    expect((await change({ account: 'wangwu', oldPwd: 'wrong', newPwd: 'abcd1234' }, headers)).json()).toEqual({ state: false, message: '旧密码不正确' });
    const other = await change({ account: 'lisi', oldPwd: '123456', newPwd: 'abcd1234' }, headers);
    expect(other.statusCode).toBe(403);
    expect(other.json().message).toBe('只能修改自己的密码');
    expect((await change({ account: 'wangwu', oldPwd: '123456', newPwd: 'abc123' }, headers)).json()).toEqual({ state: false, message: '密码长度不能少于 8 位' });
    expect((await change({ account: 'wangwu', oldPwd: '123456', newPwd: 'abcdefgh' }, headers)).json()).toEqual({ state: false, message: '密码必须同时包含数字和字母' });
    const english = await change({ account: 'wangwu', oldPwd: '123456', newPwd: '12345678' }, { ...headers, 'accept-language': 'en-US' });
    expect(english.json().message).toBe('The password must contain both digits and letters.');
    expect((await change({ account: 'wangwu', oldPwd: '123456' }, headers)).statusCode).toBe(400);

    expect((await change({ account: 'wangwu', oldPwd: '123456', newPwd: 'newPass2026' }, headers)).json()).toEqual({ state: true, message: '密码修改成功' });
    expect((await app.inject({ method: 'POST', url: '/auth', payload: { username: 'wangwu', password: base64('123456') } })).statusCode).toBe(400);
    expect((await login(app, 'wangwu', 'newPass2026')).loginStatus).toBe(true);
  });

  it('completes a forced reset anonymously or with the reset token, then logs in normally', async () => {
    const first = await login(app, 'zhouba');
    expect(first.loginStatus).toBe(false);
    const anonymousWrong = await change({ account: 'zhouba', oldPwd: 'guess', newPwd: 'reset2026x' });
    expect(anonymousWrong.json()).toEqual({ state: false, message: '旧密码不正确' });
    const reset = await change({ account: 'zhouba', oldPwd: '123456', newPwd: 'reset2026x' }, { authorization: `Bearer ${first.token}` });
    expect(reset.json().state).toBe(true);
    // The reset token is spent: the call counts as anonymous (200 wrong old password), not as zhouba's (403 other account).
    const spent = await change({ account: 'lisi', oldPwd: 'guess', newPwd: 'again2026x' }, { authorization: `Bearer ${first.token}` });
    expect(spent.statusCode).toBe(200);
    expect(spent.json().state).toBe(false);
    expect((await change({ account: 'zhouba', oldPwd: 'reset2026x', newPwd: 'again2026x' })).json().state).toBe(true);
    const again = await login(app, 'zhouba', 'again2026x');
    expect(again.loginStatus).toBe(true);
  });

  it('applies the tenant strategy of an anonymous caller (acme: none, so at least 6 characters)', async () => {
    expect((await change({ account: 'chenyi', oldPwd: '123456', newPwd: 'short' }, { 'tenant-code': 'acme' })).json()).toEqual({
      state: false,
      message: '密码长度不能少于 6 位',
    });
    expect((await change({ account: 'chenyi', oldPwd: '123456', newPwd: 'simple' }, { 'tenant-code': 'acme' })).json().state).toBe(true);
    // Without the tenant code the platform is searched, where chenyi does not exist.
    expect((await change({ account: 'chenyi', oldPwd: 'simple', newPwd: 'simple2' })).json().state).toBe(false);
    expect((await login(app, 'chenyi', 'simple', ACME_TENANT_ID)).account).toBe('chenyi');
  });
});

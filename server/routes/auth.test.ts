import type { FastifyInstance } from 'fastify';
import jwt from 'jsonwebtoken';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ACME_TENANT_ID, authHeader, base64, login, testApp, TEST_JWT_SECRET } from '../testing';

let app: FastifyInstance;
beforeAll(async () => {
  app = await testApp();
});
afterAll(() => app.close());

const postAuth = (username: string, password: string, tenantId?: string, language = 'zh-CN') =>
  app.inject({
    method: 'POST',
    url: tenantId ? `/auth?tenantId=${tenantId}` : '/auth',
    headers: { 'accept-language': language },
    payload: { username, password: base64(password), logintype: '0' },
  });

describe('POST /auth', () => {
  it('answers the bare login shape with a usable token', async () => {
    const response = await postAuth('zhangsan', '123456');
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toEqual({
      token: expect.any(String),
      username: '张三',
      account: 'zhangsan',
      userId: '10001',
      expiration: 7200,
      loginStatus: true,
      userAttrs: { tenantId: '-1' },
    });
    const claims = jwt.verify(body.token, TEST_JWT_SECRET) as jwt.JwtPayload;
    expect(claims).toMatchObject({ sub: '10001', account: 'zhangsan', tenantId: '-1' });
    expect(claims.exp! - claims.iat!).toBe(7200);
    const me = await app.inject({ method: 'POST', url: '/api/user/v1/user/getByAccount', headers: { authorization: `Bearer ${body.token}` } });
    expect(me.json().account).toBe('zhangsan');
  });

  it('decodes UTF-8 Base64 passwords and rejects a wrong one or an unknown account alike', async () => {
    for (const [account, password] of [
      ['zhangsan', 'wrong-password'],
      ['nobody', '123456'],
      ['zhangsan', '１２３４５６'],
    ]) {
      const response = await postAuth(account, password);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ state: false, message: '账号或密码错误' });
    }
    expect((await postAuth('zhangsan', 'nope', undefined, 'en-US')).json().message).toBe('Incorrect account or password.');
  });

  it('refuses disabled and not activated accounts after checking the password', async () => {
    expect((await postAuth('sunqi', '123456')).json()).toMatchObject({ state: false, message: '账号被禁用或离职' });
    expect((await postAuth('wujiu', '123456')).json()).toMatchObject({ state: false, message: '账号未激活，请联系管理员' });
    expect((await postAuth('sunqi', 'bad-password')).json().message).toBe('账号或密码错误');
  });

  it('gives a must-change user loginStatus false and a token that only changes the password', async () => {
    const response = await postAuth('zhouba', '123456');
    expect(response.statusCode).toBe(200);
    const { token, loginStatus } = response.json();
    expect(loginStatus).toBe(false);
    const headers = { authorization: `Bearer ${token}` };
    const me = await app.inject({ method: 'POST', url: '/api/user/v1/user/getByAccount', headers });
    expect(me.statusCode).toBe(401);
    expect(me.json()).toMatchObject({ state: false, message: '请先修改密码后再使用系统' });
    expect((await app.inject({ method: 'GET', url: '/refresh', headers })).statusCode).toBe(401);
    expect((await app.inject({ method: 'GET', url: '/api/pwdStrategy/v1/getDefault', headers })).json()).toMatchObject({ enable: 1, pwdRule: 2 });
  });

  it('keeps tenants apart: the tenant id chooses where the account is looked up', async () => {
    expect((await postAuth('chenyi', '123456')).statusCode).toBe(400);
    const acme = await postAuth('chenyi', '123456', ACME_TENANT_ID);
    expect(acme.statusCode).toBe(200);
    expect(acme.json()).toMatchObject({ account: 'chenyi', userAttrs: { tenantId: ACME_TENANT_ID } });
    expect((await postAuth('zhangsan', '123456', ACME_TENANT_ID)).statusCode).toBe(400);
    expect((await postAuth('zhangsan', '123456', 'no-such-tenant')).statusCode).toBe(400);
  });

  it('validates the body', async () => {
    const response = await app.inject({ method: 'POST', url: '/auth', payload: { username: 'zhangsan' } });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ state: false, message: '请求参数不正确：缺少必填字段 body.password' });
    const long = await app.inject({ method: 'POST', url: '/auth', payload: { username: 'x'.repeat(65), password: 'eA==' } });
    expect(long.statusCode).toBe(400);
    const notJson = await app.inject({ method: 'POST', url: '/auth', headers: { 'content-type': 'application/json' }, payload: '{"username":' });
    expect(notJson.json()).toMatchObject({ state: false, message: '请求体不是有效的 JSON' });
  });
});

describe('token checks', () => {
  const me = (authorization?: string) =>
    app.inject({ method: 'POST', url: '/api/user/v1/user/getByAccount', headers: authorization ? { authorization } : {} });

  it('answers 401 with a localized message without a valid token', async () => {
    const missing = await me();
    expect(missing.statusCode).toBe(401);
    expect(missing.json()).toMatchObject({ state: false, message: '未登录或登录已过期，请重新登录' });
    expect((await me('Bearer not-a-jwt')).statusCode).toBe(401);
    expect((await me('Basic emhhbmdzYW46MTIzNDU2')).statusCode).toBe(401);
    const foreign = jwt.sign({ account: 'admin', tenantId: '-1', jti: 'x' }, 'another-secret', { subject: '1', expiresIn: 60 });
    expect((await me(`Bearer ${foreign}`)).statusCode).toBe(401);
    const expired = jwt.sign({ account: 'admin', tenantId: '-1', exp: Math.floor(Date.now() / 1000) - 10 }, TEST_JWT_SECRET, { subject: '1', jwtid: 'y' });
    expect((await me(`Bearer ${expired}`)).statusCode).toBe(401);
    const none = jwt.sign({ account: 'admin', tenantId: '-1' }, '', { algorithm: 'none', subject: '1', jwtid: 'z', expiresIn: 60 });
    expect((await me(`Bearer ${none}`)).statusCode).toBe(401);
  });

  it('refreshes the token', async () => {
    const headers = await authHeader(app, 'lisi');
    const response = await app.inject({ method: 'GET', url: '/refresh', headers });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ account: 'lisi', expiration: 7200, loginStatus: true, token: expect.any(String) });
    expect((await me(`Bearer ${body.token}`)).statusCode).toBe(200);
  });

  it('signs out by revoking the token', async () => {
    const headers = await authHeader(app, 'wangwu');
    const response = await app.inject({ method: 'GET', url: '/signout', headers });
    expect(response.json()).toEqual({ state: true, message: '退出登录成功' });
    expect((await me(headers.authorization)).statusCode).toBe(401);
    expect((await app.inject({ method: 'GET', url: '/signout' })).json().state).toBe(true);
  });

  it('honours the configured token lifetime', async () => {
    const shortLived = await testApp({ tokenTtlSeconds: 60 });
    try {
      expect((await login(shortLived, 'zhangsan')).expiration).toBe(60);
    } finally {
      await shortLived.close();
    }
  });
});

describe('GET /sso/auth', () => {
  afterEach(() => {
    delete process.env.FLOWDESK_SSO_SECRET;
  });

  it('is off without FLOWDESK_SSO_SECRET', async () => {
    const response = await app.inject({ method: 'GET', url: '/sso/auth?ticket=abc', headers: { 'accept-language': 'en-US' } });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ state: false, message: 'Single sign-on is not configured.' });
  });

  it('exchanges a valid external ticket for a session and refuses bad ones', async () => {
    process.env.FLOWDESK_SSO_SECRET = 'sso-secret';
    const ssoApp = await testApp();
    try {
      const ticket = jwt.sign({ account: 'lisi' }, 'sso-secret', { expiresIn: 60 });
      const ok = await ssoApp.inject({ method: 'GET', url: `/sso/auth?ticket=${ticket}&service=x` });
      expect(ok.statusCode).toBe(200);
      expect(ok.json()).toMatchObject({ account: 'lisi', username: '李四', loginStatus: true, userAttrs: { tenantId: '-1' } });

      const acmeTicket = jwt.sign({ account: 'chenyi', tenantId: ACME_TENANT_ID }, 'sso-secret', { expiresIn: 60 });
      expect((await ssoApp.inject({ method: 'GET', url: `/sso/auth?ticket=${acmeTicket}` })).json().userAttrs.tenantId).toBe(ACME_TENANT_ID);

      for (const bad of [
        jwt.sign({ account: 'lisi' }, 'wrong-secret', { expiresIn: 60 }),
        jwt.sign({ account: 'lisi', exp: Math.floor(Date.now() / 1000) - 5 }, 'sso-secret'),
        jwt.sign({ user: 'lisi' }, 'sso-secret', { expiresIn: 60 }),
        jwt.sign({ account: 'ghost' }, 'sso-secret', { expiresIn: 60 }),
      ]) {
        const response = await ssoApp.inject({ method: 'GET', url: `/sso/auth?ticket=${bad}` });
        expect(response.statusCode).toBe(401);
        expect(response.json()).toMatchObject({ state: false, message: '单点登录票据无效或已过期' });
      }
      expect((await ssoApp.inject({ method: 'GET', url: '/sso/auth?code=abc' })).statusCode).toBe(401);
      const disabled = jwt.sign({ account: 'sunqi' }, 'sso-secret', { expiresIn: 60 });
      expect((await ssoApp.inject({ method: 'GET', url: `/sso/auth?ticket=${disabled}` })).statusCode).toBe(400);
    } finally {
      await ssoApp.close();
    }
  });
});

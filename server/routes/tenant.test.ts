import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACME_TENANT_ID, authHeader, testApp } from '../testing';

let app: FastifyInstance;
beforeAll(async () => {
  app = await testApp();
});
afterAll(() => app.close());

const get = (url: string, headers: Record<string, string> = {}) => app.inject({ method: 'GET', url, headers });

describe('tenants', () => {
  it('finds a tenant by code anonymously, the platform by default, in the asked language', async () => {
    const platform = (await get('/uc/tenantManage/v1/getTenantByCode')).json();
    expect(platform).toMatchObject({ id: '-1', code: 'platform', name: 'Flowdesk 协同办公平台', nameFront: 'Flowdesk 协同办公平台' });
    expect(platform.frontLogo).toBe('/system/file/v1/getLogoFile?logoType=logo&tenantId=-1');
    expect(JSON.parse(platform.ico)).toEqual([{ id: '-1-ico', name: 'platform-ico.svg', url: '/system/file/v1/getLogoFile?logoType=ico&tenantId=-1' }]);
    expect((await get('/uc/tenantManage/v1/getTenantByCode?code=platform')).json().id).toBe('-1');
    expect((await get('/uc/tenantManage/v1/getTenantByCode?code=acme')).json()).toMatchObject({ id: ACME_TENANT_ID, name: '艾克米集团' });
    expect((await get('/uc/tenantManage/v1/getTenantByCode?code=acme', { 'accept-language': 'en-US' })).json()).toMatchObject({
      name: 'Acme Group',
      nameFront: 'Acme Group',
    });
    const unknown = await get('/uc/tenantManage/v1/getTenantByCode?code=nope');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ state: false, message: '租户不存在' });
  });

  it('lists tenants for the platform administrator only, 20 a page, searchable with LIKE', async () => {
    const admin = await authHeader(app, 'admin', 'admin123');
    const list = (payload: object, headers: Record<string, string>) => app.inject({ method: 'POST', url: '/uc/tenantManage/v1/listJson', payload, headers });
    const all = (await list({}, admin)).json();
    expect(all).toMatchObject({ total: 2, page: 1, pageSize: 20 });
    const found = (await list({ pageBean: { page: 1, pageSize: 20 }, querys: [{ property: 'name', value: '艾克米', group: 'main', operation: 'LIKE', relation: 'AND' }] }, admin)).json();
    expect(found.rows.map((t: { code: string }) => t.code)).toEqual(['acme']);
    expect((await list({ querys: [{ property: 'code', value: "acme' OR '1'='1", operation: 'LIKE' }] }, admin)).json().total).toBe(0);

    const staff = await authHeader(app, 'zhangsan');
    const denied = await list({}, staff);
    expect(denied.statusCode).toBe(403);
    expect(denied.json()).toMatchObject({ state: false, message: '没有权限执行此操作' });
    const acmeAdmin = await authHeader(app, 'acme_admin', 'admin123', ACME_TENANT_ID);
    expect((await list({}, acmeAdmin)).statusCode).toBe(403);
    expect((await list({}, {})).statusCode).toBe(401);
  });

  it('answers one tenant to the platform administrator or to its own users', async () => {
    const admin = await authHeader(app, 'admin', 'admin123');
    expect((await get(`/uc/tenantManage/v1/getJson?id=${ACME_TENANT_ID}`, admin)).json().code).toBe('acme');
    const chenyi = await authHeader(app, 'chenyi', '123456', ACME_TENANT_ID);
    expect((await get(`/uc/tenantManage/v1/getJson?id=${ACME_TENANT_ID}`, chenyi)).json().code).toBe('acme');
    expect((await get('/uc/tenantManage/v1/getJson?id=-1', chenyi)).statusCode).toBe(403);
    expect((await get('/uc/tenantManage/v1/getJson?id=4242', admin)).statusCode).toBe(404);
    expect((await get('/uc/tenantManage/v1/getJson', admin)).statusCode).toBe(400);
  });
});

describe('system setting and logos', () => {
  it('answers the localized front name anonymously', async () => {
    expect((await get('/sys/sysProperties/v1/getDecryptBySysSetting')).json()).toEqual({
      frontName: 'Flowdesk 协同办公平台',
      frontLogo: '/system/file/v1/getLogoFile?logoType=logo&tenantId=-1',
      ico: expect.stringContaining('platform-ico.svg'),
    });
    expect((await get('/sys/sysProperties/v1/getDecryptBySysSetting', { 'accept-language': 'en-US' })).json().frontName).toBe(
      'Flowdesk Collaboration Platform',
    );
  });

  it('serves SVG logos per tenant with locked-down headers', async () => {
    const logo = await get('/system/file/v1/getLogoFile?logoType=logo&tenantId=-1');
    expect(logo.statusCode).toBe(200);
    expect(logo.headers['content-type']).toBe('image/svg+xml');
    expect(logo.headers['x-content-type-options']).toBe('nosniff');
    expect(logo.headers['content-security-policy']).toBe("default-src 'none'; style-src 'unsafe-inline'");
    expect(logo.body).toContain('Flowdesk');
    const acme = await get(`/system/file/v1/getLogoFile?logoType=ico&tenantId=${ACME_TENANT_ID}`);
    expect(acme.body).toContain('Acme');
    expect((await get('/system/file/v1/getLogoFile')).body).toBe(logo.body);
    expect((await get('/system/file/v1/getLogoFile?logoType=frontLogo&tenantId=-1')).body).toBe(logo.body);
    expect((await get('/system/file/v1/getLogoFile?logoType=html')).statusCode).toBe(400);
    expect((await get('/system/file/v1/getLogoFile?tenantId=4242')).statusCode).toBe(404);
  });

  it('serves the help page in the asked language, framable by the portal only', async () => {
    const zh = await get('/portal/help/index.html');
    expect(zh.statusCode).toBe(200);
    expect(zh.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(zh.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(zh.headers['content-security-policy']).toContain("frame-ancestors 'self'");
    expect(zh.body).toContain('<html lang="zh-CN">');
    expect((await get('/portal/help/index.html', { 'accept-language': 'en-US,en;q=0.9' })).body).toContain('<html lang="en-US">');
    expect((await get('/portal/help/index.html?lang=en-US')).body).toContain('Flowdesk user manual');
  });
});

describe('short links', () => {
  const resolve = (shortUrl: string, language = 'zh-CN') =>
    get(`/portal/shorturlManage/v1/getLongUrlByShortUrl?shortUrl=${encodeURIComponent(shortUrl)}`, { 'accept-language': language });

  it('resolves a valid code (also given as a /surl/ path) to an in-app path', async () => {
    const expected = { state: true, message: '获取链接成功', value: { guestToken: '', url: '/home' } };
    expect((await resolve('welcome')).json()).toEqual(expected);
    expect((await resolve('/surl/welcome')).json()).toEqual(expected);
    expect((await resolve('/fvue/surl/todo')).json().value.url).toBe('/v-flow/v-todo');
  });

  it('reports expired and unknown links with state false', async () => {
    expect((await resolve('spring2025')).json()).toEqual({ state: false, message: '链接已失效' });
    expect((await resolve('spring2025', 'en-US')).json()).toEqual({ state: false, message: 'The link has expired.' });
    expect((await resolve('no-such-code', 'en-US')).json()).toEqual({ state: false, message: 'The link does not exist.' });
    expect((await resolve("' OR 1=1 --")).json().state).toBe(false);
    expect((await get('/portal/shorturlManage/v1/getLongUrlByShortUrl')).statusCode).toBe(400);
  });
});

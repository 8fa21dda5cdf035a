// Tenant administration: the platform administrator creates, renames, brands, disables and enables tenants (each
// read back through the uc's own reads and the public brand calls); a tenant administrator sees no other tenant;
// a disabled tenant's users cannot sign in.
import { describe, expect, it } from 'vitest';
import { ACME_TENANT_ID, administratorsApp, authHeader, base64, multipart, PNG_BYTES } from '../../testing';

type Headers = Record<string, string>;
const EN = { 'accept-language': 'en-US' };
const PASSWORD = 'Welcome2026';

interface TenantDto {
  id: string;
  code: string;
  name: string;
  nameFront: string;
  nameEn: string | null;
  status: string;
  ico: string;
}

describe('tenant administration', () => {
  const server = administratorsApp(60_000);
  const call = (headers: Headers, method: 'GET' | 'POST', url: string, payload?: object) => server.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
  const ok = async (headers: Headers, method: 'GET' | 'POST', url: string, payload?: object) => {
    const response = await call(headers, method, url, payload);
    expect(response.statusCode, response.body).toBe(200);
    return response.json();
  };
  const refused = async (status: number, headers: Headers, method: 'GET' | 'POST', url: string, payload?: object) => {
    const response = await call(headers, method, url, payload);
    expect(response.statusCode, response.body).toBe(status);
    return (response.json() as { message: string }).message;
  };
  const tenants = async (headers: Headers = server.admin) =>
    ((await ok(headers, 'POST', '/uc/tenantManage/v1/listJson', { pageBean: { page: 1, pageSize: 50 }, querys: [] })) as { rows: TenantDto[] }).rows;
  const signIn = (account: string, password: string, tenantId: string) =>
    server.app.inject({ method: 'POST', url: `/auth?tenantId=${encodeURIComponent(tenantId)}`, payload: { username: account, password: base64(password) } });
  const upload = async (headers: Headers, name: string, content: Buffer) => {
    const body = multipart('file', name, content);
    const response = await server.app.inject({ method: 'POST', url: '/system/file/v1/fileUpload', headers: { ...headers, ...body.headers }, payload: body.payload });
    expect(response.statusCode, response.body).toBe(200);
    return (response.json() as { fileId: string }).fileId;
  };

  it('creates a tenant with its administrator, who signs in and sees only their own tenant', async () => {
    const created = await ok(server.admin, 'POST', '/uc/tenantManage/v1/save', {
      code: 'globex',
      name: '环球公司',
      nameEn: 'Globex',
      nameFront: '环球协同',
      admin: { account: 'globex_admin', fullname: '环球管理员', password: PASSWORD },
    });
    expect(created).toMatchObject({ state: true, message: '租户创建成功' });
    const stored = (await tenants()).find((tenant) => tenant.code === 'globex');
    expect(stored).toMatchObject({ id: created.value, name: '环球公司', nameEn: 'Globex', nameFront: '环球协同', status: 'enable' });
    expect((await tenants({ ...server.admin, ...EN })).find((tenant) => tenant.code === 'globex')!.name).toBe('Globex');
    expect(await ok({}, 'GET', '/uc/tenantManage/v1/getTenantByCode?code=globex')).toMatchObject({ id: created.value, nameFront: '环球协同' });

    const globex = await authHeader(server.app, 'globex_admin', PASSWORD, created.value);
    const dimensions = (await ok(globex, 'GET', '/api/demension/v1/dems/getAll')) as { id: string }[];
    expect(dimensions).toHaveLength(1);
    const tree = (await ok(globex, 'GET', `/api/org/v1/orgs/getOrgTree?demId=${dimensions[0].id}`)) as { code: string; children: unknown[] }[];
    expect(tree.map((org) => org.code)).toEqual(['globex']);
    const users = (await ok(globex, 'POST', '/api/user/v1/users/queryUserWithMainOrgPost', { pageBean: { page: 1, pageSize: 50 }, querys: [] })) as { rows: { account: string }[] };
    expect(users.rows.map((user) => user.account)).toEqual(['globex_admin']);
    // the new administrator administers their own tenant
    expect(await ok(globex, 'POST', '/api/org/v1/org/addOrg', { name: '研发部', code: 'globex-rd', demId: dimensions[0].id })).toMatchObject({ state: true });
    // the platform's own directory is untouched
    const platformUsers = (await ok(server.admin, 'POST', '/api/user/v1/users/queryUserWithMainOrgPost', { pageBean: { page: 1, pageSize: 200 }, querys: [] })) as { rows: { account: string }[] };
    expect(platformUsers.rows.map((user) => user.account)).not.toContain('globex_admin');
  });

  it('lets no tenant administrator see or change another tenant', async () => {
    // the acme administrator, and a user of the platform who is no administrator
    for (const [headers, otherTenant] of [[server.acme, '-1'], [await authHeader(server.app, 'zhangsan'), ACME_TENANT_ID]] as const) {
      await refused(403, headers, 'POST', '/uc/tenantManage/v1/listJson', { pageBean: { page: 1, pageSize: 20 }, querys: [] });
      await refused(403, headers, 'GET', `/uc/tenantManage/v1/getJson?id=${otherTenant}`);
      await refused(403, headers, 'POST', '/uc/tenantManage/v1/save', { code: 'evil', name: 'Evil', admin: { account: 'evil', fullname: 'Evil', password: PASSWORD } });
      await refused(403, headers, 'POST', '/uc/tenantManage/v1/save', { id: ACME_TENANT_ID, code: 'acme', name: 'Renamed' });
      await refused(403, headers, 'POST', '/uc/tenantManage/v1/setStatus', { id: '-1', status: 'disable' });
      await refused(403, headers, 'POST', '/uc/tenantManage/v1/saveLogo', { id: ACME_TENANT_ID, logoType: 'logo', fileId: 'x' });
    }
    // the tenant administrator reads their own tenant and users of their own tenant only
    expect(await ok(server.acme, 'GET', `/uc/tenantManage/v1/getJson?id=${ACME_TENANT_ID}`)).toMatchObject({ code: 'acme' });
    const acmeUsers = (await ok(server.acme, 'POST', '/api/user/v1/users/queryUserWithMainOrgPost', { pageBean: { page: 1, pageSize: 200 }, querys: [] })) as { rows: { tenantId?: string; account: string }[] };
    expect(acmeUsers.rows.map((user) => user.account)).not.toContain('admin');
    expect(acmeUsers.rows.map((user) => user.account)).not.toContain('zhangsan');
    await refused(404, server.acme, 'GET', '/api/user/v1/user/getAdminDetail?id=1');
    expect(await tenants()).toEqual(expect.arrayContaining([expect.objectContaining({ code: 'acme' })]));
    expect((await tenants()).find((tenant) => tenant.code === 'evil')).toBeUndefined();
    // the menu shows 租户管理 to the platform's administrator only
    const menu = async (headers: Headers) => JSON.stringify(await ok(headers, 'GET', '/sys/sysMenu/v1/getCurrentUserMenu?menuAlias=front_menu'));
    expect(await menu(server.admin)).toContain('v-tenantManage');
    expect(await menu(server.acme)).not.toContain('v-tenantManage');
    expect(await menu(server.acme)).toContain('v-userManage');
  });

  it('refuses a duplicate or malformed code, a weak password and disabling the platform, storing nothing', async () => {
    const admin = { account: 'boss', fullname: '老板', password: PASSWORD };
    expect(await refused(400, server.admin, 'POST', '/uc/tenantManage/v1/save', { code: 'ACME', name: '重复', admin })).toBe('租户编码只能包含 2 到 20 位小写字母、数字或连字符');
    expect(await refused(400, server.admin, 'POST', '/uc/tenantManage/v1/save', { code: 'acme', name: '重复', admin })).toBe('编码已存在：acme');
    expect(await refused(400, { ...server.admin, ...EN }, 'POST', '/uc/tenantManage/v1/save', { code: 'acme', name: 'Again', admin })).toBe('The code is already in use: acme');
    expect(await refused(400, server.admin, 'POST', '/uc/tenantManage/v1/save', { code: 'platform', name: '平台', admin })).toBe('租户编码只能包含 2 到 20 位小写字母、数字或连字符');
    expect(await refused(400, server.admin, 'POST', '/uc/tenantManage/v1/save', { code: 'initech', name: '英泰克' })).toBe('新租户必须指定租户管理员');
    expect(await refused(400, server.admin, 'POST', '/uc/tenantManage/v1/save', { code: 'initech', name: '英泰克', admin: { ...admin, password: 'short' } })).toMatch(/密码/);
    expect(await refused(400, server.admin, 'POST', '/uc/tenantManage/v1/save', { code: 'initech', name: '英泰克', admin: { ...admin, account: 'a' } })).toMatch(/账号格式/);
    expect(await refused(400, server.admin, 'POST', '/uc/tenantManage/v1/save', { code: 'initech', name: '   ', admin })).toBe('名称不能为空');
    expect((await tenants()).find((tenant) => tenant.code === 'initech')).toBeUndefined();

    expect(await refused(400, server.admin, 'POST', '/uc/tenantManage/v1/setStatus', { id: '-1', status: 'disable' })).toBe('平台租户不能禁用');
    expect(await refused(400, { ...server.admin, ...EN }, 'POST', '/uc/tenantManage/v1/setStatus', { id: '-1', status: 'disable' })).toBe('The platform tenant cannot be disabled.');
    expect(await refused(404, server.admin, 'POST', '/uc/tenantManage/v1/setStatus', { id: 'nope', status: 'disable' })).toBe('租户不存在：nope');
    expect(await refused(404, server.admin, 'POST', '/uc/tenantManage/v1/save', { id: 'nope', code: 'x', name: 'x' })).toBe('租户不存在：nope');
  });

  it('renames a tenant and stores its logo and favicon where the portal reads them', async () => {
    await ok(server.admin, 'POST', '/uc/tenantManage/v1/save', { id: ACME_TENANT_ID, code: 'ignored', name: '艾克米控股', nameEn: 'Acme Holdings', nameFront: '艾克米门户', nameFrontEn: 'Acme Portal' });
    expect(await ok({}, 'GET', '/uc/tenantManage/v1/getTenantByCode?code=acme')).toMatchObject({ id: ACME_TENANT_ID, code: 'acme', name: '艾克米控股', nameFront: '艾克米门户' });
    expect(await ok(EN, 'GET', '/uc/tenantManage/v1/getTenantByCode?code=acme')).toMatchObject({ name: 'Acme Holdings', nameFront: 'Acme Portal' });

    const png = await upload(server.admin, 'brand.png', PNG_BYTES);
    expect(await ok(server.admin, 'POST', '/uc/tenantManage/v1/saveLogo', { id: ACME_TENANT_ID, logoType: 'logo', fileId: png })).toMatchObject({ state: true });
    expect(await ok(server.admin, 'POST', '/uc/tenantManage/v1/saveLogo', { id: ACME_TENANT_ID, logoType: 'ico', fileId: png })).toMatchObject({ state: true });
    for (const logoType of ['frontLogo', 'ico']) {
      const logo = await server.app.inject({ method: 'GET', url: `/system/file/v1/getLogoFile?logoType=${logoType}&tenantId=${ACME_TENANT_ID}` });
      expect(logo.statusCode).toBe(200);
      expect(logo.headers['content-type']).toBe('image/png');
      expect(Buffer.compare(logo.rawPayload, PNG_BYTES)).toBe(0);
    }
    const ico = JSON.parse(((await ok({}, 'GET', '/uc/tenantManage/v1/getTenantByCode?code=acme')) as TenantDto).ico) as { name: string }[];
    expect(ico.map((file) => file.name)).toEqual(['brand.png']);

    // not an image, or somebody else's upload: refused, the stored logo stays
    const text = await upload(server.admin, 'notes.txt', Buffer.from('hello'));
    expect(await refused(400, server.admin, 'POST', '/uc/tenantManage/v1/saveLogo', { id: ACME_TENANT_ID, logoType: 'logo', fileId: text })).toBe('图片必须是本人上传的 png、jpeg、gif、webp 或 svg 文件');
    const foreign = await upload(await authHeader(server.app, 'zhangsan'), 'other.png', PNG_BYTES);
    await refused(400, server.admin, 'POST', '/uc/tenantManage/v1/saveLogo', { id: ACME_TENANT_ID, logoType: 'logo', fileId: foreign });
    const logo = await server.app.inject({ method: 'GET', url: `/system/file/v1/getLogoFile?logoType=frontLogo&tenantId=${ACME_TENANT_ID}` });
    expect(logo.headers['content-type']).toBe('image/png');
  });

  it('disables a tenant: its users can no longer sign in and their tokens stop; enabled again, they can', async () => {
    const acmeUser = await authHeader(server.app, 'acme_admin', 'admin123', ACME_TENANT_ID);
    expect(await ok(server.admin, 'POST', '/uc/tenantManage/v1/setStatus', { id: ACME_TENANT_ID, status: 'disable' })).toMatchObject({ state: true, message: '租户已禁用' });
    expect((await tenants()).find((tenant) => tenant.id === ACME_TENANT_ID)!.status).toBe('disable');
    const refusedSignIn = await signIn('acme_admin', 'admin123', ACME_TENANT_ID);
    expect(refusedSignIn.statusCode).toBe(400);
    expect((refusedSignIn.json() as { message: string }).message).toBe('租户已禁用，无法登录');
    expect((await call(acmeUser, 'GET', '/api/demension/v1/dems/getAll')).statusCode).toBe(401);
    // a wrong password still answers as any wrong password does: the tenant's state tells a guesser nothing
    expect(((await signIn('acme_admin', 'wrong', ACME_TENANT_ID)).json() as { message: string }).message).toBe('账号或密码错误');

    expect(await ok(server.admin, 'POST', '/uc/tenantManage/v1/setStatus', { id: ACME_TENANT_ID, status: 'enable' })).toMatchObject({ message: '租户已启用' });
    expect((await signIn('acme_admin', 'admin123', ACME_TENANT_ID)).statusCode).toBe(200);
  });
});

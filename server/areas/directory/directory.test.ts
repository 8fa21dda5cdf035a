// The directory area: pinyin initials, the people query (报表中心 › 人员查询) over the tenant's active users.
import { describe, expect, it } from 'vitest';
import { DEFAULT_SEED_DIR } from '../../db/seed';
import { administratorsApp, authHeader, testDatabase } from '../../testing';
import { pinyinInitials } from './pinyin';
import { prepareDirectory } from './store';

interface Page {
  rows: Record<string, unknown>[];
  total: number;
}

describe('pinyin initials', () => {
  it('give one letter per known character and per Latin word', () => {
    expect(pinyinInitials('张三')).toBe('zs');
    expect(pinyinInitials('系统管理员')).toBe('xtgly');
    expect(pinyinInitials('艾克米管理员')).toBe('akmgly');
    expect(pinyinInitials('Tom 李')).toBe('tl');
    expect(pinyinInitials('龘')).toBe('');
  });
});

describe('people query (userQuery/userQuery)', () => {
  const server = administratorsApp(60_000);
  const data = async (headers: Record<string, string>, filter: object) => {
    const response = await server.app.inject({ method: 'POST', url: '/form/query/queryView/data_userQuery/userQuery', headers, payload: filter });
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as Page;
  };

  it('is seeded and finds users by name, account and pinyin initials, within the tenant, active users only', async () => {
    const zhangsan = await authHeader(server.app, 'zhangsan');
    const view = await server.app.inject({ method: 'GET', url: '/form/query/queryView/getJson?sqlAlias=userQuery&alias=userQuery', headers: zhangsan });
    expect(view.json()).toMatchObject({ name: '人员查询', kind: 'queryView' });

    const byInitials = await data(zhangsan, { querys: [{ property: 'initials', value: 'zs', operation: 'RIGHT_LIKE' }] });
    expect(byInitials.rows.map((row) => row.account)).toEqual(['zhangsan']);
    expect(byInitials.rows[0]).toMatchObject({ fullname: '张三', org_name: '研发部', post_name: '研发工程师', email: 'zhangsan@flowdesk.example' });
    expect((await data(zhangsan, { querys: [{ property: 'fullname', value: '李', operation: 'LIKE' }] })).rows.map((row) => row.account)).toEqual(['lisi']);
    expect((await data(zhangsan, { querys: [{ property: 'account', value: 'wang', operation: 'LIKE' }] })).rows.map((row) => row.account)).toEqual(['wangwu']);

    const all = await data(server.admin, { pageBean: { page: 1, pageSize: 50 } });
    const accounts = all.rows.map((row) => row.account);
    expect(accounts).toContain('admin');
    expect(accounts).not.toContain('sunqi'); // disabled
    expect(accounts).not.toContain('acme_admin'); // another tenant
    const acme = await data(server.acme, { pageBean: { page: 1, pageSize: 50 } });
    expect(acme.rows.map((row) => row.account)).not.toContain('admin');
  });
});

describe('directory reads', () => {
  const server = administratorsApp(60_000);
  const call = async (headers: Record<string, string>, method: 'GET' | 'POST', url: string, payload?: object) =>
    server.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
  const orgUsers = async (headers: Record<string, string>, filter: object) => {
    const response = await call(headers, 'POST', '/api/org/v1/orgUsers/getOrgUserPage', filter);
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as Page;
  };
  const orgIs = (id: string) => ({ property: 'orgId', value: id, operation: 'EQUAL' });

  it('lists the members of an org by any of their posts, with those posts, for any signed-in user', async () => {
    const wangwu = await authHeader(server.app, 'wangwu');
    const rd = await orgUsers(wangwu, { querys: [orgIs('202')] });
    expect(rd.rows.map((row) => row.account).sort()).toEqual(['lisi', 'zhangsan']);
    expect(rd.rows.find((row) => row.account === 'lisi')).toMatchObject({ postName: '研发经理', isCharge: true, orgName: '研发部', mobile: '13800000003' });
    // zhangsan's second post is in the project dimension's OA project
    const project = await orgUsers(wangwu, { querys: [orgIs('206')] });
    expect(project.rows.find((row) => row.account === 'zhangsan')).toMatchObject({ postName: '项目经理', isCharge: true });
  });

  it('searches by name, account or pinyin initials, in one OR group', async () => {
    const search = (text: string) => ({
      querys: ['fullname', 'account', 'initials'].map((property) => ({ property, value: text, operation: 'LIKE', relation: 'OR', group: 'search' })),
    });
    const zhangsan = await authHeader(server.app, 'zhangsan');
    expect((await orgUsers(zhangsan, search('zl'))).rows.map((row) => row.account)).toEqual(['zhaoliu']);
    expect((await orgUsers(zhangsan, search('赵'))).rows.map((row) => row.account)).toEqual(['zhaoliu']);
    expect((await orgUsers(zhangsan, search('zhao'))).rows.map((row) => row.account)).toEqual(['zhaoliu']);
    expect((await orgUsers(zhangsan, search("' OR 1=1 --"))).total).toBe(0);
  });

  it('keeps to the caller\'s tenant: another tenant\'s org is not found, its users not listed', async () => {
    const acmeOrgs = (await orgUsers(server.acme, {})).rows.map((row) => row.account);
    expect(acmeOrgs).toContain('acme_admin');
    expect(acmeOrgs).not.toContain('zhangsan');
    const refused = await call(server.acme, 'POST', '/api/org/v1/orgUsers/getOrgUserPage', { querys: [orgIs('202')] });
    expect(refused.statusCode).toBe(404);
    expect(refused.json()).toMatchObject({ state: false, message: '组织不存在：202' });
    expect((await call(server.acme, 'GET', '/api/user/v1/user/getUserCard?account=zhangsan')).statusCode).toBe(404);
  });

  it('answers a user card with posts, roles, contact and the current leader', async () => {
    const wangwu = await authHeader(server.app, 'wangwu');
    const response = await call(wangwu, 'GET', '/api/user/v1/user/getUserCard?account=zhangsan');
    expect(response.statusCode, response.body).toBe(200);
    const card = response.json() as Record<string, unknown> & { posts: { postName: string; isMaster: boolean }[]; roles: { code: string }[] };
    expect(card).toMatchObject({ account: 'zhangsan', fullname: '张三', initials: 'zs', mobile: '13800000002', email: 'zhangsan@flowdesk.example', leader: { account: 'lisi', fullname: '李四' } });
    expect(card.posts.map((post) => [post.postName, post.isMaster])).toEqual([['研发工程师', true], ['项目经理', false]]);
    expect(card.roles.map((role) => role.code)).toEqual(['staff']);
    expect(card).not.toHaveProperty('password');
    const english = await server.app.inject({ method: 'GET', url: '/api/user/v1/user/getUserCard?account=nobody', headers: { ...wangwu, 'accept-language': 'en-US' } });
    expect(english.statusCode).toBe(404);
    expect(english.json()).toMatchObject({ message: 'No such user: nobody' });
    expect((await server.app.inject({ method: 'GET', url: '/api/user/v1/user/getUserCard?account=zhangsan' })).statusCode).toBe(401);
  });
});

describe('names in the reader’s language', () => {
  const server = administratorsApp(60_000);
  const english = { 'accept-language': 'en-US' };
  const inject = async (headers: Record<string, string>, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) => {
    const response = await server.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as Page & Record<string, unknown>;
  };
  const people = (headers: Record<string, string>, account: string) =>
    inject(headers, 'POST', '/form/query/queryView/data_userQuery/userQuery', { querys: [{ property: 'account', value: account, operation: 'EQUAL' }] }).then((page) => page.rows[0]);
  const directory = (headers: Record<string, string>, account: string) =>
    inject(headers, 'POST', '/api/org/v1/orgUsers/getOrgUserPage', { querys: [{ property: 'account', value: account, operation: 'EQUAL' }] }).then((page) => page.rows[0]);

  it('answers the people query’s organisation, post and the administrator’s full name in English to an English reader', async () => {
    const zhangsan = await authHeader(server.app, 'zhangsan');
    expect(await people(zhangsan, 'zhangsan')).toMatchObject({ fullname: '张三', org_name: '研发部', post_name: '研发工程师' });
    expect(await people({ ...zhangsan, ...english }, 'zhangsan')).toMatchObject({ fullname: '张三', org_name: 'R&D Department', post_name: 'R&D Engineer' });
    expect(await people({ ...zhangsan, ...english }, 'wangwu')).toMatchObject({ org_name: 'Finance Department', post_name: 'Accountant' });
    expect(await people(zhangsan, 'admin')).toMatchObject({ fullname: '系统管理员', org_name: '综合办公室', post_name: '系统管理员' });
    expect(await people({ ...zhangsan, ...english }, 'admin')).toMatchObject({ fullname: 'System administrator', org_name: 'General Office', post_name: 'System Administrator' });
    // the same filter finds the same people in both languages: conditions compare the stored names
    const byName = { querys: [{ property: 'fullname', value: '系统', operation: 'LIKE' }] };
    expect((await inject({ ...zhangsan, ...english }, 'POST', '/form/query/queryView/data_userQuery/userQuery', byName)).rows.map((row) => row.account)).toEqual(['admin']);
    expect((await people({ ...server.acme, ...english }, 'acme_admin')).fullname).toBe('Acme administrator');
  });

  it('names the administrator as the directory, the user card, inner messages and the welcome do, in either language', async () => {
    const zhangsan = await authHeader(server.app, 'zhangsan');
    expect(await directory(zhangsan, 'admin')).toMatchObject({ fullname: '系统管理员', orgName: '综合办公室', postName: '系统管理员' });
    expect(await directory({ ...zhangsan, ...english }, 'admin')).toMatchObject({ fullname: 'System administrator', orgName: 'General Office', postName: 'System Administrator' });
    expect((await directory({ ...zhangsan, ...english }, 'zhangsan')).fullname).toBe('张三');
    expect((await inject(zhangsan, 'GET', '/api/user/v1/user/getUserCard?account=admin')).fullname).toBe('系统管理员');
    expect((await inject({ ...zhangsan, ...english }, 'GET', '/api/user/v1/user/getUserCard?account=admin')).fullname).toBe('System administrator');

    const fromAdmin = (page: Page) => page.rows.filter((row) => row.ownerId === '1').map((row) => row.owner);
    const messages = { pageBean: { page: 1, pageSize: 50 } };
    const chineseOwners = fromAdmin(await inject(zhangsan, 'POST', '/innermsg/messageReceiver/v1/list', messages));
    expect(chineseOwners.length).toBeGreaterThan(0);
    expect(new Set(chineseOwners)).toEqual(new Set(['系统管理员']));
    expect(new Set(fromAdmin(await inject({ ...zhangsan, ...english }, 'POST', '/innermsg/messageReceiver/v1/list', messages)))).toEqual(new Set(['System administrator']));

    expect((await inject(server.admin, 'GET', '/portal/main/v1/welcome?account=admin')).greeting).toBe('欢迎回来，系统管理员');
    expect((await inject({ ...server.admin, ...english }, 'GET', '/portal/main/v1/welcome?account=admin')).greeting).toBe('Welcome back, System administrator');
  });

  it('drops the English full name when an administrator renames the user', async () => {
    const acmeAdmin = await directory(server.acme, 'acme_admin');
    await inject(server.acme, 'PUT', '/api/user/v1/user/updateUser', { id: acmeAdmin.id, fullname: '艾克米管理员', mobile: '13900000099' });
    expect((await directory({ ...server.acme, ...english }, 'acme_admin')).fullname).toBe('Acme administrator');
    await inject(server.acme, 'PUT', '/api/user/v1/user/updateUser', { id: acmeAdmin.id, fullname: '艾克米总管' });
    expect((await directory({ ...server.acme, ...english }, 'acme_admin')).fullname).toBe('艾克米总管');
    expect((await people({ ...server.acme, ...english }, 'acme_admin')).fullname).toBe('艾克米总管');
  });
});

describe('prepareDirectory', () => {
  it('gives a database made before the English full names the seeded ones, to users who still have the seeded name', async () => {
    const { db, close } = await testDatabase();
    try {
      for (const [id, code] of [['-1', 'platform'], ['1001', 'acme']]) {
        db.prepare("INSERT INTO tenants (id, code, name, name_front, create_time) VALUES (?, ?, 'T', 'T', '2026-01-01 00:00:00')").run(id, code);
      }
      const user = db.prepare("INSERT INTO users (id, tenant_id, account, fullname, password, create_time) VALUES (?, ?, ?, ?, 'x', '2026-01-01 00:00:00')");
      user.run('1', '-1', 'admin', '系统管理员');
      user.run('20001', '1001', 'acme_admin', '改过的名字');
      user.run('10001', '-1', 'zhangsan', '张三');
      prepareDirectory(db, DEFAULT_SEED_DIR);
      prepareDirectory(db, DEFAULT_SEED_DIR);
      const names = db.prepare('SELECT account, fullname_en FROM uc_user_directory ORDER BY account').all();
      expect(names).toEqual([
        { account: 'acme_admin', fullname_en: null },
        { account: 'admin', fullname_en: 'System administrator' },
        { account: 'zhangsan', fullname_en: null },
      ]);
    } finally {
      await close();
    }
  });
});

// The directory area: pinyin initials, the people query (报表中心 › 人员查询) over the tenant's active users.
import { describe, expect, it } from 'vitest';
import { administratorsApp, authHeader } from '../../testing';
import { pinyinInitials } from './pinyin';

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

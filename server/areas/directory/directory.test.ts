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

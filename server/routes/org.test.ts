import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACME_TENANT_ID, authHeader, testApp } from '../testing';

let app: FastifyInstance;
let zhangsan: { authorization: string };
let chenyi: { authorization: string };
beforeAll(async () => {
  app = await testApp();
  zhangsan = await authHeader(app, 'zhangsan');
  chenyi = await authHeader(app, 'chenyi', '123456', ACME_TENANT_ID);
});
afterAll(() => app.close());

const post = (url: string, payload: unknown, headers: Record<string, string> = zhangsan) =>
  app.inject({ method: 'POST', url, payload: payload as object, headers });

describe('dimensions and the org tree', () => {
  it('lists the dimensions of the caller tenant, default first', async () => {
    const dims = (await app.inject({ method: 'GET', url: '/api/demension/v1/dems/getAll', headers: zhangsan })).json();
    expect(dims.map((d: { code: string }) => d.code)).toEqual(['default', 'project']);
    expect(dims[0]).toMatchObject({ id: '101', name: '行政维度', demName: '行政维度', isDefault: true });
    expect((await post('/api/demension/v1/dems/getDemListAll', {}, chenyi)).json().map((d: { id: string }) => d.id)).toEqual(['1101']);
  });

  it('walks the tree by parent within a dimension', async () => {
    const roots = (await post('/api/org/v1/orgs/getByParentAndDem', { demId: '101' })).json();
    expect(roots).toHaveLength(1);
    expect(roots[0]).toMatchObject({ id: '201', parentId: '0', isParent: true, path: '201.' });
    const children = (await post('/api/org/v1/orgs/getByParentAndDem', { demId: '101', parentId: '201' })).json();
    expect(children.map((o: { code: string }) => o.code)).toEqual(['rd', 'finance', 'office']);
    expect(children[0]).toMatchObject({ pathName: '行政维度/Flowdesk 科技有限公司/研发部', path: '201.202.', isParent: true });
    // Another tenant's dimension gives nothing.
    expect((await post('/api/org/v1/orgs/getByParentAndDem', { demId: '1101' })).json()).toEqual([]);
    expect((await post('/api/org/v1/orgs/getByParentAndDem', { parentId: '201' })).statusCode).toBe(400);
  });

  it("answers the caller's master org", async () => {
    const org = (await app.inject({ method: 'GET', url: '/api/org/v1/org/getOrgMaster', headers: zhangsan })).json();
    expect(org).toMatchObject({ id: '202', code: 'rd', name: '研发部' });
  });
});

describe('paged directory lists', () => {
  it('pages orgs with QueryFilter conditions given as strings', async () => {
    const page = (await post('/api/org/v1/orgs/getOrgPage', { pageBean: { page: '1', pageSize: '2', showTotal: 'true' } })).json();
    expect(page).toMatchObject({ total: 6, page: 1, pageSize: 2 });
    expect(page.rows).toHaveLength(2);
    const found = (await post('/api/org/v1/orgs/getOrgPage', { querys: [{ property: 'name', value: '部', operation: 'LIKE', relation: 'AND', group: 'main' }] })).json();
    expect(found.rows.map((o: { code: string }) => o.code)).toEqual(['rd', 'finance']);
    const english = (await post('/api/org/v1/orgs/getOrgPage', { querys: [{ property: 'name', value: 'Department', operation: 'LIKE' }] }, { ...zhangsan, 'accept-language': 'en-US' })).json();
    expect(english.rows.map((o: { name: string }) => o.name)).toEqual(['R&D Department', 'Finance Department']);
  });

  it('pages posts, roles and jobs of the tenant only', async () => {
    const posts = (await post('/api/org/v1/orgPosts/getOrgPostPage', { querys: [{ property: 'orgId', value: '204' }] })).json();
    expect(posts.rows.map((p: { code: string }) => p.code)).toEqual(['fin-accountant', 'fin-manager']);
    expect(posts.rows[1]).toMatchObject({ orgName: '财务部', jobName: '经理', isCharge: true });
    const charged = (await post('/api/org/v1/orgPosts/getOrgPostPage', { querys: [{ property: 'isCharge', value: 'true' }], pageBean: { pageSize: 50 } })).json();
    expect(charged.total).toBe(3);
    const roles = (await post('/api/role/v1/roles/getRolePage', { sorter: [{ property: 'code', direction: 'ASC' }] })).json();
    expect(roles.rows.map((r: { code: string }) => r.code)).toEqual(['deptManager', 'finance', 'meetingRoomAdmin', 'staff', 'sysAdmin', 'workHourAdmin']);
    expect((await post('/api/role/v1/roles/getRolePage', {}, chenyi)).json().total).toBe(2);
    const jobs = (await post('/api/job/v1/jobs/getJobPage', { querys: [{ property: 'code', value: 'pm' }] })).json();
    expect(jobs.rows).toEqual([{ id: '304', code: 'pm', name: '项目经理', nameZh: '项目经理', nameEn: 'Project Manager', postLevel: 'P6', description: '' }]);
  });

  it('lists users with their main org and post', async () => {
    const users = (await post('/api/user/v1/users/queryUserWithMainOrgPost', { querys: [{ property: 'orgId', value: '202' }] })).json();
    expect(users.rows.map((u: { account: string }) => u.account)).toEqual(['zhangsan', 'lisi']);
    expect(users.rows[0]).toMatchObject({ fullname: '张三', orgName: '研发部', postName: '研发工程师', pathName: '行政维度/Flowdesk 科技有限公司/研发部' });
    expect(JSON.stringify(users)).not.toContain('$2');
    const acme = (await post('/api/user/v1/users/queryUserWithMainOrgPost', {}, chenyi)).json();
    expect(acme.rows.map((u: { account: string }) => u.account).sort()).toEqual(['acme_admin', 'chenyi']);
    const disabled = (await post('/api/user/v1/users/queryUserWithMainOrgPost', { querys: [{ property: 'status', value: '0' }] })).json();
    expect(disabled.rows.map((u: { account: string }) => u.account)).toEqual(['sunqi']);
  });

  it('answers hostile values with correct empty results and bad filters with 400', async () => {
    for (const value of ["' OR 1=1 --", "zhangsan' --", "%' OR '1'='1"]) {
      const response = await post('/api/user/v1/users/queryUserWithMainOrgPost', { querys: [{ property: 'account', value }] });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ rows: [], total: 0, page: 1, pageSize: 10 });
      const like = await post('/api/user/v1/users/queryUserWithMainOrgPost', { querys: [{ property: 'fullname', value, operation: 'LIKE' }] });
      expect(like.json().total).toBe(0);
    }
    const unknown = await post('/api/user/v1/users/queryUserWithMainOrgPost', { querys: [{ property: 'password', value: 'x' }] });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({ state: false, message: '不支持的查询字段：password' });
    const badSort = await post('/api/org/v1/orgs/getOrgPage', { sorter: [{ property: 'name; DROP TABLE orgs', direction: 'ASC' }] });
    expect(badSort.statusCode).toBe(400);
    const badPage = await post('/api/org/v1/orgs/getOrgPage', { pageBean: { page: 'first' } });
    expect(badPage.statusCode).toBe(400);
    expect(badPage.json().message).toContain('body.pageBean.page');
    expect((await post('/api/org/v1/orgs/getOrgPage', { querys: 'all' })).statusCode).toBe(400);
    expect((await post('/api/org/v1/orgs/getOrgPage', {})).json().total).toBe(6);
  });
});

// The administration area: every write read back through the uc's own reads, rights and tenant isolation, and
// the localized refusals of issue 23 (duplicate account, org under its own child, last administrator, unknown post).
import { describe, expect, it } from 'vitest';
import { ACME_TENANT_ID, administratorsApp, authHeader, base64 } from '../../testing';

type Headers = Record<string, string>;
const EN = { 'accept-language': 'en-US' };

describe('administration', () => {
  const server = administratorsApp(60_000);
  const call = (headers: Headers, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
    server.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
  const ok = async (headers: Headers, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) => {
    const response = await call(headers, method, url, payload);
    expect(response.statusCode, response.body).toBe(200);
    return response.json();
  };
  const refused = async (status: number, headers: Headers, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) => {
    const response = await call(headers, method, url, payload);
    expect(response.statusCode, response.body).toBe(status);
    const body = response.json() as { state: boolean; message: string };
    expect(body.state).toBe(false);
    return body.message;
  };
  type Node = { id: string; name: string; code: string; parentId: string; status: number; children: Node[] };
  const tree = async (headers: Headers, demId = '101') => (await ok(headers, 'GET', `/api/org/v1/orgs/getOrgTree?demId=${demId}`)) as Node[];
  const find = (nodes: Node[], code: string): Node | undefined => {
    for (const node of nodes) {
      if (node.code === code) return node;
      const below = find(node.children, code);
      if (below) return below;
    }
    return undefined;
  };

  it('adds, renames, moves and disables orgs, and refuses a move under the org itself or its child', async () => {
    const added = await ok(server.admin, 'POST', '/api/org/v1/org/addOrg', { name: '质量部', nameEn: 'Quality', code: 'quality', demId: '101', parentId: '201', orderNo: 9 });
    expect(added).toMatchObject({ state: true, message: '组织添加成功' });
    const sub = await ok(server.admin, 'POST', '/api/org/v1/org/addOrg', { name: '测试组', code: 'quality-test', demId: '101', parentId: added.value });
    let nodes = await tree(server.admin);
    expect(find(nodes, 'quality')).toMatchObject({ id: added.value, parentId: '201', status: 1 });
    expect(find(nodes, 'quality')!.children.map((n) => n.code)).toEqual(['quality-test']);
    expect(find(await tree({ ...server.admin, ...EN }), 'quality')!.name).toBe('Quality');

    expect(await refused(400, server.admin, 'POST', '/api/org/v1/org/addOrg', { name: '重复', code: 'QUALITY', demId: '101' })).toBe('编码已存在：QUALITY');
    expect(await refused(400, server.admin, 'POST', '/api/org/v1/org/moveOrg', { id: added.value, parentId: sub.value })).toBe('不能把组织移到它自己或它的下级组织之下');
    expect(await refused(400, { ...server.admin, ...EN }, 'POST', '/api/org/v1/org/moveOrg', { id: added.value, parentId: added.value })).toBe(
      'An organisation cannot be moved under itself or one of its own sub-organisations.',
    );
    expect(await refused(400, server.admin, 'POST', '/api/org/v1/org/moveOrg', { id: added.value, parentId: '206' })).toBe('只能在同一维度内移动组织');

    await ok(server.admin, 'POST', '/api/org/v1/org/moveOrg', { id: added.value, parentId: '202' });
    await ok(server.admin, 'PUT', '/api/org/v1/org/updateOrg', { id: added.value, name: '质量保障部', orderNo: 3 });
    nodes = await tree(server.admin);
    expect(find(nodes, 'quality')).toMatchObject({ name: '质量保障部', parentId: '202' });
    expect(find(nodes, 'rd')!.children.map((n) => n.code)).toContain('quality');

    expect(await ok(server.admin, 'POST', '/api/org/v1/org/setOrgStatus', { id: added.value, status: 0 })).toMatchObject({ state: true, message: '组织已禁用' });
    expect(find(await tree(server.admin), 'quality')!.status).toBe(0);
    // the directory's tree leaves the disabled org out; nothing is added below it
    const children = (await ok(server.admin, 'POST', '/api/org/v1/orgs/getByParentAndDem', { demId: '101', parentId: '202' })) as { id: string }[];
    expect(children.map((c) => c.id)).not.toContain(added.value);
    expect(await refused(400, server.admin, 'POST', '/api/org/v1/org/addOrg', { name: 'x', code: 'x-under-disabled', demId: '101', parentId: added.value })).toBe('组织已禁用，不能在其下添加：质量保障部');
  });

  it('keeps each tenant administrator inside their tenant, and everyone else out', async () => {
    expect(find(await tree(server.acme, '1101'), 'acme')).toBeDefined();
    expect(await tree(server.acme, '101')).toEqual([]);
    expect(await refused(404, server.acme, 'POST', '/api/org/v1/org/setOrgStatus', { id: '202', status: 0 })).toBe('组织不存在：202');
    expect(await refused(404, server.acme, 'POST', '/api/user/v1/user/setUserStatus', { id: '1', status: 0 })).toMatch(/^用户不存在/);
    expect(await refused(404, server.acme, 'POST', '/api/org/v1/orgPost/savePost', { code: 'p', name: 'p', orgId: '202' })).toBe('组织不存在：202');
    const zhangsan = await authHeader(server.app, 'zhangsan');
    await refused(403, zhangsan, 'GET', '/api/org/v1/orgs/getOrgTree?demId=101');
    await refused(403, zhangsan, 'POST', '/api/user/v1/user/addUser', { account: 'sneaky', fullname: 'x', password: 'Abcdef123' });
    await refused(401, {}, 'POST', '/api/org/v1/org/addOrg', { name: 'x', code: 'x', demId: '101' });
  });

  it('adds a user with posts and roles who can sign in and is found in the directory; disabling refuses the sign-in and the token', async () => {
    const org = await ok(server.admin, 'POST', '/api/org/v1/org/addOrg', { name: '客服部', code: 'service', demId: '101', parentId: '201' });
    const post = await ok(server.admin, 'POST', '/api/org/v1/orgPost/savePost', { code: 'service-agent', name: '客服专员', orgId: org.value, jobId: '306' });
    expect(await refused(400, server.admin, 'POST', '/api/user/v1/user/addUser', { account: 'qianshi', fullname: '钱七', password: 'short' })).toBe('密码长度不能少于 8 位');
    expect(await refused(400, server.admin, 'POST', '/api/user/v1/user/addUser', { account: 'qianshi', fullname: '钱七', password: 'abcdefghij' })).toBe('密码必须同时包含数字和字母');
    expect(await refused(400, server.admin, 'POST', '/api/user/v1/user/addUser', { account: 'qianshi', fullname: '钱七', password: 'Welcome2026', postIds: ['999'] })).toBe('岗位不存在：999');
    expect(await refused(400, server.admin, 'POST', '/api/user/v1/user/addUser', { account: 'q', fullname: '钱七', password: 'Welcome2026' })).toMatch(/^账号格式不符合要求/);
    expect(await refused(400, server.admin, 'POST', '/api/user/v1/user/addUser', { account: 'ZhangSan', fullname: '张三二', password: 'Welcome2026' })).toBe('账号已存在：ZhangSan');
    expect(await refused(400, { ...server.admin, ...EN }, 'POST', '/api/user/v1/user/addUser', { account: 'zhangsan', fullname: 'x', password: 'Welcome2026' })).toBe('The account already exists: zhangsan');

    const added = await ok(server.admin, 'POST', '/api/user/v1/user/addUser', {
      account: 'qianshi',
      fullname: '钱七',
      password: 'Welcome2026',
      email: 'qianshi@flowdesk.example',
      mobile: '13900000010',
      postIds: [post.value],
      roleIds: ['502'],
    });
    expect(added).toMatchObject({ state: true, message: '用户添加成功' });
    const detail = await ok(server.admin, 'GET', `/api/user/v1/user/getAdminDetail?id=${added.value}`);
    expect(detail.user).toMatchObject({ account: 'qianshi', fullname: '钱七', email: 'qianshi@flowdesk.example', status: 1 });
    expect(detail.posts).toEqual([expect.objectContaining({ postId: post.value, postName: '客服专员', orgName: '客服部', isMaster: true })]);
    expect(detail.roles.map((r: { code: string }) => r.code)).toEqual(['staff']);

    const qianshi = await authHeader(server.app, 'qianshi', 'Welcome2026');
    const members = await ok(qianshi, 'POST', '/api/org/v1/orgUsers/getOrgUserPage', { querys: [{ property: 'orgId', value: org.value, operation: 'EQUAL' }] });
    expect(members.rows).toEqual([expect.objectContaining({ account: 'qianshi', initials: 'qq', postName: '客服专员' })]);

    await ok(server.admin, 'PUT', '/api/user/v1/user/updateUser', { id: added.value, fullname: '钱大七', mobile: '13900000011' });
    expect((await ok(server.admin, 'GET', `/api/user/v1/user/getAdminDetail?id=${added.value}`)).user).toMatchObject({ fullname: '钱大七', mobile: '13900000011', email: '' });

    // the edit dialog's one call: contact, posts and roles together, all or nothing
    expect(await refused(400, server.admin, 'PUT', '/api/user/v1/user/updateUser', { id: added.value, fullname: '改名', postIds: ['bad'], roleIds: ['503'] })).toBe('岗位不存在：bad');
    expect((await ok(server.admin, 'GET', `/api/user/v1/user/getAdminDetail?id=${added.value}`)).user.fullname).toBe('钱大七');
    await ok(server.admin, 'PUT', '/api/user/v1/user/updateUser', { id: added.value, fullname: '钱大七', postIds: [post.value], roleIds: ['502', '503'] });
    expect((await ok(server.admin, 'GET', `/api/user/v1/user/getAdminDetail?id=${added.value}`)).roles.map((r: { code: string }) => r.code)).toEqual(['staff', 'deptManager']);
    const acmeAdmin = (await ok(server.acme, 'POST', '/api/user/v1/user/getByAccount')) as { id: string };
    expect(await refused(400, server.acme, 'PUT', '/api/user/v1/user/updateUser', { id: acmeAdmin.id, fullname: '管理员', roleIds: [] })).toBe('不能禁用或移除最后一位系统管理员');

    await ok(server.admin, 'POST', '/api/user/v1/user/saveUserPosts', { id: added.value, postIds: ['401', post.value], masterPostId: '401' });
    expect((await ok(server.admin, 'GET', `/api/user/v1/user/getAdminDetail?id=${added.value}`)).posts.map((p: { postId: string; isMaster: boolean }) => [p.postId, p.isMaster])).toEqual([
      ['401', true],
      [post.value, false],
    ]);
    expect(await refused(400, server.admin, 'POST', '/api/user/v1/user/saveUserPosts', { id: added.value, postIds: ['401', 'nope'] })).toBe('岗位不存在：nope');
    expect(await refused(400, server.admin, 'POST', '/api/user/v1/user/saveUserPosts', { id: added.value, postIds: ['401'], masterPostId: '402' })).toBe('主岗位必须是所选岗位之一');
    // a refused change leaves the posts as they were
    expect((await ok(server.admin, 'GET', `/api/user/v1/user/getAdminDetail?id=${added.value}`)).posts).toHaveLength(2);

    expect(await ok(server.admin, 'POST', '/api/user/v1/user/setUserStatus', { id: added.value, status: 0 })).toMatchObject({ message: '用户已禁用' });
    await refused(401, qianshi, 'POST', '/api/user/v1/user/getByAccount');
    const signIn = await call({}, 'POST', '/auth', { username: 'qianshi', password: base64('Welcome2026') });
    expect(signIn.statusCode).toBe(400);
    expect(signIn.json().message).toBe('账号被禁用或离职');
    const directory = await ok(server.admin, 'POST', '/api/org/v1/orgUsers/getOrgUserPage', { querys: [{ property: 'account', value: 'qianshi', operation: 'EQUAL' }] });
    expect(directory.total).toBe(0);
    await ok(server.admin, 'POST', '/api/user/v1/user/setUserStatus', { id: added.value, status: 1 });
    await authHeader(server.app, 'qianshi', 'Welcome2026');
  });

  it('resets a password with the password strategy, and the user must change it at the next sign-in', async () => {
    const acmeUser = await ok(server.acme, 'POST', '/api/user/v1/user/addUser', { account: 'liuyi', fullname: '刘一', password: 'abc123' });
    expect(await refused(400, server.admin, 'POST', '/api/user/v1/user/resetPassword', { id: '1', password: 'abc' })).toBe('密码长度不能少于 8 位');
    await ok(server.acme, 'POST', '/api/user/v1/user/resetPassword', { id: acmeUser.value, password: 'xyz789' });
    const signIn = await call({}, 'POST', `/auth?tenantId=${ACME_TENANT_ID}`, { username: 'liuyi', password: base64('xyz789') });
    expect(signIn.statusCode, signIn.body).toBe(200);
    expect(signIn.json().loginStatus).toBe(false);
    expect((await call({}, 'POST', `/auth?tenantId=${ACME_TENANT_ID}`, { username: 'liuyi', password: base64('abc123') })).statusCode).toBe(400);
  });

  it('never disables the last administrator nor takes the administrator role from them', async () => {
    const acmeAdmin = (await ok(server.acme, 'POST', '/api/user/v1/user/getByAccount')) as { id: string };
    expect(await refused(400, server.acme, 'POST', '/api/user/v1/user/setUserStatus', { id: acmeAdmin.id, status: 0 })).toBe('不能禁用或移除最后一位系统管理员');
    expect(await refused(400, server.acme, 'POST', '/api/user/v1/user/saveUserRoles', { id: acmeAdmin.id, roleIds: ['1502'] })).toBe('不能禁用或移除最后一位系统管理员');
    expect(await refused(400, server.acme, 'POST', '/api/role/v1/role/saveRole', { id: '1501', code: 'sysAdmin', name: '系统管理员', enabled: false })).toBe('系统管理员角色不能停用');
    const roles = (await ok(server.acme, 'GET', `/api/user/v1/user/getAdminDetail?id=${acmeAdmin.id}`)).roles as { code: string }[];
    expect(roles.map((r) => r.code)).toContain('sysAdmin');
    expect(await refused(400, server.acme, 'POST', '/api/user/v1/user/saveUserRoles', { id: acmeAdmin.id, roleIds: ['501'] })).toBe('角色不存在：501');

    // with a second administrator, the first may go
    const second = await ok(server.acme, 'POST', '/api/user/v1/user/addUser', { account: 'acme_admin2', fullname: '副管理员', password: 'admin123', roleIds: ['1501'] });
    const secondHeaders = await authHeader(server.app, 'acme_admin2', 'admin123', ACME_TENANT_ID);
    await ok(secondHeaders, 'POST', '/api/user/v1/user/saveUserRoles', { id: acmeAdmin.id, roleIds: ['1502'] });
    await refused(403, server.acme, 'GET', '/api/org/v1/orgs/getOrgTree?demId=1101');
    expect(await refused(400, secondHeaders, 'POST', '/api/user/v1/user/setUserStatus', { id: second.value, status: 0 })).toBe('不能禁用或移除最后一位系统管理员');
    await ok(secondHeaders, 'POST', '/api/user/v1/user/saveUserRoles', { id: acmeAdmin.id, roleIds: ['1501', '1502'] });
  });

  it('saves posts, roles, jobs and dimensions, read back through the uc lists', async () => {
    const job = await ok(server.admin, 'POST', '/api/job/v1/job/saveJob', { code: 'auditor', name: '审计师', nameEn: 'Auditor', postLevel: 'P5' });
    const jobs = await ok({ ...server.admin, ...EN }, 'POST', '/api/job/v1/jobs/getJobPage', { querys: [{ property: 'code', value: 'auditor' }] });
    expect(jobs.rows).toEqual([expect.objectContaining({ id: job.value, name: 'Auditor', postLevel: 'P5' })]);
    await ok(server.admin, 'POST', '/api/job/v1/job/saveJob', { id: job.value, code: 'auditor', name: '高级审计师', postLevel: 'P6' });
    expect((await ok(server.admin, 'POST', '/api/job/v1/jobs/getJobPage', { querys: [{ property: 'id', value: job.value }] })).rows[0]).toMatchObject({ name: '高级审计师', postLevel: 'P6' });
    expect(await refused(400, server.admin, 'POST', '/api/job/v1/job/saveJob', { code: 'engineer', name: 'x' })).toBe('编码已存在：engineer');
    expect(await refused(404, server.admin, 'POST', '/api/job/v1/job/saveJob', { id: '1301', code: 'y', name: 'y' })).toBe('记录不存在：1301');

    const post = await ok(server.admin, 'POST', '/api/org/v1/orgPost/savePost', { code: 'fin-auditor', name: '审计', orgId: '204', jobId: job.value, isCharge: false });
    const posts = await ok(server.admin, 'POST', '/api/org/v1/orgPosts/getOrgPostPage', { querys: [{ property: 'id', value: post.value }] });
    expect(posts.rows[0]).toMatchObject({ name: '审计', orgId: '204', jobId: job.value, jobName: '高级审计师', isCharge: false });
    expect(await refused(400, server.admin, 'POST', '/api/org/v1/orgPost/savePost', { code: 'p2', name: 'p', orgId: '204', jobId: 'zzz' })).toBe('职务不存在：zzz');

    const role = await ok(server.admin, 'POST', '/api/role/v1/role/saveRole', { code: 'auditorRole', name: '审计角色', enabled: false });
    expect((await ok(server.admin, 'POST', '/api/role/v1/roles/getRolePage', { querys: [{ property: 'id', value: role.value }] })).rows[0]).toMatchObject({ code: 'auditorRole', enabled: false });

    const dem = await ok(server.admin, 'POST', '/api/demension/v1/dem/saveDem', { code: 'region', name: '区域维度', isDefault: true });
    const dems = (await ok(server.admin, 'GET', '/api/demension/v1/dems/getAll')) as { id: string; isDefault: boolean }[];
    expect(dems.filter((d) => d.isDefault).map((d) => d.id)).toEqual([dem.value]);
    await ok(server.admin, 'POST', '/api/demension/v1/dem/saveDem', { id: '101', code: 'default', name: '行政维度', isDefault: true });
    await ok(server.admin, 'POST', '/api/org/v1/org/addOrg', { name: '华东区', code: 'east', demId: dem.value });
    expect((await tree(server.admin, dem.value)).map((n) => n.code)).toEqual(['east']);
  });
});

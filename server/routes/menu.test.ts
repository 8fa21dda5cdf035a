import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACME_TENANT_ID, authHeader, testApp } from '../testing';
import type { MenuNode } from './menu';

let app: FastifyInstance;
const headers: Record<string, { authorization: string }> = {};
beforeAll(async () => {
  app = await testApp();
  headers.zhangsan = await authHeader(app, 'zhangsan');
  headers.lisi = await authHeader(app, 'lisi');
  headers.admin = await authHeader(app, 'admin', 'admin123');
});
afterAll(() => app.close());

const menus = async (account: string, alias = 'front_menu', language = 'zh-CN') => {
  const response = await app.inject({
    method: 'GET',
    url: `/sys/sysMenu/v1/getCurrentUserMenu?menuAlias=${alias}`,
    headers: { ...headers[account], 'accept-language': language },
  });
  expect(response.statusCode).toBe(200);
  return response.json() as { state: boolean; message: string; value: MenuNode[] };
};

const aliases = (nodes: MenuNode[]) => nodes.map((node) => node.alias);
const find = (nodes: MenuNode[], alias: string): MenuNode | undefined =>
  nodes.map((node) => (node.alias === alias ? node : find(node.children, alias))).find(Boolean);

describe('GET /sys/sysMenu/v1/getCurrentUserMenu', () => {
  it('answers the descendants of the alias as a tree ordered by id', async () => {
    const answer = await menus('zhangsan');
    expect(answer.state).toBe(true);
    expect(answer.message).toBe('获取当前用户菜单信息');
    expect(aliases(answer.value)).toEqual([
      'v-flow', 'v-mail', 'v-personal', 'statement', 'v-news', 'v-boardroomapply', 'v-workHour', 'costBaseline', 'v-data', 'addresslist', 'v-help',
    ]);
    const flow = answer.value[0];
    expect(flow).toMatchObject({ id: '100100', parentId: '100000', name: '流程中心', code: 'v-flow', path: '/v-flow', menuUrl: '/v-flow', menuIcon: 'IconList', isParent: true, hidden: false });
    expect(aliases(flow.children)).toEqual(['v-flowList', 'v-todo', 'v-done', 'v-request', 'v-read', 'v-myDelegate', 'v-myAddSign']);
    expect(aliases(find(answer.value, 'v-read')!.children)).toEqual(['v-todoRead', 'v-doneRead', 'v-myRead']);
    expect(find(answer.value, 'v-doneRead')).toMatchObject({ path: '/v-flow/v-doneRead', children: [] });
    expect(find(answer.value, 'v-helpManual')!.href).toBe('/portal/help/index.html');
    expect(find(answer.value, 'v-newsList')!.menuUrl).toBe('/newsList/0');
    // Every level is ordered by id.
    const check = (nodes: MenuNode[]) => {
      expect(nodes.map((n) => Number(n.id))).toEqual(nodes.map((n) => Number(n.id)).sort((a, b) => a - b));
      nodes.forEach((n) => check(n.children));
    };
    check(answer.value);
  });

  it('filters by role and secretary records', async () => {
    const admin = await menus('admin');
    expect(aliases(admin.value).at(-1)).toBe('v-system');
    expect(aliases(find(admin.value, 'v-flow')!.children)).not.toContain('v-leader');
    const lisi = await menus('lisi');
    expect(aliases(lisi.value)).not.toContain('v-system');
    expect(aliases(find(lisi.value, 'v-flow')!.children)).toContain('v-leader');
  });

  it('localizes names and returns a subtree or nothing for other aliases', async () => {
    const english = await menus('zhangsan', 'front_menu', 'en-US');
    expect(english.value[0].name).toBe('Flow centre');
    expect(english.message).toBe('Menus of the current user.');
    expect(aliases((await menus('zhangsan', 'v-mail')).value)).toEqual(['v-mailList', 'v-linkmanList', 'v-settingList', 'v-innerMsg']);
    expect((await menus('zhangsan', 'v-system')).value).toEqual([]);
    expect(aliases((await menus('admin', 'v-system')).value)).toEqual(['v-tenantManage', 'v-orgManage', 'v-userManage', 'v-roleManage', 'v-jobManage', 'v-demManage', 'v-flowDefManage']);
    expect((await menus('zhangsan', 'no-such-menu')).value).toEqual([]);
    expect((await app.inject({ method: 'GET', url: '/sys/sysMenu/v1/getCurrentUserMenu', headers: headers.zhangsan })).statusCode).toBe(400);
  });
});

describe('GET /sys/sysMenu/v1/getCurrentUserMethodAuth', () => {
  const methodAuth = async (authorization: { authorization: string }) =>
    (await app.inject({ method: 'GET', url: '/sys/sysMenu/v1/getCurrentUserMethodAuth', headers: authorization })).json();

  it('gives the administrator every method and staff a subset', async () => {
    const admin = await methodAuth(headers.admin);
    expect(admin.allMethod).toContain('approvalItem_add');
    expect(admin.curUserMethod).toEqual(admin.allMethod);
    const staff = await methodAuth(headers.zhangsan);
    expect(staff.allMethod).toEqual(admin.allMethod);
    expect(staff.curUserMethod).toEqual(['approvalItem_add', 'approvalItem_del', 'approvalItem_edit', 'seal_edit', 'user_info']);
    expect((await methodAuth(headers.lisi)).curUserMethod).toContain('workHour_manage');
  });
});

describe('GET /innermsg/messageReceiver/v1/getMsgbadge', () => {
  it("counts the caller's unread inner messages", async () => {
    const badge = async (authorization: { authorization: string }) =>
      (await app.inject({ method: 'GET', url: '/innermsg/messageReceiver/v1/getMsgbadge', headers: authorization })).json();
    expect(await badge(headers.zhangsan)).toEqual({ state: true, message: '获取未读消息数成功', value: 3 });
    expect((await badge(headers.admin)).value).toBe(120);
    expect((await badge(headers.lisi)).value).toBe(2);
    expect((await badge(await authHeader(app, 'chenyi', '123456', ACME_TENANT_ID))).value).toBe(1);
    expect((await app.inject({ method: 'GET', url: '/innermsg/messageReceiver/v1/getMsgbadge' })).statusCode).toBe(401);
  });
});

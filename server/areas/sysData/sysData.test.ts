import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatDate } from '../../lib/ids';
import { ACME_TENANT_ID, authHeader, testApp } from '../../testing';
import { formatIdentity } from '../../db/identity';

type Headers = Record<string, string>;

let app: FastifyInstance;
let zhangsan: Headers;
let lisi: Headers;
let admin: Headers;
let chenyi: Headers;
beforeAll(async () => {
  app = await testApp();
  zhangsan = await authHeader(app, 'zhangsan');
  lisi = await authHeader(app, 'lisi');
  admin = await authHeader(app, 'admin', 'admin123');
  chenyi = await authHeader(app, 'chenyi', '123456', ACME_TENANT_ID);
});
afterAll(() => app.close());

const EN = { 'accept-language': 'en-US,en;q=0.9' };
const get = (headers: Headers, url: string) => app.inject({ method: 'GET', url, headers });
const post = (headers: Headers, url: string, payload?: object) => app.inject({ method: 'POST', url, headers, ...(payload ? { payload } : {}) });
const json = async (response: Promise<{ json(): unknown }>) => (await response).json() as never;

const FLOW_ROOT = '50100000000000001';
const HR = '50100000000000011';
const WORK_HOUR_APP = '40600000000000007';
const ADMIN_APP = '40600000000000008';
const today = () => formatDate(new Date());

describe('every call', () => {
  it.each([
    ['GET', `/sys/sysType/v1/getByParentId?catId=${FLOW_ROOT}`],
    ['GET', '/sys/sysType/v1/getTypesByKey?typeKey=FLOW_TYPE'],
    ['GET', '/sys/sysType/v1/getTreeDateByTypeKey?typeKey=FLOW_TYPE'],
    ['POST', '/sys/dataDict/v1/getByTypeKeyForComBo?typeKey=sex'],
    ['GET', '/sys/identity/v1/getNextIdByAlias?alias=contractNo'],
    ['GET', '/sys/sysProperties/v1/getDecryptByAlias?alias=portal.title'],
    ['POST', '/portal/sysTag/v1/query'],
    ['POST', '/portal/sysTag/v1/save'],
    ['GET', `/portal/sysAppMenu/v1/getTree?appId=${WORK_HOUR_APP}`],
    ['GET', '/runtime/instance/v1/getDefaultInfoMap'],
  ] as const)('%s %s needs a session', async (method, url) => {
    const response = await app.inject({ method, url, headers: EN });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ state: false, errorCode: '023', message: expect.stringContaining('not signed in') });
  });

  it.each([
    '/sys/sysType/v1/getByParentId',
    '/sys/sysType/v1/getTypesByKey?typeKey=',
    '/sys/sysType/v1/getTreeDateByTypeKey',
    '/sys/identity/v1/getNextIdByAlias',
    '/sys/sysProperties/v1/getDecryptByAlias?alias=',
    '/portal/sysAppMenu/v1/getTree',
    `/sys/sysType/v1/getTypesByKey?typeKey=${'x'.repeat(65)}`,
  ])('GET %s (parameter missing, empty or too long) is a localized 400', async (url) => {
    const response = await get({ ...zhangsan, ...EN }, url);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ state: false, errorCode: '-002', message: expect.stringMatching(/^Invalid request: querystring\./) });
  });

  it('refuses a combo call without its type key', async () => {
    const response = await post(zhangsan, '/sys/dataDict/v1/getByTypeKeyForComBo');
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('请求参数不正确：缺少必填字段 querystring.typeKey');
  });
});

describe('types', () => {
  it('answers the children of a node, with their flags, private ones to their owner only', async () => {
    const children = await json(get(lisi, `/sys/sysType/v1/getByParentId?catId=${FLOW_ROOT}`));
    expect(children).toEqual([
      { id: HR, name: '人事', typeKey: 'hr', parentId: FLOW_ROOT, struType: 1, sn: 1, isLeaf: false, ownerId: '0' },
      { id: '50100000000000012', name: '财务', typeKey: 'finance', parentId: FLOW_ROOT, struType: 1, sn: 2, isLeaf: false, ownerId: '0' },
      { id: '50100000000000013', name: '行政', typeKey: 'admin', parentId: FLOW_ROOT, struType: 1, sn: 3, isLeaf: false, ownerId: '0' },
      { id: '50100000000000014', name: '项目', typeKey: 'project', parentId: FLOW_ROOT, struType: 1, sn: 4, isLeaf: true, ownerId: '0' },
    ]);
    const own = (await json(get(zhangsan, `/sys/sysType/v1/getByParentId?catId=${FLOW_ROOT}`))) as { typeKey: string; ownerId: string }[];
    expect(own.map((type) => type.typeKey)).toEqual(['hr', 'finance', 'admin', 'project', 'my_flows']);
    expect(own[4].ownerId).toBe('10001');
    const roots = (await json(get({ ...lisi, ...EN }, '/sys/sysType/v1/getByParentId?catId=0'))) as { name: string; struType: number }[];
    expect(roots.map((type) => [type.name, type.struType])).toEqual([['Process types', 1], ['Data dictionaries', 0]]);
    expect(await json(get(lisi, '/sys/sysType/v1/getByParentId?catId=nope'))).toEqual([]);
  });

  it('answers every type under a key in tree order, each with its parent', async () => {
    const types = (await json(get(lisi, '/sys/sysType/v1/getTypesByKey?typeKey=FLOW_TYPE'))) as { typeKey: string; parentId: string; isLeaf: boolean }[];
    expect(types.map((type) => type.typeKey)).toEqual(['hr', 'hr_leave', 'hr_recruit', 'finance', 'fin_expense', 'fin_budget', 'admin', 'adm_meeting', 'adm_asset', 'project']);
    expect(types[1]).toMatchObject({ parentId: HR, isLeaf: true, name: '请假管理' });
    const english = (await json(get({ ...zhangsan, ...EN }, '/sys/sysType/v1/getTypesByKey?typeKey=hr'))) as { name: string }[];
    expect(english.map((type) => type.name)).toEqual(['Leave', 'Recruiting']);
    expect(await json(get(lisi, '/sys/sysType/v1/getTypesByKey?typeKey=NO_SUCH_TYPE'))).toEqual([]);
  });

  it('answers the tree of a key with its root; leaves carry no children', async () => {
    const [root, ...others] = (await json(get({ ...lisi, ...EN }, '/sys/sysType/v1/getTreeDateByTypeKey?typeKey=FLOW_TYPE'))) as {
      id: string;
      name: string;
      parentId: string;
      typeKey: string;
      children: { typeKey: string; children?: { typeKey: string }[] }[];
    }[];
    expect(others).toEqual([]);
    expect(root).toMatchObject({ id: FLOW_ROOT, name: 'Process types', parentId: '0', typeKey: 'FLOW_TYPE' });
    expect(root.children.map((child) => child.typeKey)).toEqual(['hr', 'finance', 'admin', 'project']);
    expect(root.children[0]).toEqual({
      id: HR,
      name: 'Human resources',
      parentId: FLOW_ROOT,
      typeKey: 'hr',
      children: [
        { id: '50100000000000111', name: 'Leave', parentId: HR, typeKey: 'hr_leave' },
        { id: '50100000000000112', name: 'Recruiting', parentId: HR, typeKey: 'hr_recruit' },
      ],
    });
    expect(root.children[3]).not.toHaveProperty('children');
    expect(await json(get(lisi, '/sys/sysType/v1/getTreeDateByTypeKey?typeKey=nothing'))).toEqual([]);
  });

  it('keeps tenants apart', async () => {
    const acme = (await json(get(chenyi, '/sys/sysType/v1/getTypesByKey?typeKey=FLOW_TYPE'))) as { typeKey: string }[];
    expect(acme.map((type) => type.typeKey)).toEqual(['sales', 'general']);
    expect(await json(get(chenyi, `/sys/sysType/v1/getByParentId?catId=${FLOW_ROOT}`))).toEqual([]);
    expect(await json(get(chenyi, '/sys/sysType/v1/getTreeDateByTypeKey?typeKey=hr'))).toEqual([]);
  });
});

describe('data dictionaries', () => {
  const combo = (headers: Headers, typeKey: string) => json(post(headers, `/sys/dataDict/v1/getByTypeKeyForComBo?typeKey=${typeKey}`));

  it('answers the items of a dictionary for a combo box, in the request language', async () => {
    expect(await combo(zhangsan, 'sex')).toEqual([
      { key: 'male', name: '男', value: 'male', sn: 1 },
      { key: 'female', name: '女', value: 'female', sn: 2 },
    ]);
    expect(await combo({ ...zhangsan, ...EN }, 'urgency')).toEqual([
      { key: 'normal', name: 'Normal', value: '1', sn: 1 },
      { key: 'urgent', name: 'Urgent', value: '2', sn: 2 },
      { key: 'critical', name: 'Critical', value: '3', sn: 3 },
    ]);
    expect(((await combo(zhangsan, 'meetingRoom')) as unknown[]).length).toBe(3);
    expect(((await combo(zhangsan, 'education')) as unknown[]).length).toBe(4);
    expect(await combo(zhangsan, 'unknownDict')).toEqual([]);
    // A type that is no dictionary has no items.
    expect(await combo(zhangsan, 'FLOW_TYPE')).toEqual([]);
  });

  it('keeps tenants apart', async () => {
    expect(await combo(chenyi, 'sex')).toEqual([
      { key: 'M', name: '男士', value: 'M', sn: 1 },
      { key: 'F', name: '女士', value: 'F', sn: 2 },
    ]);
    expect(await combo(chenyi, 'education')).toEqual([]);
  });
});

describe('identities', () => {
  const next = (headers: Headers, alias: string) =>
    json(get(headers, `/sys/identity/v1/getNextIdByAlias?alias=${alias}`)) as Promise<{ state: boolean; message: string; value?: string }>;
  const month = () => today().slice(0, 7).replace('-', '');

  it('builds the next number from the rule and advances the counter', async () => {
    expect(await next(zhangsan, 'contractNo')).toEqual({ state: true, message: '获取流水号成功', value: `HT${month()}0001` });
    expect((await next({ ...lisi, ...EN }, 'contractNo'))).toEqual({ state: true, message: 'Next number issued.', value: `HT${month()}0002` });
    expect((await next(zhangsan, 'meetingNo')).value).toBe(`HY${today().replaceAll('-', '')}-001`);
  });

  it('gives distinct, consecutive numbers to concurrent calls', async () => {
    const answers = await Promise.all(Array.from({ length: 25 }, (_, index) => next(index % 2 ? zhangsan : lisi, 'meetingNo')));
    const numbers = answers.map((answer) => Number(answer.value!.slice(-3))).sort((a, b) => a - b);
    expect(new Set(numbers).size).toBe(25);
    expect(numbers[24] - numbers[0]).toBe(24);
  });

  it('counts per tenant, with its own start, step and length', async () => {
    const year = today().slice(0, 4);
    expect((await next(chenyi, 'contractNo')).value).toBe(`ACME-${year}-00100`);
    expect((await next(chenyi, 'contractNo')).value).toBe(`ACME-${year}-00110`);
    expect(await next(chenyi, 'meetingNo')).toEqual({ state: false, message: '流水号不存在：meetingNo' });
  });

  it('answers an unknown alias with state false and a localized message', async () => {
    const response = await get({ ...zhangsan, ...EN }, '/sys/identity/v1/getNextIdByAlias?alias=noSuchNumber');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ state: false, message: 'No serial number with the alias "noSuchNumber".' });
  });

  it('fills the rule placeholders', () => {
    const day = new Date(2026, 0, 5);
    expect(formatIdentity('HT{yyyy}{MM}{NO}', 7, 4, day)).toBe('HT2026010007');
    expect(formatIdentity('{yy}{MM}{dd}-{NO}-{unknown}', 12345, 3, day)).toBe('260105-12345-{unknown}');
  });
});

describe('identity periods', () => {
  let dir: string;
  let fileApp: FastifyInstance;
  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'flowdesk-identity-'));
    fileApp = await testApp({ dbPath: join(dir, 'flowdesk.db') });
  });
  afterAll(async () => {
    await fileApp.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('restarts a monthly counter in a new month and keeps it within one', async () => {
    const headers = await authHeader(fileApp, 'zhangsan');
    const next = async () => (await fileApp.inject({ method: 'GET', url: '/sys/identity/v1/getNextIdByAlias?alias=contractNo', headers })).json().value as string;
    expect(await next()).toMatch(/0001$/);
    expect(await next()).toMatch(/0002$/);
    // Pretend the last number was given out last year.
    const other = new Database(join(dir, 'flowdesk.db'));
    other.prepare("UPDATE sys_identity SET period = '1999-12', cur_value = 41 WHERE alias = 'contractNo' AND tenant_id = '-1'").run();
    other.close();
    expect(await next()).toMatch(/0001$/);
    expect(await next()).toMatch(/0002$/);
  });
});

describe('system properties', () => {
  const property = (headers: Headers, alias: string) => json(get(headers, `/sys/sysProperties/v1/getDecryptByAlias?alias=${alias}`));

  it("answers the property's value, in the request language when it has two", async () => {
    expect(await property(zhangsan, 'portal.title')).toEqual({ state: true, message: '获取系统属性成功', value: 'Flowdesk 协同办公平台' });
    expect(await property({ ...zhangsan, ...EN }, 'portal.title')).toEqual({ state: true, message: 'System property loaded.', value: 'Flowdesk Collaboration Platform' });
    expect(await property({ ...zhangsan, ...EN }, 'mail.smtp.host')).toMatchObject({ state: true, value: 'smtp.flowdesk.example' });
    const unknown = await get({ ...zhangsan, ...EN }, '/sys/sysProperties/v1/getDecryptByAlias?alias=no.such');
    expect(unknown.statusCode).toBe(200);
    expect(unknown.json()).toEqual({ state: false, message: 'No system property with the alias "no.such".' });
  });

  it('keeps tenants apart', async () => {
    expect(await property(chenyi, 'portal.title')).toMatchObject({ value: '艾克米协同门户' });
    expect(await property(chenyi, 'mail.smtp.host')).toMatchObject({ state: false });
    expect(await property(zhangsan, 'acme.hotline')).toMatchObject({ state: false, message: '系统属性不存在：acme.hotline' });
  });
});

describe('tags', () => {
  const query = (headers: Headers, filter: object = {}) =>
    json(post(headers, '/portal/sysTag/v1/query', filter)) as Promise<{ rows: { id: string; name: string; typeId: string; sn: number }[]; total: number }>;
  const save = (headers: Headers, payload: object) => post(headers, '/portal/sysTag/v1/save', payload);
  const names = async (headers: Headers, filter: object = {}) => (await query(headers, filter)).rows.map((row) => row.name);

  it('lists the tenant’s tags as a PageList, filtered and sorted by QueryFilter', async () => {
    const page = await query(zhangsan);
    expect(page).toMatchObject({ total: 3, page: 1, pageSize: 10 });
    expect(page.rows[0]).toEqual({ id: '50500000000000001', name: '重要', typeId: '', sn: 1 });
    expect(page.rows.map((row) => row.name)).toEqual(['重要', '待跟进', '人事制度']);
    expect(await names({ ...zhangsan, ...EN }, { querys: [{ property: 'name', value: 'policy', operation: 'LIKE' }] })).toEqual(['HR policy']);
    expect(await names(zhangsan, { querys: [{ property: 'typeId', value: HR }] })).toEqual(['人事制度']);
    expect(await names(zhangsan, { sorter: [{ property: 'sn', direction: 'DESC' }] })).toEqual(['人事制度', '待跟进', '重要']);
    expect((await post(zhangsan, '/portal/sysTag/v1/query', { querys: [{ property: 'tenant_id', value: '-1' }] })).statusCode).toBe(400);
  });

  it('creates and renames tags', async () => {
    const created = await save(zhangsan, { name: '  季度复盘 ', typeId: HR });
    expect(created.json()).toEqual({ state: true, message: '保存成功', value: expect.any(String) });
    const id = created.json().value as string;
    expect((await query(zhangsan, { querys: [{ property: 'id', value: id }] })).rows).toEqual([{ id, name: '季度复盘', typeId: HR, sn: 4 }]);
    expect((await save(zhangsan, { id, name: '年度复盘' })).json()).toMatchObject({ state: true, value: id });
    expect((await query(zhangsan, { querys: [{ property: 'id', value: id }] })).rows[0]).toMatchObject({ name: '年度复盘', typeId: HR });
    // A reader of English renames the English name they see and leaves the Chinese one.
    expect((await save({ ...zhangsan, ...EN }, { id: '50500000000000002', name: 'To follow up' })).json().message).toBe('Saved.');
    expect(await names({ ...zhangsan, ...EN }, { querys: [{ property: 'id', value: '50500000000000002' }] })).toEqual(['To follow up']);
    expect(await names(zhangsan, { querys: [{ property: 'id', value: '50500000000000002' }] })).toEqual(['待跟进']);
  });

  it('keeps names unique in the tenant, in either language', async () => {
    expect((await save(zhangsan, { name: '重要' })).json()).toEqual({ state: false, message: '标签名称“重要”已存在' });
    const english = await save({ ...zhangsan, ...EN }, { name: 'important' });
    expect(english.statusCode).toBe(200);
    expect(english.json()).toEqual({ state: false, message: 'A tag named "important" already exists.' });
    // Saving a tag under its own name is no conflict.
    expect((await save(zhangsan, { id: '50500000000000001', name: '重要' })).json().state).toBe(true);
    // Another tenant may use the same name.
    expect((await save(chenyi, { name: '重要' })).json().state).toBe(true);
  });

  it('validates the body with localized 4xx answers', async () => {
    const missing = await save({ ...zhangsan, ...EN }, {});
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe('Invalid request: body.name is required');
    const blank = await save(zhangsan, { name: '   ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().message).toBe('标签名称不能为空');
    expect((await save(zhangsan, { name: 'x'.repeat(51) })).statusCode).toBe(400);
    expect((await save(zhangsan, { name: 'x'.repeat(50) })).json().state).toBe(true);
    expect((await save(zhangsan, { name: { zh: '对象' } })).statusCode).toBe(400);
    const unknown = await save({ ...zhangsan, ...EN }, { id: '404', name: 'ghost' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ state: false, errorCode: '-003', message: 'No such tag: 404' });
    expect((await save(zhangsan, { name: '无分类', typeId: '999' })).json()).toEqual({ state: false, message: '标签分类不存在：999' });
  });

  it('keeps tenants apart', async () => {
    const acme = await names(chenyi);
    expect(acme).toContain('大客户');
    expect(acme).not.toContain('待跟进');
    expect((await save(chenyi, { id: '50500000000000003', name: 'hijacked' })).statusCode).toBe(404);
    expect((await save(zhangsan, { name: 'foreign type', typeId: '50110000000000011' })).json().state).toBe(false);
    expect(await names(zhangsan)).not.toContain('hijacked');
  });
});

describe('app menus', () => {
  const tree = (headers: Headers, appId: string) => json(get(headers, `/portal/sysAppMenu/v1/getTree?appId=${appId}`));

  it("answers the tree of an app's menu", async () => {
    expect(await tree({ ...zhangsan, ...EN }, WORK_HOUR_APP)).toEqual([
      { id: '50600000000000001', name: 'Log hours', alias: 'whFill', parentId: '0', url: '/v-workHour/fill' },
      {
        id: '50600000000000002',
        name: 'Hour statistics',
        alias: 'whStats',
        parentId: '0',
        url: '',
        children: [
          { id: '50600000000000021', name: 'My hours', alias: 'whMine', parentId: '50600000000000002', url: '/v-workHour/mine' },
          { id: '50600000000000022', name: 'Department hours', alias: 'whDept', parentId: '50600000000000002', url: '/v-workHour/dept' },
        ],
      },
    ]);
    expect(await tree(zhangsan, '40600000000000001')).toEqual([]);
    expect(await tree(zhangsan, 'nope')).toEqual([]);
  });

  it('hides the menu of an app the caller may not open, and of other tenants', async () => {
    expect(await tree(zhangsan, ADMIN_APP)).toEqual([]);
    const adminTree = (await tree(admin, ADMIN_APP)) as { alias: string; children?: { alias: string }[] }[];
    expect(adminTree.map((node) => node.alias)).toEqual(['sysUsers', 'sysOrgs', 'sysSettings']);
    expect(adminTree[2].children!.map((node) => node.alias)).toEqual(['sysTypes', 'sysDicts', 'sysIdentities']);
    expect(await tree(chenyi, WORK_HOUR_APP)).toEqual([]);
  });
});

describe('default info map', () => {
  const defaults = (headers: Headers) => json(get(headers, '/runtime/instance/v1/getDefaultInfoMap')) as Promise<Record<string, string>>;

  it("answers the caller's user, current org and post, and the date", async () => {
    const map = await defaults(zhangsan);
    expect(map).toEqual({
      curUserId: '10001',
      curUserName: '张三',
      curUserAccount: 'zhangsan',
      curOrgId: '202',
      curOrgName: '研发部',
      curPostId: '401',
      curPostName: '研发工程师',
      curDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      curDateTime: expect.stringMatching(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/),
    });
    expect(map.curDateTime.startsWith(map.curDate)).toBe(true);
    expect(await defaults({ ...chenyi, ...EN })).toMatchObject({ curUserId: '20002', curOrgName: 'Sales Department', curPostName: 'Sales Representative' });
  });

  it('follows a switch of the current post', async () => {
    const switched = await get(zhangsan, '/uc/special/change/changePost?userId=10001&postCode=oa-pm');
    expect(switched.json().state).toBe(true);
    expect(await defaults({ ...zhangsan, ...EN })).toMatchObject({ curOrgId: '206', curOrgName: 'OA Upgrade Project', curPostId: '405', curPostName: 'Project Manager' });
    await get(zhangsan, '/uc/special/change/changePost?userId=10001&postCode=rd-engineer');
    expect(await defaults(zhangsan)).toMatchObject({ curPostId: '401' });
  });
});

// @vitest-environment jsdom
// The portal's system calls: host, method, path, query and body of each, and which may run side by side.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { defaultConfig, setConfig } from '../config/runtime';
import { httpClient, type ApiResult } from './http';
import * as system from './system';
import { installFakeNetwork, type SentRequest } from './testing/fakeNetwork';

vi.mock('@douyinfe/semi-ui-19/lib/es/notification', () => ({ default: { error: vi.fn() } }));

const PORTAL = 'https://portal.example.com';
const RUNTIME = 'https://runtime.example.com/bpm-runtime';
let sent: SentRequest[];

beforeEach(() => {
  const config = defaultConfig();
  Object.assign(config.hosts, { portal: PORTAL, bpmRunTime: RUNTIME });
  setConfig(config);
  sent = installFakeNetwork(httpClient, () => ({ data: { state: true } }));
});

const body = (request: SentRequest): unknown => (typeof request.data === 'string' ? JSON.parse(request.data) : request.data);
const filter = { pageBean: { page: 1, pageSize: 20, showTotal: true }, querys: [{ property: 'name', value: '重要', operation: 'LIKE' as const }] };

describe('system calls', () => {
  it.each<[string, () => Promise<ApiResult<unknown>>, string, string, unknown?]>([
    ['getSysTypesByParentId', () => system.getSysTypesByParentId('0'), 'GET', `${PORTAL}/sys/sysType/v1/getByParentId?catId=0`],
    ['getSysTypesByKey', () => system.getSysTypesByKey('FLOW_TYPE'), 'GET', `${PORTAL}/sys/sysType/v1/getTypesByKey?typeKey=FLOW_TYPE`],
    ['getSysTypeTree', () => system.getSysTypeTree('FLOW_TYPE'), 'GET', `${PORTAL}/sys/sysType/v1/getTreeDateByTypeKey?typeKey=FLOW_TYPE`],
    ['getDictComboItems', () => system.getDictComboItems('sex'), 'POST', `${PORTAL}/sys/dataDict/v1/getByTypeKeyForComBo?typeKey=sex`],
    ['getNextIdByAlias', () => system.getNextIdByAlias('contractNo'), 'GET', `${PORTAL}/sys/identity/v1/getNextIdByAlias?alias=contractNo`],
    ['getSysProperty', () => system.getSysProperty('portal.title'), 'GET', `${PORTAL}/sys/sysProperties/v1/getDecryptByAlias?alias=portal.title`],
    ['querySysTags', () => system.querySysTags(filter), 'POST', `${PORTAL}/portal/sysTag/v1/query`, filter],
    ['saveSysTag', () => system.saveSysTag({ name: '重要', typeId: 't1' }), 'POST', `${PORTAL}/portal/sysTag/v1/save`, { name: '重要', typeId: 't1' }],
    ['saveSysTag rename', () => system.saveSysTag({ id: '9', name: 'A&B' }), 'POST', `${PORTAL}/portal/sysTag/v1/save`, { id: '9', name: 'A&B' }],
    ['getAppMenuTree', () => system.getAppMenuTree('40600000000000007'), 'GET', `${PORTAL}/portal/sysAppMenu/v1/getTree?appId=40600000000000007`],
    ['getDefaultInfoMap', () => system.getDefaultInfoMap(), 'GET', `${RUNTIME}/runtime/instance/v1/getDefaultInfoMap`],
  ])('%s', async (_, call, method, url, payload) => {
    expect((await call()).ok).toBe(true);
    expect(sent).toHaveLength(1);
    expect(sent[0].method).toBe(method);
    expect(sent[0].url).toBe(url);
    expect(body(sent[0])).toEqual(payload);
  });

  it('encodes query values', async () => {
    await system.getSysProperty('a&b=c d');
    expect(sent[0].url).toBe(`${PORTAL}/sys/sysProperties/v1/getDecryptByAlias?alias=a%26b%3Dc+d`);
  });

  it('reads a refused identity as a failed call with the server message', async () => {
    installFakeNetwork(httpClient, () => ({ data: { state: false, message: '流水号不存在：x' } }));
    const result = await system.getNextIdByAlias('x', { quiet: true });
    expect(result).toMatchObject({ ok: false, errorKind: 'state', message: '流水号不存在：x' });
  });

  it('never cancels a concurrent identity call: each answer is a number the server gave out', async () => {
    let counter = 0;
    sent = installFakeNetwork(httpClient, async () => {
      await new Promise((resolve) => setTimeout(resolve, 5));
      counter += 1;
      return { data: { state: true, value: `HT${counter}` } };
    });
    const answers = await Promise.all([system.getNextIdByAlias('contractNo'), system.getNextIdByAlias('contractNo')]);
    expect(answers.map((answer) => [answer.ok, answer.canceled, answer.data?.value])).toEqual([
      [true, undefined, 'HT1'],
      [true, undefined, 'HT2'],
    ]);
    // Not even when a caller asks for it.
    await Promise.all([system.getNextIdByAlias('contractNo', { allowDuplicate: false }), system.getNextIdByAlias('contractNo', { allowDuplicate: false })]);
    expect(sent).toHaveLength(4);
  });

  it('lets several fields load the same dictionary at once', async () => {
    sent = installFakeNetwork(httpClient, async () => {
      await new Promise((resolve) => setTimeout(resolve, 5));
      return { data: [{ key: 'male', name: '男', value: 'male', sn: 1 }] };
    });
    const answers = await Promise.all([system.getDictComboItems('sex'), system.getDictComboItems('sex')]);
    expect(answers.every((answer) => answer.ok && answer.data?.[0].value === 'male')).toBe(true);
  });
});

// Administration of definitions: listJson (paged, searchable, every status), getJson and getPermissionList, for
// administrators only, in both languages.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { flowTestApp, type Json } from './flowTesting';

let flow: Awaited<ReturnType<typeof flowTestApp>>;
beforeAll(async () => {
  flow = await flowTestApp();
}, 30_000);
afterAll(() => flow.app.close());

const list = (body: object, account = 'admin', lang?: string) => flow.call(account, 'POST', '/flow/def/v1/listJson', body, lang);

describe('definition administration', () => {
  it('lists every definition in pages, and searches by name or key', async () => {
    const all = (await list({ pageBean: { page: 1, pageSize: 100 } })).body;
    expect(all.total).toBeGreaterThanOrEqual(8);
    expect((all.rows as Json[]).map((row) => row.defKey)).toEqual(expect.arrayContaining(['leave', 'contract', 'contractSign', 'bigPurchase']));
    expect(all.rows[0]).toEqual(expect.objectContaining({ defId: expect.any(String), defKey: expect.any(String), name: expect.any(String), status: 'deploy', version: 1, typeName: expect.any(String) }));

    const second = (await list({ pageBean: { page: 2, pageSize: 3 } })).body;
    expect(second).toMatchObject({ page: 2, pageSize: 3, total: all.total });
    expect((second.rows as Json[]).map((row) => row.defKey)).toEqual((all.rows as Json[]).slice(3, 6).map((row) => row.defKey));

    const querys = (value: string) => [
      { property: 'name', value, operation: 'LIKE', relation: 'OR', group: 'search' },
      { property: 'defKey', value, operation: 'LIKE', relation: 'OR', group: 'search' },
    ];
    expect(((await list({ querys: querys('合同') })).body.rows as Json[]).map((row) => row.defKey).sort()).toEqual(['contract', 'contractSign']);
    expect(((await list({ querys: querys('bigPur') })).body.rows as Json[]).map((row) => row.defKey)).toEqual(['bigPurchase']);
    expect(((await list({ querys: querys('Leave') }, 'admin', 'en-US')).body.rows as Json[])[0]).toMatchObject({ defKey: 'leave', name: 'Leave request' });
  });

  it('answers one definition with its diagram, and who may start it', async () => {
    const definition = (await flow.call('admin', 'GET', '/flow/def/v1/getJson?defKey=contract')).body;
    expect(definition).toMatchObject({ defKey: 'contract', name: '合同审查' });
    expect(definition.bpmnXml).toContain('bpmndi:BPMNDiagram');
    expect((await flow.call('admin', 'GET', '/flow/defAuthorize/v1/getPermissionList?defKey=contract')).body).toEqual([
      { type: 'role', id: 'deptManager', name: expect.any(String) },
      { type: 'role', id: 'finance', name: expect.any(String) },
      { type: 'admin', id: '', name: '管理员' },
    ]);
    expect((await flow.call('admin', 'GET', '/flow/defAuthorize/v1/getPermissionList?defKey=leave', undefined, 'en-US')).body).toEqual([{ type: 'everyone', id: '', name: 'Everyone' }]);
    const unknown = await flow.call('admin', 'GET', '/flow/def/v1/getJson?defKey=nothing');
    expect(unknown).toMatchObject({ status: 404, body: { state: false, message: '流程定义不存在' } });
    expect((await flow.call('admin', 'GET', '/flow/def/v1/getJson')).status).toBe(400);
  });

  it('refuses everybody but administrators, in their language', async () => {
    expect(await list({}, 'lisi')).toMatchObject({ status: 403, body: { state: false, message: '只有管理员可以管理流程定义' } });
    expect((await flow.call('zhangsan', 'GET', '/flow/def/v1/getJson?defKey=leave', undefined, 'en-US')).body.message).toBe('Only an administrator may manage process definitions.');
    expect((await flow.call('wangwu', 'GET', '/flow/defAuthorize/v1/getPermissionList?defKey=leave')).status).toBe(403);
  });
});

// Deputies through the calls: once a principal marks themself away (their deputy setting enabled), a new task
// of theirs is in the deputy's to-do list too, saying on whose behalf; the deputy claims and decides it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { flowTestApp, leave } from './flowTesting';

let flow: Awaited<ReturnType<typeof flowTestApp>>;
beforeAll(async () => {
  flow = await flowTestApp();
}, 30_000);
afterAll(() => flow.app.close());

describe('deputies', () => {
  it('reach the deputy while the principal is away, and nobody once they are back', async () => {
    // lisi (zhangsan's leader) names zhaoliu as deputy and is away.
    expect((await flow.call('lisi', 'POST', '/bpmModel/bpmDeputy/v1/save', { agentIds: '10004', isEnabled: 'enabled' })).body.state).toBe(true);
    const instId = await flow.start('zhangsan', 'leave', leave(1));
    const [own] = await flow.todos('lisi', instId);
    const [deputy] = await flow.todos('zhaoliu', instId);
    expect(own).toMatchObject({ ownerId: '10002', assigneeId: '' });
    expect(own!.onBehalfOfName).toBeUndefined();
    expect(deputy).toMatchObject({ id: own!.id, onBehalfOfId: '10002', onBehalfOfName: '李四' });
    expect(deputy!.identityList.map((person: { id: string }) => person.id)).toEqual(['10002', '10004']);

    expect((await flow.call('zhaoliu', 'GET', `/runtime/task/v1/lockUnlock?taskId=${deputy!.id}`)).body).toBe(1);
    expect(await flow.todos('lisi', instId)).toEqual([]);
    expect((await flow.complete('zhaoliu', deputy!.id, 'agree')).body.state).toBe(true);
    expect(await flow.history(instId)).toContain('deptApprove:agree:赵六');

    // Back in the office: the next leave is lisi's alone.
    expect((await flow.call('lisi', 'POST', '/bpmModel/bpmDeputy/v1/save', { agentIds: '10004', isEnabled: 'disabled' })).body.state).toBe(true);
    const later = await flow.start('zhangsan', 'leave', leave(1));
    expect(await flow.todos('zhaoliu', later)).toEqual([]);
    expect(await flow.taskOf('lisi', later)).toMatchObject({ assigneeId: '10002' });
  });
});

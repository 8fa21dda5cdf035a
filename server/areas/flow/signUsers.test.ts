// taskSignUsers and taskCustomSignUsers on the reference server: the seeded contract countersign gets a fourth
// voter whose vote decides, a sign line a further signer; the wire (AssignParamObject, CommonResult) and refusals.
import { describe, expect, it } from 'vitest';
import { flowAppForFile, leave } from './flowTesting';

const flow = flowAppForFile();
const TASK = '/runtime/task/v1';
const contract = (amount: number) => ({ formType: 'frame', businessKey: `CR-${amount}`, sysCode: 'contract', vars: { contractName: '物业合同', counterparty: '安居物业', amount, note: '' } });

describe('taskSignUsers (会签任务加签)', () => {
  it('adds zhangsan as a fourth voter of the contract countersign: two agrees of four no longer pass two thirds', async () => {
    const started = await flow.call('admin', 'POST', '/runtime/instance/v1/start', { defId: 'contractSign', ...contract(90000) });
    const instId = started.body.value as string;
    const lisi = await flow.taskOf('lisi', instId);
    expect((await flow.call('lisi', 'GET', `${TASK}/get?id=${lisi.id}`)).body.curNodeDef).toMatchObject({ nodeId: 'reviewers', type: 'signTask' });
    const added = await flow.call('lisi', 'POST', `${TASK}/taskSignUsers`, { taskId: lisi.id, userId: '10001', opinion: '请法务一起看', messageType: 'inner' });
    expect(added).toMatchObject({ status: 200, body: { state: true, message: '会签加签成功，增加 1 名投票人', value: '1' } });
    expect((await flow.history(instId)).filter((row) => row.startsWith('reviewers:addsign'))).toEqual(['reviewers:addsign:李四']);
    const zhangsan = await flow.taskOf('zhangsan', instId);
    expect(zhangsan.nodeId).toBe('reviewers');
    await flow.complete('lisi', lisi.id, 'agree', contract(90000));
    await flow.complete('wangwu', (await flow.taskOf('wangwu', instId)).id, 'agree', contract(90000));
    // 2 of 4 < 66 %: the countersign still waits for zhaoliu and zhangsan
    expect((await flow.todos('zhaoliu', instId)).map((row) => row.nodeId)).toEqual(['reviewers']);
    await flow.complete('zhangsan', zhangsan.id, 'oppose', contract(90000));
    await flow.complete('zhaoliu', (await flow.taskOf('zhaoliu', instId)).id, 'oppose', contract(90000));
    expect((await flow.taskOf('admin', instId)).nodeId).toBe('revise');
  });

  it('refuses in the caller’s language: a voter twice, no user, a task not his, an ordinary task', async () => {
    const instId = (await flow.call('admin', 'POST', '/runtime/instance/v1/start', { defId: 'contractSign', ...contract(91000) })).body.value as string;
    const lisi = await flow.taskOf('lisi', instId);
    const twice = await flow.call('lisi', 'POST', `${TASK}/taskSignUsers`, { taskId: lisi.id, userId: '10003' }, 'en-US');
    expect(twice).toMatchObject({ status: 400, body: { state: false, message: '"王五" already votes in this countersign.' } });
    expect((await flow.call('lisi', 'POST', `${TASK}/taskSignUsers`, { taskId: lisi.id, userId: '' })).status).toBe(400);
    expect((await flow.call('zhangsan', 'POST', `${TASK}/taskSignUsers`, { taskId: lisi.id, userId: '10001' })).status).toBe(403);
    expect((await flow.call('lisi', 'POST', `${TASK}/taskSignUsers`, { taskId: '404404', userId: '10001' })).status).toBe(404);
    expect((await flow.call('lisi', 'POST', `${TASK}/taskSignUsers`, { taskId: lisi.id })).status).toBe(400);
    const leaveTask = await flow.taskOf('lisi', await flow.start('zhangsan', 'leave', leave(1)));
    const plain = await flow.call('lisi', 'POST', `${TASK}/taskSignUsers`, { taskId: leaveTask.id, userId: '10003' });
    expect(plain).toMatchObject({ status: 400, body: { message: '该任务不是会签任务，不能增加投票人' } });
    expect(await flow.todos('zhangsan', instId)).toEqual([]);
  });
});

describe('taskCustomSignUsers (添加签署人员)', () => {
  it('lets a signer of a sign line add a signer; the handler’s task comes back after all three signed', async () => {
    const instId = await flow.start('zhangsan', 'leave', leave(1));
    const held = await flow.taskOf('lisi', instId);
    expect((await flow.call('lisi', 'POST', `${TASK}/userTaskToSign`, { taskId: held.id, userIds: '10003', signType: 'signLine' })).body.state).toBe(true);
    const wangwu = await flow.taskOf('wangwu', instId);
    const added = await flow.call('wangwu', 'POST', `${TASK}/taskCustomSignUsers`, { taskId: wangwu.id, userId: '10004', opinion: '请财务经理也签' });
    expect(added.body).toEqual({ state: true, message: '添加签署人员成功，增加 1 人', value: '1' });
    expect((await flow.taskOf('zhaoliu', instId)).status).toBe('SIGNLINE');
    expect((await flow.call('lisi', 'POST', `${TASK}/taskCustomSignUsers`, { taskId: held.id, userId: '10001' })).status).toBe(404);
    for (const account of ['wangwu', 'zhaoliu']) await flow.complete(account, (await flow.taskOf(account, instId)).id, 'agree');
    expect((await flow.taskOf('lisi', instId)).status).toBe('SIGNLINEED');
  });
});

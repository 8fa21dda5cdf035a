// The keys of task get and taskNode (contract notes §2.7), and canLock / lockUnlock asked by a secretary for the
// leader (leaderId), read back through the to-do list.
import { describe, expect, it } from 'vitest';
import { flowAppForFile, leave, type Json } from './flowTesting';

const flow = flowAppForFile();

const TASK = '/runtime/task/v1';
const expense = (total: number) => ({ expense: { title: '报销', total, totalCapital: '', auditNote: '', sub_items: [{ subject: 'travel', price: total, quantity: 1, amount: total }] } });

describe('task get and taskNode', () => {
  it('carry the TaskGetVo and taskNode keys', async () => {
    const instId = await flow.start('zhangsan', 'leave', leave(5));
    const task = await flow.taskOf('lisi', instId);
    const got = (await flow.call('lisi', 'GET', `${TASK}/get?id=${task.id}`, undefined, 'en-US')).body;
    expect(Object.keys(got).sort()).toEqual(['bpmDefLayout', 'bpmIdentities', 'bpmTask', 'curNodeDef', 'formKey', 'initFillData', 'opinionList', 'showModifyRecord']);
    expect(got.bpmDefLayout.listLayout.map((node: Json) => node.nodeId)).toEqual(['apply', 'deptApprove', 'gmApprove']);
    expect(got.curNodeDef).toEqual({ nodeId: 'deptApprove', name: 'Department manager approval', type: 'userTask' });
    expect(got.showModifyRecord).toBe(false);

    const byTask = (await flow.call('lisi', 'GET', `${TASK}/taskNode?taskId=${task.id}`)).body;
    expect(byTask).toMatchObject({ taskId: task.id, instId, parentInstId: '0', bpmDefLayout: { defId: '20000000000000001' } });
    expect((await flow.call('wangwu', 'GET', `${TASK}/taskNode?taskId=${task.id}`)).status).toBe(403);
    expect((await flow.call('lisi', 'GET', `${TASK}/taskNode?taskId=999`)).status).toBe(404);
    expect((await flow.call('lisi', 'GET', `${TASK}/taskNode`)).status).toBe(400);
    expect((await flow.call('lisi', 'GET', `${TASK}/taskNode?defId=leave`)).body).toMatchObject({ taskId: '', instId: '', bpmDefLayout: { defId: '20000000000000001' } });
  });
});

describe('claiming for a leader', () => {
  it('lets the secretary ask canLock and claim the leader’s shared task with leaderId', async () => {
    const instId = await flow.start('zhangsan', 'expense', expense(800));
    await flow.complete('lisi', (await flow.taskOf('lisi', instId)).id, 'agree');
    const shared = await flow.taskOf('zhaoliu', instId);
    // lisi is zhaoliu's secretary, zhangsan is nobody's
    expect((await flow.call('lisi', 'GET', `${TASK}/canLock?taskId=${shared.id}&leaderId=10004`)).body).toBe(1);
    expect((await flow.call('zhangsan', 'GET', `${TASK}/canLock?taskId=${shared.id}&leaderId=10004`)).status).toBe(403);
    expect((await flow.call('zhangsan', 'GET', `${TASK}/lockUnlock?taskId=${shared.id}&leaderId=10004`)).status).toBe(403);
    expect((await flow.call('lisi', 'GET', `${TASK}/lockUnlock?taskId=${shared.id}&leaderId=10004`)).body).toBe(1);
    // claimed for zhaoliu: it is hers, wangwu sees it claimed by someone else
    expect((await flow.taskOf('zhaoliu', instId)).assigneeId).toBe('10004');
    expect((await flow.call('wangwu', 'GET', `${TASK}/canLock?taskId=${shared.id}`)).body).toBe(4);
    expect((await flow.call('zhaoliu', 'GET', `${TASK}/canLock?taskId=${shared.id}`)).body).toBe(3);
    expect((await flow.call('lisi', 'GET', `${TASK}/lockUnlock?taskId=${shared.id}&leaderId=10004`)).body).toBe(3);
    expect((await flow.call('wangwu', 'GET', `${TASK}/canLock?taskId=${shared.id}`)).body).toBe(1);
  });
});

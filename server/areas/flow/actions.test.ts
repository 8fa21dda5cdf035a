// Copy-to with its replies, communication feedback as an instance call, saving a task, and suspend / resume:
// each call's effect read back through the lists, the task and the history.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { boDataOf, flowTestApp, leave, type Json } from './flowTesting';

let flow: Awaited<ReturnType<typeof flowTestApp>>;
beforeAll(async () => {
  flow = await flowTestApp();
}, 30_000);
afterAll(() => flow.app.close());

const readRows = async (account: string, list: string, instId: string) =>
  ((await flow.call(account, 'POST', `/runtime/task/v1/${list}`, {})).body.rows as Json[]).filter((row) => row.procInstId === instId);

describe('copy-to (传阅) from a task', () => {
  it('fills the receivers’ to-read list, takes their reply, and moves the record to the read list', async () => {
    const instId = await flow.start('zhangsan', 'leave', leave(1));
    const task = await flow.taskOf('lisi', instId);
    const buttons = (await flow.call('lisi', 'GET', `/runtime/task/v1/getButtonsBytaskId?taskId=${task.id}`)).body.buttons as Json[];
    expect(buttons.map((button) => button.alias)).toContain('instanceTrans');
    const sent = await flow.call('lisi', 'POST', '/runtime/instance/v1/transToMore', { instId, taskId: task.id, userIds: '10003,10004', opinion: '请知悉' });
    expect(sent.body).toMatchObject({ state: true, value: 2 });
    // the task stays with its handler
    expect((await flow.taskOf('lisi', instId)).id).toBe(task.id);
    const [record] = await readRows('wangwu', 'getNoticeTodoReadList', instId);
    expect(record).toMatchObject({ nodeName: '部门经理审批', sender: '李四' });
    expect(await readRows('zhaoliu', 'getNoticeTodoReadList', instId)).toHaveLength(1);

    // only a receiver replies, and a reply needs its text
    expect((await flow.call('zhangsan', 'POST', '/runtime/instance/v1/doNextCopyto', { instId, opinion: '收到' })).status).toBe(403);
    const empty = await flow.call('wangwu', 'POST', '/runtime/instance/v1/doNextCopyto', { instId, taskId: record!.id, opinion: ' ' }, 'en-US');
    expect(empty).toMatchObject({ status: 400, body: { message: 'Please enter an opinion.' } });
    const reply = await flow.call('wangwu', 'POST', '/runtime/instance/v1/doNextCopyto', { instId, taskId: record!.id, opinion: '已阅，同意', files: '', zfiles: '' });
    expect(reply.body).toEqual({ state: true, message: '回复成功' });
    expect(await readRows('wangwu', 'getNoticeTodoReadList', instId)).toHaveLength(0);
    expect((await readRows('wangwu', 'getNoticeDoneReadList', instId))[0]?.readTime).toBeTruthy();
    expect(await flow.history(instId)).toEqual(expect.arrayContaining(['deptApprove:copyto:李四', 'deptApprove:copyto_reply:王五']));
    // zhaoliu has not read it yet
    expect(await readRows('zhaoliu', 'getNoticeTodoReadList', instId)).toHaveLength(1);
  });
});

describe('communication feedback (doNextcommu)', () => {
  it('answers a COMMU task with the instance call, once', async () => {
    const instId = await flow.start('zhangsan', 'leave', leave(1));
    const task = await flow.taskOf('lisi', instId);
    expect((await flow.call('lisi', 'POST', '/runtime/task/v1/communicate', { taskId: task.id, userIds: '10003', opinion: '请看一下天数' })).body.state).toBe(true);
    const commu = await flow.taskOf('wangwu', instId);
    expect(commu.status).toBe('COMMU');
    const answer = await flow.call('wangwu', 'POST', '/runtime/instance/v1/doNextcommu', { instId, taskId: commu.id, opinion: '天数无误' });
    expect(answer.body).toMatchObject({ state: true, message: '反馈成功' });
    expect(await flow.todos('wangwu', instId)).toHaveLength(0);
    expect(await flow.history(instId)).toContain('deptApprove:feedBack:王五');
    const again = await flow.call('wangwu', 'POST', '/runtime/instance/v1/doNextcommu', { instId, taskId: commu.id, opinion: '再说一次' });
    expect(again).toMatchObject({ status: 400, body: { message: '该沟通已反馈' } });
  });
});

describe('saving a task (saveDraft)', () => {
  it('keeps the handler’s writable edits and opinion for the next open, without moving the flow', async () => {
    // The initiator's node writes every field: a task sent back to him is where edits are kept.
    const instId = await flow.start('zhangsan', 'leave', leave(1));
    expect((await flow.complete('lisi', (await flow.taskOf('lisi', instId)).id, 'backToStart')).body.state).toBe(true);
    const back = await flow.taskOf('zhangsan', instId);
    const edited = leave(2, { reason: '改为两天' });
    const saved = await flow.call('zhangsan', 'POST', '/runtime/task/v1/saveDraft', { taskId: back.id, data: boDataOf(edited), formType: 'inner', opinion: '稍后提交' });
    expect(saved.body).toMatchObject({ state: true, message: '保存成功' });
    const detail = (await flow.call('zhangsan', 'GET', `/runtime/task/v1/taskDetail?taskId=${back.id}`)).body;
    expect(detail.data.leave).toMatchObject({ reason: '改为两天', endTime: '2026-12-02 18:00:00', days: 1.5 });
    expect(detail.draft).toMatchObject({ opinion: '稍后提交' });
    // the instance itself is unchanged and the task is still open
    expect((await flow.call('zhangsan', 'GET', `/runtime/instance/v1/getInstFormAndBO?proInstId=${instId}`)).body.data.leave.reason).toBe('测试');
    expect((await flow.taskOf('zhangsan', instId)).id).toBe(back.id);
    // someone else may not save it
    expect((await flow.call('lisi', 'POST', '/runtime/task/v1/saveDraft', { taskId: back.id, data: boDataOf(edited), formType: 'inner' })).status).toBe(403);
    // once handled the draft is gone with the task
    expect((await flow.complete('zhangsan', back.id, 'agree', { data: boDataOf(edited) })).body.state).toBe(true);
    expect((await flow.call('zhangsan', 'GET', `/runtime/task/v1/taskDetail?taskId=${back.id}`)).status).toBe(404);
  });

  it('takes only the fields the node writes', async () => {
    const instId = await flow.start('zhangsan', 'leave', leave(1));
    const task = await flow.taskOf('lisi', instId);
    await flow.call('lisi', 'POST', '/runtime/task/v1/saveDraft', { taskId: task.id, data: boDataOf(leave(3, { reason: '篡改' })), formType: 'inner', opinion: '' });
    const detail = (await flow.call('lisi', 'GET', `/runtime/task/v1/taskDetail?taskId=${task.id}`)).body;
    expect(detail.data.leave.reason).toBe('测试');
    expect(detail.draft).toMatchObject({ opinion: '' });
  });
});

describe('suspend and resume', () => {
  it('lets the initiator and administrators suspend; every action is refused until resumed', async () => {
    const instId = await flow.start('zhangsan', 'leave', leave(1));
    const task = await flow.taskOf('lisi', instId);
    expect((await flow.call('lisi', 'GET', `/flow/def/v1/forbiddenInstance?instId=${instId}`)).status).toBe(403);
    expect((await flow.call('zhangsan', 'GET', `/flow/def/v1/forbiddenInstance?instId=${instId}`)).body).toMatchObject({ state: true, message: '挂起成功' });
    expect((await flow.call('zhangsan', 'GET', `/flow/def/v1/forbiddenInstance?instId=${instId}`)).status).toBe(400);

    // still listed, marked suspended, on the list and the task
    const listed = await flow.taskOf('lisi', instId);
    expect(listed.isForbidden).toBe(1);
    expect((await flow.call('lisi', 'GET', `/runtime/task/v1/get?id=${task.id}`)).body.bpmTask.isForbidden).toBe(1);
    expect((await flow.call('zhangsan', 'GET', `/runtime/instance/v1/getInstanceByInstId?instId=${instId}`)).body.isForbidden).toBe(1);
    expect((await flow.call('lisi', 'GET', `/runtime/task/v1/canLock?taskId=${task.id}`)).body).toBe(6);

    const refused = await flow.complete('lisi', task.id, 'agree', { data: boDataOf(leave(1)) });
    expect(refused).toMatchObject({ status: 400, body: { message: '流程实例已挂起，恢复后才能处理' } });
    const inEnglish = await flow.call('lisi', 'POST', '/runtime/task/v1/delegate', { taskId: task.id, userId: '10003', opinion: '' }, 'en-US');
    expect(inEnglish).toMatchObject({ status: 400, body: { message: 'This process is suspended; nothing can be done on it until it is resumed.' } });
    expect((await flow.call('lisi', 'POST', '/runtime/task/v1/saveDraft', { taskId: task.id, data: boDataOf(leave(1)), formType: 'inner' })).status).toBe(400);
    expect((await flow.call('lisi', 'POST', '/runtime/instance/v1/transToMore', { instId, userIds: '10003', opinion: '' })).status).toBe(400);
    expect((await flow.call('zhangsan', 'POST', '/runtime/instance/v1/sendBpmTaskUrgent', { instId, opinion: '请尽快' })).status).toBe(400);
    expect((await flow.call('lisi', 'POST', '/runtime/instance/v1/doEndProcess', { taskId: task.id, endReason: '不需要了' })).status).toBe(400);
    // nothing happened but the suspension, which the history records with who did it
    expect(await flow.history(instId)).toEqual(['apply:start:张三', 'deptApprove:awaiting_check:', 'deptApprove:suspend:张三']);

    // an administrator resumes; the task is handled as before
    expect((await flow.call('wangwu', 'GET', `/flow/def/v1/unForbiddenInstance?instId=${instId}`)).status).toBe(403);
    expect((await flow.call('admin', 'GET', `/flow/def/v1/unForbiddenInstance?instId=${instId}`)).body).toMatchObject({ state: true, message: '恢复成功' });
    expect((await flow.call('admin', 'GET', `/flow/def/v1/unForbiddenInstance?instId=${instId}`)).status).toBe(400);
    expect((await flow.taskOf('lisi', instId)).isForbidden).toBe(0);
    expect((await flow.complete('lisi', task.id, 'agree', { data: boDataOf(leave(1)) })).body.state).toBe(true);
    const rows = (await flow.call('zhangsan', 'GET', `/runtime/instance/v1/instanceFlowOpinions?instId=${instId}`)).body as unknown as Json[];
    expect(rows.filter((row) => row.status === 'suspend' || row.status === 'resume').map((row) => `${row.status}:${row.auditor}:${Boolean(row.completeTime)}`)).toEqual(['suspend:10001:true', 'resume:1:true']);
  });

  it('refuses to suspend an instance that is not running', async () => {
    const instId = await flow.start('zhangsan', 'leave', leave(1));
    await flow.complete('lisi', (await flow.taskOf('lisi', instId)).id, 'agree', { data: boDataOf(leave(1)) });
    expect((await flow.call('admin', 'GET', `/flow/def/v1/forbiddenInstance?instId=${instId}`)).status).toBe(400);
    expect((await flow.call('admin', 'GET', '/flow/def/v1/forbiddenInstance?instId=nope')).status).toBe(404);
  });
});

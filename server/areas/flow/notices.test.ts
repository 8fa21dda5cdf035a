// Task notices: a circulation record read as a task, marked read from the to-read list, and withdrawn by its
// sender while unread; each effect read back through the read lists.
import { describe, expect, it } from 'vitest';
import { flowAppForFile, leave, type Json } from './flowTesting';

const flow = flowAppForFile();

const readRows = async (account: string, list: string, instId: string) =>
  ((await flow.call(account, 'POST', `/runtime/task/v1/${list}`, {})).body.rows as Json[]).filter((row) => row.procInstId === instId);

/** A leave circulated by its department manager lisi to wangwu and zhaoliu; their records. */
async function circulated() {
  const instId = await flow.start('zhangsan', 'leave', leave(1));
  const task = await flow.taskOf('lisi', instId);
  expect((await flow.call('lisi', 'POST', '/runtime/instance/v1/transToMore', { instId, taskId: task.id, userIds: '10003,10004', opinion: '请知悉' })).body.state).toBe(true);
  const [wangwu] = await readRows('wangwu', 'getNoticeTodoReadList', instId);
  const [zhaoliu] = await readRows('zhaoliu', 'getNoticeTodoReadList', instId);
  return { instId, wangwu: wangwu!, zhaoliu: zhaoliu! };
}

describe('getNotice', () => {
  it('answers the record as a COPYTO task of its node with the history, for receiver and sender only', async () => {
    const { instId, wangwu } = await circulated();
    const { status, body } = await flow.call('wangwu', 'GET', `/runtime/task/v1/getNotice?id=${wangwu.id}`);
    expect(status).toBe(200);
    expect(body.bpmTask).toMatchObject({ id: wangwu.id, procInstId: instId, status: 'COPYTO', nodeId: 'deptApprove', name: '部门经理审批', ownerId: '10002', assigneeId: '10003', opinion: '请知悉', isRead: 0, bpmnInstId: '' });
    expect((body.opinionList as Json[][])[0]!.map((row) => row.status)).toContain('copyto');
    expect((await flow.call('lisi', 'GET', `/runtime/task/v1/getNotice?id=${wangwu.id}`)).status).toBe(200);
    expect((await flow.call('zhangsan', 'GET', `/runtime/task/v1/getNotice?id=${wangwu.id}`)).status).toBe(403);
    const unknown = await flow.call('wangwu', 'GET', '/runtime/task/v1/getNotice?id=999', undefined, 'en-US');
    expect(unknown).toMatchObject({ status: 404, body: { message: 'The circulation record does not exist.' } });
  });
});

describe('noticeTurnDode (已阅)', () => {
  it('moves the receiver’s records to the read list, all or nothing', async () => {
    const { instId, wangwu, zhaoliu } = await circulated();
    // someone else's record refuses the whole call: wangwu's stays unread
    const mixed = await flow.call('wangwu', 'POST', `/runtime/task/v1/noticeTurnDode?taskId=${wangwu.id},${zhaoliu.id}`);
    expect(mixed.status).toBe(404);
    expect(await readRows('wangwu', 'getNoticeTodoReadList', instId)).toHaveLength(1);
    expect((await flow.call('wangwu', 'POST', '/runtime/task/v1/noticeTurnDode?taskId=a;b')).status).toBe(400);

    const done = await flow.call('wangwu', 'POST', `/runtime/task/v1/noticeTurnDode?taskId=${wangwu.id}`);
    expect(done.body).toEqual({ state: true, message: '已阅', value: 1 });
    expect(await readRows('wangwu', 'getNoticeTodoReadList', instId)).toHaveLength(0);
    expect((await readRows('wangwu', 'getNoticeDoneReadList', instId))[0]?.readTime).toBeTruthy();
    expect((await flow.call('wangwu', 'GET', `/runtime/task/v1/getNotice?id=${wangwu.id}`)).body.bpmTask.isRead).toBe(1);
    // zhaoliu's is untouched
    expect(await readRows('zhaoliu', 'getNoticeTodoReadList', instId)).toHaveLength(1);
  });
});

describe('delBpmTaskNoticeById (撤回)', () => {
  it('lets the sender withdraw an unread record, never a read one or someone else’s', async () => {
    const { instId, wangwu, zhaoliu } = await circulated();
    expect((await flow.call('zhangsan', 'POST', `/runtime/task/v1/delBpmTaskNoticeById?id=${zhaoliu.id}`)).status).toBe(403);
    const withdrawn = await flow.call('lisi', 'POST', `/runtime/task/v1/delBpmTaskNoticeById?id=${zhaoliu.id}`);
    expect(withdrawn.body).toEqual({ state: true, message: '撤回成功' });
    expect(await readRows('zhaoliu', 'getNoticeTodoReadList', instId)).toHaveLength(0);
    expect((await readRows('lisi', 'getMyNoticeReadList', instId)).map((row) => row.id)).toEqual([wangwu.id]);

    await flow.call('wangwu', 'POST', '/runtime/task/v1/addReadRecord', { id: wangwu.id });
    const read = await flow.call('lisi', 'POST', `/runtime/task/v1/delBpmTaskNoticeById?id=${wangwu.id}`, undefined, 'en-US');
    expect(read).toMatchObject({ status: 400, body: { message: 'It has been read already, so it cannot be withdrawn.' } });
    expect(await readRows('wangwu', 'getNoticeDoneReadList', instId)).toHaveLength(1);
  });
});

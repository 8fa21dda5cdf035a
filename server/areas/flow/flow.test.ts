// The approval engine through its calls: every action and the statuses it leaves, rights, and rollback.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { boDataOf as data, flowTestApp, leave, type FlowCall, type Json } from './flowTesting';

let flow: Awaited<ReturnType<typeof flowTestApp>>;
beforeAll(async () => {
  flow = await flowTestApp();
}, 30_000);
afterAll(() => flow.app.close());

const call: FlowCall = (...args) => flow.call(...args);
const start = (account: string, defId: string, value: object) => flow.start(account, defId, value);
const todos = (account: string, instId: string) => flow.todos(account, instId);
const taskOf = (account: string, instId: string) => flow.taskOf(account, instId);
const complete = (account: string, taskId: string, actionName: string, extra: object = {}) => flow.complete(account, taskId, actionName, extra);
const instance = async (instId: string, account = 'zhangsan') => (await call(account, 'GET', `/runtime/instance/v1/getInstanceByInstId?instId=${instId}`)).body;
const history = (instId: string) => flow.history(instId);

describe('leave request', () => {
  it('goes back to the initiator, is resubmitted, agreed and ends (≤ 3 days)', async () => {
    const instId = await start('zhangsan', 'leave', leave(2));
    const first = await taskOf('lisi', instId);
    expect(first).toMatchObject({ status: 'NORMAL', name: '部门经理审批', subject: '张三的请假申请：测试', creator: '张三' });

    const detail = (await call('lisi', 'GET', `/runtime/task/v1/taskDetail?taskId=${first.id}`)).body;
    expect(detail.result).toBe(true);
    expect(detail.form.definition.alias).toBe('leaveRequest');
    // The day count is the formula's, not the submitted 0.
    expect(detail.data.leave.days).toBe(1.5);
    expect(JSON.parse(detail.permission).fields.leave.reason).toBe('r');
    // The first node after the start has no reject (only back to the initiator).
    expect(detail.buttons.map((button: Json) => button.alias)).toEqual(['agree', 'oppose', 'abandon', 'backToStart', 'delegate', 'startTrans', 'inqu', 'startCommu', 'addSign', 'signLine', 'signSequence', 'instanceTrans', 'taskDelay', 'saveDraft', 'endProcess', 'approvalHistory']);

    expect((await complete('lisi', first.id, 'backToStart', { opinion: '' })).status).toBe(400);
    expect((await complete('lisi', first.id, 'backToStart')).body.state).toBe(true);
    expect((await instance(instId)).status).toBe('backToStart');
    const back = await taskOf('zhangsan', instId);
    expect(back).toMatchObject({ status: 'BACK', nodeId: 'apply' });
    const buttons = (await call('zhangsan', 'GET', `/runtime/task/v1/getButtonsBytaskId?taskId=${back.id}`)).body.buttons as Json[];
    expect(buttons.map((button) => [button.alias, button.name])).toContainEqual(['agree', '重新提交']);

    // The initiator's node lets him change the form: the new reason is stored.
    expect((await complete('zhangsan', back.id, 'agree', { data: data(leave(2, { reason: '补充：工作已交接' })) })).body.state).toBe(true);
    expect((await instance(instId)).status).toBe('running');
    const again = await taskOf('lisi', instId);
    expect((await complete('lisi', again.id, 'agree')).body.state).toBe(true);

    const ended = await instance(instId);
    expect(ended.status).toBe('end');
    expect(ended.endTime).toBeTruthy();
    expect(await history(instId)).toEqual([
      'apply:start:张三',
      'deptApprove:backToStart:李四',
      'apply:reSubmit:张三',
      'deptApprove:agree:李四',
    ]);
    const form = (await call('zhangsan', 'GET', `/runtime/instance/v1/getInstFormAndBO?proInstId=${instId}`)).body;
    expect(form.data.leave.reason).toBe('补充：工作已交接');
    expect(JSON.parse(form.permission).fields.leave.applicant).toBe('r');

    const done = (await call('lisi', 'POST', '/runtime/instance/v1/getDoneInstList', { querys: [{ property: 'id', value: instId, operation: 'EQUAL' }] })).body.rows as Json[];
    expect(done.map((row) => row.opinionStatus)).toEqual(['agree', 'backToStart']);
    expect(done.every((row) => row.revoke === false)).toBe(true);
    // ?status= keeps the instances in that state (contract notes §1), and refuses a state it does not know.
    const doneWith = async (status: string) => call('lisi', 'POST', `/runtime/instance/v1/getDoneInstList?status=${status}`, { querys: [{ property: 'id', value: instId, operation: 'EQUAL' }] });
    expect(((await doneWith('end')).body.rows as Json[]).map((row) => row.opinionStatus)).toEqual(['agree', 'backToStart']);
    expect((await doneWith('running')).body.rows).toEqual([]);
    const unknown = await doneWith('finished');
    expect(unknown.status).toBe(400);
    expect(String(unknown.body.message)).toContain('status');
    const mine = (await call('zhangsan', 'POST', '/runtime/instance/v1/myRequest', { querys: [{ property: 'id', value: instId, operation: 'EQUAL' }] })).body.rows as Json[];
    expect(mine).toMatchObject([{ status: 'end', procDefKey: 'leave' }]);
  });

  it('takes the gateway to the general manager for more than 3 days, whatever day count is submitted', async () => {
    const instId = await start('zhangsan', 'leave', leave(5));
    await complete('lisi', (await taskOf('lisi', instId)).id, 'agree');
    const gm = await taskOf('admin', instId);
    expect(gm.name).toBe('总经理审批');
    // Rejecting goes back to the previous node's handler; a direct return comes straight back here.
    const info = (await call('admin', 'GET', `/runtime/task/v1/taskToReject?taskId=${gm.id}`)).body;
    expect(info).toMatchObject({ canReject: true, canRejectPreAct: true, backNode: 'deptApprove' });
    expect(info.allowNormalNode.map((node: Json) => node.nodeId)).toEqual(['apply', 'deptApprove']);
    expect((await complete('admin', gm.id, 'reject', { destination: 'deptApprove', backHandMode: 'direct' })).body.state).toBe(true);
    expect((await instance(instId)).status).toBe('back');
    const back = await taskOf('lisi', instId);
    expect(back).toMatchObject({ status: 'BACK', nodeId: 'deptApprove' });
    await complete('lisi', back.id, 'agree');
    const returned = await taskOf('admin', instId);
    expect(returned.nodeId).toBe('gmApprove');
    await complete('admin', returned.id, 'oppose');
    expect((await instance(instId)).status).toBe('end');
  });

  it('refuses invalid form data and keeps nothing', async () => {
    const before = (await call('zhangsan', 'POST', '/runtime/instance/v1/myRequest', {})).body.total;
    const refused = await call('zhangsan', 'POST', '/runtime/instance/v1/start', { defId: 'leave', data: data({ leave: { applicant: '', days: 1 } }), formType: 'inner' });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toMatch(/表单数据校验未通过/);
    expect((await call('zhangsan', 'POST', '/runtime/instance/v1/start', { defId: 'leave', data: 'not base64 json', formType: 'inner' })).status).toBe(400);
    expect((await call('zhangsan', 'POST', '/runtime/instance/v1/myRequest', {})).body.total).toBe(before);
  });

  it('lets only the handler act, in either language', async () => {
    const instId = await start('zhangsan', 'leave', leave(1));
    const task = await taskOf('lisi', instId);
    const refused = await call('wangwu', 'POST', '/runtime/task/v1/complete', { taskId: task.id, actionName: 'agree', opinion: '', formType: 'inner' }, 'en-US');
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ state: false, message: 'You may not handle this task.' });
    expect((await call('lisi', 'GET', '/runtime/task/v1/get?id=404404')).body.message).toBe('此任务已被处理或不存在！');
    // A read-only node keeps the stored values whatever the approver submits.
    await complete('lisi', task.id, 'agree', { data: data(leave(1, { reason: '篡改' })) });
    expect((await call('zhangsan', 'GET', `/runtime/instance/v1/getInstFormAndBO?proInstId=${instId}`)).body.data.leave.reason).toBe('测试');
    expect((await call('wangwu', 'GET', `/runtime/instance/v1/getInstanceByInstId?instId=${instId}`)).status).toBe(403);
  });
});

describe('choosing where it goes', () => {
  it('answers the next nodes with their candidates, and refuses malformed nodeUsers or a user who is no candidate', async () => {
    const instId = await start('zhangsan', 'leave', leave(2));
    const task = await taskOf('lisi', instId);
    const after = (await call('lisi', 'POST', '/runtime/task/v1/getAfterJumpNodes', { taskId: task.id })).body;
    expect(after).toMatchObject({ jumpType: 'common', choiceExcutor: 'none' });
    expect(after.afterNodes.length).toBeGreaterThan(0);
    expect((await complete('lisi', task.id, 'agree', { nodeUsers: 'not json' })).body.message).toBe('nodeUsers 格式无效：须为 [{nodeId, executors:[{id}]}] 的 JSON');
    const next = (after.afterNodes as Json[]).find((node) => node.excutorList.length > 0);
    if (next) {
      const refused = await complete('lisi', task.id, 'agree', { nodeUsers: JSON.stringify([{ nodeId: next.nodeId, executors: [{ id: '10007', name: '吴九', type: 'user' }] }]) });
      expect(refused.status).toBe(400);
    }
    expect((await taskOf('lisi', instId)).id).toBe(task.id);
  });
});

describe('choosing where it goes in the seeded large purchase', () => {
  const purchase = { purchase: { applicant: '张三', applyDate: '2026-12-01', category: 'it', title: '大额采购服务器', supplier: 'S1', expectedDate: '2026-12-30', itemCount: 1, total: 90000, totalCapital: '', sub_items: [{ name: '服务器', spec: '', quantity: 1, unitPrice: 90000, amount: 90000 }] } };
  const openTasks = async (instId: string) => {
    const rows: string[] = [];
    for (const account of ['lisi', 'wangwu', 'zhaoliu', 'admin']) for (const row of await todos(account, instId)) rows.push(`${row.nodeId}:${account}`);
    return rows.sort();
  };

  it('says what the node lets its agree choose, and gives the next task to exactly the picked handler', async () => {
    const instId = await start('zhangsan', 'bigPurchase', purchase);
    const task = await taskOf('lisi', instId);
    const detail = (await call('lisi', 'GET', `/runtime/task/v1/taskDetail?taskId=${task.id}`)).body;
    expect(detail).toMatchObject({ jumpType: 'free', choiceExcutor: 'candidate' });
    const common = (await call('lisi', 'POST', '/runtime/task/v1/getAfterJumpNodes', { taskId: task.id, type: 'common' })).body;
    expect(common.afterNodes.map((node: Json) => [node.nodeId, node.excutorList.map((person: Json) => person.name)])).toEqual([['financeReview', ['王五', '赵六']]]);
    const free = (await call('lisi', 'POST', '/runtime/task/v1/getAfterJumpNodes', { taskId: task.id })).body;
    expect(free).toMatchObject({ jumpType: 'free', choiceExcutor: 'candidate' });
    expect(free.afterNodes.map((node: Json) => node.nodeId)).toEqual(['financeReview', 'gmApprove', 'end']);
    // 周八 is no finance member: refused, nothing moved
    const outsider = await complete('lisi', task.id, 'agree', { nodeUsers: JSON.stringify([{ nodeId: 'financeReview', executors: [{ id: '10006', name: '周八', type: 'user' }] }]) });
    expect(outsider).toMatchObject({ status: 400, body: { message: '用户【10006】不是节点【财务审核】的候选审批人' } });
    const picked = await complete('lisi', task.id, 'agree', { nodeUsers: JSON.stringify([{ nodeId: 'financeReview', executors: [{ id: '10003', name: '王五', type: 'user' }] }]), jumpType: '', destination: '' });
    expect(picked.body.state).toBe(true);
    expect(await openTasks(instId)).toEqual(['financeReview:wangwu']);
    // financeReview lets its agree name anybody for the next step: 赵六 instead of the administrator
    const review = await taskOf('wangwu', instId);
    await complete('wangwu', review.id, 'agree', { nodeUsers: JSON.stringify([{ nodeId: 'gmApprove', executors: [{ id: '10004', name: '赵六', type: 'user' }] }]) });
    expect(await openTasks(instId)).toEqual(['gmApprove:zhaoliu']);
  });

  it('jumps freely to the chosen node, and refuses a node that does not exist', async () => {
    const instId = await start('zhangsan', 'bigPurchase', purchase);
    const task = await taskOf('lisi', instId);
    expect((await complete('lisi', task.id, 'agree', { jumpType: 'free', destination: 'nowhere' })).body.message).toBe('节点【nowhere】不存在或不在可选范围内');
    expect((await complete('lisi', task.id, 'agree', { jumpType: 'free', destination: 'gmApprove' })).body.state).toBe(true);
    expect(await openTasks(instId)).toEqual(['gmApprove:admin']);
    expect((await instance(instId)).status).toBe('running');
  });

  it('rejects to an earlier node with direct return: its agree comes straight back to the rejecting node', async () => {
    const instId = await start('zhangsan', 'bigPurchase', purchase);
    await complete('lisi', (await taskOf('lisi', instId)).id, 'agree');
    await complete('wangwu', (await taskOf('wangwu', instId)).id, 'agree');
    const gm = await taskOf('admin', instId);
    const info = (await call('admin', 'GET', `/runtime/task/v1/taskToReject?taskId=${gm.id}`)).body;
    expect(info).toMatchObject({ canRejectToAnyNode: true, canRejectToStart: true, backNode: 'financeReview' });
    expect(info.allowNormalNode.map((node: Json) => node.nodeId)).toEqual(['apply', 'deptApprove', 'financeReview']);
    expect((await complete('admin', gm.id, 'reject', { destination: 'deptApprove', backHandMode: 'direct' })).body.state).toBe(true);
    expect((await instance(instId)).status).toBe('back');
    const back = await taskOf('lisi', instId);
    expect(back).toMatchObject({ nodeId: 'deptApprove', status: 'BACK' });
    // its agree goes straight back: nothing to choose
    expect((await call('lisi', 'GET', `/runtime/task/v1/taskDetail?taskId=${back.id}`)).body).toMatchObject({ jumpType: 'common', choiceExcutor: 'none' });
    await complete('lisi', back.id, 'agree');
    // financeReview is skipped: straight back to the general manager
    expect(await openTasks(instId)).toEqual(['gmApprove:admin']);
    // normal: back to the initiator, and the resubmit walks the whole way again
    const again = await taskOf('admin', instId);
    expect((await complete('admin', again.id, 'backToStart', { backHandMode: 'normal' })).body.state).toBe(true);
    await complete('zhangsan', (await taskOf('zhangsan', instId)).id, 'agree', { data: data(purchase) });
    expect(await openTasks(instId)).toEqual(['deptApprove:lisi']);
  });

  it('answers a pass-on with agreeTrans / opposeTrans; the task is back once every receiver answered', async () => {
    const instId = await start('zhangsan', 'bigPurchase', purchase);
    const task = await taskOf('lisi', instId);
    expect((await complete('lisi', task.id, 'agreeTrans')).body.message).toBe('同意（流转）和反对（流转）只用于答复流转的任务');
    expect((await call('lisi', 'POST', '/runtime/task/v1/taskToTrans', { taskId: task.id, userIds: '10003,10004', opinion: '请两位看看' })).body.state).toBe(true);
    const [wangwu, zhaoliu] = [await taskOf('wangwu', instId), await taskOf('zhaoliu', instId)];
    expect(wangwu.status).toBe('TRANSFORMED');
    const buttons = (await call('wangwu', 'GET', `/runtime/task/v1/getButtonsBytaskId?taskId=${wangwu.id}`)).body.buttons as Json[];
    expect(buttons.map((button) => [button.alias, button.name])).toEqual([['agreeTrans', '同意（流转）'], ['opposeTrans', '反对（流转）'], ['approvalHistory', '审批历史']]);
    expect(await todos('lisi', instId)).toEqual([]);
    expect((await complete('wangwu', wangwu.id, 'agreeTrans')).body.state).toBe(true);
    expect(await todos('lisi', instId)).toEqual([]);
    expect((await complete('zhaoliu', zhaoliu.id, 'opposeTrans')).body.state).toBe(true);
    expect((await taskOf('lisi', instId)).id).toBe(task.id);
    expect(await history(instId)).toEqual(expect.arrayContaining(['deptApprove:transAgree:王五', 'deptApprove:transOppose:赵六']));
    expect((await instance(instId)).status).toBe('running');
  });
});

describe('other processes', () => {
  const expense = (total: number) => ({ expense: { title: '报销', total, totalCapital: '', auditNote: '', sub_items: [{ subject: 'travel', price: total, quantity: 1, amount: total }] } });

  it('offers a small claim to every finance member; one claims it, then handles it', async () => {
    const instId = await start('zhangsan', 'expense', expense(800));
    await complete('lisi', (await taskOf('lisi', instId)).id, 'agree');
    const shared = await taskOf('wangwu', instId);
    expect(shared.identityList.map((person: Json) => person.name)).toEqual(['王五', '赵六']);
    expect((await taskOf('zhaoliu', instId)).id).toBe(shared.id);
    expect((await call('wangwu', 'GET', `/runtime/task/v1/canLock?taskId=${shared.id}`)).body).toBe(1);
    expect((await call('wangwu', 'GET', `/runtime/task/v1/lockUnlock?taskId=${shared.id}`)).body).toBe(1);
    expect(await todos('zhaoliu', instId)).toHaveLength(0);
    expect((await call('zhaoliu', 'GET', `/runtime/task/v1/lockUnlock?taskId=${shared.id}`)).status).toBe(400);
    expect((await call('wangwu', 'GET', `/runtime/task/v1/lockUnlock?taskId=${shared.id}`)).body).toBe(3);
    expect(await todos('zhaoliu', instId)).toHaveLength(1);
    await call('wangwu', 'GET', `/runtime/task/v1/lockUnlock?taskId=${shared.id}`);
    await complete('wangwu', shared.id, 'agree');
    expect((await instance(instId)).status).toBe('end');
  });

  it('claims as §4.3 says: isLock is "claimed by someone else", the claimer gives it back, only an administrator takes it over', async () => {
    const instId = await start('zhangsan', 'expense', expense(700));
    await complete('lisi', (await taskOf('lisi', instId)).id, 'agree');
    const shared = await taskOf('wangwu', instId);
    const lockButton = async (user: string) => ((await call(user, 'GET', `/runtime/task/v1/getButtonsBytaskId?taskId=${shared.id}`)).body.buttons as Json[]).find((button) => button.alias === 'lockUnlock');
    expect(await lockButton('wangwu')).toMatchObject({ name: '签收', isLock: false });
    expect((await call('admin', 'GET', `/runtime/task/v1/canLock?taskId=${shared.id}`)).body).toBe(5);
    expect((await call('wangwu', 'GET', `/runtime/task/v1/lockUnlock?taskId=${shared.id}`)).body).toBe(1);
    // The claimer's button gives the claim back; it is not a forced claim.
    expect(await lockButton('wangwu')).toMatchObject({ name: '取消签收', isLock: false });
    // The other candidate sees the task claimed by someone else, with nothing to press.
    expect((await call('zhaoliu', 'GET', `/runtime/task/v1/canLock?taskId=${shared.id}`)).body).toBe(4);
    expect(await lockButton('zhaoliu')).toBeUndefined();
    expect((await call('zhaoliu', 'GET', `/runtime/task/v1/lockUnlock?taskId=${shared.id}`)).status).toBe(400);
    // An administrator takes the claim over (强制签收): the task is theirs now, and no longer wangwu's.
    expect((await call('admin', 'GET', `/runtime/task/v1/canLock?taskId=${shared.id}`)).body).toBe(4);
    expect((await call('admin', 'GET', `/runtime/task/v1/lockUnlock?taskId=${shared.id}`)).body).toBe(1);
    expect((await call('wangwu', 'GET', `/runtime/task/v1/canLock?taskId=${shared.id}`)).body).toBe(4);
    expect(await todos('wangwu', instId)).toHaveLength(0);
    expect((await taskOf('admin', instId)).id).toBe(shared.id);
    await complete('admin', shared.id, 'agree');
    expect((await instance(instId)).status).toBe('end');
    expect((await call('admin', 'GET', `/runtime/task/v1/canLock?taskId=${shared.id}`)).body).toBe(0);
  });

  it('sends a large claim to the finance manager', async () => {
    const instId = await start('zhangsan', 'expense', expense(9000));
    await complete('lisi', (await taskOf('lisi', instId)).id, 'agree');
    expect((await taskOf('zhaoliu', instId)).name).toBe('财务经理审批');
  });

  it('joins parallel approvals', async () => {
    const purchase = { purchase: { applicant: '张三', applyDate: '2026-12-01', category: 'it', title: '研发采购笔记本', supplier: 'S1', expectedDate: '2026-12-30', itemCount: 1, total: 10, totalCapital: '', sub_items: [{ name: '笔', spec: '', quantity: 1, unitPrice: 10, amount: 10 }] } };
    const instId = await start('zhangsan', 'purchase', purchase);
    const dept = await taskOf('lisi', instId);
    const finance = await taskOf('wangwu', instId);
    // Inside a parallel branch only "back to the initiator" is offered.
    expect((await call('lisi', 'GET', `/runtime/task/v1/taskToReject?taskId=${dept.id}`)).body).toMatchObject({ canRejectPreAct: false, isInGateway: true });
    await complete('lisi', dept.id, 'agree');
    expect((await instance(instId)).status).toBe('running');
    await complete('wangwu', finance.id, 'agree');
    expect((await instance(instId)).status).toBe('end');
  });

  it('waits for every countersigner', async () => {
    const trip = { trip: { applicant: 'zhangsan', department: 'rd', destination: '北京', startDate: '2026-12-01', endDate: '2026-12-02', tripDays: 2, allowance: 300, budget: 1000, totalBudget: 1300, sub_legs: [] } };
    const instId = await start('zhangsan', 'trip', trip);
    const first = await taskOf('lisi', instId);
    const second = await taskOf('zhaoliu', instId);
    expect(first.id).not.toBe(second.id);
    await complete('lisi', first.id, 'agree');
    expect((await instance(instId)).status).toBe('running');
    await complete('zhaoliu', second.id, 'oppose');
    expect((await instance(instId)).status).toBe('end');
  });

  it('checks start rights', async () => {
    expect((await call('zhangsan', 'GET', '/flow/def/v1/flowHasStartRights?defKey=contract')).body.value).toBe(false);
    expect((await call('lisi', 'GET', '/flow/def/v1/flowHasStartRights?defKey=contract')).body.value).toBe(true);
    const refused = await call('zhangsan', 'POST', '/runtime/instance/v1/start', { defId: 'contract', data: data({ contract: {} }), formType: 'inner' });
    expect(refused).toMatchObject({ status: 403, body: { message: '无启动权限，请联系管理员' } });
    const names = ((await call('zhangsan', 'POST', '/runtime/instance/v1/newProcess', {})).body.rows as Json[]).map((row) => row.defKey);
    expect(names).not.toContain('contract');
  });
});

describe('handing tasks on', () => {
  it('delegates to another user', async () => {
    const instId = await start('zhangsan', 'leave', leave(1));
    const task = await taskOf('lisi', instId);
    expect((await call('lisi', 'POST', '/runtime/task/v1/delegate', { taskId: task.id, userId: '10002', opinion: '' })).status).toBe(400);
    expect((await call('lisi', 'POST', '/runtime/task/v1/delegate', { taskId: task.id, userId: '10004', opinion: '请代为审批' })).body.state).toBe(true);
    expect(await todos('lisi', instId)).toHaveLength(0);
    const delegated = ((await call('lisi', 'POST', '/runtime/task/v1/getDelegate', {})).body.rows as Json[]).filter((row) => row.procInstId === instId);
    expect(delegated).toMatchObject([{ status: 'DELIVERTO', assigneeName: '赵六' }]);
    await complete('zhaoliu', (await taskOf('zhaoliu', instId)).id, 'agree');
    expect(await history(instId)).toEqual(['apply:start:张三', 'deptApprove:deliverto:李四', 'deptApprove:agree:赵六']);
  });

  it('passes a task on and gets it back', async () => {
    const instId = await start('zhangsan', 'leave', leave(1));
    const task = await taskOf('lisi', instId);
    expect((await call('lisi', 'POST', '/runtime/task/v1/taskToTrans', { taskId: task.id, userIds: '10003,10004', opinion: '请提意见' })).body.state).toBe(true);
    expect(await todos('lisi', instId)).toHaveLength(0);
    const [first] = await todos('wangwu', instId);
    expect(first).toMatchObject({ status: 'TRANSFORMED' });
    await complete('wangwu', first!.id, 'agree');
    expect(await todos('lisi', instId)).toHaveLength(0);
    await complete('zhaoliu', (await taskOf('zhaoliu', instId)).id, 'oppose');
    const resumed = await taskOf('lisi', instId);
    expect(resumed.id).toBe(task.id);
    await complete('lisi', task.id, 'agree');
    expect(await history(instId)).toEqual(['apply:start:张三', 'deptApprove:transforming:李四', 'deptApprove:transAgree:王五', 'deptApprove:transOppose:赵六', 'deptApprove:agree:李四']);
  });

  it('lets the owner take back a task he handed over while it waits (retrieveBpmTask)', async () => {
    const instId = await start('zhangsan', 'leave', leave(1, { reason: '收回测试' }));
    const task = await taskOf('lisi', instId);
    await call('lisi', 'POST', '/runtime/task/v1/delegate', { taskId: task.id, userId: '10004', opinion: '请代为审批' });
    const retrieve = (account: string) => call(account, 'GET', `/runtime/task/v1/retrieveBpmTask?taskId=${task.id}`);
    expect((await retrieve('zhaoliu')).status).toBe(403);
    expect((await retrieve('lisi')).body).toMatchObject({ state: true, message: '收回成功' });
    expect(await todos('zhaoliu', instId)).toHaveLength(0);
    expect(await taskOf('lisi', instId)).toMatchObject({ id: task.id, status: 'NORMAL' });
    expect((await retrieve('lisi')).status).toBe(403);
    await complete('lisi', task.id, 'agree');
    expect((await retrieve('lisi')).body.message).toBe('收回失败，任务已处理');
    expect(await history(instId)).toEqual(['apply:start:张三', 'deptApprove:deliverto:李四', 'deptApprove:retrieve:李四', 'deptApprove:agree:李四']);
  });

  it('takes a pass-on back while a receiver has not answered (revokeTrans); it is listed with the rounds', async () => {
    const instId = await start('zhangsan', 'leave', leave(1, { reason: '收回流转' }));
    const task = await taskOf('lisi', instId);
    await call('lisi', 'POST', '/runtime/task/v1/taskToTrans', { taskId: task.id, userIds: '10003,10004', opinion: '请提意见' });
    await complete('wangwu', (await taskOf('wangwu', instId)).id, 'agree');
    const mine = async () => ((await call('lisi', 'POST', '/runtime/task/v1/myAddSignList', {})).body.rows as Json[]).filter((row) => row.procInstId === instId);
    expect(await mine()).toMatchObject([{ signType: 'transforming', taskId: task.id, signers: '王五,赵六', pending: true }]);
    const revoke = (account: string) => call(account, 'POST', '/runtime/instance/v1/revokeTrans', { taskId: task.id, opinion: '不用了' });
    expect((await revoke('wangwu')).status).toBe(403);
    expect((await revoke('lisi')).body).toMatchObject({ state: true, message: '收回流转成功', value: 1 });
    expect(await todos('zhaoliu', instId)).toHaveLength(0);
    expect((await taskOf('lisi', instId)).id).toBe(task.id);
    expect(await mine()).toMatchObject([{ pending: false }]);
    expect((await revoke('lisi')).status).toBe(400);
    expect(await history(instId)).toContain('deptApprove:revokeTrans:李四');
  });

  it('asks one person (inquiry), who can only reply; the reply brings the task back', async () => {
    const instId = await start('zhangsan', 'leave', leave(1));
    const task = await taskOf('lisi', instId);
    expect((await call('lisi', 'POST', '/runtime/task/v1/taskToInqu', { taskId: task.id, userId: '10003', opinion: '' })).status).toBe(400);
    expect((await call('lisi', 'POST', '/runtime/task/v1/taskToInqu', { taskId: task.id, userId: '10002', opinion: '自己？' })).status).toBe(400);
    expect((await call('lisi', 'POST', '/runtime/task/v1/taskToInqu', { taskId: task.id, userId: '10003', opinion: '请王五确认交接' })).body.state).toBe(true);
    expect(await todos('lisi', instId)).toHaveLength(0);
    // The asking task waits: no action on it.
    expect((await complete('lisi', task.id, 'agree')).status).toBe(404);
    const asked = await taskOf('wangwu', instId);
    expect(asked).toMatchObject({ status: 'TRANSFORMEDINQU' });
    const buttons = (await call('wangwu', 'GET', `/runtime/task/v1/getButtonsBytaskId?taskId=${asked.id}`)).body.buttons as Json[];
    expect(buttons.map((button) => button.alias)).toEqual(['inquReply', 'approvalHistory']);
    const refused = await complete('wangwu', asked.id, 'agree');
    expect(refused).toMatchObject({ status: 400, body: { message: '征询任务只能进行征询回复' } });
    expect((await call('wangwu', 'POST', '/runtime/task/v1/delegate', { taskId: asked.id, userId: '10004', opinion: 'x' })).status).toBe(400);
    expect((await call('wangwu', 'POST', '/runtime/task/v1/taskToInquReply', { taskId: asked.id, opinion: '' })).status).toBe(400);
    expect((await call('lisi', 'POST', '/runtime/task/v1/taskToInquReply', { taskId: asked.id, opinion: '冒充' })).status).toBe(403);
    expect((await call('wangwu', 'POST', '/runtime/task/v1/taskToInquReply', { taskId: asked.id, opinion: '已交接' }, 'en-US')).body).toMatchObject({ state: true, message: 'Your reply has been sent.' });
    const back = await taskOf('lisi', instId);
    expect(back.id).toBe(task.id);
    expect((await call('lisi', 'POST', '/runtime/task/v1/taskToInquReply', { taskId: back.id, opinion: '?' })).body.message).toBe('该任务不是征询或沟通任务');
    await complete('lisi', task.id, 'agree');
    expect(await history(instId)).toEqual(['apply:start:张三', 'deptApprove:inqu:李四', 'deptApprove:inquReply:王五', 'deptApprove:agree:李四']);
  });

  it('takes an inquiry back by revoking it', async () => {
    const instId = await start('zhangsan', 'leave', leave(1));
    const task = await taskOf('lisi', instId);
    await call('lisi', 'POST', '/runtime/task/v1/taskToInqu', { taskId: task.id, userId: '10003', opinion: '请确认' });
    const [row] = (await call('lisi', 'POST', '/runtime/instance/v1/getDoneInstList', { querys: [{ property: 'id', value: instId, operation: 'EQUAL' }] })).body.rows as Json[];
    expect(row).toMatchObject({ revoke: true, opinionStatus: 'inqu' });
    expect((await call('lisi', 'POST', '/runtime/instance/v1/revokeInstance', { instId, taskId: row!.taskId, opinion: '不用了' })).body.state).toBe(true);
    expect(await todos('wangwu', instId)).toHaveLength(0);
    expect(await taskOf('lisi', instId)).toMatchObject({ status: 'NORMAL' });
  });

  it('asks several people to communicate while the task stays; open communications end with the task', async () => {
    const instId = await start('zhangsan', 'leave', leave(1));
    const task = await taskOf('lisi', instId);
    expect((await call('lisi', 'POST', '/runtime/task/v1/communicate', { taskId: task.id, userIds: '', opinion: '请反馈' })).status).toBe(400);
    expect((await call('lisi', 'POST', '/runtime/task/v1/communicate', { taskId: task.id, userIds: '10003,10004,nobody', opinion: '请反馈' })).status).toBe(400);
    expect((await call('lisi', 'POST', '/runtime/task/v1/communicate', { taskId: task.id, userIds: '10003,10004', opinion: '请反馈人手安排' })).body.state).toBe(true);
    // The task stays with lisi; both are asked.
    expect(await taskOf('lisi', instId)).toMatchObject({ id: task.id, status: 'NORMAL' });
    const asked = await taskOf('wangwu', instId);
    expect(asked).toMatchObject({ status: 'COMMU' });
    expect(await taskOf('zhaoliu', instId)).toMatchObject({ status: 'COMMU' });
    expect((await complete('wangwu', asked.id, 'agree')).body.message).toBe('沟通任务只能进行沟通反馈');
    expect((await complete('wangwu', asked.id, 'commu', { opinion: '' })).status).toBe(400);
    expect((await complete('wangwu', asked.id, 'commu', { opinion: '人手足够' })).body).toMatchObject({ state: true, message: '沟通反馈成功' });
    expect((await complete('lisi', task.id, 'commu')).status).toBe(400);
    // lisi decides before zhaoliu answers: his question is gone with the task.
    await complete('lisi', task.id, 'agree');
    expect(await todos('zhaoliu', instId)).toHaveLength(0);
    expect((await instance(instId)).status).toBe('end');
    expect(await history(instId)).toEqual(['apply:start:张三', 'deptApprove:startCommu:李四', 'deptApprove:feedBack:王五', 'deptApprove:agree:李四']);
  });

  it('has more people sign first (add-sign); the last signature brings the task back; listed as my add-signs', async () => {
    const instId = await start('zhangsan', 'leave', leave(1, { reason: '加签测试' }));
    const task = await taskOf('lisi', instId);
    expect((await call('lisi', 'POST', '/runtime/task/v1/userTaskToSign', { taskId: task.id, userIds: '' })).status).toBe(400);
    expect((await call('lisi', 'POST', '/runtime/task/v1/userTaskToSign', { taskId: task.id, userIds: '10003,10004', opinion: '请两位先签' })).body).toMatchObject({ state: true, message: '加签成功，等待 2 人签署' });
    expect(await todos('lisi', instId)).toHaveLength(0);
    const first = await taskOf('wangwu', instId);
    expect(first).toMatchObject({ status: 'USERADDSIGN' });
    const buttons = (await call('wangwu', 'GET', `/runtime/task/v1/getButtonsBytaskId?taskId=${first.id}`)).body.buttons as Json[];
    expect(buttons.map((button) => button.alias)).toEqual(['agree', 'oppose', 'approvalHistory']);
    expect((await complete('wangwu', first.id, 'agree')).body.message).toBe('加签任务只能进行加签反馈');
    const mine = async () => ((await call('lisi', 'POST', '/runtime/task/v1/myAddSignList', {})).body.rows as Json[]).filter((row) => row.procInstId === instId);
    expect(await mine()).toMatchObject([{ taskId: task.id, signers: '王五,赵六', pending: true, nodeName: '部门经理审批', opinion: '请两位先签' }]);
    expect((await call('wangwu', 'POST', '/runtime/task/v1/userAddSignFeedback', { taskId: first.id, actionName: 'oppose', opinion: '' })).status).toBe(400);
    expect((await call('wangwu', 'POST', '/runtime/task/v1/userAddSignFeedback', { taskId: first.id, actionName: 'agree', opinion: '同意' })).body.message).toBe('加签反馈成功');
    expect(await todos('lisi', instId)).toHaveLength(0);
    const second = await taskOf('zhaoliu', instId);
    expect((await call('zhaoliu', 'POST', '/runtime/task/v1/userAddSignFeedback', { taskId: second.id, actionName: 'oppose', opinion: '人手紧张' })).body.state).toBe(true);
    expect((await taskOf('lisi', instId)).id).toBe(task.id);
    expect(await mine()).toMatchObject([{ pending: false }]);
    expect((await call('lisi', 'POST', '/runtime/instance/v1/revokeCustomSign', { taskId: task.id })).status).toBe(400);
    await complete('lisi', task.id, 'agree');
    expect(await history(instId)).toEqual(['apply:start:张三', 'deptApprove:addSign:李四', 'deptApprove:addSignAgree:王五', 'deptApprove:addSignOppose:赵六', 'deptApprove:agree:李四']);
  });

  it('takes an add-sign back while a signer has not signed', async () => {
    const instId = await start('zhangsan', 'leave', leave(1));
    const task = await taskOf('lisi', instId);
    await call('lisi', 'POST', '/runtime/task/v1/userTaskToSign', { taskId: task.id, userIds: '10003' });
    expect((await call('wangwu', 'POST', '/runtime/instance/v1/revokeCustomSign', { taskId: task.id })).status).toBe(403);
    expect((await call('lisi', 'POST', '/runtime/instance/v1/revokeCustomSign', { taskId: task.id, opinion: '不用了' })).body.message).toBe('撤销加签成功');
    expect(await todos('wangwu', instId)).toHaveLength(0);
    expect((await taskOf('lisi', instId)).id).toBe(task.id);
    expect(await history(instId)).toContain('deptApprove:revokeAddSign:李四');
  });

  it('runs a sign sequence: one signer after the other, in the order chosen; the task comes back as SIGNSEQUENCEED', async () => {
    const instId = await start('zhangsan', 'leave', leave(1, { reason: '顺序签署' }));
    const task = await taskOf('lisi', instId);
    const buttons = (await call('lisi', 'GET', `/runtime/task/v1/getButtonsBytaskId?taskId=${task.id}`)).body.buttons as Json[];
    expect(buttons.map((button) => button.alias)).toEqual(expect.arrayContaining(['signLine', 'signSequence']));
    const started = await call('lisi', 'POST', '/runtime/task/v1/userTaskToSign', { taskId: task.id, userIds: '10004,10003', signType: 'signSequence', opinion: '依次签署' });
    expect(started.body).toMatchObject({ state: true, message: '已发起顺序签署，2 人将依次签署' });
    expect(await todos('wangwu', instId)).toHaveLength(0);
    const first = await taskOf('zhaoliu', instId);
    expect(first).toMatchObject({ status: 'SIGNSEQUENCE' });
    const detail = (await call('zhaoliu', 'GET', `/runtime/task/v1/taskDetail?taskId=${first.id}`)).body;
    // a signer may add signers to the round (addSign → taskCustomSignUsers)
    expect((detail.buttons as Json[]).map((button) => button.alias)).toEqual(['agree', 'oppose', 'addSign', 'approvalHistory']);
    expect(Object.values((JSON.parse(detail.permission as string) as { fields: Record<string, Record<string, string>> }).fields.leave!)).not.toContain('w');
    expect((await complete('zhaoliu', first.id, 'abandon')).body.message).toBe('签署任务只能同意或反对');
    expect((await complete('zhaoliu', first.id, 'oppose', { opinion: ' ' })).status).toBe(400);
    expect((await complete('zhaoliu', first.id, 'agree', { opinion: '可以' })).body.state).toBe(true);
    expect(await todos('lisi', instId)).toHaveLength(0);
    const second = await taskOf('wangwu', instId);
    expect(second).toMatchObject({ status: 'SIGNSEQUENCE' });
    await complete('wangwu', second.id, 'oppose', { opinion: '再议' });
    expect(await taskOf('lisi', instId)).toMatchObject({ id: task.id, status: 'SIGNSEQUENCEED' });
    const mine = ((await call('lisi', 'POST', '/runtime/task/v1/myAddSignList', {})).body.rows as Json[]).filter((row) => row.procInstId === instId);
    expect(mine).toMatchObject([{ signType: 'signSequence', signers: '赵六,王五', pending: false }]);
    await complete('lisi', task.id, 'agree');
    expect((await instance(instId)).status).toBe('end');
    expect(await history(instId)).toEqual(['apply:start:张三', 'deptApprove:signSequence:李四', 'deptApprove:signPass:赵六', 'deptApprove:signNotPass:王五', 'deptApprove:agree:李四']);
  });

  it('runs a sign line; single signers or the whole line can be taken back', async () => {
    const instId = await start('zhangsan', 'leave', leave(1, { reason: '并行签署' }));
    const task = await taskOf('lisi', instId);
    expect((await call('lisi', 'POST', '/runtime/task/v1/userTaskToSign', { taskId: task.id, userIds: '10003,10004', signType: 'sign' })).status).toBe(400);
    expect((await call('lisi', 'POST', '/runtime/task/v1/userTaskToSign', { taskId: task.id, userIds: '10003,10004', signType: 'signLine' })).body.message).toBe('已发起并行签署，等待 2 人签署');
    const wangwu = await taskOf('wangwu', instId);
    expect(wangwu).toMatchObject({ status: 'SIGNLINE' });
    expect(await taskOf('zhaoliu', instId)).toMatchObject({ status: 'SIGNLINE' });
    const open = `/runtime/customsign/v1/getParallelRevokeTasks?instanceId=${instId}&nodeId=deptApprove&taskId=${task.id}`;
    expect((await call('wangwu', 'GET', open)).status).toBe(403);
    const signers = (await call('lisi', 'GET', open)).body as unknown as Json[];
    expect(signers.map((row) => row.userName).sort()).toEqual(['王五', '赵六']);
    const revoke = (body: object) => call('lisi', 'POST', '/runtime/instance/v1/revokeSignLine', { taskId: task.id, ...body });
    expect((await revoke({ signerTaskIds: 'nope' })).status).toBe(400);
    expect((await revoke({ signerTaskIds: wangwu.id, opinion: '王五不用签了' })).body).toMatchObject({ state: true, message: '收回签署成功' });
    expect(await todos('wangwu', instId)).toHaveLength(0);
    expect(await todos('lisi', instId)).toHaveLength(0);
    await complete('zhaoliu', (await taskOf('zhaoliu', instId)).id, 'agree');
    expect(await taskOf('lisi', instId)).toMatchObject({ id: task.id, status: 'SIGNLINEED' });
    expect((await revoke({})).status).toBe(400);

    // A second line, taken back whole: the task is the handler's again, as it was.
    await call('lisi', 'POST', '/runtime/task/v1/userTaskToSign', { taskId: task.id, userIds: '10003', signType: 'signLine' });
    expect((await call('lisi', 'POST', '/runtime/instance/v1/revokeCustomSign', { taskId: task.id })).body.message).toBe('收回签署成功');
    expect(await todos('wangwu', instId)).toHaveLength(0);
    expect(await taskOf('lisi', instId)).toMatchObject({ id: task.id, status: 'SIGNLINEED' });
    expect(await history(instId)).toEqual([
      'apply:start:张三',
      'deptApprove:awaiting_check:',
      'deptApprove:signLine:李四',
      'deptApprove:revokeSignLine:李四',
      'deptApprove:signPass:赵六',
      'deptApprove:signLine:李四',
      'deptApprove:revokeSignLine:李四',
    ]);
  });

  it('lets a secretary handle the leader’s task', async () => {
    const instId = await start('wangwu', 'leave', leave(1, { applicant: '王五' }));
    const leaderTask = await taskOf('zhaoliu', instId);
    const seen = ((await call('lisi', 'POST', '/runtime/task/v1/getLeaderTodoList', {})).body.rows as Json[]).map((row) => row.id);
    expect(seen).toContain(leaderTask.id);
    expect((await call('zhangsan', 'POST', '/runtime/task/v1/complete', { taskId: leaderTask.id, actionName: 'agree', opinion: '', formType: 'inner', agentLeaderId: '10004' })).status).toBe(403);
    const buttons = (await call('lisi', 'GET', `/runtime/task/v1/taskDetail?taskId=${leaderTask.id}&leaderId=10004`)).body.buttons as Json[];
    expect(buttons.map((button) => button.alias)).toEqual(['agree']);
    expect((await call('lisi', 'POST', '/runtime/task/v1/complete', { taskId: leaderTask.id, actionName: 'agree', opinion: '代领导审批', formType: 'inner', agentLeaderId: '10004' })).body.state).toBe(true);
    expect((await instance(instId, 'wangwu')).status).toBe('end');
  });
});

describe('revoke and end', () => {
  it('revokes an approval nobody acted on yet, and refuses it afterwards', async () => {
    const instId = await start('zhangsan', 'leave', leave(5));
    const task = await taskOf('lisi', instId);
    await complete('lisi', task.id, 'agree');
    const [row] = ((await call('lisi', 'POST', '/runtime/instance/v1/getDoneInstList', { querys: [{ property: 'id', value: instId, operation: 'EQUAL' }] })).body.rows as Json[]);
    expect(row).toMatchObject({ revoke: true, opinionStatus: 'agree' });
    expect((await call('lisi', 'POST', '/runtime/instance/v1/revokeInstance', { instId, taskId: row!.taskId, opinion: '再看看' })).body.state).toBe(true);
    expect(await todos('admin', instId)).toHaveLength(0);
    const again = await taskOf('lisi', instId);
    await complete('lisi', again.id, 'agree');
    await complete('admin', (await taskOf('admin', instId)).id, 'agree');
    const refused = await call('lisi', 'POST', '/runtime/instance/v1/revokeInstance', { instId, opinion: '' });
    expect(refused.status).toBe(400);
    expect(await history(instId)).toContain('deptApprove:revoker:李四');
  });

  it('lets the initiator urge the current handlers once every 10 minutes, by inner message', async () => {
    const instId = await start('zhangsan', 'leave', leave(1, { reason: '催办测试' }));
    const unread = async (account: string) => (await call(account, 'POST', '/innermsg/messageReceiver/v1/list', { pageBean: { page: 1, pageSize: 50 } })).body;
    expect((await call('lisi', 'POST', '/runtime/instance/v1/sendBpmTaskUrgent', { instId, opinion: '请尽快' })).status).toBe(403);
    expect((await call('zhangsan', 'POST', '/runtime/instance/v1/sendBpmTaskUrgent', { instId, opinion: ' ' })).body.message).toBe('请填写催办内容');
    const sent = await call('zhangsan', 'POST', '/runtime/instance/v1/sendBpmTaskUrgent', { instId, opinion: '请尽快审批' });
    expect(sent.body).toMatchObject({ state: true, message: '催办成功，已提醒 1 人', value: 1 });
    expect(JSON.stringify(await unread('lisi'))).toContain('【催办】张三的请假申请：催办测试');
    const again = await call('zhangsan', 'POST', '/runtime/instance/v1/sendBpmTaskUrgent', { instId, opinion: '再催' }, 'en-US');
    expect(again).toMatchObject({ status: 400, body: { message: 'You can urge once every 10 minutes. Please try again later.' } });
    await complete('lisi', (await taskOf('lisi', instId)).id, 'agree');
    expect((await call('zhangsan', 'POST', '/runtime/instance/v1/sendBpmTaskUrgent', { instId, opinion: '请尽快' })).status).toBe(400);
  });

  it('tells a follower by inner message when the flow reaches a followed node', async () => {
    const instId = await start('zhangsan', 'leave', leave(5, { reason: '跟踪测试' }));
    const nodes = (await call('zhangsan', 'GET', '/runtime/task/v1/taskNode?defId=leave', undefined, 'en-US')).body;
    expect(nodes.bpmDefLayout.listLayout.map((node: Json) => node.nodeId)).toEqual(['apply', 'deptApprove', 'gmApprove']);
    const followed = () => call('zhangsan', 'GET', `/runtime/taskFollow/v1/getFollowedNode?instId=${instId}`);
    expect((await followed()).body).toMatchObject({ state: true, value: '' });
    expect((await call('wangwu', 'GET', `/runtime/taskFollow/v1/getFollowedNode?instId=${instId}`)).status).toBe(403);
    expect((await call('zhangsan', 'POST', '/runtime/taskFollow/v1/save', { proInst: instId, taskId: 'start' })).body.message).toBe('节点【start】不是该流程的审批节点');
    expect((await call('zhangsan', 'POST', '/runtime/taskFollow/v1/save', { proInst: instId, taskId: 'deptApprove' })).body.message).toBe('添加跟踪任务成功');
    expect((await call('zhangsan', 'POST', '/runtime/taskFollow/v1/save', { proInst: instId, taskId: 'gmApprove,deptApprove' })).body.message).toBe('更新任务跟踪成功');
    expect((await followed()).body.value).toBe('deptApprove,gmApprove');
    const messages = async () => JSON.stringify((await call('zhangsan', 'POST', '/innermsg/messageReceiver/v1/list', { pageBean: { page: 1, pageSize: 50 } })).body);
    expect(await messages()).not.toContain('跟踪测试');
    await complete('lisi', (await taskOf('lisi', instId)).id, 'agree');
    expect(await messages()).toContain('您跟踪的流程「张三的请假申请：跟踪测试」已到达节点「总经理审批」。');
    expect((await call('zhangsan', 'POST', '/runtime/taskFollow/v1/save', { proInst: instId, taskId: '' })).body.message).toBe('已取消跟踪');
    expect((await followed()).body.value).toBe('');
  });

  it('ends a process by hand', async () => {
    const instId = await start('zhangsan', 'leave', leave(1));
    const task = await taskOf('lisi', instId);
    expect((await call('lisi', 'POST', '/runtime/instance/v1/doEndProcess', { taskId: task.id, endReason: '' })).status).toBe(400);
    expect((await call('lisi', 'POST', '/runtime/instance/v1/doEndProcess', { taskId: task.id, endReason: '重复申请' })).body).toMatchObject({ state: true, message: '终止成功' });
    expect((await instance(instId)).status).toBe('manualend');
  });

  it('saves, reopens, starts and removes drafts', async () => {
    const saved = (await call('zhangsan', 'POST', '/runtime/instance/v1/saveDraft', { defId: 'leave', data: data({ leave: { applicant: '张三' } }), formType: 'inner' })).body;
    expect(saved.state).toBe(true);
    const draftId = saved.value as string;
    const form = (await call('zhangsan', 'POST', '/runtime/instance/v1/getFormAndBO', { defId: '20000000000000001', proInstId: draftId })).body;
    expect(form.data.leave.applicant).toBe('张三');
    expect(form.buttons.map((button: Json) => button.alias)).toEqual(['startFlow', 'saveDraft']);
    expect((await call('lisi', 'POST', '/runtime/instance/v1/getFormAndBO', { defId: '20000000000000001', proInstId: draftId })).status).toBe(404);
    await start('zhangsan', 'leave', leave(1));
    const startedDraft = await call('zhangsan', 'POST', '/runtime/instance/v1/start', { defId: 'leave', proInstId: draftId, data: data(leave(1)), formType: 'inner' });
    expect(startedDraft.body.value).toBe(draftId);
    expect((await instance(draftId)).status).toBe('running');
    const other = (await call('zhangsan', 'POST', '/runtime/instance/v1/saveDraft', { defId: 'leave', data: data({ leave: {} }), formType: 'inner' })).body.value as string;
    expect((await call('zhangsan', 'DELETE', `/runtime/instance/v1/removeDraftById?ids=${other}`)).body.state).toBe(true);
    expect((await call('zhangsan', 'DELETE', `/runtime/instance/v1/removeDraftById?ids=${draftId}`)).status).toBe(404);
  });
});

describe('circulation', () => {
  it('sends an instance to read, lists it to read, then read, and as sent', async () => {
    const instId = await start('zhangsan', 'leave', leave(1));
    const refused = await call('zhangsan', 'POST', '/runtime/instance/v1/transToMore', { instId, userIds: '', opinion: '' });
    expect(refused.status).toBe(400);
    expect((await call('zhangsan', 'POST', '/runtime/instance/v1/transToMore', { instId, userIds: '10003', opinion: '请知悉' })).body).toMatchObject({ state: true, value: 1 });
    const toRead = ((await call('wangwu', 'POST', '/runtime/task/v1/getNoticeTodoReadList', {})).body.rows as Json[]).filter((row) => row.procInstId === instId);
    expect(toRead).toMatchObject([{ nodeName: '填写申请', sender: '张三', subject: '张三的请假申请：测试' }]);
    expect((await call('wangwu', 'GET', `/runtime/instance/v1/getInstFormAndBO?proInstId=${instId}`)).status).toBe(200);
    expect((await call('lisi', 'POST', '/runtime/task/v1/addReadRecord', { id: toRead[0]!.id })).status).toBe(404);
    expect((await call('wangwu', 'POST', '/runtime/task/v1/addReadRecord', { id: toRead[0]!.id })).body.state).toBe(true);
    const read = ((await call('wangwu', 'POST', '/runtime/task/v1/getNoticeDoneReadList', {})).body.rows as Json[]).filter((row) => row.procInstId === instId);
    expect(read[0]?.readTime).toBeTruthy();
    const sent = ((await call('zhangsan', 'POST', '/runtime/task/v1/getMyNoticeReadList', {})).body.rows as Json[]).filter((row) => row.procInstId === instId);
    expect(sent).toMatchObject([{ receiver: '王五' }]);
    expect(await history(instId)).toContain('apply:copyto:张三');
  });
});

describe('diagrams', () => {
  it('lays out a definition without a diagram and marks handled and current nodes of an instance', async () => {
    const definition = (await call('zhangsan', 'GET', '/runtime/instance/v1/getBpmImage?defId=purchase')).body;
    expect(definition.bpmnXml).toContain('bpmndi:BPMNShape');
    expect(definition.nodes).toEqual({});
    const instId = await start('zhangsan', 'leave', leave(1));
    const image = (await call('zhangsan', 'GET', `/runtime/instance/v1/instanceFlowImage?proInstId=${instId}`)).body;
    expect(image.nodes).toEqual({ start: 'done', apply: 'done', deptApprove: 'current' });
    await complete('lisi', (await taskOf('lisi', instId)).id, 'agree');
    expect((await call('zhangsan', 'GET', `/runtime/instance/v1/instanceFlowImage?proInstId=${instId}`)).body.nodes).toEqual({ start: 'done', apply: 'done', deptApprove: 'done', end: 'done' });
    expect((await call('wangwu', 'GET', `/runtime/instance/v1/instanceFlowImage?proInstId=${instId}`)).status).toBe(403);
  });
});

describe('urgency', () => {
  it('offers the urgency choices, keeps the one a request starts with, and refuses an unknown one', async () => {
    const conf = (await call('zhangsan', 'POST', '/runtime/instance/v1/getUrgentStateConf', { defId: 'leave' }, 'en-US')).body;
    expect(conf.value).toBe('');
    expect(JSON.parse(conf.conf)).toEqual([
      { state: 'normal', name: 'Normal', default: true },
      { state: 'urgent', name: 'Urgent', default: false },
      { state: 'critical', name: 'Critical', default: false },
    ]);
    const refused = await call('zhangsan', 'POST', '/runtime/instance/v1/start', { defId: 'leave', data: data(leave(1)), formType: 'inner', urgentStateValue: 'whenever' });
    expect(refused).toMatchObject({ status: 400, body: { message: '紧急程度无效' } });
    const { body } = await call('zhangsan', 'POST', '/runtime/instance/v1/start', { defId: 'leave', data: data(leave(1, { reason: '特急测试' })), formType: 'inner', urgentStateValue: 'critical' });
    expect(body, JSON.stringify(body)).toMatchObject({ state: true });
    const instId = body.value as string;
    expect((await taskOf('lisi', instId)).urgentState).toBe('critical');
    expect((await instance(instId)).urgentState).toBe('critical');
    expect((await call('lisi', 'POST', '/runtime/instance/v1/getUrgentStateConf', { taskId: (await taskOf('lisi', instId)).id })).body.value).toBe('critical');
    expect((await call('wangwu', 'POST', '/runtime/instance/v1/getUrgentStateConf', { instId })).status).toBe(403);
    // Without a choice a request is normal.
    expect((await taskOf('lisi', await start('zhangsan', 'leave', leave(1)))).urgentState).toBe('normal');
  });
});

describe('due times', () => {
  it('gives a task its node’s due time, and lets the handler extend it with a reason, keeping each extension', async () => {
    const instId = await start('zhangsan', 'leave', leave(1, { reason: '期限测试' }));
    const task = await taskOf('lisi', instId);
    expect(task.dueTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect(task.overdue).toBe(false);
    const hours = (Date.parse(task.dueTime.replace(' ', 'T')) - Date.parse(task.createTime.replace(' ', 'T'))) / 3_600_000;
    expect(hours).toBe(48);
    const preview = (await call('lisi', 'GET', `/runtime/bpmTaskDueTime/v1/getExpirationDate?taskId=${task.id}&addHours=24`)).body;
    expect(Date.parse(preview.value.replace(' ', 'T')) - Date.parse(task.dueTime.replace(' ', 'T'))).toBe(24 * 3_600_000);
    const save = (body: object, account = 'lisi') => call(account, 'POST', '/runtime/bpmTaskDueTime/v1/save', { taskId: task.id, ...body });
    expect((await save({ addHours: 24, reason: ' ' })).body.message).toBe('请填写延期原因');
    expect((await save({ addHours: 0, reason: '等材料' })).status).toBe(400);
    expect((await save({ addHours: 24, reason: '等材料' }, 'wangwu')).status).toBe(403);
    const saved = await save({ addHours: 24, reason: '等材料' });
    expect(saved.body).toMatchObject({ state: true, value: preview.value, message: `延期成功，新的期限：${preview.value}` });
    const due = (await call('lisi', 'GET', `/runtime/bpmTaskDueTime/v1/getByTaskId?taskId=${task.id}`)).body;
    expect(due).toMatchObject({ taskId: task.id, dueTime: preview.value, overdue: false, history: [{ oldDueTime: task.dueTime, newDueTime: preview.value, reason: '等材料', userName: '李四' }] });
    expect((await taskOf('lisi', instId)).dueTime).toBe(preview.value);
  });

  it('has no due time, and no extension, where the node sets none', async () => {
    const instId = await start('zhangsan', 'expense', { expense: { title: '无期限', total: 10, totalCapital: '', auditNote: '', sub_items: [{ subject: 'meal', price: 10, quantity: 1, amount: 10 }] } });
    const task = await taskOf('lisi', instId);
    expect(task).toMatchObject({ dueTime: '', overdue: false });
    const buttons = (await call('lisi', 'GET', `/runtime/task/v1/getButtonsBytaskId?taskId=${task.id}`)).body.buttons as Json[];
    expect(buttons.map((button) => button.alias)).not.toContain('taskDelay');
    expect((await call('lisi', 'POST', '/runtime/bpmTaskDueTime/v1/save', { taskId: task.id, addHours: 4, reason: 'x' })).body.message).toBe('此任务没有办理期限');
  });
});

describe('agents', () => {
  it('gives a new task of a user with an agent for the process to the agent; the owner follows it', async () => {
    const saved = await call('lisi', 'POST', '/flow/agent/v1/save', {
      subject: '出差期间代理审批',
      agentId: '10004',
      startDate: '2026-01-01 00:00:00',
      endDate: '2099-12-31 23:59:59',
      isEnabled: 'enabled',
      agentType: 2,
      agentDefList: [{ flowKey: 'leave', flowName: '请假申请' }],
    });
    expect(saved.body.state, JSON.stringify(saved.body)).toBe(true);
    const instId = await start('zhangsan', 'leave', leave(1));
    expect(await todos('lisi', instId)).toHaveLength(0);
    const task = await taskOf('zhaoliu', instId);
    expect(task).toMatchObject({ status: 'AGENT', ownerId: '10002', assigneeId: '10004' });
    const followed = ((await call('lisi', 'POST', '/runtime/task/v1/getDelegate', {})).body.rows as Json[]).filter((row) => row.procInstId === instId);
    expect(followed).toMatchObject([{ status: 'AGENT', assigneeName: '赵六' }]);
    expect((await call('lisi', 'GET', `/runtime/instance/v1/getInstFormAndBO?proInstId=${instId}`)).status).toBe(200);
    // Other processes stay with lisi.
    const expense = await start('zhangsan', 'expense', { expense: { title: '报销', total: 10, totalCapital: '', auditNote: '', sub_items: [{ subject: 'meal', price: 10, quantity: 1, amount: 10 }] } });
    expect(await todos('lisi', expense)).toHaveLength(1);
    await complete('zhaoliu', task.id, 'agree');
    expect((await instance(instId)).status).toBe('end');
  });
});

describe('URL forms', () => {
  const answer = (amount: number) => ({ formType: 'frame', businessKey: `CR-${amount}`, sysCode: 'contract', vars: { contractName: '物业合同', counterparty: '安居物业', amount, note: '' } });

  it('starts with the URL form’s answer, shows it back in the hash, and routes on its variables', async () => {
    const refused = await call('lisi', 'POST', '/runtime/instance/v1/start', { defId: 'contract', ...answer(1), vars: { nested: { a: 1 } } });
    expect(refused.status).toBe(400);
    const started = await call('lisi', 'POST', '/runtime/instance/v1/start', { defId: 'contract', ...answer(250000) });
    expect(started.body.state).toBe(true);
    const instId = started.body.value as string;
    const shared = await taskOf('zhaoliu', instId);
    expect(shared.subject).toBe('李四提交的合同审查：物业合同');
    const detail = (await call('zhaoliu', 'GET', `/runtime/task/v1/taskDetail?taskId=${shared.id}`)).body;
    expect(detail.form).toMatchObject({ type: 'FRAME', formKey: 'contractReview' });
    const hash = new URLSearchParams((detail.form.formValue as string).split('#')[1]);
    expect(JSON.parse(Buffer.from(hash.get('data')!, 'base64url').toString('utf8'))).toMatchObject({ amount: 250000, businessKey: 'CR-250000', sysCode: 'contract' });
    await call('zhaoliu', 'GET', `/runtime/task/v1/lockUnlock?taskId=${shared.id}`);
    await complete('zhaoliu', shared.id, 'agree', { ...answer(250000), vars: { ...answer(250000).vars, note: '条款已核' } });
    const finance = await taskOf('zhaoliu', instId);
    expect(finance.name).toBe('财务经理审批');
    const form = (await call('lisi', 'GET', `/runtime/instance/v1/getInstFormAndBO?proInstId=${instId}`)).body;
    expect(form.data.contractReview).toMatchObject({ note: '条款已核', amount: 250000 });
  });

  it('runs the seeded contract countersign: two opposes of three refuse it at once under two thirds, the late vote is refused, the initiator revises', async () => {
    const started = await call('admin', 'POST', '/runtime/instance/v1/start', { defId: 'contractSign', ...answer(80000) });
    expect(started.body.state).toBe(true);
    const instId = started.body.value as string;
    const [lisi, wangwu, zhaoliu] = [await taskOf('lisi', instId), await taskOf('wangwu', instId), await taskOf('zhaoliu', instId)];
    expect((await complete('wangwu', wangwu.id, 'oppose', answer(80000))).body.state).toBe(true);
    expect(await todos('admin', instId)).toEqual([]);
    expect((await complete('zhaoliu', zhaoliu.id, 'oppose', answer(80000))).body.state).toBe(true);
    const late = await complete('lisi', lisi.id, 'agree', answer(80000));
    expect(late).toMatchObject({ status: 400, body: { message: '该会签已有结果，无需再投票' } });
    const revise = await taskOf('admin', instId);
    expect(revise.nodeId).toBe('revise');
    // Revised, it goes to a new round of all three; two agrees pass it.
    expect((await complete('admin', revise.id, 'agree', answer(60000))).body.state).toBe(true);
    for (const account of ['lisi', 'wangwu']) await complete(account, (await taskOf(account, instId)).id, 'agree', answer(60000));
    expect((await instance(instId, 'admin')).status).toBe('end');
    expect(await todos('zhaoliu', instId)).toEqual([]);
  });
});

describe('node names', () => {
  it('names nodes in English from fd:nameEn in every list and the history', async () => {
    // An expense claim: lisi has an agent for leave requests since the agents test.
    const instId = await start('zhangsan', 'expense', { expense: { title: '报销', total: 10, totalCapital: '', auditNote: '', sub_items: [{ subject: 'meal', price: 10, quantity: 1, amount: 10 }] } });
    const todo = ((await call('lisi', 'POST', '/runtime/task/v1/getTodoList', { pageBean: { page: 1, pageSize: 200 } }, 'en-US')).body.rows as Json[]).find((row) => row.procInstId === instId);
    expect(todo?.name).toBe('Department manager approval');
    const mine = ((await call('zhangsan', 'POST', '/runtime/instance/v1/myRequest', { querys: [{ property: 'id', value: instId, operation: 'EQUAL' }] }, 'en-US')).body.rows as Json[])[0];
    expect(mine?.taskName).toBe('Department manager approval');
    expect((await call('zhangsan', 'GET', `/runtime/instance/v1/getInstanceByInstId?instId=${instId}`, undefined, 'en-US')).body.taskName).toBe('Department manager approval');
    const history = (await call('zhangsan', 'GET', `/runtime/instance/v1/instanceFlowOpinions?instId=${instId}`, undefined, 'en-US')).body as unknown as Json[];
    expect(history.map((row) => row.taskName)).toEqual(['Claim', 'Department manager approval']);
    expect((await call('lisi', 'GET', `/runtime/task/v1/get?id=${todo!.id}`, undefined, 'en-US')).body.bpmTask.name).toBe('Department manager approval');
    await complete('lisi', todo!.id, 'agree');
    const done = ((await call('lisi', 'POST', '/runtime/instance/v1/getDoneInstList', { querys: [{ property: 'id', value: instId, operation: 'EQUAL' }] }, 'en-US')).body.rows as Json[])[0];
    expect(done?.taskName).toBe('Department manager approval');
    // zh-CN keeps the stored names.
    expect(((await call('zhangsan', 'GET', `/runtime/instance/v1/instanceFlowOpinions?instId=${instId}`)).body as unknown as Json[])[1]?.taskName).toBe('部门经理审批');
  });
});

describe('watermark and related processes', () => {
  it('answers the definition’s watermark with the caller’s name, account and today, or none', async () => {
    const leaveId = await start('zhangsan', 'leave', leave(1));
    expect((await call('zhangsan', 'GET', `/bpmModel/bpmWatermark/v1/getByInstId?instId=${leaveId}`)).body).toMatchObject({ instId: leaveId, enabled: false, text: '' });
    const seeded = ((await call('zhangsan', 'POST', '/runtime/instance/v1/myRequest', { pageBean: { page: 1, pageSize: 50 } })).body.rows as Json[]).find((row) => row.procDefKey === 'expense' && row.status !== 'draft');
    expect(seeded, 'a seeded expense claim of zhangsan').toBeDefined();
    const mark = (await call('lisi', 'GET', `/bpmModel/bpmWatermark/v1/getByInstId?instId=${seeded!.id}`)).body;
    expect(mark.enabled).toBe(true);
    expect(mark.text).toMatch(/^李四 lisi \d{4}-\d{2}-\d{2}$/);
    expect((await call('lisi', 'GET', '/bpmModel/bpmWatermark/v1/getByInstId?instId=999')).status).toBe(404);
  });

  it('lists the initiator’s other requests of the process, saying which the caller may open', async () => {
    const first = await start('zhangsan', 'leave', leave(1, { reason: '相关一' }));
    const second = await start('zhangsan', 'leave', leave(1, { reason: '相关二' }));
    const related = (await call('zhangsan', 'POST', `/runtime/instance/v1/relatedProcess?instId=${second}`, { pageBean: { page: 1, pageSize: 100 } })).body;
    const ids = (related.rows as Json[]).map((row) => row.id);
    expect(ids).toContain(first);
    expect(ids).not.toContain(second);
    expect((related.rows as Json[]).every((row) => row.procDefKey === 'leave' && row.canView === true)).toBe(true);
    // The manager sees the list of a request he handles, but may open only those that reached him.
    const forLisi = (await call('lisi', 'POST', `/runtime/instance/v1/relatedProcess?instId=${second}`, { pageBean: { page: 1, pageSize: 100 } })).body.rows as Json[];
    expect(forLisi.find((row) => row.id === first)).toMatchObject({ canView: true });
    expect((await call('wangwu', 'POST', `/runtime/instance/v1/relatedProcess?instId=${second}`, {})).status).toBe(403);
    expect((await call('zhangsan', 'POST', '/runtime/instance/v1/relatedProcess', {})).status).toBe(400);
  });
});

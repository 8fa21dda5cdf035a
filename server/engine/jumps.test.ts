// Choosing where the flow goes: next handlers (nodeUsers), select and free jumps, and rejects to any earlier
// node (normal or direct), through the engine's calls, read back from the database.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Db } from '../db/database';
import { completeTask } from './complete';
import type { ProcessContext } from './context';
import { actor, chain, engineDb, instanceOf, openTasksOf, processFrom, taskOf } from './engineTesting';
import { afterJumpNodes, rejectTask, type RouteChoice } from './jumps';
import { startInstance } from './start';

let db: Db;
beforeEach(async () => {
  db = await engineDb();
});
afterEach(() => db.close());

/** apply → a (u1, its jump type and choice of handlers) → gateway → b (u2 or u3, shared) when data.f.big, else c (u4) → end. */
async function branching(jumpType?: 'select' | 'free', choiceExcutor: 'candidate' | 'any' | '' = 'candidate'): Promise<ProcessContext> {
  const xml = chain(
    `<bpmn:userTask id="a" name="A" fd:assignee="user:u1" ${jumpType ? `fd:jumpType="${jumpType}"` : ''} ${choiceExcutor ? `fd:choiceExcutor="${choiceExcutor}"` : ''} /><bpmn:sequenceFlow id="f3" sourceRef="a" targetRef="g" />
    <bpmn:exclusiveGateway id="g" default="fc" />
    <bpmn:sequenceFlow id="fb" sourceRef="g" targetRef="b"><bpmn:conditionExpression xsi:type="bpmn:tFormalExpression">data.f.big == 1</bpmn:conditionExpression></bpmn:sequenceFlow>
    <bpmn:sequenceFlow id="fc" sourceRef="g" targetRef="c" />
    <bpmn:userTask id="b" name="B" fd:assignee="user:u2,u3" /><bpmn:sequenceFlow id="f4" sourceRef="b" targetRef="end" />
    <bpmn:userTask id="c" name="C" fd:assignee="user:u4" /><bpmn:sequenceFlow id="f5" sourceRef="c" targetRef="end" />`,
    'a',
  );
  return processFrom(db, `j${jumpType ?? 'common'}${choiceExcutor}`, xml);
}

const started = (context: ProcessContext, big: number) => startInstance(db, actor('u0'), context, { urlForm: { businessKey: 'k', sysCode: 's', vars: { big } } });
const agreeAtA = (context: ProcessContext, instId: string, route: RouteChoice) =>
  completeTask(db, actor('u1'), context, { taskId: taskOf(db, instId, 'u1').id, action: 'agree', opinion: '', route });
const refusal = (key: string) => expect.objectContaining({ statusCode: 400, key });

describe('choosing the next handlers (nodeUsers)', () => {
  it('gives the next task only to the chosen candidate', async () => {
    const context = await branching();
    const instId = started(context, 1);
    agreeAtA(context, instId, { nodeUsers: [{ nodeId: 'b', executors: [{ id: 'u3' }] }] });
    expect(openTasksOf(db, instId).map((task) => [task.node_id, task.assignee_id])).toEqual([['b', 'u3']]);
  });

  it('refuses a user who is not a candidate, or a node the flow does not lead to, and keeps the task', async () => {
    const context = await branching();
    const instId = started(context, 1);
    expect(() => agreeAtA(context, instId, { nodeUsers: [{ nodeId: 'b', executors: [{ id: 'u5' }] }] })).toThrow(refusal('notACandidate'));
    expect(() => agreeAtA(context, instId, { nodeUsers: [{ nodeId: 'nowhere', executors: [{ id: 'u2' }] }] })).toThrow(refusal('unknownNode'));
    expect(openTasksOf(db, instId).map((task) => [task.node_id, task.assignee_id])).toEqual([['a', 'u1']]);
  });

  it('refuses a choice where the node lets its agree choose nobody; with any, takes a user who is no candidate', async () => {
    const none = await branching(undefined, '');
    const refused = started(none, 1);
    expect(() => agreeAtA(none, refused, { nodeUsers: [{ nodeId: 'b', executors: [{ id: 'u2' }] }] })).toThrow(refusal('choiceNotAllowed'));
    // nobody chosen ('[]' or empty executors) is the flow's own way
    agreeAtA(none, refused, { nodeUsers: [{ nodeId: 'b', executors: [] }] });
    expect(openTasksOf(db, refused).map((task) => [task.node_id, task.assignee_id])).toEqual([['b', '']]);

    const any = await branching(undefined, 'any');
    const instId = started(any, 1);
    agreeAtA(any, instId, { nodeUsers: [{ nodeId: 'b', executors: [{ id: 'u5' }, { id: 'u2' }] }] });
    const [shared] = openTasksOf(db, instId);
    expect(shared!.assignee_id).toBe('');
    expect(db.prepare('SELECT user_id FROM bpm_task_candidate WHERE task_id = ? ORDER BY user_id').all(shared!.id)).toEqual([{ user_id: 'u2' }, { user_id: 'u5' }]);
  });
});

describe('jumps', () => {
  it('answers the next nodes with their candidates, through the gateway along both branches', async () => {
    const context = await branching('select');
    const instId = started(context, 0);
    expect(afterJumpNodes(db, context, instanceOf(db, instId), 'a', 'select').map((node) => [node.nodeId, node.excutorList.map((person) => person.id)])).toEqual([
      ['b', ['u2', 'u3']],
      ['c', ['u4']],
    ]);
  });

  it('select: goes to the chosen next node whatever the gateway says; refuses an earlier or unknown node', async () => {
    const context = await branching('select');
    const instId = started(context, 0);
    expect(() => agreeAtA(context, instId, { jumpType: 'select', destination: 'apply' })).toThrow(refusal('badJumpTarget'));
    expect(() => agreeAtA(context, instId, { jumpType: 'select', destination: 'zzz' })).toThrow(refusal('unknownNode'));
    expect(() => agreeAtA(context, instId, { jumpType: 'free', destination: 'b' })).toThrow(refusal('jumpNotAllowed'));
    agreeAtA(context, instId, { jumpType: 'select', destination: 'b', nodeUsers: [{ nodeId: 'b', executors: [{ id: 'u2' }] }] });
    expect(openTasksOf(db, instId).map((task) => [task.node_id, task.assignee_id])).toEqual([['b', 'u2']]);
  });

  it('free: jumps to any node, the end included', async () => {
    const context = await branching('free');
    const instId = started(context, 1);
    agreeAtA(context, instId, { jumpType: 'free', destination: 'end' });
    expect(instanceOf(db, instId).status).toBe('end');
  });

  it('refuses a jump where the node allows none', async () => {
    const context = await branching();
    const instId = started(context, 1);
    expect(() => agreeAtA(context, instId, { destination: 'c' })).toThrow(refusal('jumpNotAllowed'));
  });
});

describe('reject to any earlier node', () => {
  it('sends it back to a chosen earlier node; with direct, that node’s agree comes straight back', async () => {
    const context = await branching();
    const instId = started(context, 0);
    agreeAtA(context, instId, {});
    const atC = taskOf(db, instId, 'u4');
    expect(() => rejectTask(db, actor('u4'), context, { taskId: atC.id, opinion: 'no', destination: 'b', toStart: false, backHandMode: 'normal' })).toThrow(refusal('badDestination'));
    rejectTask(db, actor('u4'), context, { taskId: atC.id, opinion: 'redo', destination: 'a', toStart: false, backHandMode: 'direct' });
    expect(instanceOf(db, instId).status).toBe('back');
    const back = taskOf(db, instId, 'u1');
    expect([back.node_id, back.status, back.back_to_node]).toEqual(['a', 'BACK', 'c']);
    completeTask(db, actor('u1'), context, { taskId: back.id, action: 'agree', opinion: '' });
    expect(openTasksOf(db, instId).map((task) => [task.node_id, task.assignee_id])).toEqual([['c', 'u4']]);
  });
});

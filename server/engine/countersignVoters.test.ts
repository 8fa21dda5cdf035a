// Adding voters to a countersign under way (taskSignUsers) and signers to a sign round (taskCustomSignUsers):
// the added people get tasks, count in the vote rule, and bad additions are refused; read back from the database.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Db } from '../db/database';
import { completeTask } from './complete';
import type { ProcessContext } from './context';
import { addCountersignVoters } from './countersignVoters';
import { actor, chain, countersignProcess, engineDb, instanceOf, openTasksOf, processFrom, taskOf, varsOf } from './engineTesting';
import type { SignRule } from './graph';
import { addRoundSigners, answerSignRound, startSignRound } from './signRounds';
import { startInstance } from './start';
import type { Verdict } from './votes';

let db: Db;
beforeEach(async () => {
  db = await engineDb();
});
afterEach(() => db.close());

const TWO_THIRDS: SignRule = { decideType: 'pass', voteType: 'percent', voteAmount: 66, followMode: 'complete' };
const ALL: SignRule = { decideType: 'pass', voteType: 'percent', voteAmount: 100, followMode: 'complete' };

/** The countersign of engineTesting.ts by u1 and u2, then u5 (u3 and u4 are free to be added). */
const countersign = (rule: SignRule, multi: 'parallel' | 'sequential') => countersignProcess(db, { rule, multi, voters: ['u1', 'u2'], after: 'u5' });

const vote = (context: ProcessContext, instId: string, userId: string, action: Verdict) =>
  completeTask(db, actor(userId), context, { taskId: taskOf(db, instId, userId).id, action, opinion: `${action} by ${userId}` });
const add = (context: ProcessContext, instId: string, by: string, userIds: string[]) =>
  addCountersignVoters(db, actor(by), context, { taskId: taskOf(db, instId, by).id, userIds, opinion: 'please vote too' });
const votersOf = (instId: string) =>
  db.prepare('SELECT v.user_id, v.verdict FROM bpm_vote v JOIN bpm_vote_round r ON r.id = v.round_id WHERE r.inst_id = ? ORDER BY v.position').all(instId);

describe('adding countersign voters (taskSignUsers)', () => {
  it('gives the added voters tasks at once in a parallel round, and counts them in the rule: 2 of 2 agree is no longer 2/3 of 4', async () => {
    const context = await countersign(TWO_THIRDS, 'parallel');
    const instId = startInstance(db, actor('u0'), context, {});
    expect(add(context, instId, 'u1', ['u3', 'u4'])).toBe(2);
    expect(openTasksOf(db, instId).map((task) => [task.node_id, task.assignee_id])).toEqual([['review', 'u1'], ['review', 'u2'], ['review', 'u3'], ['review', 'u4']]);
    expect(votersOf(instId)).toEqual(['u1', 'u2', 'u3', 'u4'].map((user_id) => ({ user_id, verdict: null })));
    // the history names who added whom
    const row = db.prepare("SELECT auditor, qualfieds, opinion FROM bpm_opinion WHERE inst_id = ? AND status = 'addsign'").get(instId) as { auditor: string; qualfieds: string; opinion: string };
    expect(row).toMatchObject({ auditor: 'u1', opinion: 'please vote too' });
    expect((JSON.parse(row.qualfieds) as { id: string }[]).map((person) => person.id)).toEqual(['u3', 'u4']);
    vote(context, instId, 'u1', 'agree');
    vote(context, instId, 'u2', 'agree');
    // two of four is below 66 %: still open, the added voters decide
    expect(openTasksOf(db, instId).map((task) => task.assignee_id)).toEqual(['u3', 'u4']);
    vote(context, instId, 'u3', 'oppose');
    vote(context, instId, 'u4', 'oppose');
    expect(varsOf(db, instId).review).toEqual({ verdict: 'oppose', agree: 2, oppose: 2, abandon: 0, voters: { u1: 'agree', u2: 'agree', u3: 'oppose', u4: 'oppose' } });
    expect(instanceOf(db, instId).status).toBe('end');
  });

  it('asks added voters of a sequential round after the voters already queued', async () => {
    const context = await countersign(ALL, 'sequential');
    const instId = startInstance(db, actor('u0'), context, {});
    add(context, instId, 'u1', ['u3']);
    expect(openTasksOf(db, instId).map((task) => task.assignee_id)).toEqual(['u1']);
    vote(context, instId, 'u1', 'agree');
    expect(openTasksOf(db, instId).map((task) => task.assignee_id)).toEqual(['u2']);
    vote(context, instId, 'u2', 'agree');
    expect(openTasksOf(db, instId).map((task) => task.assignee_id)).toEqual(['u3']);
    vote(context, instId, 'u3', 'agree');
    expect(varsOf(db, instId).review).toMatchObject({ verdict: 'agree', agree: 3 });
    expect(taskOf(db, instId, 'u5').node_id).toBe('after');
  });

  it('refuses voters already in the round, oneself, unknown users, non-voters and tasks that are no countersign vote — and leaves nothing behind', async () => {
    const context = await countersign(TWO_THIRDS, 'parallel');
    const instId = startInstance(db, actor('u0'), context, {});
    expect(() => add(context, instId, 'u1', ['u3', 'u2'])).toThrow(expect.objectContaining({ statusCode: 400, key: 'alreadyVoter' }));
    expect(() => add(context, instId, 'u1', ['u1'])).toThrow(expect.objectContaining({ statusCode: 400, key: 'userRequired' }));
    expect(() => add(context, instId, 'u1', ['nobody'])).toThrow(expect.objectContaining({ statusCode: 400, key: 'userRequired' }));
    const u1Task = taskOf(db, instId, 'u1').id;
    expect(() => addCountersignVoters(db, actor('u4'), context, { taskId: u1Task, userIds: ['u3'], opinion: '' })).toThrow(expect.objectContaining({ statusCode: 403 }));
    expect(votersOf(instId)).toHaveLength(2);
    expect(openTasksOf(db, instId)).toHaveLength(2);

    const single = await processFrom(db, 'single', chain('<bpmn:userTask id="check" name="Check" fd:assignee="user:u1" /><bpmn:sequenceFlow id="f3" sourceRef="check" targetRef="end" />', 'check'));
    const other = startInstance(db, actor('u0'), single, {});
    expect(() => add(single, other, 'u1', ['u3'])).toThrow(expect.objectContaining({ statusCode: 400, key: 'notACountersign' }));
  });
});

/** apply → check (u1, single) → end; u1 starts a sign round on his task. */
async function signRoundBy(round: 'signLine' | 'signSequence'): Promise<{ context: ProcessContext; instId: string; heldId: string }> {
  const context = await processFrom(db, `s${round}`, chain('<bpmn:userTask id="check" name="Check" fd:assignee="user:u1" /><bpmn:sequenceFlow id="f3" sourceRef="check" targetRef="end" />', 'check'));
  const instId = startInstance(db, actor('u0'), context, {});
  const heldId = taskOf(db, instId, 'u1').id;
  startSignRound(db, actor('u1'), context, { taskId: heldId, round, userIds: ['u2', 'u3'], opinion: '' });
  return { context, instId, heldId };
}
const sign = (context: ProcessContext, instId: string, userId: string) =>
  answerSignRound(db, actor(userId), context, { taskId: taskOf(db, instId, userId).id, action: 'agree', opinion: '' }, 'signing');
const heldIsBack = (heldId: string) => (db.prepare('SELECT suspended FROM bpm_task WHERE id = ?').get(heldId) as { suspended: number }).suspended === 0;

describe('adding signers to a sign round (taskCustomSignUsers)', () => {
  it('asks added signers of a line at once; the waiting task comes back only when they signed too', async () => {
    const { context, instId, heldId } = await signRoundBy('signLine');
    expect(addRoundSigners(db, actor('u2'), context, { taskId: taskOf(db, instId, 'u2').id, userIds: ['u4'], opinion: '' })).toBe(1);
    expect(openTasksOf(db, instId).filter((task) => task.status === 'SIGNLINE').map((task) => task.assignee_id)).toEqual(['u2', 'u3', 'u4']);
    sign(context, instId, 'u2');
    sign(context, instId, 'u3');
    expect(heldIsBack(heldId)).toBe(false);
    sign(context, instId, 'u4');
    expect(heldIsBack(heldId)).toBe(true);
  });

  it('queues added signers of a sequence after those waiting, and refuses people already in the round', async () => {
    const { context, instId, heldId } = await signRoundBy('signSequence');
    const u2Task = taskOf(db, instId, 'u2').id;
    expect(() => addRoundSigners(db, actor('u2'), context, { taskId: u2Task, userIds: ['u3'], opinion: '' })).toThrow(expect.objectContaining({ statusCode: 400, key: 'alreadySigner' }));
    addRoundSigners(db, actor('u2'), context, { taskId: u2Task, userIds: ['u4'], opinion: '' });
    sign(context, instId, 'u2');
    expect(openTasksOf(db, instId).filter((task) => task.status === 'SIGNSEQUENCE').map((task) => task.assignee_id)).toEqual(['u3']);
    sign(context, instId, 'u3');
    expect(openTasksOf(db, instId).filter((task) => task.status === 'SIGNSEQUENCE').map((task) => task.assignee_id)).toEqual(['u4']);
    sign(context, instId, 'u4');
    expect(heldIsBack(heldId)).toBe(true);
  });

  it('is only for signers: the handler of an ordinary task is refused', async () => {
    const context = await processFrom(db, 'plain', chain('<bpmn:userTask id="check" name="Check" fd:assignee="user:u1" /><bpmn:sequenceFlow id="f3" sourceRef="check" targetRef="end" />', 'check'));
    const instId = startInstance(db, actor('u0'), context, {});
    expect(() => addRoundSigners(db, actor('u1'), context, { taskId: taskOf(db, instId, 'u1').id, userIds: ['u4'], opinion: '' })).toThrow(expect.objectContaining({ statusCode: 400, key: 'notAsked' }));
  });
});

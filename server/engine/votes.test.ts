// Countersign votes and oppose modes, through the engine's own calls, read back from the database.
import fc from 'fast-check';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Db } from '../db/database';
import { completeTask } from './complete';
import type { ProcessContext } from './context';
import { actor, chain, countersignProcess, engineDb, instanceOf, openTasksOf, processFrom, taskOf, varsOf } from './engineTesting';
import { DEFAULT_SIGN_RULE, GraphError, parseSignRule, type SignRule } from './graph';
import { startInstance } from './start';
import { decideVotes, threshold, type Verdict } from './votes';

let db: Db;
beforeEach(async () => {
  db = await engineDb();
});
afterEach(() => db.close());

const ALL: SignRule = DEFAULT_SIGN_RULE;
const ONE: SignRule = { decideType: 'pass', voteType: 'amount', voteAmount: 1, followMode: 'complete' };
const TWO_THIRDS: SignRule = { decideType: 'pass', voteType: 'percent', voteAmount: 66, followMode: 'complete' };
const TWO_REFUSE: SignRule = { decideType: 'refuse', voteType: 'amount', voteAmount: 2, followMode: 'complete' };

describe('the vote rule', () => {
  it('needs every agree for "all", one for "one", two of three for 66 %, and counts opposes for decideType refuse', () => {
    expect(decideVotes(ALL, 3, ['agree', 'agree', 'agree'])).toBe('pass');
    expect(decideVotes(ALL, 3, ['agree', 'agree', 'oppose'])).toBe('refuse');
    expect(decideVotes(ONE, 3, ['oppose', 'oppose', 'agree'])).toBe('pass');
    expect(decideVotes(ONE, 3, ['oppose', 'abandon', 'oppose'])).toBe('refuse');
    expect(threshold(TWO_THIRDS, 3)).toBe(2);
    expect(threshold(TWO_THIRDS, 6)).toBe(4);
    expect(decideVotes(TWO_THIRDS, 3, ['agree', 'oppose', 'agree'])).toBe('pass');
    expect(decideVotes(TWO_REFUSE, 3, ['oppose', 'agree', 'oppose'])).toBe('refuse');
    expect(decideVotes(TWO_REFUSE, 3, ['oppose', 'agree', 'agree'])).toBe('pass');
  });

  it('decides early under followMode complete, and only at the end under wait', () => {
    expect(decideVotes(ONE, 3, ['agree'])).toBe('pass');
    expect(decideVotes({ ...ONE, followMode: 'wait' }, 3, ['agree'])).toBeUndefined();
    expect(decideVotes(TWO_THIRDS, 3, ['oppose', 'oppose'])).toBe('refuse');
    expect(decideVotes(TWO_THIRDS, 3, ['agree', 'oppose'])).toBeUndefined();
    expect(decideVotes({ ...ALL, followMode: 'complete' }, 3, ['oppose'])).toBe('refuse');
  });

  it('is known early exactly when every way the remaining votes go gives that outcome, and then equals the outcome of the full sequence', () => {
    const verdict = fc.constantFrom<Verdict>('agree', 'oppose', 'abandon');
    const rule = fc.record({
      decideType: fc.constantFrom<'pass' | 'refuse'>('pass', 'refuse'),
      voteType: fc.constantFrom<'amount' | 'percent'>('amount', 'percent'),
      voteAmount: fc.integer({ min: 1, max: 100 }),
      followMode: fc.constantFrom<'complete' | 'wait'>('complete', 'wait'),
    });
    fc.assert(
      fc.property(rule, fc.array(verdict, { minLength: 1, maxLength: 7 }), (signRule, votes) => {
        const counted = votes.filter((vote) => vote === (signRule.decideType === 'pass' ? 'agree' : 'oppose')).length;
        // The definition: over every vote, the decideType when the counted votes reach the threshold, else the other.
        const byDefinition = counted >= threshold(signRule, votes.length) ? signRule.decideType : signRule.decideType === 'pass' ? 'refuse' : 'pass';
        const firstDecided = votes.findIndex((_vote, index) => decideVotes(signRule, votes.length, votes.slice(0, index + 1)) !== undefined);
        expect(firstDecided).toBeGreaterThanOrEqual(0);
        expect(decideVotes(signRule, votes.length, votes.slice(0, firstDecided + 1))).toBe(byDefinition);
        if (signRule.followMode === 'wait') expect(firstDecided).toBe(votes.length - 1);
      }),
    );
  });

  it('refuses a malformed fd:signRule', () => {
    expect(() => parseSignRule('{"voteType":"most"}', 'n')).toThrow(GraphError);
    expect(() => parseSignRule('{"voteType":"percent","voteAmount":150}', 'n')).toThrow(GraphError);
    expect(() => parseSignRule('{"quorum":2}', 'n')).toThrow(GraphError);
    expect(parseSignRule('{"voteAmount":2,"voteType":"amount"}', 'n')).toEqual({ ...DEFAULT_SIGN_RULE, voteType: 'amount', voteAmount: 2 });
  });
});

/** The countersign of engineTesting.ts by u1, u2, u3, then u4. */
const countersign = (rule: SignRule, multi: 'parallel' | 'sequential', oppose = 'continue') => countersignProcess(db, { rule, multi, oppose, voters: ['u1', 'u2', 'u3'], after: 'u4' });

const vote = (context: ProcessContext, instId: string, userId: string, action: Verdict) =>
  completeTask(db, actor(userId), context, { taskId: taskOf(db, instId, userId).id, action, opinion: `${action} by ${userId}` });

describe('a countersign', () => {
  it('asks every voter at once in parallel; two of three agree under 2/3, and the gateway reads the verdict', async () => {
    const context = await countersign(TWO_THIRDS, 'parallel');
    const instId = startInstance(db, actor('u0'), context, {});
    expect(openTasksOf(db, instId).map((task) => task.assignee_id)).toEqual(['u1', 'u2', 'u3']);
    vote(context, instId, 'u2', 'oppose');
    vote(context, instId, 'u1', 'agree');
    expect(openTasksOf(db, instId)).toHaveLength(1);
    vote(context, instId, 'u3', 'agree');
    expect(varsOf(db, instId).review).toEqual({ verdict: 'agree', agree: 2, oppose: 1, abandon: 0, voters: { u1: 'agree', u2: 'oppose', u3: 'agree' } });
    expect(openTasksOf(db, instId).map((task) => [task.node_id, task.assignee_id])).toEqual([['after', 'u4']]);
  });

  it('asks one voter after the other in sequence, in the order of the assignee list', async () => {
    const context = await countersign(ALL, 'sequential');
    const instId = startInstance(db, actor('u0'), context, {});
    expect(openTasksOf(db, instId).map((task) => task.assignee_id)).toEqual(['u1']);
    vote(context, instId, 'u1', 'agree');
    expect(openTasksOf(db, instId).map((task) => task.assignee_id)).toEqual(['u2']);
    vote(context, instId, 'u2', 'agree');
    vote(context, instId, 'u3', 'agree');
    expect(varsOf(db, instId).review!.verdict).toBe('agree');
    expect(taskOf(db, instId, 'u4').node_id).toBe('after');
  });

  it('decides as soon as it is certain: one oppose fails 2/3 of three after a first oppose; the other voters’ tasks go and their vote is refused', async () => {
    const context = await countersign(TWO_THIRDS, 'parallel');
    const instId = startInstance(db, actor('u0'), context, {});
    const late = taskOf(db, instId, 'u3');
    vote(context, instId, 'u1', 'oppose');
    vote(context, instId, 'u2', 'oppose');
    expect(varsOf(db, instId).review).toMatchObject({ verdict: 'oppose', oppose: 2 });
    expect(instanceOf(db, instId).status).toBe('end');
    expect(() => completeTask(db, actor('u3'), context, { taskId: late.id, action: 'agree', opinion: '' })).toThrow(expect.objectContaining({ statusCode: 400, key: 'voteRoundFinished' }));
  });

  it('waits for everybody under followMode wait, even when the outcome is certain', async () => {
    const context = await countersign({ ...ONE, followMode: 'wait' }, 'sequential');
    const instId = startInstance(db, actor('u0'), context, {});
    vote(context, instId, 'u1', 'agree');
    expect(openTasksOf(db, instId).map((task) => task.assignee_id)).toEqual(['u2']);
    vote(context, instId, 'u2', 'oppose');
    vote(context, instId, 'u3', 'oppose');
    expect(varsOf(db, instId).review).toMatchObject({ verdict: 'agree', agree: 1, oppose: 2 });
  });

  it('counts opposes under decideType refuse', async () => {
    const context = await countersign(TWO_REFUSE, 'parallel');
    const instId = startInstance(db, actor('u0'), context, {});
    vote(context, instId, 'u1', 'oppose');
    vote(context, instId, 'u2', 'agree');
    vote(context, instId, 'u3', 'abandon');
    expect(varsOf(db, instId).review).toMatchObject({ verdict: 'agree', agree: 1, oppose: 1, abandon: 1 });
    expect(taskOf(db, instId, 'u4').node_id).toBe('after');
  });

  it('never leaves two open tasks at a single-handler node, whatever the votes', async () => {
    const context = await countersign(TWO_THIRDS, 'parallel');
    await fc.assert(
      fc.asyncProperty(fc.array(fc.constantFrom<Verdict>('agree', 'oppose', 'abandon'), { minLength: 3, maxLength: 3 }), async (votes) => {
        const instId = startInstance(db, actor('u0'), context, {});
        for (const [index, verdict] of votes.entries()) {
          const voter = `u${index + 1}`;
          if (!openTasksOf(db, instId).some((task) => task.assignee_id === voter && task.node_id === 'review')) break;
          vote(context, instId, voter, verdict);
          const atAfter = openTasksOf(db, instId).filter((task) => task.node_id === 'after');
          expect(atAfter.length).toBeLessThanOrEqual(1);
        }
        const agrees = votes.filter((verdict) => verdict === 'agree').length;
        expect(openTasksOf(db, instId).filter((task) => task.node_id === 'after')).toHaveLength(agrees >= 2 ? 1 : 0);
      }),
      { numRuns: 40 },
    );
  });
});

describe('what oppose does', () => {
  /** apply → check (u1, single) → review (u2, single, the mode) → end. */
  async function twoSteps(oppose: string): Promise<ProcessContext> {
    const xml = chain(
      `<bpmn:userTask id="check" name="Check" fd:assignee="user:u1" /><bpmn:sequenceFlow id="f3" sourceRef="check" targetRef="review" />
      <bpmn:userTask id="review" name="Review" fd:assignee="user:u2" fd:oppose="${oppose}" /><bpmn:sequenceFlow id="f4" sourceRef="review" targetRef="end" />`,
      'check',
    );
    return processFrom(db, `o${oppose}`, xml);
  }
  async function opposedAtReview(oppose: string): Promise<string> {
    const context = await twoSteps(oppose);
    const instId = startInstance(db, actor('u0'), context, {});
    vote(context, instId, 'u1', 'agree');
    vote(context, instId, 'u2', 'oppose');
    expect(varsOf(db, instId).review).toMatchObject({ verdict: 'oppose', voters: { u2: 'oppose' } });
    return instId;
  }

  it('continue: walks on with the verdict recorded', async () => {
    const instId = await opposedAtReview('continue');
    expect(instanceOf(db, instId).status).toBe('end');
  });
  it('rejectPre: back to the previous node’s handler', async () => {
    const instId = await opposedAtReview('rejectPre');
    expect(instanceOf(db, instId).status).toBe('back');
    expect(openTasksOf(db, instId).map((task) => [task.node_id, task.assignee_id, task.status])).toEqual([['check', 'u1', 'BACK']]);
  });
  it('backToStart: back to the initiator', async () => {
    const instId = await opposedAtReview('backToStart');
    expect(instanceOf(db, instId).status).toBe('backToStart');
    expect(openTasksOf(db, instId).map((task) => [task.node_id, task.assignee_id, task.status])).toEqual([['apply', 'u0', 'BACK']]);
  });
  it('end: the instance ends, refused, with no open task', async () => {
    const instId = await opposedAtReview('end');
    expect(instanceOf(db, instId).status).toBe('end');
    expect(openTasksOf(db, instId)).toEqual([]);
  });
  it('a refused countersign goes where its node says (back to the initiator)', async () => {
    const context = await countersign(TWO_THIRDS, 'sequential', 'backToStart');
    const instId = startInstance(db, actor('u0'), context, {});
    vote(context, instId, 'u1', 'oppose');
    vote(context, instId, 'u2', 'oppose');
    expect(instanceOf(db, instId).status).toBe('backToStart');
    expect(openTasksOf(db, instId).map((task) => [task.node_id, task.assignee_id])).toEqual([['apply', 'u0']]);
  });
});

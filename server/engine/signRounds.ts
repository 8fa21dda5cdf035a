// Sign rounds the handler starts on his task: add-sign, sign line, sign sequence.
import type { Db } from '../db/database';
import { FlowError } from './messages';
import { findTask, personName, type Person, type TaskRow } from './store';
import type { Actor, ProcessContext } from './context';
import { newWalk } from './walk';
import { addOpinion, closeTask, createTasks, dropTask, holdTask, receiversOf } from './tasks';
import { requireHandledTask, requireRunning, type AnswerKind } from './rights';

// Sign rounds (spec §4.1, §4.4): add-sign (加签, USERADDSIGN), sign line (发起并行签署, SIGNLINE: everybody at
// once) and sign sequence (发起顺序签署, SIGNSEQUENCE: one after the other, in the order chosen). The handler's
// task waits (suspended) while others sign; the last signature brings it back, after a sign line or sequence
// with the status saying so (SIGNLINEED, SIGNSEQUENCEED). The history row of the round (the round's name, with
// the task's id) names the signers.

export type SignRound = 'addSign' | 'signLine' | 'signSequence';
export const SIGN_ROUNDS: readonly SignRound[] = ['addSign', 'signLine', 'signSequence'];

interface RoundKind {
  /** the signers' task status */
  signer: string;
  /** the waiting task's status once everybody signed (an add-sign leaves it as it was) */
  done?: string;
  /** the history status of taking the round back */
  revoked: string;
  /** the history statuses of a signer's agree and oppose */
  answers: { agree: string; oppose: string };
}
const ROUNDS: Readonly<Record<SignRound, RoundKind>> = {
  addSign: { signer: 'USERADDSIGN', revoked: 'revokeAddSign', answers: { agree: 'addSignAgree', oppose: 'addSignOppose' } },
  signLine: { signer: 'SIGNLINE', done: 'SIGNLINEED', revoked: 'revokeSignLine', answers: { agree: 'signPass', oppose: 'signNotPass' } },
  signSequence: { signer: 'SIGNSEQUENCE', done: 'SIGNSEQUENCEED', revoked: 'revokeSignSequence', answers: { agree: 'signPass', oppose: 'signNotPass' } },
};
const SIGNER_STATUSES = SIGN_ROUNDS.map((round) => ROUNDS[round].signer);
const roundOfSigner = (status: string): SignRound | undefined => SIGN_ROUNDS.find((round) => ROUNDS[round].signer === status);

/** The open signer tasks a task waits for (the signers of a sequence not yet asked are in bpm_sign_queue). */
function openSigners(db: Db, heldTaskId: string): TaskRow[] {
  return db.prepare(`SELECT * FROM bpm_task WHERE waiting_for = ? AND status IN (${SIGNER_STATUSES.map(() => '?').join(', ')}) ORDER BY create_time, id`).all(heldTaskId, ...SIGNER_STATUSES) as TaskRow[];
}

/**
 * Starts a sign round on the actor's task: every chosen person gets a signer task at once, or, for a sequence,
 * the first one while the others queue. Answers how many people were chosen.
 */
export function startSignRound(
  db: Db,
  actor: Actor,
  context: ProcessContext,
  input: { taskId: string; round: SignRound; userIds: string[]; opinion: string; leaderId?: string },
): number {
  return db.transaction(() => {
    const task = requireHandledTask(db, actor, input.taskId, input.leaderId);
    const people = receiversOf(db, actor, input.userIds);
    const walk = newWalk(db, context, requireRunning(db, actor, task.inst_id), actor);
    const node = context.graph.nodes.get(task.node_id)!;
    addOpinion(walk, { taskId: task.id, node, qualfieds: people, status: input.round, auditor: { id: actor.userId, name: actor.name }, opinion: input.opinion, completed: true });
    holdTask(db, task, actor, input.leaderId);
    const [first, ...queued] = people;
    const askedNow = input.round === 'signSequence' ? [first!] : people;
    createTasks(walk, node, { status: ROUNDS[input.round].signer, people: askedNow, waitingFor: task.id });
    if (input.round === 'signSequence') {
      const queue = db.prepare('INSERT INTO bpm_sign_queue (held_task_id, position, user_id, user_name) VALUES (?, ?, ?, ?)');
      queued.forEach((person, index) => queue.run(task.id, index + 1, person.id, person.name));
    }
    return people.length;
  })();
}

/** Brings a waiting task back to its handler once nobody is left to sign, with the round's closing status. */
function resumeWhenSigned(db: Db, heldTaskId: string, done: string | undefined): void {
  if (openSigners(db, heldTaskId).length > 0) return;
  db.prepare('UPDATE bpm_task SET suspended = 0, status = COALESCE(?, status) WHERE id = ?').run(done ?? null, heldTaskId);
}

/**
 * A signer agrees or opposes (an add-sign's through userAddSignFeedback, a sign line's or sequence's through
 * complete); the flow itself does not move. In a sequence the next person is asked.
 */
export function answerSignRound(
  db: Db,
  actor: Actor,
  context: ProcessContext,
  input: { taskId: string; action: 'agree' | 'oppose'; opinion: string; leaderId?: string },
  kind: Extract<AnswerKind, 'addSign' | 'signing'>,
): void {
  db.transaction(() => {
    if (input.action === 'oppose' && !input.opinion.trim()) throw new FlowError(400, 'opinionRequired');
    const task = requireHandledTask(db, actor, input.taskId, input.leaderId, kind);
    const round = roundOfSigner(task.status)!;
    const walk = newWalk(db, context, requireRunning(db, actor, task.inst_id), actor);
    closeTask(walk, task, actor, ROUNDS[round].answers[input.action], input.opinion);
    const heldId = task.waiting_for!;
    const next = db.prepare('SELECT position, user_id AS id, user_name AS name FROM bpm_sign_queue WHERE held_task_id = ? ORDER BY position LIMIT 1').get(heldId) as
      | (Person & { position: number })
      | undefined;
    if (next) {
      db.prepare('DELETE FROM bpm_sign_queue WHERE held_task_id = ? AND position = ?').run(heldId, next.position);
      createTasks(walk, context.graph.nodes.get(task.node_id)!, { status: ROUNDS[round].signer, people: [{ id: next.id, name: next.name }], waitingFor: heldId });
      return;
    }
    resumeWhenSigned(db, heldId, ROUNDS[round].done);
  })();
}

/** The open round of the actor's own waiting task: the task and its open signer tasks. */
function pendingRound(db: Db, actor: Actor, heldTaskId: string): { held: TaskRow; round: SignRound; signers: TaskRow[] } {
  const held = findTask(db, actor.tenantId, heldTaskId);
  if (!held) throw new FlowError(404, 'taskNotFound');
  if (!held.assignee_id || held.assignee_id !== actor.userId) throw new FlowError(403, 'noTaskRights');
  const signers = openSigners(db, held.id);
  if (signers.length === 0) throw new FlowError(400, 'signNotPending');
  return { held, round: roundOfSigner(signers[0]!.status)!, signers };
}

/** The sign line tasks still open on the actor's waiting task (getParallelRevokeTasks). */
export function parallelRevokeTasks(db: Db, actor: Actor, heldTaskId: string): { taskId: string; userId: string; userName: string; createTime: string }[] {
  const { round, signers } = pendingRound(db, actor, heldTaskId);
  if (round !== 'signLine') throw new FlowError(400, 'notSignLine');
  return signers.map((task) => ({ taskId: task.id, userId: task.assignee_id, userName: personName(db, actor.tenantId, task.assignee_id), createTime: task.create_time }));
}

/**
 * Takes a round back while someone has not signed (revokeCustomSign; revokeSignLine with chosen signer tasks,
 * a sign line only). The taken-back signers' tasks (and a sequence's queue) go; once nobody is left the task is
 * the handler's again, as it was before the round. Answers which round it was.
 */
export function revokeSignRound(db: Db, actor: Actor, context: ProcessContext, input: { taskId: string; opinion: string; signerTaskIds?: string[]; lineOnly?: boolean }): SignRound {
  return db.transaction(() => {
    const { held, round, signers } = pendingRound(db, actor, input.taskId);
    if (input.lineOnly && round !== 'signLine') throw new FlowError(400, 'notSignLine');
    const chosen = input.signerTaskIds ? signers.filter((task) => input.signerTaskIds!.includes(task.id)) : signers;
    if (chosen.length === 0 || (input.signerTaskIds && chosen.length !== input.signerTaskIds.length)) throw new FlowError(400, 'signNotPending');
    const walk = newWalk(db, context, requireRunning(db, actor, held.inst_id), actor);
    const people = chosen.map((task) => ({ id: task.assignee_id, name: personName(db, actor.tenantId, task.assignee_id) }));
    for (const task of chosen) dropTask(db, task.id);
    db.prepare('DELETE FROM bpm_sign_queue WHERE held_task_id = ?').run(held.id);
    addOpinion(walk, { taskId: null, node: { id: held.node_id, name: held.name }, qualfieds: people, status: ROUNDS[round].revoked, auditor: { id: actor.userId, name: actor.name }, opinion: input.opinion, completed: true });
    resumeWhenSigned(db, held.id, undefined);
    return round;
  })();
}

/**
 * A signer of a sign line or sequence adds people to the round (taskCustomSignUsers, 添加签署人员): in a line
 * they sign at once, in a sequence after those queued. The waiting task comes back only when they signed too.
 * Answers how many were added.
 */
export function addRoundSigners(db: Db, actor: Actor, context: ProcessContext, input: { taskId: string; userIds: string[]; opinion: string; leaderId?: string }): number {
  return db.transaction(() => {
    const task = requireHandledTask(db, actor, input.taskId, input.leaderId, 'signing');
    const round = roundOfSigner(task.status)!;
    const heldId = task.waiting_for!;
    const people = receiversOf(db, actor, input.userIds);
    const queued = db.prepare('SELECT user_id AS id, position FROM bpm_sign_queue WHERE held_task_id = ? ORDER BY position').all(heldId) as { id: string; position: number }[];
    const inRound = new Set([...openSigners(db, heldId).map((signer) => signer.assignee_id), ...queued.map((row) => row.id)]);
    const already = people.find((person) => inRound.has(person.id));
    if (already) throw new FlowError(400, 'alreadySigner', { user: already.name });
    const walk = newWalk(db, context, requireRunning(db, actor, task.inst_id), actor);
    const node = context.graph.nodes.get(task.node_id)!;
    addOpinion(walk, { taskId: task.id, node, qualfieds: people, status: 'addsign', auditor: { id: actor.userId, name: actor.name }, opinion: input.opinion, completed: true });
    if (round === 'signSequence') {
      const last = queued[queued.length - 1]?.position ?? 0;
      const queue = db.prepare('INSERT INTO bpm_sign_queue (held_task_id, position, user_id, user_name) VALUES (?, ?, ?, ?)');
      people.forEach((person, index) => queue.run(heldId, last + index + 1, person.id, person.name));
    } else {
      createTasks(walk, node, { status: ROUNDS[round].signer, people, waitingFor: heldId });
    }
    return people.length;
  })();
}

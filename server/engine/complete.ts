// Deciding a task (agree / oppose / abandon) and ending an instance by hand.
import type { Db } from '../db/database';
import { firstUserTask, type ProcessNode } from './graph';
import { FlowError } from './messages';
import { findTask, type TaskRow } from './store';
import type { Actor, ProcessContext, Submission, CompleteAction } from './context';
import { applySubmit } from './formData';
import { enter, leave, newWalk, settle, type Walk } from './walk';
import { castVote, recordSingleVerdict, refuseFinishedVote, type Verdict } from './votes';
import { checkRoute, initiatorTarget, previousOrStart, sendBack, type RouteChoice } from './jumps';
import { clearOpenTasks, closeTask, type OpinionExtras } from './tasks';
import { answerKindOf, requireHandledTask, requireRunning } from './rights';
import { answerSignRound } from './signRounds';

export interface CompleteInput {
  taskId: string;
  action: CompleteAction;
  opinion: string;
  submission?: Submission;
  leaderId?: string;
  extras?: OpinionExtras;
  /** an agree's choice of next handlers and jump (getAfterJumpNodes) */
  route?: RouteChoice;
}

/**
 * agree / oppose / abandon: records the opinion and moves the instance on. agreeTrans / opposeTrans answer a task
 * passed on (流转, TRANSFORMED): the receiver's verdict is recorded (transAgree / transOppose) and, once every
 * receiver answered, the waiting task is back with the one who passed it on; on any other task they are refused.
 */
export function completeTask(db: Db, actor: Actor, context: ProcessContext, input: CompleteInput): void {
  db.transaction(() => {
    // A sign line's or sequence's signer answers with agree or oppose; abstaining is not signing.
    const found = findTask(db, actor.tenantId, input.taskId);
    const passedOn = found?.status === 'TRANSFORMED' && found.waiting_for !== null;
    if (isTransAnswer(input.action) && !passedOn) throw new FlowError(400, 'transAnswerOnly');
    const action = verdictOf(input.action);
    if (found && answerKindOf(found) === 'signing') {
      if (action === 'abandon') throw new FlowError(400, 'signOnly');
      answerSignRound(db, actor, context, { ...input, action }, 'signing');
      return;
    }
    if (!found) refuseFinishedVote(db, input.taskId);
    const task = requireHandledTask(db, actor, input.taskId, input.leaderId);
    const walk = newWalk(db, context, requireRunning(db, actor, task.inst_id), actor);
    const node = context.graph.nodes.get(task.node_id)!;
    applySubmit(walk, node, input.submission ?? {}, action === 'agree');
    const route = checkRoute(db, context, walk.instance, node.id, input.route);
    walk.chosen = route.chosen;
    const resubmit = node.id === firstUserTask(context.graph).id;
    const status = task.waiting_for ? (action === 'agree' ? 'transAgree' : 'transOppose') : resubmit && action === 'agree' ? 'reSubmit' : action;
    closeTask(walk, task, actor, status, input.opinion, input.extras);

    if (task.waiting_for) {
      // Transfer (流转): the waiting task comes back once every receiver has answered.
      const others = db.prepare("SELECT COUNT(*) AS count FROM bpm_task WHERE waiting_for = ? AND status = 'TRANSFORMED'").get(task.waiting_for) as { count: number };
      if (others.count === 0) db.prepare('UPDATE bpm_task SET suspended = 0 WHERE id = ?').run(task.waiting_for);
      return;
    }
    const outcome = castVote(walk, node, task, action);
    if (outcome === undefined) return;
    if (outcome === 'none') recordSingleVerdict(walk, node, actor.userId, action);
    const opposed = outcome === 'refuse' || (outcome === 'none' && action === 'oppose');
    if (opposed) {
      applyOppose(walk, node, task);
      return;
    }
    walkOn(walk, node, task, route.destination);
  })();
}

const isTransAnswer = (action: CompleteAction): action is 'agreeTrans' | 'opposeTrans' => action === 'agreeTrans' || action === 'opposeTrans';
/** The verdict an action casts: a pass-on's answer is its receiver's agree or oppose. */
const verdictOf = (action: CompleteAction): Verdict => (action === 'agreeTrans' ? 'agree' : action === 'opposeTrans' ? 'oppose' : action);

/** On from the node: to the chosen jump's node, back to where a direct send-back came from, or along its flows. */
function walkOn(walk: Walk, node: ProcessNode, task: TaskRow, destination?: string): void {
  if (destination) enter(walk, destination);
  else if (task.back_to_node) enter(walk, task.back_to_node);
  else leave(walk, node.id);
  settle(walk);
}

/** What an oppose (a refused countersign) does at the node: fd:oppose, continue by default. */
function applyOppose(walk: Walk, node: ProcessNode, task: TaskRow): void {
  switch (node.oppose ?? 'continue') {
    case 'continue':
      walkOn(walk, node, task);
      return;
    case 'rejectPre':
      sendBack(walk, node.id, previousOrStart(walk, task), 'normal');
      return;
    case 'backToStart':
      sendBack(walk, node.id, initiatorTarget(walk), 'normal');
      return;
    case 'end':
      clearOpenTasks(walk);
      walk.reachedEnd = true;
      settle(walk);
  }
}

export function endInstance(db: Db, actor: Actor, context: ProcessContext, input: { taskId: string; reason: string; leaderId?: string }): void {
  db.transaction(() => {
    if (!input.reason.trim()) throw new FlowError(400, 'endReasonRequired');
    const task = requireHandledTask(db, actor, input.taskId, input.leaderId);
    const walk = newWalk(db, context, requireRunning(db, actor, task.inst_id), actor);
    closeTask(walk, task, actor, 'manual_end', input.reason);
    clearOpenTasks(walk);
    db.prepare("UPDATE bpm_instance SET status = 'manualend', end_time = ? WHERE id = ?").run(walk.now, walk.instance.id);
  })();
}

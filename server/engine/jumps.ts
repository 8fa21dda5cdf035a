// Jumps back: rejecting a task to an earlier node or to the initiator.
import type { Db } from '../db/database';
import { firstUserTask, insideParallelBranch, userTasksInOrder } from './graph';
import { FlowError } from './messages';
import { opinionsOf, type Person, type TaskRow } from './store';
import type { Actor, ProcessContext, Submission } from './context';
import { enter, newWalk, settle, type Walk } from './walk';
import { clearOpenTasks, closeTask, type OpinionExtras } from './tasks';
import { applySubmit } from './formData';
import { requireHandledTask, requireRunning } from './rights';

export function rejectTargets(db: Db, context: ProcessContext, task: TaskRow): { canReject: boolean; nodes: { nodeId: string; name: string; auditor: Person }[] } {
  const first = firstUserTask(context.graph);
  if (task.node_id === first.id) return { canReject: false, nodes: [] };
  if (insideParallelBranch(context.graph, task.node_id)) return { canReject: true, nodes: [] };
  const handled = new Map<string, Person>();
  for (const row of opinionsOf(db, task.inst_id)) {
    if (row.status === 'awaiting_check' || !row.auditor || row.task_key === task.node_id) continue;
    handled.set(row.task_key, { id: row.status === 'start' ? (JSON.parse(row.qualfieds) as Person[])[0]?.id ?? row.auditor : row.auditor, name: row.auditor_name ?? '' });
  }
  const order = userTasksInOrder(context.graph).map((node) => node.id);
  const nodes = [...handled.entries()]
    .filter(([nodeId]) => order.includes(nodeId) && !insideParallelBranch(context.graph, nodeId))
    .sort(([a], [b]) => order.indexOf(a) - order.indexOf(b))
    .map(([nodeId, auditor]) => ({ nodeId, name: context.graph.nodes.get(nodeId)!.name, auditor }));
  return { canReject: true, nodes };
}

export interface RejectInput {
  taskId: string;
  opinion: string;
  /** '' = the previous handled node */
  destination: string;
  toStart: boolean;
  backHandMode: 'normal' | 'direct';
  submission?: Submission;
  leaderId?: string;
  extras?: OpinionExtras;
}

/** reject / backToStart: every open task goes, the chosen earlier node gets a BACK task for its last handler. */
export function rejectTask(db: Db, actor: Actor, context: ProcessContext, input: RejectInput): void {
  db.transaction(() => {
    if (!input.opinion.trim()) throw new FlowError(400, 'opinionRequired');
    const task = requireHandledTask(db, actor, input.taskId, input.leaderId);
    const walk = newWalk(db, context, requireRunning(db, actor, task.inst_id), actor);
    const { canReject, nodes } = rejectTargets(db, context, task);
    if (!canReject) throw new FlowError(400, 'cannotReject');
    const target = input.toStart
      ? initiatorTarget(walk)
      : input.destination
        ? nodes.find((node) => node.nodeId === input.destination)
        : nodes.at(-1);
    if (!target) throw new FlowError(400, 'badDestination');
    applySubmit(walk, context.graph.nodes.get(task.node_id)!, input.submission ?? {}, false);
    closeTask(walk, task, actor, input.toStart ? 'backToStart' : 'reject', input.opinion, input.extras);
    sendBack(walk, task.node_id, target, input.backHandMode);
  })();
}

export interface BackTarget {
  nodeId: string;
  auditor: Person;
}

/** Where "back to the previous node" goes from the task: the latest handled node before it, else the initiator. */
export function previousOrStart(walk: Walk, task: TaskRow): BackTarget {
  const { nodes } = rejectTargets(walk.db, walk.context, task);
  return nodes.at(-1) ?? initiatorTarget(walk);
}

export const initiatorTarget = (walk: Walk): BackTarget => ({ nodeId: firstUserTask(walk.context.graph).id, auditor: { id: walk.instance.creator_id, name: walk.instance.creator_name } });

/**
 * Sends the instance back: every open task goes, the target node gets a BACK task for its last handler (the
 * initiator at the start); with backHandMode direct its agree returns to `fromNodeId` instead of walking on.
 */
export function sendBack(walk: Walk, fromNodeId: string, target: BackTarget, backHandMode: 'normal' | 'direct'): void {
  const toStart = target.nodeId === firstUserTask(walk.context.graph).id;
  clearOpenTasks(walk);
  const people = toStart ? [initiatorTarget(walk).auditor] : [target.auditor];
  enter(walk, target.nodeId, { status: 'BACK', people, backToNode: backHandMode === 'direct' ? fromNodeId : null });
  settle(walk, toStart ? 'backToStart' : 'back');
}

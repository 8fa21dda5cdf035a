// Jumps back: rejecting a task to an earlier node or to the initiator.
import type { Db } from '../db/database';
import { firstUserTask, insideParallelBranch, userTasksInOrder } from './graph';
import { FlowError } from './messages';
import { opinionsOf, type Person, type TaskRow } from './store';
import type { Actor, ProcessContext, Submission } from './context';
import { enter, newWalk, settle } from './walk';
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
    const first = firstUserTask(context.graph);
    const target = input.toStart
      ? { nodeId: first.id, auditor: { id: walk.instance.creator_id, name: walk.instance.creator_name } }
      : input.destination
        ? nodes.find((node) => node.nodeId === input.destination)
        : nodes.at(-1);
    if (!target) throw new FlowError(400, 'badDestination');
    applySubmit(walk, context.graph.nodes.get(task.node_id)!, input.submission ?? {}, false);
    const toStart = target.nodeId === first.id;
    closeTask(walk, task, actor, input.toStart ? 'backToStart' : 'reject', input.opinion, input.extras);
    clearOpenTasks(walk);
    const people = toStart ? [{ id: walk.instance.creator_id, name: walk.instance.creator_name }] : [target.auditor];
    enter(walk, target.nodeId, { status: 'BACK', people, backToNode: input.backHandMode === 'direct' ? task.node_id : null });
    settle(walk, toStart ? 'backToStart' : 'back');
  })();
}

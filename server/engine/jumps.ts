// Jumps back: rejecting a task to an earlier node or to the initiator.
import type { Db } from '../db/database';
import { resolveAssignees } from './assignees';
import { firstUserTask, followingNodes, insideParallelBranch, userTasksInOrder } from './graph';
import { FlowError } from './messages';
import { opinionsOf, type InstanceRow, type Person, type TaskRow } from './store';
import type { Actor, ProcessContext, Submission } from './context';
import { enter, newWalk, settle, type Walk } from './walk';
import { activeUser, clearOpenTasks, closeTask, type OpinionExtras } from './tasks';
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

/** What an agree chooses (contract notes §2.7): handlers of the next nodes, and a select or free jump. */
export interface RouteChoice {
  jumpType?: 'select' | 'free';
  destination?: string;
  nodeUsers?: readonly { nodeId: string; executors: readonly { id: string }[] }[];
}

export interface AfterNode {
  nodeId: string;
  name: string;
  excutorList: Person[];
}

/** The nodes an agree at `nodeId` may lead to under a jump type, with their candidates (getAfterJumpNodes). */
export function afterJumpNodes(db: Db, context: ProcessContext, instance: InstanceRow, nodeId: string, jumpType: 'common' | 'select' | 'free'): AfterNode[] {
  const { graph } = context;
  const nodes =
    jumpType === 'free'
      ? [...userTasksInOrder(graph).filter((node) => node.id !== nodeId && node.id !== firstUserTask(graph).id), ...[...graph.nodes.values()].filter((node) => node.type === 'end')]
      : followingNodes(graph, nodeId);
  return nodes.map((node) => ({ nodeId: node.id, name: node.name, excutorList: node.type === 'userTask' ? resolveAssignees(db, node.assignee ?? '', instance) : [] }));
}

export interface CheckedRoute {
  destination?: string;
  chosen: Map<string, Person[]>;
}

/**
 * Checks an agree's choice at the node: a jump only where the node allows it (fd:jumpType; free allows select
 * too) and only to a node the jump type offers; handlers only where the node lets its agree choose them
 * (fd:choiceExcutor), only for a node it leads to, and only its candidates (with `any`, any active user too).
 */
export function checkRoute(db: Db, context: ProcessContext, instance: InstanceRow, nodeId: string, choice: RouteChoice = {}): CheckedRoute {
  const node = context.graph.nodes.get(nodeId)!;
  let destination: string | undefined;
  let offered = afterJumpNodes(db, context, instance, nodeId, 'common');
  if (choice.destination) {
    if (!context.graph.nodes.has(choice.destination)) throw new FlowError(400, 'unknownNode', { node: choice.destination });
    const jumpType = choice.jumpType ?? 'select';
    if (!node.jumpType || (jumpType === 'free' && node.jumpType !== 'free')) throw new FlowError(400, 'jumpNotAllowed', { node: node.name });
    offered = afterJumpNodes(db, context, instance, nodeId, jumpType);
    const target = offered.find((next) => next.nodeId === choice.destination);
    if (!target) throw new FlowError(400, 'badJumpTarget', { node: choice.destination });
    destination = target.nodeId;
    offered = [target];
  }
  const chosen = new Map<string, Person[]>();
  const picks = (choice.nodeUsers ?? []).filter((entry) => entry.executors.length > 0);
  if (picks.length > 0 && !node.choiceExcutor) throw new FlowError(400, 'choiceNotAllowed', { node: node.name });
  for (const entry of picks) {
    const next = offered.find((candidate) => candidate.nodeId === entry.nodeId);
    if (!next || context.graph.nodes.get(next.nodeId)!.type !== 'userTask') throw new FlowError(400, 'unknownNode', { node: entry.nodeId });
    const people = [...new Set(entry.executors.map((executor) => executor.id))].map((userId) => {
      const person = next.excutorList.find((candidate) => candidate.id === userId) ?? (node.choiceExcutor === 'any' ? activeUser(db, instance.tenant_id, userId) : undefined);
      if (!person) throw new FlowError(400, node.choiceExcutor === 'any' ? 'userRequired' : 'notACandidate', { user: userId, node: next.name });
      return person;
    });
    chosen.set(next.nodeId, people);
  }
  return { ...(destination ? { destination } : {}), chosen };
}

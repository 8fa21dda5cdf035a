// Revoking an approval (spec §4.2).
import type { Db } from '../db/database';
import { FlowError } from './messages';
import { findInstance, opinionsOf, type OpinionRow } from './store';
import type { Actor, ProcessContext } from './context';
import { newWalk, settle } from './walk';
import { addOpinion, clearOpenTasks, createTasks } from './tasks';
import { refuseSuspended } from './rights';


const REVOCABLE_STATUSES = new Set(['agree', 'inqu']);

/**
 * True when the handled row may be taken back by its auditor: the instance runs, the row says agree or inqu,
 * it is the latest handled row of its node in the instance, nothing was handled after it, and every open task
 * was created by it (so nobody has acted on what it started).
 */
export function isRevocable(db: Db, row: OpinionRow, instanceStatus: string): boolean {
  if (instanceStatus !== 'running' || !REVOCABLE_STATUSES.has(row.status)) return false;
  const later = db.prepare("SELECT 1 FROM bpm_opinion WHERE inst_id = ? AND seq > ? AND status <> 'awaiting_check' LIMIT 1").get(row.inst_id, row.seq);
  if (later) return false;
  const older = db.prepare("SELECT 1 FROM bpm_opinion WHERE inst_id = ? AND status = 'awaiting_check' AND seq < ? LIMIT 1").get(row.inst_id, row.seq);
  return older === undefined;
}

export function revokeOpinion(db: Db, actor: Actor, context: ProcessContext, input: { instId: string; taskId?: string; opinion: string }): void {
  db.transaction(() => {
    const instance = findInstance(db, actor.tenantId, input.instId);
    if (!instance) throw new FlowError(404, 'instanceNotFound');
    refuseSuspended(instance);
    const mine = opinionsOf(db, instance.id).filter((row) => row.auditor === actor.userId && row.status !== 'awaiting_check' && (!input.taskId || row.task_id === input.taskId));
    const row = mine.at(-1);
    if (!row || !isRevocable(db, row, instance.status)) throw new FlowError(400, 'cannotRevoke');
    const walk = newWalk(db, context, instance, actor);
    clearOpenTasks(walk);
    const node = context.graph.nodes.get(row.task_key)!;
    addOpinion(walk, { taskId: null, node, qualfieds: [{ id: actor.userId, name: actor.name }], status: 'revoker', auditor: { id: actor.userId, name: actor.name }, opinion: input.opinion, completed: true });
    createTasks(walk, node, { status: 'NORMAL', people: [{ id: actor.userId, name: actor.name }] });
    settle(walk);
  })();
}

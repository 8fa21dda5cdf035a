// Copy / read records: circulation (传阅) and marking read.
import type { Db } from '../db/database';
import { newId, nowText } from '../lib/ids';
import { firstUserTask } from './graph';
import { FlowError } from './messages';
import { findInstance } from './store';
import type { Actor, ProcessContext } from './context';
import { newWalk } from './walk';
import { addOpinion, receiversOf, type OpinionExtras } from './tasks';
import { refuseSuspended, requireHandledTask } from './rights';


/** Sends the instance to people to read, from the node of the actor's open task (or the instance's start). */
export function circulate(db: Db, actor: Actor, context: ProcessContext, input: { instId: string; userIds: string[]; opinion: string; taskId?: string }): number {
  return db.transaction(() => {
    const instance = findInstance(db, actor.tenantId, input.instId);
    if (!instance) throw new FlowError(404, 'instanceNotFound');
    refuseSuspended(instance);
    const people = receiversOf(db, actor, input.userIds);
    const task = input.taskId ? requireHandledTask(db, actor, input.taskId) : undefined;
    const node = context.graph.nodes.get(task?.node_id ?? firstUserTask(context.graph).id)!;
    const walk = newWalk(db, context, instance, actor);
    const insert = db.prepare(
      `INSERT INTO bpm_read (id, tenant_id, inst_id, node_id, node_name, sender_id, sender_name, receiver_id, opinion, create_time) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    );
    for (const person of people) insert.run(newId(), actor.tenantId, instance.id, node.id, node.name, actor.userId, actor.name, person.id, input.opinion, walk.now);
    addOpinion(walk, { taskId: null, node, qualfieds: people, status: 'copyto', auditor: { id: actor.userId, name: actor.name }, opinion: input.opinion, completed: true });
    return people.length;
  })();
}

/**
 * 传阅回复 (doNextCopyto): a receiver answers what was circulated to them. The reply is a `copyto_reply` opinion at
 * the node it was sent from (the given record, else the receiver's latest record of the instance); the receiver's
 * records of the instance are read from then on.
 */
export function replyToCopy(db: Db, actor: Actor, context: ProcessContext, input: { instId: string; readId?: string; opinion: string; extras?: OpinionExtras }): void {
  db.transaction(() => {
    if (!input.opinion.trim()) throw new FlowError(400, 'opinionRequired');
    const instance = findInstance(db, actor.tenantId, input.instId);
    if (!instance) throw new FlowError(404, 'instanceNotFound');
    refuseSuspended(instance);
    const record = db
      .prepare('SELECT node_id FROM bpm_read WHERE tenant_id = ? AND inst_id = ? AND receiver_id = ? AND (CAST(? AS TEXT) IS NULL OR id = ?) ORDER BY create_time DESC, id DESC LIMIT 1')
      .get(actor.tenantId, instance.id, actor.userId, input.readId ?? null, input.readId ?? null) as { node_id: string } | undefined;
    if (!record) throw new FlowError(403, 'notACopyReceiver');
    const node = context.graph.nodes.get(record.node_id) ?? firstUserTask(context.graph);
    const walk = newWalk(db, context, instance, actor);
    const me = { id: actor.userId, name: actor.name };
    addOpinion(walk, { taskId: null, node, qualfieds: [me], status: 'copyto_reply', auditor: me, opinion: input.opinion, completed: true, extras: input.extras });
    db.prepare('UPDATE bpm_read SET read_time = COALESCE(read_time, ?) WHERE tenant_id = ? AND inst_id = ? AND receiver_id = ?').run(walk.now, actor.tenantId, instance.id, actor.userId);
  })();
}

/** Marks the receiver's record read (opening it from the to-read list). */
export function markRead(db: Db, actor: Actor, readId: string): void {
  const changed = db.prepare('UPDATE bpm_read SET read_time = COALESCE(read_time, ?) WHERE id = ? AND tenant_id = ? AND receiver_id = ?').run(nowText(), readId, actor.tenantId, actor.userId).changes;
  if (changed === 0) throw new FlowError(404, 'readNotFound');
}

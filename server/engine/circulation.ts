// Copy / read records: circulation (传阅) and marking read.
import type { Db } from '../db/database';
import { newId, nowText } from '../lib/ids';
import { firstUserTask } from './graph';
import { FlowError } from './messages';
import { findInstance } from './store';
import type { Actor, ProcessContext } from './context';
import { newWalk } from './walk';
import { addOpinion, receiversOf } from './tasks';
import { requireHandledTask } from './rights';


/** Sends the instance to people to read, from the node of the actor's open task (or the instance's start). */
export function circulate(db: Db, actor: Actor, context: ProcessContext, input: { instId: string; userIds: string[]; opinion: string; taskId?: string }): number {
  return db.transaction(() => {
    const instance = findInstance(db, actor.tenantId, input.instId);
    if (!instance) throw new FlowError(404, 'instanceNotFound');
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

/** Marks the receiver's record read (opening it from the to-read list). */
export function markRead(db: Db, actor: Actor, readId: string): void {
  const changed = db.prepare('UPDATE bpm_read SET read_time = COALESCE(read_time, ?) WHERE id = ? AND tenant_id = ? AND receiver_id = ?').run(nowText(), readId, actor.tenantId, actor.userId).changes;
  if (changed === 0) throw new FlowError(404, 'readNotFound');
}

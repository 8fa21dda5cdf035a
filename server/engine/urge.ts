// Urging the current handlers.
import type { Db } from '../db/database';
import { formatDateTime, newId } from '../lib/ids';
import { FlowError, flowText } from './messages';
import { openTasks, taskCandidates } from './store';
import type { Actor } from './context';
import { sendInnerMessage } from './tasks';
import { requireRunning } from './rights';


/** One urge per instance and sender within this many minutes. */
export const URGE_INTERVAL_MINUTES = 10;

/**
 * The initiator reminds everybody who is handling the running instance (assignees, or candidates of unclaimed
 * tasks; waiting tasks are skipped) with an inner message. Answers how many people were reminded.
 */
export function urgeInstance(db: Db, actor: Actor, input: { instId: string; opinion: string }): number {
  return db.transaction(() => {
    if (!input.opinion.trim()) throw new FlowError(400, 'urgeTextRequired');
    const instance = requireRunning(db, actor, input.instId);
    if (instance.creator_id !== actor.userId) throw new FlowError(403, 'notInitiator');
    const now = new Date();
    const since = formatDateTime(new Date(now.getTime() - URGE_INTERVAL_MINUTES * 60_000));
    const recent = db.prepare('SELECT 1 FROM bpm_urgent WHERE inst_id = ? AND sender_id = ? AND create_time > ? LIMIT 1').get(instance.id, actor.userId, since);
    if (recent) throw new FlowError(400, 'urgedRecently', { minutes: URGE_INTERVAL_MINUTES });
    const receivers = new Set<string>();
    for (const task of openTasks(db, instance.id)) {
      if (task.suspended) continue;
      if (task.assignee_id) receivers.add(task.assignee_id);
      else for (const person of taskCandidates(db, task.id)) receivers.add(person.id);
    }
    receivers.delete(actor.userId);
    if (receivers.size === 0) throw new FlowError(400, 'nobodyToUrge');
    const created = formatDateTime(now);
    sendInnerMessage(db, actor, flowText(actor.lang, 'urgeSubject', { subject: instance.subject }), input.opinion, receivers, created);
    db.prepare('INSERT INTO bpm_urgent (id, tenant_id, inst_id, sender_id, opinion, receivers, create_time) VALUES (?, ?, ?, ?, ?, ?, ?)').run(
      newId(),
      actor.tenantId,
      instance.id,
      actor.userId,
      input.opinion,
      JSON.stringify([...receivers]),
      created,
    );
    return receivers.size;
  })();
}

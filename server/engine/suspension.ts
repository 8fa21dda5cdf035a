// Suspending (挂起) and resuming an instance (spec §7.3 forbiddenInstance / unForbiddenInstance). While suspended,
// every action on the instance and its tasks is refused (rights.ts refuseSuspended); its tasks stay open and
// say so in the lists and on the task page. Who: administrators and the instance's initiator (its owner).
import type { Db } from '../db/database';
import { isAdmin } from '../db/users';
import { FlowError } from './messages';
import { findInstance, type InstanceRow } from './store';
import type { Actor } from './context';
import { isUnderWay } from './rights';
import { addOpinion } from './tasks';
import { nowText } from '../lib/ids';

/** Administrators and the initiator may suspend and resume an instance. */
export const maySuspend = (db: Db, actor: Actor, instance: Pick<InstanceRow, 'creator_id'>): boolean => instance.creator_id === actor.userId || isAdmin(db, actor.userId);

/** Suspends (true) or resumes (false) a running instance; a history row (`suspend` / `resume`) records it. */
export function setSuspended(db: Db, actor: Actor, instId: string, suspended: boolean): void {
  db.transaction(() => {
    const instance = findInstance(db, actor.tenantId, instId);
    if (!instance) throw new FlowError(404, 'instanceNotFound');
    if (!maySuspend(db, actor, instance)) throw new FlowError(403, 'noSuspendRights');
    if (!isUnderWay(instance)) throw new FlowError(400, 'instanceNotRunning');
    if (Boolean(instance.is_forbidden) === suspended) throw new FlowError(400, suspended ? 'alreadySuspended' : 'notSuspended');
    db.prepare('UPDATE bpm_instance SET is_forbidden = ? WHERE id = ?').run(suspended ? 1 : 0, instance.id);
    // the history says who suspended or resumed it and when, at the node the flow stands on (an open task's,
    // else where the history last was)
    const node =
      (db.prepare('SELECT node_id AS id, name FROM bpm_task WHERE inst_id = ? ORDER BY create_time, id LIMIT 1').get(instance.id) as { id: string; name: string } | undefined) ??
      (db.prepare('SELECT task_key AS id, task_name AS name FROM bpm_opinion WHERE inst_id = ? ORDER BY seq DESC LIMIT 1').get(instance.id) as { id: string; name: string });
    const me = { id: actor.userId, name: actor.name };
    addOpinion({ db, instance, now: nowText() }, { taskId: null, node, qualfieds: [me], status: suspended ? 'suspend' : 'resume', auditor: me, completed: true });
  })();
}

// Claiming shared tasks (spec §4.3).
import type { Db } from '../db/database';
import { FlowError } from './messages';
import { findInstance, findTask, type TaskRow } from './store';
import type { Actor } from './context';
import { isHandler, refuseSuspended } from './rights';
import { isAdmin } from '../db/users';

/**
 * canLock codes (contract notes §2.7): 0 already handled (no such open task), 1 can claim, 2 nothing to claim (own
 * task), 3 can cancel the claim, 4 claimed by someone else, 5 an administrator who is no candidate (no claim of
 * their own), 6 suspended (the task waits for others, or its instance is suspended).
 */
export type LockCode = 0 | 1 | 2 | 3 | 4 | 5 | 6;

export function lockState(db: Db, task: TaskRow | undefined, userId: string): LockCode {
  if (!task) return 0;
  if (task.suspended || findInstance(db, task.tenant_id, task.inst_id)?.is_forbidden) return 6;
  if (task.locked) return task.assignee_id === userId ? 3 : 4;
  if (task.assignee_id) return 2;
  return !isHandler(db, task, userId) && isAdmin(db, userId) ? 5 : 1;
}

/** A task claimed by one candidate is still the other candidates' to see; only an administrator may take the claim over. */
export function isClaimedByOther(task: TaskRow, userId: string): boolean {
  return task.locked === 1 && task.assignee_id !== userId;
}

/**
 * lockUnlock: claims a shared task (1), gives the caller's claim back (3), or, for an administrator, takes over
 * the claim of someone else (强制签收, 1).
 */
export function lockUnlock(db: Db, actor: Actor, taskId: string): 1 | 3 {
  return db.transaction(() => {
    const task = findTask(db, actor.tenantId, taskId);
    if (!task || task.suspended) throw new FlowError(404, 'taskNotFound');
    refuseSuspended(findInstance(db, actor.tenantId, task.inst_id));
    const state = lockState(db, task, actor.userId);
    if (state === 3) {
      db.prepare("UPDATE bpm_task SET assignee_id = '', locked = 0 WHERE id = ?").run(task.id);
      return 3 as const;
    }
    if (state === 4) {
      if (!isAdmin(db, actor.userId)) throw new FlowError(400, 'lockedByOther');
      db.prepare('UPDATE bpm_task SET assignee_id = ?, locked = 1 WHERE id = ?').run(actor.userId, task.id);
      return 1 as const;
    }
    if (state === 2 || !isHandler(db, task, actor.userId)) throw new FlowError(403, 'noTaskRights');
    db.prepare('UPDATE bpm_task SET assignee_id = ?, locked = 1 WHERE id = ?').run(actor.userId, task.id);
    return 1 as const;
  })();
}

// Claiming shared tasks (spec §4.3).
import type { Db } from '../db/database';
import { FlowError } from './messages';
import { findTask, type TaskRow } from './store';
import type { Actor } from './context';
import { isHandler } from './rights';

/** canLock codes (contract notes §2.7): 1 can claim, 2 nothing to claim (own task), 3 can cancel the claim, 4 claimed by someone else. */
export function lockState(task: TaskRow, userId: string): 1 | 2 | 3 | 4 {
  if (task.locked) return task.assignee_id === userId ? 3 : 4;
  return task.assignee_id ? 2 : 1;
}

/** lockUnlock: claims a shared task (1) or gives the claim back (3). */
export function lockUnlock(db: Db, actor: Actor, taskId: string): 1 | 3 {
  return db.transaction(() => {
    const task = findTask(db, actor.tenantId, taskId);
    if (!task || task.suspended) throw new FlowError(404, 'taskNotFound');
    const state = lockState(task, actor.userId);
    if (state === 3) {
      db.prepare("UPDATE bpm_task SET assignee_id = '', locked = 0 WHERE id = ?").run(task.id);
      return 3 as const;
    }
    if (state === 4) throw new FlowError(400, 'lockedByOther');
    if (state === 2 || !isHandler(db, task, actor.userId)) throw new FlowError(403, 'noTaskRights');
    db.prepare('UPDATE bpm_task SET assignee_id = ?, locked = 1 WHERE id = ?').run(actor.userId, task.id);
    return 1 as const;
  })();
}

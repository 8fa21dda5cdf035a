// Saving a task without deciding (saveDraft of a task, 保存): the handler's form edits and opinion are kept per
// task and handler, shown again when the task is opened, and gone with the task (ON DELETE CASCADE).
import type { Db } from '../db/database';
import { nowText } from '../lib/ids';
import type { Actor, ProcessContext, Submission } from './context';
import { recordAfterSubmit } from './formData';
import { findInstance } from './store';
import { requireHandledTask } from './rights';

export interface TaskDraft {
  /** the main record as saved (the node's writable fields merged into the instance's data, formulas recomputed) */
  record: Record<string, unknown>;
  opinion: string;
  saveTime: string;
}

const handlerOf = (actor: Actor, leaderId?: string) => (leaderId && leaderId !== '0' ? leaderId : actor.userId);

/** Keeps the handler's data and opinion on the task; no rule checks (a draft may be incomplete). */
export function saveTaskDraft(db: Db, actor: Actor, context: ProcessContext, input: { taskId: string; submission: Submission; opinion: string; leaderId?: string }): string {
  return db.transaction(() => {
    const task = requireHandledTask(db, actor, input.taskId, input.leaderId);
    const instance = findInstance(db, actor.tenantId, task.inst_id)!;
    const saved = taskDraftOf(db, task.id, handlerOf(actor, input.leaderId));
    const base = saved?.record ?? (JSON.parse(instance.data) as Record<string, unknown>);
    const record = recordAfterSubmit(context, task.node_id, base, input.submission, actor.lang, { validate: false, required: true })!;
    const now = nowText();
    db.prepare(
      `INSERT INTO bpm_task_draft (task_id, user_id, tenant_id, data, opinion, save_time) VALUES (?, ?, ?, ?, ?, ?)
       ON CONFLICT (task_id, user_id) DO UPDATE SET data = excluded.data, opinion = excluded.opinion, save_time = excluded.save_time`,
    ).run(task.id, handlerOf(actor, input.leaderId), actor.tenantId, JSON.stringify(record), input.opinion, now);
    return now;
  })();
}

/** The handler's saved draft of the task, if any. */
export function taskDraftOf(db: Db, taskId: string, userId: string): TaskDraft | undefined {
  const row = db.prepare('SELECT data, opinion, save_time FROM bpm_task_draft WHERE task_id = ? AND user_id = ?').get(taskId, userId) as { data: string; opinion: string; save_time: string } | undefined;
  return row ? { record: JSON.parse(row.data) as Record<string, unknown>, opinion: row.opinion, saveTime: row.save_time } : undefined;
}

// Due times and extensions (spec §7.3 bpmTaskDueTime; the taskDelay button).
import type { Db } from '../db/database';
import { newId, nowText } from '../lib/ids';
import { FlowError } from './messages';
import { type TaskRow } from './store';
import type { Actor } from './context';
import { hoursAfter } from './tasks';
import { requireHandledTask } from './rights';

/** An extension adds at most this many hours. */
export const MAX_DELAY_HOURS = 720;

/** Where an extension of `hours` leads: from the due time, or from now when it has passed. */
export function extendedDue(task: Pick<TaskRow, 'due_time'>, hours: number, now: string): string {
  const from = task.due_time && task.due_time > now ? task.due_time : now;
  return hoursAfter(from, hours);
}

/** taskDelay (延期): the handler moves a task's due time on, with a reason; every extension is kept. */
export function delayTask(db: Db, actor: Actor, input: { taskId: string; hours: number; reason: string; leaderId?: string }): string {
  return db.transaction(() => {
    if (!input.reason.trim()) throw new FlowError(400, 'delayReasonRequired');
    if (!Number.isInteger(input.hours) || input.hours < 1 || input.hours > MAX_DELAY_HOURS) throw new FlowError(400, 'delayHoursInvalid', { max: MAX_DELAY_HOURS });
    const task = requireHandledTask(db, actor, input.taskId, input.leaderId);
    if (!task.due_time) throw new FlowError(400, 'noDueTime');
    const now = nowText();
    const due = extendedDue(task, input.hours, now);
    db.prepare('UPDATE bpm_task SET due_time = ? WHERE id = ?').run(due, task.id);
    db.prepare('INSERT INTO bpm_task_due (id, tenant_id, task_id, old_due, new_due, reason, user_id, user_name, create_time) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)').run(
      newId(),
      actor.tenantId,
      task.id,
      task.due_time,
      due,
      input.reason.trim(),
      actor.userId,
      actor.name,
      now,
    );
    return due;
  })();
}

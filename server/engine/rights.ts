// Rights: who may start a process and who may handle a task.
import type { Db } from '../db/database';
import { isAdmin, roleCodes } from '../db/users';
import { FlowError, type FlowMessageKey } from './messages';
import { findInstance, findTask, type DefinitionRow, type InstanceRow, type TaskRow } from './store';
import type { Actor } from './context';


export function mayStart(db: Db, definition: DefinitionRow, userId: string): boolean {
  if (!definition.start_roles || isAdmin(db, userId)) return true;
  const allowed = JSON.parse(definition.start_roles) as string[];
  const mine = roleCodes(db, userId);
  return allowed.some((role) => mine.includes(role));
}

export function isSecretaryOf(db: Db, secretaryId: string, leaderId: string): boolean {
  return db.prepare('SELECT 1 FROM secretaries WHERE leader_id = ? AND secretary_id = ?').get(leaderId, secretaryId) !== undefined;
}

/** True when `userId` may handle the task: its assignee, or one of its candidates while nobody claimed it. */
export function isHandler(db: Db, task: TaskRow, userId: string): boolean {
  if (task.assignee_id) return task.assignee_id === userId;
  return db.prepare('SELECT 1 FROM bpm_task_candidate WHERE task_id = ? AND user_id = ?').get(task.id, userId) !== undefined;
}

/** Tasks that only answer whoever asked: an inquiry is replied to, a communication and an add-sign fed back. */
export type AnswerKind = 'inquiry' | 'communication' | 'addSign' | 'signing';
const ANSWER_TASKS: Readonly<Record<string, AnswerKind>> = {
  TRANSFORMEDINQU: 'inquiry',
  COMMU: 'communication',
  USERADDSIGN: 'addSign',
  SIGNLINE: 'signing',
  SIGNSEQUENCE: 'signing',
};
const ANSWER_ONLY = {
  inquiry: 'inquiryReplyOnly',
  communication: 'feedbackOnly',
  addSign: 'addSignFeedbackOnly',
  signing: 'signOnly',
} as const satisfies Record<AnswerKind, FlowMessageKey>;
export const answerKindOf = (task: Pick<TaskRow, 'status'>): AnswerKind | undefined => ANSWER_TASKS[task.status];

/**
 * The open, not suspended task the actor may handle (for himself or, with leaderId, as the leader's secretary).
 * An inquiry or communication task only takes its answer (`answering`), and an answer only goes to such a task.
 */
export function requireHandledTask(db: Db, actor: Actor, taskId: string, leaderId?: string, answering?: AnswerKind): TaskRow {
  const task = findTask(db, actor.tenantId, taskId);
  if (!task || task.suspended) throw new FlowError(404, 'taskNotFound');
  refuseSuspended(findInstance(db, actor.tenantId, task.inst_id));
  const forLeader = leaderId && leaderId !== '0' && leaderId !== actor.userId;
  const handler = forLeader ? leaderId : actor.userId;
  if (forLeader && !isSecretaryOf(db, actor.userId, leaderId)) throw new FlowError(403, 'noTaskRights');
  if (!isHandler(db, task, handler)) throw new FlowError(403, 'noTaskRights');
  const kind = answerKindOf(task);
  if (kind !== answering) throw new FlowError(400, kind ? ANSWER_ONLY[kind] : 'notAsked');
  return task;
}

/** Instance statuses of a flow still under way (sent back included). */
const UNDER_WAY: readonly string[] = ['running', 'back', 'backToStart'];
export const isUnderWay = (instance: Pick<InstanceRow, 'status'>): boolean => UNDER_WAY.includes(instance.status);

/** A suspended (挂起) instance takes no action until it is resumed (suspension.ts). */
export function refuseSuspended(instance: Pick<InstanceRow, 'is_forbidden'> | undefined): void {
  if (instance?.is_forbidden) throw new FlowError(400, 'instanceSuspended');
}

export function requireRunning(db: Db, actor: Actor, instId: string): InstanceRow {
  const instance = findInstance(db, actor.tenantId, instId);
  if (!instance) throw new FlowError(404, 'instanceNotFound');
  if (!isUnderWay(instance)) throw new FlowError(400, 'instanceNotRunning');
  refuseSuspended(instance);
  return instance;
}

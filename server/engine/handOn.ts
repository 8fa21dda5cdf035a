// Handing a task on: delegate, transfer (and its revoke), retrieve, inquiry and communication.
import type { Db } from '../db/database';
import { nowText } from '../lib/ids';
import { FlowError } from './messages';
import { findTask, personName, type Person, type TaskRow } from './store';
import type { Actor, ProcessContext } from './context';
import { newWalk } from './walk';
import { addOpinion, closeTask, createTasks, dropTask, holdTask, receiversOf, recordHandled, type OpinionExtras } from './tasks';
import { requireHandledTask, requireRunning } from './rights';

export function delegateTask(db: Db, actor: Actor, input: { taskId: string; userId: string; opinion: string; leaderId?: string }): void {
  db.transaction(() => {
    const task = requireHandledTask(db, actor, input.taskId, input.leaderId);
    if (input.userId === actor.userId) throw new FlowError(400, 'selfNotAllowed');
    const name = db.prepare('SELECT fullname FROM users WHERE id = ? AND tenant_id = ? AND status = 1').get(input.userId, actor.tenantId) as { fullname: string } | undefined;
    if (!name) throw new FlowError(400, 'userRequired');
    const instance = requireRunning(db, actor, task.inst_id);
    const walk = { db, instance, now: nowText() };
    const node = { id: task.node_id, name: task.name };
    recordHandled(walk, task.id, actor, 'deliverto', input.opinion);
    db.prepare('DELETE FROM bpm_task_candidate WHERE task_id = ?').run(task.id);
    db.prepare("UPDATE bpm_task SET assignee_id = ?, status = 'DELIVERTO', locked = 0 WHERE id = ?").run(input.userId, task.id);
    addOpinion(walk, { taskId: task.id, node, qualfieds: [{ id: input.userId, name: name.fullname }], status: 'awaiting_check', completed: false });
  })();
}

/** transfer (流转): the task waits while each receiver answers with a TRANSFORMED task of their own. */
export function transferTask(db: Db, actor: Actor, context: ProcessContext, input: { taskId: string; userIds: string[]; opinion: string; leaderId?: string }): void {
  db.transaction(() => {
    const task = requireHandledTask(db, actor, input.taskId, input.leaderId);
    const people = receiversOf(db, actor, input.userIds);
    const walk = newWalk(db, context, requireRunning(db, actor, task.inst_id), actor);
    const node = context.graph.nodes.get(task.node_id)!;
    // The row names the waiting task, so that the pass-on can be listed and taken back (revokeTransfer).
    addOpinion(walk, { taskId: task.id, node, qualfieds: people, status: 'transforming', auditor: { id: actor.userId, name: actor.name }, opinion: input.opinion, completed: true });
    db.prepare('UPDATE bpm_task SET suspended = 1 WHERE id = ?').run(task.id);
    createTasks(walk, node, { status: 'TRANSFORMED', people, waitingFor: task.id });
  })();
}

/**
 * revoke transfer (revokeTrans): who passed a task on takes it back while a receiver has not answered; the open
 * receivers' tasks go (opinion `revokeTrans`) and the task is his again. Answers how many were taken back.
 */
export function revokeTransfer(db: Db, actor: Actor, context: ProcessContext, input: { taskId: string; opinion: string }): number {
  return db.transaction(() => {
    const task = findTask(db, actor.tenantId, input.taskId);
    if (!task) throw new FlowError(404, 'taskNotFound');
    const passedOn = db.prepare("SELECT 1 FROM bpm_opinion WHERE task_id = ? AND status = 'transforming' AND auditor = ?").get(task.id, actor.userId);
    if (!passedOn) throw new FlowError(403, 'noTaskRights');
    const open = db.prepare("SELECT * FROM bpm_task WHERE waiting_for = ? AND status = 'TRANSFORMED'").all(task.id) as TaskRow[];
    if (open.length === 0) throw new FlowError(400, 'transferNotPending');
    const walk = newWalk(db, context, requireRunning(db, actor, task.inst_id), actor);
    const people = open.map((row) => ({ id: row.assignee_id, name: personName(db, actor.tenantId, row.assignee_id) }));
    for (const row of open) dropTask(db, row.id);
    addOpinion(walk, { taskId: null, node: { id: task.node_id, name: task.name }, qualfieds: people, status: 'revokeTrans', auditor: { id: actor.userId, name: actor.name }, opinion: input.opinion, completed: true });
    db.prepare('UPDATE bpm_task SET suspended = 0 WHERE id = ?').run(task.id);
    return open.length;
  })();
}

/**
 * retrieve (取回, retrieveBpmTask): the owner of a task he handed over (DELIVERTO) or that his agent holds (AGENT)
 * takes it back while it waits for its holder; the holder's awaiting row gives way to a `retrieve` row.
 */
export function retrieveTask(db: Db, actor: Actor, taskId: string): void {
  db.transaction(() => {
    const task = findTask(db, actor.tenantId, taskId);
    if (!task || task.suspended) throw new FlowError(400, 'retrieveTooLate');
    if (task.owner_id !== actor.userId || task.assignee_id === actor.userId || !['DELIVERTO', 'AGENT'].includes(task.status)) throw new FlowError(403, 'noTaskRights');
    const walk = { db, instance: requireRunning(db, actor, task.inst_id), now: nowText() };
    const node = { id: task.node_id, name: task.name };
    const holder = { id: task.assignee_id, name: personName(db, actor.tenantId, task.assignee_id) };
    db.prepare("DELETE FROM bpm_opinion WHERE task_id = ? AND status = 'awaiting_check'").run(task.id);
    addOpinion(walk, { taskId: null, node, qualfieds: [holder], status: 'retrieve', auditor: { id: actor.userId, name: actor.name }, opinion: '', completed: true });
    db.prepare("UPDATE bpm_task SET assignee_id = ?, status = 'NORMAL', locked = 0 WHERE id = ?").run(actor.userId, task.id);
    addOpinion(walk, { taskId: task.id, node, qualfieds: [{ id: actor.userId, name: actor.name }], status: 'awaiting_check', completed: false });
  })();
}

/**
 * inquiry: the task waits while one person is asked (TRANSFORMEDINQU); its row in the history says inqu with the
 * question. A shared task is claimed by the asker first, so that the reply comes back to him.
 */
export function inquireTask(db: Db, actor: Actor, context: ProcessContext, input: { taskId: string; userId: string; opinion: string; leaderId?: string }): void {
  db.transaction(() => {
    if (!input.opinion.trim()) throw new FlowError(400, 'opinionRequired');
    const task = requireHandledTask(db, actor, input.taskId, input.leaderId);
    const [person] = receiversOf(db, actor, [input.userId]);
    const walk = newWalk(db, context, requireRunning(db, actor, task.inst_id), actor);
    recordHandled(walk, task.id, actor, 'inqu', input.opinion);
    holdTask(db, task, actor, input.leaderId);
    createTasks(walk, context.graph.nodes.get(task.node_id)!, { status: 'TRANSFORMEDINQU', people: [person!], waitingFor: task.id });
  })();
}

/** inquiry reply: the answer goes into the history and the asking task is back in its handler's to-dos. */
export function replyInquiry(db: Db, actor: Actor, context: ProcessContext, input: { taskId: string; opinion: string; leaderId?: string }): void {
  db.transaction(() => {
    if (!input.opinion.trim()) throw new FlowError(400, 'opinionRequired');
    const task = requireHandledTask(db, actor, input.taskId, input.leaderId, 'inquiry');
    const walk = newWalk(db, context, requireRunning(db, actor, task.inst_id), actor);
    closeTask(walk, task, actor, 'inquReply', input.opinion);
    const asking = task.waiting_for ? findTask(db, actor.tenantId, task.waiting_for) : undefined;
    if (!asking) return;
    db.prepare('UPDATE bpm_task SET suspended = 0 WHERE id = ?').run(asking.id);
    const handler = db.prepare('SELECT id, fullname AS name FROM users WHERE id = ?').get(asking.assignee_id) as Person | undefined;
    addOpinion(walk, { taskId: asking.id, node: { id: asking.node_id, name: asking.name }, qualfieds: handler ? [handler] : [], status: 'awaiting_check', completed: false });
  })();
}

/** communicate: people are asked for feedback (COMMU tasks) while the task stays with its handler. */
export function communicateTask(db: Db, actor: Actor, context: ProcessContext, input: { taskId: string; userIds: string[]; opinion: string; leaderId?: string }): number {
  return db.transaction(() => {
    if (!input.opinion.trim()) throw new FlowError(400, 'opinionRequired');
    const task = requireHandledTask(db, actor, input.taskId, input.leaderId);
    const people = receiversOf(db, actor, input.userIds);
    const walk = newWalk(db, context, requireRunning(db, actor, task.inst_id), actor);
    const node = context.graph.nodes.get(task.node_id)!;
    addOpinion(walk, { taskId: null, node, qualfieds: people, status: 'startCommu', auditor: { id: actor.userId, name: actor.name }, opinion: input.opinion, completed: true });
    createTasks(walk, node, { status: 'COMMU', people, waitingFor: task.id });
    return people.length;
  })();
}

/** communication feedback (commu): the answer goes into the history; the flow does not move. */
export function feedBackCommunication(db: Db, actor: Actor, context: ProcessContext, input: { taskId: string; opinion: string; leaderId?: string; extras?: OpinionExtras }): void {
  db.transaction(() => {
    if (!input.opinion.trim()) throw new FlowError(400, 'opinionRequired');
    const task = requireHandledTask(db, actor, input.taskId, input.leaderId, 'communication');
    closeTask(newWalk(db, context, requireRunning(db, actor, task.inst_id), actor), task, actor, 'feedBack', input.opinion, input.extras);
  })();
}

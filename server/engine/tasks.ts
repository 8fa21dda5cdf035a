// Task lifecycle: creating tasks at a node (with their awaiting history rows), closing, dropping and holding them.
import { isPostgres, type Db } from '../db/database';
import { formatDateTime, newId } from '../lib/ids';
import { resolveAssignees } from './assignees';
import { type ProcessNode } from './graph';
import { FlowError, flowText } from './messages';
import { openTasks, type Person, type TaskRow } from './store';
import type { Actor } from './context';
import { type Walk } from './walk';
import { shareWithDeputies } from './deputies';

/**
 * The next history row's place in the order of all of them (the done lists sort by it). On PostgreSQL a sequence:
 * `MAX(seq) + 1` would make any two actions at once a serialization conflict, one of them run again.
 */
export function nextSeq(db: Db): number {
  if (isPostgres(db)) return Number((db.prepare("SELECT nextval('bpm_opinion_seq_counter') AS seq").get() as { seq: number | string }).seq);
  return (db.prepare('SELECT COALESCE(MAX(seq), 0) + 1 AS seq FROM bpm_opinion').get() as { seq: number }).seq;
}

export interface OpinionInput {
  taskId: string | null;
  node: Pick<ProcessNode, 'id' | 'name'>;
  qualfieds: Person[];
  status: string;
  auditor?: Person;
  opinion?: string;
  completed: boolean;
  /** the opinion's attachments (a copy-to reply's) */
  extras?: OpinionExtras;
}

export function addOpinion(walk: Pick<Walk, 'db' | 'instance' | 'now'>, input: OpinionInput): void {
  walk.db
    .prepare(
      `INSERT INTO bpm_opinion (id, tenant_id, inst_id, task_id, task_key, task_name, qualfieds, auditor, auditor_name, opinion, status, create_time, complete_time, seq, files, zfiles)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    )
    .run(
      newId(),
      walk.instance.tenant_id,
      walk.instance.id,
      input.taskId,
      input.node.id,
      input.node.name,
      JSON.stringify(input.qualfieds),
      input.auditor?.id ?? null,
      input.auditor?.name ?? null,
      input.opinion ?? '',
      input.status,
      walk.now,
      input.completed ? walk.now : null,
      nextSeq(walk.db),
      input.extras?.files ?? null,
      input.extras?.zfiles ?? null,
    );
}

export interface TaskOptions {
  status?: string;
  /** reject with direct return: the node the task goes back to when handled */
  backToNode?: string | null;
  /** fixed people instead of the node's assignee expression */
  people?: Person[];
  waitingFor?: string;
  /** the flow is at the node already (a sequential countersign's next voter): followers are not told again */
  alreadyThere?: boolean;
}

/** Creates the node's tasks (one per person for a countersign or a round of answers, else one shared); answers their ids. */
export function createTasks(walk: Walk, node: ProcessNode, options: TaskOptions = {}): string[] {
  const people = options.people ?? resolveAssignees(walk.db, node.assignee ?? '', walk.instance);
  if (people.length === 0) throw new FlowError(400, 'noExecutor', { node: node.name });
  const insert = walk.db.prepare(
    `INSERT INTO bpm_task (id, tenant_id, inst_id, node_id, name, status, assignee_id, owner_id, create_time, back_to_node, waiting_for, due_time)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const dueTime = node.dueHours ? hoursAfter(walk.now, node.dueHours) : null;
  const candidate = walk.db.prepare('INSERT INTO bpm_task_candidate (task_id, user_id) VALUES (?, ?)');
  const groups = node.multi || options.waitingFor ? people.map((person) => [person]) : [people];
  const ids: string[] = [];
  for (const group of groups) {
    const id = newId();
    ids.push(id);
    const owner = group.length === 1 ? group[0]!.id : '';
    // A new task of a person who named an agent for this process goes to the agent (AGENT, the owner keeps
    // watching it); tasks sent back, passed on or taken back stay with the person they were meant for.
    const agent = owner && !options.status ? walk.context.agentOf?.(walk.instance.tenant_id, owner, walk.context.definition.def_key, walk.now) : undefined;
    const assignee = agent && agent.id !== owner ? agent : undefined;
    const status = assignee ? 'AGENT' : (options.status ?? 'NORMAL');
    // A new task of a principal marked away also reaches their deputies: it is offered to them all (deputies.ts).
    const deputies = owner && !assignee && !options.status && !options.waitingFor ? (walk.context.deputiesOf?.(walk.instance.tenant_id, owner) ?? []) : [];
    const handler = assignee?.id ?? (deputies.length > 0 ? '' : owner);
    insert.run(id, walk.instance.tenant_id, walk.instance.id, node.id, node.name, status, handler, owner, walk.now, options.backToNode ?? null, options.waitingFor ?? null, dueTime);
    if (group.length > 1) for (const person of group) candidate.run(id, person.id);
    if (deputies.length > 0) shareWithDeputies(walk.db, id, group[0]!, deputies);
    addOpinion(walk, { taskId: id, node, qualfieds: assignee ? [assignee] : [...group, ...deputies], status: 'awaiting_check', completed: false });
  }
  // Signers and receivers answer at the node; the flow has not come to it again.
  if (!options.waitingFor && !options.alreadyThere) tellFollowers(walk, node);
  return ids;
}

/** Everybody following the node of this instance (taskFollow) is told by an inner message that the flow is there. */
function tellFollowers(walk: Walk, node: ProcessNode): void {
  const followers = walk.db.prepare('SELECT user_id FROM bpm_task_follow WHERE inst_id = ? AND node_id = ?').all(walk.instance.id, node.id) as { user_id: string }[];
  if (followers.length === 0) return;
  const texts = { subject: walk.instance.subject, node: node.name };
  sendInnerMessage(walk.db, walk.actor, flowText(walk.lang, 'followSubject', texts), flowText(walk.lang, 'followContent', texts), followers.map((row) => row.user_id), walk.now);
}

/** An inner message from the actor to the receivers (the portal's message box). */
export function sendInnerMessage(db: Db, actor: Actor, subject: string, content: string, receiverIds: Iterable<string>, created: string): void {
  const messageId = newId();
  db.prepare('INSERT INTO inner_messages (id, tenant_id, subject, content, sender_id, create_time) VALUES (?, ?, ?, ?, ?, ?)').run(messageId, actor.tenantId, subject, content, actor.userId, created);
  const receive = db.prepare('INSERT INTO message_receivers (message_id, receiver_id) VALUES (?, ?)');
  for (const id of receiverIds) receive.run(messageId, id);
}

export function hoursAfter(time: string, hours: number): string {
  return formatDateTime(new Date(new Date(time.replace(' ', 'T')).getTime() + hours * 3_600_000));
}


/**
 * What a complete may attach to its opinion, checked by the flow area before (docs/flow.md "Opinion attachments",
 * "Opinion signature"): JSON texts of [{id, name, size}] and the file of the handler's seal.
 */
export interface OpinionExtras {
  files?: string;
  zfiles?: string;
  sealFileId?: string;
}

/** Writes the task's awaiting history row as handled by the actor. */
export function recordHandled(walk: Pick<Walk, 'db' | 'now'>, taskId: string, actor: Actor, status: string, opinion: string, extras: OpinionExtras = {}): void {
  walk.db
    .prepare(
      "UPDATE bpm_opinion SET status = ?, auditor = ?, auditor_name = ?, opinion = ?, complete_time = ?, seq = ?, files = ?, zfiles = ?, seal_file_id = ? WHERE task_id = ? AND status = 'awaiting_check'",
    )
    .run(status, actor.userId, actor.name, opinion, walk.now, nextSeq(walk.db), extras.files ?? null, extras.zfiles ?? null, extras.sealFileId ?? null, taskId);
}

/** Deletes a task with its candidates and its awaiting history row. */
export function dropTask(db: Db, taskId: string): void {
  db.prepare("DELETE FROM bpm_opinion WHERE task_id = ? AND status = 'awaiting_check'").run(taskId);
  db.prepare('DELETE FROM bpm_task_candidate WHERE task_id = ?').run(taskId);
  db.prepare('DELETE FROM bpm_task WHERE id = ?').run(taskId);
}

/**
 * Marks the task's awaiting row handled and deletes the task. Communications still open on it end with it: their
 * question has been overtaken.
 */
export function closeTask(walk: Walk, task: TaskRow, actor: Actor, status: string, opinion: string, extras?: OpinionExtras): void {
  recordHandled(walk, task.id, actor, status, opinion, extras);
  dropTask(walk.db, task.id);
  const asked = walk.db.prepare("SELECT id FROM bpm_task WHERE waiting_for = ? AND status = 'COMMU'").all(task.id) as { id: string }[];
  for (const row of asked) dropTask(walk.db, row.id);
}

/** Removes every open task of the instance with its awaiting rows (reject, end, revoke). */
export function clearOpenTasks(walk: Walk): void {
  for (const task of openTasks(walk.db, walk.instance.id)) dropTask(walk.db, task.id);
  walk.db.prepare('DELETE FROM bpm_join WHERE inst_id = ?').run(walk.instance.id);
}

/** An active user of the tenant, or undefined. */
export const activeUser = (db: Db, tenantId: string, userId: string): Person | undefined =>
  db.prepare('SELECT id, fullname AS name FROM users WHERE id = ? AND tenant_id = ? AND status = 1').get(userId, tenantId) as Person | undefined;

export function receiversOf(db: Db, actor: Actor, userIds: readonly string[]): Person[] {
  const ids = [...new Set(userIds.filter((id) => id && id !== actor.userId))];
  if (ids.length === 0) throw new FlowError(400, 'userRequired');
  return ids.map((id) => {
    const row = activeUser(db, actor.tenantId, id);
    if (!row) throw new FlowError(400, 'userRequired');
    return row;
  });
}

/** Suspends a task while others answer; a shared one is claimed by its handler first, so that it comes back to him. */
export function holdTask(db: Db, task: TaskRow, actor: Actor, leaderId?: string): void {
  const handler = task.assignee_id || (leaderId && leaderId !== '0' ? leaderId : actor.userId);
  db.prepare('UPDATE bpm_task SET suspended = 1, assignee_id = ?, locked = ? WHERE id = ?').run(handler, task.assignee_id ? task.locked : 1, task.id);
  db.prepare('DELETE FROM bpm_task_candidate WHERE task_id = ?').run(task.id);
}

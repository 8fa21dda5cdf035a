// The approval engine: starting, handling and following process instances over the graph of graph.ts. Every
// action runs in one SQLite transaction (better-sqlite3's db.transaction), so it either fully happens or, on a
// FlowError or any other failure, leaves nothing behind. Callers load the graph first (parsing is async).
//
// Model: the user task after the start event is the initiator's own node ("apply"): starting records a `start`
// opinion there and moves on; "reject to start" gives the initiator a BACK task there again, whose agree is a
// `reSubmit`. Open tasks live in bpm_task (deleted when handled); bpm_opinion is the history, one row per task
// (awaiting_check until handled). Statuses: spec 02-process §4.1, contract notes §5.
import type { Db } from '../db/database';
import { isAdmin, roleCodes } from '../db/users';
import type { Lang } from '../lib/i18n';
import { formatDateTime, newId, nowText } from '../lib/ids';
import { evaluateFormula } from '../../renderers/formula';
import { formToSchema } from '../../renderers/kinds/form/adapter';
import { validateFormData } from '../../renderers/kinds/form/customValidate';
import { allFieldPaths, recomputeFormulas } from '../../renderers/kinds/form/recompute';
import type { FormDefinition, FormPermissionMap } from '../../renderers/kinds/form/definition';
import { masterOrgOf, resolveAssignees } from './assignees';
import { firstUserTask, insideParallelBranch, userTasksInOrder, type ProcessGraph, type ProcessNode } from './graph';
import { FlowError, flowText, type FlowMessageKey } from './messages';
import {
  findInstance,
  findTask,
  opinionsOf,
  openTasks,
  taskCandidates,
  personName,
  type DefinitionRow,
  type InstanceRow,
  type OpinionRow,
  type Person,
  type TaskRow,
} from './store';

export interface Actor {
  tenantId: string;
  userId: string;
  name: string;
  lang: Lang;
}

export type BoData = Record<string, Record<string, unknown>>;

/** The agent a user has named for a process at a time (their delegation settings), if any. */
export type AgentLookup = (tenantId: string, userId: string, defKey: string, now: string) => Person | undefined;

/** A URL form (FRAME): a page of another system, answering with a business key, its system and variables. */
export interface UrlForm {
  /** the instance data's key (the definition's form key) */
  key: string;
  url: string;
}

/** What a URL form answered (spec §7.11); its variables become the instance data. */
export interface UrlFormAnswer {
  businessKey: string;
  sysCode: string;
  vars: Record<string, unknown>;
}

/**
 * What an action needs besides the actor: the definition, its graph and its form — an online form (Flowdesk's
 * form kind) or a URL form — and who acts for whom.
 */
export interface ProcessContext {
  definition: DefinitionRow;
  graph: ProcessGraph;
  form?: FormDefinition;
  urlForm?: UrlForm;
  agentOf?: AgentLookup;
}

/** The key of the instance data: the online form's business object, or the URL form's key. */
export const dataKeyOf = (context: ProcessContext): string => context.form?.boAlias ?? context.urlForm?.key ?? context.definition.form_key;

/** What was submitted with an action: online form data, a URL form's answer, or nothing. */
export interface Submission {
  data?: BoData;
  urlForm?: UrlFormAnswer;
}

export type CompleteAction = 'agree' | 'oppose' | 'abandon';
const COMPLETE_ACTIONS: readonly string[] = ['agree', 'oppose', 'abandon'];
export const isCompleteAction = (name: string): name is CompleteAction => COMPLETE_ACTIONS.includes(name);

// ---------------------------------------------------------------------------------------------
// Permissions and data

/** The form's permission with every visible field read-only and its tables fixed (read views, readonly nodes). */
export function readOnlyPermission(form: FormDefinition | undefined): FormPermissionMap {
  if (!form) return { fields: {} };
  const own = form.permission ?? { fields: {} };
  const fields: FormPermissionMap['fields'] = {};
  const table: NonNullable<FormPermissionMap['table']> = {};
  for (const entity of form.entities) {
    fields[entity.name] = Object.fromEntries(entity.attributes.map((attribute) => [attribute.name, own.fields?.[entity.name]?.[attribute.name] === 'n' ? 'n' : 'r']));
    if (entity.type !== 'main') table[entity.name] = { ...own.table?.[entity.name], add: false, del: false, edit: false, required: false };
  }
  const subFields = Object.fromEntries(Object.entries(own.subFields ?? {}).map(([key, value]) => [key, value === 'n' ? 'n' : 'r'] as const));
  return { ...own, fields, table, subFields };
}

/** The permission of the initiator's node (start form, drafts). */
export const firstNodePermission = (context: ProcessContext): FormPermissionMap => nodePermission(context, firstUserTask(context.graph).id);

/** The form permission at a node: the node's fd:permission (readonly or a map), else the form's own. */
export function nodePermission(context: ProcessContext, nodeId: string): FormPermissionMap {
  const permission = context.graph.nodes.get(nodeId)?.permission;
  if (permission === 'readonly') return readOnlyPermission(context.form);
  if (permission) return JSON.parse(permission) as FormPermissionMap;
  return context.form?.permission ?? { fields: {} };
}

const WRITABLE = new Set(['w', 'b']);

/**
 * The record after a submit at a node: main fields the node lets the user write (w, b) come from the submitted
 * data; read-only and hidden fields keep their stored values (formula fields are recomputed afterwards); a
 * sub-table is taken when the node lets it be changed.
 */
export function mergeSubmitted(form: FormDefinition, permission: FormPermissionMap, stored: Record<string, unknown>, submitted: Record<string, unknown>): Record<string, unknown> {
  const merged: Record<string, unknown> = { ...stored };
  for (const entity of form.entities) {
    if (entity.type === 'main') {
      const rights = permission.fields?.[entity.name] ?? {};
      for (const attribute of entity.attributes) {
        const right = rights[attribute.name] ?? 'w';
        if (WRITABLE.has(right) && Object.hasOwn(submitted, attribute.name)) {
          merged[attribute.name] = submitted[attribute.name];
        }
      }
    } else {
      const key = `sub_${entity.name}`;
      const table = permission.table?.[entity.name];
      const changeable = !table || (!table.hidden && (table.add !== false || table.del !== false || table.edit !== false));
      if (changeable && Array.isArray(submitted[key])) merged[key] = submitted[key];
    }
  }
  return merged;
}

/**
 * The record as it is stored: formulas recomputed by the shared formula engine (a submitted derived value —
 * a leave's day count, an expense total — is never trusted), then, when asked, checked with the form's rules.
 */
export function derivedRecord(form: FormDefinition, permission: FormPermissionMap, record: Record<string, unknown>, lang: Lang, validate: boolean): Record<string, unknown> {
  const model = formToSchema(form, { permission, locale: lang });
  const boAlias = form.boAlias;
  const { data } = recomputeFormulas(model, { [boAlias]: record }, allFieldPaths(model), lang);
  const derived = data[boAlias] as Record<string, unknown>;
  if (validate) {
    const errors = validateFormData(model, { [boAlias]: derived }).errors;
    if (errors.length > 0) {
      throw new FlowError(400, 'validationFailed', { detail: errors.map((error) => `${error.label || error.path}: ${error.message}`).join('; ') });
    }
  }
  return derived;
}

/**
 * The instance data after a submit at a node, or undefined when nothing applies (nothing submitted, and not
 * `required`). An online form's data is merged by the node's permission, derived and (when `validate`) checked;
 * a URL form's answer is taken as it is (the URL form checks its own data): its variables, business key and system.
 */
function recordAfterSubmit(
  context: ProcessContext,
  nodeId: string,
  stored: Record<string, unknown>,
  submission: Submission,
  lang: Lang,
  options: { validate: boolean; required: boolean },
): Record<string, unknown> | undefined {
  const key = dataKeyOf(context);
  if (!context.form) {
    if (submission.urlForm) return { ...stored, ...submission.urlForm.vars, businessKey: submission.urlForm.businessKey, sysCode: submission.urlForm.sysCode };
    return options.required ? stored : undefined;
  }
  if (submission.data === undefined) {
    if (options.required) throw new FlowError(400, 'dataMissing', { boAlias: key });
    return undefined;
  }
  const submitted = submission.data[key];
  if (!submitted || typeof submitted !== 'object' || Array.isArray(submitted)) throw new FlowError(400, 'dataMissing', { boAlias: key });
  const permission = nodePermission(context, nodeId);
  return derivedRecord(context.form, permission, mergeSubmitted(context.form, permission, stored, submitted), lang, options.validate);
}

// ---------------------------------------------------------------------------------------------
// The walk

interface Walk {
  db: Db;
  context: ProcessContext;
  instance: InstanceRow;
  actor: Actor;
  now: string;
  lang: Lang;
  reachedEnd: boolean;
}

function nextSeq(db: Db): number {
  return (db.prepare('SELECT COALESCE(MAX(seq), 0) + 1 AS seq FROM bpm_opinion').get() as { seq: number }).seq;
}

interface OpinionInput {
  taskId: string | null;
  node: Pick<ProcessNode, 'id' | 'name'>;
  qualfieds: Person[];
  status: string;
  auditor?: Person;
  opinion?: string;
  completed: boolean;
}

function addOpinion(walk: Pick<Walk, 'db' | 'instance' | 'now'>, input: OpinionInput): void {
  walk.db
    .prepare(
      `INSERT INTO bpm_opinion (id, tenant_id, inst_id, task_id, task_key, task_name, qualfieds, auditor, auditor_name, opinion, status, create_time, complete_time, seq)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
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
    );
}

interface TaskOptions {
  status?: string;
  /** reject with direct return: the node the task goes back to when handled */
  backToNode?: string | null;
  /** fixed people instead of the node's assignee expression */
  people?: Person[];
  waitingFor?: string;
}

function createTasks(walk: Walk, node: ProcessNode, options: TaskOptions = {}): void {
  const people = options.people ?? resolveAssignees(walk.db, node.assignee ?? '', walk.instance);
  if (people.length === 0) throw new FlowError(400, 'noExecutor', { node: node.name });
  const insert = walk.db.prepare(
    `INSERT INTO bpm_task (id, tenant_id, inst_id, node_id, name, status, assignee_id, owner_id, create_time, back_to_node, waiting_for, due_time)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const dueTime = node.dueHours ? hoursAfter(walk.now, node.dueHours) : null;
  const candidate = walk.db.prepare('INSERT INTO bpm_task_candidate (task_id, user_id) VALUES (?, ?)');
  const groups = node.multi || options.waitingFor ? people.map((person) => [person]) : [people];
  for (const group of groups) {
    const id = newId();
    const owner = group.length === 1 ? group[0]!.id : '';
    // A new task of a person who named an agent for this process goes to the agent (AGENT, the owner keeps
    // watching it); tasks sent back, passed on or taken back stay with the person they were meant for.
    const agent = owner && !options.status ? walk.context.agentOf?.(walk.instance.tenant_id, owner, walk.context.definition.def_key, walk.now) : undefined;
    const assignee = agent && agent.id !== owner ? agent : undefined;
    const status = assignee ? 'AGENT' : (options.status ?? 'NORMAL');
    insert.run(id, walk.instance.tenant_id, walk.instance.id, node.id, node.name, status, assignee?.id ?? owner, owner, walk.now, options.backToNode ?? null, options.waitingFor ?? null, dueTime);
    if (group.length > 1) for (const person of group) candidate.run(id, person.id);
    addOpinion(walk, { taskId: id, node, qualfieds: assignee ? [assignee] : group, status: 'awaiting_check', completed: false });
  }
  // Signers and receivers answer at the node; the flow has not come to it again.
  if (!options.waitingFor) tellFollowers(walk, node);
}

/** Everybody following the node of this instance (taskFollow) is told by an inner message that the flow is there. */
function tellFollowers(walk: Walk, node: ProcessNode): void {
  const followers = walk.db.prepare('SELECT user_id FROM bpm_task_follow WHERE inst_id = ? AND node_id = ?').all(walk.instance.id, node.id) as { user_id: string }[];
  if (followers.length === 0) return;
  const texts = { subject: walk.instance.subject, node: node.name };
  sendInnerMessage(walk.db, walk.actor, flowText(walk.lang, 'followSubject', texts), flowText(walk.lang, 'followContent', texts), followers.map((row) => row.user_id), walk.now);
}

/** An inner message from the actor to the receivers (the portal's message box). */
function sendInnerMessage(db: Db, actor: Actor, subject: string, content: string, receiverIds: Iterable<string>, created: string): void {
  const messageId = newId();
  db.prepare('INSERT INTO inner_messages (id, tenant_id, subject, content, sender_id, create_time) VALUES (?, ?, ?, ?, ?, ?)').run(messageId, actor.tenantId, subject, content, actor.userId, created);
  const receive = db.prepare('INSERT INTO message_receivers (message_id, receiver_id) VALUES (?, ?)');
  for (const id of receiverIds) receive.run(messageId, id);
}

function conditionHolds(walk: Walk, condition: string): boolean {
  const record = JSON.parse(walk.instance.data) as Record<string, unknown>;
  const result = evaluateFormula(condition, { data: { [walk.instance.bo_alias]: record } });
  if (!result.ok) throw new FlowError(400, 'conditionError', { condition, detail: result.error.message });
  return result.value === true || (typeof result.value === 'number' && result.value !== 0) || (typeof result.value === 'string' && result.value !== '');
}

function enter(walk: Walk, nodeId: string, options: TaskOptions = {}): void {
  const node = walk.context.graph.nodes.get(nodeId)!;
  switch (node.type) {
    case 'userTask':
      createTasks(walk, node, options);
      return;
    case 'end':
      walk.reachedEnd = true;
      return;
    case 'exclusiveGateway': {
      const flows = node.outgoing.map((id) => walk.context.graph.flows.get(id)!);
      const chosen = flows.find((flow) => !flow.isDefault && (flow.condition === undefined || conditionHolds(walk, flow.condition))) ?? flows.find((flow) => flow.isDefault);
      if (!chosen) throw new FlowError(400, 'noPath', { node: node.name });
      enter(walk, chosen.target);
      return;
    }
    case 'parallelGateway': {
      if (node.incoming.length > 1) {
        walk.db
          .prepare('INSERT INTO bpm_join (inst_id, gateway_id, arrived) VALUES (?, ?, 1) ON CONFLICT (inst_id, gateway_id) DO UPDATE SET arrived = arrived + 1')
          .run(walk.instance.id, node.id);
        const { arrived } = walk.db.prepare('SELECT arrived FROM bpm_join WHERE inst_id = ? AND gateway_id = ?').get(walk.instance.id, node.id) as { arrived: number };
        if (arrived < node.incoming.length) return;
        walk.db.prepare('DELETE FROM bpm_join WHERE inst_id = ? AND gateway_id = ?').run(walk.instance.id, node.id);
      }
      leave(walk, node.id);
      return;
    }
    case 'start':
      leave(walk, node.id);
  }
}

/** Follows every outgoing flow of a node (an exclusive gateway picks one when entered). */
function leave(walk: Walk, nodeId: string): void {
  const node = walk.context.graph.nodes.get(nodeId)!;
  for (const flowId of node.outgoing) enter(walk, walk.context.graph.flows.get(flowId)!.target);
}

/** Ends the instance when the walk reached an end event and no task is open any more. */
function settle(walk: Walk, runningStatus = 'running'): void {
  const open = (walk.db.prepare('SELECT COUNT(*) AS count FROM bpm_task WHERE inst_id = ?').get(walk.instance.id) as { count: number }).count;
  if (walk.reachedEnd && open === 0) {
    walk.db.prepare("UPDATE bpm_instance SET status = 'end', end_time = ? WHERE id = ?").run(walk.now, walk.instance.id);
  } else {
    walk.db.prepare('UPDATE bpm_instance SET status = ? WHERE id = ?').run(runningStatus, walk.instance.id);
  }
}

const newWalk = (db: Db, context: ProcessContext, instance: InstanceRow, actor: Actor): Walk => ({ db, context, instance, actor, now: nowText(), lang: actor.lang, reachedEnd: false });

// ---------------------------------------------------------------------------------------------
// Rights

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

function requireRunning(db: Db, actor: Actor, instId: string): InstanceRow {
  const instance = findInstance(db, actor.tenantId, instId);
  if (!instance) throw new FlowError(404, 'instanceNotFound');
  if (!isUnderWay(instance)) throw new FlowError(400, 'instanceNotRunning');
  return instance;
}

// ---------------------------------------------------------------------------------------------
// Start and drafts

/** How urgent a request is (getUrgentStateConf): the first is the default. */
export const URGENT_STATES = ['normal', 'urgent', 'critical'] as const;
export type UrgentState = (typeof URGENT_STATES)[number];

/** The urgency a start names: none given → undefined; an unknown one is refused. */
function urgentStateOf(value: string | undefined): UrgentState | undefined {
  if (!value) return undefined;
  if (!(URGENT_STATES as readonly string[]).includes(value)) throw new FlowError(400, 'badUrgentState');
  return value as UrgentState;
}

export interface StartInput extends Submission {
  /** a draft of the actor being started or saved again */
  proInstId?: string;
  /** URGENT_STATES; a draft keeps its own when none is given, a new request is 'normal' */
  urgentState?: string;
  /** a secretary starting for a leader: the leader becomes the initiator */
  agentLeaderId?: string;
}

/** The instance row a start or draft writes into: the actor's draft, or a new one. */
function draftOrNew(db: Db, actor: Actor, context: ProcessContext, input: StartInput): { instance: InstanceRow; exists: boolean } {
  let initiator: Person = { id: actor.userId, name: actor.name };
  if (input.agentLeaderId && input.agentLeaderId !== '0' && input.agentLeaderId !== actor.userId) {
    if (!isSecretaryOf(db, actor.userId, input.agentLeaderId)) throw new FlowError(403, 'noStartRights');
    initiator = { id: input.agentLeaderId, name: personName(db, actor.tenantId, input.agentLeaderId) };
  }
  if (!mayStart(db, context.definition, initiator.id)) throw new FlowError(403, 'noStartRights');
  const urgentState = urgentStateOf(input.urgentState);
  if (input.proInstId) {
    const draft = findInstance(db, actor.tenantId, input.proInstId);
    if (!draft || draft.status !== 'draft' || draft.creator_id !== initiator.id || draft.def_id !== context.definition.id) throw new FlowError(404, 'draftNotFound');
    return { instance: { ...draft, urgent_state: urgentState ?? draft.urgent_state }, exists: true };
  }
  const instance: InstanceRow = {
    id: newId(),
    tenant_id: actor.tenantId,
    def_id: context.definition.id,
    subject: '',
    status: 'draft',
    creator_id: initiator.id,
    creator_name: initiator.name,
    create_org_id: masterOrgOf(db, initiator.id) ?? null,
    create_time: nowText(),
    end_time: null,
    bo_alias: dataKeyOf(context),
    data: '{}',
    agent_leader_id: initiator.id === actor.userId ? null : actor.userId,
    urgent_state: urgentState ?? URGENT_STATES[0],
  };
  return { instance, exists: false };
}

const SUBJECT_PART_LENGTH = 60;
const SUBJECT_LENGTH = 200;

/**
 * The instance subject from the definition's rule ({user}, {process}, {<main field>}), default "{user}的{process}".
 * Values are cut to 60 characters, the subject to 200.
 */
export function instanceSubject(definition: DefinitionRow, initiator: string, record: Record<string, unknown>, lang: Lang): string {
  const rules = definition.subject_rule ? (JSON.parse(definition.subject_rule) as Partial<Record<Lang, string>>) : {};
  const process = lang === 'en-US' && definition.name_en ? definition.name_en : definition.name;
  const rule = rules[lang] ?? rules['zh-CN'];
  if (!rule) return flowText(lang, 'subjectOf', { user: initiator, process });
  const value = (name: string): string => {
    if (name === 'user') return initiator;
    if (name === 'process') return process;
    const field = record[name];
    return typeof field === 'string' || typeof field === 'number' ? String(field).slice(0, SUBJECT_PART_LENGTH) : '';
  };
  return rule.replace(/\{(\w+)\}/g, (_whole, name: string) => value(name)).slice(0, SUBJECT_LENGTH);
}

function storeInstance(db: Db, instance: InstanceRow, exists: boolean): void {
  if (exists) {
    db.prepare('UPDATE bpm_instance SET data = ?, status = ?, create_time = ?, subject = ?, urgent_state = ? WHERE id = ?').run(
      instance.data,
      instance.status,
      instance.create_time,
      instance.subject,
      instance.urgent_state,
      instance.id,
    );
    return;
  }
  db.prepare(
    `INSERT INTO bpm_instance (id, tenant_id, def_id, subject, status, creator_id, creator_name, create_org_id, create_time, end_time, bo_alias, data, agent_leader_id, urgent_state)
     VALUES (@id, @tenant_id, @def_id, @subject, @status, @creator_id, @creator_name, @create_org_id, @create_time, @end_time, @bo_alias, @data, @agent_leader_id, @urgent_state)`,
  ).run(instance);
}

/** Starts an instance (or the actor's draft): validates the form at the initiator's node and walks on. Returns the instance id. */
export function startInstance(db: Db, actor: Actor, context: ProcessContext, input: StartInput): string {
  return db.transaction(() => {
    const { instance, exists } = draftOrNew(db, actor, context, input);
    const first = firstUserTask(context.graph);
    const record = recordAfterSubmit(context, first.id, JSON.parse(instance.data) as Record<string, unknown>, input, actor.lang, { validate: true, required: true })!;
    const subject = instanceSubject(context.definition, instance.creator_name, record, actor.lang);
    const started: InstanceRow = { ...instance, subject, data: JSON.stringify(record), status: 'running', create_time: nowText() };
    storeInstance(db, started, exists);
    const walk = newWalk(db, context, started, actor);
    const initiator = { id: started.creator_id, name: started.creator_name };
    addOpinion(walk, { taskId: null, node: first, qualfieds: [initiator], status: 'start', auditor: { id: actor.userId, name: actor.name }, completed: true });
    leave(walk, first.id);
    settle(walk);
    return started.id;
  })();
}

/** Saves the form as a draft instance of the actor (no rule checks: a draft may be incomplete). Returns its id. */
export function saveDraft(db: Db, actor: Actor, context: ProcessContext, input: StartInput): string {
  return db.transaction(() => {
    const { instance, exists } = draftOrNew(db, actor, context, input);
    const first = firstUserTask(context.graph);
    const record = recordAfterSubmit(context, first.id, JSON.parse(instance.data) as Record<string, unknown>, input, actor.lang, { validate: false, required: true })!;
    const subject = instanceSubject(context.definition, instance.creator_name, record, actor.lang);
    storeInstance(db, { ...instance, subject, data: JSON.stringify(record), create_time: nowText() }, exists);
    return instance.id;
  })();
}

export function removeDrafts(db: Db, actor: Actor, ids: readonly string[]): number {
  return db.transaction(() => {
    let removed = 0;
    for (const id of ids) {
      removed += db.prepare("DELETE FROM bpm_instance WHERE id = ? AND tenant_id = ? AND status = 'draft' AND creator_id = ?").run(id, actor.tenantId, actor.userId).changes;
    }
    return removed;
  })();
}

// ---------------------------------------------------------------------------------------------
// Handling a task

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
function recordHandled(walk: Pick<Walk, 'db' | 'now'>, taskId: string, actor: Actor, status: string, opinion: string, extras: OpinionExtras = {}): void {
  walk.db
    .prepare(
      "UPDATE bpm_opinion SET status = ?, auditor = ?, auditor_name = ?, opinion = ?, complete_time = ?, seq = ?, files = ?, zfiles = ?, seal_file_id = ? WHERE task_id = ? AND status = 'awaiting_check'",
    )
    .run(status, actor.userId, actor.name, opinion, walk.now, nextSeq(walk.db), extras.files ?? null, extras.zfiles ?? null, extras.sealFileId ?? null, taskId);
}

/** Deletes a task with its candidates and its awaiting history row. */
function dropTask(db: Db, taskId: string): void {
  db.prepare("DELETE FROM bpm_opinion WHERE task_id = ? AND status = 'awaiting_check'").run(taskId);
  db.prepare('DELETE FROM bpm_task_candidate WHERE task_id = ?').run(taskId);
  db.prepare('DELETE FROM bpm_task WHERE id = ?').run(taskId);
}

/**
 * Marks the task's awaiting row handled and deletes the task. Communications still open on it end with it: their
 * question has been overtaken.
 */
function closeTask(walk: Walk, task: TaskRow, actor: Actor, status: string, opinion: string, extras?: OpinionExtras): void {
  recordHandled(walk, task.id, actor, status, opinion, extras);
  dropTask(walk.db, task.id);
  const asked = walk.db.prepare("SELECT id FROM bpm_task WHERE waiting_for = ? AND status = 'COMMU'").all(task.id) as { id: string }[];
  for (const row of asked) dropTask(walk.db, row.id);
}

/** Removes every open task of the instance with its awaiting rows (reject, end, revoke). */
function clearOpenTasks(walk: Walk): void {
  for (const task of openTasks(walk.db, walk.instance.id)) dropTask(walk.db, task.id);
  walk.db.prepare('DELETE FROM bpm_join WHERE inst_id = ?').run(walk.instance.id);
}

export interface CompleteInput {
  taskId: string;
  action: CompleteAction;
  opinion: string;
  submission?: Submission;
  leaderId?: string;
  extras?: OpinionExtras;
}

/** The instance's data after a submit at the task's node (unchanged when nothing was submitted). */
function applySubmit(walk: Walk, node: ProcessNode, submission: Submission, validate: boolean): void {
  const record = recordAfterSubmit(walk.context, node.id, JSON.parse(walk.instance.data) as Record<string, unknown>, submission, walk.lang, { validate, required: false });
  if (!record) return;
  walk.instance = { ...walk.instance, data: JSON.stringify(record) };
  walk.db.prepare('UPDATE bpm_instance SET data = ? WHERE id = ?').run(walk.instance.data, walk.instance.id);
}

/** agree / oppose / abandon: records the opinion and moves the instance on. */
export function completeTask(db: Db, actor: Actor, context: ProcessContext, input: CompleteInput): void {
  db.transaction(() => {
    // A sign line's or sequence's signer answers with agree or oppose; abstaining is not signing.
    const found = findTask(db, actor.tenantId, input.taskId);
    if (found && answerKindOf(found) === 'signing') {
      if (input.action === 'abandon') throw new FlowError(400, 'signOnly');
      answerSignRound(db, actor, context, { ...input, action: input.action }, 'signing');
      return;
    }
    const task = requireHandledTask(db, actor, input.taskId, input.leaderId);
    const walk = newWalk(db, context, requireRunning(db, actor, task.inst_id), actor);
    const node = context.graph.nodes.get(task.node_id)!;
    applySubmit(walk, node, input.submission ?? {}, input.action === 'agree');
    const resubmit = node.id === firstUserTask(context.graph).id;
    const status = task.waiting_for ? (input.action === 'agree' ? 'transAgree' : 'transOppose') : resubmit && input.action === 'agree' ? 'reSubmit' : input.action;
    closeTask(walk, task, actor, status, input.opinion, input.extras);

    if (task.waiting_for) {
      // Transfer (流转): the waiting task comes back once every receiver has answered.
      const others = db.prepare("SELECT COUNT(*) AS count FROM bpm_task WHERE waiting_for = ? AND status = 'TRANSFORMED'").get(task.waiting_for) as { count: number };
      if (others.count === 0) db.prepare('UPDATE bpm_task SET suspended = 0 WHERE id = ?').run(task.waiting_for);
      return;
    }
    if (node.multi) {
      const siblings = db.prepare('SELECT COUNT(*) AS count FROM bpm_task WHERE inst_id = ? AND node_id = ?').get(task.inst_id, node.id) as { count: number };
      if (siblings.count > 0) return;
    }
    if (task.back_to_node) enter(walk, task.back_to_node);
    else leave(walk, node.id);
    settle(walk);
  })();
}

/** The nodes a task may go back to: handled user tasks before it (latest handler kept), never inside a parallel branch. */
export function rejectTargets(db: Db, context: ProcessContext, task: TaskRow): { canReject: boolean; nodes: { nodeId: string; name: string; auditor: Person }[] } {
  const first = firstUserTask(context.graph);
  if (task.node_id === first.id) return { canReject: false, nodes: [] };
  if (insideParallelBranch(context.graph, task.node_id)) return { canReject: true, nodes: [] };
  const handled = new Map<string, Person>();
  for (const row of opinionsOf(db, task.inst_id)) {
    if (row.status === 'awaiting_check' || !row.auditor || row.task_key === task.node_id) continue;
    handled.set(row.task_key, { id: row.status === 'start' ? (JSON.parse(row.qualfieds) as Person[])[0]?.id ?? row.auditor : row.auditor, name: row.auditor_name ?? '' });
  }
  const order = userTasksInOrder(context.graph).map((node) => node.id);
  const nodes = [...handled.entries()]
    .filter(([nodeId]) => order.includes(nodeId) && !insideParallelBranch(context.graph, nodeId))
    .sort(([a], [b]) => order.indexOf(a) - order.indexOf(b))
    .map(([nodeId, auditor]) => ({ nodeId, name: context.graph.nodes.get(nodeId)!.name, auditor }));
  return { canReject: true, nodes };
}

export interface RejectInput {
  taskId: string;
  opinion: string;
  /** '' = the previous handled node */
  destination: string;
  toStart: boolean;
  backHandMode: 'normal' | 'direct';
  submission?: Submission;
  leaderId?: string;
  extras?: OpinionExtras;
}

/** reject / backToStart: every open task goes, the chosen earlier node gets a BACK task for its last handler. */
export function rejectTask(db: Db, actor: Actor, context: ProcessContext, input: RejectInput): void {
  db.transaction(() => {
    if (!input.opinion.trim()) throw new FlowError(400, 'opinionRequired');
    const task = requireHandledTask(db, actor, input.taskId, input.leaderId);
    const walk = newWalk(db, context, requireRunning(db, actor, task.inst_id), actor);
    const { canReject, nodes } = rejectTargets(db, context, task);
    if (!canReject) throw new FlowError(400, 'cannotReject');
    const first = firstUserTask(context.graph);
    const target = input.toStart
      ? { nodeId: first.id, auditor: { id: walk.instance.creator_id, name: walk.instance.creator_name } }
      : input.destination
        ? nodes.find((node) => node.nodeId === input.destination)
        : nodes.at(-1);
    if (!target) throw new FlowError(400, 'badDestination');
    applySubmit(walk, context.graph.nodes.get(task.node_id)!, input.submission ?? {}, false);
    const toStart = target.nodeId === first.id;
    closeTask(walk, task, actor, input.toStart ? 'backToStart' : 'reject', input.opinion, input.extras);
    clearOpenTasks(walk);
    const people = toStart ? [{ id: walk.instance.creator_id, name: walk.instance.creator_name }] : [target.auditor];
    enter(walk, target.nodeId, { status: 'BACK', people, backToNode: input.backHandMode === 'direct' ? task.node_id : null });
    settle(walk, toStart ? 'backToStart' : 'back');
  })();
}

/** The active users of the actor's tenant named by `userIds`, the actor left out; none or an unknown one is refused. */
function receiversOf(db: Db, actor: Actor, userIds: readonly string[]): Person[] {
  const ids = [...new Set(userIds.filter((id) => id && id !== actor.userId))];
  if (ids.length === 0) throw new FlowError(400, 'userRequired');
  return ids.map((id) => {
    const row = db.prepare('SELECT id, fullname AS name FROM users WHERE id = ? AND tenant_id = ? AND status = 1').get(id, actor.tenantId) as Person | undefined;
    if (!row) throw new FlowError(400, 'userRequired');
    return row;
  });
}

/** delegate (转办): the task changes hands; the new assignee sees it as DELIVERTO. */
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

// ---------------------------------------------------------------------------------------------
// Inquiry (征询) and communication (沟通), spec §4.1, §4.4, §7.1 taskToInqu / taskToInquReply / communicate

/** Suspends a task while others answer; a shared one is claimed by its handler first, so that it comes back to him. */
function holdTask(db: Db, task: TaskRow, actor: Actor, leaderId?: string): void {
  const handler = task.assignee_id || (leaderId && leaderId !== '0' ? leaderId : actor.userId);
  db.prepare('UPDATE bpm_task SET suspended = 1, assignee_id = ?, locked = ? WHERE id = ?').run(handler, task.assignee_id ? task.locked : 1, task.id);
  db.prepare('DELETE FROM bpm_task_candidate WHERE task_id = ?').run(task.id);
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

// ---------------------------------------------------------------------------------------------
// Sign rounds (spec §4.1, §4.4): add-sign (加签, USERADDSIGN), sign line (发起并行签署, SIGNLINE: everybody at
// once) and sign sequence (发起顺序签署, SIGNSEQUENCE: one after the other, in the order chosen). The handler's
// task waits (suspended) while others sign; the last signature brings it back, after a sign line or sequence
// with the status saying so (SIGNLINEED, SIGNSEQUENCEED). The history row of the round (the round's name, with
// the task's id) names the signers.

export type SignRound = 'addSign' | 'signLine' | 'signSequence';
export const SIGN_ROUNDS: readonly SignRound[] = ['addSign', 'signLine', 'signSequence'];

interface RoundKind {
  /** the signers' task status */
  signer: string;
  /** the waiting task's status once everybody signed (an add-sign leaves it as it was) */
  done?: string;
  /** the history status of taking the round back */
  revoked: string;
  /** the history statuses of a signer's agree and oppose */
  answers: { agree: string; oppose: string };
}
const ROUNDS: Readonly<Record<SignRound, RoundKind>> = {
  addSign: { signer: 'USERADDSIGN', revoked: 'revokeAddSign', answers: { agree: 'addSignAgree', oppose: 'addSignOppose' } },
  signLine: { signer: 'SIGNLINE', done: 'SIGNLINEED', revoked: 'revokeSignLine', answers: { agree: 'signPass', oppose: 'signNotPass' } },
  signSequence: { signer: 'SIGNSEQUENCE', done: 'SIGNSEQUENCEED', revoked: 'revokeSignSequence', answers: { agree: 'signPass', oppose: 'signNotPass' } },
};
const SIGNER_STATUSES = SIGN_ROUNDS.map((round) => ROUNDS[round].signer);
const roundOfSigner = (status: string): SignRound | undefined => SIGN_ROUNDS.find((round) => ROUNDS[round].signer === status);

/** The open signer tasks a task waits for (the signers of a sequence not yet asked are in bpm_sign_queue). */
function openSigners(db: Db, heldTaskId: string): TaskRow[] {
  return db.prepare(`SELECT * FROM bpm_task WHERE waiting_for = ? AND status IN (${SIGNER_STATUSES.map(() => '?').join(', ')}) ORDER BY create_time, id`).all(heldTaskId, ...SIGNER_STATUSES) as TaskRow[];
}

/**
 * Starts a sign round on the actor's task: every chosen person gets a signer task at once, or, for a sequence,
 * the first one while the others queue. Answers how many people were chosen.
 */
export function startSignRound(
  db: Db,
  actor: Actor,
  context: ProcessContext,
  input: { taskId: string; round: SignRound; userIds: string[]; opinion: string; leaderId?: string },
): number {
  return db.transaction(() => {
    const task = requireHandledTask(db, actor, input.taskId, input.leaderId);
    const people = receiversOf(db, actor, input.userIds);
    const walk = newWalk(db, context, requireRunning(db, actor, task.inst_id), actor);
    const node = context.graph.nodes.get(task.node_id)!;
    addOpinion(walk, { taskId: task.id, node, qualfieds: people, status: input.round, auditor: { id: actor.userId, name: actor.name }, opinion: input.opinion, completed: true });
    holdTask(db, task, actor, input.leaderId);
    const [first, ...queued] = people;
    const askedNow = input.round === 'signSequence' ? [first!] : people;
    createTasks(walk, node, { status: ROUNDS[input.round].signer, people: askedNow, waitingFor: task.id });
    if (input.round === 'signSequence') {
      const queue = db.prepare('INSERT INTO bpm_sign_queue (held_task_id, position, user_id, user_name) VALUES (?, ?, ?, ?)');
      queued.forEach((person, index) => queue.run(task.id, index + 1, person.id, person.name));
    }
    return people.length;
  })();
}

/** Brings a waiting task back to its handler once nobody is left to sign, with the round's closing status. */
function resumeWhenSigned(db: Db, heldTaskId: string, done: string | undefined): void {
  if (openSigners(db, heldTaskId).length > 0) return;
  db.prepare('UPDATE bpm_task SET suspended = 0, status = COALESCE(?, status) WHERE id = ?').run(done ?? null, heldTaskId);
}

/**
 * A signer agrees or opposes (an add-sign's through userAddSignFeedback, a sign line's or sequence's through
 * complete); the flow itself does not move. In a sequence the next person is asked.
 */
export function answerSignRound(
  db: Db,
  actor: Actor,
  context: ProcessContext,
  input: { taskId: string; action: 'agree' | 'oppose'; opinion: string; leaderId?: string },
  kind: Extract<AnswerKind, 'addSign' | 'signing'>,
): void {
  db.transaction(() => {
    if (input.action === 'oppose' && !input.opinion.trim()) throw new FlowError(400, 'opinionRequired');
    const task = requireHandledTask(db, actor, input.taskId, input.leaderId, kind);
    const round = roundOfSigner(task.status)!;
    const walk = newWalk(db, context, requireRunning(db, actor, task.inst_id), actor);
    closeTask(walk, task, actor, ROUNDS[round].answers[input.action], input.opinion);
    const heldId = task.waiting_for!;
    const next = db.prepare('SELECT position, user_id AS id, user_name AS name FROM bpm_sign_queue WHERE held_task_id = ? ORDER BY position LIMIT 1').get(heldId) as
      | (Person & { position: number })
      | undefined;
    if (next) {
      db.prepare('DELETE FROM bpm_sign_queue WHERE held_task_id = ? AND position = ?').run(heldId, next.position);
      createTasks(walk, context.graph.nodes.get(task.node_id)!, { status: ROUNDS[round].signer, people: [{ id: next.id, name: next.name }], waitingFor: heldId });
      return;
    }
    resumeWhenSigned(db, heldId, ROUNDS[round].done);
  })();
}

/** The open round of the actor's own waiting task: the task and its open signer tasks. */
function pendingRound(db: Db, actor: Actor, heldTaskId: string): { held: TaskRow; round: SignRound; signers: TaskRow[] } {
  const held = findTask(db, actor.tenantId, heldTaskId);
  if (!held) throw new FlowError(404, 'taskNotFound');
  if (!held.assignee_id || held.assignee_id !== actor.userId) throw new FlowError(403, 'noTaskRights');
  const signers = openSigners(db, held.id);
  if (signers.length === 0) throw new FlowError(400, 'signNotPending');
  return { held, round: roundOfSigner(signers[0]!.status)!, signers };
}

/** The sign line tasks still open on the actor's waiting task (getParallelRevokeTasks). */
export function parallelRevokeTasks(db: Db, actor: Actor, heldTaskId: string): { taskId: string; userId: string; userName: string; createTime: string }[] {
  const { round, signers } = pendingRound(db, actor, heldTaskId);
  if (round !== 'signLine') throw new FlowError(400, 'notSignLine');
  return signers.map((task) => ({ taskId: task.id, userId: task.assignee_id, userName: personName(db, actor.tenantId, task.assignee_id), createTime: task.create_time }));
}

/**
 * Takes a round back while someone has not signed (revokeCustomSign; revokeSignLine with chosen signer tasks,
 * a sign line only). The taken-back signers' tasks (and a sequence's queue) go; once nobody is left the task is
 * the handler's again, as it was before the round. Answers which round it was.
 */
export function revokeSignRound(db: Db, actor: Actor, context: ProcessContext, input: { taskId: string; opinion: string; signerTaskIds?: string[]; lineOnly?: boolean }): SignRound {
  return db.transaction(() => {
    const { held, round, signers } = pendingRound(db, actor, input.taskId);
    if (input.lineOnly && round !== 'signLine') throw new FlowError(400, 'notSignLine');
    const chosen = input.signerTaskIds ? signers.filter((task) => input.signerTaskIds!.includes(task.id)) : signers;
    if (chosen.length === 0 || (input.signerTaskIds && chosen.length !== input.signerTaskIds.length)) throw new FlowError(400, 'signNotPending');
    const walk = newWalk(db, context, requireRunning(db, actor, held.inst_id), actor);
    const people = chosen.map((task) => ({ id: task.assignee_id, name: personName(db, actor.tenantId, task.assignee_id) }));
    for (const task of chosen) dropTask(db, task.id);
    db.prepare('DELETE FROM bpm_sign_queue WHERE held_task_id = ?').run(held.id);
    addOpinion(walk, { taskId: null, node: { id: held.node_id, name: held.name }, qualfieds: people, status: ROUNDS[round].revoked, auditor: { id: actor.userId, name: actor.name }, opinion: input.opinion, completed: true });
    resumeWhenSigned(db, held.id, undefined);
    return round;
  })();
}

// ---------------------------------------------------------------------------------------------
// Due times (spec §7.3 bpmTaskDueTime; the taskDelay button)

/** 'yyyy-MM-dd HH:mm:ss' `hours` after `time` (both local, like every time of the engine). */
export function hoursAfter(time: string, hours: number): string {
  return formatDateTime(new Date(new Date(time.replace(' ', 'T')).getTime() + hours * 3_600_000));
}

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

/** endProcess (终止): by a handler of one of its tasks; every task goes, the instance is manualend. */
export function endInstance(db: Db, actor: Actor, context: ProcessContext, input: { taskId: string; reason: string; leaderId?: string }): void {
  db.transaction(() => {
    if (!input.reason.trim()) throw new FlowError(400, 'endReasonRequired');
    const task = requireHandledTask(db, actor, input.taskId, input.leaderId);
    const walk = newWalk(db, context, requireRunning(db, actor, task.inst_id), actor);
    closeTask(walk, task, actor, 'manual_end', input.reason);
    clearOpenTasks(walk);
    db.prepare("UPDATE bpm_instance SET status = 'manualend', end_time = ? WHERE id = ?").run(walk.now, walk.instance.id);
  })();
}

// ---------------------------------------------------------------------------------------------
// Revoke (spec §4.2)

const REVOCABLE_STATUSES = new Set(['agree', 'inqu']);

/**
 * True when the handled row may be taken back by its auditor: the instance runs, the row says agree or inqu,
 * it is the latest handled row of its node in the instance, nothing was handled after it, and every open task
 * was created by it (so nobody has acted on what it started).
 */
export function isRevocable(db: Db, row: OpinionRow, instanceStatus: string): boolean {
  if (instanceStatus !== 'running' || !REVOCABLE_STATUSES.has(row.status)) return false;
  const later = db.prepare("SELECT 1 FROM bpm_opinion WHERE inst_id = ? AND seq > ? AND status <> 'awaiting_check' LIMIT 1").get(row.inst_id, row.seq);
  if (later) return false;
  const older = db.prepare("SELECT 1 FROM bpm_opinion WHERE inst_id = ? AND status = 'awaiting_check' AND seq < ? LIMIT 1").get(row.inst_id, row.seq);
  return older === undefined;
}

export function revokeOpinion(db: Db, actor: Actor, context: ProcessContext, input: { instId: string; taskId?: string; opinion: string }): void {
  db.transaction(() => {
    const instance = findInstance(db, actor.tenantId, input.instId);
    if (!instance) throw new FlowError(404, 'instanceNotFound');
    const mine = opinionsOf(db, instance.id).filter((row) => row.auditor === actor.userId && row.status !== 'awaiting_check' && (!input.taskId || row.task_id === input.taskId));
    const row = mine.at(-1);
    if (!row || !isRevocable(db, row, instance.status)) throw new FlowError(400, 'cannotRevoke');
    const walk = newWalk(db, context, instance, actor);
    clearOpenTasks(walk);
    const node = context.graph.nodes.get(row.task_key)!;
    addOpinion(walk, { taskId: null, node, qualfieds: [{ id: actor.userId, name: actor.name }], status: 'revoker', auditor: { id: actor.userId, name: actor.name }, opinion: input.opinion, completed: true });
    createTasks(walk, node, { status: 'NORMAL', people: [{ id: actor.userId, name: actor.name }] });
    settle(walk);
  })();
}


// ---------------------------------------------------------------------------------------------
// Circulation (传阅, spec §7.2 transToMore; the read lists of §7.1)

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

// ---------------------------------------------------------------------------------------------
// Urging (催办, spec §4.4 urgent, §7.2 sendBpmTaskUrgent)

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

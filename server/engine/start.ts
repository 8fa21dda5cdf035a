// Starting instances and keeping drafts.
import type { Db } from '../db/database';
import type { Lang } from '../lib/i18n';
import { newId, nowText } from '../lib/ids';
import { masterOrgOf } from './assignees';
import { firstUserTask } from './graph';
import { FlowError, flowText } from './messages';
import { findInstance, personName, type DefinitionRow, type InstanceRow, type Person } from './store';
import type { Actor, ProcessContext, Submission } from './context';
import { dataKeyOf } from './context';
import { recordAfterSubmit } from './formData';
import { takeIdentityNumber } from '../db/identity';
import { leave, newWalk, settle } from './walk';
import { addOpinion } from './tasks';
import { isSecretaryOf, mayStart } from './rights';


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
  /** the business record started for (startForm); a URL form's answer names its own */
  businessKey?: string;
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
    vars: '{}',
    is_forbidden: 0,
    business_key: null,
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
    db.prepare('UPDATE bpm_instance SET data = ?, status = ?, create_time = ?, subject = ?, urgent_state = ?, business_key = ? WHERE id = ?').run(
      instance.data,
      instance.status,
      instance.create_time,
      instance.subject,
      instance.urgent_state,
      instance.business_key,
      instance.id,
    );
    return;
  }
  db.prepare(
    `INSERT INTO bpm_instance (id, tenant_id, def_id, subject, status, creator_id, creator_name, create_org_id, create_time, end_time, bo_alias, data, agent_leader_id, urgent_state, vars, business_key)
     VALUES (@id, @tenant_id, @def_id, @subject, @status, @creator_id, @creator_name, @create_org_id, @create_time, @end_time, @bo_alias, @data, @agent_leader_id, @urgent_state, @vars, @business_key)`,
  ).run(instance);
}

/** Starts an instance (or the actor's draft): validates the form at the initiator's node and walks on. Returns the instance id. */
export function startInstance(db: Db, actor: Actor, context: ProcessContext, input: StartInput): string {
  return db.transaction(() => {
    const { instance, exists } = draftOrNew(db, actor, context, input);
    const first = firstUserTask(context.graph);
    const submitted = recordAfterSubmit(context, first.id, JSON.parse(instance.data) as Record<string, unknown>, input, actor.lang, { validate: true, required: true })!;
    const record = withSerialNumbers(db, actor.tenantId, context, submitted);
    const subject = instanceSubject(context.definition, instance.creator_name, record, actor.lang);
    const businessKey = input.businessKey ?? input.urlForm?.businessKey ?? instance.business_key;
    const started: InstanceRow = { ...instance, subject, data: JSON.stringify(record), status: 'running', create_time: nowText(), business_key: businessKey || null };
    storeInstance(db, started, exists);
    const walk = newWalk(db, context, started, actor);
    const initiator = { id: started.creator_id, name: started.creator_name };
    addOpinion(walk, { taskId: null, node: first, qualfieds: [initiator], status: 'start', auditor: { id: actor.userId, name: actor.name }, completed: true });
    leave(walk, first.id);
    settle(walk);
    return started.id;
  })();
}

/**
 * The BO record with each empty serial-number field of the main entity given its identity's next number. Taken
 * at the start only (never on open or for a draft, so no number is burned), in the start's transaction: a
 * start that fails gives its number back, and parallel starts never share one.
 */
function withSerialNumbers(db: Db, tenantId: string, context: ProcessContext, record: Record<string, unknown>): Record<string, unknown> {
  const main = context.form?.entities.find((entity) => entity.type === 'main');
  const serials = main?.attributes.filter((attribute) => attribute.control === 'serialNumber' && attribute.serviceKey) ?? [];
  if (serials.length === 0) return record;
  const filled: Record<string, unknown> = { ...record };
  for (const { name, serviceKey } of serials) {
    if (filled[name] !== undefined && filled[name] !== null && filled[name] !== '') continue;
    const number = takeIdentityNumber(db, tenantId, serviceKey!);
    if (number === undefined) throw new FlowError(400, 'identityNotFound', { alias: serviceKey! });
    filled[name] = number;
  }
  return filled;
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

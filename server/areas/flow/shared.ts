// What the flow area's route modules share: the caller as an engine actor, the process context of a
// definition (graph and form), data decoding, and the row shapes of the lists (contract notes §1).
import type { FormWire } from '../../lib/context';
import { definitionToFormHtml } from '../../forms/formHtml';
import type { FastifyRequest } from 'fastify';
import { Base64 } from 'js-base64';
import type { Db } from '../../db/database';
import { sessionOf } from '../../lib/auth';
import { langOf, type Lang } from '../../lib/i18n';
import { neverEmptyText } from '../../lib/queryFilter';
import type { Actor, BoData, ProcessContext, Submission } from '../../engine/engine';
import { FlowError } from '../../engine/messages';
import { isAdmin } from '../../db/users';
import { findDefinition, findInstance, graphOf, opinionsOf, personName, type DefinitionRow, type InstanceRow } from '../../engine/store';
import type { DataTemplateStore } from '../dataTemplate/store';
import { activeAgentOf } from '../delegation/agents';
import { enabledDeputiesOf } from '../delegation/deputies';

export interface FlowAreaContext {
  db: Db;
  forms: DataTemplateStore;
  /** 'html': answers describe the forms as their generated templates (server/forms/formHtml.ts) */
  formWire?: FormWire;
}

/** A process's context with the form's generated template when the server describes forms as formHtml. */
export type FlowProcessContext = ProcessContext & { formHtml?: string };

export function actorOf(request: FastifyRequest, db: Db): Actor {
  const auth = sessionOf(request);
  return { tenantId: auth.tenantId, userId: auth.userId, name: personName(db, auth.tenantId, auth.userId), lang: langOf(request) };
}

/** Who may see an instance: its initiator, anyone it was offered to or who handled it, their secretaries, administrators. */
export function mayViewInstance(db: Db, actor: Actor, instance: InstanceRow): boolean {
  if (instance.creator_id === actor.userId || isAdmin(db, actor.userId)) return true;
  const people = new Set<string>();
  for (const row of opinionsOf(db, instance.id)) {
    if (row.auditor) people.add(row.auditor);
    for (const person of JSON.parse(row.qualfieds) as { id: string }[]) people.add(person.id);
  }
  if (people.has(actor.userId)) return true;
  // The owner of a task an agent holds follows it read-only.
  if (db.prepare('SELECT 1 FROM bpm_task WHERE inst_id = ? AND owner_id = ?').get(instance.id, actor.userId)) return true;
  if (db.prepare('SELECT 1 FROM bpm_read WHERE inst_id = ? AND (receiver_id = ? OR sender_id = ?)').get(instance.id, actor.userId, actor.userId)) return true;
  const leaders = db.prepare('SELECT leader_id FROM secretaries WHERE secretary_id = ?').all(actor.userId) as { leader_id: string }[];
  return leaders.some((leader) => people.has(leader.leader_id));
}

/** The instance the actor may see: unknown → 404, not theirs to see → 403. */
export function visibleInstance(db: Db, actor: Actor, instId: string): InstanceRow {
  const instance = findInstance(db, actor.tenantId, instId);
  if (!instance) throw new FlowError(404, 'instanceNotFound');
  if (!mayViewInstance(db, actor, instance)) throw new FlowError(403, 'noInstanceRights');
  return instance;
}

export function requireDefinition(db: Db, idOrKey: string): DefinitionRow {
  const definition = findDefinition(db, idOrKey);
  if (!definition) throw new FlowError(404, 'definitionNotFound');
  return definition;
}

export async function processContext({ db, forms, formWire }: FlowAreaContext, definition: DefinitionRow): Promise<FlowProcessContext> {
  const graph = await graphOf(definition);
  const agentOf: ProcessContext['agentOf'] = (tenantId, userId, defKey, now) => activeAgentOf(db, tenantId, userId, defKey, now);
  const deputiesOf: ProcessContext['deputiesOf'] = (tenantId, principalId) => enabledDeputiesOf(db, tenantId, principalId);
  if (definition.form_type === 'FRAME') {
    if (!definition.form_url) throw new FlowError(400, 'definitionInvalid', { detail: 'a URL form needs its address' });
    return { definition, graph, urlForm: { key: definition.form_key, url: definition.form_url }, agentOf, deputiesOf };
  }
  const form = forms.form(definition.form_key);
  if (!form) throw new FlowError(400, 'definitionInvalid', { detail: `form ${definition.form_key} not found` });
  return { definition, graph, form: form.definition, agentOf, deputiesOf, ...(formWire === 'html' ? { formHtml: definitionToFormHtml(form.definition) } : {}) };
}

/** The form fields of a start or complete body: Base64 data (formType inner) or a URL form's answer (frame). */
export interface SubmissionBody {
  formType?: 'inner' | 'frame';
  data?: string;
  businessKey?: string;
  sysCode?: string;
  vars?: Record<string, unknown>;
}

/** Request-schema properties of a URL form's answer (the values are checked by submissionOf: no type coercion). */
export const URL_FORM_PROPERTIES = {
  businessKey: { type: 'string', maxLength: 200 },
  sysCode: { type: 'string', maxLength: 200 },
  vars: { type: 'object', maxProperties: 200, propertyNames: { maxLength: 100 } },
} as const;

const isPlainScalar = (value: unknown) => value === null || typeof value === 'boolean' || (typeof value === 'number' && Number.isFinite(value)) || (typeof value === 'string' && value.length <= 10000);

export function submissionOf(body: SubmissionBody): Submission {
  if (body.formType === 'frame') {
    if (body.businessKey === undefined) return {};
    const vars = body.vars ?? {};
    if (!Object.values(vars).every(isPlainScalar)) throw new FlowError(400, 'badUrlFormData');
    return { urlForm: { businessKey: body.businessKey, sysCode: body.sysCode ?? '', vars } };
  }
  const data = decodeBoData(body.data);
  return data ? { data } : {};
}

/** `data` of start/complete: UTF-8 Base64 of the BO data JSON (contract notes §2.7); '' or absent = nothing submitted. */
export function decodeBoData(text: string | undefined): BoData | undefined {
  if (text === undefined || text === '') return undefined;
  try {
    const value = JSON.parse(Base64.decode(text)) as unknown;
    if (value && typeof value === 'object' && !Array.isArray(value)) return value as BoData;
  } catch {
    // answered below
  }
  throw new FlowError(400, 'badData');
}

/** Names a node in the caller's language: stored names are Chinese; English ones come from the graph (fd:nameEn). */
export type NodeNamer = (defId: string, nodeId: string, stored: string) => string;

export async function nodeNamer(db: Db, lang: Lang): Promise<NodeNamer> {
  if (lang !== 'en-US') return (_defId, _nodeId, stored) => stored;
  const definitions = db.prepare('SELECT * FROM bpm_definition').all() as DefinitionRow[];
  const graphs = new Map(await Promise.all(definitions.map(async (definition) => [definition.id, await graphOf(definition).catch(() => undefined)] as const)));
  return (defId, nodeId, stored) => graphs.get(defId)?.nodes.get(nodeId)?.nameEn ?? stored;
}

/** The names of the open nodes of a list row ("a,b" ids and names from SQL) in the caller's language. */
export function openNodeNames(namer: NodeNamer, defId: string, nodeIds: string | null | undefined, names: string | null | undefined): string {
  if (!nodeIds) return '';
  const stored = (names ?? '').split(',');
  return nodeIds
    .split(',')
    .map((nodeId, index) => namer(defId, nodeId, stored[index] ?? nodeId))
    .join(',');
}

export const definitionName = (row: Pick<DefinitionRow, 'name' | 'name_en'>, lang: Lang) => (lang === 'en-US' && row.name_en ? row.name_en : row.name);

/** An instance row of the lists (DefaultBpmProcessInstance). */
export function instanceDto(row: InstanceRow & { def_key: string; def_name: string; def_name_en: string | null; type_id: string; task_names?: string | null }, lang: Lang) {
  return {
    id: row.id,
    subject: row.subject,
    procDefId: row.def_id,
    procDefKey: row.def_key,
    procDefName: definitionName({ name: row.def_name, name_en: row.def_name_en }, lang),
    status: row.status,
    creator: row.creator_name,
    createBy: row.creator_id,
    createOrgId: row.create_org_id,
    createTime: row.create_time,
    endTime: row.end_time ?? undefined,
    duration: row.end_time ? Date.parse(row.end_time.replace(' ', 'T')) - Date.parse(row.create_time.replace(' ', 'T')) : undefined,
    typeId: row.type_id,
    taskName: row.task_names ?? '',
    urgentState: row.urgent_state,
    isForbidden: row.is_forbidden ?? 0,
    supportMobile: 1,
  };
}

/** Columns a list's QueryFilter may name, over `i` (instance) and `d` (definition). */
export const INSTANCE_COLUMNS = {
  id: 'i.id',
  subject: 'i.subject',
  status: 'i.status',
  procDefId: 'i.def_id',
  procDefKey: 'd.def_key',
  procDefName: 'd.name',
  creator: 'i.creator_name',
  createTime: neverEmptyText('i.create_time'),
  endTime: 'i.end_time',
  typeId: 'd.type_id',
  orgId: 'i.create_org_id',
} as const;

// Parts of the request schemas: ids are the engine's numeric text (or a definition key), texts are bounded.
export const id = { type: 'string', minLength: 1, maxLength: 40, pattern: '^[\\w-]+$' } as const;
export const optionalId = { type: 'string', maxLength: 40 } as const;
export const text = (max: number) => ({ type: 'string', maxLength: max }) as const;

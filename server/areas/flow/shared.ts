// What the flow area's route modules share: the caller as an engine actor, the process context of a
// definition (graph and form), data decoding, and the row shapes of the lists (contract notes §1).
import type { FastifyRequest } from 'fastify';
import { Base64 } from 'js-base64';
import type { Db } from '../../db/database';
import { sessionOf } from '../../lib/auth';
import { langOf, type Lang } from '../../lib/i18n';
import type { Actor, BoData, ProcessContext } from '../../engine/engine';
import { FlowError } from '../../engine/messages';
import { findDefinition, graphOf, personName, type DefinitionRow, type InstanceRow } from '../../engine/store';
import type { DataTemplateStore } from '../dataTemplate/store';

export interface FlowAreaContext {
  db: Db;
  forms: DataTemplateStore;
}

export function actorOf(request: FastifyRequest, db: Db): Actor {
  const auth = sessionOf(request);
  return { tenantId: auth.tenantId, userId: auth.userId, name: personName(db, auth.tenantId, auth.userId), lang: langOf(request) };
}

export function requireDefinition(db: Db, idOrKey: string): DefinitionRow {
  const definition = findDefinition(db, idOrKey);
  if (!definition) throw new FlowError(404, 'definitionNotFound');
  return definition;
}

export async function processContext({ forms }: FlowAreaContext, definition: DefinitionRow): Promise<ProcessContext> {
  const graph = await graphOf(definition);
  const form = forms.form(definition.form_key);
  if (!form) throw new FlowError(400, 'definitionInvalid', { detail: `form ${definition.form_key} not found` });
  return { definition, graph, form: form.definition };
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
    isForbidden: 0,
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
  createTime: 'i.create_time',
  endTime: 'i.end_time',
  typeId: 'd.type_id',
  orgId: 'i.create_org_id',
} as const;

// Parts of the request schemas: ids are the engine's numeric text (or a definition key), texts are bounded.
export const id = { type: 'string', minLength: 1, maxLength: 40, pattern: '^[\\w-]+$' } as const;
export const optionalId = { type: 'string', maxLength: 40 } as const;
export const text = (max: number) => ({ type: 'string', maxLength: max }) as const;

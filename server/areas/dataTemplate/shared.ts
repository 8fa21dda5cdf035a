// What the area's route modules share: the template and form lookups as refusals, the tenant-scoped record
// listing (queryFilter over bo_data), row shapes, and the reading of an uploaded spreadsheet.
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/database';
import { sessionOf } from '../../lib/auth';
import type { Lang } from '../../lib/i18n';
import { queryPage, type PageList, type QueryFilter, type SqlValue } from '../../lib/queryFilter';
import { isAdmin } from '../../db/users';
import type { ManageAction } from '../../../renderers/kinds/data-template/definition';
import { isSecretTemplate } from '../../../renderers/kinds/data-template/fields';
import { fail } from './messages';
import type { RecordData } from './seedRecords';
import type { DataTemplateStore, StoredForm, StoredTemplate } from './store';

export interface AreaContext {
  db: Db;
  store: DataTemplateStore;
}

export const templateName = (template: StoredTemplate, lang: Lang) =>
  (lang === 'en-US' && typeof template.definition.nameEn === 'string' && template.definition.nameEn) || template.definition.name;

export function requireTemplate(request: FastifyRequest, { store }: AreaContext, idOrAlias: string): StoredTemplate {
  const template = store.template(idOrAlias);
  if (!template) throw fail(request, 404, 'templateNotFound', { alias: idOrAlias });
  return template;
}

export function requireForm(request: FastifyRequest, { store }: AreaContext, formKey: string): StoredForm {
  const form = store.form(formKey);
  if (!form) throw fail(request, 404, 'formNotFound', { formKey });
  return form;
}

/** The template's form; the business object in the path must be the form's. */
export function requireTemplateForm(request: FastifyRequest, context: AreaContext, template: StoredTemplate, boAlias?: string): StoredForm {
  const formKey = template.definition.formKey ?? '';
  const form = requireForm(request, context, formKey);
  if (boAlias !== undefined && boAlias !== form.definition.boAlias) throw fail(request, 400, 'boMismatch', { boAlias, formKey });
  return form;
}

/** A template allows what its manage buttons offer: a template without a delete button deletes nothing. */
export function requireAction(request: FastifyRequest, template: StoredTemplate, action: ManageAction): void {
  if (!template.fields.manage.some((button) => button.name === action)) {
    const key = action === 'import' ? 'importNotAllowed' : action === 'export' ? 'exportNotAllowed' : action === 'batchUpdate' ? 'batchNotAllowed' : 'notAllowed';
    throw fail(request, 403, key);
  }
}

/** Ids from `a,b,c` (query) or an array (body): trimmed, non-empty, at most 1000. */
export function idList(request: FastifyRequest, value: unknown): string[] {
  const raw = Array.isArray(value) ? value.map(String) : typeof value === 'string' ? value.split(',') : [];
  const ids = [...new Set(raw.map((id) => id.trim()).filter((id) => id !== ''))];
  if (ids.length === 0) throw fail(request, 400, 'selectAtLeastOne');
  return ids.slice(0, 1000);
}

/**
 * The demo's classified template keeps its classification in `secretLevel`; rows classified 'secret' are listed
 * for administrators only. Other templates have no such scope.
 */
const SECRET_LEVEL_FIELD = 'secretLevel';
const ADMIN_ONLY_LEVELS: readonly SqlValue[] = ['secret'];

export interface RecordScope {
  where: string;
  params: SqlValue[];
}

export function recordScope(request: FastifyRequest, { db }: AreaContext, template: StoredTemplate): RecordScope {
  const auth = sessionOf(request);
  const scope: RecordScope = { where: 'tenant_id = ? AND bo_alias = ?', params: [auth.tenantId, template.definition.boDefAlias] };
  if (isSecretTemplate(template.definition.id) && !isAdmin(db, auth.userId)) {
    scope.where += ` AND COALESCE(json_extract(data, '$.${SECRET_LEVEL_FIELD}'), '') NOT IN (${ADMIN_ONLY_LEVELS.map(() => '?').join(', ')})`;
    scope.params.push(...ADMIN_ONLY_LEVELS);
  }
  return scope;
}

/** A record of the template within the caller's scope (tenant, and classification for the secret template), or a 404. */
export function readScopedRecord(request: FastifyRequest, context: AreaContext, template: StoredTemplate, id: string): RecordData {
  const scope = recordScope(request, context, template);
  const row = context.db.prepare(`SELECT data FROM bo_data WHERE ${scope.where} AND id = ?`).get(...scope.params, id) as { data: string } | undefined;
  if (!row) throw fail(request, 404, 'recordNotFound');
  return JSON.parse(row.data) as RecordData;
}

export type ListRow = Record<string, unknown>;

/** A list row: the id and the template's declared main fields ('' when a record has no value). */
export function toListRow(template: StoredTemplate, id: string, data: RecordData): ListRow {
  const row: ListRow = { id };
  for (const name of template.rowFields) if (name !== 'id') row[name] = data[name] ?? '';
  return row;
}

export const MAX_EXPORT_ROWS = 10_000;

/** The template's records through a QueryFilter: the client's sorter, else the template's sortField, then newest first. */
export function listRecords(request: FastifyRequest, context: AreaContext, template: StoredTemplate, filter: QueryFilter | undefined, extra?: RecordScope): PageList<ListRow> {
  const scope = recordScope(request, context, template);
  const sorter = filter?.sorter?.length ? filter.sorter : template.fields.sorts.map((sort) => ({ property: sort.name, direction: sort.sort }));
  return queryPage(context.db, { ...filter, sorter }, {
    select: 'id, data',
    from: 'bo_data',
    where: extra ? `${scope.where} AND ${extra.where}` : scope.where,
    params: extra ? [...scope.params, ...extra.params] : scope.params,
    columns: template.columns,
    defaultOrder: 'create_time DESC, id DESC',
    map: (row: { id: string; data: string }) => toListRow(template, row.id, JSON.parse(row.data) as RecordData),
  });
}

// The template's list side (contract notes §2.11, spec §7): info, listJson / listJsonForSecret, the list
// template html, delete, batch update and sub-table rows. Every SQL value is bound; fields come from the
// template's declared names (store.ts columns), operators from lib/queryFilter's allow-list.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sessionOf } from '../../lib/auth';
import { langOf } from '../../lib/i18n';
import { paging, queryFilterSchema, type QueryFilter } from '../../lib/queryFilter';
import { localizedText } from '../../../renderers/kinds/form/adapter';
import { isSecretTemplate } from '../../../renderers/kinds/data-template/fields';
import { attributeLabel, checkRecord, fromCell } from './formData';
import { areaText, fail } from './messages';
import type { RecordData } from './seedRecords';
import {
  idList,
  listRecords,
  readScopedRecord,
  requireAction,
  requireTemplate,
  requireTemplateForm,
  templateName,
  type AreaContext,
} from './shared';
import { deleteRecords, readRecord, writeRecord, type StoredForm } from './store';

const text = (maxLength: number) => ({ type: 'string', minLength: 1, maxLength }) as const;

const listBodySchema = {
  type: 'object',
  required: ['templateId'],
  properties: {
    templateId: text(64),
    queryFilter: queryFilterSchema,
    // Flow-joined previews (template/preview/:key/:taskType/:defKey/:isJoinFlow) send these; this server has no
    // process data joined to records, so they do not change the rows.
    isJoinFlow: {},
    taskType: { type: 'string', maxLength: 50 },
    defKey: { type: 'string', maxLength: 100 },
  },
} as const;

interface ListBody {
  templateId: string;
  queryFilter?: QueryFilter;
}

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The rows of a record's sub-table (`sub_<name>`), or a refusal when the form has no such table. */
export function subRows(request: FastifyRequest, form: StoredForm, record: RecordData, subEntName: string): RecordData[] {
  if (!form.subs.some((entity) => entity.name === subEntName)) throw fail(request, 404, 'subNotFound', { name: subEntName });
  const rows = record[`sub_${subEntName}`];
  return Array.isArray(rows) ? (rows as RecordData[]) : [];
}

export function registerListRoutes(app: FastifyInstance, context: AreaContext) {
  const { db } = context;
  const base = '/form/dataTemplate/v1';

  app.get<{ Querystring: { alias: string; needDisplayFileds?: boolean } }>(
    `${base}/getBpmDataTemplateInfo`,
    { schema: { querystring: { type: 'object', required: ['alias'], properties: { alias: text(100), needDisplayFileds: { type: 'boolean' } } } } },
    async (request) => {
      const template = context.store.template(request.query.alias);
      // Hotent answers an unknown alias with HTTP 200 and state false (contract notes §0).
      if (!template) return { state: false, message: areaText(request, 'templateNotFound', { alias: request.query.alias }) };
      return { state: true, message: '', value: template.definition };
    },
  );

  const list = (secret: boolean) => async (request: FastifyRequest<{ Body: ListBody }>) => {
    const template = requireTemplate(request, context, request.body.templateId);
    if (isSecretTemplate(template.definition.id) !== secret) throw fail(request, secret ? 400 : 403, secret ? 'notSecretTemplate' : 'secretTemplate');
    return listRecords(request, context, template, request.body.queryFilter);
  };
  app.post<{ Body: ListBody }>(`${base}/listJson`, { schema: { body: listBodySchema } }, list(false));
  app.post<{ Body: ListBody }>(`${base}/listJsonForSecret`, { schema: { body: listBodySchema } }, list(true));

  // The list template as html (CommonResult<String>): the template's own html, else a table head of its columns.
  app.post<{ Params: { alias: string } }>(`${base}/dataList_:alias`, async (request) => {
    const template = requireTemplate(request, context, request.params.alias);
    const lang = langOf(request);
    const html =
      template.definition.templateHtml ||
      `<table class="data-template"><caption>${escapeHtml(templateName(template, lang))}</caption><thead><tr>${template.fields.display
        .map((column) => `<th>${escapeHtml(localizedText(column.desc, lang))}</th>`)
        .join('')}</tr></thead></table>`;
    return { state: true, message: '', value: html };
  });

  app.delete<{ Params: { boAlias: string }; Querystring: { ids: string; templateKey: string } }>(
    `${base}/boDel/:boAlias`,
    { schema: { querystring: { type: 'object', required: ['templateKey'], properties: { ids: { type: 'string', maxLength: 20000 }, templateKey: text(100) } } } },
    async (request) => {
      const template = requireTemplate(request, context, request.query.templateKey);
      requireAction(request, template, 'del');
      requireTemplateForm(request, context, template, request.params.boAlias);
      const ids = idList(request, request.query.ids);
      const count = deleteRecords(db, sessionOf(request).tenantId, request.params.boAlias, ids);
      return { state: true, message: areaText(request, 'deleted'), value: count };
    },
  );

  app.post<{ Params: { boAlias: string }; Body: { templateKey: string; ids: string[]; data: Record<string, unknown> } }>(
    `${base}/boBatchUpdate/:boAlias`,
    {
      schema: {
        body: {
          type: 'object',
          required: ['templateKey', 'ids', 'data'],
          properties: { templateKey: text(100), ids: { type: 'array', maxItems: 1000, items: { type: 'string', maxLength: 64 } }, data: { type: 'object' } },
        },
      },
    },
    async (request) => {
      const template = requireTemplate(request, context, request.body.templateKey);
      requireAction(request, template, 'batchUpdate');
      const form = requireTemplateForm(request, context, template, request.params.boAlias);
      const lang = langOf(request);
      const allowed = new Set((template.fields.manage.find((button) => button.name === 'batchUpdate')?.fields ?? []).map((field) => field.name));
      const changes: RecordData = {};
      for (const [name, raw] of Object.entries(request.body.data)) {
        if (raw === undefined || raw === null || raw === '') continue;
        const attribute = form.main.attributes.find((candidate) => candidate.name === name);
        if (!allowed.has(name) || !attribute) throw fail(request, 400, 'batchFieldNotAllowed', { field: name });
        const converted = fromCell(attribute, raw, lang);
        if (!converted.ok) throw fail(request, 400, 'validationFailed', { detail: converted.message });
        changes[name] = converted.value;
      }
      if (Object.keys(changes).length === 0) throw fail(request, 400, 'batchNothing');
      const ids = idList(request, request.body.ids);
      const { tenantId } = sessionOf(request);
      const boAlias = request.params.boAlias;
      const updated = db.transaction(() => {
        let count = 0;
        for (const id of ids) {
          const record = readRecord(db, tenantId, boAlias, id);
          if (!record) continue;
          const next = { ...record, ...changes };
          const problems = checkRecord(db, form, lang, { tenantId, id }, next);
          if (problems.length > 0) throw fail(request, 400, 'validationFailed', { detail: problems.slice(0, 3).join('；') });
          writeRecord(db, tenantId, boAlias, next, id);
          count += 1;
        }
        return count;
      })();
      return { state: true, message: areaText(request, 'batchUpdated', { count: updated }), value: updated };
    },
  );

  /** A record of the template, and the template's form. */
  const scopedRecord = (request: FastifyRequest, templateId: string, id: string) => {
    const template = requireTemplate(request, context, templateId);
    return { template, form: requireTemplateForm(request, context, template), record: readScopedRecord(request, context, template, id) };
  };

  app.get<{ Querystring: { templateId: string; id: string; subEntName: string } }>(
    `${base}/getSubData`,
    { schema: { querystring: { type: 'object', required: ['templateId', 'id', 'subEntName'], properties: { templateId: text(64), id: text(64), subEntName: text(64) } } } },
    async (request) => {
      const { form, record } = scopedRecord(request, request.query.templateId, request.query.id);
      return subRows(request, form, record, request.query.subEntName);
    },
  );

  app.post<{ Body: { templateId: string; id: string; subEntName: string; queryFilter?: QueryFilter } }>(
    `${base}/getSubDataPagination`,
    {
      schema: {
        body: {
          type: 'object',
          required: ['templateId', 'id', 'subEntName'],
          properties: { templateId: text(64), id: text(64), subEntName: text(64), queryFilter: queryFilterSchema },
        },
      },
    },
    async (request) => {
      const { form, record } = scopedRecord(request, request.body.templateId, request.body.id);
      const rows = subRows(request, form, record, request.body.subEntName);
      const { page, pageSize } = paging(request.body.queryFilter);
      return { rows: rows.slice((page - 1) * pageSize, page * pageSize), total: rows.length, page, pageSize };
    },
  );

  // Labels of a sub-table's columns, for the list's expanded rows and the sub-table export.
  app.get<{ Querystring: { formKey: string } }>(
    '/form/form/v1/getSubEntsByFormKey',
    { schema: { querystring: { type: 'object', required: ['formKey'], properties: { formKey: text(100) } } } },
    async (request) => {
      const form = context.store.form(request.query.formKey);
      if (!form) throw fail(request, 404, 'formNotFound', { formKey: request.query.formKey });
      const lang = langOf(request);
      return form.subs.map((entity) => ({
        name: entity.name,
        desc: localizedText(entity.label, lang),
        parent: entity.parent ?? form.main.name,
        attributes: entity.attributes.map((attribute) => ({
          name: attribute.name,
          desc: attributeLabel(attribute, lang),
          dataType: attribute.dataType,
          control: attribute.control,
          options: attribute.options?.map((option) => ({ value: option.value, label: localizedText(option.label, lang) })),
        })),
      }));
    },
  );
}

// The template's form side: getForm (definition + permission + data), boSave (rules checked on the server
// too), and the user's drafts (boSaveDraft, getMyDraftList, getTempDraftData, removeTempDraft). Also a form's
// preview for its author (/previewForm): the definition alone, answered like a process form, with no data.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sessionOf } from '../../lib/auth';
import { langOf } from '../../lib/i18n';
import { queryPage, queryFilterSchema, type QueryFilter } from '../../lib/queryFilter';
import { localizedText } from '../../../renderers/kinds/form/adapter';
import { checkRecord, hiddenFields, permissionFor } from './formData';
import { areaText, fail, translateArea } from './messages';
import type { RecordData } from './seedRecords';
import { idList, readScopedRecord, requireAction, requireForm, requireTemplate, requireTemplateForm, templateName, type AreaContext } from './shared';
import { deleteDrafts, readDraft, writeDraft, writeRecord, type DraftRow, type StoredForm, type StoredTemplate } from './store';

const text = (maxLength: number) => ({ type: 'string', minLength: 1, maxLength }) as const;
const isRecordData = (value: unknown): value is RecordData => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The business object's data in a body `{<boAlias>: {...}}`, or a refusal. */
function boData(request: FastifyRequest, body: Record<string, unknown>, boAlias: string): RecordData {
  const data = body[boAlias];
  if (!isRecordData(data)) throw fail(request, 400, 'dataMissing', { boAlias });
  return data;
}

const recordId = (data: RecordData) => (typeof data.id === 'string' || typeof data.id === 'number') && String(data.id) !== '' ? String(data.id) : undefined;

function draftDto(row: DraftRow, template: StoredTemplate | undefined, lang: ReturnType<typeof langOf>) {
  return {
    id: row.id,
    templateKey: row.template_alias,
    templateName: template ? templateName(template, lang) : row.template_alias,
    boAlias: row.bo_alias,
    formKey: row.form_key,
    subject: row.subject,
    createTime: row.create_time,
    updateTime: row.update_time,
  };
}

/** A draft's title: the first shown field that has a value, else "<template> draft". */
function draftSubject(template: StoredTemplate, data: RecordData, lang: ReturnType<typeof langOf>): string {
  const first = template.fields.display.map((column) => data[column.name]).find((value) => typeof value === 'string' ? value.trim() !== '' : typeof value === 'number');
  return first !== undefined ? String(first).slice(0, 100) : translateArea(lang, 'draftSubject', { template: templateName(template, lang) });
}

export function registerFormRoutes(app: FastifyInstance, context: AreaContext) {
  const { db } = context;
  const base = '/form/dataTemplate/v1';

  // The form's own permission map applies (no node, no template); the client renders it like a process form.
  app.get<{ Querystring: { formKey: string } }>(
    '/form/form/v1/previewForm',
    { schema: { querystring: { type: 'object', required: ['formKey'], properties: { formKey: text(100) } } } },
    async (request) => {
      const { definition } = requireForm(request, context, request.query.formKey);
      const name = localizedText(definition.name, langOf(request));
      return { result: true, form: { id: definition.alias, formKey: definition.alias, name, desc: '', type: 'INNER', formType: 'pc', definition }, data: { [definition.boAlias]: {} } };
    },
  );

  app.get<{ Params: { formKey: string; boAlias: string }; Querystring: { templateKey: string; id?: string; recordId?: string; action?: 'get' | 'edit' | 'add' } }>(
    `${base}/getForm/:formKey/:boAlias`,
    {
      schema: {
        querystring: {
          type: 'object',
          required: ['templateKey'],
          properties: { templateKey: text(100), id: { type: 'string', maxLength: 64 }, recordId: { type: 'string', maxLength: 64 }, action: { enum: ['get', 'edit', 'add'] } },
        },
      },
    },
    async (request) => {
      const template = requireTemplate(request, context, request.query.templateKey);
      if (template.definition.formKey !== request.params.formKey) throw fail(request, 400, 'boMismatch', { boAlias: request.params.boAlias, formKey: request.params.formKey });
      const form = context.store.form(request.params.formKey);
      // Hotent answers a template without a usable form with result "formEmpty".
      if (!form) return { result: 'formEmpty' };
      if (form.definition.boAlias !== request.params.boAlias) throw fail(request, 400, 'boMismatch', { boAlias: request.params.boAlias, formKey: request.params.formKey });
      const id = request.query.id || request.query.recordId;
      const action = request.query.action ?? (id ? 'edit' : 'add');
      const lang = langOf(request);
      const record = id ? { ...readScopedRecord(request, context, template, id), id } : undefined;
      return {
        result: true,
        form: {
          id: template.definition.formId ?? form.definition.alias,
          formKey: form.definition.alias,
          name: localizedText(form.definition.name, lang),
          desc: localizedText(form.definition.description, lang),
          formType: 'pc',
          type: 'INNER',
          definition: form.definition,
        },
        permission: permissionFor(form, action),
        data: { [form.definition.boAlias]: record ?? {} },
      };
    },
  );

  /** Saves a record through a template: insert needs its add button, update its edit button. */
  const saveRecord = (request: FastifyRequest, template: StoredTemplate, form: StoredForm, data: RecordData): string => {
    const { tenantId } = sessionOf(request);
    const id = recordId(data);
    requireAction(request, template, id ? 'edit' : 'add');
    const existing = id ? readScopedRecord(request, context, template, id) : undefined;
    const record: RecordData = { ...data };
    delete record.id;
    // Fields the user may not see keep their stored value (a client cannot write them).
    for (const name of hiddenFields(form)) {
      if (existing && Object.hasOwn(existing, name)) record[name] = existing[name];
      else delete record[name];
    }
    const problems = checkRecord(db, form, langOf(request), { tenantId, id }, record);
    if (problems.length > 0) throw fail(request, 400, 'validationFailed', { detail: problems.slice(0, 5).join('；') });
    return writeRecord(db, tenantId, form.definition.boAlias, record, id);
  };

  app.post<{ Params: { boAlias: string }; Querystring: { delDraftId?: string }; Body: { templateKey: string } & Record<string, unknown> }>(
    `${base}/boSave/:boAlias`,
    {
      schema: {
        querystring: { type: 'object', properties: { delDraftId: { type: 'string', maxLength: 64 } } },
        body: { type: 'object', required: ['templateKey'], properties: { templateKey: text(100), formKey: { type: 'string', maxLength: 100 } } },
      },
    },
    async (request) => {
      const template = requireTemplate(request, context, request.body.templateKey);
      const form = requireTemplateForm(request, context, template, request.params.boAlias);
      const id = saveRecord(request, template, form, boData(request, request.body, request.params.boAlias));
      if (request.query.delDraftId) deleteDrafts(db, sessionOf(request), [request.query.delDraftId]);
      return { state: true, message: areaText(request, 'saved'), value: id };
    },
  );

  app.post<{ Body: { templateKey: string; draftId?: string } & Record<string, unknown> }>(
    `${base}/boSaveDraft`,
    { schema: { body: { type: 'object', required: ['templateKey'], properties: { templateKey: text(100), draftId: { type: 'string', maxLength: 64 } } } } },
    async (request) => {
      const template = requireTemplate(request, context, request.body.templateKey);
      const form = requireTemplateForm(request, context, template);
      const data = boData(request, request.body, form.definition.boAlias);
      const id = writeDraft(db, sessionOf(request), {
        id: request.body.draftId,
        templateAlias: template.definition.alias,
        boAlias: form.definition.boAlias,
        formKey: form.definition.alias,
        subject: draftSubject(template, data, langOf(request)),
        data,
      });
      return { state: true, message: areaText(request, 'draftSaved'), value: id };
    },
  );

  app.post<{ Body: QueryFilter }>(`${base}/getMyDraftList`, { schema: { body: queryFilterSchema } }, async (request) => {
    const auth = sessionOf(request);
    const lang = langOf(request);
    return queryPage(db, request.body, {
      select: '*',
      from: 'dt_draft',
      where: 'tenant_id = ? AND user_id = ?',
      params: [auth.tenantId, auth.userId],
      columns: { templateKey: 'template_alias', subject: 'subject', boAlias: 'bo_alias', createTime: 'create_time', updateTime: 'update_time' },
      defaultOrder: 'update_time DESC, id DESC',
      map: (row: DraftRow) => draftDto(row, context.store.template(row.template_alias), lang),
    });
  });

  app.get<{ Params: { id: string } }>(`${base}/getTempDraftData/:id`, async (request) => {
    const row = readDraft(db, sessionOf(request), request.params.id);
    if (!row) throw fail(request, 404, 'draftNotFound');
    return { ...draftDto(row, context.store.template(row.template_alias), langOf(request)), data: { [row.bo_alias]: JSON.parse(row.data) as RecordData } };
  });

  app.delete<{ Querystring: { ids: string } }>(
    `${base}/removeTempDraft`,
    { schema: { querystring: { type: 'object', properties: { ids: { type: 'string', maxLength: 20000 } } } } },
    async (request) => {
      const count = deleteDrafts(db, sessionOf(request), idList(request, request.query.ids));
      return { state: true, message: areaText(request, 'deleted'), value: count };
    },
  );
}

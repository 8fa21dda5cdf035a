// Spreadsheets of a template: export (all / filtered / selected rows) and the import template, import with a
// per-row report, and the same for one record's sub-table (exportSub / importSub). Real .xlsx files (exceljs).
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sessionOf } from '../../lib/auth';
import { langOf, type Lang } from '../../lib/i18n';
import { queryFilterSchema, type QueryFilter } from '../../lib/queryFilter';
import type { OutputFieldItem } from '../../../renderers/kinds/data-template/definition';
import type { FormAttribute } from '../../../renderers/kinds/form/definition';
import { localizedText } from '../../../renderers/kinds/form/adapter';
import { attributeLabel, checkRecord, fromCell, toCell } from './formData';
import { subRows } from './listRoutes';
import { areaText, fail } from './messages';
import type { RecordData } from './seedRecords';
import { idList, listRecords, MAX_EXPORT_ROWS, readScopedRecord, requireAction, requireTemplate, requireTemplateForm, templateName, type AreaContext, type ListRow } from './shared';
import { writeRecord, type StoredForm, type StoredTemplate } from './store';
import { buildWorkbook, exportFileName, readFirstSheet, sendXlsx } from './xlsx';

const text = (maxLength: number) => ({ type: 'string', minLength: 1, maxLength }) as const;
/** Rows per import; larger files are refused as a whole. */
export const MAX_IMPORT_ROWS = 2000;
const EXPORT_PAGE = 1000;
/** Controls whose values a spreadsheet cannot carry (files). */
const NOT_IMPORTABLE = new Set<FormAttribute['control']>(['upload']);

export interface ImportRowResult {
  row: number;
  ok: boolean;
  id?: string;
  messages?: string[];
}

export interface ImportReport {
  total: number;
  succeeded: number;
  failed: number;
  rows: ImportRowResult[];
}

type ExportType = 'all' | 'filter' | 'select';

/** Attributes an import may fill: writable (not r or n) and not files. */
function importableAttributes(form: StoredForm, entityName: string, attributes: readonly FormAttribute[]): FormAttribute[] {
  const permissions = form.definition.permission?.fields?.[entityName] ?? {};
  return attributes.filter((attribute) => !NOT_IMPORTABLE.has(attribute.control) && permissions[attribute.name] !== 'r' && permissions[attribute.name] !== 'n');
}

/**
 * Header cell → attribute: the field name, the attribute's label or the template's column label (export
 * headers), in either language — so an exported file imports back whatever language it was exported in.
 */
function matchColumns(headers: readonly string[], attributes: readonly FormAttribute[], columns: readonly OutputFieldItem[]): (FormAttribute | undefined)[] {
  const byHeader = new Map<string, FormAttribute>();
  const add = (label: Parameters<typeof localizedText>[0], attribute: FormAttribute | undefined) => {
    if (!attribute) return;
    for (const locale of ['zh-CN', 'en-US'] as const) {
      const text = localizedText(label, locale);
      if (text && !byHeader.has(text)) byHeader.set(text, attribute);
    }
  };
  for (const attribute of attributes) {
    byHeader.set(attribute.name, attribute);
    add(attribute.label, attribute);
  }
  for (const column of columns) add(column.desc, attributes.find((attribute) => attribute.name === column.name));
  return headers.map((header) => byHeader.get(header));
}

async function readUpload(request: FastifyRequest): Promise<{ fields: Record<string, string>; file?: Buffer }> {
  if (!request.isMultipart()) throw fail(request, 400, 'importFileMissing');
  const fields: Record<string, string> = {};
  let file: Buffer | undefined;
  for await (const part of request.parts()) {
    if (part.type === 'file') {
      // Every file part is read to its end; only the first `file`/`files` part is used.
      const data = await part.toBuffer();
      if (!file && (part.fieldname === 'file' || part.fieldname === 'files')) file = data;
    } else {
      fields[part.fieldname] = String(part.value);
    }
  }
  return { fields, file };
}

/** Rows of the upload as values of `attributes`, each with its problems; refusals for a file that is not one. */
async function readImportRows(request: FastifyRequest, file: Buffer | undefined, attributes: readonly FormAttribute[], columnLabels: readonly OutputFieldItem[], lang: Lang) {
  if (!file) throw fail(request, 400, 'importFileMissing');
  const sheet = await readFirstSheet(file);
  if (!sheet) throw fail(request, 400, 'importBadFile');
  const columns = matchColumns(sheet.headers, attributes, columnLabels);
  if (!columns.some(Boolean)) throw fail(request, 400, 'importNoHeader');
  if (sheet.rows.length === 0) throw fail(request, 400, 'importNoRows');
  if (sheet.rows.length > MAX_IMPORT_ROWS) throw fail(request, 400, 'importTooMany', { max: MAX_IMPORT_ROWS });
  return sheet.rows.map(({ rowNumber, cells }) => {
    const values: RecordData = {};
    const problems: string[] = [];
    columns.forEach((attribute, index) => {
      if (!attribute) return;
      const converted = fromCell(attribute, cells[index], lang);
      if (converted.ok) values[attribute.name] = converted.value;
      else problems.push(converted.message);
    });
    return { rowNumber, values, problems };
  });
}

function report(request: FastifyRequest, rows: ImportRowResult[]) {
  const succeeded = rows.filter((row) => row.ok).length;
  const value: ImportReport = { total: rows.length, succeeded, failed: rows.length - succeeded, rows };
  return { state: true, message: areaText(request, 'importDone', { succeeded, failed: value.failed }), value };
}

export function registerXlsxRoutes(app: FastifyInstance, context: AreaContext) {
  const { db } = context;
  const base = '/form/dataTemplate/v1';

  /** Rows of an export: every row, the filtered ones, or the chosen ids — in the list's order, at most MAX_EXPORT_ROWS. */
  const exportRows = (request: FastifyRequest, template: StoredTemplate, type: ExportType, filter: QueryFilter | undefined, ids: unknown): ListRow[] => {
    const querys = type === 'filter' ? filter?.querys : undefined;
    const sorter = filter?.sorter;
    const selected = type === 'select' ? idList(request, ids) : undefined;
    const extra = selected ? { where: `id IN (${selected.map(() => '?').join(', ')})`, params: selected } : undefined;
    const rows: ListRow[] = [];
    for (let page = 1; rows.length < MAX_EXPORT_ROWS; page += 1) {
      const answer = listRecords(request, context, template, { querys, sorter, pageBean: { page, pageSize: EXPORT_PAGE } }, extra);
      rows.push(...answer.rows);
      if (answer.rows.length < EXPORT_PAGE) break;
    }
    return rows.slice(0, MAX_EXPORT_ROWS);
  };

  app.post<{ Body: { templateId: string; getType?: ExportType; ids?: string[]; queryFilter?: QueryFilter } }>(
    `${base}/export`,
    {
      schema: {
        body: {
          type: 'object',
          required: ['templateId'],
          properties: {
            templateId: text(64),
            getType: { enum: ['all', 'filter', 'select'] },
            ids: { type: 'array', maxItems: 1000, items: { type: 'string', maxLength: 64 } },
            queryFilter: queryFilterSchema,
          },
        },
      },
    },
    async (request, reply) => {
      const template = requireTemplate(request, context, request.body.templateId);
      requireAction(request, template, 'export');
      const form = requireTemplateForm(request, context, template);
      const lang = langOf(request);
      const attributes = new Map(form.main.attributes.map((attribute) => [attribute.name, attribute]));
      const fields = (template.fields.exports.length ? template.fields.exports : template.fields.display).filter((field) => attributes.has(field.name));
      const rows = exportRows(request, template, request.body.getType ?? 'all', request.body.queryFilter, request.body.ids);
      const name = templateName(template, lang);
      const bytes = await buildWorkbook(
        name,
        fields.map((field) => ({ header: localizedText(field.desc, lang) })),
        rows.map((row) => fields.map((field) => toCell(attributes.get(field.name), row[field.name], lang))),
      );
      return sendXlsx(reply, exportFileName(name), bytes);
    },
  );

  app.get<{ Querystring: { templateId: string } }>(
    `${base}/downloadMainTempFile`,
    { schema: { querystring: { type: 'object', required: ['templateId'], properties: { templateId: text(64) } } } },
    async (request, reply) => {
      const template = requireTemplate(request, context, request.query.templateId);
      requireAction(request, template, 'import');
      const form = requireTemplateForm(request, context, template);
      const lang = langOf(request);
      const columns = importableAttributes(form, form.main.name, form.main.attributes).map((attribute) => ({ header: attributeLabel(attribute, lang) }));
      const bytes = await buildWorkbook(areaText(request, 'importTemplateSheet'), columns, []);
      return sendXlsx(reply, exportFileName(`${templateName(template, lang)}-${areaText(request, 'importTemplateSheet')}`), bytes);
    },
  );

  app.post(`${base}/tImportMain`, async (request) => {
    const { fields, file } = await readUpload(request);
    const template = requireTemplate(request, context, fields.templateId ?? '');
    requireAction(request, template, 'import');
    const form = requireTemplateForm(request, context, template);
    const lang = langOf(request);
    const { tenantId } = sessionOf(request);
    const columnLabels = [...template.fields.exports, ...template.fields.display];
    const rows = await readImportRows(request, file, importableAttributes(form, form.main.name, form.main.attributes), columnLabels, lang);
    const results = db.transaction(() =>
      rows.map(({ rowNumber, values, problems }): ImportRowResult => {
        // Rows are checked one after the other against what is stored, so a file cannot repeat a unique value either.
        const messages = problems.length > 0 ? problems : checkRecord(db, form, lang, { tenantId }, values);
        if (messages.length > 0) return { row: rowNumber, ok: false, messages };
        return { row: rowNumber, ok: true, id: writeRecord(db, tenantId, form.definition.boAlias, values) };
      }),
    )();
    return report(request, results);
  });

  /** A record of the template with its form's sub entity, within the caller's scope. */
  const subTarget = (request: FastifyRequest, templateId: string, id: string, subEntName: string) => {
    const template = requireTemplate(request, context, templateId);
    const form = requireTemplateForm(request, context, template);
    const record = readScopedRecord(request, context, template, id);
    const rows = subRows(request, form, record, subEntName);
    const entity = form.subs.find((candidate) => candidate.name === subEntName)!;
    return { template, form, record, rows, entity };
  };

  app.post<{ Body: { templateId: string; id: string; subEntName: string } }>(
    `${base}/exportSub`,
    { schema: { body: { type: 'object', required: ['templateId', 'id', 'subEntName'], properties: { templateId: text(64), id: text(64), subEntName: text(64) } } } },
    async (request, reply) => {
      const { template, rows, entity } = subTarget(request, request.body.templateId, request.body.id, request.body.subEntName);
      requireAction(request, template, 'export');
      const lang = langOf(request);
      const name = `${templateName(template, lang)}-${localizedText(entity.label, lang)}`;
      const bytes = await buildWorkbook(
        localizedText(entity.label, lang),
        entity.attributes.map((attribute) => ({ header: attributeLabel(attribute, lang) })),
        rows.map((row) => entity.attributes.map((attribute) => toCell(attribute, row[attribute.name], lang))),
      );
      return sendXlsx(reply, exportFileName(name), bytes);
    },
  );

  app.post(`${base}/importSub`, async (request) => {
    const { fields, file } = await readUpload(request);
    const { template, form, record, rows: existing, entity } = subTarget(request, fields.templateId ?? '', fields.id ?? '', fields.subEntName ?? '');
    requireAction(request, template, 'edit');
    const lang = langOf(request);
    const { tenantId } = sessionOf(request);
    const rows = await readImportRows(request, file, importableAttributes(form, entity.name, entity.attributes), [], lang);
    const key = `sub_${entity.name}`;
    const accepted: RecordData[] = [];
    const results = rows.map(({ rowNumber, values, problems }): ImportRowResult => {
      // Each row is checked as the only row of the table, so its messages are its own.
      const messages = problems.length > 0 ? problems : checkRecord(db, form, lang, { tenantId, id: fields.id }, { ...record, [key]: [values] });
      if (messages.length > 0) return { row: rowNumber, ok: false, messages };
      accepted.push(values);
      return { row: rowNumber, ok: true };
    });
    if (accepted.length > 0) writeRecord(db, tenantId, form.definition.boAlias, { ...record, [key]: [...existing, ...accepted] }, fields.id);
    return report(request, results);
  });
}

// Data-template calls of the form host (spec 03-portal §7, contract notes §2.11, docs/dataTemplate.md) and the
// portal's DataTemplateSource built from them (APP_SOURCES.dataTemplate). The source's calls are quiet — the
// view shows each error where it happened — and reject with the request layer's localized message.
import type {
  DataTemplateDefinition,
  DataTemplateSource,
  DraftDetail,
  DraftSummary,
  ExportType,
  FormDefinition,
  FormPermissionMap,
  ImportReport,
  ListPage,
  ListRow,
  SubEntity,
  TemplateQueryFilter,
} from '../../renderers';
import { request, unwrap, type ApiResult, type CallOptions } from './http';
import type { CommonResult, PageList, QueryFilter } from './types';

const BASE = '${form}/form/dataTemplate/v1';
const path = (segment: string) => `${BASE}/${segment}`;
const encode = encodeURIComponent;

export type RecordData = Record<string, unknown>;

/** GET getBpmDataTemplateInfo?alias → CommonResult with the template; an unknown alias is state false (HTTP 200). */
export function getBpmDataTemplateInfo(alias: string, options?: CallOptions): Promise<ApiResult<CommonResult<DataTemplateDefinition>>> {
  return request<CommonResult<DataTemplateDefinition>>({ url: path('getBpmDataTemplateInfo'), params: { alias, needDisplayFileds: true }, ...options });
}

/** A template as an entry to another page: the online forms (its add form) or the import page. */
export interface TemplateEntry {
  id: string;
  alias: string;
  name: string;
  formKey: string;
  boAlias: string;
}

/** GET getOnlineFormList → the templates with an add button and a form, named in the caller's language (docs/flow.md). */
export function getOnlineFormList(options?: CallOptions): Promise<ApiResult<TemplateEntry[]>> {
  return request<TemplateEntry[]>({ url: path('getOnlineFormList'), ...options });
}

/** GET getImportTemplateList → the templates with an import button and a form (docs/dataTemplate.md "Import page"). */
export function getImportTemplateList(options?: CallOptions): Promise<ApiResult<TemplateEntry[]>> {
  return request<TemplateEntry[]>({ url: path('getImportTemplateList'), ...options });
}

export interface TemplateListBody {
  templateId: string;
  queryFilter: QueryFilter | TemplateQueryFilter;
  isJoinFlow?: boolean;
  taskType?: string;
  defKey?: string;
}

/** POST listJson (or listJsonForSecret for the fixed secret template) → PageList of rows. */
export function listTemplateRows(body: TemplateListBody, secret: boolean, options?: CallOptions): Promise<ApiResult<PageList<ListRow>>> {
  return request<PageList<ListRow>>({ url: path(secret ? 'listJsonForSecret' : 'listJson'), method: 'POST', data: body, ...options });
}

/** The answer of getForm: `result` is true, or "formEmpty" when the template has no usable form. */
export interface TemplateFormAnswer {
  result: true | 'formEmpty';
  /** definition: Flowdesk's own; formHtml: a real backend's generated template (used when there is no definition). */
  form?: { id: string; formKey: string; name: string; desc: string; formType: string; type: string; definition?: FormDefinition; formHtml?: string };
  permission?: FormPermissionMap;
  data?: Record<string, RecordData>;
}

/** GET getForm/{formKey}/{boAlias}?templateKey&id&action */
export function getTemplateForm(
  query: { formKey: string; boAlias: string; templateKey: string; action: 'add' | 'edit' | 'get'; id?: string },
  options?: CallOptions,
): Promise<ApiResult<TemplateFormAnswer>> {
  const { formKey, boAlias, ...params } = query;
  return request<TemplateFormAnswer>({ url: path(`getForm/${encode(formKey)}/${encode(boAlias)}`), params, ...options });
}

/** POST boSave/{boAlias}?delDraftId — body `{templateKey, <boAlias>: {...}}` → CommonResult with the record id. */
export function boSave(boAlias: string, body: { templateKey: string } & Record<string, unknown>, delDraftId?: string, options?: CallOptions): Promise<ApiResult<CommonResult<string>>> {
  return request<CommonResult<string>>({ url: path(`boSave/${encode(boAlias)}`), method: 'POST', params: delDraftId ? { delDraftId } : undefined, data: body, ...options });
}

/** DELETE boDel/{boAlias}?ids&templateKey */
export function boDel(boAlias: string, templateKey: string, ids: readonly string[], options?: CallOptions): Promise<ApiResult<CommonResult<number>>> {
  return request<CommonResult<number>>({ url: path(`boDel/${encode(boAlias)}`), method: 'DELETE', params: { templateKey, ids: ids.join(',') }, ...options });
}

/** POST boBatchUpdate/{boAlias} — `{templateKey, ids, data}` */
export function boBatchUpdate(boAlias: string, body: { templateKey: string; ids: readonly string[]; data: RecordData }, options?: CallOptions): Promise<ApiResult<CommonResult<number>>> {
  return request<CommonResult<number>>({ url: path(`boBatchUpdate/${encode(boAlias)}`), method: 'POST', data: body, ...options });
}

/** POST boSaveDraft — `{templateKey, draftId?, <boAlias>: {...}}` → CommonResult with the draft id. */
export function boSaveDraft(body: { templateKey: string; draftId?: string } & Record<string, unknown>, options?: CallOptions): Promise<ApiResult<CommonResult<string>>> {
  return request<CommonResult<string>>({ url: path('boSaveDraft'), method: 'POST', data: body, ...options });
}

/** POST getMyDraftList — QueryFilter (querys on templateKey, subject) → PageList of the user's drafts. */
export function getMyDraftList(filter: QueryFilter, options?: CallOptions): Promise<ApiResult<PageList<DraftSummary>>> {
  return request<PageList<DraftSummary>>({ url: path('getMyDraftList'), method: 'POST', data: filter, ...options });
}

/** GET getTempDraftData/{id} → the draft with its data. */
export function getTempDraftData(id: string, options?: CallOptions): Promise<ApiResult<DraftDetail>> {
  return request<DraftDetail>({ url: path(`getTempDraftData/${encode(id)}`), ...options });
}

/** DELETE removeTempDraft?ids */
export function removeTempDraft(ids: readonly string[], options?: CallOptions): Promise<ApiResult<CommonResult<number>>> {
  return request<CommonResult<number>>({ url: path('removeTempDraft'), method: 'DELETE', params: { ids: ids.join(',') }, ...options });
}

/** POST dataList_{alias} → CommonResult with the list template's html. */
export function getDataListHtml(alias: string, options?: CallOptions): Promise<ApiResult<CommonResult<string>>> {
  return request<CommonResult<string>>({ url: path(`dataList_${encode(alias)}`), method: 'POST', data: {}, ...options });
}

/** GET getSubData?templateId&id&subEntName → the record's sub-table rows. */
export function getSubData(query: { templateId: string; id: string; subEntName: string }, options?: CallOptions): Promise<ApiResult<ListRow[]>> {
  return request<ListRow[]>({ url: path('getSubData'), params: { ...query }, ...options });
}

/** POST getSubDataPagination — `{templateId, id, subEntName, queryFilter: {pageBean}}` → PageList. */
export function getSubDataPagination(body: { templateId: string; id: string; subEntName: string; queryFilter: QueryFilter }, options?: CallOptions): Promise<ApiResult<PageList<ListRow>>> {
  return request<PageList<ListRow>>({ url: path('getSubDataPagination'), method: 'POST', data: body, ...options });
}

/** GET ${form}/form/form/v1/getSubEntsByFormKey?formKey → the form's sub entities with their columns. */
export function getSubEntsByFormKey(formKey: string, options?: CallOptions): Promise<ApiResult<SubEntity[]>> {
  return request<SubEntity[]>({ url: '${form}/form/form/v1/getSubEntsByFormKey', params: { formKey }, ...options });
}

/** POST export — all, filtered (queryFilter) or selected (ids) rows as .xlsx; the request layer saves the file. */
export function exportTemplate(body: { templateId: string; getType: ExportType; ids?: readonly string[]; queryFilter?: QueryFilter | TemplateQueryFilter }, options?: CallOptions): Promise<ApiResult<Blob>> {
  return request<Blob>({ url: path('export'), method: 'POST', data: body, responseType: 'blob', ...options });
}

/** GET downloadMainTempFile?templateId — the import template (.xlsx). */
export function downloadMainTempFile(templateId: string, options?: CallOptions): Promise<ApiResult<Blob>> {
  return request<Blob>({ url: path('downloadMainTempFile'), params: { templateId }, responseType: 'blob', ...options });
}

/** POST tImportMain — multipart `templateId` + `file` → CommonResult with the per-row report. */
export function importMain(templateId: string, file: File, options?: CallOptions): Promise<ApiResult<CommonResult<ImportReport>>> {
  const form = new FormData();
  form.append('templateId', templateId);
  form.append('file', file, file.name);
  return request<CommonResult<ImportReport>>({ url: path('tImportMain'), method: 'POST', data: form, ...options });
}

/** POST exportSub — one record's sub-table as .xlsx. */
export function exportSub(body: { templateId: string; id: string; subEntName: string }, options?: CallOptions): Promise<ApiResult<Blob>> {
  return request<Blob>({ url: path('exportSub'), method: 'POST', data: body, responseType: 'blob', ...options });
}

/** POST importSub — multipart `templateId`, `id`, `subEntName`, `file` → CommonResult with the per-row report. */
export function importSub(fields: { templateId: string; id: string; subEntName: string }, file: File, options?: CallOptions): Promise<ApiResult<CommonResult<ImportReport>>> {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  form.append('file', file, file.name);
  return request<CommonResult<ImportReport>>({ url: path('importSub'), method: 'POST', data: form, ...options });
}

const QUIET: CallOptions = { quiet: true };
/** List and sub-table pages may be asked side by side (the view drops stale answers itself). */
const QUIET_PARALLEL: CallOptions = { quiet: true, allowDuplicate: true };

/** The message of a write, or '' (the view then says "done"). */
const messageOf = (answer: CommonResult<unknown>) => answer.message ?? '';

export function createAppDataTemplateSource(): DataTemplateSource {
  return {
    listRows: ({ templateId, secret, queryFilter, flow }) =>
      unwrap(listTemplateRows({ templateId, queryFilter, ...flow }, secret, QUIET_PARALLEL)) as Promise<ListPage<ListRow>>,
    getForm: async ({ templateKey, formKey, boAlias, action, id }) => {
      const answer = await unwrap(getTemplateForm({ formKey, boAlias, templateKey, action, ...(id ? { id } : {}) }, QUIET));
      if (answer.result !== true || !answer.form || !answer.permission) return null;
      return { definition: answer.form.definition, formHtml: answer.form.formHtml, permission: answer.permission, data: answer.data ?? {} };
    },
    saveRecord: async ({ templateKey, boAlias, data, delDraftId }) => {
      const answer = await unwrap(boSave(boAlias, { templateKey, ...data }, delDraftId, QUIET));
      return { id: String(answer.value ?? ''), message: messageOf(answer) };
    },
    removeRecords: async ({ templateKey, boAlias, ids }) => ({ message: messageOf(await unwrap(boDel(boAlias, templateKey, ids, QUIET))) }),
    batchUpdate: async ({ templateKey, boAlias, ids, data }) => ({ message: messageOf(await unwrap(boBatchUpdate(boAlias, { templateKey, ids, data }, QUIET))) }),
    saveDraft: async ({ templateKey, data, draftId }) => {
      const answer = await unwrap(boSaveDraft({ templateKey, ...(draftId ? { draftId } : {}), ...data }, QUIET));
      return { id: String(answer.value ?? ''), message: messageOf(answer) };
    },
    listDrafts: ({ templateKey, page, pageSize }) =>
      unwrap(getMyDraftList({ pageBean: { page, pageSize, showTotal: true }, querys: [{ property: 'templateKey', value: templateKey, operation: 'EQUAL' }] }, QUIET)),
    getDraft: (id) => unwrap(getTempDraftData(id, QUIET)),
    removeDrafts: async (ids) => ({ message: messageOf(await unwrap(removeTempDraft(ids, QUIET))) }),
    subEntities: (formKey) => unwrap(getSubEntsByFormKey(formKey, QUIET_PARALLEL)),
    subRows: ({ templateId, id, subEntName, page, pageSize }) =>
      unwrap(getSubDataPagination({ templateId, id, subEntName, queryFilter: { pageBean: { page, pageSize, showTotal: true } } }, QUIET_PARALLEL)),
    exportRows: async (body) => {
      await unwrap(exportTemplate(body, QUIET));
    },
    downloadImportTemplate: async (templateId) => {
      await unwrap(downloadMainTempFile(templateId, QUIET));
    },
    importRows: async ({ templateId, file }) => {
      const answer = await unwrap(importMain(templateId, file, QUIET));
      return { report: answer.value ?? { total: 0, succeeded: 0, failed: 0, rows: [] }, message: messageOf(answer) };
    },
  };
}

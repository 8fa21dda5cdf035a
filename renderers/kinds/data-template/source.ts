// The data calls the data-template renderer needs (contract notes §2.11, docs/dataTemplate.md). The portal
// implements them with its request layer (src/api/dataTemplate.ts, src/engine/sources.ts); replay answers from
// recorded answers (./recordedSource.ts). Every call rejects with an Error whose message can be shown.
import type { ListPage, ListRow } from '../../list/columns';
import type { FormDefinition, FormPermissionMap } from '../form/definition';
import type { TemplateQueryFilter } from './query';

export type RecordData = Record<string, unknown>;

export interface ListRowsRequest {
  templateId: string;
  /** true → listJsonForSecret */
  secret: boolean;
  queryFilter: TemplateQueryFilter;
  /** Flow-joined previews (template/preview/:key/:taskType/:defKey/:isJoinFlow). */
  flow?: { taskType?: string; defKey?: string; isJoinFlow?: boolean };
}

export type FormAction = 'add' | 'edit' | 'get';

/** getForm/{formKey}/{boAlias}: the form definition, the permission for the action and the record (with its id). */
export interface TemplateForm {
  /** Flowdesk's own definition; a real backend sends the generated template `formHtml` instead. */
  definition?: FormDefinition;
  formHtml?: string;
  permission: FormPermissionMap;
  /** `{ <boAlias>: { …, id? } }`; an empty object for a new record. */
  data: Record<string, RecordData>;
}

// Type aliases (not interfaces), so that drafts are list rows.
export type DraftSummary = {
  id: string;
  templateKey: string;
  templateName: string;
  subject: string;
  createTime: string;
  updateTime: string;
};

export type DraftDetail = DraftSummary & {
  data: Record<string, RecordData>;
};

export interface SubEntity {
  name: string;
  desc: string;
  attributes: { name: string; desc: string; options?: { value: string | number; label: string }[] }[];
}

export interface ImportReport {
  total: number;
  succeeded: number;
  failed: number;
  rows: { row: number; ok: boolean; id?: string; messages?: string[] }[];
}

export type ExportType = 'all' | 'filter' | 'select';

export interface DataTemplateSource {
  listRows(request: ListRowsRequest): Promise<ListPage<ListRow>>;
  /** Resolves null when the template has no usable form ("formEmpty"). */
  getForm(request: { templateKey: string; formKey: string; boAlias: string; action: FormAction; id?: string }): Promise<TemplateForm | null>;
  /** boSave/{boAlias}: a record with an id is updated. Resolves the id and the server's message. */
  saveRecord(request: { templateKey: string; boAlias: string; data: RecordData; delDraftId?: string }): Promise<{ id: string; message: string }>;
  removeRecords(request: { templateKey: string; boAlias: string; ids: readonly string[] }): Promise<{ message: string }>;
  batchUpdate(request: { templateKey: string; boAlias: string; ids: readonly string[]; data: RecordData }): Promise<{ message: string }>;
  saveDraft(request: { templateKey: string; boAlias: string; data: RecordData; draftId?: string }): Promise<{ id: string; message: string }>;
  listDrafts(request: { templateKey: string; page: number; pageSize: number }): Promise<ListPage<DraftSummary>>;
  getDraft(id: string): Promise<DraftDetail>;
  removeDrafts(ids: readonly string[]): Promise<{ message: string }>;
  subEntities(formKey: string): Promise<SubEntity[]>;
  subRows(request: { templateId: string; id: string; subEntName: string; page: number; pageSize: number }): Promise<ListPage<ListRow>>;
  /** Saves the .xlsx file (the host's download). */
  exportRows(request: { templateId: string; getType: ExportType; ids?: readonly string[]; queryFilter?: TemplateQueryFilter }): Promise<void>;
  downloadImportTemplate(templateId: string): Promise<void>;
  importRows(request: { templateId: string; file: File }): Promise<{ report: ImportReport; message: string }>;
}

const METHODS: readonly (keyof DataTemplateSource)[] = [
  'listRows', 'getForm', 'saveRecord', 'removeRecords', 'batchUpdate', 'saveDraft', 'listDrafts', 'getDraft', 'removeDrafts',
  'subEntities', 'subRows', 'exportRows', 'downloadImportTemplate', 'importRows',
];

export function isDataTemplateSource(value: unknown): value is DataTemplateSource {
  return typeof value === 'object' && value !== null && METHODS.every((method) => typeof (value as Record<string, unknown>)[method] === 'function');
}

// A data-template source answering from recorded answers (replay: fixtures/dataTemplate/answers/<name>.json),
// no server. Searching, sorting and paging apply to the recorded rows as the dialog's recorded source applies
// them; saves, deletes, batch updates and drafts change an in-memory copy for the session. Files (export,
// import) need the server and are refused with a message.
import type { ListPage, ListRow } from '../../list/columns';
import { normalizeLocale } from '../../messages';
import type { FormDefinition, FormPermissionMap } from '../form/definition';
import { createRecordedDialogSource } from '../dialog/recordedSource';
import { formatDataTemplateMessage } from './messages';
import type { DataTemplateSource, DraftDetail, RecordData, SubEntity } from './source';

export interface RecordedDataTemplateAnswers {
  /** listJson rows (id and the declared fields) */
  rows?: ListRow[];
  /** getForm: the definition with the permission of add/edit, and the permission of "get" */
  form?: { definition: FormDefinition; permission: FormPermissionMap; readPermission?: FormPermissionMap };
  /** the whole record of each recorded row (sub_ tables included), by id */
  records?: Record<string, RecordData>;
  subEntities?: SubEntity[];
  drafts?: DraftDetail[];
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
/** The page's language, read when a message is made (the source itself is language-free). */
const pageLocale = () => normalizeLocale(typeof document === 'undefined' ? undefined : document.documentElement.lang);
const refuse = (key: 'dt.replayNoFiles' | 'dt.replayNoRecord') => Promise.reject(new Error(formatDataTemplateMessage(key, {}, pageLocale())));
const now = () => new Date().toISOString().slice(0, 19).replace('T', ' ');

function pageOf<Row>(rows: readonly Row[], page: number, pageSize: number): ListPage<Row> {
  return { rows: rows.slice((page - 1) * pageSize, page * pageSize), total: rows.length, page, pageSize };
}

export function createRecordedDataTemplateSource(answers: unknown): DataTemplateSource {
  const recorded: RecordedDataTemplateAnswers = isRecord(answers) ? answers : {};
  let rows: ListRow[] = [...(recorded.rows ?? [])];
  const records = new Map<string, RecordData>(Object.entries(recorded.records ?? {}));
  const drafts = new Map<string, DraftDetail>((recorded.drafts ?? []).map((draft) => [draft.id, draft]));
  let sequence = 0;
  const nextId = (prefix: string) => `${prefix}-${(sequence += 1)}`;
  const shownFields = () => [...new Set(rows.flatMap((row) => Object.keys(row)))];

  return {
    listRows: ({ queryFilter }) => createRecordedDialogSource({ rows }).getListData('', queryFilter),
    getForm: ({ boAlias, action, id }) => {
      if (!recorded.form) return Promise.resolve(null);
      const record = id === undefined ? {} : records.get(id);
      if (!record) return refuse('dt.replayNoRecord');
      const permission = action === 'get' ? (recorded.form.readPermission ?? recorded.form.permission) : recorded.form.permission;
      return Promise.resolve({ definition: recorded.form.definition, permission, data: { [boAlias]: id === undefined ? {} : { ...record, id } } });
    },
    saveRecord: ({ boAlias, data, delDraftId }) => {
      const record = { ...(data[boAlias] as RecordData) };
      const id = typeof record.id === 'string' && record.id ? record.id : nextId('replay');
      delete record.id;
      records.set(id, record);
      const row: Record<string, unknown> = { id };
      for (const field of shownFields()) if (field !== 'id') row[field] = record[field] ?? '';
      rows = rows.some((existing) => existing.id === id) ? rows.map((existing) => (existing.id === id ? row : existing)) : [row, ...rows];
      if (delDraftId) drafts.delete(delDraftId);
      return Promise.resolve({ id, message: '' });
    },
    removeRecords: ({ ids }) => {
      rows = rows.filter((row) => !ids.includes(String(row.id)));
      for (const id of ids) records.delete(id);
      return Promise.resolve({ message: '' });
    },
    batchUpdate: ({ ids, data }) => {
      rows = rows.map((row) => (ids.includes(String(row.id)) ? { ...row, ...data } : row));
      for (const id of ids) if (records.has(id)) records.set(id, { ...records.get(id), ...data });
      return Promise.resolve({ message: '' });
    },
    saveDraft: ({ templateKey, data, draftId }) => {
      const id = draftId && drafts.has(draftId) ? draftId : nextId('draft');
      const time = now();
      const subject = String(Object.values(Object.values(data)[0] ?? {}).find((value) => typeof value === 'string' && value.trim() !== '') ?? templateKey);
      drafts.set(id, { id, templateKey, templateName: templateKey, subject, createTime: drafts.get(id)?.createTime ?? time, updateTime: time, data: data as DraftDetail['data'] });
      return Promise.resolve({ id, message: '' });
    },
    listDrafts: ({ templateKey, page, pageSize }) => {
      const mine = [...drafts.values()].filter((draft) => draft.templateKey === templateKey).map(({ data: _data, ...summary }) => summary);
      return Promise.resolve(pageOf(mine, page, pageSize));
    },
    getDraft: (id) => (drafts.has(id) ? Promise.resolve(drafts.get(id)!) : refuse('dt.replayNoRecord')),
    removeDrafts: (ids) => {
      for (const id of ids) drafts.delete(id);
      return Promise.resolve({ message: '' });
    },
    subEntities: () => Promise.resolve(recorded.subEntities ?? []),
    subRows: ({ id, subEntName, page, pageSize }) => {
      const subRows = records.get(id)?.[`sub_${subEntName}`];
      return Promise.resolve(pageOf(Array.isArray(subRows) ? (subRows as ListRow[]) : [], page, pageSize));
    },
    exportRows: () => refuse('dt.replayNoFiles'),
    downloadImportTemplate: () => refuse('dt.replayNoFiles'),
    importRows: () => refuse('dt.replayNoFiles'),
  };
}

// Which attachments of a process form can go to the AI contract review (spec 01-foundation §5).
import type { FormDefinition } from '../../../../renderers';
import type { AttachmentFile } from '../../../components/attachments';

/** Spec §5. The server keeps its own copy (server/areas/contractReview/routes.ts) and refuses the others. */
export const REVIEWABLE_EXTENSIONS: readonly string[] = ['doc', 'pdf', 'docx', 'xlsx', 'xls', 'ppt', 'pptx', 'txt', 'md'];

const EXTENSION = /\.([A-Za-z0-9]{1,10})$/;

/** Whether a file of this name may be reviewed (by its extension, in any case). */
export function qualifies(name: string): boolean {
  const extension = EXTENSION.exec(name.trim())?.[1].toLowerCase();
  return extension !== undefined && REVIEWABLE_EXTENSIONS.includes(extension);
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const idText = (value: unknown) => (typeof value === 'string' && value !== '') || typeof value === 'number' ? String(value) : undefined;
const nameText = (value: unknown) => (typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined);

/**
 * One stored file: the upload widget's {fileId, fileName}, or {id, name} as news and meetings keep them. User and
 * organisation selectors store {id, name} too, so that form counts only with a file name (one with an extension).
 */
function attachmentOf(entry: unknown): AttachmentFile | undefined {
  if (!isRecord(entry)) return undefined;
  const uploadId = idText(entry.fileId);
  const uploadName = nameText(entry.fileName);
  if (uploadId && uploadName) return { id: uploadId, name: uploadName };
  const id = idText(entry.id);
  const name = nameText(entry.name);
  return id && name && EXTENSION.test(name) ? { id, name } : undefined;
}

/** A list whose every entry is a file; undefined for anything else (rows of a sub-table, selections…). */
function fileList(entries: readonly unknown[]): AttachmentFile[] | undefined {
  if (entries.length === 0) return undefined;
  const files = entries.map(attachmentOf);
  return files.every((file) => file !== undefined) ? (files as AttachmentFile[]) : undefined;
}

function parsedList(text: string): unknown[] | undefined {
  if (!text.trimStart().startsWith('[')) return undefined;
  try {
    const parsed: unknown = JSON.parse(text);
    return Array.isArray(parsed) ? parsed : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The attachments anywhere in a form's business-object data: arrays of files, or their JSON text, in main fields
 * and in sub-table rows at any depth; each file once. (parseAttachments of src/components reads a field known to
 * hold attachments; here every value is a guess, so a list counts only when each entry is a file.)
 */
export function attachmentsOf(data: unknown): AttachmentFile[] {
  const found = new Map<string, AttachmentFile>();
  const visit = (value: unknown): void => {
    const list = typeof value === 'string' ? parsedList(value) : Array.isArray(value) ? value : undefined;
    if (list) {
      const files = fileList(list);
      if (files) files.forEach((file) => found.has(file.id) || found.set(file.id, file));
      else list.forEach(visit);
    } else if (isRecord(value)) {
      Object.values(value).forEach(visit);
    }
  };
  visit(data);
  return [...found.values()];
}

/** Whether a form can hold attachments at all (an upload field, also in a sub-table): the review is offered then. */
export function formTakesAttachments(definition: FormDefinition | undefined): boolean {
  return definition?.entities.some((entity) => entity.attributes.some((attribute) => attribute.control === 'upload')) ?? false;
}

// The product family's own value shapes (what its backend stores and its front end, hotent-ui, writes), read
// and written by the widgets so that data keeps that shape whether the form came as a definition or as formHtml:
// - checkboxes: the chosen keys joined by commas ('team,pay'); nothing chosen is '';
// - attachments: the JSON text of hotent-ui's file items, [{name, size, type, status, uid, response: {fileId,
//   fileName, size}}] (HtFile's v-model); no file is '';
// - user, organization and dialog selectors: the display names joined by commas in the field itself and, when
//   the control binds one (`config.id`), the ids joined the same way in another field.
import type { SelectedItem, UploadedFile } from './context';

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const text = (value: unknown): string => (typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '');

/** 'a, b,,c' → ['a', 'b', 'c']; an array (older data) is read as the keys it lists. */
export function splitKeys(value: unknown): string[] {
  if (Array.isArray(value)) return value.map(text).filter((key) => key !== '');
  return text(value)
    .split(',')
    .map((key) => key.trim())
    .filter((key) => key !== '');
}

export function joinKeys(keys: readonly unknown[]): string {
  return keys.map(text).filter((key) => key !== '').join(',');
}

/** One attachment of a stored value: hotent-ui's item (the id in `response.fileId`) or this theme's older {fileId, fileName, size}. */
function attachmentOf(item: unknown): UploadedFile | undefined {
  if (!isObject(item)) return undefined;
  const response = isObject(item.response) ? item.response : {};
  const fileId = text(response.fileId) || text(item.fileId) || text(item.id);
  if (!fileId) return undefined;
  const size = Number(item.size ?? response.size);
  return { fileId, fileName: text(item.name) || text(response.fileName) || text(item.fileName), size: Number.isFinite(size) ? size : 0 };
}

/** The attachments of a stored value (JSON text or an array); anything unreadable is no attachment. */
export function readAttachments(value: unknown): UploadedFile[] {
  let items: unknown = value;
  if (typeof value === 'string') {
    if (value.trim() === '') return [];
    try {
      items = JSON.parse(value);
    } catch {
      return [];
    }
  }
  if (!Array.isArray(items)) return [];
  return items.flatMap((item) => attachmentOf(item) ?? []);
}

const extensionOf = (name: string): string => (name.includes('.') ? name.slice(name.lastIndexOf('.') + 1).toLowerCase() : '');

/** The value hotent-ui stores for these attachments: its items' JSON text, '' for none. */
export function writeAttachments(files: readonly UploadedFile[]): string {
  if (files.length === 0) return '';
  return JSON.stringify(
    files.map((file) => ({
      name: file.fileName,
      size: file.size,
      type: extensionOf(file.fileName),
      status: 'success',
      uid: file.fileId,
      response: { fileId: file.fileId, fileName: file.fileName, size: file.size },
    })),
  );
}

/** The selection a names value and its bound ids stand for: the i-th name with the i-th id (the name when there is none). */
export function readSelection(names: unknown, ids: unknown): SelectedItem[] {
  const idList = splitKeys(ids);
  return splitKeys(names).map((name, index) => ({ id: idList[index] ?? name, name }));
}

/** The names value and the ids value of a selection. */
export function writeSelection(items: readonly SelectedItem[]): { names: string; ids: string } {
  return { names: joinKeys(items.map((item) => item.name)), ids: joinKeys(items.map((item) => item.id)) };
}

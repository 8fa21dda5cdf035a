// Attachments as the server stores them on news, meetings and forms: JSON of [{id, name}] (news `file`, also
// called ffj; meetings `fj`); anything else is no attachments.
export interface AttachmentFile {
  id: string;
  name: string;
}

export function parseAttachments(file: string | undefined | null): AttachmentFile[] {
  if (!file) return [];
  try {
    const parsed: unknown = JSON.parse(file);
    if (!Array.isArray(parsed)) return [];
    return parsed.flatMap((entry) => {
      if (!entry || typeof entry !== 'object') return [];
      const { id, name } = entry as { id?: unknown; name?: unknown };
      return typeof id === 'string' || typeof id === 'number' ? [{ id: String(id), name: typeof name === 'string' && name ? name : String(id) }] : [];
    });
  } catch {
    return [];
  }
}

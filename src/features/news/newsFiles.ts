// A news item's attachments: `file` (also called ffj) is JSON of [{id, name}]; anything else is no attachments.
export interface NewsFile {
  id: string;
  name: string;
}

export function parseNewsFiles(file: string | undefined | null): NewsFile[] {
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

/** isUrl arrives as 1, '1', true or 'true'. */
export function isUrlNews(isUrl: unknown): boolean {
  return isUrl === 1 || isUrl === '1' || isUrl === true || isUrl === 'true';
}

// Studio drafts: the edited text and preview data of each source (a fixture, a template, a file …), kept in
// this browser's localStorage so a reload loses nothing. Never sent anywhere.

export interface StudioDraft {
  readonly text: string;
  readonly data: string;
  /** the source's own text and data, to tell a draft from the untouched source and to discard it */
  readonly original: string;
  readonly originalData: string;
}

const PREFIX = 'flowdesk.studio.draft:';
const LAST_KEY = 'flowdesk.studio.last';

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

export function readDraft(sourceKey: string): StudioDraft | null {
  try {
    const raw = storage()?.getItem(PREFIX + sourceKey);
    const draft = raw ? (JSON.parse(raw) as Partial<StudioDraft>) : null;
    if (!draft || typeof draft.text !== 'string' || typeof draft.original !== 'string') return null;
    return { text: draft.text, data: draft.data ?? '', original: draft.original, originalData: draft.originalData ?? '' };
  } catch {
    return null;
  }
}

/** Stores the draft, or removes it when it is the untouched source. A full storage keeps the old draft. */
export function writeDraft(sourceKey: string, draft: StudioDraft): void {
  const store = storage();
  if (!store) return;
  try {
    if (draft.text === draft.original && draft.data === draft.originalData) store.removeItem(PREFIX + sourceKey);
    else store.setItem(PREFIX + sourceKey, JSON.stringify(draft));
    store.setItem(LAST_KEY, sourceKey);
  } catch {
    // quota exceeded: the previous draft stays
  }
}

export function removeDraft(sourceKey: string): void {
  storage()?.removeItem(PREFIX + sourceKey);
}

/** The source the studio showed last, to reopen when it is opened without one. */
export function lastSourceKey(): string | null {
  return storage()?.getItem(LAST_KEY) ?? null;
}

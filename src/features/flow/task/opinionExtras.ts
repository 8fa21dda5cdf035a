// What the opinion box adds to a complete beside the opinion text (docs/flow.md "Opinion attachments",
// "Opinion signature"): attachments (files), body documents (zfiles) and the seal signature.
import type { CompleteAction, CompleteBody, SignatureConfig } from '../../../api/flow';

/** Spec 01-foundation §9: the attachment limit. */
export const OPINION_FILE_LIMIT = 9999;

/** One file of an opinion list: uploading, failed (kept with its file for a retry) or uploaded. */
export type OpinionFileEntry =
  | { key: string; state: 'uploading'; name: string; size: number }
  | { key: string; state: 'failed'; name: string; size: number; file: File; error: string }
  | { key: string; state: 'uploaded'; name: string; size: number; id: string };

export type OpinionFileList = 'files' | 'zfiles';

export interface OpinionExtras {
  files: OpinionFileEntry[];
  zfiles: OpinionFileEntry[];
  /** the user chose to sign with their seal */
  sealSign: boolean;
  sealPassword: string;
}

export const NO_OPINION_EXTRAS: OpinionExtras = { files: [], zfiles: [], sealSign: false, sealPassword: '' };

/** The decisions that are the node's verdict: on a node with an enabled signature they must be signed (as the server checks). */
const SIGNED_DECISIONS: ReadonlySet<CompleteAction> = new Set(['agree', 'oppose']);

const uploadedJson = (entries: readonly OpinionFileEntry[]): string | undefined => {
  const uploaded = entries.flatMap((entry) => (entry.state === 'uploaded' ? [{ id: entry.id, name: entry.name, size: entry.size }] : []));
  return uploaded.length > 0 ? JSON.stringify(uploaded) : undefined;
};

/** The complete body's part: JSON texts of the uploaded files, and the signature when the user signs. */
export function opinionExtrasBody(extras: OpinionExtras, signature: SignatureConfig | undefined): Pick<CompleteBody, 'files' | 'zfiles' | 'sealSign' | 'sealPassword'> {
  const files = uploadedJson(extras.files);
  const zfiles = uploadedJson(extras.zfiles);
  const signing = signature?.status === 'enable' && extras.sealSign;
  return {
    ...(files ? { files } : {}),
    ...(zfiles ? { zfiles } : {}),
    ...(signing ? { sealSign: '1' as const, ...(signature.password ? { sealPassword: extras.sealPassword } : {}) } : {}),
  };
}

/** Why the extras cannot go with `action` yet (a key of the flow namespace), or undefined. */
export function opinionExtrasProblem(extras: OpinionExtras, signature: SignatureConfig | undefined, action: CompleteAction): string | undefined {
  if ([...extras.files, ...extras.zfiles].some((entry) => entry.state === 'uploading')) return 'opinionFiles.stillUploading';
  if (signature?.status !== 'enable') return undefined;
  if (!extras.sealSign) return SIGNED_DECISIONS.has(action) ? 'opinionSeal.required' : undefined;
  return signature.password && !extras.sealPassword ? 'opinionSeal.passwordRequired' : undefined;
}

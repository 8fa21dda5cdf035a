// What a complete carries beside its opinion text (docs/flow.md "Opinion attachments", "Opinion signature"):
// attachments (files) and body documents (zfiles), and the handler's seal. Everything is checked here, before
// the engine's transaction starts, so a refusal leaves the task as it was.
import type { Db } from '../../db/database';
import { verifyPassword } from '../../lib/password';
import type { CompleteAction, OpinionExtras, ProcessContext } from '../../engine/engine';
import { DISABLED_SIGNATURE, type SignatureConfig } from '../../engine/graph';
import { FlowError } from '../../engine/messages';

/** Spec 01-foundation §9: the attachment limit. */
export const OPINION_FILE_LIMIT = 9999;

/** The decisions that are the node's verdict: on a node with an enabled signature they must be signed. */
const SIGNED_DECISIONS: ReadonlySet<string> = new Set<CompleteAction>(['agree', 'oppose']);

export interface OpinionExtrasBody {
  files?: string;
  zfiles?: string;
  /** '1' = sign the opinion with the caller's seal */
  sealSign?: string;
  sealPassword?: string;
}

/** The opinion signature of a node: its fd:signature, else disabled. */
export const signatureAt = (context: Pick<ProcessContext, 'graph'>, nodeId: string): SignatureConfig => context.graph.nodes.get(nodeId)?.signature ?? DISABLED_SIGNATURE;

interface OpinionFile {
  id: string;
  name: string;
  size: number;
}

/**
 * The JSON text of [{id, name, size?}] as stored: every id a file the caller uploaded in their tenant, names and
 * sizes taken from the store (not from the request), repeats dropped; undefined for none.
 */
function opinionFilesOf(db: Db, tenantId: string, userId: string, text: string | undefined): string | undefined {
  if (text === undefined || text.trim() === '') return undefined;
  const refuse = () => new FlowError(400, 'badOpinionFiles', { limit: OPINION_FILE_LIMIT });
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw refuse();
  }
  if (!Array.isArray(parsed) || parsed.length > OPINION_FILE_LIMIT) throw refuse();
  const stored = db.prepare('SELECT file_name, size FROM files WHERE id = ? AND tenant_id = ? AND owner_id = ?');
  const files = new Map<string, OpinionFile>();
  for (const item of parsed as unknown[]) {
    if (!item || typeof item !== 'object' || Array.isArray(item)) throw refuse();
    const { id, name, size } = item as Record<string, unknown>;
    if (typeof id !== 'string' || id === '' || id.length > 64) throw refuse();
    if ((name !== undefined && typeof name !== 'string') || (size !== undefined && typeof size !== 'number')) throw refuse();
    const file = stored.get(id, tenantId, userId) as { file_name: string; size: number } | undefined;
    if (!file) throw refuse();
    files.set(id, { id, name: file.file_name, size: file.size });
  }
  return files.size > 0 ? JSON.stringify([...files.values()]) : undefined;
}

/**
 * The seal's file when the opinion is signed. The caller's own seal signs (a secretary acting for a leader signs
 * with hers); its password is checked unless the node is secret-free. A verdict on an enabled node must be signed.
 */
async function sealFileOf(db: Db, tenantId: string, userId: string, signature: SignatureConfig, action: string, body: OpinionExtrasBody): Promise<string | undefined> {
  const signing = body.sealSign === '1';
  if (signature.status !== 'enable') {
    if (signing) throw new FlowError(400, 'signatureDisabled');
    return undefined;
  }
  if (!signing) {
    if (SIGNED_DECISIONS.has(action)) throw new FlowError(400, 'sealRequired');
    return undefined;
  }
  const seal = db.prepare('SELECT file_id, password FROM seals WHERE user_id = ? AND tenant_id = ?').get(userId, tenantId) as { file_id: string; password: string } | undefined;
  if (!seal) throw new FlowError(400, 'noSeal');
  if (signature.password) {
    if (!body.sealPassword) throw new FlowError(400, 'sealPasswordRequired');
    if (!(await verifyPassword(body.sealPassword, seal.password))) throw new FlowError(400, 'sealPasswordWrong');
  }
  return seal.file_id;
}

/** The checked extras of a complete by the caller at a node with `signature`, for the engine to store on the opinion. */
export async function opinionExtrasOf(
  db: Db,
  caller: { tenantId: string; userId: string },
  signature: SignatureConfig,
  action: string,
  body: OpinionExtrasBody,
): Promise<OpinionExtras> {
  const files = opinionFilesOf(db, caller.tenantId, caller.userId, body.files);
  const zfiles = opinionFilesOf(db, caller.tenantId, caller.userId, body.zfiles);
  const sealFileId = await sealFileOf(db, caller.tenantId, caller.userId, signature, action, body);
  return { ...(files ? { files } : {}), ...(zfiles ? { zfiles } : {}), ...(sealFileId ? { sealFileId } : {}) };
}

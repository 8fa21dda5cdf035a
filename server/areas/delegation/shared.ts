// What the agent, secretary and deputy routes share: the ids of a removal, user checks, ownership checks and
// the parts of the request schemas.
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/database';
import { findUserById, type UserRow } from '../../db/users';
import type { AuthInfo } from '../../lib/auth';
import { DelegationError, delegationMessage, type DelegationMessageKey } from './messages';

export const userIdSchema = { type: 'string', minLength: 1, maxLength: 64 } as const;
export const optionalIdSchema = { type: 'string', maxLength: 64 } as const;
export const ENABLED_STATES = ['enabled', 'disabled'] as const;
export type EnabledState = (typeof ENABLED_STATES)[number];

/** `?ids=` of the removals: not required by the schema, so that none gets the area's own message. */
export const idsQuerySchema = { querystring: { type: 'object', properties: { ids: { type: 'string', maxLength: 10000 } } } } as const;

/** The comma-joined ids of a removal, without blanks and repeats; none given is refused. */
export function parseIds(text: string | undefined): string[] {
  const ids = [...new Set((text ?? '').split(',').map((id) => id.trim()).filter(Boolean))];
  if (ids.length === 0) throw new DelegationError(400, 'selectAtLeastOne');
  return ids;
}

/** Another user of the caller's tenant (never the caller: `selfKey` names that refusal). */
export function requireOtherUser(db: Db, auth: AuthInfo, id: string, selfKey: DelegationMessageKey): UserRow {
  const user = findUserById(db, auth.tenantId, id);
  if (!user) throw new DelegationError(400, 'userNotFound', { id });
  if (user.id === auth.userId) throw new DelegationError(400, selfKey);
  return user;
}

export interface OwnedTable {
  /** trusted table name */
  table: 'bpm_agent' | 'secretaries' | 'bpm_deputy';
  /** the column naming the owner (principal, leader) */
  owner: 'auth_id' | 'leader_id' | 'user_id';
  notFound: DelegationMessageKey;
  notOwn: DelegationMessageKey;
}

/** The caller's own row of `table`: another tenant's is not found, another user's is refused. */
export function ownRow<Row>(db: Db, auth: AuthInfo, owned: OwnedTable, id: string): Row {
  const row = db.prepare(`SELECT * FROM ${owned.table} WHERE id = ? AND tenant_id = ?`).get(id, auth.tenantId) as (Row & Record<string, unknown>) | undefined;
  if (!row) throw new DelegationError(404, owned.notFound, { id });
  if (row[owned.owner] !== auth.userId) throw new DelegationError(403, owned.notOwn);
  return row;
}

/** Removes the caller's rows named by `?ids=`, all or nothing: one row of somebody else refuses the request. */
export function removeOwnRows(db: Db, auth: AuthInfo, owned: OwnedTable, idsText: string | undefined, alsoRemove?: (id: string) => void): void {
  const ids = parseIds(idsText);
  ids.forEach((id) => ownRow(db, auth, owned, id));
  const remove = db.prepare(`DELETE FROM ${owned.table} WHERE id = ? AND tenant_id = ?`);
  db.transaction(() =>
    ids.forEach((id) => {
      alsoRemove?.(id);
      remove.run(id, auth.tenantId);
    }),
  )();
}

export const done = (request: FastifyRequest, key: 'saved' | 'deleted', value?: string) => ({ state: true, message: delegationMessage(request, key), value });

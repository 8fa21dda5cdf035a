// Who may administer: the administrator (role sysAdmin) of the caller's own tenant; tenants only the platform's
// administrator. Also the shared pieces of every action: the CommonResult of success and code uniqueness.
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/database';
import { isAdmin, PLATFORM_TENANT_ID } from '../../db/users';
import { sessionOf, type AuthInfo } from '../../lib/auth';
import { forbidden } from '../../lib/errors';
import { langOf, translateFrom } from '../../lib/i18n';
import { ADMIN_MESSAGES, AdminError, type AdminMessageKey } from './messages';

/** The session of a tenant administrator; everything they change is inside `tenantId`. */
export function tenantAdmin(db: Db, request: FastifyRequest): AuthInfo {
  const auth = sessionOf(request);
  if (!isAdmin(db, auth.userId)) throw forbidden();
  return auth;
}

export function platformAdmin(db: Db, request: FastifyRequest): AuthInfo {
  const auth = tenantAdmin(db, request);
  if (auth.tenantId !== PLATFORM_TENANT_ID) throw forbidden();
  return auth;
}

export function done(request: FastifyRequest, key: AdminMessageKey, value?: unknown) {
  return { state: true, message: translateFrom(ADMIN_MESSAGES, langOf(request), key), ...(value === undefined ? {} : { value }) };
}

/** Tables whose rows carry a code unique in their tenant (trusted names, never from the client). */
export type CodedTable = 'orgs' | 'posts' | 'roles' | 'jobs' | 'dimensions';

export function assertCodeFree(db: Db, table: CodedTable, tenantId: string, code: string, exceptId?: string): void {
  const taken = db.prepare(`SELECT id FROM ${table} WHERE tenant_id = ? AND lower(code) = lower(?)`).get(tenantId, code) as { id: string } | undefined;
  if (taken && taken.id !== exceptId) throw new AdminError(400, 'codeExists', { code });
}

/** A trimmed required name, refused when blank. */
export function requiredName(name: string): string {
  const trimmed = name.trim();
  if (!trimmed) throw new AdminError(400, 'nameRequired');
  return trimmed;
}

/** An optional English name: blank means none. */
export const optionalText = (text: string | undefined) => (text?.trim() ? text.trim() : null);

export const idSchema = { type: 'string', minLength: 1, maxLength: 64 } as const;
export const codeSchema = { type: 'string', minLength: 1, maxLength: 64, pattern: '^[A-Za-z0-9_.-]+$' } as const;
export const nameSchema = { type: 'string', minLength: 1, maxLength: 100 } as const;
export const optionalNameSchema = { type: 'string', maxLength: 100 } as const;

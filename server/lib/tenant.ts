// Tenant resolution for anonymous calls: the Tenant-Code header may only pick defaults, never grant access.
import type { FastifyRequest } from 'fastify';
import type { Db } from '../db/database';
import { PLATFORM_TENANT_ID } from '../db/users';

const PLATFORM_CODE = 'platform';

export function tenantIdByCode(db: Db, code: string | undefined): string | undefined {
  const trimmed = code?.trim();
  if (!trimmed || trimmed === PLATFORM_CODE) return PLATFORM_TENANT_ID;
  const row = db.prepare('SELECT id FROM tenants WHERE code = ?').get(trimmed) as { id: string } | undefined;
  return row?.id;
}

/** The tenant of the token when there is one, else the one named by the Tenant-Code header (undefined if unknown). */
export function requestTenantId(db: Db, request: FastifyRequest): string | undefined {
  if (request.auth) return request.auth.tenantId;
  const header = request.headers['tenant-code'];
  return tenantIdByCode(db, Array.isArray(header) ? header[0] : header);
}

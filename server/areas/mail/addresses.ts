// Mail addresses as users type them: a list separated by commas, semicolons or line breaks, each either a bare
// address or 'Name <address>'. Internal mail goes to portal users of the caller's tenant, named by their mail
// address or their account.
import type { Db } from '../../db/database';

export const MAX_RECIPIENTS = 100;
const EMAIL = /^[^\s@<>,;]+@[^\s@<>,;]+\.[^\s@<>,;]+$/;

export const isEmail = (text: string) => EMAIL.test(text);

/** The addresses of a typed list, trimmed, without duplicates (case-insensitive), in the order typed. */
export function splitAddresses(text: string | undefined): string[] {
  const seen = new Set<string>();
  const addresses: string[] = [];
  for (const part of (text ?? '').split(/[,;，；\n]/)) {
    const bracketed = /<([^<>]+)>\s*$/.exec(part);
    const address = (bracketed ? bracketed[1] : part).trim();
    if (!address || seen.has(address.toLowerCase())) continue;
    seen.add(address.toLowerCase());
    addresses.push(address);
  }
  return addresses;
}

export interface MailUser {
  id: string;
  fullname: string;
  /** the user's mail address, or their account when they have none */
  address: string;
}

/** The active user of the tenant with this mail address or account, if any. */
export function mailUserFinder(db: Db): (tenantId: string, address: string) => MailUser | undefined {
  const find = db.prepare(
    `SELECT id, fullname, COALESCE(NULLIF(email, ''), account) AS address FROM users
     WHERE tenant_id = ? AND status = 1 AND (lower(email) = lower(?) OR account = ?) ORDER BY (account = ?) DESC LIMIT 1`,
  );
  return (tenantId, address) => find.get(tenantId, address, address, address) as MailUser | undefined;
}

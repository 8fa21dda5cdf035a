// Display rights of portal rows (columns, apps): a row's `rights` is '' (everyone) or a comma list of role
// codes and accounts (contract §Columns); the user holds a right when the list names their account or a role.
import type { Db } from '../../db/database';
import type { AuthInfo } from '../../lib/auth';
import { roleCodes } from '../../db/users';

/** What a rights list may name for this user, as the JSON array the SQL below takes as its one parameter. */
export function granteesOf(db: Db, auth: AuthInfo): string {
  return JSON.stringify([auth.account, ...roleCodes(db, auth.userId)]);
}

/**
 * SQL truth value "the user may see the row" for a trusted rights column; its one `?` is granteesOf(…).
 * Lists are stored without spaces (the seed normalizes them), so ',a,b,' contains ',<grantee>,' exactly.
 */
export function rightsSql(column: string): string {
  return `(${column} = '' OR EXISTS (SELECT 1 FROM json_each(?) AS grantee WHERE instr(',' || ${column} || ',', ',' || grantee.value || ',') > 0))`;
}

/** A rights list as stored: trimmed entries without empty ones. */
export function normalizeRights(rights: string): string {
  return rights
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
    .join(',');
}

// Serial numbers (流水号, sys_identity of the sysData area): taking the next number of an alias. Shared by
// GET /sys/identity/v1/getNextIdByAlias and the start of a process whose form has a serial-number field.
import type { Db } from './database';
import { formatDate } from '../lib/ids';

/** The period an identity's counter belongs to, by gen_type, from today's @day, @month and @year. */
const PERIOD_SQL = `CASE gen_type WHEN 1 THEN @day WHEN 2 THEN @month WHEN 3 THEN @year ELSE '' END`;

const pad = (n: number) => String(n).padStart(2, '0');

/** The rule with its date placeholders and the zero-padded number filled in; unknown placeholders stay. */
export function formatIdentity(regulation: string, number: number, length: number, now: Date): string {
  const values: Record<string, string> = {
    yyyy: String(now.getFullYear()),
    yy: String(now.getFullYear()).slice(-2),
    MM: pad(now.getMonth() + 1),
    dd: pad(now.getDate()),
    NO: String(number).padStart(length, '0'),
  };
  return regulation.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);
}

/**
 * Takes the next number of the tenant's alias, formatted by its rule; undefined when there is no such alias.
 * One UPDATE … RETURNING both reads and advances the counter, so no two callers (nor two processes on one
 * database file) get the same number; inside a caller's transaction the number is given back on rollback.
 */
export function takeIdentityNumber(db: Db, tenantId: string, alias: string, now = new Date()): string | undefined {
  const day = formatDate(now);
  const taken = db
    .prepare(
      `UPDATE sys_identity
       SET cur_value = CASE WHEN cur_value IS NOT NULL AND period = ${PERIOD_SQL} THEN cur_value + step ELSE init_value END,
           period = ${PERIOD_SQL}
       WHERE tenant_id = @tenantId AND alias = @alias
       RETURNING regulation, no_length, cur_value`,
    )
    .get({ day, month: day.slice(0, 7), year: day.slice(0, 4), tenantId, alias }) as { regulation: string; no_length: number; cur_value: number } | undefined;
  return taken && formatIdentity(taken.regulation, taken.cur_value, taken.no_length, now);
}

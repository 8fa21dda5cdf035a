// Tables and demo data of the delegation area. Agent settings (委托代理, bpm_agent with the processes of a
// type-2 setting in bpm_agent_def) and deputies (副职, one row per deputy of a principal); secretaries use the
// core table `secretaries` (server/db/schema.sql). Times are 'yyyy-MM-dd HH:mm:ss' text, so they compare as text.
import type { Db } from '../../db/database';
import { findUserByAccount } from '../../db/users';
import { newId, nowText } from '../../lib/ids';

export const SCHEMA = `
CREATE TABLE IF NOT EXISTS bpm_agent (
  id TEXT PRIMARY KEY, tenant_id TEXT NOT NULL, auth_id TEXT NOT NULL, auth_name TEXT NOT NULL,
  agent_id TEXT NOT NULL, agent_name TEXT NOT NULL, start_date TEXT NOT NULL, end_date TEXT NOT NULL,
  is_enabled TEXT NOT NULL CHECK (is_enabled IN ('enabled', 'disabled')),
  agent_type INTEGER NOT NULL CHECK (agent_type IN (1, 2)), subject TEXT NOT NULL, create_time TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS bpm_agent_auth ON bpm_agent (tenant_id, auth_id);
CREATE TABLE IF NOT EXISTS bpm_agent_def (
  agent_setting_id TEXT NOT NULL REFERENCES bpm_agent(id) ON DELETE CASCADE, flow_key TEXT NOT NULL, flow_name TEXT NOT NULL,
  PRIMARY KEY (agent_setting_id, flow_key)
);
CREATE TABLE IF NOT EXISTS bpm_deputy (
  id TEXT PRIMARY KEY, tenant_id TEXT NOT NULL, user_id TEXT NOT NULL, agent_id TEXT NOT NULL, agent_name TEXT NOT NULL,
  is_enabled TEXT NOT NULL CHECK (is_enabled IN ('enabled', 'disabled')), create_time TEXT NOT NULL,
  UNIQUE (user_id, agent_id)
);
`;

const isEmpty = (db: Db, table: 'bpm_agent' | 'bpm_deputy') => (db.prepare(`SELECT COUNT(*) AS count FROM ${table}`).get() as { count: number }).count === 0;

/**
 * First tenant only: wangwu delegates expense claims to zhouba, zhangsan keeps a disabled setting, zhaoliu's deputy is
 * wangwu — disabled, as zhaoliu is in the office (enabled marks the principal away: engine/deputies.ts).
 */
export function seedDelegation(db: Db): void {
  const tenant = (db.prepare('SELECT id FROM tenants ORDER BY create_time, id LIMIT 1').get() as { id: string } | undefined)?.id;
  if (!tenant) return;
  const user = (account: string) => {
    const row = findUserByAccount(db, tenant, account);
    if (!row) throw new Error(`delegation seed: unknown account ${account}`);
    return row;
  };
  const now = nowText();
  db.transaction(() => {
    if (isEmpty(db, 'bpm_agent')) {
      const insertAgent = db.prepare(
        `INSERT INTO bpm_agent (id, tenant_id, auth_id, auth_name, agent_id, agent_name, start_date, end_date, is_enabled, agent_type, subject, create_time)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      );
      const [wangwu, zhouba, zhangsan, lisi] = ['wangwu', 'zhouba', 'zhangsan', 'lisi'].map(user);
      const expenseAgent = newId();
      insertAgent.run(expenseAgent, tenant, wangwu.id, wangwu.fullname, zhouba.id, zhouba.fullname, '2026-01-01 00:00:00', '2027-12-31 23:59:59', 'enabled', 2, '报销审批代理', now);
      const expense = db.prepare("SELECT name FROM bpm_definition WHERE def_key = 'expense'").get() as { name: string } | undefined;
      if (expense) db.prepare('INSERT INTO bpm_agent_def (agent_setting_id, flow_key, flow_name) VALUES (?, ?, ?)').run(expenseAgent, 'expense', expense.name);
      insertAgent.run(newId(), tenant, zhangsan.id, zhangsan.fullname, lisi.id, lisi.fullname, '2026-07-01 00:00:00', '2026-07-15 23:59:59', 'disabled', 1, '暑期休假代理', now);
    }
    if (isEmpty(db, 'bpm_deputy')) {
      const [zhaoliu, wangwu] = ['zhaoliu', 'wangwu'].map(user);
      db.prepare('INSERT INTO bpm_deputy (id, tenant_id, user_id, agent_id, agent_name, is_enabled, create_time) VALUES (?, ?, ?, ?, ?, ?, ?)').run(
        newId(), tenant, zhaoliu.id, wangwu.id, wangwu.fullname, 'disabled', now,
      );
    }
  })();
}

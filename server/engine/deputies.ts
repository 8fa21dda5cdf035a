// Deputies (副职, spec 02-process §3, §7.7) taking effect: while a principal is marked away — their deputy setting
// is enabled — a new task of theirs is offered to them and to each deputy as candidates, and bpm_task_deputy says
// which candidate got it on whose behalf, so the to-do lists can say so (docs/flow.md "Deputies"). The first to
// claim it handles it; the task goes with its rows (trigger below).
import type { Db } from '../db/database';
import type { Person } from './store';

const DEPUTY_TABLE = `
CREATE TABLE IF NOT EXISTS bpm_task_deputy (
  task_id TEXT NOT NULL, deputy_id TEXT NOT NULL, principal_id TEXT NOT NULL,
  PRIMARY KEY (task_id, deputy_id)
)`;

export const DEPUTY_SCHEMA = {
  sqlite: `${DEPUTY_TABLE} WITHOUT ROWID;
CREATE TRIGGER IF NOT EXISTS bpm_task_deputy_task_removed AFTER DELETE ON bpm_task BEGIN
  DELETE FROM bpm_task_deputy WHERE task_id = OLD.id;
END;
`,
  postgres: `${DEPUTY_TABLE};
CREATE OR REPLACE FUNCTION bpm_task_deputy_on_task_removed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM bpm_task_deputy WHERE task_id = OLD.id;
  RETURN NULL;
END $$;
CREATE OR REPLACE TRIGGER bpm_task_deputy_task_removed AFTER DELETE ON bpm_task FOR EACH ROW EXECUTE FUNCTION bpm_task_deputy_on_task_removed();
`,
};

/** The active deputies a principal has named while marked away (none when the setting is off), never the principal. */
export type DeputyLookup = (tenantId: string, principalId: string) => Person[];

/** Offers the task to its principal and their deputies (candidates) and records on whose behalf each deputy has it. */
export function shareWithDeputies(db: Db, taskId: string, principal: Person, deputies: readonly Person[]): void {
  const candidate = db.prepare('INSERT OR IGNORE INTO bpm_task_candidate (task_id, user_id) VALUES (?, ?)');
  const onBehalf = db.prepare('INSERT OR IGNORE INTO bpm_task_deputy (task_id, deputy_id, principal_id) VALUES (?, ?, ?)');
  candidate.run(taskId, principal.id);
  for (const deputy of deputies) {
    candidate.run(taskId, deputy.id);
    onBehalf.run(taskId, deputy.id, principal.id);
  }
}

/** Of the tasks, those `userId` has as a deputy, with whom they have each for; a task theirs by right is left out. */
export function principalsOf(db: Db, taskIds: readonly string[], userId: string): Map<string, Person> {
  if (taskIds.length === 0) return new Map();
  const rows = db
    .prepare(
      'SELECT d.task_id, u.id, u.fullname AS name FROM bpm_task_deputy d JOIN users u ON u.id = d.principal_id WHERE d.deputy_id = ? AND d.task_id IN (SELECT value FROM json_each(?))',
    )
    .all(userId, JSON.stringify(taskIds)) as (Person & { task_id: string })[];
  return new Map(rows.map(({ task_id, id, name }) => [task_id, { id, name }]));
}

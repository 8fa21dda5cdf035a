// bpm_task_handler (engine/schema.ts) follows every write of tasks and candidates, and is filled for a
// database file made before it existed: it always equals "assignee, or each candidate while unclaimed".
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { isPostgres, type Db } from '../db/database';
import { engineDb } from './engineTesting';
import { createEngineTables } from './schema';

let db: Db;

/** The definition of the handler table: who may handle each open task, over bpm_task and bpm_task_candidate. */
const expected = () =>
  db
    .prepare(
      `SELECT id AS task_id, assignee_id AS user_id, suspended, inst_id FROM bpm_task WHERE assignee_id <> ''
       UNION SELECT t.id, c.user_id, t.suspended, t.inst_id FROM bpm_task t JOIN bpm_task_candidate c ON c.task_id = t.id WHERE t.assignee_id = ''
       ORDER BY 1, 2`,
    )
    .all();
const handlers = () => db.prepare('SELECT task_id, user_id, suspended, inst_id FROM bpm_task_handler ORDER BY 1, 2').all();

function addTask(id: string, assignee: string, candidates: string[] = []) {
  db.prepare(
    "INSERT INTO bpm_task (id, tenant_id, inst_id, node_id, name, status, assignee_id, owner_id, create_time) VALUES (?, '-1', 'i1', 'n', 'N', 'NORMAL', ?, ?, '2026-01-01 08:00:00')",
  ).run(id, assignee, assignee);
  for (const user of candidates) db.prepare('INSERT INTO bpm_task_candidate (task_id, user_id) VALUES (?, ?)').run(id, user);
}

beforeEach(async () => {
  db = await engineDb();
  db.prepare(
    "INSERT INTO bpm_definition (id, def_key, name, type_id, type_name, form_key, bpmn_xml) VALUES ('d1', 'k', 'D', 't', 'T', 'f', '<x/>')",
  ).run();
  db.prepare(
    "INSERT INTO bpm_instance (id, tenant_id, def_id, subject, status, creator_id, creator_name, create_time, bo_alias, data) VALUES ('i1', '-1', 'd1', 's', 'running', 'u0', 'U0', '2026-01-01 08:00:00', 'b', '{}')",
  ).run();
});
afterEach(() => db.close());

/** The handler table and the triggers that keep it, gone: a database file made before them. */
function dropHandlerTable() {
  if (isPostgres(db)) db.execNative('DROP TRIGGER bpm_task_handler_task ON bpm_task; DROP TRIGGER bpm_task_handler_candidate ON bpm_task_candidate');
  else {
    for (const { name } of db.prepare("SELECT name FROM sqlite_master WHERE type = 'trigger' AND name LIKE 'bpm_task_handler%'").all() as { name: string }[]) {
      db.exec(`DROP TRIGGER ${name}`);
    }
  }
  db.exec('DROP TABLE bpm_task_handler');
}

describe('the task handler table', () => {
  it('follows claims, hand-backs, suspensions, candidates and removals', () => {
    addTask('t1', 'lisi');
    addTask('t2', '', ['wangwu', 'zhaoliu']);
    expect(handlers()).toEqual(expected());
    expect(handlers()).toHaveLength(3);

    db.prepare("UPDATE bpm_task SET assignee_id = 'wangwu' WHERE id = 't2'").run(); // claim
    expect(handlers()).toEqual(expected());
    db.prepare("UPDATE bpm_task SET assignee_id = '' WHERE id = 't2'").run(); // hand back
    expect(handlers()).toEqual(expected());
    db.prepare("DELETE FROM bpm_task_candidate WHERE task_id = 't2' AND user_id = 'zhaoliu'").run();
    expect(handlers()).toEqual(expected());
    db.prepare("INSERT INTO bpm_task_candidate (task_id, user_id) VALUES ('t1', 'zhaoliu')").run(); // assigned: no effect
    db.prepare("UPDATE bpm_task SET suspended = 1, assignee_id = 'lisi' WHERE id = 't2'").run();
    expect(handlers()).toEqual(expected());
    db.prepare("DELETE FROM bpm_task_candidate WHERE task_id = 't1'").run();
    db.prepare("DELETE FROM bpm_task WHERE id = 't1'").run();
    expect(handlers()).toEqual(expected());
    expect(handlers()).toEqual([{ task_id: 't2', user_id: 'lisi', suspended: 1, inst_id: 'i1' }]);
  });

  it('is filled from the open tasks of a database file made before it', () => {
    addTask('t1', 'lisi');
    addTask('t2', '', ['wangwu', 'zhaoliu']);
    dropHandlerTable();
    createEngineTables(db);
    expect(handlers()).toEqual(expected());
    expect(handlers()).toHaveLength(3);
  });

  it('gets its instance column on a database file whose table was made before it, and keeps it from then on', () => {
    addTask('t1', 'lisi');
    addTask('t2', '', ['wangwu']);
    dropHandlerTable();
    db.exec(
      'CREATE TABLE bpm_task_handler (task_id TEXT NOT NULL, user_id TEXT NOT NULL, tenant_id TEXT NOT NULL, create_time TEXT NOT NULL, suspended INTEGER NOT NULL, PRIMARY KEY (task_id, user_id))',
    );
    db.exec("INSERT INTO bpm_task_handler VALUES ('t1', 'lisi', '-1', '2026-01-01 08:00:00', 0), ('t2', 'wangwu', '-1', '2026-01-01 08:00:00', 0)");
    createEngineTables(db);
    expect(handlers()).toEqual(expected());
    addTask('t3', '', ['zhaoliu']);
    db.prepare("UPDATE bpm_task SET assignee_id = 'wangwu' WHERE id = 't2'").run();
    expect(handlers()).toEqual(expected());
    expect(handlers()).toHaveLength(3);
  });
});

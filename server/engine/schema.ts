// Tables of the approval engine. Definitions are shared by all tenants (like forms); instances, tasks and
// opinions belong to a tenant. Opinions are the approval history: one row per task (awaiting_check until the
// task is handled) plus the initiator's start row; `seq` orders rows written within the same second.
// bpm_read: circulation (传阅) records, to read until their receiver opens them. bpm_urgent: urge (催办) records,
// kept to space urges out. bpm_task_due: each extension of a task's due time (延期). bpm_vote_round / bpm_vote:
// a countersign's round at a node and each voter's verdict (votes.ts); bpm_instance.vars: the instance's
// variables (verdicts of nodes and voters), which gateway conditions read beside the form data;
// bpm_definition.type_icon: its category's icon, JSON {icon, color} (spec 02-process §3 Category).
// bpm_instance.is_forbidden: suspended (挂起) by an administrator or the initiator (suspension.ts).
// bpm_task_draft: a handler's saved form data and opinion of an open task (taskDrafts.ts), gone with the task.
// bpm_save_opinion: a user's saved opinion texts (暂存意见, server/areas/flow/savedOpinions.ts), with where each was saved.
// bpm_node_name: each definition's nodes with their names (the BPMN name, Chinese) and English names (fd:nameEn),
// read from its graph once (store.ts fillNodeNames), so that SQL (the process statistics' report views) can
// name a node in the reader's language as the flow lists do with the graph.
// An opinion's attachments (files, zfiles: JSON text of [{id, name, size}]) and its seal (seal_file_id) are
// those of the handler's complete (docs/flow.md "Opinion attachments", "Opinion signature").
import { addMissingColumns, execSchema, isPostgres, tableColumns, tableExists, type Db } from '../db/database';
import { DEPUTY_SCHEMA } from './deputies';

const ENGINE_SCHEMA = `
CREATE TABLE IF NOT EXISTS bpm_definition (
  id TEXT PRIMARY KEY, def_key TEXT NOT NULL UNIQUE, name TEXT NOT NULL, name_en TEXT, description TEXT,
  type_id TEXT NOT NULL, type_name TEXT NOT NULL, type_name_en TEXT, form_key TEXT NOT NULL,
  bpmn_xml TEXT NOT NULL, version INTEGER NOT NULL DEFAULT 1, status TEXT NOT NULL DEFAULT 'deploy',
  start_roles TEXT CHECK (start_roles IS NULL OR json_valid(start_roles)), sn INTEGER NOT NULL DEFAULT 0,
  subject_rule TEXT CHECK (subject_rule IS NULL OR json_valid(subject_rule)),
  form_type TEXT NOT NULL DEFAULT 'INNER' CHECK (form_type IN ('INNER', 'FRAME')), form_url TEXT
);
CREATE TABLE IF NOT EXISTS bpm_instance (
  id TEXT PRIMARY KEY, tenant_id TEXT NOT NULL, def_id TEXT NOT NULL REFERENCES bpm_definition(id), subject TEXT NOT NULL,
  status TEXT NOT NULL, creator_id TEXT NOT NULL, creator_name TEXT NOT NULL, create_org_id TEXT, create_time TEXT NOT NULL,
  end_time TEXT, bo_alias TEXT NOT NULL, data TEXT NOT NULL CHECK (json_valid(data)), agent_leader_id TEXT
);
CREATE INDEX IF NOT EXISTS bpm_instance_creator_time ON bpm_instance (tenant_id, creator_id, create_time, id);
DROP INDEX IF EXISTS bpm_instance_creator;
CREATE TABLE IF NOT EXISTS bpm_task (
  id TEXT PRIMARY KEY, tenant_id TEXT NOT NULL, inst_id TEXT NOT NULL REFERENCES bpm_instance(id), node_id TEXT NOT NULL,
  name TEXT NOT NULL, status TEXT NOT NULL, assignee_id TEXT NOT NULL, owner_id TEXT NOT NULL, create_time TEXT NOT NULL,
  locked INTEGER NOT NULL DEFAULT 0, back_to_node TEXT, waiting_for TEXT, suspended INTEGER NOT NULL DEFAULT 0,
  priority INTEGER NOT NULL DEFAULT 50
);
CREATE INDEX IF NOT EXISTS bpm_task_assignee ON bpm_task (tenant_id, assignee_id);
CREATE INDEX IF NOT EXISTS bpm_task_inst ON bpm_task (inst_id);
CREATE INDEX IF NOT EXISTS bpm_task_owner ON bpm_task (tenant_id, owner_id, suspended, create_time, id);
CREATE INDEX IF NOT EXISTS bpm_task_waiting ON bpm_task (waiting_for) WHERE waiting_for IS NOT NULL;
CREATE TABLE IF NOT EXISTS bpm_task_candidate (
  task_id TEXT NOT NULL REFERENCES bpm_task(id) ON DELETE CASCADE, user_id TEXT NOT NULL, PRIMARY KEY (task_id, user_id)
);
CREATE TABLE IF NOT EXISTS bpm_opinion (
  id TEXT PRIMARY KEY, tenant_id TEXT NOT NULL, inst_id TEXT NOT NULL REFERENCES bpm_instance(id), task_id TEXT,
  task_key TEXT NOT NULL, task_name TEXT NOT NULL, qualfieds TEXT NOT NULL DEFAULT '[]', auditor TEXT, auditor_name TEXT,
  opinion TEXT NOT NULL DEFAULT '', status TEXT NOT NULL, create_time TEXT NOT NULL, complete_time TEXT, seq INTEGER NOT NULL
);
CREATE INDEX IF NOT EXISTS bpm_opinion_inst ON bpm_opinion (inst_id, seq);
CREATE INDEX IF NOT EXISTS bpm_opinion_auditor_seq ON bpm_opinion (tenant_id, auditor, seq, status);
DROP INDEX IF EXISTS bpm_opinion_auditor;
CREATE INDEX IF NOT EXISTS bpm_opinion_task ON bpm_opinion (task_id) WHERE task_id IS NOT NULL;
CREATE INDEX IF NOT EXISTS bpm_opinion_seq ON bpm_opinion (seq);
CREATE TABLE IF NOT EXISTS bpm_read (
  id TEXT PRIMARY KEY, tenant_id TEXT NOT NULL, inst_id TEXT NOT NULL REFERENCES bpm_instance(id), node_id TEXT NOT NULL,
  node_name TEXT NOT NULL, sender_id TEXT NOT NULL, sender_name TEXT NOT NULL, receiver_id TEXT NOT NULL, opinion TEXT NOT NULL DEFAULT '',
  create_time TEXT NOT NULL, read_time TEXT
);
CREATE INDEX IF NOT EXISTS bpm_read_receiver_time ON bpm_read (tenant_id, receiver_id, create_time, id, read_time);
DROP INDEX IF EXISTS bpm_read_receiver;
CREATE INDEX IF NOT EXISTS bpm_read_sender_time ON bpm_read (tenant_id, sender_id, create_time, id);
CREATE TABLE IF NOT EXISTS bpm_join (
  inst_id TEXT NOT NULL, gateway_id TEXT NOT NULL, arrived INTEGER NOT NULL, PRIMARY KEY (inst_id, gateway_id)
);
CREATE TABLE IF NOT EXISTS bpm_urgent (
  id TEXT PRIMARY KEY, tenant_id TEXT NOT NULL, inst_id TEXT NOT NULL REFERENCES bpm_instance(id), sender_id TEXT NOT NULL,
  opinion TEXT NOT NULL, receivers TEXT NOT NULL CHECK (json_valid(receivers)), create_time TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS bpm_urgent_inst ON bpm_urgent (inst_id, sender_id, create_time);
CREATE TABLE IF NOT EXISTS bpm_task_due (
  id TEXT PRIMARY KEY, tenant_id TEXT NOT NULL, task_id TEXT NOT NULL, old_due TEXT NOT NULL, new_due TEXT NOT NULL,
  reason TEXT NOT NULL, user_id TEXT NOT NULL, user_name TEXT NOT NULL, create_time TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS bpm_task_due_task ON bpm_task_due (task_id, create_time);
CREATE TABLE IF NOT EXISTS bpm_sign_queue (
  held_task_id TEXT NOT NULL, position INTEGER NOT NULL, user_id TEXT NOT NULL, user_name TEXT NOT NULL, PRIMARY KEY (held_task_id, position)
);
CREATE TABLE IF NOT EXISTS bpm_vote_round (
  id TEXT PRIMARY KEY, inst_id TEXT NOT NULL REFERENCES bpm_instance(id), node_id TEXT NOT NULL,
  outcome TEXT CHECK (outcome IS NULL OR outcome IN ('pass', 'refuse')), create_time TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS bpm_vote_round_inst ON bpm_vote_round (inst_id, node_id);
CREATE TABLE IF NOT EXISTS bpm_vote (
  round_id TEXT NOT NULL REFERENCES bpm_vote_round(id), position INTEGER NOT NULL, user_id TEXT NOT NULL, user_name TEXT NOT NULL,
  task_id TEXT, verdict TEXT CHECK (verdict IS NULL OR verdict IN ('agree', 'oppose', 'abandon')), PRIMARY KEY (round_id, position)
);
CREATE INDEX IF NOT EXISTS bpm_vote_task ON bpm_vote (task_id) WHERE task_id IS NOT NULL;
CREATE TABLE IF NOT EXISTS bpm_task_follow (
  tenant_id TEXT NOT NULL, inst_id TEXT NOT NULL REFERENCES bpm_instance(id), user_id TEXT NOT NULL, node_id TEXT NOT NULL,
  create_time TEXT NOT NULL, PRIMARY KEY (inst_id, user_id, node_id)
);
CREATE TABLE IF NOT EXISTS bpm_task_draft (
  task_id TEXT NOT NULL REFERENCES bpm_task(id) ON DELETE CASCADE, user_id TEXT NOT NULL, tenant_id TEXT NOT NULL,
  data TEXT NOT NULL CHECK (json_valid(data)), opinion TEXT NOT NULL DEFAULT '', save_time TEXT NOT NULL, PRIMARY KEY (task_id, user_id)
);
CREATE TABLE IF NOT EXISTS bpm_often_flow (
  id TEXT PRIMARY KEY, tenant_id TEXT NOT NULL, user_id TEXT NOT NULL, def_key TEXT NOT NULL, sn INTEGER NOT NULL,
  create_time TEXT NOT NULL, UNIQUE (tenant_id, user_id, def_key)
);
CREATE TABLE IF NOT EXISTS bpm_node_name (
  def_id TEXT NOT NULL REFERENCES bpm_definition(id), node_id TEXT NOT NULL, name TEXT NOT NULL, name_en TEXT,
  PRIMARY KEY (def_id, node_id)
);
CREATE TABLE IF NOT EXISTS bpm_save_opinion (
  id TEXT PRIMARY KEY, tenant_id TEXT NOT NULL, user_id TEXT NOT NULL, inst_id TEXT, task_id TEXT, opinion TEXT NOT NULL,
  create_time TEXT NOT NULL, UNIQUE (tenant_id, user_id, opinion)
);
`;

/** The handler table's columns, in the order its triggers' INSERTs give them. */
const HANDLER_COLUMNS = 'task_id, user_id, tenant_id, create_time, suspended, inst_id';

/**
 * Who may handle each open task, one row per (task, user): its assignee, or while nobody has claimed it
 * (assignee_id '') each candidate. The to-do list and its count read it through one index in list order,
 * where "assigned to me OR (unclaimed AND I am a candidate)" over bpm_task could use none; its `inst_id` lets a
 * filtered count reach the instance without reading the task. Triggers keep it in
 * step with every write of bpm_task and bpm_task_candidate, inside the writing action's transaction.
 */
const HANDLER_SCHEMA = `
CREATE TABLE IF NOT EXISTS bpm_task_handler (
  task_id TEXT NOT NULL, user_id TEXT NOT NULL, tenant_id TEXT NOT NULL, create_time TEXT NOT NULL, suspended INTEGER NOT NULL,
  inst_id TEXT NOT NULL DEFAULT '',
  PRIMARY KEY (task_id, user_id)
) WITHOUT ROWID;
DROP INDEX IF EXISTS bpm_task_handler_user;
CREATE INDEX IF NOT EXISTS bpm_task_handler_list ON bpm_task_handler (tenant_id, user_id, suspended, create_time, task_id, inst_id);
DROP TRIGGER IF EXISTS bpm_task_handler_task_added;
CREATE TRIGGER bpm_task_handler_task_added AFTER INSERT ON bpm_task BEGIN
  INSERT OR IGNORE INTO bpm_task_handler (${HANDLER_COLUMNS}) SELECT NEW.id, NEW.assignee_id, NEW.tenant_id, NEW.create_time, NEW.suspended, NEW.inst_id WHERE NEW.assignee_id <> '';
  INSERT OR IGNORE INTO bpm_task_handler (${HANDLER_COLUMNS}) SELECT NEW.id, c.user_id, NEW.tenant_id, NEW.create_time, NEW.suspended, NEW.inst_id FROM bpm_task_candidate c WHERE c.task_id = NEW.id AND NEW.assignee_id = '';
END;
DROP TRIGGER IF EXISTS bpm_task_handler_task_removed;
CREATE TRIGGER bpm_task_handler_task_removed AFTER DELETE ON bpm_task BEGIN
  DELETE FROM bpm_task_handler WHERE task_id = OLD.id;
END;
DROP TRIGGER IF EXISTS bpm_task_handler_assigned;
CREATE TRIGGER bpm_task_handler_assigned AFTER UPDATE OF assignee_id ON bpm_task WHEN OLD.assignee_id IS NOT NEW.assignee_id BEGIN
  DELETE FROM bpm_task_handler WHERE task_id = NEW.id;
  INSERT OR IGNORE INTO bpm_task_handler (${HANDLER_COLUMNS}) SELECT NEW.id, NEW.assignee_id, NEW.tenant_id, NEW.create_time, NEW.suspended, NEW.inst_id WHERE NEW.assignee_id <> '';
  INSERT OR IGNORE INTO bpm_task_handler (${HANDLER_COLUMNS}) SELECT NEW.id, c.user_id, NEW.tenant_id, NEW.create_time, NEW.suspended, NEW.inst_id FROM bpm_task_candidate c WHERE c.task_id = NEW.id AND NEW.assignee_id = '';
END;
DROP TRIGGER IF EXISTS bpm_task_handler_task_changed;
CREATE TRIGGER bpm_task_handler_task_changed AFTER UPDATE OF suspended, create_time, tenant_id ON bpm_task BEGIN
  UPDATE bpm_task_handler SET suspended = NEW.suspended, create_time = NEW.create_time, tenant_id = NEW.tenant_id WHERE task_id = NEW.id;
END;
DROP TRIGGER IF EXISTS bpm_task_handler_candidate_added;
CREATE TRIGGER bpm_task_handler_candidate_added AFTER INSERT ON bpm_task_candidate BEGIN
  INSERT OR IGNORE INTO bpm_task_handler (${HANDLER_COLUMNS}) SELECT t.id, NEW.user_id, t.tenant_id, t.create_time, t.suspended, t.inst_id FROM bpm_task t WHERE t.id = NEW.task_id AND t.assignee_id = '';
END;
DROP TRIGGER IF EXISTS bpm_task_handler_candidate_removed;
CREATE TRIGGER bpm_task_handler_candidate_removed AFTER DELETE ON bpm_task_candidate BEGIN
  DELETE FROM bpm_task_handler WHERE task_id = OLD.task_id AND user_id = OLD.user_id AND EXISTS (SELECT 1 FROM bpm_task t WHERE t.id = OLD.task_id AND t.assignee_id = '');
END;
`;

/** HANDLER_SCHEMA in PostgreSQL's words: its triggers call functions. */
const HANDLER_SCHEMA_POSTGRES = `
CREATE TABLE IF NOT EXISTS bpm_task_handler (
  task_id TEXT NOT NULL, user_id TEXT NOT NULL, tenant_id TEXT NOT NULL, create_time TEXT NOT NULL, suspended BIGINT NOT NULL,
  inst_id TEXT NOT NULL DEFAULT '',
  PRIMARY KEY (task_id, user_id)
);
DROP INDEX IF EXISTS bpm_task_handler_user;
CREATE INDEX IF NOT EXISTS bpm_task_handler_list ON bpm_task_handler (tenant_id, user_id, suspended, create_time, task_id, inst_id);
CREATE OR REPLACE FUNCTION bpm_task_handler_fill(task bpm_task) RETURNS void LANGUAGE sql AS $$
  INSERT INTO bpm_task_handler (${HANDLER_COLUMNS}) SELECT task.id, task.assignee_id, task.tenant_id, task.create_time, task.suspended, task.inst_id
    WHERE task.assignee_id <> '' ON CONFLICT DO NOTHING;
  INSERT INTO bpm_task_handler (${HANDLER_COLUMNS}) SELECT task.id, c.user_id, task.tenant_id, task.create_time, task.suspended, task.inst_id FROM bpm_task_candidate c
    WHERE c.task_id = task.id AND task.assignee_id = '' ON CONFLICT DO NOTHING;
$$;
CREATE OR REPLACE FUNCTION bpm_task_handler_on_task() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM bpm_task_handler_fill(NEW);
  ELSIF TG_OP = 'DELETE' THEN
    DELETE FROM bpm_task_handler WHERE task_id = OLD.id;
  ELSIF OLD.assignee_id IS DISTINCT FROM NEW.assignee_id THEN
    DELETE FROM bpm_task_handler WHERE task_id = NEW.id;
    PERFORM bpm_task_handler_fill(NEW);
  ELSIF (OLD.suspended, OLD.create_time, OLD.tenant_id) IS DISTINCT FROM (NEW.suspended, NEW.create_time, NEW.tenant_id) THEN
    UPDATE bpm_task_handler SET suspended = NEW.suspended, create_time = NEW.create_time, tenant_id = NEW.tenant_id WHERE task_id = NEW.id;
  END IF;
  RETURN NULL;
END $$;
CREATE OR REPLACE FUNCTION bpm_task_handler_on_candidate() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO bpm_task_handler (${HANDLER_COLUMNS}) SELECT t.id, NEW.user_id, t.tenant_id, t.create_time, t.suspended, t.inst_id FROM bpm_task t
      WHERE t.id = NEW.task_id AND t.assignee_id = '' ON CONFLICT DO NOTHING;
  ELSE
    DELETE FROM bpm_task_handler WHERE task_id = OLD.task_id AND user_id = OLD.user_id
      AND EXISTS (SELECT 1 FROM bpm_task t WHERE t.id = OLD.task_id AND t.assignee_id = '');
  END IF;
  RETURN NULL;
END $$;
CREATE OR REPLACE TRIGGER bpm_task_handler_task AFTER INSERT OR UPDATE OR DELETE ON bpm_task FOR EACH ROW EXECUTE FUNCTION bpm_task_handler_on_task();
CREATE OR REPLACE TRIGGER bpm_task_handler_candidate AFTER INSERT OR DELETE ON bpm_task_candidate FOR EACH ROW EXECUTE FUNCTION bpm_task_handler_on_candidate();
`;

/** Fills bpm_task_handler from the open tasks of a database file made before it existed. */
const HANDLER_BACKFILL = `
INSERT OR IGNORE INTO bpm_task_handler (${HANDLER_COLUMNS}) SELECT id, assignee_id, tenant_id, create_time, suspended, inst_id FROM bpm_task WHERE assignee_id <> '';
INSERT OR IGNORE INTO bpm_task_handler (${HANDLER_COLUMNS}) SELECT t.id, c.user_id, t.tenant_id, t.create_time, t.suspended, t.inst_id FROM bpm_task t JOIN bpm_task_candidate c ON c.task_id = t.id WHERE t.assignee_id = '';
`;
/** The instance of each handler row of a table made before `inst_id`. */
const HANDLER_INSTANCE_BACKFILL = "UPDATE bpm_task_handler SET inst_id = (SELECT t.inst_id FROM bpm_task t WHERE t.id = bpm_task_handler.task_id) WHERE inst_id = ''";

/**
 * On PostgreSQL the history rows' `seq` comes from a sequence (tasks.ts nextSeq), started past the rows there
 * are: those written before it existed, or copied in (a restore, the bench's data set).
 */
const OPINION_SEQ_POSTGRES = `
CREATE SEQUENCE IF NOT EXISTS bpm_opinion_seq_counter;
SELECT setval('bpm_opinion_seq_counter', m.seq) FROM (SELECT MAX(seq) AS seq FROM bpm_opinion) m, bpm_opinion_seq_counter c WHERE m.seq >= c.last_value;
`;

/** Columns added after the tables' first version: a database file made before gets them by ALTER TABLE. */
const ADDED_COLUMNS = {
  bpm_definition: { watermark: 'TEXT', type_icon: 'TEXT' },
  bpm_instance: { urgent_state: "TEXT NOT NULL DEFAULT 'normal'", vars: "TEXT NOT NULL DEFAULT '{}' CHECK (json_valid(vars))", is_forbidden: 'INTEGER NOT NULL DEFAULT 0', business_key: 'TEXT' },
  bpm_task: { due_time: 'TEXT' },
  bpm_opinion: { files: 'TEXT', zfiles: 'TEXT', seal_file_id: 'TEXT' },
} as const;

/** Creates the engine's tables, and adds the later columns to those of an older database file. */
export function createEngineTables(db: Db): void {
  db.exec(ENGINE_SCHEMA);
  execSchema(db, DEPUTY_SCHEMA);
  for (const [table, columns] of Object.entries(ADDED_COLUMNS)) addMissingColumns(db, table, columns);
  db.transaction(() => {
    const isNew = !tableExists(db, 'bpm_task_handler');
    const withoutInstance = !isNew && !tableColumns(db, 'bpm_task_handler').some((column) => column.name === 'inst_id');
    if (withoutInstance) db.exec("ALTER TABLE bpm_task_handler ADD COLUMN inst_id TEXT NOT NULL DEFAULT ''");
    execSchema(db, { sqlite: HANDLER_SCHEMA, postgres: HANDLER_SCHEMA_POSTGRES });
    if (isNew) db.exec(HANDLER_BACKFILL);
    if (withoutInstance) db.exec(HANDLER_INSTANCE_BACKFILL);
  })();
  if (isPostgres(db)) db.execNative(OPINION_SEQ_POSTGRES);
  // getInstanceByPks: the instances of business records
  db.exec('CREATE INDEX IF NOT EXISTS bpm_instance_business_key ON bpm_instance (tenant_id, bo_alias, business_key) WHERE business_key IS NOT NULL');
}

// The data set of `npm run bench:server` (run.ts): lisi's seeded leave request — instance, task, history — copied
// in one transaction to about 100,000 open tasks, 105,000 instances, 211,000 opinions and 200 users; lisi has
// 4,000 assigned to-dos and 1,000 unclaimed ones he is a candidate of; wangwu has 4,000 assigned to-dos, the
// writers' queue (so that lisi's list, which the readers page through, keeps its size while they agree). The same
// rows on SQLite and PostgreSQL.
import { tableColumns, type Db } from '../../../server/db/database';

const OPEN_TASKS = 100_000;
const ENDED_INSTANCES = 5_000;
const EXTRA_OPINIONS = 1_000;
const USERS = 200;
const LISI_ASSIGNED = 4_000;
const LISI_CANDIDATE = 1_000;
const WRITER_ASSIGNED = 4_000;
/** The account whose assigned tasks the writers agree. */
export const WRITER = 'wangwu';

type Row = Record<string, unknown>;

/** Placeholders per INSERT: below SQLite's limit (32,766) and PostgreSQL's (65,535). */
const MAX_PARAMETERS = 30_000;

/**
 * Rows of one table, written in multi-row INSERTs when flushed: over PostgreSQL every statement is a round trip
 * to the server, so one per row would make the seed last many minutes.
 */
function bulkInserter(db: Db, table: string) {
  const columns = tableColumns(db, table).map((column) => column.name);
  const rowsPerStatement = Math.floor(MAX_PARAMETERS / columns.length);
  const tuple = `(${columns.map(() => '?').join(', ')})`;
  let pending: unknown[][] = [];
  return {
    add: (row: Row, changes: Row = {}) => {
      const values = { ...row, ...changes };
      pending.push(columns.map((name) => values[name] ?? null));
    },
    flush: () => {
      for (let start = 0; start < pending.length; start += rowsPerStatement) {
        const rows = pending.slice(start, start + rowsPerStatement);
        db.prepare(`INSERT INTO ${table} (${columns.join(', ')}) VALUES ${rows.map(() => tuple).join(', ')}`).run(...rows.flat());
      }
      pending = [];
    },
  };
}

/** Copies lisi's seeded leave request into the data set; answers the writer's assigned tasks, oldest first (their queue). */
export function seed(db: Db): string[] {
  const lisi = db.prepare("SELECT * FROM users WHERE account = 'lisi'").get() as Row;
  const writer = db.prepare('SELECT * FROM users WHERE account = ?').get(WRITER) as Row;
  const template = db
    .prepare("SELECT t.* FROM bpm_task t JOIN bpm_instance i ON i.id = t.inst_id JOIN bpm_definition d ON d.id = i.def_id WHERE d.def_key = 'leave' AND t.assignee_id = ? AND t.node_id = 'deptApprove'")
    .get(lisi.id) as Row;
  const instance = db.prepare('SELECT * FROM bpm_instance WHERE id = ?').get(template.inst_id) as Row;
  const opinions = db.prepare('SELECT * FROM bpm_opinion WHERE inst_id = ? ORDER BY seq').all(instance.id) as Row[];
  // Parents before children: each flush writes the rows the foreign keys of the next table's rows point at.
  const [users, instances, tasks, candidates, opinionRows] = ['users', 'bpm_instance', 'bpm_task', 'bpm_task_candidate', 'bpm_opinion'].map((table) => bulkInserter(db, table));
  const tables = [users!, instances!, tasks!, candidates!, opinionRows!];
  let seq = (db.prepare('SELECT MAX(seq) AS seq FROM bpm_opinion').get() as { seq: number }).seq;
  let id = 8_000_000_000_000_000;
  const nextId = () => String((id += 1));
  const time = (index: number) => new Date(Date.UTC(2026, 0, 1) + index * 60_000).toISOString().slice(0, 19).replace('T', ' ');
  db.transaction(() => {
    const userIds: string[] = [];
    for (let index = (db.prepare('SELECT COUNT(*) AS n FROM users').get() as { n: number }).n; index < USERS; index += 1) {
      const userId = nextId();
      users!.add(lisi, { id: userId, account: `bench${index}`, fullname: `用户${index}`, email: null, mobile: null, user_number: null });
      userIds.push(userId);
    }
    const total = OPEN_TASKS + ENDED_INSTANCES;
    for (let index = 0; index < total; index += 1) {
      const instId = nextId();
      const open = index < OPEN_TASKS;
      instances!.add(instance, { id: instId, create_time: time(index), status: open ? 'running' : 'end', end_time: open ? null : time(index + 1) });
      const taskId = nextId();
      for (const opinion of opinions) {
        const waiting = opinion.status === 'awaiting_check';
        if (waiting && !open) opinionRows!.add(opinion, { id: nextId(), inst_id: instId, task_id: null, status: 'agree', auditor: lisi.id, auditor_name: lisi.fullname, seq: (seq += 1) });
        else opinionRows!.add(opinion, { id: nextId(), inst_id: instId, task_id: waiting ? taskId : opinion.task_id, seq: (seq += 1) });
      }
      if (index < EXTRA_OPINIONS) opinionRows!.add(opinions[0]!, { id: nextId(), inst_id: instId, seq: (seq += 1) });
      if (open) {
        // lisi: LISI_ASSIGNED assigned, LISI_CANDIDATE offered to lisi and another user; then the writer's; the rest spread over the others
        const candidate = index >= LISI_ASSIGNED && index < LISI_ASSIGNED + LISI_CANDIDATE;
        const writers = index >= LISI_ASSIGNED + LISI_CANDIDATE && index < LISI_ASSIGNED + LISI_CANDIDATE + WRITER_ASSIGNED;
        const assignee = index < LISI_ASSIGNED ? (lisi.id as string) : candidate ? '' : writers ? (writer.id as string) : userIds[index % userIds.length]!;
        tasks!.add(template, { id: taskId, inst_id: instId, assignee_id: assignee, owner_id: assignee, create_time: time(index) });
        if (candidate) {
          candidates!.add({ task_id: taskId, user_id: lisi.id });
          candidates!.add({ task_id: taskId, user_id: userIds[index % userIds.length] });
        }
      }
      if (index % 1000 === 999 || index === total - 1) for (const table of tables) table.flush();
    }
  })();
  const count = (table: string) => (db.prepare(`SELECT COUNT(*) AS n FROM ${table}`).get() as { n: number }).n;
  console.log(`data set: ${count('bpm_task')} open tasks, ${count('bpm_instance')} instances, ${count('bpm_opinion')} opinions, ${count('users')} users`);
  return (db.prepare("SELECT id FROM bpm_task WHERE assignee_id = ? AND status = 'NORMAL' ORDER BY create_time").all(writer.id) as { id: string }[]).map((row) => row.id);
}


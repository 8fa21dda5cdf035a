// What the report pages (docs/reports.md) read: two seeded tables (work-hour entries, customer surveys) and
// read-only SQL views over them, the other business tables and the flow engine's tables. The views are
// what query views name (QUERY_SQL_DEFINITIONS), so a report is a stored definition, not code. They are
// dropped and created at every start, so that a changed view reaches an existing database file; SQLite
// resolves a view's tables when it is read, so the views over the flow engine's tables (created later, by
// the flow area) may be declared here. Every numeric column is CAST … AS REAL: the query layer reads a
// column's type to decide whether a condition compares numbers. A column `x` with an English form beside it
// has it as `x_en` (the process, category and node names of the flow views): the query layer answers an
// English reader `x_en` where it is not empty (tables.ts readerColumn).
import type { Db } from '../../db/database';
import { generator } from './random';
import { ACTIVITIES, CUSTOMERS, REGIONS, SURVEY_CHANNELS, SURVEY_COMMENTS, WORK_TYPES, workDescription } from './vocabulary';

/** The views the report definitions may name; read-only, each with an `id` and a `tenant_id` column. */
export const REPORT_VIEWS = [
  'biz_work_hour_total',
  'biz_work_hour_month',
  'biz_work_hour_project',
  'biz_work_hour_dept',
  'biz_work_hour_activity',
  'biz_project_team',
  'biz_ceremony_day',
  'biz_project_finance',
  'biz_flow_node',
  'biz_flow_instance',
] as const;

export const REPORT_TABLES = `
CREATE TABLE IF NOT EXISTS biz_work_hour (
  id TEXT PRIMARY KEY, tenant_id TEXT NOT NULL, work_date TEXT NOT NULL, month TEXT NOT NULL,
  employee_id TEXT NOT NULL, employee_code TEXT NOT NULL, employee_name TEXT NOT NULL, dept_name TEXT NOT NULL,
  project_id TEXT NOT NULL, project_code TEXT NOT NULL, project_name TEXT NOT NULL,
  activity TEXT NOT NULL, work_type TEXT NOT NULL, hours REAL NOT NULL, description TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS biz_work_hour_tenant ON biz_work_hour (tenant_id, work_date);
CREATE TABLE IF NOT EXISTS biz_customer_survey (
  id TEXT PRIMARY KEY, tenant_id TEXT NOT NULL, survey_date TEXT NOT NULL, customer TEXT NOT NULL, region TEXT NOT NULL,
  project_code TEXT NOT NULL, project_name TEXT NOT NULL, channel TEXT NOT NULL, overall INTEGER NOT NULL,
  quality INTEGER NOT NULL, service INTEGER NOT NULL, delivery INTEGER NOT NULL, comment TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS biz_customer_survey_tenant ON biz_customer_survey (tenant_id, survey_date);
`;

const real = (sql: string) => `CAST(${sql} AS REAL)`;
/** Rows where `condition` holds (a comparison is no number in PostgreSQL, as it is in SQLite). */
const countWhere = (condition: string) => `SUM(CASE WHEN ${condition} THEN 1 ELSE 0 END)`;
/** The current year, in words both SQLite and PostgreSQL read (CURRENT_DATE as text is YYYY-MM-DD in both). */
const THIS_YEAR = 'CAST(substr(CAST(CURRENT_DATE AS TEXT), 1, 4) AS INTEGER)';
const OVERTIME = "CASE WHEN work_type = '加班' THEN hours ELSE 0 END";

const VIEWS: Readonly<Record<(typeof REPORT_VIEWS)[number], string>> = {
  // one row per employee: everything booked
  biz_work_hour_total: `SELECT tenant_id, employee_id AS id, employee_code, employee_name, dept_name,
    ${real('COUNT(DISTINCT project_id)')} AS projects, ${real('COUNT(*)')} AS entries, ${real('SUM(hours)')} AS hours,
    ${real(`SUM(${OVERTIME})`)} AS overtime_hours, MIN(work_date) AS first_date, MAX(work_date) AS last_date
    FROM biz_work_hour GROUP BY tenant_id, employee_id, employee_code, employee_name, dept_name`,
  // one row per employee and month: normal hours against overtime
  biz_work_hour_month: `SELECT tenant_id, employee_id || '@' || month AS id, month, employee_code, employee_name, dept_name,
    ${real(`SUM(hours) - SUM(${OVERTIME})`)} AS normal_hours, ${real(`SUM(${OVERTIME})`)} AS overtime_hours,
    ${real('SUM(hours)')} AS hours, ${real('COUNT(DISTINCT work_date)')} AS days
    FROM biz_work_hour GROUP BY tenant_id, employee_id, month, employee_code, employee_name, dept_name`,
  // one row per project and month
  biz_work_hour_project: `SELECT w.tenant_id, w.project_id || '@' || w.month AS id, w.month, w.project_code, w.project_name,
    p.manager, p.dept_name, p.status, ${real('COUNT(DISTINCT w.employee_id)')} AS people, ${real('SUM(w.hours)')} AS hours
    FROM biz_work_hour w JOIN biz_project p ON p.id = w.project_id GROUP BY w.tenant_id, w.project_id, w.month, w.project_code, w.project_name, p.manager, p.dept_name, p.status`,
  // one row per department and month
  biz_work_hour_dept: `SELECT tenant_id, dept_name || '@' || month AS id, dept_name, month,
    ${real('COUNT(DISTINCT employee_id)')} AS people, ${real('SUM(hours)')} AS hours, ${real(`SUM(${OVERTIME})`)} AS overtime_hours
    FROM biz_work_hour GROUP BY tenant_id, dept_name, month`,
  // one row per project and activity
  biz_work_hour_activity: `SELECT tenant_id, project_id || '@' || activity AS id, project_code, project_name, activity,
    ${real('COUNT(DISTINCT employee_id)')} AS people, ${real('COUNT(*)')} AS entries, ${real('SUM(hours)')} AS hours,
    MIN(work_date) AS first_date, MAX(work_date) AS last_date
    FROM biz_work_hour GROUP BY tenant_id, project_id, activity, project_code, project_name`,
  // the members of each project: whoever booked hours on it
  biz_project_team: `SELECT w.tenant_id, w.project_id || '@' || w.employee_id AS id, w.project_code, w.project_name,
    p.manager, w.employee_code, w.employee_name, w.dept_name, e.post, ${real('SUM(w.hours)')} AS hours,
    MIN(w.work_date) AS first_date, MAX(w.work_date) AS last_date
    FROM biz_work_hour w JOIN biz_project p ON p.id = w.project_id JOIN biz_employee e ON e.id = w.employee_id
    GROUP BY w.tenant_id, w.project_id, w.employee_id, w.project_code, w.project_name, p.manager, w.employee_code, w.employee_name, w.dept_name, e.post`,
  // birthdays and work anniversaries of the employees in service, by month and day
  biz_ceremony_day: `SELECT tenant_id, id || '@birthday' AS id, '生日' AS kind, code, name, dept_name, post, birthday AS origin_date,
    substr(birthday, 6, 2) AS month, substr(birthday, 6, 5) AS month_day, ${real(`${THIS_YEAR} - CAST(substr(birthday, 1, 4) AS INTEGER)`)} AS years
    FROM biz_employee WHERE status <> '离职'
    UNION ALL
    SELECT tenant_id, id || '@entry', '入职周年', code, name, dept_name, post, entry_date,
    substr(entry_date, 6, 2), substr(entry_date, 6, 5), ${real(`${THIS_YEAR} - CAST(substr(entry_date, 1, 4) AS INTEGER)`)}
    FROM biz_employee WHERE status <> '离职'`,
  // budget against cost of every project
  biz_project_finance: `SELECT tenant_id, id, code, name, manager, dept_name, status, start_date, ${real('budget')} AS budget, ${real('cost')} AS cost,
    ${real('budget - cost')} AS balance, ${real('ROUND(cost * 100.0 / budget, 1)')} AS cost_rate, ${real('progress')} AS progress
    FROM biz_project`,
  // the flow engine's handled and waiting tasks per process and node (start opinions are no tasks)
  biz_flow_node: `SELECT o.tenant_id, d.def_key || '@' || o.task_key AS id, d.name AS process_name, d.name_en AS process_name_en,
    d.type_name, d.type_name_en, o.task_name AS node_name, n.name_en AS node_name_en,
    ${real('COUNT(*)')} AS tasks, ${real(countWhere("o.status = 'awaiting_check'"))} AS waiting, ${real(countWhere('o.complete_time IS NOT NULL'))} AS handled,
    ${real('ROUND(AVG((julianday(o.complete_time) - julianday(o.create_time)) * 24), 1)')} AS average_hours, MAX(o.create_time) AS last_time
    FROM bpm_opinion o JOIN bpm_instance i ON i.id = o.inst_id JOIN bpm_definition d ON d.id = i.def_id
    LEFT JOIN bpm_node_name n ON n.def_id = d.id AND n.node_id = o.task_key
    WHERE o.task_id IS NOT NULL GROUP BY o.tenant_id, d.def_key, o.task_key, d.name, d.name_en, d.type_name, d.type_name_en, o.task_name, n.name_en`,
  // instances per process and month of start; counts only, so that nobody reads other people's subjects
  biz_flow_instance: `SELECT i.tenant_id, d.def_key || '@' || substr(i.create_time, 1, 7) AS id, d.name AS process_name, d.name_en AS process_name_en,
    d.type_name, d.type_name_en,
    substr(i.create_time, 1, 7) AS month, ${real('COUNT(*)')} AS started, ${real(countWhere("i.status = 'running'"))} AS running,
    ${real(countWhere("i.status IN ('end', 'manualend')"))} AS ended,
    ${real("ROUND(AVG(CASE WHEN i.end_time IS NOT NULL THEN (julianday(i.end_time) - julianday(i.create_time)) * 24 END), 1)")} AS average_hours
    FROM bpm_instance i JOIN bpm_definition d ON d.id = i.def_id WHERE i.status <> 'draft'
    GROUP BY i.tenant_id, d.def_key, substr(i.create_time, 1, 7), d.name, d.name_en, d.type_name, d.type_name_en`,
};


export const REPORT_VIEWS_SCHEMA = Object.entries(VIEWS).map(([name, select]) => `DROP VIEW IF EXISTS ${name};\nCREATE VIEW ${name} AS ${select};\n`).join('');

/** Entries fall between these months (two years, like the sales table). */
const FIRST_YEAR = 2025;
const MONTHS = 24;

const pad = (value: number) => String(value).padStart(2, '0');

interface Person {
  id: string;
  code: string;
  name: string;
  dept_name: string;
}
interface Project {
  id: string;
  code: string;
  name: string;
}

/**
 * The seed's order of a tenant's employees or projects: their ids are the tenant's prefix and a running number.
 * (Not rowid: PostgreSQL's stand-in, ctid, is where a row lies in the table's file, not when it was inserted.)
 */
const SEED_ORDER = 'ORDER BY length(id), id';

function seedWorkHours(db: Db, tenantId: string, random: () => number): void {
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)];
  const people = db.prepare(`SELECT id, code, name, dept_name FROM biz_employee WHERE tenant_id = ? AND status <> '离职' ${SEED_ORDER}`).all(tenantId) as Person[];
  const projects = db.prepare(`SELECT id, code, name FROM biz_project WHERE tenant_id = ? AND status <> '未开始' ${SEED_ORDER}`).all(tenantId) as Project[];
  if (people.length === 0) return;
  const insert = db.prepare(
    `INSERT INTO biz_work_hour (id, tenant_id, work_date, month, employee_id, employee_code, employee_name, dept_name, project_id, project_code, project_name, activity, work_type, hours, description)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  let entry = 0;
  for (const project of projects) {
    const team = Array.from({ length: 3 + Math.floor(random() * 6) }, () => pick(people));
    for (const person of new Set(team)) {
      for (let count = 4 + Math.floor(random() * 14); count > 0; count -= 1) {
        entry += 1;
        const month = Math.floor(random() * MONTHS);
        const label = `${FIRST_YEAR + Math.floor(month / 12)}-${pad((month % 12) + 1)}`;
        const overtime = random() < 0.15;
        const [activity] = pick(ACTIVITIES);
        insert.run(
          `${tenantId}-wh-${entry}`, tenantId, `${label}-${pad(1 + Math.floor(random() * 28))}`, label, person.id, person.code, person.name, person.dept_name,
          project.id, project.code, project.name, activity, (overtime ? WORK_TYPES.overtime : WORK_TYPES.normal)[0], (1 + Math.floor(random() * (overtime ? 8 : 15))) / 2,
          workDescription(project.name, activity, 'zh'),
        );
      }
    }
  }
}

function seedSurveys(db: Db, tenantId: string, random: () => number, surveys: number): void {
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)];
  const projects = db.prepare(`SELECT id, code, name FROM biz_project WHERE tenant_id = ? ${SEED_ORDER}`).all(tenantId) as Project[];
  if (projects.length === 0) return;
  const insert = db.prepare(
    `INSERT INTO biz_customer_survey (id, tenant_id, survey_date, customer, region, project_code, project_name, channel, overall, quality, service, delivery, comment)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  // Scores lean to 4: most customers are satisfied, a few are not.
  const score = () => Math.max(1, Math.min(5, Math.round(2.6 + random() * 2.8)));
  for (let index = 1; index <= surveys; index += 1) {
    const month = Math.floor(random() * MONTHS);
    const project = pick(projects);
    const scores = [score(), score(), score()];
    insert.run(
      `${tenantId}-cs-${index}`, tenantId, `${FIRST_YEAR + Math.floor(month / 12)}-${pad((month % 12) + 1)}-${pad(1 + Math.floor(random() * 28))}`,
      pick(CUSTOMERS)[0], pick(REGIONS)[0], project.code, project.name, pick(SURVEY_CHANNELS)[0], Math.round((scores[0] + scores[1] + scores[2]) / 3),
      scores[0], scores[1], scores[2], pick(SURVEY_COMMENTS)[0],
    );
  }
}

/** Fills each report table that is empty (also in a database made before the table existed), per tenant. */
export function seedReportData(db: Db): void {
  const isEmpty = (table: string) => (db.prepare(`SELECT COUNT(*) AS count FROM ${table}`).get() as { count: number }).count === 0;
  const tenants = db.prepare('SELECT id FROM tenants ORDER BY create_time, id').all() as { id: string }[];
  const fillHours = isEmpty('biz_work_hour');
  const fillSurveys = isEmpty('biz_customer_survey');
  db.transaction(() => {
    tenants.forEach(({ id }, index) => {
      if (fillHours) seedWorkHours(db, id, generator(20260701 + index));
      if (fillSurveys) seedSurveys(db, id, generator(20260801 + index), index === 0 ? 1200 : 120);
    });
  })();
}

// Tables, rules and demo data of the cost-baseline area (docs/cost-baseline.md): baselines of business projects,
// their versions (draft → active → archived), cost lines, the operation log and the per-baseline permissions.
import type { Db } from '../../db/database';
import { findUserByAccount, isAdmin, PLATFORM_TENANT_ID } from '../../db/users';
import { newId, nowText } from '../../lib/ids';

export const CATEGORIES = ['labour', 'material', 'outsourcing', 'other'] as const;
export type Category = (typeof CATEGORIES)[number];
export const LEVELS = ['viewer', 'editor', 'manager'] as const;
export type Level = (typeof LEVELS)[number];
export type VersionStatus = 'draft' | 'active' | 'archived';
export const LOG_ACTIONS = [
  'createBaseline', 'createVersion', 'activateVersion', 'addLine', 'updateLine', 'removeLine', 'grant', 'revoke',
] as const;
export type LogAction = (typeof LOG_ACTIONS)[number];
/** The actions of the version log (the operation records are every action). */
export const VERSION_ACTIONS: readonly LogAction[] = ['createBaseline', 'createVersion', 'activateVersion'];

const list = (values: readonly string[]) => values.map((value) => `'${value}'`).join(', ');

export const SCHEMA = `
CREATE TABLE IF NOT EXISTS cb_baseline (
  id TEXT PRIMARY KEY, tenant_id TEXT NOT NULL, project_id TEXT NOT NULL, manager_id TEXT NOT NULL, manager_name TEXT NOT NULL,
  create_time TEXT NOT NULL, UNIQUE (tenant_id, project_id)
);
CREATE TABLE IF NOT EXISTS cb_version (
  id TEXT PRIMARY KEY, tenant_id TEXT NOT NULL, baseline_id TEXT NOT NULL REFERENCES cb_baseline(id), version_no INTEGER NOT NULL,
  status TEXT NOT NULL CHECK (status IN ('draft', 'active', 'archived')), reason TEXT NOT NULL DEFAULT '',
  create_by TEXT NOT NULL, create_by_name TEXT NOT NULL, create_time TEXT NOT NULL, activate_by_name TEXT, activate_time TEXT,
  UNIQUE (baseline_id, version_no)
);
CREATE TABLE IF NOT EXISTS cb_line (
  id TEXT PRIMARY KEY, tenant_id TEXT NOT NULL, version_id TEXT NOT NULL REFERENCES cb_version(id),
  category TEXT NOT NULL CHECK (category IN (${list(CATEGORIES)})), item TEXT NOT NULL, rank TEXT, hours REAL, hourly_cost REAL,
  amount REAL NOT NULL, sn INTEGER NOT NULL
);
CREATE INDEX IF NOT EXISTS cb_line_version ON cb_line (version_id, sn);
CREATE TABLE IF NOT EXISTS cb_log (
  id TEXT PRIMARY KEY, tenant_id TEXT NOT NULL, baseline_id TEXT NOT NULL, version_no INTEGER,
  action TEXT NOT NULL CHECK (action IN (${list(LOG_ACTIONS)})), detail TEXT NOT NULL DEFAULT '', level TEXT,
  user_id TEXT NOT NULL, user_name TEXT NOT NULL, create_time TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS cb_log_baseline ON cb_log (baseline_id, create_time);
CREATE TABLE IF NOT EXISTS cb_permission (
  baseline_id TEXT NOT NULL REFERENCES cb_baseline(id), tenant_id TEXT NOT NULL, user_id TEXT NOT NULL, user_name TEXT NOT NULL,
  account TEXT NOT NULL, level TEXT NOT NULL CHECK (level IN (${list(LEVELS)})), grant_by_name TEXT NOT NULL, grant_time TEXT NOT NULL,
  PRIMARY KEY (baseline_id, user_id)
);
`;

export const atLeast = (level: Level | null, wanted: Level) => level !== null && LEVELS.indexOf(level) >= LEVELS.indexOf(wanted);

/** The caller's level on a baseline: sysAdmin and the baseline's manager manage it, others have their grant or none. */
export function levelOf(db: Db, baseline: { id: string; manager_id: string }, userId: string): Level | null {
  if (baseline.manager_id === userId || isAdmin(db, userId)) return 'manager';
  const grant = db.prepare('SELECT level FROM cb_permission WHERE baseline_id = ? AND user_id = ?').get(baseline.id, userId) as { level: Level } | undefined;
  return grant?.level ?? null;
}

export interface Actor {
  tenantId: string;
  userId: string;
  userName: string;
}

export interface LogEntry {
  baselineId: string;
  action: LogAction;
  versionNo?: number;
  /** what the action was about: the reason of a version, the item of a line, the user of a grant */
  detail?: string;
  /** the level of a grant */
  level?: Level;
  at?: string;
}

export function writeLog(db: Db, actor: Actor, entry: LogEntry): void {
  db.prepare(
    `INSERT INTO cb_log (id, tenant_id, baseline_id, version_no, action, detail, level, user_id, user_name, create_time)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  ).run(
    newId(), actor.tenantId, entry.baselineId, entry.versionNo ?? null, entry.action, entry.detail ?? '', entry.level ?? null, actor.userId,
    actor.userName, entry.at ?? nowText(),
  );
}

export interface LineInput {
  category: Category;
  item: string;
  rank: string | null;
  hours: number | null;
  hourlyCost: number | null;
  amount: number;
}

export function insertLine(db: Db, tenantId: string, versionId: string, line: LineInput, sn: number): string {
  const id = newId();
  db.prepare(
    'INSERT INTO cb_line (id, tenant_id, version_id, category, item, rank, hours, hourly_cost, amount, sn) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)',
  ).run(id, tenantId, versionId, line.category, line.item, line.rank, line.hours, line.hourlyCost, line.amount, sn);
  return id;
}

export function insertVersion(db: Db, actor: Actor, baselineId: string, versionNo: number, reason: string, at = nowText()): string {
  const id = newId();
  db.prepare(
    `INSERT INTO cb_version (id, tenant_id, baseline_id, version_no, status, reason, create_by, create_by_name, create_time)
     VALUES (?, ?, ?, ?, 'draft', ?, ?, ?, ?)`,
  ).run(id, actor.tenantId, baselineId, versionNo, reason, actor.userId, actor.userName, at);
  return id;
}

/** Adds a line at the end of a draft version and logs it (`addLine`, the item); answers the line's id. */
export function appendLine(db: Db, actor: Actor, version: { id: string; baselineId: string; versionNo: number }, line: LineInput): string {
  const { next } = db.prepare('SELECT COALESCE(MAX(sn), 0) + 1 AS next FROM cb_line WHERE version_id = ?').get(version.id) as { next: number };
  const id = insertLine(db, actor.tenantId, version.id, line, next);
  writeLog(db, actor, { baselineId: version.baselineId, action: 'addLine', versionNo: version.versionNo, detail: line.item });
  return id;
}

/** A new draft version copying the lines of the active one (the caller checked there is no draft); logged. */
export function insertDraftCopy(db: Db, actor: Actor, baselineId: string, reason: string): { versionId: string; versionNo: number } {
  const { next } = db.prepare('SELECT COALESCE(MAX(version_no), 0) + 1 AS next FROM cb_version WHERE baseline_id = ?').get(baselineId) as { next: number };
  const versionId = insertVersion(db, actor, baselineId, next, reason);
  const active = db.prepare("SELECT id FROM cb_version WHERE baseline_id = ? AND status = 'active'").get(baselineId) as { id: string } | undefined;
  const lines = active
    ? (db.prepare('SELECT category, item, rank, hours, hourly_cost AS hourlyCost, amount, sn FROM cb_line WHERE version_id = ? ORDER BY sn, id').all(active.id) as (LineInput & { sn: number })[])
    : [];
  for (const { sn, ...line } of lines) insertLine(db, actor.tenantId, versionId, line, sn);
  writeLog(db, actor, { baselineId, action: 'createVersion', versionNo: next, detail: reason });
  return { versionId, versionNo: next };
}

/** Creates a baseline of the project with its draft version 1; the actor manages it. */
export function insertBaseline(db: Db, actor: Actor, projectId: string, at = nowText()): { baselineId: string; versionId: string } {
  const baselineId = newId();
  db.prepare('INSERT INTO cb_baseline (id, tenant_id, project_id, manager_id, manager_name, create_time) VALUES (?, ?, ?, ?, ?, ?)').run(
    baselineId, actor.tenantId, projectId, actor.userId, actor.userName, at,
  );
  const versionId = insertVersion(db, actor, baselineId, 1, '', at);
  writeLog(db, actor, { baselineId, action: 'createBaseline', versionNo: 1, at });
  return { baselineId, versionId };
}

/** Rounded to cents, so sums stay exact enough for display. */
export const cents = (value: number) => Math.round(value * 100) / 100;

type SeedLine = [Category, string, string | null, number];
interface SeedBaseline {
  project: string;
  manager: string;
  /** each version's lines; the last is active, or a draft after the active one when `draft` */
  versions: { reason: string; lines: SeedLine[] }[];
  draft?: boolean;
  grants: [string, Level][];
}

/** Platform-tenant demo: labour lines give [rank, hours], the others [null, amount]. */
const SEED: SeedBaseline[] = [
  {
    project: 'prj-1', manager: 'zhangsan', grants: [['lisi', 'editor']],
    versions: [
      { reason: '', lines: [['labour', '需求分析', 'T4', 120], ['labour', '开发实现', 'T5', 480], ['material', '测试服务器', null, 36000]] },
      {
        reason: '增加外包测试', lines: [
          ['labour', '需求分析', 'T4', 120], ['labour', '开发实现', 'T5', 520], ['material', '测试服务器', null, 36000],
          ['outsourcing', '第三方安全测试', null, 45000], ['other', '差旅', null, 8000],
        ],
      },
    ],
  },
  {
    project: 'prj-2', manager: 'zhangsan', grants: [['wangwu', 'viewer']], draft: true,
    versions: [
      { reason: '', lines: [['labour', '方案设计', 'T6', 160], ['outsourcing', 'UI 设计外包', null, 60000]] },
      { reason: '范围扩大', lines: [['labour', '方案设计', 'T6', 200], ['outsourcing', 'UI 设计外包', null, 60000], ['material', '移动测试设备', null, 24000]] },
    ],
  },
  {
    project: 'prj-3', manager: 'lisi', grants: [],
    versions: [{ reason: '', lines: [['labour', '平台升级', 'T7', 300], ['other', '培训', null, 12000]] }],
  },
];

export function seedCostBaselines(db: Db): void {
  if (db.prepare('SELECT 1 FROM cb_baseline LIMIT 1').get()) return;
  const tenantId = PLATFORM_TENANT_ID;
  const rate = db.prepare('SELECT hourly_cost AS cost FROM rank_costs WHERE tenant_id = ? AND rank = ?');
  const projectExists = db.prepare('SELECT 1 FROM biz_project WHERE id = ? AND tenant_id = ?');
  const actorOf = (account: string): Actor | undefined => {
    const user = findUserByAccount(db, tenantId, account);
    return user && { tenantId, userId: user.id, userName: user.fullname };
  };
  db.transaction(() => {
    for (const baseline of SEED) {
      const manager = actorOf(baseline.manager);
      // A test's own seed folder may lack the users or projects: then there is nothing to seed.
      if (!manager || !projectExists.get(baseline.project, tenantId)) continue;
      const { baselineId, versionId: firstVersion } = insertBaseline(db, manager, baseline.project, '2026-01-05 09:00:00');
      const activeIndex = baseline.versions.length - (baseline.draft ? 2 : 1);
      baseline.versions.forEach((version, index) => {
        const versionNo = index + 1;
        const day = `2026-0${versionNo}-10`;
        const versionId = index === 0 ? firstVersion : insertVersion(db, manager, baselineId, versionNo, version.reason, `${day} 09:00:00`);
        if (index > 0) writeLog(db, manager, { baselineId, action: 'createVersion', versionNo, detail: version.reason, at: `${day} 09:00:00` });
        version.lines.forEach(([category, item, rank, figure], sn) => {
          const hourlyCost = rank ? ((rate.get(tenantId, rank) as { cost: number } | undefined)?.cost ?? 0) : null;
          const amount = rank ? cents(figure * (hourlyCost ?? 0)) : figure;
          insertLine(db, tenantId, versionId, { category, item, rank, hours: rank ? figure : null, hourlyCost, amount }, sn + 1);
        });
        if (index > activeIndex) return;
        db.prepare('UPDATE cb_version SET status = ?, activate_by_name = ?, activate_time = ? WHERE id = ?').run(
          index === activeIndex ? 'active' : 'archived', manager.userName, `${day} 10:00:00`, versionId,
        );
        writeLog(db, manager, { baselineId, action: 'activateVersion', versionNo, at: `${day} 10:00:00` });
      });
      for (const [account, level] of baseline.grants) {
        const user = findUserByAccount(db, tenantId, account);
        if (!user) continue;
        db.prepare(
          'INSERT INTO cb_permission (baseline_id, tenant_id, user_id, user_name, account, level, grant_by_name, grant_time) VALUES (?, ?, ?, ?, ?, ?, ?, ?)',
        ).run(baselineId, tenantId, user.id, user.fullname, user.account, level, manager.userName, '2026-01-05 09:30:00');
        writeLog(db, manager, { baselineId, action: 'grant', detail: user.fullname, level, at: '2026-01-05 09:30:00' });
      }
    }
  })();
}

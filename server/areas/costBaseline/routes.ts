// The calls of the cost-baseline area (docs/cost-baseline.md "Calls"), all under /portal/costBaseline/v1 on the
// caller's tenant. Every baseline call checks the caller's level (store.ts levelOf); every change is one
// transaction that also writes the operation log.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../../db/database';
import { findUserByAccount, findUserById, isAdmin } from '../../db/users';
import { sessionOf } from '../../lib/auth';
import { langOf, type Lang } from '../../lib/i18n';
import { nowText } from '../../lib/ids';
import { queryFilterSchema, queryPage, type QueryFilter } from '../../lib/queryFilter';
import { localizedSql } from '../portal/content';
import { CostBaselineError, costBaselineMessage, type CostBaselineMessageKey } from './messages';
import {
  appendLine, atLeast, CATEGORIES, cents, insertBaseline, insertDraftCopy, insertLine, LEVELS, levelOf, LOG_ACTIONS, VERSION_ACTIONS, writeLog,
  type Actor, type Category, type Level, type LogAction, type VersionStatus,
} from './store';

export const ROOT = '/portal/costBaseline/v1';

export interface BaselineRow {
  id: string;
  tenant_id: string;
  project_id: string;
  manager_id: string;
  manager_name: string;
  create_time: string;
}
export interface VersionRow {
  id: string;
  baseline_id: string;
  version_no: number;
  status: VersionStatus;
  reason: string;
  create_by_name: string;
  create_time: string;
  activate_by_name: string | null;
  activate_time: string | null;
}
export interface LineRow {
  id: string;
  version_id: string;
  category: Category;
  item: string;
  rank: string | null;
  hours: number | null;
  hourly_cost: number | null;
  amount: number;
  sn: number;
}
export interface ProjectRow {
  id: string;
  code: string;
  name: string;
  dept_name: string;
  budget: number;
}

const idSchema = { type: 'string', minLength: 1, maxLength: 64 } as const;
const amountSchema = { type: 'number', minimum: 0, maximum: 1e12 } as const;
const body = (required: string[], properties: Record<string, object>) => ({ body: { type: 'object', required, properties, additionalProperties: false } });
const query = (required: string[], properties: Record<string, object>) => ({ querystring: { type: 'object', required, properties } });

const SCHEMAS = {
  projectId: query(['projectId'], { projectId: idSchema }),
  id: query(['id'], { id: idSchema }),
  baselineId: query(['baselineId'], { baselineId: idSchema }),
  log: { ...query(['baselineId'], { baselineId: idSchema, versionsOnly: { type: 'boolean' } }), body: queryFilterSchema },
  createBaseline: body(['projectId'], { projectId: idSchema }),
  createVersion: body(['baselineId', 'reason'], { baselineId: idSchema, reason: { type: 'string', maxLength: 500 } }),
  activate: body(['versionId'], { versionId: idSchema }),
  saveLine: body(['versionId', 'category', 'item'], {
    versionId: idSchema,
    id: idSchema,
    category: { type: 'string', enum: CATEGORIES },
    item: { type: 'string', maxLength: 100 },
    rank: { type: 'string', maxLength: 20 },
    hours: { type: 'number', minimum: 0, maximum: 1e6 },
    amount: amountSchema,
  }),
  removeLine: body(['id'], { id: idSchema }),
  grant: body(['baselineId', 'account', 'level'], { baselineId: idSchema, account: { type: 'string', minLength: 1, maxLength: 64 }, level: { type: 'string', enum: LEVELS } }),
  revoke: body(['baselineId', 'userId'], { baselineId: idSchema, userId: idSchema }),
} as const;

interface SaveLineBody {
  versionId: string;
  id?: string;
  category: Category;
  item: string;
  rank?: string;
  hours?: number;
  amount?: number;
}

const versionDto = (row: VersionRow, totals: Record<Category, number>) => ({
  id: row.id,
  versionNo: row.version_no,
  status: row.status,
  reason: row.reason,
  createByName: row.create_by_name,
  createTime: row.create_time,
  activateByName: row.activate_by_name ?? '',
  activateTime: row.activate_time ?? '',
  totals,
  total: cents(CATEGORIES.reduce((sum, category) => sum + totals[category], 0)),
});

const lineDto = (row: LineRow) => ({
  id: row.id,
  category: row.category,
  item: row.item,
  rank: row.rank ?? '',
  hours: row.hours,
  hourlyCost: row.hourly_cost,
  amount: row.amount,
});

const projectSelect = (lang: Lang) =>
  `p.id, p.code, ${localizedSql(lang, 'p.name')} AS name, COALESCE(${localizedSql(lang, 'd.name')}, p.dept_name) AS dept_name, p.budget`;
const PROJECT_FROM = 'biz_project p LEFT JOIN biz_department d ON d.id = p.dept_id';

/** The caller as the log names them. */
export function actorFor(db: Db, request: FastifyRequest): Actor {
  const auth = sessionOf(request);
  return { tenantId: auth.tenantId, userId: auth.userId, userName: findUserById(db, auth.tenantId, auth.userId)?.fullname ?? auth.account };
}

/** A project of the caller's tenant, named in the caller's language; 404 when there is none. */
export function projectById(db: Db, actor: Actor, projectId: string, lang: Lang): ProjectRow {
  const row = db.prepare(`SELECT ${projectSelect(lang)} FROM ${PROJECT_FROM} WHERE p.id = ? AND p.tenant_id = ?`).get(projectId, actor.tenantId) as
    | ProjectRow
    | undefined;
  if (!row) throw new CostBaselineError(404, 'projectNotFound', { id: projectId });
  return row;
}

export function registerCostBaselineRoutes(app: FastifyInstance, db: Db): void {
  const emptyTotals = (): Record<Category, number> => ({ labour: 0, material: 0, outsourcing: 0, other: 0 });
  const totalsOf = (versionId: string) => {
    const totals = emptyTotals();
    const rows = db.prepare('SELECT category, SUM(amount) AS amount FROM cb_line WHERE version_id = ? GROUP BY category').all(versionId) as {
      category: Category;
      amount: number;
    }[];
    for (const row of rows) totals[row.category] = cents(row.amount);
    return totals;
  };

  const actorOf = (request: FastifyRequest): Actor => actorFor(db, request);
  const baselineById = (actor: Actor, id: string): BaselineRow => {
    const row = db.prepare('SELECT * FROM cb_baseline WHERE id = ? AND tenant_id = ?').get(id, actor.tenantId) as BaselineRow | undefined;
    if (!row) throw new CostBaselineError(404, 'baselineNotFound', { id });
    return row;
  };
  /** The baseline, when the caller has at least `wanted` on it. */
  const requireLevel = (actor: Actor, baseline: BaselineRow, wanted: Level): Level => {
    const level = levelOf(db, baseline, actor.userId);
    if (!level) throw new CostBaselineError(403, 'noAccess');
    if (!atLeast(level, wanted)) throw new CostBaselineError(403, wanted === 'manager' ? 'managersOnly' : 'editorsOnly');
    return level;
  };
  const versionById = (actor: Actor, id: string): VersionRow => {
    const row = db.prepare('SELECT * FROM cb_version WHERE id = ? AND tenant_id = ?').get(id, actor.tenantId) as VersionRow | undefined;
    if (!row) throw new CostBaselineError(404, 'versionNotFound', { id });
    return row;
  };
  const projectOf = (actor: Actor, projectId: string, lang: Lang): ProjectRow => projectById(db, actor, projectId, lang);
  const projectDto = (row: ProjectRow) => ({ id: row.id, code: row.code, name: row.name, deptName: row.dept_name, budget: row.budget });
  const versionsOf = (baselineId: string) =>
    (db.prepare('SELECT * FROM cb_version WHERE baseline_id = ? ORDER BY version_no DESC').all(baselineId) as VersionRow[]).map((row) =>
      versionDto(row, totalsOf(row.id)),
    );
  const done = (request: FastifyRequest, key: CostBaselineMessageKey, value?: string) => ({ state: true, message: costBaselineMessage(request, key), value });
  /** A draft version the caller may edit, with its baseline. */
  const editableDraft = (actor: Actor, versionId: string) => {
    const version = versionById(actor, versionId);
    const baseline = baselineById(actor, version.baseline_id);
    requireLevel(actor, baseline, 'editor');
    if (version.status !== 'draft') throw new CostBaselineError(400, 'notDraft');
    return { version, baseline };
  };

  app.post<{ Body: QueryFilter }>(`${ROOT}/projects`, { schema: { body: queryFilterSchema } }, async (request) => {
    const actor = actorOf(request);
    const lang = langOf(request);
    const admin = isAdmin(db, actor.userId);
    return queryPage(db, request.body, {
      select: `${projectSelect(lang)}, b.id AS baseline_id, b.manager_id, b.manager_name, g.level,
        av.version_no AS active_no, (SELECT SUM(l.amount) FROM cb_line l WHERE l.version_id = av.id) AS active_total`,
      from: `${PROJECT_FROM} LEFT JOIN cb_baseline b ON b.project_id = p.id AND b.tenant_id = p.tenant_id
        LEFT JOIN cb_version av ON av.baseline_id = b.id AND av.status = 'active'
        LEFT JOIN cb_permission g ON g.baseline_id = b.id AND g.user_id = ?`,
      where: 'p.tenant_id = ?',
      params: [actor.userId, actor.tenantId],
      columns: { code: 'p.code', name: localizedSql(lang, 'p.name'), deptName: 'p.dept_name', budget: { sql: 'p.budget', type: 'number' }, baselineId: 'b.id' },
      // projects with a baseline first: those are the ones worked on
      defaultOrder: '(b.id IS NULL) ASC, p.code ASC, p.id ASC',
      map: (row: ProjectRow & { baseline_id: string | null; manager_id: string | null; manager_name: string | null; level: Level | null; active_no: number | null; active_total: number | null }) => {
        const level = row.baseline_id ? (admin || row.manager_id === actor.userId ? 'manager' : row.level) : null;
        return {
          ...projectDto(row),
          baselineId: row.baseline_id ?? '',
          managerName: row.manager_name ?? '',
          myLevel: level ?? '',
          // the figures of a baseline are for those who may view it
          activeVersionNo: level ? row.active_no : null,
          activeTotal: level && row.active_no ? cents(row.active_total ?? 0) : null,
        };
      },
    });
  });

  app.post<{ Body: { projectId: string } }>(`${ROOT}/baseline/create`, { schema: SCHEMAS.createBaseline }, async (request) => {
    const actor = actorOf(request);
    projectOf(actor, request.body.projectId, langOf(request));
    const created = db.transaction(() => {
      if (db.prepare('SELECT 1 FROM cb_baseline WHERE tenant_id = ? AND project_id = ?').get(actor.tenantId, request.body.projectId)) {
        throw new CostBaselineError(400, 'baselineExists');
      }
      return insertBaseline(db, actor, request.body.projectId);
    })();
    return done(request, 'baselineCreated', created.baselineId);
  });

  app.get<{ Querystring: { projectId: string } }>(`${ROOT}/baseline`, { schema: SCHEMAS.projectId }, async (request) => {
    const actor = actorOf(request);
    const project = projectOf(actor, request.query.projectId, langOf(request));
    const baseline = db.prepare('SELECT * FROM cb_baseline WHERE tenant_id = ? AND project_id = ?').get(actor.tenantId, project.id) as BaselineRow | undefined;
    if (!baseline) return { project: projectDto(project), baseline: null, myLevel: '', versions: [] };
    const myLevel = requireLevel(actor, baseline, 'viewer');
    return {
      project: projectDto(project),
      baseline: { id: baseline.id, managerName: baseline.manager_name, createTime: baseline.create_time },
      myLevel,
      versions: versionsOf(baseline.id),
    };
  });

  app.get<{ Querystring: { id: string } }>(`${ROOT}/version`, { schema: SCHEMAS.id }, async (request) => {
    const actor = actorOf(request);
    const version = versionById(actor, request.query.id);
    const baseline = baselineById(actor, version.baseline_id);
    const myLevel = requireLevel(actor, baseline, 'viewer');
    const lines = db.prepare('SELECT * FROM cb_line WHERE version_id = ? ORDER BY sn, id').all(version.id) as LineRow[];
    return {
      project: projectDto(projectOf(actor, baseline.project_id, langOf(request))),
      baselineId: baseline.id,
      myLevel,
      version: versionDto(version, totalsOf(version.id)),
      lines: lines.map(lineDto),
    };
  });

  app.post<{ Body: { baselineId: string; reason: string } }>(`${ROOT}/version/create`, { schema: SCHEMAS.createVersion }, async (request) => {
    const actor = actorOf(request);
    const baseline = baselineById(actor, request.body.baselineId);
    requireLevel(actor, baseline, 'editor');
    const reason = request.body.reason.trim();
    if (!reason) throw new CostBaselineError(400, 'reasonRequired');
    const id = db.transaction(() => {
      const draft = db.prepare("SELECT version_no FROM cb_version WHERE baseline_id = ? AND status = 'draft'").get(baseline.id) as { version_no: number } | undefined;
      if (draft) throw new CostBaselineError(400, 'draftExists', { no: draft.version_no });
      return insertDraftCopy(db, actor, baseline.id, reason).versionId;
    })();
    return done(request, 'versionCreated', id);
  });

  app.post<{ Body: { versionId: string } }>(`${ROOT}/version/activate`, { schema: SCHEMAS.activate }, async (request) => {
    const actor = actorOf(request);
    const version = versionById(actor, request.body.versionId);
    const baseline = baselineById(actor, version.baseline_id);
    requireLevel(actor, baseline, 'manager');
    db.transaction(() => {
      // Read again inside the transaction, so two activations at once cannot both pass.
      const current = versionById(actor, version.id);
      if (current.status !== 'draft') throw new CostBaselineError(400, 'notDraft');
      if (!db.prepare('SELECT 1 FROM cb_line WHERE version_id = ? LIMIT 1').get(version.id)) throw new CostBaselineError(400, 'emptyVersion');
      db.prepare("UPDATE cb_version SET status = 'archived' WHERE baseline_id = ? AND status = 'active'").run(baseline.id);
      db.prepare("UPDATE cb_version SET status = 'active', activate_by_name = ?, activate_time = ? WHERE id = ?").run(actor.userName, nowText(), version.id);
      writeLog(db, actor, { baselineId: baseline.id, action: 'activateVersion', versionNo: version.version_no });
    })();
    return done(request, 'versionActivated', version.id);
  });

  app.post<{ Body: SaveLineBody }>(`${ROOT}/line/save`, { schema: SCHEMAS.saveLine }, async (request) => {
    const actor = actorOf(request);
    const input = request.body;
    const item = input.item.trim();
    if (!item) throw new CostBaselineError(400, 'itemRequired');
    const labour = input.category === 'labour';
    const rank = (input.rank ?? '').trim();
    let line: Parameters<typeof insertLine>[3];
    if (labour) {
      if (!rank || input.hours === undefined) throw new CostBaselineError(400, 'labourNeedsRank');
      const rate = db.prepare('SELECT hourly_cost AS cost FROM rank_costs WHERE tenant_id = ? AND rank = ?').get(actor.tenantId, rank) as { cost: number } | undefined;
      if (!rate) throw new CostBaselineError(400, 'rankUnknown', { rank });
      line = { category: input.category, item, rank, hours: input.hours, hourlyCost: rate.cost, amount: cents(input.hours * rate.cost) };
    } else {
      if (input.amount === undefined) throw new CostBaselineError(400, 'amountRequired');
      line = { category: input.category, item, rank: null, hours: null, hourlyCost: null, amount: cents(input.amount) };
    }
    const id = db.transaction(() => {
      const { version, baseline } = editableDraft(actor, input.versionId);
      const log = { baselineId: baseline.id, versionNo: version.version_no, detail: item };
      if (!input.id) return appendLine(db, actor, { id: version.id, baselineId: baseline.id, versionNo: version.version_no }, line);
      const changed = db
        .prepare('UPDATE cb_line SET category = ?, item = ?, rank = ?, hours = ?, hourly_cost = ?, amount = ? WHERE id = ? AND version_id = ?')
        .run(line.category, line.item, line.rank, line.hours, line.hourlyCost, line.amount, input.id, version.id);
      if (changed.changes === 0) throw new CostBaselineError(404, 'lineNotFound', { id: input.id });
      writeLog(db, actor, { ...log, action: 'updateLine' });
      return input.id;
    })();
    return done(request, 'lineSaved', id);
  });

  app.post<{ Body: { id: string } }>(`${ROOT}/line/remove`, { schema: SCHEMAS.removeLine }, async (request) => {
    const actor = actorOf(request);
    db.transaction(() => {
      const line = db.prepare('SELECT * FROM cb_line WHERE id = ? AND tenant_id = ?').get(request.body.id, actor.tenantId) as LineRow | undefined;
      if (!line) throw new CostBaselineError(404, 'lineNotFound', { id: request.body.id });
      const { version, baseline } = editableDraft(actor, line.version_id);
      db.prepare('DELETE FROM cb_line WHERE id = ?').run(line.id);
      writeLog(db, actor, { baselineId: baseline.id, action: 'removeLine', versionNo: version.version_no, detail: line.item });
    })();
    return done(request, 'lineRemoved', request.body.id);
  });

  app.post<{ Querystring: { baselineId: string; versionsOnly?: boolean }; Body: QueryFilter }>(`${ROOT}/log`, { schema: SCHEMAS.log }, async (request) => {
    const actor = actorOf(request);
    requireLevel(actor, baselineById(actor, request.query.baselineId), 'viewer');
    const actions: readonly LogAction[] = request.query.versionsOnly ? VERSION_ACTIONS : LOG_ACTIONS;
    return queryPage(db, request.body, {
      select: '*',
      from: 'cb_log',
      where: `baseline_id = ? AND tenant_id = ? AND action IN (${actions.map(() => '?').join(', ')})`,
      params: [request.query.baselineId, actor.tenantId, ...actions],
      columns: { action: 'action', userName: 'user_name', createTime: 'create_time', versionNo: { sql: 'version_no', type: 'number' } },
      defaultOrder: 'create_time DESC, id DESC',
      map: (row: { id: string; action: LogAction; version_no: number | null; detail: string; level: Level | null; user_name: string; create_time: string }) => ({
        id: row.id,
        action: row.action,
        versionNo: row.version_no,
        detail: row.detail,
        level: row.level ?? '',
        userName: row.user_name,
        createTime: row.create_time,
      }),
    });
  });

  app.get(`${ROOT}/overview`, async (request) => {
    const actor = actorOf(request);
    const lang = langOf(request);
    const admin = isAdmin(db, actor.userId);
    const rows = db
      .prepare(
        `SELECT ${projectSelect(lang)}, v.id AS version_id, v.version_no FROM cb_baseline b
         JOIN biz_project p ON p.id = b.project_id AND p.tenant_id = b.tenant_id LEFT JOIN biz_department d ON d.id = p.dept_id
         JOIN cb_version v ON v.baseline_id = b.id AND v.status = 'active'
         WHERE b.tenant_id = ? AND (? = 1 OR b.manager_id = ? OR EXISTS (SELECT 1 FROM cb_permission g WHERE g.baseline_id = b.id AND g.user_id = ?))
         ORDER BY p.code, p.id`,
      )
      .all(actor.tenantId, admin ? 1 : 0, actor.userId, actor.userId) as (ProjectRow & { version_id: string; version_no: number })[];
    return rows.map((row) => {
      const totals = totalsOf(row.version_id);
      return { project: projectDto(row), versionNo: row.version_no, totals, total: cents(CATEGORIES.reduce((sum, category) => sum + totals[category], 0)) };
    });
  });

  app.get(`${ROOT}/ranks`, async (request) =>
    db.prepare('SELECT rank, hourly_cost AS hourlyCost FROM rank_costs WHERE tenant_id = ? ORDER BY rank').all(sessionOf(request).tenantId),
  );

  app.get<{ Querystring: { baselineId: string } }>(`${ROOT}/permissions`, { schema: SCHEMAS.baselineId }, async (request) => {
    const actor = actorOf(request);
    const baseline = baselineById(actor, request.query.baselineId);
    const myLevel = requireLevel(actor, baseline, 'viewer');
    const rows = db.prepare('SELECT * FROM cb_permission WHERE baseline_id = ? ORDER BY grant_time, user_id').all(baseline.id) as {
      user_id: string; user_name: string; account: string; level: Level; grant_by_name: string; grant_time: string;
    }[];
    return {
      managerName: baseline.manager_name,
      myLevel,
      grants: rows.map((row) => ({
        userId: row.user_id, userName: row.user_name, account: row.account, level: row.level, grantByName: row.grant_by_name, grantTime: row.grant_time,
      })),
    };
  });

  app.post<{ Body: { baselineId: string; account: string; level: Level } }>(`${ROOT}/permission/grant`, { schema: SCHEMAS.grant }, async (request) => {
    const actor = actorOf(request);
    const baseline = baselineById(actor, request.body.baselineId);
    requireLevel(actor, baseline, 'manager');
    const account = request.body.account.trim();
    const user = findUserByAccount(db, actor.tenantId, account);
    if (!user) throw new CostBaselineError(400, 'userNotFound', { account });
    if (user.id === baseline.manager_id) throw new CostBaselineError(400, 'alreadyManager', { name: user.fullname });
    db.transaction(() => {
      db.prepare(
        `INSERT INTO cb_permission (baseline_id, tenant_id, user_id, user_name, account, level, grant_by_name, grant_time)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?)
         ON CONFLICT (baseline_id, user_id) DO UPDATE SET level = excluded.level, grant_by_name = excluded.grant_by_name, grant_time = excluded.grant_time`,
      ).run(baseline.id, actor.tenantId, user.id, user.fullname, user.account, request.body.level, actor.userName, nowText());
      writeLog(db, actor, { baselineId: baseline.id, action: 'grant', detail: user.fullname, level: request.body.level });
    })();
    return done(request, 'granted', user.id);
  });

  app.post<{ Body: { baselineId: string; userId: string } }>(`${ROOT}/permission/revoke`, { schema: SCHEMAS.revoke }, async (request) => {
    const actor = actorOf(request);
    const baseline = baselineById(actor, request.body.baselineId);
    requireLevel(actor, baseline, 'manager');
    db.transaction(() => {
      const grant = db.prepare('SELECT user_name FROM cb_permission WHERE baseline_id = ? AND user_id = ?').get(baseline.id, request.body.userId) as
        | { user_name: string }
        | undefined;
      if (!grant) throw new CostBaselineError(404, 'grantNotFound');
      db.prepare('DELETE FROM cb_permission WHERE baseline_id = ? AND user_id = ?').run(baseline.id, request.body.userId);
      writeLog(db, actor, { baselineId: baseline.id, action: 'revoke', detail: grant.user_name });
    })();
    return done(request, 'revoked', request.body.userId);
  });
}

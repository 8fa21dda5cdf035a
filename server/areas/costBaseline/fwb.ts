// The service-package calls (docs/cost-baseline.md "Service packages"), under /portal/costBaseline/v1/fwb on the
// caller's tenant: the packages, a project's forecast, generating lines into drafts, and checking baselines.
// Packages are data-template records (fwbStore.ts); rights are the baselines' levels (store.ts levelOf).
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/database';
import { langOf } from '../../lib/i18n';
import { CostBaselineError, costBaselineMessage, costBaselineText } from './messages';
import { readPackages, rankRates, type PackageLine, type ServicePackage } from './fwbStore';
import { actorFor, projectById, ROOT, type BaselineRow, type LineRow, type ProjectRow, type VersionRow } from './routes';
import { appendLine, atLeast, CATEGORIES, cents, insertDraftCopy, levelOf, type Actor, type Category } from './store';

const FWB = `${ROOT}/fwb`;

export interface PackageItem {
  packageId: string;
  quantity: number;
}

const idSchema = { type: 'string', minLength: 1, maxLength: 64 } as const;
const itemsSchema = {
  type: 'array', minItems: 1, maxItems: 50,
  items: {
    type: 'object', required: ['packageId', 'quantity'], additionalProperties: false,
    properties: { packageId: idSchema, quantity: { type: 'integer', minimum: 1, maximum: 999 } },
  },
} as const;
const body = (required: string[], properties: Record<string, object>) => ({ body: { type: 'object', required, properties, additionalProperties: false } });

const SCHEMAS = {
  forecast: body(['projectId', 'items'], { projectId: idSchema, items: itemsSchema }),
  batchGenerate: body(['projectIds', 'items'], { projectIds: { type: 'array', minItems: 1, maxItems: 50, uniqueItems: true, items: idSchema }, items: itemsSchema }),
  validate: body([], { projectId: idSchema, severity: { type: 'string', enum: ['error', 'warning', 'info'] } }),
} as const;

export type Severity = 'error' | 'warning' | 'info';
export type FindingKind = 'overBudget' | 'emptyVersion' | 'rateChanged' | 'zeroAmount';
const SEVERITY: Record<FindingKind, Severity> = { overBudget: 'error', emptyVersion: 'warning', rateChanged: 'warning', zeroAmount: 'info' };
const SEVERITY_ORDER: readonly Severity[] = ['error', 'warning', 'info'];

/** A package line times a quantity: the hours of a labour line, the amount of every line. */
const times = (line: PackageLine, quantity: number): PackageLine => ({
  ...line, hours: line.hours === null ? null : line.hours * quantity, amount: cents(line.amount * quantity),
});

const totalsOf = (lines: readonly { category: Category; amount: number }[]) => {
  const totals = Object.fromEntries(CATEGORIES.map((category) => [category, 0])) as Record<Category, number>;
  for (const line of lines) totals[line.category] = cents(totals[line.category] + line.amount);
  return { totals, total: cents(lines.reduce((sum, line) => sum + line.amount, 0)) };
};

const projectDto = (row: ProjectRow) => ({ id: row.id, code: row.code, name: row.name, budget: row.budget });

export function registerFwbRoutes(app: FastifyInstance, db: Db): void {
  /** The chosen packages' lines, each times its quantity and named with its package. */
  const linesOf = (actor: Actor, items: readonly PackageItem[]) => {
    const packages = new Map(readPackages(db, actor.tenantId, [...new Set(items.map((item) => item.packageId))]).map((pkg) => [pkg.id, pkg]));
    return items.flatMap(({ packageId, quantity }) => {
      const pkg: ServicePackage | undefined = packages.get(packageId);
      if (!pkg) throw new CostBaselineError(404, 'packageNotFound', { id: packageId });
      return pkg.lines.map((line) => ({ packageId, packageCode: pkg.code, packageName: pkg.name, quantity, ...times(line, quantity) }));
    });
  };
  const baselineOfProject = (actor: Actor, projectId: string) =>
    db.prepare('SELECT * FROM cb_baseline WHERE tenant_id = ? AND project_id = ?').get(actor.tenantId, projectId) as BaselineRow | undefined;
  const sumOf = (versionId: string) => cents((db.prepare('SELECT COALESCE(SUM(amount), 0) AS total FROM cb_line WHERE version_id = ?').get(versionId) as { total: number }).total);

  app.get(`${FWB}/packages`, async (request) => readPackages(db, actorFor(db, request).tenantId));

  app.post<{ Body: { projectId: string; items: PackageItem[] } }>(`${FWB}/forecast`, { schema: SCHEMAS.forecast }, async (request) => {
    const actor = actorFor(db, request);
    const project = projectById(db, actor, request.body.projectId, langOf(request));
    const lines = linesOf(actor, request.body.items);
    const { totals, total } = totalsOf(lines);
    const baseline = baselineOfProject(actor, project.id);
    // The baseline's figures are for those who may view it.
    const active = baseline && levelOf(db, baseline, actor.userId)
      ? (db.prepare("SELECT id, version_no FROM cb_version WHERE baseline_id = ? AND status = 'active'").get(baseline.id) as { id: string; version_no: number } | undefined)
      : undefined;
    const activeTotal = active ? sumOf(active.id) : 0;
    return {
      project: projectDto(project),
      lines,
      totals,
      total,
      budget: project.budget,
      budgetBalance: cents(project.budget - total),
      baseline: active ? { versionNo: active.version_no, total: activeTotal, difference: cents(total - activeTotal) } : null,
    };
  });

  app.post<{ Body: { projectIds: string[]; items: PackageItem[] } }>(`${FWB}/batchGenerate`, { schema: SCHEMAS.batchGenerate }, async (request) => {
    const actor = actorFor(db, request);
    const lang = langOf(request);
    const lines = linesOf(actor, request.body.items);
    if (lines.length === 0) throw new CostBaselineError(400, 'noLines');
    const results = db.transaction(() => {
      // Every project is checked before anything is added: one refusal adds nothing anywhere.
      const targets = request.body.projectIds.map((projectId) => {
        const project = projectById(db, actor, projectId, lang);
        const named = { project: `${project.code} ${project.name}` };
        const baseline = baselineOfProject(actor, project.id);
        if (!baseline) throw new CostBaselineError(400, 'noBaseline', named);
        if (!atLeast(levelOf(db, baseline, actor.userId), 'editor')) throw new CostBaselineError(403, 'notEditor', named);
        return { project, baseline };
      });
      return targets.map(({ project, baseline }) => {
        const draft = db.prepare("SELECT id, version_no FROM cb_version WHERE baseline_id = ? AND status = 'draft'").get(baseline.id) as
          | { id: string; version_no: number }
          | undefined;
        const version = draft ? { versionId: draft.id, versionNo: draft.version_no } : insertDraftCopy(db, actor, baseline.id, costBaselineText(lang, 'draftReason'));
        for (const line of lines) {
          appendLine(db, actor, { id: version.versionId, baselineId: baseline.id, versionNo: version.versionNo }, {
            category: line.category, item: line.item, rank: line.rank || null, hours: line.hours, hourlyCost: line.hourlyCost, amount: line.amount,
          });
        }
        return { projectId: project.id, projectCode: project.code, projectName: project.name, ...version, createdDraft: !draft, added: lines.length };
      });
    })();
    return { state: true, message: costBaselineMessage(request, 'generated', { count: results.length }), value: results };
  });

  app.post<{ Body: { projectId?: string; severity?: Severity } }>(`${FWB}/validate`, { schema: SCHEMAS.validate }, async (request) => {
    const actor = actorFor(db, request);
    const lang = langOf(request);
    const { projectId, severity } = request.body;
    const rates = rankRates(db, actor.tenantId);
    const baselines = (
      db.prepare(`SELECT * FROM cb_baseline WHERE tenant_id = ?${projectId ? ' AND project_id = ?' : ''}`).all(actor.tenantId, ...(projectId ? [projectId] : [])) as BaselineRow[]
    ).filter((baseline) => levelOf(db, baseline, actor.userId) !== null);
    const findings = baselines.flatMap((baseline) => {
      const project = projectById(db, actor, baseline.project_id, lang);
      const versions = db.prepare("SELECT * FROM cb_version WHERE baseline_id = ? AND status IN ('active', 'draft') ORDER BY version_no DESC").all(baseline.id) as VersionRow[];
      return versions.flatMap((version) => {
        const lines = db.prepare('SELECT * FROM cb_line WHERE version_id = ? ORDER BY sn, id').all(version.id) as LineRow[];
        const finding = (kind: FindingKind, key: string, item: string, figure: number | null, expected: number | null) => ({
          id: `${version.id}:${kind}:${key}`, projectId: project.id, projectCode: project.code, projectName: project.name,
          versionId: version.id, versionNo: version.version_no, status: version.status, severity: SEVERITY[kind], kind, item, figure, expected,
        });
        const total = cents(lines.reduce((sum, line) => sum + line.amount, 0));
        return [
          ...(lines.length === 0 ? [finding('emptyVersion', '', '', null, null)] : []),
          ...(total > project.budget ? [finding('overBudget', '', '', total, project.budget)] : []),
          ...lines.flatMap((line) => {
            const current = line.rank ? rates.get(line.rank) : undefined;
            return [
              ...(line.category === 'labour' && current !== undefined && line.hourly_cost !== current ? [finding('rateChanged', line.id, line.item, line.hourly_cost, current)] : []),
              ...(line.amount === 0 ? [finding('zeroAmount', line.id, line.item, 0, null)] : []),
            ];
          }),
        ];
      });
    });
    return findings
      .filter((entry) => !severity || entry.severity === severity)
      .sort((a, b) => a.projectCode.localeCompare(b.projectCode) || b.versionNo - a.versionNo || SEVERITY_ORDER.indexOf(a.severity) - SEVERITY_ORDER.indexOf(b.severity));
  });
}

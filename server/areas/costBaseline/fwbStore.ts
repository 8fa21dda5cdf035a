// Service packages (docs/cost-baseline.md "Service packages"): records of the data template fwbPackages in the
// data-template area's bo_data (form fwbPackage: code, name, description and the sub-table lines). Here: reading
// them with their lines priced at the current rank costs, and the platform tenant's demo packages.
import type { Db } from '../../db/database';
import { PLATFORM_TENANT_ID } from '../../db/users';
import { CATEGORIES, cents, type Category } from './store';

/** The business object of the package form (fixtures/dataTemplate/forms/service-package.json). */
export const PACKAGE_BO = 'fwbPackage';

interface StoredLine {
  category?: unknown;
  item?: unknown;
  rank?: unknown;
  hours?: unknown;
  amount?: unknown;
}
interface StoredPackage {
  code?: unknown;
  name?: unknown;
  description?: unknown;
  sub_lines?: StoredLine[];
}

export interface PackageLine {
  category: Category;
  item: string;
  /** labour lines: the rank, the standard hours and the rank's current hourly cost (0 for an unknown rank) */
  rank: string;
  hours: number | null;
  hourlyCost: number | null;
  amount: number;
}

export interface ServicePackage {
  id: string;
  code: string;
  name: string;
  description: string;
  lines: PackageLine[];
  total: number;
}

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');
const figure = (value: unknown) => {
  const number = typeof value === 'number' ? value : Number(value);
  return Number.isFinite(number) && number > 0 ? number : 0;
};

/** Current hourly cost per rank of the tenant (rank_costs of the work-hour area). */
export function rankRates(db: Db, tenantId: string): Map<string, number> {
  const rows = db.prepare('SELECT rank, hourly_cost AS cost FROM rank_costs WHERE tenant_id = ?').all(tenantId) as { rank: string; cost: number }[];
  return new Map(rows.map((row) => [row.rank, row.cost]));
}

/**
 * A stored line as a cost line: a labour line is its hours × the rank's current cost, the others their amount.
 * The form cannot make a labour line's rank and hours required (its rules are per field): missing figures are 0.
 */
function priceLine(line: StoredLine, rates: Map<string, number>): PackageLine | null {
  const category = CATEGORIES.find((known) => known === line.category);
  const item = text(line.item);
  if (!category || !item) return null;
  if (category !== 'labour') return { category, item, rank: '', hours: null, hourlyCost: null, amount: cents(figure(line.amount)) };
  const rank = text(line.rank);
  const hours = figure(line.hours);
  const hourlyCost = rates.get(rank) ?? 0;
  return { category, item, rank, hours, hourlyCost, amount: cents(hours * hourlyCost) };
}

function toPackage(id: string, data: StoredPackage, rates: Map<string, number>): ServicePackage {
  const lines = (Array.isArray(data.sub_lines) ? data.sub_lines : []).flatMap((line) => priceLine(line, rates) ?? []);
  return {
    id, code: text(data.code), name: text(data.name), description: text(data.description), lines,
    total: cents(lines.reduce((sum, line) => sum + line.amount, 0)),
  };
}

/** The tenant's packages (all, or those of `ids`), by code. */
export function readPackages(db: Db, tenantId: string, ids?: readonly string[]): ServicePackage[] {
  const only = ids ? ` AND id IN (${ids.map(() => '?').join(', ')})` : '';
  const rows = db.prepare(`SELECT id, data FROM bo_data WHERE tenant_id = ? AND bo_alias = ?${only}`).all(tenantId, PACKAGE_BO, ...(ids ?? [])) as { id: string; data: string }[];
  const rates = rankRates(db, tenantId);
  return rows.map((row) => toPackage(row.id, JSON.parse(row.data) as StoredPackage, rates)).sort((a, b) => a.code.localeCompare(b.code) || a.id.localeCompare(b.id));
}

type SeedLine = [Category, string, string | null, number];

/** Platform-tenant demo packages: labour lines give [rank, hours], the others [null, amount]. */
const SEED: { id: string; code: string; name: string; description: string; lines: SeedLine[] }[] = [
  {
    id: '6900001', code: 'FWB-REQ', name: '需求调研', description: '业务访谈、现状梳理与需求规格说明',
    lines: [['labour', '业务访谈', 'T5', 40], ['labour', '需求规格说明', 'T4', 60], ['other', '调研差旅', null, 6000]],
  },
  {
    id: '6900002', code: 'FWB-DEV', name: '系统开发', description: '设计、编码与测试，含测试环境',
    lines: [['labour', '系统设计', 'T6', 80], ['labour', '编码实现', 'T5', 320], ['labour', '功能测试', 'T3', 120], ['material', '测试环境服务器', null, 18000]],
  },
  {
    id: '6900003', code: 'FWB-OPS', name: '上线运维', description: '部署上线与三个月运维保障',
    lines: [['labour', '部署上线', 'T5', 40], ['labour', '运维保障', 'T4', 160], ['outsourcing', '机房托管', null, 15000]],
  },
  {
    id: '6900004', code: 'FWB-SEC', name: '安全加固', description: '第三方渗透测试与整改',
    lines: [['outsourcing', '第三方渗透测试', null, 30000], ['labour', '漏洞整改', 'T6', 60]],
  },
];

/** Seeds the demo packages once (the data-template area, which comes first in AREAS, created bo_data). */
export function seedServicePackages(db: Db): void {
  if (db.prepare('SELECT 1 FROM bo_data WHERE bo_alias = ? LIMIT 1').get(PACKAGE_BO)) return;
  if (!db.prepare('SELECT 1 FROM tenants WHERE id = ?').get(PLATFORM_TENANT_ID)) return;
  const insert = db.prepare('INSERT INTO bo_data (id, tenant_id, bo_alias, data, create_time) VALUES (?, ?, ?, ?, ?)');
  db.transaction(() => {
    for (const { id, code, name, description, lines } of SEED) {
      const subLines = lines.map(([category, item, rank, value]) => (rank ? { category, item, rank, hours: value } : { category, item, amount: value }));
      insert.run(id, PLATFORM_TENANT_ID, PACKAGE_BO, JSON.stringify({ code, name, description, sub_lines: subLines }), '2026-01-04 09:00:00');
    }
  })();
}

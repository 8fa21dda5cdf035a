// The cost-baseline lists as definitions for the engine's list parts (docs/cost-baseline.md "Pages"): each list
// is its columns, search conditions and row actions as data, fed by a fetch function or loaded rows. Texts come
// from the costBaseline namespace; cells stay text (money, levels and log lines are formatted here).
import {
  COST_CATEGORIES, LOG_ACTIONS, VERSION_LOG_ACTIONS, type BaselineGrant, type BaselineLogEntry, type BaselineVersion, type CostLine, type CostOverviewRow,
  type ProjectBaselineRow, type VersionStatus,
} from '../../api/costBaseline';
import type { QueryFilter } from '../../api/types';
import { toQueryFields, type FetchPage, type ListColumn, type ListCondition, type ListPage, type ListRow, type ListRowActions } from '../../../renderers';
import { levelText, MONEY, STATUS_COLORS } from './parts';
import { COST_PATHS } from './paths';

/** What the definitions need from the page: the namespace's texts and the money format of the language. */
export interface ListTexts {
  t: (key: string, options?: Record<string, unknown>) => string;
  money: (value: number) => string;
}

/** A list row as the typed row it is (the list parts hand rows over as plain records). */
const as = <Row,>(row: ListRow) => row as unknown as Row;
/** Typed rows as list rows. */
export const listRows = <Row,>(rows: readonly Row[]) => rows as unknown as readonly ListRow[];

/** An amount column in the lists' one number format (right-aligned, ¥ with two decimals, negatives marked). */
const moneyColumn = (field: string, title: string, width = 140): ListColumn => ({ field, title, width, number: MONEY });

const textCondition = (field: string, label: string): ListCondition => ({ field, label, operation: 'LIKE', dataType: 'text', control: 'text' });

/**
 * A FetchPage over one of the area's QueryFilter calls: the typed conditions become the querys, the page the
 * pageBean; a failed call rejects with the server's message (the list shows it with a retry).
 */
export function queryFetch<Row>(
  conditions: readonly ListCondition[],
  load: (filter: QueryFilter) => Promise<{ rows: Row[]; total: number; page: number; pageSize: number }>,
): FetchPage {
  return async ({ values, page, pageSize }) => {
    const answer = await load({ pageBean: { page, pageSize, showTotal: true }, querys: toQueryFields(conditions, values), sorter: [] });
    return { ...answer, rows: listRows(answer.rows) } satisfies ListPage;
  };
}

// projectManage -------------------------------------------------------------------------------------------

export const projectConditions = ({ t }: Pick<ListTexts, 't'>): ListCondition[] => [
  textCondition('code', t('project.code')),
  textCondition('name', t('project.name')),
  textCondition('deptName', t('project.deptName')),
];

export function projectColumns({ t, money }: ListTexts): ListColumn[] {
  const baselineText = (row: ProjectBaselineRow) => {
    if (!row.baselineId) return t('project.noBaseline');
    if (!row.myLevel) return t('project.hidden');
    if (row.activeVersionNo === null) return t('project.noActive');
    return t('project.activeVersion', { no: row.activeVersionNo, total: money(row.activeTotal ?? 0) });
  };
  return [
    { field: 'code', title: t('project.code'), width: 110 },
    { field: 'name', title: t('project.name'), width: 180 },
    { field: 'deptName', title: t('project.deptName'), width: 120 },
    moneyColumn('budget', t('project.budget'), 130),
    { field: 'baselineId', title: t('project.baseline'), width: 170, format: (_, row) => baselineText(as<ProjectBaselineRow>(row)) },
    {
      field: 'myLevel',
      title: t('project.myLevel'),
      width: 100,
      tag: true,
      format: (_, row) => (as<ProjectBaselineRow>(row).baselineId ? levelText(t, as<ProjectBaselineRow>(row).myLevel) : ''),
    },
  ];
}

export function projectActions({ t }: Pick<ListTexts, 't'>, onCreate: (row: ProjectBaselineRow) => void): ListRowActions {
  const project = as<ProjectBaselineRow>;
  const viewable = (row: ListRow) => Boolean(project(row).baselineId && project(row).myLevel);
  return {
    title: t('project.actions'),
    width: 180,
    items: [
      {
        key: 'create',
        label: t('project.create'),
        ariaLabel: (row) => t('project.createRow', { name: project(row).name }),
        visible: (row) => !project(row).baselineId,
        onClick: (row) => onCreate(project(row)),
      },
      {
        key: 'operate',
        label: t('project.operate'),
        ariaLabel: (row) => t('project.operateRow', { name: project(row).name }),
        visible: viewable,
        href: (row) => COST_PATHS.baselineOperate(project(row).id),
      },
      {
        key: 'history',
        label: t('project.history'),
        ariaLabel: (row) => t('project.historyRow', { name: project(row).name }),
        visible: viewable,
        href: (row) => COST_PATHS.costHistory(project(row).id),
      },
    ],
  };
}

// costVersionLog / costOperateRecords ---------------------------------------------------------------------

export const logConditions = ({ t }: Pick<ListTexts, 't'>, versionsOnly: boolean): ListCondition[] => [
  {
    field: 'action',
    label: t('history.action'),
    operation: 'EQUAL',
    dataType: 'text',
    control: 'select',
    options: (versionsOnly ? VERSION_LOG_ACTIONS : LOG_ACTIONS).map((action) => ({ value: action, label: t(`logAction.${action}`) })),
  },
  textCondition('userName', t('history.userName')),
];

export function logColumns({ t }: Pick<ListTexts, 't'>): ListColumn[] {
  const describe = (entry: BaselineLogEntry) =>
    t(`log.${entry.action}`, { no: entry.versionNo ?? '', detail: entry.detail, level: entry.level ? levelText(t, entry.level) : '' });
  return [
    { field: 'createTime', title: t('history.time'), width: 180 },
    { field: 'userName', title: t('history.userName'), width: 120 },
    { field: 'action', title: t('history.content'), width: 360, format: (_, row) => describe(as<BaselineLogEntry>(row)) },
  ];
}

// costVersionRecords --------------------------------------------------------------------------------------

export const statusText = (t: ListTexts['t'], status: VersionStatus) => t(`status.${status}`);
const versionName = (t: ListTexts['t'], version: BaselineVersion) => t('versionName', { no: version.versionNo });

export function versionColumns({ t }: ListTexts): ListColumn[] {
  const version = as<BaselineVersion>;
  return [
    { field: 'versionNo', title: t('history.version'), width: 80, format: (_, row) => versionName(t, version(row)) },
    { field: 'status', title: t('history.status'), width: 90, tag: (row) => STATUS_COLORS[version(row).status], format: (_, row) => statusText(t, version(row).status) },
    { field: 'reason', title: t('history.reason'), width: 200 },
    { field: 'createByName', title: t('history.createdBy'), width: 100 },
    { field: 'createTime', title: t('history.createTime'), width: 170 },
    { field: 'activateTime', title: t('history.activateTime'), width: 170 },
    moneyColumn('total', t('history.total'), 150),
  ];
}

export const versionActions = ({ t }: Pick<ListTexts, 't'>): ListRowActions => ({
  title: t('lines.actions'),
  width: 90,
  items: [
    {
      key: 'view',
      label: t('history.view'),
      ariaLabel: (row) => t('history.viewRow', { version: versionName(t, as<BaselineVersion>(row)) }),
      href: (row) => COST_PATHS.costDetail(as<BaselineVersion>(row).id),
    },
  ],
});

// baselineOperate / costDetail: cost lines and their totals ------------------------------------------------

export function lineColumns({ t }: ListTexts): ListColumn[] {
  return [
    { field: 'category', title: t('lines.category'), width: 100, format: (_, row) => t(`category.${as<CostLine>(row).category}`) },
    { field: 'item', title: t('lines.item'), width: 220 },
    { field: 'rank', title: t('lines.rank'), width: 80 },
    { field: 'hours', title: t('lines.hours'), width: 90, number: {} },
    moneyColumn('hourlyCost', t('lines.hourlyCost'), 110),
    moneyColumn('amount', t('lines.amount')),
  ];
}

export function lineActions({ t }: Pick<ListTexts, 't'>, onEdit: (line: CostLine) => void, onRemove: (line: CostLine) => void): ListRowActions {
  const line = as<CostLine>;
  return {
    title: t('lines.actions'),
    width: 150,
    items: [
      { key: 'edit', label: t('lines.edit'), ariaLabel: (row) => t('lines.editRow', { item: line(row).item }), onClick: (row) => onEdit(line(row)) },
      { key: 'remove', label: t('lines.remove'), ariaLabel: (row) => t('lines.removeRow', { item: line(row).item }), onClick: (row) => onRemove(line(row)) },
    ],
  };
}

export const totalsColumns = ({ t }: ListTexts): ListColumn[] => [
  { field: 'label', title: t('lines.category'), width: 200 },
  moneyColumn('amount', t('lines.amount'), 200),
];

/** The totals table's rows: one per category, then the version's total. */
export const totalsRows = (t: ListTexts['t'], version: BaselineVersion): ListRow[] => [
  ...COST_CATEGORIES.map((category) => ({ id: category, label: t(`category.${category}`), amount: version.totals[category] })),
  { id: 'total', label: t('overview.total'), amount: version.total },
];

// costOverview ---------------------------------------------------------------------------------------------

export function overviewColumns({ t }: ListTexts): ListColumn[] {
  return [
    { field: 'label', title: t('overview.project'), width: 260, href: (row) => (typeof row.projectId === 'string' ? COST_PATHS.costHistory(row.projectId) : undefined) },
    { field: 'version', title: t('overview.version'), width: 80 },
    ...COST_CATEGORIES.map((category) => moneyColumn(category, t(`category.${category}`), 130)),
    moneyColumn('total', t('overview.total'), 150),
  ];
}

/** The overview table's rows: one per project (linking to its history), then the sum of all of them. */
export function overviewRows(t: ListTexts['t'], rows: readonly CostOverviewRow[]): ListRow[] {
  const sum = (pick: (row: CostOverviewRow) => number) => Math.round(rows.reduce((total, row) => total + pick(row), 0) * 100) / 100;
  return [
    ...rows.map((row) => ({
      id: row.project.id,
      projectId: row.project.id,
      label: `${row.project.code} ${row.project.name}`,
      version: t('versionName', { no: row.versionNo }),
      ...row.totals,
      total: row.total,
    })),
    {
      id: 'sum',
      label: t('overview.sum'),
      version: '',
      ...Object.fromEntries(COST_CATEGORIES.map((category) => [category, sum((row) => row.totals[category])])),
      total: sum((row) => row.total),
    },
  ];
}

// costPermissionAdd / costPermissionDelete -----------------------------------------------------------------

export const grantColumns = ({ t }: Pick<ListTexts, 't'>): ListColumn[] => [
  { field: 'userName', title: t('permission.user'), width: 160 },
  { field: 'account', title: t('permission.account'), width: 120 },
  { field: 'level', title: t('permission.level'), width: 110, tag: true, format: (_, row) => levelText(t, as<BaselineGrant>(row).level) },
  { field: 'grantByName', title: t('permission.grantBy'), width: 110 },
  { field: 'grantTime', title: t('permission.grantTime'), width: 170 },
];

export const grantActions = ({ t }: Pick<ListTexts, 't'>, onRevoke: (grant: BaselineGrant) => void): ListRowActions => ({
  title: t('permission.actions'),
  width: 100,
  items: [
    {
      key: 'revoke',
      label: t('permission.revoke'),
      ariaLabel: (row) => t('permission.revokeRow', { name: as<BaselineGrant>(row).userName }),
      onClick: (row) => onRevoke(as<BaselineGrant>(row)),
    },
  ],
});

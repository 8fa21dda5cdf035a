// The lists of the service-package pages as definitions for the engine's list parts (docs/cost-baseline.md
// "Service packages"): the forecast's lines and figures, and the baseline findings with their conditions.
import { COST_CATEGORIES } from '../../api/costBaseline';
import { FINDING_SEVERITIES, type BaselineFinding, type FindingSeverity, type PackageForecast } from '../../api/servicePackages';
import type { ListColumn, ListCondition, ListRow, ListTagColor } from '../../../renderers';
import { lineColumns, listRows, totalsColumns, type ListTexts } from './columns';
import { MONEY } from './parts';
import { COST_PATHS } from './paths';

const as = <Row,>(row: ListRow) => row as unknown as Row;

// fwbPred ---------------------------------------------------------------------------------------------------

export const forecastColumns = (texts: ListTexts): ListColumn[] => [
  { field: 'packageName', title: texts.t('fwb.pred.package'), width: 180, format: (_, row) => `${String(row.packageCode)} ${String(row.packageName)} × ${String(row.quantity)}` },
  ...lineColumns(texts),
];

export const forecastRows = (forecast: PackageForecast): readonly ListRow[] => listRows(forecast.lines.map((line, index) => ({ id: String(index), ...line })));

/** The figures table (label, amount): the categories, the forecast, the budget and its balance, the baseline. */
export const figureColumns = totalsColumns;

export function figureRows(t: ListTexts['t'], forecast: PackageForecast): ListRow[] {
  const rows = [
    ...COST_CATEGORIES.map((category) => ({ id: category, label: t(`category.${category}`), amount: forecast.totals[category] })),
    { id: 'forecast', label: t('fwb.pred.forecast'), amount: forecast.total },
    { id: 'budget', label: t('fwb.pred.budget'), amount: forecast.budget },
    { id: 'balance', label: t('fwb.pred.balance'), amount: forecast.budgetBalance },
  ];
  if (forecast.baseline) {
    rows.push(
      { id: 'baseline', label: t('fwb.pred.baseline', { no: forecast.baseline.versionNo }), amount: forecast.baseline.total },
      { id: 'difference', label: t('fwb.pred.difference'), amount: forecast.baseline.difference },
    );
  }
  return rows;
}

// fwbValidate -----------------------------------------------------------------------------------------------

const SEVERITY_COLORS: Record<FindingSeverity, ListTagColor> = { error: 'red', warning: 'orange', info: 'blue' };

export function findingConditions({ t }: Pick<ListTexts, 't'>, projects: readonly { id: string; code: string; name: string }[]): ListCondition[] {
  return [
    {
      field: 'projectId', label: t('fwb.validate.project'), operation: 'EQUAL', dataType: 'text', control: 'select',
      options: projects.map((project) => ({ value: project.id, label: `${project.code} ${project.name}` })),
    },
    {
      field: 'severity', label: t('fwb.validate.severity'), operation: 'EQUAL', dataType: 'text', control: 'select',
      options: FINDING_SEVERITIES.map((severity) => ({ value: severity, label: t(`fwb.validate.severityName.${severity}`) })),
    },
  ];
}

export function findingColumns({ t }: ListTexts): ListColumn[] {
  const finding = as<BaselineFinding>;
  return [
    {
      field: 'severity', title: t('fwb.validate.severity'), width: 90,
      format: (_, row) => t(`fwb.validate.severityName.${finding(row).severity}`), tag: (row) => SEVERITY_COLORS[finding(row).severity],
    },
    {
      field: 'projectCode', title: t('fwb.validate.project'), width: 240,
      format: (_, row) => `${finding(row).projectCode} ${finding(row).projectName}`, href: (row) => COST_PATHS.baselineOperate(finding(row).projectId),
    },
    { field: 'versionNo', title: t('fwb.validate.version'), width: 110, format: (_, row) => `${t('versionName', { no: finding(row).versionNo })} · ${t(`status.${finding(row).status}`)}` },
    { field: 'kind', title: t('fwb.validate.kind'), width: 260, format: (_, row) => t(`fwb.validate.kindName.${finding(row).kind}`) },
    { field: 'item', title: t('fwb.validate.item'), width: 160 },
    { field: 'figure', title: t('fwb.validate.figure'), width: 130, number: MONEY },
    { field: 'expected', title: t('fwb.validate.expected'), width: 130, number: MONEY },
  ];
}

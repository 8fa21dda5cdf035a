// costOverview: the active-version cost of every baseline the caller may view, per category — a stacked column
// chart and the same figures as a table with the sum of all projects.
import { useEffect, useMemo } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Table } from '@douyinfe/semi-ui-19';
import { COST_CATEGORIES, type CostOverviewRow } from '../../api/costBaseline';
import type { MenuPageProps } from '../../app/layout/menuPages';
import { LoadFailure, PageLoading } from '../../components/LoadStates';
import { ResultPage } from '../../components/ResultPage';
import { CostChart } from './CostChart';
import { COST_PATHS } from './paths';
import { useMoney, useTableLabel } from './parts';
import { useCostOverview } from './useCostData';
import './costBaseline.css';

interface TableRow {
  key: string;
  label: string;
  projectId?: string;
  version: string;
  amounts: Record<string, number>;
  total: number;
}

export default function CostOverviewPage({ title }: MenuPageProps) {
  const { t } = useTranslation('costBaseline');
  const money = useMoney();
  const overview = useCostOverview();
  const tableTitle = t('overview.table');
  const tableParts = useTableLabel(tableTitle);
  useEffect(() => {
    document.title = title;
  }, [title]);

  const rows = overview.data;
  const points = useMemo(
    () =>
      (rows ?? []).flatMap((row) =>
        COST_CATEGORIES.map((category) => ({ project: row.project.code, category: t(`category.${category}`), amount: row.totals[category] })),
      ),
    [rows, t],
  );

  let body;
  if (overview.error) body = <LoadFailure error={overview.error} headingLevel={3} title={t('overview.loadFailed')} retryLabel={t('retry')} onRetry={() => void overview.mutate()} />;
  else if (!rows) body = <PageLoading text={t('loading')} />;
  else if (rows.length === 0) body = <ResultPage illustration="noContent" headingLevel={3} title={t('overview.empty')} link={{ to: COST_PATHS.projectManage, label: t('project.create') }} />;
  else {
    const sum = (pick: (row: CostOverviewRow) => number) => Math.round(rows.reduce((total, row) => total + pick(row), 0) * 100) / 100;
    const tableRows: TableRow[] = [
      ...rows.map((row) => ({
        key: row.project.id,
        label: `${row.project.code} ${row.project.name}`,
        projectId: row.project.id,
        version: t('versionName', { no: row.versionNo }),
        amounts: row.totals,
        total: row.total,
      })),
      {
        key: 'sum',
        label: t('overview.sum'),
        version: '',
        amounts: Object.fromEntries(COST_CATEGORIES.map((category) => [category, sum((row) => row.totals[category])])),
        total: sum((row) => row.total),
      },
    ];
    const amount = (value: number) => <span className="fd-cost__number">{money(value)}</span>;
    const columns = [
      {
        title: t('overview.project'),
        dataIndex: 'label',
        render: (_: unknown, row: TableRow) => (row.projectId ? <Link to={COST_PATHS.costHistory(row.projectId)}>{row.label}</Link> : <strong>{row.label}</strong>),
      },
      { title: t('overview.version'), dataIndex: 'version', width: 80 },
      ...COST_CATEGORIES.map((category) => ({
        title: t(`category.${category}`),
        dataIndex: category,
        width: 130,
        render: (_: unknown, row: TableRow) => amount(row.amounts[category]),
      })),
      { title: t('overview.total'), dataIndex: 'total', width: 150, render: (_: unknown, row: TableRow) => amount(row.total) },
    ];
    body = (
      <>
        <CostChart points={points} label={t('overview.chart')} />
        <h3>{tableTitle}</h3>
        <Table<TableRow> size="small" components={tableParts} columns={columns} dataSource={tableRows} rowKey={(row?: TableRow) => row?.key ?? ''} pagination={false} />
      </>
    );
  }

  return (
    <div className="fd-cost">
      <h2>{title}</h2>
      {body}
    </div>
  );
}

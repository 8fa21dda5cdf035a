// costOverview: the active-version cost of every baseline the caller may view, per category — a stacked column
// chart (the engine's customChart kind) and the same figures as a ListTable with the sum of all projects.
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { ListTable, normalizeLocale } from '../../../renderers';
import type { MenuPageProps } from '../../app/layout/menuPages';
import { LoadFailure, PageLoading } from '../../components/LoadStates';
import { ResultPage } from '../../components/ResultPage';
import { overviewColumns, overviewRows } from './columns';
import { OverviewChart } from './OverviewChart';
import { COST_PATHS } from './paths';
import { RouterLink, money } from './parts';
import { useCostOverview } from './useCostData';
import './costBaseline.css';

export default function CostOverviewPage({ title }: MenuPageProps) {
  const { t, i18n } = useTranslation('costBaseline');
  const overview = useCostOverview();
  const tableTitle = t('overview.table');
  const columns = useMemo(() => overviewColumns({ t, money }), [t]);
  const rows = overview.data;
  const tableRows = useMemo(() => overviewRows(t, rows ?? []), [t, rows]);
  useEffect(() => {
    document.title = title;
  }, [title]);

  let body;
  if (overview.error) body = <LoadFailure error={overview.error} headingLevel={3} title={t('overview.loadFailed')} retryLabel={t('retry')} onRetry={() => void overview.mutate()} />;
  else if (!rows) body = <PageLoading text={t('loading')} />;
  else if (rows.length === 0) body = <ResultPage illustration="noContent" headingLevel={3} title={t('overview.empty')} link={{ to: COST_PATHS.projectManage, label: t('project.create') }} />;
  else {
    body = (
      <>
        <OverviewChart rows={rows} />
        <h3>{tableTitle}</h3>
        <ListTable columns={columns} rows={tableRows} label={tableTitle} locale={normalizeLocale(i18n.language)} linkComponent={RouterLink} />
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

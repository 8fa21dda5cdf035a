// fwbValidate (服务包校验): the findings of the server's check of every viewable baseline's active and draft
// version — over budget, changed rank rates, empty versions, zero amounts (docs/cost-baseline.md "Service
// packages") — in a SearchList of the engine, filterable by project and severity, a tag per severity.
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { normalizeLocale, SearchList, type FetchPage } from '../../../renderers';
import { unwrap } from '../../api/http';
import { validateBaselines, type FindingSeverity } from '../../api/servicePackages';
import type { MenuPageProps } from '../../app/layout/menuPages';
import { LoadFailure, PageLoading } from '../../components/LoadStates';
import { listRows } from './columns';
import { findingColumns, findingConditions } from './fwbColumns';
import { RouterLink, money } from './parts';
import { useViewableBaselines } from './useCostData';
import './costBaseline.css';

const single = (value: unknown) => (typeof value === 'string' && value ? value : undefined);

/** One answer holds every finding (the list does not page); project names come in the caller's language. */
const fetchFindings: FetchPage = async ({ values }) => {
  const rows = await unwrap(validateBaselines({ projectId: single(values.projectId), severity: single(values.severity) as FindingSeverity | undefined }, { quiet: true }));
  return { rows: listRows(rows), total: rows.length, page: 1, pageSize: rows.length };
};

export default function FwbValidatePage({ title }: MenuPageProps) {
  const { t, i18n } = useTranslation('costBaseline');
  const projects = useViewableBaselines();
  const conditions = useMemo(() => findingConditions({ t }, projects.data ?? []), [t, projects.data]);
  const columns = useMemo(() => findingColumns({ t, money }), [t]);
  useEffect(() => {
    document.title = title;
  }, [title]);

  let body;
  if (projects.error) body = <LoadFailure error={projects.error} headingLevel={3} title={t('picker.loadFailed')} retryLabel={t('retry')} onRetry={() => void projects.mutate()} />;
  else if (!projects.data) body = <PageLoading text={t('loading')} />;
  else {
    body = (
      <SearchList
        conditions={conditions}
        columns={columns}
        fetchPage={fetchFindings}
        label={t('fwb.validate.results')}
        conditionsLabel={t('fwb.validate.conditions')}
        locale={normalizeLocale(i18n.language)}
        paging="none"
        emptyText={t('fwb.validate.empty')}
        errorTitle={t('fwb.validate.loadFailed')}
        linkComponent={RouterLink}
      />
    );
  }
  return (
    <div className="fd-cost">
      <h2>{title}</h2>
      {body}
    </div>
  );
}

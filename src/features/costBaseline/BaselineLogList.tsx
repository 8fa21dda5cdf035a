// A baseline's log, newest first, a SearchList of the engine filtered by action and acting user: every
// operation (costOperateRecords), or only the version events (costVersionLog).
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { normalizeLocale, SearchList } from '../../../renderers';
import { listBaselineLog } from '../../api/costBaseline';
import { unwrap } from '../../api/http';
import { logColumns, logConditions, queryFetch } from './columns';

const PAGE_SIZE = 10;

export function BaselineLogList({ baselineId, versionsOnly, title }: { baselineId: string; versionsOnly: boolean; title: string }) {
  const { t, i18n } = useTranslation('costBaseline');
  const conditions = useMemo(() => logConditions({ t }, versionsOnly), [t, versionsOnly]);
  const columns = useMemo(() => logColumns({ t }), [t]);
  const fetchPage = useMemo(
    () => queryFetch(conditions, (filter) => unwrap(listBaselineLog(baselineId, versionsOnly, filter, { quiet: true }))),
    [conditions, baselineId, versionsOnly],
  );
  return (
    <SearchList
      conditions={conditions}
      columns={columns}
      fetchPage={fetchPage}
      label={title}
      conditionsLabel={t('history.searchLabel')}
      locale={normalizeLocale(i18n.language)}
      paging="server"
      pageSize={PAGE_SIZE}
      emptyText={t('history.logEmpty')}
      errorTitle={t('history.logLoadFailed')}
    />
  );
}

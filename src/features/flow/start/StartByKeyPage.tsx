// /agentStartByKey/:defKey (spec §2.2): the start page of a definition named by its key, as other systems link
// to it. The key is looked up among the processes the caller may start; an unknown key or one without start
// rights says so instead of a form that cannot be sent.
import { Navigate, useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import useSWR from 'swr';
import { getNewProcesses } from '../../../api/flow';
import { unwrap } from '../../../api/http';
import { LoadFailure } from '../../../components/LoadStates';
import { ResultPage } from '../../../components/ResultPage';
import { startPath } from '../flowPaths';
import { LoadingOverlay } from '../components/LoadingOverlay';

export default function StartByKeyPage() {
  const { t } = useTranslation('flow');
  const { defKey = '' } = useParams();
  const { data, error, isLoading, mutate } = useSWR(['flow:startByKey', defKey] as const, ([, key]) =>
    unwrap(getNewProcesses({ pageBean: { page: 1, pageSize: 1, showTotal: false }, querys: [{ property: 'defKey', value: key, operation: 'EQUAL' }] }, { quiet: true })),
  );
  if (error) return <LoadFailure error={error} title={t('startPage.loadFailed')} retryLabel={t('retry')} onRetry={() => void mutate()} />;
  if (isLoading || !data) return <LoadingOverlay text={t('overlay.formLoading')} />;
  const row = data.rows[0];
  if (!row) {
    return (
      <ResultPage
        illustration="noAccess"
        title={t('startPage.byKeyMissing', { defKey })}
        description={t('startPage.byKeyMissingHint')}
        link={{ to: '/v-flow/v-flowList', label: t('startPage.toStartList') }}
      />
    );
  }
  return <Navigate replace to={startPath(row.defId || row.id)} />;
}

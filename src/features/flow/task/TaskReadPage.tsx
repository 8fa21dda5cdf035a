// /taskRead/:taskId/:taskState (spec §2.2): a task looked at, not handled — e.g. from a notification. An open
// task shows its instance read-only (the instance page); one handled in the meantime says so, with the way to
// the done list.
import { Navigate, useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import useSWR from 'swr';
import { getTask } from '../../../api/flow';
import { unwrap } from '../../../api/http';
import { LoadFailure } from '../../../components/LoadStates';
import { ResultPage } from '../../../components/ResultPage';
import { instPath } from '../flowPaths';
import { LoadingOverlay } from '../components/LoadingOverlay';

export default function TaskReadPage() {
  const { t } = useTranslation('flow');
  const { taskId = '' } = useParams();
  const { data, error, isLoading, mutate } = useSWR(['flow:taskRead', taskId] as const, ([, id]) => unwrap(getTask(id, { quiet: true })), { revalidateOnFocus: false });
  if (error) return <LoadFailure error={error} title={t('taskPage.loadFailed')} retryLabel={t('retry')} onRetry={() => void mutate()} />;
  if (isLoading || !data) return <LoadingOverlay text={t('overlay.formLoading')} />;
  if (!data.bpmTask) {
    return <ResultPage illustration="noContent" title={t('taskPage.handled')} description={t('taskRead.handledHint')} link={{ to: '/v-flow/v-done', label: t('taskRead.toDone') }} />;
  }
  return <Navigate replace to={instPath(data.bpmTask.procInstId)} />;
}

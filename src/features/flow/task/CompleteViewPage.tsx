// /completeView/:procDefKey (spec §2.2): where a task opened from another system (/taskFromOtherPage) ends once
// it is handled — that system's window has nothing to go back to, so the page says it is done and offers the
// portal's lists and another start of the same process.
import { useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { ResultPage } from '../../../components/ResultPage';

export default function CompleteViewPage() {
  const { t } = useTranslation('flow');
  const { procDefKey = '' } = useParams();
  return (
    <ResultPage
      illustration="noContent"
      title={t('completeView.title')}
      description={t('completeView.hint')}
      link={[
        { to: '/v-flow/v-todo', label: t('completeView.toTodo') },
        { to: `/agentStartByKey/${encodeURIComponent(procDefKey)}`, label: t('completeView.startAgain') },
      ]}
    />
  );
}

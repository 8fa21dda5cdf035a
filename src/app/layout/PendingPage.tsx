// The routed view of a menu item whose page a later issue builds: a titled, localized empty state.
import { useTranslation } from 'react-i18next';
import { ResultPage } from '../../components/ResultPage';

export function PendingPage({ title }: { title: string }) {
  const { t } = useTranslation('layout');
  return <ResultPage illustration="noContent" title={title} description={t('pageNotReady')} />;
}

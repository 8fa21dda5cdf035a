// /home until the portal's column grid lands (it has its own issue): a clear empty state.
import { useTranslation } from 'react-i18next';
import { ResultPage } from '../components/ResultPage';

export default function HomeUnderConstructionPage() {
  const { t } = useTranslation('common');
  return (
    <ResultPage
      illustration="noContent"
      title={t('home.underConstruction')}
      description={t('home.underConstructionDescription')}
    />
  );
}

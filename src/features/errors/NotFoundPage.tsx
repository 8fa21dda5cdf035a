// Shown for every unknown path (01-foundation §2 "Other").
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { ResultPage } from '../../components/ResultPage';
import { HOME_PATH } from '../../session/redirect';

export default function NotFoundPage() {
  const { t } = useTranslation('pages');

  useEffect(() => {
    document.title = t('notFound.documentTitle');
  }, [t]);

  return (
    <ResultPage
      illustration="notFound"
      title={t('notFound.title')}
      description={t('notFound.description')}
      showBack
      link={{ to: HOME_PATH, label: t('notFound.goHome') }}
    />
  );
}

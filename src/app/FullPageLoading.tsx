// The centred spinner shown while a page's code loads or the session is being checked. A CSS spinner,
// not Semi's Spin: this view is part of every page's entry bundle, the login page's included.
import { useTranslation } from 'react-i18next';
import './app.css';

export function FullPageLoading({ label }: { label?: string }) {
  const { t } = useTranslation('common');
  const text = label ?? t('app.pageLoading');
  return (
    <div className="fd-full-page-loading" role="status" aria-live="polite" aria-busy="true">
      <span className="fd-full-page-loading__spinner" aria-hidden="true" />
      <span className="fd-full-page-loading__label">{text}</span>
    </div>
  );
}

// The centred spinner shown while a page's code loads or the session is being checked.
import Spin from '@douyinfe/semi-ui-19/lib/es/spin';
import { useTranslation } from 'react-i18next';
import './app.css';

export function FullPageLoading({ label }: { label?: string }) {
  const { t } = useTranslation('common');
  const text = label ?? t('app.pageLoading');
  return (
    <div className="fd-full-page-loading" role="status" aria-live="polite" aria-busy="true">
      <Spin size="large" />
      <span className="fd-full-page-loading__label">{text}</span>
    </div>
  );
}

// The states a column body shares: loading, and a failure shown in red in its place.
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Spin } from '@douyinfe/semi-ui-19';

export function ColumnError({ children }: { children: ReactNode }) {
  return (
    <div className="fd-home-error" role="alert">
      {children}
    </div>
  );
}

export function ColumnLoading() {
  const { t } = useTranslation('home');
  return (
    <div className="fd-column-loading" role="status">
      <Spin size="small" />
      <span>{t('loading')}</span>
    </div>
  );
}

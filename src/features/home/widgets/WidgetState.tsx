// The three states every widget list shares: loading, failed (red text in place), empty.
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Spin } from '@douyinfe/semi-ui-19';

export interface WidgetStateProps {
  isLoading: boolean;
  error: unknown;
  empty: boolean;
  emptyText: string;
  children: ReactNode;
}

export function WidgetState({ isLoading, error, empty, emptyText, children }: WidgetStateProps) {
  const { t } = useTranslation('home');
  if (error) return <p className="fd-home-error" role="alert">{t('dataFailed', { message: error instanceof Error ? error.message : String(error) })}</p>;
  if (isLoading) return <Spin size="small" aria-label={t('loading')} />;
  if (empty) return <p className="fd-home-empty">{emptyText}</p>;
  return <>{children}</>;
}

// The three states every widget list shares: loading, failed (red text in place, with a retry when given), empty.
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Spin } from '@douyinfe/semi-ui-19';

export interface WidgetStateProps {
  isLoading: boolean;
  error: unknown;
  empty: boolean;
  emptyText: string;
  onRetry?: () => void;
  children: ReactNode;
}

export function WidgetState({ isLoading, error, empty, emptyText, onRetry, children }: WidgetStateProps) {
  const { t } = useTranslation('home');
  if (error) {
    const failure = (
      <p className="fd-home-error" role="alert">
        {t('dataFailed', { message: error instanceof Error ? error.message : String(error) })}
      </p>
    );
    if (!onRetry) return failure;
    return (
      <div className="fd-widget-failure">
        {failure}
        <Button size="small" onClick={onRetry}>
          {t('retry')}
        </Button>
      </div>
    );
  }
  if (isLoading) return <Spin size="small" aria-label={t('loading')} />;
  if (empty) return <p className="fd-home-empty">{emptyText}</p>;
  return <>{children}</>;
}

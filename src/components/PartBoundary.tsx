// One part of a page (a home column, a widget, the routed page under the header, a dialog's body) that fails
// alone: a rendering error shows a localized notice in that part, with the server's log id when the error
// came from a call that had one, and a retry that renders the part again. The boundary itself is the engine's.
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@douyinfe/semi-ui-19';
import { ErrorBoundary } from '../../renderers/core/ErrorBoundary';
import { ApiError } from '../api/http';
import { isChunkLoadError } from '../app/lazyChunk';
import './PartBoundary.css';

/** The server's log id of the failed call behind an error, when there is one. */
export function logIdOf(error: unknown): string | undefined {
  return error instanceof ApiError ? error.result.logId : undefined;
}

function PartFailure({ error, name, onRetry }: { error: unknown; name?: string; onRetry: () => void }) {
  const { t } = useTranslation('common');
  if (isChunkLoadError(error)) {
    // The part's code did not arrive: rendering again cannot fetch it (React keeps the failed import), a reload can.
    return (
      <div className="fd-part-failure" role="alert">
        <strong>{t('app.chunkLoadFailed')}</strong>
        <p>{t('app.chunkLoadFailedDescription')}</p>
        <Button size="small" onClick={() => window.location.reload()}>
          {t('app.reload')}
        </Button>
      </div>
    );
  }
  const logId = logIdOf(error);
  const message = error instanceof Error ? error.message : String(error);
  return (
    <div className="fd-part-failure" role="alert">
      <strong>{name ? t('part.failedNamed', { name }) : t('part.failed')}</strong>
      {message ? <p>{message}</p> : null}
      {logId ? <p>{t('request.logId', { logId })}</p> : null}
      <Button size="small" onClick={onRetry}>
        {t('part.retry')}
      </Button>
    </div>
  );
}

export interface PartBoundaryProps {
  children: ReactNode;
  /** What the part is called in the notice (a column's alias, a widget's tag). */
  name?: string;
  /** A new value clears a caught error (e.g. the route's path). */
  resetKey?: unknown;
}

export function PartBoundary({ children, name, resetKey }: PartBoundaryProps) {
  return (
    <ErrorBoundary
      resetKey={resetKey}
      onError={(error, { componentStack }) => console.error(`Rendering error in ${name ?? 'a part of the page'}`, error, componentStack)}
      fallback={(error, retry) => <PartFailure error={error} name={name} onRetry={retry} />}
    >
      {children}
    </ErrorBoundary>
  );
}

// What the user sees when rendering fails: a reload hint for chunks that did not load (often a new
// deployment), otherwise the generic "system has gone wrong" page with a way home.
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { PlainButton } from '../components/PlainButton';
import { HOME_PATH } from '../session/redirect';
import { isChunkLoadError } from './lazyChunk';
import './app.css';

// The illustrated page is loaded only when an error happens, keeping the illustrations out of the entry chunk.
const ResultPage = lazy(() => import('../components/ResultPage').then((module) => ({ default: module.ResultPage })));

export interface AppErrorViewProps {
  error: unknown;
  /** offer an in-app link home (not outside the router, where only a reload helps) */
  homeLink?: boolean;
}

export function AppErrorView({ error, homeLink = true }: AppErrorViewProps) {
  const { t } = useTranslation('common');
  const chunk = isChunkLoadError(error);
  const reload = (
    <PlainButton primary onClick={() => window.location.reload()}>
      {t('app.reload')}
    </PlainButton>
  );
  if (chunk) {
    // The page's code could not be fetched, so neither can the illustrated page: plain markup only.
    return (
      <div className="fd-app-error" role="alert">
        <h1>{t('app.chunkLoadFailed')}</h1>
        <p>{t('app.chunkLoadFailedDescription')}</p>
        {reload}
      </div>
    );
  }
  return (
    <div className="fd-app-error">
      <Suspense fallback={<h1>{t('app.errorTitle')}</h1>}>
        <ResultPage
          illustration="failure"
          title={t('app.errorTitle')}
          description={t('app.errorDescription')}
          link={homeLink ? { to: HOME_PATH, label: t('app.backHome') } : undefined}
          actions={reload}
        />
      </Suspense>
    </div>
  );
}

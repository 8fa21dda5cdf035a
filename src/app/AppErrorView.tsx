// What the user sees when rendering fails: a reload hint for chunks that did not load (often a new
// deployment), otherwise the generic "system has gone wrong" page with a way home.
import Button from '@douyinfe/semi-ui-19/lib/es/button';
import { useTranslation } from 'react-i18next';
import { useRouteError } from 'react-router-dom';
import { ResultPage } from '../components/ResultPage';
import { HOME_PATH } from '../session/redirect';
import { isChunkLoadError } from './lazyChunk';
import './app.css';

export interface AppErrorViewProps {
  error: unknown;
  /** offer an in-app link home (not outside the router, where only a reload helps) */
  homeLink?: boolean;
}

export function AppErrorView({ error, homeLink = true }: AppErrorViewProps) {
  const { t } = useTranslation('common');
  const chunk = isChunkLoadError(error);
  const reload = (
    <Button theme="solid" type="primary" onClick={() => window.location.reload()}>
      {t('app.reload')}
    </Button>
  );
  return (
    <div className="fd-app-error">
      <ResultPage
        illustration="failure"
        title={chunk ? t('app.chunkLoadFailed') : t('app.errorTitle')}
        description={chunk ? t('app.chunkLoadFailedDescription') : t('app.errorDescription')}
        link={chunk || !homeLink ? undefined : { to: HOME_PATH, label: t('app.backHome') }}
        actions={reload}
      />
    </div>
  );
}

/** Route-level error element: errors thrown while rendering or loading a route. */
export function RouteErrorView() {
  return <AppErrorView error={useRouteError()} />;
}

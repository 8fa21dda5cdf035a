// /appContent?type=…: where a common-systems application opens (docs/home.md). Query views, data templates,
// charts, process starts and in-app routes are pages of their own; a link application (type 1) shows its page in a frame.
import { useEffect } from 'react';
import { Navigate, useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import useSWR from 'swr';
import { Button, Spin } from '@douyinfe/semi-ui-19';
import { unwrap } from '../../api/http';
import { listAuthorisedApps } from '../../api/portal';
import { ResultPage } from '../../components/ResultPage';
import { safeHttpUrl } from '../../components/safeUrl';
import { appTarget } from './appLinks';
import './home.css';

function AppFrame({ id }: { id: string }) {
  const { t, i18n } = useTranslation('home');
  const { data, error, isLoading, mutate } = useSWR(['home:app', id, i18n.language] as const, async () => {
    const page = await unwrap(listAuthorisedApps({ pageBean: { page: 1, pageSize: 1, showTotal: false }, querys: [{ property: 'id', value: id, operation: 'EQUAL', relation: 'AND', group: 'main' }] }, { quiet: true }));
    return page.rows[0];
  });
  const app = data;
  useEffect(() => {
    if (app) document.title = app.name;
  }, [app]);
  if (error) return <ResultPage title={t('appFailed')} description={error instanceof Error ? error.message : String(error)} actions={<Button onClick={() => void mutate()}>{t('retry')}</Button>} />;
  if (isLoading) {
    return (
      <div className="fd-home-loading" role="status">
        <Spin tip={t('loading')} />
      </div>
    );
  }
  const url = safeHttpUrl(app?.url);
  if (!app || !url) return <ResultPage illustration="notFound" title={t('appNotFound')} showBack />;
  return (
    <div className="fd-app-content">
      <h1 className="fd-visually-hidden">{app.name}</h1>
      <iframe src={url} title={app.name} className="fd-app-frame" sandbox="allow-scripts allow-popups allow-forms" />
    </div>
  );
}

export default function AppContentPage() {
  const { t } = useTranslation('home');
  const [query] = useSearchParams();
  const target = appTarget(query);
  if (target.kind === 'route') return <Navigate to={target.to} replace />;
  if (target.kind === 'frame') return <AppFrame id={target.id} />;
  return <ResultPage illustration="notFound" title={t('appNotFound')} showBack />;
}

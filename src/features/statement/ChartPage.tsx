// A page showing one custom chart (route chart/:chartId of the statement area, docs/customChart.md): the
// definition from GET /form/customChart/v1/get/{id or alias}, rendered through the engine with the portal's
// chart source. The chart's name is the page heading; an unknown chart and a failed load get result pages.
import { useEffect, useMemo } from 'react';
import { useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Button, Spin } from '@douyinfe/semi-ui-19';
import { SchemaRenderer } from '../../../renderers';
import { ApiError } from '../../api/http';
import { ResultPage } from '../../components/ResultPage';
import { appEngine, appSourceOf } from '../../engine';
import { useCustomChart } from './useCustomChart';

export default function ChartPage() {
  const { t } = useTranslation('chart');
  const { chartId = '' } = useParams();
  const { result, error, isLoading, retry, locale } = useCustomChart(chartId);
  const view = useMemo(() => ({ source: appSourceOf('customChart'), headingLevel: 1 }), []);
  const name = result?.ok ? result.model.name : '';

  useEffect(() => {
    document.title = name ? t('documentTitle', { name }) : t('documentTitleBare');
  }, [t, name]);

  if (error) {
    const missing = error instanceof ApiError && error.result.status === 404;
    return missing ? (
      <ResultPage illustration="notFound" title={t('notFound', { id: chartId })} description={t('notFoundDescription')} showBack />
    ) : (
      <ResultPage
        title={t('loadFailed')}
        description={error instanceof Error ? error.message : String(error)}
        actions={<Button onClick={retry}>{t('retry')}</Button>}
      />
    );
  }
  if (isLoading || !result) {
    return (
      <div className="fd-chart-page" role="status">
        <Spin tip={t('loading')} />
      </div>
    );
  }
  return (
    <div className="fd-chart-page" style={{ padding: 24 }}>
      <SchemaRenderer engine={appEngine} result={result} path={`chart/${chartId}`} locale={locale} view={view} />
    </div>
  );
}

// A page showing one custom chart (route chart/:chartId of the statement area, docs/customChart.md): the
// definition from GET /form/customChart/v1/get/{id or alias}, rendered through the engine with the portal's
// chart source. The chart's name is the page heading; an unknown chart and a failed load get result pages.
import { useEffect, useMemo } from 'react';
import { useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import useSWR from 'swr';
import { Button, Spin } from '@douyinfe/semi-ui-19';
import { normalizeLocale, SchemaRenderer, type CustomChartDefinition, type CustomChartModel } from '../../../renderers';
import { ApiError, unwrap } from '../../api/http';
import { getCustomChart } from '../../api/customChart';
import { ResultPage } from '../../components/ResultPage';
import { appEngine, appSourceOf } from '../../engine';

const fetchChart = ([, idOrAlias]: readonly [string, string]): Promise<CustomChartDefinition> => unwrap(getCustomChart(idOrAlias, { quiet: true }));

export default function ChartPage() {
  const { t, i18n } = useTranslation('chart');
  const locale = normalizeLocale(i18n.language);
  const { chartId = '' } = useParams();
  const { data: definition, error, isLoading, mutate } = useSWR(['customChart:definition', chartId] as const, fetchChart, { revalidateOnFocus: false });
  const result = useMemo(() => (definition ? appEngine.prepare<CustomChartModel>('customChart', definition, { locale }) : undefined), [definition, locale]);
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
        actions={<Button onClick={() => void mutate()}>{t('retry')}</Button>}
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

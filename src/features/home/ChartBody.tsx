// A custom chart inside a home column: chart columns (colType 1 or 4, dataParam {chartType, id}) and the
// <custom-chart chart-id="…"> widget. Reports are served as charts by id too (getEchartsData reads the same
// definitions, docs/customChart.md), so both chart types draw through the customChart kind.
import { useTranslation } from 'react-i18next';
import { SchemaRenderer } from '../../../renderers';
import { appEngine, appSourceOf } from '../../engine';
import { useCustomChart } from '../statement/useCustomChart';
import { ColumnError, ColumnLoading } from './ColumnStates';

const CHART_VIEW = { source: appSourceOf('customChart'), headingLevel: 3 } as const;

export default function ChartBody({ chartId }: { chartId: string }) {
  const { t } = useTranslation('home');
  const { result, error, isLoading, locale } = useCustomChart(chartId);
  if (!chartId) return <ColumnError>{t('chartMissing')}</ColumnError>;
  if (error) return <ColumnError>{t('dataFailed', { message: error instanceof Error ? error.message : String(error) })}</ColumnError>;
  if (isLoading || !result) return <ColumnLoading />;
  return <SchemaRenderer engine={appEngine} result={result} path={`home/chart/${chartId}`} locale={locale} view={CHART_VIEW} />;
}

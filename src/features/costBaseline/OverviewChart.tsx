// The overview's stacked column chart, drawn by the engine's customChart kind: a chart definition built here (one
// column per project code, one stacked series per cost category) fed with the overview figures through the kind's
// data source interface — the kind's in-memory source over given rows, no server call. The kind loads
// @antv/g2plot on first draw, labels the canvas as an image and offers the figures on its data tab.
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { createRecordedChartSource, normalizeLocale, SchemaRenderer, type CustomChartDefinition, type CustomChartModel } from '../../../renderers';
import { COST_CATEGORIES, type CostOverviewRow } from '../../api/costBaseline';
import { appEngine } from '../../engine';

type Translate = (key: string) => string;

/** The chart's definition in the page's language (the kind picks name/comment or their English twins). */
function overviewChartDefinition(t: Translate): CustomChartDefinition {
  const label = (text: string) => ({ comment: text, commentEn: text });
  const name = t('overview.chart');
  return {
    id: 'costBaselineOverview',
    alias: 'costBaselineOverview',
    name,
    nameEn: name,
    style: 2,
    xaxisField: JSON.stringify([{ field: 'code', ...label(t('overview.project')), dbType: 'varchar' }]),
    displayfield: JSON.stringify(COST_CATEGORIES.map((category) => ({ field: category, ...label(t(`category.${category}`)) }))),
    conditionfield: '[]',
    sortfield: '[]',
    conf: JSON.stringify({ series: { stack: true } }),
    height: 320,
  };
}

/** The overview as the chart's rows (UPPER-CASE keys, as the kind's sources answer them). */
const chartRows = (rows: readonly CostOverviewRow[]) =>
  rows.map((row) => ({ CODE: row.project.code, ...Object.fromEntries(COST_CATEGORIES.map((category) => [category.toUpperCase(), row.totals[category]])) }));

export function OverviewChart({ rows }: { rows: readonly CostOverviewRow[] }) {
  const { t, i18n } = useTranslation('costBaseline');
  const locale = normalizeLocale(i18n.language);
  const result = useMemo(() => appEngine.prepare<CustomChartModel>('customChart', overviewChartDefinition(t), { locale }), [t, locale]);
  const view = useMemo(() => ({ source: createRecordedChartSource({ rows: chartRows(rows) }), headingLevel: 3 }), [rows]);
  return <SchemaRenderer engine={appEngine} result={result} path="costBaseline/costOverview/chart" locale={locale} view={view} />;
}

// One page for every report of the catalogue (reportCatalogue.ts, docs/reports.md): the report's title as
// the page heading, then its sections — custom charts and query views loaded by alias and rendered through
// the app engine (conditions, server paging and sorting, .xlsx export come with the kinds). Each section
// loads on its own: a missing or failed definition shows its state (with a retry) in place of that section.
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import useSWR from 'swr';
import { normalizeLocale, SchemaRenderer, type QueryViewDefinition, type QueryViewModel } from '../../../renderers';
import { getQueryView } from '../../api/customQuery';
import { unwrap } from '../../api/http';
import { LoadFailure, PageLoading } from '../../components/LoadStates';
import { ResultPage } from '../../components/ResultPage';
import { appEngine, appSourceOf } from '../../engine';
import { useCustomChart } from '../statement/useCustomChart';
import { REPORTS, type ReportKey, type ReportSection } from './reportCatalogue';
import './reports.css';

export interface ReportPageProps {
  report: ReportKey;
  /** The menu item's name; without it the report's own title. */
  title?: string;
}

function ChartSection({ alias }: { alias: string }) {
  const { t } = useTranslation('reports');
  const { result, error, isLoading, retry, locale } = useCustomChart(alias);
  const view = useMemo(() => ({ source: appSourceOf('customChart'), headingLevel: 2 }), []);
  if (error) return <LoadFailure error={error} title={t('chartFailed')} notFoundTitle={t('chartMissing', { alias })} retryLabel={t('retry')} onRetry={retry} headingLevel={2} />;
  if (isLoading || !result) return <PageLoading text={t('loadingChart')} />;
  return <SchemaRenderer engine={appEngine} result={result} path={`reports/chart/${alias}`} locale={locale} view={view} />;
}

const isView = (value: unknown): value is QueryViewDefinition => typeof value === 'object' && value !== null && typeof (value as { alias?: unknown }).alias === 'string';

async function fetchView([, sqlAlias, alias]: readonly [string, string, string]): Promise<QueryViewDefinition | null> {
  const definition = await unwrap(getQueryView(sqlAlias, alias, { quiet: true }));
  return isView(definition) ? definition : null;
}

function QueryViewSection({ sqlAlias, alias, titled }: { sqlAlias: string; alias: string; titled: boolean }) {
  const { t, i18n } = useTranslation('reports');
  const { data: definition, error, isLoading, mutate } = useSWR(['queryView:definition', sqlAlias, alias] as const, fetchView, { revalidateOnFocus: false });
  const locale = normalizeLocale(i18n.language);
  const result = useMemo(() => (definition ? appEngine.prepare<QueryViewModel>('queryView', definition, { locale }) : undefined), [definition, locale]);
  const view = useMemo(() => ({ source: appSourceOf('queryView'), titled }), [titled]);
  if (error) return <LoadFailure error={error} title={t('listFailed')} retryLabel={t('retry')} onRetry={() => void mutate()} headingLevel={2} />;
  if (isLoading) return <PageLoading text={t('loadingList')} />;
  if (!result) return <ResultPage illustration="notFound" headingLevel={2} title={t('listMissing', { sqlAlias, alias })} description={t('missingHint')} />;
  return <SchemaRenderer engine={appEngine} result={result} path={`reports/queryView/${sqlAlias}/${alias}`} locale={locale} view={view} />;
}

/** `titled`: false for a report of one list, whose page heading already names it. */
function Section({ section, titled }: { section: ReportSection; titled: boolean }) {
  return (
    <div className="fd-report__section">
      {section.kind === 'chart' ? <ChartSection alias={section.chart} /> : <QueryViewSection sqlAlias={section.sqlAlias} alias={section.alias} titled={titled} />}
    </div>
  );
}

export default function ReportPage({ report, title }: ReportPageProps) {
  const { t } = useTranslation('reports');
  const { sections, layout } = REPORTS[report];
  const heading = title || t(`titles.${report}`);

  useEffect(() => {
    document.title = t('documentTitle', { name: heading });
  }, [t, heading]);

  return (
    <div className={`fd-report fd-report--${layout}`}>
      <h1 className="fd-report__title">{heading}</h1>
      <div className="fd-report__sections">
        {sections.map((section) => (
          <Section key={section.kind === 'chart' ? `chart:${section.chart}` : `view:${section.sqlAlias}/${section.alias}`} section={section} titled={sections.length > 1} />
        ))}
      </div>
    </div>
  );
}

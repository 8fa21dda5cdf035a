// One home column from its definition (docs/home.md): the adapter's model, a frame (title, 'more' link,
// colHeight) and a body by data mode — a chart, REST data into the template, a custom dialog's list, a data
// template's list, or the static template. Every failure stays inside the column, in red.
import { lazy, Suspense, useEffect, useId, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { formatColumnMessage, LIST_SCREEN, type ColumnDefinition, type ColumnModel } from '../../../renderers';
import { useRestColumnData, type RestColumnData } from './columnData';
import { TemplateView } from './TemplateView';
import { ColumnError, ColumnLoading } from './ColumnStates';
import { NearViewport } from './NearViewport';
import { useColumnModel } from './useColumnDefinition';
import { preloadWidgetsOf } from './widgets/registry';

function RestBody({ model, data }: { model: ColumnModel; data: RestColumnData }) {
  const { t } = useTranslation('home');
  const { call, data: answer, error, isLoading } = useRestColumnData(model.alias, data);
  if (!call.ok) return <ColumnError>{call.error}</ColumnError>;
  if (error) return <ColumnError>{t('dataFailed', { message: error instanceof Error ? error.message : String(error) })}</ColumnError>;
  if (isLoading) return <ColumnLoading />;
  return <TemplateBody model={model} data={answer} />;
}

function TemplateBody({ model, data }: { model: ColumnModel; data?: unknown }) {
  const { i18n } = useTranslation();
  if (model.template.kind === 'none') return <p className="fd-home-empty">{formatColumnMessage('column.noTemplate', undefined, i18n.language)}</p>;
  // Templates read the answer as `data` (Hotent compiled them with `data` in scope: {{ data.total }}).
  return <TemplateView html={model.template.html} scope={{ data }} />;
}

// The heavier bodies are chunks of their own, fetched when a column needs them.
const ChartBody = lazy(() => import('./ChartBody'));
const DialogBody = lazy(() => import('./DialogBody'));
const TemplatePage = lazy(() => import('../statement/TemplatePage').then((module) => ({ default: module.TemplatePage })));

/** What a REST column's template draws instead of calling its URL: the studio's preview data. */
export interface SampleAnswer {
  readonly data: unknown;
}

/** The body of a column by its data mode; also the column kind's renderer (src/engine/columnKind.tsx). */
export function ColumnBody({ model, sample }: { model: ColumnModel; sample?: SampleAnswer }) {
  if (model.chart) return <ChartBody chartId={model.chart.id} />;
  switch (model.data.mode) {
    case 'rest':
      return sample ? <TemplateBody model={model} data={sample.data} /> : <RestBody model={model} data={model.data} />;
    case 'dialog':
      return <DialogBody alias={model.data.dialogAlias} height={model.height} />;
    case 'template':
      return <TemplatePage templateKey={model.data.templateAlias} screen={LIST_SCREEN} standalone />;
    default:
      return <TemplateBody model={model} />;
  }
}

export interface ColumnViewProps {
  definition: ColumnDefinition;
  /** A column inside a tab row: the tab names it, so the frame has no title bar. */
  bare?: boolean;
  /** Preview: every definition error is listed (home shows the first). */
  preview?: boolean;
  /** Home: the body is drawn when the column comes near the window (NearViewport); its frame at once. */
  deferred?: boolean;
  /** A REST column draws this answer instead of calling its URL (the studio's preview data). */
  sample?: SampleAnswer;
}

export function ColumnView({ definition, bare = false, preview = false, deferred = false, sample }: ColumnViewProps) {
  const { t } = useTranslation('home');
  const titleId = useId();
  const result = useColumnModel(definition);
  const templateHtml = result.ok && result.model.template.kind === 'html' ? result.model.template.html : undefined;
  // The widgets' code before the (deferred) body draws them.
  useEffect(() => {
    if (templateHtml) preloadWidgetsOf(templateHtml);
  }, [templateHtml]);
  const name = result.ok ? result.model.name : (definition.name ?? definition.alias);
  let body: ReactNode;
  if (!result.ok) {
    const errors = preview ? result.errors : result.errors.slice(0, 1);
    body = (
      <ColumnError>
        <p>{t('definitionInvalid', { alias: definition.alias })}</p>
        <ul>
          {errors.map((problem) => (
            <li key={`${problem.path}:${problem.message}`}>{problem.message}</li>
          ))}
        </ul>
      </ColumnError>
    );
  } else {
    body = (
      <Suspense fallback={<ColumnLoading />}>
        <ColumnBody model={result.model} sample={sample} />
      </Suspense>
    );
  }
  const moreUrl = result.ok ? result.model.moreUrl : undefined;
  const height = result.ok ? result.model.height : undefined;
  const chart = result.ok && Boolean(result.model.chart);
  return (
    <section className="fd-column" aria-labelledby={bare ? undefined : titleId} aria-label={bare ? name : undefined}>
      {!bare && (
        <header className="fd-column-header">
          <h2 id={titleId}>{name}</h2>
          {moreUrl && (
            <Link to={moreUrl} aria-label={t('moreAbout', { name })}>
              {t('more')}
            </Link>
          )}
        </header>
      )}
      {/* A height-limited body scrolls when its content is taller: it takes the focus so the keyboard can scroll it. */}
      <div
        className={chart ? 'fd-column-body fd-column-body--chart' : 'fd-column-body'}
        style={height && !chart ? { maxHeight: height } : undefined}
        tabIndex={height && !chart ? 0 : undefined}
      >
        {deferred ? (
          <NearViewport label={t('showColumn', { name })} minHeight={height}>
            {body}
          </NearViewport>
        ) : (
          body
        )}
      </div>
    </section>
  );
}

// The custom chart view (spec 03-portal §2 "Chart card"): the condition form, a chart tab and a data tab.
// The chart loads up to rowLimit rows for the sent conditions; line and bar charts of more than 20 rows get a
// zoom slider (keyboard operable) that picks the part drawn. The data tab is a server-paged table of the same
// conditions (10, 20, 50, 100 rows a page) and the text equivalent of the drawing. Radar and tree charts show
// a "not supported" state.
import { useEffect, useId, useMemo, useRef, useState, type ReactNode } from 'react';
import { Button, Slider, Spin, TabPane, Tabs } from '@douyinfe/semi-ui-19';
import { ConditionForm, initialValues, ListTable, type ConditionValues, type ListColumn } from '../../list';
import type { Locale } from '../../messages';
import type { ChartModel, CustomChartModel, UnsupportedChartModel } from './adapter';
import { ChartCanvas } from './ChartCanvas';
import { formatChartMessage, type ChartMessageKey } from './messages';
import { buildPlot, categoryText, clampWindow, isZoomable, type ZoomWindow } from './plot';
import { chartFilter, conditionQuerys, DEFAULT_PAGE_SIZE, PAGE_SIZES, shownConditions, tableFilter } from './query';
import { NoRecordedRowsError } from './recordedSource';
import type { ChartPage, CustomChartSource } from './source';
import './chart.css';

export interface ChartRendererProps {
  model: CustomChartModel;
  locale: Locale;
  /** Where the rows come from; without one the view says so. */
  source?: CustomChartSource;
  /** Level of the chart's name heading (default 2). */
  headingLevel?: 1 | 2 | 3;
}

type Tab = 'chart' | 'data';

interface LoadState {
  readonly loading: boolean;
  readonly page?: ChartPage;
  readonly error?: unknown;
}

/**
 * Loads whenever `key` changes to a value not loaded yet (null = not now, keep what is shown). Answers of
 * superseded loads are dropped. Returns the state and a retry.
 */
function useKeyedLoad(key: string | null, load: () => Promise<ChartPage>): [LoadState, () => void] {
  const [state, setState] = useState<LoadState>({ loading: key !== null });
  const [attempt, setAttempt] = useState(0);
  const latest = useRef(load);
  latest.current = load;
  const loaded = useRef<string | null>(null);
  const ticket = useRef(0);

  useEffect(() => {
    const wanted = key === null ? null : `${key}#${attempt}`;
    if (wanted === null || wanted === loaded.current) return;
    loaded.current = wanted;
    const mine = ++ticket.current;
    setState((previous) => ({ loading: true, page: previous.page }));
    latest.current().then(
      (page) => mine === ticket.current && setState({ loading: false, page }),
      (error: unknown) => mine === ticket.current && setState({ loading: false, error }),
    );
  }, [key, attempt]);

  return [state, () => setAttempt((count) => count + 1)];
}

function Heading({ level, id, children }: { level: 1 | 2 | 3; id: string; children: ReactNode }) {
  const Tag = `h${level}` as const;
  return (
    <Tag id={id} className="fd-chart__title">
      {children}
    </Tag>
  );
}

function UnsupportedChart({ model, locale, headingLevel }: { model: UnsupportedChartModel; locale: Locale; headingLevel: 1 | 2 | 3 }) {
  const titleId = useId();
  const params = { name: model.name, style: model.styleName, code: model.styleCode };
  return (
    <section className="fd-chart" aria-labelledby={titleId}>
      <Heading level={headingLevel} id={titleId}>
        {model.name}
      </Heading>
      <div className="fd-chart__unsupported" role="status">
        <strong>{formatChartMessage('unsupported.title', params, locale)}</strong>
        <p>{formatChartMessage('unsupported.description', params, locale)}</p>
      </div>
    </section>
  );
}

function ChartView({ model, locale, source, headingLevel }: Required<Omit<ChartRendererProps, 'model'>> & { model: ChartModel }) {
  const text = (key: ChartMessageKey, params?: Record<string, string | number>) => formatChartMessage(key, params, locale);
  const titleId = useId();
  const conditions = useMemo(() => shownConditions(model), [model]);
  const [typed, setTyped] = useState<ConditionValues>(() => initialValues(conditions));
  const [querys, setQuerys] = useState(() => conditionQuerys(model.conditions, typed));
  const [tab, setTab] = useState<Tab>('chart');
  const [paging, setPaging] = useState({ page: 1, pageSize: DEFAULT_PAGE_SIZE });
  const [zoom, setZoom] = useState<ZoomWindow>();

  const chartRequest = chartFilter(model, querys);
  const [chart, retryChart] = useKeyedLoad(JSON.stringify([model.id, chartRequest]), () => source.getListData(model.id, chartRequest));
  const tableRequest = tableFilter(model, querys, paging.page, paging.pageSize);
  const [table, retryTable] = useKeyedLoad(tab === 'data' ? JSON.stringify([model.id, tableRequest]) : null, () => source.getListData(model.id, tableRequest));

  const errorText = (error: unknown) =>
    text('state.error', { message: error instanceof NoRecordedRowsError ? text('state.noAnswers') : error instanceof Error ? error.message : String(error) });

  const search = (values: ConditionValues) => {
    setQuerys(conditionQuerys(model.conditions, values));
    setPaging((current) => ({ ...current, page: 1 }));
    setZoom(undefined);
  };

  const rows = useMemo(() => chart.page?.rows ?? [], [chart.page]);
  const zoomable = isZoomable(model, rows.length);
  const zoomWindow = zoomable ? clampWindow(zoom, rows.length) : undefined;
  const [first, last] = zoomWindow ?? [0, rows.length - 1];
  const drawnRows = useMemo(() => rows.slice(first, last + 1), [rows, first, last]);
  const spec = useMemo(() => buildPlot(model, drawnRows, locale), [model, drawnRows, locale]);
  const columns = useMemo<ListColumn[]>(
    () => [{ field: model.category.key, title: model.category.label }, ...model.series.map((series) => ({ field: series.key, title: series.label, number: {} }))],
    [model],
  );

  const chartPanel = () => {
    if (chart.error !== undefined) {
      return (
        <div className="fd-chart__state" role="alert">
          <span>{errorText(chart.error)}</span>{' '}
          <Button size="small" onClick={retryChart}>
            {text('state.retry')}
          </Button>
        </div>
      );
    }
    if (!chart.page) return <Spin tip={text('state.loading')} wrapperClassName="fd-chart__state" spinning />;
    if (rows.length === 0) return <div className="fd-chart__state" role="status">{text('state.empty')}</div>;
    const total = chart.page.total;
    return (
      <Spin spinning={chart.loading} tip={text('state.loading')}>
        {zoomWindow ? (
          <div className="fd-chart__zoom">
            <Slider
              range
              min={0}
              max={rows.length - 1}
              step={1}
              value={[first, last]}
              aria-label={text('zoom.label')}
              getAriaValueText={(value, index) => text(index === 0 ? 'zoom.start' : 'zoom.end', { value: categoryText(rows[value] ?? {}, model) })}
              tipFormatter={(value) => categoryText(rows[Number(value)] ?? {}, model)}
              onChange={(value) => {
                if (Array.isArray(value)) setZoom([Math.round(value[0]), Math.round(value[1])]);
              }}
            />
            <span className="fd-chart__note" aria-live="polite">
              {text('zoom.summary', { from: first + 1, to: last + 1, total: rows.length })}
            </span>
          </div>
        ) : null}
        <ChartCanvas
          spec={spec}
          height={model.height}
          locale={locale}
          label={text('canvas.label', { name: model.name, style: model.styleName, count: drawnRows.length })}
        />
        {total > rows.length ? <p className="fd-chart__note">{text('canvas.truncated', { shown: rows.length, total })}</p> : null}
      </Spin>
    );
  };

  return (
    <section className="fd-chart" aria-labelledby={titleId}>
      <Heading level={headingLevel} id={titleId}>
        {model.name}
      </Heading>
      {conditions.length > 0 ? (
        <ConditionForm
          conditions={conditions}
          values={typed}
          onChange={setTyped}
          onSearch={() => search(typed)}
          onReset={() => {
            const defaults = initialValues(conditions);
            setTyped(defaults);
            search(defaults);
          }}
          locale={locale}
          busy={chart.loading}
          label={text('conditions.label', { name: model.name })}
        />
      ) : null}
      <Tabs type="line" activeKey={tab} onChange={(key) => setTab(key === 'data' ? 'data' : 'chart')}>
        <TabPane tab={text('tab.chart')} itemKey="chart">
          {tab === 'chart' ? chartPanel() : null}
        </TabPane>
        <TabPane tab={text('tab.data')} itemKey="data">
          {tab === 'data' ? (
            <ListTable
              columns={columns}
              rows={table.page?.rows ?? []}
              label={text('table.caption', { name: model.name })}
              keyField={model.category.key}
              locale={locale}
              loading={table.loading}
              error={table.error === undefined ? undefined : errorText(table.error)}
              onRetry={retryTable}
              paging={{ page: paging.page, pageSize: paging.pageSize, total: table.page?.total ?? 0, pageSizes: PAGE_SIZES }}
              onPageChange={(page, pageSize) => setPaging((current) => ({ page: pageSize === current.pageSize ? page : 1, pageSize }))}
            />
          ) : null}
        </TabPane>
      </Tabs>
    </section>
  );
}

export function ChartRenderer({ model, locale, source, headingLevel = 2 }: ChartRendererProps) {
  if (model.kind === 'unsupported') return <UnsupportedChart model={model} locale={locale} headingLevel={headingLevel} />;
  if (!source) {
    return (
      <div className="fd-chart__state" role="alert">
        {formatChartMessage('state.noSource', {}, locale)}
      </div>
    );
  }
  // Another chart starts with its own conditions, paging and zoom.
  return <ChartView key={model.id} model={model} locale={locale} source={source} headingLevel={headingLevel} />;
}

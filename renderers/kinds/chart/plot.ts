// Pure: model + rows → the options of a g2plot Line, Column or Pie. Only types come from @antv/g2plot, so
// this module does not pull the library in; ChartCanvas loads it on demand. Texts from the server (categories,
// series names, values) reach the canvas as canvas text, and the HTML tooltip is built as DOM text (./tooltip).
import type { ColumnOptions, LineOptions, PieOptions } from '@antv/g2plot';
import type { Locale } from '../../messages';
import type { ChartModel } from './adapter';
import type { ChartRow } from './source';
import { textTooltip, type TooltipLine } from './tooltip';

/** Line and bar charts with more rows than this get the zoom slider (spec 03-portal §9). */
export const ZOOM_THRESHOLD = 20;

export type PlotSpec =
  | { readonly type: 'Line'; readonly options: LineOptions }
  | { readonly type: 'Column'; readonly options: ColumnOptions }
  | { readonly type: 'Pie'; readonly options: PieOptions };

/** One drawn value: the category, its series (line and bar) and the number (null = a gap). */
export interface PlotPoint {
  readonly x: string;
  readonly series: string;
  readonly value: number | null;
}

/** Inclusive row indexes of the zoomed part. */
export type ZoomWindow = readonly [number, number];

export function isZoomable(model: ChartModel, rowCount: number): boolean {
  return model.kind !== 'pie' && rowCount > ZOOM_THRESHOLD;
}

export function initialWindow(rowCount: number): ZoomWindow {
  return [0, Math.max(0, Math.min(rowCount, ZOOM_THRESHOLD) - 1)];
}

/** A window kept inside the rows, start before end; a window that no longer fits starts over. */
export function clampWindow(window: ZoomWindow | undefined, rowCount: number): ZoomWindow {
  if (!window || window[1] >= rowCount || window[0] < 0 || window[0] > window[1]) return initialWindow(rowCount);
  return window;
}

export function categoryText(row: ChartRow, model: ChartModel): string {
  const value = row[model.category.key];
  return value === undefined || value === null ? '' : String(value);
}

function numberOf(value: unknown): number | null {
  if (value === null || value === undefined || value === '') return null;
  const number = typeof value === 'number' ? value : Number(value);
  return Number.isFinite(number) ? number : null;
}

export function plotPoints(model: ChartModel, rows: readonly ChartRow[]): PlotPoint[] {
  const series = model.kind === 'pie' ? model.series.slice(0, 1) : model.series;
  return rows.flatMap((row) => series.map((column) => ({ x: categoryText(row, model), series: column.label, value: numberOf(row[column.key]) })));
}

export function formatValue(value: number | null, locale: Locale, unit: string): string {
  if (value === null) return '-';
  const text = new Intl.NumberFormat(locale, { maximumFractionDigits: 2 }).format(value);
  return unit ? `${text} ${unit}` : text;
}

const compact = (locale: Locale) => {
  const format = new Intl.NumberFormat(locale, { notation: 'compact', maximumFractionDigits: 1 });
  return (text: string) => {
    const number = Number(text);
    return Number.isFinite(number) ? format.format(number) : text;
  };
};

/** The value axis' lower end: the data minimum for conf.yMin, else 0 (or below, for negative data). */
export function axisMinimum(model: ChartModel, points: readonly PlotPoint[]): number {
  const values = points.map((point) => point.value).filter((value): value is number => value !== null);
  const lowest = values.length > 0 ? Math.min(...values) : 0;
  return model.yFromDataMin ? lowest : Math.min(0, lowest);
}

interface DatumFields {
  x?: unknown;
  series?: unknown;
  value?: unknown;
}

function tooltipLines(model: ChartModel, locale: Locale, items: readonly { color?: string; data?: DatumFields }[]): TooltipLine[] {
  return items.map((item) => {
    const datum = item.data ?? {};
    const name = model.kind === 'pie' ? String(datum.x ?? '') : String(datum.series ?? model.series[0]?.label ?? '');
    return { name, value: formatValue(numberOf(datum.value), locale, model.unit), color: item.color ?? '' };
  });
}

/** The g2plot options of the rows (for line and bar charts: the zoomed rows). */
export function buildPlot(model: ChartModel, rows: readonly ChartRow[], locale: Locale): PlotSpec {
  const points = plotPoints(model, rows);
  const customContent = (title: string, items: { color?: string; data?: DatumFields }[]) =>
    textTooltip(model.kind === 'pie' ? '' : title, tooltipLines(model, locale, items));
  const common = { autoFit: true, height: model.height, locale, animation: false as const, appendPadding: [8, 16, 8, 8] };

  if (model.kind === 'pie') {
    return {
      type: 'Pie',
      options: {
        ...common,
        data: points.filter((point) => point.value !== null && point.value > 0),
        angleField: 'value',
        colorField: 'x',
        // room beside the pie for the outer labels, which G2 cuts ("South...") where they would leave the plot
        radius: 0.7,
        ...(model.innerRadius > 0 ? { innerRadius: model.innerRadius } : {}),
        // The centre statistic writes HTML: off, so a category name is never parsed as markup.
        statistic: { title: false, content: false },
        label: { type: 'outer', content: (datum: DatumFields & { percent?: number }) => `${String(datum.x ?? '')} ${((datum.percent ?? 0) * 100).toFixed(1)}%` },
        legend: { position: 'bottom', flipPage: false },
        tooltip: { customContent },
        interactions: [{ type: 'element-active' }],
      },
    };
  }

  const multiSeries = model.series.length > 1;
  const axes = {
    xAxis: {
      label: model.showAllCategories ? { autoHide: false, autoRotate: false, rotate: Math.PI / 6, offset: 12, style: { textAlign: 'start' as const } } : { autoHide: true, autoRotate: true },
    },
    yAxis: {
      min: axisMinimum(model, points),
      title: model.unit ? { text: model.unit } : null,
      label: { formatter: compact(locale) },
    },
  };
  const shared = {
    ...common,
    ...axes,
    data: points,
    xField: 'x',
    yField: 'value',
    ...(multiSeries ? { seriesField: 'series' } : {}),
    legend: multiSeries ? { position: 'top-left' as const } : (false as const),
    tooltip: { shared: true, showCrosshairs: model.kind === 'line', customContent },
  };
  if (model.kind === 'line') return { type: 'Line', options: { ...shared, smooth: model.smooth, isStack: multiSeries && model.stack, point: { size: 3 } } };
  return { type: 'Column', options: { ...shared, isGroup: multiSeries && !model.stack, isStack: multiSeries && model.stack, maxColumnWidth: 48 } };
}

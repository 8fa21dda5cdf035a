// The custom chart kind's public surface (re-exported by renderers/index.ts).
export { customChartKind, type ChartViewProps } from './kind';
export { ChartRenderer, type ChartRendererProps } from './ChartRenderer';
export { adaptChart, CHART_ROW_LIMIT } from './adapter';
export type { ChartModel, CustomChartModel, UnsupportedChartModel, ChartCondition, ChartColumn } from './adapter';
export { PAGE_SIZES as CHART_PAGE_SIZES, DEFAULT_PAGE_SIZE as DEFAULT_CHART_PAGE_SIZE } from './query';
export { ZOOM_THRESHOLD as CHART_ZOOM_THRESHOLD } from './plot';
export { createRecordedChartSource, type RecordedChartAnswers } from './recordedSource';
export { chartMessages, formatChartMessage } from './messages';
export type { CustomChartDefinition, ChartFieldItem, ChartConditionItem, ChartSortItem, ChartConf } from './definition';
export type { CustomChartSource, ChartQueryFilter, ChartQueryField, ChartPage, ChartRow } from './source';

// The home column kind's public surface (re-exported by renderers/index.ts).
export { columnKind } from './kind';
export { adaptColumn } from './adapter';
export type { ColumnModel, ColumnData, RestColumnData, ColumnParam, ColumnChart, ColumnTemplate } from './adapter';
export { buildColumnRequest, DEFAULT_COLUMN_PAGE } from './request';
export type { ColumnRequest, ColumnRequestContext, ColumnPage } from './request';
export { interpolateText, unresolvedPaths } from './interpolate';
export { columnMessages, formatColumnMessage } from './messages';
export type { ColumnDefinition } from './definition';

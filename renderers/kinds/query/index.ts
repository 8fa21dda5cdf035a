// The custom query and query view kinds (docs/customQuery.md): definitions, pure adapters, the run-time
// (definition by alias, requests, answers), the renderers and the source interfaces their hosts implement.
export { customQueryKind } from './kind';
export { queryViewKind } from './queryViewKind';
export { adaptCustomQuery, DEFAULT_QUERY_PAGE_SIZE, FORBIDDEN_HEADERS, type CustomQueryModel, type QueryConditionModel, type QueryModelError, type RestModel } from './adapter';
export { adaptQueryView, type QueryViewModel } from './queryViewAdapter';
export { DEFINITION_WAIT_MS, loadQueryDefinition, QueryError, queryParams, readPageList, readRestAnswer, restRequest, runQuery } from './run';
export { QueryListView, type QueryViewProps } from './QueryListView';
export { QueryViewRenderer, queryViewFilter, type QueryViewViewProps } from './QueryViewRenderer';
export { CustomQueryByAlias, type CustomQueryByAliasProps } from './CustomQueryByAlias';
export { createRecordedQuerySource, createRecordedQueryViewSource } from './recorded';
export { showErrorToast, TOAST_SECONDS } from './toast';
export { queryMessages, formatQueryMessage, type QueryMessageKey } from './messages';
export type { CustomQueryDefinition, CustomQueryCondition, CustomQueryResultField, CustomQuerySortField } from './definition';
export type { QueryViewDefinition, QueryViewShow, QueryViewCondition, QueryViewButton } from './queryViewDefinition';
export type { CustomQuerySource, QueryParam, RestRequest, SourceAnswer } from './source';
export type { QueryViewFilter, QueryViewSource } from './queryViewSource';

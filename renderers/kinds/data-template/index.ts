// The data template kind's public surface (re-exported by renderers/index.ts).
export { dataTemplateKind, type DataTemplateKindView } from './kind';
export { DataTemplateView, type DataTemplateViewProps } from './DataTemplateView';
export { ImportPanel, type ImportPanelProps } from './ImportPanel';
export { dataTemplateToModel, DEFAULT_PAGE_SIZE as DEFAULT_TEMPLATE_PAGE_SIZE, UNPAGED_ROWS } from './adapter';
export type { DataTemplateModel, ActionModel, BatchFieldModel, OutputColumn, TreeModel, TreeNodeModel } from './adapter';
export { buildQueryFilter, parsePresetQuerys, type TemplateQueryField, type TemplateQueryFilter } from './query';
export { parseTemplateFields, isSecretTemplate, declaredFieldNames, FIELD_NAME } from './fields';
export { SECRET_TEMPLATE_IDS, type DataTemplateDefinition } from './definition';
export { LIST_SCREEN, type TemplateScreen } from './screens';
export type { InputKeeper } from './RecordForm';
export { createRecordedDataTemplateSource, type RecordedDataTemplateAnswers } from './recordedSource';
export { dataTemplateMessages, formatDataTemplateMessage } from './messages';
export { isDataTemplateSource } from './source';
export type { DataTemplateSource, DraftDetail, DraftSummary, ExportType, FormAction, ImportReport, ListRowsRequest, SubEntity, TemplateForm } from './source';

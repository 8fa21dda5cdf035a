// The custom dialog kind's public surface (re-exported by renderers/index.ts).
export { customDialogKind, type DialogViewProps } from './kind';
export { CustomDialogView, isDialogSource, DIALOG_TOAST_SECONDS, type CustomDialogViewProps } from './CustomDialogView';
export { dialogToModel, isAllowedDialogUrl, selectionOf, DEFAULT_PAGE_SIZE as DEFAULT_DIALOG_PAGE_SIZE } from './adapter';
export type { DialogModel, DialogResult, DialogSelection, DialogRestConfig } from './adapter';
export { toResults, rowKeyOf, rowLabelOf } from './query';
export { createRecordedDialogSource, type RecordedDialogAnswers } from './recordedSource';
export { DIALOG_MESSAGES, formatDialogMessage } from './messages';
export type { CustomDialogDefinition } from './definition';
export type { DialogSource, DialogRow, DialogPage, DialogParams, DialogQueryFilter, DialogRestRequest } from './source';

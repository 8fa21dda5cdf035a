// The home layout kind's public surface (re-exported by renderers/index.ts).
export { layoutKind } from './kind';
export { adaptLayout, decodeLayoutValue, rowIndexOfKey, truncateTabLabel, TAB_LABEL_LENGTH } from './adapter';
export type { DecodedLayout, LayoutModel, LayoutRowModel, LayoutGridColumnModel, LayoutTabModel } from './adapter';
export { layoutMessages, formatLayoutMessage } from './messages';
export type { LayoutDefinition, LayoutRow, LayoutGridRow, LayoutTabRow, LayoutAliasRow, LayoutGridColumn, LayoutTab, LayoutColumnRef } from './definition';

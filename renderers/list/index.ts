// Shared list building blocks (docs/lists.md): condition fields → search conditions → QueryFilter querys,
// columns and row keys, the condition form and the virtualized table with paging, sorting and selection.
// Used by the custom query, dialog, chart data tab, data template and query view renderers.
export {
  conditionFromField,
  dataTypeOf,
  initialValues,
  isBlankValue,
  localizedLabel,
  toConditionValue,
  toOperation,
  toQueryFields,
} from './conditions';
export type {
  ConditionControl,
  ConditionDataType,
  ConditionFieldItem,
  ConditionOption,
  ConditionValue,
  ConditionValues,
  ListCondition,
  ListOperation,
  ListQueryField,
} from './conditions';
export { cellText, columnAlign, columnText, isNegativeCell, DEFAULT_COLUMN_WIDTH, PAGE_GAP, pageWindow, rowKeys, sortRows, toSortDirection, valueOf } from './columns';
export type { ListColumn, ListPage, ListRow, ListRowAction, ListRowActions, ListSort, ListTagColor, SortDirection } from './columns';
export { listMessages, formatListMessage, type ListMessageKey } from './messages';
export { AmountText, amountClass } from './AmountText';
export { ConditionForm, type ConditionFormProps } from './ConditionForm';
export {
  ListTable,
  DEFAULT_BODY_HEIGHT,
  DEFAULT_PAGE_SIZES,
  DEFAULT_ROW_HEIGHT,
  VIRTUALIZE_FROM,
  type ListLink,
  type ListPaging,
  type ListSelection,
  type ListTableProps,
} from './ListTable';
export { SearchList, type FetchPage, type PageRequest, type SearchListProps } from './SearchList';

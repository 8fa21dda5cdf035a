// The data template (数据报表) as the server sends it: the value of GET getBpmDataTemplateInfo (contract notes
// §2.11, schemas/dataTemplate.schema.json). Every *Field is a JSON string; the item shapes below are what those
// strings hold once parsed (fields.ts). Texts may be one string or one per language, as in the form kind.
import type { LocalizedText } from '../form/definition';

export type { LocalizedText };

/** Template ids answered by listJsonForSecret instead of listJson (spec §6: "a known fixed template id"). */
export const SECRET_TEMPLATE_IDS: readonly string[] = ['1390118473227878400'];

export type TemplateDataType = 'varchar' | 'number' | 'date' | 'datetime';

/** Stored query types (Hotent's short codes) of a condition. */
export type QueryType = 'EQ' | 'NE' | 'GT' | 'GE' | 'LT' | 'LE' | 'LK' | 'LFK' | 'RHK' | 'IN' | 'BETWEEN';
export const QUERY_TYPES: readonly QueryType[] = ['EQ', 'NE', 'GT', 'GE', 'LT', 'LE', 'LK', 'LFK', 'RHK', 'IN', 'BETWEEN'];

export type ConditionControl = 'text' | 'number' | 'date' | 'datetime' | 'select' | 'radio';
export const CONDITION_CONTROLS: readonly ConditionControl[] = ['text', 'number', 'date', 'datetime', 'select', 'radio'];

export interface TemplateOption {
  value: string | number;
  label: LocalizedText;
}

/** displayField item: one list column. `options` show stored values by their labels. */
export interface DisplayFieldItem {
  name: string;
  desc: LocalizedText;
  type?: TemplateDataType;
  width?: number;
  /** false turns off the column's sort (default: sortable). */
  sortable?: boolean;
  options?: TemplateOption[];
}

/** conditionField item: one search control. `colPrefix` is Hotent's column prefix (accepted, not needed here). */
export interface ConditionFieldItem {
  name: string;
  desc: LocalizedText;
  qt: QueryType;
  ty?: TemplateDataType;
  ctrlType?: ConditionControl;
  options?: TemplateOption[];
  defaultValue?: string | number | (string | number)[];
  colPrefix?: string;
}

/** sortField item: the default order. */
export interface SortFieldItem {
  name: string;
  sort: 'ASC' | 'DESC';
}

export type ManageAction = 'add' | 'edit' | 'detail' | 'del' | 'export' | 'import' | 'batchUpdate' | 'print';
export const MANAGE_ACTIONS: readonly ManageAction[] = ['add', 'edit', 'detail', 'del', 'export', 'import', 'batchUpdate', 'print'];

/** One field a batch update may set, with its control (a select needs options). */
export interface BatchUpdateFieldItem {
  name: string;
  desc: LocalizedText;
  ctrlType?: ConditionControl;
  options?: TemplateOption[];
}

/**
 * manageField item: one button of the toolbar above the list (edit, detail and del act on the selected rows).
 * `openType: 'new'` opens the form in a new tab.
 */
export interface ManageFieldItem {
  name: ManageAction;
  desc?: LocalizedText;
  openType?: 'self' | 'new';
  /** batchUpdate only: the fields it may set. */
  fields?: BatchUpdateFieldItem[];
}

/** exportField / printField item. */
export interface OutputFieldItem {
  name: string;
  desc: LocalizedText;
}

export interface TreeNodeItem {
  id: string;
  name: LocalizedText;
  children?: TreeNodeItem[];
}

/** treeField: a tree beside the list that filters `field` by the chosen node and every node below it. */
export interface TreeFieldItem {
  field: string;
  desc: LocalizedText;
  nodes: TreeNodeItem[];
}

export interface DataTemplateDefinition {
  id?: string | number | null;
  boDefId?: string | null;
  boDefAlias: string;
  formKey?: string | null;
  formId?: string | null;
  pkField?: string | null;
  name: string;
  alias: string;
  style?: 0 | 1 | '0' | '1' | null;
  needPage?: 0 | 1 | '0' | '1' | boolean | null;
  pageSize?: number | string | null;
  templateAlias?: string | null;
  templateHtml?: string | null;
  /** Base64 (UTF-8) HTML shown above the list. */
  summaryRegionHtml?: string | null;
  displayField?: string | null;
  sortField?: string | null;
  conditionField?: string | null;
  manageField?: string | null;
  filterField?: string | null;
  varField?: string | null;
  filterType?: 1 | 2 | '1' | '2' | null;
  source?: string | null;
  defId?: string | null;
  subject?: string | null;
  isQuery?: boolean | number | string | null;
  isFilter?: boolean | number | string | null;
  exportField?: string | null;
  printField?: string | null;
  formField?: string | null;
  typeId?: string | null;
  typeName?: string | null;
  treeField?: string | null;
  /** English name of the template (Flowdesk addition; the wire name is Chinese). */
  nameEn?: string | null;
  [extra: string]: unknown;
}

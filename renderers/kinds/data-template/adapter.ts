// Data template → view model. Pure: the JSON strings are parsed here (fields.ts), texts localized, the
// conditions turned into the shared list's conditions, option values into labels, and the tree into
// node → values. A broken JSON string, an unknown query type or button is a definition issue (the template is
// refused with the JSON path of the problem); a template without columns too.
import type { DefinitionIssue } from '../../core/validate';
import { DefinitionIssuesError } from '../../core/engine';
import { toConditionValue, type ListCondition, type ListOperation } from '../../list/conditions';
import type { ListColumn, ListSort } from '../../list/columns';
import type { Locale } from '../../messages';
import { localizedText } from '../form/adapter';
import type {
  ConditionControl,
  ConditionFieldItem,
  DataTemplateDefinition,
  ManageAction,
  QueryType,
  TemplateDataType,
  TemplateOption,
  TreeNodeItem,
} from './definition';
import { isSecretTemplate, parseTemplateFields, type FieldProblem } from './fields';
import { formatDataTemplateMessage } from './messages';

export const DEFAULT_PAGE_SIZE = 20;
export const PAGE_SIZES: readonly number[] = [10, 20, 50, 100];
/** A template without paging still loads at most this many rows (the server's largest page). */
export const UNPAGED_ROWS = 1000;

const OPERATION_OF: Record<QueryType, ListOperation> = {
  EQ: 'EQUAL', NE: 'NOT_EQUAL', GT: 'GREAT', GE: 'GREAT_EQUAL', LT: 'LESS', LE: 'LESS_EQUAL',
  LK: 'LIKE', LFK: 'LEFT_LIKE', RHK: 'RIGHT_LIKE', IN: 'IN', BETWEEN: 'BETWEEN',
};

export interface ActionModel {
  readonly action: ManageAction;
  readonly label: string;
  /** The form opens in a new tab (the host decides how). */
  readonly newTab: boolean;
}

/** A field a batch update may set: a search-like control with its options. */
export interface BatchFieldModel {
  readonly field: string;
  readonly label: string;
  readonly control: 'text' | 'number' | 'date' | 'select' | 'radio';
  readonly options?: readonly { value: string; label: string }[];
}

export interface OutputColumn {
  readonly field: string;
  readonly label: string;
}

export interface TreeNodeModel {
  readonly key: string;
  readonly label: string;
  readonly children?: readonly TreeNodeModel[];
}

export interface TreeModel {
  readonly field: string;
  readonly label: string;
  readonly nodes: readonly TreeNodeModel[];
  /** Node key → the values the list is filtered by: the node and every node below it. */
  readonly valuesOf: Readonly<Record<string, readonly string[]>>;
}

export interface DataTemplateModel {
  readonly kind: 'dataTemplate';
  /** The id the list calls send as templateId (the alias when the template has no id). */
  readonly id: string;
  readonly alias: string;
  readonly name: string;
  readonly boAlias: string;
  readonly formKey: string;
  /** The row property that identifies a record. */
  readonly pkField: string;
  /** Listed through listJsonForSecret (spec §6: a known fixed template id). */
  readonly secret: boolean;
  /** Server paging and its page size; without paging one call loads up to UNPAGED_ROWS rows. */
  readonly paging: { readonly enabled: boolean; readonly pageSize: number };
  readonly columns: readonly ListColumn[];
  /** field → stored value → label, for columns with options. */
  readonly valueLabels: Readonly<Record<string, Readonly<Record<string, string>>>>;
  readonly conditions: readonly ListCondition[];
  /** Fields holding date and time: a date typed in a condition covers the whole day. */
  readonly dateTimeFields: readonly string[];
  /** The template's sort fields, the first one shown on its column. */
  readonly sorter: readonly { property: string; direction: 'ASC' | 'DESC' }[];
  readonly defaultSort?: ListSort;
  /** The manage buttons in their configured order. */
  readonly actions: readonly ActionModel[];
  readonly batchFields: readonly BatchFieldModel[];
  readonly exportColumns: readonly OutputColumn[];
  readonly printColumns: readonly OutputColumn[];
  readonly tree?: TreeModel;
  /** Decoded HTML of the summary region (sanitized when shown). */
  readonly summaryHtml?: string;
}

const text = (value: ConditionFieldItem['desc'], locale: Locale) => localizedText(value, locale);

function optionsOf(options: readonly TemplateOption[] | undefined, locale: Locale) {
  return options?.map((option) => ({ value: String(option.value), label: localizedText(option.label, locale) || String(option.value) }));
}

const dataTypeOf = (type: TemplateDataType | undefined) => (type === 'number' ? 'number' : type === 'date' || type === 'datetime' ? 'date' : 'text');

function controlOf(item: ConditionFieldItem, operation: ListOperation): ListCondition['control'] {
  const control: ConditionControl | undefined = item.ctrlType;
  if (control === 'select' || control === 'radio') return control;
  if (control === 'date' || control === 'datetime') return 'date';
  if (control === 'number') return 'number';
  if (control === 'text') return operation === 'IN' ? 'tag' : 'text';
  const dataType = dataTypeOf(item.ty);
  return dataType === 'date' ? 'date' : dataType === 'number' ? 'number' : operation === 'IN' ? 'tag' : 'text';
}

function conditionOf(item: ConditionFieldItem, locale: Locale): ListCondition {
  const operation = OPERATION_OF[item.qt];
  const control = controlOf(item, operation);
  const options = optionsOf(item.options, locale);
  const defaultValue = toConditionValue(item.defaultValue);
  return {
    field: item.name,
    label: text(item.desc, locale) || item.name,
    operation,
    dataType: dataTypeOf(item.ty),
    control,
    ...(options?.length ? { options } : {}),
    ...(operation === 'IN' && (control === 'select' || control === 'tag') ? { multiple: true } : {}),
    ...(defaultValue === undefined ? {} : { defaultValue }),
  };
}

function treeOf(nodes: readonly TreeNodeItem[], locale: Locale, valuesOf: Record<string, readonly string[]>): TreeNodeModel[] {
  return nodes.map((node) => {
    const children = node.children ? treeOf(node.children, locale, valuesOf) : undefined;
    valuesOf[node.id] = [node.id, ...(children ?? []).flatMap((child) => valuesOf[child.key])];
    return { key: node.id, label: localizedText(node.name, locale) || node.id, ...(children?.length ? { children } : {}) };
  });
}

/** Base64 (UTF-8) → text; undefined for blank or undecodable input. */
function decodeBase64(value: string | null | undefined): string | undefined {
  if (!value || value.trim() === '') return undefined;
  try {
    const bytes = Uint8Array.from(atob(value.replace(/\s+/g, '')), (char) => char.charCodeAt(0));
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return undefined;
  }
}

const truthy = (value: unknown) => value === true || value === 1 || value === '1' || value === 'true';

function issuesOf(definition: DataTemplateDefinition, problems: readonly FieldProblem[], locale: Locale): DefinitionIssue[] {
  return problems.map((problem) => {
    const message = formatDataTemplateMessage(problem.code, problem.params, locale);
    // A reference to a missing field names the offending value and the fields there are.
    const reference = problem.known ? { expected: formatDataTemplateMessage('template.expected.column', { fields: problem.known.join(', ') }, locale), value: problem.params.name } : { expected: '' };
    return { code: problem.code, kind: 'dataTemplate', alias: definition.alias, path: problem.path, message, ...reference };
  });
}

export function dataTemplateToModel(definition: DataTemplateDefinition, options: { locale: Locale }): DataTemplateModel {
  const { locale } = options;
  const fields = parseTemplateFields(definition);
  const issues = issuesOf(definition, fields.problems, locale);
  if (fields.display.length === 0 && fields.problems.every((problem) => !problem.path.startsWith('$.displayField'))) {
    issues.push({
      code: 'template.noColumns',
      kind: 'dataTemplate',
      alias: definition.alias,
      path: '$.displayField',
      expected: '',
      message: formatDataTemplateMessage('template.noColumns', { alias: definition.alias }, locale),
    });
  }
  if (issues.length > 0) throw new DefinitionIssuesError(issues);

  const valueLabels: Record<string, Record<string, string>> = {};
  const columns: ListColumn[] = fields.display.map((column) => {
    const options = optionsOf(column.options, locale);
    if (options) valueLabels[column.name] = Object.fromEntries(options.map((option) => [option.value, option.label]));
    return {
      field: column.name,
      title: text(column.desc, locale) || column.name,
      ...(column.width ? { width: column.width } : {}),
      sortable: column.sortable !== false,
      // the one number format of lists: thousands separators, right-aligned, negatives marked
      ...(column.type === 'number' && !options ? { number: {} } : {}),
    };
  });
  const dateTimeFields = [
    ...fields.display.filter((column) => column.type === 'datetime'),
    ...fields.conditions.filter((condition) => condition.ty === 'datetime'),
  ].map((item) => item.name);
  const sorter = fields.sorts.map((sort) => ({ property: sort.name, direction: sort.sort }));
  const valuesOf: Record<string, readonly string[]> = {};
  const pageSize = Number(definition.pageSize);
  const usedName = localizedText(locale === 'en-US' && typeof definition.nameEn === 'string' && definition.nameEn ? definition.nameEn : definition.name, locale);
  const outputs = (items: typeof fields.exports) => items.map((item) => ({ field: item.name, label: text(item.desc, locale) || item.name }));
  const batch = fields.manage.find((action) => action.name === 'batchUpdate');
  const summaryHtml = decodeBase64(definition.summaryRegionHtml);

  return {
    kind: 'dataTemplate',
    id: String(definition.id ?? definition.alias),
    alias: definition.alias,
    name: usedName,
    boAlias: definition.boDefAlias,
    formKey: definition.formKey ?? '',
    pkField: definition.pkField || 'id',
    secret: isSecretTemplate(definition.id),
    paging: {
      // Hotent's needPage: absent means paged.
      enabled: definition.needPage === undefined || definition.needPage === null || truthy(definition.needPage),
      pageSize: Number.isInteger(pageSize) && pageSize > 0 ? pageSize : DEFAULT_PAGE_SIZE,
    },
    columns,
    valueLabels,
    conditions: fields.conditions.map((item) => conditionOf(item, locale)),
    dateTimeFields: [...new Set(dateTimeFields)],
    sorter,
    ...(sorter[0] ? { defaultSort: { field: sorter[0].property, direction: sorter[0].direction } } : {}),
    actions: fields.manage.map((action) => ({
      action: action.name,
      label: (action.desc && localizedText(action.desc, locale)) || formatDataTemplateMessage(`dt.action.${action.name}`, {}, locale),
      newTab: action.openType === 'new',
    })),
    batchFields: (batch?.fields ?? []).map((field) => {
      const control = field.ctrlType === 'datetime' ? 'date' : (field.ctrlType ?? 'text');
      const options = optionsOf(field.options, locale);
      return { field: field.name, label: text(field.desc, locale) || field.name, control, ...(options ? { options } : {}) };
    }),
    exportColumns: fields.exports.length ? outputs(fields.exports) : columns.map((column) => ({ field: column.field, label: column.title })),
    printColumns: fields.prints.length ? outputs(fields.prints) : columns.map((column) => ({ field: column.field, label: column.title })),
    ...(fields.tree
      ? { tree: { field: fields.tree.field, label: text(fields.tree.desc, locale) || fields.tree.field, nodes: treeOf(fields.tree.nodes, locale, valuesOf), valuesOf } }
      : {}),
    ...(summaryHtml ? { summaryHtml } : {}),
  };
}

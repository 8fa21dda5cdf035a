// Parses the JSON strings of a data template (displayField, conditionField, …) into typed items, checking
// what the schema cannot: valid JSON, item shapes, known query types and buttons, field names that are
// identifiers. Pure and locale-free: problems come back as codes with a JSON path, so the adapter (localized
// definition issues) and the reference server (allow-lists for SQL) share one reading of a template.
import {
  CONDITION_CONTROLS,
  MANAGE_ACTIONS,
  QUERY_TYPES,
  SECRET_TEMPLATE_IDS,
  type BatchUpdateFieldItem,
  type ConditionFieldItem,
  type DataTemplateDefinition,
  type DisplayFieldItem,
  type ManageFieldItem,
  type OutputFieldItem,
  type SortFieldItem,
  type TemplateOption,
  type TreeFieldItem,
  type TreeNodeItem,
} from './definition';

/** A field name that may reach SQL (inside a JSON path) and object keys: letters, digits, underscore. */
export const FIELD_NAME = /^[A-Za-z_][A-Za-z0-9_]{0,63}$/;

export type FieldProblemCode =
  | 'template.invalidJson'
  | 'template.notArray'
  | 'template.badItem'
  | 'template.badFieldName'
  | 'template.unknownQueryType'
  | 'template.unknownControl'
  | 'template.unknownAction'
  | 'template.duplicateAction'
  | 'template.optionsMissing'
  | 'template.unknownField';

export interface FieldProblem {
  readonly code: FieldProblemCode;
  /** JSON path into the definition, e.g. '$.conditionField[2].qt'. */
  readonly path: string;
  readonly params: Readonly<Record<string, string>>;
  /** A reference to a field the template does not have: the names it does have (the expected). */
  readonly known?: readonly string[];
}

export interface TemplateFields {
  display: DisplayFieldItem[];
  conditions: ConditionFieldItem[];
  sorts: SortFieldItem[];
  manage: ManageFieldItem[];
  exports: OutputFieldItem[];
  prints: OutputFieldItem[];
  tree?: TreeFieldItem;
  problems: FieldProblem[];
}

type Json = unknown;
type Item = Record<string, unknown>;

const isItem = (value: Json): value is Item => typeof value === 'object' && value !== null && !Array.isArray(value);
const isText = (value: Json): boolean =>
  typeof value === 'string' || (isItem(value) && Object.values(value).every((text) => typeof text === 'string') && Object.keys(value).length > 0);

type JsonFieldName = 'displayField' | 'conditionField' | 'sortField' | 'manageField' | 'exportField' | 'printField' | 'treeField';

/** One JSON-string property: blank → fallback, invalid → a problem and the fallback. */
function parseJsonText(definition: DataTemplateDefinition, name: JsonFieldName, problems: FieldProblem[]): Json {
  const text = definition[name];
  if (typeof text !== 'string' || text.trim() === '') return undefined;
  try {
    return JSON.parse(text);
  } catch (error) {
    problems.push({ code: 'template.invalidJson', path: `$.${name}`, params: { field: name, detail: error instanceof Error ? error.message : String(error) } });
    return undefined;
  }
}

function parseList(definition: DataTemplateDefinition, name: Exclude<JsonFieldName, 'treeField'>, problems: FieldProblem[]): { item: Item; path: string }[] {
  const parsed = parseJsonText(definition, name, problems);
  if (parsed === undefined) return [];
  if (!Array.isArray(parsed)) {
    problems.push({ code: 'template.notArray', path: `$.${name}`, params: { field: name } });
    return [];
  }
  const items: { item: Item; path: string }[] = [];
  parsed.forEach((item, index) => {
    const path = `$.${name}[${index}]`;
    if (!isItem(item)) {
      problems.push({ code: 'template.badItem', path, params: { field: name, expected: 'object' } });
      return;
    }
    items.push({ item, path });
  });
  return items;
}

function checkName(item: Item, path: string, problems: FieldProblem[]): string | undefined {
  const name = item.name;
  if (typeof name !== 'string' || !FIELD_NAME.test(name)) {
    problems.push({ code: 'template.badFieldName', path: `${path}.name`, params: { name: typeof name === 'string' ? name : String(name) } });
    return undefined;
  }
  return name;
}

function checkOptions(item: Item, path: string, problems: FieldProblem[]): TemplateOption[] | undefined {
  if (item.options === undefined) return undefined;
  if (!Array.isArray(item.options) || !item.options.every((option) => isItem(option) && (typeof option.value === 'string' || typeof option.value === 'number') && isText(option.label))) {
    problems.push({ code: 'template.badItem', path: `${path}.options`, params: { field: 'options', expected: '[{value, label}]' } });
    return undefined;
  }
  return item.options as TemplateOption[];
}

function checkControl(item: Item, path: string, problems: FieldProblem[]): boolean {
  if (item.ctrlType !== undefined && !(CONDITION_CONTROLS as readonly unknown[]).includes(item.ctrlType)) {
    problems.push({ code: 'template.unknownControl', path: `${path}.ctrlType`, params: { value: String(item.ctrlType), allowed: CONDITION_CONTROLS.join(', ') } });
    return false;
  }
  if ((item.ctrlType === 'select' || item.ctrlType === 'radio') && !Array.isArray(item.options)) {
    problems.push({ code: 'template.optionsMissing', path: `${path}.options`, params: { name: String(item.name) } });
    return false;
  }
  return true;
}

const textOr = (value: Json, fallback: string) => (isText(value) ? (value as DisplayFieldItem['desc']) : fallback);

function parseDisplay(definition: DataTemplateDefinition, problems: FieldProblem[]): DisplayFieldItem[] {
  return parseList(definition, 'displayField', problems).flatMap(({ item, path }) => {
    const name = checkName(item, path, problems);
    if (!name) return [];
    const type = ['varchar', 'number', 'date', 'datetime'].includes(item.type as string) ? (item.type as DisplayFieldItem['type']) : undefined;
    return [{
      name,
      desc: textOr(item.desc, name),
      type,
      width: typeof item.width === 'number' && item.width > 0 ? item.width : undefined,
      sortable: item.sortable === false ? false : undefined,
      options: checkOptions(item, path, problems),
    }];
  });
}

function parseConditions(definition: DataTemplateDefinition, problems: FieldProblem[]): ConditionFieldItem[] {
  return parseList(definition, 'conditionField', problems).flatMap(({ item, path }) => {
    const name = checkName(item, path, problems);
    if (!name) return [];
    if (!(QUERY_TYPES as readonly unknown[]).includes(item.qt)) {
      problems.push({ code: 'template.unknownQueryType', path: `${path}.qt`, params: { value: String(item.qt), allowed: QUERY_TYPES.join(', ') } });
      return [];
    }
    if (!checkControl(item, path, problems)) return [];
    const defaultValue = item.defaultValue;
    const scalar = (value: Json) => typeof value === 'string' || typeof value === 'number';
    return [{
      name,
      desc: textOr(item.desc, name),
      qt: item.qt as ConditionFieldItem['qt'],
      ty: ['varchar', 'number', 'date', 'datetime'].includes(item.ty as string) ? (item.ty as ConditionFieldItem['ty']) : undefined,
      ctrlType: item.ctrlType as ConditionFieldItem['ctrlType'],
      options: checkOptions(item, path, problems),
      defaultValue: scalar(defaultValue) || (Array.isArray(defaultValue) && defaultValue.every(scalar)) ? (defaultValue as ConditionFieldItem['defaultValue']) : undefined,
    }];
  });
}

function parseSorts(definition: DataTemplateDefinition, problems: FieldProblem[]): SortFieldItem[] {
  return parseList(definition, 'sortField', problems).flatMap(({ item, path }) => {
    const name = checkName(item, path, problems);
    if (!name) return [];
    const sort = String(item.sort ?? 'ASC').toUpperCase();
    return [{ name, sort: sort === 'DESC' ? 'DESC' : 'ASC' }];
  });
}

function parseBatchFields(item: Item, path: string, problems: FieldProblem[]): BatchUpdateFieldItem[] | undefined {
  if (item.fields === undefined) return undefined;
  if (!Array.isArray(item.fields)) {
    problems.push({ code: 'template.notArray', path: `${path}.fields`, params: { field: 'fields' } });
    return undefined;
  }
  return item.fields.flatMap((field: Json, index) => {
    const fieldPath = `${path}.fields[${index}]`;
    if (!isItem(field)) {
      problems.push({ code: 'template.badItem', path: fieldPath, params: { field: 'fields', expected: 'object' } });
      return [];
    }
    const name = checkName(field, fieldPath, problems);
    if (!name || !checkControl(field, fieldPath, problems)) return [];
    return [{ name, desc: textOr(field.desc, name), ctrlType: field.ctrlType as BatchUpdateFieldItem['ctrlType'], options: checkOptions(field, fieldPath, problems) }];
  });
}

function parseManage(definition: DataTemplateDefinition, problems: FieldProblem[]): ManageFieldItem[] {
  const seen = new Set<string>();
  return parseList(definition, 'manageField', problems).flatMap(({ item, path }) => {
    if (!(MANAGE_ACTIONS as readonly unknown[]).includes(item.name)) {
      problems.push({ code: 'template.unknownAction', path: `${path}.name`, params: { value: String(item.name), allowed: MANAGE_ACTIONS.join(', ') } });
      return [];
    }
    const name = item.name as ManageFieldItem['name'];
    if (seen.has(name)) {
      problems.push({ code: 'template.duplicateAction', path: `${path}.name`, params: { value: name } });
      return [];
    }
    seen.add(name);
    return [{
      name,
      desc: isText(item.desc) ? (item.desc as ManageFieldItem['desc']) : undefined,
      openType: item.openType === 'new' || item.openType === 'self' ? item.openType : undefined,
      fields: name === 'batchUpdate' ? parseBatchFields(item, path, problems) : undefined,
    }];
  });
}

function parseOutput(definition: DataTemplateDefinition, name: 'exportField' | 'printField', problems: FieldProblem[]): OutputFieldItem[] {
  return parseList(definition, name, problems).flatMap(({ item, path }) => {
    const field = checkName(item, path, problems);
    return field ? [{ name: field, desc: textOr(item.desc, field) }] : [];
  });
}

function parseTreeNodes(nodes: Json, path: string, problems: FieldProblem[]): TreeNodeItem[] {
  if (!Array.isArray(nodes)) {
    problems.push({ code: 'template.notArray', path, params: { field: 'nodes' } });
    return [];
  }
  return nodes.flatMap((node: Json, index) => {
    const nodePath = `${path}[${index}]`;
    if (!isItem(node) || (typeof node.id !== 'string' && typeof node.id !== 'number') || !isText(node.name)) {
      problems.push({ code: 'template.badItem', path: nodePath, params: { field: 'nodes', expected: '{id, name, children?}' } });
      return [];
    }
    const children = node.children === undefined ? undefined : parseTreeNodes(node.children, `${nodePath}.children`, problems);
    return [{ id: String(node.id), name: node.name as TreeNodeItem['name'], children: children?.length ? children : undefined }];
  });
}

function parseTree(definition: DataTemplateDefinition, problems: FieldProblem[]): TreeFieldItem | undefined {
  const parsed = parseJsonText(definition, 'treeField', problems);
  if (parsed === undefined) return undefined;
  if (!isItem(parsed)) {
    problems.push({ code: 'template.badItem', path: '$.treeField', params: { field: 'treeField', expected: '{field, desc, nodes}' } });
    return undefined;
  }
  const field = parsed.field;
  if (typeof field !== 'string' || !FIELD_NAME.test(field)) {
    problems.push({ code: 'template.badFieldName', path: '$.treeField.field', params: { name: String(field) } });
    return undefined;
  }
  return { field, desc: textOr(parsed.desc, field), nodes: parseTreeNodes(parsed.nodes, '$.treeField.nodes', problems) };
}

/** Every JSON-string property of the template, parsed; `problems` lists what could not be read (those items are left out). */
export function parseTemplateFields(definition: DataTemplateDefinition): TemplateFields {
  const problems: FieldProblem[] = [];
  const display = parseDisplay(definition, problems);
  const fields: TemplateFields = {
    display,
    conditions: parseConditions(definition, problems),
    sorts: parseSorts(definition, problems),
    manage: parseManage(definition, problems),
    exports: parseOutput(definition, 'exportField', problems),
    prints: parseOutput(definition, 'printField', problems),
    tree: parseTree(definition, problems),
    problems,
  };
  // Sorting by a field the list does not show is allowed only for shown columns (the list's sort is by column).
  const shown = new Set(display.map((item) => item.name));
  fields.sorts.forEach((sort, index) => {
    if (!shown.has(sort.name)) problems.push({ code: 'template.unknownField', path: `$.sortField[${index}].name`, params: { name: sort.name, field: 'sortField' }, known: [...shown] });
  });
  fields.sorts = fields.sorts.filter((sort) => shown.has(sort.name));
  return fields;
}

/** The fields a query, a sort or an export may name: every field the template declares anywhere. */
export function declaredFieldNames(fields: TemplateFields): Set<string> {
  const names = new Set<string>();
  for (const item of [...fields.display, ...fields.conditions, ...fields.exports, ...fields.prints]) names.add(item.name);
  for (const action of fields.manage) for (const field of action.fields ?? []) names.add(field.name);
  if (fields.tree) names.add(fields.tree.field);
  return names;
}

/** Whether a template id is one of the fixed ids listed through listJsonForSecret. */
export function isSecretTemplate(id: DataTemplateDefinition['id']): boolean {
  return id !== undefined && id !== null && SECRET_TEMPLATE_IDS.includes(String(id));
}

// Search conditions of list views (custom query, dialog, chart, data template, query view): the stored
// condition-field items of Hotent definitions normalized into ListCondition, and the values a user typed
// turned into QueryFilter `querys`. Pure: no React, no I/O.
import type { Locale } from '../messages';

/** QueryFilter operations as the wire sends them (Java enum names of QueryOP, contract notes §1). */
export type ListOperation =
  | 'EQUAL'
  | 'EQUAL_IGNORE_CASE'
  | 'NOT_EQUAL'
  | 'LESS'
  | 'GREAT'
  | 'LESS_EQUAL'
  | 'GREAT_EQUAL'
  | 'LIKE'
  | 'LEFT_LIKE'
  | 'RIGHT_LIKE'
  | 'IN'
  | 'BETWEEN';

// Short codes of stored definitions (EQ, LK…) and the enum names, both accepted.
const OPERATIONS: Readonly<Record<string, ListOperation>> = {
  EQ: 'EQUAL', EQUAL: 'EQUAL', '=': 'EQUAL',
  EIC: 'EQUAL_IGNORE_CASE', EQUAL_IGNORE_CASE: 'EQUAL_IGNORE_CASE',
  NE: 'NOT_EQUAL', NOT_EQUAL: 'NOT_EQUAL',
  LT: 'LESS', LESS: 'LESS',
  GT: 'GREAT', GREAT: 'GREAT',
  LE: 'LESS_EQUAL', LESS_EQUAL: 'LESS_EQUAL',
  GE: 'GREAT_EQUAL', GREAT_EQUAL: 'GREAT_EQUAL',
  LK: 'LIKE', LIKE: 'LIKE',
  LFK: 'LEFT_LIKE', LEFT_LIKE: 'LEFT_LIKE',
  RHK: 'RIGHT_LIKE', RIGHT_LIKE: 'RIGHT_LIKE',
  IN: 'IN',
  BETWEEN: 'BETWEEN', BT: 'BETWEEN',
};

/** The wire operation of a stored code ('LK', 'like', 'RIGHT_LIKE'…), or undefined for an unknown one. */
export function toOperation(code: string | undefined | null): ListOperation | undefined {
  if (typeof code !== 'string') return undefined;
  const key = code.trim().toUpperCase();
  return Object.hasOwn(OPERATIONS, key) ? OPERATIONS[key] : undefined;
}

export type ConditionDataType = 'text' | 'number' | 'date';
/** How a condition is typed in: text box, number box, date picker, radio buttons, a select list or free tags. */
export type ConditionControl = 'text' | 'number' | 'date' | 'radio' | 'select' | 'tag';

export interface ConditionOption {
  readonly value: string;
  readonly label: string;
}

/** A value of the condition form: text, or a list (multiple choice, tags, or a BETWEEN range [from, to]). */
export type ConditionValue = string | readonly string[];
export type ConditionValues = Readonly<Record<string, ConditionValue | undefined>>;

/** One search condition of a list, ready for the condition form and the QueryFilter. */
export interface ListCondition {
  /** The property sent (QueryField.property, or the key of a custom query's [{key, value}] body). */
  readonly field: string;
  readonly label: string;
  readonly operation: ListOperation;
  readonly dataType: ConditionDataType;
  readonly control: ConditionControl;
  readonly options?: readonly ConditionOption[];
  /** Several values at once (select or tag): sent with IN unless the operation says otherwise. */
  readonly multiple?: boolean;
  readonly defaultValue?: ConditionValue;
}

/**
 * A stored condition-field item as custom queries, dialogs and charts keep it in their `conditionfield` JSON
 * (contract notes §2.8–§2.10). `commentEn` is Flowdesk's optional English label (extra fields are allowed).
 */
export interface ConditionFieldItem {
  field?: unknown;
  comment?: unknown;
  commentEn?: unknown;
  condition?: unknown;
  dbType?: unknown;
  defaultType?: unknown;
  defaultValue?: unknown;
  /** dialog conditions: '1' text, '2' radio, '3' select, '4' tag */
  controllerType?: unknown;
  config?: unknown;
}

const NUMBER_TYPES = /^(number|int|integer|bigint|long|float|double|decimal|numeric|smallint|tinyint)$/i;
const DATE_TYPES = /^(date|datetime|timestamp|time)$/i;

export function dataTypeOf(dbType: unknown): ConditionDataType {
  const text = typeof dbType === 'string' ? dbType.trim() : '';
  if (NUMBER_TYPES.test(text)) return 'number';
  if (DATE_TYPES.test(text)) return 'date';
  return 'text';
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const textOf = (value: unknown): string => (typeof value === 'string' ? value : typeof value === 'number' || typeof value === 'boolean' ? String(value) : '');

/** A label from a Chinese text and an optional English one. */
export function localizedLabel(zh: unknown, en: unknown, locale: Locale, fallback = ''): string {
  const chinese = textOf(zh).trim();
  const english = textOf(en).trim();
  if (locale === 'en-US' && english) return english;
  return chinese || english || fallback;
}

/** Static options of a dialog condition: `config.options` as [{value, label}] or Hotent's [{key, value}]. */
function optionsOf(config: unknown, locale: Locale): ConditionOption[] | undefined {
  if (!isRecord(config) || !Array.isArray(config.options)) return undefined;
  const options: ConditionOption[] = [];
  for (const option of config.options) {
    if (!isRecord(option)) continue;
    const hasLabel = option.label !== undefined;
    const value = textOf(hasLabel ? option.value : (option.key ?? option.value));
    const label = hasLabel ? localizedLabel(option.label, option.labelEn, locale, value) : localizedLabel(option.value, option.labelEn, locale, value);
    if (value !== '') options.push({ value, label });
  }
  return options;
}

/** A stored default as a form value: lists stay lists, scalars become text, nothing stays undefined. */
export function toConditionValue(value: unknown): ConditionValue | undefined {
  if (Array.isArray(value)) return value.map(textOf);
  const text = textOf(value);
  return text === '' ? undefined : text;
}

function controlOf(item: ConditionFieldItem, dataType: ConditionDataType, options: readonly ConditionOption[] | undefined): ConditionControl {
  switch (textOf(item.controllerType)) {
    case '2':
      return options?.length ? 'radio' : 'text';
    case '3':
      return options?.length ? 'select' : 'text';
    case '4':
      return 'tag';
    default:
      return dataType === 'date' ? 'date' : dataType === 'number' ? 'number' : 'text';
  }
}

/**
 * The condition of a stored item. Unknown codes fall back to LIKE for text and EQUAL otherwise; the caller
 * checks `field` (an item without one is not a condition). The server checks field and operation again.
 */
export function conditionFromField(item: ConditionFieldItem, locale: Locale): ListCondition {
  const field = textOf(item.field).trim();
  const dataType = dataTypeOf(item.dbType);
  const options = optionsOf(item.config, locale);
  const control = controlOf(item, dataType, options);
  const operation = toOperation(textOf(item.condition)) ?? (dataType === 'text' ? 'LIKE' : 'EQUAL');
  const multiple = control === 'tag' || (control === 'select' && (operation === 'IN' || (isRecord(item.config) && item.config.multiple === true)));
  const defaultValue = toConditionValue(item.defaultValue);
  return {
    field,
    label: localizedLabel(item.comment, item.commentEn, locale, field),
    operation,
    dataType,
    control,
    ...(options?.length ? { options } : {}),
    ...(multiple ? { multiple } : {}),
    ...(defaultValue === undefined ? {} : { defaultValue }),
  };
}

/** Nothing typed: undefined, blank text, an empty list, or a range with both ends blank. */
export function isBlankValue(value: ConditionValue | undefined): boolean {
  if (value === undefined) return true;
  if (typeof value === 'string') return value.trim() === '';
  return value.every((part) => part.trim() === '');
}

/** The form's starting values: each condition's default. */
export function initialValues(conditions: readonly ListCondition[]): ConditionValues {
  const values: Record<string, ConditionValue | undefined> = {};
  for (const condition of conditions) if (condition.defaultValue !== undefined) values[condition.field] = condition.defaultValue;
  return values;
}

/** One QueryFilter condition (contract notes §1). */
export interface ListQueryField {
  readonly property: string;
  readonly value: string | readonly string[];
  readonly operation: ListOperation;
  readonly relation: 'AND';
  readonly group: 'main';
}

/**
 * The `querys` of a QueryFilter: only conditions with a value (typed or default) are sent; a BETWEEN range
 * is sent as [from, to] (an open end stays ''), several values of a multiple choice with IN.
 */
export function toQueryFields(conditions: readonly ListCondition[], values: ConditionValues): ListQueryField[] {
  const fields: ListQueryField[] = [];
  for (const condition of conditions) {
    const value = values[condition.field];
    if (isBlankValue(value)) continue;
    let sent: string | readonly string[];
    let operation = condition.operation;
    if (operation === 'BETWEEN') {
      sent = typeof value === 'string' ? value : [value![0] ?? '', value![1] ?? ''].map((part) => part.trim());
    } else if (Array.isArray(value)) {
      const parts = value.map((part: string) => part.trim()).filter((part: string) => part !== '');
      if (parts.length === 1) sent = parts[0];
      else {
        sent = parts;
        operation = 'IN';
      }
    } else {
      sent = (value as string).trim();
    }
    fields.push({ property: condition.field, value: sent, operation, relation: 'AND', group: 'main' });
  }
  return fields;
}

// The query view adapter (pure): definition → QueryViewModel. shows → columns (hidden ones left out; the
// first defaultSort one is the initial order), conditions → the search form, buttons → whether export is
// offered. Broken JSON is kept in model.errors (localized), as the custom query does. A condition's static
// options name the values of its field: a shown column of that field shows a value by its option's label in the
// page's language (a stored 进行中 reads "In progress" in English), other values as they are.
import { conditionFromField, localizedLabel, type ListCondition } from '../../list/conditions';
import { cellText, toSortDirection, type ListColumn, type ListSort } from '../../list/columns';
import type { Locale } from '../../messages';
import { numberColumnOf, type QueryModelError } from './adapter';
import { formatQueryMessage } from './messages';
import type { QueryViewButton, QueryViewCondition, QueryViewDefinition, QueryViewShow } from './queryViewDefinition';

export const DEFAULT_VIEW_PAGE_SIZE = 20;

export interface QueryViewModel {
  readonly sqlAlias: string;
  readonly alias: string;
  readonly name: string;
  readonly conditions: readonly ListCondition[];
  readonly columns: readonly ListColumn[];
  readonly initialSort?: ListSort;
  readonly needPage: boolean;
  readonly pageSize: number;
  /** Search when the page opens. */
  readonly initQuery: boolean;
  readonly exportable: boolean;
  /** The shown fields, in order: what an export writes. */
  readonly exportFields: readonly string[];
  readonly errors: readonly QueryModelError[];
}

const isOn = (value: unknown) => value === 1 || value === '1' || value === true;
const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const named = (item: unknown): item is { name: string } => isRecord(item) && typeof item.name === 'string' && item.name.trim() !== '';

function parseArray(text: string | null | undefined): unknown[] | undefined {
  if (!text || !text.trim()) return [];
  try {
    const parsed: unknown = JSON.parse(text);
    return Array.isArray(parsed) ? parsed : undefined;
  } catch {
    return undefined;
  }
}

/** A column whose field a condition offers static options for shows each value by its option's label. */
function optionLabelsOf(conditions: readonly ListCondition[], ...names: string[]): Pick<ListColumn, 'format'> {
  const options = conditions.find((condition) => names.includes(condition.field) && condition.options?.length)?.options;
  if (!options) return {};
  const labels = new Map(options.map((option) => [option.value, option.label]));
  return {
    format: (value) => {
      const text = cellText(value);
      return labels.get(text) ?? text;
    },
  };
}

export function adaptQueryView(definition: QueryViewDefinition, locale: Locale): QueryViewModel {
  const errors: QueryModelError[] = [];
  const shows = parseArray(definition.shows);
  if (!shows) errors.push({ code: 'queryView.showsJson', message: formatQueryMessage('queryView.showsJson', {}, locale) });
  const conditionItems = parseArray(definition.conditions);
  if (!conditionItems) errors.push({ code: 'queryView.conditionJson', message: formatQueryMessage('queryView.conditionJson', {}, locale) });
  const buttons = (parseArray(definition.buttons) ?? []).filter(named) as QueryViewButton[];

  const conditions = ((conditionItems ?? []).filter(named) as QueryViewCondition[]).map((item) =>
    conditionFromField({ field: item.name, comment: item.fieldDesc, commentEn: item.fieldDescEn, condition: item.condition, dbType: item.dbType, controllerType: item.controllerType, config: item.config, defaultValue: item.defaultValue }, locale),
  );
  const visible = ((shows ?? []).filter(named) as QueryViewShow[]).filter((show) => !isOn(show.hidden));
  const columns: ListColumn[] = visible.map((show) => {
    const width = Number(show.width);
    const field = show.fieldName || show.name;
    return {
      field,
      title: localizedLabel(show.fieldDesc, show.fieldDescEn, locale, field),
      sortable: true,
      ...(Number.isFinite(width) && width > 0 ? { width } : {}),
      ...numberColumnOf(show.dbType, show.decimalLen),
      ...optionLabelsOf(conditions, show.name, field),
    };
  });
  const sorted = visible.find((show) => isOn(show.defaultSort));
  const pageSize = Number(definition.pageSize);
  return {
    sqlAlias: definition.sqlAlias,
    alias: definition.alias,
    name: localizedLabel(definition.name, definition.nameEn, locale, definition.alias),
    conditions,
    columns,
    ...(sorted ? { initialSort: { field: sorted.fieldName || sorted.name, direction: toSortDirection(sorted.sortSeq) ?? 'ASC' } } : {}),
    // Hotent pages unless told not to.
    needPage: definition.needPage === undefined || definition.needPage === null ? true : isOn(definition.needPage),
    pageSize: Number.isInteger(pageSize) && pageSize > 0 ? pageSize : DEFAULT_VIEW_PAGE_SIZE,
    initQuery: definition.initQuery === undefined || definition.initQuery === null ? true : isOn(definition.initQuery),
    exportable: buttons.some((button) => button.name === 'export' && !isOn(button.hidden)),
    exportFields: columns.map((column) => column.field),
    errors,
  };
}

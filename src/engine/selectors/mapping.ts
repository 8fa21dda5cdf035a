// Between a form field's selection ([{id, name}]) and a dialog's rows: the field's ui:options.selector names
// the dialog (dialogAlias) and which result gives the id (valueField) and the name (labelField).
import { toResults, type DialogModel, type DialogRow, type SelectedItem } from '../../../renderers';

export interface SelectorConfig {
  dialogAlias?: string;
  /** result name (AliasName or field) of the stored id; default: `id`, else the first result */
  valueField?: string;
  /** result name of the shown name; default: the result of the dialog's label column, else the second result */
  labelField?: string;
  /** values of the dialog's caller-parameter conditions (defaultType 3) */
  params?: Record<string, string>;
}

const text = (value: unknown): string | undefined => (typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined);

/** ui:options.selector as it is stored (anything) → the parts a selector reads. */
export function readSelectorConfig(config: unknown): SelectorConfig {
  if (typeof config !== 'object' || config === null) return {};
  const raw = config as Record<string, unknown>;
  const params =
    typeof raw.params === 'object' && raw.params !== null && !Array.isArray(raw.params)
      ? Object.fromEntries(Object.entries(raw.params as Record<string, unknown>).filter(([, value]) => value !== null && value !== undefined).map(([key, value]) => [key, String(value)]))
      : undefined;
  return { dialogAlias: text(raw.dialogAlias), valueField: text(raw.valueField), labelField: text(raw.labelField), ...(params ? { params } : {}) };
}

/** The result names holding the id and the name of a chosen row. */
export function resultNames(model: DialogModel, config: SelectorConfig): { value: string; label: string } {
  const names = model.results.map((result) => result.name);
  const find = (wanted: string | undefined) => (wanted ? names.find((name) => name.toLowerCase() === wanted.toLowerCase()) : undefined);
  const value = find(config.valueField) ?? find('id') ?? names[0];
  const label = find(config.labelField) ?? model.results.find((result) => result.key === model.labelKey)?.name ?? names.find((name) => name !== value) ?? value;
  return { value, label };
}

const asText = (value: unknown) => (value === null || value === undefined ? '' : String(value));

/** Chosen rows → the field's value. Rows without an id are left out. */
export function itemsFromRows(model: DialogModel, rows: readonly DialogRow[], config: SelectorConfig): SelectedItem[] {
  const { value, label } = resultNames(model, config);
  return toResults(model, rows)
    .map((result) => ({ id: asText(result[value]), name: asText(result[label]) || asText(result[value]) }))
    .filter((item) => item.id !== '');
}

/** The field's value → rows the dialog shows as already chosen (matched to its rows by the row key). */
export function rowsFromItems(model: DialogModel, items: readonly SelectedItem[], config: SelectorConfig): DialogRow[] {
  const { value, label } = resultNames(model, config);
  const keyOf = (name: string) => model.results.find((result) => result.name === name)?.key ?? name;
  return items.map((item) => ({ [keyOf(value)]: item.id, [keyOf(label)]: item.name, ...(model.labelKey !== keyOf(label) ? { [model.labelKey]: item.name } : {}) }));
}

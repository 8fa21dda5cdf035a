// The custom chart's reference check (KindModule.check): the default sort (sortfield) orders the chart's own
// output, so each sort field must be one of the chart's fields — the category (the first xaxisField item) or a
// series (displayfield) — as the reference server refuses it otherwise (server/areas/chart/compile.ts). Read from
// whatever is well-typed, so it also runs on a definition the schema refuses; unreadable JSON is the adapter's.
import { aliasOf, type DefinitionIssue } from '../../core/validate';
import type { Locale } from '../../messages';
import { formatChartMessage } from './messages';

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The items of a JSON-array string property (none when it is absent or unreadable). */
function itemsOf(definition: Json, property: string): unknown[] {
  const text = definition[property];
  if (typeof text !== 'string' || text.trim() === '') return [];
  try {
    const parsed: unknown = JSON.parse(text);
    return Array.isArray(parsed) ? parsed : [];
  } catch {
    return [];
  }
}

const fieldOf = (item: unknown): string | undefined => (isObject(item) && typeof item.field === 'string' ? item.field : undefined);

/** The names of the chart's output: the category and every series (the server also answers each in upper case). */
export function chartFieldNames(definition: unknown): string[] {
  if (!isObject(definition)) return [];
  const category = fieldOf(itemsOf(definition, 'xaxisField')[0]);
  const series = itemsOf(definition, 'displayfield').map(fieldOf);
  return [...new Set([category, ...series].filter((name): name is string => name !== undefined && name !== ''))];
}

/** Each sort field that is not a field of the chart, with its path inside sortfield, the value and the chart's fields. */
export function checkChartReferences(definition: unknown, locale: Locale): DefinitionIssue[] {
  if (!isObject(definition)) return [];
  const known = chartFieldNames(definition);
  const accepted = new Set([...known, ...known.map((name) => name.toUpperCase())]);
  const alias = aliasOf(definition);
  const expected = formatChartMessage('expected.chartField', { fields: known.join(', ') || formatChartMessage('expected.none', {}, locale) }, locale);
  return itemsOf(definition, 'sortfield').flatMap((item, index): DefinitionIssue[] => {
    const field = fieldOf(item);
    if (field === undefined || field === '' || accepted.has(field)) return [];
    const path = `$.sortfield[${index}].field`;
    return [{ code: 'chart.unknownSortField', kind: 'customChart', alias, path, expected, value: field, message: formatChartMessage('chart.unknownSortField', { alias, field, path }, locale) }];
  });
}

// Pure: a custom chart definition → the view model the renderer draws. The JSON inside the definition's
// strings is parsed here; a definition that cannot be drawn is refused with localized DefinitionIssuesError
// issues. Radar and tree charts (styles 4, 5) are not refused: they get a model of kind 'unsupported',
// which the renderer shows as a clear state.
import { DefinitionIssuesError } from '../../core/engine';
import type { DefinitionIssue } from '../../core/validate';
import { conditionFromField, localizedLabel, toOperation, type ListCondition } from '../../list/conditions';
import type { Locale } from '../../messages';
import type { ChartConditionItem, ChartConf, ChartFieldItem, ChartSortItem, CustomChartDefinition } from './definition';
import { formatChartMessage, type ChartMessageKey } from './messages';

export type ChartKind = 'line' | 'bar' | 'pie';

/** A condition of the shared list blocks; fixed ones (defaultType 2) are sent with their default and not shown. */
export interface ChartCondition extends ListCondition {
  readonly fixed: boolean;
}

export interface ChartColumn {
  readonly field: string;
  /** Key of the value in a row: the server upper-cases column names. */
  readonly key: string;
  readonly label: string;
}

export interface ChartSorter {
  readonly property: string;
  readonly direction: 'ASC' | 'DESC';
}

interface ChartBase {
  readonly id: string;
  readonly alias: string;
  readonly name: string;
  readonly styleCode: number;
  /** Localized name of the style ('line chart', '雷达图' …). */
  readonly styleName: string;
}

export interface UnsupportedChartModel extends ChartBase {
  readonly kind: 'unsupported';
}

export interface ChartModel extends ChartBase {
  readonly kind: ChartKind;
  /** The x axis of line and bar charts, the slices of a pie. */
  readonly category: ChartColumn;
  /** One per displayed field; a pie draws the first one. */
  readonly series: readonly ChartColumn[];
  readonly conditions: readonly ChartCondition[];
  readonly sorter: readonly ChartSorter[];
  /** conf.yMin = 2: the value axis starts at the data minimum instead of 0. */
  readonly yFromDataMin: boolean;
  /** conf.xShowAll = 2: every category label is shown (rotated), none hidden for lack of room. */
  readonly showAllCategories: boolean;
  readonly smooth: boolean;
  readonly stack: boolean;
  /** Pie: inner radius as a share of the radius (0 = full pie). */
  readonly innerRadius: number;
  /** Rows the chart loads at most. */
  readonly rowLimit: number;
  readonly unit: string;
  /** Canvas height in pixels. */
  readonly height: number;
}

export type CustomChartModel = ChartModel | UnsupportedChartModel;

/** The server's page limit (server/lib/queryFilter MAX_PAGE_SIZE): a chart loads at most this many rows. */
export const CHART_ROW_LIMIT = 1000;
export const DEFAULT_CHART_HEIGHT = 400;
const MIN_CHART_HEIGHT = 200;
const MAX_CHART_HEIGHT = 1200;

const KIND_OF_STYLE: Readonly<Record<number, ChartKind>> = { 1: 'line', 2: 'bar', 3: 'pie' };

const valueText = (value: unknown) => (value === undefined || value === null ? '' : String(value).trim());

/** Hotent stores switches as 2 = on (1 = off); true and '2' count as on too. */
const isOn = (flag: unknown) => flag === true || flag === 2 || flag === '2';

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

class IssueCollector {
  readonly issues: DefinitionIssue[] = [];
  constructor(
    private readonly alias: string,
    private readonly locale: Locale,
  ) {}

  add(code: ChartMessageKey, path: string, params: Record<string, string> = {}): void {
    const message = formatChartMessage(code, { alias: this.alias, path, ...params }, this.locale);
    this.issues.push({ code, kind: 'customChart', alias: this.alias, path, expected: '', message });
  }

  /** The JSON held by a string field: undefined when blank, the fallback (with an issue) when broken. */
  parse(definition: CustomChartDefinition, field: keyof CustomChartDefinition, expect: 'list' | 'object'): unknown {
    const text = definition[field];
    if (typeof text !== 'string' || text.trim() === '') return undefined;
    let value: unknown;
    try {
      value = JSON.parse(text);
    } catch (error) {
      this.add('chart.badJson', `$.${field}`, { field, detail: error instanceof Error ? error.message : String(error) });
      return undefined;
    }
    const fits = expect === 'list' ? Array.isArray(value) : isRecord(value);
    if (!fits) {
      this.add(expect === 'list' ? 'chart.notList' : 'chart.notObject', `$.${field}`, { field });
      return undefined;
    }
    return value;
  }

  /** Items of a JSON list that name a field; the others are reported. */
  items<Item extends { field: string }>(definition: CustomChartDefinition, field: keyof CustomChartDefinition): Item[] {
    const list = (this.parse(definition, field, 'list') as unknown[] | undefined) ?? [];
    return list.filter((item, index): item is Item => {
      if (isRecord(item) && typeof item.field === 'string' && item.field.trim() !== '') return true;
      this.add('chart.fieldMissing', `$.${field}[${index}]`);
      return false;
    });
  }
}

function columnOf(item: ChartFieldItem, locale: Locale): ChartColumn {
  const field = item.field.trim();
  return { field, key: field.toUpperCase(), label: localizedLabel(item.comment, item.commentEn, locale, field) };
}

function conditionsOf(items: readonly ChartConditionItem[], collector: IssueCollector, locale: Locale): ChartCondition[] {
  const conditions: ChartCondition[] = [];
  for (const item of items) {
    // An unknown operator would silently become LIKE or EQUAL in the list blocks: refuse it instead.
    if (item.condition !== undefined && String(item.condition).trim() !== '' && !toOperation(String(item.condition))) {
      collector.add('chart.unknownCondition', '$.conditionfield', { field: item.field, condition: String(item.condition) });
      continue;
    }
    conditions.push({ ...conditionFromField(item, locale), fixed: String(item.defaultType ?? '1') === '2' });
  }
  return conditions;
}

function sorterOf(items: readonly ChartSortItem[]): ChartSorter[] {
  return items.map((item) => ({ property: item.field.trim(), direction: (item.sortType ?? '').trim().toUpperCase() === 'DESC' ? 'DESC' : 'ASC' }));
}

function rowLimitOf(conf: ChartConf): number {
  const limit = Math.trunc(Number(conf.maxLength ?? 0));
  return Number.isFinite(limit) && limit > 0 ? Math.min(limit, CHART_ROW_LIMIT) : CHART_ROW_LIMIT;
}

function heightOf(height: CustomChartDefinition['height']): number {
  const pixels = Number(height);
  if (height === null || height === undefined || height === '' || !Number.isFinite(pixels) || pixels <= 0) return DEFAULT_CHART_HEIGHT;
  return Math.min(MAX_CHART_HEIGHT, Math.max(MIN_CHART_HEIGHT, Math.round(pixels)));
}

function innerRadiusOf(conf: ChartConf): number {
  const [inner, outer] = (conf.series?.radius ?? []).map(Number);
  return Number.isFinite(inner) && Number.isFinite(outer) && outer > 0 && inner > 0 && inner < outer ? inner / outer : 0;
}

export function styleName(code: number, locale: Locale): string {
  return code >= 1 && code <= 5 ? formatChartMessage(`style.${code}` as ChartMessageKey, {}, locale) : formatChartMessage('style.other', {}, locale);
}

/** Definition → model; throws DefinitionIssuesError when a line, bar or pie chart cannot be drawn from it. */
export function adaptChart(definition: CustomChartDefinition, locale: Locale): CustomChartModel {
  const alias = valueText(definition.alias) || valueText(definition.id);
  const styleCode = Number(definition.style);
  const base: ChartBase = { id: valueText(definition.id), alias, name: localizedLabel(definition.name, definition.nameEn, locale, alias), styleCode, styleName: styleName(styleCode, locale) };
  const kind = KIND_OF_STYLE[styleCode];
  if (!kind) return { ...base, kind: 'unsupported' };

  const collector = new IssueCollector(alias, locale);
  const category = collector.items<ChartFieldItem>(definition, 'xaxisField')[0];
  const series = collector.items<ChartFieldItem>(definition, 'displayfield');
  const conditionItems = collector.items<ChartConditionItem>(definition, 'conditionfield');
  const sortItems = collector.items<ChartSortItem>(definition, 'sortfield');
  const conf = (collector.parse(definition, 'conf', 'object') as ChartConf | undefined) ?? {};
  if (!category && collector.issues.every((issue) => issue.path !== '$.xaxisField')) collector.add('chart.noCategory', '$.xaxisField');
  if (series.length === 0 && collector.issues.every((issue) => issue.path !== '$.displayfield')) collector.add('chart.noSeries', '$.displayfield');
  const conditions = conditionsOf(conditionItems, collector, locale);
  if (collector.issues.length > 0 || !category) throw new DefinitionIssuesError(collector.issues);

  return {
    ...base,
    kind,
    category: columnOf(category, locale),
    series: series.map((item) => columnOf(item, locale)),
    conditions,
    sorter: sorterOf(sortItems),
    yFromDataMin: isOn(conf.yMin),
    showAllCategories: isOn(conf.xShowAll),
    smooth: conf.series?.smooth === true,
    stack: conf.series?.stack === true,
    innerRadius: kind === 'pie' ? innerRadiusOf(conf) : 0,
    rowLimit: rowLimitOf(conf),
    unit: localizedLabel(definition.yaxisUnit, definition.yaxisUnitEn, locale),
    height: heightOf(definition.height),
  };
}

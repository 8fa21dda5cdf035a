// Pure: a home column (SysIndexColumn) → the model the home page draws. The JSON and Base64 inside the
// definition's strings are read here, following Hotent's HtColumn (contract notes §2.6); what the schema cannot
// check is refused with localized DefinitionIssuesError issues (kind 'column', alias, JSON path, expected).
import { DefinitionIssuesError } from '../../core/engine';
import type { DefinitionIssue } from '../../core/validate';
import type { Locale } from '../../messages';
import { decodeBase64 } from '../../rules/encoding';
import type { ColumnDefinition } from './definition';
import { formatColumnMessage, type ColumnMessageKey } from './messages';

/** One {name, value} of a REST column's dataParam; the value is text (POST sends it JSON-parsed). */
export interface ColumnParam {
  readonly name: string;
  readonly value: string;
}

export interface RestColumnData {
  readonly mode: 'rest';
  /** dataFrom as stored: ${host} placeholders are left for the http layer, ${curUser…} for buildColumnRequest. */
  readonly url: string;
  readonly method: 'GET' | 'POST';
  readonly params: readonly ColumnParam[];
  readonly needPage: boolean;
}

export type ColumnData =
  | { readonly mode: 'dialog'; readonly dialogAlias: string }
  | RestColumnData
  | { readonly mode: 'template'; readonly templateAlias: string }
  | { readonly mode: 'static' };

/** The column's Vue template, decoded but NOT sanitized: the renderer sanitizes what it shows. */
export type ColumnTemplate = { readonly kind: 'none' } | { readonly kind: 'html'; readonly html: string };

export interface ColumnChart {
  /** 2 = a custom chart (eip-chart); anything else = a report (getEchartsData?reportId=id). */
  readonly chartType: number;
  readonly id: string;
}

export interface ColumnModel {
  readonly alias: string;
  readonly name: string;
  /** The server's answer for the current user; a column without rights is hidden (except in preview). */
  readonly displayRights: boolean;
  /** Body height in px. */
  readonly height?: number;
  /** The "more" link: an in-app relative path with from=home added. */
  readonly moreUrl?: string;
  readonly refreshSeconds?: number;
  readonly chart?: ColumnChart;
  readonly data: ColumnData;
  readonly template: ColumnTemplate;
}

const DATA_MODE_DIALOG = 1;
const DATA_MODE_REST = 3;
const DATA_MODE_TEMPLATE = 4;
const CHART_COL_TYPES: readonly number[] = [1, 4];

type JsonField = 'dataFrom' | 'dataParam';

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** A number from a number or a numeric string; undefined for blanks and anything else. */
function numberOf(value: unknown): number | undefined {
  const number = typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? Number(value) : Number.NaN;
  return Number.isFinite(number) ? number : undefined;
}

function positiveNumberOf(value: unknown): number | undefined {
  const number = numberOf(value);
  return number !== undefined && number > 0 ? number : undefined;
}

const isOn = (flag: unknown) => flag === true || flag === 1 || flag === '1';

/** Text of a parameter value as the designer stored it (numbers and objects become the text POST re-parses). */
function paramText(value: unknown): string {
  if (value === undefined || value === null) return '';
  return typeof value === 'string' ? value : typeof value === 'object' ? JSON.stringify(value) : String(value);
}

class ColumnIssues {
  readonly list: DefinitionIssue[] = [];
  constructor(
    private readonly alias: string,
    private readonly locale: Locale,
  ) {}

  add(code: ColumnMessageKey, field: keyof ColumnDefinition, expected: ColumnMessageKey, detail = ''): void {
    const path = `$.${field}`;
    const expectedText = formatColumnMessage(expected, {}, this.locale);
    const message = formatColumnMessage(code, { alias: this.alias, path, expected: expectedText, detail }, this.locale);
    this.list.push({ code, kind: 'column', alias: this.alias, path, expected: expectedText, message });
  }

  detail(key: ColumnMessageKey, params?: Readonly<Record<string, string | number>>): string {
    return formatColumnMessage(key, params, this.locale);
  }

  /** The JSON a string field holds; undefined (with an issue) when it is blank or broken. */
  json(definition: ColumnDefinition, field: JsonField, expected: ColumnMessageKey): unknown {
    const text = (definition[field] ?? '').trim();
    if (text === '') {
      this.add('column.missing', field, expected);
      return undefined;
    }
    try {
      return JSON.parse(text) as unknown;
    } catch (error) {
      this.add('column.badJson', field, expected, error instanceof Error ? error.message : String(error));
      return undefined;
    }
  }
}

/** dataFrom of dialog and data-template columns: JSON {"alias": …}. */
function referencedAlias(definition: ColumnDefinition, issues: ColumnIssues): string {
  const value = issues.json(definition, 'dataFrom', 'column.expected.aliasRef');
  if (value === undefined) return '';
  const alias = isRecord(value) && typeof value.alias === 'string' ? value.alias.trim() : '';
  if (alias === '') issues.add('column.badShape', 'dataFrom', 'column.expected.aliasRef', issues.detail(isRecord(value) ? 'column.detail.noAlias' : 'column.detail.notObject'));
  return alias;
}

/** dataParam of a REST column: JSON [{name, value}]; blank = no parameters. */
function restParams(definition: ColumnDefinition, issues: ColumnIssues): ColumnParam[] {
  if ((definition.dataParam ?? '').trim() === '') return [];
  const value = issues.json(definition, 'dataParam', 'column.expected.restParams');
  if (value === undefined) return [];
  if (!Array.isArray(value)) {
    issues.add('column.badShape', 'dataParam', 'column.expected.restParams', issues.detail('column.detail.notList'));
    return [];
  }
  const params: ColumnParam[] = [];
  value.forEach((item: unknown, index) => {
    const name = isRecord(item) && typeof item.name === 'string' ? item.name.trim() : '';
    if (name === '') issues.add('column.badShape', 'dataParam', 'column.expected.restParams', issues.detail('column.detail.badParam', { index }));
    else params.push({ name, value: paramText((item as Record<string, unknown>).value) });
  });
  return params;
}

function dataOf(definition: ColumnDefinition, isChart: boolean, issues: ColumnIssues): ColumnData {
  switch (numberOf(definition.dataMode)) {
    case DATA_MODE_DIALOG:
      return { mode: 'dialog', dialogAlias: referencedAlias(definition, issues) };
    case DATA_MODE_TEMPLATE:
      return { mode: 'template', templateAlias: referencedAlias(definition, issues) };
    case DATA_MODE_REST: {
      const url = (definition.dataFrom ?? '').trim();
      if (url === '') issues.add('column.restUrlEmpty', 'dataFrom', 'column.expected.restUrl');
      return {
        mode: 'rest',
        url,
        // Hotent compares requestType with 'POST'; anything else (also blank) is a GET.
        method: String(definition.requestType ?? '').toUpperCase() === 'POST' ? 'POST' : 'GET',
        // A chart column's dataParam names its chart, so it has no REST parameters.
        params: isChart ? [] : restParams(definition, issues),
        needPage: isOn(definition.needPage),
      };
    }
    default:
      return { mode: 'static' };
  }
}

/** dataParam of chart columns (colType 1 and 4): JSON {chartType, id}. */
function chartOf(definition: ColumnDefinition, issues: ColumnIssues): ColumnChart | undefined {
  const value = issues.json(definition, 'dataParam', 'column.expected.chartParam');
  if (value === undefined) return undefined;
  if (!isRecord(value)) {
    issues.add('column.badShape', 'dataParam', 'column.expected.chartParam', issues.detail('column.detail.notObject'));
    return undefined;
  }
  const chartType = numberOf(value.chartType);
  const id = typeof value.id === 'string' ? value.id.trim() : typeof value.id === 'number' && Number.isFinite(value.id) ? String(value.id) : '';
  if (chartType === undefined || id === '') {
    issues.add('column.badShape', 'dataParam', 'column.expected.chartParam', issues.detail('column.detail.badChart'));
    return undefined;
  }
  return { chartType, id };
}

function templateOf(definition: ColumnDefinition, issues: ColumnIssues): ColumnTemplate {
  // Line-wrapped Base64 (the schema allows white space) decodes like the unwrapped text.
  const encoded = (definition.templateHtml ?? '').replace(/\s+/g, '');
  if (encoded === '') return { kind: 'none' };
  const html = decodeBase64(encoded);
  if (html === undefined) {
    issues.add('column.badTemplate', 'templateHtml', 'column.expected.base64');
    return { kind: 'none' };
  }
  return html.trim() === '' ? { kind: 'none' } : { kind: 'html', html };
}

// Browsers strip tabs and newlines and read '\' as '/', so any of them could turn '/x' into '//host'.
const UNSAFE_URL_CHARACTER = /[\\\u0000-\u001f\u007f-\u009f\u2028\u2029]/;

/** colUrl → the "more" link: only a same-origin relative path ('/x', not '//x', no scheme), with from=home added. */
export function moreUrlOf(colUrl: string | null | undefined): string | undefined {
  const url = (colUrl ?? '').trim();
  if (!url.startsWith('/') || url.startsWith('//') || UNSAFE_URL_CHARACTER.test(url)) return undefined;
  const hashAt = url.indexOf('#');
  const path = hashAt < 0 ? url : url.slice(0, hashAt);
  const hash = hashAt < 0 ? '' : url.slice(hashAt);
  if (/[?&]from=/.test(path)) return url;
  const separator = !path.includes('?') ? '?' : path.endsWith('?') || path.endsWith('&') ? '' : '&';
  return `${path}${separator}from=home${hash}`;
}

/** Definition (valid against schemas/column.schema.json) → model; throws DefinitionIssuesError for broken inner JSON or Base64. */
export function adaptColumn(definition: ColumnDefinition, locale: Locale): ColumnModel {
  const alias = definition.alias;
  const issues = new ColumnIssues(alias, locale);
  const colType = numberOf(definition.colType);
  const isChart = colType !== undefined && CHART_COL_TYPES.includes(colType);
  const chart = isChart ? chartOf(definition, issues) : undefined;
  const data = dataOf(definition, isChart, issues);
  const template = templateOf(definition, issues);
  if (issues.list.length > 0) throw new DefinitionIssuesError(issues.list);

  const height = positiveNumberOf(definition.colHeight);
  const moreUrl = moreUrlOf(definition.colUrl);
  const refreshSeconds = isOn(definition.supportRefesh) ? positiveNumberOf(definition.refeshTime) : undefined;
  return {
    alias,
    name: definition.name,
    // Hotent's model defaults displayRights to true; only an explicit false hides the column.
    displayRights: definition.displayRights !== false,
    ...(height !== undefined ? { height } : {}),
    ...(moreUrl !== undefined ? { moreUrl } : {}),
    ...(refreshSeconds !== undefined ? { refreshSeconds } : {}),
    ...(chart ? { chart } : {}),
    data,
    template,
  };
}

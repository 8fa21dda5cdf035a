// The custom dialog adapter: definition → DialogModel. Pure. The JSON-string fields are parsed here;
// problems that make the dialog unusable (broken JSON, a tree without id/pid/displayName, a url or header
// the portal refuses) are thrown as DefinitionIssuesError; an invalid POST parameter JSON is kept in the
// model (`problems`), because the spec shows it as an error toast when the dialog loads (03-portal §8).
// Search conditions are the shared list blocks' (renderers/list).
import { DefinitionIssuesError } from '../../core/engine';
import type { DefinitionIssue } from '../../core/validate';
import type { ListColumn, SortDirection } from '../../list/columns';
import { conditionFromField, localizedLabel, toOperation, type ConditionFieldItem, type ListCondition, type ListOperation } from '../../list/conditions';
import type { Locale } from '../../messages';
import { localizedText } from '../form/adapter';
import type { ConditionCustomQuery, CustomDialogDefinition, DisplayFieldItem, ResultFieldItem, SortFieldItem, TreeDisplayField } from './definition';
import { formatDialogMessage } from './messages';

export const DEFAULT_PAGE_SIZE = 20;
/** Rows asked for when a dialog does not page (the server's own cap). */
export const UNPAGED_LIMIT = 1000;

/** A select condition whose options are the rows of a custom query (config.customQuery). */
export interface DialogOptionsQuery {
  /** the condition's field */
  readonly field: string;
  readonly alias: string;
  readonly valueKey: string;
  readonly labelKey: string;
}

/** A condition with a fixed value (defaultType 2) or taken from the caller's parameters (3). */
export interface DialogPresetCondition {
  readonly field: string;
  readonly operation: ListOperation;
  /** the fixed value; undefined for caller parameters */
  readonly value?: unknown;
}

export interface DialogResult {
  /** the row key holding the value (UPPER-CASE for data-source dialogs) */
  readonly key: string;
  /** the name the caller receives the value under (AliasName, else the field as written) */
  readonly name: string;
  readonly label: string;
}

export interface DialogSort {
  /** the row key (what the table sorts by; the server matches it case-insensitively) */
  readonly field: string;
  readonly direction: SortDirection;
}

/** Tree dialogs: the row keys of the node id, the parent id and the label, and how checking works. */
export interface DialogTreeConfig {
  readonly idKey: string;
  readonly parentKey: string;
  readonly labelKey: string;
  /** parentCheck: nodes with children may be chosen (default yes; 0/false = leaves only) */
  readonly parentSelectable: boolean;
  /** childrenCheck: choosing a node also chooses (and un-choosing un-chooses) its descendants */
  readonly cascade: boolean;
}

export type DialogSelection = { readonly multiple: false; readonly max: 1 } | { readonly multiple: true; readonly max?: number };

export interface DialogRestConfig {
  readonly type: 'restful';
  readonly url: string;
  readonly method: 'GET' | 'POST';
  readonly headers: Readonly<Record<string, string>>;
  /** dataParam, parsed ({} when it is not valid JSON: see problems) */
  readonly params: Readonly<Record<string, unknown>>;
  /** dotted paths into the answer */
  readonly listKey: string;
  readonly totalKey: string;
  /** parameter names of the page number and size */
  readonly pageKey: string;
  readonly pageSizeKey: string;
}

export type DialogData = { readonly type: 'dataSource' } | DialogRestConfig;

export interface DialogProblem {
  readonly code: string;
  readonly message: string;
}

export interface DialogModel {
  readonly alias: string;
  readonly title: string;
  readonly style: 'list' | 'tree';
  readonly selection: DialogSelection;
  readonly paged: boolean;
  readonly pageSize: number;
  /** list columns; `field` is the row key */
  readonly columns: readonly ListColumn[];
  readonly tree?: DialogTreeConfig;
  /** what the user fills in (defaultType 1) */
  readonly conditions: readonly ListCondition[];
  readonly optionsQueries: readonly DialogOptionsQuery[];
  readonly fixedConditions: readonly DialogPresetCondition[];
  readonly paramConditions: readonly DialogPresetCondition[];
  readonly results: readonly DialogResult[];
  /** the default order (sortfield) */
  readonly sorts: readonly DialogSort[];
  /** the row key identifying a row */
  readonly rowKey: string;
  /** the row key of the text naming a chosen row (selection tags) */
  readonly labelKey: string;
  readonly size: { readonly width?: number; readonly height?: number };
  readonly data: DialogData;
  /** problems shown when the dialog loads; no data is requested while there are any */
  readonly problems: readonly DialogProblem[];
}

export interface DialogAdaptOptions {
  locale: Locale;
}

const CONTROLLER_TYPES: ReadonlySet<string> = new Set(['1', '2', '3', '4']);

/** Request headers the portal sets itself: a definition may never set them. */
const FORBIDDEN_HEADERS: ReadonlySet<string> = new Set(['authorization', 'proxy-authorization', 'cookie', 'host', 'tenant-code']);

/** `${host}/path` or a path from the page's origin ('/x', never '//x'); no scheme, no backslash, no spaces. */
const ALLOWED_URL = /^(?:\$\{[A-Za-z][A-Za-z0-9_]*\}\/|\/(?!\/))[^\s\\]*$/;

export function isAllowedDialogUrl(url: string): boolean {
  return ALLOWED_URL.test(url);
}

const isTruthyFlag = (value: unknown) => value === true || value === 1 || value === '1' || value === 'true';
const isFalseFlag = (value: unknown) => value === false || value === 0 || value === '0' || value === 'false';

function positiveInteger(value: unknown): number | undefined {
  const number = typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? Number(value) : NaN;
  return Number.isInteger(number) && number > 0 ? number : undefined;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** selectNum: 1 single, n > 1 at most n, anything else (-1) any number. */
export function selectionOf(selectNum: number | string): DialogSelection {
  const count = Number(selectNum);
  if (count === 1) return { multiple: false, max: 1 };
  return Number.isInteger(count) && count > 1 ? { multiple: true, max: count } : { multiple: true };
}

class IssueCollector {
  readonly issues: DefinitionIssue[] = [];
  constructor(
    private readonly alias: string,
    private readonly locale: Locale,
  ) {}

  add(code: string, path: string, params: Record<string, string | number> = {}): void {
    this.issues.push({ code, kind: 'customDialog', alias: this.alias, path, expected: '', message: formatDialogMessage(code, params, this.locale) });
  }

  /** The parsed JSON of a string field: undefined (and an issue) when it does not parse, `blank` when empty. */
  json(definition: CustomDialogDefinition, field: keyof CustomDialogDefinition, blank: unknown): unknown {
    const text = definition[field];
    if (typeof text !== 'string' || text.trim() === '') return blank;
    try {
      return JSON.parse(text) as unknown;
    } catch (error) {
      this.add('dialog.badJson', `$.${field}`, { field, detail: error instanceof Error ? error.message : String(error) });
      return undefined;
    }
  }

  /** A JSON array of items that each name a field. */
  items<Item extends { field: string }>(definition: CustomDialogDefinition, field: keyof CustomDialogDefinition): Item[] {
    const parsed = this.json(definition, field, []);
    if (parsed === undefined) return [];
    if (!Array.isArray(parsed)) {
      this.add('dialog.notArray', `$.${field}`, { field });
      return [];
    }
    return parsed.filter((item, index): item is Item => {
      const named = isRecord(item) && typeof item.field === 'string' && item.field.trim() !== '';
      if (!named) this.add('dialog.itemField', `$.${field}[${index}]`, { field, index });
      return named;
    });
  }
}

interface ParsedConditions {
  conditions: ListCondition[];
  optionsQueries: DialogOptionsQuery[];
  fixedConditions: DialogPresetCondition[];
  paramConditions: DialogPresetCondition[];
}

type DialogConditionItem = ConditionFieldItem & { field: string; config?: { customQuery?: ConditionCustomQuery; choiceType?: string } };

function parseConditions(items: readonly DialogConditionItem[], collector: IssueCollector, locale: Locale): ParsedConditions {
  const parsed: ParsedConditions = { conditions: [], optionsQueries: [], fixedConditions: [], paramConditions: [] };
  items.forEach((item, index) => {
    const path = `$.conditionfield[${index}]`;
    const declared = typeof item.condition === 'string' && item.condition.trim() !== '' ? item.condition : undefined;
    if (declared && !toOperation(declared)) {
      collector.add('dialog.unknownCondition', `${path}.condition`, { field: item.field, condition: declared });
      return;
    }
    const source = String(item.defaultType ?? '1');
    if (source === '2' || source === '3') {
      const preset = { field: item.field, operation: toOperation(declared) ?? 'EQUAL' };
      if (source === '2') parsed.fixedConditions.push({ ...preset, value: item.defaultValue });
      else parsed.paramConditions.push(preset);
      return;
    }
    if (source !== '1') {
      collector.add('dialog.defaultType', `${path}.defaultType`, { field: item.field, type: source });
      return;
    }
    const controllerType = String(item.controllerType ?? '1');
    if (!CONTROLLER_TYPES.has(controllerType)) {
      collector.add('dialog.controllerType', `${path}.controllerType`, { field: item.field, type: controllerType });
      return;
    }
    const parsedCondition = conditionFromField(item, locale);
    // Tags are matched whole (IN), as the server matches them, unless the definition says otherwise.
    const condition: ListCondition = controllerType === '4' && !declared ? { ...parsedCondition, operation: 'IN' } : parsedCondition;
    const customQuery = controllerType === '3' && item.config?.choiceType !== 'static' ? item.config?.customQuery : undefined;
    if (customQuery && customQuery.alias && customQuery.valueBind && customQuery.labelBind) {
      // Its options arrive at run time (the renderer asks the source for the custom query's rows).
      parsed.conditions.push({ ...condition, control: 'select' });
      parsed.optionsQueries.push({ field: condition.field, alias: customQuery.alias, valueKey: customQuery.valueBind, labelKey: customQuery.labelBind });
      return;
    }
    if ((controllerType === '2' || controllerType === '3') && !condition.options?.length) {
      collector.add('dialog.optionsMissing', `${path}.config`, { field: item.field });
      return;
    }
    parsed.conditions.push(condition);
  });
  return parsed;
}

function restConfigOf(definition: CustomDialogDefinition, collector: IssueCollector, problems: DialogProblem[], locale: Locale): DialogRestConfig {
  const url = (definition.url ?? '').trim();
  if (url === '') collector.add('dialog.urlMissing', '$.url');
  else if (!isAllowedDialogUrl(url)) collector.add('dialog.urlNotAllowed', '$.url', { url });

  const headers: Record<string, string> = {};
  const headerJson = collector.json(definition, 'header', {});
  if (headerJson !== undefined) {
    if (!isRecord(headerJson) || Object.values(headerJson).some((value) => typeof value === 'object' && value !== null)) {
      collector.add('dialog.headerNotJson', '$.header');
    } else {
      for (const [name, value] of Object.entries(headerJson)) {
        if (FORBIDDEN_HEADERS.has(name.trim().toLowerCase())) collector.add('dialog.headerForbidden', '$.header', { name });
        else if (value !== null && value !== undefined) headers[name] = String(value);
      }
    }
  }

  let params: Record<string, unknown> = {};
  const dataParam = definition.dataParam?.trim() ?? '';
  if (dataParam !== '') {
    try {
      const parsed: unknown = JSON.parse(dataParam);
      if (!isRecord(parsed)) throw new TypeError('not an object');
      params = parsed;
    } catch {
      problems.push({ code: 'dialog.invalidDataParam', message: formatDialogMessage('dialog.invalidDataParam', {}, locale) });
    }
  }

  return {
    type: 'restful',
    url,
    method: String(definition.requestType ?? '').toUpperCase() === 'GET' ? 'GET' : 'POST',
    headers,
    params,
    listKey: definition.listKey?.trim() || 'rows',
    totalKey: definition.totalKey?.trim() || 'total',
    pageKey: definition.pageKey?.trim() || 'page',
    pageSizeKey: definition.pageSizeKey?.trim() || 'pageSize',
  };
}

/** Columns that name a row: …name, …title, or Hotent's pinyin …mc (名称, e.g. hymc). */
const NAME_LIKE = /name|title|mc$/i;

/** Definition → view model; throws DefinitionIssuesError for definitions the dialog cannot show. */
export function dialogToModel(definition: CustomDialogDefinition, { locale }: DialogAdaptOptions): DialogModel {
  const collector = new IssueCollector(definition.alias, locale);
  const problems: DialogProblem[] = [];
  const restful = definition.dsType === 'restful';
  // Data-source rows come with UPPER-CASE column names; REST rows keep the keys of the answer.
  const keyOf = (field: string) => (restful ? field : field.toUpperCase());
  const style = String(definition.style ?? '0') === '1' ? 'tree' : 'list';
  const title = localizedText(definition.name, locale);

  let columns: ListColumn[] = [];
  let displayItems: DisplayFieldItem[] = [];
  let tree: DialogModel['tree'];
  if (style === 'tree') {
    const display = collector.json(definition, 'displayfield', null); // undefined = broken JSON (reported)
    const fields = isRecord(display) ? (display as Partial<TreeDisplayField>) : undefined;
    if (fields && typeof fields.id === 'string' && fields.id && typeof fields.pid === 'string' && fields.pid && typeof fields.displayName === 'string' && fields.displayName) {
      tree = {
        idKey: keyOf(fields.id),
        parentKey: keyOf(fields.pid),
        labelKey: keyOf(fields.displayName),
        parentSelectable: !isFalseFlag(definition.parentCheck),
        cascade: isTruthyFlag(definition.childrenCheck),
      };
      columns = [{ field: tree.labelKey, title }];
    } else if (display !== undefined) {
      collector.add('dialog.treeDisplay', '$.displayfield');
    }
    if (restful) collector.add('dialog.treeRestful', '$.dsType');
  } else {
    displayItems = collector.items<DisplayFieldItem>(definition, 'displayfield');
    columns = displayItems.map((item) => ({
      field: keyOf(item.field),
      title: localizedLabel(item.comment, item.commentEn, locale, item.field),
      width: positiveInteger(item.width),
      sortable: !restful,
    }));
    if (columns.length === 0 && collector.issues.length === 0) collector.add('dialog.noDisplay', '$.displayfield');
  }

  const { conditions, optionsQueries, fixedConditions, paramConditions } = parseConditions(collector.items<DialogConditionItem>(definition, 'conditionfield'), collector, locale);

  const declaredResults = collector.items<ResultFieldItem>(definition, 'resultfield').map(
    (item): DialogResult => ({ key: keyOf(item.field), name: item.AliasName?.trim() || item.field, label: localizedLabel(item.comment, item.commentEn, locale, item.field) }),
  );
  const results: DialogResult[] =
    declaredResults.length > 0
      ? declaredResults
      : tree
        ? [
            { key: tree.idKey, name: tree.idKey, label: tree.idKey },
            { key: tree.labelKey, name: tree.labelKey, label: title },
          ]
        : displayItems.map((item, index) => ({ key: columns[index].field, name: item.field, label: columns[index].title }));

  const sorts = collector.items<SortFieldItem>(definition, 'sortfield').map(
    (item): DialogSort => ({ field: keyOf(item.field), direction: String(item.sortType ?? 'ASC').toUpperCase().startsWith('DESC') ? 'DESC' : 'ASC' }),
  );

  const data: DialogData = restful ? restConfigOf(definition, collector, problems, locale) : { type: 'dataSource' };
  if (collector.issues.length > 0) throw new DefinitionIssuesError(collector.issues);

  const keys = [...results.map((result) => result.key), ...columns.map((column) => column.field)];
  const rowKey = tree?.idKey ?? keys.find((key) => key.toLowerCase() === 'id') ?? keys[0];
  const labelKey =
    tree?.labelKey ??
    keys.find((key) => key !== rowKey && NAME_LIKE.test(key)) ??
    (NAME_LIKE.test(rowKey) ? rowKey : columns.find((column) => column.field !== rowKey)?.field) ??
    rowKey;

  return {
    alias: definition.alias,
    title,
    style,
    selection: selectionOf(definition.selectNum),
    paged: style === 'list' && (definition.needPage === undefined || definition.needPage === null || isTruthyFlag(definition.needPage)),
    pageSize: positiveInteger(definition.pageSize) ?? DEFAULT_PAGE_SIZE,
    columns,
    tree,
    conditions,
    optionsQueries,
    fixedConditions,
    paramConditions,
    results,
    sorts,
    rowKey,
    labelKey,
    size: { width: positiveInteger(definition.width), height: positiveInteger(definition.height) },
    data,
    problems,
  };
}

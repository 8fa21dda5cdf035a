// formHtml → FormDefinition: reads the generated Vue template of the product family's form designer (the
// 7.2.3 generator's eip-* controls and the earlier ht-* ones, docs/formHtml.md) from the tree a real HTML
// parser made of it, and writes the form kind's definition: the main entity and the sub and grandchild
// tables with their fields, controls, options, rules, formulas and display options, in template order.
// Nothing of the template runs: expressions are read as data (expression.ts), never evaluated; anything the
// adapter does not know, or refuses (scripts, event handlers, script URLs, v-html), is an issue naming it.
import { createFormulaEvaluator, FormulaError, type FormulaEvaluator } from '../../formula';
import { normalizeLocale, type Locale } from '../../messages';
import { mergeRules, type RuleSet } from '../../rules';
import type { DefinitionIssue } from '../../core/validate';
import type { FormAttribute, FormControl, FormDataType, FormDefinition, FormEntity, FormLayoutBlock, FormLayoutPanel, FormOption } from '../form/definition';
import { bindPath, labelMustache, loopSource, mentionsPrototype, objectMembers, parseLiteral, permissionFields, permissionTables, type Literal } from './expression';
import { MAX_TREE_DEPTH, TRUNCATED, type HtmlElement, type HtmlNode, type ParseHtml } from './html';
import { formatFormHtmlMessage, type FormHtmlMessageKey } from './messages';

/** Templates longer than this are not parsed (generated forms of 300 controls are well under 1 MB). */
export const MAX_FORM_HTML_LENGTH = 2_000_000;

export interface FormHtmlOptions {
  locale?: Locale;
  /** The form's name (form.name); default: the BO alias. */
  name?: string;
  /** The BO alias the data is keyed by; default: the first data.<alias> the template binds. */
  boAlias?: string;
  /** Checks the translated formulas (default: the built-in functions); an engine passes its own evaluator. */
  formula?: Pick<FormulaEvaluator, 'compile'>;
}

export interface FormHtmlResult {
  definition?: FormDefinition;
  issues: DefinitionIssue[];
  /** Fields of read-only text controls, 'entity.field': shown read-only whatever the permission map says (except n). */
  readOnlyFields: string[];
  /** Selectors that keep the chosen ids in a field of their own (:config="{id:'data.bo.userId'}"): the name field's data path → the id field's. */
  selectorIds: Record<string, string>;
}

interface Control {
  readonly control: FormControl;
  readonly dataType: FormDataType;
  readonly readOnly?: boolean;
}

const TEXT: Control = { control: 'text', dataType: 'varchar' };
const SELECTOR_DIALOGS = ['post', 'role', 'dimension', 'demension', 'job'] as const;

/** Both tag families; the form of each control is refined from its attributes in controlOf(). */
const CONTROLS: Readonly<Record<string, Control>> = {
  input: TEXT,
  'input-number': { control: 'number', dataType: 'number' },
  number: { control: 'number', dataType: 'number' },
  textarea: { control: 'textarea', dataType: 'varchar' },
  select: { control: 'select', dataType: 'varchar' },
  radio: { control: 'radio', dataType: 'varchar' },
  checkbox: { control: 'checkbox', dataType: 'varchar' },
  switch: { control: 'switch', dataType: 'boolean' },
  date: { control: 'date', dataType: 'date' },
  'date-picker': { control: 'date', dataType: 'date' },
  datetime: { control: 'datetime', dataType: 'datetime' },
  time: { control: 'time', dataType: 'time' },
  'time-picker': { control: 'time', dataType: 'time' },
  attachment: { control: 'upload', dataType: 'clob' },
  file: { control: 'upload', dataType: 'clob' },
  upload: { control: 'upload', dataType: 'clob' },
  'user-selector': { control: 'user', dataType: 'varchar' },
  'org-selector': { control: 'org', dataType: 'varchar' },
  ...Object.fromEntries(SELECTOR_DIALOGS.map((name) => [`${name}-selector`, { control: 'dialog', dataType: 'varchar' } as Control])),
  dialog: { control: 'dialog', dataType: 'varchar' },
  'custom-dialog': { control: 'dialog', dataType: 'varchar' },
  editor: { control: 'richtext', dataType: 'clob' },
  ueditor: { control: 'richtext', dataType: 'clob' },
  'rich-text': { control: 'richtext', dataType: 'clob' },
  'read-text': { ...TEXT, readOnly: true },
  'read-only-text': { ...TEXT, readOnly: true },
  font: { ...TEXT, readOnly: true },
  // choices from the data services: dickey / tag-key name the dictionary type and the tag type
  dic: { control: 'dictionary', dataType: 'varchar' },
  tag: { control: 'tag', dataType: 'varchar' },
};

/** Elements read as layout: their children are read, they add nothing themselves. */
const LAYOUT_TAGS: ReadonlySet<string> = new Set([
  'el-form', 'el-row', 'el-col', 'el-container', 'el-header', 'el-main', 'el-footer', 'el-aside', 'el-tabs', 'el-tab-pane', 'el-collapse', 'el-collapse-item', 'el-card', 'el-divider', 'el-tooltip',
  'ht-form-item', 'el-form-item', 'eip-collapse', 'ht-collapse', 'ht-tabs', 'ht-tab-pane', 'template',
  'div', 'span', 'p', 'label', 'section', 'header', 'footer', 'fieldset', 'legend', 'strong', 'b', 'em', 'i', 'small', 'br', 'hr',
  'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'ul', 'ol', 'li', 'table', 'thead', 'tbody', 'tfoot', 'tr', 'td', 'th', 'colgroup', 'col', 'caption',
]);
/** Buttons: their @click handlers (add, delete, copy rows) are the page's job; they are skipped, never run. */
const BUTTON_TAGS: ReadonlySet<string> = new Set(['el-button', 'button', 'eip-button', 'ht-button', 'a']);
/** Where the generator itself writes Vue @click handlers (row buttons, the row footer): ignored, never run. */
const HANDLER_TAGS: ReadonlySet<string> = new Set([...BUTTON_TAGS, 'tfoot', 'tr', 'td', 'i']);
/** Never read, never shown. */
const FORBIDDEN_TAGS: ReadonlySet<string> = new Set(['script', 'style', 'iframe', 'frame', 'frameset', 'object', 'embed', 'link', 'meta', 'base', 'form', 'svg', 'math', 'noscript']);
/** Layout blocks of the designer: tabs and collapses (their panes' tags) and its layout tables (a grid). */
const LAYOUT_BLOCKS: Readonly<Record<string, { type: 'tabs' | 'collapse'; pane: ReadonlySet<string>; title: 'label' | 'title' } | { type: 'grid' }>> = {
  'el-tabs': { type: 'tabs', pane: new Set(['el-tab-pane', 'ht-tab-pane']), title: 'label' },
  'ht-tabs': { type: 'tabs', pane: new Set(['el-tab-pane', 'ht-tab-pane']), title: 'label' },
  'el-collapse': { type: 'collapse', pane: new Set(['el-collapse-item']), title: 'title' },
  'eip-collapse': { type: 'collapse', pane: new Set(['el-collapse-item']), title: 'title' },
  'ht-collapse': { type: 'collapse', pane: new Set(['el-collapse-item']), title: 'title' },
  table: { type: 'grid' },
};
/** The widest grid a layout table becomes. */
const MAX_GRID_COLUMNS = 6;
/** A control's bound props (`:x`) the adapter reads (see addControl); `multiple` is read on a select (several keys, comma-joined) and
 * needs nothing on an attachment (it holds a list anyway). */
const READ_PROPS: ReadonlySet<string> = new Set([
  'permission', 'validate', 'options', 'selectlist', 'rdlist', 'cklist', 'autotiplist', 'min', 'max', 'precision', 'config', 'custdialog',
  'date-calc-exp', 'single', 'accept', 'limit', 'iseditor', 'filtercurrency', 'filterthousandbit',
]);
/** Props that only style the control (the native theme draws its own): neither read nor an issue. */
const STYLE_PROPS: ReadonlySet<string> = new Set(['style', 'class', 'key', 'label-width', 'clearable', 'rows', 'autosize', 'optionlayout', 'initialframeheight', 'model-name']);
/** Plain props with an effect the native form does not carry (linked queries, number maths, affixes…). */
const IGNORED_PLAIN_PROPS: ReadonlySet<string> = new Set(['ganged', 'math-exp', 'bindpreandsuffixjson', 'related-query', 'configattributes', 'filterable', 'allow-create', 'allowcreate', 'multiple', 'showdate', 'day', 'size']);
const KNOWN_DIRECTIVES: ReadonlySet<string> = new Set(['v-model', 'v-if', 'v-else', 'v-else-if', 'v-show', 'v-for', 'v-formula', 'v-permission-line', 'v-slot']);
const SCRIPT_URL = /^\s*(?:javascript|vbscript|data\s*:\s*text\/html)\s*:?/i;
const IDENTIFIER = /^[A-Za-z_][A-Za-z0-9_-]{0,63}$/;

interface EntityBuild {
  name: string;
  label: string;
  type: 'main' | 'sub';
  parent?: string;
  attributes: FormAttribute[];
  /** The data path of the rows ('data.bo.sub_x') or the main object ('data.bo'). */
  path: string;
}

interface Scope {
  /** Row variable → its table's entity. */
  readonly rows: ReadonlyMap<string, EntityBuild>;
  /** The label of the enclosing form item, if it has one. */
  readonly label?: string;
  /** The entity its v-if names (permission.fields.<ent>.<field>), for controls without :permission. */
  readonly entity?: string;
}

const text = (value: string) => value.replace(/\s+/g, ' ').trim();

/** A switch's active and inactive values as choices, when they are not the booleans the native switch stores. */
function switchChoices(element: HtmlElement): FormOption[] | undefined {
  const on = element.attrs['active-value'];
  const off = element.attrs['inactive-value'];
  if (on === undefined || off === undefined || on === off || (on === 'true' && off === 'false')) return undefined;
  return [
    { value: on, label: element.attrs['active-text'] || on },
    { value: off, label: element.attrs['inactive-text'] || off },
  ];
}

function attributeText(element: HtmlElement, name: string): string | undefined {
  return Object.hasOwn(element.attrs, name) ? element.attrs[name] : Object.hasOwn(element.attrs, `:${name}`) ? element.attrs[`:${name}`] : undefined;
}

function isSlot(node: HtmlNode, slot: string): boolean {
  return node.type === 'element' && node.attrs.slot === slot;
}

export function formHtmlToDefinition(html: string, parse: ParseHtml, options: FormHtmlOptions = {}): FormHtmlResult {
  const locale = normalizeLocale(options.locale);
  const evaluator = options.formula ?? createFormulaEvaluator({ locale });
  const issues: DefinitionIssue[] = [];
  const reported = new Set<string>();
  const report = (code: FormHtmlMessageKey, params: Record<string, string | number> = {}) => {
    const message = formatFormHtmlMessage(code, params, locale);
    if (reported.has(message)) return;
    reported.add(message);
    issues.push({ code, kind: 'formHtml', alias: options.boAlias ?? '', path: '$.formHtml', expected: '', message });
  };
  const readOnlyFields: string[] = [];
  const selectorIds: Record<string, string> = {};
  if (html.length > MAX_FORM_HTML_LENGTH) {
    report('formHtml.tooLarge', { length: html.length, limit: MAX_FORM_HTML_LENGTH });
    return { issues, readOnlyFields, selectorIds: {} };
  }

  let boAlias = options.boAlias;
  const entities: EntityBuild[] = [];
  const main: EntityBuild = { name: '', label: '', type: 'main', attributes: [], path: '' };
  const seenPaths = new Set<string>();
  const pendingFormulas: { attribute: FormAttribute; source: string; entity: EntityBuild }[] = [];

  /** Which bo a data.<bo>.… path is in; the first one seen decides when the page gave none. */
  const acceptsBo = (name: string, tag: string, path: string): boolean => {
    boAlias ??= name;
    if (name === boAlias) return true;
    report('formHtml.otherBo', { tag, path, boAlias });
    return false;
  };

  /** Reads the mustaches of a text: known label forms become text, anything else is reported and dropped. */
  const resolveText = (value: string, fallback: string): string =>
    value.replace(/\{\{([\s\S]*?)\}\}/g, (_, expression: string) => {
      const label = labelMustache(expression);
      if (label) return label.text ?? fallback;
      report('formHtml.expression', { expression: `{{${text(expression).slice(0, 80)}}}` });
      return '';
    });

  const textOf = (nodes: readonly HtmlNode[], fallback = ''): string =>
    text(
      nodes
        .map((node) => (node.type === 'text' ? resolveText(node.value, fallback) : isSlot(node, 'content') || BUTTON_TAGS.has(node.tag) || FORBIDDEN_TAGS.has(node.tag) ? '' : textOf(node.children, fallback)))
        .join(' '),
    );

  /** Checks what no element may carry, whatever it is: event handlers, script URLs, v-html, unknown directives. */
  const inspect = (element: HtmlElement): void => {
    for (const [name, value] of Object.entries(element.attrs)) {
      if (/^on/i.test(name)) report('formHtml.eventHandler', { name, tag: element.tag });
      else if (name.startsWith('@') || name.startsWith('v-on:')) {
        if (!HANDLER_TAGS.has(element.tag)) report('formHtml.eventHandler', { name, tag: element.tag });
      } else if (name.startsWith('v-') && !KNOWN_DIRECTIVES.has(name) && !name.startsWith('v-bind:') && !name.startsWith('v-slot:')) {
        report('formHtml.unknownDirective', { name, tag: element.tag });
      }
      if (SCRIPT_URL.test(value)) report('formHtml.scriptUrl', { name, tag: element.tag });
      if ((name.startsWith(':') || name.startsWith('v-')) && mentionsPrototype(value)) report('formHtml.expression', { expression: value.slice(0, 80) });
    }
  };

  const optionsOf = (element: HtmlElement): FormOption[] | undefined => {
    for (const name of ['selectlist', 'rdlist', 'cklist', 'options', 'autotiplist']) {
      const source = attributeText(element, name);
      if (source === undefined) continue;
      const list = parseLiteral(source);
      const options = Array.isArray(list)
        ? list.flatMap((item): FormOption[] => {
            if (typeof item !== 'object' || item === null || Array.isArray(item)) return [];
            const value = item.key ?? item.value;
            const label = item.key !== undefined ? item.value : item.label;
            if (typeof value !== 'string' && typeof value !== 'number' && typeof value !== 'boolean') return [];
            const shown = typeof label === 'string' && label !== '' ? label : String(value);
            return shown === '' ? [] : [{ value, label: shown }];
          })
        : [];
      if (options.length === 0) report('formHtml.badAttribute', { tag: element.tag, name, value: source.slice(0, 80) });
      return options.length > 0 ? options : undefined;
    }
    return undefined;
  };

  const rulesOf = (element: HtmlElement): RuleSet => {
    const plain = element.attrs.validate;
    const bound = element.attrs[':validate'];
    if (bound === undefined) return plain || undefined;
    const literal = parseLiteral(bound);
    if (typeof literal === 'string') return literal || undefined;
    if (literal && typeof literal === 'object' && !Array.isArray(literal)) return literal as Record<string, string | number | boolean>;
    report('formHtml.badAttribute', { tag: element.tag, name: ':validate', value: bound.slice(0, 80) });
    return undefined;
  };

  const isTrue = (element: HtmlElement, name: string): boolean => {
    const value = attributeText(element, name);
    return value !== undefined && (value === '' || value === 'true');
  };

  /** The tag's control, refined by the attributes the generator writes (type, selectType, format, isEditor). */
  const controlOf = (element: HtmlElement): Control | undefined => {
    // hotent-ui also names its selectors <kind>-selector-input.
    const family = (/^(?:eip|ht)-(.+)$/.exec(element.tag)?.[1] ?? (element.tag === 'el-input' ? 'input' : undefined))?.replace(/-selector-input$/, '-selector');
    const base = family === undefined || !Object.hasOwn(CONTROLS, family) ? undefined : CONTROLS[family];
    if (!base) return undefined;
    const type = (element.attrs.type ?? '').toLowerCase();
    if (base.control === 'text' && !base.readOnly) {
      if (type === 'number') return { control: 'number', dataType: 'number' };
      if (type === 'textarea') return { control: 'textarea', dataType: 'varchar' };
    }
    if (base.control === 'textarea' && isTrue(element, 'iseditor')) return { control: 'richtext', dataType: 'clob' };
    // A switch storing other values than true/false (Y/N, 1/0) keeps them as a two-choice radio.
    if (base.control === 'switch' && switchChoices(element)) return { control: 'radio', dataType: 'varchar' };
    if (base.control === 'date') {
      const kind = (element.attrs.selecttype ?? type).toLowerCase();
      const format = element.attrs.format ?? '';
      if (kind === 'time' || (format !== '' && !/[yMd]/.test(format) && /H/.test(format))) return { control: 'time', dataType: 'time' };
      if (kind === 'datetime' || /H/.test(format)) return { control: 'datetime', dataType: 'datetime' };
    }
    return base;
  };

  const formulaSource = (members: Record<string, string>, entity: EntityBuild, scope: Scope): string => {
    let source = members.value ?? '';
    if (entity.type === 'sub') {
      // A row's own fields: data.<bo>.sub_<ent>[index].f (and the grandchild forms), or the row variable.
      const table = entity.path.split('.').pop() ?? '';
      source = source.replace(new RegExp(`(?:data\\.[\\w$]+\\.)?(?:[\\w$]+\\[[^\\]]*\\]\\.)?${table}\\[[^\\]]*\\]\\.`, 'g'), 'item.');
      for (const [row, rowEntity] of scope.rows) if (rowEntity === entity && row !== 'item') source = source.replace(new RegExp(`(?<![\\w$.])${row.replace(/\$/g, '\\$')}\\.`, 'g'), 'item.');
    }
    return source;
  };

  const addControl = (element: HtmlElement, control: Control, scope: Scope): void => {
    const model = element.attrs['v-model'];
    if (model === undefined) {
      if (!control.readOnly) report('formHtml.noModel', { tag: element.tag });
      return;
    }
    const path = bindPath(model);
    if ('problem' in path) {
      report(path.problem === 'forbidden' ? 'formHtml.forbiddenPath' : 'formHtml.badPath', { tag: element.tag, path: model.slice(0, 80) });
      return;
    }
    const { segments } = path;
    let entity: EntityBuild | undefined;
    if (segments[0] === 'data' && segments.length === 3) {
      if (!acceptsBo(segments[1], element.tag, model)) return;
      entity = main;
    } else if (segments.length === 2 && scope.rows.has(segments[0])) entity = scope.rows.get(segments[0]);
    const name = segments[segments.length - 1];
    if (!entity || !IDENTIFIER.test(name)) {
      report('formHtml.badPath', { tag: element.tag, path: model });
      return;
    }
    const fullPath = `${entity.path}.${name}`;
    if (seenPaths.has(fullPath)) {
      report('formHtml.duplicateField', { path: fullPath });
      return;
    }
    seenPaths.add(fullPath);
    const permission = permissionFields(element.attrs[':permission'] ?? '')[0]?.entity ?? scope.entity;
    if (entity === main && permission && main.name === '') main.name = permission;

    const description = element.children.find((child) => isSlot(child, 'labeldesc'));
    const descText = description && description.type === 'element' ? textOf(description.children) : '';
    const label = scope.label || descText || element.attrs.label || name;
    const attribute: FormAttribute = { name, label, dataType: control.dataType, control: control.control };
    const options = element.tag.endsWith('-switch') ? switchChoices(element) : optionsOf(element);
    if (options && ['select', 'radio', 'checkbox'].includes(control.control)) attribute.options = options;
    if (control.control === 'select' && isTrue(element, 'multiple')) attribute.multiple = true;
    const serviceKey = control.control === 'dictionary' ? element.attrs.dickey : control.control === 'tag' ? element.attrs['tag-key'] : undefined;
    if (serviceKey) attribute.serviceKey = serviceKey;
    if (control.control === 'tag' && isTrue(element, 'multiple')) attribute.multiple = true;
    let rules = rulesOf(element);
    if (control.control === 'number') {
      for (const [prop, rule] of [['min', 'min_value'], ['max', 'max_value']] as const) {
        const bound = Number(attributeText(element, prop));
        if (attributeText(element, prop) !== undefined && Number.isFinite(bound)) rules = mergeRules(rules, typeof rules === 'object' && rules ? { [rule]: bound } : `${rule}:${bound}`);
      }
      const precision = Number(attributeText(element, 'precision'));
      if (Number.isInteger(precision) && precision >= 0 && precision <= 10) attribute.decimalLen = precision;
    }
    if (rules !== undefined && rules !== '') attribute.rules = rules;
    const placeholder = element.attrs.placeholder;
    if (placeholder) attribute.placeholder = placeholder;
    const format = element.attrs.format;
    if (format && ['date', 'datetime', 'time'].includes(control.control)) attribute.format = format;
    const display = { ...(isTrue(element, 'filtercurrency') ? { currency: true } : {}), ...(isTrue(element, 'filterthousandbit') ? { thousands: true } : {}) };
    if (Object.keys(display).length > 0) attribute.display = display;
    if (control.control === 'upload') {
      const accept = (attributeText(element, 'accept') ?? '').split(',').map((item) => item.trim()).filter((item) => /^\.?[A-Za-z0-9]+$/.test(item));
      const limit = Number(attributeText(element, 'limit'));
      attribute.upload = { ...(accept.length > 0 ? { accept } : {}), ...(Number.isInteger(limit) && limit >= 1 && limit <= 9999 ? { limit } : {}) };
    }
    if (control.control === 'user' || control.control === 'org') attribute.selector = { multiple: !isTrue(element, 'single') };
    const config = element.attrs[':config'];
    if (config !== undefined && (control.control === 'user' || control.control === 'org' || control.control === 'dialog')) {
      const conf = parseLiteral(config);
      const id = conf && typeof conf === 'object' && !Array.isArray(conf) ? conf.id : undefined;
      const idPath = typeof id === 'string' ? bindPath(id) : undefined;
      if (!idPath || 'problem' in idPath) report('formHtml.badAttribute', { tag: element.tag, name: ':config', value: config.slice(0, 80) });
      else selectorIds[fullPath] = idPath.segments.join('.');
    }
    if (control.control === 'dialog') {
      const family = /-(\w+)-selector(?:-input)?$/.exec(element.tag)?.[1];
      const conf = parseLiteral(attributeText(element, 'custdialog') ?? '');
      const dialog = conf && typeof conf === 'object' && !Array.isArray(conf) ? (conf as Record<string, Literal>) : {};
      const alias = family ?? (typeof dialog.alias === 'string' ? dialog.alias : undefined);
      attribute.selector = { multiple: family ? !isTrue(element, 'single') : dialog.selectNum !== 1, ...(alias ? { dialogAlias: alias } : {}) };
      // mappingConf: which dialog column fills this field (its label) and which fills a field of its own (the id).
      for (const mapping of Array.isArray(dialog.mappingConf) ? dialog.mappingConf : []) {
        if (!mapping || typeof mapping !== 'object' || Array.isArray(mapping) || typeof mapping.from !== 'string' || !Array.isArray(mapping.target)) continue;
        for (const target of mapping.target) {
          if (typeof target !== 'string' || !IDENTIFIER.test(target)) continue;
          if (target === name) attribute.selector.labelField = mapping.from;
          else {
            attribute.selector.valueField ??= mapping.from;
            selectorIds[fullPath] ??= `${entity.path}.${target}`;
          }
        }
      }
    }
    // The native kind pairs names and ids through the selector's idField, a field of the same entity (row).
    const idPath = selectorIds[fullPath];
    if (attribute.selector && idPath) attribute.selector.idField = idPath.slice(idPath.lastIndexOf('.') + 1);
    const formula = element.attrs['v-formula'];
    if (formula !== undefined) {
      const members = objectMembers(formula);
      if (!members?.value) report('formHtml.badAttribute', { tag: element.tag, name: 'v-formula', value: formula.slice(0, 80) });
      else {
        pendingFormulas.push({ attribute, source: formulaSource(members, entity, scope), entity });
        if (parseLiteral(members.type ?? '') === 'default') attribute.formulaMode = 'default';
      }
    }
    const dateCalc = element.attrs[':date-calc-exp'];
    if (dateCalc !== undefined && formula === undefined) {
      const spec = parseLiteral(dateCalc);
      const calc = spec && typeof spec === 'object' && !Array.isArray(spec) ? (spec as Record<string, Literal>) : {};
      const start = typeof calc.start === 'string' ? calc.start : '';
      const end = typeof calc.end === 'string' ? calc.end : '';
      const unit = typeof calc.diffType === 'string' && calc.diffType !== '' ? calc.diffType : 'day';
      const path = (value: string) => (value.startsWith('data.') || value.startsWith('item.') ? value : `data.${value}`);
      if (!start || !end || 'problem' in bindPath(start) || 'problem' in bindPath(end) || !/^\w+$/.test(unit)) {
        report('formHtml.badAttribute', { tag: element.tag, name: ':date-calc-exp', value: dateCalc.slice(0, 80) });
      } else pendingFormulas.push({ attribute, source: formulaSource({ value: `$Formulas.DATEDIFF(${path(start)}, ${path(end)}, '${unit}')` }, entity, scope), entity });
    }
    // Nothing dropped silently: props with an effect the definition cannot carry are issues naming them.
    for (const prop of Object.keys(element.attrs)) {
      const bound = /^(?::|v-bind:)(.+)$/.exec(prop)?.[1];
      const bare = bound ?? prop;
      if (STYLE_PROPS.has(bare) || (bound !== undefined && READ_PROPS.has(bare)) || (bare === 'multiple' && (control.control === 'upload' || control.control === 'select' || control.control === 'tag'))) continue;
      if (bound !== undefined || IGNORED_PLAIN_PROPS.has(bare)) report('formHtml.ignoredProp', { name: prop, tag: element.tag });
    }
    if (control.readOnly) readOnlyFields.push(`${entity.name || '\u0000main'}.${name}`);
    entity.attributes.push(attribute);
    if (entity === main) layoutFields?.push(name);
  };

  const walk = (nodes: readonly HtmlNode[], scope: Scope): void => {
    for (const node of nodes) {
      if (node.type === 'text') {
        resolveText(node.value, '');
        continue;
      }
      if (node.tag === TRUNCATED) {
        report('formHtml.tooDeep', { limit: MAX_TREE_DEPTH });
        continue;
      }
      if (FORBIDDEN_TAGS.has(node.tag)) {
        report('formHtml.forbiddenElement', { tag: node.tag });
        continue;
      }
      inspect(node);
      if (Object.hasOwn(node.attrs, 'v-html')) {
        report('formHtml.forbiddenElement', { tag: `${node.tag} v-html` });
        continue;
      }
      if (BUTTON_TAGS.has(node.tag)) continue;
      let inner = scope;
      const loop = node.attrs['v-for'];
      if (loop !== undefined) {
        const table = tableOf(loop, scope);
        if (!table) {
          report('formHtml.badLoop', { expression: loop.slice(0, 80) });
          continue;
        }
        inner = { rows: new Map([...scope.rows, [table.item, table.entity]]) };
      }
      for (const entity of permissionTables(`${node.attrs['v-if'] ?? ''} ${node.attrs['v-show'] ?? ''}`)) labelTable(entity, node);
      if (node.tag === 'ht-form-item' || node.tag === 'el-form-item') {
        const slot = node.children.find((child) => isSlot(child, 'label'));
        const label = slot && slot.type === 'element' ? textOf(slot.children) : (node.attrs.label ?? '');
        inner = { ...inner, label: label || undefined, entity: permissionFields(node.attrs['v-if'] ?? '')[0]?.entity };
        walk(node.children.filter((child) => child !== slot), inner);
        continue;
      }
      if (isSlot(node, 'labeldesc') || isSlot(node, 'label')) continue;
      const control = controlOf(node);
      if (control) {
        addControl(node, control, inner);
        // The generator's controls hold only their label; an HTML parser nests the siblings that follow a
        // self-closed custom tag inside it, so those are read in the same scope.
        walk(node.children.filter((child) => !isSlot(child, 'labeldesc')), { rows: inner.rows });
        continue;
      }
      if (readLayout(node, inner)) continue;
      if (!LAYOUT_TAGS.has(node.tag)) {
        if (node.attrs['v-model'] !== undefined) report('formHtml.unknownControl', { tag: node.tag, path: node.attrs['v-model'].slice(0, 80) });
        else report('formHtml.unknownElement', { tag: node.tag });
      }
      walk(node.children, inner);
    }
  };

  // The designer's layout: one level of blocks over the main fields and tables (FormDefinition.layout).
  const layout: FormLayoutBlock[] = [];
  /** The open tabs or collapse block, while its children are read. */
  let openBlock: { type: 'tabs' | 'collapse'; pane: ReadonlySet<string>; title: 'label' | 'title'; panels: FormLayoutPanel[] } | undefined;
  /** Where main fields and tables read now are placed: the open pane's or layout table's names. */
  let layoutFields: string[] | undefined;
  /** The open layout table's widest row (fields per tr). */
  let gridColumns = 0;

  /** A pane's title: its title slot, its plain attribute, or a known label form bound to it ($t with its text, or the key). */
  const paneTitle = (node: HtmlElement, name: 'label' | 'title', index: number): { title: string; slot?: HtmlNode } => {
    const slot = node.children.find((child) => isSlot(child, name));
    const slotted = slot && slot.type === 'element' ? textOf(slot.children) : '';
    if (slotted) return { title: slotted, slot };
    if (node.attrs[name]?.trim()) return { title: text(node.attrs[name]), slot };
    const bound = node.attrs[`:${name}`];
    if (bound !== undefined) {
      const label = labelMustache(bound);
      const title = label ? (label.text ?? label.key ?? '') : '';
      if (title.trim()) return { title: text(title), slot };
      report('formHtml.expression', { expression: bound.slice(0, 80) });
    }
    return { title: node.attrs.name?.trim() || String(index + 1), slot };
  };

  /** Reads a layout block, pane or layout-table row with its children; false for any other element. */
  const readLayout = (node: HtmlElement, scope: Scope): boolean => {
    const kind = Object.hasOwn(LAYOUT_BLOCKS, node.tag) ? LAYOUT_BLOCKS[node.tag] : undefined;
    if (openBlock && !layoutFields && openBlock.pane.has(node.tag)) {
      const { title, slot } = paneTitle(node, openBlock.title, openBlock.panels.length);
      const panel: FormLayoutPanel = { title, fields: [] };
      openBlock.panels.push(panel);
      layoutFields = panel.fields;
      walk(node.children.filter((child) => child !== slot), scope);
      layoutFields = undefined;
      return true;
    }
    if (node.tag === 'tr' && layoutFields && !openBlock) {
      const before = layoutFields.length;
      walk(node.children, scope);
      gridColumns = Math.max(gridColumns, layoutFields.length - before);
      return true;
    }
    if (!kind) return false;
    // Only main-level blocks are layout: a table inside a row loop is the sub-table's own markup.
    if (scope.rows.size > 0) return false;
    if (openBlock || layoutFields) {
      if (kind.type !== 'grid') report('formHtml.nestedLayout', { tag: node.tag });
      return false;
    }
    if (kind.type === 'grid') {
      const fields: string[] = [];
      layoutFields = fields;
      gridColumns = 0;
      walk(node.children, scope);
      layoutFields = undefined;
      // A one-column table lays nothing out that the form's own column does not.
      if (gridColumns >= 2) layout.push({ type: 'grid', columns: Math.min(MAX_GRID_COLUMNS, gridColumns), fields });
      return true;
    }
    const block = { ...kind, panels: [] as FormLayoutPanel[] };
    openBlock = block;
    walk(node.children, scope);
    openBlock = undefined;
    const panels = block.panels.filter((panel) => panel.fields.length > 0);
    if (panels.length > 0) layout.push({ type: block.type, panels });
    return true;
  };

  /** Sub-table titles: the text of the el-header (or title-classed element) of the block that checks permission.table.<ent>. */
  const tableLabels = new Map<string, string>();
  const labelTable = (entity: string, node: HtmlElement) => {
    if (tableLabels.has(entity)) return;
    const find = (nodes: readonly HtmlNode[]): string => {
      for (const child of nodes) {
        if (child.type !== 'element') continue;
        if (child.tag === 'el-header' || /title/i.test(child.attrs.class ?? '')) return textOf(child.children);
        const found = child.attrs['v-for'] === undefined ? find(child.children) : '';
        if (found) return found;
      }
      return '';
    };
    const label = find(node.children);
    if (label) tableLabels.set(entity, label);
  };

  const tableOf = (loop: string, scope: Scope): { item: string; entity: EntityBuild } | undefined => {
    const parsed = loopSource(loop);
    if (!parsed) return undefined;
    const segments = parsed.source.split('.');
    const key = segments[segments.length - 1];
    const tableName = /^(?:sub|sun)_([A-Za-z_][\w-]*)$/.exec(key)?.[1];
    if (!tableName || mentionsPrototype(parsed.source)) return undefined;
    let parent: EntityBuild | undefined;
    if (segments[0] === 'data' && segments.length === 3) parent = acceptsBo(segments[1], 'v-for', parsed.source) ? main : undefined;
    else if (segments.length === 2 && scope.rows.has(segments[0])) parent = scope.rows.get(segments[0]);
    else if (segments[0] === 'data' && segments.length === 4 && acceptsBo(segments[1], 'v-for', parsed.source)) {
      // The grandchild loop of the generator: data.<bo>.sub_<ent>[index].sub_<grand>.
      const row = /^sub_([A-Za-z_][\w-]*)\[[A-Za-z_$][\w$]*\]$/.exec(segments[2])?.[1];
      parent = entities.find((candidate) => candidate.name === row && candidate.parent === undefined);
    }
    if (!parent) return undefined;
    let entity = entities.find((candidate) => candidate.name === tableName);
    if (!entity) {
      entity = { name: tableName, label: '', type: 'sub', parent: parent === main ? undefined : parent.name, attributes: [], path: `${parent.path}.sub_${tableName}` };
      entities.push(entity);
      if (parent === main) layoutFields?.push(`sub_${tableName}`);
    }
    return { item: parsed.item, entity };
  };

  main.path = 'data.\u0000';
  walk(parse(html), { rows: new Map() });

  if (!boAlias) {
    report(seenPaths.size === 0 ? 'formHtml.noForm' : 'formHtml.noBoAlias');
    return { issues, readOnlyFields, selectorIds: {} };
  }
  const mainName = main.name || boAlias;
  if (main.attributes.length === 0) {
    report('formHtml.noForm');
    return { issues, readOnlyFields, selectorIds: {} };
  }
  const name = options.name ?? boAlias;
  for (const pending of pendingFormulas) {
    const { source } = pending;
    try {
      evaluator.compile(source);
      pending.attribute.formula = source;
    } catch (error) {
      const detail = error instanceof FormulaError ? error.message : String(error);
      report('formHtml.formula', { label: typeof pending.attribute.label === 'string' ? pending.attribute.label : pending.attribute.name, detail });
      delete pending.attribute.formulaMode;
    }
  }
  const finished: FormEntity[] = [
    { name: mainName, label: name, type: 'main', attributes: main.attributes },
    ...entities
      .filter((entity) => entity.attributes.length > 0)
      .map((entity): FormEntity => ({ name: entity.name, label: tableLabels.get(entity.name) ?? entity.name, type: 'sub', ...(entity.parent ? { parent: entity.parent } : {}), attributes: entity.attributes })),
  ];
  const alias = IDENTIFIER.test(boAlias) ? boAlias : 'formHtml';
  // Tables with no field of their own are not in the definition, so not in its layout either.
  const placeable = new Set([...main.attributes.map((attribute) => attribute.name), ...finished.filter((entity) => entity.type === 'sub' && !entity.parent).map((entity) => `sub_${entity.name}`)]);
  const kept = layout.flatMap((block): FormLayoutBlock[] => {
    if (block.type === 'grid') {
      const fields = block.fields.filter((field) => placeable.has(field));
      return fields.length > 0 ? [{ ...block, fields }] : [];
    }
    const panels = block.panels.map((panel) => ({ ...panel, fields: panel.fields.filter((field) => placeable.has(field)) })).filter((panel) => panel.fields.length > 0);
    return panels.length > 0 ? [{ type: block.type, panels }] : [];
  });
  return {
    definition: { kind: 'form', alias, name, boAlias: alias, entities: finished, ...(kept.length > 0 ? { layout: kept } : {}) },
    issues: issues.map((issue) => ({ ...issue, alias })),
    readOnlyFields: readOnlyFields.map((field) => field.replace('\u0000main', mainName)),
    selectorIds: Object.fromEntries(Object.entries(selectorIds).map(([field, id]) => [field, id].map((path) => path.replace('data.\u0000', `data.${alias}`)))),
  };
}

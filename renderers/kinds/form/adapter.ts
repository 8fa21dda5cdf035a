// Form definition → JSON Schema of the data + uiSchema + compiled field descriptors + formula graph.
// Pure: no React, no rjsf; the rules and formula plugins come in as options (defaults: the real libraries).
import { buildFormulaGraph, createFormulaEvaluator, formatMessage as formatFormulaMessage, type CompiledFormula, type FormulaEvaluator, type FormulaGraph } from '../../formula';
import { normalizeLocale, type Locale } from '../../messages';
import { compileRules, effectivePermission, isPermission, isWritable, mergeRules, subFieldKey, type CompiledRules, type CompileOptions, type Permission, type RuleServices, type RuleSet } from '../../rules';
import { joinKeys } from '../../rjsf-semi/valueShapes';
import { formatFormAdapterMessage, type FormAdapterMessageKey } from './adapterMessages';
import type { PermissionOverlay } from './linkage';
import type { FormAttribute, FormControl, FormDefinition, FormEntity, FormPermissionMap, FormScalar, LocalizedText, TablePermission } from './definition';

type Json = Record<string, unknown>;

export interface FormToSchemaOptions {
  /** The runtime permission map (§3.2); default: the definition's own, else everything writable. */
  permission?: FormPermissionMap;
  locale?: Locale | string;
  /** Rules plugin (default compileRules). */
  rules?: { compile(rules: RuleSet, options?: CompileOptions): CompiledRules };
  /** Formula plugin (default: a fresh evaluator with the built-in functions). */
  formula?: Pick<FormulaEvaluator, 'compile'>;
  /** Server and script checks for backendValidate, isExist and frontJSValidate (without them those rules are skipped). */
  services?: RuleServices;
}

/** A problem of the definition. Fatal ones (structure) make the form unusable; the others leave the field usable. */
export interface FormDefinitionError {
  readonly code: string;
  /** JSON path into the definition, e.g. '$.entities[1].attributes[0].formula'. */
  readonly path: string;
  /** Data paths of the fields concerned (a formula cycle names all of them). */
  readonly fields: readonly string[];
  readonly message: string;
  readonly fatal: boolean;
}

export interface FormTableDescriptor {
  readonly entity: string;
  readonly label: string;
  /** Data path of the rows: 'data.<bo>.sub_<ent>' (grandchildren: 'data.<bo>.sub_<ent>.sub_<grand>'). */
  readonly path: string;
  readonly parent: string;
  readonly hidden: boolean;
  readonly add: boolean;
  readonly del: boolean;
  readonly required: boolean;
  readonly edit: boolean;
}

export interface FormLinkageDescriptor {
  readonly values: readonly FormScalar[];
  readonly targets: readonly { readonly path: string; readonly permission: Permission }[];
}

export interface FormFieldDescriptor {
  /** Data path: 'data.<bo>.<field>'; in sub-tables without row index: 'data.<bo>.sub_<ent>.<field>'. */
  readonly path: string;
  readonly entity: string;
  readonly name: string;
  readonly label: string;
  readonly dataType: FormAttribute['dataType'];
  readonly control: FormControl;
  /** The table the field belongs to ('' for main fields). */
  readonly table: string;
  readonly permission: Permission;
  readonly writable: boolean;
  readonly required: boolean;
  readonly rules: CompiledRules;
  readonly formula?: CompiledFormula;
  readonly formulaMode: 'always' | 'default';
  readonly linkage: readonly FormLinkageDescriptor[];
  readonly attribute: FormAttribute;
  /** Where the attribute is in the definition. */
  readonly definitionPath: string;
}

export interface FormModel {
  readonly kind: 'form';
  readonly alias: string;
  readonly boAlias: string;
  readonly title: string;
  readonly schema: Json;
  readonly uiSchema: Json;
  readonly fields: readonly FormFieldDescriptor[];
  readonly fieldsByPath: ReadonlyMap<string, FormFieldDescriptor>;
  readonly tables: readonly FormTableDescriptor[];
  /** Keys are field paths; evaluate main formulas with { data }, row formulas with { data, item: row }. */
  readonly formulaGraph: FormulaGraph;
  readonly definitionErrors: readonly FormDefinitionError[];
  /** Blank data: defaults, empty tables, and initData (the blank-row template of each table, §3.1). */
  readonly initialData: Json;
  /** Permission of a sub-table field in one row (per-row overrides, read-only rows). */
  permissionAt(path: string, rowIndex: number, parentRowIndex?: number, rowReadonly?: boolean): Permission;
  /** Its compiled rules with that permission. */
  rulesAt(path: string, rowIndex: number, parentRowIndex?: number, rowReadonly?: boolean): CompiledRules;
  /** The model with run-time permissions (linkage) applied; the same model when the overlay is empty. */
  withPermissions(overlay: PermissionOverlay): FormModel;
}

/** rjsf widget names, as the Semi theme (renderers/rjsf-semi) registers them. */
export const WIDGET_OF_CONTROL: Readonly<Record<FormControl, string>> = {
  text: 'text',
  textarea: 'textarea',
  number: 'updown',
  select: 'select',
  radio: 'radio',
  checkbox: 'checkboxes',
  switch: 'switch',
  date: 'date',
  time: 'time',
  datetime: 'datetime',
  upload: 'upload',
  richtext: 'richText',
  user: 'userSelector',
  org: 'orgSelector',
  dialog: 'customDialog',
  dictionary: 'dictionary',
  sysType: 'sysType',
  tag: 'tag',
  serialNumber: 'serialNumber',
};

const CHOICE_CONTROLS: ReadonlySet<FormControl> = new Set(['select', 'radio', 'checkbox']);
const STRUCTURE_CODES: ReadonlySet<string> = new Set(['form.mainEntity', 'form.duplicateEntity', 'form.duplicateAttribute', 'form.unknownParent']);
const DEFAULT_TABLE: Required<Pick<TablePermission, 'hidden' | 'add' | 'del' | 'required' | 'edit'>> = { hidden: false, add: true, del: true, required: false, edit: true };

export function localizedText(text: LocalizedText | undefined, locale: Locale): string {
  if (text === undefined) return '';
  if (typeof text === 'string') return text;
  return text[locale] ?? text['zh-CN'] ?? Object.values(text).find((value) => typeof value === 'string') ?? '';
}

/** The subFields overrides of one table field: row index ('<parentRow>_<row>' for grandchildren) → permission. */
function rowOverridesOf(entity: string, name: string, subFields: Readonly<Record<string, string | undefined>> | undefined): Record<string, Permission> | undefined {
  const rowOverrides: Record<string, Permission> = {};
  const direct = `sub_${entity}_${name}_`;
  const grand = `sun_${entity}_${name}_`;
  for (const [key, value] of Object.entries(subFields ?? {})) {
    if (!isPermission(value)) continue;
    if (key.startsWith(direct) && /^\d+$/.test(key.slice(direct.length))) rowOverrides[key.slice(direct.length)] = value;
    else if (key.startsWith(grand) && /^\d+_\d+$/.test(key.slice(grand.length))) rowOverrides[key.slice(grand.length)] = value;
  }
  return Object.keys(rowOverrides).length > 0 ? rowOverrides : undefined;
}

/** A layout block as the main object's `ui:options.layout` holds it: titles in the form's language. */
export type FormLayoutOption = { type: 'tabs' | 'collapse'; panels: { title: string; fields: string[] }[] } | { type: 'grid'; columns: number; fields: string[] };

/**
 * The definition's layout for the renderer: each name must be a main field or table key (`order`) and be in one
 * block only; the others are definition issues and the field stays in the form's column.
 */
function layoutOptions(
  blocks: NonNullable<FormDefinition['layout']>,
  order: readonly string[],
  locale: Locale,
  report: (code: FormAdapterMessageKey, path: string, params: Record<string, string | number>) => void,
): FormLayoutOption[] {
  const known = new Set(order);
  const placed = new Set<string>();
  const take = (names: readonly string[], path: string): string[] =>
    names.filter((name, index) => {
      if (!known.has(name)) report('form.layoutField', `${path}[${index}]`, { name });
      else if (placed.has(name)) report('form.layoutFieldTwice', `${path}[${index}]`, { name });
      else {
        placed.add(name);
        return true;
      }
      return false;
    });
  return blocks.flatMap((block, index): FormLayoutOption[] => {
    const path = `$.layout[${index}]`;
    if (block.type === 'grid') {
      const fields = take(block.fields, `${path}.fields`);
      return fields.length > 0 ? [{ type: 'grid', columns: block.columns, fields }] : [];
    }
    const panels = block.panels.map((panel, at) => ({ title: localizedText(panel.title, locale), fields: take(panel.fields, `${path}.panels[${at}].fields`) }));
    return panels.some((panel) => panel.fields.length > 0) ? [{ type: block.type, panels: panels.filter((panel) => panel.fields.length > 0) }] : [];
  });
}

/** Sets the widget of a field's uiSchema for a permission: n hides the control, r makes it read-only. */
function setWidget(ui: Json, control: FormControl, permission: Permission): Json {
  ui['ui:widget'] = permission === 'n' ? 'hidden' : WIDGET_OF_CONTROL[control];
  if (permission === 'r') ui['ui:readonly'] = true;
  return ui;
}

/** A field's uiSchema `rest` under another permission. */
function fieldUiSchema(control: FormControl, permission: Permission, rest: Json): Json {
  const { 'ui:readonly': _readonly, 'ui:widget': _widget, ...others } = rest;
  return setWidget(others, control, permission);
}

/** Where a field sits in the schema and uiSchema: 'data.bo.sub_items.price' → ['bo', 'sub_items', 'items', 'price'] (uiSchema) . */
function nestedKeys(path: string): string[] {
  const segments = path.split('.').slice(1);
  return segments.flatMap((segment, index) => (index > 0 && index < segments.length - 1 && segment.startsWith('sub_') ? [segment, 'items'] : [segment]));
}

/** An object schema whose `required` lists `name` exactly when `required`. */
function withRequired(objectSchema: Json, name: string, required: boolean): Json {
  const { required: list = [], ...rest } = objectSchema as { required?: string[] } & Json;
  const next = list.filter((entry) => entry !== name);
  if (required) next.push(name);
  return next.length > 0 ? { ...rest, required: next } : rest;
}

/** A copy of `root` with `update` applied to the node at `keys`, sharing every untouched branch. */
function updateNode(root: Json, keys: readonly string[], update: (node: Json) => Json): Json {
  if (keys.length === 0) return update(root);
  const [head, ...rest] = keys;
  const child = root[head];
  return { ...root, [head]: updateNode(typeof child === 'object' && child !== null ? (child as Json) : {}, rest, update) };
}

/** 'data.bo.sub_items[3].price' / 'data.bo.sub_items.3.price' → 'data.bo.sub_items.price' (the key of fields and of the graph). */
export function toTemplatePath(path: string): string {
  return path.replace(/\[\s*\d+\s*\]/g, '').replace(/\.\d+(?=\.|$)/g, '');
}

/** The formula text's `item.<field>` reads, seen by the graph as reads of the table's fields. */
function withRowReads(formula: CompiledFormula, rowPrefixes: ReadonlySet<string>): CompiledFormula {
  const variables = formula.variables().flatMap((variable) =>
    variable === 'item' || variable.startsWith('item.') ? [...rowPrefixes].map((prefix) => prefix + variable.slice(4)) : [variable],
  );
  return {
    source: formula.source,
    callsExtensions: formula.callsExtensions,
    evaluate: (scope) => formula.evaluate(scope),
    evaluateAsync: (scope) => formula.evaluateAsync(scope),
    variables: () => [...variables],
  };
}

/**
 * The dependency graph of a form's formulas (field data path → formula text). A table's formula reads `item.x` as
 * the field x of its own rows: `rowPrefixesByText` gives, per formula text, the rows paths of the tables using it.
 */
export function formFormulaGraph(formulas: Readonly<Record<string, string>>, rowPrefixesByText: ReadonlyMap<string, ReadonlySet<string>>, evaluator: Pick<FormulaEvaluator, 'compile'>): FormulaGraph {
  return buildFormulaGraph(formulas, {
    evaluator: {
      compile(text) {
        const formula = evaluator.compile(text);
        const prefixes = rowPrefixesByText.get(text);
        return prefixes ? withRowReads(formula, prefixes) : formula;
      },
    },
  });
}

/** One definition error of the formula graph: at the first concerned field's formula, naming every concerned field. */
export function formulaGraphProblem(
  problem: FormulaGraph['errors'][number],
  fieldAt: (path: string) => { readonly label: string; readonly definitionPath: string } | undefined,
  locale: Locale,
): { code: string; path: string; message: string } {
  const concerned = problem.fields.map(fieldAt);
  return {
    code: problem.error.code,
    path: concerned[0] ? `${concerned[0].definitionPath}.formula` : '$',
    message: `${concerned.map((field) => field?.label).filter(Boolean).join('、')}: ${formatFormulaMessage(problem.error.code, problem.error.params, locale)}`,
  };
}

/** The JSON type of a choice control's values: their common type, else string. */
function optionType(choices: readonly { const: FormScalar }[]): string {
  const types = new Set(choices.map((choice) => typeof choice.const));
  return types.size === 1 ? [...types][0] : 'string';
}

/** Checkboxes and multiple selects hold several keys, comma-joined (the family's shape). */
const holdsJoinedKeys = (attribute: FormAttribute): boolean => attribute.control === 'checkbox' || (attribute.control === 'select' && attribute.multiple === true);

/** A new record's value: the default (joined keys comma-joined), else ''. */
function blankValueOf(attribute: FormAttribute): unknown {
  if (!holdsJoinedKeys(attribute)) return attribute.defaultValue ?? '';
  const keys = attribute.defaultValue;
  return joinKeys(Array.isArray(keys) ? keys : keys === undefined ? [] : [keys]);
}

function schemaOfAttribute(attribute: FormAttribute, label: string, locale: Locale): Json {
  const choices = attribute.options?.map((option) => ({ const: option.value, title: localizedText(option.label, locale) }));
  let schema: Json;
  if (holdsJoinedKeys(attribute)) {
    // The chosen keys, comma-joined (the family's shape); the widget reads the choices from ui:options.
    schema = { type: 'string' };
  } else if (choices && CHOICE_CONTROLS.has(attribute.control)) {
    schema = { type: optionType(choices), oneOf: choices };
  } else if (attribute.control === 'switch') {
    schema = { type: 'boolean' };
  } else {
    schema = { type: attribute.dataType === 'number' ? 'number' : attribute.dataType === 'boolean' ? 'boolean' : 'string' };
  }
  schema.title = label;
  const description = localizedText(attribute.description, locale);
  if (description) schema.description = description;
  if (attribute.defaultValue !== undefined) schema.default = blankValueOf(attribute);
  return schema;
}

/**
 * Compiles a form definition (valid against schemas/form.schema.json) for rendering. Never throws: problems
 * are listed in definitionErrors (fatal ones make the form unusable: the engine refuses it).
 */
export function formToSchema(definition: FormDefinition, options: FormToSchemaOptions = {}): FormModel {
  const locale = normalizeLocale(options.locale);
  const ruleCompiler = options.rules ?? { compile: compileRules };
  const evaluator = options.formula ?? createFormulaEvaluator({ locale });
  const permissionMap: FormPermissionMap = options.permission ?? definition.permission ?? {};
  const errors: FormDefinitionError[] = [];
  const report = (code: FormAdapterMessageKey, path: string, params: Record<string, string | number>, fields: string[] = []) =>
    errors.push({ code, path, fields, message: formatFormAdapterMessage(code, params, locale), fatal: STRUCTURE_CODES.has(code) });

  // Entities: exactly one main; every sub entity reachable from it through parents.
  const entityIndex = new Map<string, number>();
  definition.entities.forEach((entity, index) => {
    if (entityIndex.has(entity.name)) report('form.duplicateEntity', `$.entities[${index}].name`, { name: entity.name });
    else entityIndex.set(entity.name, index);
  });
  const mains = definition.entities.filter((entity) => entity.type === 'main');
  if (mains.length !== 1) report('form.mainEntity', '$.entities', { alias: definition.alias, count: mains.length });
  const main = mains[0] as FormEntity | undefined;
  const childrenOf = new Map<string, FormEntity[]>();
  for (const entity of definition.entities) {
    if (entity.type !== 'sub') continue;
    const parent = entity.parent ?? main?.name ?? '';
    childrenOf.set(parent, [...(childrenOf.get(parent) ?? []), entity]);
  }

  const fields: FormFieldDescriptor[] = [];
  const fieldsByPath = new Map<string, FormFieldDescriptor>();
  const tables: FormTableDescriptor[] = [];
  const formulas: Record<string, string> = {};
  const rowPrefixesByText = new Map<string, Set<string>>();
  const pendingLinkage: { field: FormFieldDescriptor; linkage: FormLinkageDescriptor[] }[] = [];
  const fieldPermissions = (entity: string): Record<string, string> => permissionMap.fields?.[entity] ?? {};

  /** Builds one entity's object schema, uiSchema and blank row; `prefix` is its data path ('data.bo', 'data.bo.sub_items'). */
  const buildEntity = (entity: FormEntity, prefix: string, table: string, visited: Set<string>): { schema: Json; uiSchema: Json; blank: Json } => {
    visited.add(entity.name);
    const entityPath = `$.entities[${entityIndex.get(entity.name)}]`;
    const properties: Json = {};
    const uiSchema: Json = {};
    const required: string[] = [];
    const blank: Json = {};
    const order: string[] = [];
    const seen = new Set<string>();
    const permissions = fieldPermissions(entity.name);
    entity.attributes.forEach((attribute, attributeIndex) => {
      const definitionPath = `${entityPath}.attributes[${attributeIndex}]`;
      if (seen.has(attribute.name)) {
        report('form.duplicateAttribute', `${definitionPath}.name`, { entity: entity.name, name: attribute.name });
        return;
      }
      seen.add(attribute.name);
      const label = localizedText(attribute.label, locale);
      const path = `${prefix}.${attribute.name}`;
      const given = permissions[attribute.name];
      const permission: Permission = given === undefined ? 'w' : isPermission(given) ? given : 'r';
      const ruleSet = attribute.confirmedWith ? mergeRules(attribute.rules, { confirmed: attribute.confirmedWith }) : attribute.rules;
      const rules = ruleCompiler.compile(ruleSet, { permission: given ?? 'w', locale, label, services: options.services });
      for (const problem of rules.definitionErrors) {
        errors.push({ code: problem.code, path: `${definitionPath}.rules`, fields: [path], message: problem.message, fatal: false });
      }
      if (CHOICE_CONTROLS.has(attribute.control) && !attribute.options?.length) {
        report('form.optionsMissing', `${definitionPath}.options`, { label, control: attribute.control }, [path]);
      }
      let formula: CompiledFormula | undefined;
      if (attribute.formula !== undefined) {
        formulas[path] = attribute.formula;
        if (table) {
          const prefixes = rowPrefixesByText.get(attribute.formula) ?? new Set<string>();
          rowPrefixesByText.set(attribute.formula, prefixes.add(prefix));
        }
        try {
          formula = evaluator.compile(attribute.formula);
        } catch {
          // Reported once, with the graph's errors below.
        }
      }
      const linkage: FormLinkageDescriptor[] = [];
      const field: FormFieldDescriptor = {
        path,
        entity: entity.name,
        name: attribute.name,
        label,
        dataType: attribute.dataType,
        control: attribute.control,
        table,
        permission,
        writable: isWritable(permission),
        required: rules.required,
        rules,
        formula,
        formulaMode: attribute.formulaMode ?? 'always',
        linkage,
        attribute,
        definitionPath,
      };
      fields.push(field);
      fieldsByPath.set(path, field);
      if (attribute.linkage?.length) pendingLinkage.push({ field, linkage });

      properties[attribute.name] = schemaOfAttribute(attribute, label, locale);
      if (field.required) required.push(attribute.name);
      order.push(attribute.name);
      blank[attribute.name] = blankValueOf(attribute);
      const uiOptions: Json = { control: attribute.control, permission };
      if (attribute.format) uiOptions.format = attribute.format;
      if (attribute.display) uiOptions.display = attribute.display;
      if (holdsJoinedKeys(attribute)) uiOptions.choices = attribute.options?.map((option) => ({ value: option.value, label: localizedText(option.label, locale) })) ?? [];
      if (attribute.upload) Object.assign(uiOptions, attribute.upload);
      if (attribute.selector) Object.assign(uiOptions, { multiple: attribute.selector.multiple ?? false, selector: attribute.selector });
      if (formula) uiOptions.formulaMode = field.formulaMode;
      if (attribute.serviceKey) uiOptions.serviceKey = attribute.serviceKey;
      if (attribute.multiple && attribute.control === 'tag') uiOptions.multiple = true;
      if (table) {
        // Per-row overrides known now (linkage adds more at run time).
        const rowOverrides = rowOverridesOf(entity.name, attribute.name, permissionMap.subFields);
        if (rowOverrides) uiOptions.rowOverrides = rowOverrides;
      }
      // Built in place, without spreads: big forms run this loop thousands of times before their first paint.
      const fieldUi: Json = {};
      const placeholder = localizedText(attribute.placeholder, locale);
      if (placeholder) fieldUi['ui:placeholder'] = placeholder;
      fieldUi['ui:options'] = uiOptions;
      uiSchema[attribute.name] = setWidget(fieldUi, attribute.control, permission);
    });

    const initData: Json = {};
    for (const child of childrenOf.get(entity.name) ?? []) {
      if (visited.has(child.name)) continue;
      const key = `sub_${child.name}`;
      const tablePath = `${prefix}.${key}`;
      const built = buildEntity(child, tablePath, child.name, visited);
      const given = permissionMap.table?.[child.name] ?? {};
      const rights = { ...DEFAULT_TABLE, ...given };
      const editable = !rights.hidden && rights.edit;
      const descriptor: FormTableDescriptor = {
        entity: child.name,
        label: localizedText(child.label, locale),
        path: tablePath,
        parent: entity.name,
        hidden: rights.hidden,
        add: editable && rights.add,
        del: editable && rights.del,
        required: editable && rights.required,
        edit: editable,
      };
      tables.push(descriptor);
      properties[key] = {
        type: 'array',
        title: descriptor.label,
        items: built.schema,
        ...(descriptor.required ? { minItems: 1 } : {}),
      };
      if (descriptor.required) required.push(key);
      order.push(key);
      blank[key] = [];
      initData[child.name] = built.blank;
      uiSchema[key] = {
        ...(descriptor.hidden ? { 'ui:widget': 'hidden' } : {}),
        'ui:options': {
          control: 'table',
          hidden: descriptor.hidden,
          addable: descriptor.add,
          copyable: descriptor.add,
          orderable: descriptor.add,
          removable: descriptor.del,
          required: descriptor.required,
          editable: descriptor.edit,
        },
        items: built.uiSchema,
      };
    }
    if (Object.keys(initData).length > 0 && !table) blank.initData = initData;
    uiSchema['ui:order'] = order;
    return { schema: { type: 'object', properties, ...(required.length ? { required } : {}) }, uiSchema, blank };
  };

  const boPrefix = `data.${definition.boAlias}`;
  const visited = new Set<string>();
  const built = main ? buildEntity(main, boPrefix, '', visited) : { schema: { type: 'object', properties: {} }, uiSchema: {}, blank: {} };
  const layout = layoutOptions(definition.layout ?? [], (built.uiSchema['ui:order'] as string[] | undefined) ?? [], locale, report);
  if (layout.length > 0) built.uiSchema['ui:options'] = { layout };
  definition.entities.forEach((entity, index) => {
    if (entity.type === 'sub' && !visited.has(entity.name) && entityIndex.get(entity.name) === index) {
      report('form.unknownParent', `$.entities[${index}].parent`, { entity: entity.name, parent: entity.parent ?? main?.name ?? '' });
    }
  });

  // Linkage targets: a name in the same entity or <entity>.<name> (looked up by that key only when a field has linkage).
  const fieldsByEntity = pendingLinkage.length === 0 ? new Map<string, FormFieldDescriptor>() : new Map(fields.map((field) => [`${field.entity}.${field.name}`, field]));
  for (const { field, linkage } of pendingLinkage) {
    (field.attribute.linkage ?? []).forEach((rule, ruleIndex) => linkage.push({
      values: rule.values,
      targets: Object.entries(rule.permissions).flatMap(([target, permission]) => {
        const found = fieldsByEntity.get(target.includes('.') ? target : `${field.entity}.${target}`);
        if (!found) {
          report('form.linkageTarget', `${field.definitionPath}.linkage[${ruleIndex}].permissions`, { label: field.label, target }, [field.path]);
          return [];
        }
        return [{ path: found.path, permission }];
      }),
    }));
  }

  const formulaGraph = formFormulaGraph(formulas, rowPrefixesByText, evaluator);
  for (const problem of formulaGraph.errors) {
    errors.push({ ...formulaGraphProblem(problem, (path) => fieldsByPath.get(path), locale), fields: problem.fields, fatal: false });
  }

  // Rules of a field under another permission (row overrides, linkage), compiled once per permission.
  const rulesCache = new Map<string, CompiledRules>();
  const rulesFor = (field: FormFieldDescriptor, permission: Permission): CompiledRules => {
    if (permission === field.permission) return field.rules;
    const key = `${field.path}\u0000${permission}`;
    let rules = rulesCache.get(key);
    if (!rules) {
      const attribute = field.attribute;
      const ruleSet = attribute.confirmedWith ? mergeRules(attribute.rules, { confirmed: attribute.confirmedWith }) : attribute.rules;
      rules = ruleCompiler.compile(ruleSet, { permission, locale, label: field.label, services: options.services });
      rulesCache.set(key, rules);
    }
    return rules;
  };

  const assemble = (schema: Json, uiSchema: Json, modelFields: readonly FormFieldDescriptor[], subFields: FormPermissionMap['subFields']): FormModel => {
    const byPath = modelFields === fields ? fieldsByPath : new Map(modelFields.map((field) => [field.path, field]));
    const permissionAt = (path: string, rowIndex: number, parentRowIndex?: number, rowReadonly?: boolean): Permission => {
      const field = byPath.get(toTemplatePath(path));
      if (!field) return 'n';
      if (!field.table) return field.permission;
      return effectivePermission(field.permission, { subFields, rowReadonly }, subFieldKey(field.entity, field.name, rowIndex, parentRowIndex));
    };
    const model: FormModel = {
      kind: 'form',
      alias: definition.alias,
      boAlias: definition.boAlias,
      title: localizedText(definition.name, locale),
      schema,
      uiSchema,
      fields: modelFields,
      fieldsByPath: byPath,
      tables,
      formulaGraph,
      definitionErrors: errors,
      initialData: { [definition.boAlias]: built.blank },
      permissionAt,
      rulesAt(path, rowIndex, parentRowIndex, rowReadonly) {
        const field = byPath.get(toTemplatePath(path));
        const permission = permissionAt(path, rowIndex, parentRowIndex, rowReadonly);
        if (!field) return ruleCompiler.compile(undefined, { permission, locale, label: '' });
        return rulesFor(fieldsByPath.get(field.path) ?? field, permission);
      },
      withPermissions(overlay) {
        if (overlay.fields.size === 0 && Object.keys(overlay.subFields).length === 0) return baseModel;
        const merged = { ...permissionMap.subFields, ...overlay.subFields };
        let nextSchema = baseModel.schema;
        let nextUi = baseModel.uiSchema;
        const nextFields = fields.map((field) => {
          const permission = overlay.fields.get(field.path) ?? field.permission;
          const baseRows = field.table ? rowOverridesOf(field.entity, field.name, permissionMap.subFields) : undefined;
          const rows = field.table ? rowOverridesOf(field.entity, field.name, merged) : undefined;
          const rowsChanged = JSON.stringify(rows) !== JSON.stringify(baseRows);
          if (permission === field.permission && !rowsChanged) return field;
          const rules = rulesFor(field, permission);
          nextUi = updateNode(nextUi, nestedKeys(field.path), (node) => {
            const { rowOverrides: _stale, ...options } = (node['ui:options'] ?? {}) as Json;
            return fieldUiSchema(field.control, permission, { ...node, 'ui:options': { ...options, permission, ...(rows ? { rowOverrides: rows } : {}) } });
          });
          if (permission !== field.permission) {
            const segments = field.path.split('.').slice(1);
            const objectKeys = segments.slice(0, -1).flatMap((segment, index) => (index === 0 ? ['properties', segment] : ['properties', segment, 'items']));
            nextSchema = updateNode(nextSchema, objectKeys, (node) => withRequired(node, field.name, rules.required));
          }
          return { ...field, permission, writable: isWritable(permission), required: rules.required, rules };
        });
        return assemble(nextSchema, nextUi, nextFields, merged);
      },
    };
    return model;
  };

  const baseModel = assemble(
    { type: 'object', properties: { [definition.boAlias]: { ...built.schema, title: localizedText(definition.name, locale) } } },
    { [definition.boAlias]: built.uiSchema },
    fields,
    permissionMap.subFields,
  );
  return baseModel;
}

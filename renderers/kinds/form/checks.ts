// The form kind's author checks (KindModule.check): every problem of a form definition an author can act on,
// in one round. They read only what is well-typed, so they also run on a definition the schema refuses:
// the rule strings and formulas present, the field references of formulas and rules, linkage targets and
// the permission map. When the adapter ran (`model`), its own findings (rules, formulas, cycles, options,
// linkage) are taken from model.definitionErrors instead of being computed twice.
import { aliasOf, pointerToPath, valueAtPath, type DefinitionIssue } from '../../core/validate';
import { FormulaError, formatMessage as formatFormulaMessage, type FormulaEvaluator } from '../../formula';
import type { Locale } from '../../messages';
import { parseRules, type CompiledRules, type CompileOptions, type RuleSet } from '../../rules';
import { ruleSetTypeError } from '../../rules/parse';
import { formFormulaGraph, formulaGraphProblem, localizedText, toTemplatePath, type FormModel } from './adapter';
import { formatFormAdapterMessage } from './adapterMessages';
import { formatFormCheckMessage, type FormCheckMessageKey } from './checkMessages';
import type { LocalizedText } from './definition';

export interface FormCheckOptions {
  readonly locale: Locale;
  readonly rules: { compile(rules: RuleSet, options?: CompileOptions): CompiledRules };
  readonly formula: Pick<FormulaEvaluator, 'compile'>;
  /** The adapted model, when the definition was valid enough to adapt. */
  readonly model?: FormModel;
}

type Json = Record<string, unknown>;

const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);
const isText = (value: unknown): value is LocalizedText => typeof value === 'string' || isObject(value);
/** Rules whose argument is another field (docs/rules.md). */
const FIELD_ARGUMENT_RULES: ReadonlySet<string> = new Set(['confirmed', 'isBefore', 'isAfter', 'isEnd', 'isStart']);
const FIELD_REFERENCE = /^(?:data|item)\./;
const EXAMPLES = 5;

interface CheckedAttribute {
  readonly value: Json;
  readonly name: string;
  readonly label: string;
  /** JSON path of the attribute in the definition. */
  readonly at: string;
}

interface CheckedEntity {
  readonly name: string;
  readonly type: unknown;
  readonly parent?: string;
  readonly at: string;
  readonly attributes: readonly CheckedAttribute[];
}

/** The well-typed entities and attributes of a definition of unknown shape. */
function readEntities(definition: Json, locale: Locale): CheckedEntity[] {
  if (!Array.isArray(definition.entities)) return [];
  return definition.entities.flatMap((entity: unknown, index): CheckedEntity[] => {
    if (!isObject(entity) || typeof entity.name !== 'string') return [];
    const at = `$.entities[${index}]`;
    const attributes = (Array.isArray(entity.attributes) ? entity.attributes : []).flatMap((attribute: unknown, position): CheckedAttribute[] =>
      isObject(attribute) && typeof attribute.name === 'string'
        ? [{ value: attribute, name: attribute.name, label: isText(attribute.label) ? localizedText(attribute.label as LocalizedText, locale) || attribute.name : attribute.name, at: `${at}.attributes[${position}]` }]
        : [],
    );
    return [{ name: entity.name, type: entity.type, parent: typeof entity.parent === 'string' ? entity.parent : undefined, at, attributes }];
  });
}

/** Data path of each entity's rows: the main entity 'data.<bo>', a table 'data.<bo>.sub_<ent>' (through its parents). */
function entityPaths(entities: readonly CheckedEntity[], boAlias: string): Map<string, string> {
  const main = entities.find((entity) => entity.type === 'main');
  const paths = new Map<string, string>();
  if (!main) return paths;
  paths.set(main.name, `data.${boAlias}`);
  // Parents first: at most one pass per level of nesting.
  for (let pass = 0; pass < entities.length; pass += 1) {
    let added = false;
    for (const entity of entities) {
      if (entity.type !== 'sub' || paths.has(entity.name)) continue;
      const parent = paths.get(entity.parent ?? main.name);
      if (parent === undefined) continue;
      paths.set(entity.name, `${parent}.sub_${entity.name}`);
      added = true;
    }
    if (!added) break;
  }
  return paths;
}

export function checkFormDefinition(definition: unknown, options: FormCheckOptions): DefinitionIssue[] {
  if (!isObject(definition)) return [];
  const { locale, model } = options;
  const alias = aliasOf(definition);
  const issues: DefinitionIssue[] = [];
  const text = (key: FormCheckMessageKey, params: Record<string, string | number> = {}) => formatFormCheckMessage(key, params, locale);
  const report = (code: string, path: string, message: string, expected: string, value: unknown = valueAtPath(definition, path)) =>
    issues.push(value === undefined ? { code, kind: 'form', alias, path, expected, message } : { code, kind: 'form', alias, path, expected, message, value });
  const examples = (names: readonly string[]) => (names.length ? names.slice(0, EXAMPLES).join(', ') + (names.length > EXAMPLES ? ', …' : '') : text('none'));

  const entities = readEntities(definition, locale);
  const boAlias = typeof definition.boAlias === 'string' ? definition.boAlias : '';
  const rowsOf = entityPaths(entities, boAlias);
  // What a reference may name: every field and table path, and every object on the way to one.
  const known = new Set<string>();
  const fieldPaths: string[] = [];
  for (const entity of entities) {
    const rows = rowsOf.get(entity.name);
    if (rows === undefined) continue;
    const segments = rows.split('.');
    segments.forEach((_, index) => known.add(segments.slice(0, index + 1).join('.')));
    for (const attribute of entity.attributes) {
      known.add(`${rows}.${attribute.name}`);
      fieldPaths.push(`${rows}.${attribute.name}`);
    }
  }
  const fieldExpected = text('expected.field', { examples: examples(fieldPaths) });
  /** A reference names a field when it, or an object it reads into (a selector's value), is known. */
  const fieldSet = new Set(fieldPaths);
  // Without a BO alias or a main entity no reference can be judged (the schema reports those).
  const judged = boAlias !== '' && rowsOf.size > 0;
  const resolves = (reference: string, rows: string | undefined): boolean => {
    if (!judged) return true;
    const inRow = reference === 'item' || reference.startsWith('item.');
    if (inRow && rows === undefined) return false;
    const segments = toTemplatePath(inRow ? rows + reference.slice(4) : reference).split('.');
    if (known.has(segments.join('.'))) return true;
    for (let length = segments.length - 1; length > 0; length -= 1) if (fieldSet.has(segments.slice(0, length).join('.'))) return true;
    return false;
  };

  for (const entity of entities) {
    const rows = rowsOf.get(entity.name);
    // Row references (item.x) mean the entity's own row only in a table.
    const rowScope = entity.type === 'sub' ? rows : undefined;
    for (const attribute of entity.attributes) {
      const { value, label, at } = attribute;
      const ruleSet = ruleSetTypeError(value.rules) === undefined ? (value.rules as RuleSet) : undefined;
      if (!model && ruleSet !== undefined && ruleSet !== null) {
        for (const problem of options.rules.compile(ruleSet, { permission: 'w', locale, label }).definitionErrors) {
          report(problem.code, `${at}.rules`, problem.message, text('expected.rules'));
        }
      }
      // Rules naming another field: confirmed:data.bo.x, isAfter:data.bo.start, confirmedWith.
      let parsed: ReturnType<typeof parseRules> = [];
      try {
        parsed = ruleSet === undefined || ruleSet === null ? [] : parseRules(ruleSet);
      } catch {
        // A malformed rule set is reported by the rule compiler.
      }
      const references = parsed
        .filter((rule) => FIELD_ARGUMENT_RULES.has(rule.name))
        .flatMap((rule) => rule.args.filter((arg): arg is string => typeof arg === 'string' && FIELD_REFERENCE.test(arg.trim())).map((arg) => ({ rule: rule.name, reference: arg.trim(), path: `${at}.rules` })));
      if (typeof value.confirmedWith === 'string' && FIELD_REFERENCE.test(value.confirmedWith)) {
        references.push({ rule: 'confirmed', reference: value.confirmedWith, path: `${at}.confirmedWith` });
      }
      for (const { rule, reference, path } of references) {
        if (!resolves(reference, rowScope)) report('form.unknownRuleField', path, text('form.unknownRuleField', { label, rule, reference }), fieldExpected);
      }

      if (typeof value.formula === 'string') {
        let variables: string[] = [];
        try {
          variables = options.formula.compile(value.formula).variables();
        } catch (error) {
          if (!model && error instanceof FormulaError) {
            report(error.code, `${at}.formula`, text('form.formulaProblem', { label, detail: formatFormulaMessage(error.code, error.params, locale) }), text('expected.formula'));
          }
        }
        for (const reference of variables.filter((variable) => !resolves(variable, rowScope))) {
          report('form.unknownFormulaField', `${at}.formula`, text('form.unknownFormulaField', { label, reference }), fieldExpected);
        }
      }

      if (!model && Array.isArray(value.linkage)) {
        value.linkage.forEach((rule: unknown, index) => {
          if (!isObject(rule) || !isObject(rule.permissions)) return;
          for (const target of Object.keys(rule.permissions)) {
            const [targetEntity, targetName] = target.includes('.') ? target.split('.', 2) : [entity.name, target];
            const exists = entities.some((candidate) => candidate.name === targetEntity && candidate.attributes.some((other) => other.name === targetName));
            if (!exists) report('form.linkageTarget', `${at}.linkage[${index}].permissions`, formatFormAdapterMessage('form.linkageTarget', { label, target }, locale), fieldExpected);
          }
        });
      }
    }
  }

  // Without the adapter's model (the schema refused the definition), formula cycles are found here, from the
  // formulas of the well-typed fields, as the adapter finds them; formulas that do not compile are reported above.
  if (!model && judged) {
    const formulas: Record<string, string> = {};
    const rowPrefixesByText = new Map<string, Set<string>>();
    const fieldsAt = new Map<string, { label: string; definitionPath: string }>();
    for (const entity of entities) {
      const rows = rowsOf.get(entity.name);
      if (rows === undefined) continue;
      for (const attribute of entity.attributes) {
        const formula = attribute.value.formula;
        if (typeof formula !== 'string') continue;
        const path = `${rows}.${attribute.name}`;
        formulas[path] = formula;
        fieldsAt.set(path, { label: attribute.label, definitionPath: attribute.at });
        if (entity.type === 'sub') rowPrefixesByText.set(formula, (rowPrefixesByText.get(formula) ?? new Set<string>()).add(rows));
      }
    }
    for (const problem of formFormulaGraph(formulas, rowPrefixesByText, options.formula).errors) {
      if (problem.error.code !== 'formula.cycle') continue;
      const { code, path, message } = formulaGraphProblem(problem, (field) => fieldsAt.get(field), locale);
      report(code, path, message, text('expected.formula'));
    }
  }

  checkPermissions(definition, entities, rowsOf, { report, text, examples });

  // The adapter's findings, each with what was expected there.
  for (const problem of model?.definitionErrors ?? []) {
    if (problem.fatal) continue;
    const expected = problem.code.startsWith('rules.')
      ? text('expected.rules')
      : problem.code.startsWith('formula.')
        ? text('expected.formula')
        : problem.code === 'form.optionsMissing'
          ? text('expected.options')
          : fieldExpected;
    report(problem.code, problem.path, problem.message, expected);
  }
  return issues;
}

interface Reporting {
  report(code: string, path: string, message: string, expected: string): void;
  text(key: FormCheckMessageKey, params?: Record<string, string | number>): string;
  examples(names: readonly string[]): string;
}

/** The definition's permission map names only entities, tables and fields that exist. */
function checkPermissions(definition: Json, entities: readonly CheckedEntity[], rowsOf: ReadonlyMap<string, string>, { report, text, examples }: Reporting): void {
  const permission = definition.permission;
  if (!isObject(permission)) return;
  const byName = new Map(entities.map((entity) => [entity.name, entity]));
  const entityNames = entities.map((entity) => entity.name);
  if (isObject(permission.fields)) {
    for (const [entityName, fields] of Object.entries(permission.fields)) {
      const entity = byName.get(entityName);
      const at = pathOf('permission', 'fields', entityName);
      if (!entity) {
        report('form.permissionEntity', at, text('form.permissionEntity', { entity: entityName }), text('expected.entity', { examples: examples(entityNames) }));
        continue;
      }
      if (!isObject(fields)) continue;
      const names = entity.attributes.map((attribute) => attribute.name);
      for (const name of Object.keys(fields)) {
        if (!names.includes(name)) {
          report('form.permissionField', pathOf('permission', 'fields', entityName, name), text('form.permissionField', { entity: entityName, name }), text('expected.field', { examples: examples(names) }));
        }
      }
    }
  }
  const tables = entities.filter((entity) => entity.type === 'sub' && rowsOf.has(entity.name)).map((entity) => entity.name);
  if (isObject(permission.table)) {
    for (const entityName of Object.keys(permission.table)) {
      if (!tables.includes(entityName)) {
        report('form.permissionTable', pathOf('permission', 'table', entityName), text('form.permissionTable', { entity: entityName }), text('expected.subEntity', { examples: examples(tables) }));
      }
    }
  }
  if (isObject(permission.subFields)) {
    const rowKeys = entities
      .filter((entity) => tables.includes(entity.name))
      .flatMap((entity) => entity.attributes.flatMap((attribute) => [`sub_${entity.name}_${attribute.name}_`, `sun_${entity.name}_${attribute.name}_`]));
    for (const key of Object.keys(permission.subFields)) {
      const matches = rowKeys.some((prefix) => key.startsWith(prefix) && /^\d+(?:_\d+)?$/.test(key.slice(prefix.length)));
      if (!matches) report('form.permissionRow', pathOf('permission', 'subFields', key), text('form.permissionRow', { key }), text('expected.rowKey'));
    }
  }
}

/** The JSON path of nested properties, written as pointerToPath writes paths. */
function pathOf(...properties: string[]): string {
  return pointerToPath(properties.map((name) => `/${name.replace(/~/g, '~0').replace(/\//g, '~1')}`).join(''));
}

// The form fixtures (fixtures/form/*.json) and their recorded answers (fixtures/form/answers/*.json): every
// fixture is a valid definition that adapts cleanly (the cycle fixture reports its cycle), every recorded
// answer passes the fixture's rules and matches its formulas, and together the fixtures cover every rule
// name, every permission letter, table permission and row override, sub-tables and a formula chain.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { validateDefinition } from '../../core';
import { compileRules, parseRules, RULE_NAMES, type CompileOptions, type RuleServices, type RuleSet } from '../../rules';
import { formToSchema, type FormFieldDescriptor, type FormModel } from './adapter';
import type { FormDefinition, LocalizedText } from './definition';

const FIXTURE_DIR = join(__dirname, '../../../fixtures/form');
const ANSWER_DIR = join(FIXTURE_DIR, 'answers');
const CYCLE_FIXTURE = 'formula-cycle.json';
/** Early single-language examples; every other fixture is written in zh-CN and en-US. */
const MONOLINGUAL_FIXTURES: ReadonlySet<string> = new Set(['expense-claim.json', CYCLE_FIXTURE]);
const PERMISSION_LETTERS = ['w', 'r', 'b', 'n'] as const;

type Row = Record<string, unknown>;

const readJson = (path: string): unknown => JSON.parse(readFileSync(path, 'utf8'));
const fixtureFiles = readdirSync(FIXTURE_DIR).filter((file) => file.endsWith('.json')).sort();
const fixtures = fixtureFiles.map((file) => ({ file, definition: readJson(join(FIXTURE_DIR, file)) as FormDefinition }));

// Server and script checks are the app's services; these stand-ins let the remote rules compile.
const services: RuleServices = {
  backendValidate: () => Promise.resolve(true),
  isExist: () => Promise.resolve(false),
  runScript: () => Promise.resolve(true),
};
const rules = { compile: (ruleSet: RuleSet, options?: CompileOptions) => compileRules(ruleSet, { ...options, services }) };
const adapt = (definition: FormDefinition, locale: 'zh-CN' | 'en-US' = 'zh-CN'): FormModel => formToSchema(definition, { rules, locale });

/** Every localized text of a definition, with its JSON path. */
function textsOf(definition: FormDefinition): { path: string; text: LocalizedText }[] {
  const texts: { path: string; text: LocalizedText }[] = [{ path: '$.name', text: definition.name }];
  if (definition.description) texts.push({ path: '$.description', text: definition.description });
  definition.entities.forEach((entity, entityIndex) => {
    const entityPath = `$.entities[${entityIndex}]`;
    texts.push({ path: `${entityPath}.label`, text: entity.label });
    entity.attributes.forEach((attribute, attributeIndex) => {
      const path = `${entityPath}.attributes[${attributeIndex}]`;
      texts.push({ path: `${path}.label`, text: attribute.label });
      if (attribute.placeholder) texts.push({ path: `${path}.placeholder`, text: attribute.placeholder });
      if (attribute.description) texts.push({ path: `${path}.description`, text: attribute.description });
      attribute.options?.forEach((option, optionIndex) => texts.push({ path: `${path}.options[${optionIndex}].label`, text: option.label }));
    });
  });
  return texts;
}

/** The field a formula's read lands on: the field itself, a field inside it (SUMSUB reads a whole table) or `item.<field>` of the row. */
function formulaInputs(field: FormFieldDescriptor, fields: readonly FormFieldDescriptor[]): FormFieldDescriptor[] {
  const rowPrefix = field.path.slice(0, field.path.lastIndexOf('.'));
  const reads = (field.formula?.variables() ?? []).map((variable) => (variable.startsWith('item.') ? `${rowPrefix}.${variable.slice(5)}` : variable));
  return fields.filter((other) => other !== field && reads.some((read) => other.path === read || other.path.startsWith(`${read}.`)));
}

/** Length of the longest chain of formulas ending at this field (1 = a formula over plain inputs). */
function formulaDepth(field: FormFieldDescriptor, fields: readonly FormFieldDescriptor[], seen: ReadonlySet<string> = new Set()): number {
  if (!field.formula || seen.has(field.path)) return 0;
  const next = new Set(seen).add(field.path);
  return 1 + Math.max(0, ...formulaInputs(field, fields).map((input) => formulaDepth(input, fields, next)));
}

describe('form fixtures', () => {
  it('are at least twelve', () => {
    expect(fixtureFiles.length).toBeGreaterThanOrEqual(12);
  });

  describe.each(fixtures)('$file', ({ file, definition }) => {
    it('is a valid form definition', () => {
      expect(validateDefinition('form', definition)).toEqual({ ok: true });
    });

    if (file === CYCLE_FIXTURE) {
      it('reports its formula cycle naming the fields, and nothing else', () => {
        const errors = adapt(definition).definitionErrors;
        expect(errors.length).toBeGreaterThan(0);
        for (const error of errors) {
          expect(error).toMatchObject({ code: 'formula.cycle', fatal: false });
          expect(error.fields.length).toBeGreaterThanOrEqual(2);
          for (const path of error.fields) expect(error.message).toContain(path);
        }
      });
    } else {
      it('adapts without definition errors in both languages', () => {
        for (const locale of ['zh-CN', 'en-US'] as const) {
          const model = adapt(definition, locale);
          expect(model.definitionErrors).toEqual([]);
          expect(model.formulaGraph.cycles).toEqual([]);
          expect(model.fields.length).toBe(definition.entities.reduce((count, entity) => count + entity.attributes.length, 0));
        }
      });
    }

    if (!MONOLINGUAL_FIXTURES.has(file)) {
      it('has every text in zh-CN and en-US', () => {
        const monolingual = textsOf(definition)
          .filter(({ text }) => typeof text === 'string' || !text['zh-CN'] || !text['en-US'])
          .map(({ path }) => path);
        expect(monolingual).toEqual([]);
      });
    }

    it('has recorded answers that pass its rules and agree with its formulas', () => {
      const answerFile = join(ANSWER_DIR, file);
      expect(existsSync(answerFile), `fixtures/form/answers/${file} is missing`).toBe(true);
      const values = readJson(answerFile) as Record<string, Row>;
      const model = adapt(definition);
      expect(Object.keys(values)).toEqual([definition.boAlias]);
      const cyclic = new Set(model.formulaGraph.cycles.flat());
      const problems: string[] = [];

      const checkRecord = (record: Row, prefix: string, row?: { index: number; parentIndex?: number; scope: Row }): void => {
        for (const [key, value] of Object.entries(record)) {
          const path = `${prefix}.${key}`;
          const field = model.fieldsByPath.get(path);
          const table = model.tables.find((candidate) => candidate.path === path);
          if (table) {
            if (!Array.isArray(value)) {
              problems.push(`${path}: not a list of rows`);
              continue;
            }
            value.forEach((item: Row, index) => checkRecord(item, path, { index, parentIndex: row?.index, scope: item }));
            continue;
          }
          if (!field) {
            problems.push(`${path}: no such field`);
            continue;
          }
          const compiled = row ? model.rulesAt(path, row.index, row.parentIndex) : field.rules;
          const messages = compiled.validateSync(value, { values, row: row?.scope });
          if (messages.length > 0) problems.push(`${path}${row ? `[${row.index}]` : ''}: ${messages.join('; ')}`);
          if (field.formula && !cyclic.has(path)) {
            const result = field.formula.evaluate(row ? { data: values, item: row.scope } : { data: values });
            if (!result.ok || result.value !== value) problems.push(`${path}${row ? `[${row.index}]` : ''}: recorded ${JSON.stringify(value)}, formula gives ${JSON.stringify(result.ok ? result.value : result.error.code)}`);
          }
        }
        // A required field or table left out of the recording would fail on submit.
        for (const field of model.fields) {
          if (field.path.slice(0, field.path.lastIndexOf('.')) === prefix && field.required && !(field.name in record)) problems.push(`${field.path}: required but not recorded`);
        }
        for (const table of model.tables) {
          if (table.path.slice(0, table.path.lastIndexOf('.')) === prefix && table.required && !((record[`sub_${table.entity}`] as unknown[] | undefined)?.length)) problems.push(`${table.path}: required table without rows`);
        }
      };
      checkRecord(values[definition.boAlias] ?? {}, `data.${definition.boAlias}`);
      expect(problems).toEqual([]);
    });
  });

  it('together use every validator of the rule compiler', () => {
    const used = new Set<string>();
    for (const { definition } of fixtures) {
      for (const attribute of definition.entities.flatMap((entity) => entity.attributes)) {
        for (const rule of parseRules(attribute.rules)) used.add(rule.name);
        if (attribute.confirmedWith) used.add('confirmed');
      }
    }
    const missing = RULE_NAMES.filter((name) => !used.has(name));
    expect(missing, `rules no fixture uses: ${missing.join(', ')}`).toEqual([]);
    expect(fixtures.some(({ definition }) => definition.entities.some((entity) => entity.attributes.some((attribute) => typeof attribute.rules === 'object'))), 'a rule object').toBe(true);
  });

  it('together use every permission for fields, linkage and sub-table rows, and every table permission', () => {
    const fieldLetters = new Set<string>();
    const rowLetters = new Set<string>();
    const linkageLetters = new Set<string>();
    const tableFlags = new Set<string>();
    let grandchildOverride = false;
    for (const { definition } of fixtures) {
      const permission = definition.permission ?? {};
      for (const entityFields of Object.values(permission.fields ?? {})) for (const letter of Object.values(entityFields)) fieldLetters.add(letter);
      for (const [key, letter] of Object.entries(permission.subFields ?? {})) {
        rowLetters.add(letter);
        grandchildOverride ||= key.startsWith('sun_');
      }
      for (const table of Object.values(permission.table ?? {})) {
        for (const [flag, value] of Object.entries(table)) tableFlags.add(`${flag}:${String(value)}`);
      }
      for (const attribute of definition.entities.flatMap((entity) => entity.attributes)) {
        for (const linkage of attribute.linkage ?? []) for (const letter of Object.values(linkage.permissions)) linkageLetters.add(letter);
      }
    }
    const missing = [
      ...PERMISSION_LETTERS.filter((letter) => !fieldLetters.has(letter)).map((letter) => `field ${letter}`),
      ...PERMISSION_LETTERS.filter((letter) => !rowLetters.has(letter)).map((letter) => `row override ${letter}`),
      ...['hidden:true', 'add:false', 'del:false', 'required:true', 'edit:false'].filter((flag) => !tableFlags.has(flag)).map((flag) => `table ${flag}`),
      ...(grandchildOverride ? [] : ['grandchild row override (sun_…)']),
      ...(linkageLetters.size > 0 ? [] : ['linkage']),
    ];
    expect(missing, `permissions no fixture uses: ${missing.join(', ')}`).toEqual([]);
  });

  it('together have sub-tables, grandchild tables, controls of every kind and a chain of three formulas', () => {
    const models = fixtures.filter(({ file }) => file !== CYCLE_FIXTURE).map(({ definition }) => adapt(definition));
    const tables = models.flatMap((model) => model.tables);
    expect(tables.length).toBeGreaterThanOrEqual(6);
    expect(tables.some((table) => table.path.split('.').length > 3), 'a table inside a table row').toBe(true);
    const controls = new Set(models.flatMap((model) => model.fields.map((field) => field.control)));
    const missingControls = ['text', 'textarea', 'number', 'select', 'radio', 'checkbox', 'switch', 'date', 'time', 'datetime', 'upload', 'richtext', 'user', 'org', 'dialog'].filter((control) => !controls.has(control as FormFieldDescriptor['control']));
    expect(missingControls, `controls no fixture uses: ${missingControls.join(', ')}`).toEqual([]);
    const depths = models.flatMap((model) => model.fields.map((field) => formulaDepth(field, model.fields)));
    expect(Math.max(...depths)).toBeGreaterThanOrEqual(3);
  });
});


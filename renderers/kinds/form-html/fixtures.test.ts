// The formHtml fixtures (fixtures/formHtml/*.json, docs/formHtml.md) with their answers and permission maps:
// each reads (without template issues, but for the props it lists as ignored) into a definition valid against schemas/form.schema.json, prepares
// through the registered kind without form errors, and its answers fit the form (fields, rules, formulas).
// Together they use every control, table shape, permission letter, formula form and layout block the adapter maps.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createEngine } from '../../core/engine';
import validateForm from '../../core/validators/form';
import type { FormModel } from '../form/adapter';
import { validateFormData } from '../form/customValidate';
import type { FormPermissionMap } from '../form/definition';
import type { FormHtmlModel } from './kind';
import { formHtmlNodeKind, parseWithParse5 } from './node';
import { formHtmlToDefinition } from './toDefinition';

type Row = Record<string, unknown>;
const DIR = join(import.meta.dirname, '../../../fixtures/formHtml');
const json = (path: string) => JSON.parse(readFileSync(path, 'utf8')) as unknown;
const files = readdirSync(DIR).filter((name) => name.endsWith('.json')).sort();
const engine = createEngine({ kinds: [formHtmlNodeKind] });
const fixtures = files.map((file) => {
  const fixture = json(join(DIR, file)) as { kind: string; name: string; boAlias: string; formHtml: string };
  const read = formHtmlToDefinition(fixture.formHtml, parseWithParse5, { name: fixture.name, boAlias: fixture.boAlias });
  return { file, fixture, read, permission: json(join(DIR, 'permissions', file)) as FormPermissionMap, answers: json(join(DIR, 'answers', file)) as Record<string, Row> };
});

/** Formula results compared as the form shows them (floating point sums to 10 places). */
const same = (a: unknown, b: unknown) => (typeof a === 'number' && typeof b === 'number' ? Math.abs(a - b) < 1e-9 : a === b);

/** What a fixture's template has that the definition cannot carry (docs/formHtml.md "Not supported"); none elsewhere. */
const EXPECTED_ISSUES: Record<string, string[]> = {
  'contract-approval.json': ['<eip-attachment> 的属性 :size 不受支持，已忽略'],
};

describe.each(fixtures)('formHtml fixture $file', ({ file, fixture, read, permission, answers }) => {
  it('reads into a valid form definition, with no template issue but the expected ones', () => {
    expect(fixture.kind).toBe('formHtml');
    expect(read.issues.map((issue) => issue.message)).toEqual(EXPECTED_ISSUES[file] ?? []);
    expect(validateForm(read.definition), JSON.stringify(validateForm.errors)).toBe(true);
  });

  it('prepares through the registered kind with its permission map, without form errors', () => {
    const result = engine.prepare<FormHtmlModel>('formHtml', fixture, { permission });
    expect(result.ok, JSON.stringify(!result.ok && result.errors)).toBe(true);
    if (!result.ok) return;
    expect(result.model.form.definitionErrors).toEqual([]);
    expect(result.model.templateIssues.map((issue) => issue.message)).toEqual(EXPECTED_ISSUES[file] ?? []);
    const entities = read.definition!.entities.map((entity) => entity.name);
    expect(Object.keys(permission.fields ?? {}).sort()).toEqual([...entities].sort());
  });

  it('has answers that fit the form: known keys, initData rows, rules and formulas', () => {
    const model: FormModel = (engine.prepare<FormHtmlModel>('formHtml', fixture, { permission }) as { model: FormHtmlModel }).model.form;
    const bo = read.definition!.boAlias;
    expect(Object.keys(answers)).toEqual([bo]);
    const ids = new Set(Object.values(read.selectorIds));
    const problems: string[] = [];
    const check = (record: Row, prefix: string, row?: Row) => {
      for (const [key, value] of Object.entries(record)) {
        const path = `${prefix}.${key}`;
        if (key === 'initData' && !row) {
          // initData: one blank row per table, keyed by entity name (contract notes §3.1).
          const blanks = value as Record<string, Row>;
          expect(Object.keys(blanks).sort()).toEqual(model.tables.map((table) => table.entity).sort());
          continue;
        }
        const table = model.tables.find((candidate) => candidate.path === path);
        if (table) {
          (value as Row[]).forEach((item) => check(item, path, item));
          continue;
        }
        const field = model.fieldsByPath.get(path);
        if (!field) {
          if (!ids.has(path)) problems.push(`${path}: no such field`);
          continue;
        }
        if (field.formula) {
          const result = field.formula.evaluate(row ? { data: answers, item: row } : { data: answers });
          if (!result.ok || !same(result.value, value)) problems.push(`${path}: recorded ${JSON.stringify(value)}, formula gives ${JSON.stringify(result.ok ? result.value : result.error.code)}`);
        }
      }
    };
    check(answers[bo], `data.${bo}`);
    expect(problems).toEqual([]);
    expect(validateFormData(model, { [bo]: answers[bo] }).errors).toEqual([]);
  });
});

describe('formHtml fixtures together', () => {
  const definitions = fixtures.map(({ read }) => read.definition!);
  const attributes = definitions.flatMap((definition) => definition.entities.flatMap((entity) => entity.attributes));
  const html = fixtures.map(({ fixture }) => fixture.formHtml).join('\n');

  it('are at least twelve, each with answers and a permission map', () => {
    expect(files.length).toBeGreaterThanOrEqual(12);
    for (const file of files) {
      expect(existsSync(join(DIR, 'answers', file)), file).toBe(true);
      expect(existsSync(join(DIR, 'permissions', file)), file).toBe(true);
    }
  });

  it('use every control, both tag families, the selectors, read-only text and the layouts', () => {
    const controls = new Set(attributes.map((attribute) => attribute.control));
    expect([...controls].sort()).toEqual(['checkbox', 'date', 'datetime', 'dialog', 'number', 'org', 'radio', 'richtext', 'select', 'switch', 'text', 'textarea', 'time', 'upload', 'user'].sort());
    const dialogs = new Set(attributes.map((attribute) => attribute.selector?.dialogAlias).filter(Boolean));
    for (const alias of ['post', 'role', 'dimension', 'meetingRoomDialog']) expect(dialogs).toContain(alias);
    expect(fixtures.some(({ read }) => read.readOnlyFields.length > 0)).toBe(true);
    expect(fixtures.some(({ read }) => Object.keys(read.selectorIds).length > 0)).toBe(true);
    for (const marker of ['<eip-', '<ht-input', '<ht-select', '<ht-date', '<ht-file', '<ht-user-selector', '<el-tabs', '<el-collapse-item', 'layout-table', '{{$t(']) expect(html).toContain(marker);
  });

  it('keep tabs, collapse panels and a layout table as layout, with titles from label, title and $t', () => {
    const layoutOf = (file: string) => fixtures.find((fixture) => fixture.file === file)!.read.definition!.layout;
    expect(layoutOf('business-trip.json')).toEqual([
      { type: 'tabs', panels: [{ title: '基本信息', fields: ['destination', 'departAt', 'returnAt'] }, { title: '费用', fields: ['transport', 'tripDays', 'allowance', 'tripTotal'] }] },
    ]);
    expect(layoutOf('employee-onboarding.json')).toEqual([
      { type: 'collapse', panels: [{ title: '人员', fields: ['equipment', 'needDorm', 'employeeName'] }, { title: '组织', fields: ['mentor', 'department', 'post', 'roles', 'dimension'] }] },
    ]);
    expect(layoutOf('meeting-booking.json')).toEqual([{ type: 'grid', columns: 2, fields: ['subject', 'room', 'startTime', 'endTime', 'attendees', 'meetingDate'] }]);
    for (const marker of [`:label="$t('`, `:title="$t('`]) expect(html).toContain(marker);
  });

  it('use sub-tables and grandchild tables, every permission letter and table permission', () => {
    const entities = definitions.flatMap((definition) => definition.entities);
    expect(entities.some((entity) => entity.type === 'sub' && !entity.parent)).toBe(true);
    expect(entities.some((entity) => entity.type === 'sub' && entity.parent)).toBe(true);
    const letters = new Set(fixtures.flatMap(({ permission }) => Object.values(permission.fields ?? {}).flatMap((fields) => Object.values(fields))));
    expect([...letters].sort()).toEqual(['b', 'n', 'r', 'w']);
    const tables = fixtures.flatMap(({ permission }) => Object.values(permission.table ?? {}));
    for (const [key, value] of [['hidden', true], ['add', false], ['add', true], ['del', false], ['del', true], ['required', true], ['edit', false]] as const) {
      expect(tables.some((table) => table[key] === value), `${key}: ${value}`).toBe(true);
    }
    expect(fixtures.some(({ permission }) => Object.keys(permission.subFields ?? {}).length > 0)).toBe(true);
  });

  it('use formulas with dependencies, row and SUB formulas, default mode, date calculation and both display options', () => {
    const formulas = attributes.map((attribute) => attribute.formula ?? '');
    for (const part of ['SUMSUB(', 'COUNTSUB(', 'item.', 'DATEDIFF(', 'DAYS(', 'COUNTHOURS(', 'IF(']) expect(formulas.some((formula) => formula.includes(part)), part).toBe(true);
    expect(attributes.some((attribute) => attribute.formulaMode === 'default')).toBe(true);
    expect(attributes.some((attribute) => attribute.display?.currency)).toBe(true);
    expect(attributes.some((attribute) => attribute.display?.thousands)).toBe(true);
    // A chain: a formula field read by a formula field that is read by another.
    const longest = Math.max(
      ...fixtures.map(({ fixture, permission }) => {
        const model = (engine.prepare<FormHtmlModel>('formHtml', fixture, { permission }) as { model: FormHtmlModel }).model.form;
        const depth = (path: string, seen: Set<string> = new Set()): number => {
          const field = model.fieldsByPath.get(path);
          if (!field?.formula || seen.has(path)) return 0;
          seen.add(path);
          return 1 + Math.max(0, ...field.formula.variables().map((variable) => depth(variable, seen)));
        };
        return Math.max(...model.fields.map((field) => depth(field.path)));
      }),
    );
    expect(longest).toBeGreaterThanOrEqual(3);
  });
});

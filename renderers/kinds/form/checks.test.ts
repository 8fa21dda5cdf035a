import { describe, expect, it } from 'vitest';
import expense from '../../../fixtures/form/expense-claim.json';
import cycle from '../../../fixtures/form/formula-cycle.json';
import leave from '../../../fixtures/form/leave-request.json';
import { createEngine } from '../../core/engine';
import { createFormulaEvaluator } from '../../formula';
import { compileRules } from '../../rules';
import { formToSchema } from './adapter';
import { formAdapterKind } from './adapterKind';
import { checkFormDefinition } from './checks';
import type { FormDefinition } from './definition';

type Mutable = Record<string, any>;
const plugins = { rules: { compile: compileRules }, formula: createFormulaEvaluator() };
const check = (definition: unknown, locale: 'zh-CN' | 'en-US' = 'en-US') => checkFormDefinition(definition, { locale, ...plugins });
const copy = (definition: unknown): Mutable => structuredClone(definition) as Mutable;

describe('checkFormDefinition', () => {
  it('finds nothing in the fixtures', () => {
    expect(check(leave)).toEqual([]);
    expect(check(expense)).toEqual([]);
    expect(check(expense, 'zh-CN')).toEqual([]);
  });

  it('reports a formula that reads an unknown field, with path, value and expectation', () => {
    const broken = copy(leave);
    broken.entities[0].attributes[6].formula = '$Formulas.HALFDAY(data.leave.startTime, data.leave.finish)';
    expect(check(broken)).toEqual([
      {
        code: 'form.unknownFormulaField',
        kind: 'form',
        alias: 'leaveRequest',
        path: '$.entities[0].attributes[6].formula',
        value: '$Formulas.HALFDAY(data.leave.startTime, data.leave.finish)',
        expected: expect.stringMatching(/^a field of this form, e\.g\. data\.leave\.applicant, /),
        message: 'The formula of the field "Days" reads "data.leave.finish", which is not a field of this form',
      },
    ]);
    expect(check(broken, 'zh-CN')[0].message).toBe('字段“请假天数”的公式读取了“data.leave.finish”，本表单没有这个字段');
  });

  it('accepts row reads in a table and refuses them outside one', () => {
    expect(check(expense)).toEqual([]);
    const broken = copy(expense);
    broken.entities[1].attributes.find((attribute: Mutable) => attribute.formula === 'item.price * item.quantity').formula = 'item.price * item.count';
    broken.entities[0].attributes.push({ name: 'odd', label: 'Odd', dataType: 'number', control: 'number', formula: 'item.price' });
    expect(check(broken).map((problem) => [problem.code, problem.message])).toEqual([
      ['form.unknownFormulaField', expect.stringContaining('"item.price"')],
      ['form.unknownFormulaField', expect.stringContaining('"item.count"')],
    ]);
  });

  it('reports a rule that names an unknown field', () => {
    const broken = copy(leave);
    broken.entities[0].attributes[5].rules = 'required|isAfter:data.leave.begin';
    expect(check(broken)).toEqual([
      expect.objectContaining({ code: 'form.unknownRuleField', path: '$.entities[0].attributes[5].rules', value: 'required|isAfter:data.leave.begin', message: 'The rule isAfter of the field "End" names "data.leave.begin", which is not a field of this form' }),
    ]);
  });

  it('reports permissions for fields, entities, tables and rows that do not exist', () => {
    const broken = copy(expense);
    broken.permission = {
      fields: { expense: { nothing: 'w' }, ghost: { a: 'r' } },
      table: { expense: { add: false } },
      subFields: { sub_items_price_0: 'r', sub_items_colour_1: 'r' },
    };
    expect(check(broken).map((problem) => [problem.code, problem.path, problem.value])).toEqual([
      ['form.permissionField', '$.permission.fields.expense.nothing', 'w'],
      ['form.permissionEntity', '$.permission.fields.ghost', { a: 'r' }],
      ['form.permissionTable', '$.permission.table.expense', { add: false }],
      ['form.permissionRow', '$.permission.subFields.sub_items_colour_1', 'r'],
    ]);
  });

  it('checks the rules, formulas and linkage of a definition the schema refuses', () => {
    const broken = copy(leave);
    delete broken.boAlias;
    broken.entities[0].attributes[0].rules = 'required|max:abc';
    broken.entities[0].attributes[6].formula = 'data.leave.startTime +';
    broken.entities[0].attributes[2].linkage[0].permissions = { nothing: 'b' };
    expect(check(broken).map((problem) => [problem.code, problem.path])).toEqual([
      [expect.stringMatching(/^rules\./), '$.entities[0].attributes[0].rules'],
      ['form.linkageTarget', '$.entities[0].attributes[2].linkage[0].permissions'],
      ['formula.syntax', '$.entities[0].attributes[6].formula'],
    ]);
  });

  it('takes the adapter’s own findings from the model instead of computing them again', () => {
    const broken = copy(leave) as FormDefinition & Mutable;
    broken.entities[0].attributes[0].rules = 'required|max:abc';
    const model = formToSchema(broken, { locale: 'en-US' });
    const problems = checkFormDefinition(broken, { locale: 'en-US', ...plugins, model });
    expect(problems).toEqual([expect.objectContaining({ code: model.definitionErrors[0].code, path: '$.entities[0].attributes[0].rules', value: 'required|max:abc', expected: 'rules the rule compiler accepts (see docs/rules.md)' })]);
  });
});

describe('the form kind in the engine', () => {
  const engine = createEngine({ kinds: [formAdapterKind] });

  it('reports schema errors and rule, formula and reference errors in one round, each once', () => {
    const broken = copy(leave);
    broken.entities[0].attributes[1].dataType = 'text';
    broken.entities[0].attributes[0].rules = 'required|max:abc';
    broken.entities[0].attributes[6].formula = 'data.leave.nothing + 1';
    const result = engine.prepare('form', broken, { locale: 'en-US' });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors.map((problem) => [problem.code, problem.path])).toEqual([
      ['definition.invalid', '$.entities[0].attributes[1].dataType'],
      [expect.stringMatching(/^rules\./), '$.entities[0].attributes[0].rules'],
      ['form.unknownFormulaField', '$.entities[0].attributes[6].formula'],
    ]);
    expect(result.errors[0]).toMatchObject({ value: 'text', message: expect.stringContaining('is "text", expected one of') });
  });

  it('gives a usable definition its problems as issues', () => {
    const broken = copy(leave);
    broken.entities[0].attributes[0].rules = 'required|max:abc';
    broken.permission.fields.leave.ghost = 'w';
    const result = engine.prepare('form', broken, { locale: 'zh-CN' });
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.issues?.map((problem) => problem.code)).toEqual(['form.permissionField', expect.stringMatching(/^rules\./)]);
    expect(result.issues?.every((problem) => !problem.message.includes('联系管理员'))).toBe(true);
    expect(engine.prepare('form', leave).ok && engine.prepare('form', leave)).toMatchObject({ issues: [] });
  });

  it('reports a formula cycle of a definition the schema refuses in the same round, as the adapter reports it', () => {
    const engine = createEngine({ kinds: [formAdapterKind] });
    const sound = engine.prepare('form', cycle, { locale: 'en-US' });
    const adapted = sound.ok ? (sound.issues ?? []).filter((problem) => problem.code === 'formula.cycle') : [];
    expect(adapted).toHaveLength(1);
    const broken = copy(cycle);
    broken.entities[0].attributes[0].dataType = 'blob';
    const refused = engine.prepare('form', broken, { locale: 'en-US' });
    expect(refused.ok).toBe(false);
    const errors = refused.ok ? [] : refused.errors;
    expect(errors.some((problem) => problem.path === '$.entities[0].attributes[0].dataType')).toBe(true);
    const cycles = errors.filter((problem) => problem.code === 'formula.cycle');
    expect(cycles.map(({ path, message }) => ({ path, message }))).toEqual(adapted.map(({ path, message }) => ({ path, message })));
    expect(cycles[0]!.path).toBe('$.entities[0].attributes[1].formula');
    expect(cycles[0]!.message).toContain('毛额');
  });

  it('finds a cycle through a table’s own rows (item.x) without the model, and none in sound tables', () => {
    const table = {
      kind: 'form', alias: 't', name: 'T', boAlias: 'bo',
      entities: [
        { name: 'bo', label: 'Main', type: 'main', attributes: [{ name: 'title', label: 'Title', dataType: 'varchar', control: 'text' }] },
        { name: 'items', label: 'Items', type: 'sub', parent: 'bo', attributes: [
          { name: 'a', label: 'A', dataType: 'number', control: 'number', formula: 'item.b + 1' },
          { name: 'b', label: 'B', dataType: 'number', control: 'number', formula: 'item.a * 2' },
        ] },
      ],
    };
    expect(check(table).map((problem) => problem.code)).toEqual(['formula.cycle']);
    const acyclic = copy(table);
    acyclic.entities[1].attributes[1].formula = '3';
    expect(check(acyclic)).toEqual([]);
  });
});

import { describe, expect, it } from 'vitest';
import cycle from '../../../fixtures/form/formula-cycle.json';
import expense from '../../../fixtures/form/expense-claim.json';
import leave from '../../../fixtures/form/leave-request.json';
import { formToSchema, toTemplatePath } from './adapter';
import type { FormDefinition } from './definition';

const leaveForm = leave as FormDefinition;
const expenseForm = expense as FormDefinition;

describe('formToSchema', () => {
  it('builds the data schema keyed by BO alias, with labels in the locale', () => {
    const model = formToSchema(leaveForm, { locale: 'en-US' });
    const bo = (model.schema.properties as Record<string, { properties: Record<string, Record<string, unknown>>; required: string[] }>).leave;
    expect(bo.properties.applicant).toEqual({ type: 'string', title: 'Applicant' });
    expect(bo.properties.days.type).toBe('number');
    expect(bo.properties.leaveType.oneOf).toEqual([{ const: 'annual', title: 'Annual' }, { const: 'sick', title: 'Sick' }]);
    expect(bo.required).toEqual(['applicant', 'leaveType', 'startTime', 'endTime']);
    expect(model.definitionErrors).toEqual([]);
  });

  it('compiles rules with the permission (b adds required, r is not validated)', async () => {
    const model = formToSchema(leaveForm);
    const applicant = model.fieldsByPath.get('data.leave.applicant')!;
    expect(applicant).toMatchObject({ permission: 'b', required: true, writable: true });
    await expect(applicant.rules.validate('')).resolves.toEqual(['申请人不能为空']);
    const days = model.fieldsByPath.get('data.leave.days')!;
    expect(days).toMatchObject({ permission: 'r', writable: false });
    expect(days.rules.validateSync('abc')).toEqual([]);
    expect((model.uiSchema.leave as Record<string, Record<string, unknown>>).days['ui:readonly']).toBe(true);
    expect(model.fieldsByPath.get('data.leave.mobile')!.rules.validateSync('123')).toEqual(['手机号不是有效的手机号码（1 开头的 11 位数字）']);
  });

  it('resolves linkage targets and reports unknown ones', () => {
    const model = formToSchema(leaveForm);
    expect(model.fieldsByPath.get('data.leave.leaveType')!.linkage).toEqual([{ values: ['sick'], targets: [{ path: 'data.leave.certificate', permission: 'b' }] }]);
    const broken = structuredClone(leaveForm);
    broken.entities[0].attributes[2].linkage = [{ values: ['sick'], permissions: { nothing: 'b' } }];
    expect(formToSchema(broken).definitionErrors).toEqual([expect.objectContaining({ code: 'form.linkageTarget', path: '$.entities[0].attributes[2].linkage[0].permissions', fatal: false })]);
  });

  it('hands the layout to the main object in the form\'s language, and reports names it cannot place', () => {
    const laidOut: FormDefinition = {
      ...expenseForm,
      layout: [
        { type: 'tabs', panels: [{ title: { 'zh-CN': '基本', 'en-US': 'Basics' }, fields: ['title', 'nothing'] }, { title: '明细', fields: ['sub_items', 'total'] }] },
        { type: 'grid', columns: 2, fields: ['title', 'totalCapital', 'auditNote'] },
        { type: 'collapse', panels: [{ title: '空', fields: ['missing'] }] },
      ],
    };
    const model = formToSchema(laidOut, { locale: 'en-US' });
    expect((model.uiSchema.expense as Record<string, unknown>)['ui:options']).toEqual({
      layout: [
        { type: 'tabs', panels: [{ title: 'Basics', fields: ['title'] }, { title: '明细', fields: ['sub_items', 'total'] }] },
        { type: 'grid', columns: 2, fields: ['totalCapital', 'auditNote'] },
      ],
    });
    expect(model.definitionErrors.map(({ code, path, message, fatal }) => ({ code, path, message, fatal }))).toEqual([
      { code: 'form.layoutField', path: '$.layout[0].panels[0].fields[1]', message: 'The layout names "nothing", which is not a main field or table of this form', fatal: false },
      { code: 'form.layoutFieldTwice', path: '$.layout[1].fields[0]', message: 'The layout places "title" more than once', fatal: false },
      { code: 'form.layoutField', path: '$.layout[2].panels[0].fields[0]', message: 'The layout names "missing", which is not a main field or table of this form', fatal: false },
    ]);
    expect((formToSchema(expenseForm).uiSchema.expense as Record<string, unknown>)['ui:options']).toBeUndefined();
  });

  it('maps sub-tables to sub_<entity> arrays with table permissions and per-row overrides', () => {
    const model = formToSchema(expenseForm);
    const bo = (model.schema.properties as Record<string, { properties: Record<string, Record<string, unknown>>; required: string[] }>).expense;
    expect(bo.properties.sub_items).toMatchObject({ type: 'array', title: '费用明细', minItems: 1 });
    expect(bo.required).toContain('sub_items');
    const ui = model.uiSchema.expense as Record<string, Record<string, unknown>>;
    expect(ui.sub_items['ui:options']).toMatchObject({ addable: true, removable: false, required: true, hidden: false });
    expect(ui.auditNote['ui:widget']).toBe('hidden');
    const items = ui.sub_items.items as Record<string, Record<string, unknown>>;
    expect(items.price['ui:options']).toMatchObject({ rowOverrides: { '1': 'r' } });
    expect(model.permissionAt('data.expense.sub_items[1].price', 1)).toBe('r');
    expect(model.permissionAt('data.expense.sub_items[0].price', 0)).toBe('w');
    expect(model.permissionAt('data.expense.sub_items[0].price', 0, undefined, true)).toBe('r');
    expect(model.rulesAt('data.expense.sub_items[1].price', 1).writable).toBe(false);
    expect(model.initialData).toEqual({
      expense: { title: '', total: '', totalCapital: '', auditNote: '', sub_items: [], initData: { items: { subject: '', price: '', quantity: 1, amount: '' } } },
    });
  });

  it('orders formulas through sub-table rows (row formula before SUMSUB, then CURRENCY)', () => {
    const model = formToSchema(expenseForm);
    expect(model.formulaGraph.errors).toEqual([]);
    expect(model.formulaGraph.dependentsOf(toTemplatePath('data.expense.sub_items[0].price'))).toEqual(['data.expense.sub_items.amount', 'data.expense.total', 'data.expense.totalCapital']);
    const amount = model.fieldsByPath.get('data.expense.sub_items.amount')!.formula!;
    expect(amount.evaluate({ data: {}, item: { price: '12.5', quantity: 2 } })).toEqual({ ok: true, value: 25 });
    const total = model.fieldsByPath.get('data.expense.total')!.formula!;
    expect(total.evaluate({ data: { expense: { sub_items: [{ amount: 25 }, { amount: 5 }] } } })).toEqual({ ok: true, value: 30 });
  });

  it('reports a formula cycle naming its fields, and keeps the other formulas', () => {
    const model = formToSchema(cycle as FormDefinition, { locale: 'en-US' });
    const problems = model.definitionErrors.filter((error) => error.code === 'formula.cycle');
    expect(problems).toHaveLength(1);
    expect(problems[0].fields).toEqual(['data.cycle.gross', 'data.cycle.net']);
    expect(problems[0].path).toBe('$.entities[0].attributes[1].formula');
    expect(problems[0].message).toContain('data.cycle.gross → data.cycle.net → data.cycle.gross');
    expect(model.formulaGraph.order).toEqual(['data.cycle.doubled']);
  });

  it('reports broken rules and structure without throwing', () => {
    const broken = structuredClone(expenseForm);
    broken.entities[1].attributes[1].rules = 'regex:(a+)+$';
    broken.entities[1].attributes.push({ ...broken.entities[1].attributes[0] });
    broken.entities.push({ name: 'orphan', label: '孤立', type: 'sub', parent: 'missing', attributes: [{ name: 'x', label: 'X', dataType: 'varchar', control: 'text' }] });
    const errors = formToSchema(broken).definitionErrors;
    expect(errors.map((error) => [error.code, error.path, error.fatal])).toEqual([
      ['rules.regexUnsafe', '$.entities[1].attributes[1].rules', false],
      ['form.duplicateAttribute', '$.entities[1].attributes[4].name', true],
      ['form.unknownParent', '$.entities[2].parent', true],
    ]);
  });
});

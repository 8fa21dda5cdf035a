import { describe, expect, it } from 'vitest';
import expense from '../../../fixtures/form/expense-claim.json';
import leave from '../../../fixtures/form/leave-request.json';
import { formToSchema } from './adapter';
import { validateFormData, type FormErrorSchema } from './customValidate';
import type { FormDefinition } from './definition';

const leaveModel = formToSchema(leave as FormDefinition);
const expenseModel = formToSchema(expense as FormDefinition);

describe('validateFormData', () => {
  it('reports required main fields with their labels, as an error schema and a flat list', () => {
    const result = validateFormData(leaveModel, { leave: { applicant: '', mobile: '123' } });
    expect(result.errorSchema.leave).toMatchObject({
      applicant: { __errors: ['申请人不能为空'] },
      mobile: { __errors: ['手机号不是有效的手机号码（1 开头的 11 位数字）'] },
    });
    expect(result.errors).toContainEqual({ path: 'data.leave.applicant', label: '申请人', message: '申请人不能为空' });
    expect(result.errors.map((error) => error.path)).toEqual(expect.arrayContaining(['data.leave.leaveType', 'data.leave.startTime', 'data.leave.endTime']));
  });

  it('skips read-only fields (days is r) and passes valid data', () => {
    const valid = { leave: { applicant: 'Ann', mobile: '13800138000', leaveType: 'annual', startTime: '2024-03-04 08:00:00', endTime: '2024-03-05 18:00:00', days: 'not a number', reason: '' } };
    expect(validateFormData(leaveModel, valid)).toEqual({ errorSchema: {}, errors: [] });
  });

  it('validates every sub-table row with its own permission and skips hidden fields', () => {
    const data = {
      expense: {
        title: 'Trip',
        auditNote: '',
        sub_items: [
          { subject: '', price: 'x', quantity: 1, amount: 'ignored' },
          { subject: 'meal', price: '', quantity: 1 },
        ],
      },
    };
    const result = validateFormData(expenseModel, data);
    const rows = (result.errorSchema.expense as FormErrorSchema).sub_items as unknown as Record<string, Record<string, { __errors: string[] }>>;
    expect(rows['0'].subject.__errors).toEqual(['费用科目不能为空']);
    expect(rows['0'].price.__errors.length).toBeGreaterThan(0);
    // Row 2's price is read-only through subFields (sub_items_price_1: r): not validated.
    expect(rows['1']).toBeUndefined();
    expect(result.errors.every((error) => !error.path.includes('amount') && !error.path.includes('auditNote'))).toBe(true);
    expect(result.errors[0]).toEqual({ path: 'data.expense.sub_items.0.subject', label: '费用科目', message: '费用科目不能为空' });
  });

  it('tolerates missing data', () => {
    expect(validateFormData(expenseModel, undefined).errors.map((error) => error.path)).toEqual(['data.expense.title']);
  });
});

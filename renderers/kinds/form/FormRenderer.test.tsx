// @vitest-environment jsdom
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import Notification from '@douyinfe/semi-ui-19/lib/es/notification';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import expense from '../../../fixtures/form/expense-claim.json';
import leave from '../../../fixtures/form/leave-request.json';
import vehicle from '../../../fixtures/form/vehicle-booking.json';
import { createEngine, SchemaRenderer } from '../../core';
import { createFormulaEvaluator } from '../../formula';
import { formToSchema, type FormModel } from './adapter';
import type { FormDefinition } from './definition';
import { formKind } from './formKind';
import { FormRenderer, preloadForms } from './FormRenderer';

// rjsf and the widgets load on demand; these tests are about the full form, so its code is in first.
beforeAll(preloadForms);
afterEach(cleanup);

const leaveModel = () => formToSchema(leave as FormDefinition);
const expenseModel = () => formToSchema(expense as FormDefinition);

function expenseData(rows: Record<string, unknown>[]) {
  return { expense: { title: 'Trip', total: '', totalCapital: '', auditNote: '', sub_items: rows } };
}

describe('FormRenderer', () => {
  it('renders labelled controls; r fields are read-only and n fields absent', () => {
    render(<FormRenderer model={expenseModel()} locale="zh-CN" />);
    expect(screen.getByLabelText(/标题/)).toBeTruthy();
    expect(screen.getByLabelText('合计（大写）')).toHaveProperty('readOnly', true);
    expect(screen.queryByLabelText('审核意见')).toBeNull();
    expect(screen.queryByText('审核意见')).toBeNull();
  });

  it('reports each edit through onChange, and a new form given that data shows it (the keep-input seam)', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<FormRenderer model={leaveModel()} locale="zh-CN" onChange={onChange} />);
    await user.type(screen.getByLabelText('事由'), '家中有事');
    await waitFor(() => expect(onChange).toHaveBeenLastCalledWith(expect.objectContaining({ leave: expect.objectContaining({ reason: '家中有事' }) })));
    const kept = onChange.mock.lastCall![0] as Record<string, unknown>;
    cleanup();
    render(<FormRenderer model={leaveModel()} data={kept} locale="zh-CN" />);
    expect((screen.getByLabelText('事由') as HTMLTextAreaElement).value).toBe('家中有事');
  });

  it('shows the error hint with the labels of the failed fields when an empty required form is submitted', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    render(<FormRenderer model={leaveModel()} locale="zh-CN" onSubmit={onSubmit} />);
    await user.click(screen.getByRole('button', { name: '提交' }));
    const hint = await screen.findByText('请正确填写以下表单内容');
    const alert = hint.closest('[role="alert"]') as HTMLElement;
    expect(within(alert).getByText(/申请人: 申请人不能为空/)).toBeTruthy();
    expect(within(alert).getByText(/开始时间:/)).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
    expect(document.querySelector('label.fd-rjsf-label--error')?.textContent).toContain('申请人');
  });

  it('re-checks a field when it is left after a failed submit, once the pointer that left it is released', async () => {
    const user = userEvent.setup();
    render(<FormRenderer model={leaveModel()} locale="zh-CN" />);
    await user.click(screen.getByRole('button', { name: '提交' }));
    await screen.findByText('请正确填写以下表单内容');
    await user.type(screen.getByLabelText(/申请人/), '张三');
    // Still shown while typing: checks run when the field is left.
    expect(screen.getAllByText(/申请人不能为空/).length).toBeGreaterThan(0);
    await user.click(screen.getByLabelText(/手机号/));
    await waitFor(() => expect(screen.queryAllByText(/申请人不能为空/)).toHaveLength(0));
    expect(screen.getAllByText(/开始时间不能为空/).length).toBeGreaterThan(0);
  });

  it('submits valid data', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    render(<FormRenderer model={expenseModel()} data={expenseData([{ subject: 'meal', price: 10, quantity: 2, amount: '' }])} locale="en-US" onSubmit={onSubmit} />);
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0][0].expense).toMatchObject({ total: 20, totalCapital: '贰拾元整' });
  });

  it('recomputes only the formulas depending on the changed field, in order', async () => {
    const user = userEvent.setup();
    const model: FormModel = expenseModel();
    const amount = vi.spyOn(model.fieldsByPath.get('data.expense.sub_items.amount')!.formula!, 'evaluate');
    const total = vi.spyOn(model.fieldsByPath.get('data.expense.total')!.formula!, 'evaluate');
    const capital = vi.spyOn(model.fieldsByPath.get('data.expense.totalCapital')!.formula!, 'evaluate');
    render(<FormRenderer model={model} data={expenseData([{ subject: 'meal', price: 10, quantity: 2, amount: '' }])} locale="zh-CN" />);
    await waitFor(() => expect(screen.getByLabelText('合计（大写）')).toHaveProperty('value', '贰拾元整'));
    amount.mockClear();
    total.mockClear();
    capital.mockClear();

    const title = screen.getByLabelText(/标题/);
    await user.type(title, 'x');
    expect(amount).not.toHaveBeenCalled();
    expect(total).not.toHaveBeenCalled();

    const quantity = screen.getByLabelText(/数量（第1行）/);
    await user.clear(quantity);
    await user.type(quantity, '3');
    await waitFor(() => expect(screen.getByLabelText('合计（大写）')).toHaveProperty('value', '叁拾元整'));
    expect(amount).toHaveBeenCalled();
    expect(capital).toHaveBeenCalled();
    expect(amount.mock.invocationCallOrder[0]).toBeLessThan(total.mock.invocationCallOrder[0]);
    expect(total.mock.invocationCallOrder.at(-1)!).toBeLessThan(capital.mock.invocationCallOrder.at(-1)!);
  });

  it('shows a formula error as a notification without crashing, and closes it once the inputs are valid', async () => {
    // jsdom plays no CSS animations, so a closed notice never leaves the DOM there: closing is checked on the API.
    const close = vi.spyOn(Notification, 'close');
    const error = vi.spyOn(Notification, 'error');
    const user = userEvent.setup();
    const model = formToSchema(leave as FormDefinition, { locale: 'en-US' });
    const { unmount } = render(<FormRenderer model={model} data={{ leave: { applicant: 'Ann', startTime: 'not a date', endTime: '2024-03-05 18:00:00' } }} locale="en-US" />);
    const notice = (await screen.findByText('Days: Invalid date')).closest('[role="alert"]') as HTMLElement;
    expect(within(notice).getByText('A formula could not be computed')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Submit' })).toBeTruthy(); // the form stays usable
    const start = screen.getByLabelText(/Start/);
    await user.clear(start);
    await user.type(start, '2024-03-04 08:00:00');
    await waitFor(() => expect(close).toHaveBeenCalledTimes(1));
    expect(screen.getByLabelText(/Days/)).toHaveProperty('value', '1.5');

    // A failure still open when the form goes away is closed with it.
    const { unmount: unmountOther } = render(<FormRenderer model={model} data={{ leave: { applicant: 'Bo', startTime: '2024-03-04 08:00:00', endTime: 'never' } }} locale="en-US" />);
    await waitFor(() => expect(error).toHaveBeenCalledTimes(2));
    const otherId = error.mock.calls[1][0].id;
    expect(otherId).not.toBe(error.mock.calls[0][0].id); // one notice per form and field
    unmountOther();
    await waitFor(() => expect(close).toHaveBeenCalledTimes(2));
    expect(close.mock.calls.map(([id]) => id)).toEqual([error.mock.calls[0][0].id, otherId]);
    unmount();
    close.mockRestore();
    error.mockRestore();
  });

  it('submits blank optional number fields (no type error for an empty value)', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    const model = formToSchema({ kind: 'form', alias: 'n', name: 'N', boAlias: 'n', entities: [{ name: 'n', label: 'N', type: 'main', attributes: [{ name: 'count', label: 'Count', dataType: 'number', control: 'number' }] }] });
    render(<FormRenderer model={model} data={{ n: { count: '' } }} locale="en-US" onSubmit={onSubmit} />);
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
  });

  it('obeys the table permissions: add allowed, delete not', async () => {
    const user = userEvent.setup();
    render(<FormRenderer model={expenseModel()} data={expenseData([{ subject: 'meal', price: 1, quantity: 1 }])} locale="zh-CN" />);
    const table = screen.getByRole('table');
    expect(within(table).queryByRole('button', { name: /删除/ })).toBeNull();
    await user.click(screen.getByRole('button', { name: /添加/ }));
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(3));
  });

  it('renders end to end through createEngine and SchemaRenderer', () => {
    const engine = createEngine({ kinds: [formKind] });
    const result = engine.prepare('form', leave, { locale: 'en-US' });
    render(<SchemaRenderer engine={engine} result={result} path="test/leave" locale="en-US" />);
    expect(screen.getByLabelText(/Applicant/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Submit' })).toBeTruthy();
  });

  it('has no serious or critical axe violations, also with the error hint shown', async () => {
    const user = userEvent.setup();
    render(<FormRenderer model={expenseModel()} data={expenseData([{ subject: '', price: '', quantity: 1 }])} locale="zh-CN" />);
    await user.click(screen.getByRole('button', { name: '提交' }));
    await screen.findByText('请正确填写以下表单内容');
    const results = await axe.run(document.body, { rules: { 'color-contrast': { enabled: false } } });
    const serious = results.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
    expect(serious.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.html).join(' | ')}`)).toEqual([]);
  });

  it('applies linkage while typing: a matching value makes the target required, and shown errors are re-checked', async () => {
    const user = userEvent.setup();
    const model = formToSchema(vehicle as FormDefinition, { locale: 'en-US' });
    render(<FormRenderer model={model} locale="en-US" />);
    const licence = () => screen.getByLabelText(/Driving licence number/);
    expect(licence().getAttribute('aria-required')).toBeNull();
    await user.click(screen.getByRole('switch', { name: /Driver needed/ }));
    await waitFor(() => expect(licence().getAttribute('aria-required')).toBe('true'));
    await user.click(screen.getByRole('switch', { name: /Driver needed/ }));
    await waitFor(() => expect(licence().getAttribute('aria-required')).toBeNull());

    // Once a submit has failed, a linkage change re-validates by itself (after LINKAGE_VALIDATION_DELAY_MS).
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    const hint = () => document.querySelector('.fd-rjsf-error-hint')?.textContent ?? '';
    await waitFor(() => expect(hint()).not.toBe(''));
    expect(hint()).not.toContain('Driving licence number');
    await user.click(screen.getByRole('switch', { name: /Driver needed/ }));
    await waitFor(() => expect(hint()).toContain('Driving licence number'));
  });

  it('runs the server checks after the synchronous rules pass, shows their errors and submits once they pass', async () => {
    const user = userEvent.setup();
    const taken = new Set(['A-1']);
    const isExist = vi.fn(async (_target: string, value: unknown) => taken.has(String(value)));
    const model = formToSchema(codeForm, { locale: 'en-US', services: { isExist } });
    const onSubmit = vi.fn();
    render(<FormRenderer model={model} data={{ asset: { code: 'A-1' } }} locale="en-US" onSubmit={onSubmit} />);
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    const hint = () => document.querySelector('.fd-rjsf-error-hint')?.textContent ?? '';
    await waitFor(() => expect(hint()).toContain('Code: Code already exists'));
    expect(isExist).toHaveBeenCalledWith('asset.code', 'A-1', expect.anything(), expect.anything());
    expect(onSubmit).not.toHaveBeenCalled();
    const code = screen.getByLabelText(/Code/);
    await user.clear(code);
    await user.type(code, 'B-2');
    await waitFor(() => expect(hint()).not.toContain('already exists'));
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0][0]).toEqual({ asset: { code: 'B-2' } });
  });
});

describe('FormRenderer with application functions', () => {
  const budgetForm: FormDefinition = {
    kind: 'form',
    alias: 'budget',
    name: 'Budget',
    boAlias: 'plan',
    entities: [{
      name: 'plan', label: 'Plan', type: 'main',
      attributes: [
        { name: 'rank', label: 'Rank', dataType: 'varchar', control: 'text' },
        { name: 'hours', label: 'Hours', dataType: 'number', control: 'number' },
        { name: 'cost', label: 'Cost', dataType: 'number', control: 'number', formula: 'BUDGETCOST(data.plan.rank, data.plan.hours)' },
        { name: 'doubled', label: 'Doubled', dataType: 'number', control: 'number', formula: 'data.plan.cost * 2' },
      ],
    }],
  };

  it('evaluates a server-backed formula after the synchronous pass and recomputes what depends on it', async () => {
    const calcBudgetCost = vi.fn(async (rank: unknown, hours: unknown) => {
      if (rank === 'X') throw new Error('unknown rank');
      return Number(hours) * 100;
    });
    const model = formToSchema(budgetForm, { locale: 'en-US', formula: createFormulaEvaluator({ functions: { BUDGETCOST: calcBudgetCost } }) });
    expect(model.definitionErrors).toEqual([]);
    render(<FormRenderer model={model} data={{ plan: { rank: 'T4', hours: 3, cost: '', doubled: '' } }} locale="en-US" />);
    await waitFor(() => expect(screen.getByLabelText(/Doubled/)).toHaveProperty('value', '600'));
    expect(screen.getByLabelText(/^Cost/)).toHaveProperty('value', '300');
    expect(calcBudgetCost).toHaveBeenCalledWith('T4', 3);

    const user = userEvent.setup();
    const rank = screen.getByLabelText(/Rank/);
    await user.clear(rank);
    await user.type(rank, 'X');
    expect((await screen.findByText(/^Cost: /)).closest('[role="alert"]')).not.toBeNull();
  });
});

const codeForm: FormDefinition = {
  kind: 'form',
  alias: 'asset-code',
  name: 'Asset',
  boAlias: 'asset',
  entities: [{ name: 'asset', label: 'Asset', type: 'main', attributes: [{ name: 'code', label: 'Code', dataType: 'varchar', control: 'text', rules: 'required|isExist:asset.code' }] }],
};


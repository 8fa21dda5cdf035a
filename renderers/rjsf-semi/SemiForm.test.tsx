// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import validator from '@rjsf/validator-ajv8';
import type { IChangeEvent } from '@rjsf/core';
import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import axe from 'axe-core';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createErrorTransformer, preloadAllWidgets, SemiForm, type SemiFormContext } from './index';

// These tests are about the controls; loading them on demand is tested in widgets/lazy.test.tsx.
beforeAll(preloadAllWidgets);
afterEach(cleanup);

interface Rendered {
  changes: unknown[];
  submitted: unknown[];
}

function renderForm(schema: RJSFSchema, options: { uiSchema?: UiSchema; formData?: unknown; formContext?: SemiFormContext } = {}): Rendered {
  const rendered: Rendered = { changes: [], submitted: [] };
  const locale = options.formContext?.locale;
  render(
    <SemiForm
      schema={schema}
      uiSchema={options.uiSchema}
      formData={options.formData}
      validator={validator}
      formContext={options.formContext ?? {}}
      transformErrors={createErrorTransformer(locale)}
      onChange={(event: IChangeEvent) => rendered.changes.push(event.formData)}
      onSubmit={(event: IChangeEvent) => rendered.submitted.push(event.formData)}
    />,
  );
  return rendered;
}

const lastChange = (rendered: Rendered) => rendered.changes.at(-1) as Record<string, unknown>;

describe('widgets', () => {
  it('edits text, textarea and number values through labelled Semi controls', async () => {
    const user = userEvent.setup();
    const rendered = renderForm(
      {
        type: 'object',
        required: ['name'],
        properties: { name: { type: 'string', title: 'Name' }, remark: { type: 'string', title: 'Remark' }, amount: { type: 'number', title: 'Amount' } },
      },
      { uiSchema: { remark: { 'ui:widget': 'textarea' } }, formData: { name: 'Ann' } },
    );
    const name = screen.getByLabelText(/Name/);
    expect(name).toHaveProperty('value', 'Ann');
    expect(name.getAttribute('aria-required')).toBe('true');
    expect(screen.getByText('Name').closest('label')?.querySelector('.fd-rjsf-required')).not.toBeNull();
    await user.type(name, 'e');
    await user.type(screen.getByLabelText('Remark'), 'hi');
    await user.type(screen.getByLabelText('Amount'), '12.5');
    await waitFor(() => expect(lastChange(rendered)).toMatchObject({ name: 'Anne', remark: 'hi', amount: 12.5 }));
    expect(screen.getByLabelText('Remark').tagName).toBe('TEXTAREA');
  });

  it('shows and edits select, radio, checkboxes, checkbox and switch values', async () => {
    const user = userEvent.setup();
    const rendered = renderForm(
      {
        type: 'object',
        properties: {
          level: { type: 'string', title: 'Level', enum: ['low', 'high'] },
          kind: { type: 'string', title: 'Kind', enum: ['a', 'b'] },
          tags: { type: 'array', title: 'Tags', uniqueItems: true, items: { type: 'string', enum: ['x', 'y'] } },
          agree: { type: 'boolean', title: 'Agree' },
          active: { type: 'boolean', title: 'Active' },
        },
      },
      {
        uiSchema: { kind: { 'ui:widget': 'radio' }, tags: { 'ui:widget': 'checkboxes' }, active: { 'ui:widget': 'switch' } },
        formData: { level: 'high' },
      },
    );
    expect(screen.getByRole('combobox', { name: /Level/ }).textContent).toContain('high');
    await user.click(screen.getByRole('radio', { name: 'b' }));
    await user.click(screen.getByRole('checkbox', { name: 'y' }));
    await user.click(screen.getByRole('checkbox', { name: 'Agree' }));
    await user.click(screen.getByRole('switch', { name: 'Active' }));
    await waitFor(() => expect(lastChange(rendered)).toMatchObject({ level: 'high', kind: 'b', tags: ['y'], agree: true, active: true }));
    expect(screen.getByRole('radiogroup', { name: 'Kind' })).toBeTruthy();
    expect(screen.getByRole('group', { name: 'Tags' })).toBeTruthy();
  });

  it('keeps date, time and date-time values as yyyy-MM-dd, HH:mm:ss and yyyy-MM-dd HH:mm:ss strings', async () => {
    const user = userEvent.setup();
    const rendered = renderForm(
      {
        type: 'object',
        properties: {
          day: { type: 'string', title: 'Day', format: 'date' },
          at: { type: 'string', title: 'At', format: 'time' },
          stamp: { type: 'string', title: 'Stamp' },
        },
      },
      { uiSchema: { stamp: { 'ui:widget': 'datetime' } }, formData: { day: '2024-03-05', at: '08:30:00', stamp: '2024-03-05 08:30:00' } },
    );
    expect(screen.getByLabelText('Day')).toHaveProperty('value', '2024-03-05');
    expect(screen.getByLabelText('At')).toHaveProperty('value', '08:30:00');
    expect(screen.getByLabelText('Stamp')).toHaveProperty('value', '2024-03-05 08:30:00');
    const day = screen.getByLabelText('Day');
    await user.clear(day);
    await user.type(day, '2024-04-06');
    await waitFor(() => expect(lastChange(rendered)?.day).toBe('2024-04-06'));
  });

  it("shows and stores a field's own format (ui:options.format), such as the designer's HH:mm and yyyy-MM-dd HH:mm", async () => {
    const user = userEvent.setup();
    const rendered = renderForm(
      { type: 'object', properties: { at: { type: 'string', title: 'At', format: 'time' }, stamp: { type: 'string', title: 'Stamp' } } },
      { uiSchema: { at: { 'ui:options': { format: 'HH:mm' } }, stamp: { 'ui:widget': 'datetime', 'ui:options': { format: 'yyyy-MM-dd HH:mm' } } }, formData: { at: '14:00', stamp: '2024-05-06 08:00' } },
    );
    expect(screen.getByLabelText('At')).toHaveProperty('value', '14:00');
    expect(screen.getByLabelText('Stamp')).toHaveProperty('value', '2024-05-06 08:00');
    const stamp = screen.getByLabelText('Stamp');
    await user.clear(stamp);
    await user.type(stamp, '2024-05-07 09:30');
    await waitFor(() => expect(lastChange(rendered)?.stamp).toBe('2024-05-07 09:30'));
  });
});

describe('errors', () => {
  const schema: RJSFSchema = {
    type: 'object',
    required: ['name'],
    properties: { name: { type: 'string', title: '姓名' }, code: { type: 'string', title: '编码', maxLength: 2 } },
  };

  it('lists "label: message" under the zh-CN heading and announces each field error', async () => {
    const user = userEvent.setup();
    renderForm(schema, { formData: { code: 'abc' } });
    await user.click(screen.getByRole('button', { name: '提交' }));
    const hint = await screen.findByRole('alert');
    expect(hint.textContent).toContain('错误提示');
    expect(hint.textContent).toContain('请正确填写以下表单内容');
    expect(within(hint).getByText('姓名: 必填')).toBeTruthy();
    expect(within(hint).getByText('编码: 文本长度不能超过2个字符')).toBeTruthy();
    const name = screen.getByLabelText(/姓名/);
    expect(name.getAttribute('aria-invalid')).toBe('true');
    const describedBy = name.getAttribute('aria-describedby') ?? '';
    expect(document.getElementById(describedBy.split(' ')[0])?.textContent).toBe('必填');
    expect(screen.getByText('姓名').closest('label')?.className).toContain('fd-rjsf-label--error');
  });

  it('uses the en-US texts when formContext.locale is en-US', async () => {
    const user = userEvent.setup();
    renderForm(schema, { formContext: { locale: 'en-US' } });
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    const hint = await screen.findByRole('alert');
    expect(hint.textContent).toContain('Error hint');
    expect(hint.textContent).toContain('Please fill in the following form content correctly');
    expect(within(hint).getByText('姓名: Required')).toBeTruthy();
  });

  it('says "please fill in the form correctly" when no error carries a message', async () => {
    const user = userEvent.setup();
    render(
      <SemiForm
        schema={{ type: 'object', properties: { a: { type: 'string', title: 'A' } } }}
        validator={validator}
        customValidate={(_data, errors) => {
          errors.a?.addError('');
          return errors;
        }}
      />,
    );
    await user.click(screen.getByRole('button', { name: '提交' }));
    expect((await screen.findByRole('alert')).textContent).toContain('请正确填写表单');
  });
});

describe('upload', () => {
  const schema: RJSFSchema = { type: 'object', properties: { files: { type: 'string', title: 'Files' } } };
  const file = (name: string) => new File(['x'.repeat(2048)], name, { type: 'application/octet-stream' });

  function setup(uiOptions: Record<string, unknown>, uploadFile?: SemiFormContext['uploadFile'], formData?: unknown) {
    const rendered = renderForm(schema, {
      uiSchema: { files: { 'ui:widget': 'upload', 'ui:options': uiOptions } },
      formContext: { uploadFile },
      formData,
    });
    const input = () => screen.getByTestId('root_files__file-input') as HTMLInputElement;
    const choose = (...files: File[]) => act(() => fireEvent.change(input(), { target: { files } }));
    return { rendered, choose };
  }

  it('refuses every file when no format is configured', async () => {
    const uploadFile = vi.fn();
    const { choose } = setup({}, uploadFile);
    await choose(file('a.pdf'));
    expect(screen.getByText('请配置可上传的文件格式')).toBeTruthy();
    expect(uploadFile).not.toHaveBeenCalled();
  });

  it('refuses extensions outside the accept list and more files than the limit', async () => {
    const uploadFile = vi.fn();
    const { choose } = setup({ accept: '.pdf,.docx', limit: 1 }, uploadFile);
    await choose(file('a.exe'));
    expect(screen.getByText('附件只能是以下格式：pdf, docx')).toBeTruthy();
    await choose(file('a.pdf'), file('b.pdf'));
    expect(screen.getByText('最多只能上传1个文件')).toBeTruthy();
    expect(uploadFile).not.toHaveBeenCalled();
  });

  it('uploads accepted files, says "please try again later" before the upload ends and stores hotent-ui\'s attachment JSON', async () => {
    let finish: (value: { fileId: string; fileName: string; size: number }) => void = () => undefined;
    const uploadFile = vi.fn(() => new Promise<{ fileId: string; fileName: string; size: number }>((resolve) => (finish = resolve)));
    const { rendered, choose } = setup({ accept: 'pdf' }, uploadFile);
    await choose(file('plan.PDF'));
    expect(uploadFile).toHaveBeenCalledTimes(1);
    await userEvent.click(screen.getByRole('button', { name: '下载plan.PDF' }));
    expect(screen.getByText('请稍后再试')).toBeTruthy();
    await act(async () => finish({ fileId: 'f1', fileName: 'plan.PDF', size: 2048 }));
    await waitFor(() =>
      expect(JSON.parse(String(lastChange(rendered).files))).toEqual([
        { name: 'plan.PDF', size: 2048, type: 'pdf', status: 'success', uid: 'f1', response: { fileId: 'f1', fileName: 'plan.PDF', size: 2048 } },
      ]),
    );
    expect(screen.getByText('plan.PDF')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: '删除plan.PDF' }));
    await waitFor(() => expect(lastChange(rendered).files).toBe(''));
  });
});

describe('sub-table', () => {
  const schema: RJSFSchema = {
    type: 'object',
    properties: {
      items: {
        type: 'array',
        title: 'Items',
        items: { type: 'object', properties: { item: { type: 'string', title: 'Item' }, qty: { type: 'integer', title: 'Qty' } } },
      },
    },
  };
  const data = { items: [{ item: 'pen', qty: 2 }] };

  it('renders one row per item with a column per property and adds, copies and deletes rows', async () => {
    const user = userEvent.setup();
    const rendered = renderForm(schema, { formData: data });
    const table = screen.getByRole('table', { name: 'Items' });
    expect(within(table).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['序号', 'Item', 'Qty', '操作']);
    expect(screen.getByLabelText('Item（第1行）')).toHaveProperty('value', 'pen');
    await user.click(screen.getByRole('button', { name: '复制第1行' }));
    await waitFor(() => expect(lastChange(rendered).items).toEqual([{ item: 'pen', qty: 2 }, { item: 'pen', qty: 2 }]));
    await user.type(screen.getByLabelText('Item（第2行）'), 's');
    await user.click(screen.getByRole('button', { name: '添加 Items' }));
    await waitFor(() => expect((lastChange(rendered).items as unknown[]).length).toBe(3));
    await user.click(screen.getByRole('button', { name: '删除第1行' }));
    await waitFor(() => expect(lastChange(rendered).items).toEqual([{ item: 'pens', qty: 2 }, {}]));
  });

  it('hides the buttons the table permission does not allow', () => {
    renderForm(schema, { formData: data, uiSchema: { items: { 'ui:options': { add: false, del: true } } } });
    expect(screen.queryByRole('button', { name: '添加 Items' })).toBeNull();
    expect(screen.queryByRole('button', { name: '复制第1行' })).toBeNull();
    expect(screen.getByRole('button', { name: '删除第1行' })).toBeTruthy();
    cleanup();
    renderForm(schema, { formData: data, uiSchema: { items: { 'ui:options': { add: true, del: false, copy: false } } } });
    expect(screen.getByRole('button', { name: '添加 Items' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: '复制第1行' })).toBeNull();
    expect(screen.queryByRole('button', { name: '删除第1行' })).toBeNull();
    expect(screen.queryByRole('columnheader', { name: '操作' })).toBeNull();
  });
});

describe('selectors and rich text', () => {
  it('opens the selector dialog through formContext and shows removable tags', async () => {
    const user = userEvent.setup();
    const open = vi.fn(async () => [
      { id: 'u1', name: 'Alice' },
      { id: 'u2', name: 'Bob' },
    ]);
    const rendered = renderForm(
      { type: 'object', properties: { owner: { type: 'array', title: 'Owner', items: { type: 'object' } } } },
      { uiSchema: { owner: { 'ui:widget': 'userSelector', 'ui:options': { selector: { scope: 'all' } } } }, formContext: { selectors: { open } } },
    );
    expect(screen.getByText('未选择')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: /选择用户/ }));
    expect(open).toHaveBeenCalledWith('user', { multiple: true, selected: [], config: { scope: 'all' } });
    await waitFor(() => expect(lastChange(rendered).owner).toEqual([{ id: 'u1', name: 'Alice' }, { id: 'u2', name: 'Bob' }]));
    const remove = screen.getByRole('button', { name: '移除Alice' });
    remove.focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(lastChange(rendered).owner).toEqual([{ id: 'u2', name: 'Bob' }]));
  });

  it('renders rich text without scripts or event handlers', () => {
    renderForm(
      { type: 'object', properties: { body: { type: 'string', title: 'Body' } } },
      { uiSchema: { body: { 'ui:widget': 'richText' } }, formData: { body: '<p>Hello <b>world</b></p><img src="x" onerror="alert(1)"><script>alert(2)</script>' } },
    );
    const region = screen.getByRole('region', { name: 'Body' });
    expect(region.querySelector('b')?.textContent).toBe('world');
    expect(region.querySelector('script')).toBeNull();
    expect(region.querySelector('img')?.getAttribute('onerror')).toBeNull();
  });
});

describe('accessibility', () => {
  it('has no serious or critical axe violations, also with errors shown', async () => {
    const user = userEvent.setup();
    renderForm(
      {
        type: 'object',
        required: ['name', 'level'],
        properties: {
          name: { type: 'string', title: 'Name', description: 'Your full name' },
          level: { type: 'string', title: 'Level', enum: ['low', 'high'] },
          kind: { type: 'string', title: 'Kind', enum: ['a', 'b'] },
          day: { type: 'string', title: 'Day', format: 'date' },
          agree: { type: 'boolean', title: 'Agree' },
          active: { type: 'boolean', title: 'Active' },
          files: { type: 'string', title: 'Files' },
          owner: { type: 'array', title: 'Owner', items: { type: 'object' } },
          items: { type: 'array', title: 'Items', items: { type: 'object', properties: { item: { type: 'string', title: 'Item' } } } },
        },
      },
      {
        uiSchema: {
          kind: { 'ui:widget': 'radio' },
          active: { 'ui:widget': 'switch' },
          files: { 'ui:widget': 'upload', 'ui:options': { accept: 'pdf' } },
          owner: { 'ui:widget': 'userSelector' },
        },
        formData: { items: [{ item: 'pen' }] },
      },
    );
    await user.click(screen.getByRole('button', { name: '提交' }));
    await screen.findByText('请正确填写以下表单内容');
    const results = await axe.run(document.body, { rules: { 'color-contrast': { enabled: false } } });
    const serious = results.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
    expect(serious.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.html).join(' | ')}`)).toEqual([]);
  });
});

describe('widget memoization', () => {
  it('re-renders a widget only when what it shows changes', async () => {
    const { widgetPropsAreEqual } = await import('./widgets/shared');
    const base = {
      id: 'root_a', name: 'a', label: 'A', value: 'x', rawErrors: ['e'], readonly: false, disabled: false,
      options: { accept: 'pdf' }, schema: { type: 'string' }, uiSchema: {}, registry: { formContext: {} },
      onChange: () => undefined, onBlur: () => undefined, onFocus: () => undefined,
    } as unknown as Parameters<typeof widgetPropsAreEqual>[0];
    expect(widgetPropsAreEqual(base, { ...base, options: { accept: 'pdf' }, rawErrors: ['e'], onChange: () => undefined })).toBe(true);
    expect(widgetPropsAreEqual(base, { ...base, value: 'y' })).toBe(false);
    expect(widgetPropsAreEqual(base, { ...base, rawErrors: [] })).toBe(false);
    expect(widgetPropsAreEqual(base, { ...base, readonly: true })).toBe(false);
    expect(widgetPropsAreEqual(base, { ...base, options: { accept: 'doc' } })).toBe(false);
  });
});

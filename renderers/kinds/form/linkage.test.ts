import { describe, expect, it } from 'vitest';
import leave from '../../../fixtures/form/leave-request.json';
import survey from '../../../fixtures/form/staff-survey.json';
import { formToSchema } from './adapter';
import { validateFormData } from './customValidate';
import type { FormDefinition } from './definition';
import { EMPTY_OVERLAY, linkageOverlay, overlaySignature } from './linkage';

const leaveModel = formToSchema(leave as FormDefinition);
const overlayOf = (model: ReturnType<typeof formToSchema>, data: unknown) => linkageOverlay(model.fields, model.fieldsByPath, data);

// A table whose row field links another field of the same row, and a main field linking a table field.
const orders: FormDefinition = {
  kind: 'form',
  alias: 'orders',
  name: 'Orders',
  boAlias: 'order',
  entities: [
    {
      name: 'order', label: 'Order', type: 'main',
      attributes: [
        { name: 'express', label: 'Express', dataType: 'boolean', control: 'switch', linkage: [{ values: [true], permissions: { 'line.note': 'n' } }] },
      ],
    },
    {
      name: 'line', label: 'Lines', type: 'sub',
      attributes: [
        { name: 'kind', label: 'Kind', dataType: 'varchar', control: 'select', options: [{ value: 'gift', label: 'Gift' }, { value: 'item', label: 'Item' }], linkage: [{ values: ['gift'], permissions: { wrapping: 'b' } }] },
        { name: 'wrapping', label: 'Wrapping', dataType: 'varchar', control: 'text' },
        { name: 'note', label: 'Note', dataType: 'varchar', control: 'text', rules: 'required' },
      ],
    },
  ],
};

describe('linkageOverlay', () => {
  it('is empty (the shared empty overlay) while no rule matches', () => {
    const overlay = overlayOf(leaveModel, { leave: { leaveType: 'annual' } });
    expect(overlay).toBe(EMPTY_OVERLAY);
    expect(overlaySignature(overlay)).toBe('');
    expect(leaveModel.withPermissions(overlay)).toBe(leaveModel);
  });

  it('gives the targets their permission while the value matches, compared as text', () => {
    const overlay = overlayOf(leaveModel, { leave: { leaveType: 'sick' } });
    expect([...overlay.fields]).toEqual([['data.leave.certificate', 'b']]);
    const model = formToSchema(survey as FormDefinition);
    expect(overlaySignature(overlayOf(model, { survey: { anonymous: 'false' } }))).toBe('data.survey.respondent=w');
    expect(overlaySignature(overlayOf(model, { survey: { anonymous: true } }))).toBe('');
  });

  it('acts per row on fields of the same row and on the whole table from a main field', () => {
    const model = formToSchema(orders);
    const overlay = overlayOf(model, { order: { express: true, sub_line: [{ kind: 'item' }, { kind: 'gift' }] } });
    expect(overlay.subFields).toEqual({ sub_line_wrapping_1: 'b' });
    expect(overlay.fields.get('data.order.sub_line.note')).toBe('n');
  });
});

describe('model.withPermissions', () => {
  it('makes a linked field required in schema, uiSchema and rules, and keeps the base model untouched', () => {
    const linked = leaveModel.withPermissions(overlayOf(leaveModel, { leave: { leaveType: 'sick' } }));
    const bo = (schema: Record<string, unknown>) => (schema.properties as Record<string, { required?: string[] }>).leave;
    expect(bo(linked.schema).required).toContain('certificate');
    expect(bo(leaveModel.schema).required ?? []).not.toContain('certificate');
    const certificate = linked.fieldsByPath.get('data.leave.certificate')!;
    expect(certificate).toMatchObject({ permission: 'b', required: true, writable: true });
    expect(leaveModel.fieldsByPath.get('data.leave.certificate')!.permission).toBe('w');
    const ui = (linked.uiSchema.leave as Record<string, Record<string, unknown>>).certificate;
    expect(ui['ui:options']).toMatchObject({ permission: 'b' });
    expect(validateFormData(linked, { leave: { leaveType: 'sick', certificate: '' } }).errors.map((error) => error.path)).toContain('data.leave.certificate');
  });

  it('hides a field for n and puts per-row overrides into the table uiSchema and the row permissions', () => {
    const model = formToSchema(orders);
    const data = { order: { express: true, sub_line: [{ kind: 'item', wrapping: '', note: '' }, { kind: 'gift', wrapping: '', note: '' }] } };
    const linked = model.withPermissions(overlayOf(model, data));
    const items = ((linked.uiSchema.order as Record<string, Record<string, unknown>>).sub_line.items as Record<string, Record<string, unknown>>);
    expect(items.note['ui:widget']).toBe('hidden');
    expect(items.wrapping['ui:options']).toMatchObject({ rowOverrides: { '1': 'b' } });
    expect(linked.permissionAt('data.order.sub_line.1.wrapping', 1)).toBe('b');
    expect(linked.permissionAt('data.order.sub_line.0.wrapping', 0)).toBe('w');
    // The hidden note is not checked; the gift row's wrapping is now required.
    expect(validateFormData(linked, data).errors.map((error) => error.path)).toEqual(['data.order.sub_line.1.wrapping']);
    expect(validateFormData(model, data).errors.map((error) => error.path)).toEqual(['data.order.sub_line.0.note', 'data.order.sub_line.1.note']);
  });
});

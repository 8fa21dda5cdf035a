import { describe, expect, it } from 'vitest';
import { readOnlyPermission } from './readOnlyPermission';

describe('readOnlyPermission', () => {
  it('makes every visible field read-only and keeps hidden ones hidden', () => {
    const result = readOnlyPermission({
      fields: { leave: { applicant: 'b', mobile: 'w', days: 'r', secret: 'n' } },
      opinion: { manager: 'w', hiddenOpinion: 'n' },
      subFields: { sub_items_price_0: 'w', sub_items_note_1: 'n' },
    });
    expect(result.fields).toEqual({ leave: { applicant: 'r', mobile: 'r', days: 'r', secret: 'n' } });
    expect(result.opinion).toEqual({ manager: 'r', hiddenOpinion: 'n' });
    expect(result.subFields).toEqual({ sub_items_price_0: 'r', sub_items_note_1: 'n' });
  });

  it('takes add, delete, edit and required away from every sub-table and keeps its other settings', () => {
    const result = readOnlyPermission({ table: { items: { hidden: false, add: true, del: true, required: true, export: true }, notes: { hidden: true } } });
    expect(result.table).toEqual({
      items: { hidden: false, add: false, del: false, edit: false, required: false, export: true },
      notes: { hidden: true, add: false, del: false, edit: false, required: false },
    });
  });

  it('leaves absent parts absent and does not change its input', () => {
    const input = { fields: { leave: { applicant: 'w' as const } } };
    expect(readOnlyPermission({})).toEqual({});
    expect(readOnlyPermission(input)).toEqual({ fields: { leave: { applicant: 'r' } } });
    expect(input.fields.leave.applicant).toBe('w');
  });
});

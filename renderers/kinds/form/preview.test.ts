import { describe, expect, it } from 'vitest';
import { formToSchema } from './adapter';
import type { FormAttribute, FormDefinition } from './definition';
import { PREVIEW_ATTRIBUTES, previewModel } from './preview';

const text = (index: number): FormAttribute => ({ name: `f${index}`, label: { 'zh-CN': `字段${index}`, 'en-US': `Field ${index}` }, dataType: 'varchar', control: 'text' });

function bigForm(count: number, extra: Partial<FormDefinition> = {}): FormDefinition {
  const attributes = Array.from({ length: count }, (_, index) => text(index));
  attributes[0] = { ...attributes[0], rules: 'required', linkage: [{ values: ['hide'], permissions: { f2: 'n' } }] };
  attributes[1] = { ...attributes[1], placeholder: 'Say it' };
  return {
    kind: 'form',
    alias: 'big',
    name: 'Big',
    boAlias: 'big',
    entities: [
      { name: 'big', label: 'Big', type: 'main', attributes },
      { name: 'line', label: 'Lines', type: 'sub', attributes: [text(0)] },
    ],
    permission: { fields: { big: { f3: 'r', f4: 'n' } } },
    ...extra,
  };
}

describe('previewModel', () => {
  it('adapts the first attributes of the main entity alone, as the whole definition adapts them', () => {
    const definition = bigForm(300);
    const preview = previewModel(definition, { locale: 'en-US' });
    const full = formToSchema(definition, { locale: 'en-US' });
    expect(preview?.fields.map((field) => field.name)).toEqual(Array.from({ length: PREVIEW_ATTRIBUTES }, (_, index) => `f${index}`));
    const entity = (model: typeof full) => (model.schema.properties as Record<string, { properties: Record<string, unknown>; required?: string[] }>).big;
    const ui = (model: typeof full) => model.uiSchema.big as Record<string, unknown>;
    for (const name of ['f0', 'f1', 'f3', 'f4', 'f47']) {
      expect(entity(preview!).properties[name]).toEqual(entity(full).properties[name]);
      expect(ui(preview!)[name]).toEqual(ui(full)[name]);
    }
    expect(entity(preview!).required).toEqual(['f0']);
    expect(entity(preview!).properties.sub_line).toBeUndefined();
  });

  it('applies the permission map it is given and the linkage of the data', () => {
    const definition = bigForm(100);
    const given = previewModel(definition, { locale: 'en-US', permission: { fields: { big: { f5: 'r' } } } });
    expect(given?.fieldsByPath.get('data.big.f5')?.permission).toBe('r');
    expect(given?.fieldsByPath.get('data.big.f3')?.permission).toBe('w');
    const linked = previewModel(definition, { locale: 'en-US' }, { big: { f0: 'hide' } });
    expect(linked?.fieldsByPath.get('data.big.f2')?.permission).toBe('n');
    expect(previewModel(definition, { locale: 'en-US' })?.fieldsByPath.get('data.big.f2')?.permission).toBe('w');
  });

  it('has nothing to add for a definition no bigger than what it reads', () => {
    const small = bigForm(PREVIEW_ATTRIBUTES - 1);
    expect(previewModel(small, { locale: 'en-US' })).toBeUndefined();
    expect(previewModel(bigForm(PREVIEW_ATTRIBUTES), { locale: 'en-US' })).toBeDefined(); // the sub entity's attribute counts too
  });

  it('draws nothing from a slice that is not a valid form, nor from what is not a form at all', () => {
    const definition = bigForm(100);
    const broken = { ...definition, entities: [{ ...definition.entities[0], attributes: [{ ...text(0), dataType: 'text' }, ...definition.entities[0].attributes.slice(1)] }] };
    expect(previewModel(broken, { locale: 'en-US' })).toBeUndefined();
    expect(previewModel({ ...definition, boAlias: undefined }, { locale: 'en-US' })).toBeUndefined();
    const twoMains = { ...definition, entities: [definition.entities[0], { ...definition.entities[0], name: 'other' }] };
    expect(previewModel(twoMains, { locale: 'en-US' })).toBeUndefined();
    for (const value of [null, 'form', [], { entities: 'x' }, { entities: [null, 3] }]) expect(previewModel(value, { locale: 'en-US' })).toBeUndefined();
  });

  it('leaves the problems of attributes it does not read to the preparation', () => {
    const definition = bigForm(100);
    definition.entities[0].attributes[80] = { ...text(80), dataType: 'nonsense' as FormAttribute['dataType'] };
    expect(previewModel(definition, { locale: 'en-US' })?.fields).toHaveLength(PREVIEW_ATTRIBUTES);
  });
});

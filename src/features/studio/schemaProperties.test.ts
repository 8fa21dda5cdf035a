import { describe, expect, it } from 'vitest';
import formSchema from '../../../schemas/form.schema.json';
import layoutSchema from '../../../schemas/layout.schema.json';
import { schemaPropertiesAt } from './schemaProperties';

const names = (list: { name: string }[]) => list.map((item) => item.name);

describe('schemaPropertiesAt', () => {
  it('offers the root properties with their required flag', () => {
    const root = schemaPropertiesAt(formSchema, []);
    expect(names(root)).toEqual(expect.arrayContaining(['kind', 'alias', 'name', 'boAlias', 'entities', 'permission']));
    expect(root.find((item) => item.name === 'entities')?.required).toBe(true);
    expect(root.find((item) => item.name === 'permission')?.required).toBe(false);
  });

  it('follows arrays and $refs down to an attribute', () => {
    expect(names(schemaPropertiesAt(formSchema, ['entities', 0]))).toEqual(['name', 'label', 'type', 'parent', 'attributes']);
    const attribute = names(schemaPropertiesAt(formSchema, ['entities', 3, 'attributes', 0]));
    expect(attribute).toEqual(expect.arrayContaining(['name', 'label', 'dataType', 'control', 'rules', 'formula', 'linkage']));
    expect(attribute).not.toContain('entities');
  });

  it('merges the branches of anyOf and if/then', () => {
    expect(names(schemaPropertiesAt(formSchema, ['name']))).toEqual(['zh-CN', 'en-US']);
    expect(names(schemaPropertiesAt(layoutSchema, ['list', 0]))).toEqual(expect.arrayContaining(['type', 'columns', 'tabs', 'alias']));
  });

  it('offers nothing where the schema says nothing', () => {
    expect(schemaPropertiesAt(formSchema, ['nosuch', 'deeper'])).toEqual([]);
    expect(schemaPropertiesAt(formSchema, ['alias'])).toEqual([]);
  });
});

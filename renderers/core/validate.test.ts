import { describe, expect, it } from 'vitest';
import { validateAgainstSchema } from './compileSchema';
import { validateDefinition } from './definitions';
import { pointerToPath } from './validate';

const form = {
  kind: 'form',
  alias: 'demo',
  name: '示例',
  boAlias: 'bo',
  entities: [{ name: 'bo', label: '主表', type: 'main', attributes: [{ name: 'a', label: 'A', dataType: 'varchar', control: 'text' }] }],
};

describe('validateDefinition', () => {
  it('accepts a valid definition', () => {
    expect(validateDefinition('form', form)).toEqual({ ok: true });
  });

  it('names kind, alias, JSON path and what was expected, in both languages', () => {
    const broken = { ...form, entities: [{ ...form.entities[0], attributes: [{ name: 'a', label: 'A', dataType: 'text', control: 'text' }] }] };
    const zh = validateDefinition('form', broken);
    const en = validateDefinition('form', broken, { locale: 'en-US' });
    expect(zh.ok || en.ok).toBe(false);
    if (zh.ok || en.ok) return;
    expect(zh.errors).toHaveLength(1);
    expect(zh.errors[0]).toMatchObject({ code: 'definition.invalid', kind: 'form', alias: 'demo', path: '$.entities[0].attributes[0].dataType' });
    expect(zh.errors[0].expected).toBe('以下值之一："varchar", "number", "date", "datetime", "time", "clob", "boolean"');
    expect(zh.errors[0].message).toBe(`form 定义“demo”无效：$.entities[0].attributes[0].dataType 处现为 "text"，应为${zh.errors[0].expected}`);
    expect(zh.errors[0].value).toBe('text');
    expect(en.errors[0].message).toMatch(/^Invalid form definition "demo": at \$\.entities\[0\]\.attributes\[0\]\.dataType is "text", expected one of: "varchar"/);
  });

  it('puts a missing or unknown property into the path', () => {
    const { boAlias: _omitted, ...withoutBo } = form;
    const outcome = validateDefinition('form', { ...withoutBo, lable: 'x' }, { locale: 'en-US' });
    expect(outcome.ok).toBe(false);
    if (outcome.ok) return;
    expect(outcome.errors.map((error) => [error.path, error.expected])).toEqual([
      ['$.boAlias', 'a required property'],
      ['$.lable', 'no property "lable" (unknown property)'],
    ]);
  });

  it('reports one anyOf error rather than every branch', () => {
    const outcome = validateDefinition('form', { ...form, name: 42 }, { locale: 'en-US' });
    expect(outcome.ok).toBe(false);
    if (outcome.ok) return;
    expect(outcome.errors).toEqual([expect.objectContaining({ path: '$.name', expected: 'a value of one of the allowed shapes' })]);
  });

  it('reports a non-object at the root and an unknown kind', () => {
    const root = validateDefinition('column', null);
    expect(root.ok === false && root.errors[0]).toMatchObject({ path: '$', alias: '', expected: '对象 类型的值' });
    const unknown = validateDefinition('gantt', { alias: 'x' }, { locale: 'en-US' });
    expect(unknown).toEqual({ ok: false, errors: [expect.objectContaining({ code: 'definition.unknownKind', kind: 'gantt', message: 'Unknown definition kind "gantt"' })] });
  });

  it('compiles each schema once and reports a broken schema instead of throwing', () => {
    const schema = { type: 'object', properties: { a: { type: 'strin' } } };
    const outcome = validateAgainstSchema('custom', schema, {});
    expect(outcome.ok === false && outcome.errors[0].code).toBe('definition.schemaInvalid');
    const good = { type: 'object', required: ['a'] };
    expect(validateAgainstSchema('custom', good, { a: 1 })).toEqual({ ok: true });
    expect(validateAgainstSchema('custom', good, {}).ok).toBe(false);
  });

  it('writes JSON paths readably', () => {
    expect(pointerToPath('')).toBe('$');
    expect(pointerToPath('/entities/0/attributes/12/name')).toBe('$.entities[0].attributes[12].name');
    expect(pointerToPath('/fields/a~1b/zh-CN')).toBe('$.fields["a/b"]["zh-CN"]');
  });
});

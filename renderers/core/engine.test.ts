import { describe, expect, it, vi } from 'vitest';
import leave from '../../fixtures/form/leave-request.json';
import { formAdapterKind } from '../kinds/form/adapterKind';
import type { FormModel } from '../kinds/form/adapter';
import { compileRules } from '../rules';
import { compileDefinitionSchema } from './compileSchema';
import { createEngine, DefinitionIssuesError, type EngineOptions, type RuleCompiler } from './engine';

// A kind of the test's own: its schema is compiled at run time.
const withCompiler = (options: EngineOptions = {}) => createEngine({ ...options, compileSchema: compileDefinitionSchema });
const tiny = { kind: 'tiny', schema: { type: 'object', required: ['alias'], properties: { alias: { type: 'string' } } }, adapt: (definition: { alias: string }) => ({ upper: definition.alias.toUpperCase() }) };

describe('createEngine', () => {
  it('keeps a registry per engine and refuses a duplicate kind', () => {
    const first = withCompiler({ kinds: [tiny] });
    const second = withCompiler();
    expect(first.kinds()).toEqual(['tiny']);
    expect(second.get('tiny')).toBeUndefined();
    expect(() => first.register(tiny)).toThrow('定义类型“tiny”已注册');
  });

  it('refuses a kind without a compiled validator unless the engine can compile its schema', () => {
    expect(() => createEngine({ kinds: [tiny] })).toThrow('定义类型“tiny”没有预编译的校验器');
    const broken = withCompiler({ kinds: [{ ...tiny, schema: { type: 'strin' } }] });
    expect(broken.prepare('tiny', { alias: 'a' }, { locale: 'en-US' })).toMatchObject({ ok: false, errors: [{ code: 'definition.schemaInvalid', kind: 'tiny', alias: 'a' }] });
  });

  it('prepares: validate → adapt', () => {
    const engine = withCompiler({ kinds: [tiny] });
    expect(engine.prepare('tiny', { alias: 'ab' })).toEqual({ ok: true, kind: 'tiny', model: { upper: 'AB' }, issues: [] });
    const bad = engine.prepare('tiny', { alias: 3 }, { locale: 'en-US' });
    expect(bad.ok === false && bad.errors[0]).toMatchObject({ kind: 'tiny', path: '$.alias', expected: 'a value of type text' });
  });

  it('never throws: unknown kinds, adapter issues and adapter crashes come back as errors', () => {
    const engine = withCompiler({
      kinds: [
        { ...tiny, kind: 'issues', adapt: () => { throw new DefinitionIssuesError([{ code: 'x', kind: 'issues', alias: 'a', path: '$.y', expected: '', message: 'bad y' }]); } },
        { ...tiny, kind: 'crash', adapt: () => { throw new Error('boom'); } },
      ],
    });
    expect(engine.prepare('nope', { alias: 'a' })).toEqual({ ok: false, kind: 'nope', errors: [expect.objectContaining({ code: 'definition.unknownKind', kind: 'nope', alias: 'a' })] });
    expect(engine.prepare('issues', { alias: 'a' })).toMatchObject({ ok: false, errors: [{ message: 'bad y', path: '$.y' }] });
    expect(engine.prepare('crash', { alias: 'a' }, { locale: 'en-US' })).toMatchObject({ ok: false, errors: [{ code: 'definition.adapterFailed', message: 'The crash definition "a" could not be compiled: boom' }] });
  });

  it('gives every prepare() its defaults, under the options of the call', () => {
    const adapt = vi.fn((definition: { alias: string }, _context: unknown) => definition.alias);
    const engine = withCompiler({ kinds: [{ ...tiny, adapt }], prepareDefaults: { services: 'app', tenant: 'main' } });
    engine.prepare('tiny', { alias: 'a' }, { tenant: 'acme', locale: 'en-US' });
    expect(adapt.mock.calls[0][1]).toMatchObject({ options: { services: 'app', tenant: 'acme', locale: 'en-US' }, locale: 'en-US' });
  });

  it('hands its plugins to the adapters (tests may pass fakes)', () => {
    const compile = vi.fn((rules: Parameters<typeof compileRules>[0], options?: Parameters<typeof compileRules>[1]) => compileRules(rules, options));
    const rules: RuleCompiler = { compile };
    const engine = createEngine({ kinds: [formAdapterKind], plugins: { rules } });
    const prepared = engine.prepare<FormModel>('form', leave, { locale: 'en-US' });
    expect(prepared.ok).toBe(true);
    expect(compile).toHaveBeenCalledWith('required:true|max:20', expect.objectContaining({ permission: 'b', label: 'Applicant', locale: 'en-US' }));
  });

  it('refuses a form whose structure is broken, naming the place', () => {
    const engine = createEngine({ kinds: [formAdapterKind] });
    const twoMains = { ...leave, entities: [leave.entities[0], { ...leave.entities[0], name: 'other' }] };
    const prepared = engine.prepare('form', twoMains);
    expect(prepared).toMatchObject({ ok: false, errors: [{ kind: 'form', alias: 'leaveRequest', path: '$.entities', message: '表单“leaveRequest”必须有且只有一个主实体（现有 2 个）' }] });
  });
});

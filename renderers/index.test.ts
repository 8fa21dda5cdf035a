// @vitest-environment jsdom
// (the surface includes the Semi theme for rjsf, whose Semi imports need a DOM)
import { describe, expect, it } from 'vitest';
import * as engine from './index';

// Other code and tests depend on these names (issue: the engine's public surface).
describe('renderers public surface', () => {
  it.each([
    'compileRules',
    'addRequired',
    'mergeRules',
    'isWritable',
    'evaluateFormula',
    'compileFormula',
    'toChineseCurrency',
    'formatThousands',
    'formatFileSize',
    'formatDate',
    'dateDiff',
    'formatTimeLag',
    'overtimeHours',
    'halfDays',
    'jsonProblem',
    'parseJson',
    'checkFormDefinition',
  ])('exports %s as a function', (name) => {
    expect(typeof (engine as Record<string, unknown>)[name]).toBe('function');
  });

  it('wires the pieces together', async () => {
    expect(engine.toChineseCurrency('10.05')).toBe('壹拾元零伍分');
    expect(engine.evaluateFormula('SUM(a, b) * 2', { a: 1, b: '2' })).toMatchObject({ ok: true, value: 6 });
    const rules = engine.compileRules('required|max:3', { label: '名称' });
    await expect(rules.validate('', { values: {} })).resolves.toEqual(['名称不能为空']);
    expect(engine.isWritable('b')).toBe(true);
  });
});

import { describe, expect, it } from 'vitest';
import { FormulaError, toFormulaError } from './errors';
import { FormatError } from '../format/errors';
import { formatMessage, formulaMessages } from './messages';

describe('formula messages', () => {
  it('has the same keys in zh-CN and en-US, none empty', () => {
    expect(Object.keys(formulaMessages['en-US']).sort()).toEqual(Object.keys(formulaMessages['zh-CN']).sort());
    for (const table of Object.values(formulaMessages)) for (const text of Object.values(table)) expect(text).not.toBe('');
  });

  it('uses the spec texts for the evaluation errors', () => {
    expect(formatMessage('formula.invalidDate')).toBe('无效日期');
    expect(formatMessage('formula.error')).toBe('公式运算错误');
    expect(formatMessage('formula.error', {}, 'en-US')).toBe('Formula evaluation error');
  });

  it('fills placeholders and falls back to zh-CN and to the key', () => {
    expect(formatMessage('formula.cycle', { fields: 'a → b → a' }, 'en-US')).toBe('Formulas depend on each other in a cycle: a → b → a');
    expect(formatMessage('formula.unknownFunction', { name: 'X' }, 'de-DE')).toBe('未知的公式函数“X”');
    expect(formatMessage('formula.nope')).toBe('formula.nope');
  });
});

describe('FormulaError', () => {
  it('carries a code, parameters and the zh-CN text', () => {
    const error = new FormulaError('formula.tooLong', { max: 2000 });
    expect(error).toBeInstanceOf(Error);
    expect(error.name).toBe('FormulaError');
    expect(error.code).toBe('formula.tooLong');
    expect(error.message).toBe('公式超过 2000 个字符');
    expect(formatMessage(error.code, error.params, 'en-US')).toBe('The formula is longer than 2000 characters');
  });

  it('wraps other failures: invalid dates keep their meaning, the rest is formula.error', () => {
    const original = new FormulaError('formula.syntax', { detail: 'x' });
    expect(toFormulaError(original)).toBe(original);
    expect(toFormulaError(new FormatError('format.invalidDate')).code).toBe('formula.invalidDate');
    expect(toFormulaError(new FormatError('format.invalidUnit')).code).toBe('formula.error');
    const wrapped = toFormulaError(new TypeError('x is not a function'));
    expect(wrapped.code).toBe('formula.error');
    expect(wrapped.cause).toBeInstanceOf(TypeError);
  });
});

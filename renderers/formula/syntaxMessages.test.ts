import { describe, expect, it } from 'vitest';
import { compileFormula } from './compile';
import { FormulaError } from './errors';
import { formatMessage } from './messages';
import { parserReason } from './syntax';

/** The formula's syntax error as shown in `locale`. */
function shown(text: string, locale: 'zh-CN' | 'en-US'): string {
  try {
    compileFormula(text);
  } catch (error) {
    if (error instanceof FormulaError) return formatMessage(error.code, error.params, locale);
    throw error;
  }
  throw new Error(`${text} compiled`);
}

describe('formula syntax details', () => {
  it('are localized in zh-CN: no English of the parser or the library reaches a Chinese message', () => {
    for (const text of ['1 +', '(1 + 2', '1 + 2)', 'a & b', '2 ^ 3', '$Formulas.SUM', '$Formulas', '"\\q"', 'data.a # 1', '{a 1}', '1 2']) {
      const message = shown(text, 'zh-CN');
      expect(message, text).toMatch(/^公式语法错误：/);
      // Names the formula itself wrote ($Formulas.SUM) are quoted as written; nothing else is in Latin letters.
      expect(message.replace(/^公式语法错误：/, '').replace(/\$Formulas(?:\.\w+)?/g, ''), text).not.toMatch(/[A-Za-z]{3,}/);
      expect(shown(text, 'en-US'), text).toMatch(/^Formula syntax error: \S/);
    }
  });

  it('read the position and the text from the parser’s English messages', () => {
    expect(parserReason('parse error [1:5]: Unknown character "#"')).toEqual({ reason: 'syntax.unknownCharacter', params: { line: 1, column: 5, found: '#' } });
    expect(parserReason('parse error [2:3]: Expected )')).toEqual({ reason: 'syntax.expected', params: { line: 2, column: 3, expected: ')' } });
    expect(parserReason('parse error [1:1]: Expected TNAME')).toEqual({ reason: 'syntax.expectedName', params: { line: 1, column: 1 } });
    expect(parserReason('unexpected TPAREN: )')).toEqual({ reason: 'syntax.unexpected', params: { found: ')' } });
    expect(parserReason('unexpected "[]", arrays are disabled')).toEqual({ reason: 'syntax.unexpected', params: { found: '[]' } });
    expect(parserReason('unexpected TEOF: EOF')).toEqual({ reason: 'syntax.incomplete', params: {} });
    expect(parserReason('something else entirely')).toEqual({ reason: 'syntax.invalid', params: {} });
    expect(formatMessage('formula.syntax', { reason: 'syntax.expected', line: 2, column: 3, expected: ')' }, 'zh-CN')).toBe('公式语法错误：第 2 行第 3 列应为“)”');
  });
});

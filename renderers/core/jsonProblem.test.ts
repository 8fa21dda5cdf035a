import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { jsonProblem, parseJson } from './jsonProblem';

describe('jsonProblem', () => {
  it('names the fault with line and column, in both languages', () => {
    expect(jsonProblem('{\n  "a": 1,\n}', 'en-US')).toEqual({ code: 'json.trailingComma', offset: 10, line: 2, column: 9, message: 'A comma too many at line 2, column 9 (JSON allows no trailing comma)' });
    expect(jsonProblem('{\n  "a": 1,\n}', 'zh-CN')?.message).toBe('第 2 行第 9 列多了一个逗号（JSON 不允许末尾逗号）');
    expect(jsonProblem('{"kind":', 'en-US')).toMatchObject({ code: 'json.unexpectedEnd', line: 1, column: 9, message: expect.stringContaining('a value (object') });
    expect(jsonProblem("{'a': 1}", 'en-US')).toMatchObject({ code: 'json.unexpectedToken', column: 2, message: 'Unexpected "\'a\'" at line 1, column 2: expected a property name in double quotes' });
    expect(jsonProblem('{"a" 1}', 'zh-CN')?.message).toBe('第 1 行第 6 列的“1”不应出现在这里，应为冒号“:”');
    expect(jsonProblem('[1 2]', 'en-US')?.message).toContain('expected a comma "," or "]"');
  });

  it('knows strings, numbers, literals and what follows the end', () => {
    expect(jsonProblem('"abc', 'en-US')?.code).toBe('json.unterminatedString');
    expect(jsonProblem('"a\nb"', 'en-US')).toMatchObject({ code: 'json.unterminatedString', column: 1 });
    expect(jsonProblem('"a\tb"', 'en-US')).toMatchObject({ code: 'json.controlCharacter', column: 3 });
    expect(jsonProblem('"\\x"', 'en-US')?.code).toBe('json.badEscape');
    expect(jsonProblem('"\\u12g4"', 'en-US')?.code).toBe('json.badEscape');
    expect(jsonProblem('[01]', 'en-US')?.code).toBe('json.badNumber');
    expect(jsonProblem('[1.]', 'en-US')?.code).toBe('json.badNumber');
    expect(jsonProblem('[tru]', 'en-US')?.code).toBe('json.unexpectedToken');
    expect(jsonProblem('{} x', 'en-US')).toMatchObject({ code: 'json.trailingText', column: 4 });
    expect(jsonProblem('  \n ', 'zh-CN')?.message).toBe('文本为空，应为 JSON');
  });

  it('agrees with JSON.parse on what is JSON', () => {
    fc.assert(
      fc.property(fc.oneof(fc.json(), fc.string(), fc.json().map((text) => text.slice(0, -1)), fc.json().map((text) => text.replace(/\]|\}/, ',$&'))), (text) => {
        let valid = true;
        try {
          JSON.parse(text);
        } catch {
          valid = false;
        }
        expect(jsonProblem(text) === null).toBe(valid);
      }),
      { numRuns: 500 },
    );
  });

  it('parses, or answers the problem', () => {
    expect(parseJson('{"a":[1,true,null]}')).toEqual({ ok: true, value: { a: [1, true, null] } });
    expect(parseJson('{', 'en-US')).toMatchObject({ ok: false, problem: { code: 'json.unexpectedEnd', line: 1, column: 2 } });
  });
});

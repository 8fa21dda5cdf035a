// Why a text is not JSON, in the author's language, with line and column. JSON.parse's own messages differ
// between browsers and are English only, so the text is scanned again (only after JSON.parse has failed) by
// a small recogniser that stops at the first fault and names it.
import { createMessageFormatter, normalizeLocale, type Locale } from '../messages';

const zhCN = {
  'json.empty': '文本为空，应为 JSON',
  'json.unexpectedEnd': 'JSON 在第 {{line}} 行第 {{column}} 列意外结束，缺少{{expected}}',
  'json.unexpectedToken': '第 {{line}} 行第 {{column}} 列的“{{token}}”不应出现在这里，应为{{expected}}',
  'json.trailingComma': '第 {{line}} 行第 {{column}} 列多了一个逗号（JSON 不允许末尾逗号）',
  'json.unterminatedString': '第 {{line}} 行第 {{column}} 列开始的字符串没有结束引号',
  'json.controlCharacter': '第 {{line}} 行第 {{column}} 列的字符串中有未转义的控制字符（如换行），请写成 \\n',
  'json.badEscape': '第 {{line}} 行第 {{column}} 列的转义序列无效',
  'json.badNumber': '第 {{line}} 行第 {{column}} 列的数字格式无效',
  'json.trailingText': '第 {{line}} 行第 {{column}} 列在 JSON 结束后还有内容',
  'expected.value': '一个值（对象、列表、文本、数字、true、false 或 null）',
  'expected.propertyName': '双引号括起的属性名',
  'expected.colon': '冒号“:”',
  'expected.commaOrBrace': '逗号“,”或“}”',
  'expected.commaOrBracket': '逗号“,”或“]”',
} as const;

type JsonMessageKey = keyof typeof zhCN;

const enUS: Record<JsonMessageKey, string> = {
  'json.empty': 'The text is empty; JSON was expected',
  'json.unexpectedEnd': 'The JSON ends too early at line {{line}}, column {{column}}: {{expected}} is missing',
  'json.unexpectedToken': 'Unexpected "{{token}}" at line {{line}}, column {{column}}: expected {{expected}}',
  'json.trailingComma': 'A comma too many at line {{line}}, column {{column}} (JSON allows no trailing comma)',
  'json.unterminatedString': 'The string starting at line {{line}}, column {{column}} has no closing quote',
  'json.controlCharacter': 'A control character (such as a line break) in a string at line {{line}}, column {{column}}: write it as \\n',
  'json.badEscape': 'An invalid escape sequence at line {{line}}, column {{column}}',
  'json.badNumber': 'An invalid number at line {{line}}, column {{column}}',
  'json.trailingText': 'More text after the end of the JSON at line {{line}}, column {{column}}',
  'expected.value': 'a value (object, list, text, number, true, false or null)',
  'expected.propertyName': 'a property name in double quotes',
  'expected.colon': 'a colon ":"',
  'expected.commaOrBrace': 'a comma "," or "}"',
  'expected.commaOrBracket': 'a comma "," or "]"',
};

export const jsonMessages: Readonly<Record<Locale, Readonly<Record<JsonMessageKey, string>>>> = { 'zh-CN': zhCN, 'en-US': enUS };
const formatJsonMessage = createMessageFormatter(jsonMessages);

export type JsonProblemCode = Extract<JsonMessageKey, `json.${string}`>;

/** Where and why a text is not JSON. `line` and `column` count from 1; `offset` from 0 (UTF-16 units). */
export interface JsonProblem {
  readonly code: JsonProblemCode;
  readonly offset: number;
  readonly line: number;
  readonly column: number;
  readonly message: string;
}

class Fault {
  constructor(
    readonly code: JsonProblemCode,
    readonly offset: number,
    readonly expected: JsonMessageKey | '' = '',
  ) {}
}

const WHITESPACE = /[ \t\n\r]*/y;
const NUMBER = /-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?/y;
const LITERAL = /true|false|null/y;
const WORD = /[^\s{}[\],:"]+/y;

/** Throws a Fault at the first place `text` stops being JSON; returns when it is JSON. */
function scan(text: string): void {
  let at = 0;
  const skip = () => {
    WHITESPACE.lastIndex = at;
    WHITESPACE.exec(text);
    at = WHITESPACE.lastIndex;
  };
  const expect = (expected: JsonMessageKey): never => {
    throw new Fault(at >= text.length ? 'json.unexpectedEnd' : 'json.unexpectedToken', at, expected);
  };
  const string = () => {
    const start = at;
    at += 1;
    for (;;) {
      if (at >= text.length) throw new Fault('json.unterminatedString', start);
      const char = text.charCodeAt(at);
      if (char === 0x22) {
        at += 1;
        return;
      }
      if (char < 0x20) throw new Fault(char === 0x0a ? 'json.unterminatedString' : 'json.controlCharacter', char === 0x0a ? start : at);
      if (char === 0x5c) {
        const next = text[at + 1];
        if (next === 'u') {
          if (!/^[0-9a-fA-F]{4}$/.test(text.slice(at + 2, at + 6))) throw new Fault('json.badEscape', at);
          at += 6;
        } else if (next !== undefined && '"\\/bfnrt'.includes(next)) at += 2;
        else throw new Fault('json.badEscape', at);
      } else at += 1;
    }
  };
  const value = (): void => {
    skip();
    const char = text[at];
    if (char === '{') return object();
    if (char === '[') return list();
    if (char === '"') return string();
    if (char === '-' || (char >= '0' && char <= '9')) {
      NUMBER.lastIndex = at;
      const match = NUMBER.exec(text);
      WORD.lastIndex = at;
      const word = WORD.exec(text);
      if (!match || (word && word[0].length !== match[0].length)) throw new Fault('json.badNumber', at);
      at += match[0].length;
      return;
    }
    LITERAL.lastIndex = at;
    const literal = LITERAL.exec(text);
    if (literal) {
      at += literal[0].length;
      return;
    }
    expect('expected.value');
  };
  const members = (close: string, member: () => void, separatorExpected: JsonMessageKey) => {
    at += 1;
    skip();
    if (text[at] === close) {
      at += 1;
      return;
    }
    for (;;) {
      member();
      skip();
      if (text[at] === close) {
        at += 1;
        return;
      }
      if (text[at] !== ',') expect(separatorExpected);
      const comma = at;
      at += 1;
      skip();
      if (text[at] === close) throw new Fault('json.trailingComma', comma);
    }
  };
  const object = () =>
    members(
      '}',
      () => {
        skip();
        if (text[at] !== '"') expect('expected.propertyName');
        string();
        skip();
        if (text[at] !== ':') expect('expected.colon');
        at += 1;
        value();
      },
      'expected.commaOrBrace',
    );
  const list = () => members(']', value, 'expected.commaOrBracket');

  skip();
  if (at >= text.length) throw new Fault('json.empty', at);
  value();
  skip();
  if (at < text.length) throw new Fault('json.trailingText', at);
}

/** The token shown in a message: the word or character at `offset`. */
function tokenAt(text: string, offset: number): string {
  WORD.lastIndex = offset;
  const word = WORD.exec(text);
  return word ? word[0].slice(0, 20) : text[offset];
}

/**
 * Why `text` is not JSON, localized, with line and column; null when it is JSON. Call it when JSON.parse has
 * failed (it scans the text once more).
 */
export function jsonProblem(text: string, locale?: Locale | string): JsonProblem | null {
  try {
    scan(text);
    return null;
  } catch (error) {
    if (!(error instanceof Fault)) throw error;
    const before = text.slice(0, error.offset);
    const line = before.split('\n').length;
    const column = error.offset - before.lastIndexOf('\n');
    const language = normalizeLocale(locale);
    const expected = error.expected ? formatJsonMessage(error.expected, {}, language) : '';
    const message = formatJsonMessage(error.code, { line, column, expected, token: tokenAt(text, error.offset) ?? '' }, language);
    return { code: error.code, offset: error.offset, line, column, message };
  }
}

/** JSON.parse, answering a localized problem instead of throwing. */
export function parseJson(text: string, locale?: Locale | string): { ok: true; value: unknown } | { ok: false; problem: JsonProblem } {
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch {
    const problem = jsonProblem(text, locale);
    // The recogniser accepts exactly JSON; should the two ever disagree, still answer a problem.
    return { ok: false, problem: problem ?? { code: 'json.unexpectedToken', offset: 0, line: 1, column: 1, message: formatJsonMessage('json.unexpectedToken', { line: 1, column: 1, token: text.slice(0, 1), expected: formatJsonMessage('expected.value', {}, normalizeLocale(locale)) }, normalizeLocale(locale)) } };
  }
}

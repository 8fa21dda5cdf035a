// First pass over a formula's text, before expr-eval-fork parses it: enforces the size limits and
// turns the JavaScript that real definitions contain into expr-eval syntax.
//
// - Length at most MAX_FORMULA_LENGTH characters, brackets nested at most MAX_NESTING_DEPTH deep
//   (checked here, so the recursive-descent parser never sees a deep input).
// - JavaScript operators: && → and, || → or, ! → not, === → ==, !== → !=.
// - Object literals, which the SUB functions take ({data: rows, path: 'field'}), become calls of the
//   internal constructor $obj('data', rows, 'path', 'field'); keys are names or quoted texts.
// - A lone '=' (assignment, function definition) and ';' (several statements) are refused.
// Text inside quotes and /* comments */ is never rewritten.
import { FormulaError, syntaxError } from './errors';

export const MAX_FORMULA_LENGTH = 2000;
export const MAX_NESTING_DEPTH = 64;
/** Name of the internal call an object literal becomes; formulas cannot write it themselves. */
export const OBJECT_CONSTRUCTOR = '$obj';

const IDENTIFIER = /[A-Za-z_$][A-Za-z0-9_$]*/y;
const WHITESPACE = /\s*/y;

/** Index after the quoted text starting at `start`, ending where expr-eval ends it (an unescaped quote). */
function endOfQuoted(text: string, start: number): number {
  const quote = text[start];
  let index = text.indexOf(quote, start + 1);
  while (index >= 0 && text[index - 1] === '\\') index = text.indexOf(quote, index + 1);
  return index < 0 ? text.length : index + 1;
}

function skipWhitespace(text: string, index: number): number {
  WHITESPACE.lastIndex = index;
  WHITESPACE.exec(text);
  return WHITESPACE.lastIndex;
}

/** Reads `key:` at `index` (after '{' or ','), writes `'key',`, returns the index after the colon. */
function readObjectKey(text: string, index: number, out: string[]): number {
  let position = skipWhitespace(text, index);
  let key: string;
  if (text[position] === '"' || text[position] === "'") {
    const end = endOfQuoted(text, position);
    key = text.slice(position, end);
    position = end;
  } else {
    IDENTIFIER.lastIndex = position;
    const name = IDENTIFIER.exec(text);
    if (!name) throw syntaxError('syntax.expectedKey', { position: position + 1 });
    key = `'${name[0]}'`;
    position = IDENTIFIER.lastIndex;
  }
  position = skipWhitespace(text, position);
  if (text[position] !== ':') throw syntaxError('syntax.expectedColon', { position: position + 1 });
  out.push(key, ',');
  return position + 1;
}

const CLOSING: Readonly<Record<string, string>> = { ')': '(', ']': '[', '}': '{' };

/** The expression in expr-eval syntax; throws a FormulaError for the limits and refused syntax. */
export function prepareSource(expression: string): string {
  if (expression.length > MAX_FORMULA_LENGTH) throw new FormulaError('formula.tooLong', { max: MAX_FORMULA_LENGTH });
  if (expression.trim() === '') throw new FormulaError('formula.empty');
  const out: string[] = [];
  const open: string[] = [];
  let index = 0;
  while (index < expression.length) {
    const char = expression[index];
    const next = expression[index + 1];
    if (char === '"' || char === "'") {
      const end = endOfQuoted(expression, index);
      out.push(expression.slice(index, end));
      index = end;
      continue;
    }
    if (char === '/' && next === '*') {
      const close = expression.indexOf('*/', index + 2);
      index = close < 0 ? expression.length : close + 2;
      out.push(' ');
      continue;
    }
    IDENTIFIER.lastIndex = index;
    const identifier = IDENTIFIER.exec(expression);
    if (identifier) {
      if (identifier[0] === OBJECT_CONSTRUCTOR) throw new FormulaError('formula.forbiddenName', { name: OBJECT_CONSTRUCTOR });
      out.push(identifier[0]);
      index = IDENTIFIER.lastIndex;
      continue;
    }
    switch (char) {
      case '(':
      case '[':
      case '{':
        open.push(char);
        if (open.length > MAX_NESTING_DEPTH) throw new FormulaError('formula.tooDeep', { max: MAX_NESTING_DEPTH });
        if (char === '{') {
          out.push(`${OBJECT_CONSTRUCTOR}(`);
          index = skipWhitespace(expression, index + 1);
          if (expression[index] !== '}') index = readObjectKey(expression, index, out);
        } else {
          out.push(char);
          index += 1;
        }
        break;
      case ')':
      case ']':
      case '}':
        if (open.pop() !== CLOSING[char]) throw syntaxError('syntax.unexpectedAt', { found: char, position: index + 1 });
        out.push(char === '}' ? ')' : char);
        index += 1;
        break;
      case ',':
        index += 1;
        if (open[open.length - 1] === '{') {
          index = skipWhitespace(expression, index);
          // A trailing comma before '}' is dropped.
          if (expression[index] !== '}') {
            out.push(',');
            index = readObjectKey(expression, index, out);
          }
        } else {
          out.push(',');
        }
        break;
      case '&':
      case '|':
        if (next !== char) throw syntaxError('syntax.unexpectedAt', { found: char, position: index + 1 });
        out.push(char === '&' ? ' and ' : ' or ');
        index += 2;
        break;
      case '=':
        if (next !== '=') throw new FormulaError('formula.assignment');
        out.push('==');
        index += expression[index + 2] === '=' ? 3 : 2;
        break;
      case '!':
        if (next === '=') {
          out.push('!=');
          index += expression[index + 2] === '=' ? 3 : 2;
        } else {
          out.push(' not ');
          index += 1;
        }
        break;
      case '<':
      case '>':
        out.push(next === '=' ? `${char}=` : char);
        index += next === '=' ? 2 : 1;
        break;
      case ';':
        throw new FormulaError('formula.statement');
      default:
        out.push(char);
        index += 1;
    }
  }
  if (open.length > 0) throw syntaxError('syntax.notClosed', { found: open[open.length - 1]! });
  return out.join('');
}

// FormulaError: the one error type of the formula library. `code` is stable and is also the message
// key; `message` is the zh-CN text (the default language) and the UI localizes with
// formatMessage(error.code, error.params, locale).
import { isFormatError } from '../format/errors';
import { DEFAULT_LOCALE } from '../messages';
import { formatMessage, type FormulaMessageKey, type SyntaxReason } from './messages';

export type FormulaErrorCode = Exclude<FormulaMessageKey, SyntaxReason>;
export type FormulaErrorParams = Readonly<Record<string, string | number>>;

export class FormulaError extends Error {
  readonly code: FormulaErrorCode;
  readonly params: FormulaErrorParams;

  constructor(code: FormulaErrorCode, params: FormulaErrorParams = {}, options?: { cause?: unknown }) {
    super(formatMessage(code, params, DEFAULT_LOCALE), options);
    this.name = 'FormulaError';
    this.code = code;
    this.params = params;
  }
}

/** Any failure as a FormulaError: invalid dates keep their meaning, everything else is 'formula.error'. */
export function toFormulaError(error: unknown): FormulaError {
  if (error instanceof FormulaError) return error;
  if (isFormatError(error) && error.code === 'format.invalidDate') return new FormulaError('formula.invalidDate', {}, { cause: error });
  return new FormulaError('formula.error', {}, { cause: error });
}

/** A syntax error for `reason` (a message of its own, localized where the error is shown). */
export const syntaxError = (reason: SyntaxReason, params: FormulaErrorParams = {}, options?: { cause?: unknown }): FormulaError =>
  new FormulaError('formula.syntax', { ...params, reason }, options);

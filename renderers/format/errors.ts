// The one error type the format helpers throw. Its message IS the message key, so callers that only
// look at `message` still get something stable to translate; `code` says the same with a type.
import type { FormatMessageKey } from './messages';

export type FormatErrorCode = Extract<FormatMessageKey, 'format.invalidDate' | 'format.invalidUnit' | 'format.invalidWeekMode'>;

export class FormatError extends Error {
  readonly code: FormatErrorCode;
  readonly params: Readonly<Record<string, string | number>>;

  constructor(code: FormatErrorCode, params: Readonly<Record<string, string | number>> = {}) {
    super(code);
    this.name = 'FormatError';
    this.code = code;
    this.params = params;
  }
}

export function isFormatError(error: unknown): error is FormatError {
  return error instanceof FormatError;
}

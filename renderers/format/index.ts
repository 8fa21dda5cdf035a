// Public surface of the format helpers: pure functions, no framework, usable on the server.
export { toChineseCurrency, MAX_CURRENCY_AMOUNT } from './currency';
export { formatThousands, formatFileSize, formatAmount, isNegativeAmount, BYTES_PER_KB, BYTES_PER_MB, type AmountFormat } from './number';
export { formatForDisplay, hasDisplayFormat, type DisplayOptions } from './display';
export {
  parseDate,
  formatDate,
  dateDiff,
  formatTimeLag,
  weekdayName,
  weekNumber,
  isoWeekNumber,
  wallClockTime,
  fromWallClockTime,
  dayNumber,
  DEFAULT_DATE_PATTERN,
  DATE_DIFF_UNIT_MS,
  WEEK_START_BY_MODE,
  ISO_WEEK_MODE,
  MS_PER_SECOND,
  MS_PER_MINUTE,
  MS_PER_HOUR,
  MS_PER_DAY,
  type DateDiffUnit,
  type TimeLag,
} from './date';
export {
  overtimeHours,
  halfDays,
  WORKDAY_START_HOUR,
  WORKDAY_END_HOUR,
  REST_WEEKDAYS,
  HALF_DAY_BLOCK_HOURS,
} from './worktime';
export { FormatError, isFormatError, type FormatErrorCode } from './errors';
export { formatMessage, formatMessages, type FormatMessageKey } from './messages';

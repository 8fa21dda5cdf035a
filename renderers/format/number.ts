// Number display helpers: thousands separators and file sizes.

const PLAIN_NUMBER = /^([+-]?)(\d+)(\.\d*)?$/;
const GROUPED_NUMBER = /^[+-]?\d{1,3}(?:,\d{3})+(?:\.\d*)?$/;

/**
 * Thousands separators on the integer part of a number or numeric string: 1234567.891 → '1,234,567.891',
 * '-1234' → '-1,234'. The decimals are never grouped. Text that is not a plain number (already grouped,
 * words, exponent notation) comes back unchanged; null, undefined and non-scalar values give ''.
 */
export function formatThousands(value: unknown): string {
  let text: string;
  if (typeof value === 'number') text = String(value);
  else if (typeof value === 'string') text = value;
  else return '';
  if (GROUPED_NUMBER.test(text)) return text;
  const match = PLAIN_NUMBER.exec(text);
  if (!match) return text;
  const [, sign, integer, decimals = ''] = match;
  return sign + integer.replace(/\B(?=(?:\d{3})+$)/g, ',') + decimals;
}

export const BYTES_PER_KB = 1024;
export const BYTES_PER_MB = 1024 * 1024;

/**
 * A byte count for display: from 1 MB (1,048,576 bytes) on in MB, below that in KB, always with two
 * decimals ('1.50 MB', '0.50 KB', '0.00 KB'). A numeric string is read as a number; negative or
 * non-numeric input gives ''.
 */
export function formatFileSize(bytes: unknown): string {
  const size = typeof bytes === 'number' ? bytes : typeof bytes === 'string' && bytes.trim() !== '' ? Number(bytes) : NaN;
  if (!Number.isFinite(size) || size < 0) return '';
  return size >= BYTES_PER_MB ? `${(size / BYTES_PER_MB).toFixed(2)} MB` : `${(size / BYTES_PER_KB).toFixed(2)} KB`;
}

/**
 * How a number column shows its values: the one number format of the engine's generated lists (query, data
 * template and chart columns) and of the app's hand-built ones. Thousands separators unless turned off, the
 * column's decimals (rounded; without them the value's own), and a prefix such as a currency sign after the sign.
 */
export interface AmountFormat {
  readonly decimals?: number;
  /** default true */
  readonly thousands?: boolean;
  /** written between the sign and the digits: '¥' → '-¥1,200.00' */
  readonly prefix?: string;
}

const numberOf = (value: unknown): number | undefined => {
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  if (typeof value !== 'string' || !PLAIN_NUMBER.test(value.trim())) return undefined;
  return Number(value.trim());
};

/**
 * A number (or numeric string) as the format says: formatAmount(-1234.5, { decimals: 2, prefix: '¥' }) →
 * '-¥1,234.50'. Text that is no plain number comes back as it is; null and undefined give ''.
 */
export function formatAmount(value: unknown, format: AmountFormat = {}): string {
  const number = numberOf(value);
  if (number === undefined) return value === null || value === undefined ? '' : typeof value === 'string' ? value : String(value);
  const decimals = format.decimals === undefined ? undefined : Math.min(20, Math.max(0, Math.trunc(format.decimals)));
  const digits = decimals === undefined ? (typeof value === 'string' ? value.trim().replace(/^[+-]/, '') : String(Math.abs(number))) : Math.abs(number).toFixed(decimals);
  // -0.001 shown with two decimals is 0.00: no sign for a value that shows as zero
  const negative = number < 0 && /[1-9]/.test(digits);
  const grouped = format.thousands === false ? digits : formatThousands(digits);
  return `${negative ? '-' : ''}${format.prefix ?? ''}${grouped}`;
}

/** True for a value formatAmount shows with a minus sign (lists mark such cells as negative). */
export function isNegativeAmount(value: unknown, format: AmountFormat = {}): boolean {
  return numberOf(value) !== undefined && formatAmount(value, format).startsWith('-');
}

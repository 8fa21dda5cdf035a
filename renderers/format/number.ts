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

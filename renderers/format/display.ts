// How a field's value is shown under its display options (the form definition's `display`; the family's
// filtercurrency / filterthousandBit): in RMB capitals or with thousands separators. The stored value is
// never changed. Text that is no amount (letters, a negative number for capitals) is shown as it is.
import { toChineseCurrency } from './currency';
import { formatThousands } from './number';

export interface DisplayOptions {
  currency?: boolean;
  thousands?: boolean;
}

export function formatForDisplay(value: unknown, display: DisplayOptions | undefined): string {
  const text = typeof value === 'number' ? String(value) : typeof value === 'string' ? value : '';
  if (text === '' || !display) return text;
  if (display.currency) return toChineseCurrency(typeof value === 'number' ? value : text.trim()) || text;
  if (display.thousands) return formatThousands(typeof value === 'number' ? value : text.trim());
  return text;
}

/** True when the options change what is shown. */
export function hasDisplayFormat(display: DisplayOptions | undefined): boolean {
  return Boolean(display?.currency || display?.thousands);
}

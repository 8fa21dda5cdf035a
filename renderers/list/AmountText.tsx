// An amount in the lists' one number format (formatAmount): digits of one width, and a negative amount marked by
// its minus sign and, repeating it, a colour. Generated lists (ListTable) and hand-built tables both show it;
// the cell holding it is right-aligned by its table.
import { formatAmount, isNegativeAmount, type AmountFormat } from '../format';
import './amount.css';

/** The classes of an amount's text, for a caller that formats the text itself (ListTable's column text). */
export const amountClass = (negative: boolean): string => (negative ? 'fd-list-number fd-list-negative' : 'fd-list-number');

export function AmountText({ value, format }: { value: unknown; format?: AmountFormat }) {
  return <span className={amountClass(isNegativeAmount(value, format))}>{formatAmount(value, format)}</span>;
}

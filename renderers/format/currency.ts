// Chinese capital-numeral currency (人民币大写), as written on cheques and vouchers.
//
// Conventions (the common rules for filling in Chinese settlement documents):
// - Input: a non-negative number, or a string of digits with at most one dot, either plain ('1234.5')
//   or grouped by thousands ('1,234.5'). Anything else (signs, spaces, letters, '1,23', '.5', '5.') is
//   invalid and gives ''. Negative amounts are therefore invalid too: the real CURRENCY rejects '-'.
// - At most 99,999,999,999.99; one cent more gives ''. Decimals beyond the second are truncated, never
//   rounded (12.349 → 12.34), before the maximum is checked.
// - Financial style: 10 is 壹拾, never 拾.
// - One 零 stands for any run of zeros between two written digits, also across 万 and 亿
//   (1001 → 壹仟零壹, 100010000 → 壹亿零壹万, 10001000 → 壹仟万零壹仟); trailing zeros are silent
//   (100000000 → 壹亿).
// - 整 ends the text only when there are neither 角 nor 分 (100 → 壹佰元整, 100.5 → 壹佰元伍角).
// - 零 between 元 and 分 when 角 is zero (10.05 → 壹拾元零伍分). When the yuan part ends in zero and
//   角 is not zero, no 零 is written (1680.32 → 壹仟陆佰捌拾元叁角贰分; the rules allow either).
// - Below one yuan the 元 is left out (0.5 → 伍角, 0.05 → 伍分); zero is 零元整.

export const MAX_CURRENCY_AMOUNT = 99999999999.99;

const DIGIT_CHARS = '零壹贰叁肆伍陆柒捌玖';
const DIGIT_UNITS = ['仟', '佰', '拾', ''];
const GROUP_UNITS = ['亿', '万', ''];
const MAX_INTEGER_DIGITS = 11;

const PLAIN_AMOUNT = /^\d+(?:\.\d+)?$/;
const GROUPED_AMOUNT = /^\d{1,3}(?:,\d{3})+(?:\.\d+)?$/;

/** The amount as a plain decimal string ('1234.5'), or null when it is not an acceptable amount. */
function toDecimalText(amount: unknown): string | null {
  if (typeof amount === 'number') {
    if (!Number.isFinite(amount) || amount < 0) return null;
    const text = String(amount);
    if (!text.includes('e')) return text;
    // Exponent notation: huge values are over the maximum anyway; tiny ones truncate to zero cents.
    return amount >= 1 ? null : '0';
  }
  if (typeof amount !== 'string') return null;
  if (PLAIN_AMOUNT.test(amount)) return amount;
  if (GROUPED_AMOUNT.test(amount)) return amount.replace(/,/g, '');
  return null;
}

/** 壹仟零壹 for '1001'; '' for '0'. `integer` has no leading zeros and at most 11 digits. */
function integerToCapitals(integer: string): string {
  const padded = integer.padStart(12, '0');
  let text = '';
  // A zero seen after something was written; becomes one 零 before the next non-zero digit.
  let zeroPending = false;
  for (let group = 0; group < 3; group += 1) {
    let groupText = '';
    for (let position = 0; position < 4; position += 1) {
      const digit = padded.charCodeAt(group * 4 + position) - 48;
      if (digit === 0) {
        zeroPending = text !== '' || groupText !== '';
        continue;
      }
      if (zeroPending) groupText += '零';
      zeroPending = false;
      groupText += DIGIT_CHARS[digit] + DIGIT_UNITS[position];
    }
    if (groupText !== '') text += groupText + GROUP_UNITS[group];
  }
  return text;
}

/**
 * The RMB capital form of `amount` ('1,234.56' → 壹仟贰佰叁拾肆元伍角陆分), or '' when the amount is
 * invalid or above {@link MAX_CURRENCY_AMOUNT}. See the conventions at the top of this file.
 */
export function toChineseCurrency(amount: unknown): string {
  const decimal = toDecimalText(amount);
  if (decimal === null) return '';
  const [integerDigits, fractionDigits = ''] = decimal.split('.');
  const integer = integerDigits.replace(/^0+(?=\d)/, '');
  if (integer.length > MAX_INTEGER_DIGITS) return '';

  const jiao = fractionDigits.length > 0 ? fractionDigits.charCodeAt(0) - 48 : 0;
  const fen = fractionDigits.length > 1 ? fractionDigits.charCodeAt(1) - 48 : 0;
  const yuan = integerToCapitals(integer);

  if (jiao === 0 && fen === 0) return `${yuan || '零'}元整`;
  let text = yuan === '' ? '' : `${yuan}元`;
  if (jiao !== 0) text += `${DIGIT_CHARS[jiao]}角`;
  else if (yuan !== '') text += '零';
  if (fen !== 0) text += `${DIGIT_CHARS[fen]}分`;
  return text;
}

// Message tables of the format helpers, zh-CN and en-US. The library formats them itself (it must work
// without i18next, e.g. on the server); the app can register the same tables into i18next: the keys are
// dotted paths ('format.invalidDate') and the placeholders use i18next's default {{name}} syntax.

export type Locale = 'zh-CN' | 'en-US';

export const LOCALES: readonly Locale[] = ['zh-CN', 'en-US'];
export const DEFAULT_LOCALE: Locale = 'zh-CN';

const zhCN = {
  'format.invalidDate': '无效日期',
  'format.invalidUnit': '不支持的时间单位：{{unit}}',
  'format.invalidWeekMode': '不支持的周编号方式：{{mode}}',
  'format.timeLag.days': '{{count}}天',
  'format.timeLag.hours': '{{count}}小时',
  'format.timeLag.minutes': '{{count}}分',
  'format.timeLag.seconds': '{{count}}秒',
  // Joins the parts of a time lag: nothing in Chinese ('1天2小时'), a space in English ('1 d 2 h').
  'format.timeLag.separator': '',
  'format.weekday.0': '星期日',
  'format.weekday.1': '星期一',
  'format.weekday.2': '星期二',
  'format.weekday.3': '星期三',
  'format.weekday.4': '星期四',
  'format.weekday.5': '星期五',
  'format.weekday.6': '星期六',
} as const;

export type FormatMessageKey = keyof typeof zhCN;

const enUS: Record<FormatMessageKey, string> = {
  'format.invalidDate': 'Invalid date',
  'format.invalidUnit': 'Unsupported time unit: {{unit}}',
  'format.invalidWeekMode': 'Unsupported week numbering mode: {{mode}}',
  'format.timeLag.days': '{{count}} d',
  'format.timeLag.hours': '{{count}} h',
  'format.timeLag.minutes': '{{count}} min',
  'format.timeLag.seconds': '{{count}} s',
  'format.timeLag.separator': ' ',
  'format.weekday.0': 'Sunday',
  'format.weekday.1': 'Monday',
  'format.weekday.2': 'Tuesday',
  'format.weekday.3': 'Wednesday',
  'format.weekday.4': 'Thursday',
  'format.weekday.5': 'Friday',
  'format.weekday.6': 'Saturday',
};

export const formatMessages: Readonly<Record<Locale, Readonly<Record<FormatMessageKey, string>>>> = {
  'zh-CN': zhCN,
  'en-US': enUS,
};

/** The text of `key` in `locale` (zh-CN when the locale is unknown), with `{{name}}` placeholders filled. */
export function formatMessage(
  key: string,
  params: Readonly<Record<string, string | number>> = {},
  locale: string = DEFAULT_LOCALE,
): string {
  const table: Readonly<Record<string, string>> = formatMessages[locale as Locale] ?? formatMessages[DEFAULT_LOCALE];
  const template = Object.hasOwn(table, key) ? table[key] : key;
  return template.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) =>
    Object.hasOwn(params, name) ? String(params[name]) : '',
  );
}

// Message tables of the format helpers, zh-CN and en-US (formatted as renderers/messages.ts explains).
import { createMessageFormatter, type Locale } from '../messages';

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
export const formatMessage = createMessageFormatter(formatMessages);

// Message tables of the rule compiler, zh-CN and en-US. The library formats them itself (it must work
// without i18next, e.g. on the server); the app can register the same tables into i18next: the keys are
// dotted paths ('rules.required') and the placeholders use i18next's default {{name}} syntax.
import type { Locale } from './types';

export const LOCALES: readonly Locale[] = ['zh-CN', 'en-US'];
export const DEFAULT_LOCALE: Locale = 'zh-CN';

const zhCN = {
  'rules.defaultLabel': '该字段',
  'rules.required': '{{label}}不能为空',
  'rules.numeric': '{{label}}只能输入整数',
  'rules.number': '{{label}}必须是数字',
  'rules.decimal': '{{label}}只能输入数字',
  'rules.decimalPlaces': '{{label}}只能输入数字，且小数不能超过{{n}}位',
  'rules.email': '{{label}}不是有效的邮箱地址',
  'rules.url': '{{label}}不是有效的网址（以 http://、https:// 或 ftp:// 开头）',
  'rules.maxIntLen': '{{label}}的整数部分不能超过{{n}}位',
  'rules.maxDecimalLen': '{{label}}的小数部分不能超过{{n}}位',
  'rules.max': '{{label}}文本长度不能超过{{n}}',
  'rules.min': '{{label}}文本长度至少需要{{n}}',
  'rules.length': '{{label}}的长度必须是{{n}}',
  'rules.lengthBetween': '{{label}}的长度必须在{{min}}到{{max}}之间',
  'rules.max_value': '{{label}}不能大于{{n}}',
  'rules.min_value': '{{label}}不能小于{{n}}',
  'rules.between': '{{label}}必须大于等于{{min}}且小于等于{{max}}',
  'rules.digits': '{{label}}必须是{{n}}位数字',
  'rules.alpha': '{{label}}只能是字母',
  'rules.alpha_dash': '{{label}}只能是字母、数字、横线或下划线',
  'rules.alpha_num': '{{label}}只能是字母或数字',
  'rules.alpha_spaces': '{{label}}只能是字母或空格',
  'rules.is': '{{label}}必须是“{{value}}”',
  'rules.regex': '{{label}}格式不正确',
  'rules.custom': '{{label}}：{{message}}',
  'rules.date': '{{label}}不是有效的日期（格式 yyyy-mm-dd）',
  'rules.time': '{{label}}不是有效的时间（格式 hh:mm:ss）',
  'rules.confirmed': '{{label}}：两次输入的值必须相同',
  'rules.phonenumber': '{{label}}不是有效的电话号码',
  'rules.mobile': '{{label}}不是有效的手机号码（1 开头的 11 位数字）',
  'rules.id_card': '{{label}}不是有效的身份证号',
  'rules.isBefore': '{{label}}必须早于{{target}}',
  'rules.isAfter': '{{label}}必须晚于{{target}}',
  'rules.isEnd': '{{label}}不能晚于{{target}}',
  'rules.isStart': '{{label}}不能早于{{target}}',
  'rules.backendValidate': '{{label}}未通过服务端校验',
  'rules.isExist': '{{label}}已存在',
  'rules.frontJSValidate': '{{label}}未通过自定义校验',
  'rules.scriptError': '{{label}}的自定义校验脚本运行出错',
  'rules.scriptTimeout': '{{label}}的自定义校验超时（{{ms}} 毫秒）',
  'rules.serviceError': '{{label}}暂时无法校验，请稍后重试',
  // Definition errors: the form author's mistakes, shown to whoever renders the definition.
  'rules.invalidRuleSet': '{{label}}：校验规则必须是文本或对象，收到的是 {{type}}',
  'rules.unknownRule': '{{label}}：未知的校验规则“{{rule}}”，已忽略',
  'rules.missingArgument': '{{label}}：校验规则“{{rule}}”缺少参数，已忽略',
  'rules.badArgument': '{{label}}：校验规则“{{rule}}”的参数“{{arg}}”无效，已忽略',
  'rules.badPermission': '{{label}}：未知的字段权限“{{permission}}”，按只读处理',
  'rules.regexInvalid': '{{label}}：正则表达式无效（{{pattern}}），已忽略',
  'rules.regexUnsafe': '{{label}}：正则表达式可能导致灾难性回溯（{{pattern}}），已忽略',
  'rules.regexTooLong': '{{label}}：正则表达式超过 {{max}} 个字符，已忽略',
  'rules.backendUrlInvalid': '{{label}}：服务端校验地址必须是本系统的相对路径（{{url}}），已忽略',
  'rules.scriptUnavailable': '{{label}}：当前环境无法运行自定义校验脚本，规则“{{rule}}”已忽略',
  'rules.serviceUnavailable': '{{label}}：当前环境没有提供规则“{{rule}}”所需的服务，已忽略',
} as const;

export type RuleMessageKey = keyof typeof zhCN;

const enUS: Record<RuleMessageKey, string> = {
  'rules.defaultLabel': 'This field',
  'rules.required': '{{label}} is required',
  'rules.numeric': '{{label}} must be a whole number',
  'rules.number': '{{label}} must be a number',
  'rules.decimal': '{{label}} must be a number',
  'rules.decimalPlaces': '{{label}} must be a number with at most {{n}} decimal places',
  'rules.email': '{{label}} is not a valid email address',
  'rules.url': '{{label}} is not a valid web address (starting with http://, https:// or ftp://)',
  'rules.maxIntLen': '{{label}} may have at most {{n}} digits before the decimal point',
  'rules.maxDecimalLen': '{{label}} may have at most {{n}} decimal places',
  'rules.max': '{{label}} may be at most {{n}} characters long',
  'rules.min': '{{label}} must be at least {{n}} characters long',
  'rules.length': '{{label}} must be exactly {{n}} characters long',
  'rules.lengthBetween': '{{label}} must be between {{min}} and {{max}} characters long',
  'rules.max_value': '{{label}} may not be greater than {{n}}',
  'rules.min_value': '{{label}} may not be less than {{n}}',
  'rules.between': '{{label}} must be between {{min}} and {{max}}',
  'rules.digits': '{{label}} must be exactly {{n}} digits',
  'rules.alpha': '{{label}} may contain letters only',
  'rules.alpha_dash': '{{label}} may contain letters, digits, dashes and underscores only',
  'rules.alpha_num': '{{label}} may contain letters and digits only',
  'rules.alpha_spaces': '{{label}} may contain letters and spaces only',
  'rules.is': '{{label}} must be "{{value}}"',
  'rules.regex': '{{label}} has an invalid format',
  'rules.custom': '{{label}}: {{message}}',
  'rules.date': '{{label}} is not a valid date (yyyy-mm-dd)',
  'rules.time': '{{label}} is not a valid time (hh:mm:ss)',
  'rules.confirmed': '{{label}}: the two values must be the same',
  'rules.phonenumber': '{{label}} is not a valid phone number',
  'rules.mobile': '{{label}} is not a valid mobile number (11 digits starting with 1)',
  'rules.id_card': '{{label}} is not a valid ID card number',
  'rules.isBefore': '{{label}} must be before {{target}}',
  'rules.isAfter': '{{label}} must be after {{target}}',
  'rules.isEnd': '{{label}} must be on or before {{target}}',
  'rules.isStart': '{{label}} must be on or after {{target}}',
  'rules.backendValidate': '{{label}} was rejected by the server check',
  'rules.isExist': '{{label}} already exists',
  'rules.frontJSValidate': '{{label}} failed the custom check',
  'rules.scriptError': 'The custom check of {{label}} failed to run',
  'rules.scriptTimeout': 'The custom check of {{label}} took longer than {{ms}} ms',
  'rules.serviceError': '{{label}} cannot be checked right now; please try again later',
  'rules.invalidRuleSet': '{{label}}: validation rules must be text or an object, not {{type}}',
  'rules.unknownRule': '{{label}}: unknown validation rule "{{rule}}" was ignored',
  'rules.missingArgument': '{{label}}: validation rule "{{rule}}" needs an argument and was ignored',
  'rules.badArgument': '{{label}}: argument "{{arg}}" of validation rule "{{rule}}" is invalid; the rule was ignored',
  'rules.badPermission': '{{label}}: unknown field permission "{{permission}}", treated as read-only',
  'rules.regexInvalid': '{{label}}: invalid regular expression ({{pattern}}) was ignored',
  'rules.regexUnsafe': '{{label}}: regular expression prone to catastrophic backtracking ({{pattern}}) was ignored',
  'rules.regexTooLong': '{{label}}: regular expression longer than {{max}} characters was ignored',
  'rules.backendUrlInvalid': '{{label}}: the server check address must be a relative path of this system ({{url}}); the rule was ignored',
  'rules.scriptUnavailable': '{{label}}: custom check scripts cannot run here; rule "{{rule}}" was ignored',
  'rules.serviceUnavailable': '{{label}}: the service rule "{{rule}}" needs is not available here; the rule was ignored',
};

/** The message tables, per locale; flat dotted keys (i18next's addResources nests them). */
export const ruleMessages: Readonly<Record<Locale, Readonly<Record<RuleMessageKey, string>>>> = { 'zh-CN': zhCN, 'en-US': enUS };

export function normalizeLocale(locale: string | undefined): Locale {
  return locale === 'en-US' ? 'en-US' : DEFAULT_LOCALE;
}

const PLACEHOLDER = /\{\{\s*(\w+)\s*\}\}/g;

/**
 * Formats a message of the rules tables. Unknown keys come back as the key itself (visible, never blank);
 * a missing parameter becomes ''. Parameters are inserted once, so a label containing {{…}} stays literal.
 */
export function formatMessage(
  key: string,
  params: Record<string, string | number> | undefined,
  locale?: Locale | string,
): string {
  const table = ruleMessages[normalizeLocale(locale)] as Record<string, string>;
  const template = table[key] ?? (ruleMessages[DEFAULT_LOCALE] as Record<string, string>)[key];
  if (template === undefined) return key;
  return template.replace(PLACEHOLDER, (_, name: string) => {
    const value = params?.[name];
    return value === undefined ? '' : String(value);
  });
}

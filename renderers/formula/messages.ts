// Message tables of the formula evaluator, zh-CN and en-US (formatted as renderers/messages.ts explains).
import { createMessageFormatter, type Locale, type MessageFormatter } from '../messages';

const zhCN = {
  // Evaluation failures, the only two (spec): shown as a notification, the field keeps its value.
  'formula.error': '公式运算错误',
  'formula.invalidDate': '无效日期',
  'formula.notice': '公式计算失败',
  // Definition errors: the form author's mistakes, reported when the formula is compiled.
  'formula.empty': '公式为空',
  'formula.syntax': '公式语法错误：{{detail}}',
  'formula.tooLong': '公式超过 {{max}} 个字符',
  'formula.tooDeep': '公式的括号嵌套超过 {{max}} 层',
  'formula.assignment': '公式中不能赋值或定义函数',
  'formula.statement': '公式中只能有一个表达式（不能使用分号）',
  'formula.forbiddenName': '公式中不能使用名称“{{name}}”',
  'formula.notCallable': '只能调用公式函数，“{{name}}”不是公式函数',
  'formula.notData': '只能读取表单数据的字段：{{detail}}',
  'formula.unknownFunction': '未知的公式函数“{{name}}”',
  'formula.arity': '函数 {{name}} 的参数个数应为 {{expected}}，实际为 {{actual}}',
  'formula.cycle': '公式之间存在循环依赖：{{fields}}',
  'formula.functionName': '无法注册公式函数“{{name}}”：名称无效或已被占用',
  // Why a formula's syntax is wrong: the {{detail}} of formula.syntax, from the parser or the library's own reading.
  'syntax.unknownCharacter': '第 {{line}} 行第 {{column}} 列的字符“{{found}}”不能用在公式中',
  'syntax.badEscape': '第 {{line}} 行第 {{column}} 列的转义序列 {{found}} 无效',
  'syntax.expected': '第 {{line}} 行第 {{column}} 列应为“{{expected}}”',
  'syntax.expectedName': '第 {{line}} 行第 {{column}} 列应为名称',
  'syntax.trailing': '第 {{line}} 行第 {{column}} 列处表达式已结束，后面还有多余的内容',
  'syntax.unexpected': '此处不应出现“{{found}}”',
  'syntax.incomplete': '表达式不完整',
  'syntax.mustBeCalled': '{{name}} 必须带括号调用',
  'syntax.badObject': '对象的写法有误',
  'syntax.operator': '不支持运算符 {{operator}}',
  'syntax.expectedKey': '第 {{position}} 个字符处应为键名',
  'syntax.expectedColon': '第 {{position}} 个字符处应为“:”',
  'syntax.unexpectedAt': '第 {{position}} 个字符处不应出现“{{found}}”',
  'syntax.notClosed': '“{{found}}”没有闭合',
  'syntax.invalid': '不是有效的表达式',
} as const;

export type FormulaMessageKey = keyof typeof zhCN;

const enUS: Record<FormulaMessageKey, string> = {
  'formula.error': 'Formula evaluation error',
  'formula.invalidDate': 'Invalid date',
  'formula.notice': 'A formula could not be computed',
  'formula.empty': 'The formula is empty',
  'formula.syntax': 'Formula syntax error: {{detail}}',
  'formula.tooLong': 'The formula is longer than {{max}} characters',
  'formula.tooDeep': 'The formula nests brackets deeper than {{max}} levels',
  'formula.assignment': 'Formulas may not assign values or define functions',
  'formula.statement': 'A formula is a single expression (no semicolons)',
  'formula.forbiddenName': 'The name “{{name}}” may not be used in formulas',
  'formula.notCallable': 'Only formula functions can be called; “{{name}}” is not one',
  'formula.notData': 'Only form data fields can be read: {{detail}}',
  'formula.unknownFunction': 'Unknown formula function “{{name}}”',
  'formula.arity': 'The function {{name}} takes {{expected}} arguments, not {{actual}}',
  'formula.cycle': 'Formulas depend on each other in a cycle: {{fields}}',
  'formula.functionName': 'Cannot register the formula function “{{name}}”: the name is invalid or taken',
  'syntax.unknownCharacter': 'line {{line}}, column {{column}}: the character “{{found}}” cannot be used in a formula',
  'syntax.badEscape': 'line {{line}}, column {{column}}: the escape sequence {{found}} is invalid',
  'syntax.expected': 'line {{line}}, column {{column}}: “{{expected}}” expected',
  'syntax.expectedName': 'line {{line}}, column {{column}}: a name expected',
  'syntax.trailing': 'line {{line}}, column {{column}}: the expression has ended, but more text follows',
  'syntax.unexpected': '“{{found}}” is not expected here',
  'syntax.incomplete': 'the expression is incomplete',
  'syntax.mustBeCalled': '{{name}} must be called, with brackets',
  'syntax.badObject': 'malformed object literal',
  'syntax.operator': 'the operator {{operator}} is not supported',
  'syntax.expectedKey': 'a key expected at character {{position}}',
  'syntax.expectedColon': '“:” expected at character {{position}}',
  'syntax.unexpectedAt': '“{{found}}” is not expected at character {{position}}',
  'syntax.notClosed': '“{{found}}” is not closed',
  'syntax.invalid': 'not a valid expression',
};

export const formulaMessages: Readonly<Record<Locale, Readonly<Record<FormulaMessageKey, string>>>> = {
  'zh-CN': zhCN,
  'en-US': enUS,
};

/** Why a syntax is wrong (the `reason` param of formula.syntax). */
export type SyntaxReason = Extract<FormulaMessageKey, `syntax.${string}`>;

const formatTable = createMessageFormatter(formulaMessages);
const isSyntaxReason = (value: unknown): value is SyntaxReason => typeof value === 'string' && value.startsWith('syntax.') && Object.hasOwn(zhCN, value);

/**
 * The text of `key` in `locale` (zh-CN when the locale is unknown), with `{{name}}` placeholders filled; a
 * `reason` param (formula.syntax) is itself a message, localized into {{detail}}.
 */
export const formatMessage: MessageFormatter = (key, params, locale) => {
  const reason = params?.reason;
  return formatTable(key, isSyntaxReason(reason) ? { ...params, detail: formatTable(reason, params, locale) } : params, locale);
};

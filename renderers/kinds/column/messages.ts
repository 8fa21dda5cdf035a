// Texts of the home column kind (definition problems, request building, the no-template state), zh-CN and
// en-US with the same keys.
import { createMessageFormatter, type Locale } from '../../messages';

const zhCN = {
  'column.badTemplate': '栏目“{{alias}}”的模板无法解码：{{path}} 处应为{{expected}}',
  'column.badJson': '栏目“{{alias}}”的 {{path}} 不是有效的 JSON（{{detail}}），应为{{expected}}',
  'column.badShape': '栏目“{{alias}}”的 {{path}} 格式不对（{{detail}}），应为{{expected}}',
  'column.missing': '栏目“{{alias}}”缺少 {{path}}，应为{{expected}}',
  'column.restUrlEmpty': '栏目“{{alias}}”的数据来源为 REST，但 {{path}} 没有填写地址，应为{{expected}}',
  'column.expected.base64': 'Base64 编码的 UTF-8 文本',
  'column.expected.chartParam': 'JSON 对象 {"chartType": 数字, "id": 图表或报表的 ID}',
  'column.expected.restParams': 'JSON 数组 [{"name": 参数名, "value": 参数值}]',
  'column.expected.aliasRef': 'JSON 对象 {"alias": 别名}',
  'column.expected.restUrl': '数据地址（如 ${portal}/… 或 /…）',
  'column.detail.notObject': '不是 JSON 对象',
  'column.detail.notList': '不是 JSON 数组',
  'column.detail.noAlias': '没有 alias',
  'column.detail.badChart': 'chartType 应为数字，id 不能为空',
  'column.detail.badParam': '第 {{index}} 项没有参数名（name）',
  'column.paramNotJson': 'POST参数“{{name}}”不是有效的JSON格式',
  'column.noTemplate': '本栏目无模板',
} as const;

export type ColumnMessageKey = keyof typeof zhCN;

const enUS: Record<ColumnMessageKey, string> = {
  'column.badTemplate': 'The template of the column "{{alias}}" cannot be decoded: at {{path}}, expected {{expected}}',
  'column.badJson': '{{path}} of the column "{{alias}}" is not valid JSON ({{detail}}); expected {{expected}}',
  'column.badShape': '{{path}} of the column "{{alias}}" has the wrong shape ({{detail}}); expected {{expected}}',
  'column.missing': 'The column "{{alias}}" has no {{path}}; expected {{expected}}',
  'column.restUrlEmpty': 'The column "{{alias}}" loads its data from a REST address, but {{path}} is empty; expected {{expected}}',
  'column.expected.base64': 'Base64-encoded UTF-8 text',
  'column.expected.chartParam': 'a JSON object {"chartType": number, "id": chart or report id}',
  'column.expected.restParams': 'a JSON array [{"name": parameter name, "value": parameter value}]',
  'column.expected.aliasRef': 'a JSON object {"alias": alias}',
  'column.expected.restUrl': 'a data address (such as ${portal}/… or /…)',
  'column.detail.notObject': 'not a JSON object',
  'column.detail.notList': 'not a JSON array',
  'column.detail.noAlias': 'no alias',
  'column.detail.badChart': 'chartType must be a number and id must not be empty',
  'column.detail.badParam': 'item {{index}} has no parameter name (name)',
  'column.paramNotJson': 'The POST parameter "{{name}}" is not valid JSON',
  'column.noTemplate': 'This column has no template',
};

export const columnMessages: Readonly<Record<Locale, Readonly<Record<ColumnMessageKey, string>>>> = { 'zh-CN': zhCN, 'en-US': enUS };

const format = createMessageFormatter(columnMessages);

export function formatColumnMessage(key: ColumnMessageKey, params?: Readonly<Record<string, string | number>>, locale?: string): string {
  return format(key, params, locale);
}

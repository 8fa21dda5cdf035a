// Texts of the custom chart kind (definition problems and the renderer), zh-CN and en-US with the same keys.
import { createMessageFormatter, type Locale } from '../../messages';

const zhCN = {
  'chart.badJson': '图表“{{alias}}”的 {{field}} 不是有效的 JSON：{{detail}}',
  'chart.notList': '图表“{{alias}}”的 {{field}} 应为 JSON 数组',
  'chart.notObject': '图表“{{alias}}”的 {{field}} 应为 JSON 对象',
  'chart.fieldMissing': '图表“{{alias}}”的 {{path}} 缺少字段名（field）',
  'chart.noCategory': '图表“{{alias}}”没有配置横轴字段（xaxisField）',
  'chart.noSeries': '图表“{{alias}}”没有配置显示字段（displayfield）',
  'chart.unknownCondition': '图表“{{alias}}”的查询条件“{{field}}”使用了不支持的运算符“{{condition}}”',
  'chart.unknownSortField': '图表“{{alias}}”的排序字段 {{path}} 是“{{field}}”，它不是本图表的字段（横轴或显示字段）',
  'expected.chartField': '本图表的字段之一：{{fields}}',
  'expected.none': '（无）',

  'style.1': '折线图',
  'style.2': '柱状图',
  'style.3': '饼图',
  'style.4': '雷达图',
  'style.5': '树图',
  'style.other': '未知类型',

  'tab.chart': '图表',
  'tab.data': '数据',
  'conditions.label': '{{name}}的查询条件',
  'zoom.label': '缩放范围',
  'zoom.start': '起点：{{value}}',
  'zoom.end': '终点：{{value}}',
  'zoom.summary': '显示第 {{from}}–{{to}} 项，共 {{total}} 项',
  'canvas.label': '{{name}}（{{style}}，{{count}} 个数据点）。数据见“数据”页签。',
  'canvas.truncated': '图表显示前 {{shown}} 条记录，共 {{total}} 条。',
  'state.loading': '正在加载...',
  'state.empty': '暂无数据',
  'state.error': '数据加载失败：{{message}}',
  'state.libraryFailed': '图表组件加载失败，请检查网络后重试',
  'state.retry': '重试',
  'state.noSource': '没有为图表配置数据来源',
  'state.noAnswers': '样例没有录制的数据',
  'unsupported.title': '暂不支持显示{{style}}',
  'unsupported.description': '“{{name}}”是{{style}}（样式 {{code}}）。Flowdesk 目前只能显示折线图、柱状图和饼图，请联系管理员修改图表的样式。',
  'table.caption': '{{name}}的数据',
} as const;

export type ChartMessageKey = keyof typeof zhCN;

const enUS: Record<ChartMessageKey, string> = {
  'chart.badJson': 'The {{field}} of the chart "{{alias}}" is not valid JSON: {{detail}}',
  'chart.notList': 'The {{field}} of the chart "{{alias}}" must be a JSON array',
  'chart.notObject': 'The {{field}} of the chart "{{alias}}" must be a JSON object',
  'chart.fieldMissing': '{{path}} of the chart "{{alias}}" has no field name (field)',
  'chart.noCategory': 'The chart "{{alias}}" has no category field (xaxisField)',
  'chart.noSeries': 'The chart "{{alias}}" has no displayed fields (displayfield)',
  'chart.unknownCondition': 'The condition "{{field}}" of the chart "{{alias}}" uses the unsupported operator "{{condition}}"',
  'chart.unknownSortField': 'The sort field {{path}} of the chart "{{alias}}" is "{{field}}", which is not a field of the chart (its category or a displayed field)',
  'expected.chartField': 'one of the chart’s fields: {{fields}}',
  'expected.none': '(none)',

  'style.1': 'line chart',
  'style.2': 'bar chart',
  'style.3': 'pie chart',
  'style.4': 'radar chart',
  'style.5': 'tree chart',
  'style.other': 'unknown chart type',

  'tab.chart': 'Chart',
  'tab.data': 'Data',
  'conditions.label': 'Conditions of {{name}}',
  'zoom.label': 'Zoom range',
  'zoom.start': 'Start: {{value}}',
  'zoom.end': 'End: {{value}}',
  'zoom.summary': 'Showing items {{from}}–{{to}} of {{total}}',
  'canvas.label': '{{name}} ({{style}}, {{count}} data points). The data is in the Data tab.',
  'canvas.truncated': 'The chart shows the first {{shown}} of {{total}} records.',
  'state.loading': 'Loading...',
  'state.empty': 'No data',
  'state.error': 'The data could not be loaded: {{message}}',
  'state.libraryFailed': 'The chart component could not be loaded. Check the network and try again.',
  'state.retry': 'Retry',
  'state.noSource': 'No data source is configured for the chart.',
  'state.noAnswers': 'The sample has no recorded data.',
  'unsupported.title': 'A {{style}} cannot be shown yet',
  'unsupported.description': '"{{name}}" is a {{style}} (style {{code}}). Flowdesk shows line, bar and pie charts only; ask an administrator to change the chart’s style.',
  'table.caption': 'Data of {{name}}',
};

export const chartMessages: Readonly<Record<Locale, Readonly<Record<ChartMessageKey, string>>>> = { 'zh-CN': zhCN, 'en-US': enUS };

const format = createMessageFormatter(chartMessages);

export function formatChartMessage(key: ChartMessageKey, params?: Readonly<Record<string, string | number>>, locale?: string): string {
  return format(key, params, locale);
}

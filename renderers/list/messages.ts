// Texts of the shared list blocks (condition form and table), zh-CN and en-US with the same keys.
import { createMessageFormatter, type Locale } from '../messages';

const zhCN = {
  'list.conditions': '查询条件',
  'list.search': '查询',
  'list.reset': '重置',
  'list.all': '全部',
  'list.from': '{{label}}（起）',
  'list.to': '{{label}}（止）',
  'list.select': '请选择',
  'list.tagsHint': '输入后按回车添加',
  'list.loading': '正在加载...',
  'list.empty': '暂无数据',
  'list.retry': '重试',
  'list.total': '共 {{total}} 条',
  'list.pageSize': '每页条数',
  'list.pagination': '分页',
  'list.previous': '上一页',
  'list.next': '下一页',
  'list.page': '第 {{page}} 页',
  'list.selectRow': '选择第 {{row}} 行',
  'list.selectAll': '选择本页全部行',
  'list.selection': '选择',
  'list.results': '{{name}}：查询结果',
} as const;

export type ListMessageKey = keyof typeof zhCN;

const enUS: Record<ListMessageKey, string> = {
  'list.conditions': 'Search conditions',
  'list.search': 'Search',
  'list.reset': 'Reset',
  'list.all': 'All',
  'list.from': '{{label}} (from)',
  'list.to': '{{label}} (to)',
  'list.select': 'Select',
  'list.tagsHint': 'Type and press Enter to add',
  'list.loading': 'Loading...',
  'list.empty': 'No data',
  'list.retry': 'Retry',
  'list.total': '{{total}} in total',
  'list.pageSize': 'Rows per page',
  'list.pagination': 'Pages',
  'list.previous': 'Previous page',
  'list.next': 'Next page',
  'list.page': 'Page {{page}}',
  'list.selectRow': 'Select row {{row}}',
  'list.selectAll': 'Select every row of this page',
  'list.selection': 'Select',
  'list.results': '{{name}}: results',
};

export const listMessages: Readonly<Record<Locale, Readonly<Record<ListMessageKey, string>>>> = { 'zh-CN': zhCN, 'en-US': enUS };

export const formatListMessage = createMessageFormatter(listMessages) as (key: ListMessageKey, params?: Readonly<Record<string, string | number>>, locale?: string) => string;

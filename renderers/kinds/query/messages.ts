// Texts of the custom query and query view kinds. The zh-CN texts of the error catalogue (spec 03-portal §8)
// are exact; the others follow their style. Same keys in both languages.
import { createMessageFormatter, type Locale } from '../../messages';

const zhCN = {
  'query.aliasRequired': '关联查询的别名不能为空',
  'query.aliasNotFound': '未找到别名为{{alias}}的关联查询',
  'query.postParamJson': 'POST参数不是有效的JSON格式',
  'query.conditionJson': '条件字段的JSON格式错误',
  'query.restUrlEmpty': 'Restful类型的url地址为空',
  'query.emptyAnswer': '返回的数据为空',
  'query.answerNotJson': '将返回值解析为JSON对象时出错了',
  'query.listNotFound': '从返回的数据中提取数组时出错了',
  'query.answerUnreadable': '返回的数据无法解析',
  'query.resultJson': '返回字段的JSON格式错误',
  'query.sortJson': '排序字段的JSON格式错误',
  'query.urlNotAllowed': 'url地址只能是“${主机}”占位符加路径，或以“/”开头的相对路径：{{url}}',
  'query.headerJson': '请求头不是有效的JSON格式',
  'query.headerForbidden': '请求头不能设置 {{name}}',
  'query.requestFailed': '查询失败',
  'query.loadingDefinition': '正在加载关联查询定义...',
  'query.noSource': '没有可用的数据源，无法查询',
  'query.results': '{{name}}：查询结果',
  'queryView.notFound': '未找到别名为{{alias}}的查询视图',
  'queryView.export': '导出',
  'queryView.exportAll': '导出全部数据',
  'queryView.exportPage': '导出当前页',
  'queryView.exporting': '正在导出...',
  'queryView.exportFailed': '导出失败',
  'queryView.conditionJson': '查询视图的条件字段JSON格式错误',
  'queryView.showsJson': '查询视图的显示字段JSON格式错误',
} as const;

export type QueryMessageKey = keyof typeof zhCN;

const enUS: Record<QueryMessageKey, string> = {
  'query.aliasRequired': 'The alias of the custom query is required',
  'query.aliasNotFound': 'No custom query with the alias {{alias}} was found',
  'query.postParamJson': 'The POST parameters are not valid JSON',
  'query.conditionJson': 'The condition fields are not valid JSON',
  'query.restUrlEmpty': 'The URL of the RESTful query is empty',
  'query.emptyAnswer': 'The answer is empty',
  'query.answerNotJson': 'The answer could not be parsed as a JSON object',
  'query.listNotFound': 'No list could be taken from the answer',
  'query.answerUnreadable': 'The answer cannot be read',
  'query.resultJson': 'The result fields are not valid JSON',
  'query.sortJson': 'The sort fields are not valid JSON',
  'query.urlNotAllowed': 'The URL may only be a "${host}" placeholder with a path, or a relative path starting with "/": {{url}}',
  'query.headerJson': 'The request headers are not valid JSON',
  'query.headerForbidden': 'The request headers may not set {{name}}',
  'query.requestFailed': 'The query failed',
  'query.loadingDefinition': 'Loading the custom query...',
  'query.noSource': 'No data source is available, so nothing can be queried',
  'query.results': '{{name}}: results',
  'queryView.notFound': 'No query view with the alias {{alias}} was found',
  'queryView.export': 'Export',
  'queryView.exportAll': 'Export all rows',
  'queryView.exportPage': 'Export this page',
  'queryView.exporting': 'Exporting...',
  'queryView.exportFailed': 'The export failed',
  'queryView.conditionJson': 'The condition fields of the query view are not valid JSON',
  'queryView.showsJson': 'The display fields of the query view are not valid JSON',
};

export const queryMessages: Readonly<Record<Locale, Readonly<Record<QueryMessageKey, string>>>> = { 'zh-CN': zhCN, 'en-US': enUS };

export const formatQueryMessage = createMessageFormatter(queryMessages) as (key: QueryMessageKey, params?: Readonly<Record<string, string | number>>, locale?: string) => string;

// Texts of the formHtml kind (template issues and their notice), zh-CN and en-US with the same keys.
import { createMessageFormatter, type Locale } from '../../messages';

const zhCN = {
  'formHtml.tooLarge': '表单模板过大（{{length}} 个字符，上限 {{limit}}），未读取',
  'formHtml.tooDeep': '表单模板嵌套超过 {{limit}} 层，更深的内容未读取',
  'formHtml.noForm': '表单模板中没有可显示的字段',
  'formHtml.noBoAlias': '表单模板没有绑定 data.<业务对象>.<字段>，无法确定业务对象',
  'formHtml.otherBo': '控件 <{{tag}}> 绑定的 {{path}} 不属于业务对象“{{boAlias}}”，已忽略',
  'formHtml.unknownControl': '不支持的控件 <{{tag}}>（绑定 {{path}}），已忽略',
  'formHtml.unknownElement': '不认识的元素 <{{tag}}>，只读取了其中的控件',
  'formHtml.nestedLayout': '<{{tag}}> 嵌套在另一个布局块中，只读取了其中的控件，未保留为布局',
  'formHtml.unknownDirective': '不支持的指令 {{name}}（在 <{{tag}}> 上），已忽略',
  'formHtml.ignoredProp': '<{{tag}}> 的属性 {{name}} 不受支持，已忽略',
  'formHtml.forbiddenElement': '表单模板中的 <{{tag}}> 不会被执行或显示',
  'formHtml.eventHandler': '事件处理 {{name}}（在 <{{tag}}> 上）不会被执行',
  'formHtml.scriptUrl': '属性 {{name}}（在 <{{tag}}> 上）的脚本地址不会被使用',
  'formHtml.expression': '表达式 {{expression}} 不会被求值',
  'formHtml.badPath': '控件 <{{tag}}> 的绑定 {{path}} 无效，已忽略',
  'formHtml.forbiddenPath': '控件 <{{tag}}> 的绑定 {{path}} 指向原型成员，已忽略',
  'formHtml.noModel': '控件 <{{tag}}> 没有 v-model 绑定，已忽略',
  'formHtml.badLoop': '循环 {{expression}} 不是子表或孙表的行，其中的控件已忽略',
  'formHtml.duplicateField': '字段 {{path}} 在模板中出现了多次，只使用第一次',
  'formHtml.badAttribute': '控件 <{{tag}}> 的 {{name}} 无法读取（{{value}}），已忽略',
  'formHtml.formula': '字段“{{label}}”的公式无法使用：{{detail}}',
  'notice.title': '表单模板中有 {{count}} 处内容无法按原样显示',
} as const;

export type FormHtmlMessageKey = keyof typeof zhCN;

const enUS: Record<FormHtmlMessageKey, string> = {
  'formHtml.tooLarge': 'The form template is too large ({{length}} characters, the limit is {{limit}}) and was not read',
  'formHtml.tooDeep': 'The form template nests more than {{limit}} levels; the deeper content was not read',
  'formHtml.noForm': 'The form template has no field to show',
  'formHtml.noBoAlias': 'The form template binds no data.<BO>.<field>, so its business object is unknown',
  'formHtml.otherBo': 'The control <{{tag}}> binds {{path}}, which is not in the business object "{{boAlias}}"; it was left out',
  'formHtml.unknownControl': 'The control <{{tag}}> (bound to {{path}}) is not supported; it was left out',
  'formHtml.unknownElement': 'The element <{{tag}}> is unknown; only the controls inside it were read',
  'formHtml.nestedLayout': 'The <{{tag}}> sits inside another layout block; its controls were read, it is not kept as layout',
  'formHtml.unknownDirective': 'The directive {{name}} (on <{{tag}}>) is not supported and was ignored',
  'formHtml.ignoredProp': 'The property {{name}} of <{{tag}}> is not supported and was ignored',
  'formHtml.forbiddenElement': 'The <{{tag}}> in the form template is neither run nor shown',
  'formHtml.eventHandler': 'The event handler {{name}} (on <{{tag}}>) is never run',
  'formHtml.scriptUrl': 'The script URL in {{name}} (on <{{tag}}>) is never used',
  'formHtml.expression': 'The expression {{expression}} is never evaluated',
  'formHtml.badPath': 'The binding {{path}} of the control <{{tag}}> is not valid; it was left out',
  'formHtml.forbiddenPath': 'The binding {{path}} of the control <{{tag}}> names a prototype member; it was left out',
  'formHtml.noModel': 'The control <{{tag}}> has no v-model binding; it was left out',
  'formHtml.badLoop': 'The loop {{expression}} is not over sub-table or grandchild rows; its controls were left out',
  'formHtml.duplicateField': 'The field {{path}} appears more than once in the template; the first one is used',
  'formHtml.badAttribute': 'The {{name}} of the control <{{tag}}> cannot be read ({{value}}) and was ignored',
  'formHtml.formula': 'The formula of the field "{{label}}" cannot be used: {{detail}}',
  'notice.title': '{{count}} parts of the form template cannot be shown as written',
};

export const formHtmlMessages: Readonly<Record<Locale, Readonly<Record<FormHtmlMessageKey, string>>>> = { 'zh-CN': zhCN, 'en-US': enUS };

const format = createMessageFormatter(formHtmlMessages);

export function formatFormHtmlMessage(key: FormHtmlMessageKey, params?: Readonly<Record<string, string | number>>, locale?: string): string {
  return format(key, params, locale);
}

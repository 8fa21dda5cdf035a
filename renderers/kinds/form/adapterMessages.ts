// Definition errors of the form adapter, zh-CN and en-US with the same keys.
import { createMessageFormatter, type Locale } from '../../messages';

const zhCN = {
  'form.mainEntity': '表单“{{alias}}”必须有且只有一个主实体（现有 {{count}} 个）',
  'form.duplicateEntity': '实体名“{{name}}”重复',
  'form.duplicateAttribute': '实体“{{entity}}”中的字段名“{{name}}”重复',
  'form.unknownParent': '子实体“{{entity}}”的上级实体“{{parent}}”不存在或不是可容纳子表的实体',
  'form.optionsMissing': '字段“{{label}}”使用{{control}}控件，但没有配置选项',
  'form.linkageTarget': '字段“{{label}}”的联动目标“{{target}}”不存在',
  'form.layoutField': '布局中的“{{name}}”不是主表的字段或子表',
  'form.layoutFieldTwice': '“{{name}}”在布局中出现了不止一次',
} as const;

export type FormAdapterMessageKey = keyof typeof zhCN;

const enUS: Record<FormAdapterMessageKey, string> = {
  'form.mainEntity': 'The form "{{alias}}" must have exactly one main entity (it has {{count}})',
  'form.duplicateEntity': 'The entity name "{{name}}" is used twice',
  'form.duplicateAttribute': 'The field name "{{name}}" is used twice in the entity "{{entity}}"',
  'form.unknownParent': 'The parent "{{parent}}" of the sub entity "{{entity}}" does not exist or cannot hold tables',
  'form.optionsMissing': 'The field "{{label}}" uses a {{control}} control but has no options',
  'form.linkageTarget': 'The linkage target "{{target}}" of the field "{{label}}" does not exist',
  'form.layoutField': 'The layout names "{{name}}", which is not a main field or table of this form',
  'form.layoutFieldTwice': 'The layout places "{{name}}" more than once',
};

export const formAdapterMessages: Readonly<Record<Locale, Readonly<Record<FormAdapterMessageKey, string>>>> = { 'zh-CN': zhCN, 'en-US': enUS };

export const formatFormAdapterMessage = createMessageFormatter(formAdapterMessages);

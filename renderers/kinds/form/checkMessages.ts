// Author-facing texts of the form checks (renderers/kinds/form/checks.ts), zh-CN and en-US with the same keys.
import { createMessageFormatter, type Locale } from '../../messages';

const zhCN = {
  'form.unknownFormulaField': '字段“{{label}}”的公式读取了“{{reference}}”，本表单没有这个字段',
  'form.unknownRuleField': '字段“{{label}}”的校验规则 {{rule}} 引用了“{{reference}}”，本表单没有这个字段',
  'form.permissionEntity': '权限配置中的实体“{{entity}}”不存在',
  'form.permissionField': '权限配置为实体“{{entity}}”中不存在的字段“{{name}}”设置了权限',
  'form.permissionTable': '子表权限配置中的“{{entity}}”不是本表单的子表',
  'form.permissionRow': '行权限“{{key}}”没有对应的子表字段',
  'form.formulaProblem': '字段“{{label}}”的公式有误：{{detail}}',
  'expected.field': '本表单的字段，例如 {{examples}}',
  'expected.entity': '本表单的实体之一：{{examples}}',
  'expected.subEntity': '本表单的子表实体之一：{{examples}}',
  'expected.rowKey': 'sub_<子表>_<字段>_<行号> 形式的键，其中的字段存在',
  'expected.rules': '规则编译器接受的校验规则（见 docs/rules.md）',
  'expected.formula': '有效的公式（见 docs/formulas.md）',
  'expected.options': '至少一个选项',
  'none': '（无）',
} as const;

export type FormCheckMessageKey = keyof typeof zhCN;

const enUS: Record<FormCheckMessageKey, string> = {
  'form.unknownFormulaField': 'The formula of the field "{{label}}" reads "{{reference}}", which is not a field of this form',
  'form.unknownRuleField': 'The rule {{rule}} of the field "{{label}}" names "{{reference}}", which is not a field of this form',
  'form.permissionEntity': 'The permission map names the entity "{{entity}}", which does not exist',
  'form.permissionField': 'The permission map gives a permission to "{{name}}", which is not a field of the entity "{{entity}}"',
  'form.permissionTable': 'The table permissions name "{{entity}}", which is not a sub table of this form',
  'form.permissionRow': 'The row permission "{{key}}" matches no field of a sub table',
  'form.formulaProblem': 'The formula of the field "{{label}}" is wrong: {{detail}}',
  'expected.field': 'a field of this form, e.g. {{examples}}',
  'expected.entity': 'one of the entities of this form: {{examples}}',
  'expected.subEntity': 'one of the sub-table entities of this form: {{examples}}',
  'expected.rowKey': 'a key sub_<table>_<field>_<row> whose field exists',
  'expected.rules': 'rules the rule compiler accepts (see docs/rules.md)',
  'expected.formula': 'a valid formula (see docs/formulas.md)',
  'expected.options': 'at least one option',
  'none': '(none)',
};

export const formCheckMessages: Readonly<Record<Locale, Readonly<Record<FormCheckMessageKey, string>>>> = { 'zh-CN': zhCN, 'en-US': enUS };

export const formatFormCheckMessage = createMessageFormatter(formCheckMessages);

// A form definition written as the template a real backend's form designer generates (form.formHtml, contract
// notes §2.12, §3; docs/formHtml.md): the 7.2.3 generator's eip-* controls, each in an
// <ht-form-item v-if="permission.fields.<ent>.<field> != 'n' && data.<bo>"> with its label slot, rules as
// :validate pipe strings or objects, formulas as v-formula over bind paths, display filters, and each sub-table
// as a block over permission.table.<ent> with a v-for row loop (grandchildren inside their parent's row).
// The reference server sends it instead of the definition under FLOWDESK_FORM_WIRE=html (docs/server.md).
// Not written (the template has no place for them, or the family keeps them elsewhere): layout (the seeded forms
// have none), linkage, defaultValue, defaultFrom, a system type or serial number control (written as a text),
// description, length, confirmedWith, a dialog's valueField/labelField and the definition's permission map
// (the server sends the runtime map beside the form).
import type { FormAttribute, FormDefinition, FormEntity, FormScalar, LocalizedText } from '../../renderers/kinds/form/definition';

/** The attribute parts the template cannot carry (see above); the round-trip test ignores exactly these. */
export const UNSUPPORTED_ATTRIBUTE_PARTS = ['linkage', 'defaultValue', 'defaultFrom', 'description', 'length', 'confirmedWith'] as const;

const escapeText = (text: string): string => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const escapeAttribute = (text: string): string => escapeText(text).replace(/"/g, '&quot;');
/** A JS string literal in single quotes, for bound attribute values. */
const literal = (text: string): string => `'${text.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;

const textOf = (text: LocalizedText | undefined): string =>
  text === undefined ? '' : typeof text === 'string' ? text : (text['zh-CN'] ?? Object.values(text).find((value) => typeof value === 'string') ?? '');

interface Scope {
  /** Expression of the row ('data.<bo>' for main fields, the loop variable in rows). */
  readonly row: string;
  readonly bo: string;
}

const TAGS: Record<FormAttribute['control'], string> = {
  text: 'eip-input',
  textarea: 'eip-textarea',
  number: 'eip-input-number',
  select: 'eip-select',
  radio: 'eip-radio',
  checkbox: 'eip-checkbox',
  switch: 'eip-switch',
  date: 'eip-date',
  time: 'eip-time',
  datetime: 'eip-date',
  upload: 'eip-attachment',
  richtext: 'eip-textarea',
  user: 'eip-user-selector',
  org: 'eip-org-selector',
  dialog: 'eip-dialog',
  dictionary: 'eip-dic',
  tag: 'eip-tag',
  // The family's templates have no control of their own for these: a system type reads as a text, and the
  // serial number stays in the BO (the server fills it at the start), shown as a text.
  sysType: 'eip-input',
  serialNumber: 'eip-input',
};

function controlAttributes(attribute: FormAttribute, entity: FormEntity, scope: Scope): string[] {
  const model = `${scope.row}.${attribute.name}`;
  const attributes = [`v-model="${model}"`, `:permission="permission.fields.${entity.name}.${attribute.name}"`];
  const placeholder = textOf(attribute.placeholder);
  if (placeholder) attributes.push(`placeholder="${escapeAttribute(placeholder)}"`);
  if (typeof attribute.rules === 'string') attributes.push(`:validate="${escapeAttribute(literal(attribute.rules))}"`);
  else if (attribute.rules) attributes.push(`:validate="${escapeAttribute(JSON.stringify(attribute.rules))}"`);
  if (attribute.options) {
    const options = attribute.options.map((option): { value: FormScalar; label: string } => ({ value: option.value, label: textOf(option.label) }));
    attributes.push(`:options="${escapeAttribute(JSON.stringify(options))}"`);
  }
  if (attribute.control === 'dictionary' && attribute.serviceKey) attributes.push(`dickey="${escapeAttribute(attribute.serviceKey)}"`);
  if (attribute.control === 'tag' && attribute.serviceKey) attributes.push(`tag-key="${escapeAttribute(attribute.serviceKey)}"`);
  if (attribute.control === 'datetime') attributes.push('selectType="datetime"');
  if (attribute.control === 'select' && attribute.multiple) attributes.push(':multiple="true"');
  if (attribute.format) attributes.push(`format="${escapeAttribute(attribute.format)}"`);
  if (attribute.control === 'richtext') attributes.push('isEditor="true"');
  if (attribute.control === 'number' && attribute.decimalLen !== undefined) attributes.push(`:precision="${attribute.decimalLen}"`);
  if (attribute.display?.currency) attributes.push('filtercurrency="true"');
  if (attribute.display?.thousands) attributes.push('filterthousandBit="true"');
  if (attribute.upload?.accept) attributes.push(`accept="${escapeAttribute(attribute.upload.accept.map((ext) => ext.replace(/^\./, '')).join(','))}"`);
  if (attribute.upload?.limit !== undefined) attributes.push(`:limit="${attribute.upload.limit}"`);
  const selector = attribute.selector;
  if ((attribute.control === 'user' || attribute.control === 'org') && selector) {
    if (selector.multiple === false) attributes.push(':single="true"');
    if (selector.idField) attributes.push(`:config="${escapeAttribute(`{id:${literal(`${scope.row}.${selector.idField}`)}}`)}"`);
  }
  if (attribute.control === 'dialog' && selector?.dialogAlias) {
    attributes.push(`:custdialog="${escapeAttribute(JSON.stringify({ alias: selector.dialogAlias, selectNum: selector.multiple === false ? 1 : -1 }))}"`);
  }
  if (attribute.formula) {
    const type = attribute.formulaMode === 'default' ? `, type: 'default'` : '';
    attributes.push(`v-formula="${escapeAttribute(`{value: ${attribute.formula}, bindPath: ${literal(model)}${type}}`)}"`);
  }
  return attributes;
}

function fieldItem(attribute: FormAttribute, entity: FormEntity, scope: Scope): string {
  const tag = TAGS[attribute.control];
  const control = `<${tag} ${controlAttributes(attribute, entity, scope).join('\n      ')}></${tag}>`;
  return [
    `<ht-form-item v-if="permission.fields.${entity.name}.${attribute.name} != 'n' && data.${scope.bo}" label-width="120px">`,
    `  <template slot="label"><span>${escapeText(textOf(attribute.label))}</span></template>`,
    `  ${control}`,
    `</ht-form-item>`,
  ].join('\n');
}

function tableBlock(definition: FormDefinition, entity: FormEntity, scope: Scope, depth: number): string {
  const variable = depth === 0 ? 'item' : `sun${depth}`;
  const rows = `${scope.row}.sub_${entity.name}`;
  const inner: Scope = { row: variable, bo: scope.bo };
  return [
    `<div v-if="!permission.table.${entity.name} || !permission.table.${entity.name}.hidden" class="sub-table">`,
    `<el-header class="sub-table__title">${escapeText(textOf(entity.label))}</el-header>`,
    `<el-button v-if="permission.table.${entity.name}.add" @click="addSubTab('${entity.name}')">添加</el-button>`,
    `<div v-for="(${variable}, index${depth}) in ${rows}" class="sub-table__row">`,
    ...entity.attributes.map((attribute) => fieldItem(attribute, entity, inner)),
    ...childrenOf(definition, entity.name).map((child) => tableBlock(definition, child, inner, depth + 1)),
    `</div>`,
    `</div>`,
  ].join('\n');
}

function childrenOf(definition: FormDefinition, parent: string): FormEntity[] {
  const main = definition.entities.find((entity) => entity.type === 'main');
  return definition.entities.filter((entity) => entity.type === 'sub' && (entity.parent ?? main?.name) === parent);
}

/** The generated template of `definition` (its zh-CN texts; the adapter reads the other language from nowhere). */
export function definitionToFormHtml(definition: FormDefinition): string {
  const main = definition.entities.find((entity) => entity.type === 'main');
  if (!main) return '';
  const scope: Scope = { row: `data.${definition.boAlias}`, bo: definition.boAlias };
  const body = [
    ...main.attributes.map((attribute) => `<el-row><el-col :span="24">\n${fieldItem(attribute, main, scope)}\n</el-col></el-row>`),
    ...childrenOf(definition, main.name).map((child) => tableBlock(definition, child, scope, 0)),
  ];
  return ['<div>', '<el-form data-vv-scope="custom-form" :model="data" label-position="right">', ...body, '</el-form>', '</div>'].join('\n');
}

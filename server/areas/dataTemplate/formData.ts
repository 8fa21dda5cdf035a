// What the server checks and converts in submitted and imported form data, with the same rule language as
// the browser (renderers/kinds/form: formToSchema + validateFormData; async rules need services and are
// skipped here, except isExist, which the server answers itself against bo_data).
import type { Db } from '../../db/database';
import type { Lang } from '../../lib/i18n';
import { localizedText, formToSchema, type FormModel } from '../../../renderers/kinds/form/adapter';
import { validateFormData } from '../../../renderers/kinds/form/customValidate';
import type { FormAttribute, FormPermissionMap } from '../../../renderers/kinds/form/definition';
import { parseRules } from '../../../renderers/rules';
import { translateArea } from './messages';
import type { RecordData } from './seedRecords';
import type { StoredForm } from './store';

const models = new WeakMap<StoredForm, Map<Lang, FormModel>>();

/** The form's model for messages in `lang` (compiled once per form and language). */
export function formModel(form: StoredForm, lang: Lang): FormModel {
  let byLang = models.get(form);
  if (!byLang) models.set(form, (byLang = new Map()));
  let model = byLang.get(lang);
  if (!model) byLang.set(lang, (model = formToSchema(form.definition, { locale: lang })));
  return model;
}

export const attributeLabel = (attribute: FormAttribute, lang: Lang) => localizedText(attribute.label, lang) || attribute.name;

/** The permission a form is shown with: the definition's own; `get` (detail) makes every visible field read-only and tables fixed. */
export function permissionFor(form: StoredForm, action: 'get' | 'edit' | 'add'): FormPermissionMap {
  const own: FormPermissionMap = form.definition.permission ?? { fields: {} };
  if (action !== 'get') return own;
  const fields: FormPermissionMap['fields'] = {};
  for (const entity of form.definition.entities) {
    fields[entity.name] = Object.fromEntries(
      entity.attributes.map((attribute) => [attribute.name, own.fields?.[entity.name]?.[attribute.name] === 'n' ? 'n' : 'r']),
    );
  }
  const table: NonNullable<FormPermissionMap['table']> = {};
  for (const entity of form.subs) table[entity.name] = { ...own.table?.[entity.name], add: false, del: false, edit: false, required: false };
  return { ...own, fields, table };
}

/** Main fields the user may not even see ('n'): the server keeps their stored value instead of the submitted one. */
export function hiddenFields(form: StoredForm): string[] {
  const own = form.definition.permission?.fields?.[form.main.name] ?? {};
  return form.main.attributes.filter((attribute) => own[attribute.name] === 'n').map((attribute) => attribute.name);
}

/** Main fields with an `isExist:<bo>.<field>` rule: the values that must be unique among the tenant's records. */
function uniqueFields(form: StoredForm): { attribute: FormAttribute; boAlias: string; field: string }[] {
  return form.main.attributes.flatMap((attribute) => {
    let rules;
    try {
      rules = parseRules(attribute.rules);
    } catch {
      return [];
    }
    const rule = rules.find((entry) => entry.name === 'isExist');
    const [boAlias, field] = String(rule?.args[0] ?? '').split('.');
    return rule && boAlias && field ? [{ attribute, boAlias, field }] : [];
  });
}

/**
 * Every message why `record` (the main entity's values with its sub_ tables) may not be stored: the form's
 * synchronous rules, then uniqueness. `id` is the record's own id when it is updated.
 */
export function checkRecord(db: Db, form: StoredForm, lang: Lang, scope: { tenantId: string; id?: string }, record: RecordData): string[] {
  const model = formModel(form, lang);
  const messages = validateFormData(model, { [form.definition.boAlias]: record }).errors.map((error) => error.message);
  // A new record has no id yet: '' is no record's id, so then every record counts.
  const duplicate = db.prepare(
    `SELECT 1 FROM bo_data WHERE tenant_id = ? AND bo_alias = ? AND CAST(json_extract(data, ?) AS TEXT) = ? AND id <> ? LIMIT 1`,
  );
  for (const { attribute, boAlias, field } of uniqueFields(form)) {
    const value = record[attribute.name];
    if (value === undefined || value === null || value === '') continue;
    if (duplicate.get(scope.tenantId, boAlias, `$.${field}`, String(value), scope.id ?? '')) {
      messages.push(translateArea(lang, 'duplicateValue', { label: attributeLabel(attribute, lang), value: String(value) }));
    }
  }
  return messages;
}

// ---------------------------------------------------------------------------------------------
// Cells ↔ values (export and import)

const optionLabel = (attribute: FormAttribute, value: unknown, lang: Lang) => {
  const option = attribute.options?.find((candidate) => String(candidate.value) === String(value));
  return option ? localizedText(option.label, lang) : String(value);
};

/** A stored value as a spreadsheet cell: choices by their labels, booleans as yes/no, numbers as numbers. */
export function toCell(attribute: FormAttribute | undefined, value: unknown, lang: Lang): string | number {
  if (value === undefined || value === null) return '';
  if (!attribute) return typeof value === 'number' ? value : String(value);
  if (attribute.dataType === 'boolean') return value === true ? translateArea(lang, 'yes') : value === false ? translateArea(lang, 'no') : String(value);
  if (attribute.control === 'checkbox' && Array.isArray(value)) return value.map((item) => optionLabel(attribute, item, lang)).join(',');
  if (attribute.options?.length) return optionLabel(attribute, value, lang);
  if (attribute.dataType === 'number' && typeof value === 'number') return value;
  return Array.isArray(value) || typeof value === 'object' ? JSON.stringify(value) : String(value);
}

/** Text of an exceljs cell value (rich text, hyperlinks and formulas carry their text in an object). */
function cellText(raw: unknown): string {
  if (raw === null || raw === undefined) return '';
  if (typeof raw === 'object' && !(raw instanceof Date)) {
    const value = raw as { richText?: { text: string }[]; text?: unknown; result?: unknown };
    if (Array.isArray(value.richText)) return value.richText.map((part) => part.text).join('');
    if (value.text !== undefined) return String(value.text);
    if (value.result !== undefined) return cellText(value.result);
    return '';
  }
  return String(raw).trim();
}

const pad = (value: number) => String(value).padStart(2, '0');
const DATE_TEXT = /^(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})(?:[ T](\d{1,2}):(\d{2})(?::(\d{2}))?)?$/;
const TIME_TEXT = /^(\d{1,2}):(\d{2})(?::(\d{2}))?$/;

/** Spreadsheet dates arrive as Date objects holding the shown wall-clock time in UTC. */
function dateParts(raw: unknown): { date: string; time: string } | undefined {
  if (raw instanceof Date && !Number.isNaN(raw.getTime())) {
    return {
      date: `${raw.getUTCFullYear()}-${pad(raw.getUTCMonth() + 1)}-${pad(raw.getUTCDate())}`,
      time: `${pad(raw.getUTCHours())}:${pad(raw.getUTCMinutes())}:${pad(raw.getUTCSeconds())}`,
    };
  }
  const match = DATE_TEXT.exec(cellText(raw));
  if (!match) return undefined;
  const [, year, month, day, hour = '0', minute = '0', second = '0'] = match;
  const check = new Date(Date.UTC(Number(year), Number(month) - 1, Number(day)));
  if (check.getUTCMonth() !== Number(month) - 1 || Number(hour) > 23) return undefined;
  return { date: `${year}-${pad(Number(month))}-${pad(Number(day))}`, time: `${pad(Number(hour))}:${minute}:${second.padStart(2, '0')}` };
}

const YES = new Set(['是', 'yes', 'y', 'true', '1']);
const NO = new Set(['否', 'no', 'n', 'false', '0']);

export type CellOutcome = { ok: true; value: unknown } | { ok: false; message: string };

/** An imported cell as the attribute's value, or why it cannot be one. Empty cells give ''. */
export function fromCell(attribute: FormAttribute, raw: unknown, lang: Lang): CellOutcome {
  const text = raw instanceof Date ? '' : cellText(raw);
  const label = attributeLabel(attribute, lang);
  const refuse = (key: 'numberInvalid' | 'dateInvalid' | 'optionInvalid' | 'booleanInvalid', shown = text): CellOutcome => ({
    ok: false,
    message: translateArea(lang, key, { label, value: shown }),
  });
  if (text === '' && !(raw instanceof Date)) return { ok: true, value: attribute.control === 'checkbox' ? [] : '' };

  const matchOption = (candidate: string) =>
    attribute.options?.find(
      (option) => String(option.value) === candidate || localizedText(option.label, 'zh-CN') === candidate || localizedText(option.label, 'en-US') === candidate,
    );
  if (attribute.control === 'checkbox' && attribute.options) {
    const values = [];
    for (const part of text.split(/[,，]/).map((item) => item.trim()).filter(Boolean)) {
      const option = matchOption(part);
      if (!option) return refuse('optionInvalid', part);
      values.push(option.value);
    }
    return { ok: true, value: values };
  }
  if (attribute.options?.length) {
    const option = matchOption(text);
    return option ? { ok: true, value: option.value } : refuse('optionInvalid');
  }
  switch (attribute.dataType) {
    case 'number': {
      if (typeof raw === 'number') return { ok: true, value: raw };
      const number = Number(text.replace(/,/g, ''));
      return Number.isFinite(number) ? { ok: true, value: number } : refuse('numberInvalid');
    }
    case 'boolean': {
      const lower = text.toLowerCase();
      if (raw === true || YES.has(lower)) return { ok: true, value: true };
      if (raw === false || NO.has(lower)) return { ok: true, value: false };
      return refuse('booleanInvalid');
    }
    case 'date':
    case 'datetime': {
      const parts = dateParts(raw);
      if (!parts) return refuse('dateInvalid', text || String(raw));
      return { ok: true, value: attribute.dataType === 'date' ? parts.date : `${parts.date} ${parts.time}` };
    }
    case 'time': {
      if (raw instanceof Date) return { ok: true, value: dateParts(raw)!.time };
      const match = TIME_TEXT.exec(text);
      return match ? { ok: true, value: `${pad(Number(match[1]))}:${match[2]}:${match[3] ?? '00'}` } : refuse('dateInvalid');
    }
    default:
      return { ok: true, value: text };
  }
}

// The data-template area's tables: templates and form definitions (seeded from the same fixture files replay
// uses), drafts, and the business-object records in the shared bo_data table. Templates and forms are global
// definitions; records and drafts belong to a tenant (and drafts to a user).
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Db } from '../../db/database';
import { newId, nowText } from '../../lib/ids';
import type { ColumnMap, ColumnType } from '../../lib/queryFilter';
import { declaredFieldNames, parseTemplateFields, type TemplateFields } from '../../../renderers/kinds/data-template/fields';
import type { DataTemplateDefinition } from '../../../renderers/kinds/data-template/definition';
import type { FormAttribute, FormDefinition, FormEntity } from '../../../renderers/kinds/form/definition';
import { generateRecords, RECORD_COUNTS, type RecordData, type SeededBoAlias } from './seedRecords';

export const SCHEMA = `
CREATE TABLE IF NOT EXISTS dt_template (
  id TEXT PRIMARY KEY, alias TEXT NOT NULL UNIQUE, definition TEXT NOT NULL CHECK (json_valid(definition))
);
CREATE TABLE IF NOT EXISTS dt_form (
  form_key TEXT PRIMARY KEY, bo_alias TEXT NOT NULL, definition TEXT NOT NULL CHECK (json_valid(definition))
);
CREATE TABLE IF NOT EXISTS dt_draft (
  id TEXT PRIMARY KEY, tenant_id TEXT NOT NULL, user_id TEXT NOT NULL, template_alias TEXT NOT NULL, bo_alias TEXT NOT NULL,
  form_key TEXT NOT NULL, subject TEXT NOT NULL, data TEXT NOT NULL CHECK (json_valid(data)), create_time TEXT NOT NULL, update_time TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS dt_draft_owner ON dt_draft (tenant_id, user_id, template_alias);
`;

const FIXTURES_DIR = fileURLToPath(new URL('../../../fixtures/', import.meta.url));
/** Template definitions: fixtures/dataTemplate/*.json. Forms: fixtures/form/*.json plus this area's own fixtures/dataTemplate/forms/*.json. */
const TEMPLATE_DIR = join(FIXTURES_DIR, 'dataTemplate');
const FORM_DIRS = [join(FIXTURES_DIR, 'form'), join(TEMPLATE_DIR, 'forms')];

const jsonFiles = (dir: string) =>
  readdirSync(dir)
    .filter((file) => file.endsWith('.json'))
    .sort()
    .map((file) => JSON.parse(readFileSync(join(dir, file), 'utf8')) as unknown);

/** Fills the template and form tables, and the records behind each template, when the template table is empty. */
export function seedDataTemplates(db: Db): void {
  const { count } = db.prepare('SELECT COUNT(*) AS count FROM dt_template').get() as { count: number };
  if (count > 0) return;
  const templates = jsonFiles(TEMPLATE_DIR) as DataTemplateDefinition[];
  const forms = FORM_DIRS.flatMap(jsonFiles) as FormDefinition[];
  const tenants = db.prepare('SELECT id, code FROM tenants ORDER BY create_time, id').all() as { id: string; code: string }[];
  const insertTemplate = db.prepare('INSERT INTO dt_template (id, alias, definition) VALUES (?, ?, ?)');
  const insertForm = db.prepare('INSERT INTO dt_form (form_key, bo_alias, definition) VALUES (?, ?, ?) ON CONFLICT (form_key) DO UPDATE SET bo_alias = excluded.bo_alias, definition = excluded.definition');
  const insertRecord = db.prepare('INSERT INTO bo_data (id, tenant_id, bo_alias, data, create_time) VALUES (?, ?, ?, ?, ?)');
  db.transaction(() => {
    for (const template of templates) insertTemplate.run(String(template.id ?? template.alias), template.alias, JSON.stringify(template));
    for (const form of forms) insertForm.run(form.alias, form.boAlias, JSON.stringify(form));
    const seeded = new Set(templates.map((template) => template.boDefAlias));
    (Object.keys(RECORD_COUNTS) as SeededBoAlias[])
      .filter((boAlias) => seeded.has(boAlias))
      .forEach((boAlias, boIndex) => {
        tenants.forEach((tenant, tenantIndex) => {
          const count = tenantIndex === 0 ? RECORD_COUNTS[boAlias] : Math.ceil(RECORD_COUNTS[boAlias] / 10);
          // Ids in the Hotent style (numeric text), one block per tenant and business object.
          const base = 6_000_000 + tenantIndex * 1_000_000 + (boIndex + 1) * 10_000;
          for (const record of generateRecords(boAlias, tenant.code || tenant.id, count)) {
            insertRecord.run(String(base + record.index), tenant.id, boAlias, JSON.stringify(record.data), record.createTime);
          }
        });
      });
  })();
}

/** A template with what its JSON strings say, and the SQL each field it may query maps to. */
export interface StoredTemplate {
  readonly definition: DataTemplateDefinition;
  readonly id: string;
  readonly fields: TemplateFields;
  /** property → its value in bo_data.data (fieldSql), for the declared fields that the form's main entity has, plus id. */
  readonly columns: ColumnMap;
  /** The declared main fields a list row carries (id first). */
  readonly rowFields: readonly string[];
}

export interface StoredForm {
  readonly definition: FormDefinition;
  readonly main: FormEntity;
  readonly subs: readonly FormEntity[];
}

const COLUMN_TYPES: Partial<Record<FormAttribute['dataType'], ColumnType>> = { number: 'number', boolean: 'boolean' };

/**
 * The SQL of a declared field, typed by its JSON value so that both dialects compare and sort alike: SQLite's
 * json_extract answers numbers and 1/0 for booleans, PostgreSQL's (compatibility.ts) text. A number field is a
 * number only where it holds one (an import's empty cell stores ''), a boolean field 1 or 0; anything else is
 * NULL. NUMERIC keeps SQLite's integers integral (a LIKE over the number reads 12, not 12.0). Dates are ISO text,
 * which compares as text on both.
 */
function fieldSql(name: string, type: ColumnType): string {
  const path = `'$.${name}'`;
  if (type === 'number') return `CASE WHEN json_type(data, ${path}) IN ('integer', 'real') THEN CAST(json_extract(data, ${path}) AS NUMERIC) END`;
  if (type === 'boolean') return `CASE json_type(data, ${path}) WHEN 'true' THEN 1 WHEN 'false' THEN 0 END`;
  return `json_extract(data, ${path})`;
}

export interface DataTemplateStore {
  template(idOrAlias: string): StoredTemplate | undefined;
  form(formKey: string): StoredForm | undefined;
  formOf(template: StoredTemplate): StoredForm | undefined;
}

export function createStore(db: Db): DataTemplateStore {
  const templates = new Map<string, StoredTemplate>();
  const forms = new Map<string, StoredForm>();
  const findTemplate = db.prepare('SELECT id, definition FROM dt_template WHERE id = ? OR alias = ?');
  const findForm = db.prepare('SELECT definition FROM dt_form WHERE form_key = ?');

  const form = (formKey: string): StoredForm | undefined => {
    const cached = forms.get(formKey);
    if (cached) return cached;
    const row = findForm.get(formKey) as { definition: string } | undefined;
    if (!row) return undefined;
    const definition = JSON.parse(row.definition) as FormDefinition;
    const main = definition.entities.find((entity) => entity.type === 'main');
    if (!main) return undefined;
    const stored = { definition, main, subs: definition.entities.filter((entity) => entity.type === 'sub') };
    forms.set(formKey, stored);
    return stored;
  };

  const template = (idOrAlias: string): StoredTemplate | undefined => {
    const cached = templates.get(idOrAlias);
    if (cached) return cached;
    const row = findTemplate.get(idOrAlias, idOrAlias) as { id: string; definition: string } | undefined;
    if (!row) return undefined;
    const definition = JSON.parse(row.definition) as DataTemplateDefinition;
    const fields = parseTemplateFields(definition);
    const attributes = new Map((form(definition.formKey ?? '')?.main.attributes ?? []).map((attribute) => [attribute.name, attribute]));
    const declared = [...declaredFieldNames(fields)].filter((name) => attributes.has(name));
    const columns: ColumnMap = { id: 'id' };
    // Names passed FIELD_NAME (letters, digits, underscore), so they are safe inside the JSON path literal.
    for (const name of declared) {
      const type = COLUMN_TYPES[attributes.get(name)!.dataType] ?? 'text';
      columns[name] = { sql: fieldSql(name, type), type };
    }
    const stored: StoredTemplate = { definition, id: row.id, fields, columns, rowFields: ['id', ...declared] };
    templates.set(row.id, stored);
    templates.set(definition.alias, stored);
    return stored;
  };

  return { template, form, formOf: (stored) => form(stored.definition.formKey ?? '') };
}

// ---------------------------------------------------------------------------------------------
// Records (bo_data) and drafts

export function readRecord(db: Db, tenantId: string, boAlias: string, id: string): RecordData | undefined {
  const row = db.prepare('SELECT data FROM bo_data WHERE tenant_id = ? AND bo_alias = ? AND id = ?').get(tenantId, boAlias, id) as { data: string } | undefined;
  return row ? (JSON.parse(row.data) as RecordData) : undefined;
}

/** Inserts (no id) or replaces the record's data; answers the id. */
export function writeRecord(db: Db, tenantId: string, boAlias: string, data: RecordData, id?: string): string {
  const { id: _ignored, ...stored } = data;
  if (id) {
    db.prepare('UPDATE bo_data SET data = ? WHERE tenant_id = ? AND bo_alias = ? AND id = ?').run(JSON.stringify(stored), tenantId, boAlias, id);
    return id;
  }
  const created = newId();
  db.prepare('INSERT INTO bo_data (id, tenant_id, bo_alias, data, create_time) VALUES (?, ?, ?, ?, ?)').run(created, tenantId, boAlias, JSON.stringify(stored), nowText());
  return created;
}

export function deleteRecords(db: Db, tenantId: string, boAlias: string, ids: readonly string[]): number {
  const placeholders = ids.map(() => '?').join(', ');
  return db.prepare(`DELETE FROM bo_data WHERE tenant_id = ? AND bo_alias = ? AND id IN (${placeholders})`).run(tenantId, boAlias, ...ids).changes;
}

export interface DraftRow {
  id: string;
  template_alias: string;
  bo_alias: string;
  form_key: string;
  subject: string;
  data: string;
  create_time: string;
  update_time: string;
}

export interface DraftOwner {
  tenantId: string;
  userId: string;
}

export function readDraft(db: Db, owner: DraftOwner, id: string): DraftRow | undefined {
  return db.prepare('SELECT * FROM dt_draft WHERE tenant_id = ? AND user_id = ? AND id = ?').get(owner.tenantId, owner.userId, id) as DraftRow | undefined;
}

export function writeDraft(
  db: Db,
  owner: DraftOwner,
  draft: { id?: string; templateAlias: string; boAlias: string; formKey: string; subject: string; data: RecordData },
): string {
  const now = nowText();
  if (draft.id && readDraft(db, owner, draft.id)) {
    db.prepare('UPDATE dt_draft SET subject = ?, data = ?, update_time = ? WHERE tenant_id = ? AND user_id = ? AND id = ?').run(
      draft.subject, JSON.stringify(draft.data), now, owner.tenantId, owner.userId, draft.id,
    );
    return draft.id;
  }
  const id = newId();
  db.prepare(
    'INSERT INTO dt_draft (id, tenant_id, user_id, template_alias, bo_alias, form_key, subject, data, create_time, update_time) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)',
  ).run(id, owner.tenantId, owner.userId, draft.templateAlias, draft.boAlias, draft.formKey, draft.subject, JSON.stringify(draft.data), now, now);
  return id;
}

export function deleteDrafts(db: Db, owner: DraftOwner, ids: readonly string[]): number {
  const placeholders = ids.map(() => '?').join(', ');
  return db.prepare(`DELETE FROM dt_draft WHERE tenant_id = ? AND user_id = ? AND id IN (${placeholders})`).run(owner.tenantId, owner.userId, ...ids).changes;
}

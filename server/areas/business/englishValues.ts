// The English of the seeded business data. The business tables and report views hold Chinese values (a
// region, a department, a project, an employee, an activity…); an English reader of a chart, a custom query
// or a report gets each value that has an English one in its place. biz_value_en is that dictionary: the
// seeds' words (vocabulary.ts), the name/name_en pairs of departments, projects and employees, and the
// work-hour descriptions built from them. Values without an entry (what users typed) stay as stored. The
// lookup replaces whole cell values only, after the query: filters, grouping and sorting still work on the
// stored values (docs/server.md).
import type { Db } from '../../db/database';
import type { Lang } from '../../lib/i18n';
import { ACTIVITIES, SEEDED_TERMS, workDescription } from './vocabulary';

export const ENGLISH_VALUE_SCHEMA = `
CREATE TABLE IF NOT EXISTS biz_value_en (value TEXT PRIMARY KEY, en TEXT NOT NULL);
`;

/** Fills the dictionary, once, from the vocabulary and the seeded tables' names (also in an older database file). */
export function seedEnglishValues(db: Db): void {
  if (db.prepare('SELECT 1 FROM biz_value_en LIMIT 1').get()) return;
  const insert = db.prepare('INSERT OR IGNORE INTO biz_value_en (value, en) VALUES (?, ?)');
  const named = (table: 'biz_department' | 'biz_project' | 'biz_employee') =>
    db.prepare(`SELECT DISTINCT name, name_en AS nameEn FROM ${table} WHERE name_en <> ''`).all() as { name: string; nameEn: string }[];
  db.transaction(() => {
    for (const [zh, en] of SEEDED_TERMS) insert.run(zh, en);
    for (const table of ['biz_department', 'biz_employee'] as const) for (const { name, nameEn } of named(table)) insert.run(name, nameEn);
    for (const { name, nameEn } of named('biz_project')) {
      insert.run(name, nameEn);
      for (const [zh, en] of ACTIVITIES) insert.run(workDescription(name, zh, 'zh'), workDescription(nameEn, en, 'en'));
    }
  })();
}

// Below SQLite's default limit of bound parameters per statement.
const LOOKUP_CHUNK = 500;
const NON_ASCII = /[^\u0000-\u007f]/;

/** The rows as an English reader sees them: every string cell with an English entry replaced by it. */
export function inReaderLanguage<Row extends Record<string, unknown>>(db: Db, lang: Lang, rows: readonly Row[]): Row[] {
  if (lang !== 'en-US') return [...rows];
  const wanted = new Set<string>();
  for (const row of rows) for (const value of Object.values(row)) if (typeof value === 'string' && NON_ASCII.test(value)) wanted.add(value);
  if (wanted.size === 0) return [...rows];
  const english = new Map<string, string>();
  const values = [...wanted];
  for (let start = 0; start < values.length; start += LOOKUP_CHUNK) {
    const chunk = values.slice(start, start + LOOKUP_CHUNK);
    const found = db.prepare(`SELECT value, en FROM biz_value_en WHERE value IN (${chunk.map(() => '?').join(', ')})`).all(...chunk) as { value: string; en: string }[];
    for (const { value, en } of found) english.set(value, en);
  }
  if (english.size === 0) return [...rows];
  return rows.map((row) => {
    const translated: Record<string, unknown> = { ...row };
    for (const [key, value] of Object.entries(row)) if (typeof value === 'string' && english.has(value)) translated[key] = english.get(value);
    return translated as Row;
  });
}

/** A page of rows (PageList) as the reader sees it. */
export function pageInReaderLanguage<Page extends { rows: readonly Record<string, unknown>[] }>(db: Db, lang: Lang, page: Page): Page {
  return { ...page, rows: inReaderLanguage(db, lang, page.rows) };
}

// The definition studio's catalogue (docs/studio.md): which definitions of a kind the server holds, by alias and
// name, so that a signed-in author can pick one to open. Read-only; each definition is then read through its own
// kind's call (getByAlias …). The real product has no such list call; it is Flowdesk's own.
//   GET /form/studio/v1/definitions?kind=<kind> → [{ alias, name }] ordered by alias
// Kinds: column (the caller's tenant), form (by form key), customQuery, queryView (alias = <sqlAlias>.<alias>), customDialog,
// customChart, dataTemplate.
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/database';
import { sessionOf } from '../../lib/auth';
import { langOf, type Lang } from '../../lib/i18n';
import type { ServerArea } from '../index';

export const STUDIO_KINDS = ['column', 'form', 'customQuery', 'queryView', 'customDialog', 'customChart', 'dataTemplate'] as const;
type StudioKind = (typeof STUDIO_KINDS)[number];

export interface DefinitionEntry {
  alias: string;
  name: string;
}

interface Row {
  alias: string;
  name: string | null;
  name_en: string | null;
}

/** SQL per kind: alias, the stored name (text or {zh-CN, en-US} JSON) and an English name where the kind keeps one. */
const LISTS: Record<Exclude<StudioKind, 'column'>, string> = {
  // Forms by their form key (dt_form: the forms the portal opens by key, shared by every tenant like the query kinds).
  form: `SELECT form_key AS alias, json_extract(definition, '$.name') AS name, NULL AS name_en FROM dt_form`,
  customQuery: `SELECT alias, json_extract(definition, '$.name') AS name, json_extract(definition, '$.nameEn') AS name_en FROM form_custom_query`,
  queryView: `SELECT sql_alias || '.' || alias AS alias, json_extract(definition, '$.name') AS name, json_extract(definition, '$.nameEn') AS name_en FROM form_query_view`,
  customDialog: `SELECT alias, json_extract(definition, '$.name') AS name, json_extract(definition, '$.nameEn') AS name_en FROM form_custom_dialog`,
  customChart: `SELECT coalesce(alias, id) AS alias, json_extract(definition, '$.name') AS name, json_extract(definition, '$.nameEn') AS name_en FROM form_custom_chart`,
  dataTemplate: `SELECT alias, json_extract(definition, '$.name') AS name, json_extract(definition, '$.nameEn') AS name_en FROM dt_template`,
};

/** A stored name in the caller's language: a {zh-CN, en-US} object (as JSON text), or the text with its English twin. */
function nameIn(row: Row, lang: Lang): string {
  const stored = row.name ?? '';
  if (stored.startsWith('{')) {
    try {
      const names = JSON.parse(stored) as Record<string, unknown>;
      const name = names[lang] ?? names['zh-CN'] ?? names['en-US'];
      if (typeof name === 'string') return name;
    } catch {
      // a name that merely starts with a brace
    }
  }
  return lang === 'en-US' && row.name_en ? row.name_en : stored;
}

export function listDefinitions(db: Db, kind: StudioKind, tenantId: string, lang: Lang): DefinitionEntry[] {
  const rows =
    kind === 'column'
      ? (db.prepare('SELECT alias, name, name_en FROM portal_column WHERE tenant_id = ?').all(tenantId) as Row[])
      : (db.prepare(LISTS[kind]).all() as Row[]);
  return rows.map((row) => ({ alias: row.alias, name: nameIn(row, lang) })).sort((a, b) => a.alias.localeCompare(b.alias));
}

function register(app: FastifyInstance, { db }: { db: Db }): void {
  app.get<{ Querystring: { kind: StudioKind } }>(
    '/form/studio/v1/definitions',
    { schema: { querystring: { type: 'object', required: ['kind'], properties: { kind: { type: 'string', enum: [...STUDIO_KINDS] } } } } },
    async (request) => listDefinitions(db, request.query.kind, sessionOf(request).tenantId, langOf(request)),
  );
}

export const studioArea: ServerArea = {
  name: 'studio',
  register: (app, context) => register(app, context),
};

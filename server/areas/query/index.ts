// Custom queries and query views of the reference server (contract notes §2.8, spec 03-portal §7):
//   POST /form/customQuery/v1/getByAlias        body = the raw alias → the bare definition ({} when unknown)
//   POST /form/customQuery/v1/doQuery?alias&page body [{key, value}] → PageList (rows keep the column case)
//   GET  /form/customQuery/v1/doQuery?alias&page&<key>=<value>…
//   GET  /form/customQuery/v1/doQueryBase64?alias&queryData=<Base64 of [{key, value}]>&page
//   GET|POST /form/sample/v1/employees           the sample REST endpoint of restful queries (sample.ts)
//   GET  /form/query/queryView/getJson?sqlAlias&alias → the bare view ({} when unknown)
//   POST /form/query/queryView/data_{sqlAlias}/{alias}?initSearch body QueryFilter → PageList
//   POST /form/query/queryView/export?sqlAlias&alias&getType=all|page&expField=<Base64 of "f1,f2"> body QueryFilter → .xlsx
// Definitions are seeded from the fixture files replay renders (fixtures/customQuery, fixtures/queryView).
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../../db/database';
import { sessionOf } from '../../lib/auth';
import { sendError } from '../../lib/errors';
import { langOf, localized } from '../../lib/i18n';
import { pageInReaderLanguage } from '../business/englishValues';
import { queryFilterSchema, type QueryFilter } from '../../lib/queryFilter';
import { acceptFormBodyAsText, rawTextOf } from '../../lib/rawBody';
import { buildWorkbook, exportFileName, sendXlsx } from '../dataTemplate/xlsx';
import type { ServerArea } from '../index';
import { compileQuery, runDataQuery, type QueryValue } from './doQuery';
import { QueryAreaError, QueryDefinitionError, queryMessage } from './messages';
import { compileView, exportShows, findView, viewData, viewLabel } from './queryView';
import { registerSampleRoutes } from './sample';

const QUERY_FIXTURES = fileURLToPath(new URL('../../../fixtures/customQuery/', import.meta.url));
const VIEW_FIXTURES = fileURLToPath(new URL('../../../fixtures/queryView/', import.meta.url));
const QUERY_PREFIX = '/form/customQuery/v1';
const VIEW_PREFIX = '/form/query/queryView';

const SCHEMA = `
CREATE TABLE IF NOT EXISTS form_custom_query (
  alias TEXT PRIMARY KEY, id TEXT NOT NULL, definition TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS form_query_view (
  sql_alias TEXT NOT NULL, alias TEXT NOT NULL, id TEXT NOT NULL, definition TEXT NOT NULL,
  PRIMARY KEY (sql_alias, alias)
);
`;

const fixtureFiles = (dir: string) => readdirSync(dir).filter((file) => file.endsWith('.json')).sort();
const readJson = (dir: string, file: string) => JSON.parse(readFileSync(join(dir, file), 'utf8')) as Record<string, unknown>;

function seedQueryArea(db: Db): void {
  const count = (table: string) => (db.prepare(`SELECT COUNT(*) AS count FROM ${table}`).get() as { count: number }).count;
  db.transaction(() => {
    if (count('form_custom_query') === 0) {
      const insert = db.prepare('INSERT INTO form_custom_query (alias, id, definition) VALUES (?, ?, ?)');
      fixtureFiles(QUERY_FIXTURES).forEach((file, index) => {
        const definition = readJson(QUERY_FIXTURES, file);
        const id = String(definition.id ?? `cq-${index + 1}`);
        insert.run(String(definition.alias), id, JSON.stringify({ ...definition, id }));
      });
    }
    if (count('form_query_view') === 0) {
      const insert = db.prepare('INSERT INTO form_query_view (sql_alias, alias, id, definition) VALUES (?, ?, ?, ?)');
      fixtureFiles(VIEW_FIXTURES).forEach((file, index) => {
        const definition = readJson(VIEW_FIXTURES, file);
        const id = String(definition.id ?? `qv-${index + 1}`);
        insert.run(String(definition.sqlAlias), String(definition.alias), id, JSON.stringify({ ...definition, id }));
      });
    }
  })();
}

const findQuery = (db: Db, alias: string) => {
  const row = db.prepare('SELECT definition FROM form_custom_query WHERE alias = ?').get(alias) as { definition: string } | undefined;
  return row ? (JSON.parse(row.definition) as Record<string, unknown>) : undefined;
};

/** Turns a definition problem into a 400 naming it. */
function checked<T>(request: FastifyRequest, alias: string, kind: 'badDefinition', compile: () => T): T {
  try {
    return compile();
  } catch (error) {
    if (!(error instanceof QueryDefinitionError)) throw error;
    throw new QueryAreaError(400, queryMessage(request, kind, { alias, detail: queryMessage(request, error.key, error.params) }));
  }
}

function dataSourceQuery(db: Db, request: FastifyRequest, alias: string) {
  const definition = findQuery(db, alias);
  if (!definition) throw new QueryAreaError(404, queryMessage(request, 'queryNotFound', { alias }));
  if (definition.dsType === 'restful') throw new QueryAreaError(400, queryMessage(request, 'notDataSource', { alias }));
  return checked(request, alias, 'badDefinition', () => compileQuery(db, definition));
}

const aliasQuery = {
  type: 'object',
  required: ['alias'],
  properties: { alias: { type: 'string', minLength: 1, maxLength: 100 }, page: { type: 'integer', minimum: 1, maximum: 1_000_000 } },
} as const;

const valuesBody = {
  type: 'array',
  maxItems: 100,
  items: { type: 'object', required: ['key'], properties: { key: { type: 'string', maxLength: 100 }, value: {} } },
} as const;

function decodeQueryData(request: FastifyRequest, text: string | undefined): QueryValue[] {
  if (!text) return [];
  try {
    const parsed: unknown = JSON.parse(Buffer.from(text, 'base64').toString('utf8'));
    if (Array.isArray(parsed) && parsed.every((item) => typeof item === 'object' && item !== null && typeof (item as { key?: unknown }).key === 'string')) return parsed as QueryValue[];
  } catch {
    // answered below
  }
  throw new QueryAreaError(400, queryMessage(request, 'badQueryData'));
}

function registerQueryRoutes(app: FastifyInstance, db: Db): void {
  app.post(`${QUERY_PREFIX}/getByAlias`, async (request) => findQuery(db, rawTextOf(request.body) ?? '') ?? {});

  app.post<{ Querystring: { alias: string; page?: number }; Body: QueryValue[] }>(
    `${QUERY_PREFIX}/doQuery`,
    { schema: { querystring: aliasQuery, body: valuesBody } },
    async (request) => {
      const lang = langOf(request);
      return pageInReaderLanguage(db, lang, runDataQuery(db, dataSourceQuery(db, request, request.query.alias), request.body ?? [], request.query.page ?? 1, sessionOf(request).tenantId, lang));
    },
  );

  app.get<{ Querystring: { alias: string; page?: number } & Record<string, string> }>(`${QUERY_PREFIX}/doQuery`, { schema: { querystring: { ...aliasQuery, additionalProperties: { type: 'string', maxLength: 4000 } } } }, async (request) => {
    const { alias, page, ...rest } = request.query;
    const values = Object.entries(rest).map(([key, value]) => ({ key, value }));
    const lang = langOf(request);
    return pageInReaderLanguage(db, lang, runDataQuery(db, dataSourceQuery(db, request, alias), values, page ?? 1, sessionOf(request).tenantId, lang));
  });

  app.get<{ Querystring: { alias: string; page?: number; queryData?: string } }>(
    `${QUERY_PREFIX}/doQueryBase64`,
    { schema: { querystring: { ...aliasQuery, properties: { ...aliasQuery.properties, queryData: { type: 'string', maxLength: 20_000 } } } } },
    async (request) => {
      const values = decodeQueryData(request, request.query.queryData);
      const lang = langOf(request);
      return pageInReaderLanguage(db, lang, runDataQuery(db, dataSourceQuery(db, request, request.query.alias), values, request.query.page ?? 1, sessionOf(request).tenantId, lang));
    },
  );
}

const viewQuery = {
  type: 'object',
  required: ['sqlAlias', 'alias'],
  properties: { sqlAlias: { type: 'string', minLength: 1, maxLength: 100 }, alias: { type: 'string', minLength: 1, maxLength: 100 } },
} as const;

function storedView(db: Db, request: FastifyRequest, sqlAlias: string, alias: string) {
  const stored = findView(db, sqlAlias, alias);
  if (!stored) throw new QueryAreaError(404, queryMessage(request, 'viewNotFound', { alias: `${sqlAlias}/${alias}` }));
  return { stored, view: checked(request, `${sqlAlias}/${alias}`, 'badDefinition', () => compileView(db, stored)) };
}

function decodeFields(request: FastifyRequest, text: string): string[] {
  const decoded = Buffer.from(text, 'base64').toString('utf8');
  // Base64 that does not round-trip is not Base64.
  if (Buffer.from(decoded, 'utf8').toString('base64').replace(/=+$/, '') !== text.trim().replace(/=+$/, '')) throw new QueryAreaError(400, queryMessage(request, 'badExportFields'));
  return decoded.split(',').map((field) => field.trim()).filter(Boolean);
}

function registerViewRoutes(app: FastifyInstance, db: Db): void {
  app.get<{ Querystring: { sqlAlias: string; alias: string } }>(`${VIEW_PREFIX}/getJson`, { schema: { querystring: viewQuery } }, async (request) => {
    return findView(db, request.query.sqlAlias, request.query.alias)?.definition ?? {};
  });

  app.post<{ Params: { sqlAlias: string; alias: string }; Querystring: { initSearch?: boolean }; Body: QueryFilter }>(
    `${VIEW_PREFIX}/data_:sqlAlias/:alias`,
    { schema: { querystring: { type: 'object', properties: { initSearch: { type: 'boolean' } } }, body: queryFilterSchema } },
    async (request) => {
      const { view } = storedView(db, request, request.params.sqlAlias, request.params.alias);
      if (request.query.initSearch === false) return { rows: [], total: 0, page: 1, pageSize: 0 };
      const lang = langOf(request);
      return pageInReaderLanguage(db, lang, viewData(db, view, request.body, { tenantId: sessionOf(request).tenantId, all: false, lang }));
    },
  );

  app.post<{ Querystring: { sqlAlias: string; alias: string; getType?: string; expField: string }; Body: QueryFilter }>(
    `${VIEW_PREFIX}/export`,
    {
      schema: {
        querystring: {
          type: 'object',
          required: ['sqlAlias', 'alias', 'expField'],
          properties: { ...viewQuery.properties, getType: { type: 'string', enum: ['all', 'page'] }, expField: { type: 'string', minLength: 1, maxLength: 8000 } },
        },
        body: queryFilterSchema,
      },
    },
    async (request, reply: FastifyReply) => {
      const { stored, view } = storedView(db, request, request.query.sqlAlias, request.query.alias);
      const shows = exportShows(view, decodeFields(request, request.query.expField));
      if (shows.length === 0) throw new QueryAreaError(400, queryMessage(request, 'noExportFields'));
      const lang = langOf(request);
      const page = pageInReaderLanguage(db, lang, viewData(db, view, request.body, { tenantId: sessionOf(request).tenantId, all: (request.query.getType ?? 'all') === 'all', lang }));
      const name = localized(lang, view.name.zh, view.name.en) || stored.alias;
      const bytes = await buildWorkbook(
        name,
        shows.map((show) => ({ header: viewLabel(lang, show.label) })),
        page.rows.map((row) => shows.map((show) => row[show.fieldName] ?? '')),
      );
      return sendXlsx(reply, exportFileName(name), bytes);
    },
  );
}

export const queryArea: ServerArea = {
  name: 'query',
  schema: SCHEMA,
  seed: (db) => seedQueryArea(db),
  register(app, { db }) {
    // An encapsulated scope: its error handler answers this area's refusals and hands the rest to the app's.
    app.register(async (scope: FastifyInstance) => {
      scope.setErrorHandler((error: FastifyError | QueryAreaError, _request, reply) => {
        if (error instanceof QueryAreaError) return sendError(reply, error.statusCode, error.message);
        throw error;
      });
      // getByAlias takes the alias as the raw body, whatever the client calls its type (Hotent: @RequestBody String).
      acceptFormBodyAsText(scope);
      registerQueryRoutes(scope, db);
      registerSampleRoutes(scope, db);
      registerViewRoutes(scope, db);
    });
  },
};

// Custom dialogs of the reference server (contract notes §2.9): definitions by alias, list data as a PageList
// with UPPER-CASE row keys, tree data as a bare array, and a sample REST endpoint that RESTful dialog
// definitions call. Definitions are seeded from fixtures/customDialog (the files replay renders).
import type { FastifyError, FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../../db/database';
import { sessionOf } from '../../lib/auth';
import { sendError } from '../../lib/errors';
import { langOf, localized } from '../../lib/i18n';
import { queryFilterSchema, type QueryFilter } from '../../lib/queryFilter';
import type { ServerArea } from '../index';
import { DialogAreaError, dialogMessage } from './messages';
import { DialogDefinitionError, findDialog, listData, parseDialog, treeData } from './query';
import { SCHEMA, seedDialogArea } from './seed';

const PREFIX = '/form/customDialog/v1';
/** Page size of the sample REST endpoint when the caller names none. */
const SAMPLE_PAGE_SIZE = 10;

interface AliasQuery {
  alias: string;
  mapParam?: string;
}

const aliasQuerySchema = {
  type: 'object',
  required: ['alias'],
  properties: { alias: { type: 'string', minLength: 1, maxLength: 100 }, mapParam: { type: 'string', maxLength: 4000 } },
} as const;

function mapParamOf(request: FastifyRequest, text: string | undefined): Record<string, unknown> {
  if (text === undefined || text.trim() === '') return {};
  try {
    const parsed: unknown = JSON.parse(text);
    if (typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed)) return parsed as Record<string, unknown>;
  } catch {
    // answered below
  }
  throw new DialogAreaError(400, dialogMessage(request, 'badMapParam'));
}

/** The stored dialog behind `alias`, checked: unknown → 404, a definition problem → 400 naming it. */
function dataSourceDialog(db: Db, request: FastifyRequest, alias: string, tree: boolean) {
  const stored = findDialog(db, alias);
  if (!stored) throw new DialogAreaError(404, dialogMessage(request, 'dialogNotFound', { alias }));
  if (stored.definition.dsType === 'restful') throw new DialogAreaError(400, dialogMessage(request, 'notDataSource', { alias }));
  if (tree && String(stored.definition.style ?? '0') !== '1') throw new DialogAreaError(400, dialogMessage(request, 'notTree', { alias }));
  try {
    return parseDialog(db, stored);
  } catch (error) {
    if (!(error instanceof DialogDefinitionError)) throw error;
    throw new DialogAreaError(400, dialogMessage(request, 'badDefinition', { alias, detail: dialogMessage(request, error.key, error.params) }));
  }
}

interface SampleProjectRow {
  code: string;
  name: string;
  name_en: string;
  manager: string;
  dept_name: string;
  status: string;
  budget: number;
  start_date: string;
}

function registerRoutes(app: FastifyInstance, db: Db): void {
  app.get<{ Querystring: { alias: string } }>(`${PREFIX}/getByAlias`, { schema: { querystring: aliasQuerySchema } }, async (request) => {
    // Hotent answers an unknown alias with an empty object, not 404.
    return findDialog(db, request.query.alias)?.definition ?? {};
  });

  app.post<{ Querystring: AliasQuery; Body: QueryFilter }>(
    `${PREFIX}/getListData`,
    { schema: { querystring: aliasQuerySchema, body: queryFilterSchema } },
    async (request) => {
      const dialog = dataSourceDialog(db, request, request.query.alias, false);
      const scope = { tenantId: sessionOf(request).tenantId, lang: langOf(request), mapParam: mapParamOf(request, request.query.mapParam) };
      return listData(db, dialog, request.body, scope);
    },
  );

  app.get<{ Querystring: AliasQuery }>(`${PREFIX}/getTreeData`, { schema: { querystring: aliasQuerySchema } }, async (request) => {
    const dialog = dataSourceDialog(db, request, request.query.alias, true);
    return treeData(db, dialog, { tenantId: sessionOf(request).tenantId, lang: langOf(request), mapParam: mapParamOf(request, request.query.mapParam) });
  });

  // A sample REST endpoint of the kind RESTful dialogs call: its own paging keys and a nested list.
  const sampleProjects = async (request: FastifyRequest) => {
    const input = { ...(request.query as Record<string, unknown>), ...((request.body as Record<string, unknown> | undefined) ?? {}) };
    const lang = langOf(request);
    const text = (value: unknown) => (typeof value === 'string' || typeof value === 'number' ? String(value).trim() : '');
    const page = Math.max(1, Math.trunc(Number(text(input.pageNo)) || 1));
    const pageSize = Math.min(100, Math.max(1, Math.trunc(Number(text(input.limit)) || SAMPLE_PAGE_SIZE)));
    const conditions = ['tenant_id = ?'];
    const params: (string | number)[] = [sessionOf(request).tenantId];
    const keyword = text(input.keyword);
    if (keyword) {
      conditions.push("(name LIKE ? ESCAPE '\\' OR name_en LIKE ? ESCAPE '\\' OR code LIKE ? ESCAPE '\\')");
      const pattern = `%${keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      params.push(pattern, pattern, pattern);
    }
    const status = text(input.status);
    if (status) {
      conditions.push('status = ?');
      params.push(status);
    }
    const where = conditions.join(' AND ');
    const { total } = db.prepare(`SELECT COUNT(*) AS total FROM biz_project WHERE ${where}`).get(...params) as { total: number };
    const rows = db
      .prepare(`SELECT code, name, name_en, manager, dept_name, status, budget, start_date FROM biz_project WHERE ${where} ORDER BY code LIMIT ? OFFSET ?`)
      .all(...params, pageSize, (page - 1) * pageSize) as SampleProjectRow[];
    return {
      code: 200,
      message: 'ok',
      data: {
        list: rows.map((row) => ({ code: row.code, name: localized(lang, row.name, row.name_en), manager: row.manager, deptName: row.dept_name, status: row.status, budget: row.budget, startDate: row.start_date })),
        total,
        pageNo: page,
        limit: pageSize,
      },
    };
  };
  app.get(`${PREFIX}/sample/projects`, sampleProjects);
  app.post(`${PREFIX}/sample/projects`, sampleProjects);
}

export const dialogArea: ServerArea = {
  name: 'dialog',
  schema: SCHEMA,
  seed: (db) => seedDialogArea(db),
  register(app, { db }) {
    // An encapsulated scope: its error handler answers this area's refusals and hands the rest to the app's.
    app.register(async (scope: FastifyInstance) => {
      scope.setErrorHandler((error: FastifyError | DialogAreaError, _request, reply) => {
        if (error instanceof DialogAreaError) return sendError(reply, error.statusCode, error.message);
        throw error;
      });
      registerRoutes(scope, db);
    });
  },
};

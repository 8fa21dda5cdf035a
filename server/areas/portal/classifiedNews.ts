// News by classification, for the home widget <home-news-list> (spec 03-portal §7 names the calls, not their
// shapes; docs/server.md "Portal" documents the shapes chosen here):
//   GET  /portal/pressRelease/v1/getByType                  the tenant's classifications [{id, name, flag, count}]
//   GET  /portalNewsNotice/v1/getNews?classifyId=&limit=    the latest items of one classification (bare array)
//   POST /portalNewsNotice/v1/query                         QueryFilter → PageList of news, also by classifyId
// A classification is a news type key (portal_news.type_key: company, industry, notice, policy in the seed).
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/database';
import { sessionOf } from '../../lib/auth';
import { sendError } from '../../lib/errors';
import { langOf, localized } from '../../lib/i18n';
import { todayText } from '../../lib/ids';
import { queryFilterSchema, queryPage, type QueryFilter } from '../../lib/queryFilter';
import { newsColumns, toNewsDto, type NewsRow } from './content';
import { portalMessage } from './messages';

/** getNews answers this many items unless `limit` says otherwise, and never more than MAX_CLASSIFIED_NEWS. */
export const DEFAULT_CLASSIFIED_NEWS = 5;
export const MAX_CLASSIFIED_NEWS = 50;

/** Items still in force on the day bound to `?` ('yyyy-MM-dd'): news, and announcements not past their end date. */
const IN_FORCE_SQL = "(n.flag <> '1' OR n.end_time IS NULL OR n.end_time >= ?)";

interface ClassificationRow {
  id: string;
  flag: '0' | '1';
  type: string;
  type_en: string | null;
  count: number;
}

const getNewsQuery = {
  type: 'object',
  required: ['classifyId'],
  properties: {
    classifyId: { type: 'string', minLength: 1, maxLength: 64 },
    limit: { type: 'integer', minimum: 1, maximum: MAX_CLASSIFIED_NEWS, default: DEFAULT_CLASSIFIED_NEWS },
  },
} as const;

export function registerClassifiedNewsRoutes(app: FastifyInstance, db: Db): void {
  app.get('/portal/pressRelease/v1/getByType', async (request) => {
    const lang = langOf(request);
    // One classification per type key, news before announcements, then by key; a type's rows share one flag
    // in practice, and a mixed one counts as news. count = the items getNews can answer today.
    const rows = db
      .prepare(
        `SELECT n.type_key AS id, MIN(n.flag) AS flag, MAX(n.type) AS type, MAX(n.type_en) AS type_en,
           SUM(CASE WHEN ${IN_FORCE_SQL} THEN 1 ELSE 0 END) AS count
         FROM portal_news n WHERE n.tenant_id = ? AND n.type_key <> ''
         GROUP BY n.type_key ORDER BY MIN(n.flag), n.type_key`,
      )
      .all(todayText(), sessionOf(request).tenantId) as ClassificationRow[];
    return rows.map((row) => ({ id: row.id, name: localized(lang, row.type, row.type_en), flag: row.flag, count: row.count }));
  });

  app.get<{ Querystring: { classifyId: string; limit: number } }>('/portalNewsNotice/v1/getNews', { schema: { querystring: getNewsQuery } }, async (request, reply) => {
    const { tenantId } = sessionOf(request);
    const { classifyId, limit } = request.query;
    if (!db.prepare('SELECT 1 FROM portal_news WHERE tenant_id = ? AND type_key = ? LIMIT 1').get(tenantId, classifyId)) {
      return sendError(reply, 404, portalMessage(request, 'newsClassNotFound', { id: classifyId }));
    }
    const rows = db
      .prepare(`SELECT n.* FROM portal_news n WHERE n.tenant_id = ? AND n.type_key = ? AND ${IN_FORCE_SQL} ORDER BY n.create_time DESC, n.id DESC LIMIT ?`)
      .all(tenantId, classifyId, todayText(), limit) as NewsRow[];
    const lang = langOf(request);
    return rows.map((row) => toNewsDto(row, lang));
  });

  app.post<{ Body: QueryFilter }>('/portalNewsNotice/v1/query', { schema: { body: queryFilterSchema } }, async (request) => {
    const lang = langOf(request);
    return queryPage(db, request.body, {
      select: 'n.*',
      from: 'portal_news n',
      where: 'n.tenant_id = ?',
      params: [sessionOf(request).tenantId],
      columns: { ...newsColumns(lang), classifyId: 'n.type_key' },
      defaultOrder: 'n.create_time DESC, n.id DESC',
      map: (row: NewsRow) => toNewsDto(row, lang),
    });
  });
}

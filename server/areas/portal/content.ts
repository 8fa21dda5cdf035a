// The data of the home widgets (spec 03-portal §2, §7; contract notes §1, §2.13):
//   POST   /portal/messageNews/v1/list?isPublic=true           QueryFilter → PageList of news and announcements
//   POST   /portal/messageNews/v1/listNotice?isPublic=true     the same, announcements not yet expired
//   GET    /portalNewsNotice/v1/getNewsById?id=                 the bare news row (content as stored) or 404
//   POST   /portal/sysApp/v1/authList                           QueryFilter → PageList of the apps the user may open
//   GET    /form/formRemindData/v1/getFormRemindDataByUser      the caller's reminders
//   DELETE /form/formRemindData/v1/{id}                         CommonResult; someone else's or unknown → 404
// Meetings (pendingJson and the meeting board) are in meetings.ts; news by classification in classifiedNews.ts.
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/database';
import { sessionOf } from '../../lib/auth';
import { sendError } from '../../lib/errors';
import { langOf, localized, t, type Lang } from '../../lib/i18n';
import { todayText } from '../../lib/ids';
import { queryFilterSchema, queryPage, type ColumnMap, type QueryFilter } from '../../lib/queryFilter';
import { portalMessage } from './messages';
import { granteesOf, rightsSql } from './rights';

/** A text column searched in the caller's language: the English text when there is one. */
export const localizedSql = (lang: Lang, column: string) => (lang === 'en-US' ? `COALESCE(NULLIF(${column}_en, ''), ${column})` : column);

export interface NewsRow {
  id: string;
  flag: '0' | '1';
  type: string;
  type_en: string | null;
  type_key: string;
  title: string;
  title_en: string | null;
  title_description: string;
  title_description_en: string | null;
  content: string;
  content_en: string | null;
  drafter: string;
  drafter_en: string | null;
  create_by_name: string;
  create_by_name_en: string | null;
  create_time: string;
  end_time: string | null;
  icon: string;
  sn: number;
  is_url: number;
  url: string;
  page_height: number;
  files: string;
  rotating_display_pictures: number;
  img_url: string;
}

/**
 * Stored attachments `[{id, name, nameEn}]` as Hotent answers them: a JSON string of `[{id, name}]` with the
 * names in the caller's language (the front parses it).
 */
export function attachmentsJson(stored: string, lang: Lang): string {
  const files = JSON.parse(stored) as { id: string; name: string; nameEn?: string }[];
  return JSON.stringify(files.map((file) => ({ id: file.id, name: localized(lang, file.name, file.nameEn) })));
}

export function toNewsDto(row: NewsRow, lang: Lang) {
  return {
    id: row.id,
    title: localized(lang, row.title, row.title_en),
    drafter: localized(lang, row.drafter, row.drafter_en),
    createByName: localized(lang, row.create_by_name, row.create_by_name_en),
    createTime: row.create_time,
    endTime: row.end_time,
    titleDescription: localized(lang, row.title_description, row.title_description_en),
    icon: row.icon,
    sn: row.sn,
    isUrl: row.is_url,
    url: row.url,
    pageHeight: row.page_height,
    content: localized(lang, row.content, row.content_en),
    file: attachmentsJson(row.files, lang),
    type: localized(lang, row.type, row.type_en),
    flag: row.flag,
    rotatingDisplayPictures: row.rotating_display_pictures,
    imgUrl: row.img_url,
  };
}

export const newsColumns = (lang: Lang): ColumnMap => ({
  id: 'n.id',
  title: localizedSql(lang, 'n.title'),
  flag: 'n.flag',
  endTime: 'n.end_time',
  createTime: 'n.create_time',
  rotatingDisplayPictures: { sql: 'n.rotating_display_pictures', type: 'number' },
  sn: { sql: 'n.sn', type: 'number' },
});

function newsPage(db: Db, tenantId: string, lang: Lang, filter: QueryFilter, noticesOnly: boolean) {
  // listNotice implies flag 1 and "end date on or after today" (end_time 'yyyy-MM-dd HH:mm:ss' ≥ 'yyyy-MM-dd').
  const where = noticesOnly ? "n.tenant_id = ? AND n.flag = '1' AND n.end_time >= ?" : 'n.tenant_id = ?';
  return queryPage(db, filter, {
    select: 'n.*',
    from: 'portal_news n',
    where,
    params: noticesOnly ? [tenantId, todayText()] : [tenantId],
    columns: newsColumns(lang),
    defaultOrder: 'n.create_time DESC, n.id DESC',
    map: (row: NewsRow) => toNewsDto(row, lang),
  });
}

interface AppRow {
  id: string;
  name: string;
  name_en: string | null;
  alias: string;
  icon: string;
  type: number;
  url: string;
  app_key: string;
  sql_alias: string;
  path: string;
  sn: number;
}

const appColumns = (lang: Lang): ColumnMap => ({
  id: 'a.id',
  name: localizedSql(lang, 'a.name'),
  alias: 'a.alias',
  type: { sql: 'a.type', type: 'number' },
  sn: { sql: 'a.sn', type: 'number' },
});

interface RemindRow {
  id: string;
  subject: string;
  subject_en: string | null;
  content: string;
  content_en: string | null;
  opem_type: string;
  opem_id: string;
  count: number;
}

const publicQuery = { type: 'object', properties: { isPublic: { type: 'boolean' } } } as const;
const idQuery = { type: 'object', required: ['id'], properties: { id: { type: 'string', minLength: 1, maxLength: 64 } } } as const;
const idParams = idQuery;

export function registerContentRoutes(app: FastifyInstance, db: Db): void {
  const listOptions = { schema: { querystring: publicQuery, body: queryFilterSchema } };

  app.post<{ Body: QueryFilter }>('/portal/messageNews/v1/list', listOptions, async (request) =>
    newsPage(db, sessionOf(request).tenantId, langOf(request), request.body, false),
  );

  app.post<{ Body: QueryFilter }>('/portal/messageNews/v1/listNotice', listOptions, async (request) =>
    newsPage(db, sessionOf(request).tenantId, langOf(request), request.body, true),
  );

  app.get<{ Querystring: { id: string } }>('/portalNewsNotice/v1/getNewsById', { schema: { querystring: idQuery } }, async (request, reply) => {
    const row = db.prepare('SELECT * FROM portal_news WHERE id = ? AND tenant_id = ?').get(request.query.id, sessionOf(request).tenantId) as NewsRow | undefined;
    if (!row) return sendError(reply, 404, portalMessage(request, 'newsNotFound', { id: request.query.id }));
    return toNewsDto(row, langOf(request));
  });

  app.post<{ Body: QueryFilter }>('/portal/sysApp/v1/authList', { schema: { body: queryFilterSchema } }, async (request) => {
    const auth = sessionOf(request);
    const lang = langOf(request);
    return queryPage(db, request.body, {
      select: 'a.*',
      from: 'portal_app a',
      where: `a.tenant_id = ? AND ${rightsSql('a.rights')}`,
      params: [auth.tenantId, granteesOf(db, auth)],
      columns: appColumns(lang),
      defaultOrder: 'a.sn ASC, a.id ASC',
      map: (row: AppRow) => ({
        id: row.id,
        name: localized(lang, row.name, row.name_en),
        alias: row.alias,
        icon: row.icon,
        type: row.type,
        url: row.url,
        key: row.app_key,
        sqlAlias: row.sql_alias,
        path: row.path,
        sn: row.sn,
      }),
    });
  });

  app.get('/form/formRemindData/v1/getFormRemindDataByUser', async (request) => {
    const auth = sessionOf(request);
    const lang = langOf(request);
    const rows = db.prepare('SELECT * FROM portal_remind WHERE tenant_id = ? AND user_id = ? ORDER BY id').all(auth.tenantId, auth.userId) as RemindRow[];
    return rows.map((row) => ({
      id: row.id,
      subject: localized(lang, row.subject, row.subject_en),
      content: localized(lang, row.content, row.content_en),
      opemType: row.opem_type,
      opemId: row.opem_id,
      count: row.count,
    }));
  });

  app.delete<{ Params: { id: string } }>('/form/formRemindData/v1/:id', { schema: { params: idParams } }, async (request, reply) => {
    const auth = sessionOf(request);
    // Someone else's reminder answers like an unknown one: its existence is not revealed.
    const { changes } = db.prepare('DELETE FROM portal_remind WHERE id = ? AND tenant_id = ? AND user_id = ?').run(request.params.id, auth.tenantId, auth.userId);
    if (changes === 0) return sendError(reply, 404, portalMessage(request, 'reminderNotFound', { id: request.params.id }));
    return { state: true, message: t(request, 'deleted') };
  });
}

// The home page: its layout and its columns (contract notes §2.5, §2.6), and the two REST column sources of
// the demo seed.
//   GET  /portal/main/v1/vueFrontHome                             CommonResult<Base64 of the layout JSON | ''>
//   GET  /portal/sysIndexMyLayout/v1/designMyLayout?id=&layoutType= {columnMap, sysIndexLayout}
//   GET  /portal/sysIndexColumn/sysIndexColumn/v1/getByAlias?alias= the bare column, or null
//   POST /portal/sysIndexColumn/sysIndexColumn/v1/getDatasByAlias  raw body "a,b,c" → the visible columns, in that order
//   GET  /portal/main/v1/welcome?account=                           {greeting, unreadText, stats:{unread}} (column restWelcome)
//   GET|POST /portal/main/v1/failingColumnData                      always 500 (column brokenData)
// Saving and removing a personal layout: myLayout.ts.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../../db/database';
import { findUserById, PLATFORM_TENANT_ID, userName } from '../../db/users';
import { sessionOf, type AuthInfo } from '../../lib/auth';
import { sendError } from '../../lib/errors';
import { langOf, localized, type Lang } from '../../lib/i18n';
import { rawTextOf } from '../../lib/rawBody';
import { unreadMessageCount } from '../../routes/message';
import { portalMessage } from './messages';
import { granteesOf, rightsSql } from './rights';

/** The most aliases one getDatasByAlias may ask for (a home page has a few dozen at most). */
export const MAX_ALIASES = 200;
/** Hotent's application layout type (0 manage, 1 mobile, 2 application). */
export const APPLICATION_LAYOUT = 2;

export interface ColumnRow {
  id: string;
  tenant_id: string;
  alias: string;
  name: string;
  name_en: string | null;
  catalog: string;
  catalog_name: string;
  catalog_name_en: string | null;
  col_type: number;
  data_mode: number;
  data_from: string;
  data_param: string;
  col_height: number;
  col_url: string;
  template_html: string;
  is_public: number;
  support_refesh: number;
  refesh_time: number;
  need_page: number;
  request_type: 'GET' | 'POST';
  memo: string;
  memo_en: string | null;
  display_rights: 0 | 1;
}

/** SysIndexColumn as the front reads it (schemas/column.schema.json). */
export interface ColumnDto {
  id: string;
  name: string;
  alias: string;
  catalog: string;
  catalogName: string;
  colType: number;
  dataMode: number;
  dataFrom: string;
  dataParam: string;
  colHeight: number;
  colUrl: string;
  templateHtml: string;
  isPublic: number;
  supportRefesh: number;
  refeshTime: number;
  needPage: number;
  requestType: 'GET' | 'POST';
  displayRights: boolean;
  memo: string;
  tenantId: string;
}

const toColumnDto = (row: ColumnRow, lang: Lang): ColumnDto => ({
  id: row.id,
  name: localized(lang, row.name, row.name_en),
  alias: row.alias,
  catalog: row.catalog,
  catalogName: localized(lang, row.catalog_name, row.catalog_name_en),
  colType: row.col_type,
  dataMode: row.data_mode,
  dataFrom: row.data_from,
  dataParam: row.data_param,
  colHeight: row.col_height,
  colUrl: row.col_url,
  templateHtml: row.template_html,
  isPublic: row.is_public,
  supportRefesh: row.support_refesh,
  refeshTime: row.refesh_time,
  needPage: row.need_page,
  requestType: row.request_type,
  displayRights: row.display_rights === 1,
  memo: localized(lang, row.memo, row.memo_en),
  tenantId: row.tenant_id,
});

/** Columns of the caller's tenant with display_rights computed; the first `?` is granteesOf(…), the second the tenant. */
const COLUMN_SELECT = `SELECT c.*, CASE WHEN ${rightsSql('c.rights')} THEN 1 ELSE 0 END AS display_rights FROM portal_column c WHERE c.tenant_id = ?`;

export function columnsOf(db: Db, auth: AuthInfo, extraWhere = '', params: string[] = []): ColumnRow[] {
  return db.prepare(`${COLUMN_SELECT}${extraWhere} ORDER BY c.catalog, c.id`).all(granteesOf(db, auth), auth.tenantId, ...params) as ColumnRow[];
}

/**
 * The aliases of a getDatasByAlias body, in the order asked and without repeats, or the message key of why the
 * body is refused.
 */
export function aliasesOfBody(body: unknown): { aliases: string[] } | { refusal: 'aliasesNotText' | 'aliasesMissing' } | { refusal: 'aliasesTooMany'; count: number } {
  if (body === undefined || body === null) return { refusal: 'aliasesMissing' };
  const text = rawTextOf(body);
  if (text === undefined) return { refusal: 'aliasesNotText' };
  const asked = text.split(',').map((alias) => alias.trim()).filter(Boolean);
  if (asked.length === 0) return { refusal: 'aliasesMissing' };
  if (asked.length > MAX_ALIASES) return { refusal: 'aliasesTooMany', count: asked.length };
  return { aliases: [...new Set(asked)] };
}

interface LayoutRow {
  id: string;
  user_id: string | null;
  name: string;
  name_en: string | null;
  template_html: string;
  design: string;
  valid: number;
}

/** A layout JSON the home can render: an object with a `list` array (else the layout is ignored). */
export function parsedDesign(design: string): { list: unknown[] } | undefined {
  try {
    const parsed: unknown = JSON.parse(design);
    if (typeof parsed === 'object' && parsed !== null && Array.isArray((parsed as { list?: unknown }).list)) return parsed as { list: unknown[] };
  } catch {
    // a broken stored layout falls back to the next one
  }
  return undefined;
}

export const isBilingual = (value: object): value is { 'zh-CN': string; 'en-US': string } =>
  typeof (value as Record<string, unknown>)['zh-CN'] === 'string' && typeof (value as Record<string, unknown>)['en-US'] === 'string';

/** The layout JSON in one language: every {"zh-CN", "en-US"} text (tab names of seeded layouts) becomes a string. */
export function localizeTexts(value: unknown, lang: Lang): unknown {
  if (Array.isArray(value)) return value.map((item) => localizeTexts(item, lang));
  if (typeof value !== 'object' || value === null) return value;
  if (isBilingual(value)) return lang === 'en-US' ? value['en-US'] : value['zh-CN'];
  return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, localizeTexts(item, lang)]));
}

const encodeDesign = (design: { list: unknown[] }, lang: Lang) => Buffer.from(JSON.stringify(localizeTexts(design, lang)), 'utf8').toString('base64');

const LAYOUT_COLUMNS = 'id, user_id, name, name_en, template_html, design, valid';

/** The user's valid personal layout, else the tenant's default application layout (Hotent myVueFrontHome). */
function layoutInForce(db: Db, auth: AuthInfo): { row: LayoutRow; design: { list: unknown[] } } | undefined {
  const personal = db
    .prepare(
      `SELECT ${LAYOUT_COLUMNS} FROM portal_layout WHERE tenant_id = ? AND user_id = ? AND layout_type = ? AND valid = 1
       ORDER BY create_time DESC, id DESC`,
    )
    .all(auth.tenantId, auth.userId, APPLICATION_LAYOUT) as LayoutRow[];
  const defaults = db
    .prepare(
      `SELECT ${LAYOUT_COLUMNS} FROM portal_layout WHERE tenant_id = ? AND user_id IS NULL AND layout_type = ? AND is_default = 1
       ORDER BY id`,
    )
    .all(auth.tenantId, APPLICATION_LAYOUT) as LayoutRow[];
  for (const row of [...personal, ...defaults]) {
    const design = parsedDesign(row.design);
    if (design) return { row, design };
  }
  return undefined;
}

/** A layout the user may open in the designer: their own, or an application layout of their tenant. */
function layoutById(db: Db, auth: AuthInfo, id: string): { row: LayoutRow; design: { list: unknown[] } } | undefined {
  const row = db
    .prepare(`SELECT ${LAYOUT_COLUMNS} FROM portal_layout WHERE id = ? AND tenant_id = ? AND (user_id IS NULL OR user_id = ?)`)
    .get(id, auth.tenantId, auth.userId) as LayoutRow | undefined;
  const design = row && parsedDesign(row.design);
  return row && design ? { row, design } : undefined;
}

const aliasQuery = {
  type: 'object',
  required: ['alias'],
  properties: { alias: { type: 'string', minLength: 1, maxLength: 100 } },
} as const;

// layoutType is read for the wire's sake: this server keeps application layouts (2) only.
const designQuery = {
  type: 'object',
  properties: { id: { type: 'string', maxLength: 64 }, layoutType: { type: 'integer', minimum: 0, maximum: 2 } },
} as const;

const welcomeQuery = { type: 'object', properties: { account: { type: 'string', maxLength: 100 } } } as const;

export function registerHomeRoutes(app: FastifyInstance, db: Db): void {
  app.get('/portal/main/v1/vueFrontHome', async (request) => {
    const layout = layoutInForce(db, sessionOf(request));
    return { state: true, message: '', value: layout ? encodeDesign(layout.design, langOf(request)) : '' };
  });

  app.get<{ Querystring: { id?: string; layoutType?: number } }>(
    '/portal/sysIndexMyLayout/v1/designMyLayout',
    { schema: { querystring: designQuery } },
    async (request) => {
      const auth = sessionOf(request);
      const lang = langOf(request);
      const visible = columnsOf(db, auth).filter((row) => row.display_rights === 1);
      const entries = visible.map((row) => ({ name: localized(lang, row.name, row.name_en), alias: row.alias }));
      // Hotent's getColumnMap2: the platform tenant's columns are the public ones, a tenant's own the private ones.
      const isPlatform = auth.tenantId === PLATFORM_TENANT_ID;
      const layout = (request.query.id ? layoutById(db, auth, request.query.id) : undefined) ?? layoutInForce(db, auth);
      return {
        columnMap: { 公有栏目: isPlatform ? entries : [], 私有栏目: isPlatform ? [] : entries },
        sysIndexLayout: layout
          ? {
              id: layout.row.id,
              userId: layout.row.user_id ?? '',
              templateHtml: layout.row.template_html,
              designHtml: encodeDesign(layout.design, lang),
              name: localized(lang, layout.row.name, layout.row.name_en),
              valid: layout.row.valid,
            }
          : null,
      };
    },
  );

  app.get<{ Querystring: { alias: string } }>('/portal/sysIndexColumn/sysIndexColumn/v1/getByAlias', { schema: { querystring: aliasQuery } }, async (request) => {
    const [row] = columnsOf(db, sessionOf(request), ' AND c.alias = ?', [request.query.alias]);
    // Hotent answers null (HTTP 200) for an unknown alias; the front then hides the column.
    return row ? toColumnDto(row, langOf(request)) : null;
  });

  // The body is validated here rather than by a JSON schema: it is raw text (or a JSON string), not an object.
  app.post('/portal/sysIndexColumn/sysIndexColumn/v1/getDatasByAlias', async (request, reply) => {
    const auth = sessionOf(request);
    const asked = aliasesOfBody(request.body);
    if ('refusal' in asked) {
      const params = asked.refusal === 'aliasesTooMany' ? { max: MAX_ALIASES, count: asked.count } : undefined;
      return sendError(reply, 400, portalMessage(request, asked.refusal, params));
    }
    const placeholders = asked.aliases.map(() => '?').join(', ');
    const rows = columnsOf(db, auth, ` AND c.alias IN (${placeholders})`, asked.aliases).filter((row) => row.display_rights === 1);
    const byAlias = new Map(rows.map((row) => [row.alias, row]));
    const lang = langOf(request);
    return asked.aliases.flatMap((alias) => {
      const row = byAlias.get(alias);
      return row ? [toColumnDto(row, lang)] : [];
    });
  });

  // The restWelcome column's source. It always answers for the caller: the column passes ${curUserAccount},
  // which must never let one user read another's counts.
  app.get('/portal/main/v1/welcome', { schema: { querystring: welcomeQuery } }, async (request) => {
    const auth = sessionOf(request);
    const user = findUserById(db, auth.tenantId, auth.userId);
    const fullname = user ? userName(langOf(request), user) : auth.account;
    const unread = unreadMessageCount(db, auth.userId, auth.tenantId);
    return { greeting: portalMessage(request, 'welcome', { fullname }), unreadText: portalMessage(request, 'unreadMessages', { count: unread }), stats: { unread } };
  });

  // The brokenData column's source: a data call that always fails, so the front's error state can be seen.
  const failing = async (request: FastifyRequest, reply: FastifyReply) => sendError(reply, 500, portalMessage(request, 'columnDataFailed'));
  app.get('/portal/main/v1/failingColumnData', failing);
  app.post('/portal/main/v1/failingColumnData', failing);
}

// The user's own home layout (issue 23; Hotent SysIndexMyLayoutController): designMyLayout (home.ts) reads it, these
// calls save and remove it. A personal layout is a portal_layout row with user_id set; the valid one newest first is
// in force (home.ts layoutInForce), so removing it brings the tenant's default back.
//   POST   /portal/sysIndexMyLayout/v1/save       {designHtml: Base64 of the layout JSON, name?} → CommonResult<id>
//   DELETE /portal/sysIndexMyLayout/v1/remove?ids= the caller's personal layouts, comma list → CommonResult
import type { FastifyInstance } from 'fastify';
import { validateDefinition } from '../../../renderers/core/definitions';
import type { Db } from '../../db/database';
import { sessionOf, type AuthInfo } from '../../lib/auth';
import { sendError } from '../../lib/errors';
import { langOf, type Lang } from '../../lib/i18n';
import { newId, nowText } from '../../lib/ids';
import { APPLICATION_LAYOUT, columnsOf, isBilingual, parsedDesign } from './home';
import { portalMessage, type PortalMessageKey } from './messages';

/** More rows than any home needs; a bound on what one save may store. */
export const MAX_LAYOUT_ROWS = 50;
const GRID_SPANS = 24;

interface StoredRow {
  type?: string;
  alias?: string;
  columns?: { span?: number; list?: { alias?: string }[] }[];
  tabs?: { name?: unknown; list?: { alias?: string }[] }[];
}

type Refusal = { status: 400 | 403; key: PortalMessageKey; params?: Record<string, string | number> };

const aliasesOfRow = (row: StoredRow): string[] => [
  ...(typeof row.alias === 'string' ? [row.alias] : []),
  ...[...(row.columns ?? []), ...(row.tabs ?? [])].flatMap((part) => (part.list ?? []).map((ref) => ref.alias ?? '')),
];

/** Why a decoded layout may not be stored for this user, or undefined when it may. */
function refusalOf(db: Db, auth: AuthInfo, lang: Lang, design: unknown): Refusal | undefined {
  const outcome = validateDefinition('layout', design, { locale: lang });
  if (!outcome.ok) return { status: 400, key: 'layoutInvalid', params: { detail: outcome.errors[0]?.message ?? '' } };
  const rows = (design as { list: StoredRow[] }).list;
  if (rows.length > MAX_LAYOUT_ROWS) return { status: 400, key: 'layoutTooManyRows', params: { max: MAX_LAYOUT_ROWS } };
  for (const [index, row] of rows.entries()) {
    const total = row.type === 'grid' ? (row.columns ?? []).reduce((sum, column) => sum + (column.span ?? 0), 0) : 0;
    if (total > GRID_SPANS) return { status: 400, key: 'layoutRowTooWide', params: { row: index + 1, total } };
  }
  const columns = new Map(columnsOf(db, auth).map((column) => [column.alias, column]));
  const seen = new Set<string>();
  for (const alias of rows.flatMap(aliasesOfRow)) {
    const column = columns.get(alias);
    if (!column) return { status: 400, key: 'layoutUnknownColumn', params: { alias } };
    if (column.display_rights !== 1) return { status: 403, key: 'layoutColumnNotVisible', params: { alias } };
    if (seen.has(alias)) return { status: 400, key: 'layoutColumnTwice', params: { alias } };
    seen.add(alias);
  }
  return undefined;
}

/**
 * designMyLayout hands the layout out in one language; a text the user kept (a seeded tab name) gets both
 * languages back from the layouts the tenant stores, so the saved layout still switches language.
 */
function withBilingualTexts(db: Db, auth: AuthInfo, design: unknown): unknown {
  const known = new Map<string, object>();
  const collect = (value: unknown): void => {
    if (Array.isArray(value)) value.forEach(collect);
    else if (typeof value === 'object' && value !== null) {
      if (isBilingual(value)) {
        known.set(value['zh-CN'], value);
        known.set(value['en-US'], value);
      } else Object.values(value).forEach(collect);
    }
  };
  const stored = db
    .prepare('SELECT design FROM portal_layout WHERE tenant_id = ? AND (user_id IS NULL OR user_id = ?) AND layout_type = ?')
    .all(auth.tenantId, auth.userId, APPLICATION_LAYOUT) as { design: string }[];
  for (const row of stored) collect(parsedDesign(row.design));
  const restore = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(restore);
    if (typeof value !== 'object' || value === null) return value;
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, key === 'name' && typeof item === 'string' ? (known.get(item) ?? item) : restore(item)]));
  };
  return restore(design);
}

function decodedDesign(designHtml: string): unknown {
  const text = Buffer.from(designHtml.replace(/\s+/g, ''), 'base64').toString('utf8');
  // Node's decoder skips what is not Base64; reading the text back proves it was.
  if (Buffer.from(text, 'utf8').toString('base64').replace(/=+$/, '') !== designHtml.replace(/\s+|=+$/g, '')) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

const saveBody = {
  type: 'object',
  required: ['designHtml'],
  properties: { designHtml: { type: 'string', minLength: 1, maxLength: 200_000 }, name: { type: 'string', maxLength: 100 } },
} as const;

const removeQuery = { type: 'object', required: ['ids'], properties: { ids: { type: 'string', minLength: 1, maxLength: 2000 } } } as const;

export function registerMyLayoutRoutes(app: FastifyInstance, db: Db): void {
  app.post<{ Body: { designHtml: string; name?: string } }>('/portal/sysIndexMyLayout/v1/save', { schema: { body: saveBody } }, async (request, reply) => {
    const auth = sessionOf(request);
    const lang = langOf(request);
    const design = decodedDesign(request.body.designHtml);
    if (design === undefined) return sendError(reply, 400, portalMessage(request, 'layoutNotBase64'));
    const refusal = refusalOf(db, auth, lang, design);
    if (refusal) return sendError(reply, refusal.status, portalMessage(request, refusal.key, refusal.params));
    const stored = JSON.stringify(withBilingualTexts(db, auth, design));
    const id = newId();
    // One personal layout per user: the new one replaces whatever the user had.
    db.transaction(() => {
      db.prepare('DELETE FROM portal_layout WHERE tenant_id = ? AND user_id = ? AND layout_type = ?').run(auth.tenantId, auth.userId, APPLICATION_LAYOUT);
      db.prepare(
        `INSERT INTO portal_layout (id, tenant_id, user_id, layout_type, name, name_en, template_html, design, is_default, valid, create_time)
         VALUES (?, ?, ?, ?, ?, NULL, '', ?, 0, 1, ?)`,
      ).run(id, auth.tenantId, auth.userId, APPLICATION_LAYOUT, request.body.name?.trim() || auth.account, stored, nowText());
    })();
    return { state: true, message: portalMessage(request, 'layoutSaved'), value: id };
  });

  app.delete<{ Querystring: { ids: string } }>('/portal/sysIndexMyLayout/v1/remove', { schema: { querystring: removeQuery } }, async (request, reply) => {
    const auth = sessionOf(request);
    const ids = [...new Set(request.query.ids.split(',').map((id) => id.trim()).filter(Boolean))];
    const own = db.prepare('SELECT id FROM portal_layout WHERE id = ? AND tenant_id = ? AND user_id = ?');
    // Another user's layout, or a tenant layout, is not the caller's to remove: the whole call is refused.
    const foreign = ids.find((id) => !own.get(id, auth.tenantId, auth.userId));
    if (foreign !== undefined || ids.length === 0) return sendError(reply, 404, portalMessage(request, 'layoutNotFound', { id: foreign ?? request.query.ids }));
    db.transaction(() => {
      for (const id of ids) db.prepare('DELETE FROM portal_layout WHERE id = ? AND tenant_id = ? AND user_id = ?').run(id, auth.tenantId, auth.userId);
    })();
    return { state: true, message: portalMessage(request, 'layoutRemoved') };
  });
}

// The contact calls (docs/mail.md; paths of Hotent's MailLinkmanController on the portal host), on the caller's
// own contacts in the caller's tenant. As in Hotent, a contact's mail address travels as `mailId`.
//   GET    /mail/mail/mailLinkman/v1/getMailAndUserData?query   address completion over contacts and portal users
//   POST   /mail/mail/mailLinkman/v1/listJson                   QueryFilter → PageList of contacts
//   GET    /mail/mail/mailLinkman/v1/getJson?id                 one contact
//   POST   /mail/mail/mailLinkman/v1/save                       add (no id) or update a contact
//   GET    /mail/mail/mailLinkman/v1/getLinkMan?mailId          is this address a contact? (message '1' yes, '2' no)
//   DELETE /mail/mail/mailLinkman/v1/remove?ids                 delete contacts
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/database';
import { sessionOf, type AuthInfo } from '../../lib/auth';
import { langOf, localized } from '../../lib/i18n';
import { newId, nowText } from '../../lib/ids';
import { queryFilterSchema, queryPage, type ColumnMap, type QueryFilter } from '../../lib/queryFilter';
import { isEmail } from './addresses';
import { MailError, mailMessage } from './messages';

export const LINKMAN_PREFIX = '/mail/mail/mailLinkman/v1';
/** At most this many contacts and as many users answer one completion. */
export const COMPLETION_LIMIT = 10;

interface LinkmanRow {
  id: string;
  owner_id: string;
  link_name: string;
  mail_address: string;
  phone: string;
  org_name: string;
  note: string;
  create_time: string;
  update_time: string;
}

interface SaveBody {
  id?: string;
  linkName: string;
  mailId: string;
  phone?: string;
  orgName?: string;
  note?: string;
}

const text = (maxLength: number) => ({ type: 'string', maxLength }) as const;
const idSchema = { type: 'string', minLength: 1, maxLength: 64 } as const;
const saveSchema = {
  body: {
    type: 'object',
    required: ['linkName', 'mailId'],
    properties: { id: idSchema, linkName: text(64), mailId: text(128), phone: text(32), orgName: text(128), note: text(500) },
  },
} as const;

const columns: ColumnMap = {
  linkName: 'link_name',
  mailId: 'mail_address',
  phone: 'phone',
  orgName: 'org_name',
  createTime: 'create_time',
  updateTime: 'update_time',
};

const toLinkmanDto = (row: LinkmanRow) => ({
  id: row.id,
  userId: row.owner_id,
  linkName: row.link_name,
  mailId: row.mail_address,
  phone: row.phone,
  orgName: row.org_name,
  note: row.note,
  createTime: row.create_time,
  updateTime: row.update_time,
});

const likeOf = (query: string) => `%${query.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export function registerLinkmanRoutes(app: FastifyInstance, db: Db): void {
  const linkmanById = db.prepare('SELECT * FROM portal_mail_linkman WHERE id = ? AND tenant_id = ? AND owner_id = ?');
  const linkmanByAddress = db.prepare('SELECT * FROM portal_mail_linkman WHERE tenant_id = ? AND owner_id = ? AND mail_address = ? COLLATE NOCASE');

  const ownLinkman = (auth: AuthInfo, id: string): LinkmanRow => {
    const row = linkmanById.get(id, auth.tenantId, auth.userId) as LinkmanRow | undefined;
    if (!row) throw new MailError(404, 'linkmanNotFound');
    return row;
  };

  app.get<{ Querystring: { query?: string } }>(
    `${LINKMAN_PREFIX}/getMailAndUserData`,
    { schema: { querystring: { type: 'object', properties: { query: text(100) } } } },
    async (request) => {
      const auth = sessionOf(request);
      const query = (request.query.query ?? '').trim();
      if (!query) return [];
      const like = likeOf(query);
      const contacts = db
        .prepare(
          `SELECT * FROM portal_mail_linkman WHERE tenant_id = ? AND owner_id = ?
             AND (link_name LIKE ? ESCAPE '\\' OR mail_address LIKE ? ESCAPE '\\') ORDER BY link_name, id LIMIT ?`,
        )
        .all(auth.tenantId, auth.userId, like, like, COMPLETION_LIMIT) as LinkmanRow[];
      const users = db
        .prepare(
          `SELECT u.id, u.fullname, COALESCE(NULLIF(u.email, ''), u.account) AS address,
             (SELECT o.name FROM user_posts up JOIN posts p ON p.id = up.post_id JOIN orgs o ON o.id = p.org_id
              WHERE up.user_id = u.id ORDER BY up.is_master DESC, p.id LIMIT 1) AS org_name,
             (SELECT o.name_en FROM user_posts up JOIN posts p ON p.id = up.post_id JOIN orgs o ON o.id = p.org_id
              WHERE up.user_id = u.id ORDER BY up.is_master DESC, p.id LIMIT 1) AS org_name_en
           FROM users u WHERE u.tenant_id = ? AND u.status = 1
             AND (u.fullname LIKE ? ESCAPE '\\' OR u.account LIKE ? ESCAPE '\\' OR u.email LIKE ? ESCAPE '\\')
           ORDER BY u.account LIMIT ?`,
        )
        .all(auth.tenantId, like, like, like, COMPLETION_LIMIT) as { id: string; fullname: string; address: string; org_name: string | null; org_name_en: string | null }[];
      const lang = langOf(request);
      return [
        ...contacts.map((row) => ({ id: row.id, linkName: row.link_name, mailId: row.mail_address, orgName: row.org_name, source: 'linkman' as const })),
        ...users.map((row) => ({ id: row.id, linkName: row.fullname, mailId: row.address, orgName: localized(lang, row.org_name ?? '', row.org_name_en), source: 'user' as const })),
      ];
    },
  );

  app.post<{ Body: QueryFilter }>(`${LINKMAN_PREFIX}/listJson`, { schema: { body: queryFilterSchema } }, async (request) => {
    const auth = sessionOf(request);
    return queryPage(db, request.body, {
      select: '*',
      from: 'portal_mail_linkman',
      where: 'tenant_id = ? AND owner_id = ?',
      params: [auth.tenantId, auth.userId],
      columns,
      defaultOrder: 'create_time DESC, id DESC',
      map: toLinkmanDto,
    });
  });

  app.get<{ Querystring: { id: string } }>(
    `${LINKMAN_PREFIX}/getJson`,
    { schema: { querystring: { type: 'object', required: ['id'], properties: { id: idSchema } } } },
    async (request) => toLinkmanDto(ownLinkman(sessionOf(request), request.query.id)),
  );

  app.get<{ Querystring: { mailId: string } }>(
    `${LINKMAN_PREFIX}/getLinkMan`,
    { schema: { querystring: { type: 'object', required: ['mailId'], properties: { mailId: text(128) } } } },
    async (request) => {
      const auth = sessionOf(request);
      const row = linkmanByAddress.get(auth.tenantId, auth.userId, request.query.mailId.trim()) as LinkmanRow | undefined;
      return { state: true, message: row ? '1' : '2', value: row ? toLinkmanDto(row) : null };
    },
  );

  app.post<{ Body: SaveBody }>(`${LINKMAN_PREFIX}/save`, { schema: saveSchema }, async (request) => {
    const auth = sessionOf(request);
    const body = request.body;
    const linkName = body.linkName.trim();
    const address = body.mailId.trim();
    if (!linkName) throw new MailError(400, 'linkNameRequired');
    if (!isEmail(address)) throw new MailError(400, 'emailInvalid', { address });
    if (body.id) ownLinkman(auth, body.id);
    const same = linkmanByAddress.get(auth.tenantId, auth.userId, address) as LinkmanRow | undefined;
    if (same && same.id !== body.id) throw new MailError(400, 'linkmanExists');
    const values = { linkName, address, phone: (body.phone ?? '').trim(), orgName: (body.orgName ?? '').trim(), note: (body.note ?? '').trim(), now: nowText() };
    if (body.id) {
      db.prepare(
        `UPDATE portal_mail_linkman SET link_name = @linkName, mail_address = @address, phone = @phone, org_name = @orgName, note = @note, update_time = @now
         WHERE id = @id AND tenant_id = @tenantId AND owner_id = @ownerId`,
      ).run({ ...values, id: body.id, tenantId: auth.tenantId, ownerId: auth.userId });
      return { state: true, message: mailMessage(request, 'linkmanUpdated'), value: body.id };
    }
    const id = newId();
    db.prepare(
      `INSERT INTO portal_mail_linkman (id, tenant_id, owner_id, link_name, mail_address, phone, org_name, note, create_time, update_time)
       VALUES (@id, @tenantId, @ownerId, @linkName, @address, @phone, @orgName, @note, @now, @now)`,
    ).run({ ...values, id, tenantId: auth.tenantId, ownerId: auth.userId });
    return { state: true, message: mailMessage(request, 'linkmanAdded'), value: id };
  });

  app.delete<{ Querystring: { ids: string } }>(
    `${LINKMAN_PREFIX}/remove`,
    { schema: { querystring: { type: 'object', required: ['ids'], properties: { ids: text(5000) } } } },
    async (request) => {
      const auth = sessionOf(request);
      const ids = [...new Set(request.query.ids.split(',').map((id) => id.trim()).filter(Boolean))];
      if (ids.length === 0) throw new MailError(400, 'idsRequired');
      const { changes } = db
        .prepare(`DELETE FROM portal_mail_linkman WHERE tenant_id = ? AND owner_id = ? AND id IN (${ids.map(() => '?').join(', ')})`)
        .run(auth.tenantId, auth.userId, ...ids);
      if (changes === 0) throw new MailError(404, 'linkmanNotFound');
      return { state: true, message: mailMessage(request, 'linkmenRemoved', { count: changes }), value: null };
    },
  );
}

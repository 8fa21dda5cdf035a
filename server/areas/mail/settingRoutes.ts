// The mail-account calls (docs/mail.md; paths of Hotent's MailSettingController on the portal host), on the
// caller's own accounts in the caller's tenant:
//   POST   /mail/mail/mailSetting/v1/listJson            QueryFilter → PageList of accounts (no passwords)
//   GET    /mail/mail/mailSetting/v1/getJson?id          one account (no password)
//   POST   /mail/mail/mailSetting/v1/save?isOriginPwd    add or change; isOriginPwd=true: `password` is a newly typed one
//   POST   /mail/mail/mailSetting/v1/test?isOriginPwd    test the servers of the account in the body
//   POST   /mail/mail/mailSetting/v1/test?id             test a stored account
//   DELETE /mail/mail/mailSetting/v1/remove?ids          delete accounts (their mail stays)
//   POST   /mail/mail/mailSetting/v1/setDefault?id       the default account (preselected as the sender)
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../../db/database';
import { sessionOf, type AuthInfo } from '../../lib/auth';
import { newId, nowText } from '../../lib/ids';
import { queryFilterSchema, queryPage, type ColumnMap, type QueryFilter } from '../../lib/queryFilter';
import { isEmail } from './addresses';
import { testAccount, MailServerError, type AccountServers } from './accountServers';
import { toSettingDto, type AccountStore } from './accounts';
import { MailError, mailMessage, type MailMessageKey } from './messages';
import type { SecretBox } from './secretBox';

export const SETTING_PREFIX = '/mail/mail/mailSetting/v1';
/** A user keeps at most this many accounts. */
export const MAX_ACCOUNTS = 20;
/** The only kind Flowdesk reads (Hotent also offers pop3 and exchange). */
export const MAIL_TYPES = ['imap'] as const;

/** Hotent's form sends switches as booleans, 0/1 or '0'/'1', and ports as numbers or digit strings. */
type Loose = boolean | number | string;
interface SettingBody {
  id?: string;
  nickName: string;
  mailType: string;
  mailAddress: string;
  password?: string;
  smtpHost?: string;
  smtpPort?: number | string;
  imapHost?: string;
  imapPort?: number | string;
  ssl?: Loose;
  validate?: Loose;
  isDeleteRemote?: Loose;
  isHandleAttach?: Loose;
  isDefault?: Loose;
}

const text = (maxLength: number) => ({ type: 'string', maxLength }) as const;
const loose = { anyOf: [{ type: 'boolean' }, { type: 'integer' }, { type: 'string', maxLength: 5 }] } as const;
const port = { anyOf: [{ type: 'integer' }, { type: 'string', maxLength: 5 }] } as const;
const idSchema = { type: 'string', minLength: 1, maxLength: 64 } as const;
const settingBodySchema = {
  type: 'object',
  required: ['nickName', 'mailType', 'mailAddress'],
  properties: {
    id: idSchema,
    nickName: text(64),
    mailType: text(16),
    mailAddress: text(128),
    password: text(256),
    smtpHost: text(255),
    smtpPort: port,
    imapHost: text(255),
    imapPort: port,
    ssl: loose,
    validate: loose,
    isDeleteRemote: loose,
    isHandleAttach: loose,
    isDefault: loose,
  },
} as const;
const pwdFlagSchema = { type: 'string', enum: ['true', 'false'] } as const;

const columns: ColumnMap = {
  nickName: 'nick_name',
  mailAddress: 'mail_address',
  mailType: 'mail_type',
  isDefault: { sql: 'is_default', type: 'number' },
  createTime: 'create_time',
  updateTime: 'update_time',
};

const flag = (value: Loose | undefined, fallback: boolean): number => {
  if (value === undefined || value === '') return fallback ? 1 : 0;
  return value === true || value === 1 || value === '1' || value === 'true' ? 1 : 0;
};

const HOST = /^[A-Za-z0-9.-]{1,255}$|^\[[0-9A-Fa-f:.]+\]$/;

/** The body's fields checked and normalized (without the password). */
function settingOf(body: SettingBody) {
  const nickName = body.nickName.trim();
  const mailAddress = body.mailAddress.trim();
  if (!nickName) throw new MailError(400, 'nickNameRequired');
  if (!(MAIL_TYPES as readonly string[]).includes(body.mailType)) throw new MailError(400, 'mailTypeUnsupported', { type: body.mailType });
  if (!isEmail(mailAddress)) throw new MailError(400, 'emailInvalid', { address: mailAddress });
  const server = (kind: 'SMTP' | 'IMAP', host: string | undefined, portValue: number | string | undefined) => {
    const name = (host ?? '').trim();
    if (!HOST.test(name)) throw new MailError(400, 'hostInvalid', { server: kind });
    const number = typeof portValue === 'number' ? portValue : /^\d{1,5}$/.test(portValue ?? '') ? Number(portValue) : NaN;
    if (!Number.isInteger(number) || number < 1 || number > 65535) throw new MailError(400, 'portInvalid', { server: kind });
    return { host: name, port: number };
  };
  const smtp = server('SMTP', body.smtpHost, body.smtpPort);
  const imap = server('IMAP', body.imapHost, body.imapPort);
  return {
    nickName,
    mailType: body.mailType,
    mailAddress,
    smtpHost: smtp.host,
    smtpPort: smtp.port,
    imapHost: imap.host,
    imapPort: imap.port,
    ssl: flag(body.ssl, false),
    validate: flag(body.validate, true),
    isDeleteRemote: flag(body.isDeleteRemote, false),
    isHandleAttach: flag(body.isHandleAttach, true),
  };
}

const done = (request: FastifyRequest, key: MailMessageKey, value?: unknown, params?: Record<string, number>) => ({
  state: true,
  message: mailMessage(request, key, params),
  value,
});

export function registerSettingRoutes(app: FastifyInstance, db: Db, box: SecretBox, accounts: AccountStore): void {
  const countOwn = db.prepare('SELECT COUNT(*) AS count FROM portal_mail_setting WHERE tenant_id = ? AND owner_id = ?');
  const sameAddress = db.prepare(
    'SELECT id FROM portal_mail_setting WHERE tenant_id = ? AND owner_id = ? AND lower(mail_address) = lower(?) AND id <> ?',
  );
  const clearDefault = db.prepare('UPDATE portal_mail_setting SET is_default = 0 WHERE tenant_id = ? AND owner_id = ?');
  const markDefault = db.prepare('UPDATE portal_mail_setting SET is_default = 1 WHERE id = ? AND tenant_id = ? AND owner_id = ?');
  /** Without a default (the first account, or the default was deleted) the newest account becomes it. */
  const ensureDefault = (auth: AuthInfo) =>
    db
      .prepare(
        `UPDATE portal_mail_setting SET is_default = 1 WHERE id = (
           SELECT id FROM portal_mail_setting WHERE tenant_id = ? AND owner_id = ? ORDER BY create_time DESC, id DESC LIMIT 1)
         AND NOT EXISTS (SELECT 1 FROM portal_mail_setting WHERE tenant_id = ? AND owner_id = ? AND is_default = 1)`,
      )
      .run(auth.tenantId, auth.userId, auth.tenantId, auth.userId);

  /** The password a save or test uses: the typed one, or the stored one of the caller's account. */
  const passwordFor = (auth: AuthInfo, body: SettingBody, typed: boolean): { sealed?: string; plain: string } => {
    if (typed || !body.id) {
      const plain = body.password ?? '';
      if (!plain) throw new MailError(400, 'passwordRequired');
      return { plain };
    }
    const row = accounts.own(auth, body.id);
    return { sealed: row.password, plain: accounts.serversOf(row).password };
  };

  app.post<{ Body: QueryFilter }>(`${SETTING_PREFIX}/listJson`, { schema: { body: queryFilterSchema } }, async (request) => {
    const auth = sessionOf(request);
    return queryPage(db, request.body, {
      select: '*',
      from: 'portal_mail_setting',
      where: 'tenant_id = ? AND owner_id = ?',
      params: [auth.tenantId, auth.userId],
      columns,
      defaultOrder: 'is_default DESC, create_time DESC, id DESC',
      map: toSettingDto,
    });
  });

  app.get<{ Querystring: { id: string } }>(
    `${SETTING_PREFIX}/getJson`,
    { schema: { querystring: { type: 'object', required: ['id'], properties: { id: idSchema } } } },
    async (request) => toSettingDto(accounts.own(sessionOf(request), request.query.id)),
  );

  app.post<{ Body: SettingBody; Querystring: { isOriginPwd?: string } }>(
    `${SETTING_PREFIX}/save`,
    { schema: { body: settingBodySchema, querystring: { type: 'object', properties: { isOriginPwd: pwdFlagSchema } } } },
    async (request) => {
      const auth = sessionOf(request);
      const body = request.body;
      if (body.id) accounts.own(auth, body.id);
      const setting = settingOf(body);
      if (sameAddress.get(auth.tenantId, auth.userId, setting.mailAddress, body.id ?? '')) throw new MailError(400, 'settingExists');
      const password = passwordFor(auth, body, request.query.isOriginPwd === 'true');
      const sealed = password.sealed ?? box.seal(password.plain);
      const now = nowText();
      const id = body.id ?? newId();
      db.transaction(() => {
        const values = { ...setting, id, password: sealed, tenantId: auth.tenantId, ownerId: auth.userId, now };
        if (body.id) {
          // a changed address or inbox starts a new mailbox: fetch it from its beginning
          db.prepare(
            `UPDATE portal_mail_setting SET nick_name = @nickName, mail_type = @mailType, password = @password, smtp_host = @smtpHost,
               smtp_port = @smtpPort, imap_host = @imapHost, imap_port = @imapPort, ssl = @ssl, validate = @validate,
               is_delete_remote = @isDeleteRemote, is_handle_attach = @isHandleAttach, update_time = @now,
               uid_validity = CASE WHEN lower(mail_address) = lower(@mailAddress) AND imap_host = @imapHost THEN uid_validity ELSE '' END,
               last_uid = CASE WHEN lower(mail_address) = lower(@mailAddress) AND imap_host = @imapHost THEN last_uid ELSE 0 END,
               mail_address = @mailAddress
             WHERE id = @id AND tenant_id = @tenantId AND owner_id = @ownerId`,
          ).run(values);
        } else {
          if ((countOwn.get(auth.tenantId, auth.userId) as { count: number }).count >= MAX_ACCOUNTS) throw new MailError(400, 'tooManyAccounts', { max: MAX_ACCOUNTS });
          db.prepare(
            `INSERT INTO portal_mail_setting (id, tenant_id, owner_id, nick_name, mail_type, mail_address, password, smtp_host, smtp_port,
               imap_host, imap_port, ssl, validate, is_delete_remote, is_handle_attach, create_time, update_time)
             VALUES (@id, @tenantId, @ownerId, @nickName, @mailType, @mailAddress, @password, @smtpHost, @smtpPort, @imapHost, @imapPort,
               @ssl, @validate, @isDeleteRemote, @isHandleAttach, @now, @now)`,
          ).run(values);
        }
        if (flag(body.isDefault, false) === 1) {
          clearDefault.run(auth.tenantId, auth.userId);
          markDefault.run(id, auth.tenantId, auth.userId);
        }
        ensureDefault(auth);
      })();
      return done(request, 'settingSaved', id);
    },
  );

  app.post<{ Body: SettingBody | undefined; Querystring: { id?: string; isOriginPwd?: string } }>(
    `${SETTING_PREFIX}/test`,
    {
      schema: {
        querystring: { type: 'object', properties: { id: idSchema, isOriginPwd: pwdFlagSchema } },
        body: { anyOf: [settingBodySchema, { type: 'null' }, { type: 'object', maxProperties: 0 }] },
      },
    },
    async (request) => {
      const auth = sessionOf(request);
      const body = request.body;
      let servers: AccountServers;
      if (body && 'mailType' in body) {
        const setting = settingOf(body);
        servers = { ...setting, ssl: setting.ssl === 1, validate: setting.validate === 1, password: passwordFor(auth, body, request.query.isOriginPwd === 'true').plain };
      } else if (request.query.id) {
        servers = accounts.serversOf(accounts.own(auth, request.query.id));
      } else {
        throw new MailError(400, 'settingNotFound');
      }
      try {
        await testAccount(servers);
      } catch (error) {
        if (!(error instanceof MailServerError)) throw error;
        // as Hotent: a failed test is an answer (state false), not a refused request
        return { state: false, message: mailMessage(request, 'testFailed', { server: error.server.toUpperCase(), reason: error.reason }) };
      }
      return done(request, 'connected');
    },
  );

  app.delete<{ Querystring: { ids: string } }>(
    `${SETTING_PREFIX}/remove`,
    { schema: { querystring: { type: 'object', required: ['ids'], properties: { ids: { type: 'string', maxLength: 5000 } } } } },
    async (request) => {
      const auth = sessionOf(request);
      const ids = [...new Set(request.query.ids.split(',').map((id) => id.trim()).filter(Boolean))];
      if (ids.length === 0) throw new MailError(400, 'idsRequired');
      const changes = db.transaction(() => {
        const removed = db
          .prepare(`DELETE FROM portal_mail_setting WHERE tenant_id = ? AND owner_id = ? AND id IN (${ids.map(() => '?').join(', ')})`)
          .run(auth.tenantId, auth.userId, ...ids).changes;
        ensureDefault(auth);
        return removed;
      })();
      if (changes === 0) throw new MailError(404, 'settingNotFound');
      return done(request, 'settingsRemoved', null, { count: changes });
    },
  );

  app.post<{ Querystring: { id: string } }>(
    `${SETTING_PREFIX}/setDefault`,
    { schema: { querystring: { type: 'object', required: ['id'], properties: { id: idSchema } } } },
    async (request) => {
      const auth = sessionOf(request);
      const row = accounts.own(auth, request.query.id);
      db.transaction(() => {
        clearDefault.run(auth.tenantId, auth.userId);
        markDefault.run(row.id, auth.tenantId, auth.userId);
      })();
      return done(request, 'defaultSet', row.id);
    },
  );
}

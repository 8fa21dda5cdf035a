// The mail calls (docs/mail.md; paths of Hotent's MailController on the portal host), all on the caller's own
// copies in the caller's tenant:
//   POST /mail/mail/mail/v1/listJson          QueryFilter (folder as querys property `type`) → PageList of mails
//   GET  /mail/mail/mail/v1/getMailTreeData   the four folders with their unread and total counts
//   GET  /mail/mail/mail/v1/getJson?id        one mail, content Base64 of its HTML, with its attachments
//   GET  /mail/mail/mail/v1/remove?ids&type   to the trash; from the trash permanently
//   POST /mail/mail/mail/v1/send              send to portal users, or through a mail account (setId), or save a draft
//   GET  /mail/mail/mail/v1/isRead?id         mark one mail read
//   POST /mail/mail/mail/v1/sync?id           fetch the new mail of a mail account's IMAP inbox
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../../db/database';
import { findUserById } from '../../db/users';
import { sessionOf, type AuthInfo } from '../../lib/auth';
import { formatDateTime, newId, nowText } from '../../lib/ids';
import { queryFilterSchema, queryPage, type ColumnMap, type QueryFilter } from '../../lib/queryFilter';
import { UPLOAD_LIMIT_MB } from '../../lib/errors';
import { findFile, storeFile } from '../../routes/file';
import { fetchNewMail, MailServerError, sendThroughAccount, type IncomingAddress } from './accountServers';
import type { AccountStore } from './accounts';
import { isEmail, MAX_RECIPIENTS, mailUserFinder, splitAddresses, type MailUser } from './addresses';
import { MailError, mailMessage, type MailMessageKey } from './messages';
import { FOLDERS, FOLDER_TYPES, type FolderType } from './schema';

export const MAIL_PREFIX = '/mail/mail/mail/v1';
const CONTENT_MAX = 500_000;
const ADDRESSES_MAX = 5000;
const MAX_ATTACHMENTS = 50;
/** One fetch stores at most this many messages (oldest first); the next fetch goes on from there. */
export const SYNC_BATCH = 100;

interface MailRow {
  id: string;
  owner_id: string;
  type: FolderType;
  subject: string;
  content: string;
  sender_address: string;
  sender_name: string;
  receiver_addresses: string;
  receiver_name: string;
  copy_to_addresses: string;
  copy_to_name: string;
  files: string;
  is_read: number;
  is_reply: number;
  send_date: string | null;
  set_id: string;
  create_time: string;
  update_time: string;
}

interface StoredAttachment {
  id: string;
  name: string;
  size: number;
}

export interface SendBody {
  /** the draft being edited or sent */
  id?: string;
  /** 2 sends, 3 saves a draft (Hotent's Mail.type) */
  type?: number;
  subject?: string;
  /** HTML */
  content?: string;
  receiverAddresses?: string;
  copyToAddresses?: string;
  /** comma-separated file ids of the portal's file store */
  fileIds?: string;
  /** the caller's mail this one answers: it is flagged replied once sent */
  replyMailId?: string;
  /** the caller's mail account to send through (SMTP) instead of delivering to portal users */
  setId?: string;
}

const idSchema = { type: 'string', minLength: 1, maxLength: 64 } as const;
const idQuerySchema = { querystring: { type: 'object', required: ['id'], properties: { id: idSchema } } } as const;
const removeSchema = {
  querystring: {
    type: 'object',
    required: ['ids', 'type'],
    properties: { ids: { type: 'string', maxLength: 5000 }, type: { type: 'string', pattern: '^[1-4]$' } },
  },
} as const;
const sendSchema = {
  body: {
    type: 'object',
    properties: {
      id: idSchema,
      type: { type: 'integer', enum: [FOLDERS.sent, FOLDERS.drafts] },
      subject: { type: 'string', maxLength: 200 },
      content: { type: 'string', maxLength: CONTENT_MAX },
      receiverAddresses: { type: 'string', maxLength: ADDRESSES_MAX },
      copyToAddresses: { type: 'string', maxLength: ADDRESSES_MAX },
      fileIds: { type: 'string', maxLength: 5000 },
      replyMailId: idSchema,
      setId: { type: 'string', maxLength: 64 },
    },
  },
} as const;

const columns: ColumnMap = {
  type: { sql: 'type', type: 'number' },
  isRead: { sql: 'is_read', type: 'number' },
  setId: 'set_id',
  subject: 'subject',
  senderName: 'sender_name',
  senderAddress: 'sender_address',
  receiverName: 'receiver_name',
  receiverAddresses: 'receiver_addresses',
  sendDate: 'send_date',
  createTime: 'create_time',
  updateTime: 'update_time',
};

const parseFiles = (json: string): StoredAttachment[] => {
  try {
    const files: unknown = JSON.parse(json);
    return Array.isArray(files) ? (files as StoredAttachment[]) : [];
  } catch {
    return [];
  }
};

function toMailDto(row: MailRow) {
  const files = parseFiles(row.files);
  return {
    id: row.id,
    type: row.type,
    subject: row.subject,
    senderAddress: row.sender_address,
    senderName: row.sender_name,
    receiverAddresses: row.receiver_addresses,
    receiverName: row.receiver_name,
    copyToAddresses: row.copy_to_addresses,
    copyToName: row.copy_to_name,
    isRead: row.is_read,
    isReply: row.is_reply,
    sendDate: row.send_date ?? '',
    createTime: row.create_time,
    updateTime: row.update_time,
    setId: row.set_id,
    fileIds: files.map((file) => file.id).join(','),
  };
}

const splitIds = (text: string) => [...new Set(text.split(',').map((id) => id.trim()).filter(Boolean))];
const placeholders = (count: number) => Array.from({ length: count }, () => '?').join(', ');
const done = (request: FastifyRequest, key: MailMessageKey, value?: unknown, params?: Record<string, number>) => ({
  state: true,
  message: mailMessage(request, key, params),
  value,
});

const joined = (people: readonly IncomingAddress[], part: keyof IncomingAddress) => people.map((person) => person[part]).join(',');

export function registerMailRoutes(app: FastifyInstance, db: Db, accounts: AccountStore): void {
  const mailById = db.prepare('SELECT * FROM portal_mail WHERE id = ? AND tenant_id = ? AND owner_id = ?');
  const findMailUser = mailUserFinder(db);
  const insertMail = db.prepare(
    `INSERT INTO portal_mail (id, tenant_id, owner_id, type, subject, content, sender_id, sender_address, sender_name, receiver_addresses,
       receiver_name, copy_to_addresses, copy_to_name, files, is_read, send_date, set_id, message_id, create_time, update_time)
     VALUES (@id, @tenantId, @ownerId, @type, @subject, @content, @senderId, @senderAddress, @senderName, @receiverAddresses,
       @receiverName, @copyToAddresses, @copyToName, @files, @isRead, @sendDate, @setId, @messageId, @now, @now)`,
  );
  const updateMail = db.prepare(
    `UPDATE portal_mail SET type = @type, subject = @subject, content = @content, receiver_addresses = @receiverAddresses,
       receiver_name = @receiverName, copy_to_addresses = @copyToAddresses, copy_to_name = @copyToName, files = @files, is_read = @isRead,
       send_date = @sendDate, set_id = @setId, message_id = @messageId, update_time = @now
     WHERE id = @id AND tenant_id = @tenantId AND owner_id = @ownerId AND type = ${FOLDERS.drafts}`,
  );

  /** The caller's own copy, or 404. */
  const ownMail = (auth: AuthInfo, id: string): MailRow => {
    const row = mailById.get(id, auth.tenantId, auth.userId) as MailRow | undefined;
    if (!row) throw new MailError(404, 'mailNotFound');
    return row;
  };

  /** The files of a comma-separated id list, each checked in the tenant's file store. */
  const attachmentsOf = (auth: AuthInfo, fileIds: string | undefined): StoredAttachment[] => {
    const ids = splitIds(fileIds ?? '');
    if (ids.length > MAX_ATTACHMENTS) throw new MailError(400, 'attachmentNotFound', { id: ids[MAX_ATTACHMENTS] });
    return ids.map((id) => {
      const file = findFile(db, auth.tenantId, id);
      if (!file) throw new MailError(400, 'attachmentNotFound', { id });
      return { id: file.id, name: file.file_name, size: file.size };
    });
  };

  /** Typed addresses as portal users; a draft keeps what it cannot resolve as typed. */
  const resolve = (auth: AuthInfo, addresses: string[], strict: boolean): { users: MailUser[]; list: MailUser[] } => {
    const list = addresses.map((address) => {
      const user = findMailUser(auth.tenantId, address);
      if (!user && strict) throw new MailError(400, 'recipientUnknown', { address });
      return user ?? { id: '', fullname: address, address };
    });
    return { users: list.filter((user) => user.id !== ''), list };
  };

  app.post<{ Body: QueryFilter }>(`${MAIL_PREFIX}/listJson`, { schema: { body: queryFilterSchema } }, async (request) => {
    const auth = sessionOf(request);
    return queryPage(db, request.body, {
      select: '*',
      from: 'portal_mail',
      where: 'tenant_id = ? AND owner_id = ?',
      params: [auth.tenantId, auth.userId],
      columns,
      defaultOrder: 'COALESCE(send_date, update_time) DESC, id DESC',
      map: toMailDto,
    });
  });

  app.get(`${MAIL_PREFIX}/getMailTreeData`, async (request) => {
    const auth = sessionOf(request);
    const counts = db
      .prepare('SELECT type, COUNT(*) AS total, SUM(CASE WHEN is_read = 0 THEN 1 ELSE 0 END) AS unread FROM portal_mail WHERE tenant_id = ? AND owner_id = ? GROUP BY type')
      .all(auth.tenantId, auth.userId) as { type: FolderType; total: number; unread: number }[];
    const names: Record<FolderType, MailMessageKey> = { 1: 'inbox', 2: 'sentBox', 3: 'drafts', 4: 'trash' };
    return FOLDER_TYPES.map((type) => {
      const count = counts.find((row) => row.type === type);
      return { id: String(type), parentId: '0', types: type, nickName: mailMessage(request, names[type]), unread: count?.unread ?? 0, total: count?.total ?? 0 };
    });
  });

  app.get<{ Querystring: { id: string } }>(`${MAIL_PREFIX}/getJson`, { schema: idQuerySchema }, async (request) => {
    const row = ownMail(sessionOf(request), request.query.id);
    return {
      ...toMailDto(row),
      content: Buffer.from(row.content, 'utf8').toString('base64'),
      mailAttachments: parseFiles(row.files).map((file) => ({ id: file.id, fileName: file.name, fileSize: file.size })),
    };
  });

  app.get<{ Querystring: { id: string } }>(`${MAIL_PREFIX}/isRead`, { schema: idQuerySchema }, async (request) => {
    const auth = sessionOf(request);
    const row = ownMail(auth, request.query.id);
    db.prepare('UPDATE portal_mail SET is_read = 1 WHERE id = ? AND tenant_id = ? AND owner_id = ?').run(row.id, auth.tenantId, auth.userId);
    return done(request, 'markedRead', row.id);
  });

  app.get<{ Querystring: { ids: string; type: string } }>(`${MAIL_PREFIX}/remove`, { schema: removeSchema }, async (request) => {
    const auth = sessionOf(request);
    const ids = splitIds(request.query.ids);
    if (ids.length === 0) throw new MailError(400, 'idsRequired');
    const type = Number(request.query.type) as FolderType;
    const scope = `tenant_id = ? AND owner_id = ? AND type = ? AND id IN (${placeholders(ids.length)})`;
    const params = [auth.tenantId, auth.userId, type, ...ids];
    const changes =
      type === FOLDERS.trash
        ? db.prepare(`DELETE FROM portal_mail WHERE ${scope}`).run(...params).changes
        : db.prepare(`UPDATE portal_mail SET type = ${FOLDERS.trash}, update_time = ? WHERE ${scope}`).run(nowText(), ...params).changes;
    if (changes === 0) throw new MailError(404, 'mailNotFound');
    return done(request, type === FOLDERS.trash ? 'deletedForever' : 'movedToTrash', null, { count: changes });
  });

  /** Through an account, every address goes out by SMTP, so each must be a real mail address. */
  const checkExternal = (list: MailUser[]) => {
    const wrong = list.find((user) => !isEmail(user.address));
    if (wrong) throw new MailError(400, 'emailInvalid', { address: wrong.address });
  };

  app.post<{ Body: SendBody }>(`${MAIL_PREFIX}/send`, { schema: sendSchema }, async (request) => {
    const auth = sessionOf(request);
    const body = request.body;
    const sending = (body.type ?? FOLDERS.sent) === FOLDERS.sent;
    const account = body.setId ? accounts.own(auth, body.setId) : undefined;
    const subject = (body.subject ?? '').trim();
    const to = splitAddresses(body.receiverAddresses);
    const cc = splitAddresses(body.copyToAddresses);
    if (sending && to.length === 0) throw new MailError(400, 'recipientRequired');
    if (to.length + cc.length > MAX_RECIPIENTS) throw new MailError(400, 'tooManyRecipients', { max: MAX_RECIPIENTS });
    if (sending && !subject) throw new MailError(400, 'subjectRequired');
    const receivers = resolve(auth, to, sending && !account);
    const copies = resolve(auth, cc, sending && !account);
    if (sending && account) checkExternal([...receivers.list, ...copies.list]);
    const attachments = attachmentsOf(auth, body.fileIds);
    if (body.id) {
      const draft = mailById.get(body.id, auth.tenantId, auth.userId) as MailRow | undefined;
      if (draft?.type !== FOLDERS.drafts) throw new MailError(404, 'draftNotFound');
    }
    const sender = findUserById(db, auth.tenantId, auth.userId);
    const senderName = account?.nick_name ?? sender?.fullname ?? auth.account;
    const content = body.content ?? '';
    let messageId = '';
    if (sending && account) {
      try {
        messageId = await sendThroughAccount(accounts.serversOf(account), {
          fromName: senderName,
          to: receivers.list.map((user) => user.address),
          cc: copies.list.map((user) => user.address),
          subject,
          html: content,
          attachments: attachments.map((file) => ({ filename: file.name, content: findFile(db, auth.tenantId, file.id)?.data ?? Buffer.alloc(0) })),
        });
      } catch (error) {
        if (error instanceof MailServerError) throw new MailError(502, 'sendFailed', { server: error.server.toUpperCase(), reason: error.reason });
        throw error;
      }
    }
    const now = nowText();
    const mail = {
      tenantId: auth.tenantId,
      senderId: auth.userId,
      senderAddress: account?.mail_address ?? (sender?.email || auth.account),
      senderName,
      subject,
      content,
      receiverAddresses: receivers.list.map((user) => user.address).join(','),
      receiverName: receivers.list.map((user) => user.fullname).join(','),
      copyToAddresses: copies.list.map((user) => user.address).join(','),
      copyToName: copies.list.map((user) => user.fullname).join(','),
      files: JSON.stringify(attachments),
      sendDate: sending ? now : null,
      setId: account?.id ?? '',
      messageId,
      now,
    };
    const id = body.id ?? newId();
    db.transaction(() => {
      const own = { ...mail, id, ownerId: auth.userId, type: sending ? FOLDERS.sent : FOLDERS.drafts, isRead: 1 };
      if (body.id) updateMail.run(own);
      else insertMail.run(own);
      if (!sending) return;
      // through an account the mail left by SMTP; portal users get it as anybody else would
      const recipients = account ? [] : new Map([...receivers.users, ...copies.users].map((user) => [user.id, user])).values();
      for (const recipient of recipients) {
        insertMail.run({ ...mail, id: newId(), ownerId: recipient.id, type: FOLDERS.inbox, isRead: 0, messageId: '' });
      }
      if (body.replyMailId) {
        db.prepare('UPDATE portal_mail SET is_reply = 1 WHERE id = ? AND tenant_id = ? AND owner_id = ?').run(body.replyMailId, auth.tenantId, auth.userId);
      }
    })();
    return done(request, sending ? 'sent' : 'draftSaved', id);
  });

  // a fetched copy (in the inbox or by now in the trash); the sent copy of a mail to oneself does not count
  const knownMessage = db.prepare(
    `SELECT 1 FROM portal_mail WHERE tenant_id = ? AND owner_id = ? AND set_id = ? AND message_id = ? AND type IN (${FOLDERS.inbox}, ${FOLDERS.trash}) LIMIT 1`,
  );
  const savePosition = db.prepare(
    'UPDATE portal_mail_setting SET uid_validity = ?, last_uid = ?, last_sync_time = ? WHERE id = ? AND tenant_id = ? AND owner_id = ?',
  );

  app.post<{ Querystring: { id: string } }>(`${MAIL_PREFIX}/sync`, { schema: idQuerySchema }, async (request) => {
    const auth = sessionOf(request);
    const account = accounts.own(auth, request.query.id);
    let fetched;
    try {
      fetched = await fetchNewMail(
        accounts.serversOf(account),
        { uidValidity: account.uid_validity, lastUid: account.last_uid },
        { maxMessages: SYNC_BATCH, maxBytes: UPLOAD_LIMIT_MB * 1024 * 1024, withAttachments: account.is_handle_attach === 1, deleteRemote: account.is_delete_remote === 1 },
      );
    } catch (error) {
      if (error instanceof MailServerError) throw new MailError(502, 'syncFailed', { server: error.server.toUpperCase(), reason: error.reason });
      throw error;
    }
    const { mails, position, skipped } = fetched;
    const now = nowText();
    const stored = db.transaction(() => {
      let count = 0;
      for (const incoming of mails) {
        if (incoming.messageId && knownMessage.get(auth.tenantId, auth.userId, account.id, incoming.messageId)) continue;
        const files = incoming.attachments.map((attachment) => {
          const file = storeFile(db, { tenantId: auth.tenantId, ownerId: auth.userId, name: attachment.filename, data: attachment.content });
          return { id: file.fileId, name: file.fileName, size: file.size };
        });
        insertMail.run({
          id: newId(),
          tenantId: auth.tenantId,
          ownerId: auth.userId,
          type: FOLDERS.inbox,
          subject: incoming.subject.slice(0, 200),
          content: incoming.html.slice(0, CONTENT_MAX),
          senderId: '',
          senderAddress: incoming.from.address,
          senderName: incoming.from.name,
          receiverAddresses: joined(incoming.to, 'address'),
          receiverName: joined(incoming.to, 'name'),
          copyToAddresses: joined(incoming.cc, 'address'),
          copyToName: joined(incoming.cc, 'name'),
          files: JSON.stringify(files),
          isRead: 0,
          sendDate: incoming.date && !Number.isNaN(incoming.date.getTime()) ? formatDateTime(incoming.date) : now,
          setId: account.id,
          messageId: incoming.messageId,
          now,
        });
        count += 1;
      }
      savePosition.run(position.uidValidity, position.lastUid, now, account.id, auth.tenantId, auth.userId);
      return count;
    })();
    const value = { count: stored, skipped };
    return skipped > 0
      ? { state: true, message: mailMessage(request, 'syncedSkipped', { count: stored, skipped, limit: UPLOAD_LIMIT_MB }), value }
      : { state: true, message: mailMessage(request, 'synced', { count: stored }), value };
  });
}

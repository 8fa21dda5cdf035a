// Inner messages the user received (Hotent messageReceiver, portal host; spec 03-portal §4, §7):
//   POST   /innermsg/messageReceiver/v1/list         QueryFilter → PageList of the caller's received messages
//   GET    /innermsg/messageReceiver/v1/get?id=      the caller's message, marked read by reading it; else 404
//   GET    /innermsg/messageReceiver/v1/mark?ids=    CommonResult, value = how many were unread and are now read
//   DELETE /innermsg/messageReceiver/v1/remove?ids=  CommonResult; the caller's copies only
//   GET    /innermsg/messageReceiver/v1/getMsgbadge  CommonResult, value = the caller's unread count
// A user receives a message once (message_receivers is keyed by message and receiver), so a received
// message's `id` is its message id. Ids in get, mark and remove only ever reach the caller's own receipts:
// unknown and other people's ids match nothing (mark and remove ignore them, get answers 404).
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../db/database';
import { sessionOf, type AuthInfo } from '../lib/auth';
import type { AppContext } from '../lib/context';
import { sendError } from '../lib/errors';
import { langOf, localized, t, translateFrom, type MessageParams, type MessageTable } from '../lib/i18n';
import { nowText } from '../lib/ids';
import { queryFilterSchema, queryPage, type ColumnMap, type QueryFilter } from '../lib/queryFilter';

const PREFIX = '/innermsg/messageReceiver/v1';

// The texts of these routes, kept beside them (as an area keeps its own).
const MESSAGES = {
  marked: ['标记成功', 'Marked as read.'],
  noIds: ['请至少选择一条记录', 'Select at least one record.'],
  messageNotFound: ['消息不存在：{id}', 'No such message of yours: {id}'],
  systemSender: ['系统', 'System'],
} as const satisfies MessageTable;

const message = (request: FastifyRequest, key: keyof typeof MESSAGES, params?: MessageParams) => translateFrom(MESSAGES, langOf(request), key, params);

/** How many inner messages of the tenant the user has not read yet (the badge, the home welcome column). */
export function unreadMessageCount(db: Db, userId: string, tenantId: string): number {
  const { count } = db
    .prepare(
      `SELECT COUNT(*) AS count FROM message_receivers r JOIN inner_messages m ON m.id = r.message_id
       WHERE r.receiver_id = ? AND r.is_read = 0 AND m.tenant_id = ?`,
    )
    .get(userId, tenantId) as { count: number };
  return count;
}

interface ReceivedRow {
  message_id: string;
  subject: string;
  content: string;
  sender_id: string | null;
  sender_name: string | null;
  sender_name_en: string | null;
  create_time: string;
  is_read: number;
}

/** The caller's receipts with their messages and senders; its two `?` are the caller's user id and tenant. */
const RECEIVED_FROM = `message_receivers r JOIN inner_messages m ON m.id = r.message_id
  LEFT JOIN users s ON s.id = m.sender_id AND s.tenant_id = m.tenant_id`;
const RECEIVED_WHERE = 'r.receiver_id = ? AND m.tenant_id = ?';
const RECEIVED_SELECT = 'm.id AS message_id, m.subject, m.content, m.sender_id, s.fullname AS sender_name, s.fullname_en AS sender_name_en, m.create_time, r.is_read';
const receivedParams = (auth: AuthInfo) => [auth.userId, auth.tenantId];

/** Messages without a sender are the system's (generated notices). */
const messageTypeSql = "CASE WHEN m.sender_id IS NULL THEN 'system' ELSE 'normal' END";

const RECEIVED_COLUMNS: ColumnMap = {
  id: 'm.id',
  messageId: 'm.id',
  subject: 'm.subject',
  messageType: messageTypeSql,
  receiveTime: 'm.create_time',
  isRead: { sql: 'r.is_read', type: 'boolean' },
};

function toReceivedMessage(request: FastifyRequest, row: ReceivedRow) {
  return {
    id: row.message_id,
    messageId: row.message_id,
    subject: row.subject,
    content: row.content,
    owner: row.sender_id === null ? message(request, 'systemSender') : localized(langOf(request), row.sender_name ?? '', row.sender_name_en),
    ownerId: row.sender_id ?? '',
    messageType: row.sender_id === null ? 'system' : 'normal',
    receiveTime: row.create_time,
    isRead: row.is_read,
  };
}

const idQuery = { type: 'object', required: ['id'], properties: { id: { type: 'string', minLength: 1, maxLength: 64 } } } as const;
const idsQuery = { type: 'object', required: ['ids'], properties: { ids: { type: 'string', maxLength: 20_000 } } } as const;

/** The distinct ids of a comma list ('a, b,,a' → ['a', 'b']). */
const idsOf = (text: string) => [...new Set(text.split(',').map((id) => id.trim()).filter(Boolean))];

/**
 * The caller's receipts among `ids` (bound as one JSON array), for an UPDATE or DELETE of message_receivers;
 * its `?` are the caller's user id, the ids' JSON and the tenant.
 */
const OWN_RECEIPTS = `receiver_id = ? AND message_id IN (SELECT value FROM json_each(?))
  AND message_id IN (SELECT id FROM inner_messages WHERE tenant_id = ?)`;

export function registerMessageRoutes(app: FastifyInstance, { db }: AppContext) {
  app.get(`${PREFIX}/getMsgbadge`, async (request) => {
    const auth = sessionOf(request);
    return { state: true, message: t(request, 'badgeLoaded'), value: unreadMessageCount(db, auth.userId, auth.tenantId) };
  });

  app.post<{ Body: QueryFilter }>(`${PREFIX}/list`, { schema: { body: queryFilterSchema } }, async (request) =>
    queryPage(db, request.body, {
      select: RECEIVED_SELECT,
      from: RECEIVED_FROM,
      where: RECEIVED_WHERE,
      params: receivedParams(sessionOf(request)),
      columns: RECEIVED_COLUMNS,
      defaultOrder: 'm.create_time DESC, m.id DESC',
      map: (row: ReceivedRow) => toReceivedMessage(request, row),
    }),
  );

  app.get<{ Querystring: { id: string } }>(`${PREFIX}/get`, { schema: { querystring: idQuery } }, async (request, reply) => {
    const auth = sessionOf(request);
    const { id } = request.query;
    // Reading a message marks it read (Hotent's get does the same).
    db.prepare(`UPDATE message_receivers SET is_read = 1, read_time = ? WHERE is_read = 0 AND ${OWN_RECEIPTS}`).run(nowText(), auth.userId, JSON.stringify([id]), auth.tenantId);
    const row = db.prepare(`SELECT ${RECEIVED_SELECT} FROM ${RECEIVED_FROM} WHERE ${RECEIVED_WHERE} AND m.id = ?`).get(...receivedParams(auth), id) as ReceivedRow | undefined;
    if (!row) return sendError(reply, 404, message(request, 'messageNotFound', { id }));
    return toReceivedMessage(request, row);
  });

  app.get<{ Querystring: { ids: string } }>(`${PREFIX}/mark`, { schema: { querystring: idsQuery } }, async (request, reply) => {
    const auth = sessionOf(request);
    const ids = idsOf(request.query.ids);
    if (ids.length === 0) return sendError(reply, 400, message(request, 'noIds'));
    const { changes } = db
      .prepare(`UPDATE message_receivers SET is_read = 1, read_time = ? WHERE is_read = 0 AND ${OWN_RECEIPTS}`)
      .run(nowText(), auth.userId, JSON.stringify(ids), auth.tenantId);
    // The client lowers its badge by `value` (never below 0), so it counts only the newly read ones.
    return { state: true, message: message(request, 'marked'), value: changes };
  });

  app.delete<{ Querystring: { ids: string } }>(`${PREFIX}/remove`, { schema: { querystring: idsQuery } }, async (request, reply) => {
    const auth = sessionOf(request);
    const ids = idsOf(request.query.ids);
    if (ids.length === 0) return sendError(reply, 400, message(request, 'noIds'));
    // Only the caller's copy goes: the message stays for its other receivers.
    db.prepare(`DELETE FROM message_receivers WHERE ${OWN_RECEIPTS}`).run(auth.userId, JSON.stringify(ids), auth.tenantId);
    return { state: true, message: t(request, 'deleted') };
  });
}

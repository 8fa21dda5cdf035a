// Inner-message badge (portal host).
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/database';
import { sessionOf } from '../lib/auth';
import type { AppContext } from '../lib/context';
import { t } from '../lib/i18n';

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

export function registerMessageRoutes(app: FastifyInstance, { db }: AppContext) {
  app.get('/innermsg/messageReceiver/v1/getMsgbadge', async (request) => {
    const auth = sessionOf(request);
    return { state: true, message: t(request, 'badgeLoaded'), value: unreadMessageCount(db, auth.userId, auth.tenantId) };
  });
}

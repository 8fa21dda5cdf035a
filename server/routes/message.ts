// Inner-message badge (portal host).
import type { FastifyInstance } from 'fastify';
import { sessionOf } from '../lib/auth';
import type { AppContext } from '../lib/context';
import { t } from '../lib/i18n';

export function registerMessageRoutes(app: FastifyInstance, { db }: AppContext) {
  app.get('/innermsg/messageReceiver/v1/getMsgbadge', async (request) => {
    const auth = sessionOf(request);
    const { count } = db
      .prepare(
        `SELECT COUNT(*) AS count FROM message_receivers r JOIN inner_messages m ON m.id = r.message_id
         WHERE r.receiver_id = ? AND r.is_read = 0 AND m.tenant_id = ?`,
      )
      .get(auth.userId, auth.tenantId) as { count: number };
    return { state: true, message: t(request, 'badgeLoaded'), value: count };
  });
}

// Suspend and resume (spec §7.3): GET /flow/def/v1/forbiddenInstance?instId= and unForbiddenInstance?instId=,
// answered as CommonResult. Rights and refusals: server/engine/suspension.ts.
import type { FastifyInstance } from 'fastify';
import { setSuspended } from '../../engine/engine';
import { flowText } from '../../engine/messages';
import { actorOf, id, type FlowAreaContext } from './shared';

const instQuery = { querystring: { type: 'object', required: ['instId'], properties: { instId: id } } } as const;

export function registerSuspensionRoutes(app: FastifyInstance, { db }: FlowAreaContext) {
  const route = (path: string, suspend: boolean) =>
    app.get<{ Querystring: { instId: string } }>(`/flow/def/v1/${path}`, { schema: instQuery }, async (request) => {
      const actor = actorOf(request, db);
      setSuspended(db, actor, request.query.instId, suspend);
      return { state: true, message: flowText(actor.lang, suspend ? 'suspended' : 'resumed'), value: request.query.instId };
    });
  route('forbiddenInstance', true);
  route('unForbiddenInstance', false);
}

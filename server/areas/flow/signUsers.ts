// Adding people to a round under way (02-process §7.1; the original's AssignParamObject: taskId, userId as a
// comma list of user ids, opinion, messageType, files): taskSignUsers (会签任务加签) adds voters to the countersign
// the caller votes in, taskCustomSignUsers (添加签署人员) adds signers to the sign line or sequence the caller
// signs in. The engine checks the caller's rights (server/engine/countersignVoters.ts, signRounds.ts).
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { addCountersignVoters, addRoundSigners } from '../../engine/engine';
import { FlowError, flowText } from '../../engine/messages';
import { findInstance, findTask } from '../../engine/store';
import { actorOf, id, optionalId, processContext, requireDefinition, text, type FlowAreaContext } from './shared';

const TASK = '/runtime/task/v1';

type AssignBody = { taskId: string; userId: string; opinion?: string; agentLeaderId?: string };
const assignBody = {
  type: 'object',
  required: ['taskId', 'userId'],
  properties: { taskId: id, userId: text(4000), opinion: text(2000), messageType: text(100), files: text(2_000_000), agentLeaderId: optionalId },
} as const;

export function registerSignUserRoutes(app: FastifyInstance, context: FlowAreaContext) {
  const { db } = context;

  const add = (adder: typeof addCountersignVoters, doneKey: 'votersAdded' | 'signersAdded') => async (request: FastifyRequest<{ Body: AssignBody }>) => {
    const actor = actorOf(request, db);
    const task = findTask(db, actor.tenantId, request.body.taskId);
    if (!task) throw new FlowError(404, 'taskNotFound');
    const process = await processContext(context, requireDefinition(db, findInstance(db, actor.tenantId, task.inst_id)!.def_id));
    const input = { taskId: task.id, userIds: request.body.userId.split(','), opinion: request.body.opinion ?? '', leaderId: request.body.agentLeaderId };
    const count = adder(db, actor, process, input);
    return { state: true, message: flowText(actor.lang, doneKey, { count }), value: String(count) };
  };

  app.post<{ Body: AssignBody }>(`${TASK}/taskSignUsers`, { schema: { body: assignBody } }, add(addCountersignVoters, 'votersAdded'));
  app.post<{ Body: AssignBody }>(`${TASK}/taskCustomSignUsers`, { schema: { body: assignBody } }, add(addRoundSigners, 'signersAdded'));
}

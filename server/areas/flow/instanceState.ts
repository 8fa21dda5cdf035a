// What an instance has come to (spec 02-process §7.1): whether it has ended (isEnd) and the opinions given at
// some of its nodes (nodeOpinion). Both for whoever may see the instance. docs/flow.md "Instance state".
import type { FastifyInstance } from 'fastify';
import { FlowError, flowText } from '../../engine/messages';
import { graphOf, opinionsOf } from '../../engine/store';
import { opinionDto } from './opinions';
import { signatureAt } from './opinionExtras';
import { actorOf, id, nodeNamer, optionalId, requireDefinition, text, visibleInstance, type FlowAreaContext } from './shared';

const TASK = '/runtime/task/v1';
/** Instance statuses after which nothing happens any more. */
const ENDED: readonly string[] = ['end', 'manualend'];

export function registerInstanceStateRoutes(app: FastifyInstance, { db }: FlowAreaContext) {
  // CommonResult as the original: state true (message '') while the instance is not over, false once it ended.
  app.post<{ Querystring: { procInstId: string } }>(`${TASK}/isEnd`, { schema: { querystring: { type: 'object', required: ['procInstId'], properties: { procInstId: id } } } }, async (request) => {
    const actor = actorOf(request, db);
    const instance = visibleInstance(db, actor, request.query.procInstId);
    return ENDED.includes(instance.status) ? { state: false, message: flowText(actor.lang, 'instanceEnded'), value: instance.status } : { state: true, message: '', value: instance.status };
  });

  // The opinion rows of the nodes (comma-joined ids): one node → a bare array, several → {nodeId: array}. The
  // instance decides the definition; `defId` is accepted as the original names it.
  app.get<{ Querystring: { instId: string; nodeId: string; defId?: string } }>(
    `${TASK}/nodeOpinion`,
    { schema: { querystring: { type: 'object', required: ['instId', 'nodeId'], properties: { instId: id, nodeId: text(2000), defId: optionalId } } } },
    async (request) => {
      const actor = actorOf(request, db);
      const instance = visibleInstance(db, actor, request.query.instId);
      const graph = await graphOf(requireDefinition(db, instance.def_id));
      const nodeIds = request.query.nodeId.split(',').map((part) => part.trim()).filter(Boolean);
      if (nodeIds.length === 0) throw new FlowError(400, 'notANode', { node: '' });
      for (const nodeId of nodeIds) if (!graph.nodes.has(nodeId)) throw new FlowError(400, 'notANode', { node: nodeId });
      const namer = await nodeNamer(db, actor.lang);
      const rows = opinionsOf(db, instance.id);
      const at = (nodeId: string) =>
        rows.filter((row) => row.task_key === nodeId).map((row) => opinionDto(row, namer(instance.def_id, row.task_key, row.task_name), signatureAt({ graph }, row.task_key).isCover));
      if (nodeIds.length === 1) return at(nodeIds[0]!);
      return Object.fromEntries(nodeIds.map((nodeId) => [nodeId, at(nodeId)]));
    },
  );
}

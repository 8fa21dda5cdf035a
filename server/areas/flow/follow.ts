// Following an instance's nodes (spec §7.3 taskFollow, docs/flow.md "Follow"): whoever may see an instance
// chooses approval nodes; when the flow reaches one, the engine sends them an inner message.
import type { FastifyInstance } from 'fastify';
import { nowText } from '../../lib/ids';
import { FlowError, flowText } from '../../engine/messages';
import { isUnderWay } from '../../engine/engine';
import { userTasksInOrder, type ProcessGraph } from '../../engine/graph';
import type { Lang } from '../../lib/i18n';
import { findTask, graphOf } from '../../engine/store';
import { actorOf, id, requireDefinition, text, visibleInstance, type FlowAreaContext } from './shared';

const FOLLOW = '/runtime/taskFollow/v1';

/** bpmDefLayout of taskNode and task get: the definition's approval nodes in flow order, named in `lang`. */
export function approvalLayout(defId: string, graph: ProcessGraph, lang: Lang) {
  const listLayout = userTasksInOrder(graph).map((node) => ({ nodeId: node.id, name: lang === 'en-US' ? (node.nameEn ?? node.name) : node.name, nodeType: 'userTask' }));
  return { defId, listLayout };
}

export function registerFollowRoutes(app: FastifyInstance, { db }: FlowAreaContext) {
  const followedNodes = (instId: string, userId: string): string[] =>
    (db.prepare('SELECT node_id FROM bpm_task_follow WHERE inst_id = ? AND user_id = ? ORDER BY node_id').all(instId, userId) as { node_id: string }[]).map((row) => row.node_id);

  // The nodes one can follow (the original's "可跟踪的任务节点"): the definition's approval nodes in flow order, by
  // definition (id or key) or by task (then with the task's instance: `{taskId, bpmDefLayout, instId, parentInstId}`).
  app.get<{ Querystring: { defId?: string; taskId?: string } }>(
    '/runtime/task/v1/taskNode',
    { schema: { querystring: { type: 'object', properties: { defId: id, taskId: id } } } },
    async (request) => {
      const actor = actorOf(request, db);
      const { taskId, defId } = request.query;
      if (!taskId) {
        if (!defId) throw new FlowError(400, 'definitionNotFound');
        const definition = requireDefinition(db, defId);
        return { taskId: '', bpmDefLayout: approvalLayout(definition.id, await graphOf(definition), actor.lang), instId: '', parentInstId: '' };
      }
      const task = findTask(db, actor.tenantId, taskId);
      if (!task) throw new FlowError(404, 'taskNotFound');
      const instance = visibleInstance(db, actor, task.inst_id);
      const definition = requireDefinition(db, instance.def_id);
      return { taskId: task.id, bpmDefLayout: approvalLayout(definition.id, await graphOf(definition), actor.lang), instId: instance.id, parentInstId: '0' };
    },
  );

  // CommonResult whose value is the followed node ids, comma-joined (as the original answers).
  app.get<{ Querystring: { instId: string } }>(
    `${FOLLOW}/getFollowedNode`,
    { schema: { querystring: { type: 'object', required: ['instId'], properties: { instId: id } } } },
    async (request) => {
      const actor = actorOf(request, db);
      const instance = visibleInstance(db, actor, request.query.instId);
      return { state: true, message: '', value: followedNodes(instance.id, actor.userId).join(',') };
    },
  );

  // {proInst, taskId}: the instance and the node ids to follow, comma-joined (the original's field names);
  // an empty taskId stops following.
  app.post<{ Body: { proInst: string; taskId?: string } }>(
    `${FOLLOW}/save`,
    { schema: { body: { type: 'object', required: ['proInst'], properties: { proInst: id, taskId: text(4000) } } } },
    async (request) => {
      const actor = actorOf(request, db);
      const instance = visibleInstance(db, actor, request.body.proInst);
      if (!isUnderWay(instance)) throw new FlowError(400, 'instanceNotRunning');
      const graph = await graphOf(requireDefinition(db, instance.def_id));
      const nodeIds = [...new Set((request.body.taskId ?? '').split(',').filter(Boolean))];
      for (const nodeId of nodeIds) {
        if (graph.nodes.get(nodeId)?.type !== 'userTask') throw new FlowError(400, 'notAUserTask', { node: nodeId });
      }
      const before = followedNodes(instance.id, actor.userId);
      db.transaction(() => {
        db.prepare('DELETE FROM bpm_task_follow WHERE inst_id = ? AND user_id = ?').run(instance.id, actor.userId);
        const insert = db.prepare('INSERT INTO bpm_task_follow (tenant_id, inst_id, user_id, node_id, create_time) VALUES (?, ?, ?, ?, ?)');
        for (const nodeId of nodeIds) insert.run(actor.tenantId, instance.id, actor.userId, nodeId, nowText());
      })();
      const message = nodeIds.length === 0 ? 'followRemoved' : before.length === 0 ? 'followAdded' : 'followUpdated';
      return { state: true, message: flowText(actor.lang, message), value: nodeIds.join(',') };
    },
  );
}

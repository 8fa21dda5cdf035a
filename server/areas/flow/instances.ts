// Instance calls (spec 02-process §7.2, §7.3; contract notes §2.7): the start form, start and drafts, an
// instance with its read-only form and history, revoke and end, start rights.
import type { FastifyInstance } from 'fastify';
import { langOf } from '../../lib/i18n';
import { todayText } from '../../lib/ids';
import { queryFilterSchema, queryPage, type QueryFilter } from '../../lib/queryFilter';
import {
  circulate,
  dataKeyOf,
  endInstance,
  feedBackCommunication,
  markRead,
  maySuspend,
  firstNodePermission,
  mayStart,
  readOnlyPermission,
  removeDrafts,
  replyToCopy,
  revokeOpinion,
  saveDraft,
  startInstance,
  urgeInstance,
  URGENT_STATES,
} from '../../engine/engine';
import { FlowError, flowText } from '../../engine/messages';
import { diagramOf, findInstance, findTask, graphOf, opinionsOf, openTasks } from '../../engine/store';
import { boData, formPart, startButtons } from './forms';
import { definitionDto } from './lists';
import { DISABLED_SIGNATURE } from '../../engine/graph';
import { opinionExtrasOf, signatureAt, type OpinionExtrasBody } from './opinionExtras';
import { opinionDto } from './opinions';
import { actorOf, INSTANCE_COLUMNS, instanceDto, mayViewInstance, visibleInstance, nodeNamer, processContext, requireDefinition, submissionOf, URL_FORM_PROPERTIES, id, optionalId, text, type FlowAreaContext, type SubmissionBody } from './shared';

const INSTANCE = '/runtime/instance/v1';

const startBody = {
  type: 'object',
  properties: {
    defId: optionalId,
    flowKey: text(100),
    proInstId: optionalId,
    data: text(2_000_000),
    formType: { type: 'string', enum: ['inner', 'frame'] },
    ...URL_FORM_PROPERTIES,
    agentLeaderId: optionalId,
    startOrgId: optionalId,
    supportMobile: { anyOf: [{ type: 'integer' }, { type: 'string' }] },
    subject: text(200),
    nodeUsers: text(20000),
    isSendNodeUsers: text(5),
    destination: text(100),
    urgentStateValue: text(50),
  },
} as const;

interface StartBody extends SubmissionBody {
  urgentStateValue?: string;
  defId?: string;
  flowKey?: string;
  proInstId?: string;
  agentLeaderId?: string;
}

export function registerInstanceRoutes(app: FastifyInstance, context: FlowAreaContext) {
  const { db } = context;

  const definitionOfStart = (body: StartBody) => requireDefinition(db, body.defId || body.flowKey || '');

  // FormAndBoVo of the start page: a new form, the caller's draft (proInstId) or a copy of a visible instance.
  app.post<{ Body: { defId: string; proInstId?: string; copyInstId?: string } }>(
    `${INSTANCE}/getFormAndBO`,
    { schema: { body: { type: 'object', required: ['defId'], properties: { defId: id, proInstId: optionalId, copyInstId: optionalId, formType: text(20) } } } },
    async (request) => {
      const actor = actorOf(request, db);
      const definition = requireDefinition(db, request.body.defId);
      if (!mayStart(db, definition, actor.userId)) throw new FlowError(403, 'noStartRights');
      const process = await processContext(context, definition);
      const key = dataKeyOf(process);
      let data: Record<string, Record<string, unknown>> = { [key]: {} };
      if (request.body.proInstId) {
        const draft = findInstance(db, actor.tenantId, request.body.proInstId);
        if (!draft || draft.status !== 'draft' || draft.creator_id !== actor.userId) throw new FlowError(404, 'draftNotFound');
        data = boData(draft);
      } else if (request.body.copyInstId) {
        data = boData(visibleInstance(db, actor, request.body.copyInstId));
      }
      return {
        resultMsg: '',
        form: formPart(process, actor.lang, data[key]),
        data,
        buttons: startButtons(actor.lang),
        permission: JSON.stringify(firstNodePermission(process)),
        jumpType: 'common',
        urgentStateRight: 'n',
        definition: definitionDto(definition, actor.lang),
      };
    },
  );

  const startRoute = (path: string, action: 'start' | 'draft') =>
    app.post<{ Body: StartBody }>(`${INSTANCE}/${path}`, { schema: { body: startBody } }, async (request) => {
      const actor = actorOf(request, db);
      const process = await processContext(context, definitionOfStart(request.body));
      const input = {
        ...submissionOf(request.body),
        proInstId: request.body.proInstId || undefined,
        agentLeaderId: request.body.agentLeaderId,
        urgentState: request.body.urgentStateValue || undefined,
      };
      const instId = action === 'start' ? startInstance(db, actor, process, input) : saveDraft(db, actor, process, input);
      return { state: true, message: flowText(actor.lang, action === 'start' ? 'started' : 'draftSaved'), value: instId };
    });
  startRoute('start', 'start');
  startRoute('saveDraft', 'draft');

  app.delete<{ Querystring: { ids: string } }>(
    `${INSTANCE}/removeDraftById`,
    { schema: { querystring: { type: 'object', required: ['ids'], properties: { ids: text(4000) } } } },
    async (request) => {
      const actor = actorOf(request, db);
      const removed = removeDrafts(db, actor, request.query.ids.split(',').filter(Boolean));
      if (removed === 0) throw new FlowError(404, 'draftNotFound');
      return { state: true, message: flowText(actor.lang, 'draftRemoved'), value: removed };
    },
  );

  app.get<{ Querystring: { instId: string } }>(
    `${INSTANCE}/getInstanceByInstId`,
    { schema: { querystring: { type: 'object', required: ['instId'], properties: { instId: id } } } },
    async (request) => {
      const actor = actorOf(request, db);
      const instance = visibleInstance(db, actor, request.query.instId);
      const definition = requireDefinition(db, instance.def_id);
      const namer = await nodeNamer(db, actor.lang);
      const open = db.prepare('SELECT DISTINCT node_id, name FROM bpm_task WHERE inst_id = ? ORDER BY node_id').all(instance.id) as { node_id: string; name: string }[];
      const taskNames = open.map((row) => namer(instance.def_id, row.node_id, row.name)).join(',');
      const row = instanceDto({ ...instance, def_key: definition.def_key, def_name: definition.name, def_name_en: definition.name_en, type_id: definition.type_id, task_names: taskNames }, actor.lang);
      // Flowdesk's addition: whether the caller may suspend and resume it (forbiddenInstance)
      return { ...row, canSuspend: maySuspend(db, actor, instance) };
    },
  );

  // A bare array; system rows (auditor -1) never exist here (contract notes §5).
  app.get<{ Querystring: { instId: string } }>(
    `${INSTANCE}/instanceFlowOpinions`,
    { schema: { querystring: { type: 'object', required: ['instId'], properties: { instId: id } } } },
    async (request) => {
      const actor = actorOf(request, db);
      const instance = visibleInstance(db, actor, request.query.instId);
      const namer = await nodeNamer(db, actor.lang);
      const graph = await graphOf(requireDefinition(db, instance.def_id));
      return opinionsOf(db, instance.id).map((row) =>
        opinionDto(row, namer(instance.def_id, row.task_key, row.task_name), signatureAt({ graph }, row.task_key).isCover),
      );
    },
  );

  app.get<{ Querystring: { proInstId: string } }>(
    `${INSTANCE}/getInstFormAndBO`,
    {
      schema: {
        querystring: { type: 'object', required: ['proInstId'], properties: { proInstId: id, nodeId: text(100), formId: text(100), getStartForm: text(10), includData: text(10) } },
      },
    },
    async (request) => {
      const actor = actorOf(request, db);
      const instance = visibleInstance(db, actor, request.query.proInstId);
      const process = await processContext(context, requireDefinition(db, instance.def_id));
      const data = boData(instance);
      return {
        result: true,
        form: formPart(process, actor.lang, data[instance.bo_alias]),
        data,
        opinionList: {},
        permission: JSON.stringify(readOnlyPermission(process.form)),
      };
    },
  );

  app.post<{ Body: { instId: string; taskId?: string; opinion?: string } }>(
    `${INSTANCE}/revokeInstance`,
    { schema: { body: { type: 'object', required: ['instId'], properties: { instId: id, taskId: optionalId, opinion: text(2000), messageType: text(100) } } } },
    async (request) => {
      const actor = actorOf(request, db);
      const instance = visibleInstance(db, actor, request.body.instId);
      const process = await processContext(context, requireDefinition(db, instance.def_id));
      revokeOpinion(db, actor, process, { instId: instance.id, taskId: request.body.taskId || undefined, opinion: request.body.opinion ?? '' });
      return { state: true, message: flowText(actor.lang, 'revoked') };
    },
  );

  app.post<{ Body: { instId: string; opinion?: string } }>(
    `${INSTANCE}/sendBpmTaskUrgent`,
    { schema: { body: { type: 'object', required: ['instId'], properties: { instId: id, opinion: text(500), messageType: text(100) } } } },
    async (request) => {
      const actor = actorOf(request, db);
      const count = urgeInstance(db, actor, { instId: request.body.instId, opinion: request.body.opinion ?? '' });
      return { state: true, message: flowText(actor.lang, 'urged', { count }), value: count };
    },
  );

  app.post<{ Body: { taskId: string; endReason?: string; agentLeaderId?: string } }>(
    `${INSTANCE}/doEndProcess`,
    { schema: { body: { type: 'object', required: ['taskId'], properties: { taskId: id, endReason: text(2000), agentLeaderId: optionalId, messageType: text(100) } } } },
    async (request) => {
      const actor = actorOf(request, db);
      const task = findTask(db, actor.tenantId, request.body.taskId);
      if (!task) throw new FlowError(404, 'taskNotFound');
      const instance = findInstance(db, actor.tenantId, task.inst_id)!;
      const process = await processContext(context, requireDefinition(db, instance.def_id));
      endInstance(db, actor, process, { taskId: task.id, reason: request.body.endReason ?? '', leaderId: request.body.agentLeaderId });
      return { state: true, message: flowText(actor.lang, 'ended') };
    },
  );

  // The diagram of a definition (start page) and of an instance with the state of its nodes: handled nodes
  // are 'done', nodes with open tasks 'current' (a node handled before and open again is 'current').
  app.get<{ Querystring: { defId: string } }>(
    `${INSTANCE}/getBpmImage`,
    { schema: { querystring: { type: 'object', required: ['defId'], properties: { defId: id } } } },
    async (request) => {
      actorOf(request, db);
      const definition = requireDefinition(db, request.query.defId);
      return { defId: definition.id, bpmnXml: await diagramOf(definition), nodes: {} };
    },
  );

  app.get<{ Querystring: { proInstId: string } }>(
    `${INSTANCE}/instanceFlowImage`,
    { schema: { querystring: { type: 'object', required: ['proInstId'], properties: { proInstId: id } } } },
    async (request) => {
      const actor = actorOf(request, db);
      const instance = visibleInstance(db, actor, request.query.proInstId);
      const definition = requireDefinition(db, instance.def_id);
      const process = await processContext(context, definition);
      const nodes: Record<string, 'done' | 'current'> = { [process.graph.startId]: 'done' };
      for (const row of opinionsOf(db, instance.id)) if (row.status !== 'awaiting_check') nodes[row.task_key] = 'done';
      for (const task of openTasks(db, instance.id)) nodes[task.node_id] = 'current';
      if (instance.status === 'end' || instance.status === 'manualend') {
        for (const node of process.graph.nodes.values()) if (node.type === 'end') nodes[node.id] = 'done';
      }
      return { defId: definition.id, bpmnXml: await diagramOf(definition), nodes, status: instance.status };
    },
  );

  // 传阅: sends the instance to people to read.
  app.post<{ Body: { instId: string; userIds: string; opinion?: string; taskId?: string } }>(
    `${INSTANCE}/transToMore`,
    { schema: { body: { type: 'object', required: ['instId', 'userIds'], properties: { instId: id, userIds: text(4000), opinion: text(2000), taskId: optionalId, messageType: text(100) } } } },
    async (request) => {
      const actor = actorOf(request, db);
      const instance = visibleInstance(db, actor, request.body.instId);
      const process = await processContext(context, requireDefinition(db, instance.def_id));
      const count = circulate(db, actor, process, { instId: instance.id, userIds: request.body.userIds.split(','), opinion: request.body.opinion ?? '', taskId: request.body.taskId || undefined });
      return { state: true, message: flowText(actor.lang, 'circulated'), value: count };
    },
  );

  // 传阅回复 and 沟通反馈 as the original's instance calls (DoNextParamObject: instId, taskId, opinion, files, zfiles).
  // doNextCopyto's taskId names the caller's circulation record (optional); doNextcommu's the COMMU task.
  const doNextBody = {
    type: 'object',
    properties: { instId: optionalId, taskId: optionalId, opinion: text(2000), files: text(2_000_000), zfiles: text(2_000_000), agentLeaderId: optionalId, notifyType: text(100) },
  } as const;
  type DoNextBody = { instId?: string; taskId?: string; opinion?: string; agentLeaderId?: string } & OpinionExtrasBody;

  app.post<{ Body: DoNextBody }>(`${INSTANCE}/doNextCopyto`, { schema: { body: { ...doNextBody, required: ['instId'] } } }, async (request) => {
    const actor = actorOf(request, db);
    const instance = findInstance(db, actor.tenantId, request.body.instId!);
    if (!instance) throw new FlowError(404, 'instanceNotFound');
    const process = await processContext(context, requireDefinition(db, instance.def_id));
    const extras = await opinionExtrasOf(db, actor, DISABLED_SIGNATURE, 'copyto', request.body);
    replyToCopy(db, actor, process, { instId: instance.id, readId: request.body.taskId || undefined, opinion: request.body.opinion ?? '', extras });
    return { state: true, message: flowText(actor.lang, 'copyReplied') };
  });

  app.post<{ Body: DoNextBody }>(`${INSTANCE}/doNextcommu`, { schema: { body: { ...doNextBody, required: ['taskId'] } } }, async (request) => {
    const actor = actorOf(request, db);
    const task = findTask(db, actor.tenantId, request.body.taskId!);
    if (!task) throw new FlowError(400, 'commuAnswered');
    const process = await processContext(context, requireDefinition(db, findInstance(db, actor.tenantId, task.inst_id)!.def_id));
    const extras = await opinionExtrasOf(db, actor, DISABLED_SIGNATURE, 'commu', request.body);
    feedBackCommunication(db, actor, process, { taskId: task.id, opinion: request.body.opinion ?? '', leaderId: request.body.agentLeaderId, extras });
    return { state: true, message: flowText(actor.lang, 'commuFedBack'), value: task.id };
  });

  app.post<{ Body: { id: string } }>(
    '/runtime/task/v1/addReadRecord',
    { schema: { body: { type: 'object', required: ['id'], properties: { id } } } },
    async (request) => {
      const actor = actorOf(request, db);
      markRead(db, actor, request.body.id);
      return { state: true, message: '' };
    },
  );

  app.get<{ Querystring: { defKey: string } }>(
    '/flow/def/v1/flowHasStartRights',
    { schema: { querystring: { type: 'object', required: ['defKey'], properties: { defKey: text(100) } } } },
    async (request) => {
      const actor = actorOf(request, db);
      const definition = requireDefinition(db, request.query.defKey);
      return { state: true, message: '', value: mayStart(db, definition, actor.userId) };
    },
  );

  // The urgency choices (contract notes §2.7): `conf` is a JSON string of [{state, name, default}], `value` the
  // instance's own urgency when the body names a visible instance or task, else ''.
  app.post<{ Body: { defId?: string; instId?: string; taskId?: string; getConf?: boolean } }>(
    `${INSTANCE}/getUrgentStateConf`,
    { schema: { body: { type: 'object', properties: { defId: optionalId, instId: optionalId, taskId: optionalId, getConf: { type: 'boolean' } } } } },
    async (request) => {
      const actor = actorOf(request, db);
      const instId = request.body.instId || (request.body.taskId ? findTask(db, actor.tenantId, request.body.taskId)?.inst_id : undefined);
      const value = instId ? visibleInstance(db, actor, instId).urgent_state : '';
      const conf = URGENT_STATES.map((state, index) => ({ state, name: flowText(actor.lang, `urgent_${state}`), default: index === 0 }));
      return { value, conf: JSON.stringify(conf) };
    },
  );

  // The watermark over an instance's form (docs/flow.md): the definition's text with the caller's name, account
  // and today, so that a screenshot says who looked at it and when.
  app.get<{ Querystring: { instId: string } }>(
    '/bpmModel/bpmWatermark/v1/getByInstId',
    { schema: { querystring: { type: 'object', required: ['instId'], properties: { instId: id } } } },
    async (request) => {
      const actor = actorOf(request, db);
      const instance = visibleInstance(db, actor, request.query.instId);
      const template = requireDefinition(db, instance.def_id).watermark;
      if (!template) return { instId: instance.id, enabled: false, text: '' };
      const account = (db.prepare('SELECT account FROM users WHERE id = ?').get(actor.userId) as { account: string } | undefined)?.account ?? '';
      const values: Record<string, string> = { user: actor.name, account, date: todayText() };
      return { instId: instance.id, enabled: true, text: template.replace(/\{(user|account|date)\}/g, (_whole, name: string) => values[name]!) };
    },
  );

  // Related processes (relatedProcess): the initiator's other requests of the same process, newest first, for
  // whoever may see this instance; `canView` says whether the caller may open each one.
  app.post<{ Body: QueryFilter; Querystring: { instId: string } }>(
    `${INSTANCE}/relatedProcess`,
    { schema: { querystring: { type: 'object', required: ['instId'], properties: { instId: id } }, body: queryFilterSchema } },
    async (request) => {
      const actor = actorOf(request, db);
      const instance = visibleInstance(db, actor, request.query.instId);
      const lang = langOf(request);
      return queryPage(db, request.body, {
        select: `i.*, d.def_key, d.name AS def_name, d.name_en AS def_name_en, d.type_id`,
        from: 'bpm_instance i JOIN bpm_definition d ON d.id = i.def_id',
        where: "i.tenant_id = ? AND i.def_id = ? AND i.creator_id = ? AND i.id <> ? AND i.status <> 'draft'",
        params: [actor.tenantId, instance.def_id, instance.creator_id, instance.id],
        columns: INSTANCE_COLUMNS,
        defaultOrder: 'i.create_time DESC, i.id DESC',
        map: (row: Parameters<typeof instanceDto>[0]) => ({ ...instanceDto(row, lang), canView: mayViewInstance(db, actor, row) }),
      });
    },
  );
}

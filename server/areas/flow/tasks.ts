// Task calls (spec 02-process §7.1, contract notes §2.7): a task, its form and buttons, and its actions.
import type { FastifyInstance } from 'fastify';
import { isAdmin } from '../../db/users';
import { nowText } from '../../lib/ids';
import {
  communicateTask,
  completeTask,
  dataKeyOf,
  delayTask,
  delegateTask,
  extendedDue,
  answerKindOf,
  answerSignRound,
  feedBackCommunication,
  inquireTask,
  isCompleteAction,
  isHandler,
  isSecretaryOf,
  lockState,
  isClaimedByOther,
  lockUnlock,
  MAX_DELAY_HOURS,
  nodePermission,
  rejectTargets,
  rejectTask,
  replyInquiry,
  requireHandledTask,
  retrieveTask,
  revokeTransfer,
  parallelRevokeTasks,
  readOnlyPermission,
  revokeSignRound,
  SIGN_ROUNDS,
  startSignRound,
  saveTaskDraft,
  taskDraftOf,
  type SignRound,
  transferTask,
  type Actor,
  type ProcessContext,
} from '../../engine/engine';
import { refuseFinishedVote } from '../../engine/votes';
import { afterJumpNodes, type RouteChoice } from '../../engine/jumps';
import type { ProcessNode } from '../../engine/graph';
import { Base64 } from 'js-base64';
import { flowText, FlowError } from '../../engine/messages';
import { findInstance, findTask, opinionsOf, taskCandidates, type TaskRow } from '../../engine/store';
import { approvalLayout } from './follow';
import { formPart, taskButtons } from './forms';
import { opinionExtrasOf, signatureAt, type OpinionExtrasBody } from './opinionExtras';
import { opinionDto } from './opinions';
import { actorOf, definitionName, nodeNamer, processContext, requireDefinition, submissionOf, URL_FORM_PROPERTIES, id, optionalId, text, type FlowAreaContext, type SubmissionBody } from './shared';

const TASK = '/runtime/task/v1';

/** The node's type as the original's NodeType names it: a countersign (fd:multi) is a signTask. */
const nodeDefType = (node: ProcessNode | undefined): string => (node?.multi ? 'signTask' : (node?.type ?? 'userTask'));

const taskQuery = { type: 'object', required: ['taskId'], properties: { taskId: id, leaderId: optionalId, reqParams: text(2000) } } as const;

const completeBody = {
  type: 'object',
  required: ['taskId', 'actionName'],
  properties: {
    taskId: id,
    actionName: { type: 'string', enum: ['agree', 'oppose', 'abandon', 'agreeTrans', 'opposeTrans', 'reject', 'backToStart', 'commu'] },
    opinion: text(2000),
    data: text(2_000_000),
    formType: { type: 'string', enum: ['inner', 'frame'] },
    ...URL_FORM_PROPERTIES,
    destination: text(100),
    backHandMode: { type: 'string', enum: ['normal', 'direct', ''] },
    jumpType: text(20),
    nodeUsers: text(20000),
    // JSON text of at most OPINION_FILE_LIMIT [{id, name, size}] items
    files: text(2_000_000),
    zfiles: text(2_000_000),
    sealSign: { type: 'string', enum: ['0', '1', ''] },
    sealPassword: text(64),
    agentLeaderId: optionalId,
    defId: optionalId,
    proInstId: optionalId,
    isSendNodeUsers: text(5),
    urgentStateValue: text(50),
  },
} as const;

interface CompleteBody extends SubmissionBody, OpinionExtrasBody {
  taskId: string;
  actionName: 'agree' | 'oppose' | 'abandon' | 'agreeTrans' | 'opposeTrans' | 'reject' | 'backToStart' | 'commu';
  opinion?: string;
  destination?: string;
  backHandMode?: 'normal' | 'direct' | '';
  /** free | select | reject ('' = the flow's own way) */
  jumpType?: string;
  nodeUsers?: string;
  agentLeaderId?: string;
}

/**
 * complete's nodeUsers: JSON text (or its Base64, as the server's own doc says) of [{nodeId, executors:[{id}]}];
 * '' or '[]' = nobody chosen.
 */
export function nodeUsersOf(text: string | undefined): RouteChoice['nodeUsers'] {
  if (!text || !text.trim()) return [];
  const parse = (value: string): unknown => {
    try {
      return JSON.parse(value);
    } catch {
      return undefined;
    }
  };
  const raw = parse(text) ?? parse(Base64.decode(text));
  const valid =
    Array.isArray(raw) &&
    raw.every(
      (entry) =>
        entry && typeof entry === 'object' && typeof entry.nodeId === 'string' && Array.isArray(entry.executors) && entry.executors.every((executor: unknown) => executor && typeof executor === 'object' && typeof (executor as { id?: unknown }).id === 'string'),
    );
  if (!valid) throw new FlowError(400, 'badNodeUsers');
  return (raw as { nodeId: string; executors: { id: string }[] }[]).map((entry) => ({ nodeId: entry.nodeId, executors: entry.executors.map((executor) => ({ id: executor.id })) }));
}

/** What an agree at the node may choose: its jump type (common = none) and whom as next handlers (none = nobody). */
function nodeChoice(process: ProcessContext, nodeId: string): { jumpType: 'common' | 'select' | 'free'; choiceExcutor: 'none' | 'candidate' | 'any' } {
  const node = process.graph.nodes.get(nodeId)!;
  return { jumpType: node.jumpType ?? 'common', choiceExcutor: node.choiceExcutor ?? 'none' };
}

export function registerTaskRoutes(app: FastifyInstance, context: FlowAreaContext) {
  const { db } = context;

  /** The task the caller may look at: as a handler, as the secretary of its handler, or its transfer's owner. */
  const handlerOf = (actor: Actor, leaderId?: string): string => (leaderId && leaderId !== '0' ? leaderId : actor.userId);
  const visibleTask = (actor: Actor, taskId: string, leaderId?: string): TaskRow => {
    const task = findTask(db, actor.tenantId, taskId);
    if (!task) {
      refuseFinishedVote(db, taskId);
      throw new FlowError(404, 'taskNotFound');
    }
    const handler = handlerOf(actor, leaderId);
    if (handler !== actor.userId && !isSecretaryOf(db, actor.userId, handler)) throw new FlowError(403, 'noTaskRights');
    // A candidate of a task someone else claimed still sees it (an administrator may take the claim over).
    const candidateOfClaimed = isClaimedByOther(task, handler) && db.prepare('SELECT 1 FROM bpm_task_candidate WHERE task_id = ? AND user_id = ?').get(task.id, handler) !== undefined;
    if (!isHandler(db, task, handler) && !candidateOfClaimed) throw new FlowError(403, 'noTaskRights');
    return task;
  };

  const contextOfTask = async (actor: Actor, task: TaskRow) => {
    const instance = findInstance(db, actor.tenantId, task.inst_id)!;
    return { instance, process: await processContext(context, requireDefinition(db, instance.def_id)) };
  };

  // TaskGetVo; a handled or unknown task answers 200 with the message, as the original does.
  app.get<{ Querystring: { id: string; leaderId?: string } }>(
    `${TASK}/get`,
    { schema: { querystring: { type: 'object', required: ['id'], properties: { id, leaderId: optionalId } } } },
    async (request) => {
      const actor = actorOf(request, db);
      const task = findTask(db, actor.tenantId, request.query.id);
      if (!task) return { message: flowText(actor.lang, 'taskNotFound') };
      visibleTask(actor, task.id, request.query.leaderId);
      const { instance, process } = await contextOfTask(actor, task);
      const namer = await nodeNamer(db, actor.lang);
      return {
        bpmTask: {
          id: task.id,
          taskId: task.id,
          name: namer(instance.def_id, task.node_id, task.name),
          subject: instance.subject,
          nodeId: task.node_id,
          procInstId: instance.id,
          bpmnInstId: instance.id,
          procDefId: instance.def_id,
          procDefKey: process.definition.def_key,
          procDefName: definitionName(process.definition, actor.lang),
          status: task.status,
          assigneeId: task.assignee_id,
          ownerId: task.owner_id,
          createTime: task.create_time,
          creator: instance.creator_name,
          creatorId: instance.creator_id,
          instStatus: instance.status,
          urgentState: instance.urgent_state,
          dueTime: task.due_time ?? '',
          overdue: task.due_time !== null && task.due_time < nowText(),
          typeId: process.definition.type_id,
          isLocked: task.locked,
          suspended: task.suspended,
          isForbidden: instance.is_forbidden,
          identityList: task.assignee_id ? [] : taskCandidates(db, task.id),
        },
        bpmIdentities: taskCandidates(db, task.id),
        opinionList: [opinionsOf(db, instance.id).map((row) => opinionDto(row, namer(instance.def_id, row.task_key, row.task_name), signatureAt(process, row.task_key).isCover))],
        formKey: dataKeyOf(process),
        // the rest of TaskGetVo (contract notes §2.7): the approval nodes, the task's node, no form change
        // record and no initial fill data (this server keeps neither)
        bpmDefLayout: approvalLayout(instance.def_id, process.graph, actor.lang),
        curNodeDef: { nodeId: task.node_id, name: namer(instance.def_id, task.node_id, task.name), type: nodeDefType(process.graph.nodes.get(task.node_id)) },
        showModifyRecord: false,
        initFillData: null,
      };
    },
  );

  app.get<{ Querystring: { taskId: string; leaderId?: string } }>(`${TASK}/taskDetail`, { schema: { querystring: taskQuery } }, async (request) => {
    const actor = actorOf(request, db);
    const task = visibleTask(actor, request.query.taskId, request.query.leaderId);
    const { instance, process } = await contextOfTask(actor, task);
    const forLeader = Boolean(request.query.leaderId && request.query.leaderId !== '0' && request.query.leaderId !== actor.userId);
    // the handler's saved edits (saveDraft) replace the instance's data until the task is handled
    const draft = taskDraftOf(db, task.id, handlerOf(actor, request.query.leaderId));
    const record = draft?.record ?? (JSON.parse(instance.data) as Record<string, unknown>);
    return {
      result: true,
      form: formPart(process, actor.lang, record),
      data: { [instance.bo_alias]: record },
      opinionList: {},
      draft: draft ? { opinion: draft.opinion, saveTime: draft.saveTime } : null,
      // Whoever only answers (inquiry, communication, signing) reads the form; it is the asker's to change.
      permission: JSON.stringify(answerKindOf(task) ? readOnlyPermission(process.form) : nodePermission(process, task.node_id)),
      buttons: taskButtons(process, { task, shared: task.assignee_id === '' || task.locked === 1, forLeader, handlerId: handlerOf(actor, request.query.leaderId), admin: isAdmin(db, actor.userId) }, actor.lang),
      // the opinion signature of the task's node (docs/flow.md "Opinion signature")
      signature: signatureAt(process, task.node_id),
      // what its agree may choose (getAfterJumpNodes); an answer (inquiry, pass-on, signing…) chooses nothing,
      // nor does a task sent back with direct return (its agree goes straight back)
      ...(answerKindOf(task) || task.waiting_for || task.back_to_node ? { jumpType: 'common', choiceExcutor: 'none' } : nodeChoice(process, task.node_id)),
    };
  });

  app.get<{ Querystring: { taskId: string; leaderId?: string } }>(`${TASK}/getButtonsBytaskId`, { schema: { querystring: taskQuery } }, async (request) => {
    const actor = actorOf(request, db);
    const task = visibleTask(actor, request.query.taskId, request.query.leaderId);
    const { process } = await contextOfTask(actor, task);
    const forLeader = Boolean(request.query.leaderId && request.query.leaderId !== '0' && request.query.leaderId !== actor.userId);
    return {
      result: null,
      form: null,
      data: null,
      permission: null,
      buttons: taskButtons(process, { task, shared: task.assignee_id === '' || task.locked === 1, forLeader, handlerId: handlerOf(actor, request.query.leaderId), admin: isAdmin(db, actor.userId) }, actor.lang),
    };
  });

  app.get<{ Querystring: { taskId: string; backModel?: string } }>(
    `${TASK}/taskToReject`,
    { schema: { querystring: { type: 'object', required: ['taskId'], properties: { taskId: id, backModel: text(20) } } } },
    async (request) => {
      const actor = actorOf(request, db);
      const task = visibleTask(actor, request.query.taskId);
      const { process } = await contextOfTask(actor, task);
      const { canReject, nodes } = rejectTargets(db, process, task);
      const previous = nodes.at(-1);
      return {
        taskId: task.id,
        backNode: previous?.nodeId ?? '',
        backMode: 'normal',
        canReject,
        canRejectToStart: canReject,
        canRejectPreAct: canReject && previous !== undefined,
        canRejectToAnyNode: canReject && nodes.length > 0,
        allowDirectNode: nodes.map((node) => ({ nodeId: node.nodeId, name: node.name })),
        allowNormalNode: nodes.map((node) => ({ nodeId: node.nodeId, name: node.name })),
        isInGateway: canReject && nodes.length === 0,
        isAfterGateway: false,
        isInSubProcess: false,
      };
    },
  );

  app.post<{ Body: CompleteBody }>(`${TASK}/complete`, { schema: { body: completeBody } }, async (request) => {
    const actor = actorOf(request, db);
    const body = request.body;
    const task = visibleTask(actor, body.taskId, body.agentLeaderId);
    const { process } = await contextOfTask(actor, task);
    const extras = await opinionExtrasOf(db, actor, signatureAt(process, task.node_id), body.actionName, body);
    const base = { taskId: task.id, opinion: body.opinion ?? '', submission: submissionOf(body), leaderId: body.agentLeaderId, extras };
    if (body.actionName === 'commu') {
      feedBackCommunication(db, actor, process, base);
      return { state: true, message: flowText(actor.lang, 'fedBack'), value: task.id };
    }
    if (isCompleteAction(body.actionName)) {
      const jumpType = body.jumpType === 'free' || body.jumpType === 'select' ? body.jumpType : undefined;
      const route: RouteChoice = { nodeUsers: nodeUsersOf(body.nodeUsers), ...(body.destination ? { destination: body.destination } : {}), ...(jumpType ? { jumpType } : {}) };
      completeTask(db, actor, process, { ...base, action: body.actionName, route });
      return { state: true, message: flowText(actor.lang, 'completed'), value: task.id };
    }
    rejectTask(db, actor, process, {
      ...base,
      destination: body.destination ?? '',
      toStart: body.actionName === 'backToStart',
      backHandMode: body.backHandMode === 'direct' ? 'direct' : 'normal',
    });
    return { state: true, message: flowText(actor.lang, 'rejected'), value: task.id };
  });

  // 保存 (saveDraft of a task): the DoNextParamObject of complete without a decision; the data and opinion are kept
  // for the handler and shown when the task is opened again (taskDetail's data and `draft`).
  app.post<{ Body: CompleteBody }>(
    `${TASK}/saveDraft`,
    { schema: { body: { ...completeBody, required: ['taskId'], properties: { ...completeBody.properties, actionName: text(20) } } } },
    async (request) => {
      const actor = actorOf(request, db);
      const body = request.body;
      const task = visibleTask(actor, body.taskId, body.agentLeaderId);
      const { process } = await contextOfTask(actor, task);
      const saveTime = saveTaskDraft(db, actor, process, { taskId: task.id, submission: submissionOf(body), opinion: body.opinion ?? '', leaderId: body.agentLeaderId });
      return { state: true, message: flowText(actor.lang, 'taskDraftSaved'), value: saveTime };
    },
  );

  // The nodes an agree leads to with their candidates, and what the node lets it choose (contract notes §2.7):
  // `type` common asks for the flow's own next nodes, anything else (or nothing) for those of the node's jump type.
  app.post<{ Body: { taskId: string; agentLeaderId?: string; type?: string } }>(
    `${TASK}/getAfterJumpNodes`,
    { schema: { body: { type: 'object', required: ['taskId'], properties: { taskId: id, agentLeaderId: optionalId, data: text(2_000_000), defId: optionalId, instId: optionalId, type: text(20) } } } },
    async (request) => {
      const actor = actorOf(request, db);
      const task = visibleTask(actor, request.body.taskId, request.body.agentLeaderId);
      const { instance, process } = await contextOfTask(actor, task);
      const { jumpType, choiceExcutor } = nodeChoice(process, task.node_id);
      const namer = await nodeNamer(db, actor.lang);
      const afterNodes = afterJumpNodes(db, process, instance, task.node_id, request.body.type === 'common' ? 'common' : jumpType).map((node) => ({
        nodeId: node.nodeId,
        name: namer(instance.def_id, node.nodeId, node.name),
        nodeType: process.graph.nodes.get(node.nodeId)!.type,
        excutorList: node.excutorList.map((person) => ({ id: person.id, name: person.name, type: 'user' })),
      }));
      return { afterNodes, jumpType, choiceExcutor, help: '', helpGlobal: 'null' };
    },
  );

  app.post<{ Body: { taskId: string; userId: string; opinion?: string; agentLeaderId?: string } }>(
    `${TASK}/delegate`,
    { schema: { body: { type: 'object', required: ['taskId', 'userId'], properties: { taskId: id, userId: id, opinion: text(2000), agentLeaderId: optionalId, messageType: text(100) } } } },
    async (request) => {
      const actor = actorOf(request, db);
      delegateTask(db, actor, { taskId: request.body.taskId, userId: request.body.userId, opinion: request.body.opinion ?? '', leaderId: request.body.agentLeaderId });
      return { state: true, message: flowText(actor.lang, 'delegated') };
    },
  );

  app.post<{ Body: { taskId: string; userIds: string; opinion?: string; agentLeaderId?: string } }>(
    `${TASK}/taskToTrans`,
    {
      schema: {
        body: { type: 'object', required: ['taskId', 'userIds'], properties: { taskId: id, userIds: text(2000), opinion: text(2000), agentLeaderId: optionalId, messageType: text(100), action: text(20) } },
      },
    },
    async (request) => {
      const actor = actorOf(request, db);
      const task = requireHandledTask(db, actor, request.body.taskId, request.body.agentLeaderId);
      const { process } = await contextOfTask(actor, task);
      transferTask(db, actor, process, { taskId: task.id, userIds: request.body.userIds.split(','), opinion: request.body.opinion ?? '', leaderId: request.body.agentLeaderId });
      return { state: true, message: flowText(actor.lang, 'transferred') };
    },
  );

  app.post<{ Body: { taskId: string; userId: string; opinion: string; agentLeaderId?: string } }>(
    `${TASK}/taskToInqu`,
    { schema: { body: { type: 'object', required: ['taskId', 'userId', 'opinion'], properties: { taskId: id, userId: id, opinion: text(2000), agentLeaderId: optionalId, messageType: text(100) } } } },
    async (request) => {
      const actor = actorOf(request, db);
      const { process } = await contextOfTask(actor, visibleTask(actor, request.body.taskId, request.body.agentLeaderId));
      inquireTask(db, actor, process, { taskId: request.body.taskId, userId: request.body.userId, opinion: request.body.opinion, leaderId: request.body.agentLeaderId });
      return { state: true, message: flowText(actor.lang, 'inquired') };
    },
  );

  app.post<{ Body: { taskId: string; opinion: string; agentLeaderId?: string } }>(
    `${TASK}/taskToInquReply`,
    { schema: { body: { type: 'object', required: ['taskId', 'opinion'], properties: { taskId: id, opinion: text(2000), agentLeaderId: optionalId, messageType: text(100) } } } },
    async (request) => {
      const actor = actorOf(request, db);
      const { process } = await contextOfTask(actor, visibleTask(actor, request.body.taskId, request.body.agentLeaderId));
      replyInquiry(db, actor, process, { taskId: request.body.taskId, opinion: request.body.opinion, leaderId: request.body.agentLeaderId });
      return { state: true, message: flowText(actor.lang, 'inquiryReplied') };
    },
  );

  app.post<{ Body: { taskId: string; userIds: string; opinion: string; agentLeaderId?: string } }>(
    `${TASK}/communicate`,
    {
      schema: {
        body: { type: 'object', required: ['taskId', 'userIds', 'opinion'], properties: { taskId: id, userIds: text(2000), opinion: text(2000), agentLeaderId: optionalId, messageType: text(100) } },
      },
    },
    async (request) => {
      const actor = actorOf(request, db);
      const { process } = await contextOfTask(actor, visibleTask(actor, request.body.taskId, request.body.agentLeaderId));
      communicateTask(db, actor, process, { taskId: request.body.taskId, userIds: request.body.userIds.split(','), opinion: request.body.opinion, leaderId: request.body.agentLeaderId });
      return { state: true, message: flowText(actor.lang, 'communicated') };
    },
  );

  // Sign rounds (docs/flow.md): signType addSign (the default, 加签), signLine or signSequence.
  const ROUND_STARTED = { addSign: 'addSigned', signLine: 'signLineStarted', signSequence: 'signSequenceStarted' } as const;
  app.post<{ Body: { taskId: string; userIds: string; signType?: SignRound; opinion?: string; agentLeaderId?: string } }>(
    `${TASK}/userTaskToSign`,
    {
      schema: {
        body: {
          type: 'object',
          required: ['taskId', 'userIds'],
          properties: { taskId: id, userIds: text(2000), signType: { type: 'string', enum: SIGN_ROUNDS }, opinion: text(2000), agentLeaderId: optionalId, messageType: text(100) },
        },
      },
    },
    async (request) => {
      const actor = actorOf(request, db);
      const { process } = await contextOfTask(actor, visibleTask(actor, request.body.taskId, request.body.agentLeaderId));
      const round = request.body.signType ?? 'addSign';
      const count = startSignRound(db, actor, process, { taskId: request.body.taskId, round, userIds: request.body.userIds.split(','), opinion: request.body.opinion ?? '', leaderId: request.body.agentLeaderId });
      return { state: true, message: flowText(actor.lang, ROUND_STARTED[round], { count }) };
    },
  );

  app.post<{ Body: { taskId: string; actionName: 'agree' | 'oppose'; opinion?: string; agentLeaderId?: string } }>(
    `${TASK}/userAddSignFeedback`,
    {
      schema: {
        body: {
          type: 'object',
          required: ['taskId', 'actionName'],
          properties: { taskId: id, actionName: { type: 'string', enum: ['agree', 'oppose'] }, opinion: text(2000), agentLeaderId: optionalId },
        },
      },
    },
    async (request) => {
      const actor = actorOf(request, db);
      const { process } = await contextOfTask(actor, visibleTask(actor, request.body.taskId, request.body.agentLeaderId));
      const input = { taskId: request.body.taskId, action: request.body.actionName, opinion: request.body.opinion ?? '', leaderId: request.body.agentLeaderId };
      answerSignRound(db, actor, process, input, 'addSign');
      return { state: true, message: flowText(actor.lang, 'addSignFedBack') };
    },
  );

  /** The waiting task of a round the caller started, with its process. */
  const heldTaskContext = async (actor: Actor, taskId: string) => {
    const task = findTask(db, actor.tenantId, taskId);
    if (!task) throw new FlowError(404, 'taskNotFound');
    return (await contextOfTask(actor, task)).process;
  };

  app.post<{ Body: { taskId: string; opinion?: string } }>(
    '/runtime/instance/v1/revokeCustomSign',
    { schema: { body: { type: 'object', required: ['taskId'], properties: { taskId: id, opinion: text(2000) } } } },
    async (request) => {
      const actor = actorOf(request, db);
      const round = revokeSignRound(db, actor, await heldTaskContext(actor, request.body.taskId), { taskId: request.body.taskId, opinion: request.body.opinion ?? '' });
      return { state: true, message: flowText(actor.lang, round === 'addSign' ? 'addSignRevoked' : 'signRoundRevoked') };
    },
  );

  app.post<{ Body: { taskId: string; opinion?: string; signerTaskIds?: string } }>(
    '/runtime/instance/v1/revokeSignLine',
    { schema: { body: { type: 'object', required: ['taskId'], properties: { taskId: id, opinion: text(2000), signerTaskIds: text(4000) } } } },
    async (request) => {
      const actor = actorOf(request, db);
      const signerTaskIds = request.body.signerTaskIds?.split(',').filter(Boolean);
      const input = { taskId: request.body.taskId, opinion: request.body.opinion ?? '', signerTaskIds: signerTaskIds?.length ? signerTaskIds : undefined, lineOnly: true };
      revokeSignRound(db, actor, await heldTaskContext(actor, request.body.taskId), input);
      return { state: true, message: flowText(actor.lang, 'signRoundRevoked') };
    },
  );

  app.post<{ Body: { taskId: string; opinion?: string } }>(
    '/runtime/instance/v1/revokeTrans',
    { schema: { body: { type: 'object', required: ['taskId'], properties: { taskId: id, opinion: text(2000) } } } },
    async (request) => {
      const actor = actorOf(request, db);
      const count = revokeTransfer(db, actor, await heldTaskContext(actor, request.body.taskId), { taskId: request.body.taskId, opinion: request.body.opinion ?? '' });
      return { state: true, message: flowText(actor.lang, 'transferRevoked'), value: count };
    },
  );

  // 取回: the owner takes back a task he handed over or his agent holds (GET, as the original).
  app.get<{ Querystring: { taskId: string } }>(`${TASK}/retrieveBpmTask`, { schema: { querystring: { type: 'object', required: ['taskId'], properties: { taskId: id } } } }, async (request) => {
    const actor = actorOf(request, db);
    retrieveTask(db, actor, request.query.taskId);
    return { state: true, message: flowText(actor.lang, 'retrieved') };
  });

  // The sign line's open signer tasks of the caller's waiting task (instanceId and nodeId as the real call names them).
  app.get<{ Querystring: { taskId: string; instanceId?: string; nodeId?: string } }>(
    '/runtime/customsign/v1/getParallelRevokeTasks',
    { schema: { querystring: { type: 'object', required: ['taskId'], properties: { taskId: id, instanceId: optionalId, nodeId: text(100) } } } },
    async (request) => parallelRevokeTasks(db, actorOf(request, db), request.query.taskId),
  );

  // Due times (bpmTaskDueTime, docs/flow.md): the task's due time with its extensions, where an extension would
  // lead, and the extension itself (the taskDelay button).
  const DUE = '/runtime/bpmTaskDueTime/v1';
  const hoursSchema = { type: 'integer', minimum: 1, maximum: MAX_DELAY_HOURS } as const;

  app.get<{ Querystring: { taskId: string; leaderId?: string } }>(`${DUE}/getByTaskId`, { schema: { querystring: taskQuery } }, async (request) => {
    const actor = actorOf(request, db);
    const task = visibleTask(actor, request.query.taskId, request.query.leaderId);
    const history = db
      .prepare('SELECT id, old_due AS oldDueTime, new_due AS newDueTime, reason, user_name AS userName, create_time AS createTime FROM bpm_task_due WHERE task_id = ? ORDER BY create_time, id')
      .all(task.id);
    return { taskId: task.id, dueTime: task.due_time ?? '', overdue: task.due_time !== null && task.due_time < nowText(), history };
  });

  app.get<{ Querystring: { taskId: string; addHours: number; leaderId?: string } }>(
    `${DUE}/getExpirationDate`,
    { schema: { querystring: { type: 'object', required: ['taskId', 'addHours'], properties: { taskId: id, addHours: hoursSchema, leaderId: optionalId } } } },
    async (request) => {
      const actor = actorOf(request, db);
      const task = visibleTask(actor, request.query.taskId, request.query.leaderId);
      if (!task.due_time) throw new FlowError(400, 'noDueTime');
      return { state: true, message: '', value: extendedDue(task, request.query.addHours, nowText()) };
    },
  );

  app.post<{ Body: { taskId: string; addHours: number; reason: string; agentLeaderId?: string } }>(
    `${DUE}/save`,
    {
      schema: {
        body: { type: 'object', required: ['taskId', 'addHours', 'reason'], properties: { taskId: id, addHours: hoursSchema, reason: text(500), agentLeaderId: optionalId } },
      },
    },
    async (request) => {
      const actor = actorOf(request, db);
      const due = delayTask(db, actor, { taskId: request.body.taskId, hours: request.body.addHours, reason: request.body.reason, leaderId: request.body.agentLeaderId });
      return { state: true, message: flowText(actor.lang, 'delayed', { due }), value: due };
    },
  );

  // Bare ints, as the original answers them (contract notes §2.7; spec §4.3: lockUnlock 1 claimed, 3 claim given
  // back). With leaderId a secretary asks and claims for the leader, as the original does.
  const lockHolder = (actor: Actor, leaderId?: string): Actor => {
    const holder = handlerOf(actor, leaderId);
    if (holder === actor.userId) return actor;
    if (!isSecretaryOf(db, actor.userId, holder)) throw new FlowError(403, 'noTaskRights');
    return { ...actor, userId: holder };
  };
  app.get<{ Querystring: { taskId: string; leaderId?: string } }>(`${TASK}/canLock`, { schema: { querystring: taskQuery } }, async (request) => {
    const actor = actorOf(request, db);
    return lockState(db, findTask(db, actor.tenantId, request.query.taskId), lockHolder(actor, request.query.leaderId).userId);
  });

  app.get<{ Querystring: { taskId: string; leaderId?: string } }>(`${TASK}/lockUnlock`, { schema: { querystring: taskQuery } }, async (request) => {
    const actor = actorOf(request, db);
    return lockUnlock(db, lockHolder(actor, request.query.leaderId), request.query.taskId);
  });
}

// The flow centre's calls (spec 02-process §7.1–§7.3, contract notes §1, §2.7, §5): lists of tasks and
// instances, a task's form and buttons, the actions, starting a process. Shapes: docs/flow.md.
import { encodeBase64 } from './base64';
import type { FormDefinition, FormPermissionMap } from '../../renderers';
import { request, type ApiResult, type CallOptions } from './http';
import type { CommonResult, PageList, QueryFilter } from './types';

const TASK = '${bpmRunTime}/runtime/task/v1';
const INSTANCE = '${bpmRunTime}/runtime/instance/v1';
const DEF = '${bpmModel}/flow/def/v1';

/** Task statuses of spec §4.1. */
export const TASK_STATUSES = [
  'NORMAL',
  'TRANSFORMED',
  'TRANSFORMEDINQU',
  'DELIVERTO',
  'COPYTO',
  'FOLLOW',
  'COMMU',
  'BACK',
  'ADDSIGN',
  'SHARE',
  'BACKSHARE',
  'AGENT',
  'APPROVELINEED',
  'SIGNSEQUENCEED',
  'SIGNLINEED',
  'USERADDSIGN',
  // Flowdesk's signer tasks of a sign line and a sign sequence (docs/flow.md)
  'SIGNLINE',
  'SIGNSEQUENCE',
] as const;
export type TaskStatus = (typeof TASK_STATUSES)[number];

/** Instance statuses (contract notes §5). */
export type InstanceStatus = 'draft' | 'running' | 'end' | 'manualend' | 'backToStart' | 'back' | 'revoke' | 'revokeToStart';

export interface Identity {
  id: string;
  name: string;
}

/** A to-do row (DefaultBpmTask). */
export interface TodoRow {
  id: string;
  taskId: string;
  name: string;
  subject: string;
  nodeId: string;
  procInstId: string;
  procDefId: string;
  procDefKey: string;
  procDefName: string;
  ownerId: string;
  ownerName: string;
  assigneeId: string;
  assigneeName: string;
  status: TaskStatus;
  priority: number;
  createTime: string;
  creator: string;
  creatorId: string;
  instStatus: InstanceStatus;
  /** normal, urgent or critical */
  urgentState?: string;
  /** 'yyyy-MM-dd HH:mm:ss' the task is due, '' for none */
  dueTime?: string;
  overdue?: boolean;
  typeId?: string;
  identityList: Identity[];
  /** 1 = locked (claimed) by the assignee */
  isLocked?: number;
  /** 1 = its instance is suspended (挂起): the task takes no action until it is resumed */
  isForbidden?: number;
  /** the task reached the caller as the deputy (副职) of this principal, who is marked away */
  onBehalfOfId?: string;
  onBehalfOfName?: string;
}

/** An instance row (DefaultBpmProcessInstance) of my requests. */
export interface InstanceRow {
  id: string;
  subject: string;
  procDefId: string;
  procDefKey: string;
  procDefName: string;
  status: InstanceStatus;
  creator: string;
  createBy: string;
  createTime: string;
  endTime?: string;
  duration?: number;
  typeId?: string;
  /** names of the open tasks, comma-joined */
  taskName?: string;
  /** normal, urgent or critical */
  urgentState?: string;
  /** 1 = suspended (挂起) */
  isForbidden?: number;
  /** getInstanceByInstId only: whether the caller may suspend and resume it */
  canSuspend?: boolean;
}

/** A related process (relatedProcess): another request of the same initiator and process. */
export interface RelatedRow extends InstanceRow {
  /** whether the caller may open it */
  canView: boolean;
}

/** GET bpmWatermark getByInstId: the text laid over the instance's form, when its process asks for one. */
export interface Watermark {
  instId: string;
  enabled: boolean;
  text: string;
}

/** A done row: the instance plus the caller's latest opinion on it. */
export interface DoneRow extends InstanceRow {
  taskId: string;
  taskKey: string;
  taskName: string;
  auditor: string;
  auditorName: string;
  completeTime: string;
  opinionStatus: string;
  /** the server's word on §4.2: true when this row may be revoked by the caller */
  revoke: boolean;
}

/** A process definition row (DefaultBpmDefinition) of the start list. */
export interface DefinitionRow {
  defId: string;
  id: string;
  name: string;
  defKey: string;
  desc: string;
  status: string;
  version: number;
  typeId: string;
  typeName: string;
  /** the category's icon, JSON text {icon, color}; '' for the default */
  typeIcon?: string;
  /** newProcess: the leaders a secretary may start it for ([] for everybody else) */
  leaders?: Identity[];
}

/** One approval-history row (DefaultBpmCheckOpinion). */
export interface Opinion {
  id: string;
  procInstId: string;
  taskId: string;
  taskKey: string;
  taskName: string;
  qualfieds: Identity[];
  qualfiedNames: string;
  auditor: string;
  auditorName: string;
  opinion: string;
  status: string;
  createTime: string;
  completeTime: string;
  durMs: number;
  /** attachments and body documents: JSON texts of [{id, name, size}] (parse with parseAttachments) */
  files?: string;
  zfiles?: string;
  /** the file of the seal the opinion was signed with ('' = not signed), drawn over the text when sealCover */
  sealFileId?: string;
  sealCover?: boolean;
}

/** The opinion signature (electronic seal) of a task's node (spec 02-process §3; docs/flow.md "Opinion signature"). */
export interface SignatureConfig {
  status: 'enable' | 'disable';
  /** the opinion field the seal belongs to */
  field: string;
  /** the seal is drawn over the opinion text instead of after it */
  isCover: boolean;
  /** no seal password is asked (password is always its opposite) */
  secretFree: boolean;
  password: boolean;
}

export interface TaskButton {
  name: string;
  alias: string;
  isLock?: boolean;
  rejectMode?: string;
}

/** The form part of taskDetail, getFormAndBO and getInstFormAndBO. `definition` is Flowdesk's form kind. */
export interface FlowForm {
  id: string;
  formKey: string;
  name: string;
  type: 'INNER' | 'FRAME';
  formValue?: string;
  /** Flowdesk's own form definition; a real backend sends formHtml instead (the generated template, §2.12). */
  definition?: FormDefinition;
  formHtml?: string;
}

export type BoData = Record<string, Record<string, unknown>>;

/** GET taskDetail / getInstFormAndBO answer; `permission` is a JSON string (contract notes §2.7). */
export interface FormAnswer {
  result: true | 'formEmpty';
  form?: FlowForm;
  data?: BoData;
  permission?: string;
  buttons?: TaskButton[];
  /** taskDetail only */
  signature?: SignatureConfig;
  /** taskDetail only: the jumps the node's agree may choose (common = none) */
  jumpType?: JumpType;
  /** taskDetail only: whom the node's agree may choose as the next handlers (none = nobody) */
  choiceExcutor?: ChoiceExcutor;
  /** taskDetail only: the handler's saved edits (saveDraft); `data` then holds them */
  draft?: { opinion: string; saveTime: string } | null;
}

export type JumpType = 'common' | 'select' | 'free';
/** candidate: among the next node's candidates; any: any user as well. */
export type ChoiceExcutor = 'none' | 'candidate' | 'any';

/** GET ${form}/form/form/v1/previewForm?formKey — a form's definition alone, for its author's preview (docs/flow.md). */
export const getFormPreview = (formKey: string, options?: CallOptions): Promise<ApiResult<FormAnswer>> =>
  request<FormAnswer>({ url: '${form}/form/form/v1/previewForm', params: { formKey }, ...options });

/** POST getFormAndBO answer (start page). */
export interface StartFormAnswer {
  resultMsg?: string;
  form?: FlowForm;
  data?: BoData;
  permission?: string;
  buttons?: TaskButton[];
  jumpType?: JumpType;
  definition?: DefinitionRow;
}

export interface TaskInfo {
  bpmTask?: TodoRow;
  /** the task's node; type 'signTask' for a countersign (its add-sign adds voters) */
  curNodeDef?: { nodeId: string; name: string; type: string };
  bpmIdentities?: Identity[];
  opinionList?: Opinion[][];
  formKey?: string;
  message?: string;
}

export interface RejectInfo {
  taskId: string;
  canReject: boolean;
  canRejectToStart: boolean;
  canRejectPreAct: boolean;
  canRejectToAnyNode: boolean;
  allowNormalNode: { nodeId: string; name: string }[];
}

/** UTF-8 Base64 of the BO data JSON, as the server expects `data` (contract notes §2.7). */
export const encodeBoData = (data: BoData): string => encodeBase64(JSON.stringify(data));

/**
 * The permission map as it arrives: a JSON string (taskDetail, getInstFormAndBO, getFormAndBO) or already an
 * object (getForm, contract notes §3.2); a broken string gives undefined (the caller shows the error).
 */
export function parsePermission(text: string | FormPermissionMap | undefined): FormPermissionMap | undefined {
  if (typeof text === 'object' && text !== null && !Array.isArray(text)) return text;
  if (typeof text !== 'string' || !text) return undefined;
  try {
    const value = JSON.parse(text) as unknown;
    return value && typeof value === 'object' ? (value as FormPermissionMap) : undefined;
  } catch {
    return undefined;
  }
}

// ---------------------------------------------------------------------------------------------
// Lists

export const getTodoList = (filter: QueryFilter, options?: CallOptions): Promise<ApiResult<PageList<TodoRow>>> =>
  request<PageList<TodoRow>>({ url: `${TASK}/getTodoList`, method: 'POST', data: filter, ...options });

export const getLeaderTodoList = (filter: QueryFilter, options?: CallOptions): Promise<ApiResult<PageList<TodoRow>>> =>
  request<PageList<TodoRow>>({ url: `${TASK}/getLeaderTodoList`, method: 'POST', data: filter, ...options });

export const getDelegateList = (filter: QueryFilter, options?: CallOptions): Promise<ApiResult<PageList<TodoRow>>> =>
  request<PageList<TodoRow>>({ url: `${TASK}/getDelegate`, method: 'POST', data: filter, ...options });

export const getDoneInstList = (filter: QueryFilter, options?: CallOptions): Promise<ApiResult<PageList<DoneRow>>> =>
  request<PageList<DoneRow>>({ url: `${INSTANCE}/getDoneInstList`, method: 'POST', data: filter, ...options });

export const getMyRequests = (filter: QueryFilter, options?: CallOptions): Promise<ApiResult<PageList<InstanceRow>>> =>
  request<PageList<InstanceRow>>({ url: `${INSTANCE}/myRequest`, method: 'POST', data: filter, ...options });

/** The definitions the caller may start. */
export const getNewProcesses = (filter: QueryFilter, options?: CallOptions): Promise<ApiResult<PageList<DefinitionRow>>> =>
  request<PageList<DefinitionRow>>({ url: `${INSTANCE}/newProcess`, method: 'POST', data: filter, ...options });

/** A row of the read lists (to read, read, my circulations). */
export interface NoticeReadRow {
  id: string;
  procInstId: string;
  subject: string;
  procDefName: string;
  nodeName: string;
  creator: string;
  createTime: string;
  /** when its receiver read it */
  readTime?: string;
  /** who it was sent to (the sent list names them) */
  receiver?: string;
}

export const getNoticeTodoReadList = (filter: QueryFilter, options?: CallOptions): Promise<ApiResult<PageList<NoticeReadRow>>> =>
  request<PageList<NoticeReadRow>>({ url: `${TASK}/getNoticeTodoReadList`, method: 'POST', data: filter, ...options });

export const getNoticeDoneReadList = (filter: QueryFilter, options?: CallOptions): Promise<ApiResult<PageList<NoticeReadRow>>> =>
  request<PageList<NoticeReadRow>>({ url: `${TASK}/getNoticeDoneReadList`, method: 'POST', data: filter, ...options });

export const getMyNoticeReadList = (filter: QueryFilter, options?: CallOptions): Promise<ApiResult<PageList<NoticeReadRow>>> =>
  request<PageList<NoticeReadRow>>({ url: `${TASK}/getMyNoticeReadList`, method: 'POST', data: filter, ...options });

/** Who signs while a task waits: added signers, a sign line (all at once) or a sign sequence (one by one). */
export type SignRound = 'addSign' | 'signLine' | 'signSequence';

/** A row of v-myAddSign: a sign round the caller started, pending while a signer has not signed. */
export interface AddSignRow {
  id: string;
  /** a sign round, or a pass-on (transforming) waiting for its receivers */
  signType: SignRound | 'transforming';
  /** the held task */
  taskId: string;
  procInstId: string;
  subject: string;
  procDefName: string;
  nodeName: string;
  /** the signers' names, comma-joined */
  signers: string;
  opinion: string;
  createTime: string;
  pending: boolean;
  instStatus: string;
}

/** POST myAddSignList (QueryFilter): the sign rounds the caller started (docs/flow.md). */
export const getMyAddSignList = (filter: QueryFilter, options?: CallOptions): Promise<ApiResult<PageList<AddSignRow>>> =>
  request<PageList<AddSignRow>>({ url: `${TASK}/myAddSignList`, method: 'POST', data: filter, ...options });

/** POST revokeCustomSign: takes a whole sign round back while a signer has not signed. */
export const revokeCustomSign = (body: { taskId: string; opinion: string }, options?: CallOptions): Promise<ApiResult<CommonResult>> =>
  request<CommonResult>({ url: `${INSTANCE}/revokeCustomSign`, method: 'POST', data: body, ...options });

/** POST revokeTrans: takes a pass-on back while a receiver has not answered. */
export const revokeTransfer = (body: { taskId: string; opinion: string }, options?: CallOptions): Promise<ApiResult<CommonResult<number>>> =>
  request<CommonResult<number>>({ url: `${INSTANCE}/revokeTrans`, method: 'POST', data: body, ...options });

/** GET retrieveBpmTask: the owner takes back a task he handed over or his agent holds, while it waits. */
export const retrieveTask = (taskId: string, options?: CallOptions): Promise<ApiResult<CommonResult>> =>
  request<CommonResult>({ url: `${TASK}/retrieveBpmTask`, params: { taskId }, ...options });

/** POST revokeSignLine: takes chosen signers (their task ids, comma-joined) of a sign line back. */
export const revokeSignLine = (body: { taskId: string; opinion: string; signerTaskIds: string }, options?: CallOptions): Promise<ApiResult<CommonResult>> =>
  request<CommonResult>({ url: `${INSTANCE}/revokeSignLine`, method: 'POST', data: body, ...options });

/** An open signer task of a sign line. */
export interface SignLineTask {
  taskId: string;
  userId: string;
  userName: string;
  createTime: string;
}

/** GET getParallelRevokeTasks: the open signer tasks of the caller's sign line on a task. */
export const getParallelRevokeTasks = (query: { taskId: string; instanceId: string }, options?: CallOptions): Promise<ApiResult<SignLineTask[]>> =>
  request<SignLineTask[]>({ url: '${bpmRunTime}/runtime/customsign/v1/getParallelRevokeTasks', params: query, ...options });

/** POST doNextCopyto (传阅回复): a receiver answers what was circulated to them; taskId = their record. */
export const replyToCopy = (body: { instId: string; taskId?: string; opinion: string }, options?: CallOptions): Promise<ApiResult<CommonResult>> =>
  request<CommonResult>({ url: `${INSTANCE}/doNextCopyto`, method: 'POST', data: { files: '', zfiles: '', ...body }, ...options });

/** GET forbiddenInstance / unForbiddenInstance (spec §7.3): suspend or resume an instance. */
export const setInstanceSuspended = (instId: string, suspended: boolean, options?: CallOptions): Promise<ApiResult<CommonResult>> =>
  request<CommonResult>({ url: `${DEF}/${suspended ? 'forbiddenInstance' : 'unForbiddenInstance'}`, params: { instId }, ...options });

/** POST addReadRecord {id}: the receiver opened a circulation record. */
export const addReadRecord = (id: string, options?: CallOptions): Promise<ApiResult<CommonResult>> =>
  request<CommonResult>({ url: `${TASK}/addReadRecord`, method: 'POST', data: { id }, ...options });

/** POST relatedProcess?instId (QueryFilter): the initiator's other requests of the process (docs/flow.md). */
export const getRelatedProcesses = (instId: string, filter: QueryFilter, options?: CallOptions): Promise<ApiResult<PageList<RelatedRow>>> =>
  request<PageList<RelatedRow>>({ url: `${INSTANCE}/relatedProcess`, method: 'POST', params: { instId }, data: filter, ...options });

/** POST getUrgentStateConf: the urgency choices as a JSON string, and the instance's own urgency (or ''). */
export interface UrgentStateConf {
  value: string;
  conf: string;
}

export const getUrgentStateConf = (body: { defId?: string; instId?: string; taskId?: string }, options?: CallOptions): Promise<ApiResult<UrgentStateConf>> =>
  request<UrgentStateConf>({ url: `${INSTANCE}/getUrgentStateConf`, method: 'POST', data: body, ...options });

/** GET ${bpmModel}/bpmModel/bpmWatermark/v1/getByInstId?instId */
export const getWatermark = (instId: string, options?: CallOptions): Promise<ApiResult<Watermark>> =>
  request<Watermark>({ url: '${bpmModel}/bpmModel/bpmWatermark/v1/getByInstId', params: { instId }, ...options });

/** POST transToMore (传阅): sends the instance to people to read. */
export const circulateInstance = (body: { instId: string; userIds: string; opinion: string; taskId?: string }, options?: CallOptions): Promise<ApiResult<CommonResult<number>>> =>
  request<CommonResult<number>>({ url: `${INSTANCE}/transToMore`, method: 'POST', data: body, ...options });

// ---------------------------------------------------------------------------------------------
// Instances

export const getInstance = (instId: string, options?: CallOptions): Promise<ApiResult<InstanceRow>> =>
  request<InstanceRow>({ url: `${INSTANCE}/getInstanceByInstId`, params: { instId }, ...options });

export const getInstanceOpinions = (instId: string, options?: CallOptions): Promise<ApiResult<Opinion[]>> =>
  request<Opinion[]>({ url: `${INSTANCE}/instanceFlowOpinions`, params: { instId }, ...options });

export const getInstFormAndBO = (proInstId: string, options?: CallOptions): Promise<ApiResult<FormAnswer>> =>
  request<FormAnswer>({ url: `${INSTANCE}/getInstFormAndBO`, params: { proInstId, includData: true }, ...options });

/** GET getFormManage?instId — the instance's form with the form's own permission, for who manages its data (docs/flow.md). */
export const getFormManage = (instId: string, options?: CallOptions): Promise<ApiResult<FormAnswer>> =>
  request<FormAnswer>({ url: `${INSTANCE}/getFormManage`, params: { instId }, ...options });

/** POST saveFormManage {instId, data (Base64)} → CommonResult whose value is the instance id. */
export const saveFormManage = (body: { instId: string; data: string }, options?: CallOptions): Promise<ApiResult<CommonResult<string>>> =>
  request<CommonResult<string>>({ url: `${INSTANCE}/saveFormManage`, method: 'POST', data: body, ...options });

export const getStartForm = (body: { defId: string; proInstId?: string; copyInstId?: string }, options?: CallOptions): Promise<ApiResult<StartFormAnswer>> =>
  request<StartFormAnswer>({ url: `${INSTANCE}/getFormAndBO`, method: 'POST', data: body, ...options });

export interface StartBody {
  defId: string;
  /** a draft being started */
  proInstId?: string;
  /** Base64 of the BO data (formType 'inner') */
  data?: string;
  formType: 'inner' | 'frame';
  agentLeaderId?: string;
  startOrgId?: string;
  supportMobile?: number;
  /** the urgency chosen (getUrgentStateConf's states) */
  urgentStateValue?: string;
  businessKey?: string;
  sysCode?: string;
  vars?: Record<string, unknown>;
}

/** POST start → CommonResult whose value is the new instance id. */
export const startProcess = (body: StartBody, options?: CallOptions): Promise<ApiResult<CommonResult<string>>> =>
  request<CommonResult<string>>({ url: `${INSTANCE}/start`, method: 'POST', data: body, ...options });

export const saveStartDraft = (body: StartBody, options?: CallOptions): Promise<ApiResult<CommonResult<string>>> =>
  request<CommonResult<string>>({ url: `${INSTANCE}/saveDraft`, method: 'POST', data: body, ...options });

export const removeDraft = (ids: readonly string[], options?: CallOptions): Promise<ApiResult<CommonResult>> =>
  request<CommonResult>({ url: `${INSTANCE}/removeDraftById`, method: 'DELETE', params: { ids: ids.join(',') }, ...options });

/** POST sendBpmTaskUrgent (催办): the initiator reminds the current handlers by inner message. */
export const urgeInstance = (body: { instId: string; opinion: string }, options?: CallOptions): Promise<ApiResult<CommonResult<number>>> =>
  request<CommonResult<number>>({ url: `${INSTANCE}/sendBpmTaskUrgent`, method: 'POST', data: body, ...options });

/** GET revokeInstance?instId&taskId&opinion — takes back the caller's latest approval (§4.2). */
export const revokeInstance = (query: { instId: string; taskId?: string; opinion?: string }, options?: CallOptions): Promise<ApiResult<CommonResult>> =>
  request<CommonResult>({ url: `${INSTANCE}/revokeInstance`, method: 'POST', data: query, ...options });

export const endProcess = (body: { taskId: string; endReason: string }, options?: CallOptions): Promise<ApiResult<CommonResult>> =>
  request<CommonResult>({ url: `${INSTANCE}/doEndProcess`, method: 'POST', data: body, ...options });

// ---------------------------------------------------------------------------------------------
// Tasks

export const getTask = (id: string, options?: CallOptions): Promise<ApiResult<TaskInfo>> =>
  request<TaskInfo>({ url: `${TASK}/get`, params: { id }, ...options });

export const getTaskDetail = (taskId: string, options?: CallOptions): Promise<ApiResult<FormAnswer>> =>
  request<FormAnswer>({ url: `${TASK}/taskDetail`, params: { taskId }, ...options });

export const getTaskButtons = (taskId: string, options?: CallOptions): Promise<ApiResult<{ buttons: TaskButton[] }>> =>
  request<{ buttons: TaskButton[] }>({ url: `${TASK}/getButtonsBytaskId`, params: { taskId }, ...options });

export const getRejectInfo = (taskId: string, options?: CallOptions): Promise<ApiResult<RejectInfo>> =>
  request<RejectInfo>({ url: `${TASK}/taskToReject`, params: { taskId }, ...options });

/** A node an agree may lead to, with its candidate handlers (getAfterJumpNodes). */
export interface AfterNode {
  nodeId: string;
  name: string;
  nodeType: 'userTask' | 'end';
  excutorList: { id: string; name: string; type: 'user' }[];
}

export interface AfterJumpNodes {
  afterNodes: AfterNode[];
  jumpType: JumpType;
  choiceExcutor: ChoiceExcutor;
}

/** POST getAfterJumpNodes: the next nodes of the flow's own way (type common) or of the node's jump type. */
export const getAfterJumpNodes = (taskId: string, type: JumpType, options?: CallOptions): Promise<ApiResult<AfterJumpNodes>> =>
  request<AfterJumpNodes>({ url: `${TASK}/getAfterJumpNodes`, method: 'POST', data: { taskId, type }, ...options });

/** complete's nodeUsers, as the wire carries it: JSON text of the chosen handlers per node (contract notes §2.7). */
export const encodeNodeUsers = (chosen: readonly { nodeId: string; executors: readonly { id: string; name: string }[] }[]): string =>
  JSON.stringify(chosen.filter((entry) => entry.executors.length > 0).map((entry) => ({ nodeId: entry.nodeId, executors: entry.executors.map(({ id, name }) => ({ id, name, type: 'user' })) })));

/** agreeTrans / opposeTrans answer a task passed on to the caller (流转). */
export type CompleteAction = 'agree' | 'oppose' | 'abandon' | 'agreeTrans' | 'opposeTrans' | 'reject' | 'backToStart' | 'commu';

/** DoNextParamObject (contract notes §2.7). */
export interface CompleteBody {
  taskId: string;
  actionName: CompleteAction;
  opinion: string;
  data?: string;
  formType: 'inner' | 'frame';
  /** reject: the node to go back to ('' = the previous one) */
  destination?: string;
  /** reject: 'normal' walks the flow again, 'direct' comes straight back to the rejecting node */
  backHandMode?: 'normal' | 'direct';
  /** agree: a select or free jump to `destination` ('' = the flow's own way) */
  jumpType?: 'select' | 'free' | '';
  /** agree: encodeNodeUsers of the chosen next handlers ('[]' = none) */
  nodeUsers?: string;
  /** attachments and body documents: JSON texts of [{id, name, size}] of files the caller uploaded */
  files?: string;
  zfiles?: string;
  /** '1' signs the opinion with the caller's seal; sealPassword unless the node is secret-free */
  sealSign?: '1';
  sealPassword?: string;
  agentLeaderId?: string;
  /** a URL form's answer (formType 'frame') */
  businessKey?: string;
  sysCode?: string;
  vars?: Record<string, unknown>;
}

/** POST saveDraft of a task (保存): the complete body without a decision; kept for the next open. */
export const saveTaskDraft = (body: Omit<CompleteBody, 'actionName'>, options?: CallOptions): Promise<ApiResult<CommonResult<string>>> =>
  request<CommonResult<string>>({ url: `${TASK}/saveDraft`, method: 'POST', data: body, ...options });

export const completeTask = (body: CompleteBody, options?: CallOptions): Promise<ApiResult<CommonResult<string>>> =>
  request<CommonResult<string>>({ url: `${TASK}/complete`, method: 'POST', data: body, ...options });

/** POST delegate (转办): hands the task to another user. */
export const delegateTask = (body: { taskId: string; userId: string; opinion: string }, options?: CallOptions): Promise<ApiResult<CommonResult>> =>
  request<CommonResult>({ url: `${TASK}/delegate`, method: 'POST', data: body, ...options });

/** POST taskToTrans (流转): the users handle it, then the task comes back. */
export const transferTask = (body: { taskId: string; userIds: string; opinion: string }, options?: CallOptions): Promise<ApiResult<CommonResult>> =>
  request<CommonResult>({ url: `${TASK}/taskToTrans`, method: 'POST', data: body, ...options });

/** POST taskToInqu (征询): one user is asked; the task waits for the reply. */
export const inquireTask = (body: { taskId: string; userId: string; opinion: string }, options?: CallOptions): Promise<ApiResult<CommonResult>> =>
  request<CommonResult>({ url: `${TASK}/taskToInqu`, method: 'POST', data: body, ...options });

/** POST taskToInquReply: the asked user's answer; the task goes back to whoever asked. */
export const replyInquiry = (body: { taskId: string; opinion: string }, options?: CallOptions): Promise<ApiResult<CommonResult>> =>
  request<CommonResult>({ url: `${TASK}/taskToInquReply`, method: 'POST', data: body, ...options });

/** POST communicate (沟通): users are asked for feedback (complete with actionName 'commu') while the task stays. */
export const communicateTask = (body: { taskId: string; userIds: string; opinion: string }, options?: CallOptions): Promise<ApiResult<CommonResult>> =>
  request<CommonResult>({ url: `${TASK}/communicate`, method: 'POST', data: body, ...options });

/** POST userTaskToSign: the users sign first (add-sign, sign line or sign sequence); the task waits for them. */
export const startSignRound = (body: { taskId: string; userIds: string; opinion: string; signType: SignRound }, options?: CallOptions): Promise<ApiResult<CommonResult>> =>
  request<CommonResult>({ url: `${TASK}/userTaskToSign`, method: 'POST', data: body, ...options });

/** POST userAddSignFeedback: an added signer agrees or opposes. */
export const addSignFeedback = (body: { taskId: string; actionName: 'agree' | 'oppose'; opinion: string }, options?: CallOptions): Promise<ApiResult<CommonResult>> =>
  request<CommonResult>({ url: `${TASK}/userAddSignFeedback`, method: 'POST', data: body, ...options });

/** GET bpmTaskDueTime getExpirationDate: where extending the task's due time by `addHours` leads (CommonResult value). */
export const getExtendedDue = (taskId: string, addHours: number, options?: CallOptions): Promise<ApiResult<CommonResult<string>>> =>
  request<CommonResult<string>>({ url: '${bpmRunTime}/runtime/bpmTaskDueTime/v1/getExpirationDate', params: { taskId, addHours }, ...options });

/** POST bpmTaskDueTime save (延期): extends the task's due time, with a reason. */
export const delayTask = (body: { taskId: string; addHours: number; reason: string }, options?: CallOptions): Promise<ApiResult<CommonResult<string>>> =>
  request<CommonResult<string>>({ url: '${bpmRunTime}/runtime/bpmTaskDueTime/v1/save', method: 'POST', data: body, ...options });

/** canLock / lockUnlock answer a bare int (contract notes §2.7): 1 claimed, 3 claim cancelled… */
export const canLockTask = (taskId: string, options?: CallOptions): Promise<ApiResult<number>> =>
  request<number>({ url: `${TASK}/canLock`, params: { taskId }, ...options });

export const lockUnlockTask = (taskId: string, options?: CallOptions): Promise<ApiResult<number>> =>
  request<number>({ url: `${TASK}/lockUnlock`, params: { taskId }, ...options });

// ---------------------------------------------------------------------------------------------
// Definitions

export const flowHasStartRights = (defKey: string, options?: CallOptions): Promise<ApiResult<CommonResult<boolean>>> =>
  request<CommonResult<boolean>>({ url: `${DEF}/flowHasStartRights`, params: { defKey }, ...options });

// ---------------------------------------------------------------------------------------------
// Following an instance's nodes (docs/flow.md "Follow")

/** A node one can follow (taskNode's listLayout). */
export interface FollowableNode {
  nodeId: string;
  name: string;
  nodeType: string;
}

/** GET taskNode?defId — the definition's approval nodes in flow order. */
export const getFollowableNodes = (defId: string, options?: CallOptions): Promise<ApiResult<{ bpmDefLayout: { defId: string; listLayout: FollowableNode[] } }>> =>
  request<{ bpmDefLayout: { defId: string; listLayout: FollowableNode[] } }>({ url: `${TASK}/taskNode`, params: { defId }, ...options });

/** GET getFollowedNode?instId — CommonResult whose value is the caller's followed node ids, comma-joined. */
export const getFollowedNodes = (instId: string, options?: CallOptions): Promise<ApiResult<CommonResult<string>>> =>
  request<CommonResult<string>>({ url: '${bpmRunTime}/runtime/taskFollow/v1/getFollowedNode', params: { instId }, ...options });

/** POST save {proInst, taskId: node ids comma-joined}; none stops following. */
export const saveFollowedNodes = (body: { proInst: string; taskId: string }, options?: CallOptions): Promise<ApiResult<CommonResult<string>>> =>
  request<CommonResult<string>>({ url: '${bpmRunTime}/runtime/taskFollow/v1/save', method: 'POST', data: body, ...options });

// Diagrams

/** The BPMN XML with its diagram, and the state of the nodes of an instance ('done' handled, 'current' open). */
export interface FlowDiagram {
  defId: string;
  bpmnXml: string;
  nodes: Record<string, 'done' | 'current'>;
  status?: InstanceStatus;
}

export const getDefinitionDiagram = (defId: string, options?: CallOptions): Promise<ApiResult<FlowDiagram>> =>
  request<FlowDiagram>({ url: `${INSTANCE}/getBpmImage`, params: { defId }, ...options });

export const getInstanceDiagram = (proInstId: string, options?: CallOptions): Promise<ApiResult<FlowDiagram>> =>
  request<FlowDiagram>({ url: `${INSTANCE}/instanceFlowImage`, params: { proInstId }, ...options });

// ---------------------------------------------------------------------------------------------
// Favourite processes (§5, contract notes §5) and the flow counters

/** A favourite process: a definition row plus the leaders the caller (their secretary) may start it for. */
export interface OftenFlowRow extends DefinitionRow {
  leaders: Identity[];
}

/** A startable process of the favourites dialog; `isAdd` is true when it is in the caller's list. */
export interface AuthFlowRow extends DefinitionRow {
  isAdd: boolean;
}

/** One entry of the list saveMyOftenFlow stores. */
export interface OftenFlowItem {
  defKey: string;
  name?: string;
}

/** The counters of the home user-info card (docs/flow.md "Counts"). */
export interface FlowCounts {
  todo: number;
  done: number;
  request: number;
  delegate: number;
  toRead: number;
}

export const getMyOftenFlow = (options?: CallOptions): Promise<ApiResult<PageList<OftenFlowRow>>> =>
  request<PageList<OftenFlowRow>>({ url: `${INSTANCE}/getMyOftenFlow`, ...options });

export const getHasAuthFlowList = (filter: QueryFilter, options?: CallOptions): Promise<ApiResult<PageList<AuthFlowRow>>> =>
  request<PageList<AuthFlowRow>>({ url: `${INSTANCE}/getHasAuthFlowList`, method: 'POST', data: filter, ...options });

/** POST an empty list to reset the caller's favourites to the system default. */
export const saveMyOftenFlow = (items: readonly OftenFlowItem[], options?: CallOptions): Promise<ApiResult<CommonResult>> =>
  request<CommonResult>({ url: '${bpmModel}/bpmModel/BpmOftenFlow/v1/saveMyOftenFlow', method: 'POST', data: items, ...options });

export const getFlowCounts = (options?: CallOptions): Promise<ApiResult<FlowCounts>> =>
  request<FlowCounts>({ url: `${TASK}/counts`, ...options });

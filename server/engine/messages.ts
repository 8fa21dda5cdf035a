// The approval engine's messages in both portal languages. A FlowError carries its key; the flow area answers
// it with its status code and the sentence in the caller's language.
import { TableError } from '../lib/errors';
import { translateFrom, type Lang, type MessageParams } from '../lib/i18n';

const MESSAGES = {
  started: ['流程启动成功', 'The process has been started.'],
  draftSaved: ['保存草稿成功', 'Draft saved.'],
  formSaved: ['保存成功', 'Saved.'],
  noManageRights: ['您没有管理该流程实例数据的权限', 'You may not manage the data of this process instance.'],
  urlFormNotManaged: ['URL 表单的数据只能在其所属系统中修改', 'The data of a URL form can only be changed in its own system.'],
  draftRemoved: ['删除成功', 'Deleted.'],
  completed: ['任务处理成功', 'The task has been handled.'],
  rejected: ['驳回成功', 'The task has been sent back.'],
  delegated: ['转办成功', 'The task has been handed over.'],
  transferred: ['流转成功', 'The task has been passed on.'],
  ended: ['终止成功', 'The process has been ended.'],
  revoked: ['撤回成功', 'Your approval has been taken back.'],
  locked: ['已签收', 'Claimed.'],
  unlocked: ['已取消签收', 'Claim cancelled.'],
  definitionNotFound: ['流程定义不存在', 'The process definition does not exist.'],
  definitionInvalid: ['流程定义有误：{detail}', 'The process definition is invalid: {detail}'],
  noStartRights: ['无启动权限，请联系管理员', 'You may not start this process. Please contact the administrator.'],
  instanceNotFound: ['流程实例不存在', 'The process instance does not exist.'],
  instanceNotRunning: ['流程已结束或不在运行中', 'The process is not running.'],
  noInstanceRights: ['您没有查看该流程实例的权限', 'You may not view this process instance.'],
  draftNotFound: ['草稿不存在或已被删除', 'The draft does not exist or has been deleted.'],
  taskNotFound: ['此任务已被处理或不存在！', 'This task has been handled or does not exist!'],
  noTaskRights: ['您没有该任务的处理权限', 'You may not handle this task.'],
  lockedByOther: ['该任务已被他人签收', 'Someone else has claimed this task.'],
  noExecutor: ['节点【{node}】找不到审批人', 'No approver was found for the node "{node}".'],
  noPath: ['节点【{node}】的分支条件均不满足', 'No branch condition of the node "{node}" holds.'],
  conditionError: ['分支条件【{condition}】计算出错：{detail}', 'The branch condition "{condition}" failed: {detail}'],
  badData: ['表单数据不是有效的 Base64 JSON', 'The form data is not valid Base64 JSON.'],
  badUrlFormData: ['URL 表单的变量只能是文本、数字、布尔值或空值', 'The variables of a URL form may only be texts, numbers, booleans or null.'],
  dataMissing: ['缺少业务对象【{boAlias}】的数据', 'The data of the business object "{boAlias}" is missing.'],
  validationFailed: ['表单数据校验未通过：{detail}', 'The form data is not valid: {detail}'],
  opinionRequired: ['请填写审批意见', 'Please enter an opinion.'],
  cannotReject: ['当前节点不能驳回', 'This node cannot be sent back.'],
  badDestination: ['驳回的目标节点无效', 'The node to send back to is not valid.'],
  userRequired: ['请选择用户', 'Please choose a user.'],
  selfNotAllowed: ['不能转给自己', 'You cannot hand a task to yourself.'],
  cannotRevoke: ['该记录不能撤回：后续节点已处理或流程不在运行中', 'This approval cannot be taken back: the next step has been handled or the process is not running.'],
  notInitiator: ['只有发起人可以执行此操作', 'Only the initiator may do this.'],
  endReasonRequired: ['请填写终止原因', 'Please enter why the process is ended.'],
  circulated: ['传阅成功', 'The process has been circulated.'],
  inquired: ['征询成功', 'The inquiry has been sent.'],
  inquiryReplied: ['征询回复成功', 'Your reply has been sent.'],
  communicated: ['沟通成功', 'The communication has been sent.'],
  fedBack: ['沟通反馈成功', 'Your feedback has been sent.'],
  inquiryReplyOnly: ['征询任务只能进行征询回复', 'An inquiry can only be replied to.'],
  feedbackOnly: ['沟通任务只能进行沟通反馈', 'A communication can only be answered with feedback.'],
  urged: ['催办成功，已提醒 {count} 人', 'Reminder sent to {count} people.'],
  urgedRecently: ['{minutes} 分钟内只能催办一次，请稍后再试', 'You can urge once every {minutes} minutes. Please try again later.'],
  nobodyToUrge: ['当前没有可催办的处理人', 'Nobody is handling the process right now.'],
  urgeTextRequired: ['请填写催办内容', 'Please enter the reminder text.'],
  urgeSubject: ['【催办】{subject}', '[Urgent] {subject}'],
  addSigned: ['加签成功，等待 {count} 人签署', 'Sent to {count} people to sign first.'],
  addSignFedBack: ['加签反馈成功', 'Your signature has been sent.'],
  addSignRevoked: ['撤销加签成功', 'The add-sign has been taken back.'],
  addSignFeedbackOnly: ['加签任务只能进行加签反馈', 'An add-sign task can only be signed (agree or oppose).'],
  addSignNotPending: ['没有等待签署的加签', 'Nobody is left to sign this add-sign.'],
  badUrgentState: ['紧急程度无效', 'The urgency is not valid.'],
  urgent_normal: ['普通', 'Normal'],
  urgent_urgent: ['紧急', 'Urgent'],
  urgent_critical: ['特急', 'Critical'],
  delayed: ['延期成功，新的期限：{due}', 'Extended. The task is now due {due}.'],
  delayReasonRequired: ['请填写延期原因', 'Please give the reason for the extension.'],
  delayHoursInvalid: ['延期时长须为 1 到 {max} 小时', 'An extension must be from 1 to {max} hours.'],
  noDueTime: ['此任务没有办理期限', 'This task has no due time.'],
  notAsked: ['该任务不是征询或沟通任务', 'This task is neither an inquiry nor a communication.'],
  readNotFound: ['传阅记录不存在', 'The circulation record does not exist.'],
  subjectOf: ['{user}的{process}', '{process} of {user}'],
  badOpinionFiles: ['附件无效：须为您本人上传的文件列表（最多 {limit} 个）', 'The attachments are not valid: they must be a list of files you uploaded (at most {limit}).'],
  signatureDisabled: ['此节点未启用签章', 'This step does not take seal signatures.'],
  sealRequired: ['请先签章', 'Please sign with your seal first'],
  noSeal: ['您还没有设置电子签章，请先在个人菜单的“电子签章”中设置', 'You have no electronic seal yet: set one up under "Electronic seal" in your user menu first.'],
  sealPasswordRequired: ['请输入签章密码', 'Please enter the seal password.'],
  sealPasswordWrong: ['签章密码错误', 'The seal password is wrong'],
} as const satisfies Record<string, readonly [string, string]>;

export type FlowMessageKey = keyof typeof MESSAGES;

export function flowText(lang: Lang, key: FlowMessageKey, params: MessageParams = {}): string {
  return translateFrom(MESSAGES, lang, key, params);
}

/** A refusal of the engine; nothing of the action it interrupts is stored (every action is one transaction). */
export class FlowError extends TableError<typeof MESSAGES> {
  constructor(statusCode: 400 | 403 | 404, key: FlowMessageKey, params?: MessageParams) {
    super(MESSAGES, statusCode, key, params);
  }
}

// The form answers of the flow pages (contract notes §2.7): the form as Flowdesk's form kind under
// `definition`, the BO data keyed by its alias, the permission as a JSON string, and the buttons.
import type { Lang } from '../../lib/i18n';
import { Base64 } from 'js-base64';
import { answerKindOf, dataKeyOf, isClaimedByOther, type ProcessContext } from '../../engine/engine';
import type { InstanceRow, TaskRow } from '../../engine/store';
import { firstUserTask } from '../../engine/graph';
import { definitionName, type FlowProcessContext } from './shared';

const BUTTON_NAMES = {
  agree: ['同意', 'Agree'],
  resubmit: ['重新提交', 'Resubmit'],
  oppose: ['反对', 'Oppose'],
  abandon: ['弃权', 'Abstain'],
  agreeTrans: ['同意（流转）', 'Agree (pass-on)'],
  opposeTrans: ['反对（流转）', 'Oppose (pass-on)'],
  reject: ['驳回', 'Reject'],
  backToStart: ['驳回发起人', 'Back to initiator'],
  delegate: ['转办', 'Hand over'],
  startTrans: ['流转', 'Pass on'],
  inqu: ['征询', 'Inquire'],
  inquReply: ['征询回复', 'Reply to inquiry'],
  startCommu: ['沟通', 'Communicate'],
  commu: ['沟通反馈', 'Give feedback'],
  addSign: ['加签', 'Add signers'],
  signLine: ['发起并行签署', 'Sign line'],
  signSequence: ['发起顺序签署', 'Sign sequence'],
  taskDelay: ['延期', 'Extend'],
  lockUnlock: ['签收', 'Claim'],
  unlock: ['取消签收', 'Give back the claim'],
  endProcess: ['终止', 'End process'],
  approvalHistory: ['审批历史', 'Approval history'],
  startFlow: ['启动', 'Start'],
  saveDraft: ['保存', 'Save'],
  instanceTrans: ['传阅', 'Copy to'],
} as const;
type ButtonKey = keyof typeof BUTTON_NAMES;

const button = (key: ButtonKey, lang: Lang, alias: string = key, extra: Record<string, unknown> = {}) => ({
  name: BUTTON_NAMES[key][lang === 'en-US' ? 1 : 0],
  alias,
  isLock: false,
  supportScript: false,
  ...extra,
});

export interface ButtonSituation {
  task: TaskRow;
  /** the task is offered to several people (claim needed), or claimed by the caller */
  shared: boolean;
  /** opened by a secretary for a leader: only agree, reject and lockUnlock (contract notes §2.7) */
  forLeader: boolean;
  /** whose task it is opened as: the caller, or the leader a secretary acts for */
  handlerId: string;
  /** the caller is an administrator (may take over someone else's claim) */
  admin: boolean;
}

/** The buttons of a task at its node. The first node after the start has no reject (the server removes it). */
export function taskButtons(context: ProcessContext, { task, shared, forLeader, handlerId, admin }: ButtonSituation, lang: Lang) {
  // Claimed by someone else: nothing to do here but, for an administrator, take the claim over (isLock: 强制签收).
  if (isClaimedByOther(task, handlerId)) return [...(admin ? [button('lockUnlock', lang, 'lockUnlock', { isLock: true })] : []), button('approvalHistory', lang)];
  const first = firstUserTask(context.graph);
  const answer = answerKindOf(task);
  // A signer of a sign line or sequence may add signers to the round (addSign → taskCustomSignUsers).
  if (answer === 'addSign') return [button('agree', lang), button('oppose', lang), button('approvalHistory', lang)];
  if (answer === 'signing') return [button('agree', lang), button('oppose', lang), button('addSign', lang), button('approvalHistory', lang)];
  if (answer) return [button(answer === 'inquiry' ? 'inquReply' : 'commu', lang), button('approvalHistory', lang)];
  // A task passed on (流转) to its receiver is answered with the pass-on's own verdicts.
  if (task.waiting_for) return [button('agreeTrans', lang), button('opposeTrans', lang), button('approvalHistory', lang)];
  if (task.node_id === first.id) return [button('resubmit', lang, 'agree'), button('saveDraft', lang), button('endProcess', lang), button('approvalHistory', lang)];
  const afterStart = context.graph.nodes.get(first.id)!.outgoing.some((flowId) => context.graph.flows.get(flowId)!.target === task.node_id);
  // isLock means "locked by someone else" (contract notes §2.7); the caller's own claim can be given back.
  const lock = shared ? [button(task.locked === 1 ? 'unlock' : 'lockUnlock', lang, 'lockUnlock')] : [];
  if (forLeader) return [button('agree', lang), ...(afterStart ? [] : [button('reject', lang, 'reject', { rejectMode: 'reject' })]), ...lock];
  return [
    button('agree', lang),
    button('oppose', lang),
    button('abandon', lang),
    ...(afterStart ? [] : [button('reject', lang, 'reject', { rejectMode: 'reject' })]),
    button('backToStart', lang),
    button('delegate', lang),
    button('startTrans', lang),
    button('inqu', lang),
    button('startCommu', lang),
    button('addSign', lang),
    button('signLine', lang),
    button('signSequence', lang),
    button('instanceTrans', lang),
    ...(task.due_time ? [button('taskDelay', lang)] : []),
    ...lock,
    button('saveDraft', lang),
    button('endProcess', lang),
    button('approvalHistory', lang),
  ];
}

export const startButtons = (lang: Lang) => [button('startFlow', lang), button('saveDraft', lang)];

/**
 * The form of an answer: an online form carries its definition; a URL form its address, with the instance's
 * data in the hash (read by the page, never sent to its server).
 */
export function formPart(context: FlowProcessContext, lang: Lang, record: Record<string, unknown> = {}) {
  const { definition, form, urlForm } = context;
  const common = { id: dataKeyOf(context), formKey: dataKeyOf(context), name: definitionName(definition, lang), desc: '', formType: 'pc', defId: definition.id };
  if (urlForm) return { ...common, type: 'FRAME' as const, formValue: `${urlForm.url}#data=${Base64.encodeURI(JSON.stringify(record))}` };
  // FLOWDESK_FORM_WIRE=html: the template a real backend would send, in place of the definition.
  if (context.formHtml !== undefined) return { ...common, type: 'INNER' as const, formHtml: context.formHtml };
  return { ...common, type: 'INNER' as const, definition: form };
}

export const boData = (instance: Pick<InstanceRow, 'bo_alias' | 'data'>) => ({ [instance.bo_alias]: JSON.parse(instance.data) as Record<string, unknown> });

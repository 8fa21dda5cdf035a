// The task page's buttons (spec §4.5, contract notes §2.7): the server's list in a stable order, and the
// aliases this page knows how to carry out.
import type { TaskButton } from '../../../api/flow';

/** Start, lock, end, save-draft, hang-up and cancel-hang-up come last. */
const LAST = new Set(['startFlow', 'lockUnlock', 'endProcess', 'saveDraft', 'hangUp', 'unHangUp']);
/** With add-sign the start and lock buttons and the inquiry are gone. */
const NOT_WITH_ADD_SIGN = new Set(['startFlow', 'lockUnlock', 'inqu']);

export interface OrderedButton extends TaskButton {
  /** A lock button of a task locked by someone else: pressing it takes the lock over (强制签收). */
  forceLock?: boolean;
}

export function orderButtons(buttons: readonly TaskButton[], options: { addSign: boolean }): OrderedButton[] {
  const kept: OrderedButton[] = buttons
    .filter((button) => !(options.addSign && NOT_WITH_ADD_SIGN.has(button.alias)))
    .map((button) => (button.alias === 'lockUnlock' && button.isLock ? { ...button, forceLock: true } : button));
  return [...kept.filter((button) => !LAST.has(button.alias)), ...kept.filter((button) => LAST.has(button.alias))];
}

/** The aliases the task page carries out; others (and flowImage, which has no view yet) are not shown. */
export const TASK_ACTIONS = [
  'agree',
  'oppose',
  'abandon',
  'agreeTrans',
  'opposeTrans',
  'reject',
  'backToStart',
  'delegate',
  'startTrans',
  'inqu',
  'inquReply',
  'startCommu',
  'commu',
  'addSign',
  'signLine',
  'signSequence',
  'instanceTrans',
  'taskDelay',
  'lockUnlock',
  'saveDraft',
  'endProcess',
  'approvalHistory',
] as const;
export type TaskAction = (typeof TASK_ACTIONS)[number];

export const isTaskAction = (alias: string): alias is TaskAction => (TASK_ACTIONS as readonly string[]).includes(alias);

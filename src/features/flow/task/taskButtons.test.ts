import { describe, expect, it } from 'vitest';
import { isTaskAction, orderButtons } from './taskButtons';

const button = (alias: string, extra: { isLock?: boolean } = {}) => ({ name: alias, alias, ...extra });
const aliases = (list: { alias: string }[]) => list.map((item) => item.alias);

describe('orderButtons', () => {
  it('moves start, lock, end, save-draft, hang-up and cancel-hang-up to the end, keeping the order of both parts', () => {
    const buttons = ['startFlow', 'agree', 'lockUnlock', 'reject', 'saveDraft', 'hangUp', 'endProcess', 'unHangUp', 'inqu'].map((alias) => button(alias));
    expect(aliases(orderButtons(buttons, { addSign: false }))).toEqual(['agree', 'reject', 'inqu', 'startFlow', 'lockUnlock', 'saveDraft', 'hangUp', 'endProcess', 'unHangUp']);
  });

  it('drops start, lock and the inquiry when add-sign applies', () => {
    const buttons = ['startFlow', 'agree', 'inqu', 'lockUnlock', 'endProcess', 'oppose'].map((alias) => button(alias));
    expect(aliases(orderButtons(buttons, { addSign: true }))).toEqual(['agree', 'oppose', 'endProcess']);
  });

  it('makes a locked lock button force the lock, and leaves an unlocked one alone', () => {
    expect(orderButtons([button('lockUnlock', { isLock: true })], { addSign: false })[0].forceLock).toBe(true);
    expect(orderButtons([button('lockUnlock', { isLock: false })], { addSign: false })[0].forceLock).toBeUndefined();
    expect(orderButtons([button('agree', { isLock: true })], { addSign: false })[0].forceLock).toBeUndefined();
  });

  it('does not change its input', () => {
    const buttons = [button('lockUnlock', { isLock: true }), button('agree')];
    orderButtons(buttons, { addSign: false });
    expect(aliases(buttons)).toEqual(['lockUnlock', 'agree']);
    expect(buttons[0]).toEqual({ name: 'lockUnlock', alias: 'lockUnlock', isLock: true });
  });
});

describe('isTaskAction', () => {
  it('knows the implemented aliases only', () => {
    expect(isTaskAction('agree')).toBe(true);
    expect(isTaskAction('approvalHistory')).toBe(true);
    expect(isTaskAction('flowImage')).toBe(false);
    expect(isTaskAction('inqu')).toBe(true);
    expect(isTaskAction('signSequence')).toBe(true);
    expect(isTaskAction('approveLine')).toBe(false);
  });
});

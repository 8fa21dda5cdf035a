// Choosing where the flow goes, in the browser against the embedded engine (seeded 大额采购): the department
// manager's agree picks one finance reviewer, and only that reviewer gets the task; the general manager rejects
// to the department manager with direct return, whose agree comes straight back to him.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { act, expectAccessible, openTodo, setUpSuite, signedInPage, startProcess } from './suite';

const suite = setUpSuite();
const BIG_PURCHASE_DEF_ID = '20000000000000008';
const purchase = (title: string) => ({
  purchase: { applicant: '张三', applyDate: '2026-12-01', category: 'it', title, supplier: 'S1', expectedDate: '2026-12-30', itemCount: 1, total: 90000, totalCapital: '', sub_items: [{ name: '服务器', spec: '', quantity: 1, unitPrice: 90000, amount: 90000 }] },
});

/** How many rows of the to-do list, once loaded, link to the subject. */
async function todoLinks(page: Page, subject: string): Promise<number> {
  await Promise.all([page.waitForResponse((response) => response.url().includes('/runtime/task/v1/getTodoList')), page.goto(suite.portal.url('/v-flow/v-todo'))]);
  await page.waitForLoadState('networkidle');
  return page.getByRole('link', { name: subject }).count();
}

describe('choosing where it goes', () => {
  it('agrees with a picked handler, who alone gets the task; a reject with direct return comes straight back', async () => {
    const title = `E2E 选人 ${Date.now()}`;
    const subject = `张三的大额采购：${title}`;
    await startProcess(suite, 'zhangsan', BIG_PURCHASE_DEF_ID, purchase(title));

    // The department manager picks 王五 among the finance staff.
    const lisi = await signedInPage(suite, 'lisi');
    await openTodo(suite, lisi, subject);
    await lisi.getByLabel('审批意见').fill('请王五审核');
    await lisi.getByRole('toolbar', { name: '任务操作' }).getByRole('button', { name: '同意', exact: true }).click();
    const dialog = lisi.getByRole('dialog', { name: '同意' });
    await dialog.getByRole('radio', { name: '按流程流转' }).waitFor();
    await dialog.getByRole('group', { name: '财务审核的处理人' }).waitFor();
    await expectAccessible(lisi, 'agree dialog');
    // by keyboard: the candidate's checkbox takes Space
    await dialog.getByRole('checkbox', { name: '王五' }).focus();
    await lisi.keyboard.press('Space');
    await dialog.getByText('已选择 1 人').waitFor();
    await dialog.getByRole('button', { name: '确定' }).click();
    await lisi.waitForURL(/\/v-flow\/v-todo$/);

    // 王五 has it, 赵六 (also finance) does not.
    const zhaoliu = await signedInPage(suite, 'zhaoliu');
    expect(await todoLinks(zhaoliu, subject)).toBe(0);
    const wangwu = await signedInPage(suite, 'wangwu');
    await openTodo(suite, wangwu, subject);
    await wangwu.getByLabel('审批意见').fill('预算内');
    await wangwu.getByRole('toolbar', { name: '任务操作' }).getByRole('button', { name: '同意', exact: true }).click();
    // financeReview may name anybody; nobody chosen leaves it to the node's own handler
    await wangwu.getByRole('dialog', { name: '同意' }).getByRole('button', { name: '选择其他人员' }).waitFor();
    await wangwu.getByRole('dialog', { name: '同意' }).getByRole('button', { name: '确定' }).click();
    await wangwu.waitForURL(/\/v-flow\/v-todo$/);

    // The general manager rejects to the department manager, to come straight back.
    const admin = await signedInPage(suite, 'admin');
    await openTodo(suite, admin, subject);
    await admin.getByLabel('审批意见').fill('请部门经理补充说明');
    await admin.getByRole('toolbar', { name: '任务操作' }).getByRole('button', { name: '驳回', exact: true }).click();
    const reject = admin.getByRole('dialog', { name: '驳回' });
    await reject.getByRole('radiogroup', { name: '驳回到' }).getByRole('radio', { name: '部门经理审批' }).check();
    await reject.getByRole('radio', { name: '直接返回本节点' }).check();
    await expectAccessible(admin, 'reject dialog');
    await reject.getByRole('button', { name: '确定' }).click();
    await admin.waitForURL(/\/v-flow\/v-todo$/);

    // sent back with direct return, its agree asks nothing: it goes straight back
    await openTodo(suite, lisi, subject);
    await act(lisi, '同意', '已补充');

    // Back at the general manager, not at finance again.
    await openTodo(suite, admin, subject);
    await admin.getByText('总经理审批').first().waitFor();
    await act(admin, '同意', '同意采购');
    expect(await todoLinks(wangwu, subject)).toBe(0);
  }, 240_000);
});

// Approvals that decide, in the browser against the embedded engine (issue 20): the seeded two-thirds contract
// countersign failed by one opposer goes where its gateway says (to the initiator's revision); copy-to reaches
// another user's read list and is marked read on open; a task saved with edits reopens with them; a suspended
// instance refuses an action; the administrator's definition page. One server and one browser for the file.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { act, expectAccessible, LEAVE_DEF_ID, oneDayLeave, openTodo, setUpSuite, signedInPage, startProcess } from './suite';

const suite = setUpSuite();
const CONTRACT_SIGN_DEF_ID = '20000000000000007';

/** Starts the contract countersign as admin with the URL form's answer, through the start call itself. */
async function startContractSign(contractName: string): Promise<string> {
  const page = await signedInPage(suite, 'admin');
  const answer = await page.evaluate(async ([defId, name]) => {
    const { token } = JSON.parse(sessionStorage.getItem('currentUser') ?? '{}') as { token: string };
    const response = await fetch('/runtime/instance/v1/start', {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ defId, formType: 'frame', businessKey: `CR-${Date.now()}`, sysCode: 'contract', vars: { contractName: name, counterparty: '安居物业', amount: 80000, note: '' } }),
    });
    return (await response.json()) as { state?: boolean; value?: string; message?: string };
  }, [CONTRACT_SIGN_DEF_ID, contractName] as const);
  await page.context().close();
  expect(answer, answer.message).toMatchObject({ state: true });
  return answer.value!;
}

/** Opens the caller's to-do whose subject contains `text` and waits for the task's buttons (any form kind). */
async function openTask(page: Page, text: string): Promise<void> {
  await page.goto(suite.portal.url('/v-flow/v-todo'));
  await page.getByRole('link', { name: text }).click();
  await page.waitForURL(/\/task\/\d+\/0$/);
  await page.getByRole('toolbar', { name: '任务操作' }).getByRole('button').first().waitFor();
}

describe('approvals that decide', () => {
  it('fails the two-thirds countersign with one opposer and one abstention; the flow goes to the revision', async () => {
    const contractName = `E2E 会签 ${Date.now()}`;
    await startContractSign(contractName);
    const lisi = await signedInPage(suite, 'lisi');
    await openTask(lisi, contractName);
    await act(lisi, '同意', '同意签订');
    const wangwu = await signedInPage(suite, 'wangwu');
    await openTask(wangwu, contractName);
    await act(wangwu, '反对', '违约条款不清');
    // One agree, one oppose: zhaoliu's vote decides; an abstention leaves one agree of three, under two thirds.
    const zhaoliu = await signedInPage(suite, 'zhaoliu');
    await openTask(zhaoliu, contractName);
    await act(zhaoliu, '弃权', '回避');

    // The gateway's refused branch: the initiator revises the contract.
    const admin = await signedInPage(suite, 'admin');
    await openTask(admin, contractName);
    await admin.getByText('修改合同').first().waitFor();
    const history = admin.getByRole('region', { name: '审批历史' });
    await history.getByText('违约条款不清').waitFor();
    await expectAccessible(admin, 'revision task after the failed countersign');
    for (const page of [lisi, wangwu, zhaoliu, admin]) await page.context().close();
  }, 240_000);

  it('copies a task to another user, whose read list has it until it is opened', async () => {
    const reason = `E2E 传阅 ${Date.now()}`;
    const subject = `张三的请假申请：${reason}`;
    await startProcess(suite, 'zhangsan', LEAVE_DEF_ID, oneDayLeave(reason));
    const lisi = await signedInPage(suite, 'lisi');
    await openTodo(suite, lisi, subject);
    await lisi.getByLabel('审批意见').fill('请王五知悉');
    await lisi.getByRole('toolbar', { name: '任务操作' }).getByRole('button', { name: '传阅', exact: true }).click();
    const dialog = lisi.getByRole('dialog', { name: '传阅' });
    await dialog.getByText('所选人员会在“待阅”中看到此流程').waitFor();
    await expectAccessible(lisi, 'copy-to dialog');
    await dialog.getByRole('button', { name: '选择人员' }).click();
    const users = lisi.getByRole('dialog', { name: '选择用户' });
    await users.getByLabel('姓名').fill('王五');
    await users.getByRole('button', { name: '查询' }).click();
    const row = users.getByRole('row', { name: /wangwu/ });
    await row.waitFor();
    await row.getByRole('checkbox').check({ force: true });
    await users.getByRole('button', { name: '确定' }).click();
    await expect.poll(() => lisi.getByRole('dialog').count()).toBe(1);
    await dialog.getByRole('button', { name: '确定' }).click();
    // The task stays with its handler.
    await expect.poll(() => lisi.getByRole('dialog').count()).toBe(0);
    expect(lisi.url()).toMatch(/\/task\/\d+\/0$/);

    const wangwu = await signedInPage(suite, 'wangwu');
    await wangwu.goto(suite.portal.url('/v-flow/v-todoRead'));
    await wangwu.getByRole('link', { name: subject }).click();
    await wangwu.waitForURL(/\/myRead\/\d+\/\d+\/todoRead$/);
    await wangwu.getByRole('region', { name: '审批历史' }).getByText('请王五知悉').waitFor();
    await wangwu.goto(suite.portal.url('/v-flow/v-doneRead'));
    await wangwu.getByRole('link', { name: subject }).waitFor();
    await wangwu.goto(suite.portal.url('/v-flow/v-todoRead'));
    await wangwu.getByRole('grid').or(wangwu.getByRole('heading', { name: '暂无数据' })).first().waitFor();
    expect(await wangwu.getByRole('link', { name: subject }).count()).toBe(0);
    for (const page of [lisi, wangwu]) await page.context().close();
  }, 240_000);

  it('saves a task with its edits and reopens it with them', async () => {
    const reason = `E2E 保存 ${Date.now()}`;
    const subject = `张三的请假申请：${reason}`;
    await startProcess(suite, 'zhangsan', LEAVE_DEF_ID, oneDayLeave(reason));
    // Sent back to the initiator, whose form is writable again.
    const lisi = await signedInPage(suite, 'lisi');
    await openTodo(suite, lisi, subject);
    await act(lisi, '驳回发起人', '请写明去向', '确定');
    await lisi.context().close();

    const zhangsan = await signedInPage(suite, 'zhangsan');
    await openTodo(suite, zhangsan, subject);
    const edited = `${reason}，回老家`;
    await zhangsan.getByLabel('事由').fill(edited);
    await zhangsan.getByLabel('审批意见').fill('已补充去向');
    await zhangsan.getByRole('toolbar', { name: '任务操作' }).getByRole('button', { name: '保存', exact: true }).click();
    await zhangsan.getByText('保存成功').first().waitFor();

    await zhangsan.goto(suite.portal.url('/home'));
    await openTodo(suite, zhangsan, subject);
    await zhangsan.getByText(/已恢复您于 .* 保存的内容/).waitFor();
    expect(await zhangsan.getByLabel('事由').inputValue()).toBe(edited);
    expect(await zhangsan.getByLabel('审批意见').inputValue()).toBe('已补充去向');
    await expectAccessible(zhangsan, 'task reopened after saving');
    await zhangsan.context().close();
  }, 240_000);

  it('refuses an action on a suspended instance until it is resumed', async () => {
    const reason = `E2E 挂起 ${Date.now()}`;
    const subject = `张三的请假申请：${reason}`;
    const instId = await startProcess(suite, 'zhangsan', LEAVE_DEF_ID, oneDayLeave(reason));
    const admin = await signedInPage(suite, 'admin');
    await admin.goto(suite.portal.url(`/inst/${instId}`));
    await admin.getByRole('button', { name: '挂起', exact: true }).click();
    const confirm = admin.getByRole('dialog', { name: '挂起流程' });
    await expectAccessible(admin, 'suspend dialog');
    await confirm.getByRole('button', { name: '挂起', exact: true }).click();
    await admin.getByText('挂起成功').first().waitFor();

    const lisi = await signedInPage(suite, 'lisi');
    await openTodo(suite, lisi, subject);
    await lisi.getByText('此流程已挂起，恢复后才能处理。').waitFor();
    await lisi.getByLabel('审批意见').fill('同意');
    await lisi.getByRole('toolbar', { name: '任务操作' }).getByRole('button', { name: '同意', exact: true }).click();
    await lisi.getByText(/流程实例已挂起，恢复后才能处理/).first().waitFor();
    expect(lisi.url()).toMatch(/\/task\/\d+\/0$/);

    // Resumed, the same task is handled.
    await admin.goto(suite.portal.url(`/inst/${instId}`));
    await admin.getByRole('button', { name: '恢复', exact: true }).click();
    await admin.getByRole('dialog').getByRole('button', { name: '恢复', exact: true }).click();
    await admin.getByText('恢复成功').first().waitFor();
    await openTodo(suite, lisi, subject);
    await act(lisi, '同意', '同意');
    for (const page of [admin, lisi]) await page.context().close();
  }, 240_000);

  it('shows the administrator every definition with its diagram and who may start it, in both languages', async () => {
    const admin = await signedInPage(suite, 'admin');
    await admin.goto(suite.portal.url('/v-system/v-flowDefManage'));
    const table = admin.getByRole('grid', { name: '流程定义' });
    await table.getByText('合同会签').waitFor();
    await expectAccessible(admin, 'definition list');
    await admin.getByRole('textbox', { name: '流程名称' }).fill('合同');
    await admin.getByRole('button', { name: '搜索' }).click();
    await expect.poll(() => table.getByRole('row').count()).toBe(3);
    await admin.getByRole('button', { name: '查看 合同会签' }).click();
    const dialog = admin.getByRole('dialog', { name: '合同会签' });
    await dialog.getByText('deptManager').waitFor();
    await dialog.getByRole('button', { name: '显示流程图' }).click();
    await dialog.getByText(/当前节点|没有当前节点|已办节点/).first().waitFor();
    await expectAccessible(admin, 'definition dialog');
    await admin.context().close();

    const english = await signedInPage(suite, 'admin', { language: 'en-US' });
    await english.goto(suite.portal.url('/v-system/v-flowDefManage'));
    await english.getByRole('button', { name: 'View Contract countersign' }).click();
    await english.getByRole('dialog', { name: 'Contract countersign' }).getByText('Who may start').waitFor();
    await expectAccessible(english, 'definition dialog (en-US)');
    await english.context().close();
  }, 240_000);
});

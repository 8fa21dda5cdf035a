// The flow centre against the embedded server's approval engine: a leave request from start to end through the
// browser (sent back, resubmitted, agreed, then in the done and my-request lists with its whole history), a
// secretary approving for a leader, revoke allowed and refused, circulation read, and the lists in English.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { act, chooseOption, expectAccessible, LEAVE_DEF_ID, oneDayLeave, openTodo, setUpSuite, signedInPage, startProcess } from './suite';

const suite = setUpSuite();

const signedIn = (account: string, language?: 'zh-CN' | 'en-US') => signedInPage(suite, account, { language });

/** zhangsan starts a one-day leave request. */
/**
 * 01-foundation §2: the success message, then the reload; the kept input comes back with a notice. `overDialog`:
 * a modal dialog's mask covers the header, so the clicks are dispatched to the switch itself.
 */
async function switchToEnglishKeeping(page: Page, { overDialog = false } = {}): Promise<void> {
  const combobox = page.getByRole('combobox', { name: /语言|Language/ });
  const option = page.getByRole('option', { name: 'English' });
  if (overDialog) await combobox.dispatchEvent('click');
  else await combobox.click();
  const reloaded = page.waitForEvent('framenavigated');
  if (overDialog) await option.dispatchEvent('click');
  else await option.click();
  await page.getByText('语言切换成功').or(page.getByText('Language switched')).first().waitFor();
  await reloaded;
  await page.getByText('What you typed before switching the language has been restored').waitFor();
}

const startLeave = (reason: string) => startProcess(suite, 'zhangsan', LEAVE_DEF_ID, oneDayLeave(reason));

/** Presses a task button that asks for people, picks one person in the user selector and sends. */
async function sendToPerson(page: Page, button: string, name: string, account: string, hint: string): Promise<void> {
  await page.getByRole('toolbar', { name: '任务操作' }).getByRole('button', { name: button, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: button });
  await dialog.getByText(hint).waitFor();
  await dialog.getByRole('button', { name: '选择人员' }).click();
  const users = page.getByRole('dialog', { name: '选择用户' });
  await users.getByLabel('姓名').fill(name);
  await users.getByRole('button', { name: '查询' }).click();
  const row = users.getByRole('row', { name: new RegExp(account) });
  await row.waitFor();
  await row.getByRole('checkbox').or(row.getByRole('radio')).check({ force: true });
  await users.getByRole('button', { name: '确定' }).click();
  // The selector animates out while the task's dialog comes back; both are named by Semi's one title id.
  await expect.poll(() => page.getByRole('dialog').count()).toBe(1);
  await dialog.getByText(name).waitFor();
  await dialog.getByRole('button', { name: '确定' }).click();
  await page.waitForURL(/\/v-flow\/v-todo$/);
}

describe('flow centre', () => {
  it('runs a leave request from start to end: sent back, resubmitted, agreed, listed with its history', async () => {
    const reason = `E2E 请假 ${Date.now()}`;
    const subject = `张三的请假申请：${reason}`;
    const zhangsan = await signedIn('zhangsan');
    await zhangsan.goto(suite.portal.url('/v-flow/v-flowList'));
    await expectAccessible(zhangsan, 'start list');
    await zhangsan.getByRole('link', { name: '发起 请假申请' }).click();
    await zhangsan.waitForURL(/\/agentStart\/20000000000000001\/0$/);
    await zhangsan.locator('.fd-flow-form form:not([aria-busy="true"])').waitFor();

    // Starting with the required fields empty is refused in the page.
    await zhangsan.getByRole('button', { name: '启动' }).click();
    await zhangsan.getByText('请正确填写以下表单内容').first().waitFor();
    await zhangsan.getByLabel('申请人').fill('张三');
    await zhangsan.keyboard.press('Tab');
    await zhangsan.getByRole('combobox', { name: '请假类型' }).click();
    await zhangsan.getByRole('option', { name: '年假' }).click();
    // Typed dates are taken when the picker loses focus.
    await zhangsan.getByLabel('开始时间').fill('2026-12-14 08:00:00');
    await zhangsan.getByLabel('申请人').click();
    await zhangsan.getByLabel('结束时间').fill('2026-12-18 18:00:00');
    await zhangsan.getByLabel('申请人').click();
    await zhangsan.getByLabel('事由').fill(reason);
    await zhangsan.getByRole('radiogroup', { name: '紧急程度' }).getByText('紧急', { exact: true }).click();
    await expectAccessible(zhangsan, 'start page');
    await zhangsan.getByRole('button', { name: '启动' }).click();
    await zhangsan.waitForURL(/\/v-flow\/v-request$/);
    const requestRow = zhangsan.getByRole('row').filter({ hasText: reason });
    await requestRow.getByText('运行中').waitFor();
    await requestRow.getByText('紧急', { exact: true }).waitFor();
    await requestRow.getByText('部门经理审批').waitFor();

    // The manager sends it back to the initiator.
    const lisi = await signedIn('lisi');
    await openTodo(suite, lisi, subject);
    await expectAccessible(lisi, 'task page');
    // 4.5 days: computed by the form's formula, kept by the server.
    expect(await lisi.getByLabel('请假天数').inputValue()).toBe('4.5');
    await act(lisi, '驳回发起人', '请补充工作交接安排', '确定');

    // The initiator resubmits from his own to-do list.
    await openTodo(suite, zhangsan, subject);
    await zhangsan.getByLabel('事由').waitFor();
    await act(zhangsan, '重新提交', '已补充交接安排');

    // The manager agrees; more than 3 days goes on to the general manager, who agrees too.
    await openTodo(suite, lisi, subject);
    await act(lisi, '同意', '同意');
    const admin = await signedIn('admin');
    await openTodo(suite, admin, subject);
    await act(admin, '同意', '同意，注意安排');

    // Done list of the manager, my requests of the initiator, and the whole history.
    await lisi.goto(suite.portal.url('/v-flow/v-done'));
    const doneRows = lisi.getByRole('row').filter({ hasText: reason });
    await doneRows.first().waitFor();
    expect(await doneRows.count()).toBe(2);
    await expectAccessible(lisi, 'done list');

    await zhangsan.goto(suite.portal.url('/v-flow/v-request'));
    await zhangsan.getByRole('row').filter({ hasText: reason }).getByText('结束').waitFor();
    await expectAccessible(zhangsan, 'my requests');
    await zhangsan.getByRole('link', { name: subject }).click();
    await zhangsan.waitForURL(/\/inst\/\d+$/);
    const history = zhangsan.getByRole('region', { name: '审批历史' });
    await history.getByText('已补充交接安排').waitFor();
    const statuses = await history.locator('tbody tr').evaluateAll((rows) => rows.map((row) => row.textContent ?? ''));
    expect(statuses).toHaveLength(5);
    for (const [index, text] of ['提交', '驳回到发起人', '重新提交', '同意', '同意'].entries()) expect(statuses[index]).toContain(text);
    // The diagram (bpmn-js, laid out by the server) with every node of the taken path handled.
    await zhangsan.getByRole('button', { name: '显示流程图' }).click();
    await zhangsan.getByText('没有待办节点').waitFor();
    expect(await zhangsan.locator('.djs-element.fd-node-done').count()).toBe(5);
    await expectAccessible(zhangsan, 'instance page');
    for (const page of [zhangsan, lisi, admin]) await page.context().close();
  }, 120_000); // a journey of three users over a dozen pages, each checked with axe

  it('lets a secretary approve for a leader from the leader to-do list', async () => {
    const lisi = await signedIn('lisi');
    await lisi.goto(suite.portal.url('/v-flow/v-leader'));
    await lisi.getByRole('link', { name: '王五的请假申请：办理证件。' }).click();
    await lisi.waitForURL(/\/task\/\d+\/10004$/);
    await lisi.locator('.fd-flow-form form:not([aria-busy="true"])').waitFor();
    // For a leader only agree (and claim) is offered.
    const buttons = await lisi.getByRole('toolbar', { name: '任务操作' }).getByRole('button').allTextContents();
    expect(buttons.map((text) => text.replace(/\s/g, ''))).toEqual(['同意']);
    await expectAccessible(lisi, 'leader task');
    await lisi.getByLabel('审批意见').fill('代赵六审批：同意');
    await lisi.getByRole('toolbar', { name: '任务操作' }).getByRole('button', { name: '同意' }).click();
    await lisi.waitForURL(/\/v-flow\/v-todo$/);
    await lisi.goto(suite.portal.url('/v-flow/v-leader'));
    await lisi.getByText(/^共 \d+ 条$/).waitFor();
    expect(await lisi.getByRole('link', { name: '王五的请假申请：办理证件。' }).count()).toBe(0);
    await lisi.context().close();
  });

  it('revokes an approval nobody acted on yet, and offers no revoke for an ended one', async () => {
    const lisi = await signedIn('lisi');
    await lisi.goto(suite.portal.url('/v-flow/v-done'));
    const ended = '张三的请假申请：感冒就医。';
    const waiting = '张三的请假申请：年底休假，回老家探亲。';
    await lisi.getByRole('link', { name: ended }).waitFor();
    expect(await lisi.getByRole('button', { name: `撤回 ${ended}` }).count()).toBe(0);
    await lisi.getByRole('button', { name: `撤回 ${waiting}` }).click();
    const dialog = lisi.getByRole('dialog');
    await dialog.getByRole('button', { name: '撤回' }).click();
    await dialog.getByText('请填写撤回原因').waitFor();
    await dialog.getByLabel('撤回原因').fill('需要再核实天数');
    await dialog.getByRole('button', { name: '撤回' }).click();
    await lisi.getByText('撤回成功').first().waitFor();
    // The task is back in the manager's to-do list.
    await lisi.goto(suite.portal.url('/v-flow/v-todo'));
    await lisi.getByRole('link', { name: waiting }).waitFor();
    await lisi.context().close();
  });

  it('lists a circulated instance to read, then read once opened', async () => {
    const wangwu = await signedIn('wangwu');
    await wangwu.goto(suite.portal.url('/v-flow/v-todoRead'));
    const subject = '张三的请假申请：感冒就医。';
    await wangwu.getByRole('link', { name: subject }).click();
    await wangwu.waitForURL(/\/myRead\/\d+\/\d+\/todoRead$/);
    await wangwu.getByRole('region', { name: '审批历史' }).getByText('传阅').waitFor();
    await expectAccessible(wangwu, 'circulated instance');
    await wangwu.goto(suite.portal.url('/v-flow/v-doneRead'));
    await wangwu.getByRole('link', { name: subject }).waitFor();
    await wangwu.goto(suite.portal.url('/v-flow/v-todoRead'));
    await wangwu.getByRole('heading', { name: '暂无数据' }).waitFor();
    await wangwu.context().close();
  });

  it('starts and handles a process whose form is a URL form, through postMessage', async () => {
    const lisi = await signedIn('lisi');
    await lisi.goto(suite.portal.url('/agentStart/20000000000000004/0'));
    const frame = lisi.frameLocator('iframe[data-url-form]');
    // The URL form checks its own fields and its refusal is shown by the page.
    await frame.getByLabel('合同名称').waitFor();
    await lisi.getByRole('button', { name: '启动' }).click();
    await lisi.getByText('合同名称不能为空').first().waitFor();
    const name = `E2E 合同 ${Date.now()}`;
    await frame.getByLabel('合同名称').fill(name);
    await frame.getByLabel('合同相对方').fill('安居物业');
    await frame.getByLabel('合同金额（元）').fill('250000');
    await expectAccessible(lisi, 'URL form start page');
    await lisi.getByRole('button', { name: '启动' }).click();
    await lisi.waitForURL(/\/v-flow\/v-request$/);
    await lisi.context().close();

    // A department manager claims it, sees the data in the frame read back, and agrees.
    const zhaoliu = await signedIn('zhaoliu');
    await zhaoliu.goto(suite.portal.url('/v-flow/v-todo'));
    await zhaoliu.getByRole('link', { name: `李四提交的合同审查：${name}` }).click();
    await zhaoliu.waitForURL(/\/task\/\d+\/0$/);
    expect(await zhaoliu.frameLocator('iframe[data-url-form]').getByLabel('合同金额（元）').inputValue()).toBe('250000');
    await zhaoliu.getByRole('toolbar', { name: '任务操作' }).getByRole('button', { name: '签收' }).click();
    await zhaoliu.getByText('已签收').first().waitFor();
    await act(zhaoliu, '同意', '条款无误');
    // More than 100,000: the finance manager (also zhaoliu) approves next.
    await zhaoliu.getByRole('link', { name: `李四提交的合同审查：${name}` }).waitFor();
    await zhaoliu.context().close();
  });

  it('asks a colleague (inquiry), who can only reply; the task then comes back with the answer in its history', async () => {
    const reason = `E2E 征询 ${Date.now()}`;
    const subject = `张三的请假申请：${reason}`;
    await startLeave(reason);

    const lisi = await signedIn('lisi');
    await openTodo(suite, lisi, subject);
    await lisi.getByLabel('审批意见').fill('请王五确认工作交接');
    await sendToPerson(lisi, '征询', '王五', 'wangwu', '您在审批意见框中填写的内容将作为问题发送。');
    await lisi.getByText('征询成功').first().waitFor();

    const wangwu = await signedIn('wangwu');
    await openTodo(suite, wangwu, subject);
    const buttons = await wangwu.getByRole('toolbar', { name: '任务操作' }).getByRole('button').allTextContents();
    expect(buttons.map((text) => text.replace(/\s/g, ''))).toEqual(['征询回复', '审批历史']);
    await wangwu.getByRole('region', { name: '审批历史' }).getByText('请王五确认工作交接').waitFor();
    await expectAccessible(wangwu, 'inquiry task');
    await act(wangwu, '征询回复', '工作已交接给同事');
    await wangwu.context().close();

    await openTodo(suite, lisi, subject);
    const history = lisi.getByRole('region', { name: '审批历史' });
    await history.getByText('工作已交接给同事').waitFor();
    await history.getByText('征询回复').first().waitFor();
    await act(lisi, '同意', '同意');
    await lisi.context().close();
  });

  it('has a colleague sign first (add-sign), lists it under my add-signs, and gets the task back once signed', async () => {
    const reason = `E2E 加签 ${Date.now()}`;
    const subject = `张三的请假申请：${reason}`;
    await startLeave(reason);
    const lisi = await signedIn('lisi');
    await openTodo(suite, lisi, subject);
    await lisi.getByLabel('审批意见').fill('请王五先签');
    await sendToPerson(lisi, '加签', '王五', 'wangwu', '所选人员签署后，任务再回到您这里；审批意见框中的内容会一并发送。');
    await lisi.goto(suite.portal.url('/v-flow/v-myAddSign'));
    const row = lisi.getByRole('row').filter({ hasText: reason });
    await row.getByText('等待签署').waitFor();
    await expectAccessible(lisi, 'my add-signs');

    const wangwu = await signedIn('wangwu');
    await openTodo(suite, wangwu, subject);
    const buttons = await wangwu.getByRole('toolbar', { name: '任务操作' }).getByRole('button').allTextContents();
    expect(buttons.map((text) => text.replace(/\s/g, ''))).toEqual(['同意', '反对', '审批历史']);
    await act(wangwu, '同意', '已核对，同意');
    await wangwu.context().close();

    await lisi.reload();
    await row.getByText('已签署').waitFor();
    await openTodo(suite, lisi, subject);
    await lisi.getByRole('region', { name: '审批历史' }).getByText('加签同意').waitFor();
    await lisi.context().close();
  });

  it('starts a sign line, offers its signers for taking back, and gets the task back as sign line done', async () => {
    const reason = `E2E 并行签署 ${Date.now()}`;
    const subject = `张三的请假申请：${reason}`;
    await startLeave(reason);
    const lisi = await signedIn('lisi');
    await openTodo(suite, lisi, subject);
    await lisi.getByLabel('审批意见').fill('请王五签署');
    await sendToPerson(lisi, '发起并行签署', '王五', 'wangwu', '所选人员同时签署，全部签署后任务再回到您这里；审批意见框中的内容会一并发送。');
    await lisi.goto(suite.portal.url('/v-flow/v-myAddSign'));
    const row = lisi.getByRole('row').filter({ hasText: reason });
    await row.getByText('发起并行签署').waitFor();
    await row.getByRole('button', { name: `收回 ${subject} 的签署` }).click();
    const dialog = lisi.getByRole('dialog', { name: `收回并行签署：${subject}` });
    expect(await dialog.getByRole('checkbox', { name: '王五' }).isChecked()).toBe(true);
    await expectAccessible(lisi, 'sign line take-back dialog');
    await dialog.getByRole('button', { name: '取消' }).click();
    await dialog.waitFor({ state: 'hidden' });

    const wangwu = await signedIn('wangwu');
    await openTodo(suite, wangwu, subject);
    await wangwu.getByText('并行签署', { exact: true }).first().waitFor();
    await act(wangwu, '同意', '已阅，同意');
    await wangwu.context().close();

    await openTodo(suite, lisi, subject);
    await lisi.getByText('并行签署完成').first().waitFor();
    await lisi.getByRole('region', { name: '审批历史' }).getByText('签署同意').waitFor();
    await lisi.context().close();
  });

  it('follows a node of a running request from its instance page', async () => {
    const reason = `E2E 跟踪 ${Date.now()}`;
    await startLeave(reason);
    const zhangsan = await signedIn('zhangsan');
    await zhangsan.goto(suite.portal.url('/v-flow/v-request'));
    await zhangsan.getByRole('link', { name: `张三的请假申请：${reason}` }).click();
    await zhangsan.locator('.fd-flow-form form:not([aria-busy="true"])').waitFor();
    await zhangsan.getByRole('button', { name: '跟踪' }).click();
    const dialog = zhangsan.getByRole('dialog', { name: '跟踪流程' });
    await dialog.getByRole('checkbox', { name: '总经理审批' }).check({ force: true });
    await expectAccessible(zhangsan, 'follow dialog');
    await dialog.getByRole('button', { name: '保存' }).click();
    await zhangsan.getByText('添加跟踪任务成功').waitFor();
    await dialog.waitFor({ state: 'hidden' });
    await zhangsan.getByRole('button', { name: '跟踪' }).click();
    await expect.poll(() => dialog.getByRole('checkbox', { name: '总经理审批' }).isChecked()).toBe(true);
    expect(await dialog.getByRole('checkbox', { name: '部门经理审批' }).isChecked()).toBe(false);
    await zhangsan.context().close();
  });

  it('offers the AI contract review on a form that takes attachments, and says when none qualifies', async () => {
    const reason = `E2E 合同审查 ${Date.now()}`;
    await startLeave(reason);
    const lisi = await signedIn('lisi');
    await openTodo(suite, lisi, `张三的请假申请：${reason}`);
    await lisi.getByRole('button', { name: 'AI 合同审查' }).click();
    const dialog = lisi.getByRole('dialog', { name: 'AI 合同审查' });
    await dialog.getByText('没有符合条件的文件（仅支持 doc、pdf、docx、xlsx、xls、ppt、pptx、txt、md）').waitFor();
    expect(await dialog.getByRole('button', { name: '开始审查' }).count()).toBe(0);
    await expectAccessible(lisi, 'contract review dialog');
    await dialog.getByRole('button', { name: '关闭' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await lisi.context().close();
  });

  it('shows a task’s due time and extends it with a reason, staying on the task', async () => {
    const reason = `E2E 延期 ${Date.now()}`;
    await startLeave(reason);
    const lisi = await signedIn('lisi');
    await lisi.goto(suite.portal.url('/v-flow/v-todo'));
    const row = lisi.getByRole('row').filter({ hasText: reason });
    await row.getByText(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/).first().waitFor();
    await openTodo(suite, lisi, `张三的请假申请：${reason}`);
    await lisi.getByRole('toolbar', { name: '任务操作' }).getByRole('button', { name: '延期', exact: true }).click();
    const dialog = lisi.getByRole('dialog', { name: '延期' });
    await dialog.getByText(/^延期后的期限：/).waitFor();
    await dialog.getByText('72 小时').click();
    await dialog.getByLabel('延期原因').fill('等待补充病假证明');
    await expectAccessible(lisi, 'extend dialog');
    await dialog.getByRole('button', { name: '确定' }).click();
    await lisi.getByText(/^延期成功，新的期限：/).first().waitFor();
    expect(lisi.url()).toMatch(/\/task\/\d+\/0$/);
    await lisi.context().close();
  });

  it('opens a done instance alone in a window of its own, the token taken out of the address at once', async () => {
    const lisi = await signedIn('lisi');
    await lisi.goto(suite.portal.url('/v-flow/v-done'));
    const subject = '张三的请假申请：感冒就医。';
    const [popup] = await Promise.all([lisi.context().waitForEvent('page'), lisi.getByRole('button', { name: `在新窗口查看 ${subject}` }).click()]);
    await popup.getByRole('heading', { level: 1, name: subject }).waitFor();
    expect(new URL(popup.url()).pathname).toMatch(/^\/fvue\/doneReadOnly\/\d+$/);
    expect(new URL(popup.url()).search).toBe('');
    // Alone: no portal header.
    expect(await popup.getByRole('banner').count()).toBe(0);
    await expectAccessible(popup, 'done instance in its own window');
    await lisi.context().close();
  });

  it('starts a process by its key, says so for a key the user may not start, and previews a form', async () => {
    const zhangsan = await signedIn('zhangsan');
    await zhangsan.goto(suite.portal.url('/agentStartByKey/leave'));
    await zhangsan.waitForURL(/\/agentStart\/20000000000000001\/0$/);
    await zhangsan.locator('.fd-flow-form form:not([aria-busy="true"])').waitFor();
    await zhangsan.goto(suite.portal.url('/agentStartByKey/contract'));
    await zhangsan.getByRole('heading', { name: '没有可发起的流程“contract”' }).waitFor();
    await expectAccessible(zhangsan, 'start by an unknown key');
    // A form author's preview, alone: checked, and the record it would send shown.
    await zhangsan.goto(suite.portal.url('/previewForm/leaveRequest/single'));
    await zhangsan.getByRole('heading', { level: 1, name: '表单预览：请假申请' }).waitFor();
    expect(await zhangsan.getByRole('banner').count()).toBe(0);
    await zhangsan.locator('.fd-flow-form form:not([aria-busy="true"])').waitFor();
    await zhangsan.getByLabel('申请人').fill('张三');
    await zhangsan.getByRole('button', { name: '校验表单' }).click();
    await zhangsan.getByText('请正确填写以下表单内容').first().waitFor();
    await expectAccessible(zhangsan, 'form preview');
    await zhangsan.context().close();
  });

  it('handles a task opened from another system and ends on the complete view', async () => {
    const reason = `E2E 外部页面 ${Date.now()}`;
    await startLeave(reason);
    const lisi = await signedIn('lisi');
    await lisi.goto(suite.portal.url('/v-flow/v-todo'));
    const href = await lisi.getByRole('link', { name: `张三的请假申请：${reason}` }).getAttribute('href');
    const taskId = /\/task\/(\d+)\//.exec(href ?? '')?.[1];
    expect(taskId).toBeTruthy();
    await lisi.goto(suite.portal.url(`/taskFromOtherPage/${taskId}/0/mail`));
    await lisi.locator('.fd-flow-form form:not([aria-busy="true"])').waitFor();
    expect(await lisi.getByRole('banner').count()).toBe(0);
    await lisi.getByLabel('审批意见').fill('同意（来自邮件）');
    await lisi.getByRole('toolbar', { name: '任务操作' }).getByRole('button', { name: '同意', exact: true }).click();
    await lisi.waitForURL(/\/completeView\/leave$/);
    await lisi.getByRole('heading', { name: '任务已处理' }).waitFor();
    await expectAccessible(lisi, 'complete view');
    // Looked at again once handled (/taskRead), the task says so.
    await lisi.goto(suite.portal.url(`/taskRead/${taskId}/done`));
    await lisi.getByRole('heading', { name: '此任务已被处理或不存在！' }).waitFor();
    await lisi.getByRole('link', { name: '查看已办事项' }).waitFor();
    await expectAccessible(lisi, 'task read, handled');
    await lisi.context().close();
  });

  it('shows the lists and a task in English', async () => {
    const page = await signedIn('lisi', 'en-US');
    await page.goto(suite.portal.url('/v-flow/v-todo'));
    await page.getByRole('columnheader', { name: 'Subject' }).waitFor();
    await page.getByRole('button', { name: 'Export' }).waitFor();
    await expectAccessible(page, 'English to-do list');
    await page.getByRole('link', { name: /Purchase request|采购申请/ }).first().click();
    await page.waitForURL(/\/task\/\d+\/0$/);
    await page.getByRole('toolbar').getByRole('button', { name: 'Agree' }).waitFor();
    await page.getByRole('region', { name: 'Approval history' }).waitFor();
    await expectAccessible(page, 'English task page');
    await page.context().close();
  });

  it('keeps what was typed on the start form across a language switch, and says so', async () => {
    const page = await signedIn('zhangsan');
    await page.goto(suite.portal.url('/v-flow/v-flowList'));
    await page.getByRole('link', { name: '发起 请假申请' }).click();
    await page.locator('.fd-flow-form form:not([aria-busy="true"])').waitFor();
    const reason = `切换语言前写下的事由 ${Date.now()}`;
    await page.getByLabel('事由').fill(reason);
    await page.keyboard.press('Tab');

    await switchToEnglishKeeping(page);
    await page.locator('.fd-flow-form form:not([aria-busy="true"])').waitFor();
    await expect.poll(() => page.getByLabel('Reason').inputValue()).toBe(reason);
    // the kept input was taken once: a second reload starts the form blank
    await page.reload();
    await page.locator('.fd-flow-form form:not([aria-busy="true"])').waitFor();
    expect(await page.getByLabel('Reason').inputValue()).toBe('');
    await page.context().close();
  });

  it('keeps an open dialog and what was typed in it across a language switch: the meeting-room booking form', async () => {
    const page = await signedIn('zhangsan');
    await page.goto(suite.portal.url('/v-boardroomapply/v-boardroomscgj'));
    await page.getByRole('button', { name: '预约 第一会议室' }).click();
    const subject = `切换语言前的会议 ${Date.now()}`;
    await page.getByRole('dialog', { name: '预约 第一会议室' }).getByRole('textbox', { name: '会议主题' }).fill(subject);
    await chooseOption(page.getByRole('dialog'), '结束时间', /^11:30$/);
    await switchToEnglishKeeping(page, { overDialog: true });
    // open again, for the same room (named in the new language), with the typed values
    const dialog = page.getByRole('dialog', { name: /^Book / });
    await expect.poll(() => dialog.getByRole('textbox', { name: 'Subject' }).inputValue()).toBe(subject);
    expect(await dialog.getByRole('combobox', { name: 'End' }).innerText()).toContain('11:30');
    await page.context().close();
  });

  it('keeps the unsaved values of a data template’s record form across a language switch', async () => {
    const page = await signedIn('zhangsan');
    await page.goto(suite.portal.url('/statement/template/form/projectLedger/add'));
    const name = `切换语言前的项目 ${Date.now()}`;
    await page.getByLabel('项目名称').fill(name);
    await page.getByLabel('项目经理').fill('王五');
    await page.getByLabel('项目经理').press('Tab');
    await switchToEnglishKeeping(page);
    await expect.poll(() => page.getByLabel('Project name').inputValue()).toBe(name);
    expect(await page.getByLabel('Manager').inputValue()).toBe('王五');
    await page.context().close();
  });
});

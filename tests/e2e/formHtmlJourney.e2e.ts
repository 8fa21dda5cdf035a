// The leave request's whole approval journey with the server describing its forms as generated templates
// (FLOWDESK_FORM_WIRE=html: form.formHtml, no definition), drawn through the formHtml kind: rules refuse in the
// page, the formula computes the days, the node's permission makes fields read-only, sent back, resubmitted,
// agreed twice; the stored record is then read back through the server's API. The same checks as the native
// journey (flow.e2e.ts), so the two wires behave alike.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { act, expectAccessible, openTodo, setUpSuite, signedInPage } from './suite';

const suite = setUpSuite({ formWire: 'html' });

type Json = Record<string, any>;

/** A call to the reference server with the page's session (the stored state, not the screen). */
async function callApi(page: Page, url: string, body?: object): Promise<Json> {
  return page.evaluate(
    async ([address, payload]) => {
      const { token } = JSON.parse(sessionStorage.getItem('currentUser') ?? '{}') as { token: string };
      const headers: Record<string, string> = { authorization: `Bearer ${token}` };
      if (payload) headers['content-type'] = 'application/json';
      const response = await fetch(address, { method: payload ? 'POST' : 'GET', headers, body: payload ? JSON.stringify(payload) : undefined });
      return (await response.json()) as Json;
    },
    [url, body] as const,
  );
}

/** Types a date-time into the picker and leaves it (typed dates are taken when the picker loses focus). */
async function typeDateTime(page: Page, label: string, value: string): Promise<void> {
  await page.getByLabel(label).fill(value);
  await page.getByLabel('申请人').click();
}

describe('formHtml approval journey', () => {
  it('starts, sends back, resubmits and agrees a leave request whose forms are generated templates, and stores the data', async () => {
    const reason = `E2E 模板表单 ${Date.now()}`;
    const subject = `张三的请假申请：${reason}`;
    const zhangsan = await signedInPage(suite, 'zhangsan');
    await zhangsan.goto(suite.portal.url('/agentStart/20000000000000001/0'));
    await zhangsan.locator('.fd-flow-form form:not([aria-busy="true"])').waitFor();
    // The start form came as a template and is drawn as a form, not as "no form".
    expect(await zhangsan.getByText('此流程还没有设置表单').count()).toBe(0);

    // Rules: the required applicant and the end-after-start rule refuse the start, with visible messages.
    await zhangsan.getByRole('button', { name: '启动' }).click();
    await zhangsan.getByText('请正确填写以下表单内容').first().waitFor();
    await zhangsan.getByText(/申请人不能为空/).first().waitFor();
    await zhangsan.getByLabel('申请人').fill('张三');
    await zhangsan.keyboard.press('Tab');
    await zhangsan.getByRole('combobox', { name: '请假类型' }).click();
    await zhangsan.getByRole('option', { name: '年假' }).click();
    await typeDateTime(zhangsan, '开始时间', '2026-12-14 08:00:00');
    await typeDateTime(zhangsan, '结束时间', '2026-12-13 18:00:00');
    await zhangsan.getByRole('button', { name: '启动' }).click();
    await zhangsan.getByText(/结束时间必须晚于/).first().waitFor();
    expect(zhangsan.url()).toMatch(/\/agentStart\/20000000000000001\/0$/);

    // Formula: the days follow the dates (HALFDAY), in a field the start node makes read-only.
    await typeDateTime(zhangsan, '结束时间', '2026-12-18 18:00:00');
    const days = zhangsan.getByLabel('请假天数');
    await expect.poll(() => days.inputValue()).toBe('4.5');
    expect(await days.isEditable()).toBe(false);
    await zhangsan.getByLabel('事由').fill(reason);
    await expectAccessible(zhangsan, 'formHtml start page');
    await zhangsan.getByRole('button', { name: '启动' }).click();
    await zhangsan.waitForURL(/\/v-flow\/v-request$/);
    await zhangsan.getByRole('row').filter({ hasText: reason }).getByText('部门经理审批').waitFor();

    // The manager's node is read-only: the values are shown, nothing is editable; he sends it back.
    const lisi = await signedInPage(suite, 'lisi');
    await openTodo(suite, lisi, subject);
    expect(await lisi.getByLabel('请假天数').inputValue()).toBe('4.5');
    expect(await lisi.getByLabel('申请人').inputValue()).toBe('张三');
    for (const label of ['申请人', '事由', '请假天数']) expect(await lisi.getByLabel(label).isEditable(), label).toBe(false);
    await expectAccessible(lisi, 'formHtml task page (read-only node)');
    await act(lisi, '驳回发起人', '请缩短假期', '确定');

    // The initiator resubmits a shorter leave with a new reason: the formula computes the new days.
    await openTodo(suite, zhangsan, subject);
    expect(await zhangsan.getByLabel('事由').isEditable()).toBe(true);
    expect(await zhangsan.getByLabel('请假天数').isEditable()).toBe(false);
    await typeDateTime(zhangsan, '结束时间', '2026-12-17 18:00:00');
    await expect.poll(() => zhangsan.getByLabel('请假天数').inputValue()).toBe('3.5');
    await zhangsan.getByLabel('事由').fill(`${reason}（已缩短）`);
    await expectAccessible(zhangsan, 'formHtml task page (resubmit)');
    await act(zhangsan, '重新提交', '已缩短假期');

    // Still more than 3 days: the manager and then the general manager agree.
    await openTodo(suite, lisi, subject);
    expect(await lisi.getByLabel('请假天数').inputValue()).toBe('3.5');
    await act(lisi, '同意', '同意');
    const admin = await signedInPage(suite, 'admin');
    await openTodo(suite, admin, subject);
    await act(admin, '同意', '同意，注意安排');

    // Ended, with its history; the record the server stored is the one the forms wrote.
    await zhangsan.goto(suite.portal.url('/v-flow/v-request'));
    await zhangsan.getByRole('row').filter({ hasText: reason }).getByText('结束').waitFor();
    await zhangsan.getByRole('link', { name: subject }).click();
    await zhangsan.waitForURL(/\/inst\/\d+$/);
    const instId = /\/inst\/(\d+)$/.exec(zhangsan.url())![1];
    const history = zhangsan.getByRole('region', { name: '审批历史' });
    await history.getByText('已缩短假期').waitFor();
    expect(await history.locator('tbody tr').count()).toBe(5);
    expect(await zhangsan.getByLabel('事由').inputValue()).toBe(`${reason}（已缩短）`);
    await expectAccessible(zhangsan, 'formHtml instance page');

    const stored = await callApi(zhangsan, `/runtime/instance/v1/getInstFormAndBO?proInstId=${instId}`);
    expect(typeof stored.form.formHtml).toBe('string');
    expect(stored.form.definition).toBeUndefined();
    expect(stored.data.leave).toMatchObject({
      applicant: '张三',
      leaveType: 'annual',
      startTime: '2026-12-14 08:00:00',
      endTime: '2026-12-17 18:00:00',
      days: 3.5,
      reason: `${reason}（已缩短）`,
    });
    for (const page of [zhangsan, lisi, admin]) await page.context().close();
    // Four people, six pages and axe five times: about 45 s on a quiet machine.
  }, 180_000);

  it('hides a field the node marks n and keeps computed fields read-only on a template with a sub-table', async () => {
    const zhangsan = await signedInPage(suite, 'zhangsan');
    await zhangsan.goto(suite.portal.url('/agentStart/20000000000000002/0'));
    await zhangsan.locator('.fd-flow-form form:not([aria-busy="true"])').waitFor();
    await zhangsan.getByLabel('标题').waitFor();
    // expenseClaim's permission: auditNote n (in the template, not drawn), total r (computed by SUMSUB).
    const startForm = await callApi(zhangsan, '/runtime/instance/v1/getFormAndBO', { defId: '20000000000000002' });
    expect(startForm.form.formHtml).toContain('v-model="data.expense.auditNote"');
    expect(startForm.form.formHtml).toContain('<span>审核意见</span>');
    expect(await zhangsan.getByLabel('审核意见').count()).toBe(0);
    expect(await zhangsan.getByLabel('合计金额').isEditable()).toBe(false);
    await expectAccessible(zhangsan, 'formHtml start page with a sub-table');
    await zhangsan.context().close();
  });
});

// The other entry routes (docs/flow.md "Other entry routes") in the browser: form management viewed and edited
// by an administrator, a record saved through a QR form, the online-form list, and the system and report module
// variants of the task and instance pages — each checked with axe.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { expectAccessible, LEAVE_DEF_ID, oneDayLeave, setUpSuite, signedInPage, startProcess } from './suite';

const suite = setUpSuite();

/** zhangsan starts a one-day leave request; answers the instance id. */
const startLeave = (reason: string) => startProcess(suite, 'zhangsan', LEAVE_DEF_ID, oneDayLeave(reason));

const formReady = (page: Page) => page.locator('.fd-flow-form form:not([aria-busy="true"])').waitFor();
const hasHeader = (page: Page) => page.locator('header.fd-header').count();

describe('other entry routes', () => {
  it('lets an administrator view and edit an instance form; others are refused', async () => {
    const reason = `E2E 表单管理 ${Date.now()}`;
    const instId = await startLeave(reason);

    const admin = await signedInPage(suite, 'admin');
    await admin.goto(suite.portal.url(`/formManage/${instId}/view`));
    await admin.getByRole('heading', { level: 1, name: `张三的请假申请：${reason}` }).waitFor();
    await formReady(admin);
    await expectAccessible(admin, 'form manage view');

    await admin.goto(suite.portal.url(`/formManage/${instId}/edit`));
    await formReady(admin);
    await expectAccessible(admin, 'form manage edit');
    await admin.getByLabel('事由').fill(`${reason} 已修正`);
    await admin.getByRole('button', { name: '保存', exact: true }).click();
    await admin.waitForURL(new RegExp(`/formManage/${instId}/view$`));
    await formReady(admin);
    await expect(admin.getByLabel('事由').inputValue()).resolves.toBe(`${reason} 已修正`);

    await admin.goto(suite.portal.url(`/formManage/${instId}/remove`));
    await admin.getByRole('heading', { name: '无效的链接：不支持“remove”' }).waitFor();
    await expectAccessible(admin, 'form manage bad link');
    await admin.context().close();

    const zhangsan = await signedInPage(suite, 'zhangsan');
    await zhangsan.goto(suite.portal.url(`/formManage/${instId}/edit`));
    await zhangsan.getByRole('heading', { name: '您没有管理该流程实例数据的权限' }).waitFor();
    await expectAccessible(zhangsan, 'form manage refused');
    await zhangsan.context().close();
  });

  it('saves a record through a QR form on a phone, then offers another; lists the online forms', async () => {
    const phone = await signedInPage(suite, 'zhangsan', { width: 390, height: 844 });
    const title = `E2E 扫码报销 ${Date.now()}`;
    await phone.goto(suite.portal.url('/QRCodeForm/expenseClaims/add'));
    await phone.getByRole('heading', { name: '新增 — 费用报销台账' }).waitFor();
    await phone.locator('.fd-dt-form form:not([aria-busy="true"])').waitFor();
    expect(await hasHeader(phone)).toBe(0);
    await expectAccessible(phone, 'QR form');
    await phone.getByLabel('标题').fill(title);
    // A claim needs one item: its subject has a default, its price does not.
    await phone.getByRole('button', { name: '添加 费用明细' }).click();
    await phone.locator('#root_expense_sub_items_0_price').fill('88');
    await phone.keyboard.press('Tab');
    await phone.getByRole('button', { name: '提交' }).click();
    await phone.getByRole('heading', { level: 1, name: '保存成功' }).waitFor();
    await expectAccessible(phone, 'QR form saved');
    await phone.getByRole('link', { name: '查看已保存的记录' }).click();
    await phone.waitForURL(/\/QRCodeForm\/expenseClaims\/get\?id=/);
    await phone.locator('.fd-dt-form form:not([aria-busy="true"])').waitFor();
    await expect(phone.getByLabel('标题').inputValue()).resolves.toBe(title);
    await phone.goto(suite.portal.url('/QRCodeForm/expenseClaims/edit'));
    await phone.getByRole('heading', { name: '链接缺少记录编号' }).waitFor();

    await phone.setViewportSize({ width: 1400, height: 1000 });
    await phone.goto(suite.portal.url('/onlineForm'));
    await phone.getByRole('heading', { level: 2, name: '费用报销台账' }).waitFor();
    await expectAccessible(phone, 'online forms');
    await phone.getByRole('button', { name: '费用报销台账的二维码' }).click();
    await phone.getByRole('img', { name: '填写费用报销台账的二维码' }).waitFor();
    await expectAccessible(phone, 'online form QR code');
    await phone.getByRole('button', { name: '关闭' }).click();
    await phone.getByRole('button', { name: '填写费用报销台账' }).click();
    await phone.waitForURL(/\/QRCodeForm\/expenseClaims\/add$/);
    await phone.context().close();
  });

  it('opens module tasks and instances alone, with the way back to the report', async () => {
    const reason = `E2E 模块 ${Date.now()}`;
    const instId = await startLeave(reason);
    const subject = `张三的请假申请：${reason}`;
    const lisi = await signedInPage(suite, 'lisi');
    const taskId = await lisi.evaluate(async (wanted) => {
      const { token } = JSON.parse(sessionStorage.getItem('currentUser') ?? '{}') as { token: string };
      const response = await fetch('/runtime/task/v1/getTodoList', {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify({ pageBean: { page: 1, pageSize: 1000 } }),
      });
      const rows = ((await response.json()) as { rows: { id: string; procInstId: string }[] }).rows;
      return rows.find((row) => row.procInstId === wanted)?.id ?? '';
    }, instId);
    expect(taskId).not.toBe('');

    await lisi.goto(suite.portal.url(`/sysModuleInst/${taskId}/0/leave/false`));
    await lisi.getByRole('heading', { level: 1, name: subject }).waitFor();
    await formReady(lisi);
    expect(await hasHeader(lisi)).toBe(0);
    await expectAccessible(lisi, 'system module task');
    await lisi.goto(suite.portal.url(`/reportModuleInst/${taskId}/0/leaveRequests/true`));
    await lisi.getByRole('heading', { level: 1, name: subject }).waitFor();
    await formReady(lisi);
    await lisi.getByLabel('审批意见').fill('模块中同意');
    await lisi.getByRole('toolbar', { name: '任务操作' }).getByRole('button', { name: '同意', exact: true }).click();
    // A report's task ends back on the report's list.
    await lisi.waitForURL(/\/sysModulePreview\/statement\/template\/preview\/leaveRequests\/true\/true$/);

    for (const path of [`/sysModuleInstRead/${instId}/leave`, `/sysModuleDone/${instId}/leave`]) {
      await lisi.goto(suite.portal.url(path));
      await lisi.getByRole('heading', { level: 1, name: subject }).waitFor();
    }
    await lisi.goto(suite.portal.url(`/reportModuleDone/${instId}/leaveRequests`));
    await lisi.getByRole('heading', { level: 1, name: subject }).waitFor();
    await formReady(lisi);
    expect(await hasHeader(lisi)).toBe(0);
    await expectAccessible(lisi, 'report module done view');
    await lisi.getByRole('link', { name: '返回报表' }).click();
    await lisi.waitForURL(/\/sysModulePreview\/statement\/template\/preview\/leaveRequests\/true\/true$/);
    await lisi.getByRole('heading', { level: 1, name: '请假记录' }).waitFor();

    await lisi.goto(suite.portal.url('/sysModulePreview/leaveRequests/oa'));
    await lisi.getByRole('heading', { level: 1, name: '请假记录' }).waitFor();
    await expectAccessible(lisi, 'system module preview');
    await lisi.context().close();
  });
});

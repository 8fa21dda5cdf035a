// Opinion attachments and the opinion signature through the browser: zhangsan claims a large expense, lisi
// agrees with an attachment, zhaoliu (the finance manager, whose node takes a seal signature) is asked to sign,
// sets up a seal, is refused with a wrong seal password, then signs; the history shows the file and the seal.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { expectAccessible, openTodo, setUpSuite, signedInPage, startProcess } from './suite';

const suite = setUpSuite();
const EXPENSE_DEF_ID = '20000000000000002';
/** A 1×1 png. */
const PNG_BASE64 = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=';

/** zhangsan claims 9000 (above 5000: the finance manager approves); answers the instance id. */
const startExpense = (title: string) =>
  startProcess(suite, 'zhangsan', EXPENSE_DEF_ID, { expense: { title, total: 9000, totalCapital: '', auditNote: '', sub_items: [{ subject: 'travel', price: 9000, quantity: 1, amount: 9000 }] } });

/** Uploads a png and saves it as the user's seal with the password "seal-pass" (the seal dialog has its own tests). */
async function setUpSeal(page: Page): Promise<void> {
  const saved = await page.evaluate(
    async (pngBase64) => {
      const { token } = JSON.parse(sessionStorage.getItem('currentUser') ?? '{}') as { token: string };
      const bytes = Uint8Array.from(atob(pngBase64), (char) => char.charCodeAt(0));
      const form = new FormData();
      form.append('files', new Blob([bytes], { type: 'image/png' }), 'seal.png');
      const headers = { authorization: `Bearer ${token}` };
      const uploaded = (await (await fetch('/system/file/v1/fileUpload', { method: 'POST', headers, body: form })).json()) as { fileId: string };
      const response = await fetch('/uc/electronicSeal/v1/userSave', {
        method: 'POST',
        headers: { ...headers, 'content-type': 'application/json' },
        body: JSON.stringify({ fileId: uploaded.fileId, oldPassWord: '123456', password: 'seal-pass', confirmPwd: 'seal-pass' }),
      });
      return ((await response.json()) as { state: boolean }).state;
    },
    PNG_BASE64,
  );
  expect(saved).toBe(true);
}

const agree = (page: Page) => page.getByRole('toolbar', { name: '任务操作' }).getByRole('button', { name: '同意', exact: true }).click();

describe('opinion attachments and signature', () => {
  it('attaches a file, signs with a seal and shows both in the history', async () => {
    const title = `E2E 签章 ${Date.now()}`;
    const subject = `张三的费用报销：${title}`;
    const instId = await startExpense(title);

    // The department manager agrees with an attachment.
    const lisi = await signedInPage(suite, 'lisi');
    await openTodo(suite, lisi, subject);
    await expect.poll(() => lisi.getByText('签章', { exact: true }).count()).toBe(0);
    await lisi.getByRole('group', { name: '附件' }).locator('input[type=file]').setInputFiles({ name: 'invoice.txt', mimeType: 'text/plain', buffer: Buffer.from('发票 9000 元') });
    const attachments = lisi.getByRole('group', { name: '附件' });
    await attachments.getByText('invoice.txt').waitFor();
    await attachments.getByRole('button', { name: /移除 invoice\.txt/ }).waitFor();
    await expectAccessible(lisi, 'task page with an attachment');
    await lisi.getByLabel('审批意见').fill('同意，附发票');
    await agree(lisi);
    await lisi.waitForURL(/\/v-flow\/v-todo$/);

    // The finance manager has no seal yet: the box says so, and agreeing unsigned is refused in the page.
    const zhaoliu = await signedInPage(suite, 'zhaoliu');
    await openTodo(suite, zhaoliu, subject);
    await zhaoliu.getByText(/您还没有电子签章，签章前请先设置/).waitFor();
    await zhaoliu.getByRole('button', { name: '设置电子签章' }).waitFor();
    await zhaoliu.getByLabel('审批意见').fill('同意报销');
    await agree(zhaoliu);
    await zhaoliu.getByText('请先签章').first().waitFor();
    expect(zhaoliu.url()).toMatch(/\/task\/\d+\/0$/);

    await setUpSeal(zhaoliu);
    await zhaoliu.reload();
    await zhaoliu.locator('.fd-flow-form form:not([aria-busy="true"])').waitFor();
    await zhaoliu.getByRole('img', { name: '我的电子签章' }).waitFor();
    await zhaoliu.getByText('用我的签章签署').click();
    await zhaoliu.getByLabel('签章密码').fill('wrong-pass');
    await zhaoliu.getByLabel('审批意见').fill('同意报销');
    await expectAccessible(zhaoliu, 'task page with the seal signature');
    await agree(zhaoliu);
    // The server checks the password: refused, and the page stays as it was.
    await zhaoliu.getByText(/签章密码错误/).first().waitFor();
    expect(zhaoliu.url()).toMatch(/\/task\/\d+\/0$/);
    await zhaoliu.getByLabel('签章密码').fill('seal-pass');
    await agree(zhaoliu);
    await zhaoliu.waitForURL(/\/v-flow\/v-todo$/);

    // The initiator's view of the instance: lisi's attachment and zhaoliu's seal in the history.
    const zhangsan = await signedInPage(suite, 'zhangsan');
    await zhangsan.goto(suite.portal.url(`/inst/${instId}`));
    const history = zhangsan.getByRole('region', { name: '审批历史' });
    await history.getByRole('img', { name: '赵六的电子签章' }).waitFor();
    await history.getByRole('heading', { name: '附件' }).waitFor();
    await history.getByRole('button', { name: /^(?!预览).*invoice\.txt/ }).first().waitFor();
    await expectAccessible(zhangsan, 'instance page with a signed opinion');
  });
});

// Internal mail against the embedded server: zhangsan writes to lisi with address completion; lisi sees the
// unread count on her inbox, opens the mail (it turns read and the count drops) and replies; a mail with
// hostile HTML renders inert; contacts are added, edited, viewed and removed. Every page passes axe, and the
// mailbox speaks English.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { expectAccessible, setUpSuite, signedInPage } from './suite';

const suite = setUpSuite();

const LIST_PATH = '/v-mail/v-mailList';
const CONTACTS_PATH = '/v-mail/v-linkmanList';

/** The inbox link of the folder list (its name carries the unread count). */
const inboxLink = (page: Page) => page.getByRole('navigation', { name: '邮件文件夹' }).getByRole('link', { name: /^收件箱/ });

/** Sends a mail through the API as the signed-in user of `page` (HTML the compose box would escape). */
async function sendHtml(page: Page, subject: string, content: string, to: string): Promise<void> {
  const answer = await page.evaluate(
    async ([mailSubject, html, receivers]) => {
      const { token } = JSON.parse(sessionStorage.getItem('currentUser') ?? '{}') as { token: string };
      const response = await fetch('/mail/mail/mail/v1/send', {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify({ type: 2, subject: mailSubject, content: html, receiverAddresses: receivers }),
      });
      return (await response.json()) as { state?: boolean; message?: string };
    },
    [subject, content, to] as const,
  );
  expect(answer, answer.message).toMatchObject({ state: true });
}

describe('internal mail', () => {
  it('sends a mail that the recipient reads and answers', async () => {
    const subject = `E2E 周报 ${Date.now()}`;
    const zhangsan = await signedInPage(suite, 'zhangsan');
    await zhangsan.goto(suite.portal.url(LIST_PATH));
    await zhangsan.getByRole('heading', { level: 2, name: '邮件列表' }).waitFor();
    await zhangsan.getByText('收件箱里没有邮件').waitFor();
    await expectAccessible(zhangsan, 'mail list');

    await zhangsan.getByRole('button', { name: '写邮件' }).click();
    await zhangsan.waitForURL('**/fvue/mail/mailAdd');
    await zhangsan.getByRole('button', { name: '发送' }).click();
    await zhangsan.getByRole('alert').filter({ hasText: '请填写收件人' }).waitFor();
    await zhangsan.getByRole('combobox', { name: '收件人' }).fill('li');
    await zhangsan.getByRole('option', { name: /^李四 <lisi@flowdesk\.example>/ }).click();
    if ((await zhangsan.getByRole('combobox', { name: '收件人' }).inputValue()) !== 'lisi@flowdesk.example, ') throw new Error('the address was not completed');
    await zhangsan.getByRole('textbox', { name: /主题/ }).fill(subject);
    await zhangsan.getByRole('textbox', { name: '正文' }).fill('本周完成了接口联调。\n\n下周计划上线。');
    await expectAccessible(zhangsan, 'compose page');
    await zhangsan.getByRole('button', { name: '发送' }).click();
    await zhangsan.getByText('邮件发送成功').first().waitFor();
    await zhangsan.waitForURL('**/fvue/v-mail/v-mailList?folder=sent');
    await zhangsan.getByRole('grid', { name: '邮件列表 · 发件箱' }).getByRole('link', { name: subject }).waitFor();

    const lisi = await signedInPage(suite, 'lisi');
    await lisi.goto(suite.portal.url(LIST_PATH));
    await inboxLink(lisi).getByLabel('1 封未读').waitFor();
    const row = lisi.getByRole('row').filter({ hasText: subject });
    await row.getByText('未读').waitFor();
    await expectAccessible(lisi, 'inbox with an unread mail');
    await row.getByRole('link', { name: subject }).click();
    await lisi.waitForURL(/\/fvue\/mail\/mailGet\/\d+$/);
    const article = lisi.getByRole('article', { name: subject });
    await article.getByText('下周计划上线。').waitFor();
    await article.getByText('张三 <zhangsan@flowdesk.example>').waitFor();
    await expectAccessible(lisi, 'mail page');

    await article.getByRole('button', { name: '回复', exact: true }).click();
    await lisi.waitForURL(/\/fvue\/mail\/mailAdd\?reply=\d+$/);
    if ((await lisi.getByRole('textbox', { name: /主题/ }).inputValue()) !== `回复：${subject}`) throw new Error('the reply has no prefixed subject');
    await lisi.getByRole('textbox', { name: '正文' }).press('Control+Home');
    await lisi.getByRole('textbox', { name: '正文' }).pressSequentially('收到，谢谢！');
    await lisi.getByRole('button', { name: '发送' }).click();
    await lisi.getByText('邮件发送成功').first().waitFor();

    // read now, and the inbox count is gone
    await lisi.goto(suite.portal.url(LIST_PATH));
    await lisi.getByRole('row').filter({ hasText: subject }).getByText('已读').waitFor();
    await expect.poll(() => inboxLink(lisi).getByLabel(/封未读/).count()).toBe(0);

    await zhangsan.goto(suite.portal.url(LIST_PATH));
    await zhangsan.getByRole('row').filter({ hasText: `回复：${subject}` }).getByRole('link').click();
    await zhangsan.getByRole('article', { name: `回复：${subject}` }).getByText('> 本周完成了接口联调。').waitFor();
    await zhangsan.context().close();
    await lisi.context().close();
  });

  it('renders hostile HTML inert', async () => {
    const subject = `E2E 恶意 ${Date.now()}`;
    const zhangsan = await signedInPage(suite, 'zhangsan');
    await sendHtml(
      zhangsan,
      subject,
      '<p>看这里</p><script>window.pwned = "script"</script><img src="x" onerror="window.pwned = \'onerror\'"><a href="javascript:window.pwned=\'link\'">点我领奖</a><svg onload="window.pwned=\'svg\'"></svg>',
      'wangwu',
    );
    await zhangsan.context().close();
    const wangwu = await signedInPage(suite, 'wangwu');
    await wangwu.goto(suite.portal.url(LIST_PATH));
    await wangwu.getByRole('row').filter({ hasText: subject }).getByRole('link', { name: subject }).click();
    const article = wangwu.getByRole('article', { name: subject });
    await article.getByText('看这里').waitFor();
    await article.getByText('点我领奖').click();
    expect(await wangwu.evaluate(() => (window as { pwned?: string }).pwned)).toBeUndefined();
    expect(await article.locator('script, [onerror], [onload], [href^="javascript:"]').count()).toBe(0);
    await expectAccessible(wangwu, 'mail page with hostile HTML');
    await wangwu.context().close();
  });

  it('adds, edits, views and removes a contact', async () => {
    const page = await signedInPage(suite, 'zhangsan');
    await page.goto(suite.portal.url(CONTACTS_PATH));
    await page.getByRole('heading', { level: 2, name: '联系人' }).waitFor();
    await page.getByText('暂无数据').waitFor();
    await expectAccessible(page, 'contact list');
    await page.getByRole('button', { name: '新增' }).click();
    await page.waitForURL('**/fvue/mail/linkmanEdit/new');
    // the list's search boxes bear the same names: wait for the form
    await page.getByRole('heading', { level: 2, name: '新增联系人' }).waitFor();
    await page.getByRole('textbox', { name: /邮箱地址/ }).fill('bad');
    await page.getByRole('button', { name: '保存' }).click();
    await page.getByRole('alert').filter({ hasText: '邮箱地址格式不正确' }).waitFor();
    await expectAccessible(page, 'contact form with errors');
    await page.getByRole('textbox', { name: /姓名/ }).fill('王客户');
    await page.getByRole('textbox', { name: /邮箱地址/ }).fill('client@partner.example');
    await page.getByRole('textbox', { name: '公司' }).fill('伙伴公司');
    await page.getByRole('button', { name: '保存' }).click();
    await page.getByText('添加邮箱联系人成功').first().waitFor();
    const row = page.getByRole('row').filter({ hasText: '王客户' });
    await row.getByText('伙伴公司').waitFor();

    await row.getByRole('link', { name: '编辑 王客户' }).click();
    await page.getByRole('heading', { level: 2, name: '编辑联系人' }).waitFor();
    await page.getByRole('textbox', { name: '公司' }).and(page.locator('[value="伙伴公司"]')).waitFor();
    await page.getByRole('textbox', { name: '电话' }).fill('13800000000');
    await page.getByRole('button', { name: '保存' }).click();
    await page.getByText('更新邮箱联系人成功').first().waitFor();

    await page.getByRole('row').filter({ hasText: '王客户' }).getByRole('link', { name: '查看 王客户' }).click();
    await page.getByRole('heading', { level: 2, name: '联系人详情' }).waitFor();
    await page.getByText('13800000000').waitFor();
    await expectAccessible(page, 'contact details');
    await page.getByRole('button', { name: '返回' }).click();

    // completion offers the contact when writing
    await page.goto(suite.portal.url('/mail/mailAdd'));
    await page.getByRole('combobox', { name: '收件人' }).fill('客户');
    await page.getByRole('option', { name: /^王客户 <client@partner\.example> · 伙伴公司/ }).waitFor();

    await page.goto(suite.portal.url(CONTACTS_PATH));
    await page.getByRole('row').filter({ hasText: '王客户' }).getByRole('checkbox').check({ force: true });
    await page.getByRole('button', { name: '删除' }).click();
    await page.getByRole('dialog', { name: '删除确认' }).getByRole('button', { name: '删除' }).click();
    await page.getByText('已删除 1 个联系人').first().waitFor();
    await page.getByText('暂无数据').waitFor();
    await page.context().close();
  });

  it('speaks English', async () => {
    const page = await signedInPage(suite, 'lisi', { language: 'en-US' });
    await page.goto(suite.portal.url(`${LIST_PATH}?folder=sent`));
    await page.getByRole('navigation', { name: 'Mail folders' }).getByRole('link', { name: 'Sent' }).waitFor();
    await page.getByRole('grid', { name: /· Sent$/ }).waitFor();
    await page.getByRole('button', { name: 'New mail' }).waitFor();
    await expectAccessible(page, 'mail list in English');
    await page.context().close();
  });
});

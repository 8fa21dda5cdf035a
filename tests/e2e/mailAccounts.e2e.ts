// Mail accounts against real servers on loopback (smtp-server and Debian's Dovecot, tests/support): zhangsan adds
// an account after a failed and a successful connection test, sends a mail through it by SMTP, fetches it back
// from IMAP and reads it; a fetched mail with hostile HTML renders inert; the account is viewed, edited without
// retyping the password, and the pages speak English. Every page passes axe.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLocalMailServers, type LocalMailServers } from '../support/localMailServers';
import { expectAccessible, setUpSuite, signedInPage } from './suite';

const suite = setUpSuite();
const ALICE = { address: 'alice@mail.test', password: 'alice-secret' };
const SETTINGS_PATH = '/v-mail/v-settingList';
const LIST_PATH = '/v-mail/v-mailList';

let mailServers: LocalMailServers;
beforeAll(async () => {
  mailServers = await startLocalMailServers([ALICE]);
}, 30_000);
afterAll(async () => {
  await mailServers?.stop();
});

describe('mail accounts', () => {
  it('adds an account after testing it, sends through SMTP and fetches from IMAP', async () => {
    const page = await signedInPage(suite, 'zhangsan');
    await page.goto(suite.portal.url(SETTINGS_PATH));
    await page.getByRole('heading', { level: 2, name: '邮箱设置' }).waitFor();
    await page.getByText('暂无数据').waitFor();
    await expectAccessible(page, 'account list, empty');

    await page.getByRole('button', { name: '新增' }).click();
    await page.waitForURL('**/fvue/mail/settingAdd');
    await page.getByRole('heading', { level: 2, name: '新增邮箱配置' }).waitFor();
    await page.getByRole('button', { name: '保存' }).click();
    await page.getByRole('alert').filter({ hasText: '请输入用户名称' }).waitFor();
    await expectAccessible(page, 'account form with errors');

    await page.getByRole('textbox', { name: /用户名称/ }).fill('工作邮箱');
    await page.getByRole('textbox', { name: /邮箱地址/ }).fill(ALICE.address);
    await page.getByRole('textbox', { name: /邮箱地址/ }).press('Tab');
    // the hosts are proposed from the address's domain
    expect(await page.getByRole('textbox', { name: /SMTP 主机/ }).inputValue()).toBe('smtp.mail.test');
    await page.getByRole('textbox', { name: /SMTP 主机/ }).fill(mailServers.host);
    await page.getByRole('textbox', { name: /SMTP 端口/ }).fill(String(mailServers.smtpPort));
    await page.getByRole('textbox', { name: /IMAP 主机/ }).fill(mailServers.host);
    await page.getByRole('textbox', { name: /IMAP 端口/ }).fill(String(mailServers.imapPort));
    await page.getByLabel(/邮箱密码/).fill('wrong-password');
    await page.getByRole('button', { name: '测试连接' }).click();
    await page.getByText(/测试连接失败,请检查邮箱配置（SMTP：/).first().waitFor();
    await page.getByLabel(/邮箱密码/).fill(ALICE.password);
    await page.getByRole('button', { name: '测试连接' }).click();
    await page.getByText('连接成功').first().waitFor();
    await expectAccessible(page, 'account form');
    await page.getByRole('button', { name: '保存' }).click();
    await page.getByText('保存成功').first().waitFor();
    await page.waitForURL(`**/fvue${SETTINGS_PATH}`);
    const row = page.getByRole('row').filter({ hasText: ALICE.address });
    await row.getByText('默认').waitFor();
    await row.getByText('尚未收取').waitFor();
    await expectAccessible(page, 'account list');

    // a mail to the account itself goes out by SMTP and lands in its IMAP inbox
    const subject = `E2E 外部邮件 ${Date.now()}`;
    await page.goto(suite.portal.url('/mail/mailAdd'));
    // the default account is chosen, not 站内邮件 (between portal users)
    await page.getByRole('combobox', { name: '发件账户' }).getByText(ALICE.address, { exact: false }).waitFor();
    await page.getByRole('combobox', { name: '收件人' }).fill(ALICE.address);
    await page.getByRole('textbox', { name: /主题/ }).fill(subject);
    await page.getByRole('textbox', { name: '正文' }).fill('经由 SMTP 发送。');
    await expectAccessible(page, 'compose page with an account');
    await page.getByRole('button', { name: '发送' }).click();
    await page.getByText('邮件发送成功').first().waitFor();
    expect(mailServers.received.map((mail) => mail.subject)).toContain(subject);

    await page.goto(suite.portal.url(LIST_PATH));
    await page.getByRole('button', { name: '收取邮件' }).click();
    await page.getByText('工作邮箱：收取完成：1 封新邮件').first().waitFor();
    const fetched = page.getByRole('row').filter({ hasText: subject });
    await fetched.getByText('未读').waitFor();
    await fetched.getByRole('link', { name: subject }).click();
    const article = page.getByRole('article', { name: subject });
    await article.getByText('经由 SMTP 发送。').waitFor();
    await article.getByText(`工作邮箱 <${ALICE.address}>`).waitFor();
    await expectAccessible(page, 'fetched mail');
    await page.context().close();
  });

  it('renders a fetched mail with hostile HTML inert', async () => {
    const subject = `E2E 恶意外部邮件 ${Date.now()}`;
    await mailServers.deliver(
      ALICE.address,
      [
        'From: Mallory <mallory@evil.test>',
        `To: ${ALICE.address}`,
        `Subject: ${subject}`,
        'MIME-Version: 1.0',
        'Content-Type: text/html; charset=utf-8',
        '',
        '<p>领取奖品</p><script>window.pwned = "script"</script><img src="x" onerror="window.pwned = \'onerror\'"><a href="javascript:window.pwned=\'link\'">点我</a>',
        '',
      ].join('\r\n'),
    );
    const page = await signedInPage(suite, 'zhangsan');
    await page.goto(suite.portal.url(SETTINGS_PATH));
    await page.getByRole('button', { name: `收取 工作邮箱 的邮件` }).click();
    await page.getByText('收取完成：1 封新邮件').first().waitFor();
    await page.goto(suite.portal.url(LIST_PATH));
    await page.getByRole('row').filter({ hasText: subject }).getByRole('link', { name: subject }).click();
    const article = page.getByRole('article', { name: subject });
    await article.getByText('领取奖品').waitFor();
    await article.getByText('点我').click();
    expect(await page.evaluate(() => (window as { pwned?: string }).pwned)).toBeUndefined();
    expect(await article.locator('script, [onerror], [href^="javascript:"]').count()).toBe(0);
    await page.context().close();
  });

  it('views and edits the account without retyping the password, and tests it from the list', async () => {
    const page = await signedInPage(suite, 'zhangsan');
    await page.goto(suite.portal.url(SETTINGS_PATH));
    await page.getByRole('link', { name: '查看 工作邮箱' }).click();
    await page.getByRole('heading', { level: 2, name: '邮箱配置详情' }).waitFor();
    await page.getByText(`${mailServers.host}:${mailServers.imapPort}`).waitFor();
    expect(await page.getByText(ALICE.password).count()).toBe(0);
    await expectAccessible(page, 'account details');
    await page.getByRole('button', { name: '返回' }).click();

    await page.getByRole('link', { name: '编辑 工作邮箱' }).click();
    await page.getByRole('heading', { level: 2, name: '编辑外部邮箱配置' }).waitFor();
    expect(await page.getByLabel(/邮箱密码/).inputValue()).toBe('');
    await page.getByRole('textbox', { name: /用户名称/ }).fill('Alice 工作');
    await page.getByRole('button', { name: '保存' }).click();
    await page.getByText('保存成功').first().waitFor();
    await page.getByRole('button', { name: '测试 Alice 工作 的连接' }).click();
    await page.getByText('连接成功').first().waitFor();
    await page.context().close();
  });

  it('speaks English', async () => {
    const page = await signedInPage(suite, 'zhangsan', { language: 'en-US' });
    await page.goto(suite.portal.url('/mail/settingAdd'));
    await page.getByRole('heading', { level: 2, name: 'New mail account' }).waitFor();
    await page.getByRole('button', { name: 'Test connection' }).waitFor();
    await page.getByRole('group', { name: 'Options' }).getByText('Fetch attachments').waitFor();
    await expectAccessible(page, 'account form in English');
    await page.context().close();
  });
});

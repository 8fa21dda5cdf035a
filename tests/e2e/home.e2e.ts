// The home page from the seeded layout: every drawn widget, one batched column call, the demo columns (a failing
// call, no template) only in the column preview, news by classification, the reminder pop-ups, column preview without rights, and news (hostile
// HTML stays inert).
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { describeViolations, newPage, seriousAxeViolations, signIn } from './harness';
import { scrollThroughHome, setUpSuite } from './suite';

const suite = setUpSuite();

async function signedIn(account: string, language?: 'zh-CN' | 'en-US', password = '123456'): Promise<{ page: Page; columnCalls: string[] }> {
  const { page } = await newPage(suite.browser, { width: 1960, height: 1400, language });
  const columnCalls: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/getDatasByAlias')) columnCalls.push(request.postData() ?? '');
  });
  await signIn(page, suite.portal, account, password);
  await page.waitForURL('**/fvue/home');
  return { page, columnCalls };
}

async function expectNoSeriousViolations(page: Page): Promise<void> {
  const violations = await seriousAxeViolations(page);
  expect(violations, describeViolations(violations)).toEqual([]);
}

const column = (page: Page, name: string | RegExp) => page.getByRole('region', { name });

describe('home', () => {
  it('draws every column of the seeded layout from one batched call, with no demo error or empty column', async () => {
    const { page, columnCalls } = await signedIn('zhangsan');
    // Below the fold, a column has its frame at once and its body when it comes near the window.
    await column(page, '月度销售额').waitFor();
    expect(await column(page, '月度销售额').getByRole('tab').count()).toBe(0);
    await scrollThroughHome(page);
    await column(page, '今日会议').getByRole('link', { name: '研发部晨会' }).waitFor();
    await column(page, '欢迎').getByText('欢迎回来，张三').waitFor();
    await column(page, '欢迎').getByRole('link', { name: /您有 \d+ 条未读消息/ }).waitFor();
    await column(page, '图片新闻').getByRole('button', { name: /第 1 张/ }).waitFor();
    await column(page, '企业文化').getByRole('img', { name: '企业文化' }).waitFor();
    await column(page, '常用系统').getByRole('link').first().waitFor();
    // The tab row: announcements first, news one tab away.
    await page.getByRole('tab', { name: '通知公告' }).waitFor();
    await page.getByRole('link', { name: '关于 2026 年度员工体检安排的通知' }).waitFor();
    await page.getByRole('tab', { name: '新闻动态' }).click();
    await page.getByRole('tabpanel').getByRole('link').first().waitFor();
    // The demo columns of a failing call and of no template are not on home (the preview shows them).
    expect(await column(page, '数据加载失败演示').count()).toBe(0);
    expect(await column(page, '未配置模板的栏目').count()).toBe(0);
    // The duty roster and the documents come from custom queries.
    await column(page, '园区值班').getByText('王芳').waitFor();
    await column(page, '园区值班').getByText(/^第 \d+ 周$/).waitFor();
    await column(page, '最新文档').getByText('新').first().waitFor();
    expect(await column(page, '最新文档').getByRole('listitem').count()).toBe(7);
    // A chart column (colType 1): the custom chart with its tabs.
    await column(page, '月度销售额').getByRole('tab').first().waitFor();
    // zhangsan may not see the administrators' column: its tab is left out.
    expect(await page.getByRole('tab', { name: '管理员专区' }).count()).toBe(0);
    expect(columnCalls).toHaveLength(1);
    expect(columnCalls[0].split(',')).toEqual(expect.arrayContaining(['homeTodo', 'todayMeeting', 'homeCarousel', 'oftenSystem']));
    expect(columnCalls[0].split(',')).not.toContain('brokenData');
    await expectNoSeriousViolations(page);
    await page.context().close();
  });

  it('lists news by classification: a tab per class, its newest items, its list page as more', async () => {
    const { page } = await signedIn('zhangsan');
    await scrollThroughHome(page);
    const newsList = column(page, '新闻资讯');
    await newsList.getByRole('tab', { name: '公司新闻', exact: true }).waitFor();
    expect(await newsList.getByRole('tab').allTextContents()).toEqual(['公司新闻', '行业动态', '通知', '制度']);
    const panel = newsList.getByRole('tabpanel');
    await panel.getByRole('link', { name: 'Flowdesk 3.0 协同办公平台正式上线' }).waitFor();
    expect(await panel.getByRole('listitem').count()).toBe(5);
    await panel.getByRole('listitem').first().getByText('新', { exact: true }).waitFor();
    await newsList.getByRole('tab', { name: '行业动态', exact: true }).click();
    await panel.getByRole('link', { name: '信息安全月：警惕钓鱼邮件' }).waitFor();
    expect(await panel.getByRole('listitem').count()).toBe(3);
    await newsList.getByRole('tab', { name: '通知', exact: true }).click();
    await panel.getByRole('link', { name: '关于 2026 年度员工体检安排的通知' }).waitFor();
    await expectNoSeriousViolations(page);
    await panel.getByRole('link', { name: '通知：更多' }).click();
    await page.waitForURL('**/fvue/newsList/1');
    await page.getByRole('heading', { name: '公告' }).waitFor();
    await page.context().close();
  });

  it('shows the administrators their own column as a tab', async () => {
    const { page } = await signedIn('admin', undefined, 'admin123');
    await scrollThroughHome(page);
    await page.getByRole('tab', { name: '管理员专区' }).click();
    await page.getByRole('tabpanel').getByRole('link').first().waitFor();
    await page.context().close();
  });

  it('works in English', async () => {
    const { page } = await signedIn('zhangsan', 'en-US');
    await scrollThroughHome(page);
    await page.getByText('Welcome back, 张三').waitFor();
    await page.getByRole('tab', { name: 'Announcements' }).waitFor();
    await expectNoSeriousViolations(page);
    // The no-template demo column left home; its state is still worded in English in the preview.
    await page.goto(suite.portal.url('/column/preview/noTemplate'));
    await page.getByText('This column has no template').waitFor();
    await page.context().close();
  });

  it('shows the reminders one by one at the bottom right; closing one whose count is 1 deletes it', async () => {
    const { page } = await signedIn('zhangsan');
    const reminders = page.locator('.semi-notification-notice');
    await reminders.nth(2).waitFor();
    expect(await reminders.count()).toBe(3);
    const box = await reminders.first().boundingBox();
    const viewport = page.viewportSize();
    expect(box && viewport && box.x > viewport.width / 2 && box.y > viewport.height / 3).toBe(true);
    const deleted = page.waitForRequest((request) => request.method() === 'DELETE' && request.url().includes('/formRemindData/v1/'));
    await page.getByRole('button', { name: '关闭提醒：合同即将到期' }).click();
    expect((await deleted).url()).toMatch(/\/formRemindData\/v1\/\d+$/);
    await page.reload();
    await reminders.nth(1).waitFor();
    await page.waitForTimeout(1200);
    expect(await reminders.count()).toBe(2);
    await expectNoSeriousViolations(page);
    await page.locator('.semi-notification-notice', { hasText: '合同付款提醒' }).getByRole('button', { name: '打开表单' }).click();
    await page.waitForURL((url) => url.pathname.includes('/statement/template/form/') && url.searchParams.get('startFlow') === 'false');
    await page.context().close();
  });

  it('previews a column without rights check, saying that home would hide it', async () => {
    const { page } = await signedIn('zhangsan');
    await page.goto(suite.portal.url('/column/preview/demoRestricted'));
    await page.getByRole('heading', { name: /^栏目预览：/ }).waitFor();
    await page.getByText('预览不检查显示权限：当前用户在首页看不到此栏目。').waitFor();
    await page.getByRole('region').getByRole('link').first().waitFor();
    await expectNoSeriousViolations(page);
    // A column whose data call fails: its text is red inside it.
    await page.goto(suite.portal.url('/column/preview/brokenData'));
    const broken = column(page, '数据加载失败演示');
    await broken.getByRole('alert').getByText(/栏目数据加载失败（演示）/).waitFor();
    expect(await broken.getByRole('alert').evaluate((element) => getComputedStyle(element).color)).toMatch(/^rgb\((2[0-9]{2}|1[5-9][0-9]), \d{1,2}, \d{1,2}\)$/);
    await page.goto(suite.portal.url('/column/preview/noTemplate'));
    await column(page, '未配置模板的栏目').getByText('本栏目无模板').waitFor();
    await page.goto(suite.portal.url('/column/preview/noSuchColumn'));
    await page.getByRole('heading', { name: '未找到别名为 noSuchColumn 的栏目' }).waitFor();
    await page.context().close();
  });
});

describe('news', () => {
  it('renders a news item with hostile HTML inert', async () => {
    const { page } = await signedIn('zhangsan');
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    await page.goto(suite.portal.url('/news/40400000000000099'));
    await page.getByRole('heading', { name: '安全测试：带脚本的新闻' }).waitFor();
    await page.waitForTimeout(500);
    const content = page.locator('.fd-news-content');
    expect(await content.locator('script, iframe, form').count()).toBe(0);
    expect(await content.evaluate((element) => [...element.querySelectorAll('*')].some((node) => [...node.attributes].some((attribute) => attribute.name.startsWith('on'))))).toBe(false);
    expect(await content.evaluate((element) => [...element.querySelectorAll('a')].map((link) => link.getAttribute('href') ?? '').filter((href) => /^\s*javascript:/i.test(href)))).toEqual([]);
    expect(dialogs).toEqual([]);
    await expectNoSeriousViolations(page);
    await page.context().close();
  });

  it('lists announcements in force, searches them by title and opens one with its attachment', async () => {
    const { page } = await signedIn('zhangsan');
    await page.goto(suite.portal.url('/newsList/1'));
    await page.getByRole('heading', { name: '公告' }).waitFor();
    await page.getByRole('link', { name: '关于 2026 年度员工体检安排的通知' }).waitFor();
    await expectNoSeriousViolations(page);
    await page.getByRole('textbox', { name: '按标题搜索' }).fill('体检');
    await page.getByRole('button', { name: '搜索' }).click();
    await page.waitForFunction(() => document.querySelectorAll('.fd-news-list li').length === 1);
    await page.getByRole('link', { name: '关于 2026 年度员工体检安排的通知' }).click();
    await page.getByRole('heading', { name: '关于 2026 年度员工体检安排的通知' }).waitFor();
    await page.getByRole('heading', { name: '附件' }).waitFor();
    const download = page.waitForEvent('download');
    // The file's own button downloads it (the one beside it previews).
    await page.getByRole('listitem').filter({ hasText: '2026年度体检须知.pdf' }).getByRole('button').first().click();
    expect((await download).suggestedFilename()).toMatch(/\.pdf$/);
    await expectNoSeriousViolations(page);
    await page.context().close();
  });
});

describe('meetings', () => {
  it('lists the meeting board and opens a meeting with its agenda and attachments', async () => {
    const { page } = await signedIn('zhangsan');
    await column(page, '今日会议').getByRole('link', { name: '今日会议：更多' }).click();
    await page.waitForURL((url) => url.pathname === '/fvue/meetingList/0' && url.searchParams.get('from') === 'home');
    await page.getByRole('heading', { name: '会议列表' }).waitFor();
    await page.getByRole('link', { name: '研发部晨会' }).waitFor();
    await expectNoSeriousViolations(page);
    await page.getByRole('tab', { name: '已结束' }).click();
    await page.waitForURL((url) => url.pathname === '/fvue/meetingList/1');
    await page.locator('.fd-meetings-list li').first().waitFor();
    await page.goto(suite.portal.url('/hyskbDetail/40500000000000003'));
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page.getByRole('heading', { name: '附件' }).waitFor();
    expect(await page.locator('.fd-attachments li').count()).toBe(2);
    await expectNoSeriousViolations(page);
    await page.goto(suite.portal.url('/hyskbDetail/nope'));
    await page.getByRole('heading', { name: '会议不存在或已被删除' }).waitFor();
    await page.context().close();
  });
});

describe('inner messages', () => {
  it('reads, marks and deletes messages, and the badge follows', async () => {
    const { page } = await signedIn('zhangsan');
    const badge = page.getByRole('link', { name: /^未读消息/ });
    await page.getByRole('link', { name: '未读消息 3 条' }).waitFor();
    await badge.click();
    await page.waitForURL('**/fvue/v-mail/v-innerMsg');
    await page.getByRole('heading', { name: '站内消息' }).waitFor();
    const rows = page.locator('.fd-message-page tbody tr');
    await rows.getByText('未读').first().waitFor();
    await expectNoSeriousViolations(page);

    // Nothing selected: the catalogue's warning.
    await page.getByRole('button', { name: '标记为已读' }).click();
    await page.getByText('请至少选择一条记录').waitFor();

    // Read one unread message: the badge drops by one.
    await page.locator('.fd-message-toolbar').getByText('未读', { exact: true }).click();
    await rows.first().waitFor();
    await rows.first().click();
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    await dialog.getByRole('button', { name: '关闭' }).last().click();
    await page.getByRole('link', { name: '未读消息 2 条' }).waitFor();

    // Mark the remaining unread ones: the badge drops by the number marked, to 0 (no badge count).
    await rows.first().waitFor();
    // Semi draws its own box over the native checkbox: check it where the user clicks.
    await rows.nth(1).waitFor();
    await page.getByRole('checkbox', { name: '选择第 1 行' }).check({ force: true });
    await page.getByRole('checkbox', { name: '选择第 2 行' }).check({ force: true });
    await page.getByRole('button', { name: '标记为已读' }).click();
    await page.getByText('标记成功').waitFor();
    await page.getByRole('link', { name: '未读消息 0 条' }).waitFor();

    // Delete one message after confirming.
    await page.locator('.fd-message-toolbar').getByText('全部', { exact: true }).click();
    await rows.nth(4).waitFor();
    const before = await rows.count();
    await rows.first().getByRole('checkbox').check({ force: true });
    await page.getByRole('button', { name: '删除' }).click();
    await page.locator('.semi-modal-footer button', { hasText: '删除' }).click();
    await page.getByText('删除成功').waitFor();
    await page.waitForFunction((count) => document.querySelectorAll('.fd-message-page tbody tr').length === count - 1, before);
    await expectNoSeriousViolations(page);
    await page.context().close();
  });
});

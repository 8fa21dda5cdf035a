// Meeting-room booking against the embedded server: zhangsan books a free slot tomorrow through the menu and
// finds it pending in his bookings; a slot lisi took meanwhile is refused with the server's message, kept in
// the form; lisi approves zhangsan's booking, which then is a meeting of the meeting board. Both pages pass axe,
// the review item is for reviewers only, and the booking page speaks English.
import { describe, it } from 'vitest';
import type { Page } from 'playwright-core';
import { chooseOption, expectAccessible, setUpSuite, signedInPage } from './suite';

const suite = setUpSuite();

const BOOK_PATH = '/v-boardroomapply/v-boardroomscgj';
const REVIEW_PATH = '/v-boardroomapply/v-boardroomqsh';
const pad = (value: number) => String(value).padStart(2, '0');
const tomorrow = () => {
  const day = new Date();
  day.setDate(day.getDate() + 1);
  return `${day.getFullYear()}-${pad(day.getMonth() + 1)}-${pad(day.getDate())}`;
};

/** The booking page showing tomorrow's rooms. */
async function showTomorrow(page: Page): Promise<void> {
  await page.getByRole('heading', { level: 2, name: '会议室申请' }).waitFor();
  const day = page.locator('.fd-rooms__toolbar').getByLabel('日期');
  await day.fill(tomorrow());
  await day.press('Enter');
  await page.getByRole('heading', { level: 3, name: '会议室' }).click();
  // Seeded: lisi's approved meeting in room 1 tomorrow.
  await page.getByText('14:00–15:30 研发部季度总结会 · 已批准').waitFor();
}

async function chooseTime(page: Page, label: string, time: string): Promise<void> {
  await chooseOption(page.getByRole('dialog'), label, new RegExp(`^${time}$`));
}

/** Opens the booking form of `room` and fills it in. */
async function fillBooking(page: Page, room: string, subject: string, start: string, end: string): Promise<void> {
  await page.getByRole('button', { name: `预约 ${room}` }).click();
  const dialog = page.getByRole('dialog', { name: `预约 ${room}` });
  await dialog.getByRole('textbox', { name: '会议主题' }).fill(subject);
  await dialog.getByRole('textbox', { name: '会议主题' }).press('Tab');
  await chooseTime(page, '开始时间', start);
  await chooseTime(page, '结束时间', end);
}

const submit = (page: Page) => page.getByRole('dialog').getByRole('button', { name: '提交预约' }).click();

describe('meeting-room booking', () => {
  it('books, refuses a clash, is approved by a reviewer and becomes a meeting of the board', async () => {
    const subject = `E2E 评审 ${Date.now()}`;
    const zhangsan = await signedInPage(suite, 'zhangsan');
    await zhangsan.getByRole('navigation', { name: '主菜单' }).getByText('会议室预约').first().click();
    await zhangsan.waitForURL((url) => url.pathname === `/fvue${BOOK_PATH}`);
    await zhangsan.getByRole('heading', { level: 3, name: '我的预约' }).waitFor();
    // The review item is for reviewers only.
    const side = zhangsan.getByRole('navigation', { name: /会议室预约/ });
    await side.getByText('会议室申请').first().waitFor();
    await expectAccessible(zhangsan, 'booking page');
    if ((await side.getByText('预约审核').count()) !== 0) throw new Error('zhangsan sees the review item');
    await showTomorrow(zhangsan);

    await fillBooking(zhangsan, '第一会议室', subject, '10:00', '11:00');
    await submit(zhangsan);
    await zhangsan.getByText('预约已提交，等待审核').first().waitFor();
    await zhangsan.getByRole('dialog', { name: '预约 第一会议室' }).waitFor({ state: 'hidden' });
    await zhangsan.getByText(`10:00–11:00 ${subject} · 待审核`).waitFor();
    await zhangsan.getByRole('row').filter({ hasText: subject }).getByText('待审核').waitFor();

    // lisi takes room 2 at noon while zhangsan fills in his form for it.
    await fillBooking(zhangsan, '第二会议室', 'E2E 冲突', '12:30', '13:30');
    const lisi = await signedInPage(suite, 'lisi');
    await lisi.goto(suite.portal.url(BOOK_PATH));
    await showTomorrow(lisi);
    await fillBooking(lisi, '第二会议室', 'E2E 午间面试', '12:00', '13:00');
    await submit(lisi);
    await lisi.getByText('预约已提交，等待审核').first().waitFor();

    await submit(zhangsan);
    const refused = zhangsan.getByRole('dialog', { name: '预约 第二会议室' });
    await refused.getByRole('alert').getByText('该时间段会议室已被预约（12:00–13:00）').waitFor();
    if ((await refused.getByRole('textbox', { name: '会议主题' }).inputValue()) !== 'E2E 冲突') throw new Error('the subject was lost');
    await expectAccessible(zhangsan, 'booking form with a refusal');
    // The form has learnt of the clash and names it before sending again.
    await refused.getByRole('alert').getByText('该时间段已被预约：12:00–13:00 E2E 午间面试').waitFor();
    await refused.getByRole('button', { name: '取消' }).click();

    await lisi.goto(suite.portal.url(REVIEW_PATH));
    await lisi.getByRole('heading', { level: 2, name: '预约审核' }).waitFor();
    const row = lisi.getByRole('row').filter({ hasText: subject });
    await row.waitFor();
    await expectAccessible(lisi, 'review page');
    await row.getByRole('button', { name: `批准 ${subject}` }).click();
    await lisi.getByRole('dialog', { name: '批准预约' }).getByRole('button', { name: '批准' }).click();
    await lisi.getByText('已批准该预约').first().waitFor();
    await row.waitFor({ state: 'detached' });
    await lisi.getByRole('tab', { name: '已审核' }).click();
    await lisi.getByRole('row').filter({ hasText: subject }).getByText('已批准').waitFor();

    await zhangsan.goto(suite.portal.url('/meetingList/0'));
    await zhangsan.getByRole('link', { name: subject }).click();
    await zhangsan.waitForURL(/\/hyskbDetail\/\d+$/);
    await zhangsan.getByRole('heading', { level: 1, name: subject }).waitFor();
    await zhangsan.context().close();
    await lisi.context().close();
  });

  it('speaks English', async () => {
    const page = await signedInPage(suite, 'zhangsan', { language: 'en-US' });
    await page.goto(suite.portal.url(BOOK_PATH));
    await page.getByRole('heading', { level: 2, name: 'Book a room' }).waitFor();
    await page.getByRole('heading', { level: 3, name: 'My bookings' }).waitFor();
    await page.getByRole('button', { name: 'Book Meeting room 1' }).waitFor();
    await page.getByRole('row').filter({ hasText: '项目周会' }).getByText('Opinion:', { exact: false }).waitFor();
    await expectAccessible(page, 'booking page in English');
    await page.context().close();
  });
});

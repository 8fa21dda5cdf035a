// The flow widgets of the home page against the embedded server: favourites (the settings dialog from home, a
// process added and saved, the 21st refused, a favourite started, a secretary choosing the initiator), the
// to-do card with its way to /flow/todo, the counters and my requests, axe on home with the widgets.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { expectAccessible, scrollThroughHome, setUpSuite, signedInPage } from './suite';

const suite = setUpSuite();

// The home layout is drawn at 1920 px.
const signedIn = (account: string, language?: 'zh-CN' | 'en-US') => signedInPage(suite, account, { width: 1960, height: 1400, language });


const column = (page: Page, name: string) => page.getByRole('region', { name, exact: true });

describe('flow widgets on home', () => {
  it('shows the to-dos, favourites, counters and requests, and passes axe', async () => {
    const page = await signedIn('lisi');
    // lisi's own layout has the to-do card only; the other widgets are checked on zhangsan's below.
    await column(page, '待办事项').getByRole('columnheader', { name: '到达时间' }).waitFor();
    await column(page, '待办事项').getByRole('row').nth(1).waitFor();
    await page.getByRole('link', { name: '全部待办' }).click();
    await page.waitForURL('**/fvue/flow/todo');
    await page.getByRole('heading', { name: '待办事项' }).waitFor();
    await page.context().close();

    const zhangsan = await signedIn('zhangsan');
    await scrollThroughHome(zhangsan);
    const favourites = column(zhangsan, '常用流程');
    await favourites.getByRole('button', { name: '发起：请假申请' }).waitFor();
    await favourites.getByRole('button', { name: '发起：费用报销' }).waitFor();
    await column(zhangsan, '常用流程列表').getByRole('button', { name: '发起：采购申请' }).waitFor();
    const counters = column(zhangsan, '个人信息').getByRole('list', { name: '我的流程统计' });
    await counters.getByRole('link', { name: /^我的申请 \d+$/ }).waitFor();
    expect(await counters.getByRole('link', { name: /^我的待办 \d+$/ }).getAttribute('href')).toBe('/fvue/v-flow/v-todo');
    await column(zhangsan, '我的申请').getByRole('link').first().waitFor();
    await expectAccessible(zhangsan, 'home with the flow widgets');
    await zhangsan.context().close();
  });

  it('sets the favourites from home: adds one, saves, starts it; more than 20 are refused', async () => {
    const page = await signedIn('zhangsan');
    const favourites = column(page, '常用流程');
    await favourites.getByRole('button', { name: '设置常用流程' }).click();
    const dialog = page.getByRole('dialog', { name: '设置常用流程' });
    await dialog.getByRole('button', { name: '添加常用流程：出差会签' }).waitFor();
    // contract is for managers and finance: not offered to zhangsan.
    expect(await dialog.getByText('合同审查').count()).toBe(0);
    await dialog.getByRole('textbox', { name: '搜索流程' }).fill('没有这个流程');
    await dialog.getByRole('button', { name: '搜索' }).click();
    await dialog.getByText('抱歉！没有找到符合条件的流程').waitFor();
    await dialog.getByText('您可以尝试更换关键词').waitFor();
    await dialog.getByRole('textbox', { name: '搜索流程' }).fill('trip');
    await dialog.getByRole('button', { name: '搜索' }).click();
    await dialog.getByRole('button', { name: '添加常用流程：出差会签' }).click();
    await dialog.getByRole('heading', { name: '已添加的常用流程（4/20）' }).waitFor();
    await expectAccessible(page, 'favourites dialog');
    await dialog.getByRole('button', { name: '保存' }).click();
    await page.getByText('保存常用流程成功').waitFor();
    await favourites.getByRole('button', { name: '发起：出差会签' }).waitFor();

    // Only six processes exist, so the 21st is refused by the server itself (the dialog's own limit is a component test).
    const tooMany = await page.evaluate(async () => {
      const { token } = JSON.parse(sessionStorage.getItem('currentUser') ?? '{}') as { token: string };
      const body = Array.from({ length: 21 }, () => ({ defKey: 'leave' })).map((item, index) => ({ ...item, defKey: index === 0 ? 'leave' : `k${index}` }));
      const response = await fetch('/bpmModel/BpmOftenFlow/v1/saveMyOftenFlow', {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify(body),
      });
      return { status: response.status, message: ((await response.json()) as { message: string }).message };
    });
    expect(tooMany).toEqual({ status: 400, message: '最多可添加20个常用流程' });

    await favourites.getByRole('button', { name: '发起：出差会签' }).click();
    await page.waitForURL(/\/agentStart\/20000000000000005\/0$/);
    await page.locator('.fd-flow-form form:not([aria-busy="true"])').waitFor();
    await page.context().close();
  });

  it('opens the full process list from the favourites card and starts a process from it', async () => {
    const page = await signedIn('zhangsan', 'en-US');
    await column(page, 'Favourite processes').getByRole('button', { name: 'All processes' }).click();
    const dialog = page.getByRole('dialog', { name: 'Process list' });
    await dialog.getByRole('button', { name: 'Start: Purchase request' }).waitFor();
    await expectAccessible(page, 'process list dialog');
    await dialog.getByRole('button', { name: 'Start: Purchase request' }).click();
    await page.waitForURL(/\/agentStart\/\d+\/0$/);
    await page.locator('.fd-flow-form form:not([aria-busy="true"])').waitFor();
    await page.context().close();
  });

  it('asks a secretary for the initiator and starts for the chosen leader', async () => {
    const page = await signedIn('lisi');
    await page.goto(suite.portal.url('/column/preview/oftenFlow'));
    await page.getByRole('button', { name: '发起：请假申请' }).click();
    const dialog = page.getByRole('dialog', { name: '选择发起人' });
    await dialog.getByRole('button', { name: '发起' }).click();
    await dialog.getByText('请选择一个发起人').waitFor();
    await expectAccessible(page, 'initiator choice');
    await dialog.getByRole('radio', { name: '赵六' }).check();
    await dialog.getByRole('button', { name: '发起' }).click();
    await page.waitForURL(/\/agentStart\/20000000000000001\/(?!0$)\w+$/);
    await page.context().close();
  });

  it('works in English', async () => {
    const page = await signedIn('zhangsan', 'en-US');
    await column(page, 'My summary').getByRole('link', { name: /^My to-dos \d+$/ }).waitFor();
    await page.getByRole('button', { name: 'Set favourite processes' }).first().click();
    await page.getByRole('dialog', { name: 'Set favourite processes' }).getByRole('button', { name: 'Add to favourites: Meeting notice' }).waitFor();
    await page.context().close();
  });
});

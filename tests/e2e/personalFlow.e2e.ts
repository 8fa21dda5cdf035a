// The personal flow settings against the embedded server: zhangsan adds a common phrase and an agent setting
// (agent lisi for the leave request), finds them listed, edits and deletes them; every page passes axe, and
// the secretary and deputy lists show the seeded records.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { expectAccessible, setUpSuite, signedInPage } from './suite';

const suite = setUpSuite();

const signedIn = (account: string) => signedInPage(suite, account);


/** Ticks the row of `text` in the list and deletes it after the confirmation. */
async function deleteRow(page: Page, text: string): Promise<void> {
  await page.getByRole('row').filter({ hasText: text }).getByRole('checkbox').check({ force: true });
  await page.getByRole('button', { name: '删除', exact: true }).click();
  await page.getByRole('dialog').getByRole('button', { name: '删除', exact: true }).click();
  await page.getByText('删除成功').first().waitFor();
  await page.getByRole('row').filter({ hasText: text }).waitFor({ state: 'detached' });
}

describe('personal flow settings', () => {
  it('adds, lists, edits and deletes a common phrase', async () => {
    const phrase = `E2E 常用语 ${Date.now()}`;
    const page = await signedIn('zhangsan');
    await page.goto(suite.portal.url('/v-personal/v-approvalItem'));
    await page.getByRole('heading', { level: 2, name: '审批常用语' }).waitFor();
    await expectAccessible(page, 'phrase list');

    // Nothing selected: deleting asks for a selection first.
    await page.getByRole('button', { name: '删除', exact: true }).click();
    await page.getByText('请至少选择一条记录').waitFor();

    await page.getByRole('button', { name: '新增' }).click();
    await page.waitForURL(/\/approvalItem\/approvalItemAdd$/);
    await page.getByRole('heading', { level: 2, name: '新增常用语' }).waitFor();
    await page.getByRole('button', { name: '保存' }).click();
    await page.getByRole('alert').getByText('请填写常用语').waitFor();
    await expectAccessible(page, 'phrase form');
    await page.getByLabel('常用语').fill(phrase);
    await page.getByRole('button', { name: '保存' }).click();
    await page.waitForURL(/\/v-personal\/v-approvalItem$/);
    await page.getByRole('row').filter({ hasText: phrase }).waitFor();

    await page.getByRole('link', { name: `查看 ${phrase}` }).click();
    await page.waitForURL(/\/approvalItem\/approvalItemGet\/\d+$/);
    await page.getByText(phrase).waitFor();
    await expectAccessible(page, 'phrase view');
    await page.getByRole('button', { name: '返回' }).click();

    await page.getByRole('link', { name: `编辑 ${phrase}` }).click();
    await page.waitForURL(/\/approvalItem\/approvalItemEdit\/\d+$/);
    await page.getByRole('heading', { level: 2, name: '编辑常用语' }).waitFor();
    await page.getByLabel('常用语').fill(`${phrase}（改）`);
    await page.getByRole('button', { name: '保存' }).click();
    await page.waitForURL(/\/v-personal\/v-approvalItem$/);
    await page.getByRole('row').filter({ hasText: `${phrase}（改）` }).waitFor();

    await deleteRow(page, `${phrase}（改）`);
    await page.context().close();
  });

  it('adds an agent setting for the leave request, lists, edits and deletes it', async () => {
    const subject = `E2E 代理 ${Date.now()}`;
    const page = await signedIn('zhangsan');
    await page.goto(suite.portal.url('/v-personal/v-agent'));
    await page.getByRole('heading', { level: 2, name: '代理设置' }).waitFor();
    // The seeded, disabled setting of zhangsan.
    await page.getByRole('row').filter({ hasText: '暑期休假代理' }).waitFor();
    await expectAccessible(page, 'agent list');

    await page.getByRole('button', { name: '新增' }).click();
    await page.waitForURL(/\/agent\/agentAdd$/);
    // The list stays on screen until the form's code has loaded.
    await page.getByRole('heading', { level: 2, name: '新增代理设置' }).waitFor();
    await page.getByLabel('标题').fill(subject);
    await page.getByRole('button', { name: '选择 代理人' }).click();
    const users = page.getByRole('dialog', { name: '选择用户' });
    await users.getByLabel('姓名').fill('李四');
    await users.getByRole('button', { name: '查询' }).click();
    const lisi = users.getByRole('row', { name: /lisi/ });
    await lisi.waitFor();
    await lisi.getByRole('checkbox').or(lisi.getByRole('radio')).check({ force: true });
    await users.getByRole('button', { name: '确定' }).click();
    await users.waitFor({ state: 'hidden' });
    await page.getByRole('group', { name: '代理人' }).getByText('李四').waitFor();
    // Typed dates are taken when the picker loses focus.
    await page.getByLabel('开始时间').fill('2031-05-01 08:00:00');
    await page.getByLabel('标题').click();
    await page.getByLabel('结束时间').fill('2031-05-10 18:00:00');
    await page.getByLabel('标题').click();
    await page.getByText('指定流程', { exact: true }).click();
    await page.getByText('请假申请', { exact: true }).click();
    expect(await page.getByRole('checkbox', { name: '请假申请' }).isChecked()).toBe(true);
    await expectAccessible(page, 'agent form');
    await page.getByRole('button', { name: '保存' }).click();
    await page.waitForURL(/\/v-personal\/v-agent$/);
    const row = page.getByRole('row').filter({ hasText: subject });
    await row.getByText('请假申请').waitFor();
    await row.getByText('李四').waitFor();
    await row.getByText('2031-05-01 08:00:00').waitFor();

    await page.getByRole('link', { name: `查看 ${subject}` }).click();
    await page.waitForURL(/\/agent\/agentGet\/\d+$/);
    await page.getByText('2031-05-10 18:00:00').waitFor();
    await expectAccessible(page, 'agent view');
    await page.getByRole('button', { name: '返回' }).click();

    await page.getByRole('link', { name: `编辑 ${subject}` }).click();
    await page.waitForURL(/\/agent\/agentEdit\/\d+$/);
    await page.getByRole('heading', { level: 2, name: '编辑代理设置' }).waitFor();
    await page.getByRole('checkbox', { name: '请假申请' }).waitFor();
    expect(await page.getByLabel('标题').inputValue()).toBe(subject);
    await page.getByText('禁用', { exact: true }).click();
    await page.getByRole('button', { name: '保存' }).click();
    await page.waitForURL(/\/v-personal\/v-agent$/);
    await page.getByRole('row').filter({ hasText: subject }).getByText('禁用').waitFor();

    await deleteRow(page, subject);
    await page.context().close();
  });

  it('shows the seeded secretary and deputy of zhaoliu', async () => {
    const page = await signedIn('zhaoliu');
    await page.goto(suite.portal.url('/v-personal/v-secretary'));
    await page.getByRole('row').filter({ hasText: '李四' }).waitFor();
    await expectAccessible(page, 'secretary list');
    await page.getByRole('link', { name: '编辑 李四' }).click();
    await page.waitForURL(/\/secretary\/secretaryEdit\/\d+$/);
    await page.getByRole('group', { name: '秘书' }).getByText('李四').waitFor();
    await expectAccessible(page, 'secretary form');

    await page.goto(suite.portal.url('/v-personal/v-bpmDeputy'));
    await page.getByRole('row').filter({ hasText: '王五' }).waitFor();
    await expectAccessible(page, 'deputy list');
    await page.getByRole('button', { name: '新增' }).click();
    await page.waitForURL(/\/bpmDeputy\/bpmDeputySetting$/);
    await page.getByRole('group', { name: '副职' }).getByText('王五').waitFor();
    await expectAccessible(page, 'deputy setting');
    await page.context().close();
  });
});

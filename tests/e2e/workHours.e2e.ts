// Work hours: a user hands in a month; a manager freezes it and checks a department's cost report.
import { describe, expect, it } from 'vitest';
import { expectAccessible, setUpSuite, signedInPage } from './suite';

const suite = setUpSuite();
const year = new Date().getFullYear();

describe('work hours', () => {
  it('hands in a month, which a manager then freezes; the cost report of a department is checked', async () => {
    const zhangsan = await signedInPage(suite, 'zhangsan');
    await zhangsan.goto(suite.portal.url('/workHourReport'));
    const december = zhangsan.getByRole('textbox', { name: '12 月工时' });
    await december.fill('12.55');
    await zhangsan.getByRole('button', { name: '提交 12 月工时' }).click();
    await zhangsan.getByRole('alert').getByText('工时须为数字，最多一位小数').waitFor();
    await december.fill('96.5');
    await zhangsan.getByRole('button', { name: '提交 12 月工时' }).click();
    await zhangsan.getByText('提交成功').first().waitFor();
    const again = zhangsan.getByRole('button', { name: '重新提交 12 月工时' });
    await again.waitFor();
    // measured once the button is out of its loading state
    await expect.poll(() => again.getAttribute('class')).not.toContain('loading');
    await expectAccessible(zhangsan, 'work-hour report');
    await zhangsan.context().close();

    const lisi = await signedInPage(suite, 'lisi');
    await lisi.goto(suite.portal.url('/v-workHour/v-workHourProReport'));
    await lisi.getByRole('button', { name: '选择人员' }).click();
    const users = lisi.getByRole('dialog', { name: '选择用户' });
    await users.getByLabel('姓名').fill('张三');
    await users.getByRole('button', { name: '查询' }).click();
    const row = users.getByRole('row', { name: /zhangsan/ });
    await row.waitFor();
    await row.getByRole('checkbox').or(row.getByRole('radio')).check({ force: true });
    await users.getByRole('button', { name: '确定' }).click();
    const table = lisi.getByRole('table', { name: `张三 的 ${year} 年工时` });
    // Semi's checkbox takes the click on its own box, which covers the input
    const decemberChoice = table.getByRole('checkbox', { name: '选择 12 月' });
    await decemberChoice.locator('..').click();
    await expect.poll(() => decemberChoice.isChecked()).toBe(true);
    await lisi.getByRole('button', { name: '冻结所选（1）' }).click();
    await lisi.getByText('冻结成功').first().waitFor();
    await expect.poll(() => table.getByRole('checkbox', { name: '选择 12 月' }).count()).toBe(0);
    await lisi.getByRole('textbox', { name: '部门编码' }).fill('rd');
    await lisi.getByRole('button', { name: '核对' }).click();
    await lisi.getByText(new RegExp(`部门 rd 的 ${year} 年度成本报表`)).waitFor();
    await expectAccessible(lisi, 'project hours');
    await lisi.context().close();
  });

  it('says so to a user without the rights, in English', async () => {
    const zhangsan = await signedInPage(suite, 'zhangsan', { language: 'en-US' });
    await zhangsan.goto(suite.portal.url('/workHourProReport'));
    await zhangsan.getByText('You may not see project hours').waitFor();
    await expectAccessible(zhangsan, 'project hours refused');
    await zhangsan.context().close();
  });
});

// The form data services in the browser (docs/form-data-services.md), on the seeded purchase request: the start
// form fills the applicant and date from the default-info map, offers the category dictionary's entries in the
// page's language and shows the request number as pending. The server gives the number at the start, and the
// task page shows the stored values and settles.
import { describe, expect, it } from 'vitest';
import { expectAccessible, openTodo, setUpSuite, signedInPage, startProcess } from './suite';

const suite = setUpSuite();
const PURCHASE_DEF_ID = '20000000000000003';
const today = () => {
  const now = new Date();
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
};

describe('form data services', () => {
  it('fills defaults and offers the dictionary on the start form, in either language', async () => {
    const zhangsan = await signedInPage(suite, 'zhangsan');
    await zhangsan.goto(suite.portal.url(`/agentStart/${PURCHASE_DEF_ID}/0`));
    await zhangsan.locator('.fd-flow-form form:not([aria-busy="true"])').waitFor();
    await expect.poll(() => zhangsan.getByLabel('申请人').inputValue(), { timeout: 10_000 }).toBe('张三');
    const number = zhangsan.getByLabel('采购单号');
    expect(await number.inputValue()).toBe('');
    expect(await number.getAttribute('placeholder')).toBe('提交后自动生成');
    expect(await number.isEditable()).toBe(false);
    await zhangsan.getByRole('combobox', { name: /采购类别/ }).click();
    expect(await zhangsan.getByRole('option').allTextContents()).toEqual(['办公用品', 'IT 设备', '家具']);
    await zhangsan.getByRole('option', { name: 'IT 设备' }).click();
    await expect.poll(() => zhangsan.getByRole('combobox', { name: /采购类别/ }).textContent()).toContain('IT 设备');
    await expectAccessible(zhangsan, 'purchase start form');

    const english = await signedInPage(suite, 'zhangsan', { language: 'en-US' });
    await english.goto(suite.portal.url(`/agentStart/${PURCHASE_DEF_ID}/0`));
    await english.locator('.fd-flow-form form:not([aria-busy="true"])').waitFor();
    await english.getByRole('combobox', { name: /Category/ }).click();
    expect(await english.getByRole('option').allTextContents()).toEqual(['Office supplies', 'IT equipment', 'Furniture']);
    await english.keyboard.press('Escape');
    await english.getByRole('listbox').waitFor({ state: 'detached' });
    expect(await english.getByLabel('Request number').getAttribute('placeholder')).toBe('Given when submitted');
    await expectAccessible(english, 'purchase start form (en-US)');
  });

  it('takes the request number at the start; the task page shows the stored values and settles', async () => {
    const title = `E2E 流水号 ${Date.now()}`;
    const record = { applicant: '张三', applyDate: today(), category: 'furniture', title, supplier: 'S1', expectedDate: '2026-12-30', itemCount: 1, total: 10, totalCapital: '', sub_items: [{ name: '椅子', spec: '', quantity: 1, unitPrice: 10, amount: 10 }] };
    await startProcess(suite, 'zhangsan', PURCHASE_DEF_ID, { purchase: record });
    const lisi = await signedInPage(suite, 'lisi');
    const errors: string[] = [];
    lisi.on('pageerror', (error) => errors.push(error.message));
    await openTodo(suite, lisi, `张三的采购申请：${title}`);
    const stamp = today().replaceAll('-', '');
    await expect.poll(() => lisi.getByLabel('采购单号').inputValue(), { timeout: 10_000 }).toMatch(new RegExp(`^CG${stamp}\\d+$`));
    await expect.poll(() => lisi.getByRole('combobox', { name: /采购类别/ }).textContent(), { timeout: 10_000 }).toContain('家具');
    expect(await lisi.getByLabel('申请人').inputValue()).toBe('张三');
    // settled: the task page still answers and no error reached the page
    await lisi.waitForTimeout(1000);
    expect(await lisi.locator('.fd-rjsf-service[aria-busy="true"]').count()).toBe(0);
    expect(errors).toEqual([]);
    await expectAccessible(lisi, 'purchase task page');
  });
});

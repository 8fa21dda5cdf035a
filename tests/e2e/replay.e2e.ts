// Replay: every form fixture renders from its definition and recorded answers without a session, and
// passes axe; a tester's own file is read in the browser with clear errors for bad input.
import { readdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { describeViolations, newPage, seriousAxeViolations } from './harness';
import { setUpSuite } from './suite';

const suite = setUpSuite();
const formFixtures = readdirSync(resolve(import.meta.dirname, '../../fixtures/form'))
  .filter((file) => file.endsWith('.json'))
  .map((file) => file.replace(/\.json$/, ''));

describe('replay of the form fixtures', () => {
  it('lists the fixtures by kind', async () => {
    const { page, context } = await newPage(suite.browser);
    await page.goto(suite.portal.url('/replay'));
    await page.getByRole('heading', { name: 'form 样例' }).waitFor();
    for (const name of formFixtures) await page.getByRole('link', { name, exact: true }).waitFor();
    const violations = await seriousAxeViolations(page);
    expect(violations, describeViolations(violations)).toEqual([]);
    await context.close();
  });

  for (const name of formFixtures) {
    it(`renders ${name} with its recorded answers, without serious accessibility violations`, async () => {
      const { page, context } = await newPage(suite.browser);
      await page.goto(suite.portal.url(`/replay/form/${name}`));
      await page.locator('form').first().waitFor();
      if (name === 'formula-cycle') await page.getByRole('alert').filter({ hasText: '循环' }).first().waitFor();
      const violations = await seriousAxeViolations(page);
      expect(violations, describeViolations(violations)).toEqual([]);
      await context.close();
    });
  }

  it('paints a big form from its definition first, then hands over to the prepared form', async () => {
    const { page, context } = await newPage(suite.browser);
    // Notes whether the inert preview (DefinitionView + the form kind's preview) was in the page before the form.
    await context.addInitScript(() => {
      const seen = { preview: false };
      (window as unknown as { previewSeen: typeof seen }).previewSeen = seen;
      new MutationObserver(() => {
        if (document.querySelector('[inert] form.fd-form-first-screen')) seen.preview = true;
      }).observe(document, { childList: true, subtree: true });
    });
    await page.goto(suite.portal.url('/replay/form/employee-file'));
    await page.getByRole('button', { name: '提交' }).waitFor();
    expect(await page.evaluate(() => (window as unknown as { previewSeen: { preview: boolean } }).previewSeen.preview)).toBe(true);
    expect(await page.locator('[inert]').count()).toBe(0);
    expect(await page.getByLabel('姓名').inputValue()).toBe('王晓明');
    expect(await page.getByText('月薪').count()).toBe(0); // an n field
    await page.getByLabel('姓名').focus();
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('root_employeeFile_formerName');
    const violations = await seriousAxeViolations(page);
    expect(violations, describeViolations(violations)).toEqual([]);
    await context.close();
  });

  it('validates a definition opened without answers: submitting it empty shows the error hint', async () => {
    const { page, context } = await newPage(suite.browser);
    await page.goto(suite.portal.url('/replay'));
    const definition = readFileSync(resolve(import.meta.dirname, '../../fixtures/form/leave-request.json'));
    await page.getByLabel('定义文件（JSON）').setInputFiles({ name: 'leave-request.json', mimeType: 'application/json', buffer: definition });
    await page.getByText('文件：leave-request.json').waitFor();
    await page.getByRole('button', { name: '提交' }).click();
    await page.getByText('请正确填写以下表单内容').first().waitFor();
    const violations = await seriousAxeViolations(page);
    expect(violations, describeViolations(violations)).toEqual([]);
    await context.close();
  });

  it('says so for an unknown fixture', async () => {
    const { page, context } = await newPage(suite.browser);
    await page.goto(suite.portal.url('/replay/form/no-such-fixture'));
    await page.getByRole('heading', { name: '未找到样例定义 form/no-such-fixture' }).waitFor();
    await context.close();
  });

  it('opens a tester’s own file and reports malformed JSON and invalid definitions clearly', async () => {
    const { page, context } = await newPage(suite.browser);
    await page.goto(suite.portal.url('/replay'));
    const input = page.getByLabel('定义文件（JSON）');
    await input.setInputFiles({ name: 'broken.json', mimeType: 'application/json', buffer: Buffer.from('{"kind": ') });
    await page.getByRole('alert').filter({ hasText: '文件不是有效的 JSON' }).waitFor();
    await input.setInputFiles({ name: 'bad.json', mimeType: 'application/json', buffer: Buffer.from('{"kind":"form","alias":"x","entities":"nope"}') });
    await page.getByRole('alert').filter({ hasText: 'entities' }).first().waitFor();
    await input.setInputFiles({ name: 'unknown.json', mimeType: 'application/json', buffer: Buffer.from('{"kind":"teapot"}') });
    await page.getByRole('alert').filter({ hasText: 'teapot' }).first().waitFor();
    await context.close();
  });
});

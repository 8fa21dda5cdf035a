// Replay: every form and formHtml fixture renders from its definition and recorded answers without a session, and
// passes axe (formHtml in both languages); the list searches and links to the studio; a column fixture and a layout fixture render; a tester's own file is read
// in the browser (kind inferred when missing, the same file reloads) with clear errors for bad input.
import { readdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { describeViolations, newPage, seriousAxeViolations } from './harness';
import { setUpSuite } from './suite';

const suite = setUpSuite();
const fixturesOf = (kind: string) =>
  readdirSync(resolve(import.meta.dirname, `../../fixtures/${kind}`))
    .filter((file) => file.endsWith('.json'))
    .map((file) => file.replace(/\.json$/, ''));
const formFixtures = fixturesOf('form');
const formHtmlFixtures = fixturesOf('formHtml');

describe('replay of the form fixtures', () => {
  it('lists the fixtures by kind', async () => {
    const { page, context } = await newPage(suite.browser);
    await page.goto(suite.portal.url('/replay'));
    await page.getByRole('heading', { name: 'form 样例' }).waitFor();
    for (const name of formFixtures) await page.locator(`a[href$="/replay/form/${name}"]`).waitFor();
    await page.getByRole('link', { name: /请假申请/ }).first().waitFor();
    await page.getByRole('heading', { name: 'layout 样例' }).waitFor();
    await page.locator('a[href$="/replay/layout/sample-home"]').waitFor();
    expect(await page.getByRole('link', { name: '在设计器中打开“文档列表”' }).getAttribute('href')).toBe('/fvue/studio?fixture=customQuery/document-list');
    await page.getByRole('textbox', { name: '搜索样例定义' }).fill('文档列表');
    await page.getByText('共 1 个样例').waitFor();
    const violations = await seriousAxeViolations(page);
    expect(violations, describeViolations(violations)).toEqual([]);
    await context.close();
  });

  it('replays a column fixture through the home column body', async () => {
    const { page, context } = await newPage(suite.browser);
    await page.goto(suite.portal.url('/replay/column/welcome-notice'));
    await page.getByText('A static template column: no data source, the template is shown as it is.').waitFor();
    const violations = await seriousAxeViolations(page);
    expect(violations, describeViolations(violations)).toEqual([]);
    await context.close();
  });

  it('replays a layout fixture with the home rows, its columns drawn from the column fixtures', async () => {
    const { page, context } = await newPage(suite.browser);
    await page.goto(suite.portal.url('/replay/layout/sample-home'));
    await page.getByRole('heading', { name: '常用链接' }).first().waitFor();
    await page.getByText('A static template column: no data source, the template is shown as it is.').first().waitFor();
    const violations = await seriousAxeViolations(page);
    expect(violations, describeViolations(violations)).toEqual([]);
    await context.close();
  });

  it('opens a copied customQuery file without kind, saying which kind it inferred', async () => {
    const { page, context } = await newPage(suite.browser);
    await page.goto(suite.portal.url('/replay'));
    const { kind: _kind, ...definition } = JSON.parse(readFileSync(resolve(import.meta.dirname, '../../fixtures/customQuery/document-list.json'), 'utf8')) as Record<string, unknown>;
    await page.locator('input.fd-replay__file-input').setInputFiles({ name: 'copy.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(definition)) });
    await page.getByRole('status').filter({ hasText: '按唯一符合其结构的类型 customQuery 回放' }).waitFor();
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

  // The formHtml adapter's output in both languages: every generated template draws a form that passes axe.
  for (const name of formHtmlFixtures) {
    it(`renders the formHtml fixture ${name} with its recorded answers, in zh-CN and en-US, without serious accessibility violations`, async () => {
      for (const language of ['zh-CN', 'en-US'] as const) {
        const { page, context } = await newPage(suite.browser, { language });
        await page.goto(suite.portal.url(`/replay/formHtml/${name}`));
        await page.locator('form').first().waitFor();
        const violations = await seriousAxeViolations(page);
        expect(violations, `${language}: ${describeViolations(violations)}`).toEqual([]);
        await context.close();
      }
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
    const input = page.locator('input.fd-replay__file-input');
    await input.setInputFiles({ name: 'leave-request.json', mimeType: 'application/json', buffer: definition });
    await page.getByText('文件：leave-request.json').waitFor();
    await page.getByRole('button', { name: '提交' }).click();
    await page.getByText('请正确填写以下表单内容').first().waitFor();
    // The same file chosen again after editing it reloads it.
    const edited = JSON.parse(definition.toString('utf8')) as { name: Record<string, string> };
    edited.name['zh-CN'] = '请假申请（已修改）';
    await input.setInputFiles({ name: 'leave-request.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(edited)) });
    await page.getByText('请假申请（已修改）').first().waitFor();
    const violations = await seriousAxeViolations(page);
    expect(violations, describeViolations(violations)).toEqual([]);
    await context.close();
  });

  it('in English: submits a valid replayed form and shows the record it sends, read back value by value; the index passes axe', async () => {
    const { page, context } = await newPage(suite.browser, { language: 'en-US' });
    await page.goto(suite.portal.url('/replay'));
    await page.getByRole('heading', { name: 'Definition replay' }).waitFor();
    await page.getByRole('textbox', { name: 'Search the fixtures' }).waitFor();
    const indexViolations = await seriousAxeViolations(page);
    expect(indexViolations, describeViolations(indexViolations)).toEqual([]);

    await page.goto(suite.portal.url('/replay/form/leave-request'));
    const reason = page.getByLabel('Reason');
    await reason.waitFor();
    const answers = JSON.parse(readFileSync(resolve(import.meta.dirname, '../../fixtures/form/answers/leave-request.json'), 'utf8')) as { leave: Record<string, unknown> };
    expect(await reason.inputValue()).toBe(answers.leave.reason);
    await reason.fill('Family matters, two days.');
    await page.getByRole('button', { name: 'Submit' }).click();
    const shown = page.getByLabel('Submitted record');
    await shown.waitFor();
    const record = JSON.parse((await shown.textContent()) ?? '') as { leave: Record<string, unknown> };
    // What the page says it sends: the recorded answers, with the one edit.
    expect(record.leave).toMatchObject({ applicant: answers.leave.applicant, mobile: answers.leave.mobile, leaveType: answers.leave.leaveType, startTime: answers.leave.startTime, endTime: answers.leave.endTime, reason: 'Family matters, two days.' });
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
    const input = page.locator('input.fd-replay__file-input');
    await input.setInputFiles({ name: 'broken.json', mimeType: 'application/json', buffer: Buffer.from('{"kind": ') });
    await page.getByRole('alert').filter({ hasText: '文件不是有效的 JSON：JSON 在第 1 行第 10 列意外结束' }).first().waitFor();
    await input.setInputFiles({ name: 'bad.json', mimeType: 'application/json', buffer: Buffer.from('{"kind":"form","alias":"x","entities":"nope"}') });
    await page.getByRole('alert').filter({ hasText: 'entities' }).first().waitFor();
    await input.setInputFiles({ name: 'unknown.json', mimeType: 'application/json', buffer: Buffer.from('{"kind":"teapot"}') });
    await page.getByRole('alert').filter({ hasText: 'teapot' }).first().waitFor();
    await context.close();
  });
});

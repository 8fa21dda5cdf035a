// The definition studio (/studio, docs/studio.md): for each kind a definition is opened, broken in the editor
// (the problem is listed with its JSON path, and clicking it selects the place in the editor), then fixed (the
// preview comes back); a share link opens the same definition in a new context; drafts survive a reload; the same
// file chosen again reloads; the page passes axe in both languages and works from the keyboard alone.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { newPage } from './harness';
import { chooseFile, chooseOption, expectAccessible, setUpSuite, signedInPage } from './suite';

const suite = setUpSuite();

/** The text the studio shows for a fixture: its JSON, pretty-printed. */
const fixtureText = (path: string) => `${JSON.stringify(JSON.parse(readFileSync(resolve(import.meta.dirname, `../../fixtures/${path}.json`), 'utf8')), null, 2)}\n`;

const FIXTURE_OF_KIND: Record<string, string> = {
  form: 'form/leave-request',
  customQuery: 'customQuery/document-list',
  queryView: 'queryView/department-list',
  customDialog: 'customDialog/department-tree',
  customChart: 'customChart/project-status-share',
  dataTemplate: 'dataTemplate/leave-requests',
};

const problems = (page: Page) => page.locator('.fd-studio__problems');
const preview = (page: Page) => page.locator('.fd-studio__preview-body');

/** Replaces the editor's whole text, as an author pasting over it would. */
async function replaceText(page: Page, text: string): Promise<void> {
  await page.locator('.cm-content').click();
  await page.keyboard.press('Control+a');
  await page.keyboard.insertText(text);
}

async function expectSound(page: Page): Promise<void> {
  await problems(page).getByText('没有问题').waitFor();
  await preview(page).waitFor();
  expect(await page.getByText('定义有问题（见左侧“问题”）').count()).toBe(0);
}

/** Breaks `name` (a number where a text belongs), sees the problem with its path, clicks it, then undoes the break. */
async function breakAndFix(page: Page, text: string, property = 'name'): Promise<void> {
  const definition = JSON.parse(text) as Record<string, unknown>;
  await replaceText(page, `${JSON.stringify({ ...definition, [property]: 123 }, null, 2)}\n`);
  const problem = problems(page).getByRole('button').filter({ hasText: `$.${property}` }).first();
  await problem.waitFor();
  await expect(problem.textContent()).resolves.toContain('当前值：123');
  await page.getByText('定义有问题（见左侧“问题”）').waitFor();
  await problem.click();
  expect(await page.evaluate(() => document.activeElement?.classList.contains('cm-content'))).toBe(true);
  expect(await page.evaluate(() => window.getSelection()?.toString())).toBe(`"${property}": 123`);
  await page.keyboard.press('Control+z');
  await expectSound(page);
}

/** Copies the share link and opens it in a new context: the editor there shows the same text. */
async function expectSameInSharedLink(page: Page, text: string): Promise<void> {
  await page.getByRole('button', { name: '复制分享链接' }).click();
  const link = await page.getByLabel('分享链接（定义只在 # 之后，不会发送到服务器）').inputValue();
  const other = await newPage(suite.browser);
  await other.page.goto(link);
  await other.page.getByRole('heading', { name: '分享链接' }).waitFor();
  await expectSound(other.page);
  // The top of the text (the editor draws what is in view) is the definition's.
  const flat = (value: string) => value.replace(/\s+/g, ' ');
  expect(flat(text)).toContain(flat((await other.page.locator('.cm-content').innerText()).slice(0, 300)).trim().slice(0, 200));
  await other.context.close();
}

describe('the definition studio', () => {
  for (const [kind, fixture] of Object.entries(FIXTURE_OF_KIND)) {
    it(`${kind}: opens ${fixture}, shows the problem of a broken copy with its path, the preview once fixed, and the same definition through a shared link`, async () => {
      const { page, context } = await newPage(suite.browser);
      await page.goto(suite.portal.url(`/studio?fixture=${fixture}`));
      await page.getByRole('heading', { name: `样例 ${fixture}` }).waitFor();
      await expectSound(page);
      await breakAndFix(page, fixtureText(fixture));
      await expectSameInSharedLink(page, fixtureText(fixture));
      await context.close();
    });
  }

  it('layout: opens layout/sample-home drawn with the column fixtures, shows the problem of a broken copy with its path, and the preview once fixed', async () => {
    const { page, context } = await newPage(suite.browser);
    await page.goto(suite.portal.url('/studio?fixture=layout/sample-home'));
    await page.getByRole('heading', { name: '样例 layout/sample-home' }).waitFor();
    await expectSound(page);
    // The home page's own column frames; the bodies are drawn as they come near the window.
    const columns = async () => {
      await preview(page).getByRole('heading', { name: '欢迎使用' }).first().waitFor();
      await preview(page).getByRole('heading', { name: '常用链接' }).first().waitFor();
      await preview(page).scrollIntoViewIfNeeded();
      await preview(page).getByText('A static template column: no data source, the template is shown as it is.').first().waitFor();
    };
    await columns();
    await expectAccessible(page, 'studio layout preview');
    await breakAndFix(page, fixtureText('layout/sample-home'), 'list');
    await columns();
    await expectSameInSharedLink(page, fixtureText('layout/sample-home'));
    // A column without a session or a fixture of its alias is a notice in its own place; the others are drawn.
    const grid = { kind: 'layout', list: [{ type: 'grid', columns: [{ span: 12, list: [{ alias: 'welcomeNotice' }] }, { span: 12, list: [{ alias: 'noSuchColumn' }] }] }] };
    await replaceText(page, `${JSON.stringify(grid, null, 2)}\n`);
    await preview(page).getByText('栏目“noSuchColumn”无法预览：未登录且没有同名样例').waitFor();
    await preview(page).getByRole('heading', { name: '欢迎使用', exact: true }).waitFor();
    await context.close();
  });

  for (const kind of ['column', 'layout']) {
    it(`${kind}: a new definition from the template, broken and fixed`, async () => {
      const { page, context } = await newPage(suite.browser);
      await page.goto(suite.portal.url('/studio'));
      await chooseOption(page, '新建定义的类型', new RegExp(`^${kind}$`));
      await page.getByRole('button', { name: '从模板新建' }).click();
      await page.getByRole('heading', { name: `${kind} 模板` }).waitFor();
      await problems(page).getByText('没有问题').waitFor();
      if (kind === 'column') await preview(page).getByText('新栏目').waitFor();
      else await preview(page).getByText('栏目“homeTodo”无法预览：未登录且没有同名样例').waitFor();
      const text = await page.evaluate(() => (document.querySelector('.cm-content') as HTMLElement).innerText);
      await breakAndFix(page, text, kind === 'column' ? 'name' : 'list');
      if (kind === 'column') await preview(page).getByText('新栏目').waitFor();
      await context.close();
    });
  }

  it('warns about what the sanitizer removes from a column template and a {{path}} the preview data lacks, and still previews', async () => {
    const { page, context } = await newPage(suite.browser);
    await page.goto(suite.portal.url('/studio'));
    await chooseOption(page, '新建定义的类型', /^column$/);
    await page.getByRole('button', { name: '从模板新建' }).click();
    await page.getByRole('heading', { name: 'column 模板' }).waitFor();
    const html = '<p onclick="go()">共 {{ data.total }} 条，{{ data.title }}</p><script>x()</script>';
    const column = { kind: 'column', alias: 'warned', name: '警告栏目', colType: 0, dataMode: 3, dataFrom: '/portal/x', templateHtml: Buffer.from(html).toString('base64') };
    await page.getByLabel(/预览数据/).fill('{"total": 7}');
    await replaceText(page, JSON.stringify(column, null, 2));
    await problems(page).getByText('3 个警告').waitFor();
    await problems(page).getByRole('button').filter({ hasText: '净化器会从模板中删除 <script> 元素' }).waitFor();
    await problems(page).getByRole('button').filter({ hasText: '净化器会从模板中删除 <p> 的 onclick 属性' }).waitFor();
    // A warning is no error: the preview draws the preview data as the REST answer.
    await problems(page).getByText('没有问题').waitFor();
    await preview(page).getByText('共 7 条').waitFor();
    await problems(page).getByRole('button').filter({ hasText: 'data.title 在预览数据中没有值' }).waitFor();
    await context.close();
  });

  it('localizes a JSON syntax error with its line and column, and shows the form’s submitted record', async () => {
    const { page, context } = await newPage(suite.browser);
    await page.goto(suite.portal.url('/studio?fixture=form/leave-request'));
    await preview(page).getByRole('button', { name: '提交' }).click();
    const submitted = page.getByRole('status').filter({ hasText: '表单校验通过' });
    await submitted.waitFor();
    expect(await submitted.textContent()).toContain('"applicant": "李四"');
    await replaceText(page, '{\n  "kind": "form",\n  "alias": }');
    await problems(page).getByText('第 3 行第 12 列：这里应是一个值，却是 "}"').waitFor();
    await page.getByText('JSON 有错误，改正后预览会更新。').waitFor();
    await context.close();
  });

  it('opens a shared link in a new context with the same definition, and keeps drafts over a reload', async () => {
    const { page, context } = await newPage(suite.browser);
    await page.goto(suite.portal.url('/studio?fixture=form/leave-request'));
    await expectSound(page);
    const edited = fixtureText('form/leave-request').replace('"请假申请"', '"请假申请（草稿）"');
    await replaceText(page, edited);
    await page.getByRole('button', { name: '复制分享链接' }).click();
    const link = await page.getByLabel('分享链接（定义只在 # 之后，不会发送到服务器）').inputValue();
    expect(link).toMatch(/\/fvue\/studio#d=[A-Za-z0-9_-]+$/);

    const other = await newPage(suite.browser);
    const requests: string[] = [];
    other.page.on('request', (request) => requests.push(request.url()));
    await other.page.goto(link);
    await other.page.getByRole('heading', { name: '分享链接' }).waitFor();
    await expectSound(other.page);
    await other.page.locator('.cm-content').getByText('请假申请（草稿）').waitFor();
    // The fragment, which carries the definition, never reaches the server.
    const fragment = link.slice(link.indexOf('#d=') + 3);
    expect(requests.length).toBeGreaterThan(0);
    expect(requests.filter((url) => url.includes(fragment.slice(0, 24)))).toEqual([]);
    await other.context.close();

    await page.reload();
    await page.getByText('已恢复本浏览器中保存的草稿。').waitFor();
    await page.locator('.cm-content').getByText('请假申请（草稿）').waitFor();
    await page.getByRole('button', { name: '放弃草稿' }).click();
    await page.locator('.cm-content').getByText('"请假申请"').waitFor();
    await context.close();
  });

  it('reloads a local file chosen again after it changed', async () => {
    const { page, context } = await newPage(suite.browser);
    await page.goto(suite.portal.url('/studio'));
    await chooseFile(page, '打开本地文件（JSON）', { name: 'mine.json', mimeType: 'application/json', buffer: Buffer.from('{"kind": "form", "alias": "first"}') });
    await page.getByRole('heading', { name: '文件 mine.json' }).waitFor();
    await page.locator('.cm-content').getByText('first').waitFor();
    await chooseFile(page, '打开本地文件（JSON）', { name: 'mine.json', mimeType: 'application/json', buffer: Buffer.from('{"kind": "form", "alias": "second"}') });
    await page.locator('.cm-content').getByText('second').waitFor();
    await context.close();
  });

  it('signed in: opens a column from its preview page, and any server definition from the searchable list', async () => {
    const page = await signedInPage(suite, 'admin');
    await page.goto(suite.portal.url('/column/preview/homeTodo'));
    await page.getByRole('link', { name: '在定义工作台中打开' }).click();
    await page.getByRole('heading', { name: '服务器 column/homeTodo' }).waitFor();
    await expectSound(page);
    expect(await page.locator('.cm-content').textContent()).toContain('"alias": "homeTodo"');
    await chooseOption(page, '服务器上的定义类型', /^customQuery$/);
    await page.getByRole('searchbox', { name: '按别名或名称搜索服务器上的定义' }).fill('文档列表');
    await page.getByRole('button', { name: 'documentList 文档列表' }).click();
    await page.getByRole('heading', { name: '服务器 customQuery/documentList' }).waitFor();
    await expectSound(page);
    await page.getByRole('checkbox', { name: '使用服务器的实时数据' }).check({ force: true });
    await preview(page).getByText('关于2026年度预算编制工作的通知').waitFor();
    await expectAccessible(page, 'studio signed in');
    await page.context().close();
  });

  for (const language of ['zh-CN', 'en-US'] as const) {
    it(`passes axe in ${language}, with problems listed and with a preview`, async () => {
      const { page, context } = await newPage(suite.browser, { language });
      await page.goto(suite.portal.url('/studio?fixture=form/leave-request'));
      await preview(page).getByRole('button', { name: language === 'zh-CN' ? '提交' : 'Submit' }).waitFor();
      await expectAccessible(page, `studio (${language})`);
      await replaceText(page, fixtureText('form/leave-request').replace('"dataType": "clob"', '"dataType": "blob"'));
      await problems(page).getByRole('button').filter({ hasText: '$.entities[0].attributes[7].dataType' }).waitFor();
      await expectAccessible(page, `studio with problems (${language})`);
      await context.close();
    });
  }

  it('works from the keyboard alone: find a fixture, edit, leave the editor with Escape then Tab, go to a problem', async () => {
    const { page, context } = await newPage(suite.browser);
    await page.goto(suite.portal.url('/studio'));
    await page.getByRole('heading', { name: 'form 模板' }).waitFor();
    const focused = () => page.evaluate(() => ({ id: document.activeElement?.id ?? '', editor: !!document.activeElement?.classList.contains('cm-content'), text: document.activeElement?.textContent ?? '' }));
    const tabUntil = async (done: (state: Awaited<ReturnType<typeof focused>>) => boolean) => {
      for (let step = 0; step < 40; step += 1) {
        await page.keyboard.press('Tab');
        if (done(await focused())) return;
      }
      throw new Error('the keyboard did not reach it');
    };
    const search = page.getByRole('searchbox', { name: '搜索样例定义' });
    const searchId = (await search.getAttribute('id')) ?? '';
    await tabUntil((state) => state.id === searchId);
    await page.keyboard.type('form/expense-claim');
    await page.keyboard.press('Tab');
    expect((await focused()).text).toBe('form/expense-claim');
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { name: '样例 form/expense-claim' }).waitFor();
    await tabUntil((state) => state.editor);
    await page.keyboard.press('Control+End');
    await page.keyboard.type('x');
    await problems(page).getByRole('button').first().waitFor();
    await page.keyboard.press('Escape');
    await page.keyboard.press('Tab');
    expect((await focused()).editor).toBe(false);
    await tabUntil((state) => state.text.includes('多余的内容'));
    await page.keyboard.press('Enter');
    expect((await focused()).editor).toBe(true);
    await context.close();
  });
});

// Anonymous routes besides sign-in: short links, the message page, and the not-found page.
import { describe, expect, it } from 'vitest';
import { describeViolations, newPage, seriousAxeViolations, signIn } from './harness';
import { setUpSuite } from './suite';

const suite = setUpSuite();

describe('short links', () => {
  it('resolves a valid link to its in-app target (through sign-in when there is no session)', async () => {
    const { page, context } = await newPage(suite.browser);
    await page.goto(suite.portal.url('/surl/todo'));
    await page.waitForURL((url) => url.pathname === '/fvue/login' && url.searchParams.get('redirect') === '/v-flow/v-todo');
    await page.getByLabel(/^账号$/).fill('zhangsan');
    await page.getByLabel(/^密码$/).fill('123456');
    await page.getByRole('button', { name: /^登\s*录$/ }).click();
    await page.waitForURL((url) => url.pathname === '/fvue/v-flow/v-todo');
    await context.close();
  });

  it('shows the message page with the server message for an expired link', async () => {
    const { page, context } = await newPage(suite.browser);
    await page.goto(suite.portal.url('/surl/spring2025'));
    await page.waitForURL((url) => url.pathname.startsWith('/fvue/messageFillPage/'));
    await page.getByText('链接已失效').first().waitFor();
    const violations = await seriousAxeViolations(page);
    expect(violations, describeViolations(violations)).toEqual([]);
    await context.close();
  });

  it('shows the message page for an unknown link', async () => {
    const { page, context } = await newPage(suite.browser);
    await page.goto(suite.portal.url('/surl/no-such-code'));
    await page.waitForURL((url) => url.pathname.startsWith('/fvue/messageFillPage/'));
    await context.close();
  });
});

describe('not-found page', () => {
  it('says the page does not exist, in both languages, without serious accessibility violations', async () => {
    const { page, context } = await newPage(suite.browser);
    await signIn(page, suite.portal, 'zhangsan', '123456');
    await page.goto(suite.portal.url('/home/unknown/deep/path'));
    await page.getByRole('heading', { name: '页面不存在' }).waitFor();
    const violations = await seriousAxeViolations(page);
    expect(violations, describeViolations(violations)).toEqual([]);
    await context.close();

    const english = await newPage(suite.browser, { language: 'en-US' });
    await signIn(english.page, suite.portal, 'zhangsan', '123456');
    await english.page.goto(suite.portal.url('/home/unknown'));
    await english.page.getByRole('heading', { name: 'The page does not exist' }).waitFor();
    await english.context.close();
  });
});

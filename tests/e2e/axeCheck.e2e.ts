// The harness's accessibility check itself: a notice that fades in while axe runs (home's reminders arrive one
// every 500 ms) is measured again at rest, and a notice whose colours really fail is still reported.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { newPage, seriousAxeViolations } from './harness';
import { setUpSuite } from './suite';

const suite = setUpSuite();

/** The login page, checked once (which loads axe), with the next axe run adding a notice in `color` that fades in. */
async function noticeArrivingDuringAxe(color: string): Promise<Page> {
  const { page } = await newPage(suite.browser);
  await page.goto(suite.portal.url('/login'));
  await page.getByRole('textbox', { name: '账号' }).waitFor();
  expect(await seriousAxeViolations(page)).toEqual([]);
  // Semi's notices carry an `animation-show_…` class while shown; this one starts a third visible, as a real one
  // is a few frames into its fade.
  await page.addStyleTag({
    content:
      '@keyframes fd-test-fade { from { opacity: 0.3 } to { opacity: 1 } }' +
      '.fd-test-notice-animation-show_bottomRight { animation: fd-test-fade 1500ms forwards; position: fixed; right: 0; bottom: 0; padding: 20px; background: #fff }',
  });
  await page.evaluate((noticeColor) => {
    const axe = (window as unknown as { axe: { run: (...args: unknown[]) => Promise<unknown> } }).axe;
    const run = axe.run.bind(axe);
    let arrived = false;
    axe.run = (...args) => {
      if (!arrived) {
        arrived = true;
        const notice = document.createElement('div');
        notice.className = 'fd-test-notice-animation-show_bottomRight';
        const button = document.createElement('button');
        button.type = 'button';
        button.textContent = '打开表单';
        button.style.cssText = `color: ${noticeColor}; background: none; border: none`;
        notice.append(button);
        document.body.append(notice);
      }
      return run(...args);
    };
  }, color);
  return page;
}

describe('accessibility check of the e2e harness', () => {
  it('measures a notice that fades in while axe runs once it is at rest', async () => {
    const page = await noticeArrivingDuringAxe('#0064fa');
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.context().close();
  });

  it('still reports a notice whose colours fail at rest', async () => {
    const page = await noticeArrivingDuringAxe('#bbbbbb');
    const violations = await seriousAxeViolations(page);
    expect(violations.map((violation) => violation.id)).toEqual(['color-contrast']);
    expect(violations[0].nodes[0].html).toContain('打开表单');
    await page.context().close();
  });
});

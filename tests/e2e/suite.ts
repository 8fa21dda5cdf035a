// One reference server and one browser per suite file, started before its tests and closed after them.
import { afterAll, beforeAll, expect } from 'vitest';
import type { Browser, FileChooser, Locator, Page } from 'playwright-core';
import { describeViolations, launchBrowser, newPage, seriousAxeViolations, signIn, startPortal, type PageOptions, type Portal, type PortalOptions } from './harness';

export interface Suite {
  readonly portal: Portal;
  readonly browser: Browser;
}

/** `portal` chooses how the file's server runs (e.g. `{ formWire: 'html' }`). */
export function setUpSuite(portal: PortalOptions = {}): Suite {
  const suite: { portal?: Portal; browser?: Browser } = {};
  beforeAll(async () => {
    suite.portal = await startPortal(portal);
    suite.browser = await launchBrowser();
  });
  afterAll(async () => {
    await suite.browser?.close();
    await suite.portal?.close();
  });
  return {
    get portal() {
      if (!suite.portal) throw new Error('the suite has not started yet');
      return suite.portal;
    },
    get browser() {
      if (!suite.browser) throw new Error('the suite has not started yet');
      return suite.browser;
    },
  };
}

/** A page of a new browser context, signed in as `account` (demo passwords) and on the home page. */
export async function signedInPage(suite: Suite, account: string, options: PageOptions = {}): Promise<Page> {
  const { page } = await newPage(suite.browser, { width: 1400, height: 1000, ...options });
  await signIn(page, suite.portal, account, account === 'admin' ? 'admin123' : '123456');
  await page.waitForURL('**/fvue/home');
  return page;
}

/**
 * Scrolls home from top to bottom, half a window at a time, and back: columns below the fold are drawn when they
 * come near the window (NearViewport), so this is how a reader gets every column drawn.
 */
export async function scrollThroughHome(page: Page): Promise<void> {
  await page.locator('.fd-home section.fd-column').first().waitFor();
  await page.evaluate(async () => {
    // The layout's main area scrolls, not the document: scroll the nearest ancestor of home that can.
    let scroller: Element | null = document.querySelector('.fd-home');
    while (scroller && !(scroller.scrollHeight > scroller.clientHeight + 1 && /auto|scroll/.test(getComputedStyle(scroller).overflowY))) scroller = scroller.parentElement;
    const target = scroller ?? document.scrollingElement ?? document.documentElement;
    for (let top = 0; top < target.scrollHeight; top += target.clientHeight / 2) {
      target.scrollTo(0, top);
      await new Promise((resolve) => setTimeout(resolve, 150));
    }
    target.scrollTo(0, 0);
  });
}

/**
 * Chooses an option of a Semi Select (src/components/ChoiceSelect.tsx) by keyboard-free clicks as a user does:
 * opens the named combobox, clicks the option whose text matches, and waits for the list to close.
 */
export async function chooseOption(scope: Page | Locator, name: string | RegExp, option: string | RegExp): Promise<void> {
  const page = 'page' in scope ? scope.page() : scope;
  await scope.getByRole('combobox', { name }).click();
  const list = page.getByRole('listbox');
  await list.getByRole('option').filter({ hasText: option }).first().click();
  await list.waitFor({ state: 'detached' });
}

/** Chooses a file through the button that opens the browser's file dialog (the hidden input behind Semi's button). */
export async function chooseFile(scope: Page | Locator, button: string | RegExp, file: Parameters<FileChooser['setFiles']>[0]): Promise<void> {
  const page = 'page' in scope ? scope.page() : scope;
  const chooser = page.waitForEvent('filechooser');
  await scope.getByRole('button', { name: button }).click();
  await (await chooser).setFiles(file);
}

/** axe-core finds no serious or critical violation on the page; `where` names the page in the failure. */
export async function expectAccessible(page: Page, where: string): Promise<void> {
  const violations = await seriousAxeViolations(page);
  expect(violations, `${where}\n${describeViolations(violations)}`).toEqual([]);
}

/**
 * Starts a process as `account` through the start call itself (the start page has its own tests), with the
 * form data keyed by its business object; answers the new instance's id.
 */
export async function startProcess(suite: Suite, account: string, defId: string, data: Record<string, Record<string, unknown>>): Promise<string> {
  const page = await signedInPage(suite, account);
  const answer = await page.evaluate(
    async ([definition, record]) => {
      const { token } = JSON.parse(sessionStorage.getItem('currentUser') ?? '{}') as { token: string };
      const encoded = btoa(String.fromCharCode(...new TextEncoder().encode(JSON.stringify(record))));
      const response = await fetch('/runtime/instance/v1/start', {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify({ defId: definition, data: encoded, formType: 'inner' }),
      });
      return (await response.json()) as { state?: boolean; value?: string; message?: string };
    },
    [defId, data] as const,
  );
  await page.context().close();
  expect(answer, answer.message).toMatchObject({ state: true });
  return answer.value!;
}

/** The leave process (seeded) and a one-day leave of zhangsan's with this reason. */
export const LEAVE_DEF_ID = '20000000000000001';
export const oneDayLeave = (reason: string) => ({
  leave: { applicant: '张三', leaveType: 'annual', startTime: '2026-12-01 08:00:00', endTime: '2026-12-01 18:00:00', days: 0, reason },
});

/** Opens the caller's to-do with this subject and waits for its form. */
export async function openTodo(suite: Suite, page: Page, subject: string): Promise<void> {
  await page.goto(suite.portal.url('/v-flow/v-todo'));
  await page.getByRole('link', { name: subject }).click();
  await page.waitForURL(/\/task\/\d+\/0$/);
  await page.locator('.fd-flow-form form:not([aria-busy="true"])').waitFor();
}

/** Presses a task button with an opinion and waits until the page goes back to the to-do list. */
export async function act(page: Page, button: string, opinion: string, confirm?: string): Promise<void> {
  await page.getByLabel('审批意见').fill(opinion);
  await page.getByRole('toolbar', { name: '任务操作' }).getByRole('button', { name: button, exact: true }).click();
  if (confirm) await page.getByRole('dialog').getByRole('button', { name: confirm }).click();
  await page.waitForURL(/\/v-flow\/v-todo$/);
}

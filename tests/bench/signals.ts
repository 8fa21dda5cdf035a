// How a benchmark page tells the runner it is ready to be read: it logs a message to its console, and the
// runner waits for that message instead of polling the page. Polling with playwright's waitForFunction first
// evaluates playwright's injected script in the page (about 15 ms of main-thread work here), right after the
// load event: inside the span between navigation and paint that the benchmarks measure.
import type { Page } from 'playwright-core';

export const FORM_MOUNTED = 'flowdesk-bench:form-mounted';
export const LIST_PAINTED = 'flowdesk-bench:list-painted';
export const HOME_INTERACTIVE = 'flowdesk-bench:home-interactive';

/** Page side: tells the runner the page is ready. */
export function announce(message: string): void {
  console.log(message);
}

/** Runner side: resolves when the page announces `message`; call it before navigating. */
export function announced(page: Page, message: string, timeout: number): Promise<unknown> {
  return page.waitForEvent('console', { predicate: (entry) => entry.text() === message, timeout });
}

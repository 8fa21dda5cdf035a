// `npm run size`: gzip size of the JavaScript and CSS a browser loads for /login and for the first
// authenticated page, measured in Debian's Chromium against a built app on the reference server.
import { gzipSync } from 'node:zlib';
import type { Page } from 'playwright-core';
import { launchBrowser, newPage, startPortal, type Portal } from '../e2e/harness';

const LOGIN_JS_BUDGET = 150 * 1024;

interface Weight {
  js: number;
  css: number;
  files: number;
  /** whether any script loaded is CodeMirror (the studio's editor, which no other page may pay for) */
  editor: boolean;
}

/** A class name only CodeMirror's view module writes. */
const EDITOR_MARK = 'cm-scroller';

async function measure(page: Page, portal: Portal, path: string, before?: (page: Page) => Promise<void>): Promise<Weight> {
  const bodies: Promise<{ kind: 'js' | 'css'; size: number; editor: boolean } | null>[] = [];
  page.on('response', (response) => {
    const type = response.request().resourceType();
    if (type !== 'script' && type !== 'stylesheet') return;
    bodies.push(
      response
        .body()
        .then((body) => ({ kind: type === 'script' ? ('js' as const) : ('css' as const), size: gzipSync(body).length, editor: type === 'script' && body.includes(EDITOR_MARK) }))
        .catch(() => null),
    );
  });
  if (before) await before(page);
  await page.goto(portal.url(path), { waitUntil: 'networkidle' });
  const weights = (await Promise.all(bodies)).filter((b) => b !== null);
  return {
    js: weights.filter((w) => w.kind === 'js').reduce((sum, w) => sum + w.size, 0),
    css: weights.filter((w) => w.kind === 'css').reduce((sum, w) => sum + w.size, 0),
    files: weights.length,
    editor: weights.some((w) => w.editor),
  };
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

const portal = await startPortal();
const browser = await launchBrowser();
try {
  const login = await newPage(browser);
  const loginWeight = await measure(login.page, portal, '/login');
  await login.context.close();

  // The first authenticated page, loaded cold with a session already in place.
  const answer = await fetch(`${portal.origin}/auth`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'zhangsan', password: Buffer.from('123456').toString('base64') }),
  });
  const auth = (await answer.json()) as Record<string, unknown>;
  const user = { ...auth, loginTime: Date.now() };
  const home = await newPage(browser);
  const homeWeight = await measure(home.page, portal, '/home', async (page) => {
    await page.addInitScript((value) => sessionStorage.setItem('currentUser', value), JSON.stringify(user));
  });
  await home.context.close();

  console.log('page              JS (gzip)   CSS (gzip)  files');
  for (const [name, w] of [['/login', loginWeight], ['/home (signed in)', homeWeight]] as const) {
    console.log(`${name.padEnd(18)}${kb(w.js).padEnd(12)}${kb(w.css).padEnd(12)}${w.files}`);
  }
  for (const [name, w] of [['/login', loginWeight], ['/home', homeWeight]] as const) {
    if (w.editor) {
      console.error(`${name} loads the studio's editor (CodeMirror): it must stay in the studio's own chunk`);
      process.exitCode = 1;
    } else console.log(`${name} loads no CodeMirror code`);
  }
  if (loginWeight.js > LOGIN_JS_BUDGET) {
    console.error(`/login loads ${kb(loginWeight.js)} of JavaScript, over the ${kb(LOGIN_JS_BUDGET)} budget`);
    process.exitCode = 1;
  } else {
    console.log(`/login JavaScript is within the ${kb(LOGIN_JS_BUDGET)} budget`);
  }
} finally {
  await browser.close();
  await portal.close();
}

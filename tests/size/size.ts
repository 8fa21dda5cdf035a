// `npm run size`: gzip size of the JavaScript and CSS a browser loads for /login and for the signed-in /home,
// measured in Debian's Chromium against a built app on the reference server, and the API requests /home makes.
// /home is loaded cold in a 1366×768 window, without scrolling, from navigation until the network has been
// quiet for 1.5 s (issue 25). Fails when /login or /home is over its JavaScript budget or /home over its
// request budget, or when /home's load needs more sequential stages than its budget (./stages.ts, counted in a
// second cold load with every request held and let through wave by wave). `--verbose` lists every script, every
// API request and every stage.
import { gzipSync } from 'node:zlib';
import type { Page } from 'playwright-core';
import { launchBrowser, newPage, startPortal, type Portal } from '../e2e/harness';
import { describeStages, measureStages } from './stages';

const LOGIN_JS_BUDGET = 150 * 1024;
const HOME_JS_BUDGET = 350 * 1024;
/** Every API call of a /home load: user, rights, menus, badge, reminders, layout, columns, widget data… */
const HOME_REQUEST_BUDGET = 12;
/** Sequential stages of /home's first load: in all (documents, code, API calls, pictures) and those holding code. */
const HOME_STAGE_BUDGET = 8;
const HOME_CODE_STAGE_BUDGET = 3;
const QUIET_MS = 1500;
const HOME_VIEWPORT = { width: 1366, height: 768 };

interface Loaded {
  kind: 'js' | 'css';
  url: string;
  size: number;
  /** a script of CodeMirror (the studio's editor, which no other page may pay for) */
  editor: boolean;
}

/** A class name only CodeMirror's view module writes. */
const EDITOR_MARK = 'cm-scroller';

interface Weight {
  js: number;
  css: number;
  files: number;
  scripts: Loaded[];
  /** XHR and fetch calls to the server's API, in the order sent ('METHOD path?query'). */
  apiRequests: string[];
  /** XHR and fetch calls for the app's own static files (config.json). */
  staticFetches: string[];
}

/** Resolves once no request has been in flight, and none started, for `quietMs`. */
function networkQuiet(page: Page, quietMs: number): { done: Promise<void> } {
  let inFlight = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let resolve: () => void = () => undefined;
  const done = new Promise<void>((settle) => (resolve = settle));
  const arm = () => {
    clearTimeout(timer);
    if (inFlight === 0) timer = setTimeout(resolve, quietMs);
  };
  page.on('request', () => {
    inFlight += 1;
    clearTimeout(timer);
  });
  const finished = () => {
    inFlight = Math.max(0, inFlight - 1);
    arm();
  };
  page.on('requestfinished', finished);
  page.on('requestfailed', finished);
  return { done };
}

async function measure(page: Page, portal: Portal, path: string): Promise<Weight> {
  const bodies: Promise<Loaded | null>[] = [];
  const apiRequests: string[] = [];
  const staticFetches: string[] = [];
  const quiet = networkQuiet(page, QUIET_MS);
  page.on('request', (request) => {
    const type = request.resourceType();
    if (type !== 'xhr' && type !== 'fetch') return;
    const url = new URL(request.url());
    const line = `${request.method()} ${url.pathname}${url.search}`;
    (url.pathname.startsWith('/fvue/') ? staticFetches : apiRequests).push(line);
  });
  page.on('response', (response) => {
    const type = response.request().resourceType();
    if (type !== 'script' && type !== 'stylesheet') return;
    bodies.push(
      response
        .body()
        .then((body) => ({ kind: type === 'script' ? ('js' as const) : ('css' as const), url: new URL(response.url()).pathname, size: gzipSync(body).length, editor: type === 'script' && body.includes(EDITOR_MARK) }))
        .catch(() => null),
    );
  });
  await page.goto(portal.url(path));
  await quiet.done;
  const weights = (await Promise.all(bodies)).filter((b) => b !== null);
  const sum = (kind: Loaded['kind']) => weights.filter((w) => w.kind === kind).reduce((total, w) => total + w.size, 0);
  return {
    js: sum('js'),
    css: sum('css'),
    files: weights.length,
    scripts: weights.filter((w) => w.kind === 'js').sort((a, b) => b.size - a.size),
    apiRequests,
    staticFetches,
  };
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const verbose = process.argv.includes('--verbose');

const portal = await startPortal();
const browser = await launchBrowser();
try {
  const login = await newPage(browser);
  const loginWeight = await measure(login.page, portal, '/login');
  await login.context.close();

  // The signed-in home, loaded cold with a session already in place.
  const answer = await fetch(`${portal.origin}/auth`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'zhangsan', password: Buffer.from('123456').toString('base64') }),
  });
  const auth = (await answer.json()) as Record<string, unknown>;
  const user = { ...auth, loginTime: Date.now() };
  const home = await newPage(browser, HOME_VIEWPORT);
  await home.page.addInitScript((value) => sessionStorage.setItem('currentUser', value), JSON.stringify(user));
  const homeWeight = await measure(home.page, portal, '/home');
  await home.context.close();
  const staged = await newPage(browser, HOME_VIEWPORT);
  await staged.page.addInitScript((value) => sessionStorage.setItem('currentUser', value), JSON.stringify(user));
  const homeStages = await measureStages(staged.page, portal.url('/home'));
  await staged.context.close();

  console.log('page                         JS (gzip)   CSS (gzip)  files  API requests');
  for (const [name, w] of [['/login', loginWeight], ['/home (signed in, 1366×768)', homeWeight]] as const) {
    console.log(`${name.padEnd(29)}${kb(w.js).padEnd(12)}${kb(w.css).padEnd(12)}${String(w.files).padEnd(7)}${w.apiRequests.length}`);
  }
  if (verbose) {
    for (const [name, w] of [['/login', loginWeight], ['/home', homeWeight]] as const) {
      console.log(`\n${name} scripts (gzip):`);
      for (const script of w.scripts) console.log(`  ${kb(script.size).padStart(9)}  ${script.url}`);
    }
  }
  console.log(`\n/home's load in ${homeStages.depth} sequential stages, ${homeStages.codeStages} of them with scripts or stylesheets:`);
  for (const line of describeStages(homeStages, verbose)) console.log(line);
  console.log(`\n/home API requests (${homeWeight.apiRequests.length}; static files fetched besides: ${homeWeight.staticFetches.join(', ') || 'none'}):`);
  for (const line of homeWeight.apiRequests) console.log(`  ${line}`);

  const checks: [boolean, string][] = [
    [loginWeight.js <= LOGIN_JS_BUDGET, `/login loads ${kb(loginWeight.js)} of JavaScript; budget ${kb(LOGIN_JS_BUDGET)}`],
    [homeWeight.js <= HOME_JS_BUDGET, `/home loads ${kb(homeWeight.js)} of JavaScript; budget ${kb(HOME_JS_BUDGET)}`],
    [homeWeight.apiRequests.length <= HOME_REQUEST_BUDGET, `/home makes ${homeWeight.apiRequests.length} API requests; budget ${HOME_REQUEST_BUDGET}`],
    [homeStages.depth <= HOME_STAGE_BUDGET, `/home loads in ${homeStages.depth} sequential stages; budget ${HOME_STAGE_BUDGET}`],
    [homeStages.codeStages <= HOME_CODE_STAGE_BUDGET, `/home loads its code in ${homeStages.codeStages} sequential stages; budget ${HOME_CODE_STAGE_BUDGET}`],
    ...([['/login', loginWeight], ['/home', homeWeight]] as const).map(([name, w]): [boolean, string] => [
      !w.scripts.some((script) => script.editor),
      `${name} loads no CodeMirror code (the studio's editor stays in its own chunk)`,
    ]),
  ];
  console.log('');
  for (const [met, text] of checks) {
    if (met) console.log(`within budget: ${text}`);
    else {
      console.error(`OVER BUDGET: ${text}`);
      process.exitCode = 1;
    }
  }
} finally {
  await browser.close();
  await portal.close();
}

// The frontJSValidate sandbox in real Chromium: the runner (renderers/sandbox) bundled with esbuild into a
// page of a plain node server (no built app needed). Scripts answer, fail and time out as the rule compiler
// expects; an endless loop neither blocks the page nor outlives its limit; the script reaches no cookie,
// storage or network of the app; forged messages from other windows are ignored in both directions.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { resolve } from 'node:path';
import { build } from 'esbuild';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { launchBrowser, newPage } from './harness';

/** What window.runInSandbox answers (errors as their name, to compare across the page boundary). */
type Outcome = { ok: true; result: unknown; elapsedMs: number } | { ok: false; name: string; message: string; elapsedMs: number };

declare global {
  interface Window {
    runInSandbox(script: string, value: unknown, data: unknown, timeoutMs: number): Promise<Outcome>;
    animationFrames: number;
    forgedRunAnswered: boolean;
  }
}

const SANDBOX_DIR = resolve(import.meta.dirname, '../../renderers/sandbox');
const SECRET_TOKEN = 'SECRET-TOKEN-4711';
const SECRET_COOKIE = 'SECRET-COOKIE-4711';

// The page's own script: the runner, a requestAnimationFrame counter (main-thread liveness), a session that
// looks like the app's, and a listener that notices if the sandbox frame ever answers a run it was not sent.
const ENTRY = `
import { createSandboxScriptRunner } from './index';
const runner = createSandboxScriptRunner();
sessionStorage.setItem('currentUser', JSON.stringify({ token: ${JSON.stringify(SECRET_TOKEN)} }));
window.animationFrames = 0;
const tick = () => { window.animationFrames++; requestAnimationFrame(tick); };
requestAnimationFrame(tick);
window.forgedRunAnswered = false;
window.addEventListener('message', (event) => {
  if (event.data && event.data.type === 'result' && event.data.id === 999) window.forgedRunAnswered = true;
});
window.runInSandbox = async (script, value, data, timeoutMs) => {
  const started = performance.now();
  try {
    const result = await runner(script, value, data, { timeoutMs, signal: new AbortController().signal });
    return { ok: true, result, elapsedMs: performance.now() - started };
  } catch (error) {
    return { ok: false, name: error.name, message: error.message, elapsedMs: performance.now() - started };
  }
};
`;

let server: Server;
let origin: string;
let browser: Browser;
let context: BrowserContext;
let page: Page;
/** Paths the page's server was asked for, besides the page itself. */
const requested: string[] = [];

beforeAll(async () => {
  const bundle = await build({
    stdin: { contents: ENTRY, resolveDir: SANDBOX_DIR, loader: 'js', sourcefile: 'sandbox-entry.js' },
    bundle: true,
    write: false,
    format: 'iife',
    platform: 'browser',
    target: 'es2022',
    logLevel: 'silent',
  });
  const script = bundle.outputFiles[0].text;
  server = createServer((request, response) => {
    if (request.url === '/') {
      response.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8', 'Set-Cookie': `session=${SECRET_COOKIE}; Path=/` });
      response.end(`<!doctype html><html lang="en"><head><title>sandbox</title></head><body><script>${script}</script></body></html>`);
      return;
    }
    requested.push(request.url ?? '');
    response.writeHead(200, { 'Content-Type': 'text/plain', 'Access-Control-Allow-Origin': '*' });
    response.end('leaked');
  });
  server.on('upgrade', (request, socket) => {
    requested.push(request.url ?? '');
    socket.destroy();
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  browser = await launchBrowser();
  ({ context, page } = await newPage(browser));
  await page.goto(`${origin}/`);
  await page.waitForFunction(() => typeof window.runInSandbox === 'function');
});

afterAll(async () => {
  await context?.close();
  await browser?.close();
  await new Promise((done) => server?.close(done));
});

beforeEach(() => {
  requested.length = 0;
});

const run = (script: string, value: unknown = null, data: unknown = {}, timeoutMs = 1000) =>
  page.evaluate(({ script, value, data, timeoutMs }) => window.runInSandbox(script, value, data, timeoutMs), { script, value, data, timeoutMs });

describe('answers', () => {
  it('passes a valid value and reads the form data', async () => {
    const data = { contract: { amount: 500, sub_payments: [{ payAmount: 200 }, { payAmount: 300 }] } };
    const script = 'var total = data.contract.sub_payments.reduce(function (s, r) { return s + r.payAmount; }, 0); return value >= total;';
    expect(await run(script, 500, data)).toMatchObject({ ok: true, result: true });
    expect(await run(script, 499, data)).toMatchObject({ ok: true, result: false });
    expect(await run('', 1)).toMatchObject({ ok: true, result: undefined });
  });

  it('passes a message on', async () => {
    expect(await run("if (!/^HT-\\d{4}$/.test(value)) return '编号须为 HT- 加四位数字';", 'X-1')).toMatchObject({
      ok: true,
      result: '编号须为 HT- 加四位数字',
    });
    expect(await run("return { valid: false, data: { message: 'HUI 形式' } };")).toMatchObject({ ok: true, result: { valid: false, message: 'HUI 形式' } });
    expect(await run("return Promise.resolve('稍后的回答');")).toMatchObject({ ok: true, result: '稍后的回答' });
  });

  it('fails a script that throws or does not compile', async () => {
    expect(await run("throw new Error('boom');")).toMatchObject({ ok: false, name: 'SandboxScriptError', message: expect.stringContaining('boom') });
    expect(await run('return (;')).toMatchObject({ ok: false, name: 'SandboxScriptError', message: expect.stringContaining('SyntaxError') });
    expect(await run("return Promise.reject(new TypeError('later'));")).toMatchObject({ ok: false, name: 'SandboxScriptError' });
    expect(await run("setTimeout(function () { throw new Error('async'); }); return new Promise(function () {});")).toMatchObject({
      ok: false,
      name: 'SandboxScriptError',
    });
  });
});

describe('endless loops', () => {
  it('time out within the limit while the page keeps rendering, and the next run works', async () => {
    const framesBefore = await page.evaluate(() => window.animationFrames);
    // The page's main thread is sampled during the loop: a frozen page would not answer at all.
    const [outcome, framesDuring] = await Promise.all([
      run('for (;;) {}', null, {}, 800),
      page.evaluate(() => new Promise<number>((done) => setTimeout(() => done(window.animationFrames), 500))),
    ]);
    expect(outcome).toMatchObject({ ok: false, name: 'SandboxTimeoutError' });
    expect(outcome.elapsedMs).toBeGreaterThanOrEqual(790);
    expect(outcome.elapsedMs).toBeLessThan(800 + 400);
    expect(framesDuring - framesBefore).toBeGreaterThan(5);
    expect(await run('return value * 2 === 84;', 42)).toMatchObject({ ok: true, result: true });
  });

  it('only stop their own run: a script started beside a loop answers', async () => {
    const [loop, quick] = await Promise.all([run('while (true) {}', null, {}, 600), run("return 'quick';")]);
    expect(loop).toMatchObject({ ok: false, name: 'SandboxTimeoutError' });
    expect(quick).toMatchObject({ ok: true, result: 'quick' });
    expect(quick.elapsedMs).toBeLessThan(loop.elapsedMs);
  });
});

describe('isolation', () => {
  it('gives the script no cookie, storage or parent window of the app', async () => {
    expect(await page.evaluate(() => document.cookie)).toContain('SECRET-COOKIE'); // the page has them…
    for (const script of ['return document.cookie;', "return parent.sessionStorage.getItem('currentUser');", 'return window.top.location.href;']) {
      const outcome = await run(script);
      expect(outcome, script).toMatchObject({ ok: false, name: 'SandboxScriptError' });
      expect(JSON.stringify(outcome), script).not.toMatch(/SECRET/);
    }
    // …and neither reaching them through globals nor through the storage APIs a worker has works.
    const probe = await run(`
      var found = [];
      try { found.push(String(self.sessionStorage)); } catch (e) {}
      try { found.push(String(self.localStorage)); } catch (e) {}
      try { found.push(String(self.document)); } catch (e) {}
      return found.filter(function (v) { return v !== 'undefined'; }).join(',') || 'nothing';
    `);
    expect(probe).toMatchObject({ ok: true, result: 'nothing' });
    const indexedDb = await run("return new Promise(function (ok) { try { var r = indexedDB.open('x'); r.onsuccess = function () { ok('opened'); }; r.onerror = function () { ok('refused'); }; } catch (e) { ok('refused'); } });");
    expect(indexedDb).not.toMatchObject({ ok: true, result: 'opened' });
  });

  it('lets the script reach no network', async () => {
    const fetched = await run(`return fetch(${JSON.stringify(`${origin}/leak-fetch`)}).then(function () { return 'leaked'; }, function (e) { return 'blocked ' + e.name; });`);
    expect(fetched).toMatchObject({ ok: true, result: 'blocked TypeError' });
    const relative = await run("return fetch('/leak-relative').then(function () { return 'leaked'; }, function () { return 'blocked'; });");
    expect(relative).toMatchObject({ ok: true, result: 'blocked' });
    const xhr = await run(`var x = new XMLHttpRequest(); x.open('GET', ${JSON.stringify(`${origin}/leak-xhr`)}, false); x.send(); return 'leaked';`);
    expect(xhr).toMatchObject({ ok: false, name: 'SandboxScriptError' });
    expect(await run(`importScripts(${JSON.stringify(`${origin}/leak-import.js`)}); return 'leaked';`)).toMatchObject({ ok: false });
    // CSP refuses a WebSocket with an error event rather than an exception.
    const socket = await run(`return new Promise(function (done) {
      var socket = new WebSocket(${JSON.stringify(`${origin.replace('http', 'ws')}/leak-socket`)});
      socket.onopen = function () { done('opened'); };
      socket.onerror = function () { done('blocked'); };
    });`);
    expect(socket).toMatchObject({ ok: true, result: 'blocked' });
    await page.waitForTimeout(200);
    expect(requested).toEqual([]);
  });

  it('ignores forged answers from another opaque-origin window, and the frame ignores runs from it', async () => {
    const slow = run("var end = Date.now() + 400; while (Date.now() < end) {} return 'real';");
    // A second sandboxed frame (also origin "null") answers every run id the page might be waiting for,
    // and asks the sandbox frame (frames[0] of the page) to run a script under id 999.
    await page.evaluate(() => {
      const forger = document.createElement('iframe');
      forger.setAttribute('sandbox', 'allow-scripts');
      forger.srcdoc = `<script>
        for (var id = 0; id < 200; id++) parent.postMessage({ type: 'result', id: id, ok: true, result: 'forged' }, '*');
        parent.frames[0].postMessage({ type: 'run', id: 999, script: 'return 1;', value: 1, data: {} }, '*');
      </script>`;
      document.body.appendChild(forger);
    });
    expect(await slow).toMatchObject({ ok: true, result: 'real' });
    expect(await page.evaluate(() => window.forgedRunAnswered)).toBe(false);
    expect(await page.evaluate(() => document.querySelectorAll('iframe').length)).toBe(2);
  });
});

// The document of the sandbox frame. It is plain JavaScript text on purpose: it runs in the frame's opaque
// origin, never in the app's realm, and must not depend on what a bundler does to functions.
//
// Frame: accepts only `run` / `cancel` messages from its parent (source and origin checked) and runs each
// script in a fresh dedicated Worker made from a blob URL, so a script cannot leave state for the next one
// and an endless loop is stopped with worker.terminate() without blocking any page. One spare worker is
// kept started so a run does not wait for a thread. The first message of a worker is its answer; the
// worker is then terminated.
//
// Worker: builds `function (value, data) { <script> }` and answers `{ok: true, result}` (a JSON copy:
// undefined stays undefined) or `{ok: false, error}`. A returned promise is awaited.

/** The Content-Security-Policy of the frame: no network, no remote scripts, nothing to load. */
export const SANDBOX_CSP = [
  "default-src 'none'",
  // Inline: the frame's own script below; eval: `new Function` in the worker; blob: the worker itself.
  "script-src 'unsafe-inline' 'unsafe-eval' blob:",
  'worker-src blob:',
  "connect-src 'none'",
  "base-uri 'none'",
  "form-action 'none'",
].join('; ');

const WORKER_SOURCE = `'use strict';
self.onmessage = function (event) {
  self.onmessage = null;
  var run = event.data;
  var post = self.postMessage.bind(self);
  function describe(error) {
    try { return error && error.name ? String(error.name) + ': ' + String(error.message) : String(error); } catch (e) { return 'Error'; }
  }
  function fail(error) { post({ ok: false, error: describe(error) }); }
  function succeed(result) {
    try { post({ ok: true, result: result === undefined ? undefined : JSON.parse(JSON.stringify(result)) }); } catch (error) { fail(error); }
  }
  try {
    var check = new Function('value', 'data', run.script);
    Promise.resolve(check.call(undefined, run.value, run.data)).then(succeed, fail);
  } catch (error) {
    fail(error);
  }
};`;

/** A JavaScript string literal that cannot close the inline script it is embedded in (`<`, `>`, `&` escaped). */
const scriptString = (text: string) =>
  JSON.stringify(text).replace(/[<>&\u2028\u2029]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);

function frameScript(parentOrigin: string): string {
  return `(function () {
  'use strict';
  var PARENT_ORIGIN = ${scriptString(parentOrigin)};
  // postMessage cannot name the opaque origin 'null' as a target.
  var TARGET_ORIGIN = PARENT_ORIGIN === 'null' ? '*' : PARENT_ORIGIN;
  var workerUrl = URL.createObjectURL(new Blob([${scriptString(WORKER_SOURCE)}], { type: 'text/javascript' }));
  var spare = null;
  var running = new Map();
  function toParent(message) { parent.postMessage(message, TARGET_ORIGIN); }
  function takeWorker() {
    var worker = spare || new Worker(workerUrl);
    spare = new Worker(workerUrl);
    return worker;
  }
  function finish(id, answer) {
    var worker = running.get(id);
    if (!worker) return;
    running.delete(id);
    worker.terminate();
    toParent({ type: 'result', id: id, ok: answer.ok === true, result: answer.result, error: typeof answer.error === 'string' ? answer.error : undefined });
  }
  function start(id, script, value, data) {
    var worker = takeWorker();
    running.set(id, worker);
    worker.onmessage = function (event) { finish(id, event.data && typeof event.data === 'object' ? event.data : { ok: false, error: 'no answer' }); };
    worker.onmessageerror = function () { finish(id, { ok: false, error: 'unreadable answer' }); };
    worker.onerror = function (event) { event.preventDefault(); finish(id, { ok: false, error: String(event.message || 'worker error') }); };
    worker.postMessage({ script: script, value: value, data: data });
  }
  addEventListener('message', function (event) {
    if (event.source !== parent || event.origin !== PARENT_ORIGIN) return;
    var message = event.data;
    if (!message || typeof message !== 'object' || typeof message.id !== 'number') return;
    if (message.type === 'run' && typeof message.script === 'string' && !running.has(message.id)) {
      try { start(message.id, message.script, message.value, message.data); } catch (error) { finish(message.id, { ok: false, error: String(error) }); }
    } else if (message.type === 'cancel' && running.has(message.id)) {
      running.get(message.id).terminate();
      running.delete(message.id);
    }
  });
  toParent({ type: 'ready' });
})();`;
}

/** The srcdoc of the sandbox frame; `parentOrigin` is the only origin whose messages it accepts. */
export function sandboxFrameDocument(parentOrigin: string): string {
  return [
    '<!doctype html><html><head><meta charset="utf-8">',
    `<meta http-equiv="Content-Security-Policy" content="${SANDBOX_CSP}">`,
    `</head><body><script>${frameScript(parentOrigin)}</script></body></html>`,
  ].join('');
}

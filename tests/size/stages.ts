// The depth of a page's request chain, counted without a clock (issue 25): every request the page makes is held
// (CDP Fetch, at the request stage) and let through in waves. Wave 1 is the document; wave n+1 is every request
// the page made after it had received waves 1…n and come to rest (the responses of wave n finished, its main
// thread idle, no new request for a while). A request in wave n could not have been sent before a response of
// wave n − 1 arrived: the page needs n sequential round trips however fast the network is. The count does not
// depend on the machine's load (a wave simply takes longer). Timers of LATER_MS or more never fire in the page
// (the carousel's turn after 3 s, polls): what they ask for comes after the load, and would otherwise land in
// whichever wave was open when they fired.
import type { Page } from 'playwright-core';

/**
 * A wave has settled once no request has been made for this long after its responses and an idle main thread:
 * longer than the page's own short waits (the request batch's 150 ms at most, React's 300 ms before it shows
 * content that suspended).
 */
const REST_MS = 1000;
/** Timers this long or longer are held back (see above). */
const LATER_MS = 2000;
/** Page side: setTimeout and setInterval of LATER_MS or more schedule nothing. A script text: tsx would wrap a function in a helper the page lacks. */
const HOLD_LATER_TIMERS = `(() => {
  for (const name of ['setTimeout', 'setInterval']) {
    const schedule = window[name];
    window[name] = function (handler, delay, ...rest) {
      return Number(delay) >= ${LATER_MS} ? schedule.call(window, () => undefined, 2147483647) : schedule.call(window, handler, delay, ...rest);
    };
  }
})();`;
/** A page that never settles (a poll) stops the count here. */
const MAX_WAVES = 40;

export type RequestKind = 'document' | 'js' | 'css' | 'api' | 'static' | 'image' | 'font' | 'other';

export interface StagedRequest {
  /** 1-based wave (stage) in which the page could first send it */
  stage: number;
  kind: RequestKind;
  /** path and query on the page's origin, or the full URL elsewhere */
  url: string;
  /** a batch call's calls (src/api/batch.ts), 'METHOD url' each */
  calls?: string[];
}

export interface RequestStages {
  requests: StagedRequest[];
  /** waves in all (documents, code, stylesheets, API calls, pictures) */
  depth: number;
  /** waves holding at least one script or stylesheet */
  codeStages: number;
}

interface Paused {
  requestId: string;
  networkId?: string;
  request: { url: string; method: string; postData?: string; postDataEntries?: { bytes?: string }[] };
  resourceType: string;
}

function kindOf(resourceType: string, url: URL): RequestKind {
  switch (resourceType) {
    case 'Document':
      return 'document';
    case 'Script':
      return 'js';
    case 'Stylesheet':
      return 'css';
    case 'Image':
      return 'image';
    case 'Font':
      return 'font';
    case 'XHR':
    case 'Fetch':
      return url.pathname.startsWith('/fvue/') ? 'static' : 'api';
    default:
      return 'other';
  }
}

/** The calls of a batch request's body ({ requests: [{ method, url }] }), if it is one. */
function batchedCalls(body: string | undefined): string[] | undefined {
  try {
    const calls = (JSON.parse(body ?? '') as { requests?: { method?: string; url?: string }[] }).requests;
    return Array.isArray(calls) ? calls.map((call) => `${call.method ?? ''} ${call.url ?? ''}`) : undefined;
  } catch {
    return undefined;
  }
}

/** Loads `url` in `page` wave by wave (see above) and answers the stage of every request it made. */
export async function measureStages(page: Page, url: string): Promise<RequestStages> {
  const origin = new URL(url).origin;
  const cdp = await page.context().newCDPSession(page);
  const held: Paused[] = [];
  /** requests let through whose response has not finished (by network id) */
  const open = new Set<string>();
  let lastRequestAt = Date.now();
  cdp.on('Fetch.requestPaused', (event: Paused) => {
    held.push(event);
    lastRequestAt = Date.now();
  });
  const settle = (event: { requestId: string }) => open.delete(event.requestId);
  cdp.on('Network.loadingFinished', settle);
  cdp.on('Network.loadingFailed', settle);
  await page.addInitScript(HOLD_LATER_TIMERS);
  await cdp.send('Network.enable');
  await cdp.send('Fetch.enable', { patterns: [{ urlPattern: '*', requestStage: 'Request' }] });

  const requests: StagedRequest[] = [];
  const navigation = page.goto(url, { waitUntil: 'commit', timeout: 0 }).catch(() => undefined);
  const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
  // the page's main thread has nothing left to do (rendering, scheduled React work): an idle callback ran
  const idle = () =>
    page.evaluate('new Promise((resolve) => requestIdleCallback(() => resolve(), { timeout: 5000 }))').catch(() => undefined);
  try {
    for (let stage = 1; stage <= MAX_WAVES; stage++) {
      // wait for the page to ask for something (the document comes at once)
      while (held.length === 0 && stage === 1) await sleep(10);
      if (held.length === 0) break;
      const wave = held.splice(0);
      for (const paused of wave) {
        const address = new URL(paused.request.url);
        requests.push({
          stage,
          kind: kindOf(paused.resourceType, address),
          url: address.origin === origin ? `${address.pathname}${address.search}` : paused.request.url,
          calls: batchedCalls(paused.request.postData ?? paused.request.postDataEntries?.map((entry) => Buffer.from(entry.bytes ?? '', 'base64').toString()).join('')),
        });
        if (paused.networkId) open.add(paused.networkId);
      }
      await Promise.all(wave.map((paused) => cdp.send('Fetch.continueRequest', { requestId: paused.requestId }).catch(() => undefined)));
      if (stage === 1) await navigation;
      // the wave has settled: its responses are in, the page has run what they started, and nothing more is coming
      for (;;) {
        while (open.size > 0) await sleep(10);
        await idle();
        const quietSince = Math.max(lastRequestAt, Date.now());
        await sleep(REST_MS);
        if (open.size === 0 && lastRequestAt <= quietSince) break;
      }
    }
  } finally {
    await cdp.send('Fetch.disable').catch(() => undefined);
    await cdp.detach().catch(() => undefined);
  }
  const depth = Math.max(0, ...requests.map((request) => request.stage));
  const codeStages = new Set(requests.filter((request) => request.kind === 'js' || request.kind === 'css').map((request) => request.stage)).size;
  return { requests, depth, codeStages };
}

/** One line per wave: its stage, what it holds by kind, and (verbose) its requests. */
export function describeStages(stages: RequestStages, verbose: boolean): string[] {
  const lines: string[] = [];
  for (let stage = 1; stage <= stages.depth; stage++) {
    const wave = stages.requests.filter((request) => request.stage === stage);
    const counts = new Map<RequestKind, number>();
    for (const request of wave) counts.set(request.kind, (counts.get(request.kind) ?? 0) + 1);
    lines.push(`  stage ${String(stage).padStart(2)}: ${[...counts].map(([kind, count]) => `${count} ${kind}`).join(', ')}`);
    if (!verbose) continue;
    for (const request of wave) {
      lines.push(`      ${request.kind.padEnd(8)} ${request.url}`);
      for (const call of request.calls ?? []) lines.push(`                 · ${call}`);
    }
  }
  return lines;
}

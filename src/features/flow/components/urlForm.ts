// The exchange with an embedded URL form (spec §7.11, §5 outcome codes): the page asks the form's frame for its
// data with a 'saveData' message sent to the frame's exact origin, and accepts only answers that come from that
// frame and origin and have the right shape. The form has 500 ms to acknowledge and 10 s to answer.
//
//   page → frame   { type: 'saveData', requestId }
//   frame → page   { type: 'saveData:ack', requestId }
//   frame → page   { type: 'saveData:result', requestId, state: true, businessKey, sysCode, vars }
//                  { type: 'saveData:result', requestId, state: false, silent?: true, message? }
export const URL_FORM_ACK_MS = 500;
export const URL_FORM_RESULT_MS = 10000;

export interface UrlFormData {
  businessKey: string;
  sysCode: string;
  vars: Record<string, string | number | boolean | null>;
}

/** Spec §5: 3 the form refused its data (with its message), 5 timed out, 6 did not handle the data, 7 silent abort. */
export type UrlFormOutcome = { code: 0; data: UrlFormData } | { code: 3; message: string } | { code: 5 } | { code: 6 } | { code: 7 };

export interface UrlFormPeer {
  /** the frame's window, to post to and to recognize answers from */
  window: Pick<Window, 'postMessage'>;
  /** the frame's origin: the only target and the only accepted sender */
  origin: string;
}

const MAX_VARS = 200;
const isScalar = (value: unknown) => value === null || ['string', 'number', 'boolean'].includes(typeof value);

/** The answer's data when it has the right shape (bounded plain scalars), else undefined. */
export function readUrlFormData(value: Record<string, unknown>): UrlFormData | undefined {
  const { businessKey, sysCode, vars } = value;
  if (typeof businessKey !== 'string' || typeof sysCode !== 'string' || businessKey.length > 200 || sysCode.length > 200) return undefined;
  if (typeof vars !== 'object' || vars === null || Array.isArray(vars)) return undefined;
  const entries = Object.entries(vars);
  if (entries.length > MAX_VARS || !entries.every(([key, item]) => key.length <= 100 && isScalar(item) && (typeof item !== 'string' || item.length <= 10000))) return undefined;
  return { businessKey, sysCode, vars: Object.fromEntries(entries) as UrlFormData['vars'] };
}

let lastRequest = 0;

/** Asks the URL form for its data; `listen` is where answers arrive (the page's window). */
export function askUrlForm(peer: UrlFormPeer, listen: Pick<Window, 'addEventListener' | 'removeEventListener'> = window): Promise<UrlFormOutcome> {
  const requestId = `saveData-${Date.now()}-${(lastRequest += 1)}`;
  return new Promise((resolve) => {
    let acknowledged = false;
    const finish = (outcome: UrlFormOutcome) => {
      clearTimeout(ackTimer);
      clearTimeout(resultTimer);
      listen.removeEventListener('message', onMessage);
      resolve(outcome);
    };
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== peer.origin || event.source !== peer.window) return;
      const message = event.data as Record<string, unknown> | null;
      if (typeof message !== 'object' || message === null || message.requestId !== requestId) return;
      if (message.type === 'saveData:ack') {
        acknowledged = true;
        return;
      }
      if (message.type !== 'saveData:result') return;
      if (message.state === true) {
        const data = readUrlFormData(message);
        if (data) finish({ code: 0, data });
        return;
      }
      if (message.state === false) finish(message.silent === true ? { code: 7 } : { code: 3, message: typeof message.message === 'string' ? message.message.slice(0, 500) : '' });
    };
    listen.addEventListener('message', onMessage);
    const ackTimer = setTimeout(() => {
      if (!acknowledged) finish({ code: 6 });
    }, URL_FORM_ACK_MS);
    const resultTimer = setTimeout(() => finish({ code: 5 }), URL_FORM_RESULT_MS);
    peer.window.postMessage({ type: 'saveData', requestId }, peer.origin);
  });
}

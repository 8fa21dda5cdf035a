// Decides how a menu item's href is embedded: the frame URL, whether the token may travel with it,
// and the sandbox. The token goes ONLY to origins listed in config tokenOrigins.
import { resolveHostUrl } from '../../config/runtime';

export interface FrameSource {
  src: string;
  sameOrigin: boolean;
  sandbox: string;
}

/** Same-origin pages are our own; any other page gets an opaque origin (no cookies, no storage of its own). */
const SAME_ORIGIN_SANDBOX = 'allow-scripts allow-forms allow-same-origin';
const FOREIGN_SANDBOX = 'allow-scripts allow-forms';

/**
 * Undefined when the href cannot be embedded (unknown ${host} prefix, not http(s), unparsable).
 * `${portal}/x` style hrefs take their host from the runtime configuration.
 */
export function buildFrameSource(
  href: string,
  options: { pageOrigin: string; tokenOrigins: readonly string[]; token?: string },
): FrameSource | undefined {
  let url: URL;
  try {
    url = new URL(resolveHostUrl(href.trim()), options.pageOrigin);
  } catch {
    return undefined;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return undefined;
  const sameOrigin = url.origin === options.pageOrigin;
  if (options.token && options.tokenOrigins.includes(url.origin)) url.searchParams.set('token', options.token);
  return { src: url.href, sameOrigin, sandbox: sameOrigin ? SAME_ORIGIN_SANDBOX : FOREIGN_SANDBOX };
}

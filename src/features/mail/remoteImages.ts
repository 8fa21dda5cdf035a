// Mail bodies do not tell the sender when they are read: a picture (or background, poster, CSS url()) that
// would load from anywhere but this application's own origin and its configured host roots is held back
// until the reader asks to see it. Inline pictures (cid: parts, data:image/) are not remote and show at once.
import DOMPurify from 'dompurify';
import { sanitizeHtml } from '../../components/SafeHtml';

/** Where an address points: a picture of the application itself (allowed), or anywhere else (remote). */
export function isRemoteAddress(address: string, trustedRoots: readonly string[], base = window.location.href): boolean {
  const value = address.trim();
  if (value === '' || /^(?:cid|data):/i.test(value)) return false;
  let url: URL;
  try {
    url = new URL(value, base);
  } catch {
    return true;
  }
  if (url.origin === new URL(base).origin) return false;
  return !trustedRoots.some((root) => {
    try {
      const trusted = new URL(root, base);
      const path = trusted.pathname.replace(/\/+$/, '');
      return url.origin === trusted.origin && (url.pathname === path || url.pathname.startsWith(`${path}/`));
    } catch {
      return false;
    }
  });
}

const URL_ATTRIBUTES = ['src', 'background', 'poster'] as const;
const CSS_URL = /url\(\s*(['"]?)(.*?)\1\s*\)/gi;

interface Policy {
  showRemote: boolean;
  trustedRoots: readonly string[];
  blocked: number;
}

// An instance of its own: its hook must not act on the application's other HTML.
const purifier = DOMPurify(window);
let policy: Policy | undefined;
purifier.addHook('afterSanitizeAttributes', (node) => {
  if (!policy || policy.showRemote || !(node instanceof Element)) return;
  const remote = (address: string) => isRemoteAddress(address, policy!.trustedRoots);
  let held = false;
  for (const name of URL_ATTRIBUTES) {
    const value = node.getAttribute(name);
    if (value !== null && remote(value)) {
      node.removeAttribute(name);
      held = true;
    }
  }
  const srcset = node.getAttribute('srcset');
  if (srcset !== null && srcset.split(',').some((candidate) => remote(candidate.trim().split(/\s+/)[0] ?? ''))) {
    node.removeAttribute('srcset');
    held = true;
  }
  const style = node.getAttribute('style');
  if (style !== null) {
    const kept = style.replace(CSS_URL, (whole, _quote: string, address: string) => (remote(address) ? 'none' : whole));
    if (kept !== style) {
      node.setAttribute('style', kept);
      held = true;
    }
  }
  if (held) policy.blocked += 1;
});

export interface MailBody {
  html: string;
  /** How many elements had a remote picture held back (0 when shown). */
  blocked: number;
}

/** The sanitized body; remote pictures held back unless `showRemote`. */
export function sanitizeMailBody(html: string, options: { showRemote: boolean; trustedRoots: readonly string[] }): MailBody {
  policy = { ...options, blocked: 0 };
  try {
    return { html: sanitizeHtml(html, purifier), blocked: policy.blocked };
  } finally {
    policy = undefined;
  }
}

// Server HTML shown as HTML: always through DOMPurify's HTML profile first (no scripts, event handlers,
// javascript: URLs or forms posting elsewhere).
import { useMemo } from 'react';
import DOMPurify, { type Config } from 'dompurify';

/** What server HTML may keep. */
export const SAFE_HTML_CONFIG: Config = { USE_PROFILES: { html: true }, FORBID_TAGS: ['form', 'style'], FORBID_ATTR: ['formaction'] };

/** `purifier`: a DOMPurify instance of its own, for callers that add hooks (the app-wide one has none). */
export function sanitizeHtml(html: string, purifier: typeof DOMPurify = DOMPurify): string {
  return purifier.sanitize(html, SAFE_HTML_CONFIG) as string;
}

export function SafeHtml({ html, className }: { html: string; className?: string }) {
  const clean = useMemo(() => sanitizeHtml(html), [html]);
  return <div className={className} dangerouslySetInnerHTML={{ __html: clean }} />;
}

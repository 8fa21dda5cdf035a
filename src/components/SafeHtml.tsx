// Server HTML shown as HTML: always through DOMPurify's HTML profile first (no scripts, event handlers,
// javascript: URLs or forms posting elsewhere).
import { useMemo } from 'react';
import DOMPurify from 'dompurify';

export function sanitizeHtml(html: string): string {
  return DOMPurify.sanitize(html, { USE_PROFILES: { html: true }, FORBID_TAGS: ['form', 'style'], FORBID_ATTR: ['formaction'] });
}

export function SafeHtml({ html, className }: { html: string; className?: string }) {
  const clean = useMemo(() => sanitizeHtml(html), [html]);
  return <div className={className} dangerouslySetInnerHTML={{ __html: clean }} />;
}

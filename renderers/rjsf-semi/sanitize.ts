// Server HTML for display: DOMPurify with the HTML profile (no scripts, event handlers or javascript: URLs).
import DOMPurify from 'dompurify';

export function sanitizeRichText(html: string): string {
  return DOMPurify.sanitize(html, { USE_PROFILES: { html: true } });
}

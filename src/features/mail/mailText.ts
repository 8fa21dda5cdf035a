// The mail body between the compose box (plain text) and the wire (HTML, Base64 on getJson): typed text becomes
// escaped HTML paragraphs; HTML read back for a draft, a reply or a forward becomes text again, parsed inertly.

/** Base64 of UTF-8 → text ('' when it is not Base64). */
export function decodeBase64Utf8(base64: string): string {
  try {
    const bytes = Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
    return new TextDecoder().decode(bytes);
  } catch {
    return '';
  }
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** Paragraphs at blank lines, line breaks inside them; every character escaped. */
export function textToHtml(text: string): string {
  return text
    .replace(/\r\n?/g, '\n')
    .split(/\n{2,}/)
    .filter((paragraph) => paragraph.trim() !== '')
    .map((paragraph) => `<p>${escapeHtml(paragraph).replace(/\n/g, '<br>')}</p>`)
    .join('');
}

const BLOCKS = new Set(['P', 'DIV', 'LI', 'TR', 'H1', 'H2', 'H3', 'H4', 'H5', 'H6', 'BLOCKQUOTE', 'PRE', 'TABLE', 'UL', 'OL']);

/** The text of an HTML body: paragraphs apart by a blank line, <br> as a line break. Nothing runs or loads. */
export function htmlToText(html: string): string {
  // DOMParser documents are inert: no script runs and no image loads.
  const doc = new DOMParser().parseFromString(html, 'text/html');
  const parts: string[] = [];
  const walk = (node: Node) => {
    if (node.nodeType === Node.TEXT_NODE) {
      parts.push(node.textContent ?? '');
      return;
    }
    if (!(node instanceof Element) || node.tagName === 'SCRIPT' || node.tagName === 'STYLE') return;
    if (node.tagName === 'BR') parts.push('\n');
    const block = BLOCKS.has(node.tagName);
    if (block) parts.push('\n\n');
    node.childNodes.forEach(walk);
    if (block) parts.push('\n\n');
  };
  doc.body.childNodes.forEach(walk);
  return parts
    .join('')
    .replace(/[ \t]+\n/g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/** Comma-joined lists as arrays (blank parts dropped). */
const EMAIL = /^[^\s@<>,;]+@[^\s@<>,;]+\.[^\s@<>,;]+$/;
/** The server's test of a mail address (server/areas/mail/addresses.ts). */
export const isEmailAddress = (text: string) => EMAIL.test(text);

export const splitList = (text: string) => text.split(/[,;，；]/).map((part) => part.trim()).filter(Boolean);

/** The addresses with their names where the server gave them: 'Name <address>'. */
export function namedAddresses(addresses: string, names: string): string[] {
  const nameList = names.split(',');
  return splitList(addresses).map((address, index) => {
    const name = nameList[index]?.trim();
    return name && name !== address ? `${name} <${address}>` : address;
  });
}

/**
 * The body with an empty alt on every picture the sender left undescribed, so that screen readers skip it
 * rather than read its file name. Parsed inertly; the result still goes through SafeHtml.
 */
export function withImageAlts(html: string): string {
  const doc = new DOMParser().parseFromString(html, 'text/html');
  doc.querySelectorAll('img:not([alt])').forEach((image) => image.setAttribute('alt', ''));
  return doc.body.innerHTML;
}

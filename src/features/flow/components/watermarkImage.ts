// The watermark's tile: an SVG with the text turned a little, repeated over the form as a background. The text
// comes from the server (a user's name), so it is escaped for XML before it goes into the image.
const XML_ESCAPES: Readonly<Record<string, string>> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };

export const escapeXml = (text: string): string => text.replace(/[&<>"']/g, (char) => XML_ESCAPES[char]!);

/** A CSS `url(...)` of a 320 × 180 tile with the text at −20°, light enough to read the form through it. */
export function watermarkImage(text: string): string {
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="320" height="180">` +
    `<text x="50%" y="50%" text-anchor="middle" dominant-baseline="middle" transform="rotate(-20 160 90)" ` +
    `font-family="sans-serif" font-size="16" fill="rgba(0,0,0,0.12)">${escapeXml(text)}</text></svg>`;
  return `url("data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}")`;
}

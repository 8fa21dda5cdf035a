// Pure: {{ path }} in a column template → the value at that path of the template's data. Hotent compiled the
// template with Vue, which evaluates any expression; Flowdesk never evaluates anything: only plain paths
// (a.b, rows[0].title) are read, through own properties only, and everything else stays literal text.

const MUSTACHE = /\{\{([^{}]*)\}\}/g;
const PLAIN_PATH = /^(?:[A-Za-z_$][\w$]*|\[\d+\])(?:\.[A-Za-z_$][\w$]*|\[\d+\])*$/;
const PATH_SEGMENT = /[A-Za-z_$][\w$]*|\d+/g;

function valueAt(data: unknown, path: string): unknown {
  let current = data;
  for (const segment of path.match(PATH_SEGMENT) ?? []) {
    // Own properties only: `constructor` or `__proto__` never reach a prototype.
    if (typeof current !== 'object' || current === null || !Object.hasOwn(current, segment)) return undefined;
    current = (current as Record<string, unknown>)[segment];
  }
  return current;
}

/** Strings as they are, numbers and booleans via String(); nothing shown for missing values, objects and lists. */
function textOf(value: unknown): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean' || typeof value === 'bigint') return String(value);
  return '';
}

/**
 * Replaces each {{ path }} with the text of the value at that path; anything else inside braces stays literal.
 * The result is text, not HTML: use it for text nodes (as Vue's {{ }} did), never as markup.
 */
export function interpolateText(text: string, data: unknown): string {
  // One pass: a value that itself contains {{…}} is inserted as it is, never read again.
  return text.replace(MUSTACHE, (whole, inner: string) => {
    const path = inner.trim();
    return PLAIN_PATH.test(path) ? textOf(valueAt(data, path)) : whole;
  });
}

/**
 * The plain paths of `text`'s {{ path }} that resolve to nothing in `data` (missing, undefined or null), each
 * once, as written between the braces (trimmed), in order: what interpolateText shows as an empty text although
 * the template expected a value. Literal braces (not a plain path) are not paths and never listed.
 */
export function unresolvedPaths(text: string, data: unknown): string[] {
  const paths = new Set<string>();
  for (const [, inner = ''] of text.matchAll(MUSTACHE)) {
    const path = inner.trim();
    if (PLAIN_PATH.test(path) && (valueAt(data, path) ?? null) === null) paths.add(path);
  }
  return [...paths];
}

// The neutral tree the formHtml adapter reads: what a spec-compliant HTML parser makes of a template, with
// nothing of the parser's own node types. The browser (domParser.ts) and Node (parse5.ts) both produce it,
// so the adapter is one pure function of the text, tested the same way in both places.

export type HtmlNode = HtmlElement | HtmlText;

export interface HtmlElement {
  readonly type: 'element';
  /** Lower-case tag name, as HTML parsing makes it ('eip-input', 'el-form', 'template'). */
  readonly tag: string;
  /** Attribute names as written after HTML parsing (lower-cased: ':validate', 'v-model', 'filterthousandbit'). */
  readonly attrs: Record<string, string>;
  /** The children; a <template>'s are its content's. */
  readonly children: HtmlNode[];
}

export interface HtmlText {
  readonly type: 'text';
  readonly value: string;
}

/**
 * How deep the tree is copied. Generated forms nest a dozen levels; below this a parser puts one
 * TRUNCATED element in place of the children, so a hostile template cannot exhaust the stack.
 */
export const MAX_TREE_DEPTH = 200;

/** The tag of the stand-in for children deeper than MAX_TREE_DEPTH (no parsed tag starts with '#'). */
export const TRUNCATED = '#truncated';

export const truncatedNode: HtmlElement = { type: 'element', tag: TRUNCATED, attrs: {}, children: [] };

/** Parses template text as an HTML fragment (template context): scripts stay inert, nothing is inserted in a page. */
export type ParseHtml = (html: string) => HtmlNode[];

/** Attributes as a null-prototype record, so names like __proto__ stay plain keys. */
export function attributeRecord(pairs: Iterable<{ readonly name: string; readonly value: string }>): Record<string, string> {
  const record: Record<string, string> = Object.create(null) as Record<string, string>;
  for (const { name, value } of pairs) if (!Object.hasOwn(record, name)) record[name] = value;
  return record;
}

// What the generated validators call at run time instead of ajv's runtime modules: ajv's standalone code
// reaches them through require(), which an ES module bundle does not have (see standalone.ts).

/** A text's length in code points (minLength/maxLength count characters, not UTF-16 units). */
export function ucs2length(text: string): number {
  let length = 0;
  for (const _codePoint of text) length++;
  return length;
}

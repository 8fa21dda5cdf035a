// Where a label may wrap: between words, also in Chinese, where no space marks them. CSS cannot find Chinese word
// boundaries (`word-break: keep-all` keeps a whole run together, `normal` breaks between any two characters:
// 员工使用手 / 册), so the label is cut into words by the browser's Intl.Segmenter and drawn with a <wbr> between.

/** The words (and the spaces and marks between them) of `text`, in order; the whole text where no segmenter exists. */
export function wordSegments(text: string, language: string): string[] {
  if (typeof Intl === 'undefined' || typeof Intl.Segmenter !== 'function') return [text];
  return Array.from(new Intl.Segmenter(language, { granularity: 'word' }).segment(text), (part) => part.segment);
}

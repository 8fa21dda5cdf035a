// How many top-menu items fit in the header; the rest move, trailing first, into the More menu.

/**
 * Number of leading items that stay visible. All items when they fit without the More button;
 * otherwise as many as fit beside it (0 when not even one does: the screen is too narrow).
 */
export function computeOverflow(itemWidths: readonly number[], available: number, moreWidth: number): number {
  const total = itemWidths.reduce((sum, width) => sum + width, 0);
  if (total <= available) return itemWidths.length;
  let used = moreWidth;
  let visible = 0;
  for (const width of itemWidths) {
    if (used + width > available) break;
    used += width;
    visible += 1;
  }
  return visible;
}

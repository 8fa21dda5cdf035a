// What a news item's fields mean where the server is loose about types.

/** isUrl arrives as 1, '1', true or 'true'. */
export function isUrlNews(isUrl: unknown): boolean {
  return isUrl === 1 || isUrl === '1' || isUrl === true || isUrl === 'true';
}

// Spec §9: the message badge shows at most 100 and never goes below 0.
export const BADGE_OVERFLOW_COUNT = 100;

/** The unread count from whatever the server sent: a whole number, 0 for anything unusable or negative. */
export function clampBadgeCount(value: unknown): number {
  const count = typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? Number(value) : NaN;
  return Number.isFinite(count) && count > 0 ? Math.floor(count) : 0;
}

/** The text the badge shows: the count up to 100, then '100+'. */
export function badgeText(count: number): string {
  return count > BADGE_OVERFLOW_COUNT ? `${BADGE_OVERFLOW_COUNT}+` : String(count);
}

/** The count after `marked` messages were marked read here (spec §4: reduced by that number, never below 0). */
export function badgeAfterMarking(count: number | undefined, marked: number): number {
  return clampBadgeCount((count ?? 0) - clampBadgeCount(marked));
}

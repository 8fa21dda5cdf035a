// Pure helpers of the work-hour pages (docs/work-hours.md): a year's twelve months from the reported rows, the
// hours a user may enter, and the years offered.
import type { WorkReport } from '../../api/report';

/** The reference backend's limit: hours in a month (31 × 24). */
export const MAX_MONTH_HOURS = 744;

export interface MonthRow {
  month: number;
  /** the stored report of the month, if any */
  report?: WorkReport;
}

/** Months 1–12 of the year, each with its report. */
export function monthsOf(reports: readonly WorkReport[]): MonthRow[] {
  return Array.from({ length: 12 }, (_, index) => ({ month: index + 1, report: reports.find((report) => report.month === index + 1) }));
}

export type HoursProblem = 'hoursRequired' | 'hoursInvalid' | 'hoursRange';

/** The hours typed, or why they cannot be sent: a number from 0 to 744 with at most one decimal. */
export function parseHours(text: string): { hours: number } | { problem: HoursProblem } {
  const trimmed = text.trim();
  if (trimmed === '') return { problem: 'hoursRequired' };
  if (!/^\d+(\.\d)?$/.test(trimmed)) return { problem: 'hoursInvalid' };
  const hours = Number(trimmed);
  return hours > MAX_MONTH_HOURS ? { problem: 'hoursRange' } : { hours };
}

/** The current year and the two before it, newest first. */
export const yearChoices = (now: Date): number[] => [0, 1, 2].map((back) => now.getFullYear() - back);

/** The submitted hours of the year (frozen ones included). */
export const submittedTotal = (reports: readonly WorkReport[]): number =>
  Math.round(reports.filter((report) => report.status !== 'draft').reduce((sum, report) => sum + report.hours, 0) * 10) / 10;

/**
 * A month's text parameters: its number (the zh-CN texts say "3 月") and its name in the page's language (the
 * en-US ones say "March"), so that each language's text picks what reads naturally.
 */
export function monthTexts(month: number, language: string): { month: number; name: string } {
  return { month, name: new Intl.DateTimeFormat(language, { month: 'long', timeZone: 'UTC' }).format(Date.UTC(2000, month - 1, 1)) };
}

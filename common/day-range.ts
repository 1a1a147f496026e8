// Days as Summit's figures count them: UTC days written YYYY-MM-DD, and the ranges of them that
// performance and the dashboard are asked for (docs/decisions/0021). Shared by the server, which
// refuses a range, and the web app, which does not ask for one the server would refuse.
import { MAX_RANGE_DAYS } from "./performance-metrics";

export const DAY_MS = 86_400_000;
/** Figures begin here: no range reaches further back. */
export const EARLIEST_DAY = "2000-01-01";

export const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);
export const dayStartMs = (day: string) => Date.parse(`${day}T00:00:00Z`);
export const addDays = (day: string, days: number) => isoDay(dayStartMs(day) + days * DAY_MS);
/** Days from `start` to `end`, both counted. */
export const daysBetween = (start: string, end: string) =>
  Math.round((dayStartMs(end) - dayStartMs(start)) / DAY_MS) + 1;
export const todayUtc = () => isoDay(Date.now());

/** Whether `text` names a real day as YYYY-MM-DD (2026-02-30 does not). */
export function isIsoDay(text: string): boolean {
  return (
    /^\d{4}-\d{2}-\d{2}$/.test(text) && !Number.isNaN(dayStartMs(text)) && isoDay(dayStartMs(text)) === text
  );
}

export interface DayRange {
  startDate: string;
  endDate: string;
}

/**
 * Why a range cannot be asked for, or null. The end may be tomorrow in UTC, where members east of
 * it already are.
 */
export function rangeProblem({ startDate, endDate }: DayRange, today: string): string | null {
  if (startDate < EARLIEST_DAY)
    return `startDate: ${startDate} is before ${EARLIEST_DAY}, where figures begin.`;
  if (endDate > addDays(today, 1)) {
    return `endDate: ${endDate} is in the future; the figures go up to today (${today}, UTC).`;
  }
  if (startDate > endDate) {
    return `startDate: ${startDate} is after endDate ${endDate}; the start must be on or before the end.`;
  }
  const days = daysBetween(startDate, endDate);
  if (days > MAX_RANGE_DAYS) {
    return `The range is ${days} days; it can be at most ${MAX_RANGE_DAYS} days (two years).`;
  }
  return null;
}

// How Discover writes counts, dates and durations.
import { type DiscoverTotal, formatTotal } from "@common/discover";

const countFormat = new Intl.NumberFormat("en");

/** 1 -> "1 comment", 1200 -> "1,200 comments". */
export function formatCount(count: number, one: string, many: string): string {
  return `${countFormat.format(count)} ${count === 1 ? one : many}`;
}

/** "12 posts", "100+ posts". */
export function formatTotalOf(total: DiscoverTotal, one: string, many: string): string {
  return `${formatTotal(total)} ${total.count === 1 && !total.more ? one : many}`;
}

const dateFormat = new Intl.DateTimeFormat("en", { day: "numeric", month: "short", year: "numeric" });

export function formatDate(iso: string): string {
  return dateFormat.format(new Date(iso));
}

/** 754 -> "12:34", 3754 -> "1:02:34". */
export function formatDuration(seconds: number): string {
  const whole = Math.max(0, Math.round(seconds));
  const hours = Math.floor(whole / 3600);
  const minutes = Math.floor((whole % 3600) / 60);
  const rest = String(whole % 60).padStart(2, "0");
  return hours > 0 ? `${hours}:${String(minutes).padStart(2, "0")}:${rest}` : `${minutes}:${rest}`;
}

// How Summit writes dates, durations, counts and file sizes, the same on every page. One Intl
// formatter per format, made once: building one is far slower than using it.

const numberFormat = new Intl.NumberFormat("en");
const oneDecimal = new Intl.NumberFormat("en", { maximumFractionDigits: 1 });
const dateFormat = new Intl.DateTimeFormat("en", { day: "numeric", month: "short", year: "numeric" });
const longDateFormat = new Intl.DateTimeFormat("en", { dateStyle: "long" });
const dayThisYear = new Intl.DateTimeFormat("en", { day: "numeric", month: "short" });
const exactTimeFormat = new Intl.DateTimeFormat("en", { dateStyle: "full", timeStyle: "short" });
const wholeDollars = new Intl.NumberFormat("en-US", {
  style: "currency",
  currency: "USD",
  maximumFractionDigits: 0,
});
const dollarsAndCents = new Intl.NumberFormat("en-US", {
  style: "currency",
  currency: "USD",
  minimumFractionDigits: 2,
});
const relativeFormat = new Intl.RelativeTimeFormat("en", { numeric: "auto", style: "short" });

/** 1200 -> "1,200". */
export function formatNumber(value: number): string {
  return numberFormat.format(value);
}

/** 1 -> "1 follower", 1200 -> "1,200 followers". */
export function formatCount(count: number, one: string, many: string): string {
  return `${formatNumber(count)} ${count === 1 ? one : many}`;
}

/** 1536 -> "1.5 KB"; files on Summit are at most hundreds of megabytes. */
export function formatFileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${oneDecimal.format(bytes / 1024)} KB`;
  if (bytes < 1024 * 1024 * 1024) return `${oneDecimal.format(bytes / (1024 * 1024))} MB`;
  return `${oneDecimal.format(bytes / (1024 * 1024 * 1024))} GB`;
}

/** 4900 -> "$49", 4950 -> "$49.50": cents show only when there are some. */
export function formatDollars(cents: number): string {
  return (cents % 100 === 0 ? wholeDollars : dollarsAndCents).format(cents / 100);
}

/** "Mar 1, 2024". */
export function formatDate(iso: string): string {
  return dateFormat.format(new Date(iso));
}

/** "March 1, 2024". */
export function formatLongDate(iso: string): string {
  return longDateFormat.format(new Date(iso));
}

/** "Friday, March 1, 2024 at 12:00 PM": the exact time, for a hover title. */
export function formatExactTime(iso: string): string {
  return exactTimeFormat.format(new Date(iso));
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** When something happened, as people say it: "just now", "5 min. ago", "yesterday", "Mar 3", "Mar 3, 2024". */
export function formatRelativeTime(iso: string, now = Date.now()): string {
  const time = new Date(iso);
  const ago = now - time.getTime();
  if (ago < MINUTE) return "just now";
  if (ago < HOUR) return relativeFormat.format(-Math.floor(ago / MINUTE), "minute");
  if (ago < DAY) return relativeFormat.format(-Math.floor(ago / HOUR), "hour");
  if (ago < 7 * DAY) return relativeFormat.format(-Math.floor(ago / DAY), "day");
  return (time.getFullYear() === new Date(now).getFullYear() ? dayThisYear : dateFormat).format(time);
}

/** A running time as a player shows it: 75 -> "1:15", 3725 -> "1:02:05". */
export function formatDuration(totalSeconds: number): string {
  const seconds = Math.max(0, Math.floor(totalSeconds));
  const hours = Math.floor(seconds / 3600);
  const minutes = Math.floor((seconds % 3600) / 60);
  const rest = String(seconds % 60).padStart(2, "0");
  return hours > 0 ? `${hours}:${String(minutes).padStart(2, "0")}:${rest}` : `${minutes}:${rest}`;
}

/** A running time as a screen reader says it: 75 -> "1 minute 15 seconds". */
export function spokenDuration(totalSeconds: number): string {
  const seconds = Math.max(0, Math.floor(totalSeconds));
  const parts: [number, string][] = [
    [Math.floor(seconds / 3600), "hour"],
    [Math.floor((seconds % 3600) / 60), "minute"],
    [seconds % 60, "second"],
  ];
  const spoken = parts
    .filter(([value]) => value > 0)
    .map(([value, unit]) => `${value} ${unit}${value === 1 ? "" : "s"}`);
  return spoken.length > 0 ? spoken.join(" ") : "0 seconds";
}

/** A running time to the nearest minute: 754 -> "13 min"; under a minute -> "1 min". */
export function formatMinutes(seconds: number): string {
  return `${Math.max(1, Math.round(seconds / 60))} min`;
}

// How the content library writes running times, dates, view counts and tags.
import { findHub } from "@common/hubs";

/** 75 -> "1:15", 3725 -> "1:02:05". */
export function formatDuration(totalSeconds: number): string {
  const seconds = Math.max(0, Math.floor(totalSeconds));
  const hours = Math.floor(seconds / 3600);
  const minutes = Math.floor((seconds % 3600) / 60);
  const rest = String(seconds % 60).padStart(2, "0");
  return hours > 0 ? `${hours}:${String(minutes).padStart(2, "0")}:${rest}` : `${minutes}:${rest}`;
}

/** 75 -> "1 minute 15 seconds": what a screen reader says for a running time. */
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

const dateFormat = new Intl.DateTimeFormat("en", { day: "numeric", month: "short", year: "numeric" });

export function formatDate(iso: string): string {
  return dateFormat.format(new Date(iso));
}

const countFormat = new Intl.NumberFormat("en");

/** 1 -> "1 view", 1200 -> "1,200 views". */
export function formatViews(count: number): string {
  return `${countFormat.format(count)} ${count === 1 ? "view" : "views"}`;
}

export function hubName(hubId: string): string {
  return findHub(hubId)?.name ?? hubId;
}

/** Who published an item: its company, else Summit; with the member who wrote it when known. */
export function publisherName(item: { company: { name: string } | null }): string {
  return item.company?.name ?? "Summit";
}

/** How far through a video (0-100), when its running time is known. */
export function watchedPercent(item: {
  video: { durationSeconds: number | null } | null;
  progress: { position: number; completedAt: string | null } | null;
}): number | null {
  if (!item.progress) return null;
  if (item.progress.completedAt) return 100;
  const duration = item.video?.durationSeconds;
  if (!duration || item.progress.position <= 0) return null;
  return Math.min(100, Math.round((item.progress.position / duration) * 100));
}

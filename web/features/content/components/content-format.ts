// How the content library names hubs and publishers and how far a member has watched.
import { findHub } from "@common/hub-list";

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

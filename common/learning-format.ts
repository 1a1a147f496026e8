// How learning reads: level names, lengths and hours. Without zod, so that pages which only show a
// course (Discover's cards) do not load the learning contract (docs/decisions/0018).

export const COURSE_LEVEL_LABELS = {
  introductory: "Introductory",
  intermediate: "Intermediate",
  advanced: "Advanced",
} as const;

/** Reading speed behind an article's minutes. */
export const READING_WORDS_PER_MINUTE = 220;

/** An article's minutes at READING_WORDS_PER_MINUTE, at least one. */
export function articleMinutes(body: string): number {
  const words = body.split(/\s+/).filter(Boolean).length;
  return Math.max(1, Math.ceil(words / READING_WORDS_PER_MINUTE));
}

/** A video's minutes, rounded up; a video of unknown length counts one minute. */
export function videoMinutes(durationSeconds: number | null): number {
  return Math.max(1, Math.ceil((durationSeconds ?? 0) / 60));
}

/** "1 h 25 min", "40 min". */
export function formatMinutes(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours === 0) return `${rest} min`;
  return rest === 0 ? `${hours} h` : `${hours} h ${rest} min`;
}

/** Certificates state hours, to a quarter hour, at least a quarter. */
export function certificateHours(minutes: number): number {
  return Math.max(0.25, Math.round(minutes / 15) / 4);
}

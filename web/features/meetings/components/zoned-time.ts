// Times of meetings are shown, and slots entered, in the event's own time zone: what a badge or an
// agenda at the venue says, wherever the reader is.

const rangeStart = (timeZone: string) =>
  new Intl.DateTimeFormat("en-GB", {
    weekday: "short",
    day: "numeric",
    month: "short",
    year: "numeric",
    hour: "2-digit",
    minute: "2-digit",
    timeZone,
  });

const clock = (timeZone: string) =>
  new Intl.DateTimeFormat("en-GB", { hour: "2-digit", minute: "2-digit", timeZone, timeZoneName: "short" });

/** "Tue, 24 Nov 2026, 10:00 – 10:30 GMT" in the event's time zone. */
export function formatMeetingTime(startsAt: string, endsAt: string, timeZone: string): string {
  return `${rangeStart(timeZone).format(new Date(startsAt))} – ${clock(timeZone).format(new Date(endsAt))}`;
}

function wallParts(date: Date, timeZone: string) {
  const parts = new Intl.DateTimeFormat("en-GB", {
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
    timeZone,
  }).formatToParts(date);
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value);
  return {
    year: part("year"),
    month: part("month"),
    day: part("day"),
    hour: part("hour"),
    minute: part("minute"),
  };
}

/** An instant as the wall-clock value of a datetime-local field in the time zone ("2026-11-24T10:00"). */
export function isoToWallTime(iso: string, timeZone: string): string {
  const { year, month, day, hour, minute } = wallParts(new Date(iso), timeZone);
  const pad = (value: number) => String(value).padStart(2, "0");
  return `${year}-${pad(month)}-${pad(day)}T${pad(hour)}:${pad(minute)}`;
}

function offsetAt(instant: number, timeZone: string): number {
  const { year, month, day, hour, minute } = wallParts(new Date(instant), timeZone);
  return Date.UTC(year, month - 1, day, hour, minute) - Math.floor(instant / 60_000) * 60_000;
}

/** A datetime-local value read in the time zone, as an ISO instant; null when it is not one. */
export function wallTimeToIso(value: string, timeZone: string): string | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(value);
  if (!match) return null;
  const [, year, month, day, hour, minute] = match.map(Number) as number[];
  const asUtc = Date.UTC(year ?? 0, (month ?? 1) - 1, day, hour, minute);
  // The offset at the guess can differ from the offset at the answer across a clock change.
  let instant = asUtc - offsetAt(asUtc, timeZone);
  instant = asUtc - offsetAt(instant, timeZone);
  return new Date(instant).toISOString();
}

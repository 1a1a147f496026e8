// Event times: stored in UTC, shown in the event's time zone (and the viewer's when it differs),
// and entered as wall-clock time in the event's zone.

const partsFormatters = new Map<string, Intl.DateTimeFormat>();

function partsIn(timeZone: string) {
  let formatter = partsFormatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat("en-US", {
      timeZone,
      hourCycle: "h23",
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      second: "2-digit",
    });
    partsFormatters.set(timeZone, formatter);
  }
  return formatter;
}

/** The wall-clock fields of an instant in a zone. */
function wallClock(instant: number, timeZone: string) {
  const fields: Record<string, number> = {};
  for (const part of partsIn(timeZone).formatToParts(new Date(instant))) {
    if (part.type !== "literal") fields[part.type] = Number(part.value);
  }
  return fields as Record<"year" | "month" | "day" | "hour" | "minute" | "second", number>;
}

/** How far the zone's clock is ahead of UTC at an instant, in milliseconds. */
function offsetAt(instant: number, timeZone: string): number {
  const wall = wallClock(instant, timeZone);
  const asUtc = Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute, wall.second);
  return asUtc - Math.floor(instant / 1000) * 1000;
}

/** "2031-05-06T09:00" (a datetime-local value) in a zone, as an ISO instant in UTC. */
export function wallTimeToIso(value: string, timeZone: string): string | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(value);
  if (!match) return null;
  const [, year, month, day, hour, minute] = match.map(Number) as number[];
  const guess = Date.UTC(year as number, (month as number) - 1, day, hour, minute);
  // The offset at the guess can differ from the one at the answer around a clock change.
  let instant = guess - offsetAt(guess, timeZone);
  instant = guess - offsetAt(instant, timeZone);
  return new Date(instant).toISOString();
}

/** An ISO instant as a datetime-local value in a zone. */
export function isoToWallTime(iso: string, timeZone: string): string {
  const wall = wallClock(Date.parse(iso), timeZone);
  const pad = (value: number) => String(value).padStart(2, "0");
  return `${wall.year}-${pad(wall.month)}-${pad(wall.day)}T${pad(wall.hour)}:${pad(wall.minute)}`;
}

export function browserTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || "UTC";
}

/** Every zone the browser knows, for the picker. */
export function timeZoneOptions(): string[] {
  const zones = typeof Intl.supportedValuesOf === "function" ? Intl.supportedValuesOf("timeZone") : [];
  return zones.includes("UTC") ? zones : ["UTC", ...zones];
}

function sameDay(startsAt: string, endsAt: string, timeZone: string): boolean {
  const start = wallClock(Date.parse(startsAt), timeZone);
  const end = wallClock(Date.parse(endsAt), timeZone);
  return start.year === end.year && start.month === end.month && start.day === end.day;
}

/** "Tue, 6 May 2031, 09:00 – 11:30 BST" in the given zone; the end's date shows when it differs. */
export function formatRange(startsAt: string, endsAt: string, timeZone: string): string {
  const start = new Intl.DateTimeFormat(undefined, {
    timeZone,
    weekday: "short",
    day: "numeric",
    month: "short",
    year: "numeric",
    hour: "2-digit",
    minute: "2-digit",
  }).format(new Date(startsAt));
  const end = new Intl.DateTimeFormat(undefined, {
    timeZone,
    ...(sameDay(startsAt, endsAt, timeZone) ? {} : { weekday: "short", day: "numeric", month: "short" }),
    hour: "2-digit",
    minute: "2-digit",
    timeZoneName: "short",
  }).format(new Date(endsAt));
  return `${start} – ${end}`;
}

/** "09:00 – 10:00" of a session, in the event's zone. */
export function formatTimes(startsAt: string, endsAt: string, timeZone: string): string {
  const format = new Intl.DateTimeFormat(undefined, { timeZone, hour: "2-digit", minute: "2-digit" });
  return `${format.format(new Date(startsAt))} – ${format.format(new Date(endsAt))}`;
}

/** Whether the viewer's clock reads differently from the event's at its start. */
export function differsFromViewer(startsAt: string, timeZone: string): boolean {
  const viewer = browserTimeZone();
  if (viewer === timeZone) return false;
  const instant = Date.parse(startsAt);
  return offsetAt(instant, viewer) !== offsetAt(instant, timeZone);
}

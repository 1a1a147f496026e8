// Times in a named time zone: events and meetings are stored in UTC, entered as wall-clock time in
// the event's zone and shown there (what an agenda at the venue says), wherever the reader is.
import { TZDate, tzOffset } from "@date-fns/tz";

const pad = (value: number) => String(value).padStart(2, "0");

/** "2031-05-06T09:00" (a datetime-local value) read in a zone, as an ISO instant; null when it is not one. */
export function wallTimeToIso(value: string, timeZone: string): string | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(value);
  if (!match) return null;
  const [year = 0, month = 1, day, hour, minute] = match.slice(1).map(Number);
  const asUtc = Date.UTC(year, month - 1, day, hour, minute);
  const offsetAt = (instant: number) => tzOffset(timeZone, new Date(instant)) * 60_000;
  // The offset at the guess can differ from the one at the answer around a clock change. Not
  // TZDate's constructor: for a time the clock reads twice, its answer depends on the browser's zone.
  const instant = asUtc - offsetAt(asUtc - offsetAt(asUtc));
  return new Date(instant).toISOString();
}

/** An ISO instant as the datetime-local value of the zone's wall clock ("2031-05-06T09:00"). */
export function isoToWallTime(iso: string, timeZone: string): string {
  const wall = new TZDate(Date.parse(iso), timeZone);
  return `${wall.getFullYear()}-${pad(wall.getMonth() + 1)}-${pad(wall.getDate())}T${pad(wall.getHours())}:${pad(wall.getMinutes())}`;
}

export function browserTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || "UTC";
}

/** Every zone the browser knows, for the picker. */
export function timeZoneOptions(): string[] {
  const zones = typeof Intl.supportedValuesOf === "function" ? Intl.supportedValuesOf("timeZone") : [];
  return zones.includes("UTC") ? zones : ["UTC", ...zones];
}

/** Whether the viewer's clock reads differently from the zone's at an instant. */
export function differsFromViewer(iso: string, timeZone: string): boolean {
  const viewer = browserTimeZone();
  if (viewer === timeZone) return false;
  const instant = new Date(iso);
  return tzOffset(viewer, instant) !== tzOffset(timeZone, instant);
}

/** One formatter per zone and format, made on first use: building an Intl formatter is the slow part. */
function formatterPerZone(locale: string | undefined, options: Intl.DateTimeFormatOptions) {
  const formatters = new Map<string, Intl.DateTimeFormat>();
  return (timeZone: string) => {
    let formatter = formatters.get(timeZone);
    if (!formatter) {
      formatter = new Intl.DateTimeFormat(locale, { ...options, timeZone });
      formatters.set(timeZone, formatter);
    }
    return formatter;
  };
}

const dayAndTime: Intl.DateTimeFormatOptions = {
  weekday: "short",
  day: "numeric",
  month: "short",
  year: "numeric",
  hour: "2-digit",
  minute: "2-digit",
};

// Event ranges follow the reader's locale; meeting times are always the venue's "24 Nov, 10:00".
const rangeStart = formatterPerZone(undefined, dayAndTime);
const rangeEndSameDay = formatterPerZone(undefined, {
  hour: "2-digit",
  minute: "2-digit",
  timeZoneName: "short",
});
const rangeEndOtherDay = formatterPerZone(undefined, {
  weekday: "short",
  day: "numeric",
  month: "short",
  hour: "2-digit",
  minute: "2-digit",
  timeZoneName: "short",
});
const clockTime = formatterPerZone(undefined, { hour: "2-digit", minute: "2-digit" });
const meetingStart = formatterPerZone("en-GB", dayAndTime);
const meetingEnd = formatterPerZone("en-GB", { hour: "2-digit", minute: "2-digit", timeZoneName: "short" });

function sameDay(startsAt: string, endsAt: string, timeZone: string): boolean {
  return isoToWallTime(startsAt, timeZone).slice(0, 10) === isoToWallTime(endsAt, timeZone).slice(0, 10);
}

/** "Tue, 6 May 2031, 09:00 – 11:30 BST" in the zone, in the reader's locale; the end's date shows when it differs. */
export function formatRange(startsAt: string, endsAt: string, timeZone: string): string {
  const end = sameDay(startsAt, endsAt, timeZone) ? rangeEndSameDay : rangeEndOtherDay;
  return `${rangeStart(timeZone).format(new Date(startsAt))} – ${end(timeZone).format(new Date(endsAt))}`;
}

/** "09:00 – 10:00" (a session's times) in the zone. */
export function formatTimes(startsAt: string, endsAt: string, timeZone: string): string {
  const format = clockTime(timeZone);
  return `${format.format(new Date(startsAt))} – ${format.format(new Date(endsAt))}`;
}

/** "Tue, 24 Nov 2026, 10:00 – 10:30 GMT" in the zone, the same for every reader. */
export function formatMeetingTime(startsAt: string, endsAt: string, timeZone: string): string {
  return `${meetingStart(timeZone).format(new Date(startsAt))} – ${meetingEnd(timeZone).format(new Date(endsAt))}`;
}

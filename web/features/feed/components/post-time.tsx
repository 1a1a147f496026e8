// When something was written, as people say it ("5 min ago", "3 Mar"), with the exact time on hover.
const relative = new Intl.RelativeTimeFormat("en", { numeric: "auto", style: "short" });
const sameYear = new Intl.DateTimeFormat("en", { day: "numeric", month: "short" });
const otherYear = new Intl.DateTimeFormat("en", { day: "numeric", month: "short", year: "numeric" });
const exact = new Intl.DateTimeFormat("en", { dateStyle: "full", timeStyle: "short" });

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

export function formatPostTime(iso: string, now = Date.now()): string {
  const time = new Date(iso);
  const ago = now - time.getTime();
  if (ago < MINUTE) return "just now";
  if (ago < HOUR) return relative.format(-Math.floor(ago / MINUTE), "minute");
  if (ago < DAY) return relative.format(-Math.floor(ago / HOUR), "hour");
  if (ago < 7 * DAY) return relative.format(-Math.floor(ago / DAY), "day");
  return (time.getFullYear() === new Date(now).getFullYear() ? sameYear : otherYear).format(time);
}

export function PostTime({ iso, edited }: { iso: string; edited?: boolean }) {
  return (
    <>
      <time dateTime={iso} title={exact.format(new Date(iso))}>
        {formatPostTime(iso)}
      </time>
      {edited && " · edited"}
    </>
  );
}

// When something was written, as people say it ("5 min. ago", "Mar 3"), with the exact time on hover.
import { formatExactTime, formatRelativeTime } from "@web/lib/format";

export function RelativeTime({ iso, edited }: { iso: string; edited?: boolean }) {
  return (
    <>
      <time dateTime={iso} title={formatExactTime(iso)}>
        {formatRelativeTime(iso)}
      </time>
      {edited && " · edited"}
    </>
  );
}

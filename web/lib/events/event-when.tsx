import type { EventSummary } from "@common/events";
import Typography from "@mui/material/Typography";
import { browserTimeZone, differsFromViewer, formatRange } from "@web/lib/zoned-time";

/** When an event takes place in its own time zone, and on the viewer's clock when that reads differently. */
export function EventWhen({ event }: { event: Pick<EventSummary, "startsAt" | "endsAt" | "timeZone"> }) {
  const local = differsFromViewer(event.startsAt, event.timeZone);
  return (
    <div>
      <Typography variant="body2">
        <time dateTime={event.startsAt}>{formatRange(event.startsAt, event.endsAt, event.timeZone)}</time>
      </Typography>
      {local && (
        <Typography variant="body2" color="text.secondary">
          Your time: {formatRange(event.startsAt, event.endsAt, browserTimeZone())}
        </Typography>
      )}
    </div>
  );
}

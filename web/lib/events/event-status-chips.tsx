import type { EventSummary } from "@common/events";
import Chip from "@mui/material/Chip";

/** Cancelled, and the viewer's own place. */
export function EventStatusChips({ event }: { event: Pick<EventSummary, "cancelled" | "viewerStatus"> }) {
  return (
    <>
      {event.cancelled && <Chip size="small" color="error" label="Cancelled" />}
      {!event.cancelled && event.viewerStatus === "registered" && (
        <Chip size="small" color="success" label="Registered" />
      )}
      {!event.cancelled && event.viewerStatus === "waitlisted" && (
        <Chip size="small" color="warning" label="On the waitlist" />
      )}
    </>
  );
}

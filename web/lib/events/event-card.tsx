import type { EventSummary } from "@common/events";
import Card from "@mui/material/Card";
import CardActionArea from "@mui/material/CardActionArea";
import Chip from "@mui/material/Chip";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { Link as RouterLink } from "react-router";
import { EventStatusChips } from "./event-status-chips";
import { EventWhen } from "./event-when";

export function placeOf(event: Pick<EventSummary, "format" | "venue" | "location">): string {
  if (event.format === "virtual") return "Online";
  return [event.venue, event.location].filter(Boolean).join(", ") || "Venue to be announced";
}

/** An event in a list; the whole card leads to its page. */
export function EventCard({
  event,
  headingLevel = "h2",
  participation,
}: {
  event: EventSummary;
  headingLevel?: "h2" | "h3";
  /** How the company whose profile lists it takes part. */
  participation?: "host" | "sponsor";
}) {
  return (
    <Card variant="outlined" sx={{ height: "100%" }}>
      <CardActionArea component={RouterLink} to={`/events/${event.id}`} sx={{ height: "100%", p: 2 }}>
        <Stack spacing={1}>
          <Typography variant="h3" component={headingLevel} sx={{ overflowWrap: "anywhere" }}>
            {event.title}
          </Typography>
          <EventWhen event={event} />
          <Typography variant="body2" color="text.secondary">
            {placeOf(event)}
            {" · "}
            {event.host ? `Hosted by ${event.host.name}` : "Hosted by Summit"}
          </Typography>
          <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: "wrap" }}>
            {participation && (
              <Chip size="small" variant="outlined" label={participation === "host" ? "Host" : "Sponsor"} />
            )}
            <EventStatusChips event={event} />
          </Stack>
        </Stack>
      </CardActionArea>
    </Card>
  );
}

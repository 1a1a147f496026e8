import type { Company } from "@common/companies";
import EventOutlined from "@mui/icons-material/EventOutlined";
import Grid from "@mui/material/Grid";
import Typography from "@mui/material/Typography";
import { ApiError } from "@web/lib/api-client";
import { EmptyState } from "@web/lib/components/empty-state";
import { PageLoading } from "@web/lib/components/page-loading";
import { QueryError } from "@web/lib/components/query-error";
import { EventCard } from "@web/lib/events/event-card";
import { useCompanyEvents } from "../api/company-events";

/** The events the company hosts and sponsors, newest first (GET /api/events/company). */
export function EventsTab({ company }: { company: Company }) {
  const events = useCompanyEvents(company.id);
  if (events.isPending) return <PageLoading label="Loading events" />;
  if (events.error instanceof ApiError && events.error.status === 401) {
    return (
      <EmptyState Icon={EventOutlined} title="Events are for members">
        Sign in to see the events that {company.name} hosts or sponsors.
      </EmptyState>
    );
  }
  if (events.isError) {
    return (
      <QueryError
        title="The events could not be loaded"
        error={events.error}
        onRetry={() => events.refetch()}
      />
    );
  }
  if (events.data.items.length === 0) {
    return (
      <EmptyState Icon={EventOutlined} title="No events yet">
        {company.viewerCanEdit
          ? "Events you create for your company, and those it sponsors, will appear here."
          : `Events that ${company.name} hosts or sponsors will appear here.`}
      </EmptyState>
    );
  }
  return (
    <>
      <Typography variant="h2" component="h2" gutterBottom>
        Events
      </Typography>
      <Grid
        container
        spacing={2}
        component="ul"
        sx={{ listStyle: "none", p: 0, m: 0 }}
        aria-label={`Events of ${company.name}`}
      >
        {events.data.items.map((event) => (
          <Grid key={event.id} size={{ xs: 12, sm: 6 }} component="li">
            <EventCard event={event} participation={event.role} headingLevel="h3" />
          </Grid>
        ))}
      </Grid>
    </>
  );
}

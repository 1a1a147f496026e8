// /events: the selected community's upcoming and past events, narrowed by format and a search, with
// "Create event" for those who may host one.

import { EVENT_FORMATS, EVENT_WHEN, type EventFormat, type EventWhen, FORMAT_LABELS } from "@common/events";
import { findHub, type HubId } from "@common/hub-list";
import type { Profile } from "@common/profile";
import AddOutlined from "@mui/icons-material/AddOutlined";
import EventOutlined from "@mui/icons-material/EventOutlined";
import Button from "@mui/material/Button";
import Grid from "@mui/material/Grid";
import MenuItem from "@mui/material/MenuItem";
import Stack from "@mui/material/Stack";
import Tab from "@mui/material/Tab";
import Tabs from "@mui/material/Tabs";
import TextField from "@mui/material/TextField";
import { useSuspenseQuery } from "@tanstack/react-query";
import { selectedCommunity } from "@web/lib/community";
import { EmptyState } from "@web/lib/components/empty-state";
import { LoadMore } from "@web/lib/components/load-more";
import { Page } from "@web/lib/components/page";
import { SectionBoundary } from "@web/lib/components/query-boundary";
import { EventCard } from "@web/lib/events/event-card";
import type { EventFilters } from "@web/lib/events/event-keys";
import type { PageHandle } from "@web/lib/page-handle";
import { profileQueryOptions } from "@web/lib/profile";
import { useDebouncedValue } from "@web/lib/use-debounced-value";
import { useTabParam } from "@web/lib/use-tab-param";
import { useState } from "react";
import { Link as RouterLink } from "react-router";
import { useSuspenseEvents } from "../api/events";

/** Company admins host for their company; platform admins for any company or as Summit. */
export function canHostEvents(profile: Profile | undefined): boolean {
  return Boolean(profile && (profile.isPlatformAdmin || profile.company?.privilege));
}

export const handle: PageHandle = {
  loadingLabel: "Loading events",
  errorTitle: "The events could not be loaded",
  errorHeading: "Events",
};

export function EventsPage() {
  const { data: profile } = useSuspenseQuery(profileQueryOptions);
  const [when, setWhen] = useTabParam(EVENT_WHEN, "upcoming");
  const [format, setFormat] = useState<EventFormat | "">("");
  const [search, setSearch] = useState("");
  const settledSearch = useDebouncedValue(search.trim());
  const hub = selectedCommunity(profile.hub);
  const filters = { when, hub, format: format || null, search: settledSearch };
  return (
    <Page
      title="Events"
      intro={`Events for the ${findHub(hub)?.name ?? hub} community: in person and online.`}
    >
      <Stack
        direction={{ xs: "column", md: "row" }}
        spacing={2}
        sx={{ mb: 2, justifyContent: "space-between", alignItems: { md: "center" } }}
      >
        <Tabs value={when} onChange={(_event, next: EventWhen) => setWhen(next)} aria-label="Which events">
          <Tab value="upcoming" label="Upcoming" id="events-tab-upcoming" aria-controls="events-panel" />
          <Tab value="past" label="Past" id="events-tab-past" aria-controls="events-panel" />
        </Tabs>
        {canHostEvents(profile) && (
          <Button variant="contained" startIcon={<AddOutlined />} component={RouterLink} to="/events/new">
            Create event
          </Button>
        )}
      </Stack>
      <Stack direction={{ xs: "column", sm: "row" }} spacing={2} sx={{ mb: 3 }}>
        <TextField
          label="Search events"
          type="search"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          slotProps={{ htmlInput: { maxLength: 200 } }}
          sx={{ flex: 1 }}
        />
        <TextField
          select
          label="Format"
          value={format}
          onChange={(event) => setFormat(event.target.value as EventFormat | "")}
          sx={{ minWidth: 180 }}
        >
          <MenuItem value="">All formats</MenuItem>
          {EVENT_FORMATS.map((option) => (
            <MenuItem key={option} value={option}>
              {FORMAT_LABELS[option]}
            </MenuItem>
          ))}
        </TextField>
      </Stack>
      <div role="tabpanel" id="events-panel" aria-labelledby={`events-tab-${when}`}>
        <SectionBoundary
          key={JSON.stringify(filters)}
          loadingLabel="Loading events"
          errorTitle="The events could not be loaded"
        >
          <EventList
            filters={filters}
            onClearFilters={() => {
              setFormat("");
              setSearch("");
            }}
          />
        </SectionBoundary>
      </div>
    </Page>
  );
}

function EventList({
  filters,
  onClearFilters,
}: {
  filters: EventFilters & { hub: HubId };
  onClearFilters: () => void;
}) {
  const events = useSuspenseEvents(filters);
  const items = events.data.pages.flatMap((page) => page.items);
  if (items.length === 0) {
    const filtered = Boolean(filters.format || filters.search);
    return filtered ? (
      <EmptyState
        Icon={EventOutlined}
        title="No events match"
        action={
          <Button variant="outlined" onClick={onClearFilters}>
            Clear filters
          </Button>
        }
      >
        No {filters.when} event matches this search and format. Try other words, or clear the filters.
      </EmptyState>
    ) : (
      <EmptyState
        Icon={EventOutlined}
        title={filters.when === "upcoming" ? "No upcoming events" : "No past events"}
      >
        {filters.when === "upcoming"
          ? "Events that Summit and companies host for this community will appear here once they are announced."
          : "Events of this community appear here once they have taken place."}
      </EmptyState>
    );
  }
  return (
    <>
      <Grid container spacing={2} component="ul" sx={{ listStyle: "none", p: 0, m: 0 }} aria-label="Events">
        {items.map((event) => (
          <Grid key={event.id} size={{ xs: 12, sm: 6, lg: 4 }} component="li">
            <EventCard event={event} />
          </Grid>
        ))}
      </Grid>
      <LoadMore
        hasMore={events.hasNextPage}
        loading={events.isFetchingNextPage}
        onLoadMore={() => events.fetchNextPage()}
        label="Load more events"
      />
    </>
  );
}

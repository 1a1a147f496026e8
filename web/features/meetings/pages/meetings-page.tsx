// /meetings: the meetings vendors asked the leader for, as requests, upcoming and past, and whether
// they take requests at all. ?meeting=<id> (from a notification) marks one.

import type { MeetingView } from "@common/meetings";
import EventAvailableOutlined from "@mui/icons-material/EventAvailableOutlined";
import FormControlLabel from "@mui/material/FormControlLabel";
import Paper from "@mui/material/Paper";
import Stack from "@mui/material/Stack";
import Switch from "@mui/material/Switch";
import Typography from "@mui/material/Typography";
import { EmptyState } from "@web/lib/components/empty-state";
import { LoadMore } from "@web/lib/components/load-more";
import { Page } from "@web/lib/components/page";
import { SectionBoundary } from "@web/lib/components/query-boundary";
import { QueryError } from "@web/lib/components/query-error";
import { SectionTabs } from "@web/lib/components/section-tabs";
import { useNotify } from "@web/lib/use-notify";
import { useTabParam } from "@web/lib/use-tab-param";
import { useSearchParams } from "react-router";
import { useMeetingSettings, useSuspenseLeaderMeetings, useUpdateMeetingSettings } from "../api/meetings";
import { LeaderMeetingCard } from "../components/leader-meeting-card";

const SECTIONS = [
  { id: "requests", label: "Requests" },
  { id: "upcoming", label: "Upcoming" },
  { id: "past", label: "Past" },
] as const satisfies readonly { id: MeetingView; label: string }[];

const VIEWS = SECTIONS.map((section) => section.id);

const EMPTY: Record<MeetingView, { title: string; text: string }> = {
  requests: {
    title: "No meeting requests",
    text: "When a vendor at an event you registered for asks to meet you, the request appears here for you to accept or decline.",
  },
  upcoming: {
    title: "No upcoming meetings",
    text: "Meetings you accept appear here until they take place.",
  },
  past: {
    title: "No past meetings",
    text: "Meetings that took place, and requests you declined or that were cancelled, appear here.",
  },
};

export function MeetingsPage() {
  const [view, setView] = useTabParam<MeetingView>(VIEWS, "requests");
  const [searchParams] = useSearchParams();
  const highlighted = searchParams.get("meeting");
  return (
    <Page
      title="Meetings"
      maxWidth="md"
      intro="Vendors at the events you attend can ask you for a meeting. You decide which to take."
    >
      <RequestsSwitch />
      <Paper variant="outlined" sx={{ mt: 3 }}>
        <SectionTabs
          sections={SECTIONS}
          value={view}
          onChange={setView}
          label="Meeting lists"
          idPrefix="meetings"
        >
          <SectionBoundary
            key={view}
            loadingLabel="Loading meetings"
            errorTitle="Your meetings could not be loaded"
          >
            <MeetingList view={view} highlighted={highlighted} />
          </SectionBoundary>
        </SectionTabs>
      </Paper>
    </Page>
  );
}

function RequestsSwitch() {
  const settings = useMeetingSettings();
  const update = useUpdateMeetingSettings();
  const notify = useNotify();
  const checked = update.isPending
    ? (update.variables?.acceptsRequests ?? false)
    : Boolean(settings.data?.acceptsRequests);
  return (
    <Stack spacing={0.5}>
      <FormControlLabel
        control={
          <Switch
            checked={checked}
            disabled={!settings.data || update.isPending}
            onChange={(_event, acceptsRequests) =>
              update.mutate(
                { acceptsRequests },
                {
                  onSuccess: () =>
                    notify.snackbar(
                      acceptsRequests
                        ? "Vendors can ask you for meetings."
                        : "Vendors can no longer ask you for meetings.",
                    ),
                },
              )
            }
          />
        }
        label="Accept meeting requests from vendors"
      />
      {settings.isError && (
        <QueryError
          title="Your meeting settings could not be loaded"
          error={settings.error}
          onRetry={settings.refetch}
        />
      )}
      <Typography variant="body2" color="text.secondary">
        Turned off, vendors cannot send you new requests; meetings you already have stay as they are.
      </Typography>
    </Stack>
  );
}

function MeetingList({ view, highlighted }: { view: MeetingView; highlighted: string | null }) {
  const meetings = useSuspenseLeaderMeetings(view);
  const items = meetings.data.pages.flatMap((page) => page.items);
  if (items.length === 0) {
    return (
      <EmptyState Icon={EventAvailableOutlined} title={EMPTY[view].title}>
        {EMPTY[view].text}
      </EmptyState>
    );
  }
  return (
    <>
      <Stack spacing={2}>
        {items.map((meeting) => (
          <LeaderMeetingCard key={meeting.id} meeting={meeting} highlighted={meeting.id === highlighted} />
        ))}
      </Stack>
      <LoadMore
        hasMore={meetings.hasNextPage}
        loading={meetings.isFetchingNextPage}
        onLoadMore={() => meetings.fetchNextPage()}
        label="Load more meetings"
      />
    </>
  );
}

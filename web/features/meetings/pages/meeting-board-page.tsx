// /events/:eventId/meetings: a vendor company's meetings at an event, per representative and
// status, with requests, reschedules, outcomes, the CSV export and, for its admins, the slots.
// The company is the member's own; platform admins name one with ?companyId=.

import { MEETING_STATUSES, type MeetingBoard } from "@common/meetings";
import EventAvailableOutlined from "@mui/icons-material/EventAvailableOutlined";
import FileDownloadOutlined from "@mui/icons-material/FileDownloadOutlined";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Link from "@mui/material/Link";
import Paper from "@mui/material/Paper";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { EmptyState } from "@web/lib/components/empty-state";
import { Page } from "@web/lib/components/page";
import type { PageHandle } from "@web/lib/page-handle";
import { useState } from "react";
import { Link as RouterLink, useParams, useSearchParams } from "react-router";
import { boardCsvUrl, useSuspenseMeetingBoard } from "../api/meetings";
import { MEETING_STATUS_LABELS } from "../components/meeting-status";
import { RequestMeetingDialog } from "../components/request-meeting-dialog";
import { SlotManager } from "../components/slot-manager";
import { VendorMeetingItem } from "../components/vendor-meeting-item";

export const handle: PageHandle = {
  loadingLabel: "Loading the meeting board",
  errorTitle: "The meeting board could not be loaded",
  errorHeading: "Meeting board",
};

export function MeetingBoardPage() {
  const { eventId = "" } = useParams();
  const [searchParams] = useSearchParams();
  const board = useSuspenseMeetingBoard(eventId, searchParams.get("companyId"));
  return <Board board={board} highlighted={searchParams.get("meeting")} />;
}

function Board({ board, highlighted }: { board: MeetingBoard; highlighted: string | null }) {
  const [requesting, setRequesting] = useState(false);
  const { event, company } = board;
  const open = !event.cancelled && new Date(event.endsAt) > new Date();
  return (
    <Page
      title="Meeting board"
      intro={
        <>
          {company.name} at{" "}
          <Link component={RouterLink} to={`/events/${event.id}`}>
            {event.title}
          </Link>
          {event.cancelled ? " (cancelled)" : ""}. Times are in {event.timeZone}.
        </>
      }
    >
      <Stack direction="row" spacing={1} useFlexGap sx={{ mb: 3, flexWrap: "wrap" }}>
        {open && (
          <Button variant="contained" onClick={() => setRequesting(true)}>
            Request a meeting
          </Button>
        )}
        <Button
          variant="outlined"
          component="a"
          href={boardCsvUrl(event.id, company.id)}
          download
          startIcon={<FileDownloadOutlined />}
        >
          Export CSV
        </Button>
      </Stack>
      <Stack spacing={3}>
        {board.representatives.length === 0 ? (
          <EmptyState Icon={EventAvailableOutlined} title="No meetings yet">
            {board.canManageSlots
              ? "Add meeting slots for your people below, then request meetings with the leaders registered for the event."
              : "Once your company's admins add meeting slots, you can request meetings with the leaders registered for the event."}
          </EmptyState>
        ) : (
          board.representatives.map(({ representative, meetings }) => {
            const headingId = `representative-${representative.id}`;
            const groups = MEETING_STATUSES.filter((status) => meetings[status].length > 0);
            return (
              <Paper
                key={representative.id}
                component="section"
                aria-labelledby={headingId}
                variant="outlined"
                sx={{ p: { xs: 2, md: 3 } }}
              >
                <Typography id={headingId} variant="h2" component="h2">
                  {representative.name}
                </Typography>
                {representative.jobTitle && (
                  <Typography color="text.secondary">{representative.jobTitle}</Typography>
                )}
                {groups.length === 0 ? (
                  <Typography color="text.secondary" sx={{ mt: 2 }}>
                    No meetings yet at {representative.name}'s slots.
                  </Typography>
                ) : (
                  <Box
                    sx={{
                      mt: 2,
                      display: "grid",
                      gap: 2,
                      gridTemplateColumns: { xs: "1fr", md: "repeat(2, 1fr)", lg: "repeat(3, 1fr)" },
                    }}
                  >
                    {groups.map((status) => (
                      <Box key={status}>
                        <Typography variant="h3" component="h3" gutterBottom>
                          {MEETING_STATUS_LABELS[status]} ({meetings[status].length})
                        </Typography>
                        <Stack component="ul" spacing={1.5} sx={{ p: 0, m: 0 }}>
                          {meetings[status].map((meeting) => (
                            <VendorMeetingItem
                              key={meeting.id}
                              meeting={meeting}
                              companyId={company.id}
                              highlighted={meeting.id === highlighted}
                            />
                          ))}
                        </Stack>
                      </Box>
                    ))}
                  </Box>
                )}
              </Paper>
            );
          })
        )}
        {board.canManageSlots && <SlotManager event={event} companyId={company.id} />}
      </Stack>
      {requesting && (
        <RequestMeetingDialog event={event} companyId={company.id} onClose={() => setRequesting(false)} />
      )}
    </Page>
  );
}

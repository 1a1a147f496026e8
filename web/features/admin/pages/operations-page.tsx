// The Health page (/admin/health, platform admins): background jobs by queue and state with the
// failed ones to retry, the database's size and largest tables, and the mail outbox.
import { type FailedJob, JOB_STATES, type Operations } from "@common/operations";
import Alert from "@mui/material/Alert";
import Button from "@mui/material/Button";
import Card from "@mui/material/Card";
import CardContent from "@mui/material/CardContent";
import Stack from "@mui/material/Stack";
import TableBody from "@mui/material/TableBody";
import TableCell from "@mui/material/TableCell";
import TableHead from "@mui/material/TableHead";
import TableRow from "@mui/material/TableRow";
import Typography from "@mui/material/Typography";
import { Page } from "@web/lib/components/page";
import { SectionBoundary } from "@web/lib/components/query-boundary";
import { RelativeTime } from "@web/lib/components/relative-time";
import { ScrollableTable } from "@web/lib/components/scrollable-table";
import { formatFileSize, formatNumber } from "@web/lib/format";
import type { PageHandle } from "@web/lib/page-handle";
import { useNotify } from "@web/lib/use-notify";
import type { ReactNode } from "react";
import { useRetryJob, useSuspenseOperations } from "../api/operations";

const STATE_LABELS: Record<(typeof JOB_STATES)[number], string> = {
  created: "Queued",
  retry: "Waiting to retry",
  active: "Running",
  completed: "Done",
  cancelled: "Cancelled",
  failed: "Failed",
};

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section aria-label={title}>
      <Typography variant="h2" sx={{ fontSize: "1.25rem", mb: 1.5 }}>
        {title}
      </Typography>
      {children}
    </section>
  );
}

function Queues({ queues }: { queues: Operations["queues"] }) {
  if (queues.length === 0)
    return <Typography>No queue is defined yet: the server has not started its jobs.</Typography>;
  return (
    <ScrollableTable label="Jobs by queue and state">
      <TableHead>
        <TableRow>
          <TableCell>Queue</TableCell>
          {JOB_STATES.map((state) => (
            <TableCell key={state} align="right">
              {STATE_LABELS[state]}
            </TableCell>
          ))}
        </TableRow>
      </TableHead>
      <TableBody>
        {queues.map((queue) => (
          <TableRow key={queue.name}>
            <TableCell component="th" scope="row">
              {queue.name}
            </TableCell>
            {JOB_STATES.map((state) => (
              <TableCell key={state} align="right">
                {formatNumber(queue.counts[state])}
              </TableCell>
            ))}
          </TableRow>
        ))}
      </TableBody>
    </ScrollableTable>
  );
}

function FailedJobCard({ job }: { job: FailedJob }) {
  const retry = useRetryJob();
  const notify = useNotify();
  return (
    <Card variant="outlined" component="article" aria-label={`Failed ${job.queue} job`}>
      <CardContent>
        <Stack direction={{ xs: "column", sm: "row" }} spacing={2} sx={{ justifyContent: "space-between" }}>
          <div>
            <Typography sx={{ fontWeight: 600 }}>{job.queue}</Typography>
            <Typography variant="body2" color="text.secondary">
              {job.failedAt ? <RelativeTime iso={job.failedAt} /> : "Failed"} · {job.retries}{" "}
              {job.retries === 1 ? "retry" : "retries"}
            </Typography>
            {job.error && (
              <Typography variant="body2" sx={{ mt: 1, fontFamily: "monospace", overflowWrap: "anywhere" }}>
                {job.error}
              </Typography>
            )}
          </div>
          <div>
            <Button
              variant="outlined"
              loading={retry.isPending}
              onClick={() => retry.mutate(job.id, { onSuccess: () => notify.snackbar("Queued again.") })}
            >
              Retry
            </Button>
          </div>
        </Stack>
      </CardContent>
    </Card>
  );
}

function Figures() {
  const { data } = useSuspenseOperations();
  const { mail } = data;
  return (
    <Stack spacing={4}>
      <Section title="Background jobs">
        <Queues queues={data.queues} />
      </Section>
      <Section title="Failed jobs">
        {data.failedJobs.length === 0 ? (
          <Typography>No job has failed.</Typography>
        ) : (
          <Stack spacing={1.5}>
            {data.failedJobs.map((job) => (
              <FailedJobCard key={job.id} job={job} />
            ))}
          </Stack>
        )}
      </Section>
      <Section title="Database">
        <Typography sx={{ mb: 1.5 }}>{formatFileSize(data.database.sizeBytes)} in all.</Typography>
        <ScrollableTable label="Largest tables">
          <TableHead>
            <TableRow>
              <TableCell>Table</TableCell>
              <TableCell align="right">Size, with indexes</TableCell>
              <TableCell align="right">Rows (estimated)</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {data.database.largestTables.map((table) => (
              <TableRow key={table.name}>
                <TableCell component="th" scope="row">
                  {table.name}
                </TableCell>
                <TableCell align="right">{formatFileSize(table.sizeBytes)}</TableCell>
                <TableCell align="right">{formatNumber(table.rows)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </ScrollableTable>
      </Section>
      <Section title="Mail">
        {mail.delivery === "outbox" && (
          <Alert severity="info" sx={{ mb: 1.5 }}>
            No mail server is set (SMTP_URL): mail is kept in the outbox and the server log, not sent.
          </Alert>
        )}
        <Typography>
          {formatNumber(mail.total)} in the outbox, {formatNumber(mail.lastDay)} in the last day.{" "}
          {mail.delivery === "smtp" &&
            (mail.unsent === 0 ? (
              "All of them were handed to the mail server."
            ) : (
              <>
                {formatNumber(mail.unsent)} not sent yet
                {mail.oldestUnsentAt && (
                  <>
                    , the oldest <RelativeTime iso={mail.oldestUnsentAt} />
                  </>
                )}
                .
              </>
            ))}
        </Typography>
      </Section>
    </Stack>
  );
}

export const handle: PageHandle = {
  loadingLabel: "Loading",
  errorTitle: "Health could not be loaded",
  errorHeading: "Health",
};

export function OperationsPage() {
  return (
    <Page
      title="Health"
      maxWidth="lg"
      intro="Background jobs, the database and the mail outbox, read again every half minute."
    >
      <SectionBoundary loadingLabel="Loading the figures" errorTitle="The figures could not be loaded">
        <Figures />
      </SectionBoundary>
    </Page>
  );
}

// One person as operators see them (/admin/users/:id, platform admins): profile, company, plan,
// customer record, open sessions and what they did lately; suspend, restore or delete them.

import { ACTIVITY_KINDS, type AdminUserDetail, RECENT_ACTIVITY_DAYS } from "@common/admin-users";
import { HUBS } from "@common/hub-list";
import { ACCOUNT_TYPE_LABELS } from "@common/plan-names";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Chip from "@mui/material/Chip";
import Link from "@mui/material/Link";
import Paper from "@mui/material/Paper";
import Stack from "@mui/material/Stack";
import TableBody from "@mui/material/TableBody";
import TableCell from "@mui/material/TableCell";
import TableHead from "@mui/material/TableHead";
import TableRow from "@mui/material/TableRow";
import Typography from "@mui/material/Typography";
import { BarChart } from "@mui/x-charts/BarChart";
import { errorMessage } from "@web/lib/api-client";
import { ChartPanel } from "@web/lib/components/chart-panel";
import { ConfirmDialog } from "@web/lib/components/confirm-dialog";
import { Page } from "@web/lib/components/page";
import { RelativeTime } from "@web/lib/components/relative-time";
import { ScrollableTable } from "@web/lib/components/scrollable-table";
import { formatCount, formatExactTime, formatLongDate } from "@web/lib/format";
import type { PageHandle } from "@web/lib/page-handle";
import { useSession } from "@web/lib/session";
import { useNotify } from "@web/lib/use-notify";
import { type ReactNode, useId, useState } from "react";
import { Link as RouterLink, useNavigate, useParams } from "react-router";
import { useSuspenseAdminUser, useSuspension } from "../api/users";
import { DeleteAccountsDialog } from "../components/delete-accounts-dialog";

const hubName = (id: string) => HUBS.find((hub) => hub.id === id)?.name ?? id;

function Section({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <Paper component="section" variant="outlined" aria-labelledby={headingId} sx={{ p: 2, minWidth: 0 }}>
      <Typography id={headingId} variant="h2" sx={{ fontSize: "1.1rem", mb: 1.5 }}>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}

function Facts({ facts }: { facts: [string, ReactNode][] }) {
  return (
    <Box
      component="dl"
      sx={{ m: 0, display: "grid", gridTemplateColumns: "max-content 1fr", columnGap: 2, rowGap: 0.5 }}
    >
      {facts.map(([term, value]) => (
        <Box key={term} sx={{ display: "contents" }}>
          <Typography component="dt" variant="body2" color="text.secondary">
            {term}
          </Typography>
          <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: "anywhere" }}>
            {value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}

function Actions({ detail }: { detail: AdminUserDetail }) {
  const { user } = detail;
  const session = useSession();
  const suspension = useSuspension();
  const notify = useNotify();
  const navigate = useNavigate();
  const [asking, setAsking] = useState<"suspend" | "delete" | null>(null);
  const own = session.data?.user.id === user.id;
  const suspend = () =>
    suspension.mutate(
      { id: user.id, suspended: true },
      {
        onSuccess: () => {
          setAsking(null);
          notify.snackbar(`${user.name} is suspended; their sessions have ended.`);
        },
        onError: (error) => notify.error(errorMessage(error)),
      },
    );
  const restore = () =>
    suspension.mutate(
      { id: user.id, suspended: false },
      {
        onSuccess: () => notify.snackbar(`${user.name} can sign in again.`),
        onError: (error) => notify.error(errorMessage(error)),
      },
    );
  if (own) {
    return (
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        This is your own account: change it from your account settings.
      </Typography>
    );
  }
  return (
    <Stack direction="row" spacing={1} sx={{ mb: 3, flexWrap: "wrap", rowGap: 1 }}>
      {/* Keys: a new element for the other state, not a colour transition of the old one, during
          which the text would stand on a background that is not there yet. */}
      {user.suspendedAt ? (
        <Button key="restore" variant="contained" onClick={restore} loading={suspension.isPending}>
          Restore
        </Button>
      ) : (
        <Button key="suspend" variant="outlined" onClick={() => setAsking("suspend")}>
          Suspend
        </Button>
      )}
      <Button variant="outlined" color="error" onClick={() => setAsking("delete")}>
        Delete account…
      </Button>
      <Button component={RouterLink} to={`/admin/audit-log?targetId=${encodeURIComponent(user.id)}`}>
        Admin actions on them
      </Button>
      <ConfirmDialog
        open={asking === "suspend"}
        title={`Suspend ${user.name}?`}
        confirmLabel="Suspend"
        tone="primary"
        pending={suspension.isPending}
        onConfirm={suspend}
        onClose={() => setAsking(null)}
      >
        Their open sessions stop working on their next request, and signing in is refused with a message
        saying the account is suspended. Nothing of theirs is deleted; Restore lets them back in.
      </ConfirmDialog>
      <DeleteAccountsDialog
        open={asking === "delete"}
        accounts={[user]}
        onClose={() => setAsking(null)}
        onDeleted={() => navigate("/admin/users", { replace: true })}
      />
    </Stack>
  );
}

function Activity({ activity }: { activity: AdminUserDetail["recentActivity"] }) {
  const counts = ACTIVITY_KINDS.map((kind) => ({ label: kind.label, count: activity[kind.id] ?? 0 }));
  return (
    <ChartPanel
      title="Recent activity"
      description={`In the last ${RECENT_ACTIVITY_DAYS} days.`}
      csvName="member-activity"
      table={{ columns: ["What", "How many"], rows: counts.map((row) => [row.label, row.count]) }}
      chart={
        <BarChart
          height={260}
          layout="horizontal"
          yAxis={[{ scaleType: "band", data: counts.map((row) => row.label), width: 170 }]}
          series={[{ data: counts.map((row) => row.count), label: "Count" }]}
          hideLegend
          skipAnimation
        />
      }
    />
  );
}

function Sessions({ sessions }: { sessions: AdminUserDetail["sessions"] }) {
  if (sessions.length === 0) return <Typography>No open session: they are signed out everywhere.</Typography>;
  return (
    <ScrollableTable label="Open sessions">
      <TableHead>
        <TableRow>
          <TableCell>Last seen</TableCell>
          <TableCell>Browser</TableCell>
          <TableCell>Address</TableCell>
          <TableCell>Signed in</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {sessions.map((session) => (
          <TableRow key={session.id}>
            <TableCell>
              <RelativeTime iso={session.lastSeenAt} />
            </TableCell>
            <TableCell sx={{ maxWidth: 280, overflowWrap: "anywhere" }}>
              {session.userAgent ?? "Unknown"}
            </TableCell>
            <TableCell>{session.ipAddress ?? "Unknown"}</TableCell>
            <TableCell>{formatExactTime(session.createdAt)}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </ScrollableTable>
  );
}

function Person({ detail }: { detail: AdminUserDetail }) {
  const { user } = detail;
  return (
    <>
      <Typography sx={{ mb: 1, overflowWrap: "anywhere" }}>{user.email}</Typography>
      <Stack direction="row" spacing={1} sx={{ mb: 2, flexWrap: "wrap", rowGap: 1 }}>
        {user.suspendedAt ? (
          <Chip key="suspended" color="error" label={`Suspended ${formatLongDate(user.suspendedAt)}`} />
        ) : (
          <Chip key="active" color="success" variant="outlined" label="Active" />
        )}
        {user.isPlatformAdmin && <Chip label="Platform admin" />}
      </Stack>
      <Actions detail={detail} />
      <Box sx={{ display: "grid", gap: 2, gridTemplateColumns: { xs: "1fr", md: "1fr 1fr" }, mb: 2 }}>
        <Section title="Profile">
          <Facts
            facts={[
              ["Account type", ACCOUNT_TYPE_LABELS[user.accountType]],
              ["Job title", user.jobTitle ?? "—"],
              ["Industry", detail.industry ?? "—"],
              ["Community", hubName(user.hub)],
              ["Time zone", detail.timeZone],
              ["E-mail confirmed", detail.emailVerified ? "Yes" : "Not yet"],
              ["Two-factor sign-in", detail.twoFactorEnabled ? "On" : "Off"],
              ["Signed up", formatExactTime(user.createdAt)],
              ["Last seen", user.lastSeenAt ? <RelativeTime key="seen" iso={user.lastSeenAt} /> : "Not yet"],
            ]}
          />
        </Section>
        <Section title="Company, plan and customer record">
          <Facts
            facts={[
              [
                "Company",
                user.company ? (
                  <Link key="company" component={RouterLink} to={`/companies/${user.company.id}`}>
                    {user.company.name}
                  </Link>
                ) : (
                  "None"
                ),
              ],
              [
                "Rights there",
                detail.companyRole === "owner" ? "Owner" : detail.companyRole === "admin" ? "Admin" : "—",
              ],
              ["Plan", user.planName ?? "None"],
              [
                "Customer record",
                detail.customer
                  ? `${detail.customer.email}${detail.customer.planName ? ` (${detail.customer.planName})` : ""}`
                  : "None",
              ],
            ]}
          />
          {user.company && (
            <Button
              component={RouterLink}
              to={`/admin/companies/${user.company.id}/billing`}
              size="small"
              sx={{ mt: 1 }}
            >
              The company's plan and invoices
            </Button>
          )}
        </Section>
      </Box>
      <Box sx={{ display: "grid", gap: 2, gridTemplateColumns: { xs: "1fr", md: "1fr 1fr" } }}>
        <Activity activity={detail.recentActivity} />
        <Section title={`Open sessions (${formatCount(detail.sessions.length, "session", "sessions")})`}>
          <Sessions sessions={detail.sessions} />
        </Section>
      </Box>
    </>
  );
}

export const handle: PageHandle = {
  loadingLabel: "Loading the member",
  errorTitle: "This member could not be loaded",
  errorHeading: "Member",
};

export function UserPage() {
  const { id = "" } = useParams();
  const { data: detail } = useSuspenseAdminUser(id);
  return (
    <Page title={detail.user.name} maxWidth="lg">
      <Button component={RouterLink} to="/admin/users" sx={{ mb: 1 }}>
        ← All people
      </Button>
      <Person detail={detail} />
    </Page>
  );
}

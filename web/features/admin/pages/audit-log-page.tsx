// The audit log (/admin/audit-log, platform admins): what admins did, newest first, filtered by
// action, admin, target and days as the address says, and the same filter as a CSV download.

import {
  ADMIN_ACTIONS,
  type AdminAction,
  type AdminActionsFilter,
  adminActionLabel,
} from "@common/audit-log";
import DownloadOutlined from "@mui/icons-material/DownloadOutlined";
import HistoryOutlined from "@mui/icons-material/HistoryOutlined";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Card from "@mui/material/Card";
import CardContent from "@mui/material/CardContent";
import Chip from "@mui/material/Chip";
import Link from "@mui/material/Link";
import Stack from "@mui/material/Stack";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { EmptyState } from "@web/lib/components/empty-state";
import { LoadMore } from "@web/lib/components/load-more";
import { Page } from "@web/lib/components/page";
import { SectionBoundary } from "@web/lib/components/query-boundary";
import { formatExactTime } from "@web/lib/format";
import type { PageHandle } from "@web/lib/page-handle";
import { type FormEvent, useId } from "react";
import { Link as RouterLink, useSearchParams } from "react-router";
import {
  auditFilterFromSearch,
  auditFilterToSearch,
  auditLogCsvUrl,
  useSuspenseAuditLog,
} from "../api/audit-log";

const show = (value: unknown) => (typeof value === "string" ? value : JSON.stringify(value));

/** The fields the action changed: each with its value before and after, as far as there was one. */
function Changes({ before, after }: Pick<AdminAction, "before" | "after">) {
  const keys = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])];
  if (keys.length === 0) return null;
  return (
    <Box component="dl" sx={{ m: 0, display: "grid", gridTemplateColumns: "max-content 1fr", columnGap: 2 }}>
      {keys.map((key) => {
        const was = before?.[key];
        const now = after?.[key];
        return (
          <Box key={key} sx={{ display: "contents" }}>
            <Typography component="dt" variant="body2" color="text.secondary">
              {key}
            </Typography>
            <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: "anywhere" }}>
              {before && after ? `${show(was)} → ${show(now)}` : show(before ? was : now)}
            </Typography>
          </Box>
        );
      })}
    </Box>
  );
}

function EntryCard({ entry }: { entry: AdminAction }) {
  const [search] = useSearchParams();
  const onlyThisAdmin = new URLSearchParams(search);
  onlyThisAdmin.set("actorId", entry.actor.id);
  const label = adminActionLabel(entry.action);
  return (
    <Card variant="outlined" component="article" aria-label={`${label}: ${entry.target.label}`}>
      <CardContent>
        <Stack direction="row" spacing={1} sx={{ mb: 1, flexWrap: "wrap", alignItems: "center" }}>
          <Typography variant="h3" component="h2" sx={{ fontSize: "1rem", fontWeight: 600 }}>
            {label}
          </Typography>
          <Chip label={entry.target.kind} size="small" />
        </Stack>
        <Typography sx={{ overflowWrap: "anywhere", mb: 1 }}>{entry.target.label}</Typography>
        <Changes before={entry.before} after={entry.after} />
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1, overflowWrap: "anywhere" }}>
          <time dateTime={entry.at}>{formatExactTime(entry.at)}</time> · {entry.actor.name} (
          {entry.actor.email}) ·{" "}
          <Link component={RouterLink} to={`?${onlyThisAdmin}`}>
            Only this admin
          </Link>
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: "anywhere" }}>
          From {entry.origin.ip ?? "an unknown address"}
          {entry.origin.userAgent && ` · ${entry.origin.userAgent}`}
        </Typography>
      </CardContent>
    </Card>
  );
}

function Entries({ filter }: { filter: AdminActionsFilter }) {
  const log = useSuspenseAuditLog(filter);
  const items = log.data.pages.flatMap((page) => page.items);
  if (items.length === 0) {
    const filtered = Object.keys(filter).length > 0;
    return (
      <EmptyState Icon={HistoryOutlined} title={filtered ? "No actions match" : "Nothing recorded yet"}>
        {filtered
          ? "No admin action matches this filter. Clear it, or widen the days."
          : "When a platform admin suspends or deletes an account, resolves a report or edits a reference list, it appears here."}
      </EmptyState>
    );
  }
  return (
    <>
      <Stack spacing={2}>
        {items.map((entry) => (
          <EntryCard key={entry.id} entry={entry} />
        ))}
      </Stack>
      <LoadMore
        hasMore={log.hasNextPage}
        loading={log.isFetchingNextPage}
        onLoadMore={() => log.fetchNextPage()}
        label="Load older actions"
      />
    </>
  );
}

function FilterForm({ filter }: { filter: AdminActionsFilter }) {
  const [, setSearch] = useSearchParams();
  const formId = useId();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const next = new URLSearchParams();
    for (const [key, value] of new FormData(event.currentTarget)) {
      if (typeof value === "string" && value.trim()) next.set(key, value.trim());
    }
    if (filter.actorId) next.set("actorId", filter.actorId);
    // Through the filter and back: what the server would refuse is left out of the address.
    setSearch(auditFilterToSearch(auditFilterFromSearch(next)));
  };
  return (
    <Box component="form" onSubmit={submit} aria-labelledby={`${formId}-title`} sx={{ mb: 3 }}>
      <Typography id={`${formId}-title`} variant="h2" sx={{ fontSize: "1.1rem", mb: 2 }}>
        Filter
      </Typography>
      <Stack direction={{ xs: "column", md: "row" }} spacing={2} sx={{ mb: 2 }}>
        <TextField
          select
          name="action"
          label="Action"
          defaultValue={filter.action ?? ""}
          sx={{ minWidth: 240 }}
          slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
        >
          <option value="">All actions</option>
          {ADMIN_ACTIONS.map((action) => (
            <option key={action.id} value={action.id}>
              {action.label}
            </option>
          ))}
        </TextField>
        <TextField
          name="targetId"
          label="Target id"
          helperText="A member's, report's, post's or list item's id"
          defaultValue={filter.targetId ?? ""}
          sx={{ flex: 1 }}
        />
        <TextField
          name="from"
          type="date"
          label="From"
          defaultValue={filter.from ?? ""}
          slotProps={{ inputLabel: { shrink: true } }}
        />
        <TextField
          name="to"
          type="date"
          label="To"
          defaultValue={filter.to ?? ""}
          slotProps={{ inputLabel: { shrink: true } }}
        />
      </Stack>
      <Stack direction="row" spacing={1} sx={{ flexWrap: "wrap", alignItems: "center", rowGap: 1 }}>
        <Button type="submit" variant="contained">
          Apply
        </Button>
        <Button component={RouterLink} to="?">
          Clear
        </Button>
        <Button component="a" href={auditLogCsvUrl(filter)} download startIcon={<DownloadOutlined />}>
          Export CSV
        </Button>
        {filter.actorId && (
          <Chip
            label="One admin's actions only"
            onDelete={() => setSearch(auditFilterToSearch({ ...filter, actorId: undefined }))}
          />
        )}
      </Stack>
    </Box>
  );
}

export const handle: PageHandle = {
  loadingLabel: "Loading the audit log",
  errorTitle: "The audit log could not be loaded",
  errorHeading: "Audit log",
};

export function AuditLogPage() {
  const [search] = useSearchParams();
  const filter = auditFilterFromSearch(search);
  return (
    <Page
      title="Audit log"
      maxWidth="md"
      intro="What platform admins did, newest first. Each entry is written with the change itself and cannot be edited or removed."
    >
      <FilterForm key={search.toString()} filter={filter} />
      <SectionBoundary loadingLabel="Loading actions" errorTitle="The audit log could not be loaded">
        <Entries filter={filter} />
      </SectionBoundary>
    </Page>
  );
}

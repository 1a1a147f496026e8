// People (/admin/users, platform admins): find members by a part of their name, address or
// company with the filters the address keeps; open one; select many and delete them together;
// invite someone and copy their sign-up link.

import { type AdminUser, type AdminUsersFilter, MEMBER_STATUSES, PLAN_NAMES } from "@common/admin-users";
import { HUBS } from "@common/hub-list";
import { ACCOUNT_TYPE_LABELS, ACCOUNT_TYPES } from "@common/plan-names";
import { MAX_BULK_DELETE } from "@common/users";
import PeopleOutlined from "@mui/icons-material/PeopleOutlined";
import PersonAddOutlined from "@mui/icons-material/PersonAddOutlined";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Checkbox from "@mui/material/Checkbox";
import Chip from "@mui/material/Chip";
import Link from "@mui/material/Link";
import Paper from "@mui/material/Paper";
import Stack from "@mui/material/Stack";
import TableBody from "@mui/material/TableBody";
import TableCell from "@mui/material/TableCell";
import TableHead from "@mui/material/TableHead";
import TableRow from "@mui/material/TableRow";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { EmptyState } from "@web/lib/components/empty-state";
import { LoadMore } from "@web/lib/components/load-more";
import { Page } from "@web/lib/components/page";
import { SectionBoundary } from "@web/lib/components/query-boundary";
import { RelativeTime } from "@web/lib/components/relative-time";
import { ScrollableTable } from "@web/lib/components/scrollable-table";
import { formatCount, formatDate } from "@web/lib/format";
import type { PageHandle } from "@web/lib/page-handle";
import { useSession } from "@web/lib/session";
import { type FormEvent, useId, useState } from "react";
import { Link as RouterLink, useSearchParams } from "react-router";
import { usersFilterFromSearch, usersFilterToSearch, useSuspenseAdminUsers } from "../api/users";
import { DeleteAccountsDialog } from "../components/delete-accounts-dialog";
import { InviteDialog } from "../components/invite-dialog";

const STATUS_LABELS = { active: "Active", suspended: "Suspended" } as const;

function selectOptions(label: string, options: readonly { value: string; label: string }[]) {
  return [
    <option key="" value="">
      {label}
    </option>,
    ...options.map((option) => (
      <option key={option.value} value={option.value}>
        {option.label}
      </option>
    )),
  ];
}

function FilterForm({ filter }: { filter: AdminUsersFilter }) {
  const [, setSearch] = useSearchParams();
  const formId = useId();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const next = new URLSearchParams();
    for (const [key, value] of new FormData(event.currentTarget)) {
      if (typeof value === "string" && value.trim()) next.set(key, value.trim());
    }
    // Through the filter and back: what the server would refuse is left out of the address.
    setSearch(usersFilterToSearch(usersFilterFromSearch(next)));
  };
  const select = (
    name: keyof AdminUsersFilter,
    label: string,
    options: { value: string; label: string }[],
  ) => (
    <TextField
      select
      name={name}
      label={label}
      defaultValue={filter[name] ?? ""}
      sx={{ minWidth: 160 }}
      slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
    >
      {selectOptions(`Any ${label.toLowerCase()}`, options)}
    </TextField>
  );
  const day = (name: keyof AdminUsersFilter, label: string) => (
    <TextField
      name={name}
      type="date"
      label={label}
      defaultValue={filter[name] ?? ""}
      slotProps={{ inputLabel: { shrink: true } }}
    />
  );
  return (
    <Box component="form" role="search" onSubmit={submit} aria-labelledby={`${formId}-title`} sx={{ mb: 3 }}>
      <Typography id={`${formId}-title`} variant="h2" sx={{ fontSize: "1.1rem", mb: 2 }}>
        Find people
      </Typography>
      <TextField
        name="q"
        type="search"
        label="Name, e-mail or company"
        helperText="Words from their start: “smith”, “northwind”, “anna lee”; with an @, any part of an address"
        defaultValue={filter.q ?? ""}
        fullWidth
        sx={{ mb: 2 }}
      />
      <Stack direction={{ xs: "column", md: "row" }} spacing={2} sx={{ mb: 2, flexWrap: "wrap", rowGap: 2 }}>
        {select(
          "accountType",
          "Account type",
          ACCOUNT_TYPES.map((type) => ({ value: type, label: ACCOUNT_TYPE_LABELS[type] })),
        )}
        {select(
          "plan",
          "Plan",
          PLAN_NAMES.map((plan) => ({ value: plan, label: plan })),
        )}
        {select(
          "hub",
          "Community",
          HUBS.map((hub) => ({ value: hub.id, label: hub.name })),
        )}
        {select(
          "status",
          "Status",
          MEMBER_STATUSES.map((status) => ({ value: status, label: STATUS_LABELS[status] })),
        )}
      </Stack>
      <Stack direction={{ xs: "column", md: "row" }} spacing={2} sx={{ mb: 2 }}>
        {day("signedUpFrom", "Signed up from")}
        {day("signedUpTo", "Signed up to")}
        {day("lastSeenFrom", "Last seen from")}
        {day("lastSeenTo", "Last seen to")}
      </Stack>
      <Stack direction="row" spacing={1}>
        <Button type="submit" variant="contained">
          Search
        </Button>
        <Button component={RouterLink} to="?">
          Clear
        </Button>
      </Stack>
    </Box>
  );
}

function UserRow({
  user,
  selected,
  selectable,
  onToggle,
}: {
  user: AdminUser;
  selected: boolean;
  /** Why the row cannot be selected, or null when it can. */
  selectable: string | null;
  onToggle: () => void;
}) {
  return (
    <TableRow selected={selected}>
      <TableCell padding="checkbox">
        <Checkbox
          checked={selected}
          disabled={selectable !== null && !selected}
          onChange={onToggle}
          slotProps={{ input: { "aria-label": `Select ${user.name} (${user.email})` } }}
          title={selectable ?? undefined}
        />
      </TableCell>
      <TableCell component="th" scope="row">
        <Link
          component={RouterLink}
          to={`/admin/users/${encodeURIComponent(user.id)}`}
          sx={{ fontWeight: 600 }}
        >
          {user.name}
        </Link>
        <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: "anywhere" }}>
          {user.email}
        </Typography>
      </TableCell>
      <TableCell>{user.company?.name ?? "—"}</TableCell>
      <TableCell>
        {ACCOUNT_TYPE_LABELS[user.accountType]}
        {user.planName && ` · ${user.planName}`}
      </TableCell>
      <TableCell>{formatDate(user.createdAt)}</TableCell>
      <TableCell>{user.lastSeenAt ? <RelativeTime iso={user.lastSeenAt} /> : "Not yet"}</TableCell>
      <TableCell>
        <Stack direction="row" spacing={0.5} sx={{ flexWrap: "wrap" }}>
          {user.suspendedAt ? <Chip size="small" color="error" label="Suspended" /> : "Active"}
          {user.isPlatformAdmin && <Chip size="small" label="Platform admin" />}
        </Stack>
      </TableCell>
    </TableRow>
  );
}

function Results({ filter }: { filter: AdminUsersFilter }) {
  const users = useSuspenseAdminUsers(filter);
  const session = useSession();
  const ownId = session.data?.user.id;
  const items = users.data.pages.flatMap((page) => page.items);
  // Kept by id with the person, so that what was selected stays named while more pages load.
  const [selected, setSelected] = useState<Map<string, AdminUser>>(new Map());
  const [deleting, setDeleting] = useState(false);
  const full = selected.size >= MAX_BULK_DELETE;

  if (items.length === 0) {
    const filtered = Object.keys(filter).length > 0;
    return (
      <EmptyState Icon={PeopleOutlined} title={filtered ? "Nobody matches" : "Nobody has signed up yet"}>
        {filtered
          ? "No member matches this search. Try a shorter part of the name or address, or clear the filters."
          : "Invite someone to start."}
      </EmptyState>
    );
  }

  const toggle = (user: AdminUser) =>
    setSelected((current) => {
      const next = new Map(current);
      if (next.has(user.id)) next.delete(user.id);
      else next.set(user.id, user);
      return next;
    });
  const selectableOnPage = items.filter((user) => user.id !== ownId);
  const allOnPageSelected =
    selectableOnPage.length > 0 && selectableOnPage.every((user) => selected.has(user.id));
  const toggleAll = () =>
    setSelected((current) => {
      const next = new Map(current);
      if (allOnPageSelected) for (const user of selectableOnPage) next.delete(user.id);
      else for (const user of selectableOnPage.slice(0, MAX_BULK_DELETE - next.size)) next.set(user.id, user);
      return next;
    });

  return (
    <>
      <Paper
        variant="outlined"
        role="region"
        aria-label="Selection"
        sx={{ p: 1.5, mb: 2, display: "flex", gap: 1, alignItems: "center", flexWrap: "wrap" }}
      >
        <Typography aria-live="polite" sx={{ flex: 1, minWidth: 160 }}>
          {selected.size === 0
            ? `${formatCount(items.length, "person", "people")} shown${users.hasNextPage ? ", more below" : ""}.`
            : `${formatCount(selected.size, "person", "people")} selected${full ? ` (at most ${MAX_BULK_DELETE} at once)` : ""}.`}
        </Typography>
        {selected.size > 0 && (
          <>
            <Button onClick={() => setSelected(new Map())}>Clear selection</Button>
            <Button color="error" variant="contained" onClick={() => setDeleting(true)}>
              Delete {formatCount(selected.size, "account", "accounts")}…
            </Button>
          </>
        )}
      </Paper>
      <ScrollableTable label="People">
        <TableHead>
          <TableRow>
            <TableCell padding="checkbox">
              <Checkbox
                checked={allOnPageSelected}
                indeterminate={!allOnPageSelected && selectableOnPage.some((user) => selected.has(user.id))}
                onChange={toggleAll}
                slotProps={{ input: { "aria-label": "Select everyone shown" } }}
              />
            </TableCell>
            <TableCell>Person</TableCell>
            <TableCell>Company</TableCell>
            <TableCell>Type and plan</TableCell>
            <TableCell>Signed up</TableCell>
            <TableCell>Last seen</TableCell>
            <TableCell>Status</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {items.map((user) => (
            <UserRow
              key={user.id}
              user={user}
              selected={selected.has(user.id)}
              selectable={
                user.id === ownId
                  ? "Your own account is deleted from your account settings"
                  : full
                    ? `At most ${MAX_BULK_DELETE} at once`
                    : null
              }
              onToggle={() => toggle(user)}
            />
          ))}
        </TableBody>
      </ScrollableTable>
      <LoadMore
        hasMore={users.hasNextPage}
        loading={users.isFetchingNextPage}
        onLoadMore={() => users.fetchNextPage()}
        label="Load more people"
      />
      <DeleteAccountsDialog
        open={deleting}
        accounts={[...selected.values()]}
        onClose={() => setDeleting(false)}
        onDeleted={() => {
          setDeleting(false);
          setSelected(new Map());
        }}
      />
    </>
  );
}

export const handle: PageHandle = {
  loadingLabel: "Loading people",
  errorTitle: "People could not be loaded",
  errorHeading: "People",
};

export function UsersPage() {
  const [search] = useSearchParams();
  const filter = usersFilterFromSearch(search);
  const [inviting, setInviting] = useState(false);
  return (
    <Page
      title="People"
      maxWidth="lg"
      intro="Everyone with a Summit account, newest sign-ups first. A search lists those with the word as typed first, then longer words that start with it."
    >
      <Button
        variant="contained"
        startIcon={<PersonAddOutlined />}
        onClick={() => setInviting(true)}
        sx={{ mb: 3 }}
      >
        Invite someone
      </Button>
      <FilterForm key={search.toString()} filter={filter} />
      <SectionBoundary loadingLabel="Loading people" errorTitle="People could not be loaded">
        <Results key={search.toString()} filter={filter} />
      </SectionBoundary>
      <InviteDialog open={inviting} onClose={() => setInviting(false)} />
    </Page>
  );
}

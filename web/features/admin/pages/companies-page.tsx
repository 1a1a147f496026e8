// The console's companies (/admin/companies, platform admins): companies found by name as the
// address says, each with its owners, people and followers; verify a page, hand a company to one
// of its people, merge a duplicate into the company it repeats, or open its plan and invoices.

import {
  type AdminCompaniesFilter,
  type AdminCompany,
  MERGE_PARTS,
  type MergeCounts,
} from "@common/admin-companies";
import BusinessOutlined from "@mui/icons-material/BusinessOutlined";
import Verified from "@mui/icons-material/Verified";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Card from "@mui/material/Card";
import CardActions from "@mui/material/CardActions";
import CardContent from "@mui/material/CardContent";
import Chip from "@mui/material/Chip";
import CircularProgress from "@mui/material/CircularProgress";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogTitle from "@mui/material/DialogTitle";
import FormControlLabel from "@mui/material/FormControlLabel";
import Link from "@mui/material/Link";
import Radio from "@mui/material/Radio";
import RadioGroup from "@mui/material/RadioGroup";
import Stack from "@mui/material/Stack";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { errorMessage } from "@web/lib/api-client";
import { EmptyState } from "@web/lib/components/empty-state";
import { LoadMore } from "@web/lib/components/load-more";
import { Page } from "@web/lib/components/page";
import { QueryError } from "@web/lib/components/query-error";
import { DialogForm, ResponsiveDialog } from "@web/lib/components/responsive-dialog";
import { formatCount, formatDate } from "@web/lib/format";
import { useDebouncedValue } from "@web/lib/use-debounced-value";
import { useNotify } from "@web/lib/use-notify";
import { type FormEvent, type ReactNode, useEffect, useId, useRef, useState } from "react";
import { Link as RouterLink, useSearchParams } from "react-router";
import {
  companiesFilterFromSearch,
  useAdminCompanies,
  useCompanyEdits,
  useCompanyPeople,
  useMergePreview,
} from "../api/companies";

type Dialog = { kind: "owner" | "merge"; company: AdminCompany } | null;

function Loading({ label }: { label: string }) {
  return (
    <Box sx={{ display: "flex", justifyContent: "center", py: 4 }}>
      <CircularProgress aria-label={label} />
    </Box>
  );
}

/** "2 people, 1 follower and 3 products"; null when there is nothing. */
function listParts(counts: MergeCounts): string | null {
  const parts = MERGE_PARTS.filter((part) => counts[part.id] > 0).map((part) =>
    formatCount(counts[part.id], part.one, part.many),
  );
  if (parts.length === 0) return null;
  return parts.length === 1 ? (parts[0] ?? null) : `${parts.slice(0, -1).join(", ")} and ${parts.at(-1)}`;
}

function ownersText(company: AdminCompany): string {
  if (company.owners.length === 0) return "No owner";
  const names = company.owners.map((owner) => `${owner.name} (${owner.email})`).join(", ");
  return `${company.owners.length === 1 ? "Owner" : "Owners"}: ${names}`;
}

function VerifiedChip({ company }: { company: AdminCompany }) {
  return company.verifiedAt ? (
    <Chip
      icon={<Verified aria-hidden="true" />}
      label="Verified"
      color="success"
      size="small"
      title={`Verified on ${formatDate(company.verifiedAt)}`}
    />
  ) : (
    <Chip label="Not verified" size="small" variant="outlined" />
  );
}

function CompanyCard({ company, onOpen }: { company: AdminCompany; onOpen: (dialog: Dialog) => void }) {
  const { setVerified } = useCompanyEdits();
  const notify = useNotify();
  const verified = company.verifiedAt !== null;
  const toggleVerified = () =>
    setVerified.mutate(
      { id: company.id, verified: !verified },
      {
        onSuccess: () =>
          notify.snackbar(
            verified ? `${company.name} is no longer verified.` : `${company.name} is verified.`,
          ),
      },
    );
  return (
    <Card variant="outlined" component="article" aria-label={company.name}>
      <CardContent sx={{ pb: 1 }}>
        <Stack direction="row" spacing={1} useFlexGap sx={{ mb: 1, flexWrap: "wrap", alignItems: "center" }}>
          <Typography variant="h3" component="h2" sx={{ fontSize: "1.1rem", fontWeight: 600 }}>
            <Link component={RouterLink} to={`/companies/${company.id}`} sx={{ overflowWrap: "anywhere" }}>
              {company.name}
            </Link>
          </Typography>
          <VerifiedChip company={company} />
          {company.isPage && <Chip label="Public page" size="small" variant="outlined" />}
        </Stack>
        <Typography variant="body2" sx={{ overflowWrap: "anywhere" }}>
          {ownersText(company)}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {formatCount(company.peopleCount, "person", "people")} ·{" "}
          {formatCount(company.followerCount, "follower", "followers")} ·{" "}
          {formatCount(company.productCount, "product", "products")} · since {formatDate(company.createdAt)}
        </Typography>
      </CardContent>
      <CardActions sx={{ flexWrap: "wrap", gap: 1, px: 2, pb: 2 }}>
        <Button variant="outlined" size="small" loading={setVerified.isPending} onClick={toggleVerified}>
          {verified ? "Unverify" : "Verify"}
        </Button>
        <Button size="small" onClick={() => onOpen({ kind: "owner", company })}>
          Transfer ownership
        </Button>
        <Button size="small" onClick={() => onOpen({ kind: "merge", company })}>
          Merge into…
        </Button>
        <Button size="small" component={RouterLink} to={`/admin/companies/${company.id}/billing`}>
          Plan and invoices
        </Button>
      </CardActions>
    </Card>
  );
}

/** One of the company's people becomes its owner; whoever owned it stays on as an admin. */
function TransferOwnershipDialog({ company, onClose }: { company: AdminCompany; onClose: () => void }) {
  const titleId = useId();
  const listId = useId();
  const [searchText, setSearchText] = useState("");
  const search = useDebouncedValue(searchText.trim());
  const people = useCompanyPeople(company.id, search);
  const [chosen, setChosen] = useState("");
  const { transferOwnership } = useCompanyEdits();
  const notify = useNotify();
  const items = people.data?.items ?? [];
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const person = items.find((item) => item.id === chosen);
    if (!person) return;
    transferOwnership.mutate(
      { id: company.id, userId: person.id },
      {
        onSuccess: () => {
          notify.snackbar(`${person.name} now owns ${company.name}.`);
          onClose();
        },
      },
    );
  };
  let choices: ReactNode;
  if (people.isPending) choices = <Loading label="Loading people" />;
  else if (people.isError) {
    choices = (
      <QueryError
        title="The people could not be loaded"
        error={people.error}
        onRetry={() => people.refetch()}
      />
    );
  } else if (items.length === 0) {
    choices = (
      <Typography color="text.secondary">
        {search
          ? `No one at ${company.name} has a name like “${search}”.`
          : `No one works at ${company.name} yet: people join a company by naming it when they sign up, or through an invitation.`}
      </Typography>
    );
  } else {
    choices = (
      <RadioGroup aria-labelledby={listId} value={chosen} onChange={(event) => setChosen(event.target.value)}>
        {items.map((person) => (
          <FormControlLabel
            key={person.id}
            value={person.id}
            control={<Radio />}
            label={
              <span>
                {person.name}
                <Typography component="span" variant="body2" color="text.secondary">
                  {[person.jobTitle, person.privilege === "owner" ? "Owner" : person.privilege && "Admin"]
                    .filter(Boolean)
                    .map((fact) => ` · ${fact}`)
                    .join("")}
                </Typography>
              </span>
            }
            sx={{ overflowWrap: "anywhere" }}
          />
        ))}
      </RadioGroup>
    );
  }
  return (
    <ResponsiveDialog
      open
      onClose={transferOwnership.isPending ? undefined : onClose}
      aria-labelledby={titleId}
    >
      <DialogForm onSubmit={submit}>
        <DialogTitle id={titleId}>Transfer ownership of {company.name}</DialogTitle>
        <DialogContent>
          {transferOwnership.isError && (
            <Alert severity="error" sx={{ mb: 2 }}>
              {errorMessage(transferOwnership.error)}
            </Alert>
          )}
          <Typography sx={{ mb: 2 }}>
            Choose one of its people. They become its only owner;{" "}
            {company.owners.length > 0
              ? `${company.owners.map((owner) => owner.name).join(" and ")} stay${company.owners.length === 1 ? "s" : ""} on as an admin.`
              : "it has no owner now."}
          </Typography>
          <TextField
            type="search"
            label="Find a person"
            value={searchText}
            onChange={(event) => setSearchText(event.target.value)}
            fullWidth
            sx={{ mb: 2 }}
          />
          <Typography id={listId} variant="subtitle2" component="h3" sx={{ mb: 1 }}>
            People of {company.name}
          </Typography>
          {choices}
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={transferOwnership.isPending}>
            Cancel
          </Button>
          <Button type="submit" variant="contained" disabled={!chosen} loading={transferOwnership.isPending}>
            Make owner
          </Button>
        </DialogActions>
      </DialogForm>
    </ResponsiveDialog>
  );
}

/** The first step of a merge: the company the duplicate goes into, found by name. */
function ChooseTarget({
  duplicate,
  chosen,
  onChoose,
}: {
  duplicate: AdminCompany;
  chosen: AdminCompany | null;
  onChoose: (company: AdminCompany) => void;
}) {
  const listId = useId();
  const [searchText, setSearchText] = useState("");
  const search = useDebouncedValue(searchText.trim());
  const found = useAdminCompanies({ q: search }, { limit: 10, enabled: search !== "" });
  const candidates = (found.data?.pages.flatMap((page) => page.items) ?? []).filter(
    (company) => company.id !== duplicate.id,
  );
  let choices: ReactNode;
  if (!search) choices = null;
  else if (found.isPending) choices = <Loading label="Looking for companies" />;
  else if (found.isError) {
    choices = (
      <QueryError title="Companies could not be found" error={found.error} onRetry={() => found.refetch()} />
    );
  } else if (candidates.length === 0) {
    choices = <Typography color="text.secondary">No other company has a name like “{search}”.</Typography>;
  } else {
    choices = (
      <>
        <Typography id={listId} variant="subtitle2" component="h3" sx={{ mb: 1 }}>
          Companies like “{search}”
        </Typography>
        <RadioGroup
          aria-labelledby={listId}
          value={chosen?.id ?? ""}
          onChange={(event) => {
            const company = candidates.find((candidate) => candidate.id === event.target.value);
            if (company) onChoose(company);
          }}
        >
          {candidates.map((company) => (
            <FormControlLabel
              key={company.id}
              value={company.id}
              control={<Radio />}
              label={
                <span>
                  {company.name}
                  <Typography component="span" variant="body2" color="text.secondary">
                    {" · "}
                    {formatCount(company.peopleCount, "person", "people")}
                    {company.verifiedAt ? " · Verified" : ""}
                  </Typography>
                </span>
              }
              sx={{ overflowWrap: "anywhere" }}
            />
          ))}
        </RadioGroup>
      </>
    );
  }
  return (
    <>
      <Typography sx={{ mb: 2 }}>
        {duplicate.name} is the duplicate: it goes, and what it has moves to the company you choose.
      </Typography>
      <TextField
        type="search"
        label="Find the company to merge into"
        value={searchText}
        onChange={(event) => setSearchText(event.target.value)}
        fullWidth
        autoFocus
        sx={{ mb: 2 }}
      />
      {choices}
    </>
  );
}

/** The second step: what moves, why it would be refused, and that it cannot be undone. */
function MergeSummary({ duplicate, into }: { duplicate: AdminCompany; into: AdminCompany }) {
  const preview = useMergePreview(duplicate.id, into.id);
  if (preview.isPending) return <Loading label="Counting what moves" />;
  if (preview.isError) {
    return (
      <QueryError
        title="What the merge moves could not be counted"
        error={preview.error}
        onRetry={() => preview.refetch()}
      />
    );
  }
  const moves = listParts(preview.data.moves);
  return (
    <Stack spacing={2}>
      {preview.data.refusals.map((refusal) => (
        <Alert key={refusal} severity="warning">
          {refusal}
        </Alert>
      ))}
      <Typography>
        {moves
          ? `${duplicate.name}'s ${moves} move to ${into.name}, with its resources, events, account files, meetings and billing; what both companies have is kept once.`
          : `${duplicate.name} has no people, followers or content to move.`}
      </Typography>
      <Typography>
        {duplicate.name} is then deleted, and links to it lead to {into.name}. This cannot be undone.
      </Typography>
    </Stack>
  );
}

function MergeDialog({ company, onClose }: { company: AdminCompany; onClose: () => void }) {
  const titleId = useId();
  const [into, setInto] = useState<AdminCompany | null>(null);
  const [confirming, setConfirming] = useState(false);
  const preview = useMergePreview(company.id, confirming ? (into?.id ?? null) : null);
  const { merge } = useCompanyEdits();
  const notify = useNotify();
  const refused = (preview.data?.refusals.length ?? 0) > 0;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!into) return;
    if (!confirming) {
      setConfirming(true);
      return;
    }
    merge.mutate(
      { id: company.id, intoId: into.id },
      {
        onSuccess: () => {
          notify.snackbar(`${company.name} was merged into ${into.name}.`);
          onClose();
        },
      },
    );
  };
  return (
    <ResponsiveDialog open onClose={merge.isPending ? undefined : onClose} aria-labelledby={titleId}>
      <DialogForm onSubmit={submit}>
        <DialogTitle id={titleId}>
          {confirming && into ? `Merge ${company.name} into ${into.name}?` : `Merge ${company.name} into…`}
        </DialogTitle>
        <DialogContent>
          {merge.isError && (
            <Alert severity="error" sx={{ mb: 2 }}>
              {errorMessage(merge.error)}
            </Alert>
          )}
          {confirming && into ? (
            <MergeSummary duplicate={company} into={into} />
          ) : (
            <ChooseTarget duplicate={company} chosen={into} onChoose={setInto} />
          )}
        </DialogContent>
        <DialogActions>
          {confirming ? (
            <Button
              onClick={() => {
                merge.reset();
                setConfirming(false);
              }}
              disabled={merge.isPending}
            >
              Back
            </Button>
          ) : (
            <Button onClick={onClose}>Cancel</Button>
          )}
          {confirming ? (
            <Button
              type="submit"
              variant="contained"
              color="error"
              disabled={!preview.isSuccess || refused}
              loading={merge.isPending}
            >
              Merge
            </Button>
          ) : (
            <Button type="submit" variant="contained" disabled={!into}>
              Continue
            </Button>
          )}
        </DialogActions>
      </DialogForm>
    </ResponsiveDialog>
  );
}

function Companies({ filter }: { filter: AdminCompaniesFilter }) {
  const companies = useAdminCompanies(filter);
  const [dialog, setDialog] = useState<Dialog>(null);
  if (companies.isPending) return <Loading label="Loading companies" />;
  if (companies.isError) {
    return (
      <QueryError
        title="Companies could not be loaded"
        error={companies.error}
        onRetry={() => companies.refetch()}
      />
    );
  }
  const items = companies.data.pages.flatMap((page) => page.items);
  if (items.length === 0) {
    const filtered = Boolean(filter.q || filter.verified);
    return (
      <EmptyState Icon={BusinessOutlined} title={filtered ? "No company matches" : "No companies yet"}>
        {filtered
          ? "No company matches this search. Try a shorter part of the name, or clear the filter."
          : "Companies appear here when vendors sign up naming theirs, or when members create one."}
      </EmptyState>
    );
  }
  return (
    <>
      <Stack spacing={2} component="section" aria-label="Companies">
        {items.map((company) => (
          <CompanyCard key={company.id} company={company} onOpen={setDialog} />
        ))}
      </Stack>
      <LoadMore
        hasMore={companies.hasNextPage}
        loading={companies.isFetchingNextPage}
        onLoadMore={() => companies.fetchNextPage()}
        label="Load more companies"
      />
      {dialog?.kind === "owner" && (
        <TransferOwnershipDialog company={dialog.company} onClose={() => setDialog(null)} />
      )}
      {dialog?.kind === "merge" && <MergeDialog company={dialog.company} onClose={() => setDialog(null)} />}
    </>
  );
}

function toAddress(q: string, verified: string | undefined): URLSearchParams {
  const next = new URLSearchParams();
  if (q) next.set("q", q);
  if (verified) next.set("verified", verified);
  return next;
}

/** The search box and the verified filter, kept in the address (the search once typing pauses). */
function Filters({ filter }: { filter: AdminCompaniesFilter }) {
  const [, setParams] = useSearchParams();
  const [searchText, setSearchText] = useState(filter.q ?? "");
  const search = useDebouncedValue(searchText.trim());
  // Only what was typed goes to the address: going back to an earlier address keeps its search.
  const written = useRef(search);
  useEffect(() => {
    if (search === written.current) return;
    written.current = search;
    setParams(toAddress(search, filter.verified), { replace: true });
  }, [search, filter.verified, setParams]);
  return (
    <Stack
      direction={{ xs: "column", sm: "row" }}
      spacing={2}
      sx={{ mb: 3 }}
      role="search"
      aria-label="Find companies"
    >
      <TextField
        type="search"
        label="Search companies"
        helperText="A part of the name, or a company's id"
        value={searchText}
        onChange={(event) => setSearchText(event.target.value)}
        sx={{ flex: 1 }}
      />
      <TextField
        select
        label="Verification"
        value={filter.verified ?? ""}
        onChange={(event) => setParams(toAddress(search, event.target.value || undefined))}
        slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
        sx={{ minWidth: 200 }}
      >
        <option value="">All companies</option>
        <option value="true">Verified</option>
        <option value="false">Not verified</option>
      </TextField>
    </Stack>
  );
}

export function CompaniesPage() {
  const [params] = useSearchParams();
  const filter = companiesFilterFromSearch(params);
  return (
    <Page
      title="Companies"
      maxWidth="md"
      intro="Find a company, verify its page, hand it to a new owner, or merge a duplicate into the company it repeats."
    >
      <Filters filter={filter} />
      <Companies filter={filter} />
    </Page>
  );
}

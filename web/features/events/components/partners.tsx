import type { CompanySummary } from "@common/companies";
import type { Event, EventCompanyRef } from "@common/events";
import AddOutlined from "@mui/icons-material/AddOutlined";
import Autocomplete from "@mui/material/Autocomplete";
import Avatar from "@mui/material/Avatar";
import Button from "@mui/material/Button";
import Link from "@mui/material/Link";
import Paper from "@mui/material/Paper";
import Stack from "@mui/material/Stack";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { useCompanySearch } from "@web/lib/company-search";
import { useDebouncedValue } from "@web/lib/use-debounced-value";
import { useNotify } from "@web/lib/use-notify";
import { useState } from "react";
import { Link as RouterLink } from "react-router";
import { useSponsorChange } from "../api/events";
import { usePartnerResources } from "../api/partner-companies";

/** The host and sponsors, each linking to its page with its latest resources; hosts manage sponsors. */
export function Partners({ event }: { event: Event }) {
  const change = useSponsorChange(event.id);
  const notify = useNotify();
  return (
    <section aria-labelledby="partners-heading">
      <Typography variant="h2" id="partners-heading" gutterBottom>
        Host and sponsors
      </Typography>
      <Stack spacing={2}>
        {event.host ? (
          <Partner company={event.host} part="Host" />
        ) : (
          <Paper variant="outlined" sx={{ p: 2 }}>
            <Typography>Hosted by Summit</Typography>
          </Paper>
        )}
        {event.sponsors.map((sponsor) => (
          <Partner
            key={sponsor.id}
            company={sponsor}
            part="Sponsor"
            onRemove={
              event.can.manageSponsors
                ? () =>
                    change.mutate(
                      { companyId: sponsor.id, sponsor: false },
                      { onSuccess: () => notify.snackbar(`${sponsor.name} no longer sponsors this event.`) },
                    )
                : undefined
            }
          />
        ))}
        {event.sponsors.length === 0 && !event.can.manageSponsors && (
          <Typography color="text.secondary">No sponsors for this event.</Typography>
        )}
        {event.can.manageSponsors && <AddSponsor event={event} />}
      </Stack>
    </section>
  );
}

function Partner({
  company,
  part,
  onRemove,
}: {
  company: EventCompanyRef;
  part: "Host" | "Sponsor";
  onRemove?: () => void;
}) {
  const resources = usePartnerResources(company.id);
  const items = resources.data?.items ?? [];
  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      <Stack direction="row" spacing={2} sx={{ alignItems: "center" }}>
        <Avatar src={company.logoUrl ?? undefined} alt="" variant="rounded">
          {company.name.slice(0, 1)}
        </Avatar>
        <div style={{ flexGrow: 1, minWidth: 0 }}>
          <Typography variant="body2" color="text.secondary">
            {part}
          </Typography>
          <Link component={RouterLink} to={`/companies/${company.id}`} sx={{ fontWeight: 600 }}>
            {company.name}
          </Link>
        </div>
        {onRemove && (
          <Button size="small" onClick={onRemove} aria-label={`Remove sponsor ${company.name}`}>
            Remove
          </Button>
        )}
      </Stack>
      {resources.isError && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          The resources of {company.name} could not be loaded.
        </Typography>
      )}
      {items.length > 0 && (
        <Stack
          component="ul"
          spacing={0.5}
          sx={{ mt: 1, pl: 2, mb: 0 }}
          aria-label={`Resources of ${company.name}`}
        >
          {items.map((resource) => (
            <li key={resource.id}>
              {resource.url ? (
                <Link href={resource.url} target="_blank" rel="noopener">
                  {resource.title}
                </Link>
              ) : (
                resource.title
              )}
            </li>
          ))}
        </Stack>
      )}
    </Paper>
  );
}

function AddSponsor({ event }: { event: Event }) {
  const [input, setInput] = useState("");
  const search = useDebouncedValue(input.trim());
  const companies = useCompanySearch(search);
  const change = useSponsorChange(event.id);
  const notify = useNotify();
  const [picked, setPicked] = useState<CompanySummary | null>(null);
  const taken = new Set([event.host?.id, ...event.sponsors.map((sponsor) => sponsor.id)]);
  const options = (companies.data?.items ?? []).filter((company) => !taken.has(company.id));
  return (
    <Stack direction={{ xs: "column", sm: "row" }} spacing={1} sx={{ alignItems: { sm: "center" } }}>
      <Autocomplete
        sx={{ flexGrow: 1 }}
        options={options}
        value={picked}
        onChange={(_event, value) => setPicked(value)}
        inputValue={input}
        onInputChange={(_event, value) => setInput(value)}
        getOptionLabel={(company) => company.name}
        filterOptions={(all) => all}
        loading={companies.isFetching}
        noOptionsText={search ? "No company found" : "Type a company's name"}
        renderInput={(params) => <TextField {...params} label="Add a sponsor" />}
      />
      <Button
        variant="outlined"
        startIcon={<AddOutlined />}
        disabled={!picked}
        loading={change.isPending}
        onClick={() =>
          picked &&
          change.mutate(
            { companyId: picked.id, sponsor: true },
            {
              onSuccess: () => {
                notify.snackbar(`${picked.name} now sponsors this event.`);
                setPicked(null);
                setInput("");
              },
            },
          )
        }
      >
        Add sponsor
      </Button>
    </Stack>
  );
}

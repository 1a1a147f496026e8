// The company's match points: the intent types it sells into, which decision insights score
// accounts on (docs/decisions/0019). Its admins tick them and save the whole list.

import type { Company } from "@common/companies";
import { sortIntentTypes } from "@common/decisions";
import { INTENT_TYPES, type IntentType } from "@common/intent-types";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Checkbox from "@mui/material/Checkbox";
import FormControl from "@mui/material/FormControl";
import FormControlLabel from "@mui/material/FormControlLabel";
import FormGroup from "@mui/material/FormGroup";
import FormLabel from "@mui/material/FormLabel";
import Typography from "@mui/material/Typography";
import { errorMessage } from "@web/lib/api-client";
import { PageLoading } from "@web/lib/components/page-loading";
import { QueryError } from "@web/lib/components/query-error";
import { useNotify } from "@web/lib/use-notify";
import { type FormEvent, useState } from "react";
import { useMatchPoints, useSetMatchPoints } from "../api/match-points";

export function MatchPointsPanel({ company }: { company: Company }) {
  const matchPoints = useMatchPoints(company.id);
  if (matchPoints.isPending) return <PageLoading label="Loading the match points" />;
  if (matchPoints.isError) {
    return (
      <QueryError
        title="The match points could not be loaded"
        error={matchPoints.error}
        onRetry={() => void matchPoints.refetch()}
      />
    );
  }
  // Keyed by what is saved, so that a save (or another admin's, on refresh) starts the form afresh.
  return <MatchPointsForm key={matchPoints.data.join("|")} company={company} saved={matchPoints.data} />;
}

function MatchPointsForm({ company, saved }: { company: Company; saved: IntentType[] }) {
  const [chosen, setChosen] = useState(saved);
  const save = useSetMatchPoints(company.id);
  const notify = useNotify();
  const changed = chosen.length !== saved.length || chosen.some((type) => !saved.includes(type));

  function toggle(type: IntentType, checked: boolean) {
    setChosen((current) =>
      sortIntentTypes(checked ? [...current, type] : current.filter((other) => other !== type)),
    );
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    save.mutate(chosen, {
      onSuccess: ({ intentTypes }) =>
        notify.snackbar(
          intentTypes.length === 0
            ? "Match points cleared."
            : `Match points saved: ${intentTypes.length} intent type${intentTypes.length === 1 ? "" : "s"}.`,
        ),
    });
  }

  return (
    <Box component="form" onSubmit={submit} noValidate>
      <Typography variant="h2" component="h2" gutterBottom>
        Match points
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2, maxWidth: 720 }}>
        The buying areas {company.name} sells into. Decision insights score accounts on these, and your team
        filters the decisions page by them.
      </Typography>
      <FormControl component="fieldset" variant="standard" sx={{ width: "100%" }}>
        <FormLabel component="legend">
          Intent types ({chosen.length} of {INTENT_TYPES.length} chosen)
        </FormLabel>
        <FormGroup
          sx={{
            display: "grid",
            gridTemplateColumns: { xs: "1fr", sm: "repeat(2, 1fr)", md: "repeat(3, 1fr)" },
            columnGap: 2,
          }}
        >
          {INTENT_TYPES.map((type) => (
            <FormControlLabel
              key={type}
              label={type}
              control={
                <Checkbox
                  checked={chosen.includes(type)}
                  onChange={(event) => toggle(type, event.target.checked)}
                />
              }
            />
          ))}
        </FormGroup>
      </FormControl>
      {save.isError && (
        <Alert severity="error" sx={{ mt: 2 }}>
          {errorMessage(save.error)}
        </Alert>
      )}
      <Box sx={{ display: "flex", gap: 1, mt: 2 }}>
        <Button type="submit" variant="contained" disabled={!changed} loading={save.isPending}>
          Save match points
        </Button>
        <Button disabled={!changed || save.isPending} onClick={() => setChosen(saved)}>
          Undo changes
        </Button>
      </Box>
    </Box>
  );
}

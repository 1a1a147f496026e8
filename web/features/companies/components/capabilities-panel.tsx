import { CAPABILITY_NAME_MAX, CAPABILITY_NAMES_PER_REQUEST } from "@common/capabilities";
import type { Company } from "@common/companies";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Chip from "@mui/material/Chip";
import Paper from "@mui/material/Paper";
import Stack from "@mui/material/Stack";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { ConfirmDialog } from "@web/lib/components/confirm-dialog";
import { PageLoading } from "@web/lib/components/page-loading";
import { QueryError } from "@web/lib/components/query-error";
import { useNotify } from "@web/lib/use-notify";
import { type FormEvent, useState } from "react";
import {
  useAddCapabilities,
  useCapabilities,
  useDeleteCapabilitiesOfType,
  useDeleteCapability,
} from "../api/capabilities";
import { type CapabilityGroup, groupCapabilities } from "./capability-groups";
import { ChipRow } from "./chip-row";

/** "Azure, AWS\nGCP" -> ["Azure", "AWS", "GCP"]: several names go in at once. */
function splitNames(text: string): string[] {
  return text
    .split(/[,\n]/)
    .map((name) => name.trim())
    .filter(Boolean);
}

function namesProblem(names: string[]): string | undefined {
  if (names.length > CAPABILITY_NAMES_PER_REQUEST)
    return `Add at most ${CAPABILITY_NAMES_PER_REQUEST} at once.`;
  const long = names.find((name) => name.length > CAPABILITY_NAME_MAX);
  if (long)
    return `“${long.slice(0, 20)}…” is too long: a name may be at most ${CAPABILITY_NAME_MAX} characters.`;
  return undefined;
}

function CapabilityTypeCard({ company, group }: { company: Company; group: CapabilityGroup }) {
  const [text, setText] = useState("");
  const [problem, setProblem] = useState<string>();
  const [confirming, setConfirming] = useState(false);
  const add = useAddCapabilities(company.id);
  const remove = useDeleteCapability(company.id);
  const removeAll = useDeleteCapabilitiesOfType(company.id);
  const notify = useNotify();
  const label = group.label.toLowerCase();

  function submit(event: FormEvent) {
    event.preventDefault();
    const names = splitNames(text);
    const found = names.length === 0 ? "Type at least one name." : namesProblem(names);
    setProblem(found);
    if (found) return;
    add.mutate(
      { type: group.type, names },
      {
        onSuccess: () => {
          setText("");
          notify.snackbar(
            names.length === 1 ? `${names[0]} has been added.` : `${names.length} ${label} have been added.`,
          );
        },
      },
    );
  }

  return (
    <Paper variant="outlined" component="section" sx={{ p: 2 }}>
      <Stack direction="row" sx={{ justifyContent: "space-between", alignItems: "center", mb: 1 }}>
        <Typography variant="h3" component="h3">
          {group.label}
        </Typography>
        {group.capabilities.length > 0 && (
          <Button
            color="error"
            size="small"
            onClick={() => setConfirming(true)}
            aria-label={`Delete all ${label}`}
          >
            Delete all
          </Button>
        )}
      </Stack>
      {group.capabilities.length === 0 ? (
        <Typography color="text.secondary" variant="body2">
          No {label} yet.
        </Typography>
      ) : (
        <ChipRow label={group.label}>
          {group.capabilities.map((capability) => (
            <li key={capability.id}>
              <Chip
                label={capability.name}
                onDelete={() =>
                  remove.mutate(capability.id, {
                    onSuccess: () => notify.snackbar(`${capability.name} has been removed.`),
                  })
                }
                disabled={remove.isPending && remove.variables === capability.id}
              />
            </li>
          ))}
        </ChipRow>
      )}
      <Box
        component="form"
        noValidate
        onSubmit={submit}
        sx={{ display: "flex", gap: 1, alignItems: "flex-start", mt: 1 }}
      >
        <TextField
          label={`Add ${label}`}
          value={text}
          onChange={(event) => setText(event.target.value)}
          size="small"
          fullWidth
          margin="dense"
          error={Boolean(problem)}
          helperText={problem ?? "Separate several names with commas."}
        />
        <Button
          type="submit"
          variant="outlined"
          loading={add.isPending}
          sx={{ mt: 1 }}
          aria-label={`Add ${label}`}
        >
          Add
        </Button>
      </Box>
      <ConfirmDialog
        open={confirming}
        title={`Delete all ${label}?`}
        confirmLabel={`Delete all ${label}`}
        pending={removeAll.isPending}
        onClose={() => setConfirming(false)}
        onConfirm={() =>
          removeAll.mutate(group.type, {
            onSuccess: () => {
              setConfirming(false);
              notify.snackbar(`All ${label} have been deleted.`);
            },
          })
        }
      >
        All {group.capabilities.length} {label} of {company.name} will be deleted. This cannot be undone.
      </ConfirmDialog>
    </Paper>
  );
}

export function CapabilitiesPanel({ company }: { company: Company }) {
  const capabilities = useCapabilities(company.id);
  return (
    <>
      <Typography variant="h2" component="h2" gutterBottom>
        Capabilities
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        What the company can do, by type. A chip's remove button, or its Delete key, removes one capability.
      </Typography>
      {capabilities.isPending ? (
        <PageLoading label="Loading capabilities" />
      ) : capabilities.isError ? (
        <QueryError
          title="The capabilities could not be loaded"
          error={capabilities.error}
          onRetry={() => capabilities.refetch()}
        />
      ) : (
        <Stack spacing={2}>
          {groupCapabilities(capabilities.data).map((group) => (
            <CapabilityTypeCard key={group.type} company={company} group={group} />
          ))}
        </Stack>
      )}
    </>
  );
}

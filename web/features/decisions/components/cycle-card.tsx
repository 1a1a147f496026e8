// One of the leader's decision cycles: where it stands, who may see it, and what they can do next:
// move it on, change it, close it, read its history.

import { DECISION_STAGES, type DecisionCycle } from "@common/decision-cycles";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Chip from "@mui/material/Chip";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogTitle from "@mui/material/DialogTitle";
import FormControlLabel from "@mui/material/FormControlLabel";
import Paper from "@mui/material/Paper";
import Radio from "@mui/material/Radio";
import RadioGroup from "@mui/material/RadioGroup";
import Stack from "@mui/material/Stack";
import Step from "@mui/material/Step";
import StepLabel from "@mui/material/StepLabel";
import Stepper from "@mui/material/Stepper";
import Typography from "@mui/material/Typography";
import { errorMessage } from "@web/lib/api-client";
import { DialogForm, ResponsiveDialog } from "@web/lib/components/responsive-dialog";
import { formatDate } from "@web/lib/format";
import { useNotify } from "@web/lib/use-notify";
import { type FormEvent, useId, useState } from "react";
import { useChangeCycle, useCloseCycle } from "../api/decision-cycles";
import { CycleDialog } from "./cycle-dialog";
import { CycleHistory } from "./cycle-history";
import { budgetLabel, OUTCOMES, quarterLabel, sharingLabel, stageLabel, statusLabel } from "./cycle-labels";

export function CycleCard({ cycle }: { cycle: DecisionCycle }) {
  const [editing, setEditing] = useState(false);
  const [closing, setClosing] = useState(false);
  const [showHistory, setShowHistory] = useState(false);
  const move = useChangeCycle(cycle.id);
  const notify = useNotify();
  const headingId = useId();
  const stageIndex = DECISION_STAGES.findIndex((stage) => stage.id === cycle.stage);
  const next = DECISION_STAGES[stageIndex + 1];
  const open = cycle.status === "open";

  return (
    <Paper variant="outlined" component="article" aria-labelledby={headingId} sx={{ p: 2 }}>
      <Stack direction="row" sx={{ justifyContent: "space-between", alignItems: "flex-start", gap: 1 }}>
        <Box>
          <Typography id={headingId} variant="h3" component="h4">
            {cycle.intentType}
          </Typography>
          <Typography color="text.secondary">
            {budgetLabel(cycle.budgetBand)} · decision expected in {quarterLabel(cycle.timeline)} ·{" "}
            {cycle.peopleInvolved} {cycle.peopleInvolved === 1 ? "person" : "people"} involved
          </Typography>
        </Box>
        <Chip label={statusLabel(cycle.status)} color={open ? "primary" : "default"} variant="outlined" />
      </Stack>
      <Stepper
        activeStep={stageIndex}
        alternativeLabel
        sx={{ my: 2 }}
        aria-label={`Stage ${stageIndex + 1} of ${DECISION_STAGES.length}: ${stageLabel(cycle.stage)}`}
      >
        {DECISION_STAGES.map((stage) => (
          <Step key={stage.id}>
            <StepLabel>{stage.label}</StepLabel>
          </Step>
        ))}
      </Stepper>
      {cycle.needs && <Typography sx={{ mb: 1, whiteSpace: "pre-line" }}>{cycle.needs}</Typography>}
      <Typography variant="body2" color="text.secondary">
        {sharingLabel(cycle)} · declared {formatDate(cycle.createdAt)}
        {cycle.closedAt && ` · closed ${formatDate(cycle.closedAt)}`}
      </Typography>
      {move.isError && (
        <Alert severity="error" sx={{ mt: 1 }}>
          {errorMessage(move.error)}
        </Alert>
      )}
      <Stack direction="row" sx={{ flexWrap: "wrap", gap: 1, mt: 2 }}>
        {open && next && (
          <Button
            variant="contained"
            loading={move.isPending}
            onClick={() =>
              move.mutate(
                { stage: next.id },
                { onSuccess: () => notify.snackbar(`${cycle.intentType} moved to ${next.label}.`) },
              )
            }
          >
            Move to {next.label}
          </Button>
        )}
        {open && <Button onClick={() => setEditing(true)}>Edit</Button>}
        {open && <Button onClick={() => setClosing(true)}>Close cycle</Button>}
        <Button onClick={() => setShowHistory((shown) => !shown)} aria-expanded={showHistory}>
          {showHistory ? "Hide history" : "History"}
        </Button>
      </Stack>
      {showHistory && <CycleHistory cycleId={cycle.id} />}
      {editing && <CycleDialog cycle={cycle} onClose={() => setEditing(false)} />}
      {closing && <CloseCycleDialog cycle={cycle} onClose={() => setClosing(false)} />}
    </Paper>
  );
}

function CloseCycleDialog({ cycle, onClose }: { cycle: DecisionCycle; onClose: () => void }) {
  const titleId = useId();
  const [outcome, setOutcome] = useState<(typeof OUTCOMES)[number]["id"]>("bought");
  const close = useCloseCycle(cycle.id);
  const notify = useNotify();

  function submit(event: FormEvent) {
    event.preventDefault();
    close.mutate(
      { outcome },
      {
        onSuccess: () => {
          notify.snackbar(`${cycle.intentType} closed: ${statusLabel(outcome).toLowerCase()}.`);
          onClose();
        },
      },
    );
  }

  return (
    <ResponsiveDialog open onClose={onClose} aria-labelledby={titleId}>
      <DialogForm onSubmit={submit}>
        <DialogTitle id={titleId}>Close the {cycle.intentType} cycle</DialogTitle>
        <DialogContent>
          <Typography sx={{ mb: 1 }}>
            How did it end? A closed cycle keeps its history but no longer changes.
          </Typography>
          <RadioGroup
            aria-label="Outcome"
            value={outcome}
            onChange={(event) => setOutcome(event.target.value as typeof outcome)}
          >
            {OUTCOMES.map((option) => (
              <FormControlLabel key={option.id} value={option.id} control={<Radio />} label={option.label} />
            ))}
          </RadioGroup>
          {close.isError && <Alert severity="error">{errorMessage(close.error)}</Alert>}
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>Cancel</Button>
          <Button type="submit" variant="contained" loading={close.isPending}>
            Close cycle
          </Button>
        </DialogActions>
      </DialogForm>
    </ResponsiveDialog>
  );
}

// Declares a decision cycle, or changes one: intent type, stage, budget, timeline, people, needs,
// and who may see it (with the vendors named, when shared by name).

import {
  BUDGET_BANDS,
  BudgetBandSchema,
  CYCLE_NAMED_VENDORS_MAX,
  CYCLE_NEEDS_MAX_LENGTH,
  CYCLE_PEOPLE_MAX,
  CycleVisibilitySchema,
  DECISION_STAGES,
  type DecisionCycle,
  DecisionStageSchema,
  QuarterSchema,
} from "@common/decision-cycles";
import { INTENT_TYPES, IntentTypeSchema } from "@common/intent-types";
import { zodResolver } from "@hookform/resolvers/zod";
import Alert from "@mui/material/Alert";
import Autocomplete from "@mui/material/Autocomplete";
import Button from "@mui/material/Button";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogTitle from "@mui/material/DialogTitle";
import FormControl from "@mui/material/FormControl";
import FormControlLabel from "@mui/material/FormControlLabel";
import FormLabel from "@mui/material/FormLabel";
import MenuItem from "@mui/material/MenuItem";
import Radio from "@mui/material/Radio";
import RadioGroup from "@mui/material/RadioGroup";
import TextField from "@mui/material/TextField";
import { errorMessage } from "@web/lib/api-client";
import { useCompanySearch } from "@web/lib/company-search";
import { FormTextField } from "@web/lib/components/form-text-field";
import { DialogForm, ResponsiveDialog } from "@web/lib/components/responsive-dialog";
import { useProfile } from "@web/lib/profile";
import { useDebouncedValue } from "@web/lib/use-debounced-value";
import { useNotify } from "@web/lib/use-notify";
import { useId, useState } from "react";
import { Controller, useForm, useWatch } from "react-hook-form";
import { z } from "zod";
import { useChangeCycle, useDeclareCycle } from "../api/decision-cycles";
import { quarterLabel, stageLabel, timelineQuarters, VISIBILITY_OPTIONS } from "./cycle-labels";

const VendorSchema = z.object({ id: z.string(), name: z.string() });

const CycleFormSchema = z
  .object({
    intentType: IntentTypeSchema,
    stage: DecisionStageSchema,
    budgetBand: BudgetBandSchema,
    timeline: QuarterSchema,
    peopleInvolved: z
      .string()
      .regex(/^\d+$/, "Enter a whole number")
      .refine(
        (value) => Number(value) >= 1 && Number(value) <= CYCLE_PEOPLE_MAX,
        `Between 1 and ${CYCLE_PEOPLE_MAX} people`,
      ),
    needs: z.string().max(CYCLE_NEEDS_MAX_LENGTH, `At most ${CYCLE_NEEDS_MAX_LENGTH} characters`),
    visibility: CycleVisibilitySchema,
    vendors: z.array(VendorSchema).max(CYCLE_NAMED_VENDORS_MAX, `At most ${CYCLE_NAMED_VENDORS_MAX} vendors`),
  })
  .refine((values) => values.visibility !== "named" || values.vendors.length > 0, {
    path: ["vendors"],
    message: "Name at least one vendor to share with",
  });
type CycleFormValues = z.infer<typeof CycleFormSchema>;

interface CycleDialogProps {
  /** The cycle to change; without one, the dialog declares a new cycle. */
  cycle?: DecisionCycle;
  onClose: () => void;
}

export function CycleDialog({ cycle, onClose }: CycleDialogProps) {
  const titleId = useId();
  const declare = useDeclareCycle();
  const change = useChangeCycle(cycle?.id ?? "");
  const saving = cycle ? change : declare;
  const notify = useNotify();
  const profile = useProfile();
  const quarters = timelineQuarters();
  if (cycle && !quarters.includes(cycle.timeline)) quarters.unshift(cycle.timeline);
  const { control, handleSubmit } = useForm<CycleFormValues>({
    resolver: zodResolver(CycleFormSchema),
    defaultValues: {
      intentType: cycle?.intentType ?? INTENT_TYPES[0],
      stage: cycle?.stage ?? "awareness",
      budgetBand: cycle?.budgetBand ?? "undecided",
      timeline: cycle?.timeline ?? quarters[1] ?? quarters[0],
      peopleInvolved: String(cycle?.peopleInvolved ?? 1),
      needs: cycle?.needs ?? "",
      visibility: cycle?.visibility ?? "private",
      vendors: cycle?.vendors ?? [],
    },
  });
  const visibility = useWatch({ control, name: "visibility" });

  const submit = handleSubmit(({ vendors, peopleInvolved, intentType, ...values }) => {
    const fields = {
      ...values,
      peopleInvolved: Number(peopleInvolved),
      vendorIds: values.visibility === "named" ? vendors.map((vendor) => vendor.id) : [],
    };
    const done = (message: string) => () => {
      notify.snackbar(message);
      onClose();
    };
    if (cycle) change.mutate(fields, { onSuccess: done("Decision cycle updated.") });
    else
      declare.mutate(
        { ...fields, intentType },
        { onSuccess: done(`Decision cycle for ${intentType} declared.`) },
      );
  });

  return (
    <ResponsiveDialog open onClose={onClose} aria-labelledby={titleId}>
      <DialogForm onSubmit={submit}>
        <DialogTitle id={titleId}>{cycle ? "Edit decision cycle" : "Declare a decision cycle"}</DialogTitle>
        <DialogContent>
          <FormTextField
            control={control}
            name="intentType"
            label="Intent type"
            select
            disabled={Boolean(cycle)}
          >
            {INTENT_TYPES.map((type) => (
              <MenuItem key={type} value={type}>
                {type}
              </MenuItem>
            ))}
          </FormTextField>
          <FormTextField control={control} name="stage" label="Stage" select>
            {DECISION_STAGES.map((stage) => (
              <MenuItem key={stage.id} value={stage.id}>
                {stageLabel(stage.id)}
              </MenuItem>
            ))}
          </FormTextField>
          <FormTextField control={control} name="budgetBand" label="Budget" select>
            {BUDGET_BANDS.map((band) => (
              <MenuItem key={band.id} value={band.id}>
                {band.label}
              </MenuItem>
            ))}
          </FormTextField>
          <FormTextField control={control} name="timeline" label="Decision expected in" select>
            {quarters.map((quarter) => (
              <MenuItem key={quarter} value={quarter}>
                {quarterLabel(quarter)}
              </MenuItem>
            ))}
          </FormTextField>
          <FormTextField
            control={control}
            name="peopleInvolved"
            label="People involved in the decision"
            type="number"
            slotProps={{ htmlInput: { min: 1, max: CYCLE_PEOPLE_MAX } }}
          />
          <FormTextField
            control={control}
            name="needs"
            label="Needs (optional)"
            helperText="What you are looking for, in your words."
            multiline
            minRows={3}
          />
          <Controller
            control={control}
            name="visibility"
            render={({ field }) => (
              <FormControl component="fieldset" margin="normal">
                <FormLabel component="legend">Who may see it</FormLabel>
                <RadioGroup {...field}>
                  {VISIBILITY_OPTIONS.map((option) => (
                    <FormControlLabel
                      key={option.id}
                      value={option.id}
                      control={<Radio />}
                      label={`${option.label}. ${option.help}`}
                    />
                  ))}
                </RadioGroup>
              </FormControl>
            )}
          />
          {visibility === "named" && (
            <Controller
              control={control}
              name="vendors"
              render={({ field, fieldState }) => (
                <VendorPicker
                  value={field.value}
                  onChange={field.onChange}
                  error={fieldState.error?.message}
                  ownCompanyId={profile.data?.company?.id}
                />
              )}
            />
          )}
          {saving.isError && (
            <Alert severity="error" sx={{ mt: 2 }}>
              {errorMessage(saving.error)}
            </Alert>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>Cancel</Button>
          <Button type="submit" variant="contained" loading={saving.isPending}>
            {cycle ? "Save changes" : "Declare cycle"}
          </Button>
        </DialogActions>
      </DialogForm>
    </ResponsiveDialog>
  );
}

type Vendor = z.infer<typeof VendorSchema>;

/** Companies to share with by name, searched as the leader types; their own company is not a vendor. */
function VendorPicker({
  value,
  onChange,
  error,
  ownCompanyId,
}: {
  value: Vendor[];
  onChange: (vendors: Vendor[]) => void;
  error?: string;
  ownCompanyId?: string;
}) {
  const [input, setInput] = useState("");
  const search = useDebouncedValue(input.trim());
  const companies = useCompanySearch(search);
  const options = (companies.data?.items ?? [])
    .filter((company) => company.id !== ownCompanyId)
    .map(({ id, name }) => ({ id, name }));
  const problem = companies.isError ? `The search failed: ${errorMessage(companies.error)}` : error;
  return (
    <Autocomplete
      multiple
      options={options}
      value={value}
      onChange={(_event, vendors) => onChange(vendors)}
      inputValue={input}
      onInputChange={(_event, next) => setInput(next)}
      getOptionLabel={(vendor) => vendor.name}
      isOptionEqualToValue={(option, picked) => option.id === picked.id}
      filterOptions={(all) => all}
      loading={companies.isFetching}
      noOptionsText={search ? "No company found" : "Type a vendor's name"}
      renderInput={(params) => (
        <TextField
          {...params}
          label="Vendors to share with"
          margin="normal"
          error={Boolean(problem)}
          helperText={problem}
        />
      )}
    />
  );
}

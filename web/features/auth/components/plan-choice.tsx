import FormControl from "@mui/material/FormControl";
import FormHelperText from "@mui/material/FormHelperText";
import FormLabel from "@mui/material/FormLabel";
import Grid from "@mui/material/Grid";
import RadioGroup from "@mui/material/RadioGroup";
import { PageLoading } from "@web/lib/components/page-loading";
import { QueryError } from "@web/lib/components/query-error";
import { formatPlanPrice, planFeatures, usePlans } from "@web/lib/plans";
import { useId } from "react";
import { ChoiceCard } from "./choice-card";

interface PlanChoiceProps {
  value: string | undefined;
  onChange: (plan: string) => void;
  error?: string;
}

/** The vendor plans from GET /api/plans, each with its price, seats and meeting quota. */
export function PlanChoice({ value, onChange, error }: PlanChoiceProps) {
  const labelId = useId();
  const errorId = useId();
  const plans = usePlans("vendor");
  return (
    <FormControl component="fieldset" error={Boolean(error)} fullWidth sx={{ mt: 2, mb: 1 }}>
      <FormLabel id={labelId} component="legend" sx={{ mb: 1 }}>
        Plan
      </FormLabel>
      {plans.isPending ? (
        <PageLoading label="Loading plans" />
      ) : plans.isError ? (
        <QueryError
          title="The plans could not be loaded"
          error={plans.error}
          onRetry={() => plans.refetch()}
        />
      ) : (
        <RadioGroup
          aria-labelledby={labelId}
          aria-describedby={error ? errorId : undefined}
          name="plan"
          value={value ?? ""}
          onChange={(event) => onChange(event.target.value)}
        >
          <Grid container spacing={2}>
            {plans.data.map((plan) => (
              <Grid key={plan.name} size={{ xs: 12, sm: 4 }}>
                <ChoiceCard value={plan.name} title={plan.name} checked={value === plan.name}>
                  <strong>{formatPlanPrice(plan)}</strong>
                  {planFeatures(plan).map((feature) => (
                    <span key={feature} style={{ display: "block" }}>
                      {feature}
                    </span>
                  ))}
                  <span style={{ display: "block", marginTop: 8 }}>{plan.description}</span>
                </ChoiceCard>
              </Grid>
            ))}
          </Grid>
        </RadioGroup>
      )}
      {error && <FormHelperText id={errorId}>{error}</FormHelperText>}
    </FormControl>
  );
}

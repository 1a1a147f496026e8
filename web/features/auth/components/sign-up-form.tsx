// Sign-up (spec section 2, /signup/choosemembership): choose Leader or Vendor, then the account
// details. The body is checked with the same schema the server uses (common/auth.ts). Once sent,
// the next step is the link in the e-mail.

import { type SignUpInput, SignUpSchema } from "@common/auth";
import { PASSWORD_MIN_LENGTH } from "@common/constants";
import { SIGNUP_ROLES } from "@common/hub-list";
import type { AccountType } from "@common/plans";
import { REVENUE_BANDS } from "@common/revenue-bands";
import { zodResolver } from "@hookform/resolvers/zod";
import Alert from "@mui/material/Alert";
import Autocomplete from "@mui/material/Autocomplete";
import Button from "@mui/material/Button";
import Grid from "@mui/material/Grid";
import MenuItem from "@mui/material/MenuItem";
import RadioGroup from "@mui/material/RadioGroup";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { errorMessage } from "@web/lib/api-client";
import { FormTextField } from "@web/lib/components/form-text-field";
import { useReferenceNames } from "@web/lib/reference-data";
import { useEffect, useId } from "react";
import { Controller, useForm } from "react-hook-form";
import type { z } from "zod";
import { useSignUp } from "../api/sign-up";
import { CheckInbox } from "./check-inbox";
import { ChoiceCard } from "./choice-card";
import { PlanChoice } from "./plan-choice";

type SignUpFormValues = z.input<typeof SignUpSchema>;

// The shared schema's messages for these are written for API callers; the form asks plainly.
const CHOOSE = {
  role: "Choose your role",
  plan: "Choose a plan",
  industry: "Choose your industry",
  revenueBand: "Choose your company's revenue",
};

interface SignUpFormProps {
  accountType: AccountType | undefined;
  onAccountTypeChange: (accountType: AccountType) => void;
}

export function SignUpForm({ accountType, onAccountTypeChange }: SignUpFormProps) {
  const choiceLabelId = useId();
  const signUp = useSignUp();
  const industries = useReferenceNames("industries");
  const { control, handleSubmit, setValue, formState } = useForm<SignUpFormValues, unknown, SignUpInput>({
    resolver: zodResolver(SignUpSchema),
    defaultValues: { accountType, name: "", email: "", password: "", jobTitle: "", companyName: "" },
  });

  // The address (?type=) decides the membership, so links to either kind land on the right form.
  useEffect(() => {
    if (accountType) setValue("accountType", accountType);
  }, [accountType, setValue]);

  const errors = formState.errors as Partial<Record<keyof typeof CHOOSE, unknown>>;

  if (signUp.isSuccess) return <CheckInbox email={signUp.data.email} />;

  return (
    <form noValidate onSubmit={handleSubmit((values) => signUp.mutate(values))}>
      <Typography id={choiceLabelId} variant="h2" component="h2" gutterBottom>
        Choose your membership
      </Typography>
      <RadioGroup
        aria-labelledby={choiceLabelId}
        name="accountType"
        value={accountType ?? ""}
        onChange={(event) => onAccountTypeChange(event.target.value as AccountType)}
      >
        <Grid container spacing={2}>
          <Grid size={{ xs: 12, sm: 6 }}>
            <ChoiceCard value="leader" title="Leader" checked={accountType === "leader"}>
              For senior technology and business leaders: join your community of peers, learn, attend events
              and meet the vendors you choose. Free.
            </ChoiceCard>
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <ChoiceCard value="vendor" title="Vendor" checked={accountType === "vendor"}>
              For technology companies: run your company page, host events, propose meetings and read decision
              insights.
            </ChoiceCard>
          </Grid>
        </Grid>
      </RadioGroup>

      {accountType && (
        <>
          <Typography variant="h2" component="h2" sx={{ mt: 4 }}>
            Your details
          </Typography>
          <Typography color="text.secondary">All fields are required.</Typography>
          {signUp.isError && (
            <Alert severity="error" sx={{ mt: 2 }}>
              {errorMessage(signUp.error)}
            </Alert>
          )}

          {accountType === "leader" ? (
            <FormTextField
              control={control}
              name="role"
              label="Role"
              select
              errorText={errors.role ? CHOOSE.role : undefined}
            >
              {SIGNUP_ROLES.map((role) => (
                <MenuItem key={role.id} value={role.name}>
                  {role.name}
                </MenuItem>
              ))}
            </FormTextField>
          ) : (
            <>
              <Controller
                control={control}
                name="plan"
                render={({ field, fieldState }) => (
                  <PlanChoice
                    value={field.value}
                    onChange={field.onChange}
                    error={fieldState.error ? CHOOSE.plan : undefined}
                  />
                )}
              />
              <FormTextField
                control={control}
                name="companyName"
                label="Company name"
                autoComplete="organization"
                helperText="If your company already has a page on Summit, you will be asked to join it, and its owners approve your request."
              />
            </>
          )}

          <Grid container columnSpacing={2}>
            <Grid size={{ xs: 12, sm: 6 }}>
              <FormTextField control={control} name="name" label="Full name" autoComplete="name" />
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              <FormTextField
                control={control}
                name="email"
                label="Work email"
                type="email"
                autoComplete="email"
              />
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              <FormTextField
                control={control}
                name="password"
                label="Password"
                type="password"
                autoComplete="new-password"
                helperText={`At least ${PASSWORD_MIN_LENGTH} characters`}
              />
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              <FormTextField
                control={control}
                name="jobTitle"
                label="Job title"
                autoComplete="organization-title"
              />
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              <Controller
                control={control}
                name="industry"
                render={({ field, fieldState }) => (
                  <Autocomplete
                    options={industries.names}
                    loading={industries.isPending}
                    value={field.value || null}
                    onChange={(_event, industry) => field.onChange(industry ?? undefined)}
                    onBlur={field.onBlur}
                    renderInput={(params) => (
                      <TextField
                        {...params}
                        inputRef={field.ref}
                        name={field.name}
                        label="Industry"
                        margin="normal"
                        error={Boolean(fieldState.error)}
                        helperText={
                          industries.isError
                            ? "The list of industries could not be loaded; reload the page to try again."
                            : fieldState.error
                              ? CHOOSE.industry
                              : undefined
                        }
                      />
                    )}
                  />
                )}
              />
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              <FormTextField
                control={control}
                name="revenueBand"
                label="Company revenue"
                select
                errorText={errors.revenueBand ? CHOOSE.revenueBand : undefined}
              >
                {REVENUE_BANDS.map((band) => (
                  <MenuItem key={band} value={band}>
                    {band}
                  </MenuItem>
                ))}
              </FormTextField>
            </Grid>
          </Grid>

          <Button
            type="submit"
            variant="contained"
            size="large"
            fullWidth
            loading={signUp.isPending}
            sx={{ mt: 3 }}
          >
            Create account
          </Button>
        </>
      )}
    </form>
  );
}

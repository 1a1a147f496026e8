import type { Company } from "@common/companies";
import { REVENUE_BANDS } from "@common/revenue-bands";
import { zodResolver } from "@hookform/resolvers/zod";
import Autocomplete from "@mui/material/Autocomplete";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import FormControlLabel from "@mui/material/FormControlLabel";
import FormHelperText from "@mui/material/FormHelperText";
import MenuItem from "@mui/material/MenuItem";
import Switch from "@mui/material/Switch";
import TextField from "@mui/material/TextField";
import { FormTextField } from "@web/lib/components/form-text-field";
import { useReferenceNames } from "@web/lib/reference-data";
import { useNotify } from "@web/lib/use-notify";
import { useMemo } from "react";
import { Controller, useForm } from "react-hook-form";
import { useUpdateCompany } from "../api/company";
import {
  CompanyProfileFormSchema,
  type CompanyProfileFormValues,
  changedCompanyFields,
  companyFormValues,
  WEBSITE_ERROR,
} from "./company-form-schema";
import { TagPicker } from "./tag-picker";

/** The list's names, with the current value kept even if the list no longer has it. */
function withCurrent(names: string[] | undefined, current: string | null | undefined): string[] {
  const list = names ?? [];
  return current && !list.includes(current) ? [current, ...list] : list;
}

export function CompanyProfileForm({ company }: { company: Company }) {
  const updateCompany = useUpdateCompany(company.id);
  const notify = useNotify();
  const industries = useReferenceNames("industries");
  const sizes = useReferenceNames("company-sizes");
  const values = useMemo(() => companyFormValues(company), [company]);
  const { control, handleSubmit } = useForm<CompanyProfileFormValues>({
    resolver: zodResolver(CompanyProfileFormSchema),
    values,
    // A new logo refreshes the company; what the member was typing meanwhile stays.
    resetOptions: { keepDirtyValues: true },
  });

  const submit = handleSubmit((form) => {
    const changes = changedCompanyFields(company, form);
    if (Object.keys(changes).length === 0) {
      notify.snackbar("Nothing to save: no field has changed.", "info");
      return;
    }
    updateCompany.mutate(changes, {
      onSuccess: () => notify.snackbar("The company profile has been saved."),
    });
  });

  return (
    <Box component="form" noValidate onSubmit={submit} sx={{ maxWidth: 720 }}>
      <FormTextField
        control={control}
        name="name"
        label="Company name"
        errorText="Enter the company's name (at most 160 characters)."
      />
      <Controller
        control={control}
        name="isPage"
        render={({ field: { value, onChange, name, onBlur } }) => (
          <Box sx={{ mt: 1 }}>
            <FormControlLabel
              control={
                <Switch
                  name={name}
                  onBlur={onBlur}
                  checked={value}
                  onChange={(event) => onChange(event.target.checked)}
                />
              }
              label="Public page"
            />
            <FormHelperText sx={{ mt: 0 }}>
              A public page can be found and seen by visitors who are not signed in. Members always see it.
            </FormHelperText>
          </Box>
        )}
      />
      <FormTextField
        control={control}
        name="headquarter"
        label="Headquarter"
        helperText="City and country, e.g. London, United Kingdom"
      />
      <Controller
        control={control}
        name="industry"
        render={({ field, fieldState }) => (
          <Autocomplete
            options={withCurrent(industries.data, field.value)}
            value={field.value ?? null}
            onChange={(_event, industry) => field.onChange(industry)}
            onBlur={field.onBlur}
            loading={industries.isPending}
            renderInput={(params) => (
              <TextField
                {...params}
                inputRef={field.ref}
                label="Industry"
                margin="normal"
                error={Boolean(fieldState.error)}
                helperText={industries.isError ? "The list of industries could not be loaded." : undefined}
              />
            )}
          />
        )}
      />
      <Controller
        control={control}
        name="size"
        render={({ field: { ref, value, ...field } }) => (
          <TextField
            {...field}
            value={value ?? ""}
            inputRef={ref}
            select
            fullWidth
            margin="normal"
            label="Company size"
            helperText={
              sizes.isError ? "The list of company sizes could not be loaded." : "Number of employees"
            }
          >
            <MenuItem value="">Not given</MenuItem>
            {withCurrent(sizes.data, value).map((size) => (
              <MenuItem key={size} value={size}>
                {size}
              </MenuItem>
            ))}
          </TextField>
        )}
      />
      <Controller
        control={control}
        name="revenueBand"
        render={({ field: { ref, ...field } }) => (
          <TextField
            {...field}
            inputRef={ref}
            select
            fullWidth
            margin="normal"
            label="Revenue"
            helperText="Yearly revenue"
          >
            <MenuItem value="">Not given</MenuItem>
            {REVENUE_BANDS.map((band) => (
              <MenuItem key={band} value={band}>
                {band}
              </MenuItem>
            ))}
          </TextField>
        )}
      />
      <FormTextField control={control} name="description" label="Description" multiline minRows={4} />
      <FormTextField
        control={control}
        name="website"
        label="Website"
        type="url"
        autoComplete="url"
        placeholder="https://"
        errorText={WEBSITE_ERROR}
      />
      <Controller
        control={control}
        name="specialities"
        render={({ field, fieldState }) => (
          <TagPicker
            list="company-specialities"
            label="Specialities"
            value={field.value}
            onChange={field.onChange}
            error={Boolean(fieldState.error)}
            helperText={
              fieldState.error
                ? "Choose at most 50 specialities."
                : "What the company is known for. Type to search Summit's list."
            }
          />
        )}
      />
      <Controller
        control={control}
        name="interests"
        render={({ field, fieldState }) => (
          <TagPicker
            list="interests"
            label="Interests"
            value={field.value}
            onChange={field.onChange}
            error={Boolean(fieldState.error)}
            helperText={
              fieldState.error
                ? "Choose at most 50 interests."
                : "The topics the company follows. Type to search Summit's list."
            }
          />
        )}
      />
      <Button type="submit" variant="contained" loading={updateCompany.isPending} sx={{ mt: 2 }}>
        Save
      </Button>
    </Box>
  );
}

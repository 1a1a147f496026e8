import { zodResolver } from "@hookform/resolvers/zod";
import Button from "@mui/material/Button";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogContentText from "@mui/material/DialogContentText";
import DialogTitle from "@mui/material/DialogTitle";
import FormControlLabel from "@mui/material/FormControlLabel";
import FormHelperText from "@mui/material/FormHelperText";
import Switch from "@mui/material/Switch";
import { FormTextField } from "@web/lib/components/form-text-field";
import { DialogForm, ResponsiveDialog } from "@web/lib/components/responsive-dialog";
import { useNotify } from "@web/lib/use-notify";
import { useId } from "react";
import { Controller, useForm } from "react-hook-form";
import { useNavigate } from "react-router";
import { useCreateCompany } from "../api/directory";
import {
  CreateCompanyFormSchema,
  type CreateCompanyFormValues,
  toNull,
  WEBSITE_ERROR,
} from "./company-form-schema";

const EMPTY: CreateCompanyFormValues = { name: "", headquarter: "", website: "", isPage: true };

/** Any member may add a company; they become its first owner and land on its page. */
export function CreateCompanyDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const titleId = useId();
  const createCompany = useCreateCompany();
  const notify = useNotify();
  const navigate = useNavigate();
  const { control, handleSubmit, reset } = useForm<CreateCompanyFormValues>({
    resolver: zodResolver(CreateCompanyFormSchema),
    defaultValues: EMPTY,
  });

  const submit = handleSubmit(({ name, headquarter, website, isPage }) =>
    createCompany.mutate(
      { name, isPage, headquarter: toNull(headquarter), website: toNull(website) },
      {
        onSuccess: (company) => {
          reset(EMPTY);
          onClose();
          notify.snackbar(`${company.name} has been added. You are its owner.`);
          navigate(`/companies/${company.id}`);
        },
      },
    ),
  );

  return (
    <ResponsiveDialog
      open={open}
      onClose={createCompany.isPending ? undefined : onClose}
      aria-labelledby={titleId}
    >
      <DialogForm onSubmit={submit}>
        <DialogTitle id={titleId}>Add a company</DialogTitle>
        <DialogContent>
          <DialogContentText>
            You become the company's first owner and can complete its profile, products and resources
            afterwards.
          </DialogContentText>
          <FormTextField
            control={control}
            name="name"
            label="Company name"
            autoFocus
            errorText="Enter the company's name (at most 160 characters)."
          />
          <FormTextField
            control={control}
            name="headquarter"
            label="Headquarter"
            helperText="City and country"
          />
          <FormTextField
            control={control}
            name="website"
            label="Website"
            type="url"
            placeholder="https://"
            errorText={WEBSITE_ERROR}
          />
          <Controller
            control={control}
            name="isPage"
            render={({ field: { value, onChange, name, onBlur } }) => (
              <>
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
                  sx={{ mt: 1 }}
                />
                <FormHelperText sx={{ mt: 0 }}>
                  Visitors who are not signed in can find and see a public page.
                </FormHelperText>
              </>
            )}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={createCompany.isPending}>
            Cancel
          </Button>
          <Button type="submit" variant="contained" loading={createCompany.isPending}>
            Add company
          </Button>
        </DialogActions>
      </DialogForm>
    </ResponsiveDialog>
  );
}

// The short sign-up of an invitation: only what the invitation cannot know. The e-mail, company and
// plan come from the invitation; leaders also choose their role, which sets their community.

import { PASSWORD_MIN_LENGTH } from "@common/constants";
import { SIGNUP_ROLE_NAMES, SIGNUP_ROLES, type SignupRoleName } from "@common/hub-list";
import { type InvitationDetails, ShortRegisterSchema } from "@common/invitations";
import { zodResolver } from "@hookform/resolvers/zod";
import Alert from "@mui/material/Alert";
import Button from "@mui/material/Button";
import MenuItem from "@mui/material/MenuItem";
import TextField from "@mui/material/TextField";
import { errorMessage } from "@web/lib/api-client";
import { FormTextField } from "@web/lib/components/form-text-field";
import { useForm } from "react-hook-form";
import { z } from "zod";
import { useShortRegister } from "../api/invitation";

const VendorFormSchema = ShortRegisterSchema.omit({ token: true, role: true });
const LeaderFormSchema = VendorFormSchema.extend({
  role: z.enum(SIGNUP_ROLE_NAMES, { error: "Choose your role" }),
});
/** The role starts empty: a leader has not chosen one yet. */
type InviteSignUpValues = z.input<typeof VendorFormSchema> & { role?: SignupRoleName | "" };

interface InviteSignUpFormProps {
  token: string;
  invitation: InvitationDetails;
}

export function InviteSignUpForm({ token, invitation }: InviteSignUpFormProps) {
  const shortRegister = useShortRegister();
  const isLeader = invitation.accountType === "leader";
  const { control, handleSubmit } = useForm<InviteSignUpValues>({
    resolver: zodResolver(isLeader ? LeaderFormSchema : VendorFormSchema),
    defaultValues: {
      name: invitation.name ?? "",
      jobTitle: "",
      password: "",
      ...(isLeader ? { role: "" } : {}),
    },
  });

  const submit = handleSubmit((values) =>
    shortRegister.mutate({
      token,
      name: values.name,
      jobTitle: values.jobTitle,
      password: values.password,
      ...(isLeader && values.role ? { role: values.role } : {}),
    }),
  );

  return (
    <form noValidate onSubmit={submit}>
      {shortRegister.isError && (
        <Alert severity="error" sx={{ mb: 1 }}>
          {errorMessage(shortRegister.error)}
        </Alert>
      )}
      <TextField
        label="Email"
        value={invitation.email}
        autoComplete="username"
        fullWidth
        margin="normal"
        slotProps={{ input: { readOnly: true } }}
        helperText="The invitation is for this address; you will sign in with it."
      />
      <FormTextField control={control} name="name" label="Full name" autoComplete="name" />
      <FormTextField control={control} name="jobTitle" label="Job title" autoComplete="organization-title" />
      {isLeader && (
        <FormTextField
          control={control}
          name="role"
          label="Role"
          select
          helperText="Your role decides the community you join."
        >
          {SIGNUP_ROLES.map((role) => (
            <MenuItem key={role.id} value={role.name}>
              {role.name}
            </MenuItem>
          ))}
        </FormTextField>
      )}
      <FormTextField
        control={control}
        name="password"
        label="Password"
        type="password"
        autoComplete="new-password"
        helperText={`At least ${PASSWORD_MIN_LENGTH} characters`}
      />
      <Button
        type="submit"
        variant="contained"
        size="large"
        fullWidth
        loading={shortRegister.isPending}
        sx={{ mt: 3 }}
      >
        Create account
      </Button>
    </form>
  );
}

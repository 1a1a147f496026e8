// Passkeys: a way to sign in without the password, checked by the device (PIN, fingerprint, face).
import type { Passkey } from "@common/auth";
import { zodResolver } from "@hookform/resolvers/zod";
import KeyIcon from "@mui/icons-material/Key";
import Alert from "@mui/material/Alert";
import Button from "@mui/material/Button";
import List from "@mui/material/List";
import ListItem from "@mui/material/ListItem";
import ListItemIcon from "@mui/material/ListItemIcon";
import ListItemText from "@mui/material/ListItemText";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { useQuery } from "@tanstack/react-query";
import { errorMessage } from "@web/lib/api-client";
import { FormTextField } from "@web/lib/components/form-text-field";
import { PageLoading } from "@web/lib/components/page-loading";
import { QueryError } from "@web/lib/components/query-error";
import { RelativeTime } from "@web/lib/components/relative-time";
import { useNotify } from "@web/lib/use-notify";
import { useState } from "react";
import { useForm } from "react-hook-form";
import {
  PasskeyNameFormSchema,
  type PasskeyNameInput,
  passkeysQueryOptions,
  useAddPasskey,
  useRemovePasskey,
  useRenamePasskey,
} from "../api/passkeys";

const nameOf = (passkey: Passkey) => passkey.name || "Unnamed passkey";

function RenameForm({ passkey, onDone }: { passkey: Passkey; onDone: () => void }) {
  const rename = useRenamePasskey();
  const { control, handleSubmit } = useForm<PasskeyNameInput>({
    resolver: zodResolver(PasskeyNameFormSchema),
    defaultValues: { name: passkey.name ?? "" },
  });
  return (
    <form
      noValidate
      aria-label={`Rename ${nameOf(passkey)}`}
      onSubmit={handleSubmit(({ name }) => rename.mutate({ id: passkey.id, name }, { onSuccess: onDone }))}
    >
      {rename.isError && <Alert severity="error">{errorMessage(rename.error)}</Alert>}
      <FormTextField control={control} name="name" label="New name" size="small" />
      <Stack direction="row" spacing={1} sx={{ mt: 1 }}>
        <Button type="submit" size="small" variant="contained" loading={rename.isPending}>
          Save name
        </Button>
        <Button size="small" onClick={onDone}>
          Cancel
        </Button>
      </Stack>
    </form>
  );
}

function PasskeyItem({ passkey }: { passkey: Passkey }) {
  const remove = useRemovePasskey();
  const notify = useNotify();
  const [renaming, setRenaming] = useState(false);
  return (
    <ListItem divider sx={{ flexWrap: "wrap" }}>
      <ListItemIcon>
        <KeyIcon />
      </ListItemIcon>
      <ListItemText
        primary={nameOf(passkey)}
        secondary={
          <>
            {passkey.createdAt ? (
              <>
                Added <RelativeTime iso={passkey.createdAt} />
              </>
            ) : (
              "Added earlier"
            )}
            {remove.isError && (
              <Typography component="span" color="error" sx={{ display: "block" }}>
                {errorMessage(remove.error)}
              </Typography>
            )}
          </>
        }
      />
      {renaming ? (
        <RenameForm passkey={passkey} onDone={() => setRenaming(false)} />
      ) : (
        <Stack direction="row" spacing={1}>
          <Button size="small" aria-label={`Rename ${nameOf(passkey)}`} onClick={() => setRenaming(true)}>
            Rename
          </Button>
          <Button
            size="small"
            color="error"
            aria-label={`Remove ${nameOf(passkey)}`}
            loading={remove.isPending}
            onClick={() =>
              remove.mutate(passkey.id, {
                onSuccess: () => notify.snackbar(`${nameOf(passkey)} was removed.`),
              })
            }
          >
            Remove
          </Button>
        </Stack>
      )}
    </ListItem>
  );
}

function AddPasskeyForm() {
  const add = useAddPasskey();
  const notify = useNotify();
  const { control, handleSubmit, reset } = useForm<PasskeyNameInput>({
    resolver: zodResolver(PasskeyNameFormSchema),
    defaultValues: { name: "" },
  });
  return (
    <form
      noValidate
      aria-label="Add a passkey"
      onSubmit={handleSubmit((input) =>
        add.mutate(input, {
          onSuccess: () => {
            reset({ name: "" });
            notify.snackbar("The passkey was added. You can sign in with it now.");
          },
        }),
      )}
    >
      {add.isError && <Alert severity="error">{errorMessage(add.error)}</Alert>}
      <FormTextField
        control={control}
        name="name"
        label="Passkey name"
        helperText="Say which device or password manager holds it, such as “Work laptop”"
      />
      <Button type="submit" variant="outlined" loading={add.isPending} sx={{ mt: 2 }}>
        Add a passkey
      </Button>
    </form>
  );
}

export function PasskeyList() {
  const passkeys = useQuery(passkeysQueryOptions);
  if (passkeys.isPending) return <PageLoading label="Loading your passkeys" />;
  if (passkeys.isError) {
    return (
      <QueryError
        title="Your passkeys could not be loaded"
        error={passkeys.error}
        onRetry={() => passkeys.refetch()}
      />
    );
  }
  return (
    <>
      <Typography>
        A passkey signs you in without your password: your device checks that it is you with its PIN,
        fingerprint or face, so no code is asked for.
      </Typography>
      {passkeys.data.length > 0 ? (
        <List aria-label="Your passkeys">
          {passkeys.data.map((passkey) => (
            <PasskeyItem key={passkey.id} passkey={passkey} />
          ))}
        </List>
      ) : (
        <Typography color="text.secondary" sx={{ my: 2 }}>
          You have no passkeys yet. Add one below and it will be listed here.
        </Typography>
      )}
      <AddPasskeyForm />
    </>
  );
}

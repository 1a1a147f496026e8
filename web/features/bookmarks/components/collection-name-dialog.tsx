import { type BookmarkCollection, COLLECTION_NAME_MAX_LENGTH } from "@common/bookmarks";
import { zodResolver } from "@hookform/resolvers/zod";
import Button from "@mui/material/Button";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogTitle from "@mui/material/DialogTitle";
import { errorMessage } from "@web/lib/api-client";
import { FormTextField } from "@web/lib/components/form-text-field";
import { DialogForm, ResponsiveDialog } from "@web/lib/components/responsive-dialog";
import { useNotify } from "@web/lib/use-notify";
import { useId } from "react";
import { useForm } from "react-hook-form";
import { z } from "zod";
import { useCreateCollection, useRenameCollection } from "../api/collections";

const NameFormSchema = z.object({
  name: z
    .string()
    .trim()
    .min(1, "Enter a name.")
    .max(COLLECTION_NAME_MAX_LENGTH, `Use at most ${COLLECTION_NAME_MAX_LENGTH} characters.`)
    .regex(/^[^\p{Cc}]*$/u, "Keep the name on one line."),
});
type NameFormValues = z.infer<typeof NameFormSchema>;

interface CollectionNameDialogProps {
  /** The collection to rename; without one, a new collection is created. */
  collection?: BookmarkCollection;
  onClose: () => void;
  onSaved?: (collection: BookmarkCollection) => void;
}

/** Names a new collection, or renames one. A refused name (one the member already uses) is said by the field. */
export function CollectionNameDialog({ collection, onClose, onSaved }: CollectionNameDialogProps) {
  const titleId = useId();
  const notify = useNotify();
  const create = useCreateCollection();
  const rename = useRenameCollection();
  const { control, handleSubmit, setError } = useForm<NameFormValues>({
    resolver: zodResolver(NameFormSchema),
    defaultValues: { name: collection?.name ?? "" },
  });
  const pending = create.isPending || rename.isPending;

  const submit = handleSubmit(({ name }) => {
    const callbacks = {
      onSuccess: (saved: BookmarkCollection) => {
        notify.snackbar(
          collection ? `The collection is now called “${saved.name}”.` : `“${saved.name}” has been created.`,
        );
        onSaved?.(saved);
        onClose();
      },
      onError: (error: unknown) => setError("name", { message: errorMessage(error) }, { shouldFocus: true }),
    };
    if (collection) rename.mutate({ collectionId: collection.id, name }, callbacks);
    else create.mutate({ name }, callbacks);
  });

  return (
    <ResponsiveDialog
      open
      onClose={pending ? undefined : onClose}
      aria-labelledby={titleId}
      fullScreen={false}
    >
      <DialogForm onSubmit={submit}>
        <DialogTitle id={titleId}>
          {collection ? `Rename “${collection.name}”` : "New collection"}
        </DialogTitle>
        <DialogContent>
          <FormTextField
            control={control}
            name="name"
            label="Collection name"
            autoFocus
            autoComplete="off"
            slotProps={{ htmlInput: { maxLength: COLLECTION_NAME_MAX_LENGTH + 10 } }}
            helperText="For example: Vendors to compare, or Read this week."
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={pending}>
            Cancel
          </Button>
          <Button type="submit" variant="contained" loading={pending}>
            {collection ? "Rename" : "Create collection"}
          </Button>
        </DialogActions>
      </DialogForm>
    </ResponsiveDialog>
  );
}

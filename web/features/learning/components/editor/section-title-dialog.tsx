// A section's title, for a new section or a renamed one.

import { SECTION_TITLE_MAX } from "@common/learning";
import { zodResolver } from "@hookform/resolvers/zod";
import Button from "@mui/material/Button";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogTitle from "@mui/material/DialogTitle";
import { FormTextField } from "@web/lib/components/form-text-field";
import { DialogForm, ResponsiveDialog } from "@web/lib/components/responsive-dialog";
import { useId } from "react";
import { useForm } from "react-hook-form";
import { z } from "zod";

const SectionTitleSchema = z.object({ title: z.string().trim().min(1).max(SECTION_TITLE_MAX) });

interface SectionTitleDialogProps {
  heading: string;
  confirmLabel: string;
  initialTitle?: string;
  pending: boolean;
  onSave: (title: string) => void;
  onClose: () => void;
}

export function SectionTitleDialog({
  heading,
  confirmLabel,
  initialTitle = "",
  pending,
  onSave,
  onClose,
}: SectionTitleDialogProps) {
  const titleId = useId();
  const { control, handleSubmit } = useForm({
    resolver: zodResolver(SectionTitleSchema),
    defaultValues: { title: initialTitle },
  });
  return (
    <ResponsiveDialog
      open
      onClose={pending ? undefined : onClose}
      aria-labelledby={titleId}
      fullScreen={false}
    >
      <DialogForm onSubmit={handleSubmit(({ title }) => onSave(title))}>
        <DialogTitle id={titleId}>{heading}</DialogTitle>
        <DialogContent>
          <FormTextField
            control={control}
            name="title"
            label="Section title"
            autoFocus
            errorText={`Enter a title (at most ${SECTION_TITLE_MAX} characters).`}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={pending}>
            Cancel
          </Button>
          <Button type="submit" variant="contained" loading={pending}>
            {confirmLabel}
          </Button>
        </DialogActions>
      </DialogForm>
    </ResponsiveDialog>
  );
}

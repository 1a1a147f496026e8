// Writing a comment, a reply or an edit of either.

import { COMMENT_BODY_MAX_LENGTH } from "@common/posts";
import Button from "@mui/material/Button";
import Stack from "@mui/material/Stack";
import TextField from "@mui/material/TextField";
import { type FormEvent, useState } from "react";

interface CommentFormProps {
  label: string;
  submitLabel: string;
  initialBody?: string;
  pending: boolean;
  autoFocus?: boolean;
  onSubmit: (body: string, reset: () => void) => void;
  onCancel?: () => void;
}

export function CommentForm({
  label,
  submitLabel,
  initialBody = "",
  pending,
  autoFocus,
  onSubmit,
  onCancel,
}: CommentFormProps) {
  const [body, setBody] = useState(initialBody);
  const [touched, setTouched] = useState(false);
  const empty = !body.trim();
  const tooLong = body.length > COMMENT_BODY_MAX_LENGTH;
  const problem =
    touched && empty
      ? "Write something first."
      : tooLong
        ? `${body.length - COMMENT_BODY_MAX_LENGTH} characters over the limit of ${COMMENT_BODY_MAX_LENGTH}.`
        : undefined;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (empty || tooLong) return;
    onSubmit(body, () => {
      setBody("");
      setTouched(false);
    });
  };

  return (
    <Stack component="form" noValidate onSubmit={submit} spacing={1}>
      <TextField
        label={label}
        value={body}
        onChange={(event) => setBody(event.target.value)}
        multiline
        minRows={2}
        fullWidth
        size="small"
        autoFocus={autoFocus}
        error={Boolean(problem)}
        helperText={problem}
      />
      <Stack direction="row" spacing={1} sx={{ justifyContent: "flex-end" }}>
        {onCancel && <Button onClick={onCancel}>Cancel</Button>}
        <Button type="submit" variant="contained" size="small" loading={pending}>
          {submitLabel}
        </Button>
      </Stack>
    </Stack>
  );
}

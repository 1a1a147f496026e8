// Editing a post's text in place; attachments stay as they are.

import { POST_BODY_MAX_LENGTH, type Post } from "@common/posts";
import Button from "@mui/material/Button";
import Stack from "@mui/material/Stack";
import TextField from "@mui/material/TextField";
import { useNotify } from "@web/lib/use-notify";
import { type FormEvent, useState } from "react";
import { useUpdatePost } from "./posts";

export function PostEditor({ post, onDone }: { post: Post; onDone: () => void }) {
  const notify = useNotify();
  const update = useUpdatePost(post.id);
  const [body, setBody] = useState(post.body);
  const empty = !body.trim();
  const tooLong = body.length > POST_BODY_MAX_LENGTH;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (empty || tooLong) return;
    update.mutate(
      { body },
      {
        onSuccess: () => {
          notify.snackbar("Post updated.");
          onDone();
        },
      },
    );
  };

  return (
    <Stack component="form" noValidate onSubmit={submit} spacing={1}>
      <TextField
        label="Edit your post"
        value={body}
        onChange={(event) => setBody(event.target.value)}
        multiline
        minRows={3}
        fullWidth
        autoFocus
        error={empty || tooLong}
        helperText={
          empty
            ? "Write something first."
            : tooLong
              ? `${body.length - POST_BODY_MAX_LENGTH} characters over the limit of ${POST_BODY_MAX_LENGTH}.`
              : undefined
        }
      />
      <Stack direction="row" spacing={1} sx={{ justifyContent: "flex-end" }}>
        <Button onClick={onDone}>Cancel</Button>
        <Button type="submit" variant="contained" loading={update.isPending}>
          Save
        </Button>
      </Stack>
    </Stack>
  );
}

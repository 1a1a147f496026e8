// Writing a post in the selected community: Markdown text, up to four images or documents, and, for
// a company's admins, the choice to post as the company.

import { findHub, type HubId } from "@common/hub-list";
import { POST_ATTACHMENTS_MAX, POST_BODY_MAX_LENGTH } from "@common/posts";
import type { Upload } from "@common/uploads";
import AttachFile from "@mui/icons-material/AttachFile";
import Close from "@mui/icons-material/Close";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Card from "@mui/material/Card";
import CardContent from "@mui/material/CardContent";
import IconButton from "@mui/material/IconButton";
import MenuItem from "@mui/material/MenuItem";
import Stack from "@mui/material/Stack";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { errorMessage } from "@web/lib/api-client";
import { formatFileSize } from "@web/lib/format";
import { useCreatePost } from "@web/lib/posts/posts";
import { useProfile } from "@web/lib/profile";
import { acceptedTypes, uploadFile, uploadProblem } from "@web/lib/uploads";
import { useNotify } from "@web/lib/use-notify";
import { type ChangeEvent, type FormEvent, useId, useRef, useState } from "react";

const YOURSELF = "me";

function isImage(file: File): boolean {
  return file.type.startsWith("image/");
}

export function PostComposer({ hub }: { hub: HubId }) {
  const notify = useNotify();
  const profile = useProfile();
  const createPost = useCreatePost();
  const fileInput = useRef<HTMLInputElement>(null);
  const titleId = useId();
  const [body, setBody] = useState("");
  const [author, setAuthor] = useState(YOURSELF);
  const [attachments, setAttachments] = useState<Upload[]>([]);
  const [uploading, setUploading] = useState(0);
  const [problem, setProblem] = useState<string>();

  const company = profile.data?.company?.privilege ? profile.data.company : null;
  const community = findHub(hub)?.name ?? hub;
  const tooLong = body.length > POST_BODY_MAX_LENGTH;

  const attach = async (event: ChangeEvent<HTMLInputElement>) => {
    const files = Array.from(event.target.files ?? []);
    event.target.value = "";
    const room = POST_ATTACHMENTS_MAX - attachments.length - uploading;
    if (files.length > room) notify.error(`A post has at most ${POST_ATTACHMENTS_MAX} attachments.`);
    for (const file of files.slice(0, Math.max(room, 0))) {
      const kind = isImage(file) ? "image" : "document";
      const why = uploadProblem(kind, file);
      if (why) {
        notify.error(`${file.name}: ${why}`);
        continue;
      }
      setUploading((count) => count + 1);
      try {
        const upload = await uploadFile(kind, file);
        setAttachments((current) => [...current, upload]);
      } catch (error) {
        notify.error(`${file.name}: ${errorMessage(error)}`);
      } finally {
        setUploading((count) => count - 1);
      }
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!body.trim()) {
      setProblem("Write something first.");
      return;
    }
    if (tooLong) return;
    createPost.mutate(
      {
        body,
        hub,
        companyId: author !== YOURSELF ? author : undefined,
        attachmentIds: attachments.map((upload) => upload.id),
      },
      {
        onSuccess: () => {
          setBody("");
          setAttachments([]);
          setProblem(undefined);
          notify.snackbar("Posted.");
        },
      },
    );
  };

  return (
    <Card variant="outlined" component="section" aria-labelledby={titleId}>
      <CardContent>
        <Box component="form" noValidate onSubmit={submit}>
          <Typography id={titleId} variant="h2" sx={{ fontSize: "1.1rem", mb: 1.5 }}>
            Start a conversation in {community}
          </Typography>
          <TextField
            label="Your post"
            value={body}
            onChange={(event) => {
              setBody(event.target.value);
              setProblem(undefined);
            }}
            multiline
            minRows={3}
            maxRows={16}
            fullWidth
            error={Boolean(problem) || tooLong}
            helperText={
              problem ??
              (tooLong
                ? `${body.length - POST_BODY_MAX_LENGTH} characters over the limit of ${POST_BODY_MAX_LENGTH}.`
                : "Markdown works: **bold**, _italic_, lists, [links](https://example.com).")
            }
          />
          {(attachments.length > 0 || uploading > 0) && (
            <Stack
              component="ul"
              spacing={0.5}
              sx={{ listStyle: "none", p: 0, mt: 1.5, mb: 0 }}
              aria-label="Attachments"
            >
              {attachments.map((upload) => (
                <Stack component="li" key={upload.id} direction="row" sx={{ alignItems: "center", gap: 1 }}>
                  {upload.thumbnailUrl && (
                    <Box
                      component="img"
                      src={upload.thumbnailUrl}
                      alt=""
                      sx={{ width: 40, height: 40, objectFit: "cover", borderRadius: 1 }}
                    />
                  )}
                  <Typography variant="body2" sx={{ flex: 1, overflowWrap: "anywhere" }}>
                    {upload.fileName} ({formatFileSize(upload.sizeBytes)})
                  </Typography>
                  <IconButton
                    size="small"
                    aria-label={`Remove ${upload.fileName}`}
                    onClick={() =>
                      setAttachments((current) => current.filter((item) => item.id !== upload.id))
                    }
                  >
                    <Close fontSize="small" />
                  </IconButton>
                </Stack>
              ))}
              {uploading > 0 && (
                <Typography component="li" variant="body2" color="text.secondary" role="status">
                  Uploading {uploading === 1 ? "a file" : `${uploading} files`}…
                </Typography>
              )}
            </Stack>
          )}
          <Stack
            direction={{ xs: "column", sm: "row" }}
            spacing={1.5}
            sx={{ mt: 2, alignItems: { sm: "center" }, justifyContent: "space-between" }}
          >
            <Stack direction="row" spacing={1.5} sx={{ alignItems: "center", flexWrap: "wrap" }}>
              <input
                ref={fileInput}
                type="file"
                multiple
                hidden
                aria-label="Attach files"
                accept={`${acceptedTypes("image")},${acceptedTypes("document")}`}
                onChange={attach}
              />
              <Button
                startIcon={<AttachFile />}
                onClick={() => fileInput.current?.click()}
                disabled={attachments.length + uploading >= POST_ATTACHMENTS_MAX}
              >
                Attach
              </Button>
              {company && (
                <TextField
                  select
                  size="small"
                  label="Post as"
                  value={author}
                  onChange={(event) => setAuthor(event.target.value)}
                  sx={{ minWidth: 180 }}
                >
                  <MenuItem value={YOURSELF}>{profile.data?.name ?? "Yourself"}</MenuItem>
                  <MenuItem value={company.id}>{company.name}</MenuItem>
                </TextField>
              )}
            </Stack>
            <Button
              type="submit"
              variant="contained"
              loading={createPost.isPending}
              disabled={uploading > 0 || tooLong}
            >
              Post
            </Button>
          </Stack>
        </Box>
      </CardContent>
    </Card>
  );
}
